"""FOR-EX rival strength and decision times, 4-player games, seats rotated.

Targets (issue "FOR-EX"): normal vs 3 random-legal wins >= 80 %; hard vs 3 normal >= 35 %;
easy vs 3 normal < 25 %; hard decisions median <= 20 ms, p99 <= 250 ms. Win shares with
95 % Wilson intervals (ties split between the seats placed first).

    python benchmarks/forex_strength.py [--games 1000] [--seed 0]
        [--match normal-random|hard-normal|easy-normal]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.forex.tournament import simulate  # noqa: E402

MATCHES = {
    "normal-random": (["normal", "random", "random", "random"], lambda s: s >= 0.80,
                      ">= 80 %"),
    "hard-normal": (["hard", "normal", "normal", "normal"], lambda s: s >= 0.35, ">= 35 %"),
    "easy-normal": (["easy", "normal", "normal", "normal"], lambda s: s < 0.25, "< 25 %"),
}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--match", action="append", choices=sorted(MATCHES))
    args = ap.parse_args()
    ok = True
    for name in args.match or list(MATCHES):
        entrants, target, text = MATCHES[name]
        t0 = time.perf_counter()
        r = simulate(args.games, 4, args.seed, entrants, timed=True)
        share = r["win_share_by_entrant"][0]
        lo, hi = r["win_interval_by_entrant"][0]
        met = target(share)
        ok &= met
        print(f"{name}: {args.games} games, {entrants[0]} wins {share:.1%} "
              f"[{lo:.1%} – {hi:.1%}] (target {text}: {'met' if met else 'NOT met'}); "
              f"mean {r['mean_turns']} turns, bankruptcy {r['bankruptcy_rate']:.1%}, "
              f"spot offers/game {r['spot_offers_per_game']}, trades/game "
              f"{r['spot_trades_per_game']}; errors {len(r['errors'])}; "
              f"{time.perf_counter() - t0:.0f} s")
        for who, ms in r["decision_ms_by_entrant"].items():
            line = f"   {who}: decision median {ms['median']:.2f} ms, p99 {ms['p99']:.2f} ms " \
                   f"({ms['count']} decisions)"
            if who == "hard":
                tm = ms["median"] <= 20 and ms["p99"] <= 250
                ok &= tm
                line += f" (target median <= 20, p99 <= 250: {'met' if tm else 'NOT met'})"
            print(line)
        for e in r["errors"][:3]:
            print("   ERROR", e)
        sys.stdout.flush()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
