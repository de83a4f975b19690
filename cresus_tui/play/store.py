"""Where the game in progress is kept, for every face: the autosave policy, the data folder's
lock against a second window, explicit saves, the hang-up save and Continue.

    store = Store(data_dir)          # data_dir None: the platform's user data folder
    notice = store.take()            # lock the folder's autosave ("" or a sentence)
    store.after(session, events)     # autosave when the events reach a checkpoint
    store.save(session, "my game")   # explicit save -> (sentence, ok)
    store.hangup(session)            # SIGHUP/SIGTERM: save now, on this thread
    entry = store.newest()           # what Continue resumes (a damaged slot's good generation)
    store.release()                  # at exit

The autosave policy is the house rule (issue 5): a save whenever a decision's events reach one
of the game's checkpoints (``GameSpec.checkpoint``; Crésus: a phase or a turn begins, the game
ends), so a closed terminal or a killed process loses at most the current phase. Writes are
atomic (``saves``). One window per data folder writes ``autosave``; another one (window or
plain session) autosaves to ``autosave <pid>`` of its own and says so.

No Textual, prints nothing; never raises (a failed save is a sentence, the game goes on).
"""

from __future__ import annotations

import os
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from cresus_tui.i18n import tr

from .app_slots import AUTOSAVE_SLOT


