"""FOR-EX, the currency game: the rules engine (pure Python, no UI, no files but
``forex.toml``, no clock).

The one door: ``new_game(config)`` -> ``requests()`` -> ``submit(seat, decision)`` -> events;
``view(seat)``; ``ranking()`` when over. See ``game.py``; the rules are
``shared/rules/forex.md`` (ids F-x.y) and, for players, ``rules.md`` beside this file.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from cresus_tui.games.protocol import GameSpec, SeatConfig

from .data import ForexData, RulesDataError, data_version, load_data
from .game import Game, IllegalDecision, new_game
from .random_player import random_decision as _random_decision
from .state import GameConfig

if TYPE_CHECKING:
    import random

_HERE = Path(__file__).resolve().parent


def make_config(seats: Sequence[SeatConfig], seed: int) -> GameConfig:
    """A FOR-EX config for these seats and seed (F-4.5)."""
    return GameConfig(tuple(seats), seed)


def decode(data: bytes) -> Game:
    """A game from ``Game.encode()`` bytes (raises msgspec errors or IllegalDecision)."""
    return Game.decode(data)


def random_decision(state: Game, seat: int, rng: "random.Random"):
    """The random-legal answer (F-19's policy R) to ``seat``'s request."""
    return _random_decision(state, seat, rng)


from .saving import checkpoint, load_body, summary  # noqa: E402

SPEC = GameSpec(
    id="forex", name="FOR-EX",
    min_players=load_data().min_players, max_players=load_data().max_players,
    rules_file=_HERE / "rules.md", data_file=_HERE / "forex.toml",
    make_config=make_config, new_game=new_game, decode=decode,
    random_decision=random_decision, data_version=data_version,
    state_type=Game, summary=summary, checkpoint=checkpoint, load_body=load_body,
    tagline="currencies and contracts, no luck",
)

__all__ = [
    "SPEC", "ForexData", "Game", "GameConfig", "IllegalDecision", "RulesDataError",
    "SeatConfig", "data_version", "decode", "load_data", "make_config", "new_game",
]
