"""Crésus rivals: valuation, policies and levels, the rival factory, odds tables and the
tournament simulator. ``KIT`` is what the house uses (``ai.kits``)."""

from __future__ import annotations

import argparse

from ai.kits import AiKit


def _make_rival(level: str = "normal", personality: str = "", seed: int = 0):
    from .rival import make_rival

    return make_rival(level, personality, seed)


def _simulate(entrants: list[str], games: int, seed: int = 0, timed: bool = False):
    from .tournament import simulate

    return simulate(entrants, games, seed, timed)


def _odds(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    from .odds import main

    return main(args, parser)


KIT = AiKit(
    game="cresus",
    make_rival=_make_rival,
    levels=("random", "easy", "normal", "hard"),
    personalities=("", "flambeur", "joueur", "ruse", "stratege"),
    simulate=_simulate,
    odds=_odds,
)
