"""Crésus's views: its New game form and its game screen (``screens/new_game.py``,
``screens/game.py``)."""

from __future__ import annotations

from textual.screen import Screen


def new_game_screen(app) -> Screen:
    from ..screens.new_game import NewGameScreen

    return NewGameScreen()


def game_screen(session, backlog) -> Screen:
    from ..screens.game import GameScreen

    return GameScreen(session, backlog)
