"""FOR-EX's tutorial runner: a lesson (``cresus_tui.tutorials.forex``) played through a
Session and the command parser, with the same interface as Crésus's runner (``try_command``
→ Feedback, ``step_text``, ``step_number``, ``save_state`` / ``load``). No Textual here.

Each step asks for one command: queries are shown and change nothing, a wrong action is
explained and not played, the right one is played and the scripted rival answers. Progress is
saved as the number of steps done: the lesson replays its own commands to resume.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import msgspec

from ai.base import Choice
from cresus_tui.games.forex import IllegalDecision, new_game
from cresus_tui.i18n import N_, tr
from cresus_tui.tutorials.forex.lessons import Lesson, get_lesson

from ..lesson_words import advisor_note_unless_same, closing_words
from ..session import Session
from ..session import Step as Played
from .commands import Action, Meta, ParseError, Query, command_text, parse

NEXT_WORDS = ("", "next", "n", "ok", "continue", "go on", "suivant", "suite", "continuer")
"""What moves a read-only step on (Enter is the empty line), in English and French."""


@dataclass
class Feedback:
    """What one command did (as in Crésus's runner): ``ok`` accepted; ``messages`` to show
    (markup); ``advanced`` the lesson moved on; ``done`` it is over; ``played`` the decisions
    applied with their events; ``query`` / ``meta`` for the screen to carry out."""

    ok: bool
    messages: list[str] = field(default_factory=list)
    advanced: bool = False
    done: bool = False
    played: list[Played] = field(default_factory=list)
    query: Query | None = None
    meta: Meta | None = None


RULE_TITLES = {
    "F-3": N_("currencies, pairs and their wins"), "F-5": N_("strengthening and weakening"),
    "F-6": N_("the turn"),
    "F-7": N_("spot trades"), "F-8": N_("contracts"), "F-9": N_("investing in certificates"),
    "F-10": N_("divesting"), "F-11": N_("resolving the queue, and loans"),
    "F-12": N_("dividends"), "F-13": N_("the end phase"),
    "F-14": N_("scoring in the Strongest currency"), "F-15": N_("bankruptcy"),
    "F-17": N_("tie choices"), "F-18": N_("playing on screen"),
}
"""A rule chapter's title (the FOR-EX rules' sections, English; shown with ``rule_title``),
for the lesson's closing words."""


def rule_title(rule_id: str) -> str:
    """The title of ``rule_id``'s chapter in the current language ("F-12.4" → "dividends");
    "" when unknown."""
    title = RULE_TITLES.get(rule_id.split(".")[0])
    return tr(title) if title else ""


class TutorialState(msgspec.Struct, frozen=True):
    """A lesson in progress: its id and the steps done (``log`` stays empty: the lesson's
    own commands replay it)."""

    lesson: str
    step: int
    log: list = []


class ScriptedRival:
    """Plays the lesson's rival commands in order, then resolves (ties: the first option)."""

    def __init__(self, commands: tuple[str, ...]) -> None:
        self.commands = list(commands)

    def side_decision(self, view) -> Choice | None:
        return None

    def decide(self, view, request) -> Choice:
        from cresus_tui.games.forex import load_data

        data = load_data()
        while self.commands:
            text = self.commands.pop(0)
            parsed = parse(text, view, data)
            if isinstance(parsed, Action):
                return Choice(parsed.decision, "")
        options = getattr(request, "options", None)
        text = f"choose {data.currencies[options[0]]}" if options else (
            "sell 0" if hasattr(request, "divester") else "refuse"
            if hasattr(request, "by") else "resolve")
        parsed = parse(text, view, data)
        assert isinstance(parsed, Action), parsed
        return Choice(parsed.decision, "")


