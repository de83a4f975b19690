"""FOR-EX: random-legal (F-19 policy R) 4-player games per second on one core.
Target: at least 200 games/s. Counted in this process's CPU time (one core), so other work
on a shared machine does not lower the figure; wall time is printed too.

    python benchmarks/forex_speed.py [--games N]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cresus_tui.games.forex import GameConfig, SeatConfig, new_game  # noqa: E402
from cresus_tui.games.forex.random_player import play_random_game  # noqa: E402

TARGET = 200.0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2000)
    args = ap.parse_args()
    seats = tuple(SeatConfig(f"P{i}") for i in range(4))
    decisions = 0
    start = time.perf_counter()
    cpu = time.process_time()
    for seed in range(args.games):
        game, _ = new_game(GameConfig(seats, seed))
        play_random_game(game, random.Random(seed))
        decisions += len(game.state.log)
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu
    rate = args.games / cpu
    print(f"{args.games} games in {cpu:.2f} CPU s ({seconds:.2f} wall s): {rate:.1f} games per "
          f"CPU second, {args.games / seconds:.1f} per wall second "
          f"({decisions / cpu:,.0f} decisions per CPU s) — target {TARGET:.0f} games/s on one "
          f"core: {'met' if rate >= TARGET else 'NOT met'}")


if __name__ == "__main__":
    main()
