"""The rate ladder (F-3): the 21 pairs as signed steps, strengthening and weakening (F-5),
wins (F-3.5), the 8 box (F-3.6) and conversions for scoring (F-14.2).

A rates list holds, for each pair (a, b) with a < b in ``PAIRS`` order, the signed step of
F-3.3: s > 0 means a is the stronger at ladder index s; s < 0 means b is the stronger at
index |s|. There is no 0. Money in half-units (h).
"""

from __future__ import annotations

from collections.abc import Sequence

N = 7
PAIRS: tuple[tuple[int, int], ...] = tuple((a, b) for a in range(N) for b in range(a + 1, N))
TOP = 10


def _sides() -> tuple[tuple[tuple[int, int] | None, ...], ...]:
    side: list[list[tuple[int, int] | None]] = [[None] * N for _ in range(N)]
    for i, (a, b) in enumerate(PAIRS):
        side[a][b] = (i, 1)
        side[b][a] = (i, -1)
    return tuple(map(tuple, side))


SIDE = _sides()
"""``SIDE[x][y] = (i, k)``: the pair x–y is ``PAIRS[i]`` and ``k * rates[i]`` is its step seen
from x (k = +1 when x is the pair's first currency, −1 when its second); None when x == y."""
TOWARD: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple(s for s in row if s is not None) for row in SIDE)
"""Per currency x, its six (i, k) of ``SIDE``: ``k * rates[i]`` grows when x strengthens."""
AWAY: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((i, -k) for i, k in row) for row in TOWARD)
"""``TOWARD`` with every k negated: the same pairs seen from x's partners."""


def start_rates(start: Sequence[Sequence[int]]) -> list[int]:
    """F-3.4: the starting steps from the data's rows (row currency stronger)."""
    return [start[a][b - a - 1] for a, b in PAIRS]


def oriented(rates: Sequence[int], x: int, y: int) -> int:
    """The step of pair x–y seen from x: > 0 when x is the stronger (F-3.3)."""
    i, k = SIDE[x][y]
    return k * rates[i]


def stronger(rates: Sequence[int], x: int, y: int) -> bool:
    """F-3.1: x is the stronger of the pair x–y (even at 1:1, step +1; there is no step 0)."""
    return oriented(rates, x, y) >= 1


def rate_h(rates: Sequence[int], x: int, y: int, ladder_h: Sequence[int]) -> int:
    """2r of the pair x–y (F-3.2): what 1 unit of the stronger is worth in h of the weaker."""
    i, _ = SIDE[x][y]
    return ladder_h[abs(rates[i]) - 1]


def _up(o: int) -> int:
    if o == -1:
        return 1
    return o if o >= TOP else o + 1


def _move(rates: list[int], sides: Sequence[tuple[int, int]]) -> None:
    """Each pair (i, k) of ``sides`` one step up the ladder as seen through k, in place."""
    for i, k in sides:
        rates[i] = k * _up(k * rates[i])


def strengthen(rates: list[int], x: int) -> None:
    """F-5.1: each pair of x moves one step in x's favour (−1 → +1; +10 stays), in place."""
    _move(rates, TOWARD[x])


def weaken(rates: list[int], x: int) -> None:
    """F-5.2: the mirror image of F-5.1 (+1 → −1; −10 stays), in place."""
    _move(rates, AWAY[x])


def wins(rates: Sequence[int]) -> list[int]:
    """F-3.5: per currency, the number of pairs in which it is the stronger (sum 21)."""
    w = [0] * N
    for (a, b), s in zip(PAIRS, rates):
        w[a if s >= 1 else b] += 1
    return w


def eight_box(rates: Sequence[int]) -> list[bool]:
    """F-3.6: per currency, whether it is the weaker at index 10 in at least one pair."""
    out = [False] * N
    for (a, b), s in zip(PAIRS, rates):
        if s == TOP:
            out[b] = True
        elif s == -TOP:
            out[a] = True
    return out


def to_strongest(amount_h: int, h: int, s: int, rates: Sequence[int],
                 ladder_h: Sequence[int]) -> int:
    """F-14.2: ``amount_h`` of currency h converted to whole units of s, rounded down."""
    if h == s:
        return amount_h // 2
    k = rate_h(rates, h, s, ladder_h)
    if stronger(rates, s, h):
        return amount_h // k
    return amount_h * k // 4


def value_h(amount_h: int, h: int, s: int, rates: Sequence[int],
            ladder_h: Sequence[int]) -> float:
    """``amount_h`` of currency h worth in h of s at the current rate, unrounded (for
    evaluations and hints, never for the engine's money)."""
    if h == s:
        return float(amount_h)
    k = rate_h(rates, h, s, ladder_h)
    if stronger(rates, s, h):
        return amount_h * 2 / k
    return amount_h * k / 2