class Tutorial:
    """A FOR-EX lesson being played."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        game, events = new_game(lesson.config())
        self.session = Session(game, 0, events,
                               rivals={1: ScriptedRival(lesson.rival_commands)})
        self.data = game.data
        self.index = 0
        self.log: list = []
        self.opening: list[Played] = self.session.run_rivals()
        self.history: list[Played] = []
        """Every decision applied since the opening (a resumed lesson tells them again)."""
        self.coach_notes: list[str] = []

    @classmethod
    def start(cls, lesson_id: str) -> Tutorial:
        """A new tutorial of ``lesson_id``. Raises KeyError for an unknown id."""
        return cls(get_lesson(lesson_id))

    def save_state(self) -> TutorialState:
        return TutorialState(self.lesson.id, self.index, [])

    @classmethod
    def load(cls, state) -> Tutorial:
        """Resume at ``state.step`` by replaying the lesson's own commands. Raises ValueError
        when they no longer play (the lesson changed)."""
        tut = cls.start(state.lesson)
        for _ in range(state.step):
            step = tut.current_step
            if step is None:
                raise ValueError(f"saved tutorial {state.lesson!r} has fewer steps")
            fb = tut.try_command(step.command)
            if not fb.advanced:
                raise ValueError(f"saved tutorial {state.lesson!r} no longer replays")
        return tut

    # ---- state ---------------------------------------------------------------------------------

    @property
    def game(self):
        return self.session.game

    @property
    def view(self):
        return self.game.view(self.session.human)

    @property
    def request(self):
        return self.session.human_request()

    @property
    def done(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def current_step(self):
        return None if self.done else self.lesson.steps[self.index]

    @property
    def step_number(self) -> tuple[int, int]:
        return min(self.index + 1, len(self.lesson.steps)), len(self.lesson.steps)

    def step_text(self) -> str:
        """The step's text; when it asks for another command than the hint would type, the
        coach says so and why the lesson asks for its own (the lesson shows a rule; the hint
        plays to win)."""
        step = self.current_step
        if step is None:
            return ""
        note = self.advisor_note()
        return str(step.text) + (" " + note if note else "")

    def advisor_note(self) -> str:
        """"" when the step's command is the hint's (``ai.forex.evaluator``); otherwise a
        sentence naming the hint's command and why the lesson asks for its own."""
        step = self.current_step
        if step is None or step.read_only or self.request is None:
            return ""
        try:
            from .teller import hint_lines

            prefix = tr("Hint: {command}").partition("{command}")[0]
            best = hint_lines(self.view)[0].removeprefix(prefix)
        except Exception:  # noqa: BLE001 - a note never stops a lesson
            return ""
        return advisor_note_unless_same(command_text(step.command), best, str(step.why),
                                        self._decision_of)

    def _decision_of(self, text: str):
        """The decision a typed command makes here, or None."""
        read = parse(text, self.view, self.data)
        return read.decision if isinstance(read, Action) else None

    def hint(self) -> str:
        """The exact command to type now, in a sentence (its words in the current language)."""
        step = self.current_step
        if step is None:
            return tr("The tutorial is over.")
        if step.read_only:
            return tr("Press Enter (or type `next`) to go on.")
        return tr("Type `{command}`.").format(command=command_text(step.command))

    # ---- commands ------------------------------------------------------------------------------

    def try_command(self, text: str) -> Feedback:
        """One command line (see the module docstring). Never raises for bad input."""
        if self.done:
            return Feedback(False, [tr("This tutorial is over.") + " " + self.summary()],
                            done=True)
        step = self.current_step
        raw = (text or "").strip()
        if step.read_only and raw.casefold() in NEXT_WORDS:
            return self._advance(None)
        parsed = parse(raw, self.view, self.data)
        if isinstance(parsed, Query):
            if parsed.topic == "hint":
                return Feedback(True, [self.hint()])
            return Feedback(True, query=parsed)
        if isinstance(parsed, Meta):
            return Feedback(True, meta=parsed)
        if isinstance(parsed, ParseError):
            if step.read_only:
                return Feedback(False, [tr("Press Enter (or type `next`) to go on.")])
            return Feedback(False, [parsed.message, tr("Type `hint` if you are stuck.")])
        if step.read_only:
            return Feedback(False, [tr("Not yet — read this step, then press Enter (or type "
                                       "`next`).")])
        expected = parse(step.command, self.view, self.data)
        if not isinstance(expected, Action) or parsed.decision != expected.decision:
            command = command_text(step.command)
            return Feedback(False, [
                tr("Not this time: this step asks for `{command}`.").format(command=command),
                tr("Hint: `{command}`.").format(command=command)])
        try:
            played = [self.session.submit(parsed.decision)]
        except IllegalDecision as exc:
            return Feedback(False, [exc.reason])
        played += self.session.run_rivals()
        return self._advance(parsed.decision, played)

    def _advance(self, decision, played: list[Played] | None = None) -> Feedback:
        step = self.current_step
        self.log.append(decision)
        self.history += played or []
        messages = [str(step.after)] if step is not None and step.after else []
        self.index += 1
        if self.done:
            messages.append(self.summary())
        return Feedback(True, messages, True, self.done, played or [])

    def taught(self) -> tuple[str, ...]:
        ids: list[str] = list(self.lesson.rule_ids)
        for s in self.lesson.steps:
            ids += list(s.rule_ids)
        return tuple(dict.fromkeys(ids))

    def summary(self) -> str:
        """The closing words: what was learned, by rule title, and why the game ended as it
        did."""
        from .teller import conversion_lines

        return closing_words(str(self.lesson.title), self.taught(), rule_title, self.game,
                             self.session.human, conversion_lines)
