"""Big Money dice through the generic optimizer (ai/dice.py): the B-7.2 payout table as a value
function over count vectors (faces 0..5 = values 1..6), solvers per bank cap, the B-10.4
tie-break, and keep conversions for concrete dice (values 1..6, positions 0..4)."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from ai.dice import DiceSolver, counts_of, keep_indices, more_then_higher, number_solver
from cresus_tui.games.bigmoney.data import (
    COMBINATIONS, Rules, best_combination, combination_of_counts, load_rules,
)

THROWS = 3
"""B-7.1: the first throw and up to two rerolls."""


def payout(counts: Sequence[int], rules: Rules | None = None) -> int:
    """B-7.2: Z paid for final dice ``counts`` (faces 0..5 = values 1..6)."""
    return best_combination(tuple(counts), (rules or load_rules()).payouts)[1]


def combination(counts: Sequence[int], rules: Rules | None = None) -> str:
    """B-7.2: the best combination's id for ``counts``."""
    return best_combination(tuple(counts), (rules or load_rules()).payouts)[0]


def solver(rerolls: int = 2, cap: int | None = None, exact: bool = False,
           rules: Rules | None = None) -> DiceSolver:
    """The optimal-keep solver for a turn with ``rerolls`` rerolls (0..2), values capped at
    ``cap`` Z (None or >= the top payout: uncapped), B-10.4 tie-break. Cached."""
    rules = rules or load_rules()
    top = max(rules.payouts.values())
    if cap is not None and cap >= top:
        cap = None
    key = (rerolls, cap, exact, rules.version)
    hit = _CACHE.get(key)
    if hit is None:
        pay = rules.payouts
        hit = number_solver(lambda c: best_combination(c, pay)[1], rerolls + 1, exact=exact,
                            cap=cap, tie_break=more_then_higher)
        _CACHE[key] = hit
    return hit


_CACHE: dict[tuple, DiceSolver] = {}


def best_keep(dice: Sequence[int], rerolls_left: int, cap: int | None = None,
              prefer: Sequence[int] = ()) -> tuple[tuple[int, ...], float]:
    """B-12.3: positions (0..4) of the dice to keep and the expected Z, for dice values 1..6
    just thrown with ``rerolls_left`` rerolls; all five positions means stop."""
    s = solver(2, cap)
    faces = [d - 1 for d in dice]
    keep, value = s.best_keep(counts_of(faces), rerolls_left)
    return tuple(keep_indices(faces, keep, prefer)), float(value)


def win_keep(dice: Sequence[int], rerolls_left: int, utility: dict[int, float],
             rules: Rules | None = None) -> tuple[tuple[int, ...], float]:
    """Positions (0..4) to keep and the expected utility, when final dice paying x Z are worth
    ``utility[x]`` (every B-7.2 amount and 0 must be keys; e.g. a chance of winning); the
    B-10.4 tie-break. Solvers are cached per utility table (ai/dice.py)."""
    pay = (rules or load_rules()).payouts
    s = number_solver(lambda c: utility[best_combination(c, pay)[1]], THROWS, exact=False,
                      tie_break=more_then_higher)
    faces = [d - 1 for d in dice]
    keep, value = s.best_keep(counts_of(faces), rerolls_left)
    return tuple(keep_indices(faces, keep)), float(value)


def keep_table(dice: Sequence[int], rerolls_left: int, cap: int | None = None,
               exact: bool = False) -> list[dict]:
    """Every distinct keep of dice values ``dice`` with its exact expected payout, best first
    (B-10.4 order for ties): ``{"keep": [values kept, high to low], "positions": [...],
    "expected": float, "exact": "p/q", "stop": bool}`` (for ``odds`` and ``hint``)."""
    s = solver(2, cap, exact=True)
    faces = [d - 1 for d in dice]
    counts = counts_of(faces)
    rows = s.keep_values(counts, rerolls_left) if rerolls_left else [(counts, s.score(counts))]
    rows.sort(key=lambda kv: (-kv[1], tuple(-x if isinstance(x, int) else x
                                            for x in _neg_key(kv[0]))))
    out = []
    for keep, v in rows:
        pos = keep_indices(faces, keep)
        out.append({"keep": [f + 1 for f in range(5, -1, -1) for _ in range(keep[f])],
                    "positions": pos, "expected": float(v), "exact": str(Fraction(v)),
                    "stop": len(pos) == len(dice)})
    return out


def _neg_key(keep: Sequence[int]) -> tuple:
    n, high = more_then_higher(keep)
    return (n, *high, *([0] * (5 - len(high))))


__all__ = ["COMBINATIONS", "THROWS", "best_keep", "combination", "combination_of_counts",
           "keep_table", "payout", "solver", "win_keep"]
