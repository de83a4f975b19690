"""A standalone heuristic (benchmarks/heuristics.py) against three rivals of one level.

Run from the project root: ``PYTHONPATH=. python benchmarks/heuristic_vs.py [--variant newcomer]
[--against hard] [--games 1000] [--seed 0]``. 4-player games, the heuristic's seat rotated
between games, its secret choices made before the rivals' of the same round (as a human's,
C-7.4); a shared first place counts as a fraction; 95 % Wilson interval.

It runs against older versions of the rivals too (the single-game layout of
``cresus_tui/engine`` and ``ai/rival.py``): put that version's tree first on PYTHONPATH and this
folder after it; that is how the regression of issue 22 was bisected.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time

sys.path.append(os.path.dirname(os.path.abspath(__file__)))

try:
    from cresus_tui.games.cresus import GameConfig, SeatConfig, new_game
    from cresus_tui.games.cresus.requests import OfferRequest
    from ai.cresus.rival import make_rival
except ImportError:
    from cresus_tui.engine import GameConfig, SeatConfig, new_game  # type: ignore[no-redef]
    from cresus_tui.engine.requests import OfferRequest  # type: ignore[no-redef]
    from ai.rival import make_rival  # type: ignore[no-redef]

from heuristics import make  # noqa: E402


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, c - h), min(1.0, c + h)


def play_one(variant: str, against: str, seed: int, seat: int) -> float:
    level, _, pers = against.partition(":")
    players = [make_rival(level, pers, seed=seed * 31 + i) for i in range(4)]
    me = make(variant, seed)
    players[seat] = me
    game, _ = new_game(GameConfig(tuple(SeatConfig(f"p{i}") for i in range(4)), seed))
    for _ in range(200_000):
        if game.is_over:
            break
        reqs = game.requests()
        mine = [r for r in reqs if r.seat == seat]
        req = reqs[-1] if isinstance(reqs[-1], OfferRequest) else (mine[0] if mine else reqs[0])
        who = players[req.seat]
        view = game.view(req.seat)
        side = None
        if who is not me and not isinstance(req, OfferRequest) and hasattr(who, "side_decision"):
            side = who.side_decision(view)
        if side is not None:
            try:
                game.submit(req.seat, side.decision)
                continue
            except Exception:  # noqa: BLE001 - a refused side decision: answer the request
                pass
        game.submit(req.seat, who.decide(view, req).decision)
    firsts = [s for place, s in game.ranking() if place == 1]
    return 1.0 / len(firsts) if seat in firsts else 0.0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", default="newcomer")
    ap.add_argument("--against", default="hard")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    wins = sum(play_one(args.variant, args.against, args.seed + g, g % 4)
               for g in range(args.games))
    lo, hi = wilson(wins, args.games)
    print(f"{args.variant} vs 3 x {args.against}: wins {wins / args.games:.1%} "
          f"[{lo:.1%} – {hi:.1%}] over {args.games} games "
          f"({time.perf_counter() - t0:.0f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
