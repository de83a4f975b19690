"""What each game plugs into the play layer, found by folder: ``play/<game id>/__init__.py``
exposing ``KIT: PlayKit``. A registered game without one cannot be played through a front
end yet (it still plays in the simulator and the protocol tests)."""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from cresus_tui.games.registry import GAMES

from .parser import Parsed


@dataclass(frozen=True)
class PlayKit:
    """A game's verbs, narration and story for every front end.

    ``options``: its New game answers type (a msgspec Struct whose ``start()`` gives the
    game; ``Session.new(options)``); ``parse(text, view, rules) -> Parsed`` (never raises);
    ``completions(text, view, rules)``; ``describe_request(view, rules)``: what the seat must
    decide, in a sentence; ``narrate(event, human, names, rules)``: an event in prose;
    ``replay_story(game) -> (opening events, steps)`` of a loaded game; ``rules()``: the
    game's rules data the verbs need; ``lessons()``: its tutorials (content in
    ``cresus_tui/tutorials/<game>/``); ``tutorial(lesson_id)``: a tutorial runner."""

    game: str
    options: type
    parse: Callable[..., Parsed]
    completions: Callable[..., list[str]]
    describe_request: Callable[..., str]
    narrate: Callable[..., str]
    replay_story: Callable[[Any], tuple[list[Any], list[Any]]]
    rules: Callable[[], Any]
    lessons: Callable[[], Sequence[Any]] = tuple
    tutorial: Callable[[str], Any] | None = None
    teller: Callable[[Any], Any] | None = None
    """``teller(session)``: the game told in sentences for a front end without a screen of its
    own (``cresus_tui.play.teller.Teller``); None: the plain-text mode narrates the events
    alone."""
    reveals: tuple[type, ...] = ()
    """The events that reveal the seats' sealed choices of a round (Crésus: bids, pawns,
    participation): until one, a save holds the game from before the rivals' sealed choices."""
    fill_doc: Callable[[str], str] | None = None
    """``fill_doc(text)``: the game's rules or help document as players read it (Crésus:
    every ``{{name}}`` placeholder filled from the data file); None: shown as written."""


@functools.cache
def play_kit(game_id: str) -> PlayKit | None:
    """The play kit of ``game_id`` (a registered game), or None when it has none yet.
    Raises KeyError for an unknown game."""
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r}")
    name = f"{__package__}.{game_id}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise
    return getattr(module, "KIT", None)
