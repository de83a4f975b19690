"""The tutorial runner: a lesson (``cresus_tui.tutorials``) played through a Session and the
command parser. No Textual here.

``Tutorial(lesson).try_command(text) -> Feedback``:

* queries (look, status, log, help, rules, cards) are returned for the screen to show; `hint`
  and `odds` are answered here; none of them advances;
* a wrong action is NOT submitted: the step's explanation comes back and the step stays;
* a right action is submitted, the rivals play until the human's next request, and the tutorial
  moves to the next step.

A coached lesson (``coach=True``, "Your first game") has no fixed steps: every legal action is
accepted and gets a coach's comment; it ends with the game.

``save_state()`` gives a small msgspec Struct (lesson id, step index, decision log);
``Tutorial.load(state)`` replays the log and resumes at the same step.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import msgspec

from cresus_tui.games.cresus import Game, IllegalDecision, new_game
from cresus_tui.games.cresus.cards import Rules, load_rules
from cresus_tui.games.cresus.decisions import Decision, SellLuxury
from cresus_tui.games.cresus.events import Event
from cresus_tui.games.cresus.requests import Request
from cresus_tui.games.cresus.view import SeatView
from cresus_tui.i18n import N_, semicolons, tr
from cresus_tui.tutorials.cresus.lesson import (
    NEXT_WORDS, Expect, Lesson, ScriptedRival, Step, _text,
)

from ..lesson_words import advisor_note, closing_words
from ..session import Session
from ..session import Step as Played
from .commands import WORDS, Action, Meta, ParseError, Query, describe_request, parse

__all__ = ["Feedback", "Tutorial", "TutorialState", "events_of"]


# ---- the runner -----------------------------------------------------------------------------

@dataclass
class Feedback:
    """What one command did. ``ok``: accepted (a query, a meta command or the right action);
    ``messages``: text to show (Rich markup); ``advanced``: the tutorial moved to the next
    step; ``done``: the tutorial is over. ``played``: the decisions applied (the human's, then
    the rivals'), with their events, for narration. ``query``/``meta``: a query or app command
    for the screen to carry out (look, status, log, help, rules, cards; save, quit, menu …)."""

    ok: bool
    messages: list[str] = field(default_factory=list)
    advanced: bool = False
    done: bool = False
    played: list[Played] = field(default_factory=list)
    query: Query | None = None
    meta: Meta | None = None


CHAPTERS = {
    "C-1": N_("what is in the box"), "C-2": N_("sectors, bonuses and premiums"),
    "C-3": N_("shares"), "C-4": N_("the set-up and the length of the game"),
    "C-6": N_("Expert cards"), "C-7": N_("sealed-bid auctions"), "C-8": N_("luxury cards"),
    "C-9": N_("Crésus cards"), "C-10": N_("money troubles, trades and secrets"),
    "C-11": N_("fair dice"),
}
PHASES = ((1, N_("phase 1, the Expert card")), (4, N_("phase 2, movement")),
          (5, N_("phase 3, Crésus cards")), (10, N_("phase 4, purchase")),
          (13, N_("phase 5, sale")), (99, N_("phase 6, the end of the turn")))
"""Rule titles (the sections of the Crésus rules), for the lesson's closing words."""


def rule_title(rule_id: str) -> str:
    """The title of the rules section of ``rule_id`` ("C-5.7" → "phase 4, purchase"); ""
    when unknown."""
    chapter, _, rest = rule_id.partition(".")
    if chapter == "C-5" and rest.isdigit():
        return tr(next(t for last, t in PHASES if int(rest) <= last))
    return tr(CHAPTERS[chapter]) if chapter in CHAPTERS else ""


class TutorialState(msgspec.Struct, frozen=True):
    """A tutorial in progress: the lesson, the step reached and every decision taken so far
    (None for a read-only step passed with Enter)."""

    lesson: str
    step: int
    log: list[Decision | None] = []


class Tutorial:
    """A lesson being played: wraps a Session whose rivals are ScriptedRivals."""

    def __init__(self, lesson: Lesson, rules: Rules | None = None) -> None:
        self.lesson = lesson
        self.rules = rules or load_rules()
        game, events = new_game(lesson.config(), self.rules)
        self.session = Session(game, 0, events)
        self.session.rivals = {i + 1: ScriptedRival(spec, self.rules)
                               for i, spec in enumerate(lesson.rivals)}
        self.index = 0
        self.log: list[Decision | None] = []
        self.opening: list[Played] = self.session.run_rivals()
        self.history: list[Played] = []
        """The steps played since the opening (yours, then the rivals'), in order: a resumed
        lesson tells its story so far from them."""
        self.coach_notes: list[str] = []

    # ---- construction -----------------------------------------------------------------------

    @classmethod
    def start(cls, lesson_id: str, rules: Rules | None = None) -> Tutorial:
        """A new tutorial of the lesson ``lesson_id``. Raises KeyError for an unknown id."""
        from cresus_tui.tutorials.cresus.lessons import get_lesson

        return cls(get_lesson(lesson_id), rules)

    def save_state(self) -> TutorialState:
        return TutorialState(self.lesson.id, self.index, list(self.log))

    def encode(self) -> bytes:
        """The saved state as msgpack bytes."""
        return msgspec.msgpack.encode(self.save_state())

    @classmethod
    def load(cls, state: TutorialState | bytes, rules: Rules | None = None) -> Tutorial:
        """Resume a saved tutorial: replay its decisions. Raises ValueError when the log no
        longer fits the lesson (the lesson changed since the save)."""
        if isinstance(state, (bytes, bytearray)):
            state = msgspec.msgpack.decode(state, type=TutorialState)
        tut = cls.start(state.lesson, rules)
        for d in state.log:
            fb = tut._replay(d)
            if not fb:
                raise ValueError(f"saved tutorial {state.lesson!r} no longer replays")
        if tut.index != state.step:
            raise ValueError(f"saved tutorial {state.lesson!r} resumed at step {tut.index}, "
                             f"not {state.step}")
        return tut

    def _replay(self, d: Decision | None) -> bool:
        if d is None:
            if self.current_step is None or not self.current_step.read_only:
                return False
            self._advance(None)
            return True
        try:
            self._apply(d)
        except IllegalDecision:
            return False
        return True

    # ---- state --------------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def view(self) -> SeatView:
        return self.game.view(self.session.human)

    @property
    def request(self) -> Request | None:
        return self.session.human_request()

    @property
    def done(self) -> bool:
        if self.lesson.coach:
            return self.game.is_over
        return self.index >= len(self.lesson.steps)

    @property
    def current_step(self) -> Step | None:
        """The step shown now; None when the tutorial is over. A coached lesson makes one step
        per request: what to decide (``describe_request``) and the hint of a normal rival."""
        if self.done:
            return None
        if self.lesson.coach:
            from cresus_tui.tutorials.cresus.advice import hint_data

            view = self.view
            data = hint_data(view, self.rules)
            return Step(describe_request(view, self.rules),
                        Expect(lambda d, v, r: True, "any legal action"),
                        hint=data["command"] if data else "look")
        return self.lesson.steps[self.index]

    @property
    def step_number(self) -> tuple[int, int]:
        """(1-based number of the current step, number of steps); coached: (decisions + 1, 0)."""
        if self.lesson.coach:
            return len(self.log) + 1, 0
        return min(self.index + 1, len(self.lesson.steps)), len(self.lesson.steps)

    def step_text(self) -> str:
        """The current step's text (empty when the tutorial is over); when the step asks for
        something else than the hint would play, the coach says so."""
        step = self.current_step
        if step is None:
            return ""
        note = self.advisor_note()
        return _text(step.text, self.view, self.rules) + (" " + note if note else "")

    def advisor_note(self) -> str:
        """"" when the hint's decision (``ai.cresus.evaluator``) is one the step accepts;
        otherwise a sentence naming the hint's command and why the lesson asks for its own."""
        step = self.current_step
        req = self.request
        if step is None or step.read_only or req is None or self.lesson.coach:
            return ""
        try:
            from cresus_tui.tutorials.cresus.advice import best_choice, command_for

            best, _ = best_choice(self.view, req)
            if step.expect(best, self.view, req):
                return ""
            cmd = command_for(best, self.view, self.rules)
        except Exception:  # noqa: BLE001 - a note never stops a lesson
            return ""
        return advisor_note(str(step.hint), cmd)

    def hint(self) -> str:
        """The exact command to type now, in a sentence."""
        step = self.current_step
        if step is None:
            return tr("The tutorial is over.")
        if step.read_only:
            return tr("Press Enter (or type `next`) to go on.")
        if self.lesson.coach:
            from cresus_tui.tutorials.cresus.advice import hint_text

            return hint_text(self.view, self.rules)
        return tr("Type `{command}`.").format(command=str(step.hint))

    # ---- commands -----------------------------------------------------------------------------

    def try_command(self, text: str) -> Feedback:
        """Handle one command line (see the module docstring). Never raises for bad input."""
        if self.done:
            return Feedback(False, [tr("This tutorial is over.") + " " + self.summary()],
                            done=True)
        step = self.current_step
        assert step is not None
        raw = (text or "").strip()
        if step.read_only and raw.casefold() in NEXT_WORDS:
            return self._advance(None)
        view = self.view
        parsed = parse(raw, view, self.rules)
        if isinstance(parsed, Query):
            return self._query(parsed, step)
        if isinstance(parsed, Meta):
            return Feedback(True, meta=parsed)
        if isinstance(parsed, ParseError):
            if step.read_only:
                return Feedback(False, [tr("Press Enter (or type `next`) to go on.")])
            tip = WORDS.command(parsed.suggestion)  # "(miser 100)" in French
            msg = parsed.message + (f" ({tip})" if parsed.suggestion else "")
            return Feedback(False, [msg, tr("Type `hint` if you are stuck.")])
        assert isinstance(parsed, Action)
        decision = parsed.decision
        if step.read_only:
            return Feedback(False, [tr("Not yet — read this step, then press Enter (or type "
                                       "`next`).")])
        req = self.request
        if req is None and not isinstance(decision, SellLuxury):
            return Feedback(False, [tr("Nothing waits for you now.")])
        assert step.expect is not None
        if not self.lesson.coach and not step.expect(decision, view, req):  # type: ignore
            return Feedback(False, [self._wrong(step, decision, view),
                                    tr("Hint: `{command}`.").format(command=str(step.hint))])
        comment = ""
        if self.lesson.coach and isinstance(decision, SellLuxury):
            comment = tr("Coach: a luxury card sells back for only half its price (C-8.2) — "
                         "sell one only when a payment forces you to.")
        elif self.lesson.coach and req is not None:
            from cresus_tui.tutorials.cresus.advice import coach_comment

            try:
                comment = coach_comment(view, req, decision, self.rules)
            except Exception:  # noqa: BLE001 - a comment must never stop the game
                comment = ""
        try:
            fb = self._apply(decision)
        except IllegalDecision as exc:
            return Feedback(False, [exc.reason])
        if comment:
            self.coach_notes.append(comment)
            fb.messages.insert(0, comment)
        return fb

    def _wrong(self, step: Step, decision: Decision, view: SeatView) -> str:
        if callable(step.wrong):
            return step.wrong(decision, view)
        if step.wrong:
            return str(step.wrong)
        assert step.expect is not None
        return tr("Not this time: this step asks for {what}.").format(what=str(step.expect.label))

    def _query(self, q: Query, step: Step) -> Feedback:
        if q.topic == "hint":
            return Feedback(True, [self.hint()])
        if q.topic == "odds":
            from cresus_tui.tutorials.cresus.advice import odds_text

            return Feedback(True, [odds_text(self.view, self.rules)])
        return Feedback(True, query=q)

    def _apply(self, decision: Decision) -> Feedback:
        """Submit the human's decision (raises IllegalDecision), let the rivals play, advance."""
        played = [self.session.submit(decision)]
        played += self.session.run_rivals()
        return self._advance(decision, played)

    def _advance(self, decision: Decision | None, played: list[Played] | None = None
                 ) -> Feedback:
        step = self.current_step
        self.log.append(decision)
        self.history += played or []
        messages = []
        if step is not None and step.after:
            messages.append(_text(step.after, self.view, self.rules))
        if not self.lesson.coach:
            self.index += 1
        done = self.done
        if done:
            messages.append(self.summary())
        return Feedback(True, messages, True, done, played or [])

    # ---- the end ------------------------------------------------------------------------------

    def taught(self) -> tuple[str, ...]:
        """The rule ids this lesson teaches, in order, without repeats."""
        ids: list[str] = list(self.lesson.rule_ids)
        for s in self.lesson.steps:
            ids += list(s.rule_ids)
        return tuple(dict.fromkeys(ids))

    def summary(self) -> str:
        """The closing summary: the lesson and the rule ids it taught (a coached game also
        gives the final ranking)."""
        text = closing_words(str(self.lesson.title), self.taught(), rule_title)
        if self.lesson.coach and self.game.is_over:
            view = self.view
            places = semicolons(
                tr("{place}. {who} ({luxury} luxury, {cash} M)").format(
                    place=place, who=tr("you") if seat == view.seat else view.players[seat].name,
                    luxury=view.players[seat].luxuries, cash=view.players[seat].cash)
                for place, seat in view.ranking)
            text = tr("Final ranking: {places}.").format(places=places) + "\n" + text
        return text


def events_of(played: Sequence[Played]) -> list[Event]:
    """Every event of a list of applied decisions, in order."""
    return [e for p in played for e in p.events]
