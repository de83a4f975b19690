"""Rival policies: a decision, with a one-line reason, for every request the engine makes.

``make(level, personality, seed) -> PolicyRival``. Levels (see ``LEVELS``):

* ``easy``: noisy valuations, often a naive keep (the largest colour group), eager bids, no
  crowding model, a small cash reserve;
* ``normal``: expectimax keeps (ai/dice.py), valuations of ai/valuation.py, bid shading by the
  number of opponents capped by their cash, expected crowding on markets;
* ``hard``: normal plus opponent modelling (others' market choices from their public holdings,
  others' bids from their values and cash) and a luxury look-ahead over the turns left.

Personalities (the rulebook's blurb): ``flambeur`` takes risks (higher bids, smaller reserve,
plays some losing games), ``joueur`` loves the gambling cards and tournaments, ``ruse``
bids shrewdly (lower shading; expects others to bid low too), ``stratege`` builds sector sets
(holds shares of sectors it collects, pays more for them).

A rival reads only its seat's ``SeatView`` (C-7.4, C-10.5). Its own chance comes from its own
``random.Random(seed)``, so the same view and the same seed give the same decision.
Errors: ``make`` raises ValueError for an unknown level or personality; ``decide`` raises
TypeError for an unknown request type.
"""

from __future__ import annotations

import math
import random

import msgspec

from cresus_tui.engine.cards import Rules, load_rules
from cresus_tui.engine.decisions import (
    Answer, Bid, Buy, BuyLuxury, Done, Keep, Move, Offer, PickMarket, RepayLoan, Reply, Sell,
    SellLuxury, Stop,
)
from cresus_tui.engine.requests import (
    BidRequest, BuyRequest, DebtRequest, EntryRequest, ExpertSectorRequest, JoinRequest,
    LuxuryRequest, MonopolyRequest, MoveRequest, OfferRequest, PartnerRequest, Request,
    SellRequest, ThrowRequest,
)
from cresus_tui.engine.view import SeatView

from .dice import game_solver, sale_solver
from .rival import Choice
from .valuation import Params, Valuer, facts

LEVELS = ("easy", "normal", "hard")
PERSONALITIES = ("", "flambeur", "joueur", "ruse", "stratege")

LEVEL_PARAMS: dict[str, Params] = {
    "easy": Params(noise=0.4, greedy_keeps=0.9, shade=(0.85, 0.9, 0.95), reserve=30,
                   hold_weight=0.3, set_weight=0.0, crowd_model=False, offers=False,
                   safety=20, expert_scale=1.2),
    "normal": Params(),
    "hard": Params(model_opponents=True, lookahead=True, smart_bids=True, expert_scale=0.6,
                   crowd_temp=5.0, hold_weight=1.0),
}


def personality_params(base: Params, personality: str) -> Params:
    """``base`` changed by a personality (see the module docstring)."""
    r = msgspec.structs.replace
    if personality == "flambeur":
        return r(base, risk=0.5, reserve=int(base.reserve * 0.6),
                 shade=tuple(min(0.97, s + 0.1) for s in base.shade),
                 gamble_margin=base.gamble_margin - 0.15)
    if personality == "joueur":
        return r(base, gamble_margin=base.gamble_margin - 0.4, tournaments=True)
    if personality == "ruse":
        return r(base, shade=tuple(s - 0.12 for s in base.shade), bid_margin=0.8)
    if personality == "stratege":
        return r(base, set_weight=max(1.6, base.set_weight * 4), hold_weight=1.0)
    return base


