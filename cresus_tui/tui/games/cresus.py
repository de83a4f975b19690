"""Crésus's views: its New game form opens the game screen (``screens/game.py``)."""

from __future__ import annotations

from textual.screen import Screen


def new_game_screen(app) -> Screen:
    from ..screens.new_game import NewGameScreen

    return NewGameScreen()
