"""Big Money invariants over many random-legal games (default 10,000, 2 to 5 players in turn):
money conserved between bank and players, 47 + 15 cards always accounted for, no negative
cash (checked after every decision), every game ends, equal turns for all seats.

    python benchmarks/bigmoney_invariants.py [--games N] [--seed S]
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


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    failures: list[str] = []
    longest = 0
    rounds = {n: 0 for n in range(2, 6)}
    games = {n: 0 for n in range(2, 6)}
    start = time.perf_counter()
    for g in range(args.games):
        n = 2 + g % 4
        seed = args.seed + g
        game, _ = new_game(GameConfig(tuple(SeatConfig(f"P{i}", "random") for i in range(n)),
                                      seed))
        rng = random.Random(seed)
        steps = 0
        while not game.is_over:
            seat = game.requests()[0].seat
            game.submit(seat, random_decision(game, seat, rng))
            problem = game.check()
            if problem:
                failures.append(f"seed {seed} ({n} players), decision {steps}: {problem}")
                break
            steps += 1
            if steps > 20_000:
                failures.append(f"seed {seed}: the game did not end")
                break
        st = game.state
        if game.is_over and len({s.turns for s in st.seats}) != 1:
            failures.append(f"seed {seed}: unequal turns {[s.turns for s in st.seats]}")
        total = sum(s.turns for s in st.seats)
        longest = max(longest, total)
        rounds[n] += st.round
        games[n] += 1
    seconds = time.perf_counter() - start
    print(f"{args.games} random-legal games (2-5 players) in {seconds:.1f} s")
    print("mean rounds by players: " + ", ".join(
        f"{n}: {rounds[n] / games[n]:.2f}" for n in games if games[n]))
    print(f"longest game: {longest} total turns")
    print(f"failures: {len(failures)}")
    for f in failures[:10]:
        print("  " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
