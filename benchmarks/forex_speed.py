"""FOR-EX: random-legal (F-19 policy R) 4-player games per second on one core.
Target: at least 200 games/s.

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
    for seed in range(args.games):
        game, _ = new_game(GameConfig(seats, seed))
        play_random_game(game, random.Random(seed))
        decisions += len(game.state.log)
    seconds = time.perf_counter() - start
    rate = args.games / seconds
    print(f"{args.games} games in {seconds:.2f} s: {rate:.1f} games/s "
          f"({decisions / seconds:,.0f} decisions/s) — target {TARGET:.0f} games/s: "
          f"{'met' if rate >= TARGET else 'NOT met'}")


if __name__ == "__main__":
    main()
