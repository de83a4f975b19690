"""The Big Money tutorial runner: a lesson (``cresus_tui.tutorials.bigmoney``) played through
a Session and the command parser. No Textual here.

``Tutorial.start(lesson_id).try_command(text) -> Feedback``: queries are returned for the
screen to show (`hint` and `odds` are answered here), none advances; a wrong action is NOT
submitted (the step's explanation comes back); the right action is submitted, the scripted
rival plays until your next request, and the tutorial moves to the next step.

Progress: every step wants one exact decision, so ``save_state()`` keeps only the step reached
(``TutorialState(lesson, step, log=[])``, the shape of the tutorial progress file) and
``Tutorial.load(state)`` replays the steps' own commands up to it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import msgspec

from cresus_tui.games.bigmoney import Game, IllegalDecision, load_rules, new_game
from cresus_tui.games.bigmoney.data import Rules
from cresus_tui.i18n import N_, tr
from cresus_tui.tutorials.bigmoney.lesson import NEXT_WORDS, Lesson, ScriptedRival, Step, text_of

from ..parser import Action, Meta, ParseError, Query
from ..lesson_words import advisor_note_unless_same, closing_words
from ..session import Session
from ..session import Step as Played
from . import advice, answers
from .commands import command_text, parse

__all__ = ["Feedback", "Tutorial", "TutorialState"]


@dataclass
class Feedback:
    """What one command did (the same shape as every game's tutorial feedback): ``ok``,
    ``messages`` (Rich markup), ``advanced``, ``done``, ``played`` (applied decisions),
    ``query`` / ``meta`` for the front end to carry out."""

    ok: bool
    messages: list[str] = field(default_factory=list)
    advanced: bool = False
    done: bool = False
    played: list[Played] = field(default_factory=list)
    query: Query | None = None
    meta: Meta | None = None


class TutorialState(msgspec.Struct, frozen=True):
    """A lesson in progress: its id and the step reached (``log`` stays empty: the steps'
    own commands replay it)."""

    lesson: str
    step: int
    log: list[None] = []


RULE_TITLES = {
    "B-1": N_("the aim and the rounds"), "B-2": N_("the cards"), "B-3": N_("the set-up"),
    "B-4": N_("a turn"), "B-5": N_("dividends"), "B-6": N_("news cards"),
    "B-7": N_("the number dice and their payouts"), "B-8": N_("buying from the market"),
    "B-9": N_("the end of the game"), "B-10": N_("the dice odds"),
    "B-12": N_("playing on screen"),
}
"""A rule chapter's title (the Big Money rules' sections, English; shown with ``rule_title``),
for the lesson's closing words."""


def rule_title(rule_id: str) -> str:
    """The title of ``rule_id``'s chapter in the current language ("B-5.2" → "dividends");
    "" when unknown."""
    title = RULE_TITLES.get(rule_id.split(".")[0])
    return tr(title) if title else ""


