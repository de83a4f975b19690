"""Big Money: one rival variant against three normal rivals (issue 10, hard vs normal), to
compare purchase policies with evidence. For each variant (keyword arguments of
``ai.bigmoney.rival.Params``): the variant's win share (ties split) with its 95 % Wilson
interval, its win share by seat, and the mean and standard deviation of its final cash minus
the mean final cash of its three rivals (Z). Seats rotate between games; every variant plays
the same seeds.

    python benchmarks/bigmoney_hard_variants.py [--games N] [--seed S] [--against SPEC]
        [VARIANT ...]

    VARIANT: "" (the B-12.3 baseline), "hard" (the shipped hard level), or Params keywords,
    e.g. "horizon=1.3, inflow=0.5" or "rollouts=8, rollout_turns=12".
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.bigmoney import rival as rival_module  # noqa: E402
from ai.bigmoney.tournament import wilson  # noqa: E402
from cresus_tui.games.bigmoney import GameConfig, new_game  # noqa: E402
from cresus_tui.games.protocol import SeatConfig  # noqa: E402


def params_of(spec: str) -> rival_module.Params:
    """``spec``: "hard", "" or comma-separated ``name=value`` Params keywords."""
    if spec == "hard":
        return rival_module.LEVEL_PARAMS["hard"]
    kw = {}
    for part in filter(None, (p.strip() for p in spec.split(","))):
        name, _, value = part.partition("=")
        default = getattr(rival_module.Params(), name.strip())
        kw[name.strip()] = (value.strip() == "True") if isinstance(default, bool) \
            else type(default)(value)
    return rival_module.Params(**kw)


def match(params: rival_module.Params, games: int, seed: int,
          against: rival_module.Params | None = None) -> dict:
    """``games`` games of the variant against 3 normal rivals (or 3 rivals playing
    ``against``), the variant in seat g % 4."""
    wins = 0.0
    seat_wins = [0.0] * 4
    seat_games = [0] * 4
    diffs = []
    for g in range(games):
        me = g % 4
        rivals = [rival_module.BigMoneyRival("hard", "", (seed + g) * 31 + i, params=params)
                  if i == me else rival_module.make("normal", seed=(seed + g) * 31 + i,
                                                    params=against)
                  for i in range(4)]
        game, _ = new_game(GameConfig(tuple(SeatConfig(f"p{i}") for i in range(4)), seed + g))
        while not game.is_over:
            req = game.requests()[0]
            game.submit(req.seat, rivals[req.seat].decide(game.view(req.seat), req).decision)
        winners = [s for place, s in game.ranking() if place == 1]
        share = 1 / len(winners) if me in winners else 0.0
        wins += share
        seat_wins[me] += share
        seat_games[me] += 1
        cash = [s.cash for s in game.state.seats]
        diffs.append(cash[me] - sum(c for i, c in enumerate(cash) if i != me) / 3)
    return {"win": wins / games, "interval": wilson(wins, games),
            "by_seat": [w / max(1, n) for w, n in zip(seat_wins, seat_games)],
            "cash_diff": statistics.fmean(diffs), "cash_diff_sd": statistics.pstdev(diffs)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=100_000)
    ap.add_argument("--against", default=None,
                    help="the three rivals' Params keywords (default: the normal level)")
    ap.add_argument("variants", nargs="*", default=["", "hard"])
    args = ap.parse_args(argv)
    against = None if args.against is None else params_of(args.against)
    for spec in args.variants:
        t0 = time.perf_counter()
        r = match(params_of(spec), args.games, args.seed, against)
        lo, hi = r["interval"]
        print(f"{spec or 'baseline':<36} {args.games} games: wins {r['win']:.1%} "
              f"[{lo:.1%} – {hi:.1%}]; seats {' '.join(f'{x:.3f}' for x in r['by_seat'])}; "
              f"cash − rivals' mean {r['cash_diff']:+.1f} Z (sd {r['cash_diff_sd']:.1f}); "
              f"{time.perf_counter() - t0:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
