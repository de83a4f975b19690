"""The player's preferences, kept between sessions in ``<data dir>/preferences.json``: pace,
odds and hints, the language, the game chosen last and the New game form's last answers. A missing file gives the defaults; a
damaged one is ignored with a one-line notice, never an error."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import msgspec

from cresus_tui.i18n import tr

FILE = "preferences.json"
APP_NAME = "cresus-tui"


class Preferences(msgspec.Struct, kw_only=True):
    pace: str = "normal"
    game: str = ""
    """The game chosen last (a registry id; "" none yet); the game choice starts on it, else
    on the first registered game."""
    show_odds: bool = True
    name: str = "You"
    rivals: int = 3
    level: str = "normal"
    personality: str = "random"
    plain: bool = False
    """Always play in plain text (``cresus --plain``)."""
    language: str = ""
    """The language chosen on the menu ("en", "fr"; "" the locale's); ``--lang`` wins."""


MAX_BYTES = 64 * 1024  # a real preferences file is a few hundred bytes
NAME_MAX = 16
LEVELS = ("random", "easy", "normal", "hard", "expert", "mixed")
PERSONALITIES = ("random", "", "flambeur", "joueur", "ruse", "stratege")
PACES = ("instant", "normal", "slow")
LANGUAGES = ("", "en", "fr")


def path_for(data_dir: str | os.PathLike[str] | None) -> Path:
    """``preferences.json`` in the data folder (``~`` expanded, resolved: the same folder as
    the saves whatever the form of ``--data-dir``)."""
    from saves.paths import data_root

    return data_root(data_dir) / FILE


def _read_map(path: Path) -> dict:
    """The file's JSON object (raises OSError, ValueError for anything else)."""
    data = path.read_bytes()
    if len(data) > MAX_BYTES:
        raise ValueError("too large")
    try:
        raw = msgspec.json.decode(data)
    except (msgspec.DecodeError, RecursionError):
        raise ValueError("not JSON") from None
    if not isinstance(raw, dict):
        raise ValueError("not an object")
    return raw


def sane(prefs: Preferences) -> Preferences:
    """``prefs`` with every value inside its limits, whatever the file said: the name cut to
    NAME_MAX printable characters, 1 to 5 rivals, known level, personality and pace."""
    from cresus_tui.games.typed import clean_name

    d = Preferences()
    return msgspec.structs.replace(
        prefs, name=clean_name(prefs.name, NAME_MAX, d.name),
        rivals=prefs.rivals if 1 <= prefs.rivals <= 5 else d.rivals,
        level=prefs.level if prefs.level in LEVELS else d.level,
        personality=prefs.personality if prefs.personality in PERSONALITIES else d.personality,
        pace=prefs.pace if prefs.pace in PACES else d.pace,
        language=prefs.language if prefs.language in LANGUAGES else d.language)


def load(data_dir: str | os.PathLike[str] | None) -> tuple[Preferences, str]:
    """(preferences, notice): the notice is "" unless the file was damaged. A value of the
    wrong type falls back to its default; keys this version does not know are ignored here
    and kept in the file by ``save``."""
    path = path_for(data_dir)
    try:
        raw = _read_map(path)
    except FileNotFoundError:
        return Preferences(), ""
    except OSError as exc:
        return Preferences(), tr("Preferences not read ({reason}); using defaults.").format(
            reason=exc.strerror or exc)
    except ValueError:
        return Preferences(), tr("Preferences file {path} is damaged; using defaults.").format(
            path=path)
    fields = {}
    bad = False
    for name in Preferences.__struct_fields__:
        if name in raw:
            try:
                fields[name] = msgspec.convert(raw[name], type(getattr(Preferences(), name)),
                                               strict=True)
            except (msgspec.ValidationError, TypeError):
                bad = True
    prefs = sane(Preferences(**fields))
    notice = tr("Some preferences in {path} were not understood; defaults used for them.") \
        .format(path=path) if bad else ""
    return prefs, notice


def save(prefs: Preferences, data_dir: str | os.PathLike[str] | None) -> str:
    """Write atomically like a save: a temporary file, flushed to disk, renamed over the old
    one, the folder flushed. Keys of the file this version does not know (a newer version's)
    are kept. Returns "" or a one-line reason it failed; never raises."""
    path = path_for(data_dir)
    try:
        merged = _read_map(path)
    except (OSError, ValueError):
        merged = {}
    merged.update(msgspec.to_builtins(prefs))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".preferences-", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(msgspec.json.format(msgspec.json.encode(merged)))
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        _fsync_dir(path.parent)
    except OSError as exc:
        return tr("Preferences not saved ({reason}).").format(reason=exc.strerror or exc)
    return ""


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
