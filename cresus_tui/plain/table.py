"""One game in progress as the plain front end plays it, for any game: the loop of rivals,
questions and commands goes through the game's play kit (its parser, its request description,
its narration) and its teller (its plain-text answers to queries, see ``Teller``).

Rivals play at once (no pacing, no clock), so a seed and a command file always give the same
story.
"""

from __future__ import annotations

from typing import Any

from cresus_tui.play.teller import Teller

from .docs import doc_section
from .kit import Outcome

LOG_LINES = 30
RESUME_LINES = 12


class PlainTable:
    """A game with the human at seat ``session.human``: ``kit`` is the game's play kit
    (``parse``, ``describe_request``, ``rules``), ``teller`` its plain-text side, ``docs`` reads
    the game's "rules" and "help" documents, ``save`` writes a save slot."""

    lesson = False

    def __init__(self, session, kit, teller: Teller, docs, save, backlog: list | None = None,
                 resumed: bool = False) -> None:
        self.session = session
        self.kit = kit
        self.teller = teller
        self.docs = docs
        self._save = save
        self.rules = kit.rules()
        self.backlog = backlog or []
        self.resumed = resumed
        self.story: list[str] = []
        """Every narrated line so far (``log`` reads it again)."""

    # ---- state ----------------------------------------------------------------------------

    @property
    def view(self):
        return self.session.game.view(self.session.human)

    @property
    def over(self) -> bool:
        return self.session.game.is_over

    def waiting(self) -> bool:
        return not self.over and self.session.human_request() is not None

    def describe(self) -> str:
        text = self.kit.describe_request(self.view, self.rules)
        req = self.session.human_request()
        note = self.teller.note(req) if req is not None else ""
        return f"{text} {note}" if note else text

    def commands_now(self) -> list[str]:
        return self.teller.commands_now()

    # ---- the story ------------------------------------------------------------------------

    def told(self, lines: list[str]) -> list[str]:
        self.story += lines
        return lines

    def opening(self) -> list[str]:
        story = self.teller.event_lines(self.session.opening)
        for step in self.backlog:
            story += self.teller.step_lines(step, None)
        self.backlog = []
        self.story += story
        lines = [self.teller.greeting()]
        if self.resumed:
            last = story[-RESUME_LINES:]
            from cresus_tui.games.registry import spec_of

            spec = spec_of(self.session.game)  # the game's own word: "round 7", "turn 3"
            moment = spec.moment(spec.summarise(self.session.game).turn)
            lines.append(f"— game resumed — {moment}. The story's last "
                         f"{len(last)} lines (log all tells it from the start):")
            return lines + last
        return lines + story

    def rivals_play(self) -> list[str]:
        lines: list[str] = []
        s = self.session
        while True:
            seat = s.rival_to_move()
            if seat is None:
                return self.told(lines)
            req = s.request_for(seat) if hasattr(s, "request_for") else \
                s.game.request_for(seat)
            step = s.step_rival()
            if step is None:
                return self.told(lines)
            lines += self.teller.step_lines(step, req)

    # ---- commands -------------------------------------------------------------------------

    def command(self, text: str) -> Outcome:
        parsed = self.kit.parse(text, self.view, self.rules)
        kind = type(parsed).__name__
        if kind == "Action":
            return self.decide(parsed.decision, parsed.confirmed)
        if kind == "Query":
            return Outcome(self.query(parsed.topic, parsed.arg))
        if kind == "Meta":
            return Outcome([], meta=parsed.name, arg=parsed.arg)
        picked = self.numbered_choice(text)
        if picked is not None:
            return picked
        message = getattr(parsed, "message", "Could not understand that.")
        sugg = getattr(parsed, "suggestion", "")
        tip = ""
        if sugg and sugg not in message:
            tip = f" {sugg}" if sugg.startswith(("Now:", "Nothing")) else f" Try: {sugg}."
        return Outcome([f"✗ {message}{tip}"])

    def numbered_choice(self, text: str) -> Outcome | None:
        """A bare number the parser does not read picks that command of the list shown."""
        word = text.strip()
        cmds = self.commands_now()
        if not word.isdigit() or not 1 <= int(word) <= len(cmds):
            return None
        chosen = cmds[int(word) - 1]
        if "<" in chosen:
            return Outcome([f"Choice {word} needs more: type {chosen}."])
        return self.command(chosen)

    def decide(self, decision, confirmed: bool = False) -> Outcome:
        from cresus_tui.games.protocol import IllegalDecision

        req = self.session.human_request()
        if not confirmed:
            warning = self.teller.warning(decision, req)
            if warning:
                return Outcome(["! " + warning])
        try:
            step = self.session.submit(decision)
        except IllegalDecision as exc:
            return Outcome([f"✗ {exc.reason}"])
        return Outcome(self.told(self.teller.step_lines(step, req)), decided=True)

    def query(self, topic: str, arg: str) -> list[str]:
        if topic == "log":
            return self.log_lines(arg)
        if topic in ("rules", "help"):
            return doc_section(self.docs(topic), arg)
        try:
            lines = self.teller.answer(topic, arg)
        except Exception as exc:  # noqa: BLE001 - an answer must never stop the game
            lines = [f"Nothing to show for “{topic}” ({type(exc).__name__})."]
        if lines is None:
            if topic == "look":
                return [self.describe()]
            return [f"Nothing to show for “{topic}” in plain text."]
        return lines

    def log_lines(self, arg: str) -> list[str]:
        """`log`: the story's last 30 lines; `log all` all of it; `log 50` the last 50."""
        word = arg.strip().casefold()
        count = len(self.story) if word == "all" else \
            int(word) if word.isdigit() and int(word) > 0 else LOG_LINES
        told = self.story[-count:]
        return [f"The story, last {len(told)} of {len(self.story)} lines:"] + told

    def suggest(self) -> str:
        return self.teller.suggest()

    # ---- the end, saves -------------------------------------------------------------------

    def final(self) -> list[str]:
        return self.teller.final()

    def save(self, slot: str, data_dir: str | None) -> str:
        try:
            game, story = self.session.snapshot_with_story()
            self._save(game, slot, data_dir, story)
        except Exception as exc:  # noqa: BLE001 - a failed save must never stop the game
            return f"Could not save: {getattr(exc, 'message', exc)}"
        return f"Saved as “{slot}”."


