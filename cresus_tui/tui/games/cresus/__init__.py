"""Crésus's views: its New game form (``form.py``), its game screen; its panels (``panels.py``),
dialogues (``dialogs.py``) and game over screen (``over.py``)."""

from __future__ import annotations

from textual.screen import Screen


def new_game_screen(app) -> Screen:
    from .form import NewGameScreen

    return NewGameScreen()


def game_screen(session, backlog) -> Screen:
    from .screen import CresusScreen

    return CresusScreen(session, backlog)
