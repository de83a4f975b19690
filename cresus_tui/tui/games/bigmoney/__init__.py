"""Big Money's views: its New game form and its game screen (``form.py``, ``screen.py``)."""

from __future__ import annotations

from textual.screen import Screen


def new_game_screen(app) -> Screen:
    from .form import BigMoneyNewGameScreen

    return BigMoneyNewGameScreen()


def game_screen(session, backlog) -> Screen:
    from .screen import BigMoneyScreen

    return BigMoneyScreen(session, backlog)