class Store:
    """The saves of one face's games in ``data_dir``. ``autosave``: False writes nothing
    unasked (explicit saves still work); ``background``: autosaves are written by one
    background thread in the order asked (the Textual face, so a slow disk never stalls the
    screen), else at once on the caller's thread (the plain face)."""

    def __init__(self, data_dir: str | None = None, autosave: bool = True,
                 background: bool = False) -> None:
        self.data_dir = data_dir
        self.autosave = autosave
        self.background = background
        self.slot = AUTOSAVE_SLOT
        """Where this face autosaves: ``autosave``, or ``autosave <pid>`` when another live
        window or session holds the data folder."""
        self.lock: Any = None
        self._saver: ThreadPoolExecutor | None = None
        self._pending: Future | None = None
        self._error = ""
        self._write = threading.Lock()

    # ---- the data folder's lock ---------------------------------------------------------

    def take(self) -> str:
        """Lock the data folder's autosave for this process. When another live process holds
        it, autosave to a slot of this process's own; returns the sentence saying so ("" when
        the lock was taken, or autosaves are off)."""
        if not self.autosave or self.lock is not None:
            return ""
        try:
            from saves.instance import InstanceLock
            from saves.paths import saves_dir

            self.lock = InstanceLock.acquire(saves_dir(self.data_dir))
        except Exception:  # noqa: BLE001 - no data folder: nothing to protect
            return ""
        if self.lock.held:
            return ""
        self.slot = f"{AUTOSAVE_SLOT} {os.getpid()}"
        return tr("Another Crésus window or session (process {pid}) uses this data folder: "
                  "this one autosaves to “{slot}”.").format(pid=self.lock.other_pid,
                                                           slot=self.slot)

    def release(self) -> None:
        """Wait for queued autosaves, then give the lock back. Never raises."""
        self.flush()
        if self.lock is not None:
            try:
                self.lock.release()
            except Exception:  # noqa: BLE001
                pass
            self.lock = None

    # ---- writing --------------------------------------------------------------------------

    @staticmethod
    def due(events: list[Any], game_id: str) -> bool:
        """True when ``events`` of game ``game_id`` reach one of its autosave checkpoints."""
        try:
            from saves import autosave_due

            return autosave_due(events, game_id)
        except Exception:  # noqa: BLE001 - an unknown game: after any events
            return bool(events)

    def after(self, session: Any, events: list[Any]) -> str:
        """Autosave ``session`` into ``slot`` when ``events`` reach a checkpoint (or end the
        game). The game is copied now, between two decisions. Returns "" or, when the save
        failed (at once, or an earlier background one), the sentence saying so."""
        if not self.autosave or not (self.due(events, session.spec.id)
                                     or session.game.is_over):
            return self.take_error()
        game, story = session.snapshot_with_story()
        if self.background:
            if self._saver is None:
                self._saver = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
            self._pending = self._saver.submit(self._background, game, story)
            return self.take_error()
        text, ok = self.write(game, story, self.slot)
        return "" if ok else text

    def _background(self, game: Any, story: list[str]) -> None:
        text, ok = self.write(game, story, self.slot)
        if not ok:
            self._error = text

    def write(self, game: Any, story: list[str], slot: str) -> tuple[str, bool]:
        """Write ``game`` (with the notes of its story) to ``slot`` atomically; (sentence,
        ok). Never raises."""
        try:
            import saves

            with self._write:
                entry = saves.save_game(game, slot, data_dir=self.data_dir, story=story)
        except Exception as exc:  # noqa: BLE001 - a failed save must never stop the game
            return tr("Could not save: {reason}").format(reason=getattr(exc, "message", exc)), \
                False
        aside = getattr(entry, "set_aside", "")
        said = tr("Saved as “{slot}”.").format(slot=slot)
        return said + (f" {aside}" if aside else ""), True

    def save(self, session: Any, slot: str = "") -> tuple[str, bool]:
        """Save ``session`` now into ``slot`` (default: this face's autosave slot), after every
        autosave still queued. (sentence, ok). Never raises."""
        self.flush()
        try:
            game, story = session.snapshot_with_story()
        except Exception as exc:  # noqa: BLE001
            return tr("Could not save: {reason}").format(reason=exc), False
        return self.write(game, story, slot or self.slot)

    def hangup(self, session: Any) -> tuple[str, bool]:
        """The terminal closed or the process is told to stop (SIGHUP, SIGTERM): save the game
        in progress now into the autosave slot. A finished game is already kept. Never
        raises."""
        if session is None or session.game.is_over:
            return "", True
        return self.save(session)

    def flush(self) -> None:
        """Wait until every queued autosave is written (at most 10 s)."""
        pending = self._pending
        if pending is not None:
            try:
                pending.result(timeout=10)
            except Exception:  # noqa: BLE001
                pass

    def take_error(self) -> str:
        """The latest background save failure (once), or ""."""
        text, self._error = self._error, ""
        return text

    # ---- reading ----------------------------------------------------------------------------

    def newest(self) -> Any | None:
        """What Continue resumes: the newest good save of a game in progress (a damaged slot
        stands in with its newest good generation), or None. Load it with
        ``load(entry.slot, entry.generation)``. Never raises."""
        self.flush()
        try:
            import saves

            return saves.newest_save(self.data_dir)
        except Exception:  # noqa: BLE001 - no saves folder yet, or an unreadable one
            return None

    def entries(self) -> list[Any]:
        """The good saves (current generation) with a header, for a Load list; [] when none
        or unreadable."""
        self.flush()
        try:
            import saves

            return [e for e in saves.list_saves(self.data_dir)
                    if e.status == "ok" and e.header is not None and e.generation == 0]
        except Exception:  # noqa: BLE001
            return []

    def load(self, slot: str, generation: int = 0) -> Any:
        """The saved game of ``slot`` (``saves.LoadedGame``). Raises SaveError (its
        ``message`` says why)."""
        import saves

        self.flush()
        return saves.load_game(slot, self.data_dir, generation)

    def keep_previous(self) -> str:
        """Before a new game takes this face's autosave slot, copy an unfinished game it holds
        to a free slot ``previous`` (``previous 2`` …). A sentence saying so ("" when there was
        nothing to keep)."""
        from .app_slots import previous_slot

        entries = self.entries()
        auto = next((e for e in entries if e.slot == self.slot), None)
        if auto is None or auto.header.over:
            return ""
        try:
            import saves

            loaded = saves.load_game(self.slot, self.data_dir)
            slot = previous_slot({e.slot for e in entries})
            saves.save_game(loaded.game, slot, data_dir=self.data_dir,
                            story=tuple(getattr(loaded, "story", ())))
        except Exception as exc:  # noqa: BLE001
            return tr("Could not keep the previous game: {reason}").format(
                reason=getattr(exc, "message", exc))
        return tr("Your previous game is kept as “{slot}” (Load a saved game).").format(slot=slot)
