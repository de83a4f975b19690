"""Checks of the save format a mutation audit showed untested (issue 23)."""

from __future__ import annotations

import msgspec
import pytest

from saves import DamagedSave, SaveStore
from saves import envelope as E
from tests.saves.helpers import game_after


@pytest.mark.parametrize("schema", [0, -1, -(2**40)])
def test_a_format_number_below_1_is_refused_even_with_a_valid_checksum(schema, tmp_path):
    data, _ = E.encode_save(game_after(3, 1, 10), E.now_iso())
    env = msgspec.msgpack.decode(data, type=E.Envelope)
    forged = E.build_encoded(schema, env.game_version, env.saved_at, bytes(env.header),
                             env.body)
    with pytest.raises(E.Fault) as err:
        E.open_envelope(forged)
    assert err.value.kind == "damaged"
    assert err.value.text == f"it names an impossible save format {schema}"
    store = SaveStore(tmp_path)
    store.root.mkdir(parents=True, exist_ok=True)
    store.path("s").write_bytes(forged)
    with pytest.raises(DamagedSave, match="impossible save format"):
        store.load("s")


def test_only_the_current_generation_lists_the_earlier_ones(tmp_path):
    store = SaveStore(tmp_path)
    for n in (5, 10, 15):
        store.save("s", game_after(3, 1, n))
    assert store.info("s").backups == (1, 2)
    assert store._entry("s", 1).backups == ()
    assert store._entry("s", 2).backups == ()
    [entry] = store.list()
    assert entry.slot == "s" and entry.generation == 0 and entry.backups == (1, 2)


def test_a_fault_reads_as_its_sentence():
    fault = E.Fault("damaged", "the checksum does not match", 3, "0.1.0", "forex")
    assert str(fault) == "the checksum does not match" and fault.args == (fault.text,)
    assert (fault.kind, fault.schema, fault.game_version, fault.game) == (
        "damaged", 3, "0.1.0", "forex")


def test_a_long_reason_is_cut_to_its_limit_with_an_ellipsis():
    """A damaged save's reason quotes the decoder's message, at most 120 characters: a longer
    one is cut to 119 and "…" (120 in all); one of 120 stays whole; an empty one names the
    error's type."""
    assert E._short(ValueError("x" * 300)) == "x" * 119 + "…"
    assert len(E._short(ValueError("x" * 121))) == 120
    assert E._short(ValueError("y" * 120)) == "y" * 120
    assert E._short(ValueError("")) == "ValueError"
    assert E._short(ValueError("abcdef"), limit=4) == "abc…"


def test_a_time_without_a_zone_is_taken_as_utc(monkeypatch):
    """A save's time is UTC: a time given without a zone is taken as UTC, not as the
    machine's local time (checked under a zone 9 hours east of UTC)."""
    import time
    from datetime import datetime, timedelta, timezone

    if not hasattr(time, "tzset"):
        pytest.skip("no time.tzset on this platform")
    monkeypatch.setenv("TZ", "Asia/Tokyo")
    time.tzset()
    try:
        assert E.now_iso(datetime(2026, 12, 1, 12, 0, 0)) == "2026-12-01T12:00:00.000+00:00"
        tokyo = timezone(timedelta(hours=9))
        assert E.now_iso(datetime(2026, 12, 1, 12, 0, tzinfo=tokyo)) == \
            "2026-12-01T03:00:00.000+00:00"
    finally:
        monkeypatch.undo()
        time.tzset()


def test_only_the_kept_generations_are_offered_after_a_damaged_save(tmp_path):
    """Two earlier generations are kept (``<slot>.save.1``, ``.2``); when the current file and
    both of them are damaged, no earlier save is offered — not a stray ``<slot>.save.3`` (a
    copy someone left there), even a good one — and the nearest good one is offered first."""
    store = SaveStore(tmp_path)
    games = [game_after(3, 1, n) for n in (5, 10, 15)]
    for game in games:
        store.save("s", game)
    stray = store.root / "s.save.3"
    stray.write_bytes(store.path("s", 2).read_bytes())
    assert store._fallback("s") == (1, store._entry("s", 1).saved_at)
    for n in (0, 1, 2):
        store.path("s", n).write_bytes(b"junk")
    assert store._fallback("s") is None
    with pytest.raises(DamagedSave) as err:
        store.load("s")
    assert err.value.fallback is None


def test_saving_leaves_no_file_open(tmp_path):
    """Each save closes the file it wrote: 30 saves leave as many open files as before
    (a program that autosaves at every phase would otherwise run out of them)."""
    import os

    fds = "/proc/self/fd"
    if not os.path.isdir(fds):
        pytest.skip("no /proc/self/fd on this platform")
    store = SaveStore(tmp_path)
    game = game_after(3, 1, 5)
    store.save("s", game)
    before = len(os.listdir(fds))
    for _ in range(30):
        store.save("s", game)
    assert len(os.listdir(fds)) == before


def test_without_hard_links_the_generations_are_copies(tmp_path, monkeypatch):
    """On a file system without hard links (FAT, some network shares) the current save is
    copied to generation 1 instead: three saves keep the two earlier games, each whole."""
    import errno
    import os

    def no_links(*args, **kwargs):
        raise OSError(errno.EPERM, "hard links not supported")

    monkeypatch.setattr(os, "link", no_links)
    store = SaveStore(tmp_path)
    games = [game_after(3, 1, n) for n in (5, 10, 15)]
    for game in games:
        store.save("s", game)
    assert store.info("s").backups == (1, 2)
    assert [store.load("s", n).game.encode() for n in (0, 1, 2)] == [
        g.encode() for g in reversed(games)]
    assert sorted(p.name for p in tmp_path.rglob("*") if p.is_file()) == [
        "s.save", "s.save.1", "s.save.2"]  # no temporary copy left behind


def test_a_file_gone_meanwhile_has_size_0(tmp_path):
    """A file that vanished between its check and its listing is listed with size 0."""
    from saves import store as S

    assert S._size(tmp_path / "gone.save") == 0
    (tmp_path / "here.save").write_bytes(b"abc")
    assert S._size(tmp_path / "here.save") == 3


def test_deleting_a_slot_refuses_a_folder_and_removes_a_link_to_one(tmp_path):
    """`saves delete`: a folder where a save file should be is refused with a sentence that
    says so (the folder stays); a symbolic link to a folder is removed as a link (the folder
    it points to stays)."""
    import os

    from saves import SaveFailed

    store = SaveStore(tmp_path)
    store.save("s", game_after(3, 1, 5))
    store.path("s", 1).mkdir()
    with pytest.raises(SaveFailed, match="it is a folder, not a save file"):
        store.delete("s")
    assert store.path("s", 1).is_dir()
    store.path("s", 1).rmdir()
    if not hasattr(os, "symlink"):
        return
    store.save("s", game_after(3, 1, 5))
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    os.symlink(elsewhere, store.path("s", 1))
    removed = store.delete("s")
    assert removed == [store.path("s"), store.path("s", 1)]
    assert elsewhere.is_dir() and not os.path.lexists(store.path("s", 1))


def test_a_left_temporary_file_of_a_living_process_goes_only_once_old(tmp_path, monkeypatch):
    """A temporary file left by a save of a process still running is removed only when it is
    older than the limit: one exactly at the limit stays, one a second older goes."""
    import os

    from saves import store as S

    store = SaveStore(tmp_path)
    store.save("s", game_after(3, 1, 5))
    now = 2_000_000_000.0
    monkeypatch.setattr(S.time, "time", lambda: now)
    tmp = store.root / f".s.save.{os.getpid()}.tmp"
    tmp.write_bytes(b"half a save")
    os.utime(tmp, (now - S._TMP_MAX_AGE, now - S._TMP_MAX_AGE))
    store._clean_temps("s")
    assert tmp.exists()
    os.utime(tmp, (now - S._TMP_MAX_AGE - 1, now - S._TMP_MAX_AGE - 1))
    store._clean_temps("s")
    assert not tmp.exists()


def test_deleting_a_slot_removes_its_kept_generations_only(tmp_path):
    """`saves delete` removes the current save and its two earlier generations, never a
    stray ``<slot>.save.3`` (not a file the store wrote)."""
    store = SaveStore(tmp_path)
    for n in (5, 10, 15):
        store.save("s", game_after(3, 1, n))
    stray = store.root / "s.save.3"
    stray.write_bytes(b"kept by hand")
    assert store.delete("s") == [store.path("s", n) for n in (0, 1, 2)]
    assert stray.read_bytes() == b"kept by hand"


def test_without_hard_links_a_damaged_file_is_still_moved_aside(tmp_path, monkeypatch):
    """Where hard links are missing, a damaged current save is renamed aside instead
    (``.damaged-1``), kept byte for byte, and the save goes ahead."""
    import errno
    import os

    def no_links(*args, **kwargs):
        raise OSError(errno.EPERM, "hard links not supported")

    store = SaveStore(tmp_path)
    store.save("s", game_after(3, 1, 5))
    store.path("s").write_bytes(b"junk")
    monkeypatch.setattr(os, "link", no_links)
    store.save("s", game_after(3, 1, 10))
    aside = store.root / "s.save.damaged-1"
    assert aside.read_bytes() == b"junk"
    assert store.load("s").game.encode() == game_after(3, 1, 10).encode()


def test_a_finished_process_is_not_alive():
    """A temporary file whose writer has exited is removed at once: the check of a process
    id says a finished process is gone, and this one is alive."""
    import os
    import subprocess
    import sys

    from saves import store as S

    if os.name != "posix":
        pytest.skip("process ids are checked on POSIX only")
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    assert S._alive(int(done.stdout)) is False
    assert S._alive(os.getpid()) is True


