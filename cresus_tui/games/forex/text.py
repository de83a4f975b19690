"""F-18.3: plain-text renderings of the public state (the pair table and the queue line),
front-end neutral. Money shown in units (``EUR 6.5``)."""

from __future__ import annotations

from . import rates as R
from .data import ForexData
from .state import ContractItem, DividendItem, LoanItem
from .view import SeatView


def units(h: int) -> str:
    """Half-units as units: 9 -> "4.5", 4 -> "2"."""
    return str(h // 2) if h % 2 == 0 else f"{h // 2}.5"


def ratio(k: int) -> str:
    """2r (h) as r: 3 -> "1.5", 16 -> "8"."""
    return units(k)


def pair_table(view: SeatView, data: ForexData) -> str:
    """F-18.3: the 7×7 pair table: row X, column Y, ``+r`` when X is stronger at 1:r, ``-r``
    when weaker; the last column the wins; ``*`` after a currency on an 8 box."""
    cur = data.currencies
    head = "     " + "".join(f"{c:>6}" for c in cur) + "  wins"
    rows = [head]
    for x in range(len(cur)):
        name = cur[x] + ("*" if view.eight_box[x] else "")
        cells = []
        for y in range(len(cur)):
            if x == y:
                cells.append(f"{'.':>6}")
                continue
            o = R.oriented(view.rates, x, y)
            k = data.ladder_h[abs(o) - 1]
            cells.append(f"{('+' if o > 0 else '-') + ratio(k):>6}")
        rows.append(f"{name:<5}" + "".join(cells) + f"  {view.wins[x]:>4}")
    return "\n".join(rows)


def queue_line(view: SeatView, data: ForexData) -> str:
    """F-18.3: the queue front to back, e.g.
    ``DIV(3 left) | A P2 pay 3 GBP get 4.5 EUR | B P1 LOAN 4 GBP + 6 CNY``."""
    cur = data.currencies
    parts = []
    for q in view.queue:
        if isinstance(q, DividendItem):
            parts.append(f"DIV({q.left} left)")
        elif isinstance(q, ContractItem):
            parts.append(f"{data.letters[q.letter]} P{q.owner + 1} pay {units(q.pay_h)} "
                         f"{cur[q.pay]} get {units(q.get_h)} {cur[q.get]}")
        elif isinstance(q, LoanItem):
            debt = " + ".join(f"{units(h)} {cur[c]}" for c, h in q.lines)
            parts.append(f"{data.letters[q.letter]} P{q.owner + 1} LOAN {debt}")
    return " | ".join(parts)
