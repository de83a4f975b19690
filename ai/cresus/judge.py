"""The pieces of the Crésus evaluator (``ai/cresus/evaluator.py`` is its public door): the
value types, the horizon estimator, a position's worth and the options of a request valued by
a rival's own rules (``options_for``). Nothing here imports a rival, so the rivals can judge
by it (``PolicyRival.evaluate``) without an import circle.
"""

from __future__ import annotations

import math

import msgspec

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

from ..dice import counts_of, game_solver, sale_solver

__all__ = ["Evaluation", "Option", "Value", "bid_grid", "gamble_solver", "horizon", "options_for",
           "share_solver", "throw_solver"]


class Value(msgspec.Struct, frozen=True):
    """An amount in M for one seat. ``exact``: exact under the rules (dice keeps); else an
    estimate. ``samples``: playouts behind it (0: a model estimate); ``stderr``: its standard
    error in M (0 when exact or a model estimate)."""

    m: float
    exact: bool = False
    samples: int = 0
    stderr: float = 0.0


class Option(msgspec.Struct, frozen=True):
    """A legal decision, its value (the seat's worth after it, M) and why, in a few words."""

    decision: Decision
    value: Value
    why: str = ""


class Evaluation(msgspec.Struct, frozen=True):
    """A seat's position and its options for one request (see the module docstring)."""

    seat: int
    request: Request
    position: Value
    options: tuple[Option, ...]
    horizon: float

    @property
    def best(self) -> Option:
        return self.options[0]

    def value_of(self, decision: Decision) -> Value:
        """The value (M) of any legal ``decision`` of the request: its option's, or for a bid
        amount off the grid the value of the nearest grid amounts, interpolated."""
        for o in self.options:
            if o.decision == decision:
                return o.value
        if isinstance(decision, Bid):
            bids = sorted((o.decision.amount, o.value) for o in self.options
                          if isinstance(o.decision, Bid))
            a = decision.amount
            lo = max((b for b in bids if b[0] <= a), default=bids[0])
            hi = min((b for b in bids if b[0] >= a), default=bids[-1])
            if hi[0] == lo[0]:
                return lo[1]
            t = (a - lo[0]) / (hi[0] - lo[0])
            return Value(lo[1].m + t * (hi[1].m - lo[1].m), False)
        if isinstance(decision, Keep) and isinstance(self.request, ThrowRequest):
            return _keep_value(self.request, decision.dice, self.position.m)
        if isinstance(decision, Buy):  # the same subset in another order
            key = set(decision.shares)
            for o in self.options:
                if isinstance(o.decision, Buy) and set(o.decision.shares) == key:
                    return o.value
        return Value(self.position.m, False)

    def loss(self, decision: Decision) -> float:
        """What ``decision`` costs (M) against the best option: >= 0, 0 for the best."""
        return max(0.0, self.best.value.m - self.value_of(decision).m)


def horizon(view: SeatView) -> float:
    """Expected turns left, this one included (C-4.3, C-5.15). The Expert pile gives the most
    (``experts_left`` + 1); a seat close to the Île paradisiaque (two luxury cards a turn at
    most, C-5.14) can end the game sooner: each seat's turns to reach it are estimated from the
    cards still to buy and its wealth growing about 110 M a turn, and the game ends at the
    first. Unfinished game: >= 1; an ended game: 0."""
    if view.over:
        return 0.0
    full = view.experts_left + 1
    rules = load_rules()
    lux = rules.data.luxuries
    best = float(full)
    for pl in view.players:
        if pl.eliminated:
            continue
        need_cards = len(lux) - pl.luxuries
        if need_cards <= 0:
            continue
        cost = sum(c.price for c in lux[pl.luxuries:])
        by_cards = math.ceil(need_cards / 2)
        by_cash = max(0.0, (cost - pl.cash + pl.loan) / 110.0)
        t = max(by_cards, by_cash)
        # a seat "t turns away" ends the game in about t turns with a chance that fades
        # with t; an expectation over that chance
        if t < full:
            chance = max(0.0, 1.0 - 0.25 * t)
            best = min(best, chance * t + (1 - chance) * full)
    return max(1.0, round(best, 2))


def _worth(val, seat: int) -> float:
    pl = val.view.players[seat]
    lux = val.rules.data.luxuries
    w = float(pl.cash - pl.loan) + sum(lux[r].price for r in range(pl.luxuries))
    if val.last:
        w += val.sales_to_come(seat)
    else:
        w += sum(val.hold_value(s, seat) for s in pl.shares)
    w += sum(val.expert_value(e, seat) for e in pl.experts)
    return w


