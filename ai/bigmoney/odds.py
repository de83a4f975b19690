"""``cresus odds --game bigmoney turn [--rerolls 0|1|2] [--cap Z] [--json]``: the optimal
expected payout of a whole Big Money turn (B-10.3) and the distribution of the final best
combination, under exact expectimax keeps with the B-10.4 tie-break (ai/dice.py).

``turn_odds(rerolls, cap) -> dict`` (JSON-ready): ``game`` "bigmoney", ``subject`` "turn",
``rerolls``, ``cap`` (Z or null), ``expected`` (Z, float), ``exact`` (the fraction as a string,
"52225475/3779136" for two rerolls uncapped), ``distribution`` (one row per combination:
``combination``, ``amount``, ``probability``, ``exact``), ``first_throw`` (combination ->
ordered rolls out of 7,776, B-10.2) and ``stands_on_first_throw`` (exact fraction string).
``position_odds(dice, rerolls_left, cap)`` gives every keep of a position with its exact value
(the ``odds`` and ``hint`` of the game screen). Raises ValueError on bad arguments.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from fractions import Fraction

from ai.dice import multisets
from cresus_tui.games.bigmoney.data import COMBINATIONS, load_rules
from cresus_tui.i18n import number, percent, tr

from .dice import combination, keep_table, solver
from .words import code_shown


def _multinomial(counts) -> int:
    out = math.factorial(sum(counts))
    for c in counts:
        out //= math.factorial(c)
    return out


def turn_odds(rerolls: int = 2, cap: int | None = None) -> dict:
    """See the module docstring. Raises ValueError for rerolls outside 0..2 or a negative cap."""
    if type(rerolls) is not int or not 0 <= rerolls <= 2:
        raise ValueError("rerolls must be 0, 1 or 2")
    if cap is not None and (type(cap) is not int or cap < 0):
        raise ValueError("cap must be a whole number of Z, 0 or more")
    rules = load_rules()
    s = solver(rerolls, cap, exact=True)
    dist = s.distribution(outcome=combination)
    rows = []
    for k in COMBINATIONS:
        p = Fraction(dist.get(k, 0))
        rows.append({"combination": k, "amount": rules.payouts[k], "probability": float(p),
                     "exact": str(p)})
    first = {k: 0 for k in COMBINATIONS}
    stands = 0
    for c in multisets(5, 6):
        w = _multinomial(c)
        first[combination(c)] += w
        if rerolls and s.best_keep(c, rerolls)[0] == c:
            stands += w
    expected = Fraction(s.expected())
    return {"game": "bigmoney", "subject": "turn", "rerolls": rerolls, "cap": cap,
            "expected": float(expected), "exact": str(expected), "distribution": rows,
            "first_throw": first,
            "stands_on_first_throw": str(Fraction(stands, 6 ** 5) if rerolls else Fraction(1))}


def position_odds(dice: list[int], rerolls_left: int, cap: int | None = None) -> dict:
    """Every keep of dice values ``dice`` (1..6, five of them) with ``rerolls_left`` (0..2),
    best first: ``{"dice", "rerolls_left", "cap", "keeps": [...]}`` (rows of
    `ai.bigmoney.dice.keep_table`). Raises ValueError on bad dice."""
    if len(dice) != 5 or any(type(d) is not int or not 1 <= d <= 6 for d in dice):
        raise ValueError("five dice values 1 to 6")
    if type(rerolls_left) is not int or not 0 <= rerolls_left <= 2:
        raise ValueError("rerolls_left must be 0, 1 or 2")
    return {"dice": list(dice), "rerolls_left": rerolls_left, "cap": cap,
            "keeps": keep_table(dice, rerolls_left, cap)}


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="cresus odds --game bigmoney",
                                description="Big Money dice odds under optimal keeps")
    p.add_argument("subject", choices=["turn"], help="turn: a whole turn's payout")
    p.add_argument("--rerolls", type=int, default=2, choices=[0, 1, 2])
    p.add_argument("--cap", type=int, default=None, help="payouts capped at this many Z")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def main(argv: list[str] | None = None) -> int:
    """Command-line entry; returns the exit code (2 for bad arguments, from argparse)."""
    args = build_parser().parse_args(argv)
    if args.cap is not None and args.cap < 0:
        print(tr("--cap must be 0 or more"), file=sys.stderr)
        return 2
    data = turn_odds(args.rerolls, args.cap)
    if args.json:
        sys.stdout.write(json.dumps(data) + "\n")
        return 0
    cap = tr(", payouts capped at {cap} Z").format(cap=number(data["cap"])) \
        if data["cap"] is not None else ""
    print(tr("Big Money turn, {rerolls} reroll(s){cap}").format(rerolls=data["rerolls"], cap=cap))
    print(tr("expected payout  {expected} Z  (exactly {exact})").format(
        expected=number(data["expected"], 6), exact=data["exact"]))
    print(tr("final best combination under optimal keeps:"))
    width = max(10, *(len(code_shown(k)) + 1 for k in COMBINATIONS))
    shown = max(8, *(len(percent(r["probability"], 4)) for r in data["distribution"]))
    for r in data["distribution"]:
        print(tr("  {combination} {amount} Z  {probability}").format(
            combination=code_shown(r["combination"]).ljust(width),
            amount=number(r["amount"]).rjust(3),
            probability=percent(r["probability"], 4).rjust(shown)))
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
