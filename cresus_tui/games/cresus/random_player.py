"""The random-legal player: every decision uniform over the legal answers of its request.

For tests and simulation. Its own chance comes from its own ``random.Random`` (not the game's).
It may also, with a small probability, sell a luxury card or propose a random trade, so that
those side decisions are exercised too.
"""

from __future__ import annotations

import itertools
import random

from .decisions import (
    Answer, Bid, Buy, BuyLuxury, Decision, Done, Keep, Move, Offer, PickMarket, RepayLoan, Reply,
    Sell, SellLuxury, Stop,
)
from .cards import Rules, load_rules
from .game import Game
from .view import SeatView
from .requests import (
    BidRequest, BuyRequest, DebtRequest, EntryRequest, ExpertSectorRequest, JoinRequest,
    LuxuryRequest, MonopolyRequest, MoveRequest, OfferRequest, PartnerRequest, Request,
    SellRequest, ThrowRequest,
)


def legal_decisions(view: SeatView, req: Request, rules: Rules | None = None) -> list[Decision]:
    """Every legal answer to ``req`` for the seat whose ``view`` is given (bids: every amount
    0..cash). Shapes: a list, never empty."""
    s = view.players[req.seat]
    shares = (rules or load_rules()).shares
    if isinstance(req, BidRequest):
        return [Bid(a) for a in range(s.cash + 1)]
    if isinstance(req, MoveRequest):
        return [Move(m) for m in req.allowed]
    if isinstance(req, (MonopolyRequest, ExpertSectorRequest, JoinRequest)):
        return [Answer(True), Answer(False)]
    if isinstance(req, EntryRequest):
        return [Answer(True), Answer(False)] if s.cash >= req.entry else [Answer(False)]
    if isinstance(req, PartnerRequest):
        return [PickMarket(m) for m in req.markets] + [PickMarket(-1)]
    if isinstance(req, BuyRequest):
        out = []
        for k in range(len(req.shares) + 1):
            for combo in itertools.combinations(req.shares, k):
                if sum(shares[x].price for x in combo) <= s.cash:
                    out.append(Buy(combo))
        return out
    if isinstance(req, ThrowRequest):
        n = len(req.dice)
        keeps = [Keep(c) for k in range(n + 1) for c in itertools.combinations(range(n), k)]
        return keeps + [Stop()]
    if isinstance(req, SellRequest):
        out = [Sell(x) for x in req.shares]
        if req.experts:
            out += [Sell(x, True) for x in req.shares]
        return out + [Done()]
    if isinstance(req, DebtRequest):
        return [Sell(x) for x in req.shares] + ([SellLuxury(1)] if req.luxuries else [])
    if isinstance(req, LuxuryRequest):
        out: list[Decision] = [Done()]
        out += [BuyLuxury(k) for k in range(1, req.affordable + 1)]
        if req.loan and s.cash >= req.loan:
            out.append(RepayLoan())
        return out
    if isinstance(req, OfferRequest):
        return [Reply(True), Reply(False)]
    raise TypeError(f"unknown request {req!r}")


class RandomPlayer:
    """Picks uniformly among the legal decisions. ``side_rate``: chance of a side decision
    (a luxury sale or a trade offer) before answering."""

    def __init__(self, seed: int = 0, side_rate: float = 0.02) -> None:
        self.rng = random.Random(seed)
        self.side_rate = side_rate

    def decide(self, view: SeatView, req: Request) -> Decision:
        """A uniform legal answer to ``req`` from the seat's own view."""
        if isinstance(req, BidRequest):  # uniform over 0..cash without building the list
            return Bid(self.rng.randint(0, view.players[req.seat].cash))
        if isinstance(req, ThrowRequest):
            if self.rng.random() < 1 / 65:
                return Stop()
            return Keep(tuple(i for i in range(len(req.dice)) if self.rng.random() < 0.5))
        return self.rng.choice(legal_decisions(view, req))

    def side_decision(self, game: Game, seat: int) -> Decision | None:
        """Now and then a luxury sale (C-8.2) or a random trade offer (C-10.4), else None."""
        if self.rng.random() >= self.side_rate:
            return None
        st = game.state
        me = st.seats[seat]
        if self.rng.random() < 0.3:
            return SellLuxury(1) if me.luxuries else None
        if st.phase not in ("purchase", "sale") or st.offer is not None:
            return None
        if me.offers_made >= game.offer_limit(seat):
            return None
        others = [i for i, o in enumerate(st.seats) if i != seat and not o.eliminated]
        if not others:
            return None
        to = self.rng.choice(others)
        busy = {getattr(f, "share", None) for f in st.frames}  # a share being sold stays put
        give = tuple(x for x in me.shares if x not in busy and self.rng.random() < 0.3)
        take = tuple(x for x in st.seats[to].shares if x not in busy and self.rng.random() < 0.3)
        if not give and not take:
            return None
        spare = max(0, me.cash - game.committed_bid(seat))
        spare_to = max(0, st.seats[to].cash - game.committed_bid(to))
        return Offer(to, give, self.rng.randint(0, spare // 4), take,
                     self.rng.randint(0, spare_to // 4))


def play_random_game(game: Game, seed: int = 0, side_rate: float = 0.02,
                     on_events=None, max_decisions: int = 100_000) -> Game:
    """Play ``game`` to its end with random-legal seats. ``on_events(seat, decision, events)`` is
    called after each submit. Raises RuntimeError if the game does not end."""
    players = RandomPlayer(seed, side_rate)
    for _ in range(max_decisions):
        if game.is_over:
            return game
        req = game.requests()[0]
        side = players.side_decision(game, req.seat)
        if side is not None:
            ev = game.submit(req.seat, side)
            if on_events:
                on_events(req.seat, side, ev)
            continue
        decision = players.decide(game.view(req.seat), req)
        ev = game.submit(req.seat, decision)
        if on_events:
            on_events(req.seat, decision, ev)
    raise RuntimeError("the game did not end")
