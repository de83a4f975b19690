"""Decision time of the Crésus ``expert`` rival (the level that searches), on one core.

Run: ``PYTHONPATH=. python benchmarks/expert_speed.py [--games 10] [--seed 0] [--json]``.
Plays ``--games`` games of one expert against three hard rivals (seats rotated) and times the
expert's own decisions only (side decisions included): median, 99th percentile and the
slowest, in ms, and the same for the searched decisions (market choices and round-1 bids,
the best replies to the hard rivals read from their seats), in wall-clock time and in the process's CPU time (``cpu``: what the decision costs
on a core of its own, whatever else the machine runs). Target (issue 22): p99 <= 250 ms on a
2-core machine.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from ai.cresus.rival import make_rival
from cresus_tui.games.cresus import GameConfig, SeatConfig, new_game
from cresus_tui.games.cresus.game import IllegalDecision
from cresus_tui.games.cresus.requests import BidRequest, MoveRequest, OfferRequest


def _stats(xs: list[float]) -> dict:
    xs = sorted(xs)
    if not xs:
        return {"count": 0}
    return {"count": len(xs), "median_ms": round(xs[len(xs) // 2], 3),
            "p99_ms": round(xs[min(len(xs) - 1, int(len(xs) * 0.99))], 3),
            "max_ms": round(xs[-1], 3)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="expert rival decision times")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    every: list[float] = []
    searched: list[float] = []
    cpu: list[float] = []
    for g in range(args.games):
        seed = args.seed + g
        me = g % 4
        rivals = [make_rival("expert" if i == me else "hard", "", seed * 31 + i)
                  for i in range(4)]
        game, _ = new_game(GameConfig(tuple(SeatConfig(f"p{i}") for i in range(4)), seed))
        while not game.is_over:
            reqs = game.requests()
            req = reqs[-1] if isinstance(reqs[-1], OfferRequest) else reqs[0]
            view = game.view(req.seat)
            t0 = time.perf_counter()
            side = None if isinstance(req, OfferRequest) else rivals[req.seat].side_decision(view)
            if side is not None:
                if req.seat == me:
                    every.append((time.perf_counter() - t0) * 1000)
                try:
                    game.submit(req.seat, side.decision)
                    continue
                except IllegalDecision:
                    t0 = time.perf_counter()
            c0 = time.process_time()
            choice = rivals[req.seat].decide(view, req)
            ms = (time.perf_counter() - t0) * 1000
            cms = (time.process_time() - c0) * 1000
            if req.seat == me:
                every.append(ms)
                if isinstance(req, MoveRequest) or (isinstance(req, BidRequest)
                                                    and req.round == 1):
                    searched.append(ms)
                    cpu.append(cms)
            game.submit(req.seat, choice.decision)
    out = {"games": args.games, "all": _stats(every), "searched": _stats(searched),
           "searched_cpu": _stats(cpu)}
    if args.json:
        sys.stdout.write(json.dumps(out) + "\n")
    else:
        for k in ("all", "searched", "searched_cpu"):
            s = out[k]
            print(f"expert {k:12} {s['count']:6} decisions  median {s.get('median_ms', 0):.2f} ms  "
                  f"p99 {s.get('p99_ms', 0):.1f} ms  max {s.get('max_ms', 0):.1f} ms")
    return 0 if out["all"].get("p99_ms", 0) <= 250 else 1


if __name__ == "__main__":
    sys.exit(main())
