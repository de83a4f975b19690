"""Big Money rivals' strength, seat fairness and the B-13 balance figures, with 95 % Wilson
intervals. Targets (issue 10, B-13.2):

* normal vs 3 random-legal: normal wins >= 85 %;
* hard vs 3 normal: >= 30 % with the interval's lower bound above 25 %;
* easy vs 3 normal: < 25 %;
* decision time: median <= 2 ms, p99 <= 30 ms (every rival decision of the timed matches);
* seat fairness: 4 equal normal rivals, every seat 25 % +- 4 points;
* B-13.1/B-13.2 balance rows for 2..5 sensible players (mean rounds within +-15 % of the
  calibration, seat-1 share within 1/N +- 0.04, dividends 55-75 % of income, ...).

    python benchmarks/bigmoney_strength.py [--games N] [--only match,...] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.bigmoney.tournament import simulate  # noqa: E402

CALIBRATION = {  # B-13.1: mean rounds, winner cash, mean cash
    2: (13.4, 442, 400), 3: (9.6, 367, 313), 4: (7.7, 329, 270), 5: (6.5, 306, 244)}

MATCHES = {
    "normal_vs_random": (["normal", "random", "random", "random"],
                         lambda s: s["win_share_by_entrant"][0] >= 0.85),
    "hard_vs_normal": (["hard", "normal", "normal", "normal"],
                       lambda s: s["win_share_by_entrant"][0] >= 0.30
                       and s["win_interval_by_entrant"][0][0] > 0.25),
    "easy_vs_normal": (["easy", "normal", "normal", "normal"],
                       lambda s: s["win_share_by_entrant"][0] < 0.25),
    "seats_normal": (["normal"] * 4,
                     lambda s: all(abs(x - 0.25) <= 0.04 for x in s["win_share_by_seat"])),
}


def sampled_turns(turns: int, seed: int) -> float:
    """B-13.2: the mean combination value (before any bank cap) over ``turns`` sampled turns
    played with the optimal keeps."""
    import random

    from ai.bigmoney.dice import best_keep, payout
    from ai.dice import counts_of

    rng = random.Random(seed)
    total = 0
    for _ in range(turns):
        dice = [rng.randint(1, 6) for _ in range(5)]
        for left in (2, 1):
            keep, _ = best_keep(dice, left)
            if len(keep) == 5:
                break
            dice = [d if i in keep else rng.randint(1, 6) for i, d in enumerate(dice)]
        total += payout(counts_of([d - 1 for d in dice]))
    return total / turns


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=20_000)
    ap.add_argument("--only", default="", help="comma-separated: " + ", ".join(
        list(MATCHES) + ["dice", "balance"]))
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    only = [x for x in args.only.split(",") if x] or list(MATCHES) + ["dice", "balance"]
    report: dict = {}
    ok = True
    for name in only:
        if name in ("balance", "dice"):
            continue
        entrants, target = MATCHES[name]
        s = simulate(args.games, rivals=entrants, seed=args.seed, timed=True, detail=True)
        met = target(s)
        ok &= met
        report[name] = {"entrants": entrants, "games": s["games"],
                        "win_share_by_entrant": s["win_share_by_entrant"],
                        "win_interval_by_entrant": s["win_interval_by_entrant"],
                        "win_share_by_seat": s["win_share_by_seat"],
                        "decision_ms": s["decision_ms"], "errors": len(s["errors"]),
                        "target_met": met}
        if not args.json:
            lo, hi = s["win_interval_by_entrant"][0]
            print(f"{name:<18} {s['games']} games: first entrant {entrants[0]} "
                  f"{s['win_share_by_entrant'][0]:.1%} [{lo:.1%} – {hi:.1%}]; seats "
                  f"{' '.join(f'{x:.3f}' for x in s['win_share_by_seat'])}; decision median "
                  f"{s['decision_ms'].get('median', 0):.3f} ms, p99 "
                  f"{s['decision_ms'].get('p99', 0):.3f} ms — target "
                  f"{'met' if met else 'NOT met'}", flush=True)
    if "dice" in only:
        mean = sampled_turns(100_000, args.seed)
        met = abs(mean - 13.8194) <= 0.05
        ok &= met
        report["dice"] = {"turns": 100_000, "mean": mean, "target_met": met}
        if not args.json:
            print(f"dice               100000 optimal turns: mean {mean:.4f} Z (target 13.8194 "
                  f"± 0.05: {'met' if met else 'NOT met'})", flush=True)
    if "balance" in only:
        rows = {}
        for n in (2, 3, 4, 5):
            # B-13: sensible players, i.e. the full B-12.3 valuation (normal is more cautious)
            s = simulate(args.games, rivals=["sensible"] * n, seed=args.seed + n, detail=True)
            bm = s["bigmoney"]
            cal = CALIBRATION[n]
            rows[n] = {
                "mean_rounds": bm["mean_rounds"], "calibration_rounds": cal[0],
                "rounds_within_15pct": abs(bm["mean_rounds"] - cal[0]) <= 0.15 * cal[0],
                "total_turns_p10_p90": bm["total_turns_p10_p90"],
                "win_share_by_seat": s["win_share_by_seat"],
                "seat1_within_004": abs(s["win_share_by_seat"][0] - 1 / n) <= 0.04,
                "income_share": bm["income_share"],
                "dividends_55_75": 0.55 <= bm["income_share"]["dividends"] <= 0.75,
                "winner_cash": bm["winner_cash"], "mean_cash": bm["mean_cash"],
                "calibration_cash": cal[1:], "purchases": bm["purchases_per_game"],
                "stock_share": bm["stock_share"], "news_cards": bm["news_cards_per_game"],
                "trigger_share": bm["trigger_share"],
                "paid_after_trigger_turn": bm["paid_after_trigger_turn"],
                "max_total_turns": bm["max_total_turns"]}
            if not args.json:
                r = rows[n]
                print(f"balance N={n} ({s['games']} games): rounds {r['mean_rounds']} "
                      f"(calibration {cal[0]}, {'ok' if r['rounds_within_15pct'] else 'OFF'}); "
                      f"turns p10-p90 {r['total_turns_p10_p90']}; seats "
                      f"{' '.join(f'{x:.3f}' for x in r['win_share_by_seat'])} "
                      f"({'ok' if r['seat1_within_004'] else 'OFF'}); income dice/div/news "
                      f"{r['income_share']['dice']:.1%}/{r['income_share']['dividends']:.1%}/"
                      f"{r['income_share']['news']:.1%}; cash winner/mean {r['winner_cash']}/"
                      f"{r['mean_cash']} (calibration {cal[1]}/{cal[2]}); purchases "
                      f"{r['purchases']}, stocks {r['stock_share']:.0%}, news {r['news_cards']}, "
                      f"trigger {r['trigger_share']}, after trigger "
                      f"{r['paid_after_trigger_turn']} Z, longest {r['max_total_turns']} turns", flush=True)
        report["balance"] = rows
    if args.json:
        print(json.dumps(report))
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
