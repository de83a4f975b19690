"""Guided tutorials: lessons made of short steps, and the scripted rivals they play against.

A ``Lesson`` is a scripted game (fixed seed, Scenario: Expert pile, Crésus deck, piles, dice,
first player) against scripted rivals, and a list of ``Step``s. A step explains one thing and
waits for the right action (``expect``) — or, when ``expect`` is None, only for Enter / `next`.
The runner that plays a lesson through the command line is ``cresus_tui.play.cresus.tutorial``.
No Textual here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ai.dice import game_solver, sale_solver
from ai.base import Choice
from cresus_tui.games.cresus import GameConfig, Scenario, SeatConfig
from cresus_tui.games.cresus.cards import Rules, load_rules
from cresus_tui.games.cresus.decisions import (
    Answer, Bid, Buy, BuyLuxury, Decision, Done, Keep, Move, PickMarket, RepayLoan, Reply, Sell,
    SellLuxury, Stop,
)
from cresus_tui.games.cresus.requests import (
    BidRequest, BuyRequest, DebtRequest, EntryRequest, ExpertSectorRequest, JoinRequest,
    LuxuryRequest, MonopolyRequest, MoveRequest, OfferRequest, PartnerRequest, Request,
    SellRequest, ThrowRequest,
)
from cresus_tui.games.cresus.view import SeatView
from cresus_tui.i18n import tr

__all__ = [
    "Expect", "Lesson", "NEXT_WORDS", "RivalSpec", "ScriptedRival", "Step", "basic_decision",
]

Text = str | Callable[[SeatView, Rules], str]
"""A step's text: fixed, or computed from the human's view when the step is shown."""

NEXT_WORDS = ("", "next", "n", "continue", "c", "ok", "go on", "suivant", "suite", "continuer")
"""What moves a read-only step on (Enter is the empty line)."""


def _text(t: Text, view: SeatView, rules: Rules) -> str:
    return t(view, rules) if callable(t) else str(t)


# ---- steps and lessons ----------------------------------------------------------------------

@dataclass(frozen=True)
class Expect:
    """The right action(s) of a step: ``test(decision, view, request)`` says yes or no;
    ``label`` says it in words ("a Bid with amount ≥ 1")."""

    test: Callable[[Decision, SeatView, Request], bool]
    label: str

    def __call__(self, decision: Decision, view: SeatView, request: Request) -> bool:
        try:
            return bool(self.test(decision, view, request))
        except Exception:  # noqa: BLE001 - a bad guess is just a wrong action
            return False


@dataclass(frozen=True)
class Step:
    """One short step. ``expect`` None: read only (Enter or `next`). ``wrong``: the explanation
    of a wrong action, fixed or ``(decision, view) -> str``. ``hint``: the exact command to
    type. ``after``: said once the right action is done. ``rule_ids``: what the step teaches."""

    text: Text
    expect: Expect | None = None
    wrong: str | Callable[[Decision, SeatView], str] = ""
    hint: str = "next"
    rule_ids: tuple[str, ...] = ()
    after: Text = ""

    @property
    def read_only(self) -> bool:
        return self.expect is None


@dataclass(frozen=True)
class RivalSpec:
    """A scripted rival: ``script`` maps a request tag ("bid", "move", "join", "buy", "entry",
    "throw", "sell", "luxury", …) to the decisions it makes for that kind of request, in order;
    once a list is used up (or a scripted decision is not legal) it follows `basic_decision`."""

    name: str
    script: dict[str, tuple[Decision, ...]] = field(default_factory=dict)


@dataclass(frozen=True)
class Lesson:
    """A tutorial: a scripted game and its steps. ``rule_ids``: the rules it teaches (C-…)."""

    id: str
    title: str
    summary: str
    rule_ids: tuple[str, ...]
    steps: tuple[Step, ...]
    rivals: tuple[RivalSpec, ...] = (RivalSpec("Midas"),)
    seed: int = 1
    scenario: Scenario | None = None
    player_name: str = "You"
    coach: bool = False

    def config(self) -> GameConfig:
        seats = [SeatConfig(tr(self.player_name), "human")]  # "Vous" on a French panel
        # "random" seats: the Session makes no policy rival for them; ScriptedRival replaces it
        seats += [SeatConfig(r.name, "random") for r in self.rivals]
        return GameConfig(tuple(seats), self.seed, self.scenario)


# ---- scripted rivals ------------------------------------------------------------------------

def _tag(req: Request) -> str:
    return type(req).__struct_config__.tag  # type: ignore[attr-defined]


def basic_decision(view: SeatView, req: Request, rules: Rules | None = None) -> Decision:
    """A simple, fixed, always-legal rule for every request (no randomness, no policy module),
    so that a scripted game replays the same whatever happens to the computer rivals."""
    rules = rules or load_rules()
    me = view.me
    if isinstance(req, BidRequest):
        return Bid(0)
    if isinstance(req, MoveRequest):
        start = me.position if me.position >= 0 else view.seat
        for k in range(1, 7):
            m = (start + k) % 6
            if m in req.allowed and m != req.previous:
                return Move(m)
        return Move(req.allowed[0])
    if isinstance(req, (MonopolyRequest,)):
        return Answer(False)
    if isinstance(req, PartnerRequest):
        return PickMarket(-1)
    if isinstance(req, ExpertSectorRequest):
        return Answer(True)
    if isinstance(req, JoinRequest):
        return Answer(rules.shares[req.share].price + 30 <= me.cash)
    if isinstance(req, BuyRequest):
        cash, chosen = me.cash, []
        for s in req.shares:
            if rules.shares[s].price + 30 <= cash:
                chosen.append(s)
                cash -= rules.shares[s].price
        return Buy(tuple(chosen))
    if isinstance(req, EntryRequest):
        if req.tournament:
            return Answer(False)
        game = rules.games[req.game]
        return Answer(me.cash >= req.entry + 40
                      and float(game_solver(game).expected()) > req.entry)
    if isinstance(req, ThrowRequest):
        if req.purpose == "sale":
            solver = sale_solver(rules.shares[req.subject].table, req.throws)
        else:
            solver = game_solver(rules.games[req.subject], tournament=req.purpose == "tournament")
        idx, _ = solver.best_keep_dice(req.dice, req.throws_left)
        return Stop() if len(idx) == len(req.dice) else Keep(tuple(idx))
    if isinstance(req, SellRequest):
        for s in req.shares:
            if rules.shares[s].market != req.market:
                return Sell(s, bool(req.experts))
        return Done()
    if isinstance(req, DebtRequest):
        return Sell(req.shares[0]) if req.shares else SellLuxury(1)
    if isinstance(req, LuxuryRequest):
        if req.loan:
            return RepayLoan() if me.cash >= req.loan else Done()
        return BuyLuxury(1) if req.affordable else Done()
    if isinstance(req, OfferRequest):
        return Reply(False)
    raise ValueError(f"no rule for {req!r}")


class ScriptedRival:
    """A rival (ai.cresus.rival.Rival interface) that makes the decisions of a RivalSpec, in order,
    then follows `basic_decision`. Deterministic: no randomness, no policy module."""

    def __init__(self, spec: RivalSpec, rules: Rules | None = None) -> None:
        self.name = spec.name
        self.rules = rules or load_rules()
        self.queues = {k: list(v) for k, v in spec.script.items()}

    def decide(self, view: SeatView, request: Request) -> Choice:
        queue = self.queues.get(_tag(request))
        if queue:
            return Choice(queue.pop(0), "")  # a script has no reason worth reading
        return Choice(basic_decision(view, request, self.rules), "")

    def side_decision(self, view: SeatView) -> Choice | None:
        for r in view.requests:
            if isinstance(r, DebtRequest) and not r.shares and r.luxuries:
                return Choice(SellLuxury(1), "sells a luxury card to pay")
        return None
