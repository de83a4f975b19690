"""Forged saves (issue 16): a body edited by hand and its checksum recomputed over it loads as
a legal game or is reported damaged, never crashes or hangs later; deep nesting is damaged."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import msgspec
import pytest

from cresus_tui.games.cresus import Game
from cresus_tui.games.cresus.saving import Body
from cresus_tui.games.cresus.state import GameState
from cresus_tui.games.cresus.state_check import check_state
from saves import DamagedSave, SaveStore
from saves import envelope as E
from tests.saves.helpers import game_after

FIXTURES = Path(__file__).parent / "fixtures"


def _parts(data: bytes) -> tuple[E.Envelope, E.Header, Body]:
    """The envelope, header and Crésus body (``games/cresus/saving.Body``) of a save."""
    env = E.open_envelope(data)
    header, body = E.read_parts(env)
    return env, header, msgspec.msgpack.decode(body, type=Body)


def forge(data: bytes, edit, consistent_header: bool = True) -> bytes:
    """``data`` with its snapshot state edited by ``edit(state_dict, body_dict)`` and the
    checksum recomputed (what anyone can do with the documented format)."""
    env, header, body = _parts(data)
    state = msgspec.msgpack.decode(body.snapshot)
    b = msgspec.to_builtins(body)
    b["snapshot"] = body.snapshot
    edit(state, b)
    b["snapshot"] = msgspec.msgpack.encode(state)
    header_bytes = bytes(env.header)
    if consistent_header:
        try:
            st = msgspec.msgpack.decode(b["snapshot"], type=GameState)
            header_bytes = msgspec.msgpack.encode(E.make_header(Game(st)))
        except Exception:
            pass
    return E.build_encoded(env.schema, env.game_version, env.saved_at, header_bytes,
                           msgspec.msgpack.encode(b))


@pytest.fixture()
def good(tmp_path: Path) -> tuple[SaveStore, bytes]:
    store = SaveStore(tmp_path)
    game = game_after(4, 3, 80)
    store.save("g", game)
    return store, (tmp_path / "g.save").read_bytes()


def _frame(state, tag):
    return next(f for f in state["frames"] if f["type"] == tag)


CASES = {
    "rival level godlike": lambda s, b: (s["config"]["seats"][1].__setitem__("level", "godlike"),
                                         b["config"]["seats"][1].__setitem__("level", "godlike")),
    "a request for seat 9": lambda s, b: s["pending"][0].__setitem__("seat", 9),
    "first_player 7": lambda s, b: s.__setitem__("first_player", 7),
    "share XXX-9": lambda s, b: s["seats"][0]["shares"].append("XXX-9"),
    "cash 2**64-1": lambda s, b: s["seats"][1].__setitem__("cash", 2**64 - 1),
    "cash 999 (ledger broken)": lambda s, b: s["seats"][2].__setitem__("cash", 999),
    "negative cash": lambda s, b: s["seats"][0].__setitem__("cash", -5),
    "turn frame with an unknown stage": lambda s, b: _frame(s, "turn").__setitem__("stage",
                                                                                   "limbo"),
    "nine players": lambda s, b: s["seats"].extend([dict(s["seats"][0])] * 5),
}


def _cut_log(s, b, n=3):
    """The last ``n`` decisions cut from both the log and the snapshot's log."""
    del s["log"][-n:]
    del b["log"][-n:]


def _move_share_from_pile(s, b):
    pile = next(p for p in s["piles"] if p)
    s["seats"][0]["shares"].append(pile.pop())


# Issue 23: forgeries that keep every invariant of a real game; only a replay of the log
# tells them from a real game.
CONSISTENT = {
    "1,000 M added to a seat's cash and its ledger": lambda s, b: (
        s["seats"][1].__setitem__("cash", s["seats"][1]["cash"] + 1000),
        s["seats"][1].__setitem__("from_bank", s["seats"][1]["from_bank"] + 1000)),
    "a share moved from a pile into a hand": _move_share_from_pile,
    "the last log entries cut in both log and snapshot": _cut_log,
}
CASES.update(CONSISTENT)


@pytest.mark.parametrize("case", sorted(CONSISTENT))
def test_consistent_forgeries_pass_the_invariants_but_not_the_replay(good, case: str) -> None:
    """The forged snapshots break no invariant: ``check_state`` alone would load them."""
    _, data = good
    forged = forge(data, CONSISTENT[case])
    _, _, body = _parts(forged)
    game = Game(msgspec.msgpack.decode(body.snapshot, type=GameState))
    if "share" not in case:
        check_state(game)
    from cresus_tui.games.cresus.saving import load_body

    with pytest.raises(ValueError, match="does not agree with its own decisions"):
        load_body(E.read_parts(E.open_envelope(forged))[1])


