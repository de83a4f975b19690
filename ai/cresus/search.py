"""Look-ahead over sampled futures for the Crésus rivals (determinized rollouts).

A rival sees only its seat's view (C-7.4, C-10.5). To look ahead it *determinizes* the view:
it builds a whole game state that agrees with everything public and draws every hidden fact
again from its own generator: the pile orders (each pile holds its market's shares that nobody
holds and nobody revealed, C-3.4), the Expert pile and the cards set aside (C-4.2), the Crésus
deck (C-4.2) and the dice (C-11.1). Other seats' secret choices not yet revealed are unknown,
so the copy asks them again and its rollout players answer (C-7.4).

``determinize(view, request, rng) -> Game | None``: such a copy at the two decisions searched,
a market choice at the start of movement (C-5.2) and a round-1 bid for an Expert card (C-5.1,
C-7); None elsewhere.

``compare(view, request, options, ...)``: each option played in the same sampled futures
(common random numbers, so their differences are measured with less noise), every seat then
played by a rollout policy until ``horizon`` turn ends have passed (or the game ends); the leaf
is the seat's share of first place at the end, or before it the seat's worth (M: cash, luxury
cards at price, shares' expected sale) less the mean of the other seats'. Returns per option the mean and its standard
error (M) and the number of samples. The time budget caps the samples, never the horizon.
"""

from __future__ import annotations

import math
import random
import time

from cresus_tui.games.cresus.cards import Rules, load_rules
from cresus_tui.games.cresus.game import Game, IllegalDecision
from cresus_tui.games.cresus.requests import BidRequest, MoveRequest, OfferRequest, Request
from cresus_tui.games.cresus.rng import new_rng
from cresus_tui.games.cresus.state import (
    AuctionFrame, GameConfig, GameState, MoveFrame, SeatState, TurnFrame,
)
from cresus_tui.games.cresus.view import SeatView
from cresus_tui.games.protocol import SeatConfig

_WIN_M = 400.0  # M a first place is worth at a leaf reached at the game's end


def _order(view: SeatView) -> list[int]:
    n = len(view.players)
    return [s for s in ((view.first_player + k) % n for k in range(n))
            if not view.players[s].eliminated]


def determinize(view: SeatView, request: Request, rng: random.Random,
                rules: Rules | None = None) -> Game | None:
    """A whole game that agrees with ``view`` at ``request`` (see the module docstring), its
    hidden facts drawn from ``rng``; None when the request is not one this module searches
    (a Monopole's re-choice, a round-2 or share bid, any other request)."""
    rules = rules or load_rules()
    if isinstance(request, MoveRequest):
        if request.monopoly or view.phase != "movement":
            return None
    elif isinstance(request, BidRequest):
        if request.lot_kind != "expert" or request.round != 1 or view.phase != "expert":
            return None
    else:
        return None
    seats = []
    for p in view.players:
        seats.append(SeatState(p.name, p.cash, list(p.shares), p.luxuries, list(p.experts),
                               p.position, p.previous, p.barred, p.partner, p.loan,
                               p.loan_taken, p.eliminated))
    held = {s for p in view.players for s in p.shares} | set(view.revealed)
    piles: list[list[str]] = [[] for _ in range(6)]
    for sid, sh in rules.shares.items():
        if sid not in held:
            piles[sh.market].append(sid)
    for pile in piles:
        rng.shuffle(pile)
    lot = request.lot if isinstance(request, BidRequest) else ""
    owned = {e for p in view.players for e in p.experts}
    pool = [e for e in rules.experts if e not in owned and e not in view.experts_gone
            and e != lot]
    rng.shuffle(pool)
    k = min(view.experts_left, len(pool))
    expert_pile, aside = pool[:k], pool[k:]
    deck = [c for c in range(len(rules.data.cresus)) if c not in view.cresus_discard]
    rng.shuffle(deck)
    deck = deck[:max(0, view.cresus_left)]
    config = GameConfig(tuple(SeatConfig(p.name) for p in view.players), 0)
    st = GameState(config, new_rng(rng.getrandbits(63)), seats, piles, expert_pile, aside,
                   experts_gone=list(view.experts_gone), cresus_deck=deck,
                   cresus_discard=list(view.cresus_discard), turn=view.turn,
                   first_player=view.first_player, phase=view.phase,
                   closed=list(view.closed), revealed=list(view.revealed))
    order = _order(view)
    if isinstance(request, MoveRequest):
        st.frames = [TurnFrame(stage="monopoly"), MoveFrame(order)]
    else:
        st.frames = [TurnFrame(stage="movement"), AuctionFrame(lot, "expert", order)]
    game = Game(st, rules)
    game._run()
    return game


