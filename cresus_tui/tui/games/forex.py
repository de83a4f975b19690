"""FOR-EX's views: its New game form and its game screen (``screens/forex_new_game.py``,
``screens/forex_game.py``)."""

from __future__ import annotations

from textual.screen import Screen


def new_game_screen(app) -> Screen:
    from ..screens.forex_new_game import ForexNewGameScreen

    return ForexNewGameScreen()


def game_screen(session, backlog) -> Screen:
    from ..screens.forex_game import ForexGameScreen

    return ForexGameScreen(session, backlog)


def tutorial_screen(tutorial, resumed: bool = False) -> Screen:
    from ..screens.forex_tutorial import ForexTutorialScreen

    return ForexTutorialScreen(tutorial, resumed)
