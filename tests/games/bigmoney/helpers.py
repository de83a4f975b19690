"""Helpers for Big Money rule tests: games set up by hand (cash, cards, bank, dice)."""

from __future__ import annotations

import random

from cresus_tui.games.bigmoney import GameConfig, Scenario, new_game, random_decision
from cresus_tui.games.bigmoney.game import Game
from cresus_tui.games.protocol import SeatConfig

NAMES = ("A", "B", "C", "D", "E", "F")


def config(n: int = 4, seed: int = 0, scenario: Scenario | None = None,
           kind: str = "random") -> GameConfig:
    return GameConfig(tuple(SeatConfig(NAMES[i], kind) for i in range(n)), seed,
                      scenario=scenario)


def fresh(n: int = 4, seed: int = 0, scenario: Scenario | None = None) -> Game:
    game, _ = new_game(config(n, seed, scenario))
    return game


def arranged(cash: list[int], cards: list[list[str]], bank: int, active: int = 0,
             dice: tuple[int, ...] = (), news: list[str] | None = None, round_: int = 1,
             market: list[str] | None = None) -> Game:
    """A game at the start of ``active``'s turn with the given cash, cards (acquisition order),
    bank and scripted dice (values 1..6: industry die first, then the five number dice)."""
    n = len(cash)
    game = fresh(n)
    st = game.state
    held = {c for cs in cards for c in cs}
    pool = [c for c in list(st.market) + st.deck + st.out + [c for s in st.seats for c in s.cards]
            if c not in held]
    startups = [c for c in pool if game.rules.cards[c].kind == "startup"]
    others = [c for c in pool if game.rules.cards[c].kind != "startup"]
    if market is not None:
        others = [c for c in others if c not in market]
        st.market = list(market)
    else:
        st.market, others = others[:4], others[4:]
    st.deck = others
    st.out = startups
    st.discard = []
    for s, c, cs in zip(st.seats, cash, cards):
        s.cash = c
        s.cards = list(cs)
    st.bank = bank
    st.total_money = bank + sum(cash)
    st.active = active
    st.round = round_
    st.rng.forced = list(dice)
    if news is not None:
        rest = [x for x in st.news_deck + st.news_discard if x not in news]
        st.news_deck = list(news) + rest
        st.news_discard = []
    assert game.check() == "", game.check()
    return game


def play_random(game: Game, seed: int = 0, limit: int = 100_000) -> list:
    rng = random.Random(seed)
    events = []
    for _ in range(limit):
        if game.is_over:
            return events
        req = game.requests()[0]
        events += game.submit(req.seat, random_decision(game, req.seat, rng))
    raise AssertionError("the game did not end")
