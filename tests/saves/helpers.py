"""Games for save tests: random-legal games stopped after a number of decisions."""

from __future__ import annotations

from cresus_tui.games.cresus import Game, GameConfig, SeatConfig, new_game
from cresus_tui.games.cresus.random_player import RandomPlayer


def config(players: int = 4, seed: int = 1) -> GameConfig:
    return GameConfig(tuple(SeatConfig(f"P{i}") for i in range(players)), seed)


def game_after(players: int = 4, seed: int = 1, decisions: int = 50,
               side_rate: float = 0.02) -> Game:
    """A game played ``decisions`` random-legal decisions from its start (or to its end)."""
    game, _ = new_game(config(players, seed))
    player = RandomPlayer(seed, side_rate)
    for _ in range(decisions):
        if game.is_over:
            break
        req = game.requests()[0]
        d = player.side_decision(game, req.seat) or player.decide(game.view(req.seat), req)
        game.submit(req.seat, d)
    return game
