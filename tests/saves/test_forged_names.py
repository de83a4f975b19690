"""A shared save file cannot retitle or recolour the player's terminal (issue 23): a seat named
with escape sequences, in a save of any game, is printed without a control byte by
``cresus saves list``, ``saves show``, ``export`` and ``review``, and refused on load; every printer of the shell
commands writes through ``safe_text``."""

from __future__ import annotations

import re

import msgspec
import pytest

from cresus_tui.cli import main
from cresus_tui.games.protocol import SeatConfig
from cresus_tui.games.registry import GAMES
from saves import SaveStore
from saves import envelope as E

FORGED = "\x1b]0;PWNED\x07\x1b[31mRED\x1b[0m\u202e"
CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")
SPECS = [pytest.param(spec, id=game_id) for game_id, spec in GAMES.items()]


def _rename(state: dict) -> None:
    state["config"]["seats"][0]["name"] = FORGED
    if "seats" in state:
        for seat in state["seats"]:
            if seat.get("name") == "Ann":
                seat["name"] = FORGED


def forged_slot(spec, data_dir) -> None:
    """A save of ``spec``'s game whose header, config and state name seat 0 ``FORGED``
    (checksum recomputed: anyone can do it with the documented format)."""
    seats = [SeatConfig("Ann", "human"), SeatConfig("Bob"), SeatConfig("Cy")]
    game, _ = spec.new_game(spec.make_config(seats, 5))
    store = SaveStore.at(data_dir)
    store.save("shared", game)
    path = store.root / "shared.save"
    env = msgspec.msgpack.decode(path.read_bytes(), type=E.Envelope)
    header = msgspec.msgpack.decode(bytes(env.header))
    header["seats"][0]["name"] = FORGED
    body = msgspec.msgpack.decode(bytes(env.body))
    _rename(body)
    if "snapshot" in body:
        snap = msgspec.msgpack.decode(body["snapshot"])
        _rename(snap)
        body["snapshot"] = msgspec.msgpack.encode(snap)
    path.write_bytes(E.build_encoded(env.schema, env.game_version, env.saved_at,
                                     msgspec.msgpack.encode(header),
                                     msgspec.msgpack.encode(body)))


@pytest.mark.parametrize("spec", SPECS)
@pytest.mark.parametrize("argv", [["saves", "list"], ["saves", "list", "--json"],
                                  ["saves", "show", "shared"], ["export", "shared"],
                                  ["export", "shared", "--format", "json"],
                                  ["review", "shared"]])
def test_no_control_byte_is_printed_for_a_forged_name(spec, argv, tmp_path, capsys):
    forged_slot(spec, tmp_path)
    main(["--data-dir", str(tmp_path), *argv])
    got = capsys.readouterr()
    assert not CONTROL.search(got.out.replace("\n", "")), got.out
    assert not CONTROL.search(got.err.replace("\n", "")), got.err
    assert got.out or got.err


@pytest.mark.parametrize("spec", SPECS)
def test_a_forged_name_is_refused_on_load(spec, tmp_path):
    import saves

    forged_slot(spec, tmp_path)
    with pytest.raises(saves.DamagedSave, match="its settings are refused: seat 0: a name"):
        saves.load_game("shared", str(tmp_path))


def test_the_shell_printers_defuse_a_name_that_reaches_them(tmp_path, capsys, monkeypatch):
    """Even a name that got past the door (a save listed from its header alone) is printed
    without its escape sequences: saves list writes through the sanitizer."""
    from saves import cli as saves_cli

    real = saves_cli._list

    def listing(store, as_json, out):
        out.write(f"  {FORGED}\n")
        return real(store, as_json, out)

    monkeypatch.setattr(saves_cli, "_list", listing)
    main(["--data-dir", str(tmp_path), "saves", "list"])
    out = capsys.readouterr().out
    assert "  RED\n" in out and "\x1b" not in out and "\x07" not in out


def test_a_forged_story_note_comes_back_defused(tmp_path):
    """The story notes of a save (typed commands, rivals' reasons) are not part of the game the
    replay checks: they are sanitized when read, so no screen or printer gets a raw escape."""
    from cresus_tui.games.cresus.saving import Body

    spec = GAMES["cresus"]
    seats = [SeatConfig("Ann", "human"), SeatConfig("Bob"), SeatConfig("Cy")]
    game, _ = spec.new_game(spec.make_config(seats, 5))
    req = game.requests()[0]
    game.submit(req.seat, spec.random_decision(game, req.seat, __import__("random").Random(1)))
    store = SaveStore.at(tmp_path)
    store.save("s", game, story=[FORGED + " " + "x" * 2000])
    path = store.root / "s.save"
    env = msgspec.msgpack.decode(path.read_bytes(), type=E.Envelope)
    body = msgspec.msgpack.decode(bytes(env.body), type=Body)
    assert body.story[0].startswith("\x1b]0;PWNED")  # kept as typed in the file
    loaded = store.load("s")
    assert loaded.story[0].startswith("RED xxx") and len(loaded.story[0]) == 500
    assert not CONTROL.search(loaded.story[0])
