"""A player who follows the hint at every decision, against three normal rivals, next to the
hard rival on the same games (issue 21: the hint-follower's win share within 3 points of the
hard rival's, per game). 4 players, seats rotated, ties split, 95 % Wilson intervals.

The hint-follower reads the first line of the game's `hint` answer (``Hint: <command>``), types
that command through the game's own parser (so the benchmark also checks that every hint is
accepted as typed) and submits the decision. It makes no side decision of its own (Crésus trade
offers and luxury sales, FOR-EX spot offers): the hint answers requests only.

    python benchmarks/hint_follower.py --game bigmoney|forex|cresus [--games 1000] [--seed 0]
        [--only hint|hard]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


class HintFollower:
    """A rival that types the command its hint names (see the module docstring)."""

    name = "hint"

    def __init__(self, game: str) -> None:
        self.game = game
        self.refused = 0

    def _lines(self, view, request) -> list[str]:
        if self.game == "bigmoney":
            from cresus_tui.games.bigmoney import load_rules
            from cresus_tui.play.bigmoney.advice import hint_lines

            return hint_lines(view, load_rules(), request)
        if self.game == "forex":
            from cresus_tui.play.forex.teller import hint_lines

            return hint_lines(view)
        from cresus_tui.games.cresus.cards import load_rules
        from cresus_tui.tutorials.cresus.advice import hint_text

        return ("Hint: " + hint_text(view, load_rules())).split("\n")

    def _parse(self, text: str, view):
        if self.game == "bigmoney":
            from cresus_tui.games.bigmoney import load_rules
            from cresus_tui.play.bigmoney.commands import parse

            return parse(text, view, load_rules())
        if self.game == "forex":
            from cresus_tui.games.forex import Game
            from cresus_tui.play.forex.commands import parse

            return parse(text, view, Game.from_view(view).data)
        from cresus_tui.games.cresus.cards import load_rules
        from cresus_tui.play.cresus.commands import parse

        return parse(text, view, load_rules())

    def decide(self, view, request):
        from cresus_tui.play.parser import Action

        lines = self._lines(view, request)
        if not lines or not lines[0].startswith("Hint: "):
            raise AssertionError(f"a hint without its command: {lines[:2]}")
        cmd = lines[0].removeprefix("Hint: ")
        parsed = self._parse(cmd, view)
        if not isinstance(parsed, Action):
            raise AssertionError(f"the hint's command {cmd!r} is refused: {parsed}")
        return _choice(self.game)(parsed.decision, "follows the hint: " + cmd)

    def side_decision(self, view):
        return None


def _choice(game: str):
    if game == "bigmoney":
        from ai.bigmoney.base import Choice
    else:
        from ai.base import Choice
    return Choice


def run(game: str, entrant: str, games: int, seed: int) -> dict:
    """Win share of ``entrant`` (hint or hard) against three normal rivals."""
    entrants = [entrant, "normal", "normal", "normal"]
    if game == "bigmoney":
        import ai.bigmoney.tournament as T

        base = T.make_rival
        T.make_rival = lambda level="normal", personality="", seed=0: (
            HintFollower(game) if level == "hint" else base(level, personality, seed))
        r = T.simulate(games, 4, seed, entrants)
        T.make_rival = base
        return {"share": r["win_share_by_entrant"][0], "ci": r["win_interval_by_entrant"][0],
                "errors": len(r["errors"])}
    if game == "forex":
        import ai.forex.tournament as T

        base, known = T.make_rival, T.ENTRANTS
        T.make_rival = lambda level="normal", seed=0: (
            HintFollower(game) if level == "hint" else base(level, seed))
        T.ENTRANTS = tuple(known) + ("hint",)
        r = T.simulate(games, 4, seed, entrants)
        T.make_rival, T.ENTRANTS = base, known
        return {"share": r["win_share_by_entrant"][0], "ci": r["win_interval_by_entrant"][0],
                "errors": len(r["errors"])}
    import ai.cresus.tournament as T

    base = T.make_rival
    T.make_rival = lambda level="normal", personality="", seed=0: (
        HintFollower(game) if level == "hint" else base(level, personality, seed))
    r = T.simulate(entrants, games, seed)
    T.make_rival = base
    return {"share": r.win_share_by_entrant[0], "ci": r.win_interval_by_entrant[0],
            "errors": len(r.errors), "first_error": r.errors[:1]}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--game", required=True, choices=["bigmoney", "forex", "cresus"])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--only", choices=["hint", "hard"])
    args = ap.parse_args()
    shares = {}
    for entrant in ([args.only] if args.only else ["hint", "hard"]):
        t0 = time.perf_counter()
        r = run(args.game, entrant, args.games, args.seed)
        shares[entrant] = r["share"]
        lo, hi = r["ci"]
        print(f"{args.game}: {entrant} vs 3 normal, {args.games} games (seed {args.seed}): "
              f"{r['share']:.1%} [{lo:.1%} – {hi:.1%}]; errors {r['errors']} "
              f"{r.get('first_error', '')}; {time.perf_counter() - t0:.0f} s", flush=True)
    if len(shares) == 2:
        gap = abs(shares["hint"] - shares["hard"])
        print(f"{args.game}: gap {gap * 100:.1f} points (target <= 3: "
              f"{'met' if gap <= 0.03 else 'NOT met'})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
