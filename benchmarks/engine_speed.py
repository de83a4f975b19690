"""Random-legal 4-player games per second on one core. Target: at least 100 games/s.

    python benchmarks/engine_speed.py [--games N]
"""

from __future__ import annotations

import argparse
import time

from cresus_tui.games.cresus import GameConfig, SeatConfig, new_game
from cresus_tui.games.cresus.random_player import play_random_game

TARGET = 100.0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=500)
    args = ap.parse_args()
    seats = tuple(SeatConfig(f"P{i}") for i in range(4))
    decisions = 0
    start = time.perf_counter()
    for seed in range(args.games):
        game, _ = new_game(GameConfig(seats, seed))
        play_random_game(game, seed, side_rate=0.0)
        decisions += len(game.state.log)
    seconds = time.perf_counter() - start
    rate = args.games / seconds
    print(f"{args.games} games in {seconds:.2f} s: {rate:.1f} games/s "
          f"({decisions / seconds:,.0f} decisions/s) — target {TARGET:.0f} games/s: "
          f"{'met' if rate >= TARGET else 'NOT met'}")


if __name__ == "__main__":
    main()
