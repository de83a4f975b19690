"""What things are worth to a seat, in M, computed from that seat's view only (C-7.4, C-10.5).

The game is won on luxury cards, then cash (C-5.15): shares and Expert cards are worth nothing
at the end, so every value here is the cash a thing is expected to turn into before the game
ends. The building blocks:

* `ShareFacts`: per share, the expected sale under optimal keeps (ai/dice.py) on its origin
  market and with one extra throw (Expert Marché, C-6.2), its off-market premium (C-5.13), price.
* `Valuer`: a share (sell now here, or hold for a premium elsewhere next turn, plus the sector
  bonus it triggers, C-2.2), an Expert card (chapter 6), a gambling entry (C-9.3), a market
  visit (purchase, sale, crowding, Pirates, the repeat penalty C-5.3), the luxury plan (C-8).

``Params`` carries the knobs that make levels and personalities differ (see ai/policy.py).
Nothing here raises for a legal view; unknown share ids raise KeyError.
"""

from __future__ import annotations

import math

import msgspec

from cresus_tui.games.cresus.cards import Rules, load_rules
from cresus_tui.games.cresus.view import SeatView

from ..dice import game_solver, sale_solver


class Params(msgspec.Struct, frozen=True):
    """Behaviour knobs of a rival (levels and personalities, ai/policy.py). Money in M.

    * ``noise``: relative noise on valuations (easy); ``greedy_keeps``: probability of a naive
      keep (the largest colour group) instead of the expectimax one.
    * ``shade``: bid = worth x shade, for 1, 2, 3+ other bidders (C-7); ``smart_bids``: instead,
      the bid maximising (worth - bid) x P(win) against modelled opponents (their worth from
      public holdings, their cash); ``bid_margin`` scales the bids expected from them;
      ``bid_doubt``: the chance that a rival bids unlike a typical rival, anything up to its
      worth of the lot or its cash (uniformly), so that no fixed bidding habit (a flat small
      bid, a sniper's) is conceded the lot;
      ``bid_jitter``: relative random spread of a bid (the rival's own chance, so alike rivals
      do not tie for ever, C-7.3; a mixed strategy, so no hint or past bid tells its bid)
      and ``bid_spread`` M of it at most; ``win_share``: the largest part of its worth a rival pays
      to outbid the bids it expects from the others when the lot is clearly worth more to it.
    * ``reserve``: cash kept to invest before buying luxury cards (C-5.14); ``safety``: liquid
      means kept against imposed payments (C-10.2, avoiding the loan C-10.3); ``lot_liquid``:
      the part of a share's expected sale counted as liquid when bidding for it (and, with
      ``buy_reserve``, when buying at the printed price); ``bare_safety``: the part of
      ``safety`` kept while the seat has no luxury card (the only thing an imposed payment sells
      at a loss, half its price, C-8.2, C-10.2) and its bank loan still to come (C-10.3): a
      bankruptcy then costs it little (the loan is repaid before its next luxury card), while
      a reserve it cannot reach keeps it from every purchase and it never recovers.
    * ``gamble_margin``: play a game when its expected gain >= entry x (1 + margin) (C-9.3);
      enter a tournament (C-9.2) when its expected take from the pot, less the entry, is above
      entry x margin (on the last turn: when it can buy a luxury card more, C-5.15);
      ``tournament_rivals``: the chance that each other seat able to pay the entry enters.
    * ``trade_edge``: what a trade must gain its other side (M) for this seat to expect a yes
      when it proposes an exchange (C-10.4; a rival accepts from 3 M).
    * ``fund_margin``: sell a luxury card (C-8.2) to fund a winning bid when the lot's worth
      above the bid exceeds what buying the card back costs by this much (M); 0: never.
    * ``hold_weight``: how much the off-market premium (C-5.13) counts when holding a share;
      ``set_weight``: value of building sector sets for future bonuses (C-2.2).
    * ``crowd_model``: expect other buyers on a market; ``model_opponents``: predict each
      rival's market from its own public holdings (softmax, ``crowd_temp`` M per factor e);
      ``move_jitter``: random M added to market scores.
    * ``lookahead``: plan luxury purchases over the turns left (two a turn, C-5.14).
    * ``expert_scale``: multiplies Expert card values (chapter 6); ``expert_stake``: scales the
      liquid means kept back when bidding for an Expert card (instead of ``safety``: a bid is
      paid once, and the card's worth comes back as sales): the largest imposed payment a
      Crésus card could ask now (C-9.2, C-10.2) plus, when the seat holds nothing the card
      would serve, the price of a share to use it on, at least ``expert_floor``
      (``Valuer.expert_reserve``); ``risk`` > 0 takes more risks (smaller
      reserve late, gambles without spare cash); ``offers``: propose trades.
    * ``market_uses``: how many of the best one-extra-throw gains an Expert Marché is valued
      on (their mean, C-6.2); ``sector_use``: the share of a free sector card's worth counted
      for an Expert Secteur (C-6.1); ``use_chance``: chance per turn of a use.
    * ``search_moves``: choose the market by expectimax over this turn's chance nodes (the
      others' choices, the two cards revealed, ``Valuer.market_search``)."""

    noise: float = 0.0
    greedy_keeps: float = 0.0
    shade: tuple[float, float, float] = (0.6, 0.72, 0.8)
    reserve: int = 110
    gamble_margin: float = 0.0
    tournament_rivals: float = 0.5
    fund_margin: float = 10.0
    trade_edge: float = 4.0
    hold_weight: float = 0.85
    set_weight: float = 0.35
    model_opponents: bool = False
    lookahead: bool = False
    risk: float = 0.0
    offers: bool = True
    crowd_model: bool = True
    smart_bids: bool = False
    safety: int = 85
    bare_safety: float = 1.0
    expert_scale: float = 1.0
    expert_stake: float = 1.0
    expert_floor: int = 85
    market_uses: int = 8
    sector_use: float = 0.9
    use_chance: float = 0.45
    crowd_temp: float = 25.0
    lot_liquid: float = 0.8
    bid_margin: float = 1.0
    bid_doubt: float = 0.0
    bid_jitter: float = 0.14
    bid_spread: float = 4.99
    buy_reserve: bool = True
    win_share: float = 0.9
    move_jitter: float = 8.0
    search_moves: bool = False


