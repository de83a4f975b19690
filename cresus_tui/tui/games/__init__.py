"""Each game's Textual views, found by name: ``tui/games/<game id>/__init__.py`` offers
``VIEWS: GameViews`` — what a game plugs into the one game screen (``screens/game.py``): its
New game form, side panels, status words, dice tray, dialogues, own keys and game over screen.
A registered game without one is listed in the game choice as not playable here yet; a game
registered at run time (the tests' Pig) adds its views with ``register_views``."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from cresus_tui.i18n import N_


@dataclass(frozen=True)
class StatusContext:
    """What a status line may say besides the view: the layout (``compact``: below 80×24;
    ``panels``: the panels in place of the story; ``wide``: 110 columns or more), ``busy``: the
    rivals are playing, ``pace``: the narration's pace, ``width``: the status line's columns
    (its words are cut with "…" beyond)."""

    compact: bool = False
    panels: bool = False
    wide: bool = False
    busy: bool = False
    pace: str = "normal"
    width: int = 80


@dataclass(frozen=True)
class GameViews:
    """What a game plugs into the one game screen (every field but ``panels`` has a default).

    ``panels(session) -> widgets``: the side column, each widget with ``show(view)``.
    ``new_game(app) -> Screen``: a New game form of its own (None: the one New game form,
    built from the play kit's ``NewGameAsks``). ``status(view, ctx) -> markup``: the status line's
    words (``StatusContext``). ``tray(session) -> DiceTray``: the tray for requests answered
    with dice (``Prompt.dice``); ``tray_info(screen, request) -> markup``: its text (odds …),
    or its wordings longest first (the tray shows the longest that fits).
    ``dialog(screen, request) -> (modal, make) | None``: the dialogue answering a request,
    ``make(value)`` the decision of the modal's value; ``auto_dialog(request) -> str``: for a
    request whose dialogue opens by itself, the sentence saying how to answer by typing while
    the player is busy typing ("" for none). ``echo(decision)``: the command a tray's or a
    dialogue's decision stands for, echoed in the story ("" for none). ``keys``: the game's
    own bindings, their actions ``game('<name>')`` found in ``actions`` (``name ->
    fn(screen)``). ``over(screen, finale) -> Screen``: the game over screen. ``lesson(tutorial,
    resumed) -> Screen``: its lessons' screen (default: the one lesson screen).
    ``placeholder``: the command line's hint. ``panels_word``: what F10 shows ("panels",
    "board"); ``prompt_note``: the teller's note ends the decision line (False when the
    panels say it already). ``side_width``: the side column's width, normal and wide (110 columns or more).
    ``css``: the game's own styles, written for ``GameScreen``."""

    panels: Callable[[Any], Sequence[Any]]
    new_game: Callable[[Any], Any] | None = None
    status: Callable[[Any, StatusContext], str] = lambda view, ctx: ""
    tray: Callable[[Any], Any] | None = None
    tray_info: Callable[[Any, Any], str | tuple[str, ...]] = lambda screen, request: ""
    dialog: Callable[[Any, Any], tuple[Any, Callable[[Any], Any]] | None] = \
        lambda screen, request: None
    auto_dialog: Callable[[Any], str] = lambda request: ""
    echo: Callable[[Any], str] = lambda decision: ""
    keys: tuple[Any, ...] = ()
    actions: Mapping[str, Callable[[Any], None]] = field(default_factory=dict)
    over: Callable[[Any, Any], Any] | None = None
    lesson: Callable[[Any, bool], Any] | None = None
    placeholder: str = N_("Type a command (help, look…)")
    panels_word: str = N_("panels")
    prompt_note: bool = True
    side_width: tuple[int, int] = (36, 50)
    css: str = ""


_REGISTERED: dict[str, GameViews] = {}


def register_views(game_id: str, game_views: GameViews) -> None:
    """The views of a game registered at run time (whose package is not here)."""
    _REGISTERED[game_id] = game_views


def forget_views(game_id: str) -> None:
    _REGISTERED.pop(game_id, None)


def game_views(game_id: str) -> GameViews | None:
    """The ``GameViews`` of ``game_id``, or None when it has none in this front end."""
    found = found_views(game_id)
    return found if isinstance(found, GameViews) else None


def found_views(game_id: str) -> ModuleType | GameViews | None:
    """A game's Textual views: its ``GameViews`` (the one game screen plugs them in), or, for a
    game with a screen of its own, its module; None when the game has none in this front end."""
    found = _REGISTERED.get(game_id)
    if found is not None:
        return found
    name = f"{__package__}.{game_id}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise
    return getattr(module, "VIEWS", None) or module
