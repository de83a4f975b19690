"""Balance figures of spec C-13.1, measured over headless games between rivals.

Run: ``python benchmarks/balance.py --games 2000 [--rivals normal,normal,normal,normal]
[--seed 0] [--json] [--data variant.toml]``. ``--data`` measures a variant of the data file
(e.g. ``docs/balance-proposal.toml``) without installing it. Reports:

* ``island_rate``: share of games in which the Île paradisiaque was bought (target 10-35 %);
* ``winner_median_luxuries``: median luxury count of the winners (target 5-6);
* ``share_returns``: per Action card, total sale proceeds (gain + premium) / total price paid
  at purchase or auction, over the shares bought (not free) and later sold (target 0.9-2.5 for
  every card); ``share_return_range`` the lowest and highest; ``printed_returns`` and
  ``printed_return_range`` the same against the printed price (every acquisition, free ones
  included), a property of the card itself;
* ``bankrupt_rate``: share of games in which some player went totally bankrupt (took the bank
  loan or was eliminated, C-10.3; target at most 5 %);
* ``income``: mean M per player and game by source (sales, premiums, bonuses, Crésus, …).
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys
import time
from pathlib import Path

from ai.cresus.policy import make
from ai.cresus.rival import make_rival
from ai.cresus.tournament import parse_entrant
from cresus_tui.games.cresus import GameConfig, SeatConfig, new_game
from cresus_tui.games.cresus.cards import Rules, parse_rules
from cresus_tui.games.cresus.events import (
    ExpertWon, GambleResult, LoanTaken, LuxuryBought, Payment, PlayerEliminated,
    SectorBonus, ShareAcquired, ShareSold,
)
from cresus_tui.games.cresus.requests import OfferRequest


def _rival(entrant: str, seed: int, rules: Rules | None):
    level, personality = parse_entrant(entrant)
    if rules is None or level == "random":
        return make_rival(level, personality, seed)
    return make(level, personality, seed, rules=rules)


def play(entrants: list[str], seed: int, stats: dict, rules: Rules | None = None) -> None:
    """Play one game (seats rotated by ``seed``) and add its figures to ``stats``.
    ``rules``: a variant data file's rules (default: the installed one)."""
    p = len(entrants)
    shift = seed % p
    seating = [entrants[(i + shift) % p] for i in range(p)]
    rivals = [_rival(e, seed * 31 + i, rules) for i, e in enumerate(seating)]
    game, _ = new_game(GameConfig(tuple(SeatConfig(f"{e} {i}") for i, e in enumerate(seating)),
                                  seed), rules)
    paid: dict[tuple[int, str], int] = {}
    bankrupt = False
    income = stats["income"]
    while not game.is_over:
        reqs = game.requests()
        req = reqs[-1] if isinstance(reqs[-1], OfferRequest) else reqs[0]
        choice = rivals[req.seat].decide(game.view(req.seat), req)
        for e in game.submit(req.seat, choice.decision):
            if isinstance(e, ShareAcquired):
                paid[(e.seat, e.share)] = e.price
                stats["acquired"][e.how] += 1
                income["share purchases"] -= e.price
            elif isinstance(e, ShareSold):
                price = paid.pop((e.seat, e.share), None)
                if price is not None:
                    stats["cost"][e.share] += price
                    stats["printed"][e.share] += game.rules.shares[e.share].price
                    stats["proceeds"][e.share] += e.gain + e.premium
                income["sale gains"] += e.gain
                income["off-market premiums"] += e.premium
            elif isinstance(e, SectorBonus):
                income["sector bonuses"] += e.amount
            elif isinstance(e, ExpertWon):
                income["Expert cards"] -= e.price
            elif isinstance(e, GambleResult):
                income["gambling gains"] += e.gain
            elif isinstance(e, LuxuryBought):
                income["luxury purchases"] -= e.price
            elif isinstance(e, (LoanTaken, PlayerEliminated)):
                bankrupt = True
            elif isinstance(e, Payment) and e.kind in ("entry", "tournament_entry", "pot", "card",
                                                          "loan", "trade"):
                sign = 1 if e.payee >= 0 else -1
                income[f"{e.kind} (Crésus cards)" if e.kind == "card" else e.kind] += (
                    sign * e.amount)
    st = game.state
    stats["games"] += 1
    stats["island"] += st.end_reason == "island"
    stats["bankrupt"] += bankrupt
    firsts = [seat for place, seat in game.ranking() if place == 1]
    stats["winner_lux"].append(statistics.mean(st.seats[s].luxuries for s in firsts))
    stats["players"] += p


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--rivals", default="normal,normal,normal,normal")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--data", type=Path, default=None,
                    help="a variant of cresus_tui/games/cresus/cresus.toml to measure instead")
    args = ap.parse_args(argv)
    rules = parse_rules(args.data.read_bytes()) if args.data else None
    entrants = [e.strip() for e in args.rivals.split(",")]
    stats: dict = {"games": 0, "island": 0, "bankrupt": 0, "winner_lux": [], "players": 0,
                   "cost": collections.Counter(), "printed": collections.Counter(),
                   "proceeds": collections.Counter(),
                   "income": collections.Counter(), "acquired": collections.Counter()}
    t0 = time.perf_counter()
    for g in range(args.games):
        play(entrants, args.seed + g, stats, rules)
    n = stats["games"]
    returns = {s: round(stats["proceeds"][s] / c, 3) for s, c in sorted(stats["cost"].items())
               if c > 0}
    printed = {s: round(stats["proceeds"][s] / c, 3)
               for s, c in sorted(stats["printed"].items())}
    out = {
        "games": n, "rivals": entrants, "data": str(args.data or "installed"),
        "seconds": round(time.perf_counter() - t0, 1),
        "island_rate": round(stats["island"] / n, 4),
        "winner_median_luxuries": statistics.median(stats["winner_lux"]),
        "winner_mean_luxuries": round(statistics.mean(stats["winner_lux"]), 3),
        "bankrupt_rate": round(stats["bankrupt"] / n, 4),
        "share_return_range": [min(returns.values()), max(returns.values())] if returns else [],
        "printed_return_range": [min(printed.values()), max(printed.values())] if printed else [],
        "share_returns": returns,
        "printed_returns": printed,
        "acquisitions": dict(stats["acquired"]),
        "income": {k: round(v / stats["players"], 1) for k, v in stats["income"].items()},
    }
    if args.json:
        sys.stdout.write(json.dumps(out) + "\n")
    else:
        for k, v in out.items():
            if k not in ("share_returns", "printed_returns"):
                print(f"{k:24} {v}")
        worst = sorted(returns.items(), key=lambda kv: kv[1])
        print("lowest returns          ", worst[:4])
        print("highest returns         ", worst[-4:])
    return 0


if __name__ == "__main__":
    sys.exit(main())
