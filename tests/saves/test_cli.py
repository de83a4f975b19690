"""``cresus saves list|show|delete`` through the real argument parser (and once as a process)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

import msgspec
import pytest

from cresus_tui.cli import main
from saves import SCHEMA, SaveStore
from saves import envelope as E
from tests.saves.helpers import game_after

T0 = datetime(2026, 5, 1, 12, 0, tzinfo=timezone.utc)
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def data(tmp_path: Path) -> Path:
    store = SaveStore.at(tmp_path)
    store.save("autosave", game_after(3, 1, 40), now=T0)
    store.save("Sunday game", game_after(4, 2, 100), now=T0.replace(hour=13))
    (store.root / "broken.save").write_bytes(b"\x81\xa1x\x01")
    data, _ = E.encode_save(game_after(2, 3, 5), E.now_iso(T0))
    env = msgspec.msgpack.decode(data, type=E.Envelope)
    (store.root / "future.save").write_bytes(
        E.build_encoded(SCHEMA + 1, "9.9", env.saved_at, bytes(env.header), env.body))
    return tmp_path


def run(data: Path, *argv: str, stdin: str = "", monkeypatch=None) -> int:
    if monkeypatch is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    return main(["--data-dir", str(data), "saves", *argv])


def test_list_json_has_one_entry_per_file_with_status_and_header(data: Path, capsys) -> None:
    assert run(data, "list", "--json") == 0
    entries = json.loads(capsys.readouterr().out)
    by_slot = {e["slot"]: e for e in entries}
    assert set(by_slot) == {"autosave", "Sunday game", "broken", "future"}
    assert [e["slot"] for e in entries][:2] == ["Sunday game", "autosave"]  # newest first
    ok = by_slot["Sunday game"]
    assert all(e["game"] == "cresus" for e in entries if e["slot"] != "broken")
    assert by_slot["broken"]["game"] == ""
    assert len(ok["rules_version"]) == 12
    assert ok["status"] == "ok" and ok["turn"] >= 1 and ok["phase"] and ok["seed"] == 2
    assert [s["name"] for s in ok["seats"]] == ["P0", "P1", "P2", "P3"]
    assert {"cash", "luxuries"} <= set(ok["seats"][0])
    assert ok["saved_at"] == "2026-05-01T13:00:00.000+00:00" and ok["schema"] == SCHEMA
    assert by_slot["broken"]["status"] == "damaged" and by_slot["broken"]["fault"]
    assert "turn" not in by_slot["broken"]
    assert by_slot["future"]["status"] == "newer-version"
    assert by_slot["future"]["game_version"] == "9.9"
    assert (data / "saves" / "broken.save").read_bytes() == b"\x81\xa1x\x01"  # untouched


def test_list_text(data: Path, capsys) -> None:
    assert run(data, "list") == 0
    out = capsys.readouterr().out
    assert "Sunday game" in out and "damaged" in out and "newer version" in out
    assert "P0" in out
    assert out.splitlines()[0].split()[:3] == ["SLOT", "STATUS", "GAME"]
    assert all(" cresus " in line for line in out.splitlines() if "ok" in line.split()[:3])


def test_list_empty(tmp_path: Path, capsys) -> None:
    assert run(tmp_path, "list") == 0
    assert "No saves" in capsys.readouterr().out
    assert run(tmp_path, "list", "--json") == 0
    assert json.loads(capsys.readouterr().out) == []


def test_show(data: Path, capsys) -> None:
    assert run(data, "show", "Sunday game") == 0
    out = capsys.readouterr().out
    assert "Status   ok" in out and "P3 (rival)" in out and "2026-05-01 13:00:00 UTC" in out
    assert "Game     Crésus (cresus)" in out
    assert run(data, "show", "autosave", "--json") == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["slot"] == "autosave" and shown["game"] == "cresus"
    assert run(data, "show", "broken") == 1
    assert "damaged" in capsys.readouterr().out
    assert run(data, "show", "nothing") == 1
    err = capsys.readouterr().err
    assert "There is no save 'nothing'" in err
    assert run(data, "show", "../etc") == 2
    assert "cannot be a save name" in capsys.readouterr().err


def test_delete_asks_first(data: Path, capsys, monkeypatch) -> None:
    path = data / "saves" / "autosave.save"
    assert run(data, "delete", "autosave", stdin="n\n", monkeypatch=monkeypatch) == 1
    out = capsys.readouterr().out
    assert "Delete slot 'autosave'? [y/N]" in out and "Nothing deleted" in out
    assert path.exists()
    assert run(data, "delete", "autosave", stdin="", monkeypatch=monkeypatch) == 1  # EOF: no
    assert path.exists()
    assert run(data, "delete", "autosave", stdin="y\n", monkeypatch=monkeypatch) == 0
    assert not path.exists()
    assert run(data, "delete", "autosave", "--yes") == 1
    assert "There is no save" in capsys.readouterr().err


def test_delete_yes_removes_generations_too(data: Path, capsys) -> None:
    store = SaveStore.at(data)
    store.save("Sunday game", game_after(4, 2, 101))
    assert run(data, "delete", "Sunday game", "--yes") == 0
    assert not list((data / "saves").glob("Sunday game*"))
    assert run(data, "delete", "a/b", "--yes") == 2


def test_as_a_process(data: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "cresus_tui", "--data-dir", str(data), "saves",
                           "list", "--json"], capture_output=True, text=True, cwd=ROOT,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert len(json.loads(proc.stdout)) == 4
