"""The plain front end: the games as line-based text adventures.

The story is printed line by line, then what waits for you and the commands that do it, then a
``> `` prompt reading one command from standard input. Menus are numbered lists (a number or the
first word picks). No escape codes, no colour, no cursor movement: a screen reader reads it as it
comes, and a command file plays it. On a terminal the lines are wrapped between words at its
width (``wrapped``; tables whole); to a file or a pipe they are written whole::

    cresus --plain --seed 7 < moves.txt > transcript.txt

The game is played by the one table of the play layer (``cresus_tui.play.table.Table``): this
face renders its messages as lines and reads command lines; it decides nothing about the game.
The game autosaves at every phase; at the end of the input, on SIGHUP or SIGTERM, the game in
progress is saved too. Rivals play at once and no clock time is ever printed, so the same seed
and the same commands give the same transcript byte for byte.
"""

from __future__ import annotations

import contextlib
import os
import random
import shutil
import signal
import sys
from typing import BinaryIO, Callable, Iterator, TextIO

from cresus_tui.games.typed import looks_numeric, parse_number, read_number
from cresus_tui.i18n import tr
from cresus_tui.play.kits import people_names
from cresus_tui.play.parser import fold
from cresus_tui.play.messages import (
    Asked, Confirm, Ended, FaceCommand, Handover, Msg, Refused, Saved, Shown, TakenBack, Told,
    line_text,
)
from cresus_tui.play.store import Store
from cresus_tui.play.table import Table

from .docs import doc_section
from .games import PlainGame, plain_games
from .text import MAX_LINE, clean_input, numbered, plain, wrapped

HANGUP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGHUP", "SIGTERM")
                       if hasattr(signal, name))


class EndOfInput(Exception):
    """Standard input is exhausted (or closed)."""


