"""Decision time of the computer rivals, on one core.

Run: ``python benchmarks/rivals_speed.py [--games 200] [--rivals hard,normal,normal,normal]``.
Times every rival decision (side decision included) of ``--games`` headless games, as
``cresus simulate --rivals … --games N --timed --json`` does, and prints the median and the
99th percentile in ms. Targets: median <= 2 ms, p99 <= 30 ms. Also times one game with five
hard rivals. ``--cpu``: CPU time of the process instead of the wall clock (on a machine shared
by many jobs the wall clock also measures the wait for a core).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import types

from ai.cresus import tournament
from ai.cresus.tournament import simulate


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="rival decision times")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--rivals", default="hard,normal,normal,normal")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--cpu", action="store_true", help="CPU time instead of the wall clock")
    args = ap.parse_args(argv)
    if args.cpu:  # the simulator's clock, read per decision, becomes the process's CPU time
        tournament.time = types.SimpleNamespace(perf_counter=time.process_time)  # type: ignore
    out = {}
    for rivals, games in ((args.rivals, args.games), ("hard,hard,hard,hard,hard", 20)):
        s = simulate(rivals.split(","), games, args.seed, timed=True)
        ms = s.decision_ms
        out[rivals] = {"games": games, "median_ms": round(ms["median"], 4),
                       "p99_ms": round(ms["p99"], 4), "decisions": int(ms["count"]),
                       "errors": len(s.errors)}
        if not args.json:
            print(f"{rivals:28} {games:5} games  {int(ms['count']):7} decisions  "
                  f"median {ms['median']:.3f} ms  p99 {ms['p99']:.3f} ms  errors {len(s.errors)}")
    if args.json:
        sys.stdout.write(json.dumps(out) + "\n")
    ok = all(v["median_ms"] <= 2 and v["p99_ms"] <= 30 and not v["errors"] for v in out.values())
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