class TutorialTable(PlainTable):
    """A lesson: every command goes through the game's tutorial runner (``try_command`` →
    feedback; wrong actions are explained, not played); ``progress`` keeps its state."""

    lesson = True

    def __init__(self, tutorial, kit, teller: Teller, docs, progress) -> None:
        super().__init__(tutorial.session, kit, teller, docs, None)
        self.tutorial = tutorial
        self.progress = progress
        self.finished = False

    @property
    def over(self) -> bool:
        return self.finished or self.tutorial.done

    def waiting(self) -> bool:
        return not self.over

    def opening(self) -> list[str]:
        lesson = self.tutorial.lesson
        story = self.teller.event_lines(self.session.opening)
        for step in self.tutorial.opening:
            story += self.teller.step_lines(step, None)
        self.story += story
        return [f"Tutorial — {lesson.title}. {lesson.summary} Type hint for the exact "
                "command, menu to leave (your progress is kept)."] + story

    def describe(self) -> str:
        t = self.tutorial
        n, total = t.step_number
        head = f"Step {n} of {total}: " if total else "Coach: "
        return head + t.step_text()

    def commands_now(self) -> list[str]:
        step = self.tutorial.current_step
        if step is not None and step.read_only:
            return ["next"]
        return super().commands_now()

    def rivals_play(self) -> list[str]:
        return []  # the runner plays the scripted rivals itself

    def command(self, text: str) -> Outcome:
        try:
            fb = self.tutorial.try_command(text)
        except Exception as exc:  # noqa: BLE001
            return Outcome([f"Something went wrong in this lesson ({exc})."])
        lines: list[str] = []
        for played in fb.played:
            lines += self.teller.step_lines(played, None)
        self.told(lines)
        mark = "" if fb.ok else "✗ "
        lines += [mark + m for m in fb.messages]
        if fb.query is not None:
            lines += self.query(fb.query.topic, fb.query.arg)
        if fb.done:
            self.finished = True
        if fb.meta is not None:
            return Outcome(lines, fb.advanced, fb.meta.name, fb.meta.arg)
        return Outcome(lines, decided=fb.advanced)

    def suggest(self) -> str:
        step = self.tutorial.current_step
        if step is None:
            return "menu"
        if step.read_only:
            return "next"
        if self.tutorial.lesson.coach:
            return self.teller.suggest()
        return step.hint

    def final(self) -> list[str]:
        return ["The lesson is over."]

    def save(self, slot: str, data_dir: str | None) -> str:
        store = self.progress
        if self.tutorial.done:
            ok = store.finish(self.tutorial.lesson.id)
            return "Lesson marked done." if ok else store.last_error
        ok = store.keep(self.tutorial.save_state())
        return ("Tutorial progress kept: Tutorials picks it up." if ok else store.last_error)


class PlainTeller:
    """The teller of a game whose play kit has none: its narration, no rivals' reasons (they
    could tell a secret), the engine's ranking at the end. ``suggest`` is unavailable."""

    def __init__(self, session, kit) -> None:
        self.session = session
        self.kit = kit
        self.rules = kit.rules()

    @property
    def names(self) -> list[str]:
        return self.session.names

    def greeting(self) -> str:
        return (f"{self.session.spec.name}. You face {', '.join(self.names[1:])}. After each "
                "question comes its command; help, log, rules, save and quit work at any time.")

    def step_lines(self, step: Any, request: Any) -> list[str]:
        return self.event_lines(step.events)

    def event_lines(self, events: list[Any]) -> list[str]:
        lines = []
        for ev in events:
            try:
                text = self.kit.narrate(ev, self.session.human, self.names, self.rules)
            except Exception as exc:  # noqa: BLE001 - a narration bug must not stop the game
                text = f"({type(ev).__name__}: {exc})"
            if text:
                lines.append(text)
        return lines

    def note(self, request: Any) -> str:
        return ""

    def commands_now(self) -> list[str]:
        return []

    def answer(self, topic: str, arg: str) -> list[str] | None:
        return None

    def warning(self, decision: Any, request: Any) -> str:
        return ""

    def final(self) -> list[str]:
        human = self.session.human
        return ["The game is over.", "Ranking:"] + [
            f"  {place}. {'you' if seat == human else self.names[seat]}"
            for place, seat in self.session.game.ranking()]

    def suggest(self) -> str:
        raise NotImplementedError(f"{self.session.spec.name} has no teller in its play kit "
                                  "(play/<game>/teller.py): no scripted player")
