"""The hooks of Big Money's entry in the games registry (``SPEC`` in ``__init__``, which names
them lazily)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cresus_tui.games.protocol import SeatConfig

from .decisions import Decision
from .game import Game
from .random_player import random_decision as _random_decision
from .state import GameConfig


def make_config(seats: Sequence[SeatConfig], seed: int) -> GameConfig:
    """A GameConfig for ``seats`` (2–5, playing order) and ``seed``."""
    return GameConfig(tuple(seats), seed)


def decode(data: bytes) -> Game:
    """An encoded game back (see `Game.decode`)."""
    return Game.decode(data)


def random_decision(state: Game, seat: int, rng: Any) -> Decision:
    """A uniform legal answer to ``seat``'s request, drawn from ``rng`` (a ``random.Random``)."""
    return _random_decision(state, seat, rng)