@pytest.mark.parametrize("case", sorted(CASES))
def test_forged_body_with_recomputed_checksum_is_damaged(good, case: str) -> None:
    store, data = good
    (store.root / "g.save").write_bytes(forge(data, CASES[case]))
    with pytest.raises(DamagedSave) as err:
        store.load("g")
    assert err.value.moved_to == store.root / "g.save.damaged-1"


@pytest.mark.parametrize("case", sorted(CASES))
def test_forged_body_is_listed_damaged_not_ok(good, case: str) -> None:
    store, data = good
    (store.root / "g.save").write_bytes(forge(data, CASES[case]))
    [entry] = store.list()
    assert entry.status == "damaged"


def test_a_forged_body_passes_the_header_only_list_and_is_caught_when_loaded(good) -> None:
    """The menu lists by headers (``verify=False``: envelope, checksum, header); the game
    inside is checked when it is opened, which moves the file aside as damaged."""
    store, data = good
    (store.root / "g.save").write_bytes(forge(data, CASES["negative cash"]))
    [entry] = store.list(verify=False)
    assert (entry.status, entry.header.game, entry.header.turn) == ("ok", "cresus", 5)
    assert store.newest(verify=False).slot == "g"
    [entry] = store.list()
    assert entry.status == "damaged"
    with pytest.raises(DamagedSave):
        store.load("g")


def test_turn_machine_raises_on_unknown_stage_instead_of_looping() -> None:
    game = game_after(3, 2, 10)
    turn = game.state.frames[0]
    turn.stage = "limbo"
    game.state.frames[:] = [turn]
    game.state.pending = []
    with pytest.raises(ValueError, match="unknown turn stage"):
        game._run()


def test_invariants_hold_in_every_state_of_random_games() -> None:
    """No false alarm: ``check_state`` accepts every state the engine makes."""
    from cresus_tui.games.cresus.random_player import RandomPlayer

    for seed in range(6):
        game = game_after(2 + seed % 5, seed, 0)
        player = RandomPlayer(seed, 0.05)
        while not game.is_over:
            check_state(game)
            req = game.requests()[0]
            d = player.side_decision(game, req.seat) or player.decide(game.view(req.seat), req)
            game.submit(req.seat, d)
        check_state(game)


def test_deeply_nested_body_is_damaged_for_list_show_continue_and_load(tmp_path: Path) -> None:
    deep = b"\x91" * 100_000 + b"\xc0"
    for schema in (1, 2):
        data = E.build_encoded(schema, "0.1.0", "2026-01-01T00:00:00.000+00:00", deep, deep)
        (tmp_path / f"deep{schema}.save").write_bytes(data)
    store = SaveStore(tmp_path)
    entries = store.list()
    assert [e.status for e in entries] == ["damaged", "damaged"]
    assert store.newest() is None
    with pytest.raises(DamagedSave):
        store.load("deep1")


def test_saved_at_in_year_9999_does_not_win_continue(tmp_path: Path) -> None:
    """Never trust a file's clock beyond now: a forged 9999 time is not the newest."""
    store = SaveStore(tmp_path)
    store.save("honest", game_after(3, 1, 20))
    data, _ = E.encode_save(game_after(3, 2, 20), "9999-12-31T23:59:59.000+00:00")
    (tmp_path / "forged.save").write_bytes(data)
    store.save("latest", game_after(3, 3, 20))
    assert store.newest().slot == "latest"


def test_fuzz_mutated_save_files_load_legal_or_damaged(tmp_path: Path) -> None:
    """Random byte and field mutations of real saves, checksum recomputed: every file loads as
    a game whose state holds every invariant, or is damaged. Crashes and bad loads: none."""
    rng = random.Random(16)
    base = [E.encode_save(game_after(rng.randint(2, 6), s, rng.randint(0, 200)),
                          E.now_iso())[0] for s in range(4)]
    tried = crashes = bad = 0
    for i in range(150):
        data = base[i % len(base)]
        env, header, body = _parts(data)
        snap = bytearray(body.snapshot)
        for _ in range(rng.randint(1, 4)):
            snap[rng.randrange(len(snap))] = rng.randrange(256)
        b = msgspec.to_builtins(body)
        b["snapshot"] = bytes(snap)
        forged = E.build_encoded(env.schema, env.game_version, env.saved_at, bytes(env.header),
                                 msgspec.msgpack.encode(b))
        path = tmp_path / "f.save"
        path.write_bytes(forged)
        tried += 1
        try:
            loaded = SaveStore(tmp_path).load("f")
        except DamagedSave:
            continue
        except Exception:  # pragma: no cover - a crash is what this test looks for
            crashes += 1
            continue
        try:
            check_state(loaded.game)
        except ValueError:  # pragma: no cover
            bad += 1
    assert (tried, crashes, bad) == (150, 0, 0)
