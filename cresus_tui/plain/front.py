"""The plain front end: the games as line-based text adventures.

The story is printed line by line, then what waits for you and the commands that do it, then a
``> `` prompt reading one command from standard input. Menus are numbered lists (a number or the
first word picks). No escape codes, no colour, no cursor movement: a screen reader reads it as it
comes, and a command file plays it::

    cresus --plain --seed 7 < moves.txt > transcript.txt

At the end of the input the game in progress is saved (and the transcript says so). Rivals play
at once and no clock time is ever printed, so the same seed and the same commands give the same
transcript byte for byte.
"""

from __future__ import annotations

import random
import sys
from typing import BinaryIO, TextIO

from .kit import Kit, Table, kits
from .text import MAX_LINE, clean_input, numbered, plain

AUTOSAVE = "autosave"


class EndOfInput(Exception):
    """Standard input is exhausted (or closed)."""


class PlainFront:
    """``inp``: binary lines (commands); ``out``: text; ``echo``: write each command read after
    its prompt (when the input is not a terminal, so that a transcript reads as a dialogue)."""

    def __init__(self, inp: BinaryIO, out: TextIO, data_dir: str | None = None,
                 seed: int | None = None, echo: bool = False,
                 games: list[Kit] | None = None) -> None:
        self.inp = inp
        self.out = out
        self.data_dir = data_dir
        self.seed = seed
        self.echo = echo
        self.games = games if games is not None else kits()
        self.table: Table | None = None

    # ---- input and output -----------------------------------------------------------------

    def say(self, *lines: str) -> None:
        for line in lines:
            for part in plain(line).split("\n"):
                self.out.write(part.rstrip() + "\n")
        self.out.flush()

    def ask(self, prompt: str = "> ") -> str:
        """One command line (cleaned). Raises EndOfInput. A line longer than MAX_LINE is
        refused whole and the question asked again."""
        while True:
            self.out.write(prompt)
            self.out.flush()
            raw = self.inp.readline()
            if not raw:
                self.out.write("\n")
                raise EndOfInput
            text = clean_input(raw)
            if len(text) > MAX_LINE:
                if self.echo:
                    self.out.write(f"({len(text)} characters)\n")
                else:
                    self.out.write("\n")
                self.say(f"✗ That line is {len(text)} characters long; a command is a few "
                         "words. Type help for the commands.")
                continue
            if self.echo:
                self.out.write(text + "\n")
            return text

    def choose(self, title: str, items: list[str], words: list[list[str]] | None = None,
               default: int | None = None) -> int:
        """A numbered menu; the index picked (a number, or one of ``words[i]``; Enter picks
        ``default`` when there is one). Asks again on anything else. Raises EndOfInput."""
        self.say("", title)
        self.say(*numbered(items))
        while True:
            text = self.ask().casefold()
            if not text and default is not None:
                return default
            if text.isdigit() and 1 <= int(text) <= len(items):
                return int(text) - 1
            first = text.split()[0] if text else ""
            for i, ws in enumerate(words or []):
                if first in ws:
                    return i
            for i, item in enumerate(items):
                if first and item.casefold().startswith(first):
                    return i
            self.say(f"✗ Type a number from 1 to {len(items)}"
                     + (" (Enter for the default)." if default is not None else "."))

    # ---- the main menu --------------------------------------------------------------------

    def run(self) -> int:
        """The main menu until quit or the end of the input; the exit code (0)."""
        try:
            return self._menu()
        except EndOfInput:
            return self.end_of_input()
        except BrokenPipeError:  # nobody reads the output any more: keep the game, stop
            if self.table is not None and not self.table.over:
                self.table.save(AUTOSAVE, self.data_dir)
            raise
        except KeyboardInterrupt:
            self.say("")
            if self.table is not None and not self.table.over:
                self.say("Interrupted. " + self.table.save(AUTOSAVE, self.data_dir))
            return 130

    def end_of_input(self) -> int:
        table = self.table
        if table is not None and not table.over:
            said = table.save(AUTOSAVE, self.data_dir)
            self.say(f"End of input. {said}" + (" Run cresus again and pick Continue to go on."
                                                 if said.startswith("Saved") else ""))
        else:
            self.say("End of input. Bye.")
        return 0

    def _menu(self) -> int:
        names = " · ".join(k.name for k in self.games)
        self.say(f"{names} — plain text. Type the number of a choice, then Enter.")
        while True:
            items = ["New game", "Continue the latest game", "Load a saved game", "Tutorials",
                     "Rules", "Help", "Quit"]
            pick = self.choose("Main menu:", items, [["new", "n"], ["continue", "c"],
                                                     ["load", "l"], ["tutorials", "t"],
                                                     ["rules", "r"], ["help", "h", "?"],
                                                     ["quit", "q", "exit", "bye"]])
            if pick == 0:
                table = self.new_game()
            elif pick == 1:
                table = self.continue_game()
            elif pick == 2:
                table = self.load_menu()
            elif pick == 3:
                table = self.tutorials()
            elif pick in (4, 5):
                self.read_doc("rules" if pick == 4 else "help")
                continue
            else:
                self.say("Bye.")
                return 0
            if table is None:
                continue
            if self.play(table) == "quit":
                return 0

    def pick_game(self) -> Kit:
        if len(self.games) == 1:
            return self.games[0]
        return self.games[self.choose("Which game?", [k.name for k in self.games])]

    def read_doc(self, name: str) -> None:
        kit = self.pick_game()
        table = _DocTable(kit)
        self.say("", *table.section(name, ""))
        self.say("Type a section number or a word to read it; Enter goes back to the menu.")
        while True:
            text = self.ask()
            if not text or text.casefold() in ("menu", "back", "q", "quit"):
                return
            head, _, rest = text.partition(" ")
            if head.casefold() in ("rules", "rule", "help", "h"):
                text = rest
            self.say(*table.section(name, text))

    # ---- starting a game ------------------------------------------------------------------

    def new_game(self) -> Table | None:
        kit = self.pick_game()
        lo, hi = kit.rivals
        default = min(max(3, lo), hi)
        self.say("", f"New game of {kit.name}.")
        rivals = self.number(f"How many rivals ({lo} to {hi})? Enter for {default}.", lo, hi,
                             default)
        level = kit.levels[self.choose("Their level? Enter for normal.", list(kit.levels),
                                       default=list(kit.levels).index("normal")
                                       if "normal" in kit.levels else 0)]
        self.say("", "Your name? Enter for You.")
        name = self.ask()[:20] or "You"
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(2**32)
        self.keep_previous_game()
        self.say("", f"Seed {seed}: cresus --plain --seed {seed} with the same answers deals "
                 "this game again.")
        return kit.new(rivals, level, name, seed)

    def number(self, question: str, lo: int, hi: int, default: int) -> int:
        self.say("", question)
        while True:
            text = self.ask()
            if not text:
                return default
            if text.isdigit() and lo <= int(text) <= hi:
                return int(text)
            self.say(f"✗ A number from {lo} to {hi}, or Enter for {default}.")

    def save_entries(self) -> list:
        try:
            import saves

            return [e for e in saves.list_saves(self.data_dir)
                    if e.status == "ok" and e.header is not None and e.generation == 0]
        except Exception:  # noqa: BLE001 - no saves folder yet, or an unreadable one
            return []

    def keep_previous_game(self) -> None:
        """A new game takes the autosave slot: an unfinished game there is copied first to
        ``previous`` (``previous 2`` …), as the full-screen game does."""
        from cresus_tui.play.app_slots import previous_slot

        entries = self.save_entries()
        auto = next((e for e in entries if e.slot == AUTOSAVE), None)
        if auto is None or auto.header.over:
            return
        try:
            import saves

            loaded = saves.load_game(AUTOSAVE, self.data_dir)
            slot = previous_slot({e.slot for e in entries})
            saves.save_game(loaded.game, slot, data_dir=self.data_dir)
        except Exception as exc:  # noqa: BLE001
            self.say(f"Could not keep the previous game: {getattr(exc, 'message', exc)}")
            return
        self.say(f"Your previous game is kept as “{slot}” (Load a saved game).")

    def kit_for(self, entry) -> Kit | None:
        return next((k for k in self.games if k.owns(entry.header)), None)

    def open_slot(self, entry) -> Table | None:
        kit = self.kit_for(entry)
        if kit is None:
            self.say(f"✗ “{entry.slot}” is a game this version cannot play.")
            return None
        try:
            return kit.load(entry.slot, self.data_dir)
        except Exception as exc:  # noqa: BLE001
            self.say(f"✗ Could not load “{entry.slot}”: {getattr(exc, 'message', exc)}")
            return None

    def continue_game(self) -> Table | None:
        entries = [e for e in self.save_entries() if not e.header.over]
        if not entries:
            self.say("", "There is no game to continue yet.")
            return None
        entries.sort(key=lambda e: e.saved_at, reverse=True)
        return self.open_slot(entries[0])

    def load_menu(self) -> Table | None:
        entries = self.save_entries()
        if not entries:
            self.say("", "There is no saved game yet.")
            return None
        from cresus_tui.games.registry import GAMES

        items = []
        for e in entries:
            h = e.header
            spec = GAMES.get(h.game)
            name = spec.name if spec else h.game
            when = spec.moment(h.turn, h.over) if spec else f"turn {h.turn}"
            if h.turn and not h.over:
                when += f", {h.phase}"
            who = ", ".join(s.name for s in h.seats)
            items.append(f"{e.slot} — {name} — {when} — {who}")
        pick = self.choose("Saved games (Enter goes back):", items + ["Back"],
                           default=len(items))
        return None if pick == len(items) else self.open_slot(entries[pick])

    def tutorials(self) -> Table | None:
        kit = self.pick_game()
        lessons = kit.lessons()
        if not lessons:
            self.say("", f"{kit.name} has no tutorials yet.")
            return None
        items = [f"{x.title} — {x.summary}" for x in lessons]
        pick = self.choose("Tutorials (Enter goes back):", items + ["Back"],
                           default=len(items))
        if pick == len(items):
            return None
        return kit.tutorial(lessons[pick].id, self.data_dir)

    # ---- playing --------------------------------------------------------------------------

    def play(self, table: Table) -> str:
        """Play ``table`` until quit ("quit"), menu or game over then menu ("menu").
        Raises EndOfInput (``self.table`` is the game to save)."""
        self.table = table
        self.say("", *table.opening())
        describe = True
        while True:
            if not table.over:
                self.say(*table.rivals_play())
            if table.over:
                return self.after_game(table)
            if describe:
                self.say("", table.describe())
                cmds = table.commands_now()
                if cmds:
                    self.say("Commands: " + " · ".join(cmds))
            text = self.ask()
            outcome = table.command(text)
            self.say(*outcome.lines)
            describe = outcome.decided
            if outcome.meta:
                result = self.meta(table, outcome.meta, outcome.arg)
                if result:
                    return result

    def meta(self, table: Table, name: str, arg: str) -> str:
        """An app command; "quit" or "menu" to leave the game, "" to go on."""
        if name in ("quit", "menu"):
            if not table.over:
                said = table.save(AUTOSAVE, self.data_dir)
                self.say(said + (" Continue picks it up." if said.startswith("Saved") else ""))
            self.table = None
            if name == "quit":
                self.say("Bye.")
            return name
        if name == "save":
            self.say(table.save(arg or AUTOSAVE, self.data_dir))
        elif name == "pace":
            self.say("In plain text the rivals play at once; there is no pace to set.")
        elif name == "skip":
            self.say("Nothing to skip: the rivals play at once.")
        else:
            self.say(f"✗ “{name}” does nothing here.")
        return ""

    def after_game(self, table: Table) -> str:
        self.say("", *table.final())
        if table.lesson:
            self.say(table.save(AUTOSAVE, self.data_dir))
        self.table = None
        pick = self.choose("What now?", ["Main menu", "Quit"],
                           [["menu", "m", "new", "n"], ["quit", "q", "exit", "bye"]])
        if pick == 1:
            self.say("Bye.")
            return "quit"
        return "menu"


class _DocTable:
    def __init__(self, kit: Kit) -> None:
        self.kit = kit

    def section(self, name: str, topic: str) -> list[str]:
        from .docs import doc_section

        return doc_section(self.kit.doc(name), topic)


def run_plain(data_dir: str | None = None, seed: int | None = None,
              stdin: BinaryIO | None = None, stdout: TextIO | None = None) -> int:
    """``cresus --plain``: play on standard input and output; the exit code."""
    inp = stdin if stdin is not None else sys.stdin.buffer
    out = stdout if stdout is not None else sys.stdout
    try:
        echo = not inp.isatty()
    except (AttributeError, ValueError):
        echo = True
    try:
        out.reconfigure(errors="replace")  # type: ignore[union-attr]
    except (AttributeError, ValueError):
        pass
    try:
        return PlainFront(inp, out, data_dir, seed, echo).run()
    except BrokenPipeError:  # the reader went away (`cresus --plain | head`)
        try:
            sys.stdout = None  # type: ignore[assignment]  # no flush error at exit
        except Exception:  # noqa: BLE001
            pass
        return 0
