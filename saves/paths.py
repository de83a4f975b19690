"""Where save files live, and which slot names are allowed.

    saves_dir()              -> platformdirs.user_data_path("cresus-tui") / "saves"
    saves_dir("/some/dir")   -> /some/dir/saves        (the ``--data-dir`` option)

On Linux platformdirs honours ``XDG_DATA_HOME``, which tests may set instead.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import platformdirs

from cresus_tui.i18n import tr

from .errors import BadSlotName

APP_NAME = "cresus-tui"
SUFFIX = ".save"
AUTOSAVE = "autosave"
GENERATIONS = 2  # previous generations kept per slot: <slot>.save.1, <slot>.save.2

_SLOT_RE = re.compile(r"[A-Za-z0-9 _-]{1,40}")
_RESERVED = frozenset(["CON", "PRN", "AUX", "NUL"] + [f"{d}{i}" for d in ("COM", "LPT")
                                                      for i in range(0, 10)])


def saves_dir(data_dir: str | os.PathLike[str] | None = None) -> Path:
    """The saves folder: ``<data_dir>/saves``, or the platform's user data folder when
    ``data_dir`` is None. The folder is not created here."""
    return data_root(data_dir) / "saves"


def data_root(data_dir: str | os.PathLike[str] | None = None) -> Path:
    """The data folder as one absolute path: ``data_dir`` with ``~`` expanded and resolved,
    or the platform's user data folder. Every file of the game (saves, preferences, the lock)
    lives under it."""
    base = Path(data_dir) if data_dir is not None else platformdirs.user_data_path(APP_NAME)
    return base.expanduser().resolve()


def check_slot(name: object) -> str:
    """Return ``name`` if it is a valid slot name, else raise BadSlotName.

    Valid: 1 to 40 characters among ASCII letters, digits, space, ``-`` and ``_``; not only
    spaces; no leading or trailing space (file systems treat those badly); not a device
    name such as ``CON`` or ``NUL``. Dots and slashes are never allowed, so a valid name
    cannot leave the saves folder."""
    if not isinstance(name, str):
        raise BadSlotName(name, tr("it is not text"))
    if not name:
        raise BadSlotName(name, tr("it is empty"))
    if len(name) > 40:
        raise BadSlotName(name, tr("it is longer than 40 characters"))
    if not _SLOT_RE.fullmatch(name):
        bad = sorted({c for c in name if not re.fullmatch(r"[A-Za-z0-9 _-]", c)})
        shown = " ".join(repr(c) for c in bad[:5])
        raise BadSlotName(name, tr("it contains {characters}").format(characters=shown))
    if not name.strip():
        raise BadSlotName(name, tr("it is only spaces"))
    if name != name.strip():
        raise BadSlotName(name, tr("it starts or ends with a space"))
    if name.upper() in _RESERVED or name.upper().rstrip(" ") in _RESERVED:
        raise BadSlotName(name, tr("it is a device name on some systems"))
    return name


def slot_path(root: Path, slot: str, generation: int = 0) -> Path:
    """``<root>/<slot>.save`` for generation 0, ``<root>/<slot>.save.<n>`` for generation n.
    Raises BadSlotName."""
    check_slot(slot)
    name = slot + SUFFIX if generation == 0 else f"{slot}{SUFFIX}.{generation}"
    return root / name
