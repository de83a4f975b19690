"""The rival interface every game's rivals offer: what the play layer, the simulators and the
hints call.

A rival decides from its seat's view only (never a deck order nor another seat's secret
choice) and explains each decision in a short sentence for the log and for hints. A game's
rivals live in ``ai/<game>/``; this module knows no game.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

import msgspec

from cresus_tui.games.protocol import GameSpec, GameState


class Choice(msgspec.Struct, frozen=True):
    """A rival's decision (the game's own decision type) and its one-line reason."""

    decision: Any
    reason: str = ""


class Rival(Protocol):
    name: str

    def decide(self, view: Any, request: Any) -> Choice:
        """Answer ``request`` (addressed to ``view.seat``) from the seat's own view."""
        ...

    def side_decision(self, view: Any) -> Choice | None:
        """Optionally a side decision (a sale, a trade offer) before answering; None for
        nothing."""
        ...


class RandomPlayer:
    """The random-legal player of any registered game: a uniform legal answer to the seat's
    request, drawn by the game's ``spec.random_decision`` from its own seeded generator. It
    reads the game state (through the spec), so it is a tool of tests and simulations, not a
    rival a person plays against."""

    def __init__(self, spec: GameSpec, seed: int = 0) -> None:
        self.spec = spec
        self.rng = random.Random(seed)

    def decide(self, state: GameState, seat: int) -> Choice:
        return Choice(self.spec.random_decision(state, seat, self.rng), "at random")


__all__ = ["Choice", "RandomPlayer", "Rival"]
