"""Each game's front in the Textual app: what the app asks of a game — ``new_game_screen(app)``,
``game_screen(session, backlog)``, ``tutorial_screen(tutorial, resumed)``. A game that supplies
``GameViews`` (``tui/games/<id>/``) plays on the one game screen and the one lesson screen; a
game with a screen of its own supplies these three functions in its module.

It sits above both ``tui/games`` and ``tui/screens`` (the screens ask ``tui/games`` for a game's
views), so neither imports the other back; the screens are imported only when a game starts."""

from __future__ import annotations

from types import ModuleType
from typing import Any

from .games import GameViews, found_views


def views(game_id: str) -> ModuleType | None:
    """The front of ``game_id`` (see the module docstring), or None when the game has none in
    this front end."""
    found = found_views(game_id)
    if not isinstance(found, GameViews):
        return found
    front = ModuleType(f"{__package__}.games.{game_id}")
    front.VIEWS = found  # type: ignore[attr-defined]
    front.new_game_screen = found.new_game or (  # type: ignore[attr-defined]
        lambda app: _new_game_screen(game_id))
    front.game_screen = _game_screen  # type: ignore[attr-defined]
    front.tutorial_screen = _lesson_screen  # type: ignore[attr-defined]
    return front


def _new_game_screen(game_id: str) -> Any:
    from .screens.new_game import NewGameScreen

    return NewGameScreen(game_id)


def _game_screen(session: Any, backlog: Any) -> Any:
    from .screens.game import GameScreen

    return GameScreen.of(session, backlog)


def _lesson_screen(tutorial: Any, resumed: bool = False) -> Any:
    from .screens.lesson import LessonScreen

    return LessonScreen.of_lesson(tutorial, resumed)
