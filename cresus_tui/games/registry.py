"""The games the house holds: game id → its ``GameSpec``.

To add a game: write ``cresus_tui/games/<id>/`` exposing ``SPEC: GameSpec`` in its
``__init__``, and add one line to ``_MODULES`` below. Importing the registry imports each
game's ``__init__`` only: an entry names its engine's hooks lazily (``protocol.Lazy``), so
nothing of a game's engine is loaded before it is used. A game living elsewhere (the Pig game
of the tests, ``tests/pig/``) is added at run time with ``register_game``. Every generic place (the menu's game
list, saves, ``cresus simulate --game``, ``cresus odds --game``, the protocol tests) iterates
this registry.
"""

from __future__ import annotations

import importlib

from .protocol import GameSpec, GameState

_MODULES: tuple[str, ...] = (
    "cresus_tui.games.cresus",
    "cresus_tui.games.bigmoney",
    "cresus_tui.games.forex",
)
"""The game packages, in the menu's order; each exposes ``SPEC``."""


def _load() -> dict[str, GameSpec]:
    games: dict[str, GameSpec] = {}
    for name in _MODULES:
        spec = importlib.import_module(name).SPEC
        games[spec.id] = spec
    return games


GAMES: dict[str, GameSpec] = _load()
"""Every registered game by id (``cresus``, later ``bigmoney``, ``forex``)."""


def register_game(spec: GameSpec) -> None:
    """Add (or replace) a game at run time, after the built-in ones (a game whose package is
    not under ``cresus_tui``; its play, rival and review kits are registered beside it:
    ``play.kits.register_play_kit``, ``ai.kits.register_ai_kit``, ``play.review.kits.register``).
    """
    GAMES[spec.id] = spec


def unregister_game(game_id: str) -> None:
    """Remove a game added by ``register_game`` (nothing when it is not registered)."""
    GAMES.pop(game_id, None)


def game_ids() -> tuple[str, ...]:
    """The ids of the registered games, in the menu's order."""
    return tuple(GAMES)


def get_game(game_id: str) -> GameSpec:
    """The spec of ``game_id``. Raises KeyError naming the registered games if it is unknown."""
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; the games are: "
                       + ", ".join(GAMES)) from None


def spec_of(state: GameState) -> GameSpec:
    """The spec of the game ``state`` belongs to. Raises TypeError for a state of no registered
    game."""
    for spec in GAMES.values():
        if spec.owns(state):
            return spec
    raise TypeError(f"{type(state).__name__} is the state of no registered game")
