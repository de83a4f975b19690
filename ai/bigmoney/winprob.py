"""Big Money: the chance of finishing first from a seat's view (hard level, B-12.3, B-9.5).

``income(view, rules) -> list[(mean, variance)]``: each player's expected dividends per turn
(any seat's turn, from the public holdings, B-5.2) and their variance over the industry die.
``win_chance(cash, gains, seat) -> float``: P(seat's cash + gain is the largest), every
player's gain an independent normal (mean, variance) (Z, Z²); quadrature, no chance used.
``outlook(view, rules, bank, first, extra) -> list[(mean, variance)]``: every player's gain
until the bank runs dry (B-9.1), starting with the turn of seat ``first``: dividends over the
expected turns left T = bank / (dice mean + dividends a turn) and the dice on the player's own
turns among them (B-10.3 mean and variance of an optimal turn).

Only public facts are read (B-12.1).
"""

from __future__ import annotations

import math
from functools import lru_cache

from cresus_tui.games.bigmoney.data import Rules

# E[f(Z)], Z ~ N(0, 1), by a trapezoid rule on 49 points over -6..6 (weights normalised)
_GH_X = tuple(-6.0 + 0.25 * i for i in range(49))
_GH_W0 = tuple(math.exp(-x * x / 2) for x in _GH_X)
_GH_W = tuple(w / sum(_GH_W0) for w in _GH_W0)
_SQRT2 = math.sqrt(2.0)


@lru_cache(maxsize=1)
def dice_moments() -> tuple[float, float]:
    """B-10.3: mean and variance (Z, Z²) of an optimal uncapped turn's payout."""
    from .odds import turn_odds

    rows = turn_odds(2, None)["distribution"]
    mean = sum(r["amount"] * r["probability"] for r in rows)
    second = sum(r["amount"] ** 2 * r["probability"] for r in rows)
    return mean, second - mean * mean


def sector_amount(rules: Rules, cards, sector: str) -> int:
    """B-5.2: what a holder of ``cards`` is owed when ``sector`` is rolled."""
    own = [c for c in cards if rules.cards[c].sector == sector]
    if not own:
        return 0
    return sum(rules.cards[c].dividend for c in own) + rules.sector_bonus(len(own))


def income(view, rules: Rules, seat: int = -1, cards=()) -> list[tuple[float, float]]:
    """Per player: (mean, variance) of the dividends of one turn (1/6 per sector, B-5.1);
    ``seat`` (if >= 0) holds ``cards`` instead of its own."""
    out = []
    for i, pl in enumerate(view.players):
        held = cards if i == seat else pl.cards
        amounts = [sector_amount(rules, held, s) for s in rules.sector_codes]
        m = sum(amounts) / 6.0
        out.append((m, sum(a * a for a in amounts) / 6.0 - m * m))
    return out


def outlook(view, rules: Rules, bank: float, first: int,
            inc: list[tuple[float, float]] | None = None) -> list[tuple[float, float]]:
    """Every player's (mean, variance) gain (Z, Z²) until the bank's ``bank`` Z run dry, turns
    starting with seat ``first``; ``inc`` replaces `income` (a card under consideration)."""
    n = len(view.players)
    inc = inc or income(view, rules)
    mu, var = dice_moments()
    total = mu + sum(m for m, _ in inc)
    t = max(0.0, bank) / total
    out = []
    for i in range(n):
        k = (i - first) % n          # own turns at positions k, k + n, ... among t turns
        own = max(0.0, (t - k) / n) if t > k else 0.0
        out.append((t * inc[i][0] + own * mu, t * inc[i][1] + own * var))
    scale = bank / max(1e-9, sum(m for m, _ in out)) if bank > 0 else 0.0
    return [(m * scale, v * scale) for m, v in out]


def _phi(z: float) -> float:
    return 0.5 * (1.0 + math.erf(z / _SQRT2))


def win_chance(cash, gains, seat: int) -> float:
    """P(cash[seat] + G[seat] > cash[j] + G[j] for every j), G independent normals given as
    (mean, variance) per player (variance floored at 1 Z²)."""
    m0, v0 = gains[seat]
    s0 = math.sqrt(max(v0, 1.0))
    base = cash[seat] + m0
    rivals = [(cash[j] + gains[j][0], math.sqrt(max(gains[j][1], 1.0)))
              for j in range(len(cash)) if j != seat]
    total = 0.0
    for x, w in zip(_GH_X, _GH_W):
        me = base + s0 * x
        p = w
        for c, s in rivals:
            p *= _phi((me - c) / s)
        total += p
    return total
