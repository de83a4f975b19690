"""The Big Money horizon (``ai.bigmoney.evaluator.horizon``) against the real remaining length
of simulated games: at every turn start before the trigger, the estimate against the true
number of turns (all seats', this one included) until the bank runs dry. Mean absolute error as
a share of the mean true remaining length, per stage of the game: the share of the starting bank
paid out (thirds, and tenths for detail), and the share of the game's turns (before the trigger)
already played (thirds). Target (issue 21): <= 15 % at every stage.

    python benchmarks/bigmoney_horizon.py [--games 1000] [--seed 0]
        [--rivals hard,normal,normal,normal]

After the trigger the horizon is exact (B-9.3: the turns still to play), so it is not measured.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.bigmoney.evaluator import horizon  # noqa: E402
from ai.bigmoney.rival import make_rival  # noqa: E402
from cresus_tui.games.bigmoney import GameConfig, load_rules, new_game  # noqa: E402
from cresus_tui.games.bigmoney.requests import RollRequest  # noqa: E402
from cresus_tui.games.protocol import SeatConfig  # noqa: E402


def samples(games: int, seed: int, entrants: list[str]
            ) -> list[tuple[float, float, float, float]]:
    """(share of the starting bank paid out, estimate, true turns to the trigger, share of the
    game's turns before the trigger already played) per turn."""
    rules = load_rules()
    out = []
    for g in range(games):
        ents = entrants[g % len(entrants):] + entrants[:g % len(entrants)]
        level = [e.partition(":") for e in ents]
        rivals = [make_rival(lv, pers, seed=(seed + g) * 31 + i)
                  for i, (lv, _, pers) in enumerate(level)]
        game, _ = new_game(GameConfig(tuple(SeatConfig(f"{e} {i}") for i, e in
                                            enumerate(ents)), seed + g))
        start = game.state.bank
        recs = []
        while not game.is_over:
            req = game.requests()[0]
            view = game.view(req.seat)
            if isinstance(req, RollRequest) and not view.triggered:
                played = sum(p.turns for p in view.players)
                recs.append((played, 1 - view.bank / start, horizon(view, rules)))
            game.submit(req.seat, rivals[req.seat].decide(view, req).decision)
        st = game.state
        # the turn that triggered: the last one started before the trigger
        trigger_turns = max(p for p, _, _ in recs) + 1
        out += [(frac, est, trigger_turns - played, played / trigger_turns)
                for played, frac, est in recs]
    del st
    return out


def table(rows, edges, by: int = 0) -> list[tuple[str, int, float, float]]:
    """(stage, samples, mean true turns left, MAE / mean true) per stage: ``by`` 0 the share of
    the bank paid out, 3 the share of the game played."""
    out = []
    for lo, hi in zip(edges, edges[1:]):
        sel = [(r[1], r[2]) for r in rows if lo <= r[by] < hi]
        if not sel:
            continue
        true = sum(t for _, t in sel)
        err = sum(abs(e - t) for e, t in sel)
        out.append((f"{lo:.0%}–{min(hi, 1):.0%}", len(sel), true / len(sel), err / true))
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--rivals", default="hard,normal,normal,normal")
    args = ap.parse_args()
    rows = samples(args.games, args.seed, args.rivals.split(","))
    print(f"{args.games} games ({args.rivals}), {len(rows)} turn starts before the trigger")
    thirds = [0, 1 / 3, 2 / 3, 1.01]
    for name, edges, by in (("thirds of the bank paid out", thirds, 0),
                            ("tenths of the bank paid out", [i / 10 for i in range(10)] + [1.01],
                             0),
                            ("thirds of the game's turns played", thirds, 3)):
        print(name)
        for stage, n, mean, mae in table(rows, edges, by):
            print(f"  {stage:>9}  {n:6d} samples  mean {mean:5.1f} turns left  "
                  f"MAE {mae:5.1%}{'' if mae <= 0.15 else '  (over 15 %)'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
