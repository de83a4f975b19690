"""The Big Money horizon (``ai.bigmoney.evaluator.horizon``) against the real remaining length
of simulated games: at every turn start before the trigger, the estimate against the true
number of turns (all seats', this one included) until the bank runs dry. Mean absolute error as
a share of the mean true remaining length, per stage of the game: the share of the starting bank
paid out (thirds, and tenths for detail), and the share of the game's turns (before the trigger)
already played (thirds). Target (issue 21): <= 15 % at every stage.

    python benchmarks/bigmoney_horizon.py [--games 1000] [--seed 0]
        [--rivals hard,normal,normal,normal] [--oracle 31 [--share 0.25]]

After the trigger the horizon is exact (B-9.3: the turns still to play), so it is not measured.
The MAE is also given in turns.

``--oracle R`` measures the floor: at a ``--share`` of the turn starts with at least half of the
bank paid out, the game (its whole state: every seat's cash and cards, the bank, the market
and the news deck in their hidden order) is played out R times from there with fresh dice (the
generator reseeded, the same rivals), and the median of those R true lengths is taken as the
estimate: what an estimator that knew everything but the dice could say. Its MAE against the
true remaining length of the real game, next to the horizon's on the same turn starts, by the
last third of the bank paid out and by the last third of the game's turns played.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.bigmoney.evaluator import horizon  # noqa: E402
from ai.bigmoney.rival import make_rival  # noqa: E402
from cresus_tui.games.bigmoney import GameConfig, load_rules, new_game  # noqa: E402
from cresus_tui.games.bigmoney.requests import RollRequest  # noqa: E402
from cresus_tui.games.protocol import SeatConfig  # noqa: E402


def to_trigger(game, rivals) -> int:
    """The turns started before the trigger from here on, the rivals playing ``game``."""
    n = 0
    while not game.is_over:
        req = game.requests()[0]
        view = game.view(req.seat)
        if isinstance(req, RollRequest):
            if view.triggered:
                return n
            n += 1
        game.submit(req.seat, rivals[req.seat].decide(view, req).decision)
    return n


def samples(games: int, seed: int, entrants: list[str], oracle: int = 0, share: float = 0.0
            ) -> list[tuple[float, float, float, float, float | None]]:
    """(share of the starting bank paid out, estimate, true turns to the trigger, share of the
    game's turns before the trigger already played, the oracle's median or None) per turn."""
    rules = load_rules()
    pick = random.Random(seed)
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
                paid = 1 - view.bank / start
                best = None
                if oracle and paid >= 0.5 and pick.random() < share:
                    runs = []
                    for _ in range(oracle):
                        twin = game.clone()
                        twin.state.rng.state = pick.getrandbits(64)
                        runs.append(to_trigger(twin, rivals))
                    best = statistics.median_low(runs)
                recs.append((played, paid, horizon(view, rules), best))
            game.submit(req.seat, rivals[req.seat].decide(view, req).decision)
        st = game.state
        # the turn that triggered: the last one started before the trigger
        trigger_turns = max(r[0] for r in recs) + 1
        out += [(frac, est, trigger_turns - played, played / trigger_turns, best)
                for played, frac, est, best in recs]
    del st
    return out


def table(rows, edges, by: int = 0, est: int = 1) -> list[tuple[str, int, float, float]]:
    """(stage, samples, mean true turns left, MAE / mean true) per stage: ``by`` 0 the share of
    the bank paid out, 3 the share of the game played; ``est`` 1 the horizon, 4 the oracle."""
    out = []
    for lo, hi in zip(edges, edges[1:]):
        sel = [(r[est], r[2]) for r in rows if lo <= r[by] < hi]
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
    ap.add_argument("--oracle", type=int, default=0, help="rollouts per sampled turn start")
    ap.add_argument("--share", type=float, default=0.25,
                    help="share of the turn starts (half the bank paid out or more) sampled")
    args = ap.parse_args()
    rows = samples(args.games, args.seed, args.rivals.split(","), args.oracle, args.share)
    print(f"{args.games} games ({args.rivals}), {len(rows)} turn starts before the trigger")
    thirds = [0, 1 / 3, 2 / 3, 1.01]
    for name, edges, by in (("thirds of the bank paid out", thirds, 0),
                            ("tenths of the bank paid out", [i / 10 for i in range(10)] + [1.01],
                             0),
                            ("thirds of the game's turns played", thirds, 3)):
        print(name)
        for stage, n, mean, mae in table(rows, edges, by):
            print(f"  {stage:>9}  {n:6d} samples  mean {mean:5.1f} turns left  "
                  f"MAE {mae:5.1%} ({mae * mean:4.2f} turns)"
                  f"{'' if mae <= 0.15 else '  (over 15 %)'}")
    sampled = [r for r in rows if r[4] is not None]
    if sampled:
        late = [r for r in rows if r[3] >= 2 / 3]
        cover = sum(r[0] >= 0.5 for r in late) / len(late)
        print(f"oracle: {len(sampled)} turn starts, the median of {args.oracle} playouts each "
              f"from the whole state (the horizon on the same turn starts)")
        for name, by, lo in (("bank paid out", 0, 2 / 3), ("game's turns played", 3, 2 / 3)):
            sel = [r for r in sampled if r[by] >= lo]
            if not sel:
                continue
            true = sum(r[2] for r in sel)
            o = sum(abs(r[4] - r[2]) for r in sel) / true
            h = sum(abs(r[1] - r[2]) for r in sel) / true
            print(f"  last third of the {name}: {len(sel)} samples, mean {true / len(sel):.1f} "
                  f"turns left: oracle MAE {o:.1%} ({o * true / len(sel):.2f} turns), horizon "
                  f"{h:.1%}")
        print(f"  (the oracle samples turn starts with half the bank paid out or more: "
              f"{cover:.1%} of the last third of the game's turns)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