def worth_of(game: Game, seat: int, facts) -> float:
    """A quick worth (M) of ``seat`` in a rollout: cash less its loan, its luxury cards at
    price (they rank first, C-5.15) and its shares' expected sale (``facts``: ShareFacts)."""
    s = game.state.seats[seat]
    if s.eliminated:
        return -1000.0
    lux = game.rules.data.luxuries
    w = s.cash - s.loan + sum(lux[r].price for r in range(s.luxuries))
    if game.state.expert_pile:  # shares still sell after this turn
        w += sum(facts[x].ev for x in s.shares)
    return float(w)


def leaf(game: Game, seat: int, facts) -> float:
    """The value (M) of a rollout's last state for ``seat``: at the game's end its share of
    first place x ``_WIN_M``; before, its worth less the mean of the other seats'."""
    st = game.state
    if st.over:
        firsts = [s for place, s in game.ranking() if place == 1]
        return _WIN_M / len(firsts) if seat in firsts else 0.0
    mine = worth_of(game, seat, facts)
    others = [worth_of(game, j, facts) for j in range(len(st.seats))
              if j != seat and not st.seats[j].eliminated]
    return mine - (sum(others) / len(others) if others else 0.0)


def play_out(game: Game, players, turns: int) -> None:
    """Play ``game`` on with ``players`` (one rival per seat) until ``turns`` more turn ends
    (0: to the end of this turn) or the game's end."""
    stop = game.state.turn + turns
    for _ in range(20_000):
        st = game.state
        if st.over or st.turn > stop:
            return
        reqs = game.requests()
        if not reqs:
            return
        req = reqs[-1] if isinstance(reqs[-1], OfferRequest) else reqs[0]
        d = players[req.seat].decide(game.view(req.seat), req).decision
        try:
            game.submit(req.seat, d)
        except IllegalDecision:
            return


def compare(view: SeatView, request: Request, options: list, make_players, seed: int,
            budget_s: float = 0.2, max_samples: int = 24, turns: int = 0,
            rules: Rules | None = None, raw: bool = False):
    """Each of ``options`` (decisions of ``request``) valued by rollouts in the same sampled
    futures: ``make_players(k)`` gives the rollout rivals of sample k (one per seat). Returns
    per option (mean M, standard error M, samples) (``raw``: the list of leaf values, sample
    by sample), or None when the request is not searched. Stops sampling when ``budget_s``
    seconds are spent (at least 2 samples)."""
    from .valuation import facts as share_facts

    rules = rules or load_rules()
    facts = share_facts(rules)
    rng = random.Random(seed)
    sums = [[] for _ in options]
    t0 = time.process_time()
    for k in range(max_samples):
        base = determinize(view, request, random.Random(rng.getrandbits(63)), rules)
        if base is None:
            return None
        for i, d in enumerate(options):
            g = base.clone()
            try:
                g.submit(view.seat, d)
            except IllegalDecision:
                sums[i].append(-1e6)
                continue
            play_out(g, make_players(k), turns)
            sums[i].append(leaf(g, view.seat, facts))
        spent = time.process_time() - t0
        if k >= 1 and spent * (k + 2) / (k + 1) > budget_s:  # the next sample would overrun
            break
    if raw:
        return sums
    out = []
    for xs in sums:
        n = len(xs)
        m = sum(xs) / n
        var = sum((x - m) ** 2 for x in xs) / max(1, n - 1)
        out.append((m, math.sqrt(var / n), n))
    return out
