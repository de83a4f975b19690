"""Which game configs the engine plays: checked by ``new_game`` so that a config from a file
(a save, a settings file) or a person cannot start a game the rules do not know (C-1.1, C-11.1).
"""

from __future__ import annotations

from .state import GameConfig

LEVELS = ("random", "easy", "normal", "hard", "expert")
"""Rival levels a seat may name ("random" is the random-legal player)."""

PERSONALITIES = ("", "flambeur", "joueur", "ruse", "stratege")
KINDS = ("human", "rival", "random")
NAME_MAX = 40
"""Longest seat name the engine accepts (front ends show at most their own, shorter, limit)."""

SEED_MAX = (1 << 64) - 1


def check_config(config: GameConfig) -> None:
    """Raise ValueError, with a readable reason, unless ``config`` is one the engine plays:
    2 to 6 seats (C-1.1); names of 1 to NAME_MAX printable characters; a known kind, level and
    personality; a seed in 0 .. 2**64-1 (C-11.1); a scenario's first player among the seats."""
    if not isinstance(config, GameConfig):
        raise ValueError("a game config is needed")
    if not 2 <= len(config.seats) <= 6:
        raise ValueError(f"Crésus is played by 2 to 6 players, not {len(config.seats)}.")
    for i, s in enumerate(config.seats):
        if not isinstance(s.name, str) or not 1 <= len(s.name) <= NAME_MAX \
                or not s.name.isprintable():
            raise ValueError(f"seat {i}: a name is 1 to {NAME_MAX} printable characters")
        if s.kind not in KINDS:
            raise ValueError(f"seat {i}: unknown kind {s.kind[:20]!r}")
        if s.level not in LEVELS:
            raise ValueError(f"seat {i}: unknown rival level {s.level[:20]!r}")
        if s.personality not in PERSONALITIES:
            raise ValueError(f"seat {i}: unknown personality {s.personality[:20]!r}")
    if type(config.seed) is not int or not 0 <= config.seed <= SEED_MAX:
        raise ValueError(f"the seed must be a whole number from 0 to {SEED_MAX}")
    sc = config.scenario
    if sc is not None:
        if sc.first_player is not None and not 0 <= sc.first_player < len(config.seats):
            raise ValueError(f"scenario first player {sc.first_player} is not a seat")
        if sc.piles is not None and len(sc.piles) != 6:
            raise ValueError("scenario piles: one per market, six")
        if any(not 0 <= d <= 5 for d in sc.dice):
            raise ValueError("scenario dice: faces 0 to 5")
