"""Big Money's guided lessons: a scripted game (Scenario: start-ups, market, news, dice) against
a scripted rival, and short steps. A step explains one thing and waits for one exact action
(``expect``, the command ``hint``) — or, when ``expect`` is None, only for Enter / `next`.
The runner is ``cresus_tui.play.bigmoney.tutorial``. No Textual here."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ai.bigmoney.base import Choice
from cresus_tui.games.bigmoney import GameConfig, Scenario, SeatConfig
from cresus_tui.games.bigmoney.data import Rules
from cresus_tui.games.bigmoney.decisions import Buy, Decision, Pass, Roll, Stop
from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest, RollRequest
from cresus_tui.games.bigmoney.view import SeatView
from cresus_tui.i18n import tr

NEXT_WORDS = ("", "next", "n", "continue", "c", "ok", "go on", "suivant", "suite", "continuer")
"""What moves a read-only step on (Enter is the empty line)."""

Text = str | Callable[[SeatView, Rules], str]


def text_of(t: Text, view: SeatView, rules: Rules) -> str:
    """A step's text in the current language (a ``tr_lazy`` constant is translated here)."""
    return t(view, rules) if callable(t) else str(t)


@dataclass(frozen=True)
class Step:
    """One short step. ``expect`` None: read only (Enter or `next`); else the one decision it
    wants, typed as ``hint`` (the English command; the runner shows it in the player's
    language, and the French words are accepted too). Texts are ``tr_lazy`` constants. ``wrong``: what to say after another action; ``after``: said once
    the right action is done; ``rule_ids``: what the step teaches (B-…); ``why``: when the
    `hint` command (the evaluator's best move) is another, why the lesson asks for this one."""

    text: Text
    expect: Decision | None = None
    hint: str = "next"
    wrong: str = ""
    after: Text = ""
    rule_ids: tuple[str, ...] = ()
    why: str = ""

    @property
    def read_only(self) -> bool:
        return self.expect is None


@dataclass(frozen=True)
class Lesson:
    """A Big Money lesson: its scripted game and its steps."""

    id: str
    title: str
    summary: str
    rule_ids: tuple[str, ...]
    steps: tuple[Step, ...]
    scenario: Scenario
    rivals: tuple[str, ...] = ("Picsou",)
    seed: int = 1
    player_name: str = "You"
    coach: bool = False
    game: str = "bigmoney"

    def config(self) -> GameConfig:
        # the player's name in the current language ("You", "Vous"): a lesson's progress keeps
        # no name, its steps replay
        seats = [SeatConfig(tr(self.player_name), "human")]
        seats += [SeatConfig(name, "random") for name in self.rivals]
        return GameConfig(tuple(seats), self.seed, scenario=self.scenario)


@dataclass
class ScriptedRival:
    """A rival that throws, stops at once and never buys: always legal, no chance of its own,
    so a lesson replays identically."""

    name: str = "Picsou"
    said: list[str] = field(default_factory=list)

    def decide(self, view: SeatView, request) -> Choice:
        # a script has no reason worth reading: the story already says what it did
        if isinstance(request, RollRequest):
            return Choice(Roll(), "")
        if isinstance(request, DiceRequest):
            return Choice(Stop(), "")
        if isinstance(request, BuyRequest):
            return Choice(Pass(), "")
        raise TypeError(f"unknown request {request!r}")

    def side_decision(self, view: SeatView) -> None:
        return None


__all__ = ["Buy", "Lesson", "NEXT_WORDS", "ScriptedRival", "Step", "text_of"]
