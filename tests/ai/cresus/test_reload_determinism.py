"""A game saved and loaded again plays on exactly as it would have (C-11.1): fresh rivals made
after the load take the same decisions as the rivals that played before."""

from __future__ import annotations

import pytest

from ai.cresus.rival import make_rival
from cresus_tui.games.cresus import Game, GameConfig, SeatConfig, new_game


def rivals(levels: list[str], seed: int):
    return [make_rival(level, "", seed=seed * 7 + i) for i, level in enumerate(levels)]


def play(game: Game, players, limit: int) -> None:
    for _ in range(limit):
        if game.is_over:
            return
        req = game.requests()[0]
        view = game.view(req.seat)
        choice = players[req.seat].side_decision(view) or players[req.seat].decide(view, req)
        game.submit(req.seat, choice.decision)


@pytest.mark.parametrize("seed,cut", [(3, 40), (11, 150), (27, 300)])
def test_reloaded_game_continues_with_the_same_rival_decisions(seed: int, cut: int) -> None:
    levels = ["hard", "normal", "easy", "normal"]
    config = GameConfig(tuple(SeatConfig(f"R{i}") for i in range(4)), seed)
    straight, _ = new_game(config)
    first = rivals(levels, seed)
    play(straight, first, cut)
    saved = straight.encode()
    play(straight, first, 100_000)
    reloaded = Game.decode(saved)
    play(reloaded, rivals(levels, seed), 100_000)  # new rival objects, as after a load
    assert reloaded.state.log == straight.state.log
    assert reloaded.ranking() == straight.ranking()
