"""F-19.1: the invariants that hold after every step of every game (used by tests and by
``benchmarks/forex_invariants.py``), and the money ledger: every unit of every currency a seat
holds came from a named source or went to a named sink (``MoneyLedger``)."""

from __future__ import annotations

from . import rates as R
from .events import (
    CertificateBought, CertificatesSold, ContractDefaulted, ContractSettled, DividendPaid,
    GameStarted, LoanRepaid, SpotAnswered, SpotOffered,
)
from .game import Game
from .requests import ChooseRequest, SellRequest, SpotRequest, TurnRequest
from .state import ContractItem, DividendItem, LoanItem

SOURCES = ("starting money", "contracts received", "certificates sold", "dividends")
"""Where a seat's money comes from (in half-units, per currency)."""
SINKS = ("contracts paid", "certificates bought", "loans repaid")
"""Where it goes. A spot trade moves money between two seats: no source, no sink."""


class MoneyLedger:
    """Money conservation per currency and per seat, kept from the events alone: feed it the
    opening events and the events of every decision, in order; ``problems(game)`` lists every
    seat and currency whose money differs from its named sources minus its named sinks, and
    every currency whose seats' total does (a unit made or lost anywhere: a spot trade paying
    one side only, a contract paid twice …). ``flows[(name, currency)]``: the totals so
    far."""

    def __init__(self) -> None:
        self.expected: list[list[int]] = []
        self.flows: dict[tuple[str, int], int] = {}
        self._offer: SpotOffered | None = None

    def _flow(self, name: str, seat: int, currency: int, amount: int) -> None:
        sign = 1 if name in SOURCES else -1
        self.expected[seat][currency] += sign * amount
        key = (name, currency)
        self.flows[key] = self.flows.get(key, 0) + amount

    def feed(self, events) -> None:
        for ev in events:
            if isinstance(ev, GameStarted):
                n, c = len(ev.names), len(ev.removed)
                self.expected = [[0] * c for _ in range(n)]
                for seat in range(n):
                    for cur in range(c):
                        self._flow("starting money", seat, cur,
                                   ev.money[seat][cur] if ev.money else ev.money_h)
            elif isinstance(ev, SpotOffered):
                self._offer = ev
            elif isinstance(ev, SpotAnswered):
                f, self._offer = self._offer, None
                if ev.accepted and f is not None:
                    self.expected[f.seat][f.give] -= f.give_h
                    self.expected[f.to][f.give] += f.give_h
                    self.expected[f.to][f.get] -= f.get_h
                    self.expected[f.seat][f.get] += f.get_h
            elif isinstance(ev, ContractSettled):
                self._flow("contracts received", ev.seat, ev.get, ev.get_h)
                self._flow("contracts paid", ev.seat, ev.pay, ev.pay_h)
            elif isinstance(ev, ContractDefaulted):
                self._flow("contracts received", ev.seat, ev.get, ev.get_h)
            elif isinstance(ev, CertificateBought):
                self._flow("certificates bought", ev.seat, ev.currency, ev.price_h)
            elif isinstance(ev, CertificatesSold):
                self._flow("certificates sold", ev.seat, ev.currency, ev.received_h)
            elif isinstance(ev, LoanRepaid):
                for cur, h in ev.lines:
                    self._flow("loans repaid", ev.seat, cur, h)
            elif isinstance(ev, DividendPaid):
                for seat, cur, amount in ev.paid:
                    self._flow("dividends", seat, cur, amount)

    def problems(self, game: Game) -> list[str]:
        out = []
        seats = game.state.seats
        if len(self.expected) != len(seats):
            return ["the money ledger was not fed the opening events"]
        for cur in range(len(game.data.currencies)):
            held = sum(s.money[cur] for s in seats)
            named = sum(e[cur] for e in self.expected)
            if held != named:
                out.append(f"currency {cur}: seats hold {held} half-units, the sources and "
                           f"sinks account for {named}")
            for i, s in enumerate(seats):
                if s.money[cur] != self.expected[i][cur]:
                    out.append(f"seat {i}, currency {cur}: holds {s.money[cur]}, the ledger "
                               f"says {self.expected[i][cur]}")
        return out


def request_problems(game: Game) -> list[str]:
    """Request sanity: while the game goes on, exactly one request, for a seat that exists
    and is not bankrupt, of a known kind, with amounts in range; none once it is over."""
    st = game.state
    reqs = game.requests()
    if game.is_over:
        return ["requests after the end"] if reqs else []
    if len(reqs) != 1:
        return [f"{len(reqs)} requests instead of one"]
    r = reqs[0]
    out = []
    if not isinstance(r, (TurnRequest, SellRequest, SpotRequest, ChooseRequest)):
        out.append(f"unknown request {type(r).__name__}")
    if type(r.seat) is not int or not 0 <= r.seat < len(st.seats):
        return out + [f"a request for seat {r.seat!r}"]
    if st.seats[r.seat].bankrupt and not isinstance(r, ChooseRequest):
        out.append(f"a {type(r).__name__} for bankrupt seat {r.seat}")
    if isinstance(r, SellRequest) and not 0 <= r.held <= game.data.max_certificates_held:
        out.append(f"a sale of up to {r.held} certificates")
    return out


def problems(game: Game, ledger: MoneyLedger | None = None) -> list[str]:
    """Every F-19.1 invariant the game breaks now (empty when all hold): no negative money
    or holding, certificates conserved per currency (removed + supply + sold + held = the
    data's count), the rates' ladder, the queue and its letters, the dividend stack, the end;
    request sanity (``request_problems``); with ``ledger`` (fed every event so far), money
    conserved per currency and seat (``MoneyLedger``)."""
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
    out += request_problems(game)
    if ledger is not None:
        out += ledger.problems(game)
    return out