class Tutorial:
    """A Big Money lesson being played (``game_id`` "bigmoney": the front ends pick its
    screen by it)."""

    game_id = "bigmoney"

    def __init__(self, lesson: Lesson, rules: Rules | None = None) -> None:
        self.lesson = lesson
        self.rules = rules or load_rules()
        game, events = new_game(lesson.config(), self.rules)
        self.session = Session(game, 0, events,
                               rivals={i + 1: ScriptedRival(name)
                                       for i, name in enumerate(lesson.rivals)})
        self.index = 0
        self.log: list[Any] = []
        self.opening: list[Played] = self.session.run_rivals()

    @classmethod
    def start(cls, lesson_id: str, rules: Rules | None = None) -> Tutorial:
        """A new tutorial of ``lesson_id``. Raises KeyError for an unknown lesson."""
        from cresus_tui.tutorials.bigmoney import get_lesson

        return cls(get_lesson(lesson_id), rules)

    def save_state(self) -> TutorialState:
        return TutorialState(self.lesson.id, self.index)

    @classmethod
    def load(cls, state, rules: Rules | None = None) -> Tutorial:
        """Resume at ``state.step`` by replaying the steps before it. Raises ValueError when
        the lesson no longer replays that far."""
        tut = cls.start(state.lesson, rules)
        for _ in range(state.step):
            step = tut.current_step
            if step is None or not tut.try_command("" if step.read_only else step.hint).advanced:
                raise ValueError(f"saved tutorial {state.lesson!r} no longer replays")
        return tut

    # ---- state ----------------------------------------------------------------------------

    @property
    def game(self) -> Game:
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
    def current_step(self) -> Step | None:
        return None if self.done else self.lesson.steps[self.index]

    @property
    def step_number(self) -> tuple[int, int]:
        return min(self.index + 1, len(self.lesson.steps)), len(self.lesson.steps)

    def step_text(self) -> str:
        """The step's text; when it asks for another command than the hint would type, the
        coach says so (the lesson shows a rule; the hint plays to win)."""
        step = self.current_step
        if step is None:
            return ""
        note = self.advisor_note()
        return text_of(step.text, self.view, self.rules) + (" " + note if note else "")

    def advisor_note(self) -> str:
        """"" when the step's command is the hint's (``ai.bigmoney.evaluator``); otherwise a
        sentence naming the hint's command and why the lesson asks for its own."""
        step = self.current_step
        if step is None or step.read_only or self.request is None:
            return ""
        try:
            from .advice import hint_lines

            prefix = tr("Hint: {command}").partition("{command}")[0]
            best = hint_lines(self.view, self.rules, self.request)[0].removeprefix(prefix)
        except Exception:  # noqa: BLE001 - a note never stops a lesson
            return ""
        return advisor_note_unless_same(command_text(step.hint), best, str(step.why),
                                        self._decision_of)

    def _decision_of(self, text: str):
        """The decision a typed command makes here, or None."""
        read = parse(text, self.view, self.rules)
        return read.decision if isinstance(read, Action) else None

    def hint(self) -> str:
        """The exact command to type now, in a sentence (its words in the current language)."""
        step = self.current_step
        if step is None:
            return tr("The tutorial is over.")
        if step.read_only:
            return tr("Press Enter (or type `next`) to go on.")
        return tr("Type `{command}`.").format(command=command_text(step.hint))

    # ---- commands -------------------------------------------------------------------------

    def try_command(self, text: str) -> Feedback:
        """Handle one command line. Never raises for bad input."""
        if self.done:
            return Feedback(False, [tr("This tutorial is over.") + " " + self.summary()],
                            done=True)
        step = self.current_step
        assert step is not None
        raw = (text or "").strip()
        if step.read_only and raw.casefold() in NEXT_WORDS:
            return self._advance(None)
        parsed = parse(raw, self.view, self.rules)
        if isinstance(parsed, Query):
            if parsed.topic == "hint":
                return Feedback(True, [self.hint()])
            if parsed.topic == "odds":
                return Feedback(True, answers.odds_lines(self.view, self.rules))
            return Feedback(True, query=parsed)
        if isinstance(parsed, Meta):
            return Feedback(True, meta=parsed)
        if isinstance(parsed, ParseError):
            if step.read_only:
                return Feedback(False, [tr("Press Enter (or type `next`) to go on.")])
            return Feedback(False, [parsed.message, tr("Type `hint` if you are stuck.")])
        assert isinstance(parsed, Action)
        if step.read_only:
            return Feedback(False, [tr("Not yet — read this step, then press Enter (or type "
                                       "`next`).")])
        if parsed.decision != step.expect:
            command = command_text(step.hint)
            wrong = str(step.wrong) or tr("Not this time: type `{command}`.").format(
                command=command)
            return Feedback(False, [wrong, tr("Hint: `{command}`.").format(command=command)])
        try:
            played = [self.session.submit(parsed.decision)]
        except IllegalDecision as exc:
            return Feedback(False, [exc.reason])
        played += self.session.run_rivals()
        return self._advance(parsed.decision, played)

    def _advance(self, decision, played: list[Played] | None = None) -> Feedback:
        step = self.current_step
        self.log.append(decision)
        messages = []
        if step is not None and step.after:
            messages.append(text_of(step.after, self.view, self.rules))
        self.index += 1
        if self.done:
            messages.append(self.summary())
        return Feedback(True, messages, True, self.done, played or [])

    # ---- the end --------------------------------------------------------------------------

    def taught(self) -> tuple[str, ...]:
        ids = list(self.lesson.rule_ids)
        for s in self.lesson.steps:
            ids += list(s.rule_ids)
        return tuple(dict.fromkeys(ids))

    def summary(self) -> str:
        """The closing words: what was learned, by rule title, and why the game ended as it
        did (when it did)."""
        return closing_words(str(self.lesson.title), self.taught(), rule_title, self.game,
                             self.session.human)


def suggest(tutorial: Tutorial) -> str:
    """The command a player following the lesson types now (English, as the lesson has it)."""
    step = tutorial.current_step
    if step is None:
        return "menu"
    return "next" if step.read_only else step.hint


_ = advice  # the odds answer comes through ``answers``
