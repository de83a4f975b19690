"""Save slots on disk: atomic writes, two earlier generations, damaged files moved aside.

    store = SaveStore.at(data_dir)            # <data_dir>/saves, or the platform folder
    store.save("evening game", game)          -> SlotEntry        (raises SaveError)
    store.autosave(game)                      -> SlotEntry        (slot "autosave")
    store.load("evening game")                -> LoadedGame       (raises SaveError)
    store.load("evening game", generation=1)  -> the earlier save offered by DamagedSave
    store.list()                              -> list[SlotEntry], newest first, never raises
    store.newest()                            -> SlotEntry | None, what "Continue" resumes
    store.info(slot)                          -> SlotEntry        (raises SlotNotFound)
    store.delete(slot)                        -> list[Path] removed

Files, for a slot ``s``: ``s.save`` (current), ``s.save.1`` and ``s.save.2`` (the two previous
good saves), ``s.save.damaged-<n>`` (a damaged file moved aside, kept as it was), and briefly
``.s.save.<pid>-<n>.tmp`` while a save is written.

A save writes a temp file in the same folder (flush, fsync), links the current file as
generation 1 (after moving 1 to 2), then ``os.replace``s the temp file over the current file and
fsyncs the folder: at every instant ``s.save`` is a complete good save, old or new.
"""

from __future__ import annotations

import errno
import itertools
import os
import stat
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Literal

import msgspec

from cresus_tui.games.protocol import GameState
from cresus_tui.games.registry import GAMES
from cresus_tui.games.typed import safe_text
from cresus_tui.i18n import number, tr

from . import envelope as E
from .errors import (
    BadSlotName, DamagedSave, NewerVersion, SaveFailed, SlotNotFound, UnreadableSave,
    system_reason,
)
from .paths import AUTOSAVE, GENERATIONS, SUFFIX, check_slot, saves_dir, slot_path

Status = Literal["ok", "damaged", "newer-version"]

MAX_SIZE = 16 * 1024 * 1024  # bytes; a real save is under 50 KB
_TMP_MAX_AGE = 600.0  # seconds after which a leftover temp file of a killed save is removed
_counter = itertools.count()


class SlotEntry(msgspec.Struct, frozen=True):
    """One save file as the load menu and ``cresus saves list`` see it.

    ``status``: ok, damaged (``fault`` says why) or newer-version; ``generation``: 0 for the
    current save, 1 or 2 for an earlier one; ``backups``: the earlier generations present;
    ``header``, ``saved_at``, ``schema``, ``game_version``: empty when unreadable; ``size`` in
    bytes; ``fallback``: for a damaged slot, the newest good generation, else None, and
    ``fallback_saved_at`` its save time; ``game``: the game id (``cresus`` …) whenever the
    file's header can be read, even for a game this version does not have, else ""."""

    slot: str
    path: str
    status: Status
    fault: str = ""
    generation: int = 0
    saved_at: str = ""
    schema: int = 0
    game_version: str = ""
    size: int = 0
    header: E.Header | None = None
    backups: tuple[int, ...] = ()
    fallback: int | None = None
    fallback_saved_at: str = ""
    game: str = ""
    set_aside: str = ""
    """After a save: the file that was in the slot and could not be kept as an earlier
    generation (damaged, or from a newer version), with where it was moved, as a sentence."""


@dataclass(frozen=True)
class LoadedGame:
    """A game read back from a save. ``schema``: the file's save format before migration;
    ``replayed``: True when the game was rebuilt from the decision log, not the snapshot."""

    game: GameState
    slot: str
    generation: int
    path: Path
    header: E.Header
    saved_at: str
    game_version: str
    schema: int
    replayed: bool = False
    story: tuple[str, ...] = ()
    """One note per log entry (rivals' reasons, your commands); empty for older saves."""
    notice: str = ""
    """A sentence to show once when the game is opened: the save was made with other rules
    data (``envelope.other_rules_notice``); "" for a save of this version's rules."""


