"""Fuzz the save reader with forged files (checksum recomputed over a mutated body) and count:
files tried, crashes (any exception but DamagedSave/NewerVersion), silent bad loads (a file
that loads although its state breaks an invariant, or whose game then fails to play on), and
hangs (a load or the next moves taking more than 5 s).

    python benchmarks/save_fuzz.py [--files N] [--seed S]

Crésus only; ``benchmarks/fuzz.py`` fuzzes every game through every door with the same
mutator. Mutations: random bytes in the snapshot, random field edits of the decoded state (ints to
huge, negative or odd values, strings to unknown ids, lists lengthened or emptied), edits of
the config and the decision log, deep nesting. Exits 1 unless crashes, bad loads and hangs
are all zero.
"""

from __future__ import annotations

import argparse
import traceback
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import msgspec  # noqa: E402

from cresus_tui.games.cresus.random_player import RandomPlayer  # noqa: E402
from cresus_tui.games.cresus.saving import Body  # noqa: E402
from cresus_tui.games.cresus.state_check import check_state  # noqa: E402
from saves import DamagedSave, NewerVersion, SaveStore  # noqa: E402
from saves import envelope as E  # noqa: E402
from benchmarks.fuzz import mutate_tree  # noqa: E402  (one mutator for every fuzz script)
from tests.saves.helpers import game_after  # noqa: E402

def forged(data: bytes, rng: random.Random) -> bytes:
    env = E.open_envelope(data)
    header, body_bytes = E.read_parts(env)
    body = msgspec.msgpack.decode(body_bytes, type=Body)  # the Crésus body (games/cresus/saving)
    b = msgspec.to_builtins(body)
    kind = rng.random()
    if kind < 0.45:
        state = msgspec.msgpack.decode(body.snapshot)
        for _ in range(rng.randint(1, 3)):
            state = mutate_tree(state, rng)
        try:
            b["snapshot"] = msgspec.msgpack.encode(state)
        except (TypeError, OverflowError):  # a value MessagePack cannot hold: unchanged
            b["snapshot"] = body.snapshot
    elif kind < 0.65:
        snap = bytearray(body.snapshot)
        for _ in range(rng.randint(1, 6)):
            snap[rng.randrange(len(snap))] = rng.randrange(256)
        b["snapshot"] = bytes(snap)
    elif kind < 0.85:
        b["snapshot"] = body.snapshot
        key = rng.choice(["config", "log", "seed"])
        b[key] = mutate_tree(b[key], rng)
    else:
        b = {"config": b["config"], "seed": b["seed"], "log": b["log"],
             "snapshot": b"\x91" * rng.randint(1000, 200_000) + b"\xc0"}
    try:
        body_bytes = msgspec.msgpack.encode(b)
    except (TypeError, OverflowError):
        body_bytes = body.snapshot
    header_bytes = bytes(env.header)
    if rng.random() < 0.5:  # a careful forger keeps the header consistent too
        try:
            from cresus_tui.games.cresus import Game
            from cresus_tui.games.cresus.state import GameState

            st = msgspec.msgpack.decode(b["snapshot"], type=GameState)
            header_bytes = msgspec.msgpack.encode(E.make_header(Game(st)))
        except Exception:
            pass
    return E.build_encoded(env.schema, env.game_version, env.saved_at, header_bytes, body_bytes)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=16)
    ap.add_argument("--keep", default="", help="write the last badly loaded file here")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    bases = [E.encode_save(game_after(rng.randint(2, 6), s, rng.randint(0, 300), 0.05),
                           E.now_iso())[0] for s in range(12)]
    tried = crashes = bad = hangs = damaged = loaded = 0
    examples: list[str] = []
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for i in range(args.files):
            data = forged(bases[i % len(bases)], rng)
            (root / "f.save").write_bytes(data)
            tried += 1
            t = time.perf_counter()
            store = SaveStore(root, sync=False)
            try:
                store.list()
                game = store.load("f").game
            except (DamagedSave, NewerVersion):
                damaged += 1
                for p in root.iterdir():
                    p.unlink()
                continue
            except Exception as exc:  # a crash
                crashes += 1
                examples.append(f"crash {type(exc).__name__}: {exc}"[:160])
                for p in root.iterdir():
                    p.unlink()
                continue
            loaded += 1
            try:  # a loaded game must be legal and play on to its end
                check_state(game)
                player = RandomPlayer(i)
                while not game.is_over:
                    req = game.requests()[0]
                    game.submit(req.seat, player.decide(game.view(req.seat), req))
                    if time.perf_counter() - t > 5:
                        hangs += 1
                        break
            except Exception as exc:
                bad += 1
                if args.keep:
                    Path(args.keep).write_bytes(data)
                where = traceback.extract_tb(exc.__traceback__)[-1]
                examples.append(f"bad load {type(exc).__name__}: {exc} "
                                f"({Path(where.filename).name}:{where.lineno})"[:200])
            if time.perf_counter() - t > 5:
                hangs += 1
    took = time.perf_counter() - started
    print(f"files tried {tried}, crashes {crashes}, silent bad loads {bad}, hangs {hangs} "
          f"(damaged {damaged}, loaded as legal games {loaded}) in {took:.1f} s")
    for e in examples[:10]:
        print("  " + e)
    return 0 if crashes == bad == hangs == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
