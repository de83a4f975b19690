"""Rival policies: a decision, with a one-line reason, for every request the engine makes.

``make(level, personality, seed) -> PolicyRival``. Levels (see ``LEVELS``):

* ``easy``: noisy valuations, often a naive keep (the largest colour group), eager bids, no
  crowding model, a small cash reserve;
* ``normal``: expectimax keeps (ai/dice.py), valuations of ai/valuation.py, sealed bids shaded
  by the number of possible bidders and raised to outbid the rivals' likely bids (their worth
  of the lot from public holdings, their cash) when the lot is clearly worth more to it, capped
  by the cash it can spare (a share bought can be sold this same turn); in a second round
  (C-7.3) a bid above the tie; joins an auction only to buy or bid meaningfully; expected
  crowding on markets; a luxury reserve that shrinks over the last turns;
* ``hard``: normal plus opponent modelling (others' market choices from their public holdings,
  others' bids as a typical rival would make them, the best reply to them) and a luxury
  look-ahead over the turns left.

Every decision comes with a short reason, first-person or neutral, true to the decision
("bids 55 M: LON-8 is worth about 91 M to me, against 2 rivals"; "keeps 3 dice (three
greens): 127.0 M expected").

Personalities (the rulebook's blurb): ``flambeur`` takes risks (higher bids, smaller reserve,
plays some losing games), ``joueur`` loves the gambling cards and tournaments, ``ruse``
bids shrewdly (lower shading; expects others to bid low too), ``stratege`` builds sector sets
(holds shares of sectors it collects, pays more for them).

A rival reads only its seat's ``SeatView`` (C-7.4, C-10.5). Its own chance comes from its own
generator, reseeded from its seed and the game's public clock (``view.decisions``) for each
decision, and from its seed, the turn and the lot for a bid's plan (the same in both rounds of
an auction), so the same view and the same seed give the same decision, after a reload too.
Errors: ``make`` raises ValueError for an unknown level or personality; ``decide`` raises
TypeError for an unknown request type.
"""

from __future__ import annotations

import math
import random
import zlib
from typing import NamedTuple

import msgspec

from cresus_tui.games.cresus.cards import Rules, load_rules
from cresus_tui.games.cresus.decisions import (
    Answer, Bid, Buy, BuyLuxury, Done, Keep, Move, Offer, PickMarket, RepayLoan, Reply, Sell,
    SellLuxury, Stop,
)
from cresus_tui.games.cresus.requests import (
    BidRequest, BuyRequest, DebtRequest, EntryRequest, ExpertSectorRequest, JoinRequest,
    LuxuryRequest, MonopolyRequest, MoveRequest, OfferRequest, PartnerRequest, Request,
    SellRequest, ThrowRequest,
)
from cresus_tui.games.cresus.view import SeatView
from cresus_tui.i18n import current_language, tr, tr_n

from ..base import Choice
from ..dice import game_solver, sale_solver
from .valuation import Params, Valuer, facts
from .words import dec, percent, whole

LEVELS = ("easy", "normal", "hard")  # and "expert" (ai/cresus/expert.py, rival.make_rival)
PERSONALITIES = ("", "flambeur", "joueur", "ruse", "stratege")

LEVEL_PARAMS: dict[str, Params] = {
    "easy": Params(noise=0.3, greedy_keeps=0.9, shade=(0.8, 0.85, 0.9), reserve=50,
                   hold_weight=0.3, set_weight=0.0, crowd_model=False, offers=False,
                   safety=60, expert_scale=0.9, fund_margin=0.0),
    "normal": Params(),
    "hard": Params(model_opponents=True, lookahead=True, smart_bids=True, expert_scale=0.6,
                   crowd_temp=5.0, hold_weight=1.0, reserve=220, bid_doubt=0.5, bid_spread=7.99,
                   search_moves=True, bare_safety=0.0),
}
LEVEL_PARAMS["expert"] = LEVEL_PARAMS["hard"]  # the hard valuation, plus search (ai/cresus/expert.py)


def personality_params(base: Params, personality: str) -> Params:
    """``base`` changed by a personality (see the module docstring)."""
    r = msgspec.structs.replace
    if personality == "flambeur":
        return r(base, risk=0.5, reserve=int(base.reserve * 0.6),
                 shade=tuple(min(0.97, s + 0.1) for s in base.shade),
                 win_share=min(0.97, base.win_share + 0.06), bid_margin=1.1,
                 gamble_margin=base.gamble_margin - 0.15, expert_scale=base.expert_scale * 1.2,
                 bid_jitter=base.bid_jitter * 1.5)
    if personality == "joueur":
        return r(base, gamble_margin=base.gamble_margin - 0.4,
                 use_chance=min(0.9, base.use_chance + 0.15))
    if personality == "ruse":
        return r(base, shade=tuple(s - 0.12 for s in base.shade), bid_margin=0.8,
                 expert_scale=base.expert_scale * 0.85, move_jitter=base.move_jitter * 2)
    if personality == "stratege":
        return r(base, set_weight=max(1.6, base.set_weight * 4), hold_weight=1.0,
                 sector_use=min(1.2, base.sector_use * 1.3), market_uses=base.market_uses * 2)
    return base


