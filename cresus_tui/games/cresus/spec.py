"""Crésus's entry in the games registry (``cresus_tui.games.registry``)."""

from __future__ import annotations

import functools
import hashlib
import random
from collections.abc import Sequence
from pathlib import Path

from cresus_tui.games.protocol import GameSpec, SeatConfig

from .game import Game, IllegalDecision, new_game
from .random_player import RandomPlayer
from .saving import checkpoint, load_body, load_story, save_body, story_body, summary
from .state import GameConfig

HERE = Path(__file__).parent


def make_config(seats: Sequence[SeatConfig], seed: int) -> GameConfig:
    """The config of a Crésus game of 2..6 ``seats`` (C-1.1) drawn from ``seed``."""
    return GameConfig(tuple(seats), seed)


def _new_game(config: GameConfig) -> tuple[Game, list]:
    return new_game(config)


def _decode(data: bytes) -> Game:
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


SPEC = GameSpec(
    id="cresus",
    name="Crésus",
    min_players=2,
    max_players=6,
    rules_file=HERE / "rules.md",
    data_file=HERE / "cresus.toml",
    make_config=make_config,
    new_game=_new_game,
    decode=_decode,
    random_decision=random_decision,
    data_version=data_version,
    state_type=Game,
    summary=summary,
    save_body=save_body,
    load_body=load_body,
    story_body=story_body,
    load_story=load_story,
    checkpoint=checkpoint,
    tagline="shares, dice and luxury",
)
