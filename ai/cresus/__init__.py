"""Crésus rivals: valuation, policies and levels, the rival factory, odds tables and the
tournament simulator. ``KIT`` is what the house uses (``ai.kits``)."""

from __future__ import annotations

import argparse

from ai.kits import AiKit


def _make_rival(level: str = "normal", personality: str = "", seed: int = 0):
    from .rival import make_rival

    return make_rival(level, personality, seed)


def _rivals_for(game, human: int) -> dict:
    """A rival for every seat but ``human``'s, from its SeatConfig (level, personality; a
    "random" or human seat plays at random), seeded from the game's seed and the seat."""
    from .rival import make_rival

    cfg = game.state.config
    return {i: make_rival(s.level if s.kind == "rival" else "random", s.personality,
                          seed=cfg.seed * 7 + i)
            for i, s in enumerate(cfg.seats) if i != human}


def _simulate(entrants: list[str], games: int, seed: int = 0, timed: bool = False):
    from .tournament import simulate

    return simulate(entrants, games, seed, timed)


def _odds(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .odds import main

    return main(args, parser)


KIT = AiKit(
    game="cresus",
    make_rival=_make_rival,
    levels=("random", "easy", "normal", "hard", "expert"),
    personalities=("", "flambeur", "joueur", "ruse", "stratege"),
    rivals_for=_rivals_for,
    simulate=_simulate,
    odds=_odds,
    figures=("island_rate", "bankruptcy_rate", "winner_mean_luxuries"),
)
