"""At least 1,000 mutated save files: truncations, bit flips, overwritten bytes, appended
bytes, wrong types (with and without a matching checksum), empty files, random bytes, a folder
in place of the file, no read permission. Each gives a SaveError naming the file, never a crash,
and the bytes are kept as they were (moved aside, or left in place)."""

from __future__ import annotations

import os
import random
import stat
from pathlib import Path

import msgspec
import pytest

from saves import SCHEMA, DamagedSave, SaveError, SaveStore, UnreadableSave
from saves import envelope as E
from saves import store as store_module
from tests.saves.helpers import game_after

FIXTURES = Path(__file__).parent / "fixtures"
SAVED_AT = "2026-05-01T12:00:00.000+00:00"


def _bases() -> list[bytes]:
    games = [game_after(2, 11, 3), game_after(6, 12, 400), game_after(4, 13, 10_000)]
    out = [E.encode_save(g, SAVED_AT)[0] for g in games]
    out.append((FIXTURES / "schema-1.save").read_bytes())
    return out


def _typed_mutations(rng: random.Random, base: bytes) -> list[bytes]:
    """Envelopes with wrong types or shapes; the checksum recomputed where it can be, so the
    deeper checks are reached too."""
    env = msgspec.msgpack.decode(base, type=E.Envelope)
    header = msgspec.msgpack.decode(env.header)
    body = msgspec.msgpack.decode(env.body)
    raw = msgspec.msgpack.decode(base)
    enc = msgspec.msgpack.encode
    out = []
    # outer fields of the wrong type (checksum cannot match or decoding fails)
    for key, value in [("format", 5), ("schema", "2"), ("schema", 2.0), ("game_version", None),
                       ("saved_at", []), ("checksum", b"x"), ("header", "header"),
                       ("body", {"a": 1}), ("body", 7), ("header", None)]:
        bad = dict(raw)
        bad[key] = value
        out.append(enc(bad))
    for key in ("format", "schema", "checksum", "header", "body"):
        bad = dict(raw)
        del bad[key]
        out.append(enc(bad))
    out += [enc([1, 2, 3]), enc("cresus-tui/save"), enc(None), enc(raw["body"])]

    def sealed(h, b, schema=env.schema, fmt=E.FORMAT) -> bytes:
        return E.build_encoded(schema, env.game_version, env.saved_at, enc(h), enc(b), fmt)

    # inner parts of the wrong type behind a good checksum
    out.append(E.build_encoded(env.schema, "0.1.0", SAVED_AT, enc(header), b"\x93\x01"))
    out.append(E.build_encoded(env.schema, "0.1.0", SAVED_AT, b"\xc1", env.body))
    out.append(sealed(header, body, fmt="other/save"))
    out.append(sealed(header, body, schema=0))
    out.append(sealed(header, body, schema=-3))
    out.append(sealed([header], body))
    out.append(sealed(header, [body]))
    for hk in list(header):
        # a well-formed game id this version does not have is a newer version's save, not
        # damage (tests/saves/test_store.py): here the id is malformed instead
        for v in ("X y" if hk == "game" else "x", None, [1], -1.5):
            h = dict(header)
            h[hk] = v
            out.append(sealed(h, body))
    for bk in list(body):
        for v in ("x", None, -99, [[]]):
            b = dict(body)
            b[bk] = v
            out.append(sealed(header, b))
    # snapshot and log both unusable: neither way back works
    b = dict(body)
    b["snapshot"] = bytes(rng.randbytes(40))
    b["log"] = [[0, {"type": "bid", "amount": 10**9}]] + list(body["log"])
    out.append(sealed(header, b))
    b = dict(body)
    b["snapshot"] = b""
    b["log"] = [[99, {"type": "stop"}]]
    out.append(sealed(header, b))
    b = dict(body)
    b["config"] = {"seats": [], "seed": 1}
    b["snapshot"] = b"\x00"
    out.append(sealed(header, b))
    return out


def mutations(count: int = 1100, seed: int = 20261129) -> list[tuple[str, bytes]]:
    """(kind, bytes) of mutated save files, deterministic."""
    rng = random.Random(seed)
    bases = _bases()
    out: list[tuple[str, bytes]] = [("empty", b"")]
    for base in bases:
        out += [("wrong type", m) for m in _typed_mutations(rng, base)]
    while len(out) < count:
        base = rng.choice(bases)
        kind = rng.choice(["truncate", "flip", "flip", "overwrite", "append", "random", "swap"])
        data = bytearray(base)
        if kind == "truncate":
            data = data[: rng.randrange(len(data))]
        elif kind == "flip":
            for _ in range(rng.randint(1, 3)):
                data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
        elif kind == "overwrite":
            at = rng.randrange(len(data))
            data[at: at + rng.randint(1, 16)] = rng.randbytes(rng.randint(1, 16))
        elif kind == "append":
            data += rng.randbytes(rng.randint(1, 64))
        elif kind == "random":
            data = bytearray(rng.randbytes(rng.randint(1, 4000)))
            if rng.random() < 0.5:  # look like a msgpack map at first sight
                data[0] = 0x87
        elif kind == "swap":
            a, b = sorted(rng.sample(range(len(data)), 2))
            data = data[:a] + data[b: b + 8] + data[a + 8: b] + data[a: a + 8] + data[b + 8:]
        if bytes(data) == base:
            continue
        out.append((kind, bytes(data)))
    return out


