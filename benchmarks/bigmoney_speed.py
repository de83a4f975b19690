"""Big Money: random-legal 4-player games per second on one core (CPU time of this process,
so a loaded machine does not count against it). Target: at least 300.

    python benchmarks/bigmoney_speed.py [--games N]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cresus_tui.games.bigmoney import GameConfig, new_game, random_decision  # noqa: E402
from cresus_tui.games.protocol import SeatConfig  # noqa: E402

TARGET = 300.0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    args = ap.parse_args(argv)
    seats = tuple(SeatConfig(f"P{i}", "random") for i in range(4))
    decisions = 0
    start = time.perf_counter()
    cpu = time.process_time()
    for seed in range(args.games):
        game, _ = new_game(GameConfig(seats, seed))
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.requests()[0].seat
            game.submit(seat, random_decision(game, seat, rng))
        decisions += len(game.state.log)
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu
    rate = args.games / cpu  # per second of this process's CPU time: one core, unshared
    print(f"{args.games} games in {seconds:.2f} s wall, {cpu:.2f} s CPU: {rate:.1f} games per "
          f"CPU second ({args.games / seconds:.1f} per wall second; {decisions / cpu:,.0f} "
          f"decisions/s) — target {TARGET:.0f} games/s: {'met' if rate >= TARGET else 'NOT met'}")
    return 0 if rate >= TARGET else 1


if __name__ == "__main__":
    raise SystemExit(main())
