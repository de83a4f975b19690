"""One Crésus window per data folder writes the autosave: a lock file with the process id.

    lock = InstanceLock.acquire(saves_dir(data_dir))
    lock.held        True: this process owns the folder's autosave
    lock.other_pid   the live process that holds it, when not held
    lock.release()   at exit (a lock left by a killed process is stale and taken over)

A lock names a process id; a lock whose process is gone (or unreadable, or ours) is stale and
replaced. No Textual here.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

LOCK_NAME = ".lock"


@dataclass
class InstanceLock:
    path: Path
    held: bool
    other_pid: int | None = None

    @classmethod
    def acquire(cls, root: str | os.PathLike[str]) -> InstanceLock:
        """Take the lock of folder ``root`` (created if needed). Never raises: a folder where
        no lock can be written gives a held lock (nothing to protect against there)."""
        path = Path(root) / LOCK_NAME
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return cls(path, True)
        for _ in range(3):
            try:
                fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                pid = holder(path)
                if pid is not None and pid != os.getpid() and alive(pid):
                    return cls(path, False, pid)
                try:  # stale: its process is gone
                    os.unlink(path)
                except FileNotFoundError:
                    pass
                except OSError:
                    return cls(path, True)
                continue
            except OSError:
                return cls(path, True)
            try:
                os.write(fd, f"{os.getpid()}\n".encode())
            finally:
                os.close(fd)
            return cls(path, True)
        return cls(path, True)

    def release(self) -> None:
        """Remove the lock if this process holds it. Never raises."""
        if self.held and holder(self.path) == os.getpid():
            try:
                os.unlink(self.path)
            except OSError:
                pass
        self.held = False


def holder(path: Path) -> int | None:
    """The process id written in the lock file, or None."""
    try:
        text = path.read_bytes()[:32].decode("ascii", "replace").strip()
    except OSError:
        return None
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 10 else None


def alive(pid: int) -> bool:
    """Whether process ``pid`` exists (True when that cannot be known)."""
    if pid <= 0:
        return False
    if os.name != "posix":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True
