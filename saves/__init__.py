"""Save slots for Crésus: autosave, named slots, resume, atomic writes, two backups,
migrations and damaged files moved aside. No UI here (no Textual).

    from saves import SaveStore
    store = SaveStore.at(data_dir)       # data_dir None: the platform's user data folder
    store.autosave(game)                 # at every phase boundary and when quitting
    store.save("my game", game)
    loaded = store.load("my game")       # LoadedGame: .game continues where it stopped
    entry = store.newest()               # "Continue": store.load(entry.slot, entry.generation)
    store.list()                         # the "Load" menu: SlotEntry with status and header

Module-level shortcuts taking ``data_dir``: ``save_game``, ``load_game``, ``list_saves``,
``newest_save``, ``delete_save`` (see ``api.py``).

Every failure is a ``SaveError`` whose ``message`` names the file and the fault.
"""

from .api import delete_save, list_saves, load_game, newest_save, save_game, store_for
from .envelope import FORMAT, SCHEMA, Header, SeatSummary, game_version
from .errors import (
    BadSlotName, DamagedSave, NewerVersion, SaveError, SaveFailed, SlotNotFound, UnreadableSave,
)
from .paths import AUTOSAVE, check_slot, saves_dir
from .store import LoadedGame, SaveStore, SlotEntry, autosave_due

__all__ = [
    "AUTOSAVE", "FORMAT", "SCHEMA", "BadSlotName", "DamagedSave", "Header", "LoadedGame",
    "NewerVersion", "SaveError", "SaveFailed", "SaveStore", "SeatSummary", "SlotEntry",
    "SlotNotFound", "UnreadableSave", "autosave_due", "check_slot", "delete_save", "game_version",
    "list_saves", "load_game", "newest_save", "save_game", "saves_dir", "store_for",
]
