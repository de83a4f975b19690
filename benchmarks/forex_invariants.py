"""FOR-EX sanity targets of the rules specification (F-19).

- F-19.1: the invariants hold after every step of >= 10,000 games of each reference policy
  (random-legal R and prudent P), 2 to 6 players in turn;
- F-19.2: the all-resolve game ends after exactly 5 turns with GBP over USD 1:3.5, over EUR,
  CHF and JPY 1:4, over CAD 1:5, over CNY 1:8 and every player scoring 2 (shared win);
- F-19.3: the reference bands (median length, 10th-90th percentiles, bankruptcy shares, end
  phase bankruptcies, Strongest currency shares, first-seat wins at 4 players) over
  ``--band-games`` games per player count and policy.

    python benchmarks/forex_invariants.py [--games 10000] [--band-games 4000] [--policy R|P|both]

Exits 1 when an invariant breaks or F-19.2 differs; prints the bands with a verdict.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cresus_tui.games.forex import GameConfig, SeatConfig, load_data, new_game  # noqa: E402
from cresus_tui.games.forex import rates as R  # noqa: E402
from cresus_tui.games.forex.decisions import Choose, Resolve  # noqa: E402
from cresus_tui.games.forex.invariants import problems  # noqa: E402
from cresus_tui.games.forex.random_player import play_random_game  # noqa: E402
from cresus_tui.games.forex.requests import ChooseRequest  # noqa: E402


def config(seed: int, players: int) -> GameConfig:
    return GameConfig(tuple(SeatConfig(f"P{i + 1}") for i in range(players)), seed)


def invariants(games: int, prudent: bool) -> list[str]:
    """F-19.1 over ``games`` games; the failures found (empty when none)."""
    bad: list[str] = []
    data = load_data()

    def check(game) -> None:
        found = problems(game)
        if found:
            raise AssertionError(found)

    for seed in range(games):
        game, _ = new_game(config(seed, 2 + seed % 5))
        try:
            play_random_game(game, random.Random(seed), prudent, check)
        except AssertionError as exc:
            bad.append(f"seed {seed}: {exc}")
            continue
        st = game.state
        if st.turn > data.max_turns:
            bad.append(f"seed {seed}: {st.turn} turns")
        if st.bankrupt < 0 and st.dividends_paid != 5:
            bad.append(f"seed {seed}: ended with {st.dividends_paid} dividends")
    return bad


def all_resolve() -> list[str]:
    """F-19.2 at every player count; the differences found."""
    data = load_data()
    bad = []
    for n in range(2, 7):
        game, _ = new_game(config(n, n))
        while not game.is_over:
            req = game.requests()[0]
            game.submit(req.seat, Choose(0) if isinstance(req, ChooseRequest) else Resolve())
        rates = [data.ladder_h[R.oriented(game.state.rates, 0, y) - 1] for y in range(1, 7)]
        ok = (game.state.turn == 5 and rates == [8, 7, 8, 8, 10, 16]
              and game.state.scores == [2] * n and game.ranking() == [(1, s) for s in range(n)])
        if not ok:
            bad.append(f"{n} players: turns {game.state.turn}, 2r {rates}, "
                       f"scores {game.state.scores}")
    return bad


def pct(xs: list[int], q: float) -> int:
    return xs[min(len(xs) - 1, int(len(xs) * q))]


def bands(games: int) -> list[str]:
    """F-19.3's figures, one line per policy and player count, with the verdicts."""
    lines = []
    for prudent in (False, True):
        name = "P" if prudent else "R"
        for n in range(2, 7):
            lengths, bankrupt, endbk = [], 0, 0
            strongest = [0] * 7
            seat_wins = [0.0] * n
            for seed in range(games):
                game, _ = new_game(config(seed, n))
                play_random_game(game, random.Random(seed), prudent)
                st = game.state
                lengths.append(st.turn)
                bankrupt += st.bankrupt >= 0
                endbk += st.bankrupt >= 0 and st.final_resolver >= 0
                strongest[st.strongest] += 1
                firsts = [s for p, s in game.ranking() if p == 1]
                for s in firsts:  # seat relative to the first player
                    seat_wins[(s - st.first_player) % n] += 1 / len(firsts)
            lengths.sort()
            med = pct(lengths, 0.5)
            b = bankrupt / games
            verdict = []
            if name == "R":
                verdict.append("median ok" if 17 <= med <= 23 else "median OUT")
                verdict.append("bankrupt ok" if 0.92 <= b <= 1.0 else "bankrupt OUT")
                e = endbk / games
                verdict.append("end-phase ok" if 0.06 <= e <= 0.15 else "end-phase OUT")
            else:
                verdict.append("median ok" if 32 <= med <= 38 else "median OUT")
                ref = {2: 0.59, 4: 0.46, 6: 0.37}.get(n)
                if ref is not None:
                    verdict.append("bankrupt ok" if abs(b - ref) <= 0.03 else "bankrupt OUT")
                e = endbk / games
                verdict.append("end-phase ok" if 0.10 <= e <= 0.21 else "end-phase OUT")
                s_gbp = strongest[0] / games
                verdict.append("S=GBP ok" if 0.27 <= s_gbp <= 0.39 else "S=GBP OUT")
                verdict.append("S=CNY ok" if strongest[6] / games < 0.04 else "S=CNY OUT")
            lines.append(
                f"{name} {n}p: median {med} (p10 {pct(lengths, 0.1)}, p90 {pct(lengths, 0.9)})"
                f", bankrupt {b:.1%} (end phase {endbk / games:.1%}), S "
                + " ".join(f"{c}:{x / games:.0%}" for c, x in zip(
                    ("GBP", "EUR", "USD", "CHF", "JPY", "CAD", "CNY"), strongest))
                + ", wins by seat from the first "
                + " ".join(f"{w / games:.1%}" for w in seat_wins)
                + " — " + ", ".join(verdict))
    return lines


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10_000, help="games per policy (F-19.1)")
    ap.add_argument("--band-games", type=int, default=4000,
                    help="games per policy and player count (F-19.3); 0 skips")
    ap.add_argument("--policy", choices=("R", "P", "both"), default="both",
                    help="which policy's F-19.1 run (default both)")
    args = ap.parse_args()
    failed = False
    policies = {"R": (False,), "P": (True,), "both": (False, True)}[args.policy]
    for prudent in policies if args.games else ():
        t0 = time.perf_counter()
        bad = invariants(args.games, prudent)
        name = "P" if prudent else "R"
        print(f"F-19.1 {name}: {args.games} games, invariants after every step: "
              f"{'hold' if not bad else f'{len(bad)} FAILURES'} "
              f"({time.perf_counter() - t0:.1f} s)", flush=True)
        for line in bad[:10]:
            print("  ", line)
        failed |= bool(bad)
    bad = all_resolve()
    print(f"F-19.2 all-resolve game, 2-6 players: {'exact' if not bad else 'DIFFERS'}")
    for line in bad:
        print("  ", line)
    failed |= bool(bad)
    if args.band_games:
        print(f"F-19.3 bands, {args.band_games} games per player count:")
        for line in bands(args.band_games):
            print("  ", line, flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