class ShareFacts(msgspec.Struct, frozen=True):
    id: str
    market: int
    sector: str
    price: int
    throws: int
    premium: int
    ev: float          # expected sale gain on any market, optimal keeps, printed throws (M)
    ev_plus: float     # the same with one extra throw (Expert Marché, C-6.2)


_FACTS: dict[int, tuple[Rules, dict[str, ShareFacts]]] = {}
_GAME_EV: dict[tuple[int, str], float] = {}
_TAKES: dict[tuple[int, str, int, int], dict[int, float]] = {}


def facts(rules: Rules | None = None) -> dict[str, ShareFacts]:
    """ShareFacts for the 48 shares of ``rules`` (default: the installed data file), cached
    per rules object."""
    rules = rules or load_rules()
    hit = _FACTS.get(id(rules))
    if hit is not None and hit[0] is rules:
        return hit[1]
    out = {}
    for s in rules.shares.values():
        ev = float(sale_solver(s.table, s.throws).expected())
        ev2 = float(sale_solver(s.table, s.throws + 1).expected())
        out[s.id] = ShareFacts(s.id, s.market, s.sector, s.price, s.throws,
                               rules.sectors[s.sector].premium, ev, ev2)
    _FACTS[id(rules)] = (rules, out)
    return out


def game_ev(code: str, rules: Rules | None = None) -> float:
    """Expected gross gain (M) of gambling game ``code`` under optimal keeps (C-9.3).
    Raises KeyError for an unknown game."""
    rules = rules or load_rules()
    key = (id(rules), code)
    if key not in _GAME_EV:
        _GAME_EV[key] = float(game_solver(rules.games[code]).expected())
    return _GAME_EV[key]


