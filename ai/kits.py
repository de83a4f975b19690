"""What each game's rivals offer the house, found by folder: ``ai/<game id>/__init__.py``
exposing ``KIT: AiKit``. A registered game without such a folder simply has no rivals, no
tournament and no odds yet (the generic random-legal simulator still plays it).
"""

from __future__ import annotations

import argparse
import functools
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cresus_tui.games.registry import GAMES

from .base import Rival


@dataclass(frozen=True)
class AiKit:
    """A game's rivals. ``make_rival(level, personality, seed)`` raises ValueError for an
    unknown level or personality; ``levels`` and ``personalities`` name them;
    ``rivals_for(game, human)`` -> {seat: rival} for every seat but the human's, from the
    game's own seats (what a session plays against), or None; ``simulate``
    (entrants, games, seed, timed) -> a summary Struct with at least the generic simulator's
    keys (``ai.simulate.Summary``), or None; ``odds(args, parser) -> exit code`` is
    ``cresus odds`` for this game, or None; ``figures``: which of the summary's game-bound
    figures (``island_rate``, ``bankruptcy_rate``, ``winner_mean_luxuries``) mean something
    in this game, the ones ``cresus simulate`` prints."""

    game: str
    make_rival: Callable[..., Rival]
    levels: tuple[str, ...]
    personalities: tuple[str, ...]
    rivals_for: Callable[[Any, int], dict[int, Rival]] | None = None
    simulate: Callable[..., Any] | None = None
    odds: Callable[[argparse.Namespace, argparse.ArgumentParser], int] | None = None
    figures: tuple[str, ...] = ()


_REGISTERED: dict[str, AiKit] = {}
"""Rivals of games registered at run time (``register_ai_kit``)."""


def register_ai_kit(kit: AiKit) -> None:
    """Add (or replace) the rivals of a game registered at run time, not in ``ai/<id>/``."""
    _REGISTERED[kit.game] = kit


def forget_ai_kit(game_id: str) -> None:
    """Remove rivals added by ``register_ai_kit``."""
    _REGISTERED.pop(game_id, None)


def ai_kit(game_id: str) -> AiKit | None:
    """The rivals of ``game_id`` (a registered game), or None when it has none yet.
    Raises KeyError for an unknown game."""
    if game_id in _REGISTERED:
        return _REGISTERED[game_id]
    return _ai_kit(game_id)


@functools.cache
def _ai_kit(game_id: str) -> AiKit | None:
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
