"""Save and load speed and file size for a full 6-player game.

Targets: save ≤ 5 ms, load ≤ 10 ms, file ≤ 50 KB. A load is the verified load (issue 23): the
game is played again from its config and decision log and compared with the snapshot. Saves include the two fsyncs (file and
folder) and the rotation of the two earlier generations; the save is also timed without the
fsyncs, to separate the store's own work from the disk's flush latency.

    python benchmarks/saves_speed.py [--runs N] [--games N] [--dir PATH]

``--dir``: the folder to save into (default: a temporary folder; pass one on the disk the
game really uses to include its fsync cost).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from cresus_tui.games.cresus import GameConfig, SeatConfig, new_game
from cresus_tui.games.cresus.random_player import play_random_game
from saves import SaveStore

SAVE_MS, LOAD_MS, SIZE_KB = 5.0, 10.0, 50.0


def full_game(seed: int):
    game, _ = new_game(GameConfig(tuple(SeatConfig(f"P{i}") for i in range(6)), seed))
    return play_random_game(game, seed)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=200, help="saves and loads timed")
    ap.add_argument("--games", type=int, default=20, help="full games measured for size")
    ap.add_argument("--dir", type=Path, default=None)
    args = ap.parse_args()
    games = [full_game(seed) for seed in range(args.games)]
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        store = SaveStore(tmp)
        sizes = [store.save(f"size{i}", g).size for i, g in enumerate(games)]
        biggest = games[max(range(len(games)), key=sizes.__getitem__)]
        store.save("bench", biggest)
        saves, loads, load_cpu = [], [], []
        for _ in range(args.runs):
            t = time.perf_counter()
            store.save("bench", biggest)
            saves.append((time.perf_counter() - t) * 1000)
            t, c = time.perf_counter(), time.process_time()
            loaded = store.load("bench")
            loads.append((time.perf_counter() - t) * 1000)
            load_cpu.append((time.process_time() - c) * 1000)
        assert loaded.game.encode() == biggest.encode()
        nosync = SaveStore(tmp, sync=False)
        nosync.save("bench", biggest)
        own = []
        for _ in range(args.runs):
            t = time.perf_counter()
            nosync.save("bench", biggest)
            own.append((time.perf_counter() - t) * 1000)
    size_kb = max(sizes) / 1024

    def line(name: str, values: list[float], target: float) -> str:
        med, p95 = statistics.median(values), sorted(values)[int(len(values) * 0.95) - 1]
        return (f"{name}  median {med:6.2f} ms  p95 {p95:6.2f} ms  target ≤ {target:.0f} ms: "
                f"{'met' if p95 <= target else 'NOT met'}")

    print(f"full 6-player games: {args.games}, decisions in the biggest: "
          f"{len(biggest.state.log)}")
    print(line("save", saves, SAVE_MS))
    print(line("load", loads, LOAD_MS))
    print(f"load CPU time (this process alone, whatever else the machine runs): median "
          f"{statistics.median(load_cpu):.2f} ms, p95 "
          f"{sorted(load_cpu)[int(len(load_cpu) * 0.95) - 1]:.2f} ms")
    print(f"save without the disk flushes (the store's own work): median "
          f"{statistics.median(own):.2f} ms; the rest is the disk's fsync latency")
    print(f"file  largest {size_kb:.1f} KB, mean {statistics.mean(sizes) / 1024:.1f} KB  "
          f"target ≤ {SIZE_KB:.0f} KB: {'met' if size_kb <= SIZE_KB else 'NOT met'}")


if __name__ == "__main__":
    main()
