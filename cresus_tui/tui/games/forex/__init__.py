"""FOR-EX's views: its New game form (``form.py``), its game screen, its lesson screen; its
board panels (``panels.py``) and game over screen (``over.py``)."""

from __future__ import annotations

from textual.screen import Screen


def new_game_screen(app) -> Screen:
    from .form import ForexNewGameScreen

    return ForexNewGameScreen()


def game_screen(session, backlog) -> Screen:
    from ...screens.forex_game import ForexGameScreen

    return ForexGameScreen(session, backlog)


def tutorial_screen(tutorial, resumed: bool = False) -> Screen:
    from ...screens.forex_tutorial import ForexTutorialScreen

    return ForexTutorialScreen(tutorial, resumed)
