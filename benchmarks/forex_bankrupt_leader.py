"""How often a FOR-EX game between four hard rivals ends with the bankrupt seat holding the best
money score (F-14.2 at the end, the bankrupt seat counted as if it were scored): the flaw of
issue 21 (hard queued contracts it could not pay just before the final dividend; 11.5 % of
games before the fix). Also the share of games ending in a bankruptcy, and in the end phase.

    python benchmarks/forex_bankrupt_leader.py [--games 400] [--seed 0]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.forex.make import make_rival  # noqa: E402
from ai.forex.tournament import wilson  # noqa: E402
from cresus_tui.games.forex import GameConfig, new_game  # noqa: E402
from cresus_tui.games.forex import rates as R  # noqa: E402
from cresus_tui.games.protocol import SeatConfig  # noqa: E402


def one(seed: int) -> tuple[bool, bool, bool]:
    """(ended in a bankruptcy, in the end phase, the bankrupt seat had the best money score)."""
    game, _ = new_game(GameConfig(tuple(SeatConfig(f"hard {i}") for i in range(4)), seed))
    rivals = [make_rival("hard", seed * 31 + i) for i in range(4)]
    for _ in range(20_000):
        if game.is_over:
            break
        req = game.requests()[0]
        view = game.view(req.seat)
        side = rivals[req.seat].side_decision(view) if type(req).__name__ == "TurnRequest" \
            else None
        if side is not None:
            game.submit(req.seat, side.decision)
            continue
        game.submit(req.seat, rivals[req.seat].decide(game.view(req.seat), req).decision)
    st = game.state
    b = st.bankrupt
    if b < 0:
        return False, False, False
    lad = game.data.ladder_h
    s = st.strongest
    score = [sum(R.to_strongest(p.money[h], h, s, st.rates, lad) for h in range(7))
             for p in st.seats]
    return True, st.final_resolver >= 0, score[b] >= max(score)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    rows = []
    for g in range(args.games):
        rows.append(one(args.seed + g))
        if (g + 1) % 100 == 0 and g + 1 < args.games:  # a long run says how far it is
            lead = sum(r[2] for r in rows)
            print(f"  {g + 1} games: a bankruptcy in {sum(r[0] for r in rows)} (in the end "
                  f"phase {sum(r[1] for r in rows)}); the bankrupt seat led in {lead} "
                  f"({lead / (g + 1):.1%})", file=sys.stderr, flush=True)
    n = len(rows)
    bank = sum(r[0] for r in rows)
    end = sum(r[1] for r in rows)
    lead = sum(r[2] for r in rows)
    lo, hi = wilson(lead, n)
    print(f"{n} games of 4 hard rivals (seed {args.seed}): bankruptcy {bank / n:.1%}, in the "
          f"end phase {end / n:.1%}; the bankrupt seat had the best money score in "
          f"{lead / n:.1%} [{lo:.1%} – {hi:.1%}] of the games")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
