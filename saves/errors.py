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

from pathlib import Path


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
            f"{name!r} cannot be a save name: {why}. Use 1 to 40 letters, digits, spaces, "
            f"dashes or underscores.")


class SlotNotFound(SaveError):
    """No save file for ``slot`` (``generation`` 0 = the current save)."""

    def __init__(self, slot: str, path: Path, generation: int = 0) -> None:
        self.slot = slot
        self.generation = generation
        what = f"save {slot!r}" if not generation else f"earlier save {generation} of {slot!r}"
        super().__init__(f"There is no {what} ({path}).", path)


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
        parts = [f"The save file {path} is damaged: {fault}."]
        if moved_to is not None:
            parts.append(f"It was moved aside to {moved_to.name} and kept as it was.")
        if fallback is not None:
            when = f" from {fallback_saved_at}" if fallback_saved_at else ""
            parts.append(f"An earlier good save of {slot!r}{when} can be loaded instead.")
        else:
            parts.append(f"There is no earlier good save of {slot!r}.")
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
        by = f" by Crésus {game_version}" if game_version else ""
        if game:
            super().__init__(
                f"The save file {path} was written{by} and holds a game of {game!r}, which "
                f"this version does not have. Update the game to load it; the file is left as "
                f"it is.", path)
            return
        super().__init__(
            f"The save file {path} was written{by} in save format {schema}; this version reads "
            f"formats up to {current}. Update the game to load it; the file is left as it is.",
            path)


class UnreadableSave(SaveError):
    """The file exists but cannot be read (``fault``: the system's reason)."""

    def __init__(self, path: Path, fault: str) -> None:
        self.fault = fault
        super().__init__(f"The save file {path} cannot be read: {fault}. It is left as it is.",
                         path)


class SaveFailed(SaveError):
    """Writing a save failed (``fault``: the system's reason); the previous save is intact."""

    def __init__(self, path: Path, fault: str) -> None:
        self.fault = fault
        super().__init__(f"Could not save to {path}: {fault}. The previous save is untouched.",
                         path)
