"""Save housekeeping in the real world (issue 16): failed saves leave no temp file, a slot that
cannot be read stays put and listed, a newer version's file is set aside with a sentence, the
list never raises, two processes rotating one slot, reserved and case-only slot names, one
window per data folder."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import msgspec
import pytest

from saves import BadSlotName, SaveFailed, SaveStore, check_slot
from saves import envelope as E
from saves import store as S
from saves.instance import InstanceLock
from tests.saves.helpers import game_after

ROOT = Path(__file__).resolve().parents[2]


def test_a_failed_save_leaves_no_temp_file(tmp_path: Path, monkeypatch) -> None:
    store = SaveStore(tmp_path)
    store.save("a", game_after(3, 1, 10))

    def broken(*a, **kw):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(SaveFailed):
        store.save("a", game_after(3, 1, 20))
    assert not [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_an_unreadable_slot_is_not_moved_aside_and_stays_listed(tmp_path: Path,
                                                               monkeypatch) -> None:
    store = SaveStore(tmp_path)
    store.save("mine", game_after(3, 1, 10))
    store.save("other", game_after(3, 2, 10))
    real = S._read

    def unreadable(path):
        if path.name == "mine.save":
            raise S._Unreadable("Permission denied")
        return real(path)

    monkeypatch.setattr(S, "_read", unreadable)
    fresh = SaveStore(tmp_path)
    with pytest.raises(SaveFailed, match="cannot be read"):
        fresh.save("mine", game_after(3, 1, 30))
    assert (tmp_path / "mine.save").exists()
    assert not [p for p in tmp_path.iterdir() if "damaged" in p.name]
    entries = {e.slot: e for e in fresh.list()}
    assert entries["other"].status == "ok"
    assert entries["mine"].status == "damaged" and "cannot be read" in entries["mine"].fault


def test_the_list_never_raises_and_shows_good_slots_beside_a_broken_one(tmp_path: Path,
                                                                         monkeypatch) -> None:
    store = SaveStore(tmp_path)
    store.save("good", game_after(3, 1, 10))
    store.save("bad", game_after(3, 2, 10))
    real = S._examine

    def explode(path, verify=True):
        if path.name.startswith("bad"):
            raise RecursionError("deep")
        return real(path, verify)

    monkeypatch.setattr(S, "_examine", explode)
    entries = SaveStore(tmp_path).list()
    assert [(e.slot, e.status) for e in entries] == [("good", "ok"), ("bad", "damaged")]


def test_a_newer_version_autosave_is_set_aside_never_rotated_away(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    game = game_after(3, 1, 10)
    data, header = E.encode_save(game, E.now_iso())
    env = msgspec.msgpack.decode(data, type=E.Envelope)
    newer = E.build_encoded(E.SCHEMA + 1, "9.0", env.saved_at, bytes(env.header), env.body)
    (tmp_path / "autosave.save").write_bytes(newer)
    first = store.autosave(game_after(3, 1, 20))
    assert "newer version" in first.set_aside and "autosave.save.newer-1" in first.set_aside
    for k in range(3):
        store.autosave(game_after(3, 1, 30 + k))
    assert (tmp_path / "autosave.save.newer-1").read_bytes() == newer


def test_two_processes_rotating_one_slot_get_no_spurious_failure(tmp_path: Path) -> None:
    child = (
        "import sys; sys.path.insert(0, sys.argv[2])\n"
        "from saves import SaveStore\n"
        "from tests.saves.helpers import game_after\n"
        "store = SaveStore(sys.argv[1]); g = game_after(3, 5, 20)\n"
        "for _ in range(25): store.save('shared', g)\n")
    procs = [subprocess.Popen([sys.executable, "-c", child, str(tmp_path), str(ROOT)],
                              stderr=subprocess.PIPE) for _ in range(2)]
    errors = [p.communicate(timeout=300)[1].decode() for p in procs]
    assert [p.returncode for p in procs] == [0, 0], errors
    assert SaveStore(tmp_path).load("shared").game.encode() == game_after(3, 5, 20).encode()


@pytest.mark.parametrize("name", ["COM0", "lpt0", "CON", "Nul", "COM9", "AUX"])
def test_windows_device_names_are_refused(name: str) -> None:
    with pytest.raises(BadSlotName):
        check_slot(name)


def test_slots_differing_only_in_case_are_refused(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save("Evening", game_after(3, 1, 10))
    with pytest.raises(BadSlotName, match="only in case"):
        store.save("evening", game_after(3, 1, 10))
    store.save("Evening", game_after(3, 1, 12))  # the same spelling saves as before


def test_one_window_per_data_folder(tmp_path: Path) -> None:
    first = InstanceLock.acquire(tmp_path)
    assert first.held
    # another live process holds the lock: the second window does not get it
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        first.release()
        (tmp_path / ".lock").write_text(f"{sleeper.pid}\n")
        second = InstanceLock.acquire(tmp_path)
        assert not second.held and second.other_pid == sleeper.pid
    finally:
        sleeper.kill()
        sleeper.wait()
    # its process is gone: the lock is stale and taken over
    third = InstanceLock.acquire(tmp_path)
    assert third.held
    third.release()
    assert not (tmp_path / ".lock").exists()


async def test_a_second_window_autosaves_to_its_own_slot(tmp_path: Path) -> None:
    from cresus_tui.tui.app import CresusApp
    from cresus_tui.play.cresus.session import NewGameOptions
    from cresus_tui.play.session import Session
    from cresus_tui.play.settings import Settings

    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        (tmp_path / "saves").mkdir()
        (tmp_path / "saves" / ".lock").write_text(f"{sleeper.pid}\n")
        app = CresusApp(Settings.test_profile(autosave=True, data_dir=str(tmp_path)))
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert app.autosave_slot == f"autosave {os.getpid()}"
            session = Session.new(NewGameOptions(rivals=1, seed=2, level="random"))
            said = app.autosave(session)
            assert said == f"Saved as “autosave {os.getpid()}”."
        assert not (tmp_path / "saves" / "autosave.save").exists()
        assert (tmp_path / "saves" / ".lock").read_text() == f"{sleeper.pid}\n"
    finally:
        sleeper.kill()
        sleeper.wait()
