"""Properties over many seeded random-legal games (issue: engine foundation, §4)."""

from __future__ import annotations

import random

import msgspec
import pytest

from cresus_tui.games.cresus import Game, GameConfig, SeatConfig, new_game
from cresus_tui.games.cresus.random_player import RandomPlayer, legal_decisions, play_random_game
from cresus_tui.games.cresus.view import SeatView

from .invariants import ClosedMarketCheck, check_invariants


def config(seed: int, players: int | None = None) -> GameConfig:
    n = players or 2 + seed % 5
    return GameConfig(tuple(SeatConfig(f"P{i}") for i in range(n)), seed=seed)


def play_checked(seed: int) -> tuple[Game, list]:
    game, events = new_game(config(seed))
    log = [events]
    player = RandomPlayer(seed, side_rate=0.05)
    check_invariants(game)
    closed = ClosedMarketCheck(game)
    closed.feed(events)
    while not game.is_over:
        reqs = game.requests()
        req = reqs[0]
        legal = legal_decisions(game.view(req.seat), req)
        assert legal, f"no legal decision for {req}"
        side = player.side_decision(game, req.seat)
        decision = side if side is not None else player.decide(game.view(req.seat), req)
        log.append(game.submit(req.seat, decision))
        check_invariants(game)
        closed.feed(log[-1])
    assert game.state.turn <= 10
    places = [p for p, _ in game.ranking()]
    assert sorted(s for _, s in game.ranking()) == list(range(len(game.state.seats)))
    assert places == sorted(places) and places[0] == 1
    return game, log


@pytest.mark.parametrize("chunk", range(10))
def test_random_games_keep_every_invariant(chunk: int) -> None:
    """1,000 games of 2–6 seats: ledger, share and card places, luxury ranks, turn limit,
    a legal decision for every request; nothing revealed, bought or sold on a closed market
    (C-6.3, C-10.2)."""
    for seed in range(chunk * 100, chunk * 100 + 100):
        play_checked(seed)


@pytest.mark.parametrize("seed", range(0, 400, 7))
def test_same_seed_and_decisions_give_identical_events(seed: int) -> None:
    """C-11.1: determinism, and replaying the decision log reproduces the final state."""
    game, log = play_checked(seed)
    again, first = new_game(config(seed))
    events = [first]
    for entry in game.state.log:
        events.append(again.submit(entry.seat, entry.decision))
    assert events == log
    assert msgspec.msgpack.encode(again.state) == msgspec.msgpack.encode(game.state)


@pytest.mark.parametrize("seed", range(1000, 1200, 5))
def test_state_round_trip_at_any_point_continues_identically(seed: int) -> None:
    """A state encoded and decoded with msgspec at any point continues identically."""
    game, _ = play_checked(seed)
    decisions = list(game.state.log)
    cut = random.Random(seed).randrange(len(decisions))
    a, _ = new_game(config(seed))
    for entry in decisions[:cut]:
        a.submit(entry.seat, entry.decision)
    b = Game.decode(a.encode())
    assert b.requests() == a.requests()
    for entry in decisions[cut:]:
        assert a.submit(entry.seat, entry.decision) == b.submit(entry.seat, entry.decision)
    assert b.ranking() == game.ranking()


HIDDEN_KEYS = ("piles", "expert_pile", "experts_aside", "cresus_deck", "rng", "frames")


@pytest.mark.parametrize("seed", range(2000, 2060, 3))
def test_no_view_contains_a_hidden_fact(seed: int) -> None:
    """C-10.5, C-7.4: a view never shows pile orders, the set-aside cards, or another seat's
    secret choice before the reveal."""
    game, _ = new_game(config(seed, 4))
    player = RandomPlayer(seed)
    fields = set(SeatView.__struct_fields__)
    assert not fields & set(HIDDEN_KEYS)
    while not game.is_over:
        for seat in range(4):
            v = game.view(seat)
            assert all(r.seat == seat for r in v.requests)
            # own secret choices only
            for f in game.state.frames:
                for attr in ("choices", "bids", "joined"):
                    secret = getattr(f, attr, {})
                    for other, value in secret.items():
                        if other != seat:
                            text = msgspec.json.encode(v).decode()
                            assert f'"{attr}"' not in text
            encoded = msgspec.json.encode(v).decode()
            for aside in game.state.experts_aside:
                assert aside not in encoded
        req = game.requests()[0]
        game.submit(req.seat, player.decide(game.view(req.seat), req))


def test_play_random_game_helper_ends() -> None:
    game, _ = new_game(config(5, 6))
    play_random_game(game, 5)
    assert game.is_over and game.state.turn <= 10