def make(level: str, personality: str = "", seed: int = 0,
         rules: Rules | None = None) -> PolicyRival:
    """A rival of ``level`` and ``personality`` (``rules``: another data file's rules, for
    balance experiments). Raises ValueError for unknown names."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}, random")
    if personality not in PERSONALITIES:
        raise ValueError(f"unknown personality {personality!r}: choose one of "
                         f"{', '.join(p for p in PERSONALITIES if p)}")
    return PolicyRival(level, personality, seed, rules=rules)


def _m(rules: Rules, market: int) -> str:
    return rules.markets[market].name


class PolicyRival:
    """A computer rival (see the module docstring). ``decide(view, request) -> Choice``;
    ``side_decision(view) -> Choice | None`` (a trade offer, at most one a turn)."""

    def __init__(self, level: str = "normal", personality: str = "", seed: int = 0,
                 params: Params | None = None, rules: Rules | None = None) -> None:
        self.level = level
        self.personality = personality
        self.name = f"{level}:{personality}" if personality else level
        self.params = params or personality_params(LEVEL_PARAMS[level], personality)
        self.rules = rules or load_rules()
        self.facts = facts(self.rules)
        self.seed = seed
        self.rng = random.Random(seed)
        self._offer_turn = -1

    def _reseed(self, view: SeatView, tag: int) -> None:
        """The rival's own chance depends only on its seed and the game's public clock, so a
        game saved and loaded again sees the same decisions (C-11.1)."""
        self.rng.seed((self.seed * 1_000_003 + view.decisions) * 4 + tag)

    # ------------------------------------------------------------------ the door

    def decide(self, view: SeatView, request: Request) -> Choice:
        """Answer ``request`` (addressed to ``view.seat``) from the seat's view only."""
        self._reseed(view, 1)
        val = Valuer(view, self.params, self.rules)
        handler = _HANDLERS.get(type(request))
        if handler is None:
            raise TypeError(f"unknown request {request!r}")
        return handler(self, val, request)

    def side_decision(self, view: SeatView) -> Choice | None:
        """At most one purchase offer a turn (C-10.4) when another seat holds a share worth
        clearly more to this seat than to its holder; None otherwise. Luxury cards are never
        sold by choice (they rank the players, C-5.15)."""
        p = self.params
        if (not p.offers or view.phase not in ("purchase", "sale") or view.offer_waiting
                or self._offer_turn == view.turn or view.over or view.offers_left <= 0):
            return None
        self._reseed(view, 2)
        val = Valuer(view, p, self.rules)
        me = view.me
        if me.position < 0 or me.position in view.closed or val.last:
            return None
        busy = set(view.revealed)
        best = None
        for j, pl in enumerate(view.players):
            if j == view.seat or pl.eliminated:
                continue
            for s in pl.shares:
                if s in busy:
                    continue
                mine = max(val.sale_now(s, me.position, val.has_expert_market(view.seat,
                                                                               me.position)),
                           val.hold_value(s))
                theirs = val.hold_value(s, j)
                pay = int(math.ceil(theirs)) + 4
                gain = mine - pay
                if gain >= 15 and pay <= me.cash - p.reserve // 2:
                    if best is None or gain > best[0]:
                        best = (gain, j, s, pay)
        if best is None:
            return None
        gain, j, s, pay = best
        self._offer_turn = view.turn
        return Choice(Offer(j, (), pay, (s,), 0),
                      f"offers {pay} M for {s}: worth about {pay + gain:.0f} M here")

    # ------------------------------------------------------------------ helpers

    def _noisy(self, v: float) -> float:
        n = self.params.noise
        return v * (1.0 + self.rng.gauss(0.0, n)) if n else v

    def _bid_amount(self, val: Valuer, value: float, req: BidRequest,
                    other_values: dict[int, float]) -> tuple[int, str]:
        """A sealed first-price bid (C-7) for a lot worth ``value`` M: shaded below the value
        by the number of other bidders, never above what the richest of them can pay + 1;
        with ``smart_bids``, the bid maximising (value - bid) x P(win) against modelled
        opponents (each bids its own value x a shade in 0.45..0.85, capped by its cash)."""
        p = self.params
        view = val.view
        others = [b for b in req.bidders if b != view.seat]
        cash = req.cash
        if value < 1 or cash < 1:
            return 0, "not worth a bid"
        top_cash = max((view.players[b].cash for b in others), default=0)
        if not others:
            return min(cash, 1), "alone: the smallest bid"
        if p.smart_bids:
            # model each other bidder as a typical rival: its own worth of the lot (from public
            # holdings) x the usual shading, capped by its cash; its bid spread +-15 %
            shade_o = LEVEL_PARAMS["normal"].shade[min(len(others), 3) - 1]
            model = []
            for o in others:
                o_cash = view.players[o].cash
                o_top = max((view.players[b].cash for b in req.bidders if b != o), default=0)
                guess = min(o_cash, o_top + 1,
                            other_values.get(o, value) * shade_o * p.bid_margin)
                model.append((max(1.0, guess), o_cash))
            hi = min(cash, int(value), top_cash + 1)
            best_b, best_u = 0, 0.0
            for b in range(1, hi + 1):
                pw = 1.0
                for guess, o_cash in model:
                    if b > o_cash:
                        continue
                    x = (b - 0.85 * guess) / (0.3 * guess)
                    pw *= min(1.0, max(0.0, x))
                u = (value - b) * pw
                if u > best_u:
                    best_b, best_u = b, u
            amount = best_b
            why = f"for a lot worth {value:.0f} M, reading {len(others)} rival(s)"
        else:
            shade = p.shade[min(len(others), 3) - 1]
            amount = int(value * shade)
            amount = min(amount, top_cash + 1)
            why = f"about {shade:.0%} of its worth {value:.0f} M"
        amount_before_jitter = amount
        # a little of the rival's own chance, so that alike rivals do not tie for ever (C-7.3)
        if amount > 0 and p.bid_jitter:
            amount = int(amount * (1.0 + self.rng.uniform(-p.bid_jitter, p.bid_jitter / 2)))
            if amount_before_jitter > top_cash:  # outbidding every rival's cash stays sure
                amount = max(amount, top_cash + 1)
            amount = min(amount, top_cash + 1)
        if req.round == 2:  # C-7.3: the tied players bid again; break the tie upward
            amount = min(int(value), amount + self.rng.randint(1, 6))
        if req.lot_kind == "expert":
            cap = val.spendable()
        else:  # the share itself can be sold back (C-10.2): keep the rest safe
            cap = max(0, min(cash, int(val.liquid() + p.lot_liquid * self.facts[req.lot].ev
                                       - p.safety)))
        amount = max(0, min(cash, cap, amount))
        if amount == 0:
            return 0, f"no bid: it keeps its cash ({why})"
        return amount, f"bids {amount} M, {why}"

    # ------------------------------------------------------------------ requests

    def _bid(self, val: Valuer, req: BidRequest) -> Choice:
        view = val.view
        if req.lot_kind == "expert":
            value = val.expert_value(req.lot)
            kind = "Expert card"
            typical = Valuer(view, LEVEL_PARAMS["normal"], self.rules)
            others = ({b: typical.expert_value(req.lot, b) for b in req.bidders
                       if b != view.seat} if self.params.smart_bids else {})
        else:
            market = self.facts[req.lot].market
            value = val.share_value(req.lot, market)
            kind = req.lot
            typical = Valuer(view, LEVEL_PARAMS["normal"], self.rules)
            others = ({b: typical.share_value(req.lot, market, b) for b in req.bidders
                       if b != view.seat} if self.params.smart_bids else {})
        value = self._noisy(value)
        amount, why = self._bid_amount(val, value, req, others)
        return Choice(Bid(amount), f"{kind}: {why}")

    def _move(self, val: Valuer, req: MoveRequest) -> Choice:
        p = self.params
        crowd = val.crowd(req.allowed) if p.crowd_model else None
        scores = val.market_scores(None, crowd, req.allowed)
        if p.noise:
            scores = {m: self._noisy(s) + self.rng.uniform(0, 5) for m, s in scores.items()}
        elif p.move_jitter:  # alike rivals should not all pick the same market
            scores = {m: s + self.rng.uniform(0, p.move_jitter) for m, s in scores.items()}
        best = max(scores, key=lambda m: (scores[m], -m))
        why = f"{_m(self.rules, best)}: worth about {scores[best]:.0f} M this turn"
        if crowd is not None and crowd[best] >= 0.5:
            why += f", {crowd[best]:.1f} rival(s) expected"
        return Choice(Move(best), why)

    def _monopoly(self, val: Valuer, req: MonopolyRequest) -> Choice:
        me = val.view.me
        if req.market in val.view.closed or me.barred:
            return Choice(Answer(False), "nothing to buy here: keep the Monopole")
        surplus = val.purchase_surplus(req.market)
        gain = surplus * (1 - 1 / (1 + 0.9 * len(req.others)))
        keep = val.expert_value(req.card) if not val.last else 0.0
        if gain >= 0.5 * keep:
            return Choice(Answer(True), f"Monopole: sends {len(req.others)} rival(s) away, "
                          f"about {gain:.0f} M of purchases kept")
        return Choice(Answer(False), "keeps the Monopole for a better turn")

    def _partner(self, val: Valuer, req: PartnerRequest) -> Choice:
        scores = val.market_scores(None, None, req.markets)
        best = max(scores, key=lambda m: (scores[m], -m))
        need = 0.0 if val.future <= 1 else 25.0
        if scores[best] > need:
            return Choice(PickMarket(best), f"Partenaire on {_m(self.rules, best)}: about "
                          f"{scores[best]:.0f} M to gain there")
        return Choice(PickMarket(-1), "keeps the Partenaire for a better turn")

    def _expert_sector(self, val: Valuer, req: ExpertSectorRequest) -> Choice:
        return Choice(Answer(True), f"takes {req.share} free with the Expert Secteur")

    def _join(self, val: Valuer, req: JoinRequest) -> Choice:
        v = self._noisy(val.share_value(req.share, req.market))
        if v > 5 and val.view.me.cash > 0:
            return Choice(Answer(True), f"{req.share} is worth about {v:.0f} M to it")
        return Choice(Answer(False), f"{req.share} is not worth it")

    def _buy(self, val: Valuer, req: BuyRequest) -> Choice:
        best: tuple[float, tuple[str, ...]] = (0.0, ())
        shares = list(req.shares)
        subsets: list[tuple[str, ...]] = [(s,) for s in shares]
        if len(shares) == 2:
            subsets.append(tuple(shares))
        for sub in subsets:
            price = sum(self.facts[s].price for s in sub)
            if price > req.cash:
                continue
            gain = 0.0
            seen: dict[str, int] = {}
            for s in sub:
                sec = self.facts[s].sector
                v = val.share_value(s, req.market, extra_count=seen.get(sec, 0))
                seen[sec] = seen.get(sec, 0) + 1
                gain += self._noisy(v) - self.facts[s].price
            if gain > best[0] + 1e-9:
                best = (gain, sub)
        if not best[1]:
            return Choice(Buy(()), "nothing here is worth its price")
        return Choice(Buy(best[1]), f"buys {', '.join(best[1])}: about {best[0]:.0f} M "
                      f"expected above the price")

    def _entry(self, val: Valuer, req: EntryRequest) -> Choice:
        p = self.params
        cash = val.view.me.cash
        if cash < req.entry or (p.risk <= 0 and val.spendable() < req.entry):
            return Choice(Answer(False), "not enough cash to spare")
        if req.tournament:
            if p.tournaments and cash - req.entry >= 20:
                return Choice(Answer(True), f"enters the {req.game} tournament for the pot")
            return Choice(Answer(False), "skips the tournament")
        worth = val.gamble_worth(req.game, req.entry)
        if worth >= req.entry * p.gamble_margin:
            return Choice(Answer(True), f"plays {req.game}: expected {worth + req.entry:.1f} M "
                          f"for {req.entry} M")
        return Choice(Answer(False), f"skips {req.game}: expected {worth + req.entry:.1f} M "
                      f"for {req.entry} M")

    def _throw(self, val: Valuer, req: ThrowRequest) -> Choice:
        if req.purpose == "sale":
            solver = sale_solver(self.rules.shares[req.subject].table, req.throws)
        elif req.purpose == "gamble":
            solver = game_solver(self.rules.games[req.subject])
        else:
            solver = game_solver(self.rules.games[req.subject], tournament=True)
        if self.params.greedy_keeps and self.rng.random() < self.params.greedy_keeps:
            counts = [req.dice.count(f) for f in range(6)]
            colour = max(range(6), key=lambda f: counts[f])
            keep = tuple(i for i, d in enumerate(req.dice) if d == colour)
            if len(keep) == len(req.dice):
                return Choice(Stop(), "stops: all one colour")
            return Choice(Keep(keep), "keeps its largest colour group")
        keep_idx, ev = solver.best_keep_dice(req.dice, req.throws_left)
        if len(keep_idx) == len(req.dice):
            return Choice(Stop(), f"stops: worth {ev:.1f} as it lies")
        return Choice(Keep(tuple(keep_idx)), f"keeps {len(keep_idx)} dice: {ev:.1f} expected")

    def _sell(self, val: Valuer, req: SellRequest) -> Choice:
        best = None
        expert_ok = bool(req.experts)
        for s in req.shares:
            f = self.facts[s]
            use = expert_ok and (f.ev_plus - f.ev >= 20 or val.future <= 1)
            now = val.sale_now(s, req.market, use)
            delta = now - val.hold_value(s)
            if best is None or delta > best[0]:
                best = (delta, s, use, now)
        if best is None or best[0] <= 0:
            return Choice(Done(), "holds its shares for a better market")
        delta, s, use, now = best
        why = f"sells {s}: {now:.0f} M expected here"
        if use:
            why += " with the Expert Marché"
        return Choice(Sell(s, use), why)

    def _debt(self, val: Valuer, req: DebtRequest) -> Choice:
        if req.shares:
            s = max(req.shares, key=lambda x: val.sale_now(x, req.market) - val.hold_value(x))
            return Choice(Sell(s), f"sells {s} to pay {req.owed} M")
        return Choice(SellLuxury(1), f"sells a luxury card to pay {req.owed} M")

    def _luxury(self, val: Valuer, req: LuxuryRequest) -> Choice:
        p = self.params
        cash = req.cash
        rank = req.next_rank
        price = val.luxury_price(rank)
        if req.loan:
            if cash - req.loan >= price:
                return Choice(RepayLoan(), "repays the loan to buy a luxury card")
            return Choice(Done(), "cannot repay the loan and buy yet")
        if req.affordable == 0:
            return Choice(Done(), "cannot afford the next luxury card")
        if rank == len(self.rules.data.luxuries):
            return Choice(BuyLuxury(1), "buys the Île paradisiaque: game over")
        if val.last:
            return Choice(BuyLuxury(req.affordable), "last turn: every luxury card it can")
        reserve = self._reserve(val)
        k = 0
        total = 0
        for i in range(req.affordable):
            total += val.luxury_price(rank + i)
            if cash - total >= reserve:
                k = i + 1
        if p.lookahead:
            k = max(k, self._catch_up(val, req))
        if k == 0:
            return Choice(Done(), f"keeps {cash} M to invest (reserve {reserve} M)")
        return Choice(BuyLuxury(k), f"buys {k} luxury card(s), keeping {reserve} M to invest")

    def _reserve(self, val: Valuer) -> int:
        p = self.params
        f = val.future
        scale = 1.0 if f >= 3 else (0.85 if f == 2 else 0.6)
        if p.risk > 0 and f <= 2:
            scale *= 0.7
        return int(p.reserve * scale)

    def _catch_up(self, val: Valuer, req: LuxuryRequest) -> int:
        """Look-ahead (hard): buy now if waiting would leave more luxury cards to buy than the
        two-a-turn limit (C-5.14) allows in the turns left, given the income expected."""
        me = val.view.me
        income = 55.0 + 0.5 * sum(val.facts[s].ev for s in me.shares) / max(1, val.future)
        wealth = req.cash + income * val.future
        lux = self.rules.data.luxuries
        n, spent = 0, 0
        for r in range(me.luxuries, len(lux) - 1):
            spent += lux[r].price
            if spent > wealth:
                break
            n += 1
        must = n - 2 * val.future
        return max(0, min(req.affordable, must))

    def _offer(self, val: Valuer, req: OfferRequest) -> Choice:
        me = val.view.me
        pos = me.position
        sell_here = pos >= 0 and pos not in val.view.closed and val.view.phase in (
            "purchase", "sale")

        def worth(s: str) -> float:
            v = val.hold_value(s)
            if sell_here:
                v = max(v, val.sale_now(s, pos) * (0.5 if val.last else 1.0))
            return v

        gain = (sum(worth(s) for s in req.give_shares) + req.give_cash
                - sum(worth(s) for s in req.take_shares) - req.take_cash)
        if gain >= 3 and req.take_cash <= me.cash:
            return Choice(Reply(True), f"accepts: about {gain:.0f} M better off")
        return Choice(Reply(False), f"declines: about {gain:.0f} M")


_HANDLERS = {
    BidRequest: PolicyRival._bid, MoveRequest: PolicyRival._move,
    MonopolyRequest: PolicyRival._monopoly, PartnerRequest: PolicyRival._partner,
    ExpertSectorRequest: PolicyRival._expert_sector, JoinRequest: PolicyRival._join,
    BuyRequest: PolicyRival._buy, EntryRequest: PolicyRival._entry,
    ThrowRequest: PolicyRival._throw, SellRequest: PolicyRival._sell,
    DebtRequest: PolicyRival._debt, LuxuryRequest: PolicyRival._luxury,
    OfferRequest: PolicyRival._offer,
}
