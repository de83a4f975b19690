"""The player's preferences, kept between sessions in ``<data dir>/preferences.json``: pace,
odds and hints, the game chosen last and the New game form's last answers. A missing file gives the defaults; a
damaged one is ignored with a one-line notice, never an error."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import msgspec
import platformdirs

FILE = "preferences.json"
APP_NAME = "cresus-tui"


class Preferences(msgspec.Struct, kw_only=True):
    pace: str = "normal"
    game: str = "cresus"
    """The game chosen last (a registry id); the game choice starts on it."""
    show_odds: bool = True
    name: str = "You"
    rivals: int = 3
    level: str = "normal"
    personality: str = "random"
    plain: bool = False
    """Always play in plain text (``cresus --plain``)."""


def path_for(data_dir: str | os.PathLike[str] | None) -> Path:
    base = Path(data_dir) if data_dir is not None else platformdirs.user_data_path(APP_NAME)
    return base / FILE


def load(data_dir: str | os.PathLike[str] | None) -> tuple[Preferences, str]:
    """(preferences, notice): the notice is "" unless the file was damaged."""
    path = path_for(data_dir)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return Preferences(), ""
    except OSError as exc:
        return Preferences(), f"Preferences not read ({exc.strerror or exc}); using defaults."
    try:
        prefs = msgspec.json.decode(data, type=Preferences)
    except (msgspec.DecodeError, msgspec.ValidationError):
        return Preferences(), f"Preferences file {path} is damaged; using defaults."
    return prefs, ""


def save(prefs: Preferences, data_dir: str | os.PathLike[str] | None) -> str:
    """Write atomically (a temporary file renamed over the old one). Returns "" or a one-line
    reason it failed; never raises."""
    path = path_for(data_dir)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".preferences-", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(msgspec.json.format(msgspec.json.encode(prefs)))
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError as exc:
        return f"Preferences not saved ({exc.strerror or exc})."
    return ""
