"""The ``expert`` level: the hard rival's valuations, and a best reply to hard rivals read from
their seats at the sealed bids and the market choice.

A seat's habits can be read and answered where choices are secret (C-7.4). At a round-1 bid, for
an Expert card (C-5.1) or a contested share (C-5.9), the expert asks ``SAMPLES`` hard rivals of
other seeds what each other bidder would bid *from that bidder's own view* (``seat_view``: the
public facts of C-10.5 as that seat sees them; nobody's secret choice), which samples the
bidders' bids from the hard policy, their own chance included (``bid_jitter``, ``bid_spread``).
It then bids the amount that maximises (worth - bid) x P(win) over those sampled bids (each
spread over ± ``SMOOTH`` M; a tie, C-7.3, counted as ``TIE_WIN`` of a win), less what a bid above
the cash it can spare risks (C-10.2). Its worth of an Expert card is the full worth
(``expert_scale`` x ``EXPERT_SCALE`` / hard's discount), of a share the hard valuation.
At the market choice (C-5.2) it reads each other seat's market the same way (the hard rival's
expectimax scores from that seat, with its jitter drawn ``JITTER_DRAWS`` times) and takes the
market of the best expectimax against those choices (``Valuer.market_search``). In a second
round (C-7.3) it recalls its round-1 bid (the tie) and bids the best reply to the tied
bidders' re-bids sampled the same way (``sampled_rebids``, ``rebid_win``). Every other decision
is the hard rival's.

Cost: ``SAMPLES`` hard bid plans per other bidder (about 0.5 ms each), one hard market
valuation per other seat (about 1 ms). Its chance is its own (the sampled seeds come from its
seed, the jitter draws from its generator reseeded by the game's public clock), so the same
view gives the same decision (C-11.1).
"""

from __future__ import annotations

import msgspec

from cresus_tui.games.cresus.cards import Rules
from cresus_tui.games.cresus.decisions import Bid, Move
from cresus_tui.games.cresus.requests import BidRequest, MoveRequest
from cresus_tui.games.cresus.view import SeatView
from cresus_tui.i18n import tr

from ..base import Choice
from .policy import LEVEL_PARAMS, PolicyRival
from .valuation import Valuer, count_odds, seat_view
from .words import whole

SAMPLES = 8
SMOOTH = 3
TIE_WIN = 0.4
JITTER_DRAWS = 64
EXPERT_SCALE = 1.0


def win_odds(bid: int, samples: list[list[int]]) -> tuple[float, float]:
    """(P(win), P(tie at the top)) of ``bid`` (M) against the other bidders' sampled bids (one
    list per bidder, each sample spread uniformly over ± ``SMOOTH`` M): a bid of 0 never wins."""
    if bid <= 0:
        return 0.0, 0.0
    below = 1.0
    at_most = 1.0
    width = 2 * SMOOTH + 1
    for xs in samples:
        lt = le = 0.0
        for x in xs:
            if x <= 0:
                lt += 1
                le += 1
                continue
            lo = x - SMOOTH
            lt += min(1.0, max(0.0, (bid - lo) / width))
            le += min(1.0, max(0.0, (bid + 1 - lo) / width))
        below *= lt / len(xs)
        at_most *= le / len(xs)
    return below, max(0.0, at_most - below)


def rebid_win(bid: int, samples: list[list[tuple[int, int]]]) -> float:
    """P(win) (0..1) of ``bid`` (M) in a second round (C-7.3: a tie cancels the sale) against
    the other bidders' sampled re-bids (one list per bidder of ranges (lo, hi) of M, each bid
    uniform over lo..hi): every other bid must be below ``bid``; a bid of 0 never wins."""
    if bid <= 0:
        return 0.0
    p = 1.0
    for ranges in samples:
        below = sum(min(1.0, max(0, bid - lo) / (hi - lo + 1)) for lo, hi in ranges)
        p *= below / len(ranges)
    return p


