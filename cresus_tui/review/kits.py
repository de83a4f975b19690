"""What the generic review tools (export, replay, undo, statistics, post-game review) need to
know of one game, beyond the protocol door: a ``ReviewKit`` per game id, in a small registry.

A kit tells how to read a game's config and decision log, how to rebuild a game from them, which
events are chance or reveals (undo never crosses them), how to narrate an event and describe a
decision, and each seat's money and counters (the chart). Game-specific analysis of decisions is
a separate *reviewer* (``analysis.py``), plugged per game id.

No Textual, no files (the data version reads the game's own data file through its loader).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import msgspec


@dataclass(frozen=True)
class ReviewKit:
    """One game's hooks for the generic tools.

    * ``config_type`` / ``decision_type``: msgspec types (a Struct and a tagged union) that
      ``msgspec.convert`` accepts, to read a JSON record back.
    * ``new_game(config) -> (state, events)``; ``decode(bytes) -> state``.
    * ``config_of(state)``, ``log_of(state) -> [(seat, decision)]``.
    * ``names_of(config) -> [str]``, ``kinds_of(config) -> [(kind, level)]`` per seat.
    * ``turn_of(state) -> int``; ``money_of(state) -> [M per seat]``;
      ``counters_of(state) -> {name: [int per seat]}`` (luxury cards in Crésus);
      ``tallies(state, seat) -> {name: int}``: what the statistics sum per game.
    * ``undo_blocker(event) -> str | None``: why an event forbids undoing a decision made before
      it (a throw, a draw, a reveal), or None.
    * ``turn_started(event) -> int | None``: the turn an event opens, or None.
    * ``narrate(event, viewer, names) -> str | None``: plain text (no markup).
    * ``describe(seat, decision, names, viewer) -> str``: a decision in words.
    * ``public_decision(decision) -> bool``: may other seats see this decision when taken
      (secret ones are told by their reveal event instead).
    * ``score_of(state, seat) -> (int, ...)``: the ranking key of a seat (bigger is better).
    """

    id: str
    name: str
    config_type: Any
    decision_type: Any
    new_game: Callable[[Any], tuple[Any, list[Any]]]
    decode: Callable[[bytes], Any]
    data_version: Callable[[], str]
    config_of: Callable[[Any], Any]
    log_of: Callable[[Any], list[tuple[int, Any]]]
    names_of: Callable[[Any], list[str]]
    kinds_of: Callable[[Any], list[tuple[str, str]]]
    turn_of: Callable[[Any], int]
    money_of: Callable[[Any], list[int]]
    counters_of: Callable[[Any], dict[str, list[int]]]
    undo_blocker: Callable[[Any], str | None]
    turn_started: Callable[[Any], int | None]
    narrate: Callable[[Any, int, Sequence[str]], str | None]
    describe: Callable[[int, Any, Sequence[str], int], str]
    public_decision: Callable[[Any], bool]
    score_of: Callable[[Any, int], tuple[int, ...]]
    score_words: Callable[[tuple[int, ...]], str] = field(default=lambda s: str(s))
    tallies: Callable[[Any, int], dict[str, int]] = field(default=lambda state, seat: {})
    """Per-game counts summed by the statistics (Crésus: island 0/1, luxuries)."""


KITS: dict[str, ReviewKit] = {}


def register(kit: ReviewKit) -> None:
    """Add (or replace) the kit of ``kit.id``."""
    KITS[kit.id] = kit


def kit_for(game_id: str) -> ReviewKit:
    """The kit of ``game_id``. Raises KeyError with a readable message for an unknown game."""
    _load_builtin()
    try:
        return KITS[game_id]
    except KeyError:
        raise KeyError(f"no game called {game_id!r} (known: {', '.join(sorted(KITS))})") \
            from None


def kit_of_state(state: Any) -> ReviewKit:
    """The kit whose game ``state`` belongs to (by its class's module). Raises KeyError."""
    _load_builtin()
    module = type(state).__module__
    for kit in KITS.values():
        if module.startswith(_MODULES.get(kit.id, "\0")):
            return kit
    raise KeyError(f"no review kit for a {type(state).__name__} of {module}")


_MODULES: dict[str, str] = {}
_LOADED = False


def _load_builtin() -> None:
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    from . import cresus_kit

    register(cresus_kit.KIT)
    _MODULES["cresus"] = cresus_kit.ENGINE_MODULE


def digest(data: bytes) -> str:
    """A short, stable fingerprint of encoded state bytes (sha256, 16 hex digits)."""
    return hashlib.sha256(data).hexdigest()[:16]


def to_builtins(obj: Any) -> Any:
    """msgspec builtins (dicts, lists, str, int …) of a config or decision."""
    return msgspec.to_builtins(obj)
