"""What can go wrong with a save, as exceptions with a sentence a person can read.

Every error is a ``SaveError``; ``str(err)`` and ``err.message`` name the file and the fault.

    SaveError
    ├── BadSlotName      a slot name outside letters, digits, space, dash, underscore
    ├── SlotNotFound     no save under that name
    ├── DamagedSave      the file is damaged; it was moved aside, a good earlier save offered
    ├── NewerVersion     the file comes from a newer save format; refused, left in place
    ├── UnreadableSave   the file cannot be read (permissions …); left in place
    └── SaveFailed       a save could not be written; the previous save is untouched
"""

from __future__ import annotations

import errno
from pathlib import Path

from cresus_tui.i18n import N_, tr

SYSTEM_REASONS = {
    errno.ENOENT: N_("No such file or directory"),
    errno.EACCES: N_("Permission denied"),
    errno.EPERM: N_("Operation not permitted"),
    errno.ENOSPC: N_("No space left on device"),
    errno.EROFS: N_("Read-only file system"),
    errno.EISDIR: N_("Is a directory"),
    errno.ENOTDIR: N_("Not a directory"),
    errno.EEXIST: N_("File exists"),
    errno.EIO: N_("Input/output error"),
    errno.ENAMETOOLONG: N_("File name too long"),
    errno.ELOOP: N_("Too many levels of symbolic links"),
}
"""The system's reasons a file operation fails, by ``errno``, as the C library words them
(translated where shown: ``system_reason``)."""


def system_reason(exc: OSError) -> str:
    """The reason of an ``OSError`` in the current language: a known ``errno`` in its words
    (``EACCES`` → "Permission denied", French "Permission refusée"), else the system's own
    text (``strerror``, else the exception's)."""
    known = SYSTEM_REASONS.get(exc.errno) if exc.errno is not None else None
    if known is not None and (exc.strerror is None or exc.strerror == known):
        return tr(known)
    return exc.strerror or str(exc)


class SaveError(Exception):
    """Base of every save error. ``message``: the readable sentence; ``path``: the file
    concerned, or None."""

    def __init__(self, message: str, path: Path | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path


class BadSlotName(SaveError, ValueError):
    """A slot name that is not allowed. ``name``: what was given."""

    def __init__(self, name: object, why: str) -> None:
        self.name = name
        super().__init__(
            tr("{name} cannot be a save name: {why}. Use 1 to 40 letters, digits, spaces, "
               "dashes or underscores.").format(name=repr(name), why=why))


class SlotNotFound(SaveError):
    """No save file for ``slot`` (``generation`` 0 = the current save)."""

    def __init__(self, slot: str, path: Path, generation: int = 0) -> None:
        self.slot = slot
        self.generation = generation
        said = tr("There is no save {slot} ({path}).") if not generation else \
            tr("There is no earlier save {n} of {slot} ({path}).")
        super().__init__(said.format(slot=repr(slot), n=generation, path=path), path)


class DamagedSave(SaveError):
    """The file at ``path`` cannot be loaded because of ``fault``.

    ``moved_to``: where the file was moved aside (never overwritten, never deleted), or None
    if it was left in place; ``fallback``: the generation number (1, 2) of the newest good
    earlier save of the same slot, or None; ``fallback_saved_at``: its ISO time, or ""."""

    def __init__(self, slot: str, path: Path, fault: str, moved_to: Path | None = None,
                 fallback: int | None = None, fallback_saved_at: str = "") -> None:
        self.slot = slot
        self.fault = fault
        self.moved_to = moved_to
        self.fallback = fallback
        self.fallback_saved_at = fallback_saved_at
        parts = [tr("The save file {path} is damaged: {fault}.").format(path=path, fault=fault)]
        if moved_to is not None:
            parts.append(tr("It was moved aside to {name} and kept as it was.").format(
                name=moved_to.name))
        if fallback is not None:
            said = tr("An earlier good save of {slot} from {when} can be loaded instead.") \
                if fallback_saved_at else \
                tr("An earlier good save of {slot} can be loaded instead.")
            parts.append(said.format(slot=repr(slot), when=fallback_saved_at))
        else:
            parts.append(tr("There is no earlier good save of {slot}.").format(slot=repr(slot)))
        super().__init__(" ".join(parts), path)


class NewerVersion(SaveError):
    """The file uses save format ``schema``, newer than this game reads, or holds a ``game``
    this version does not have."""

    def __init__(self, path: Path, schema: int, current: int, game_version: str,
                 game: str = "") -> None:
        self.schema = schema
        self.current = current
        self.game_version = game_version
        self.game = game
        if game:
            said = tr("The save file {path} was written by Crésus {version} and holds a game of "
                      "{game}, which this version does not have. Update the game to load it; "
                      "the file is left as it is.") if game_version else \
                tr("The save file {path} was written and holds a game of {game}, which this "
                   "version does not have. Update the game to load it; the file is left as it "
                   "is.")
            super().__init__(said.format(path=path, version=game_version, game=repr(game)),
                             path)
            return
        said = tr("The save file {path} was written by Crésus {version} in save format "
                  "{schema}; this version reads formats up to {current}. Update the game to "
                  "load it; the file is left as it is.") if game_version else \
            tr("The save file {path} was written in save format {schema}; this version reads "
               "formats up to {current}. Update the game to load it; the file is left as it is.")
        super().__init__(said.format(path=path, version=game_version, schema=schema,
                                     current=current), path)


class UnreadableSave(SaveError):
    """The file exists but cannot be read (``fault``: the system's reason)."""

    def __init__(self, path: Path, fault: str) -> None:
        self.fault = fault
        super().__init__(tr("The save file {path} cannot be read: {fault}. It is left as it "
                            "is.").format(path=path, fault=fault), path)


class SaveFailed(SaveError):
    """Writing a save failed (``fault``: the system's reason); the previous save is intact."""

    def __init__(self, path: Path, fault: str) -> None:
        self.fault = fault
        super().__init__(tr("Could not save to {path}: {fault}. The previous save is "
                            "untouched.").format(path=path, fault=fault), path)
