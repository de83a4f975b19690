"""The hooks of FOR-EX's entry in the games registry (``SPEC`` in ``__init__``, which names
them lazily)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cresus_tui.games.protocol import SeatConfig

from .game import Game
from .random_player import random_decision as _random_decision
from .state import GameConfig


def make_config(seats: Sequence[SeatConfig], seed: int) -> GameConfig:
    """A FOR-EX config for these seats and seed (F-4.5)."""
    return GameConfig(tuple(seats), seed)


def decode(data: bytes) -> Game:
    """A game from ``Game.encode()`` bytes (raises msgspec errors or IllegalDecision)."""
    return Game.decode(data)


def random_decision(state: Game, seat: int, rng: Any):
    """The random-legal answer (F-19's policy R) to ``seat``'s request, drawn from ``rng`` (a
    ``random.Random``)."""
    return _random_decision(state, seat, rng)
