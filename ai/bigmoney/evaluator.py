"""The Big Money evaluator: the one judge behind ``odds``, ``hint``, the review, the lessons and
the hard rival (B-10, B-12.3).

``horizon(view) -> float``: the number of turns (all seats', the current one included) before
the bank runs dry (B-9.1); once the end is triggered, the exact turns still to play (B-9.3).
An estimate before the trigger, in two parts (``benchmarks/bigmoney_horizon.py`` measures it):

* while less than ``LATE`` of the bank set up at the start is paid out: the fitted rate
  ``T = c + bank / max(1, a + b·D + e·bank/100)``, D the expected dividends a turn from the
  public holdings (B-5.2), its four numbers fitted on 1,000 simulated games (hard + 3 normal);
* after that, the first turn by which the bank's expected outflow adds up to the bank:
  ``T = max(1, ⌈bank / m⌉)``, m the expected outflow a turn: the dividends of the face rolled
  (1/6 each of the five sectors, their amounts from the public holdings, B-5.2; nothing on a
  news face) plus, on a sector face, the dice less what purchases and fines bring back, a mean
  of ``OUTFLOW[0] + OUTFLOW[1]·paid`` Z (at most the dice's 13.8 Z, B-10.3; ``paid`` the share
  of the starting bank paid out), fitted on the same games. It is the median turn at which the
  outflow first exceeds the bank when the sum over turns is taken as normal: a whole number of
  turns, as often too short as too long.

``options(view, request) -> list[Option]``: every legal decision of the seat's request with its
value in Z, best first:

* dice (a ``DiceRequest``): every distinct keep and the stop, valued EXACTLY by their expected
  payout under optimal later keeps, capped at the bank at the start of the dice (B-10.4,
  B-9.4; ``ai.bigmoney.dice.keep_table``);
* purchases (a ``BuyRequest``): an ESTIMATE, the B-12.3 worth over the horizon T: an asset
  T/6·(dividend + g) − price, a stock (1 − (5/6)^T)·(2·price + g) − price, g the sector bonus
  the card adds (B-5.2); passing is worth 0; after the trigger a card is its price lost;
* the roll (a ``RollRequest``): the one decision, worth the expected turn (B-10.3).

The best option is what the hint names and what the hard rival plays; the review charges a
decision value(best) − value(chosen) at that position, so the hint's move costs nothing.
Reads only the seat's public view (B-12.1); no chance used.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import msgspec

from cresus_tui.games.bigmoney.data import Rules, load_rules
from cresus_tui.games.bigmoney.decisions import Buy, Pass, Reroll, Roll, Stop
from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest, RollRequest
from cresus_tui.games.bigmoney.view import SeatView

from .dice import keep_table, solver

HORIZON_FIT = (40.37, 0.403, -1.039, 0.635)
"""(a, b, e, c) of the horizon estimate (fitted on 1,000 games, hard + 3 normal)."""

LATE = 0.6
"""The share of the starting bank paid out from which the horizon is the first passage."""

OUTFLOW = (1.5, 14.0)
"""The late horizon's turn outside dividends (Z): on a sector face the dice less purchases
and fines, ``OUTFLOW[0] + OUTFLOW[1]·paid`` (at most 13.8, B-10.3), ``paid`` the share of
the starting bank paid out (fitted on 1,000 games, hard + 3 normal)."""


STOCK_CHANCE = 5 / 6
"""B-2.2: the chance that one industry roll misses a given sector."""


class Option(msgspec.Struct, frozen=True):
    """One legal decision and its value for the seat: ``value`` in Z (expected payout for the
    dice; the B-12.3 worth for a purchase, 0 for a pass); ``exact`` says whether it is exact
    (dice) or an estimate; ``fraction`` the exact value as "p/q" (dice only); ``what`` the
    decision in words ("keep 6-6", "buy VOY-S15 (stock)", "pass")."""

    decision: Any
    value: float
    exact: bool
    what: str
    fraction: str = ""


def dividend_rate(view: SeatView, rules: Rules) -> float:
    """D (Z a turn): the dividends every holder is owed on average per industry roll (B-5.2,
    1/6 per sector)."""
    total = 0
    for pl in view.players:
        for sec in rules.sector_codes:
            total += sector_amount(rules, pl.cards, sec)
    return total / 6.0


def sector_amount(rules: Rules, cards, sector: str) -> int:
    """B-5.2: what a holder of ``cards`` is owed when ``sector`` is rolled (Z)."""
    own = [c for c in cards if rules.cards[c].sector == sector]
    if not own:
        return 0
    return sum(rules.cards[c].dividend for c in own) + rules.sector_bonus(len(own))


def horizon(view: SeatView, rules: Rules | None = None) -> float:
    """The turns left (see the module docstring); never negative."""
    if view.triggered:
        return float(max(view.turns_left, 0))
    rules = rules or load_rules()
    row = rules.setup.get(len(view.players))
    start = row.bank - sum(row.capital) if row is not None else 0
    paid = 1 - view.bank / start if start > 0 else 0.0
    if paid >= LATE:
        return float(_first_passage(view, rules, paid))
    a, b, e, c = HORIZON_FIT
    rate = max(1.0, a + b * dividend_rate(view, rules) + e * view.bank / 100)
    return max(0.0, c + view.bank / rate)


def turns_words(t: float) -> str:
    """The horizon as every place shows it: "~1 turn", "~7 turns" (``t`` rounded)."""
    n = round(t)
    return f"~{n} turn" + ("" if n == 1 else "s")


def _first_passage(view: SeatView, rules: Rules, paid: float) -> int:
    """``max(1, ⌈bank / m⌉)``, m the expected outflow a turn (module docstring)."""
    base, growth = OUTFLOW
    other = min(13.8, base + growth * paid)
    m = (sum(sector_amount(rules, pl.cards, sec) for pl in view.players
             for sec in rules.sector_codes) + 5 * other) / 6
    return max(1, math.ceil(view.bank / m))


def card_worth(view: SeatView, card: str, t: float, rules: Rules | None = None,
               bonus_weight: float = 1.0) -> float:
    """B-12.3: the worth (Z) of ``card`` to ``view.seat`` over ``t`` turns left (see the module
    docstring); ``bonus_weight`` scales the sector bonus it adds (a personality's taste)."""
    rules = rules or load_rules()
    me = view.players[view.seat]
    spec = rules.cards[card]
    n = sum(1 for c in me.cards if rules.cards[c].sector == spec.sector)
    g = (rules.sector_bonus(n + 1) - rules.sector_bonus(n)) * bonus_weight
    if spec.kind == "stock":
        return (1 - STOCK_CHANCE ** max(t, 0.0)) * (spec.dividend + g) - spec.price
    return t / 6 * (spec.dividend + g) - spec.price


def _keep_words(row: dict) -> str:
    if row["stop"]:
        return "stop"
    return "keep " + "-".join(str(v) for v in row["keep"]) if row["keep"] else "reroll all"


def dice_options(view: SeatView, request: DiceRequest) -> list[Option]:
    """Every keep and the stop, exact, best first (B-10.4 order on ties)."""
    cap = view.dice_bank if view.dice_bank >= 0 else None
    out = []
    for row in keep_table(request.dice, request.rerolls_left, cap):
        d = Stop() if row["stop"] else Reroll(tuple(row["positions"]))
        out.append(Option(d, row["expected"], True, _keep_words(row), row["exact"]))
    return out


def buy_options(view: SeatView, request: BuyRequest, rules: Rules | None = None,
                t: float | None = None) -> list[Option]:
    """Pass and every affordable card with its worth over the horizon (an estimate), best
    first; pass first among equals."""
    rules = rules or load_rules()
    t = horizon(view, rules) if t is None else t
    out = [Option(Pass(), 0.0, False, "pass")]
    for s in request.affordable:
        card = request.market[s]
        kind = "stock" if rules.cards[card].kind == "stock" else "asset"
        worth = -float(rules.cards[card].price) if view.triggered else \
            card_worth(view, card, t, rules)
        out.append(Option(Buy(s), worth, False, f"buy {card} ({kind})"))
    out.sort(key=lambda o: -o.value)  # stable: pass, then the slots in order, on ties
    return out


def options(view: SeatView, request: Any, rules: Rules | None = None) -> list[Option]:
    """Every legal decision of ``request`` with its value (Z), best first. Raises TypeError for
    an unknown request."""
    if isinstance(request, DiceRequest):
        return dice_options(view, request)
    if isinstance(request, BuyRequest):
        return buy_options(view, request, rules)
    if isinstance(request, RollRequest):
        cap = view.bank if 0 <= view.bank < 30 else None
        v = Fraction(solver(2, cap, exact=True).expected())
        return [Option(Roll(), float(v), True, "roll", str(v))]
    raise TypeError(f"unknown request {request!r}")


def best(view: SeatView, request: Any, rules: Rules | None = None) -> Option:
    """The best option (what the hint names and the hard rival plays)."""
    return options(view, request, rules)[0]


def loss(view: SeatView, request: Any, decision: Any, rules: Rules | None = None,
         ) -> tuple[float, Option, Option]:
    """(value(best) − value(chosen) in Z, the best option, the chosen one) at this position;
    0 for the best decision by construction. A decision not among the options (an unusual keep
    order) is matched by its kept values. Raises ValueError when ``decision`` is not legal."""
    opts = options(view, request, rules)
    chosen = _match(opts, view, request, decision)
    return max(0.0, opts[0].value - chosen.value), opts[0], chosen


def _match(opts: list[Option], view: SeatView, request: Any, decision: Any) -> Option:
    for o in opts:
        if o.decision == decision:
            return o
    if isinstance(decision, Reroll) and isinstance(request, DiceRequest):
        kept = sorted((request.dice[i] for i in decision.keep), reverse=True)
        for o in opts:
            if isinstance(o.decision, Reroll) and \
                    sorted((request.dice[i] for i in o.decision.keep), reverse=True) == kept:
                return o
        if len(decision.keep) == len(request.dice):
            return next(o for o in opts if isinstance(o.decision, Stop))
    raise ValueError(f"{decision!r} is not a legal answer here")


__all__ = ["HORIZON_FIT", "LATE", "OUTFLOW", "Option", "best", "buy_options", "card_worth",
           "dice_options", "dividend_rate", "horizon", "loss", "options", "sector_amount",
           "turns_words"]