def tournament_takes(code: str, entry: int, others: int,
                     rules: Rules | None = None) -> dict[int, float]:
    """C-9.2: the distribution of one entrant's take (M) from a tournament pot when ``others``
    other entrants play, every entrant keeping dice for the best expected score (ai/dice.py):
    the pot (``entry`` x entrants) goes to the best score, tied best scores share it, rounded
    down (the remainder goes to the bank). Returns take -> probability (summing to 1).
    Raises KeyError for an unknown game."""
    rules = rules or load_rules()
    key = (id(rules), code, entry, others)
    hit = _TAKES.get(key)
    if hit is not None:
        return hit
    dist = game_solver(rules.games[code], tournament=True).distribution()
    scores = sorted(dist)
    pot = entry * (others + 1)
    out: dict[int, float] = {}
    below = 0.0
    for s in scores:
        p = float(dist[s])
        for j in range(others + 1):  # j others tie at s, the rest score below
            q = p * math.comb(others, j) * p ** j * below ** (others - j)
            if q:
                take = pot // (j + 1)
                out[take] = out.get(take, 0.0) + q
        below += p
    out[0] = out.get(0, 0.0) + max(0.0, 1.0 - sum(out.values()))
    _TAKES[key] = out
    return out


def seat_view(view: SeatView, seat: int) -> SeatView:
    """``view`` as ``seat`` sees the table (C-10.5): the same public facts, none of the viewer's
    own requests or secret choices."""
    return msgspec.structs.replace(view, seat=seat, requests=(), my_choices={},
                                   offer_pending=False)


def count_odds(probs: list[dict[int, float]]) -> list[list[float]]:
    """Per market (0..5), the chance (0..1) that k = 0, 1, 2 … seats go there, from each seat's
    own chances ``probs`` (market -> chance), the seats choosing independently."""
    odds = [[1.0] for _ in range(6)]
    for p in probs:
        for m in range(6):
            q = p.get(m, 0.0)
            cur = odds[m]
            nxt = [0.0] * (len(cur) + 1)
            for k, x in enumerate(cur):
                nxt[k] += x * (1 - q)
                nxt[k + 1] += x * q
            odds[m] = nxt
    return odds


