"""The hooks of Crésus's entry in the games registry (``SPEC`` in ``__init__``, which names
them lazily)."""

from __future__ import annotations

import functools
import hashlib
import random
from collections.abc import Sequence
from pathlib import Path

from cresus_tui.games.protocol import SeatConfig

from .game import Game, IllegalDecision, new_game
from .random_player import RandomPlayer
from .saving import (
    checkpoint, load_body, load_other_rules, load_story, save_body, story_body, summary,
)
from .state import GameConfig

HERE = Path(__file__).parent


def make_config(seats: Sequence[SeatConfig], seed: int) -> GameConfig:
    """The config of a Crésus game of 2..6 ``seats`` (C-1.1) drawn from ``seed``."""
    return GameConfig(tuple(seats), seed)


def decode(data: bytes) -> Game:
    return Game.decode(data)


def random_decision(game: Game, seat: int, rng: random.Random):
    """A uniform legal answer to the request waiting for ``seat`` (the random-legal player,
    without side decisions), drawn from ``rng``. Raises IllegalDecision if nothing waits."""
    request = game.request_for(seat)
    if request is None:
        raise IllegalDecision(f"nothing waits for seat {seat}")
    player = RandomPlayer(0, side_rate=0.0)
    player.rng = rng
    return player.decide(game.view(seat), request)


@functools.cache
def data_version() -> str:
    """A short hash (12 hex digits of SHA-256) of the installed ``cresus.toml``."""
    return hashlib.sha256((HERE / "cresus.toml").read_bytes()).hexdigest()[:12]