@dataclass
class _Good:
    env: E.Envelope
    header: E.Header
    game: GameState | None
    replayed: bool
    size: int
    story: tuple[str, ...] = ()


class _Unreadable(Exception):
    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


def _read(path: Path) -> bytes:
    """The file's bytes. Raises FileNotFoundError, _Unreadable (permissions, I/O) or
    E.Fault (not a regular file)."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise _Unreadable(system_reason(exc)) from None
    if stat.S_ISDIR(st.st_mode):
        raise E.Fault("damaged", tr("it is a folder, not a file"))
    if not stat.S_ISREG(st.st_mode):
        raise E.Fault("damaged", tr("it is not a regular file"))
    if st.st_size > MAX_SIZE:
        raise E.Fault("damaged", tr("it is {size} bytes, too large to be a save").format(
            size=number(st.st_size)))
    try:
        with open(path, "rb") as f:
            return f.read()
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise E.Fault("damaged", tr("it is a folder, not a file")) from None
    except OSError as exc:
        raise _Unreadable(system_reason(exc)) from None


STORY_NOTE_MAX = 500
"""Characters kept of one note of a save's story (a typed command, a rival's reason)."""


def _examine(path: Path, verify: bool = True) -> _Good:
    """Read one file, check it, decode it (after migration) and restore its game, verified
    (``envelope.restore_game``); ``verify`` False: the envelope, its checksum and the header
    only (``game`` None), which loads no game's engine.

    Raises FileNotFoundError, _Unreadable or E.Fault."""
    data = _read(path)
    env = E.open_envelope(data)
    header, body = E.read_parts(env)
    if not verify:
        return _Good(env, header, None, False, len(data))
    game, replayed = E.restore_game(header, body, env.schema)
    story = tuple(safe_text(note, newlines=False, limit=STORY_NOTE_MAX)
                  for note in GAMES[header.game].story_in(body))  # data, never terminal control
    return _Good(env, header, game, replayed, len(data), story)


class SaveStore:
    """The save slots in one folder (``root``, created on the first save)."""

    def __init__(self, root: str | os.PathLike[str], sync: bool = True) -> None:
        """``sync``: fsync each file and the folder (default). False skips the disk flushes:
        only for measuring the store's own cost; a power cut could then lose recent saves."""
        self.root = Path(root)
        self.sync = sync
        self._written: dict[str, tuple[int, int, int, int]] = {}  # slot -> stat signature

    @classmethod
    def at(cls, data_dir: str | os.PathLike[str] | None = None) -> SaveStore:
        """The store in ``<data_dir>/saves``, or in the platform's user data folder."""
        return cls(saves_dir(data_dir))

    def path(self, slot: str, generation: int = 0) -> Path:
        """The file of ``slot`` (generation 0 current, 1..2 earlier). Raises BadSlotName."""
        return slot_path(self.root, slot, generation)

    # ---- writing -------------------------------------------------------------------------

    def save(self, slot: str, game: GameState, now: datetime | None = None,
             story: list[str] | tuple[str, ...] = ()) -> SlotEntry:
        """Save ``game`` to ``slot`` (time ``now``, default the current time, stored in UTC).

        The previous save becomes generation 1, generation 1 becomes 2. A damaged file found
        in the slot is moved aside first, never overwritten. Takes a few milliseconds.
        Raises BadSlotName, SaveFailed (nothing changed but a possible leftover temp file)."""
        main = self.path(slot)
        self._check_case(slot)
        saved_at = E.now_iso(now)
        data, header = E.encode_save(game, saved_at, story=story)
        tmp = self.root / f".{slot}{SUFFIX}.{os.getpid()}-{next(_counter)}.tmp"
        notes: list[str] = []
        try:
            try:
                self.root.mkdir(parents=True, exist_ok=True)
                self._write_temp(tmp, data, self.sync)
            except OSError as exc:
                raise SaveFailed(main, system_reason(exc)) from None
            try:
                backups = self._rotate(slot, main, notes)
                os.replace(tmp, main)
            except OSError as exc:
                raise SaveFailed(main, system_reason(exc)) from None
        finally:  # a failed save leaves no temp file behind
            _unlink_quietly(tmp)
        if self.sync:
            _fsync_dir(self.root)
        try:
            self._written[slot] = _signature(main)
        except OSError:
            self._written.pop(slot, None)
        self._clean_temps(slot)
        return SlotEntry(slot, str(main), "ok", saved_at=saved_at, schema=E.SCHEMA,
                         game_version=E.game_version(), size=len(data), header=header,
                         backups=backups, game=header.game, set_aside=" ".join(notes))

    def _check_case(self, slot: str) -> None:
        """Raise BadSlotName when another slot differs from ``slot`` only in case: on macOS
        and Windows both would be one file."""
        folded = slot.casefold()
        for other in self.slots():
            if other != slot and other.casefold() == folded:
                raise BadSlotName(slot, tr("it differs only in case from the save {name}").format(
                    name=repr(other)))

    def autosave(self, game: GameState, now: datetime | None = None) -> SlotEntry:
        """``save(AUTOSAVE, game, now)``: call it at every phase boundary and when quitting."""
        return self.save(AUTOSAVE, game, now)

    @staticmethod
    def _write_temp(tmp: Path, data: bytes, sync: bool = True) -> None:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0),
                     0o644)
        try:
            view = memoryview(data)
            while view:
                n = os.write(fd, view)
                view = view[n:]
            if sync:
                os.fsync(fd)
        finally:
            os.close(fd)

    def _rotate(self, slot: str, main: Path, notes: list[str] | None = None
                ) -> tuple[int, ...]:
        """Keep the current save as generation 1 (1 → 2), or move it aside if it does not
        load: a damaged file to ``.damaged-<n>``, a file of a newer version to
        ``.newer-<n>`` (never rotated away nor overwritten), each with a sentence in
        ``notes``. A file that cannot be read is left in place and the save refused (OSError).
        Another process rotating the same slot at once is no error. Returns the generations
        present afterwards."""
        notes = [] if notes is None else notes
        try:
            if _signature(main) != self._written.get(slot):  # not our own last write: check
                _examine(main)
        except FileNotFoundError:
            return self._backups(slot)
        except _Unreadable as exc:
            raise OSError(errno.EACCES, tr("the save already there cannot be read ({detail}) "
                                           "and is left as it is").format(detail=exc.text)
                          ) from None
        except (E.Fault, OSError) as exc:
            newer = isinstance(exc, E.Fault) and exc.kind == "newer-version"
            moved = _move_aside(main, "newer" if newer else "damaged")
            if moved is None:
                if not os.path.lexists(main):
                    return self._backups(slot)
                raise OSError(errno.EEXIST, tr("a file this version cannot read is in the way "
                                               "and could not be moved aside")) from None
            said = tr("The file that was there (from a newer version) was kept as {name}.") \
                if newer else tr("The file that was there (damaged) was kept as {name}.")
            notes.append(said.format(name=moved.name))
            return self._backups(slot)
        for n in range(GENERATIONS - 1, 0, -1):
            older = self.path(slot, n)
            try:
                os.replace(older, self.path(slot, n + 1))
            except FileNotFoundError:  # none, or another process moved it first
                pass
        first = self.path(slot, 1)
        for _ in range(3):
            try:
                os.link(main, first)
                break
            except FileExistsError:
                try:
                    os.unlink(first)
                except FileNotFoundError:
                    pass
            except FileNotFoundError:  # another process replaced the current file meanwhile
                break
            except OSError:  # no hard links here: copy instead, still atomically
                tmp = first.with_name(f".{first.name}.{os.getpid()}.tmp")
                try:
                    self._write_temp(tmp, main.read_bytes(), self.sync)
                    os.replace(tmp, first)
                finally:
                    _unlink_quietly(tmp)
                break
        return self._backups(slot)

    def _backups(self, slot: str) -> tuple[int, ...]:
        return tuple(n for n in range(1, GENERATIONS + 1)
                     if os.path.lexists(self.path(slot, n)))

    def _clean_temps(self, slot: str) -> None:
        """Remove temp files of this slot left by a killed save: at once when the process
        that wrote it is gone, else once they are old."""
        limit = time.time() - _TMP_MAX_AGE
        prefix = f".{slot}{SUFFIX}."
        try:
            names = os.listdir(self.root)
        except OSError:
            return
        for name in names:
            if not (name.startswith(prefix) and name.endswith(".tmp")):
                continue
            p = self.root / name
            pid = name[len(prefix):-len(".tmp")].split("-")[0]
            try:
                if (pid.isdigit() and int(pid) != os.getpid() and not _alive(int(pid))) \
                        or p.stat().st_mtime < limit:
                    p.unlink()
            except OSError:
                pass

    # ---- reading -------------------------------------------------------------------------

    def load(self, slot: str, generation: int = 0) -> LoadedGame:
        """The game saved in ``slot`` (``generation`` 1 or 2: an earlier save), ready to
        continue exactly where it stopped.

        Raises BadSlotName; SlotNotFound; DamagedSave (the file is moved aside to
        ``<file>.damaged-<n>`` and the newest good generation is named in ``fallback``);
        NewerVersion and UnreadableSave (the file is left in place)."""
        path = self.path(slot, generation)
        try:
            good = _examine(path)
        except FileNotFoundError:
            if generation == 0:
                fb = self._fallback(slot)
                if fb is not None:
                    raise DamagedSave(slot, path, tr("the file is missing"), None, *fb) from None
            raise SlotNotFound(slot, path, generation) from None
        except _Unreadable as exc:
            raise UnreadableSave(path, exc.text) from None
        except E.Fault as exc:
            if exc.kind == "newer-version":
                raise NewerVersion(path, exc.schema, E.SCHEMA, exc.game_version,
                                  exc.game) from None
            moved = _move_aside(path)
            fb = self._fallback(slot, after=generation)
            raise DamagedSave(slot, path, exc.text, moved, *(fb or (None, ""))) from None
        env = good.env
        assert good.game is not None
        return LoadedGame(good.game, slot, generation, path, good.header, env.saved_at,
                          env.game_version, env.schema, good.replayed, good.story,
                          E.other_rules_notice(good.header, good.game))

    def _fallback(self, slot: str, after: int = 0, verify: bool = True
                  ) -> tuple[int, str] | None:
        """The newest good generation older than ``after`` and its save time, or None."""
        for n in range(after + 1, GENERATIONS + 1):
            entry = self._entry(slot, n, verify)
            if entry is not None and entry.status == "ok":
                return n, entry.saved_at
        return None

    def _entry(self, slot: str, generation: int = 0, verify: bool = True
               ) -> SlotEntry | None:
        """The SlotEntry of one file, fully verified (``verify`` False: its envelope and
        header only); None if it does not exist."""
        path = self.path(slot, generation)
        backups = self._backups(slot) if generation == 0 else ()
        try:
            good = _examine(path, verify)
        except FileNotFoundError:
            return None
        except (_Unreadable, E.Fault) as exc:
            status: Status = "newer-version" if getattr(exc, "kind", "") == "newer-version" \
                else "damaged"
            text = exc.text if isinstance(exc, E.Fault) else \
                tr("it cannot be read: {detail}").format(detail=exc.text)
            env = _peek(path)
            size = _size(path)
            fb = self._fallback(slot, generation, verify) if status == "damaged" else None
            return SlotEntry(slot, str(path), status, text, generation,
                             saved_at=env.saved_at if env else "",
                             schema=env.schema if env else 0,
                             game_version=env.game_version if env else "", size=size,
                             backups=backups, fallback=fb[0] if fb else None,
                             fallback_saved_at=fb[1] if fb else "", game=_game_of(env))
        env = good.env
        return SlotEntry(slot, str(path), "ok", "", generation, env.saved_at, env.schema,
                         env.game_version, good.size, good.header, backups,
                         game=good.header.game)

    def info(self, slot: str, verify: bool = True) -> SlotEntry:
        """The entry of ``slot`` (read only: nothing is moved). A slot whose current file is
        missing but has earlier saves is reported damaged with its ``fallback``. ``verify``
        False: each file's envelope, checksum and header are checked, its game is not
        decoded (no game's engine is loaded; a body written wrong shows only when loaded).

        Raises BadSlotName, SlotNotFound."""
        entry = self._entry(slot, 0, verify)
        if entry is not None:
            return entry
        path = self.path(slot)
        fb = self._fallback(slot, 0, verify)
        backups = self._backups(slot)
        if not backups:
            raise SlotNotFound(slot, path)
        return SlotEntry(slot, str(path), "damaged", tr("the file is missing"), backups=backups,
                         fallback=fb[0] if fb else None, fallback_saved_at=fb[1] if fb else "")

    def slots(self) -> list[str]:
        """Names of the slots with a current or earlier save in the folder, sorted."""
        try:
            names = os.listdir(self.root)
        except OSError:
            return []
        found = set()
        for name in names:
            if name.startswith("."):
                continue
            stem = None
            if name.endswith(SUFFIX):
                stem = name[: -len(SUFFIX)]
            else:
                for n in range(1, GENERATIONS + 1):
                    if name.endswith(f"{SUFFIX}.{n}"):
                        stem = name[: -len(f"{SUFFIX}.{n}")]
            if stem is None:
                continue
            try:
                found.add(check_slot(stem))
            except ValueError:
                continue
        return sorted(found)

    def list(self, verify: bool = True) -> list[SlotEntry]:
        """Every slot, newest first (damaged and unreadable ones last, by name). Read only;
        never raises. ``verify`` False: headers only (see ``info``), as the menu needs."""
        entries = []
        for slot in self.slots():
            try:
                entries.append(self.info(slot, verify))
            except (SlotNotFound, ValueError):
                continue
            except Exception as exc:  # noqa: BLE001 - the contract: the menu always opens
                entries.append(SlotEntry(slot, str(self.root / (slot + SUFFIX)), "damaged",
                                         tr("it cannot be examined ({detail})").format(
                                             detail=type(exc).__name__)))
        now = E.now_iso()
        good = sorted((e for e in entries if e.status == "ok"),
                      key=lambda e: _trusted_time(e.saved_at, now), reverse=True)
        return good + [e for e in entries if e.status != "ok"]

    def newest(self, verify: bool = True) -> SlotEntry | None:
        """What "Continue" resumes: the newest good save of a game still in progress over all
        slots, the newest good generation standing in for a damaged slot; None when there is
        none (a finished game is not continued). Load it with
        ``load(entry.slot, entry.generation)``. ``verify`` False: by the headers only (see
        ``info``)."""
        best: SlotEntry | None = None
        now = E.now_iso()
        for e in self.list(verify):
            if e.status != "ok":
                if e.status != "damaged" or e.fallback is None:
                    continue
                e = self._entry(e.slot, e.fallback, verify)
                if e is None or e.status != "ok":
                    continue
            if e.header is not None and e.header.over:
                continue
            if best is None or _trusted_time(e.saved_at, now) > _trusted_time(best.saved_at, now):
                best = e
        return best

    # ---- deleting ------------------------------------------------------------------------

    def delete(self, slot: str) -> list[Path]:
        """Remove the slot's current save and its earlier generations (files moved aside as
        damaged are kept). Returns the paths removed.

        Raises BadSlotName, SlotNotFound, SaveFailed (could not remove a file)."""
        paths = [self.path(slot, n) for n in range(GENERATIONS + 1)]
        present = [p for p in paths if os.path.lexists(p)]
        if not present:
            raise SlotNotFound(slot, paths[0])
        removed = []
        for p in present:
            try:
                if p.is_dir() and not p.is_symlink():
                    raise IsADirectoryError(errno.EISDIR, tr("it is a folder, not a save file"))
                p.unlink()
            except OSError as exc:
                raise SaveFailed(p, tr("it could not be removed: {detail}").format(
                    detail=system_reason(exc))) from None
            removed.append(p)
        _fsync_dir(self.root)
        return removed


