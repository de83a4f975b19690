"""Playouts for the hard rival: a game rebuilt from one seat's view (the hidden draw deck and
news deck shuffled at random: a determinization, never the real order), played to the end by
a fast sensible policy (exact keeps capped by the bank, the B-12.3 purchase rule)."""

from __future__ import annotations

import random

from ai.dice import counts_of, keep_indices
from cresus_tui.games.bigmoney.data import Rules
from cresus_tui.games.bigmoney.decisions import Buy, Pass, Reroll, Roll, Stop
from cresus_tui.games.bigmoney.game import Game
from cresus_tui.games.bigmoney.rng import Rng
from cresus_tui.games.bigmoney.state import GameConfig, GameState, SeatState
from cresus_tui.games.bigmoney.view import SeatView
from cresus_tui.games.protocol import SeatConfig

from .dice import solver

TURN_MEAN = 52225475 / 3779136


def rebuild(view: SeatView, rules: Rules, rng: random.Random) -> GameState:
    """A game state agreeing with ``view`` in every public fact; the unknown cards of the draw
    deck and news deck in a random order; the game's chance from ``rng``."""
    held = {c for pl in view.players for c in pl.cards}
    seen = held | set(view.market) | set(view.discard)
    startups_out = [c for c in rules.startups if c not in held]
    deck = [c for c in rules.market_cards if c not in seen]
    rng.shuffle(deck)
    news = [n for n in rules.news_ids if n not in view.news_discard]
    rng.shuffle(news)
    n = len(view.players)
    seats = tuple(SeatConfig(pl.name, "rival" if pl.level else "human", pl.level or "normal",
                             pl.personality) for pl in view.players)  # the view's public facts
    return GameState(
        config=GameConfig(seats, 0), rng=Rng(rng.getrandbits(64)),
        seats=[SeatState(pl.name, pl.cash, i, list(pl.cards), pl.turns, purchases=pl.purchases)
               for i, pl in enumerate(view.players)],
        bank=view.bank, total_money=view.total_money, market=list(view.market), deck=deck,
        discard=list(view.discard), out=startups_out, news_deck=news,
        news_discard=list(view.news_discard), active=view.active, round=view.round,
        stage=view.stage, dice=list(view.dice), rerolls_left=view.rerolls_left,
        industry=view.industry, dice_bank=view.dice_bank, triggered=view.triggered,
        trigger_seat=n - 1 if view.triggered else -1, trigger_round=view.round)


def _worth_buy(game: Game) -> object:
    st = game.state
    rules = game.rules
    cards = rules.cards
    seat = st.active
    if st.triggered:
        return Pass()
    d = 0.0
    for s in st.seats:
        by: dict[str, list[str]] = {}
        for c in s.cards:
            by.setdefault(cards[c].sector, []).append(c)
        for cs in by.values():
            d += sum(cards[c].dividend for c in cs) + rules.sector_bonus(len(cs))
    t = st.bank / (TURN_MEAN + d / 6)
    me = st.seats[seat]
    best, best_w = None, 0.0
    for slot, c in enumerate(st.market):
        if not c or cards[c].price > me.cash:
            continue
        card = cards[c]
        n = sum(1 for x in me.cards if cards[x].sector == card.sector)
        g = rules.sector_bonus(n + 1) - rules.sector_bonus(n)
        if card.kind == "stock":
            w = (1 - (5 / 6) ** t) * (card.dividend + g) - card.price
        else:
            w = t / 6 * (card.dividend + g) - card.price
        if w > best_w:
            best, best_w = slot, w
    return Pass() if best is None else Buy(best)


def play_out(game: Game, limit: int = 20_000) -> None:
    """Play ``game`` to its end with the fast sensible policy."""
    st = game.state
    for _ in range(limit):
        if st.over:
            return
        stage = st.stage
        seat = st.active
        if stage == "roll":
            game.submit(seat, Roll())
        elif stage == "dice":
            faces = [d - 1 for d in st.dice]
            s = solver(2, st.dice_bank)
            keep, _ = s.best_keep(counts_of(faces), st.rerolls_left)
            if sum(keep) == 5:
                game.submit(seat, Stop())
            else:
                game.submit(seat, Reroll(tuple(keep_indices(faces, keep))))
        else:
            game.submit(seat, _worth_buy(game))
    raise RuntimeError("a playout did not end")


def playout_scores(view: SeatView, options: list, rollouts: int, rng: random.Random,
                   rules: Rules) -> list[float]:
    """Mean win share of ``view.seat`` (ties split; plus a thousandth of the cash margin over
    the best rival per 100 Z, to order options that never change the winner) after each of
    ``options`` (decisions answering the seat's current request), ``rollouts`` playouts each
    on common random numbers."""
    scores = [0.0] * len(options)
    me = view.seat
    for _ in range(rollouts):
        seed = rng.getrandbits(64)
        for i, option in enumerate(options):
            state = rebuild(view, rules, random.Random(seed))
            game = Game(state, rules)
            game.submit(me, option)
            play_out(game)
            cash = [s.cash for s in state.seats]
            top = max(cash)
            win = 1 / cash.count(top) if cash[me] == top else 0.0
            margin = cash[me] - max(c for j, c in enumerate(cash) if j != me)
            scores[i] += win + 0.001 * margin / 100
    return [s / rollouts for s in scores]
