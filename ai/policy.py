"""Rival policies (levels easy / normal / hard, personalities). Placeholder until the rivals
land: every level plays the random-legal policy."""

from __future__ import annotations

from .rival import RandomRival, Rival

LEVELS = ("easy", "normal", "hard")
PERSONALITIES = ("", "flambeur", "joueur", "ruse", "stratege")


def make(level: str, personality: str, seed: int) -> Rival:
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}, random")
    if personality not in PERSONALITIES:
        raise ValueError(f"unknown personality {personality!r}: choose one of "
                         f"{', '.join(p for p in PERSONALITIES if p)}")
    return RandomRival(seed)
