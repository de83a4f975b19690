"""The rival interface: what the UI, the simulator and the hints call.

A rival decides from its seat's ``SeatView`` only (C-7.4, C-10.5) and explains each decision in
a short sentence for the log and for hints.
"""

from __future__ import annotations

from typing import Protocol

import msgspec

from cresus_tui.engine.decisions import Decision
from cresus_tui.engine.random_player import RandomPlayer, legal_decisions
from cresus_tui.engine.requests import Request
from cresus_tui.engine.view import SeatView


class Choice(msgspec.Struct, frozen=True):
    """A rival's decision and its one-line reason."""

    decision: Decision
    reason: str = ""


class Rival(Protocol):
    name: str

    def decide(self, view: SeatView, request: Request) -> Choice:
        """Answer ``request`` (addressed to ``view.seat``) from the seat's own view."""
        ...

    def side_decision(self, view: SeatView) -> Choice | None:
        """Optionally a luxury sale or a trade offer before answering; None for nothing."""
        ...


class RandomRival:
    """Uniform over the legal decisions (the random-legal player as a rival)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.player = RandomPlayer(seed, side_rate=0.0)

    def decide(self, view: SeatView, request: Request) -> Choice:
        return Choice(self.player.decide(view, request), "at random")

    def side_decision(self, view: SeatView) -> Choice | None:
        return None


def make_rival(level: str = "normal", personality: str = "", seed: int = 0) -> Rival:
    """A rival of ``level`` (random, easy, normal, hard) and ``personality`` (flambeur, joueur,
    ruse, stratege or empty). Raises ValueError for an unknown level or personality."""
    if level == "random":
        return RandomRival(seed)
    from . import policy  # the real rivals

    return policy.make(level, personality, seed)


__all__ = ["Choice", "RandomRival", "Rival", "legal_decisions", "make_rival"]
