"""Simple standalone heuristic players for Crésus, written from the rules alone (no rival code).

An ``Heuristic`` plays one seat from that seat's view, the way a newcomer writes a player in an
afternoon: a share is worth its expected sale (optimal keeps, ai/dice.py) plus the off-market
premium (C-5.13) and the sector bonus it pays (C-2.2); it goes to the market best for itself
and ignores the others; it bids a fixed fraction of a share's worth; it plays a gambling card
when its expectation beats the entry (C-9.3); it bids a small flat amount for Expert cards.
Knobs (``Knobs``) make the variants of the gauntlet (benchmarks/gauntlet.py): greedy market,
flat bids, pure hoarding, luxury rush, share or Expert sniping …

It imports only the engine's decisions and requests, and the dice solver, so the same file
plays against older versions of the rivals (``benchmarks/bisect_rivals.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

try:  # the games shelf layout
    from cresus_tui.games.cresus.cards import load_rules
    from cresus_tui.games.cresus.decisions import (
        Answer, Bid, Buy, BuyLuxury, Done, Keep, Move, PickMarket, RepayLoan, Reply, Sell,
        SellLuxury, Stop,
    )
    from cresus_tui.games.cresus import requests as R
except ImportError:  # the older single-game layout
    from cresus_tui.engine.cards import load_rules  # type: ignore[no-redef]
    from cresus_tui.engine.decisions import (  # type: ignore[no-redef]
        Answer, Bid, Buy, BuyLuxury, Done, Keep, Move, PickMarket, RepayLoan, Reply, Sell,
        SellLuxury, Stop,
    )
    from cresus_tui.engine import requests as R  # type: ignore[no-redef]

from ai.dice import game_solver, sale_solver


@dataclass(frozen=True)
class Knobs:
    """``bid_fraction``: a share bid is this part of its worth; ``expert_bid``: flat bid (M)
    for any Expert card, ``expert_snipe``: instead, bid the cash of the richest rival + 1
    capped at this part of own cash (0: off); ``reserve``: cash kept before buying luxury
    cards (M); ``rush``: buy every luxury card affordable; ``hoard``: no luxury card before the
    last turn, no gambling; ``sell_home``: also sell on a share's own market when the premium
    would not be had; ``gamble``: play gambling cards of positive expectation; ``crowd``:
    avoid markets where others stand to buy (count them from last turn's positions);
    ``join_always``: join every share auction; ``buy_margin``: buy a share at its price only
    when its worth exceeds the price by this (M); ``long_shot``: a one-throw share (the most
    uncertain sale, C-3.1) is worth this part more, the others this part less (a first place
    goes to the luckiest, so seek variance); ``gamble_all``: play every gambling card and
    tournament whose entry leaves 30 M."""

    bid_fraction: float = 0.7
    expert_bid: int = 10
    expert_snipe: float = 0.0
    reserve: int = 100
    rush: bool = False
    hoard: bool = False
    sell_home: bool = False
    gamble: bool = True
    crowd: bool = False
    join_always: bool = False
    buy_margin: int = 0
    long_shot: float = 0.0
    gamble_all: bool = False


class Heuristic:
    """A standalone heuristic player (see the module docstring): ``decide(view, request)``
    returns an object with ``.decision`` and ``.reason``; ``side_decision`` is always None."""

    def __init__(self, knobs: Knobs | None = None, seed: int = 0, name: str = "heuristic"):
        self.k = knobs or Knobs()
        self.name = name
        self.rules = load_rules()
        self.ev = {}
        for s in self.rules.shares.values():
            self.ev[s.id] = float(sale_solver(s.table, s.throws).expected())
        self.game_ev = {c: float(game_solver(g).expected()) for c, g in self.rules.games.items()}

    # --------------------------------------------------------------- valuation

    def premium(self, share: str) -> int:
        return self.rules.sectors[self.rules.shares[share].sector].premium

    def bonus(self, sector: str, count: int) -> int:
        if count < 2:
            return 0
        return self.rules.sectors[sector].bonus[min(count, 4) - 2]

    def worth(self, view, share: str, extra: int = 0) -> float:
        """Expected sale off its market + premium + the sector bonus its purchase pays."""
        sh = self.rules.shares[share]
        mine = sum(1 for s in view.me.shares if self.rules.shares[s].sector == sh.sector)
        base = self.ev[share] + self.premium(share)
        if view.experts_left == 0:  # last turn: only a sale this turn counts
            base = self.ev[share]
        if self.k.long_shot:
            base *= 1 + (self.k.long_shot if sh.throws == 1 else -self.k.long_shot)
        return base + self.bonus(sh.sector, mine + 1 + extra)

    def pile(self, view, market: int) -> list[str]:
        held = {s for p in view.players for s in p.shares} | set(view.revealed)
        return [s.id for s in self.rules.shares.values() if s.market == market and s.id not in held]

    def market_score(self, view, m: int, crowd: list[int]) -> float:
        me = view.me
        if m in view.closed:
            return -1.0
        buy = 0.0
        if m != me.previous:
            pile = self.pile(view, m)
            if pile:
                gains = [max(0.0, self.worth(view, s) - self.rules.shares[s].price) for s in pile]
                buy = 2 * sum(gains) / len(gains)
            if self.k.crowd:
                buy /= 1 + crowd[m]
        sale = 0.0
        for s in me.shares:
            if self.rules.shares[s].market != m:
                sale += self.premium(s)
            elif view.experts_left == 0:
                sale += 1
        return buy + sale

    # --------------------------------------------------------------- decisions

    def side_decision(self, view):
        return None

    def decide(self, view, req):
        d = self._decide(view, req)
        return _Choice(d, self.name)

    def _decide(self, view, req):  # noqa: C901 - one branch per request type
        k = self.k
        me = view.me
        last = view.experts_left == 0
        if isinstance(req, R.MoveRequest):
            crowd = [0] * 6
            for j, p in enumerate(view.players):
                if j != view.seat and p.position >= 0:
                    crowd[p.position] += 1
            return Move(max(req.allowed, key=lambda m: (self.market_score(view, m, crowd), -m)))
        if isinstance(req, R.BidRequest):
            if req.lot_kind == "expert":
                if k.expert_snipe:
                    top = max((view.players[o].cash for o in req.bidders if o != view.seat),
                              default=0)
                    return Bid(min(req.cash, int(me.cash * k.expert_snipe), top + 1))
                return Bid(min(req.cash, k.expert_bid))
            amount = int(self.worth(view, req.lot) * k.bid_fraction)
            if req.round == 2:
                amount += 3
            return Bid(max(0, min(req.cash, amount)))
        if isinstance(req, R.JoinRequest):
            w = self.worth(view, req.share)
            return Answer(k.join_always or w > self.rules.shares[req.share].price * 0.6)
        if isinstance(req, R.BuyRequest):
            pick, cash, seen = [], req.cash, 0
            for s in sorted(req.shares, key=lambda x: -self.worth(view, x)):
                price = self.rules.shares[s].price
                if self.worth(view, s, seen) > price + k.buy_margin and price <= cash:
                    pick.append(s)
                    cash -= price
                    seen += 1
            return Buy(tuple(pick))
        if isinstance(req, R.SellRequest):
            for s in req.shares:
                if last or self.rules.shares[s].market != req.market or k.sell_home:
                    return Sell(s, bool(req.experts))
            return Done()
        if isinstance(req, R.ThrowRequest):
            if req.purpose == "sale":
                solver = sale_solver(self.rules.shares[req.subject].table, req.throws)
            else:
                solver = game_solver(self.rules.games[req.subject],
                                     tournament=req.purpose == "tournament")
            keep, _ = solver.best_keep_dice(req.dice, req.throws_left)
            if len(keep) == len(req.dice):
                return Stop()
            return Keep(tuple(keep))
        if isinstance(req, R.EntryRequest):
            if k.gamble_all and req.cash >= req.entry + 30:
                return Answer(True)
            if k.hoard or req.tournament or not k.gamble or req.cash < req.entry + 30:
                return Answer(False)
            return Answer(self.game_ev.get(req.game, 0.0) > req.entry)
        if isinstance(req, R.LuxuryRequest):
            if req.loan:
                return RepayLoan() if req.cash - req.loan >= 40 else Done()
            if req.affordable == 0:
                return Done()
            if last or k.rush:
                return BuyLuxury(min(2, req.affordable))
            if k.hoard:
                return Done()
            n, total = 0, 0
            for i in range(min(2, req.affordable)):
                total += self.rules.data.luxuries[req.next_rank - 1 + i].price
                if req.cash - total >= k.reserve:
                    n = i + 1
            return BuyLuxury(n) if n else Done()
        if isinstance(req, R.DebtRequest):
            if req.shares:
                return Sell(min(req.shares, key=lambda s: self.ev[s]))
            return SellLuxury(1)
        if isinstance(req, R.MonopolyRequest):
            return Answer(True)
        if isinstance(req, R.PartnerRequest):
            crowd = [0] * 6
            return PickMarket(max(req.markets, key=lambda m: self.market_score(view, m, crowd)))
        if isinstance(req, R.ExpertSectorRequest):
            return Answer(True)
        if isinstance(req, R.OfferRequest):
            return Reply(False)
        raise TypeError(f"unknown request {req!r}")


class _Choice:
    __slots__ = ("decision", "reason")

    def __init__(self, decision, reason: str) -> None:
        self.decision = decision
        self.reason = reason


BASE = Knobs()
VARIANTS: dict[str, Knobs] = {
    "newcomer": BASE,                                        # the heuristic
    "greedy-market": replace(BASE, bid_fraction=0.6),
    "crowd-shy": replace(BASE, crowd=True),
    "flat-bids-high": replace(BASE, bid_fraction=0.9, expert_bid=25),
    "flat-bids-low": replace(BASE, bid_fraction=0.45, expert_bid=5),
    "pure-hoarder": replace(BASE, hoard=True, gamble=False),
    "luxury-rush": replace(BASE, rush=True),
    "share-sniper-h": replace(BASE, bid_fraction=1.0, join_always=True),
    "expert-sniper-h": replace(BASE, expert_snipe=0.6),
    "big-reserve": replace(BASE, reserve=220),
    "quick-seller": replace(BASE, sell_home=True, reserve=60),
    "no-gamble": replace(BASE, gamble=False, buy_margin=10),
    "long-shot": replace(BASE, long_shot=0.3, gamble_all=True),
}


def make(name: str, seed: int = 0) -> Heuristic:
    """The heuristic variant ``name`` (a key of VARIANTS). Raises KeyError."""
    return Heuristic(VARIANTS[name], seed, name)
