"""Big Money: the rules engine (pure Python, no UI, no files but ``bigmoney.toml``, no clock).

The one door: ``new_game(config)`` → ``requests()`` → ``submit(seat, decision)`` → events;
``view(seat)``; ``ranking()`` when over; ``encode()`` / ``decode(bytes)``. ``SPEC`` is the
registry entry (``cresus_tui.games.protocol.GameSpec``).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from cresus_tui.games.protocol import GameSpec, SeatConfig

from .data import Rules, RulesDataError, data_version, load_rules
from .decisions import Buy, Decision, Pass, Reroll, Roll, Stop
from .game import Game, IllegalDecision, new_game
from .random_player import legal_decisions, random_decision
from .saving import checkpoint, load_body, summary
from .requests import BuyRequest, DiceRequest, Request, RollRequest
from .state import GameConfig, Scenario
from .view import PlayerView, SeatView

_HERE = Path(__file__).resolve().parent


def make_config(seats: Sequence[SeatConfig], seed: int) -> GameConfig:
    """A GameConfig for ``seats`` (2–5, playing order) and ``seed``."""
    return GameConfig(tuple(seats), seed)


def decode(data: bytes) -> Game:
    """An encoded game back (see `Game.decode`)."""
    return Game.decode(data)


def _random_decision(state, seat: int, rng) -> Decision:  # rng: a random.Random
    return random_decision(state, seat, rng)


SPEC = GameSpec(
    id="bigmoney",
    name="Big Money",
    min_players=2,
    max_players=5,
    rules_file=_HERE / "rules.md",
    data_file=_HERE / "bigmoney.toml",
    make_config=make_config,
    new_game=new_game,
    decode=decode,
    random_decision=_random_decision,
    data_version=data_version,
    state_type=Game,
    summary=summary,
    checkpoint=checkpoint,
    load_body=load_body,
    turn_word="round",
    tagline="dice, companies and dividends",
)

__all__ = [
    "SPEC", "Buy", "BuyRequest", "Decision", "DiceRequest", "Game", "GameConfig",
    "IllegalDecision", "Pass", "PlayerView", "Request", "Reroll", "Roll", "RollRequest",
    "Rules", "RulesDataError", "Scenario", "SeatConfig", "SeatView", "Stop", "data_version",
    "decode", "legal_decisions", "load_rules", "make_config", "new_game", "random_decision",
]
