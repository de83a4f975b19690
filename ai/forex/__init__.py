"""FOR-EX rivals (F-19): a one-ply search over the game rebuilt from the seat's public view,
the evaluation, hints for the player, and the tournament simulator."""

from __future__ import annotations

from .make import make_rival
from .rival import ForexRival, RandomForexRival


def _make_rival(level: str = "normal", personality: str = "", seed: int = 0):
    if personality:
        raise ValueError("FOR-EX rivals have no personalities")
    if level not in LEVELS:
        raise ValueError(f"unknown FOR-EX level {level!r}: one of {', '.join(LEVELS)}")
    return make_rival(level, seed)


def _rivals_for(game, human: int) -> dict:
    """A rival for every seat but ``human``'s, from its SeatConfig level (a "random" or human
    seat plays at random), seeded from the game's seed and the seat."""
    cfg = game.state.config
    return {i: make_rival(s.level if s.kind == "rival" else "random", seed=cfg.seed * 7 + i)
            for i, s in enumerate(cfg.seats) if i != human}


def _simulate(entrants: list[str], games: int, seed: int = 0, timed: bool = False) -> dict:
    from .tournament import simulate

    return simulate(games, len(entrants), seed, list(entrants), timed)


LEVELS = ("random", "easy", "normal", "hard")


def _kit():
    from ai.kits import AiKit

    return AiKit(game="forex", make_rival=_make_rival, levels=LEVELS, personalities=("",),
                 rivals_for=_rivals_for, simulate=_simulate, odds=None,
                 figures=("bankruptcy_rate",))


KIT = _kit()
"""What the house uses of the FOR-EX rivals (``ai.kits``)."""

__all__ = ["KIT", "LEVELS", "ForexRival", "RandomForexRival", "make_rival"]
