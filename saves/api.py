"""Module-level shortcuts over ``SaveStore`` for the UI: one store per saves folder.

    save_game(game, "my game", data_dir=None)   -> SlotEntry       (raises SaveError)
    load_game("my game", data_dir=None)         -> LoadedGame      (raises SaveError)
    list_saves(data_dir=None)                   -> list[SlotEntry] (never raises)
    newest_save(data_dir=None)                  -> SlotEntry | None
    delete_save("my game", data_dir=None)       -> list[Path]      (raises SaveError)
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from cresus_tui.games.protocol import GameState

from .paths import AUTOSAVE, saves_dir
from .store import LoadedGame, SaveStore, SlotEntry

_STORES: dict[Path, SaveStore] = {}


def store_for(data_dir: str | os.PathLike[str] | None = None) -> SaveStore:
    """The SaveStore of ``<data_dir>/saves`` (the platform folder when None), reused."""
    root = saves_dir(data_dir)
    store = _STORES.get(root)
    if store is None:
        store = _STORES[root] = SaveStore(root)
    return store


def save_game(game: GameState, slot: str = AUTOSAVE, data_dir: str | os.PathLike[str] | None = None,
              now: datetime | None = None, story: list[str] | tuple[str, ...] = ()) -> SlotEntry:
    """Save ``game`` to ``slot`` (default the autosave); ``story``: one note per log entry.
    Raises BadSlotName, SaveFailed."""
    return store_for(data_dir).save(slot, game, now, story)


def load_game(slot: str = AUTOSAVE, data_dir: str | os.PathLike[str] | None = None,
              generation: int = 0) -> LoadedGame:
    """The game in ``slot`` (``.game``) with its header and save time. Raises BadSlotName,
    SlotNotFound, DamagedSave (see ``.fallback``), NewerVersion, UnreadableSave."""
    return store_for(data_dir).load(slot, generation)


def list_saves(data_dir: str | os.PathLike[str] | None = None,
               verify: bool = True) -> list[SlotEntry]:
    """Every slot for the Load menu, newest good first, damaged and newer ones last.
    ``verify`` False: headers only, no game decoded (``SaveStore.info``)."""
    return store_for(data_dir).list(verify)


def newest_save(data_dir: str | os.PathLike[str] | None = None,
                verify: bool = True) -> SlotEntry | None:
    """What Continue resumes: ``load_game(e.slot, data_dir, e.generation)``; None if none.
    ``verify`` False: chosen by the headers only (``SaveStore.newest``)."""
    return store_for(data_dir).newest(verify)


def delete_save(slot: str, data_dir: str | os.PathLike[str] | None = None) -> list[Path]:
    """Remove a slot and its earlier generations. Raises BadSlotName, SlotNotFound,
    SaveFailed."""
    return store_for(data_dir).delete(slot)
