"""Games played to the end (or to a point) for the review tests: seat 0 is the human, played by
a computer policy so the games are deterministic."""

from __future__ import annotations

from ai.cresus.rival import make_rival
from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.session import Session


def play(seed: int = 7, rivals: int = 3, level: str = "normal", human_level: str = "normal",
         limit: int = 100_000, stop=None) -> Session:
    """A session played by rivals in every seat until the end (or until ``stop(session)``)."""
    s = Session.new(NewGameOptions(rivals=rivals, level=level, personality="", seed=seed))
    me = make_rival(human_level, "", seed=seed)
    for _ in range(limit):
        if s.game.is_over or (stop is not None and stop(s)):
            break
        s.run_rivals()
        if s.game.is_over or (stop is not None and stop(s)):
            break
        req = s.human_request()
        if req is None:
            continue
        s.submit(me.decide(s.game.view(0), req).decision)
    return s


def play_other(game_id: str, seed: int = 3, players: int = 4, level: str = "normal",
               human_level: str = "random", limit: int = 20_000, config=None):
    """A headless game of ``game_id`` (bigmoney, forex) through the generic Session: seat 0 is
    the human, played by the game's ``human_level`` rival (random by default, so it makes
    mistakes); the other seats are the game's rivals from its ai kit (``rivals_for``)."""
    from ai.kits import ai_kit
    from cresus_tui.games.protocol import SeatConfig
    from cresus_tui.games.registry import GAMES

    spec = GAMES[game_id]
    if config is None:
        seats = [SeatConfig("You", "human")] + [SeatConfig(f"Rival {i}", "rival", level)
                                                for i in range(1, players)]
        config = spec.make_config(seats, seed)
    game, opening = spec.new_game(config)
    s = Session(game, 0, opening)
    me = ai_kit(game_id).make_rival(human_level, "", seed=seed + 1000)
    for _ in range(limit):
        if s.game.is_over:
            break
        s.run_rivals()
        if s.game.is_over:
            break
        req = s.human_request()
        if req is None:
            continue
        s.submit(me.decide(s.game.view(0), req).decision)
    return s
