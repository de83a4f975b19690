"""Crésus rivals as the UI, the simulator and the hints call them (the interface is ``ai.base``).

A rival decides from its seat's ``SeatView`` only (C-7.4, C-10.5) and explains each decision in
a short sentence for the log and for hints.
"""

from __future__ import annotations

from cresus_tui.games.cresus.random_player import RandomPlayer, legal_decisions
from cresus_tui.games.cresus.requests import Request
from cresus_tui.games.cresus.view import SeatView
from cresus_tui.i18n import tr

from ..base import Choice, Rival
from . import policy  # the real rivals
from .expert import ExpertRival


class RandomRival:
    """Uniform over the legal decisions (the random-legal player as a rival)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.player = RandomPlayer(seed, side_rate=0.0)

    def decide(self, view: SeatView, request: Request) -> Choice:
        return Choice(self.player.decide(view, request), tr("at random"))

    def side_decision(self, view: SeatView) -> Choice | None:
        return None


def make_rival(level: str = "normal", personality: str = "", seed: int = 0) -> Rival:
    """A rival of ``level`` (random, easy, normal, hard, expert) and ``personality``
    (flambeur, joueur, ruse, stratege or empty). Raises ValueError for an unknown level or
    personality."""
    if level == "random":
        return RandomRival(seed)
    if level == "expert":  # the hard rival plus a look-ahead (ai/cresus/expert.py)
        if personality not in policy.PERSONALITIES:
            policy.make("hard", personality)  # raises the same ValueError as other levels
        return ExpertRival(level, personality, seed)
    return policy.make(level, personality, seed)


__all__ = ["Choice", "RandomRival", "Rival", "legal_decisions", "make_rival"]
