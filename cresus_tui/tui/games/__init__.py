"""Each game's Textual views, found by name: ``tui/games/<game id>.py`` offers
``new_game_screen(app)`` (its New game form) and ``game_screen(session, backlog)``. A
registered game without one is listed in the game choice as not playable here yet."""

from __future__ import annotations

import importlib
from types import ModuleType


def views(game_id: str) -> ModuleType | None:
    """The views module of ``game_id``, or None when the game has none in this front end."""
    name = f"{__package__}.{game_id}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise
