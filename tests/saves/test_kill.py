"""A real process killed (SIGKILL) at random moments while it saves in a loop always leaves the
slot loadable: the current file is a complete save, old or new, and so are its generations."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from saves import SaveStore
from tests.saves.helpers import game_after

ROOT = Path(__file__).resolve().parents[2]
KILLS = 24

CHILD = r"""
import sys
sys.path.insert(0, sys.argv[2])
from saves import SaveStore
from tests.saves.helpers import game_after
store = SaveStore(sys.argv[1])
games = [game_after(6, 30 + i, 60 * i) for i in range(4)]
print("ready", flush=True)
i = 0
while True:
    store.save("slot", games[i % 4])
    i += 1
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_saves_always_leave_a_loadable_slot(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    known = {game_after(6, 30 + i, 60 * i).encode() for i in range(4)}
    first = game_after(6, 30, 0)
    store.save("slot", first)
    store.save("slot", first)  # a generation already: the end holds 3 files however few saves
    # the killed children finished (none, on a loaded machine: no timing assumption)
    rng = random.Random(1129)
    for k in range(KILLS):
        proc = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path), str(ROOT)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
        try:
            line = proc.stdout.readline()
            assert line.strip() == b"ready", proc.stderr.read().decode()
            time.sleep(rng.uniform(0.0, 0.04))
        finally:
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait()
            proc.stdout.close()
            proc.stderr.close()
        assert proc.returncode == -signal.SIGKILL
        loaded = store.load("slot")  # raises if the kill left a bad file
        assert loaded.game.encode() in known, f"kill {k}"
        for n in (1, 2):
            if store.path("slot", n).exists():
                assert store.load("slot", n).game.encode() in known
        entry = store.info("slot")
        assert entry.status == "ok"
    leftovers = [p.name for p in tmp_path.iterdir() if "damaged" in p.name]
    assert not leftovers, leftovers
    # the next save clears the temp files the killed processes left behind
    store.save("slot", first)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["slot.save", "slot.save.1",
                                                          "slot.save.2"]