class ExpertRival(PolicyRival):
    """The expert level (see the module docstring)."""

    def __init__(self, level: str = "expert", personality: str = "", seed: int = 0,
                 params=None, rules: Rules | None = None) -> None:
        super().__init__(level, personality, seed, params, rules)
        self._models = [PolicyRival("hard", "", seed * 7_919 + 101 * k + 1, rules=self.rules)
                        for k in range(SAMPLES)]
        self.own = msgspec.structs.replace(
            self.params, expert_scale=self.params.expert_scale / LEVEL_PARAMS["hard"].expert_scale
            * EXPERT_SCALE)

    def sampled_bids(self, view: SeatView, req: BidRequest) -> dict[int, list[int]]:
        """Per other bidder, ``SAMPLES`` round-1 bids of hard rivals in its seat (its own view,
        ``seat_view``), M."""
        out: dict[int, list[int]] = {}
        for o in req.bidders:
            if o == view.seat:
                continue
            pl = view.players[o]
            if pl.eliminated or pl.cash <= 0:
                out[o] = [0]
                continue
            vo = seat_view(view, o)
            val_o = Valuer(vo, self._models[0].params, self.rules)
            out[o] = [m._plan_bid(val_o, req.lot, req.lot_kind, req.bidders).amount
                      for m in self._models]
        return out

    def _worth(self, view: SeatView, req: BidRequest) -> tuple[float, int]:
        """The lot's worth (M) to this seat (the full worth of an Expert card, the hard
        valuation of a share) and the cash it can spare for it (M, C-10.2)."""
        own = Valuer(view, self.own, self.rules)
        if req.lot_kind == "expert":
            value = own.expert_value(req.lot)
        else:
            value = own.share_value(req.lot, self.facts[req.lot].market)
        return value, self._spare(own, req.lot, req.lot_kind)

    def first_bid(self, view: SeatView, req: BidRequest) -> tuple[int, float, list[list[int]]]:
        """The round-1 bid (M) for ``req``'s lot: the amount maximising (worth - bid) x
        (P(win) + ``TIE_WIN`` x P(tie)) against the sampled bids (``sampled_bids``), less
        what a bid above the spare cash risks; with the worth and the sampled bids. Only facts
        that do not change between the two rounds of an auction (C-7.3) are read, so the
        second round recalls it."""
        value, spare = self._worth(view, req)
        lists = list(self.sampled_bids(view, req).values())
        best_b, best_u = 0, 0.0
        if not lists:
            return best_b, value, lists
        for b in range(1, min(req.cash, int(value)) + 1):
            win, tie = win_odds(b, lists)
            u = (value - b) * (win + TIE_WIN * tie)
            if b > spare:
                u -= b - spare
            if u > best_u:
                best_b, best_u = b, u
        return best_b, value, lists

    def round1_request(self, view: SeatView, req: BidRequest) -> BidRequest:
        """The round-1 request of a round-2 auction ``req`` (C-7.3): an Expert card's bidders
        are every seat still playing, in turn order from the first player (C-5.1); a share's
        are the tied bidders and the other seats that could join (C-5.6: on the market, not
        barred), the round-1 joins not being part of the view."""
        n = len(view.players)
        order = [(view.first_player + k) % n for k in range(n)]
        if req.lot_kind == "expert":
            bidders = tuple(j for j in order if not view.players[j].eliminated)
        else:
            maybe = set(req.bidders) | set(self._potential_bidders(view, req.lot, "share",
                                                                   req.bidders))
            bidders = tuple(j for j in order if j in maybe or j == view.seat)
        return msgspec.structs.replace(req, round=1, bidders=bidders)

    def sampled_rebids(self, view: SeatView, req: BidRequest,
                       tie: int) -> dict[int, list[tuple[int, int]]]:
        """Per other tied bidder of a second round (C-7.3) after a tie at ``tie`` M,
        ``SAMPLES`` round-2 bids of hard rivals in its seat (``seat_view``): each a range
        (lo, hi) of M over which the bid is uniform (``PolicyRival.rebid_limit``: above the
        tie up to the limit, or the limit itself). The same view gives the same ranges
        (each model's chance reseeded from that seat's view, C-11.1)."""
        out: dict[int, list[tuple[int, int]]] = {}
        for o in req.bidders:
            if o == view.seat:
                continue
            cash = view.players[o].cash
            vo = seat_view(view, o)
            val_o = Valuer(vo, self._models[0].params, self.rules)
            ranges = []
            for m in self._models:
                plan = m._plan_bid(val_o, req.lot, req.lot_kind, req.bidders)
                m._reseed(vo, 1)  # its step drawn as a hard rival draws it in that seat
                limit = m.rebid_limit(plan, req.lot_kind, cash, tie)
                ranges.append((tie + 1, limit) if limit > tie else (max(0, limit),) * 2)
            out[o] = ranges
        return out

    def _bid(self, val: Valuer, req: BidRequest) -> Choice:
        view = val.view
        name = self._lot_name(req.lot, req.lot_kind)
        if req.round != 1:
            return self._rebid(view, req, name)
        best_b, value, lists = self.first_bid(view, req)
        if not lists:
            return super()._bid(val, req)
        top = max(max(xs) for xs in lists)
        worth = tr("{lot} is worth about {value} M to me").format(lot=name, value=whole(value))
        if best_b == 0:
            return Choice(Bid(0), tr("no bid: {worth}; the rivals' bids read from their seats go "
                                     "up to about {top} M").format(worth=worth, top=top))
        return Choice(Bid(best_b), tr("bids {amount} M: {worth}; the rivals' bids read from "
                                      "their seats go up to about {top} M").format(
            amount=best_b, worth=worth, top=top))

    def _rebid(self, view: SeatView, req: BidRequest, name: str) -> Choice:
        """The second round (C-7.3; a second tie cancels the sale): the tie is this seat's
        own round-1 bid (``first_bid`` of ``round1_request``); the bid maximising
        (worth - bid) x P(win) against the other tied bidders' re-bids sampled in their seats
        (``sampled_rebids``), less what a bid above the spare cash risks."""
        tie, _, _ = self.first_bid(view, self.round1_request(view, req))
        value, spare = self._worth(view, req)
        samples = list(self.sampled_rebids(view, req, tie).values())
        best_b, best_u = 0, 0.0
        for b in range(1, min(req.cash, int(value)) + 1):
            u = (value - b) * rebid_win(b, samples)
            if b > spare:
                u -= b - spare
            if u > best_u:
                best_b, best_u = b, u
        worth = tr("{lot} is worth about {value} M to me").format(lot=name, value=whole(value))
        if best_b == 0:
            top = max((hi for xs in samples for _, hi in xs), default=0)
            return Choice(Bid(0), tr("no bid: {worth}; the rivals' bids read from their seats go "
                                     "up to about {top} M").format(worth=worth, top=top))
        if best_b > tie:
            return Choice(Bid(best_b), tr("bids {amount} M to break the {tie} M tie: "
                                          "{worth}").format(amount=best_b, tie=tie, worth=worth))
        if best_b == tie:
            return Choice(Bid(best_b), tr("bids {amount} M again, all I will pay: {worth}").format(
                amount=best_b, worth=worth))
        return Choice(Bid(best_b), tr("bids {amount} M, below the {tie} M tie: {worth}").format(
            amount=best_b, tie=tie, worth=worth))

    def market_odds(self, view: SeatView) -> list[dict[int, float]]:
        """Per other seat still playing, the chance (0..1) of each market as a hard rival in
        that seat chooses it (C-5.2) from its own view (``seat_view``): its expectimax scores
        (``Valuer.market_search``) plus its own jitter (``Params.move_jitter``, drawn
        ``JITTER_DRAWS`` times from this rival's generator)."""
        model = self._models[0]
        p = model.params
        out = []
        for j, pl in enumerate(view.players):
            if j == view.seat or pl.eliminated:
                continue
            vj = seat_view(view, j)
            val_j = Valuer(vj, p, self.rules)
            req = MoveRequest(j, tuple(range(6)), pl.previous)
            scores = model.move_scores(val_j, req, val_j.crowd(req.allowed))
            count: dict[int, float] = {}
            for _ in range(JITTER_DRAWS):
                m = max(scores, key=lambda x: (scores[x] + self.rng.uniform(0, p.move_jitter),
                                               -x))
                count[m] = count.get(m, 0.0) + 1.0 / JITTER_DRAWS
            out.append(count)
        return out

    def _move(self, val: Valuer, req: MoveRequest) -> Choice:
        """The market (C-5.2) by expectimax against the others' market choices as hard rivals
        in their seats make them (``market_odds``), the two cards revealed and the sale
        (``Valuer.market_search``); no jitter of its own. A Monopole's re-choice (C-6.4) is
        the hard rival's."""
        if req.monopoly or val.view.phase != "movement" or len(req.allowed) < 2:
            return super()._move(val, req)
        self._reseed(val.view, 3)
        odds = count_odds(self.market_odds(val.view))
        scores = val.market_search(req.allowed, odds)
        best = max(scores, key=lambda m: (scores[m], -m))
        crowd = sum(k * q for k, q in enumerate(odds[best]))
        name = self.rules.markets[best].name
        why = f"{name}: worth about {whole(scores[best])} M to me this turn"
        if round(crowd) >= 1:
            why += f", {round(crowd)} expected there as the rivals read their seats"
        return Choice(Move(best), why)
