"""Tutorial progress: which lessons are done and where an unfinished one stopped, for every
game's lessons.

One small JSON file, ``<data dir>/tutorials.json`` (the data dir of the saves, so tests that
point ``XDG_DATA_HOME`` or ``--data-dir`` elsewhere never touch the real one). Written
atomically (temp file, fsync, rename). A missing, damaged or unreadable file reads as "no
progress" and is never fatal: losing tutorial progress is better than refusing to start.

The file knows no game: an unfinished lesson is kept as ``SavedLesson`` (its id, the step
reached and the log of its decisions as the game wrote them, undecoded), and the game's own
tutorial runner reads it back into its own state type (``Progress.state_of``). Files written
before that, when the log was typed by Crésus's decisions, have the same shape and keep
loading.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from collections.abc import Callable
from typing import Any, TypeVar

import msgspec

from cresus_tui.i18n import tr

FILE_NAME = "tutorials.json"

S = TypeVar("S")


class SavedLesson(msgspec.Struct, frozen=True):
    """An unfinished lesson of any game: ``lesson`` its id, ``step`` the step reached
    (0-based), ``log`` the decisions taken so far in the game's own JSON (None for a
    read-only step passed with Enter), read by the game's runner only."""

    lesson: str
    step: int
    log: list[msgspec.Raw] = []


def saved_lesson(state: Any) -> SavedLesson:
    """A game runner's state (a msgspec Struct with ``lesson``, ``step`` and ``log``) as the
    file keeps it. Raises msgspec.ValidationError for a state of another shape."""
    return msgspec.json.decode(msgspec.json.encode(state), type=SavedLesson)


class Progress(msgspec.Struct):
    """``done``: lesson ids finished at least once; ``saved``: the unfinished lessons by id."""

    done: list[str] = []
    saved: dict[str, SavedLesson] = {}

    def state_of(self, lesson_id: str, state_type: type[S]) -> S | None:
        """The unfinished lesson ``lesson_id`` as its game's runner state ``state_type``, or
        None when none is kept. Raises msgspec.ValidationError when the kept log does not
        fit that type (the runner starts the lesson afresh)."""
        saved = self.saved.get(lesson_id)
        if saved is None:
            return None
        return msgspec.json.decode(msgspec.json.encode(saved), type=state_type)


def progress_path(data_dir: str | os.PathLike[str] | None = None) -> Path:
    """``<data_dir>/tutorials.json``, or the platform's user data folder when None."""
    if data_dir is not None:
        return Path(data_dir).expanduser() / FILE_NAME
    import platformdirs

    return platformdirs.user_data_path("cresus-tui") / FILE_NAME


class ProgressStore:
    """Reads and writes the progress file; every method swallows file-system faults
    (``last_error`` keeps the sentence of the latest one, or "")."""

    def __init__(self, data_dir: str | os.PathLike[str] | None = None) -> None:
        self.path = progress_path(data_dir)
        self.last_error = ""

    def read(self) -> Progress:
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return Progress()
        except OSError as exc:
            self.last_error = tr("Could not read {path}: {reason}.").format(
                path=self.path, reason=exc.strerror or exc)
            return Progress()
        try:
            return msgspec.json.decode(data, type=Progress)
        except (msgspec.DecodeError, msgspec.ValidationError) as exc:
            self.last_error = tr("{path} is damaged ({reason}); tutorial progress starts "
                                 "afresh.").format(path=self.path, reason=exc)
            return Progress()

    def write(self, progress: Progress) -> bool:
        """Replace the file atomically; False (and ``last_error``) when it failed."""
        data = msgspec.json.encode(progress)
        tmp = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".tutorials-", suffix=".tmp",
                                       dir=self.path.parent)
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path)
            return True
        except OSError as exc:
            self.last_error = tr("Could not save tutorial progress to {path}: {reason}.") \
                .format(path=self.path, reason=exc.strerror or exc)
            if tmp is not None:
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
            return False

    def keep(self, state: Any) -> bool:
        """Remember an unfinished lesson (replacing its earlier state): ``state`` is its
        game's runner state (``lesson``, ``step``, ``log``). False (and ``last_error``) when it
        could not be written."""
        try:
            saved = saved_lesson(state)
        except (msgspec.ValidationError, msgspec.EncodeError, TypeError) as exc:
            self.last_error = tr("Could not keep the tutorial progress ({reason}).").format(
                reason=exc)
            return False
        progress = self.read()
        progress.saved[saved.lesson] = saved
        return self.write(progress)

    def finish(self, lesson_id: str) -> bool:
        """Mark a lesson done and forget its unfinished state."""
        progress = self.read()
        progress.saved.pop(lesson_id, None)
        if lesson_id not in progress.done:
            progress.done.append(lesson_id)
        return self.write(progress)

    def forget(self, lesson_id: str) -> bool:
        """Drop the unfinished state of a lesson (a restart, or a state that no longer
        replays)."""
        progress = self.read()
        if progress.saved.pop(lesson_id, None) is None:
            return True
        return self.write(progress)


def open_lesson(start: Callable[[str], Any], lesson_id: str,
                store: ProgressStore) -> tuple[Any, str]:
    """The lesson ``lesson_id`` from ``start`` (a play kit's ``tutorial``), resumed where its
    kept progress left it: ``(runner, how)``, ``how`` "resumed", "new", or "dropped" when a kept
    state no longer replays (it is forgotten and the lesson starts afresh). Raises KeyError for
    a lesson ``start`` does not know."""
    tutorial = start(lesson_id)
    try:
        state = store.read().state_of(lesson_id, type(tutorial.save_state()))
        if state is None:
            return tutorial, "new"
        return type(tutorial).load(state), "resumed"
    except Exception:  # noqa: BLE001 - a kept state that no longer fits: start afresh
        store.forget(lesson_id)
        return start(lesson_id), "dropped"