def bid_grid(cash: int, planned: int) -> list[int]:
    """Bid amounts an evaluation shows for a sealed bid (C-7.2: 0 or 1..cash): no bid, the
    planned bid, and amounts around it and up to the cash."""
    pts = {0, planned, cash, max(0, min(cash, planned - 10)), min(cash, planned + 10),
           min(cash, planned * 2 + 5), min(cash, max(1, planned // 2))}
    return sorted(p for p in pts if 0 <= p <= cash)


def _keep_value(req: ThrowRequest, keep: tuple[int, ...], base: float) -> Value:
    solver = throw_solver(req)
    counts = counts_of(req.dice)
    kc = counts_of([req.dice[i] for i in keep])
    try:
        if req.throws_left == 0 or sum(kc) == len(req.dice):
            v = float(solver.score(counts))
        else:
            v = float(solver.keep_value(counts, req.throws_left, kc))
    except ValueError:
        return Value(base, False)
    return Value(base + v + _premium(req), True)


def throw_solver(req: ThrowRequest, exact: bool = False, rules: Rules | None = None):
    """The exact optimizer (ai/dice.py) behind every dice figure of the judge for the throw
    ``req``: a share sale with the request's throws (C-5.12, one more with an Expert Marché,
    C-6.2), a gambling game (C-9.3, values in M) or a tournament (C-9.2, values in faces).
    ``exact``: Fractions instead of floats. Raises KeyError for an unknown subject."""
    if req.purpose == "sale":
        return share_solver(req.subject, req.throws, exact, rules)
    return gamble_solver(req.subject, exact, req.purpose == "tournament", rules)


def share_solver(share: str, throws: int | None = None, exact: bool = False,
                 rules: Rules | None = None):
    """The sale optimizer of ``share`` (C-5.12) with ``throws`` throws (default: the printed
    count; one more with an Expert Marché, C-6.2). Raises KeyError for an unknown share."""
    rules = rules or load_rules()
    s = rules.shares[share]
    return sale_solver(s.table, s.throws if throws is None else throws, exact)


def gamble_solver(code: str, exact: bool = False, tournament: bool = False,
                  rules: Rules | None = None):
    """The optimizer of gambling game ``code`` (C-9.3, gains in M; ``tournament``: C-9.2, a
    count of faces). Raises KeyError for an unknown game."""
    rules = rules or load_rules()
    return game_solver(rules.games[code], exact, tournament=tournament)


def _premium(req: ThrowRequest) -> float:
    if req.purpose != "sale":
        return 0.0
    rules = load_rules()
    s = rules.shares[req.subject]
    return float(rules.sectors[s.sector].premium) if req.market not in (-1, s.market) else 0.0


def options_for(rival, val, req: Request) -> list[Option]:
    """The options of ``req`` valued by ``rival`` (a PolicyRival) with ``val`` (its Valuer):
    the gain (M) of each decision over doing nothing, before the position's worth is added."""
    base = 0.0
    out: list[Option] = []
    if isinstance(req, ThrowRequest):
        solver = throw_solver(req)
        counts = counts_of(req.dice)
        prem = _premium(req)
        if req.throws_left == 0:
            return [Option(Stop(), Value(float(solver.score(counts)) + prem, True), "stop")]
        seen = set()
        for keep, v in solver.keep_values(counts, req.throws_left):
            if keep in seen:
                continue
            seen.add(keep)
            if sum(keep) == len(req.dice):
                out.append(Option(Stop(), Value(float(v) + prem, True), "stop"))
                continue
            idx = []
            left = list(keep)
            for i, d in enumerate(req.dice):
                if left[d] > 0:
                    left[d] -= 1
                    idx.append(i)
            out.append(Option(Keep(tuple(idx)), Value(float(v) + prem, True), "keep"))
        return out
    if isinstance(req, MoveRequest):
        p = rival.params
        crowd = val.crowd(req.allowed) if p.crowd_model else None
        scores = rival.move_scores(val, req, crowd)
        return [Option(Move(m), Value(s), f"{rival.rules.markets[m].name}")
                for m, s in scores.items()]
    if isinstance(req, BuyRequest):
        for sub, gain in rival.buy_gains(val, req):
            out.append(Option(Buy(sub), Value(gain), "buy" if sub else "nothing"))
        return out
    if isinstance(req, SellRequest):
        out.append(Option(Done(), Value(base), "hold"))
        for s in req.shares:
            use = rival.use_expert(val, req, s)
            delta = val.sale_now(s, req.market, use) - val.hold_value(s)
            out.append(Option(Sell(s, use), Value(delta), "sell"))
        return out
    if isinstance(req, EntryRequest):
        gain = rival.entry_gain(val, req)
        return [Option(Answer(True), Value(gain), "enter"), Option(Answer(False), Value(0.0),
                                                                   "skip")]
    if isinstance(req, BidRequest):
        plan = rival._plan_bid(val, req.lot, req.lot_kind, req.bidders)
        for b in bid_grid(req.cash, plan.amount):
            out.append(Option(Bid(b), Value(rival.bid_utility(val, req, plan, b)), "bid"))
        return out
    # the other requests: the rival's own rule decides; its choice is valued at the gain it
    # names, the other answers at none (a model estimate)
    choice = rival.decide(val.view, req)
    gain = rival.rule_gain(val, req, choice)
    out.append(Option(choice.decision, Value(gain), choice.reason))
    for d in _alternatives(val, req):
        if d != choice.decision:
            out.append(Option(d, Value(0.0 if gain >= 0 else gain - 1.0), "other"))
    return out


def _alternatives(val, req: Request) -> list[Decision]:
    if isinstance(req, (JoinRequest, MonopolyRequest, ExpertSectorRequest)):
        return [Answer(True), Answer(False)]
    if isinstance(req, OfferRequest):
        return [Reply(True), Reply(False)]
    if isinstance(req, PartnerRequest):
        return [PickMarket(m) for m in req.markets] + [PickMarket(-1)]
    if isinstance(req, LuxuryRequest):
        out: list[Decision] = [Done()]
        if req.loan:
            if req.cash >= req.loan:
                out.append(RepayLoan())
            return out
        out += [BuyLuxury(k) for k in range(1, min(2, req.affordable) + 1)]
        return out
    if isinstance(req, DebtRequest):
        out = [Sell(s) for s in req.shares]
        if req.luxuries:
            out.append(SellLuxury(1))
        return out
    return []
