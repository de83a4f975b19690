"""The Crésus rules engine: pure Python, no UI, no files but its data (``cresus.toml``), no clock.

The one door: ``new_game(config)`` → ``requests()`` → ``submit(seat, decision)`` → events;
``view(seat)``; ``ranking()`` when over. See ``game.py``; ``SPEC`` is its registry entry.
"""

from .cards import COLOURS, Rules, RulesDataError, load_rules
from .game import BANK, Game, IllegalDecision, counts_of, new_game
from .spec import SPEC
from .state import GameConfig, Scenario, SeatConfig

__all__ = [
    "BANK", "COLOURS", "Game", "GameConfig", "IllegalDecision", "Rules", "RulesDataError",
    "SPEC", "Scenario", "SeatConfig", "counts_of", "load_rules", "new_game",
]
