"""Big Money's views: its New game form and its game screen (``form.py``, ``screen.py``)."""

from __future__ import annotations

from textual.screen import Screen


def new_game_screen(app) -> Screen:
    from .form import BigMoneyNewGameScreen

    return BigMoneyNewGameScreen()


def game_screen(session, backlog) -> Screen:
    from .screen import BigMoneyScreen

    return BigMoneyScreen(session, backlog)


def tutorial_screen(tutorial, resumed: bool = False) -> Screen:
    """A Big Money lesson on screen (``app.open_tutorial`` finds it by the lesson's game)."""
    from .tutorial import BigMoneyTutorialScreen

    return BigMoneyTutorialScreen(tutorial, [] if resumed else None, resumed)