def test_at_least_a_thousand_mutated_files_give_clear_errors(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    cases = mutations()
    assert len(cases) >= 1000
    kinds = {k for k, _ in cases}
    assert kinds >= {"empty", "wrong type", "truncate", "flip", "overwrite", "append", "random"}
    for i, (kind, data) in enumerate(cases):
        slot = f"m{i}"
        path = store.path(slot)
        path.write_bytes(data)
        with pytest.raises(DamagedSave) as info:
            store.load(slot)
        err = info.value
        assert str(path) in err.message and err.fault, (kind, err.message)
        assert err.moved_to is not None and err.moved_to.read_bytes() == data, kind
        assert not path.exists()
    # listing a folder full of damaged files never raises
    assert store.list() == []


def test_mutated_current_file_never_hides_the_previous_generation(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    good = game_after(3, 21, 60)
    cases = mutations(count=150, seed=7)[::3]
    for i, (kind, data) in enumerate(cases):
        slot = f"g{i}"
        store.save(slot, good)
        store.save(slot, game_after(3, 21, 61))
        store.path(slot).write_bytes(data)
        with pytest.raises(DamagedSave) as info:
            store.load(slot)
        assert info.value.fallback == 1, kind
        assert store.load(slot, 1).game.encode() == good.encode()


def test_saving_over_mutated_files_moves_them_aside_untouched(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    game = game_after(2, 5, 20)
    for i, (kind, data) in enumerate(mutations(count=60, seed=99)):
        slot = f"w{i}"
        store.path(slot).write_bytes(data)
        store.save(slot, game)
        assert (tmp_path / f"{slot}.save.damaged-1").read_bytes() == data, kind
        assert store.load(slot).game.encode() == game.encode()


def test_a_folder_in_place_of_the_file(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    for i in range(5):
        folder = store.path(f"f{i}")
        folder.mkdir()
        (folder / "x").write_bytes(b"%d" % i)
        with pytest.raises(DamagedSave) as info:
            store.load(f"f{i}")
        assert "folder" in info.value.fault and str(folder) in info.value.message
        assert (info.value.moved_to / "x").read_bytes() == b"%d" % i
    store.path("f9").mkdir()
    assert [e.status for e in store.list()] == ["damaged"]
    store.save("f9", game_after(2, 1, 3))
    assert (tmp_path / "f9.save.damaged-1").is_dir()


def test_a_file_without_read_permission(tmp_path: Path, monkeypatch) -> None:
    store = SaveStore(tmp_path)
    game = game_after(3, 2, 30)
    store.save("locked", game)
    path = store.path("locked")
    data = path.read_bytes()
    os.chmod(path, 0)
    if os.geteuid() == 0 if hasattr(os, "geteuid") else False:  # root reads anyway: pretend
        real = store_module._read

        def deny(p: Path) -> bytes:
            if Path(p) == path:
                raise store_module._Unreadable("Permission denied")
            return real(p)

        monkeypatch.setattr(store_module, "_read", deny)
    try:
        for _ in range(3):
            with pytest.raises(UnreadableSave) as info:
                store.load("locked")
            assert str(path) in info.value.message and "ermission" in info.value.message
            assert isinstance(info.value, SaveError)
        assert path.exists()
        entry = store.info("locked")
        assert entry.status == "damaged" and "cannot be read" in entry.fault
    finally:
        os.chmod(path, stat.S_IRUSR | stat.S_IWUSR)
    assert path.read_bytes() == data


def test_checksum_is_checked_before_anything_inside_is_decoded(monkeypatch) -> None:
    data = E.encode_save(game_after(2, 1, 5), SAVED_AT)[0]
    flipped = bytearray(data)
    flipped[-1] ^= 1
    calls = []
    monkeypatch.setattr(E, "read_parts", lambda env: calls.append(env))
    with pytest.raises(E.Fault) as info:
        E.open_envelope(bytes(flipped))
    assert "checksum" in info.value.text and not calls
    assert E.open_envelope(data).schema == SCHEMA
