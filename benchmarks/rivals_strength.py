"""Strength targets of the computer rivals (4-player games, seats rotated between games).

Run: ``python benchmarks/rivals_strength.py [--games 1000] [--seed 0] [--json]``. Each line is
one ``cresus simulate`` tournament; the same figures come from, e.g.,
``cresus simulate --rivals normal,random,random,random --games 1000 --seed 0 --json``.

Targets (issues 12 and 22): one normal against three random wins >= 90 % of the games; one hard
against three normal >= 45 %; one easy against three normal < 25 %; with ``--expert``, one
expert against three hard >= 35 % (the expert reads the hard rivals' bids and markets from
their seats: slower than hard). The win share counts a shared first
place as a fraction; the interval is the 95 % Wilson interval.
"""

from __future__ import annotations

import argparse
import json
import sys

from ai.cresus.tournament import simulate

MATCHES = [
    ("normal,random,random,random", ">=", 0.90),
    ("hard,normal,normal,normal", ">=", 0.45),
    ("easy,normal,normal,normal", "<", 0.25),
]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="rival strength targets")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--expert", action="store_true", help="also expert vs 3 hard (slow)")
    args = ap.parse_args(argv)
    rows = []
    ok = True
    matches = MATCHES + ([("expert,hard,hard,hard", ">=", 0.35)] if args.expert else [])
    for rivals, op, target in matches:
        s = simulate(rivals.split(","), args.games, args.seed)
        share = s.win_share_by_entrant[0]
        met = share >= target if op == ">=" else share < target
        ok &= met and not s.errors
        rows.append({"rivals": rivals, "games": args.games, "seed": args.seed,
                     "win_share": share, "interval": list(s.win_interval_by_entrant[0]),
                     "target": f"{op} {target:.0%}", "met": met, "errors": len(s.errors)})
        if not args.json:
            lo, hi = s.win_interval_by_entrant[0]
            print(f"{rivals:30} first entrant wins {share:6.1%} [{lo:.1%} – {hi:.1%}]  "
                  f"target {op} {target:.0%}: {'met' if met else 'NOT met'}", flush=True)
    if args.json:
        sys.stdout.write(json.dumps(rows) + "\n")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
