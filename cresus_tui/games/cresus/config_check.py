"""Which game configs the engine plays: checked by ``new_game`` so that a config from a file
(a save, a settings file) or a person cannot start a game the rules do not know (C-1.1, C-11.1).
"""

from __future__ import annotations

from cresus_tui.games.protocol import KINDS, NAME_MAX, PERSONALITIES, SEED_MAX, check_seats
from cresus_tui.games.protocol import LEVELS as BASE_LEVELS

from .state import GameConfig

LEVELS = (*BASE_LEVELS, "expert")
"""Rival levels a seat may name in Crésus ("random" is the random-legal player; "expert"
searches, see ``ai/cresus/expert.py``)."""

__all__ = ["KINDS", "LEVELS", "NAME_MAX", "PERSONALITIES", "SEED_MAX", "check_config"]


def check_config(config: GameConfig) -> None:
    """Raise ValueError, with a readable reason, unless ``config`` is one the engine plays:
    the shared door ``protocol.check_seats`` (2 to 6 seats, C-1.1; names of 1 to NAME_MAX
    printable characters; a known kind, level and personality; a seed in 0 .. 2**64-1,
    C-11.1), then a scenario's first player among the seats, one pile per market, dice faces
    0 to 5."""
    if not isinstance(config, GameConfig):
        raise ValueError("a game config is needed")
    check_seats(config.seats, "Crésus", 2, 6, config.seed, levels=LEVELS)
    sc = config.scenario
    if sc is not None:
        if sc.first_player is not None and not 0 <= sc.first_player < len(config.seats):
            raise ValueError(f"scenario first player {sc.first_player} is not a seat")
        if sc.piles is not None and len(sc.piles) != 6:
            raise ValueError("scenario piles: one per market, six")
        if any(not 0 <= d <= 5 for d in sc.dice):
            raise ValueError("scenario dice: faces 0 to 5")
