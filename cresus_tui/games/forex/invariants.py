"""F-19.1: the invariants that hold after every step of every game (used by tests and by
``benchmarks/forex_invariants.py``)."""

from __future__ import annotations

from . import rates as R
from .game import Game
from .state import ContractItem, DividendItem, LoanItem


def problems(game: Game) -> list[str]:
    """Every F-19.1 invariant the game breaks now (empty when all hold)."""
    st = game.state
    d = game.data
    out: list[str] = []
    c = len(d.currencies)
    for i, s in enumerate(st.seats):
        if any(m < 0 for m in s.money) or any(x < 0 for x in s.certs):
            out.append(f"seat {i} has a negative amount")
        if any(x > d.max_certificates_held for x in s.certs):
            out.append(f"seat {i} holds too many certificates")
    if any(x < 0 for x in st.supply):
        out.append("negative supply")
    if sum(R.wins(st.rates)) != 21:
        out.append("wins do not sum to 21")
    if any(s == 0 or abs(s) > R.TOP for s in st.rates):
        out.append("a rate is off the ladder")
    for cur in range(c):
        total = (st.removed[cur] + st.supply[cur] + st.sold[cur]
                 + sum(s.certs[cur] for s in st.seats))
        if total != d.certificates_per_currency:
            out.append(f"currency {cur}: {total} certificates")
    if sum(st.removed) != d.removed_certificates:
        out.append("removed certificates changed")
    if len(st.queue) > len(d.letters) + 1:
        out.append(f"queue of {len(st.queue)} items")
    owners = [q.owner for q in st.queue if isinstance(q, LoanItem)]
    if len(owners) != len(set(owners)):
        out.append("a player has two loans")
    used = sorted(q.letter for q in st.queue if isinstance(q, (ContractItem, LoanItem)))
    if used != [i for i, o in enumerate(st.letters) if o >= 0]:
        out.append("letters and queue disagree")
    for q in st.queue:
        if not isinstance(q, DividendItem) and st.letters[q.letter] != q.owner:
            out.append("a letter's owner differs from its item's")
    stacks = [q for q in st.queue if isinstance(q, DividendItem)]
    left = len(d.dividends) - st.dividends_paid
    if (left and (len(stacks) != 1 or stacks[0].left != left)) or (not left and stacks):
        out.append("the dividend stack is wrong")
    if st.turn > d.max_turns:
        out.append(f"turn {st.turn} beyond {d.max_turns}")
    if game.is_over:
        if st.bankrupt < 0 and st.dividends_paid != len(d.dividends):
            out.append("ended without the final dividend or a bankruptcy")
        if st.bankrupt < 0 and any(not isinstance(q, DividendItem) for q in st.queue):
            out.append("ended with items in the queue")
        if sorted(s for _, s in st.ranking) != list(range(len(st.seats))):
            out.append("ranking is not a permutation")
    return out