def _trusted_time(saved_at: str, now: str) -> str:
    """A file's save time for ordering saves: never trusted beyond ``now`` (a time in the
    future, e.g. a forged year 9999, counts as the oldest)."""
    return saved_at if saved_at <= now else ""


def _peek(path: Path) -> E.Envelope | None:
    """The envelope of a file whose checksum passes, or None."""
    try:
        return E.open_envelope(_read(path))
    except Exception:
        try:  # a newer-version file: show its time and version anyway
            env = msgspec.msgpack.decode(_read(path), type=E.Envelope)
            return env if env.format == E.FORMAT and env.schema > E.SCHEMA else None
        except Exception:
            return None


def _game_of(env: E.Envelope | None) -> str:
    """The game id a peeked envelope's header names ("cresus" before schema 3), or ""."""
    if env is None:
        return ""
    if env.schema < 3:
        return "cresus"
    try:
        game = msgspec.msgpack.decode(env.header).get("game", "")
    except Exception:
        return ""
    return game if isinstance(game, str) and E.GAME_ID.match(game) else ""


def _size(path: Path) -> int:
    try:
        return os.stat(path).st_size
    except OSError:
        return 0


def _move_aside(path: Path, label: str = "damaged") -> Path | None:
    """Rename a bad file (or folder) to ``<name>.<label>-<n>`` with the first free n; never
    overwrite anything. Returns the new path, or None if it could not be moved."""
    for n in itertools.count(1):
        target = path.with_name(f"{path.name}.{label}-{n}")
        if os.path.lexists(target):
            continue
        try:
            if os.path.islink(path) or os.path.isdir(path):
                os.rename(path, target)
            else:
                os.link(path, target)  # fails rather than overwrite
                os.unlink(path)
        except FileExistsError:
            continue
        except OSError:
            try:
                if os.path.lexists(target):
                    return None
                os.rename(path, target)
            except OSError:
                return None
        _fsync_dir(path.parent)
        return target
    return None  # pragma: no cover


def _signature(path: Path) -> tuple[int, int, int, int]:
    """(device, inode, size, mtime in ns) of a file; raises FileNotFoundError, OSError."""
    st = os.stat(path)
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


def _alive(pid: int) -> bool:
    """Whether process ``pid`` exists (True when that cannot be known)."""
    if os.name != "posix":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def _unlink_quietly(path: Path) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _fsync_dir(folder: Path) -> None:
    """Make renames in ``folder`` durable (where the system allows opening a folder)."""
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


def autosave_due(events, game: str) -> bool:
    """True when ``events`` (from ``new_game`` or ``submit``) of ``game`` (a registered id)
    reach one of the game's checkpoints (``GameSpec.checkpoint``; Crésus: a phase or turn
    begins, the game ends): the moments to call ``SaveStore.autosave``. A game naming no
    checkpoint: after any events. Raises KeyError for an unknown game."""
    from cresus_tui.games.registry import get_game

    spec = get_game(game)
    return spec.checkpoint(events) if spec.checkpoint is not None else bool(events)