class HangUp(Exception):
    """The terminal closed (SIGHUP) or the process was told to stop (SIGTERM)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


@contextlib.contextmanager
def echo_off(stream: BinaryIO, wanted: bool = True) -> Iterator[bool]:
    """While a sealed choice is typed with others at the screen, the terminal ``stream`` reads
    from does not show the keys typed (POSIX terminal modes, as a password prompt does), so
    the next person never reads a bid above the handover. Yields True when the echo is off;
    False (nothing changed) when not ``wanted``, or ``stream`` is not a terminal, or the
    system has no terminal modes. Never raises for those; the mode is restored on exit."""
    fd, old = -1, None
    if wanted:
        try:
            import termios

            fd = stream.fileno()
            if os.isatty(fd):
                old = termios.tcgetattr(fd)
                quiet = list(old)
                quiet[3] &= ~termios.ECHO  # the local modes: no echo (canonical lines kept)
                termios.tcsetattr(fd, termios.TCSANOW, quiet)
        except (ImportError, AttributeError, OSError, ValueError):
            old = None
    try:
        yield old is not None
    finally:
        if old is not None:
            try:
                termios.tcsetattr(fd, termios.TCSANOW, old)
            except (OSError, ValueError):
                pass


def terminal_width(out: TextIO) -> int | None:
    """The width of the terminal ``out`` writes to, in columns; None when ``out`` is not a
    terminal (a pipe, a file: nothing is wrapped there). Never raises."""
    try:
        if not out.isatty():
            return None
    except (AttributeError, ValueError):
        return None
    try:
        columns = os.get_terminal_size(out.fileno()).columns
    except (AttributeError, OSError, ValueError):
        columns = shutil.get_terminal_size().columns  # $COLUMNS, else 80
    return columns if columns > 0 else None


class PlainFront:
    """``inp``: binary lines (commands); ``out``: text; ``echo``: write each command read after
    its prompt (when the input is not a terminal, so that a transcript reads as a dialogue);
    ``width``: the columns to wrap the lines said at (a number, or a function asked at each
    line, for a terminal that is resized); None: no wrapping."""

    def __init__(self, inp: BinaryIO, out: TextIO, data_dir: str | None = None,
                 seed: int | None = None, echo: bool = False,
                 games: list[PlainGame] | None = None,
                 width: int | Callable[[], int | None] | None = None,
                 people: tuple[str, ...] = ()) -> None:
        self.inp = inp
        self.out = out
        self.width = width
        self.data_dir = data_dir
        self.seed = seed
        self.echo = echo
        self.games = games if games is not None else plain_games()
        self.store = Store(data_dir)
        self.table: Table | None = None
        self.game: PlainGame | None = None
        """The game of ``table`` (its rules and help documents)."""
        self.reading = False
        """True while blocked reading a line (a hang-up then stops at once)."""
        self.hung_up = 0
        """The signal received while busy, handled before the next read."""
        self.saved_game = False
        """The game left last was saved (a lesson's progress is not a save)."""
        self.people = people
        """The people at this screen (``--people``): New game seats them all (pass-and-play)
        and asks only for the number of rivals."""
        self.sealed = False
        """A person's sealed choice is being asked with others at the screen: a command file's
        lines are not echoed (the transcript never shows it before its reveal), and on a
        terminal the keys typed are not shown ("(hidden)" once Enter is pressed)."""

    # ---- input and output -----------------------------------------------------------------

    def say(self, *lines: str) -> None:
        """Print ``lines`` (markup) as plain text, wrapped at ``width`` when there is one."""
        width = self.width() if callable(self.width) else self.width
        for line in lines:
            for part in plain(line).split("\n"):
                for row in wrapped(part.rstrip(), width):
                    self.out.write(row + "\n")
        self.out.flush()

    def ask(self, prompt: str = "> ") -> str:
        """One command line (cleaned). Raises EndOfInput. A line longer than MAX_LINE is
        refused whole and the question asked again. A command file's comments are read and
        skipped: a ``#`` line silently, a ``*`` line answered "Noted." (as interactive-fiction
        interpreters do); a UTF-8 BOM is removed with the other format characters."""
        while True:
            if self.hung_up:
                raise HangUp(self.hung_up)
            self.out.write(prompt)
            self.out.flush()
            self.reading = True
            try:
                with echo_off(self.inp, self.sealed and not self.echo) as hidden:
                    raw = self.inp.readline()
            finally:
                self.reading = False
            if not raw:
                self.out.write("\n")
                raise EndOfInput
            if hidden:  # neither the line nor its Enter was shown
                self.out.write("(hidden)\n")
                self.out.flush()
            text = clean_input(raw)
            if len(text) > MAX_LINE:
                if self.echo:
                    self.out.write(tr("({n} characters)").format(n=len(text)) + "\n")
                else:
                    self.out.write("\n")
                self.say(tr("✗ That line is {n} characters long; a command is a few words. "
                            "Type help for the commands.").format(n=len(text)))
                continue
            if self.echo:
                self.out.write((tr("(hidden)") if self.sealed and text else text) + "\n")
            if text.startswith("#"):
                continue
            if text.startswith("*"):
                self.say(tr("Noted."))
                continue
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
            if looks_numeric(text):
                n = read_number(text, 1, len(items))
                if n.value is not None:
                    return n.value - 1
                if parse_number(text) is None:  # "²", "٣", 4,301 digits …
                    self.say(f"✗ {n.problem}")
                    continue
            first = text.split()[0] if text else ""
            for i, ws in enumerate(words or []):
                if first in ws:
                    return i
            for i, item in enumerate(items):
                if first and item.casefold().startswith(first):
                    return i
            self.say(tr("✗ Type a number from 1 to {n} (Enter for the default).")
                     .format(n=len(items)) if default is not None else
                     tr("✗ Type a number from 1 to {n}.").format(n=len(items)))

    # ---- the main menu --------------------------------------------------------------------

    def run(self) -> int:
        """The main menu until quit or the end of the input; the exit code (0; 130 when
        interrupted; 128 + the signal after a hang-up)."""
        try:
            notice = self.store.take()
            if notice:
                self.say(notice)
            return self._menu()
        except EndOfInput:
            return self.end_of_input()
        except HangUp as exc:
            self.hangup()
            return 128 + exc.signum
        except BrokenPipeError:  # nobody reads the output any more: keep the game, stop
            self.hangup()
            raise
        except KeyboardInterrupt:
            self.say("")
            if self.table is not None:
                said = self.leave("interrupt")
                if said:
                    self.say(tr("Interrupted. {saved}").format(saved=said))
            return 130
        finally:
            self.store.release()

    def hangup(self) -> None:
        """Save the game in progress (the terminal may be gone: nothing is printed)."""
        if self.table is not None:
            self.table.hangup()
            self.table = None

    def on_signal(self, signum: int, frame=None) -> None:
        """SIGHUP/SIGTERM: waiting for a line, stop now (the game is saved on the way out);
        busy, stop before the next read."""
        self.hung_up = signum
        if self.reading:
            raise HangUp(signum)

    def leave(self, why: str) -> str:
        """Leave the game in progress: its save (or a lesson's progress); the sentence saying
        so ("" for a finished game)."""
        table, self.table = self.table, None
        if table is None:
            return ""
        said = next((m for m in table.close(why) if isinstance(m, Saved)), None)
        self.saved_game = said is not None and said.ok and bool(said.slot and said.text)
        return said.text if said is not None else ""

    def end_of_input(self) -> int:
        said = self.leave("eof") if self.table is not None and not self.table.over else ""
        if said:
            self.say(tr("End of input. {saved} Run cresus again and pick Continue to go on.")
                     .format(saved=said) if self.saved_game else
                     tr("End of input. {saved}").format(saved=said))
        else:
            self.say(tr("End of input. Bye."))
        return 0

    def _menu(self) -> int:
        names = " · ".join(k.name for k in self.games)
        self.say(tr("{names} — plain text. Type the number of a choice, then Enter.")
                 .format(names=names))
        while True:
            items = [tr("New game"), tr("Continue the latest game"), tr("Load a saved game"),
                     tr("Tutorials"), tr("Rules"), tr("Help"), tr("Quit")]
            pick = self.choose(tr("Main menu:"), items, [
                ["new", "n", "nouvelle", "nouveau"], ["continue", "c", "continuer"],
                ["load", "l", "charger"], ["tutorials", "t", "tutoriels", "leçons"],
                ["rules", "r", "règles", "regles"], ["help", "h", "?", "aide"],
                ["quit", "q", "exit", "bye", "quitter"]])
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
                self.say(tr("Bye."))
                return 0
            if table is None:
                continue
            if self.play(table) == "quit":
                return 0

    def pick_game(self) -> PlainGame:
        if len(self.games) == 1:
            return self.games[0]
        return self.games[self.choose(tr("Which game?"), [k.name for k in self.games])]

    def read_doc(self, name: str) -> None:
        kit = self.pick_game()
        self.say("", *doc_section(kit.doc(name), ""))
        self.say(tr("Type a section number or a word to read it; Enter goes back to the menu."))
        while True:
            text = self.ask()
            if not text or text.casefold() in ("menu", "back", "q", "quit", "retour",
                                               "quitter"):
                return
            head, _, rest = text.partition(" ")
            if fold(head) in ("rules", "rule", "help", "h", "regles", "regle", "aide"):
                text = rest
            self.say(*doc_section(kit.doc(name), text))

    # ---- starting a game ------------------------------------------------------------------

    def new_game(self) -> Table | None:
        kit = self.pick_game()
        lo, hi = kit.rivals
        default = min(max(3, lo), hi)
        self.say("", tr("New game of {game}.").format(game=kit.name))
        most = kit.spec.max_players
        if len(self.people) > 1 and kit.seats_people:
            return self.people_game(kit, self.people[:most])
        rivals = self.number(tr("How many rivals ({lo} to {hi})? Enter for {default}.")
                             .format(lo=lo, hi=hi, default=default), lo, hi, default)
        level = kit.levels[self.choose(tr("Their level? Enter for normal."),
                                       [tr(x) for x in kit.level_labels],
                                       [[v] for v in kit.levels],
                                       default=list(kit.levels).index("normal")
                                       if "normal" in kit.levels else 0)]
        self.say("", tr("Your name? Enter for {name}.").format(name=tr("You")))
        answer = self.ask()
        people = people_names(answer, most) if "," in answer and kit.seats_people else ()
        if len(people) > 1:  # "Zoé, Léo": pass-and-play
            return self.people_game(kit, people, level)
        name = (people[0] if people else answer)[:20] or tr("You")
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(2**32)
        kept = self.store.keep_previous()
        if kept:
            self.say(kept)
        self.say("", tr("Seed {seed}: cresus --plain --seed {seed} with the same answers deals "
                        "this game again.").format(seed=seed))
        self.game = kit
        return kit.new(rivals, level, name, seed, self.store)

    def people_game(self, kit: PlainGame, people: tuple[str, ...],
                    level: str | None = None) -> Table:
        """A pass-and-play game of ``people`` (two or more names): the number of computer
        rivals (0 up to the seats left), their level when there are some."""
        hi = kit.spec.max_players - len(people)
        self.say("", tr("{count} people at this screen: {names}.").format(
            count=len(people), names=", ".join(people)))
        rivals = self.number(tr("How many computer rivals (0 to {hi})? Enter for 0.").format(
            hi=hi), 0, hi, 0) if hi > 0 else 0
        if rivals and level is None:
            level = kit.levels[self.choose(tr("Their level? Enter for normal."),
                                           [tr(x) for x in kit.level_labels],
                                           [[v] for v in kit.levels],
                                           default=list(kit.levels).index("normal")
                                           if "normal" in kit.levels else 0)]
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(2**32)
        kept = self.store.keep_previous()
        if kept:
            self.say(kept)
        self.game = kit
        return kit.new(rivals, level or "normal", people[0], seed, self.store,
                       people=people[1:])

    def number(self, question: str, lo: int, hi: int, default: int) -> int:
        self.say("", question)
        while True:
            text = self.ask()
            if not text:
                return default
            n = read_number(text, lo, hi)
            if n.value is not None:
                return n.value
            if looks_numeric(text) and parse_number(text) is None:
                self.say(tr("✗ {problem} Enter for {default}.").format(problem=n.problem,
                                                                      default=default))
                continue
            self.say(tr("✗ A number from {lo} to {hi}, or Enter for {default}.")
                     .format(lo=lo, hi=hi, default=default))

    def kit_for(self, entry) -> PlainGame | None:
        return next((k for k in self.games if k.owns(entry.header)), None)

    def open_slot(self, entry) -> Table | None:
        kit = self.kit_for(entry)
        if kit is None:
            self.say(tr("✗ “{slot}” is a game this version cannot play.").format(slot=entry.slot))
            return None
        try:
            loaded = self.store.load(entry.slot, entry.generation)
            if entry.slot != self.store.slot:
                kept = self.store.keep_previous()
                if kept:
                    self.say(kept)
            self.game = kit
            return kit.resume(loaded, entry.slot, self.store)
        except Exception as exc:  # noqa: BLE001
            self.say(tr("✗ Could not load “{slot}”: {reason}").format(
                slot=entry.slot, reason=getattr(exc, "message", exc)))
            return None

    def continue_game(self) -> Table | None:
        """The newest game in progress; a damaged save goes on from its previous
        generation (as the full-screen Continue does)."""
        entry = self.store.newest()
        if entry is None:
            self.say("", tr("There is no game to continue yet."))
            return None
        if entry.generation:
            self.say("", tr("The latest save of “{slot}” is damaged: going on from the one "
                            "before it.").format(slot=entry.slot))
        return self.open_slot(entry)

    def load_menu(self) -> Table | None:
        entries = self.store.entries()
        if not entries:
            self.say("", tr("There is no saved game yet."))
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
        pick = self.choose(tr("Saved games (Enter goes back):"), items + [tr("Back")],
                           default=len(items))
        return None if pick == len(items) else self.open_slot(entries[pick])

    def tutorials(self) -> Table | None:
        kit = self.pick_game()
        lessons = kit.lessons()
        if not lessons:
            self.say("", tr("{game} has no tutorials yet.").format(game=kit.name))
            return None
        items = [f"{x.title} — {x.summary}" for x in lessons]
        pick = self.choose(tr("Tutorials (Enter goes back):"), items + [tr("Back")],
                           default=len(items))
        if pick == len(items):
            return None
        self.game = kit
        return kit.tutorial(lessons[pick].id, self.data_dir)

    # ---- playing --------------------------------------------------------------------------

    def play(self, table: Table) -> str:
        """Play ``table`` until quit ("quit"), menu or game over then menu ("menu").
        Raises EndOfInput (``self.table`` is the game to save)."""
        self.table = table
        self.say("")
        self.render(table.open())
        while True:
            self.render(table.run_rivals())
            asked = table.ask()
            while any(isinstance(m, Handover) for m in asked):
                leave = self.hand_over(table, asked)
                if leave:
                    return leave
                asked = table.take_over()
            if table.over:
                return self.after_game(table, asked)
            self.render(asked)
            while True:
                out = table.command(self.ask())
                leave = self.render(out)
                if leave:
                    return leave
                if any(isinstance(m, (Shown, TakenBack)) for m in out):
                    break

    def hand_over(self, table: Table, asked: list[Msg]) -> str:
        """Pass-and-play: say who takes the screen and wait for Enter (an app command such as
        save or quit works meanwhile). "quit" or "menu" when one leaves the game."""
        self.sealed = False
        hand = next(m for m in asked if isinstance(m, Handover))
        self.say("", "— " * 20, hand.text)
        while True:
            text = self.ask()
            if not text:
                self.say("— " * 20)
                return ""
            leave = self.render(table.command(text))
            if leave:
                return leave

    def render(self, messages: list[Msg]) -> str:
        """Print the table's messages; "quit" or "menu" when one leaves the game, else ""."""
        leave = ""
        for m in messages:
            if isinstance(m, Told):
                self.say(*(line_text(line) for line in m.lines))
            elif isinstance(m, Asked):
                p = m.prompt
                table = self.table
                self.sealed = bool(getattr(p.request, "secret", False) and table is not None
                                   and table.session.several)
                self.say("", p.text)
                if p.commands:
                    self.say(tr("Commands: {commands}").format(commands=" · ".join(p.commands)))
                if any(c.label != c.command for c in p.choices):
                    self.say(*numbered([c.label for c in p.choices]))
                if p.dice and p.kept:
                    self.say(tr("Marked kept: dice {dice} (reroll throws the others).").format(
                        dice=" ".join(str(i + 1) for i in p.kept)))
            elif isinstance(m, Refused):
                self.say(f"✗ {m.reason}" + (f" {m.tip}" if m.tip else ""))
            elif isinstance(m, Confirm):
                self.say("! " + m.text)
            elif isinstance(m, (Saved, TakenBack)):
                if m.text:
                    self.say(m.text)
            elif isinstance(m, FaceCommand):
                leave = self.face_command(m.name, m.arg) or leave
        return leave

    def face_command(self, name: str, arg: str) -> str:
        """What only the face does; "quit" or "menu" to leave the game, "" to go on."""
        if name in ("quit", "menu"):
            said = self.leave(name)
            if said:
                self.say(tr("{saved} Continue picks it up.").format(saved=said)
                         if self.saved_game else said)
            if name == "quit":
                self.say(tr("Bye."))
            return name
        if name in ("rules", "help") and self.game is not None:
            self.say(*doc_section(self.game.doc(name), arg))
        elif name in ("prefill", "dialog"):
            self.say(tr("That choice needs more: type {command} …").format(command=arg.strip())
                     if "<" not in arg else
                     tr("That choice needs more: type {command}.").format(command=arg.strip()))
        elif name == "pace":
            self.say(tr("In plain text the rivals play at once; there is no pace to set."))
        elif name == "skip":
            self.say(tr("Nothing to skip: the rivals play at once."))
        elif name in ("odds", "log"):  # the table tells it; nothing of plain text's own
            pass
        else:
            self.say(tr("✗ “{command}” does nothing in plain text.").format(command=name))
        return ""

    def after_game(self, table: Table, asked: list[Msg]) -> str:
        """The end: the table's finale, then what next (the review when there is one)."""
        self.render([m for m in asked if not isinstance(m, Ended)])
        finale = next(m.finale for m in asked if isinstance(m, Ended))
        self.say("", *finale.lines)
        if finale.notice:
            self.say(finale.notice)
        if finale.slot:
            self.say(finale.kept_line())
        self.table = None
        items, words = [tr("Main menu"), tr("Quit")], [["menu", "m", "new", "n", "nouvelle"],
                                                       ["quit", "q", "exit", "bye", "quitter"]]
        self.sealed = False
        people = finale.people if finale.review else ()
        if people:  # one review per person
            reviews = [tr("Review the game for {name}").format(name=n) for _, n in people]
            items = reviews + items
            words = [[] for _ in people] + words
            while True:
                pick = self.choose(tr("What now?"), items, words)
                if pick < len(people):
                    self.say("", *table.review_lines(people[pick][0]))
                    continue
                if pick == len(people) + 1:
                    self.say(tr("Bye."))
                    return "quit"
                return "menu"
        if finale.review:
            items, words = [tr("Review the game")] + items, [["review", "r", "revoir"]] + words
        while True:
            pick = self.choose(tr("What now?"), items, words) + (0 if finale.review else 1)
            if pick == 0:
                self.say("", *table.review_lines())
                continue
            if pick == 2:
                self.say(tr("Bye."))
                return "quit"
            return "menu"


def run_plain(data_dir: str | None = None, seed: int | None = None,
              stdin: BinaryIO | None = None, stdout: TextIO | None = None,
              people: tuple[str, ...] = ()) -> int:
    """``cresus --plain``: play on standard input and output (its lines wrapped at the
    terminal's width when the output is a terminal, ``terminal_width``); ``people``: the
    names of the people at the screen (``--people``, pass-and-play); the exit code."""
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
    width = None if terminal_width(out) is None else (lambda: terminal_width(out))
    front = PlainFront(inp, out, data_dir, seed, echo, width=width, people=people)
    for signum in HANGUP_SIGNALS:
        try:
            signal.signal(signum, front.on_signal)
        except (ValueError, OSError):  # not the main thread: no handlers
            pass
    try:
        return front.run()
    except BrokenPipeError:  # the reader went away (`cresus --plain | head`)
        try:
            sys.stdout = None  # type: ignore[assignment]  # no flush error at exit
        except Exception:  # noqa: BLE001
            pass
        return 0