def test_a_file_that_cannot_be_moved_aside_is_reported_so(tmp_path, monkeypatch):
    """Moving a bad file aside without hard links and without renaming (a read-only share)
    gives None — "could not be moved" — never a path that was not written."""
    import errno
    import os

    from saves import store as S

    def refused(*args, **kwargs):
        raise OSError(errno.EPERM, "not permitted")

    bad = tmp_path / "s.save"
    bad.write_bytes(b"junk")
    monkeypatch.setattr(os, "link", refused)
    monkeypatch.setattr(os, "rename", refused)
    assert S._move_aside(bad) is None
    assert bad.read_bytes() == b"junk" and not (tmp_path / "s.save.damaged-1").exists()


def test_where_processes_cannot_be_checked_every_one_counts_as_alive(monkeypatch):
    """Off POSIX a process id cannot be checked: every writer counts as alive (its temporary
    file goes only once old), even one that has exited."""
    import os
    import subprocess
    import sys

    from saves import store as S

    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    from types import SimpleNamespace

    monkeypatch.setattr(S, "os", SimpleNamespace(name="nt", kill=os.kill))  # this module only
    assert S._alive(int(done.stdout)) is True


@pytest.mark.parametrize("kept", [1, 2])
def test_a_slot_whose_current_file_is_missing_is_listed_with_its_earlier_save(tmp_path, kept):
    """A slot with only an earlier generation left (``<slot>.save.1`` or ``.2``: the current
    file deleted by hand) is still listed, as damaged — "the file is missing", nothing read of
    it (no time, no format number 0) — offering that generation."""
    store = SaveStore(tmp_path)
    for n in (5, 10, 15):
        store.save("s", game_after(3, 1, n))
    saved_at = store._entry("s", kept).saved_at
    for n in (0, 1, 2):
        if n != kept:
            store.path("s", n).unlink()
    assert store.slots() == ["s"]
    [entry] = store.list()
    assert (entry.slot, entry.status, entry.fault) == ("s", "damaged", "the file is missing")
    assert (entry.generation, entry.saved_at, entry.schema, entry.game_version) == (0, "", 0, "")
    assert (entry.backups, entry.fallback, entry.fallback_saved_at) == ((kept,), kept, saved_at)


def test_a_save_removes_the_temporary_files_a_killed_save_of_that_slot_left(tmp_path):
    """Saving a slot removes the temporary files of that slot left by a save whose process is
    gone (killed mid-write); another slot's are left alone."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True)
    gone = int(done.stdout)
    store = SaveStore(tmp_path)
    store.save("s", game_after(3, 1, 5))
    mine = store.root / f".s.save.{gone}-1.tmp"
    other = store.root / f".t.save.{gone}-1.tmp"
    for left in (mine, other):
        left.write_bytes(b"half a save")
    store.save("s", game_after(3, 1, 10))
    assert not mine.exists() and other.exists()


def test_nothing_is_read_from_a_file_whose_checksum_fails(tmp_path):
    """A save of today's format whose checksum does not match is damaged, and none of its
    fields is shown as if true: no time, format number (0), version or game."""
    store = SaveStore(tmp_path)
    store.save("s", game_after(3, 1, 5))
    env = msgspec.msgpack.decode(store.path("s").read_bytes(), type=E.Envelope)
    assert env.format == E.FORMAT and env.schema == E.SCHEMA
    store.path("s").write_bytes(msgspec.msgpack.encode(
        msgspec.structs.replace(env, checksum="0" * len(env.checksum))))
    entry = store.info("s")
    assert entry.status == "damaged" and entry.fault.startswith("the checksum does not match")
    assert (entry.saved_at, entry.schema, entry.game_version, entry.game) == ("", 0, "", "")


def test_a_backup_link_lost_to_other_processes_is_tried_three_times_then_given_up(
        tmp_path, monkeypatch):
    """Keeping the previous save as ``.save.1`` is a hard link; when another process keeps
    putting a file in its place, the link is tried three times (the file in the way removed
    each time), then the save is written without that generation — it never waits forever."""
    from saves import store as S

    store = SaveStore(tmp_path)
    store.save("s", game_after(3, 1, 5))
    tries = []

    def raced(src, dst):
        tries.append(dst)
        raise FileExistsError(dst)
    monkeypatch.setattr(S.os, "link", raced)
    entry = store.save("s", game_after(3, 1, 10))
    assert len(tries) == 3 and entry.status == "ok"
    assert store.load("s").game.state == game_after(3, 1, 10).state


def test_a_stray_later_generation_alone_is_no_save(tmp_path):
    """Only ``<slot>.save.1`` and ``.2`` are kept generations: a stray ``<slot>.save.3`` (a
    copy someone left there), even of a good save, lists no slot of its own."""
    store = SaveStore(tmp_path)
    store.save("s", game_after(3, 1, 5))
    (store.root / "t.save.3").write_bytes(store.path("s").read_bytes())
    assert store.slots() == ["s"]
    assert [e.slot for e in store.list()] == ["s"]
