"""Save, load and continue at random points of 200 seeded games: the same decisions then give
the same events, the same final state and the same ranking as the uninterrupted game."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from cresus_tui.games.cresus import new_game
from cresus_tui.games.cresus.random_player import RandomPlayer
from saves import SaveStore
from tests.saves.helpers import config

GAMES = 200


def _play(seed: int, players: int):
    """An uninterrupted game: the list of (seat, decision, events) and the finished game."""
    game, _ = new_game(config(players, seed))
    player = RandomPlayer(seed, side_rate=0.05)
    steps = []
    while not game.is_over:
        req = game.requests()[0]
        d = player.side_decision(game, req.seat) or player.decide(game.view(req.seat), req)
        steps.append((req.seat, d, game.submit(req.seat, d)))
    return steps, game


@pytest.mark.parametrize("block", range(4))
def test_save_load_continue_matches_the_uninterrupted_game(tmp_path: Path, block: int) -> None:
    store = SaveStore(tmp_path)
    per_block = GAMES // 4
    for seed in range(block * per_block, (block + 1) * per_block):
        rng = random.Random(seed)
        players = 2 + seed % 5
        steps, full = _play(seed, players)
        # replay the same decisions up to a random point (sometimes the very start or end)
        cut = rng.choice([0, len(steps), *(rng.randrange(len(steps) + 1) for _ in range(6))])
        game, _ = new_game(config(players, seed))
        for seat, d, _ in steps[:cut]:
            game.submit(seat, d)
        slot = f"g{seed}"
        store.save(slot, game)
        loaded = store.load(slot)
        assert not loaded.replayed
        resumed = loaded.game
        assert resumed.requests() == game.requests()
        for seat in range(players):
            assert resumed.view(seat) == game.view(seat)
        for seat, d, events in steps[cut:]:
            assert resumed.submit(seat, d) == events, f"seed {seed} cut {cut}"
        assert resumed.is_over
        assert resumed.ranking() == full.ranking()
        assert resumed.encode() == full.encode()


def test_a_game_saved_and_loaded_many_times_ends_the_same(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    steps, full = _play(4242, 6)
    game, _ = new_game(config(6, 4242))
    for i, (seat, d, events) in enumerate(steps):
        if i % 25 == 0:
            store.autosave(game)
            game = store.load("autosave").game
        assert game.submit(seat, d) == events
    assert game.ranking() == full.ranking()