def make(level: str, personality: str = "", seed: int = 0,
         rules: Rules | None = None) -> PolicyRival:
    """A rival of ``level`` and ``personality`` (``rules``: another data file's rules, for
    balance experiments). Raises ValueError for unknown names."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}, expert, "
                         f"random")
    if personality not in PERSONALITIES:
        raise ValueError(f"unknown personality {personality!r}: choose one of "
                         f"{', '.join(p for p in PERSONALITIES if p)}")
    return PolicyRival(level, personality, seed, rules=rules)


def _m(rules: Rules, market: int) -> str:
    return rules.markets[market].name


_NUMBERS = ("no", "one", "two", "three", "four", "five", "six")


def _count(n: int, noun: str, plural: str = "") -> str:
    """``1 rival``, ``2 rivals``, ``0 rivals`` (``plural``: an irregular plural), in the
    current language for the nouns of the reasons (rival, die, luxury card)."""
    if noun == "rival":
        return tr_n("{n} rival", "{n} rivals", n).format(n=n)
    if noun == "die":
        return tr_n("{n} die", "{n} dice", n).format(n=n)
    if noun == "luxury card":
        return tr_n("{n} luxury card", "{n} luxury cards", n).format(n=n)
    return f"{n} {noun if n == 1 else (plural or noun + 's')}"


def _number_word(n: int) -> str:
    """A small count as the reasons write it: "three" in English, the digit in French."""
    if current_language() == "en" and n < len(_NUMBERS):
        return _NUMBERS[n]
    return str(n)


def _colour_count(colour: str, k: int) -> str:
    """``three greens``, ``one red`` (French ``3 verts``, ``1 rouge``)."""
    words = {
        "red": tr_n("{n} red", "{n} reds", k), "blue": tr_n("{n} blue", "{n} blues", k),
        "yellow": tr_n("{n} yellow", "{n} yellows", k),
        "green": tr_n("{n} green", "{n} greens", k),
        "orange": tr_n("{n} orange", "{n} oranges", k),
        "violet": tr_n("{n} violet", "{n} violets", k),
    }
    if colour not in words:
        return f"{_number_word(k)} {colour if k == 1 else colour + 's'}"
    return words[colour].format(n=_number_word(k))


class _Plan(NamedTuple):
    """A planned round-1 bid: ``how`` is worthless, alone, shaded, outbid, read, sure (above
    every rival's cash) or spare (capped by the cash this seat can spare)."""

    amount: int
    value: float
    spare: int
    rivals_bid: float
    rivals: int
    how: str
    # per rival: (modelled bid, cash it can spare, the most it might bid: its cash, its worth)
    guesses: tuple[tuple[float, float, float], ...] = ()


class PolicyRival:
    """A computer rival (see the module docstring). ``decide(view, request) -> Choice``;
    ``side_decision(view) -> Choice | None`` (a luxury card sold to fund a winning bid, or a
    purchase or exchange offer, at most one a turn)."""

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
        self._funded: tuple[int, str] = (-1, "")

    def _reseed(self, view: SeatView, tag: int) -> None:
        """The rival's own chance depends only on its seed and the game's public clock, so a
        game saved and loaded again sees the same decisions (C-11.1)."""
        self.rng.seed((self.seed * 1_000_003 + view.decisions) * 4 + tag)

    # ------------------------------------------------------------------ the door

    def decide(self, view: SeatView, request: Request) -> Choice:
        """Answer ``request`` (addressed to ``view.seat``) from the seat's view only."""
        self._reseed(view, 1)
        val = Valuer(view, self.params, self.rules)
        name = _HANDLERS.get(type(request))
        if name is None:
            raise TypeError(f"unknown request {request!r}")
        # looked up on the instance, so a subclass's override of a policy method is used
        return getattr(self, name)(val, request)

    def side_decision(self, view: SeatView) -> Choice | None:
        """A luxury card sold to fund a winning bid (``_fund_bid``, C-8.2, C-10.1); else at
        most one trade offer a turn (C-10.4): a purchase offer (cash for a share) or an
        exchange offer (one of its shares, with cash if needed, for one of theirs), whichever
        gains this seat most, when another seat holds a share worth clearly more to this seat
        than to its holder and the holder is expected to accept; None otherwise."""
        fund = self._fund_bid(view)
        if fund is not None:
            return fund
        p = self.params
        if (not p.offers or view.phase not in ("purchase", "sale") or view.offer_waiting
                or self._offer_turn == view.turn or view.over or view.offers_left <= 0
                or view.dice):  # no trade while a share may be under sale (C-10.4)
            return None
        self._reseed(view, 2)
        val = Valuer(view, p, self.rules)
        me = view.me
        if me.position < 0 or me.position in view.closed or val.last:
            return None
        busy = set(view.revealed)
        typical = Valuer(view, LEVEL_PARAMS["normal"], self.rules)
        budget = me.cash - p.reserve // 2
        mine_out = {g: self._trade_worth(val, g, view.seat) for g in me.shares if g not in busy}
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
                if gain >= 15 and pay <= budget:
                    if best is None or gain > best[0]:
                        best = (gain, j, (), s, pay)
                # exchange offers: one of my shares (and cash if needed) for theirs, when the
                # holder, valuing both as a typical rival answers (``_offer``), gains
                their_take = self._trade_worth(typical, s, j)
                for g, mine_g in mine_out.items():
                    their_gain = self._trade_worth(typical, g, j) - their_take
                    pay = max(0, int(math.ceil(p.trade_edge - their_gain)))
                    gain = mine - mine_g - pay
                    if gain >= 15 and (pay == 0 or pay <= budget):
                        if best is None or gain > best[0]:
                            best = (gain, j, (g,), s, pay)
        if best is None:
            return None
        gain, j, give, s, pay = best
        self._offer_turn = view.turn
        if give:
            text = tr("offers {give} and {pay} M for {share}: about {gain} M better off") \
                if pay else tr("offers {give} for {share}: about {gain} M better off")
            return Choice(Offer(j, give, pay, (s,), 0),
                          text.format(give=give[0], pay=pay, share=s, gain=whole(gain)))
        return Choice(Offer(j, (), pay, (s,), 0),
                      tr("offers {pay} M for {share}: worth about {worth} M to me").format(
                          pay=pay, share=s, worth=whole(pay + gain)))

    def _trade_worth(self, val: Valuer, share: str, seat: int) -> float:
        """What ``share`` is worth (M) to ``seat`` in a trade, as ``_offer`` values it when the
        seat answers (C-10.4): holding it, or selling it on its market this turn."""
        pl = val.view.players[seat]
        v = val.hold_value(share, seat)
        if pl.position >= 0 and pl.position not in val.view.closed and val.view.phase in (
                "purchase", "sale"):
            v = max(v, val.sale_now(share, pl.position))
        return v

    def _fund_bid(self, view: SeatView) -> Choice | None:
        """Sell the most valuable luxury card (C-8.2: at any time, for half its price) before a
        round-1 sealed bid (C-7) when the cash it raises turns a losing bid into a winning one
        (above every rival's cash, or clearly above the bids expected from them) and the lot's
        worth above that bid exceeds the cost of buying the card back (its price less the
        sale) by ``Params.fund_margin``; never on the last two turns (the card would not be
        bought back in time, C-5.15), at most one card a lot. The reason names neither the lot's
        worth nor the bid (C-7.4)."""
        p = self.params
        me = view.me
        if (p.fund_margin <= 0 or me.luxuries == 0 or view.experts_left < 2 or view.over
                or "bid" in view.my_choices):
            return None
        req = next((r for r in view.requests if isinstance(r, BidRequest) and r.round == 1),
                   None)
        if req is None or self._funded == (view.turn, req.lot):
            return None
        self._reseed(view, 1)
        val = Valuer(view, p, self.rules)
        plan = self._plan_bid(val, req.lot, req.lot_kind, req.bidders)
        lux = self.rules.data.luxuries
        card = lux[me.luxuries - 1]
        resale = card.price * self.rules.data.luxury_sale_percent // 100
        richer = msgspec.structs.replace(me, cash=me.cash + resale, luxuries=me.luxuries - 1)
        players = view.players[:view.seat] + (richer,) + view.players[view.seat + 1:]
        val2 = Valuer(msgspec.structs.replace(view, players=players), p, self.rules)
        plan2 = self._plan_bid(val2, req.lot, req.lot_kind, req.bidders)

        def wins(pl: _Plan) -> bool:
            return pl.how == "sure" or pl.amount >= pl.rivals_bid * 1.1 + 2

        if plan2.amount <= me.cash or not wins(plan2) or wins(plan):
            return None
        if plan2.value - plan2.amount - (card.price - resale) < p.fund_margin:
            return None
        self._funded = (view.turn, req.lot)
        return Choice(SellLuxury(1), tr("sells the {card} for {amount} M to raise cash").format(
            card=card.name, amount=resale))

    # ------------------------------------------------------------------ helpers

    def _noisy(self, v: float, rng: random.Random | None = None) -> float:
        n = self.params.noise
        return v * (1.0 + (rng or self.rng).gauss(0.0, n)) if n else v

    def _lot_rng(self, view: SeatView, lot: str) -> random.Random:
        """The rival's own chance for one lot in one turn: the same in both rounds of an
        auction and after a reload (C-11.1), so the round-1 bid can be recalled in round 2."""
        key = zlib.crc32(lot.encode())
        return random.Random((self.seed * 1_000_003 + view.turn * 7_919) * 65_537 + key)

    def _lot_name(self, lot: str, kind: str) -> str:
        if kind == "share":
            return lot
        e = self.rules.experts[lot]
        if e.kind == "expert_sector":
            return tr("the Expert Secteur {sector}").format(
                sector=self.rules.sectors[str(e.target)].name)
        if e.kind == "expert_market":
            return tr("the Expert Marché {market}").format(market=_m(self.rules, int(e.target)))
        if e.kind == "monopoly":
            return tr("the Monopole")
        if e.kind == "partner":
            return tr("the Partenaire")
        return lot

    def _potential_bidders(self, view: SeatView, lot: str, kind: str,
                           asked: tuple[int, ...] = ()) -> list[int]:
        """The other seats that may bid for ``lot`` (public, C-10.5): every seat still playing
        for an Expert card (C-5.1); the eligible buyers of the market for a share (C-5.6). The
        same set in both rounds of an auction, so the round-1 bid can be recalled. ``asked``:
        the request's bidders, already among them in a game's own views."""
        out = []
        market = self.facts[lot].market if kind == "share" else -1
        for j, pl in enumerate(view.players):
            if j == view.seat or pl.eliminated or (pl.cash == 0 and pl.luxuries == 0):
                continue
            if kind == "share" and j not in asked:
                here = j in view.market_players[market]
                barred = pl.barred and pl.position == market and pl.partner != market
                if not here or barred:
                    continue
            out.append(j)
        return out

    def _spare(self, val: Valuer, lot: str, kind: str, seat: int | None = None) -> int:
        """Cash (M) this seat can put into ``lot`` and still meet likely imposed payments
        (C-10.2) without the bank loan (C-10.3). A share bought at auction can be sold this
        same turn (the sale phase follows the purchase, C-5.11), so part of its expected sale
        counts as liquid."""
        seat = val.seat if seat is None else seat
        if kind == "expert":
            return val.spendable(seat, val.expert_reserve(lot, seat))
        p = val.p
        cash = val.view.players[seat].cash
        back = p.lot_liquid * self.facts[lot].ev
        return max(0, min(cash, int(val.liquid(seat) + back - val.safety(seat))))

    def _plan_bid(self, val: Valuer, lot: str, kind: str,
                  asked: tuple[int, ...] = ()) -> _Plan:
        """The round-1 sealed bid (C-7) for ``lot``: its worth, shaded by the number of possible
        rivals; raised to outbid the rivals' likely bids (their own worth of the lot from public
        holdings, a typical shading, their cash) when the lot is clearly worth more to this
        seat; never above the richest rival's cash + 1; capped by the cash it can spare. Uses
        only facts that do not change between the two rounds of an auction."""
        p = self.params
        view = val.view
        rng = self._lot_rng(view, lot)
        typical = Valuer(view, LEVEL_PARAMS["normal"], self.rules)
        if kind == "expert":
            value = val.expert_value(lot)
            worth = {o: typical.expert_value(lot, o) for o in range(len(view.players))}
        else:
            market = self.facts[lot].market
            value = val.share_value(lot, market)
            worth = {o: typical.share_value(lot, market, o) for o in range(len(view.players))}
        value = self._noisy(value, rng)
        jitter = rng.uniform(-p.bid_jitter, p.bid_jitter / 2) if p.bid_jitter else 0.0
        spread = rng.uniform(0.0, p.bid_spread) if p.bid_jitter else 0.0
        others = self._potential_bidders(view, lot, kind, asked)
        spare = self._spare(val, lot, kind)
        if p.bid_jitter and spare > 3:  # alike rivals short of cash should not all tie
            spare -= rng.randint(0, max(3, int(spare * p.bid_jitter * 2)))
        cash = view.me.cash
        if value < 1:
            return _Plan(0, value, spare, 0.0, len(others), "worthless")
        if not others:
            amount = min(cash, spare, 1)
            return _Plan(amount, value, spare, 0.0, 0, "alone")
        n = len(others)
        shade_o = LEVEL_PARAMS["normal"].shade[min(n, 3) - 1]
        guesses = []
        field = others + [view.seat]
        for o in others:
            o_cash = view.players[o].cash
            if p.smart_bids:  # a typical rival bids no more than the cash it can spare
                o_cash = self._spare(typical, lot, kind, o)
            guess = worth[o] * shade_o
            if p.smart_bids:  # a typical rival also raises its bid to outbid the others
                e_o = max(min(view.players[x].cash, worth[x] * shade_o)
                          for x in field if x != o)
                if worth[o] >= e_o * 1.15 + 3:
                    guess = max(guess, min(worth[o] * 0.9, e_o * 1.12 + 2))
            cap = float(min(view.players[o].cash, max(1.0, worth[o])))
            guesses.append((max(1.0, min(o_cash, guess)), o_cash, cap))
        rivals_bid = max(g[0] for g in guesses)
        top_cash = max(view.players[o].cash for o in others)
        how = "shaded"
        if p.smart_bids:
            # the bid maximising (value - bid) x P(win), each rival's bid spread uniformly
            # as a typical rival's own chance spreads it (-8 % .. +4 % and up to 3 M) about its
            # modelled bid (scaled by bid_margin), never above the cash it can spare
            hi = min(cash, int(value), top_cash + 1)
            best_b, best_u = 0, 0.0
            probe = _Plan(0, value, spare, 0.0, n, "", tuple(guesses))
            for b in range(1, hi + 1):
                u = (value - b) * self.win_chance(probe, b)
                if u > best_u:
                    best_b, best_u = b, u
            amount = float(best_b)
            how = "read"
        else:
            amount = value * p.shade[min(n, 3) - 1]
            if value >= rivals_bid * p.bid_margin * 1.15 + 3:  # clearly worth more to me
                target = rivals_bid * p.bid_margin * 1.12 + 2
                if target > amount:
                    amount, how = min(value * p.win_share, target), "outbid"
        sure = amount > top_cash
        amount = min(amount, top_cash + 1)
        if amount > 0 and jitter:
            amount = amount * (1.0 + jitter) + spread
            if sure:
                amount = max(amount, top_cash + 1)
            amount = min(amount, top_cash + 1)
        if int(amount) > top_cash:
            how = "sure"
        amount = int(amount)
        if amount > spare:
            how = "spare"
        amount = max(0, min(cash, spare, amount))
        return _Plan(amount, value, spare, rivals_bid, n, how, tuple(guesses))

    def win_chance(self, plan: _Plan, bid: int) -> float:
        """The chance (0..1) that ``bid`` (M) wins the sealed auction (C-7.1) against the
        rivals' bids modelled in ``plan``: each rival bids as a typical rival would (spread
        uniformly about its modelled bid, never above the cash it can spare) or, with chance
        ``Params.bid_doubt``, anything from nothing up to the lot's worth to it or its cash
        (a player of unknown habits); 1 alone, 0 for no bid."""
        if bid <= 0:
            return 0.0
        doubt = self.params.bid_doubt
        pw = 1.0
        for guess, o_cash, cap in plan.guesses:
            if bid > o_cash:
                typical = 1.0
            else:
                g = guess * self.params.bid_margin
                lo, up = 0.9 * g, 1.05 * g + 3
                typical = min(1.0, max(0.0, (bid - lo) / (up - lo)))
            anyone = min(1.0, bid / cap) if cap > 0 else 1.0
            pw *= (1 - doubt) * typical + doubt * anyone
        return pw

    def bid_utility(self, val: Valuer, req: BidRequest, plan: _Plan, bid: int) -> float:
        """The expected gain (M) of bidding ``bid`` on ``req``'s lot: (worth - bid) x the
        chance to win (``win_chance``), less what a bid above the cash the seat can spare
        risks (the excess, C-10.2). The planned bid is valued at the best of these (it is
        the rival's answer from the same facts)."""
        if bid <= 0:
            return 0.0
        u = (plan.value - bid) * self.win_chance(plan, bid)
        if bid > plan.spare:
            u -= bid - plan.spare
        return u

    def rebid_limit(self, plan: _Plan, kind: str, cash: int, tie: int) -> int:
        """The most (M) this seat bids in the second round of an auction (C-7.3) after a tie
        at ``tie`` M, from its round-1 ``plan`` and its ``cash`` (M): the lot's worth (for an
        Expert card at least 0.85 of its unshaded worth), the cash it can spare stretched by
        max(5, cash / 5) (a share can be sold again this turn), plus a step of the rival's own
        chance (``Params.bid_jitter``, drawn from its generator) so that alike rivals at the
        same cap rarely meet; never above ``cash``. It bids uniformly above ``tie`` up to
        this limit, or the limit itself when that is not above the tie."""
        top = int(plan.value)
        if kind == "expert":  # Expert values are shaded by expert_scale; a tie is the
            # time to pay closer to the unshaded worth
            top = max(top, int(plan.value / max(0.1, self.params.expert_scale) * 0.85))
        limit = min(cash, plan.spare + max(5, cash // 5), top)
        if p_jitter := self.params.bid_jitter:  # alike rivals at the same cap: a step
            limit = min(cash, limit + self.rng.randint(0, max(2, int(tie * p_jitter))))
        return limit

    def _bid_amount(self, val: Valuer, lot: str, kind: str, req: BidRequest) -> tuple[int, str]:
        """The bid and its reason. Round 2 (C-7.3: only the tied players bid again, a second
        tie cancels the sale): the tie amount is this seat's own round-1 bid, recalled from the
        same facts; bid above it, up to the lot's worth, by a step of the rival's own chance."""
        plan = self._plan_bid(val, lot, kind, req.bidders)
        name = self._lot_name(lot, kind)
        worth = tr("{lot} is worth about {value} M to me").format(lot=name,
                                                                    value=whole(plan.value))
        if req.round == 2 and plan.amount > 0:
            tie = plan.amount
            limit = self.rebid_limit(plan, kind, req.cash, tie)
            if limit > tie:  # uniform over the steps above the tie: alike rivals rarely meet
                amount = self.rng.randint(tie + 1, limit)
                return amount, tr("bids {amount} M to break the {tie} M tie: {worth}").format(
                    amount=amount, tie=tie, worth=worth)
            amount = max(0, limit)
            if amount == 0:
                return 0, tr("no bid: {worth} but I cannot spare any cash").format(worth=worth)
            if amount == tie:
                return amount, tr("bids {amount} M again, all I will pay: {worth}").format(
                    amount=amount, worth=worth)
            return amount, tr("bids {amount} M, below the {tie} M tie: {worth}").format(
                amount=amount, tie=tie, worth=worth)
        amount = plan.amount
        if plan.how == "worthless" or amount == 0 and plan.value < 1:
            return 0, tr("no bid: {lot} is worth nothing to me now").format(lot=name)
        rivals = _count(plan.rivals, "rival")
        if amount == 0 and plan.how == "read" and plan.spare > 0:
            return 0, tr("no bid: {worth}; {rivals} expected to bid up to about {bid} "
                         "M").format(worth=worth, rivals=rivals, bid=whole(plan.rivals_bid))
        if amount == 0:
            return 0, tr("no bid: {worth} but I cannot spare any cash").format(worth=worth)
        if plan.how == "alone":
            return amount, tr("bids {amount} M, the smallest bid: no rival can bid").format(
                amount=amount)
        if plan.how == "spare":
            return amount, tr("bids {amount} M: {worth}; I can spare {spare} M").format(
                amount=amount, worth=worth, spare=plan.spare)
        if plan.how == "sure":
            return amount, tr("bids {amount} M, more than any rival can pay: {worth}").format(
                amount=amount, worth=worth)
        if plan.how == "outbid":
            return amount, tr("bids {amount} M: {worth}; rivals' bids expected near {bid} "
                              "M").format(amount=amount, worth=worth, bid=whole(plan.rivals_bid))
        if plan.how == "read":
            return amount, tr("bids {amount} M: {worth}; {rivals} expected to bid up to about "
                              "{bid} M").format(amount=amount, worth=worth, rivals=rivals,
                                                bid=whole(plan.rivals_bid))
        return amount, tr("bids {amount} M: {worth}, against {rivals}").format(
            amount=amount, worth=worth, rivals=rivals)

    # ------------------------------------------------------------------ requests

    def _bid(self, val: Valuer, req: BidRequest) -> Choice:
        amount, why = self._bid_amount(val, req.lot, req.lot_kind, req)
        return Choice(Bid(amount), why)

    def move_scores(self, val: Valuer, req: MoveRequest,
                    crowd: list[float] | None) -> dict[int, float]:
        """What each allowed market is worth (M) to this seat this turn (C-5.2), before the
        rival's own chance: ``Valuer.market_scores`` with the expected crowd."""
        return val.market_scores(None, crowd, req.allowed)

    def _move(self, val: Valuer, req: MoveRequest) -> Choice:
        p = self.params
        crowd = val.crowd(req.allowed) if p.crowd_model else None
        scores = self.move_scores(val, req, crowd)
        if p.noise:
            scores = {m: self._noisy(s) + self.rng.uniform(0, 5) for m, s in scores.items()}
        elif p.move_jitter:  # alike rivals should not all pick the same market
            scores = {m: s + self.rng.uniform(0, p.move_jitter) for m, s in scores.items()}
        best = max(scores, key=lambda m: (scores[m], -m))
        if scores[best] < 1:
            return Choice(Move(best), tr("{market}: no market is worth much to me this "
                                         "turn").format(market=_m(self.rules, best)))
        why = tr("{market}: worth about {value} M to me this turn").format(
            market=_m(self.rules, best), value=whole(scores[best]))
        if crowd is not None and round(crowd[best]) >= 1:
            why += tr(", {rivals} expected there").format(
                rivals=_count(round(crowd[best]), "rival"))
        return Choice(Move(best), why)

    def _monopoly(self, val: Valuer, req: MonopolyRequest) -> Choice:
        me = val.view.me
        if req.market in val.view.closed or me.barred:
            return Choice(Answer(False), tr("keeps the Monopole: nothing to buy here"))
        surplus = val.purchase_surplus(req.market)
        gain = surplus * (1 - 1 / (1 + 0.9 * len(req.others)))
        keep = val.expert_value(req.card) if not val.last else 0.0
        if gain >= 0.5 * keep:
            return Choice(Answer(True), tr("uses the Monopole: sends {rivals} away, keeping "
                                           "about {gain} M of purchases").format(
                rivals=_count(len(req.others), "rival"), gain=whole(gain)))
        return Choice(Answer(False), tr("keeps the Monopole for a better turn"))

    def _partner(self, val: Valuer, req: PartnerRequest) -> Choice:
        scores = val.market_scores(None, None, req.markets)
        best = max(scores, key=lambda m: (scores[m], -m))
        need = 0.0 if val.future <= 1 else 25.0
        if scores[best] > need:
            return Choice(PickMarket(best), tr("uses the Partenaire on {market}: about {gain} M "
                                               "to gain there").format(
                market=_m(self.rules, best), gain=whole(scores[best])))
        return Choice(PickMarket(-1), tr("keeps the Partenaire for a better turn"))

    def _expert_sector(self, val: Valuer, req: ExpertSectorRequest) -> Choice:
        return Choice(Answer(True), tr("takes {share} free with the Expert Secteur").format(
            share=req.share))

    def _join(self, val: Valuer, req: JoinRequest) -> Choice:
        """Join (C-5.9) only to buy or bid meaningfully, and never without the cash to pay the
        printed price (a lone joiner may buy at that price, C-5.9; short of it, a rival would
        join and then could not pay). Then: the bid planned for the auction beats every
        rival's cash; or this seat would bid something and the share is worth 5 M more than
        its price; or the bid is at least 3 M and 15 % of the worth. (Its purchase reserve,
        ``Valuer.can_pay``, may still keep a lone joiner from buying, as ``_buy`` then says:
        keeping it out of the auctions too cost normal rivals 4.7 points against random
        players, docs/balance.md.)"""
        plan = self._plan_bid(val, req.share, "share")
        price = self.facts[req.share].price
        if plan.value <= 5:
            return Choice(Answer(False), tr("stays out: {share} is not worth a bid to me").format(
                share=req.share))
        cash = val.view.me.cash
        if cash < price:
            return Choice(Answer(False), tr("stays out: alone I would have to pay the {price} M "
                                            "price of {share}, more than my {cash} M").format(
                price=price, share=req.share, cash=cash))
        need = max(3.0, 0.15 * plan.value)
        # a join's reason is told at the participation reveal, before the bids: it names
        # neither the worth nor the bid to come (C-7.4)
        if plan.how == "sure" and plan.amount > 0:
            return Choice(Answer(True), tr("joins: {share} is worth a bid to me").format(
                share=req.share))
        # alone, a joiner buys at the printed price (C-5.9)
        if plan.amount > 0 and plan.value >= price + 5:
            return Choice(Answer(True), tr("joins: {share} is worth more than the {price} M "
                                           "price to me").format(share=req.share, price=price))
        if plan.amount >= need:
            return Choice(Answer(True), tr("joins: {share} is worth a bid to me").format(
                share=req.share))
        if plan.spare < need:
            return Choice(Answer(False), tr("stays out: {share} is worth about {value} M to me "
                                            "but I can spare only {spare} M of my {cash} "
                                            "M").format(share=req.share, value=whole(plan.value),
                                                        spare=plan.spare,
                                                        cash=val.view.me.cash))
        return Choice(Answer(False), tr("stays out: my {amount} M bid would be too small for "
                                        "{share}").format(amount=plan.amount, share=req.share))

    def buy_gains(self, val: Valuer, req: BuyRequest) -> list[tuple[tuple[str, ...], float]]:
        """Each purchase this seat may make (C-5.8: a subset of the revealed cards, within
        its cash and its liquid reserve) with its gain (M: worth to the seat less the printed
        price); buying nothing gains 0 and comes first."""
        out: list[tuple[tuple[str, ...], float]] = [((), 0.0)]
        shares = list(req.shares)
        subsets: list[tuple[str, ...]] = [(s,) for s in shares]
        if len(shares) == 2:
            subsets.append(tuple(shares))
        for sub in subsets:
            price = sum(self.facts[s].price for s in sub)
            if price > req.cash or not val.can_pay(price, sub):
                continue
            gain = 0.0
            seen: dict[str, int] = {}
            for s in sub:
                sec = self.facts[s].sector
                gain += val.share_value(s, req.market, extra_count=seen.get(sec, 0)) \
                    - self.facts[s].price
                seen[sec] = seen.get(sec, 0) + 1
            out.append((sub, gain))
        return out

    def _buy(self, val: Valuer, req: BuyRequest) -> Choice:
        best: tuple[float, tuple[str, ...]] = (0.0, ())
        shares = list(req.shares)
        subsets: list[tuple[str, ...]] = [(s,) for s in shares]
        if len(shares) == 2:
            subsets.append(tuple(shares))
        kept = False  # a share worth its price, left for the reserve
        for sub in subsets:
            price = sum(self.facts[s].price for s in sub)
            # the reserve bids respect: liquid means after the purchase (a share bought can
            # be sold again this turn) above the seat's safety (C-10.2, C-10.3)
            if price > req.cash or not val.can_pay(price, sub):
                if price <= req.cash and len(sub) == 1:
                    kept = kept or val.share_value(sub[0], req.market) > price
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
            if all(self.facts[s].price > req.cash for s in shares):
                cheapest = min(self.facts[s].price for s in shares)
                return Choice(Buy(()), tr("buys nothing: the price, {price} M, is more than "
                                          "my {cash} M").format(price=cheapest, cash=req.cash))
            if kept:
                return Choice(Buy(()), tr("buys nothing: of my {cash} M I keep a reserve for "
                                          "payments to come").format(cash=req.cash))
            return Choice(Buy(()), tr("buys nothing: nothing here is worth the price to me"))
        return Choice(Buy(best[1]), tr("buys {shares}: about {gain} M above the price "
                                       "expected").format(
            shares=(" " + tr("and") + " ").join(best[1]), gain=whole(best[0])))

    def entry_gain(self, val: Valuer, req: EntryRequest) -> float:
        """The expected net gain (M) of paying the entry of a game or a tournament (C-9.2,
        C-9.3) as this rival judges it; its sign is the rival's answer (at least 0.5 M either
        way when the answer rests on something else than the expectation: the cash to
        spare, a luxury card at the end)."""
        yes = self.decide(val.view, req).decision.yes  # type: ignore[union-attr]
        if req.tournament:
            odds = val.tournament_odds(req.game, req.entry)
            ev = sum(t * q for t, q in odds.items()) - req.entry
        else:
            ev = val.gamble_worth(req.game, req.entry)
        return max(0.5, ev) if yes else min(-0.5, ev)

    def rule_gain(self, val: Valuer, req: Request, choice: Choice) -> float:
        """The gain (M) the evaluator gives this rival's answer to a request decided by a rule
        rather than by comparing values (join, Monopole, Partenaire, luxury, debt, offer): 0,
        the same as the other answers (a model estimate; no answer is charged a loss)."""
        return 0.0

    def evaluate(self, view: SeatView, request: Request):
        """The evaluator's judgement of ``request`` (ai/cresus/evaluator.py, its pieces in
        ai/cresus/judge.py) with this rival's valuations: an ``Evaluation``, best option
        first."""
        from .judge import Evaluation, Option, Value, _worth, horizon, options_for

        self._reseed(view, 1)
        val = Valuer(view, self.params, self.rules)
        pos = _worth(val, view.seat)
        opts = options_for(self, val, request)
        if isinstance(request, BidRequest) and len(opts) > 1:
            plan = self._plan_bid(val, request.lot, request.lot_kind, request.bidders)
            top = max(o.value.m for o in opts)
            opts = [Option(o.decision, Value(top, False), "the planned bid")
                    if o.decision == Bid(plan.amount) else o for o in opts]
        ranked = sorted((Option(o.decision, Value(pos + o.value.m, o.value.exact,
                                                  o.value.samples, o.value.stderr), o.why)
                         for o in opts), key=lambda o: -o.value.m)
        return Evaluation(view.seat, request, Value(pos), tuple(ranked), horizon(view))

    def _entry(self, val: Valuer, req: EntryRequest) -> Choice:
        p = self.params
        cash = val.view.me.cash
        name = self.rules.games[req.game].name if req.game in self.rules.games else req.game
        # on the last turn a tournament only needs the cash an imposed payment could take
        # (shares count for nothing at the end, C-5.15)
        keep = val.imposed_exposure() if req.tournament and val.last else None
        if cash < req.entry:
            return Choice(Answer(False), tr("skips {game}: the {entry} M entry is more than "
                                            "my {cash} M").format(game=name, entry=req.entry,
                                                                  cash=cash))
        if p.risk <= 0 and val.spendable(None, keep) < req.entry:
            return Choice(Answer(False), tr("skips {game}: of my {cash} M I keep a reserve for "
                                            "payments to come; {spare} M to spare, not the "
                                            "{entry} M entry").format(
                game=name, cash=cash, spare=val.spendable(None, keep), entry=req.entry))
        if req.tournament:
            return self._tournament(val, req, name)
        worth = val.gamble_worth(req.game, req.entry)
        if val.last and self._lux_count(val, cash - req.entry) < self._lux_count(val, cash):
            # last turn: luxury cards, then cash, rank the players (C-5.15); an entry that
            # could cost a luxury card is not worth its expected gain
            return Choice(Answer(False), tr("skips {game}: the {entry} M could cost me a luxury "
                                            "card at the end").format(game=name,
                                                                      entry=req.entry))
        if worth >= req.entry * p.gamble_margin:
            return Choice(Answer(True), tr("plays {game}: {value} M expected for {entry} "
                                           "M").format(game=name, value=dec(worth + req.entry),
                                                       entry=req.entry))
        return Choice(Answer(False), tr("skips {game}: {value} M expected for {entry} M").format(
            game=name, value=dec(worth + req.entry), entry=req.entry))

    def _tournament(self, val: Valuer, req: EntryRequest, name: str) -> Choice:
        """C-9.2: enter a tournament when the expected take from the pot (``tournament_odds``),
        less the entry, is above entry x ``gamble_margin`` (the same rule as the gambling
        games: only a personality that loves the game pays for a small expected loss). On the
        last turn (C-5.15: luxury cards, then cash, rank the players) when it raises the
        luxury cards the seat expects to buy at the end, cash after them breaking ties."""
        p = self.params
        odds = val.tournament_odds(req.game, req.entry)
        ev = sum(t * q for t, q in odds.items()) - req.entry
        if val.last:
            final = val.view.me.cash + val.sales_to_come()
            now = self._end_worth(val, final)
            enter = sum(q * self._end_worth(val, final - req.entry + t) for t, q in odds.items())
            win = sum(q for t, q in odds.items() if t > req.entry)
            if enter > now + 1e-9:
                return Choice(Answer(True), tr("enters the {game} tournament: a {chance} chance "
                                               "at the pot could buy me a luxury card more at "
                                               "the end").format(game=name,
                                                                 chance=percent(win)))
            if self._lux_count(val, int(final - req.entry)) < self._lux_count(val, int(final)):
                return Choice(Answer(False), tr("skips the {game} tournament: the {entry} M "
                                                "could cost me a luxury card at the "
                                                "end").format(game=name, entry=req.entry))
            return Choice(Answer(False), tr("skips the {game} tournament: the pot would not buy "
                                            "me a luxury card more at the end").format(game=name))
        if ev > req.entry * p.gamble_margin:
            return Choice(Answer(True), tr("enters the {game} tournament: {value} M of the pot "
                                           "expected for {entry} M").format(
                game=name, value=dec(ev + req.entry), entry=req.entry))
        return Choice(Answer(False), tr("skips the {game} tournament: {value} M of the pot "
                                        "expected for {entry} M").format(
            game=name, value=dec(ev + req.entry), entry=req.entry))

    def _end_worth(self, val: Valuer, cash: float) -> float:
        """What ``cash`` (M) at the end of the last turn ranks as (C-5.15): 1,000 per luxury
        card it buys (``_lux_count``), plus the cash left after them."""
        n = self._lux_count(val, int(cash))
        lux = self.rules.data.luxuries
        spent = sum(lux[r].price for r in range(val.view.me.luxuries, val.view.me.luxuries + n))
        return 1000.0 * n + cash - spent

    def _throw(self, val: Valuer, req: ThrowRequest) -> Choice:
        if req.purpose == "sale":
            solver = sale_solver(self.rules.shares[req.subject].table, req.throws)
        elif req.purpose == "gamble":
            solver = game_solver(self.rules.games[req.subject])
        else:
            solver = game_solver(self.rules.games[req.subject], tournament=True)
        unit = "" if req.purpose == "tournament" else " M"
        if self.params.greedy_keeps and self.rng.random() < self.params.greedy_keeps:
            counts = [req.dice.count(f) for f in range(6)]
            colour = max(range(6), key=lambda f: counts[f])
            keep = tuple(i for i, d in enumerate(req.dice) if d == colour)
            if len(keep) == len(req.dice):
                return Choice(Stop(), tr("stops: the dice are all one colour"))
            return Choice(Keep(keep), tr("{keeps}: my largest colour group").format(
                keeps=self._keep_words(req.dice, keep)))
        keep_idx, ev = solver.best_keep_dice(req.dice, req.throws_left)
        if len(keep_idx) == len(req.dice):
            return Choice(Stop(), tr("stops: {value}{unit} as the dice lie").format(
                value=dec(ev), unit=unit))
        keep = tuple(keep_idx)
        return Choice(Keep(keep), tr("{keeps}: {value}{unit} expected").format(
            keeps=self._keep_words(req.dice, keep), value=dec(ev), unit=unit))

    def _keep_words(self, dice: tuple[int, ...], keep: tuple[int, ...]) -> str:
        """``keeps 3 dice (three greens)``, ``keeps 1 die (one red)``, ``throws all six
        again``: exactly the dice of the Keep decision, by colour (C-1.2)."""
        if not keep:
            n = len(dice)
            return tr("throws all {n} again").format(n=_number_word(n))
        groups: dict[int, int] = {}
        for i in keep:
            groups[dice[i]] = groups.get(dice[i], 0) + 1
        parts = []
        for face, k in sorted(groups.items(), key=lambda kv: (-kv[1], kv[0])):
            colour = self.rules.markets[face].colour
            parts.append(_colour_count(colour, k))
        listed = parts[0] if len(parts) == 1 else tr("{some} and {last}").format(
            some=", ".join(parts[:-1]), last=parts[-1])
        return tr("keeps {dice} ({listed})").format(dice=_count(len(keep), "die", "dice"),
                                                    listed=listed)

    def use_expert(self, val: Valuer, req: SellRequest, share: str) -> bool:
        """Use an Expert Marché (C-6.2) on the sale of ``share``: when one is usable here and
        the extra throw gains 20 M or more, or the game has a turn at most to go."""
        f = self.facts[share]
        return bool(req.experts) and (f.ev_plus - f.ev >= 20 or val.future <= 1)

    def _sell(self, val: Valuer, req: SellRequest) -> Choice:
        best = None
        for s in req.shares:
            use = self.use_expert(val, req, s)
            now = val.sale_now(s, req.market, use)
            delta = now - val.hold_value(s)
            if best is None or delta > best[0]:
                best = (delta, s, use, now)
        if best is None or best[0] <= 0:
            return Choice(Done(), tr("done selling here: the shares left are worth more "
                                     "elsewhere"))
        delta, s, use, now = best
        why = tr("sells {share}: {value} M expected here with the Expert Marché") if use else \
            tr("sells {share}: {value} M expected here")
        return Choice(Sell(s, use), why.format(share=s, value=whole(now)))

    def _debt(self, val: Valuer, req: DebtRequest) -> Choice:
        if req.shares:
            s = max(req.shares, key=lambda x: val.sale_now(x, req.market) - val.hold_value(x))
            return Choice(Sell(s), tr("sells {share} to pay {owed} M").format(share=s,
                                                                             owed=req.owed))
        return Choice(SellLuxury(1), tr("sells a luxury card to pay {owed} M").format(
            owed=req.owed))

    def _luxury(self, val: Valuer, req: LuxuryRequest) -> Choice:
        p = self.params
        cash = req.cash
        rank = req.next_rank
        price = val.luxury_price(rank)
        if req.loan:
            if cash - req.loan >= price:
                return Choice(RepayLoan(), tr("repays the {loan} M loan to buy a luxury "
                                              "card").format(loan=req.loan))
            return Choice(Done(), tr("buys nothing: cannot repay the {loan} M loan and buy "
                                     "yet").format(loan=req.loan))
        if req.affordable == 0:
            return Choice(Done(), tr("buys nothing: the next luxury card costs {price} M").format(
                price=price))
        n_lux = len(self.rules.data.luxuries)
        if rank + req.affordable - 1 >= n_lux:  # the island within reach: it wins at once
            k = n_lux - rank + 1
            if k == 1:
                return Choice(BuyLuxury(1), tr("buys the Île paradisiaque and ends the game"))
            return Choice(BuyLuxury(k), tr("buys {cards} up to the Île paradisiaque and ends "
                                           "the game").format(cards=_count(k, "luxury card")))
        if val.last:
            return Choice(BuyLuxury(req.affordable), tr("last turn: buys {cards}, all I can "
                                                        "afford").format(
                cards=_count(req.affordable, "luxury card")))
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
            return Choice(Done(), tr("buys nothing: keeps {cash} M to invest (the next luxury "
                                     "card costs {price} M; reserve {reserve} M)").format(
                cash=cash, price=price, reserve=reserve))
        left = cash - sum(val.luxury_price(rank + i) for i in range(k))
        return Choice(BuyLuxury(k), tr("buys {cards}, keeping {left} M to invest").format(
            cards=_count(k, "luxury card"), left=left))

    def _lux_count(self, val: Valuer, cash: int) -> int:
        """How many luxury cards ``cash`` (M) buys at this turn's end (two at most, C-5.14)."""
        me = val.view.me
        lux = self.rules.data.luxuries
        n = 0
        for r in range(me.luxuries, min(len(lux), me.luxuries + 2)):
            if cash < lux[r].price:
                break
            cash -= lux[r].price
            n += 1
        return n

    def _reserve(self, val: Valuer) -> int:
        """Cash (M) kept to invest before buying luxury cards (C-5.14): the full
        ``Params.reserve`` while five turns or more are left, then shrinking each turn, since
        luxury cards rank the players (C-5.15) and at most two can be bought a turn."""
        p = self.params
        f = val.future
        scale = 1.0 if f >= 5 else (0.0, 0.1, 0.3, 0.5, 0.75)[f]
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
            if val.last:  # its own sale still to come, or nothing (C-5.15)
                return val.last_turn_share(s)
            v = val.hold_value(s)
            if sell_here:
                v = max(v, val.sale_now(s, pos))
            return v

        gain = (sum(worth(s) for s in req.give_shares) + req.give_cash
                - sum(worth(s) for s in req.take_shares) - req.take_cash)
        if gain >= 3 and req.take_cash <= me.cash:
            return Choice(Reply(True), tr("accepts: about {gain} M better off").format(
                gain=whole(gain)))
        if req.take_cash > me.cash:
            return Choice(Reply(False), tr("declines: I do not have {cash} M").format(
                cash=req.take_cash))
        if gain < 0:
            return Choice(Reply(False), tr("declines: I would lose about {loss} M").format(
                loss=whole(-gain)))
        return Choice(Reply(False), tr("declines: only about {gain} M better off").format(
            gain=whole(gain)))


_HANDLERS = {
    BidRequest: "_bid", MoveRequest: "_move", MonopolyRequest: "_monopoly",
    PartnerRequest: "_partner", ExpertSectorRequest: "_expert_sector", JoinRequest: "_join",
    BuyRequest: "_buy", EntryRequest: "_entry", ThrowRequest: "_throw", SellRequest: "_sell",
    DebtRequest: "_debt", LuxuryRequest: "_luxury", OfferRequest: "_offer",
}
