"""The rivals' personalities as a player reads them, for every game that has them (Crésus,
Big Money): the code a seat config keeps ("ruse") → its name ("Rusé")."""

from __future__ import annotations

PERSONALITIES = {"flambeur": "Flambeur", "joueur": "Joueur", "ruse": "Rusé",
                 "stratege": "Stratège"}
"""Personality code → its name as shown."""


def personality(code: str) -> str:
    """A rival's personality as shown ("ruse" → "Rusé"); "" for none."""
    return PERSONALITIES.get(code, code.title())