class Valuer:
    """Valuations for one seat's view. Cheap to build (one per decision)."""

    def __init__(self, view: SeatView, params: Params, rules: Rules | None = None) -> None:
        self.view = view
        self.p = params
        self.rules = rules or load_rules()
        self.facts = facts(self.rules)
        self.seat = view.seat
        self.future = view.experts_left          # turns after this one (C-4.3)
        self.last = view.experts_left == 0
        self._piles: list[list[str]] | None = None

    # ------------------------------------------------------------------ helpers

    def sector_count(self, seat: int, sector: str) -> int:
        return sum(1 for s in self.view.players[seat].shares if self.facts[s].sector == sector)

    def bonus_for(self, sector: str, count_after: int) -> int:
        """C-2.2: the bonus paid when a purchase brings the count of ``sector`` to
        ``count_after`` (the x4 amount for 4 or more)."""
        if count_after < 2:
            return 0
        return self.rules.sectors[sector].bonus[min(count_after, 4) - 2]

    def pile(self, market: int) -> list[str]:
        """The shares in ``market``'s pile (public as a set, C-10.5): its own shares that nobody
        holds and that are not revealed."""
        if self._piles is None:
            held = {s for pl in self.view.players for s in pl.shares}
            held.update(self.view.revealed)
            piles: list[list[str]] = [[] for _ in range(6)]
            for sid, f in self.facts.items():
                if sid not in held:
                    piles[f.market].append(sid)
            self._piles = piles
        return self._piles[market]

    def has_expert_market(self, seat: int, market: int) -> bool:
        return f"market-{self.rules.markets[market].code}" in self.view.players[seat].experts

    # ------------------------------------------------------------------ shares

    def sale_now(self, share: str, market: int, expert: bool = False) -> float:
        """Expected cash (M) from selling ``share`` on ``market`` now (C-5.12, C-5.13)."""
        f = self.facts[share]
        ev = f.ev_plus if expert else f.ev
        return ev + (f.premium if market != f.market else 0)

    def hold_value(self, share: str, seat: int | None = None) -> float:
        """What keeping ``share`` past this turn's sale is worth (M): a sale next turn,
        likely off its origin market (premium x hold_weight), less the cost of idle cash, plus
        the sector-set value. Zero on the last turn (shares are worth nothing at the end)."""
        if self.last:
            return 0.0
        seat = self.seat if seat is None else seat
        f = self.facts[share]
        cash = self.view.players[seat].cash
        delay = 0.04 if cash >= self.p.reserve else 0.12
        v = f.ev * (1 - delay) + f.premium * self.p.hold_weight
        if self.future >= 2:
            v += self.set_value(f.sector, seat)
        return v

    def set_value(self, sector: str, seat: int) -> float:
        """Value of holding one more card of ``sector`` for future bonuses (C-2.2)."""
        k = self.sector_count(seat, sector)
        nxt = self.bonus_for(sector, k + 2) - self.bonus_for(sector, k + 1)
        return self.p.set_weight * 0.25 * max(0, nxt)

    def share_value(self, share: str, market: int, seat: int | None = None,
                    extra_count: int = 0) -> float:
        """Worth (M) to ``seat`` of acquiring ``share`` on ``market`` now: the better of selling
        it this turn (on ``market``, or elsewhere with a Partenaire) and holding it, plus the
        sector bonus the acquisition pays (C-2.2). ``extra_count``: cards of the same sector
        bought just before in the same decision."""
        seat = self.seat if seat is None else seat
        f = self.facts[share]
        pl = self.view.players[seat]
        sell_markets = {market}
        if pl.partner >= 0:
            sell_markets.add(pl.partner)
        if pl.position >= 0:
            sell_markets.add(pl.position)
        sell_markets -= set(self.view.closed)
        now = max((self.sale_now(share, m, self.has_expert_market(seat, m))
                   for m in sell_markets), default=0.0)
        if not sell_markets and self.last:
            now = 0.0
        keep = self.hold_value(share, seat)
        count = self.sector_count(seat, f.sector) + 1 + extra_count
        return max(now, keep) + self.bonus_for(f.sector, count)

    # ------------------------------------------------------------------ experts

    def expert_value(self, card: str, seat: int | None = None) -> float:
        """Worth (M) of an Expert card (chapter 6) over the turns left, this one included."""
        return self._expert_value(card, self.seat if seat is None else seat) * self.p.expert_scale

    def _expert_value(self, card: str, seat: int) -> float:
        e = self.rules.experts[card]
        turns = self.future + 1
        pl = self.view.players[seat]
        p = self.p
        used = 1 - (1 - p.use_chance) ** turns  # chance of a use in the turns left
        if e.kind == "expert_sector":  # C-6.1: a free share of the sector
            evs = [f.ev + f.premium * 0.5 for f in self.facts.values() if f.sector == e.target]
            free = sum(evs) / len(evs) + self.bonus_for(str(e.target),
                                                       self.sector_count(seat, str(e.target)) + 1)
            return free * used * p.sector_use
        if e.kind == "expert_market":  # C-6.2: one extra throw on a sale there
            gains = [self.facts[s].ev_plus - self.facts[s].ev for s in pl.shares]
            best = max(gains, default=0.0)
            every = sorted((f.ev_plus - f.ev for f in self.facts.values()), reverse=True)
            top = every[:max(1, p.market_uses)]
            typical = sum(top) / len(top)
            return max(best, typical * used)
        if e.kind == "partner":  # C-6.5: a second market for a turn
            return 45.0 if turns >= 1 else 0.0
        if e.kind == "monopoly":  # C-6.4
            return min(40.0, 12.0 + 6.0 * turns)
        return 0.0

    # ------------------------------------------------------------------ gambling

    def gamble_worth(self, code: str, entry: int) -> float:
        """Expected net gain (M) of paying ``entry`` to play ``code`` once (C-9.3)."""
        return game_ev(code, self.rules) - entry

    def tournament_odds(self, code: str, entry: int) -> dict[int, float]:
        """C-9.2: this seat's take (M) from the pot of a tournament of ``code`` if it pays
        ``entry``, as take -> probability: each other seat still playing with at least
        ``entry`` M enters with chance ``Params.tournament_rivals`` (their entries are not
        known when this seat answers), every entrant keeping dice for the best score."""
        others = [j for j, pl in enumerate(self.view.players)
                  if j != self.seat and not pl.eliminated and pl.cash >= entry]
        n = len(others)
        q = self.p.tournament_rivals
        out: dict[int, float] = {}
        for k in range(n + 1):
            pk = math.comb(n, k) * q ** k * (1 - q) ** (n - k)
            if pk <= 0:
                continue
            for take, p in tournament_takes(code, entry, k, self.rules).items():
                out[take] = out.get(take, 0.0) + pk * p
        return out

    def sales_to_come(self, seat: int | None = None) -> float:
        """On the last turn, the expected cash (M) of ``seat``'s sales still to come this turn
        (``last_turn_share`` of each share it holds)."""
        seat = self.seat if seat is None else seat
        return sum(self.last_turn_share(s, seat) for s in self.view.players[seat].shares)

    # ------------------------------------------------------------------ markets

    def purchase_surplus(self, market: int, seat: int | None = None) -> float:
        """Expected surplus (value - printed price, M) of the two cards revealed on ``market``
        (C-5.6) for ``seat``, if uncontested, under its cash."""
        seat = self.seat if seat is None else seat
        pile = self.pile(market)
        if not pile:
            return 0.0
        cash = self.view.players[seat].cash
        sector_cards = None
        pl = self.view.players[seat]
        for e in pl.experts:
            x = self.rules.experts[e]
            if x.kind == "expert_sector":
                sector_cards = sector_cards or set()
                sector_cards.add(x.target)
        gains = []
        prices = []
        for sid in pile:
            f = self.facts[sid]
            v = self.share_value(sid, market, seat)
            if sector_cards and f.sector in sector_cards:
                gains.append(v)  # free with the Expert Secteur (C-6.1)
                prices.append(0)
            else:
                gains.append(max(0.0, v - f.price))
                prices.append(f.price if v > f.price else 0)
        n = len(pile)
        mean_gain = sum(gains) / n
        mean_price = sum(prices) / n
        draws = min(2, n)
        spend = draws * mean_price
        scale = 1.0 if spend <= cash or spend == 0 else max(0.0, cash / spend)
        return draws * mean_gain * scale

    def sale_gain(self, market: int, seat: int | None = None) -> float:
        """Expected extra cash (M) from selling on ``market`` this turn rather than holding."""
        seat = self.seat if seat is None else seat
        total = 0.0
        expert = self.has_expert_market(seat, market)
        for s in self.view.players[seat].shares:
            now = self.sale_now(s, market, expert)
            keep = self.hold_value(s, seat)
            total += max(0.0, now - keep) if not self.last else now
        return total

    def market_scores(self, seat: int | None = None, crowd: list[float] | None = None,
                      allowed: tuple[int, ...] = tuple(range(6))) -> dict[int, float]:
        """Worth (M) of each allowed market for ``seat`` this turn: purchase surplus shrunk by
        the expected number of other buyers, nothing to buy when closed by a Pirate (C-6.3) or
        on last turn's market (C-5.3), and the sale gain there. With ``Params.search_moves``
        (hard), this seat's own scores given a crowd are the expectimax of ``market_search``
        instead."""
        seat = self.seat if seat is None else seat
        if self.p.search_moves and seat == self.seat and crowd is not None:
            return self.market_search(allowed)
        pl = self.view.players[seat]
        crowd = crowd or [0.0] * 6
        has_monopoly = any(self.rules.experts[e].kind == "monopoly" for e in pl.experts)
        out = {}
        for m in allowed:
            if m in self.view.closed:
                out[m] = -5.0
                continue
            buy = 0.0 if m == pl.previous else self.purchase_surplus(m, seat)
            c = 0.0 if has_monopoly else crowd[m]
            buy /= (1.0 + 0.9 * c)
            out[m] = buy + self.sale_gain(m, seat)
        return out

    def market_search(self, allowed: tuple[int, ...] = tuple(range(6)),
                      odds: list[list[float]] | None = None) -> dict[int, float]:
        """The market choice (C-5.2) by expectimax over this turn's chance nodes, for this
        seat (M per allowed market): the other seats' market choices (each drawn from its
        modelled policy, ``crowd_odds``: so the number of other buyers k on a market has an
        exact distribution), then the two cards revealed there (C-5.6: every pair of the
        pile's cards alike, ``pair_surplus``: the best purchase of the pair within the cash,
        with the sector bonuses, C-2.2, C-5.8), the surplus shared among the k + 1 buyers as
        in ``market_scores`` (1 / (1 + 0.9 k)), plus the sale gain there (C-5.11). A Monopole
        sends the others away (C-6.4): k = 0. Closed markets (C-6.3): -5. ``odds``: per
        market, the chance of k = 0, 1, 2 … other buyers, if known better than
        ``crowd_odds``."""
        pl = self.view.players[self.seat]
        has_monopoly = any(self.rules.experts[e].kind == "monopoly" for e in pl.experts)
        odds = odds or self.crowd_odds(allowed)
        out = {}
        for m in allowed:
            if m in self.view.closed:
                out[m] = -5.0
                continue
            buy = 0.0
            if m != pl.previous:
                surplus = self.pair_surplus(m)
                if has_monopoly:
                    buy = surplus
                else:
                    buy = sum(q * surplus / (1.0 + 0.9 * k) for k, q in enumerate(odds[m]))
            out[m] = buy + self.sale_gain(m, self.seat)
        return out

    def pair_surplus(self, market: int) -> float:
        """Expected surplus (M, worth less the price paid) of this seat's best purchase among
        the two cards revealed on ``market`` (C-5.6, C-5.8), over every pair of the pile's
        cards (each pair equally likely on top of a shuffled pile, C-3.4): one card, both, or
        none, within what it may pay (``can_pay``: the cash, and with ``Params.buy_reserve`` the
        liquid means the rival's purchase keeps, as ``PolicyRival.buy_gains``); a card of its
        Expert Secteur's sector is free (C-6.1); two cards of one sector pay the second bonus
        (C-2.2). A pile of one card: that card."""
        pile = self.pile(market)
        if not pile:
            return 0.0
        seat = self.seat
        free = {self.rules.experts[e].target for e in self.view.players[seat].experts
                if self.rules.experts[e].kind == "expert_sector"}
        one = []
        for sid in pile:
            f = self.facts[sid]
            price = 0 if f.sector in free else f.price
            one.append((sid, f.sector, price, self.share_value(sid, market, seat)))
        if len(one) == 1:
            sid, _, price, v = one[0]
            return max(0.0, v - price) if self.can_pay(price, (sid,)) else 0.0
        second: dict[str, float] = {}
        total = 0.0
        pairs = 0
        for i in range(len(one)):
            a, sa, pa, va = one[i]
            ga = va - pa if self.can_pay(pa, (a,)) else 0.0
            for j in range(i + 1, len(one)):
                b, sb, pb, vb = one[j]
                gb = vb - pb if self.can_pay(pb, (b,)) else 0.0
                best = max(0.0, ga, gb)
                if self.can_pay(pa + pb, (a, b)):
                    if sa == sb:  # the second card of one sector pays the next bonus
                        if b not in second:
                            second[b] = self.share_value(b, market, seat, extra_count=1)
                        vb2 = second[b]
                    else:
                        vb2 = vb
                    best = max(best, va - pa + vb2 - pb)
                total += best
                pairs += 1
        return total / pairs

    def can_pay(self, price: int, shares: tuple[str, ...]) -> bool:
        """Whether this seat pays ``price`` (M) for ``shares`` at their printed prices (C-5.8):
        within its cash and, with ``Params.buy_reserve``, within its liquid means after the
        purchase (``lot_liquid`` of the shares' expected sales counted back: a share bought can
        be sold this same turn, C-5.11) above its ``safety`` (C-10.2, C-10.3)."""
        if price > self.view.players[self.seat].cash:
            return False
        if not self.p.buy_reserve or price == 0:
            return True
        back = sum(self.p.lot_liquid * self.facts[s].ev for s in shares)
        return price <= self.liquid() + back - self.safety()

    def crowd_odds(self, allowed_for_me: tuple[int, ...] = tuple(range(6))) -> list[list[float]]:
        """Per market, the chance (0..1) that k = 0, 1, 2 … other buyers go there (the
        distribution whose mean is ``crowd``: each other seat independently, from its modelled
        choice)."""
        return count_odds(self._crowd_probs())

    def crowd(self, allowed_for_me: tuple[int, ...] = tuple(range(6))) -> list[float]:
        """Expected number of other buyers (not barred, C-5.3) per market: uniform over the
        markets each rival may sensibly pick, or (model_opponents) a softmax over their own
        market scores computed from public information."""
        out = [0.0] * 6
        for probs in self._crowd_probs():
            for m, x in probs.items():
                out[m] += x
        return out

    def _crowd_probs(self) -> list[dict[int, float]]:
        """Per other seat still playing, the chance (0..1) of each market it may buy on
        (``crowd``)."""
        v = self.view
        out = []
        for j, pl in enumerate(v.players):
            if j == self.seat or pl.eliminated:
                continue
            cand = [m for m in range(6) if m != pl.previous and m not in v.closed]
            if not cand:
                continue
            if self.p.model_opponents:
                scores = self.market_scores(j, None, tuple(cand))
                top = max(scores.values())
                w = {m: math.exp((s - top) / self.p.crowd_temp) for m, s in scores.items()}
                tot = sum(w.values())
                out.append({m: x / tot for m, x in w.items()})
            else:
                out.append({m: 1.0 / len(cand) for m in cand})
        return out

    # ------------------------------------------------------------------ money troubles

    def liquid(self, seat: int | None = None) -> float:
        """Cash (M) the seat could raise for an imposed payment (C-10.2): cash, half the price
        of its luxury cards (C-8.2) and a cautious 60 % of its shares' expected sales."""
        seat = self.seat if seat is None else seat
        pl = self.view.players[seat]
        lux = self.rules.data.luxuries
        pct = self.rules.data.luxury_sale_percent
        resale = sum(lux[r].price * pct // 100 for r in range(pl.luxuries))
        return pl.cash + resale + 0.6 * sum(self.facts[s].ev for s in pl.shares)

    def safety(self, seat: int | None = None) -> int:
        """Liquid means (M) ``seat`` keeps against imposed payments (C-10.2) when it pays by
        choice: ``Params.safety``, times ``Params.bare_safety`` while it holds no luxury card and
        has not had its bank loan (C-10.3)."""
        seat = self.seat if seat is None else seat
        pl = self.view.players[seat]
        if pl.luxuries == 0 and not pl.loan_taken:
            return int(self.p.safety * self.p.bare_safety)
        return self.p.safety

    def spendable(self, seat: int | None = None, safety: int | None = None) -> int:
        """Cash (M) the seat may pay by choice for something that cannot be sold back (a bid
        for an Expert card, a gambling entry) and still meet likely imposed payments without the
        bank loan (C-10.3): liquid means above ``safety`` (default ``Params.safety``), at most
        the cash."""
        seat = self.seat if seat is None else seat
        cash = self.view.players[seat].cash
        keep = self.safety(seat) if safety is None else safety
        return max(0, min(cash, int(self.liquid(seat) - keep)))

    def imposed_exposure(self, seat: int | None = None) -> int:
        """The largest imposed payment (M) a Crésus card of the data file could ask of ``seat``
        now (C-9.2, C-10.2), at a bad but not extreme roll: Frais de notaire, the Krach on the
        shares it holds, an Anniversaire with every other seat on the market, the per-luxury
        taxes with a third (Impôt) or two thirds (Redressement) of the dice against it, their
        minimum at least. The Divorce never exceeds cash."""
        seat = self.seat if seat is None else seat
        pl = self.view.players[seat]
        others = sum(1 for j, o in enumerate(self.view.players)
                     if j != seat and not o.eliminated)
        worst = 0
        for c in self.rules.data.cresus:
            if c.effect == "pay":
                x = c.amount
            elif c.effect == "per_share_pay":
                x = c.amount * len(pl.shares)
            elif c.effect == "birthday":
                x = c.amount * others
            elif c.effect == "wealth_tax":
                x = max(c.minimum, c.amount * math.ceil(pl.luxuries / 3))
            elif c.effect == "tax_audit":
                x = max(c.minimum, c.amount * math.ceil(pl.luxuries * 2 / 3))
            else:
                continue
            worst = max(worst, x)
        return worst

    def expert_reserve(self, card: str, seat: int | None = None) -> int:
        """Liquid means (M) ``seat`` keeps back when bidding for Expert ``card`` (chapter 6):
        the imposed payment it could face (``imposed_exposure``, C-10.2) plus, when it holds no
        share the card would serve (an Expert Marché: one whose extra throw gains 20 M or more;
        a Monopole or Partenaire: any share), the price of the cheapest share that would serve
        it; an Expert Secteur brings its own free share (C-6.1). Scaled by
        ``Params.expert_stake``; never below ``Params.expert_floor`` (85 M, the margin of
        before: lower floors took the games with a total bankruptcy above the 5 % target,
        4.65 % at 85 M against 5.85–6.55 % at 70–80 M, 2,000 games, docs/balance.md)."""
        seat = self.seat if seat is None else seat
        pl = self.view.players[seat]
        kind = self.rules.experts[card].kind
        stake = 0
        if kind == "expert_market":
            if not any(self.facts[s].ev_plus - self.facts[s].ev >= 20 for s in pl.shares):
                stake = min(f.price for f in self.facts.values() if f.ev_plus - f.ev >= 20)
        elif kind in ("monopoly", "partner") and not pl.shares:
            stake = min(f.price for f in self.facts.values())
        return max(self.p.expert_floor, int((self.imposed_exposure(seat) + stake)
                                            * self.p.expert_stake))

    def sale_ahead(self, seat: int | None = None) -> int:
        """The market (0..5) where ``seat`` will still sell this turn, or -1 when its sales of
        the turn are over (or it has none): its pawn's market, or its Partenaire's, not closed
        (C-6.3) and not yet past in the sale phase (C-5.11)."""
        seat = self.seat if seat is None else seat
        pl = self.view.players[seat]
        v = self.view
        best = -1
        for m in (pl.position, pl.partner):
            if m < 0 or m in v.closed:
                continue
            if v.phase == "sale" and m < v.phase_market:
                continue
            if v.phase in ("end_of_turn",) or v.over:
                continue
            best = max(best, m)
        return best

    def last_turn_share(self, share: str, seat: int | None = None) -> float:
        """On the last turn (C-4.3, C-5.15: shares count for nothing at the end), what
        ``share`` held by ``seat`` is worth (M): its expected sale where the seat will still
        sell this turn, nothing once its sales are over."""
        seat = self.seat if seat is None else seat
        m = self.sale_ahead(seat)
        if m < 0:
            return 0.0
        return self.sale_now(share, m, self.has_expert_market(seat, m))

    # ------------------------------------------------------------------ luxury

    def luxury_price(self, rank: int) -> int:
        """Price (M) of the luxury card of ``rank`` 1..7 (C-8.1)."""
        return self.rules.data.luxuries[rank - 1].price
