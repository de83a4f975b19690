"""Every invariant of a game state, checked when a state comes from outside the engine (a save
whose snapshot cannot be rebuilt from its own decisions, e.g. one written under another data
file). ``check_state(game)`` raises ValueError naming the first broken invariant.

What holds in every state the engine makes: each of the 48 shares, 20 Expert cards and 20
Crésus cards is in exactly one place (C-4.1 … C-4.3); cash is never negative and each seat's
ledger balances against one starting cash; money between players nets to zero; every seat,
market, die face, card and stage named anywhere exists; at most one request per seat, each
for a seat still in the game; a game not over waits for somebody.
"""

from __future__ import annotations

from .config_check import check_config
from .requests import (
    BidRequest, BuyRequest, DebtRequest, ExpertSectorRequest, JoinRequest, LuxuryRequest,
    MoveRequest, PartnerRequest, SellRequest, ThrowRequest,
)
from .state import (
    AuctionFrame, CresusFrame, DebtFrame, MoveFrame, PurchaseFrame, SaleFrame, SellFrame,
    ThrowFrame, TurnFrame,
)

MONEY_MAX = 10**9
"""No amount in M in a real game comes near this (a guard against forged huge numbers)."""

PHASES = ("setup", "expert", "movement", "cresus", "purchase", "sale", "end_of_turn", "over")
TURN_STAGES = ("start", "expert", "movement", "monopoly", "partner", "cresus", "purchase",
               "sale", "luxury", "close")
PURCHASE_STAGES = ("reveal", "expert", "buy", "single", "join", "return")
MARKETS = 6
_FRAME_OF = {
    "BidRequest": ("AuctionFrame",), "MoveRequest": ("MoveFrame",),
    "MonopolyRequest": ("TurnFrame",), "PartnerRequest": ("TurnFrame",),
    "LuxuryRequest": ("TurnFrame",), "ExpertSectorRequest": ("PurchaseFrame",),
    "JoinRequest": ("PurchaseFrame",), "BuyRequest": ("PurchaseFrame",),
    "EntryRequest": ("CresusFrame",), "ThrowRequest": ("ThrowFrame",),
    "SellRequest": ("SaleFrame",), "DebtRequest": ("DebtFrame",),
}
"""The procedure (top frame) that asks each kind of request."""


def check_state(game) -> None:
    """Raise ValueError unless ``game.state`` satisfies every invariant above."""
    st = game.state
    rules = game.rules
    data = rules.data
    n = len(st.seats)
    shares, experts = rules.shares, rules.experts

    def fail(what: str) -> None:
        raise ValueError(f"the game state breaks the rules: {what}")

    def seat_ok(x, allow_bank: bool = False) -> bool:
        return type(x) is int and (0 <= x < n or (allow_bank and x == -1))

    def market_ok(x, allow_none: bool = True) -> bool:
        return type(x) is int and (0 <= x < MARKETS or (allow_none and x == -1))

    def money_ok(x) -> bool:
        return type(x) is int and 0 <= x <= MONEY_MAX

    check_config(st.config)
    if n != len(st.config.seats) or not 2 <= n <= 6:
        fail("the seats do not match the config")
    if not (type(st.turn) is int and 0 <= st.turn <= len(experts)):
        fail(f"turn {st.turn}")
    if not seat_ok(st.first_player):
        fail(f"first player {st.first_player}")
    if st.phase not in PHASES:
        fail(f"unknown phase {st.phase[:20]!r}")
    if not (0 <= st.rng.state < 1 << 64) or any(not 0 <= d <= 5 for d in st.rng.forced):
        fail("the dice generator")
    if any(not market_ok(m, False) for m in st.closed):
        fail("a closed market that does not exist")
    starts = set()
    net = 0
    for i, s in enumerate(st.seats):
        if s.name != st.config.seats[i].name:
            fail(f"seat {i} is not the seat of the config")
        for field in ("cash", "loan", "from_bank", "to_bank", "from_seats", "to_seats",
                      "offers_made", "eliminated_turn"):
            if not money_ok(getattr(s, field)):
                fail(f"{s.name}'s {field} is {getattr(s, field)}")
        if not 0 <= s.luxuries <= len(data.luxuries):
            fail(f"{s.name} holds {s.luxuries} luxury cards")
        if s.loan and not s.loan_taken:
            fail(f"{s.name} owes a loan never taken")
        for m in (s.position, s.previous, s.partner):
            if not market_ok(m):
                fail(f"{s.name} stands on market {m}")
        if any(x not in shares for x in s.shares) or any(e not in experts for e in s.experts):
            fail(f"{s.name} holds an unknown card")
        if s.eliminated and (s.shares or s.experts):
            fail(f"{s.name} is out of the game but holds cards")
        starts.add(s.cash - s.from_bank + s.to_bank - s.from_seats + s.to_seats)
        net += s.from_seats - s.to_seats
    if len(starts) != 1 or next(iter(starts)) <= 0:
        fail("the money ledgers do not balance")
    if net:
        fail("money between players does not net to zero")
    places = [x for p in st.piles for x in p] + list(st.revealed)
    for s in st.seats:
        places += s.shares
    if len(st.piles) != MARKETS or sorted(places) != sorted(shares):
        fail("a share is lost, duplicated or unknown")
    lots = [f.lot for f in st.frames if isinstance(f, AuctionFrame) and f.lot_kind == "expert"]
    held = list(st.expert_pile) + list(st.experts_aside) + list(st.experts_gone) + lots
    for s in st.seats:
        held += s.experts
    if sorted(held) != sorted(experts):
        fail("an Expert card is lost, duplicated or unknown")
    resolving = [f.card for f in st.frames if isinstance(f, CresusFrame)]
    if sorted(list(st.cresus_deck) + list(st.cresus_discard) + resolving) != list(
            range(len(data.cresus))):
        fail("a Crésus card is lost, duplicated or unknown")
    for f in st.frames:
        _check_frame(f, seat_ok, market_ok, money_ok, shares, experts, fail)
        if isinstance(f, PurchaseFrame) and (
                len(set(f.queue)) != len(f.queue) or len(set(f.revealed)) != len(f.revealed)
                or (f.stage == "join" and not set(f.queue[f.idx:]) <= set(st.revealed))):
            fail("a share to be sold that is not on the table")
    counts: dict[type, int] = {}
    for f in st.frames:
        counts[type(f)] = counts.get(type(f), 0) + 1
    if any(n > 1 for t, n in counts.items() if t is not DebtFrame):
        fail("one procedure under way twice")  # only debts pile up (one per creditor)
    if st.frames and not isinstance(st.frames[0], TurnFrame) and not st.over:
        fail("the turn is missing")
    if st.pending:
        kinds = {type(r) for r in st.pending}
        frame = type(st.frames[-1]).__name__ if st.frames else ""
        if len(kinds) != 1 or frame not in _FRAME_OF.get(next(iter(kinds)).__name__, ()):
            fail("a request that the procedure under way does not ask")
    asked = [r.seat for r in st.pending]
    if len(asked) != len(set(asked)):
        fail("two requests to one seat")
    for r in st.pending:
        if not seat_ok(r.seat) or st.seats[r.seat].eliminated:
            fail(f"a request for seat {r.seat}")
        _check_request(r, seat_ok, market_ok, money_ok, shares, fail)
        _check_request_agrees(st, r, fail)
    o = st.offer
    if o is not None and not (seat_ok(o.seat) and seat_ok(o.to) and o.seat != o.to
                              and money_ok(o.give_cash) and money_ok(o.take_cash)
                              and all(x in shares for x in o.give_shares + o.take_shares)):
        fail("the trade offer waiting")
    if any(not seat_ok(e.seat) for e in st.log):
        fail("a logged decision of no seat")
    if st.over:
        if sorted(seat for _, seat in st.ranking) != list(range(n)):
            fail("the final ranking")
    else:
        if st.ranking:
            fail("a ranking before the end")
        if not st.pending and st.offer is None:
            fail("the game waits for nobody")


def _check_frame(f, seat_ok, market_ok, money_ok, shares, experts, fail) -> None:
    def seats(xs) -> bool:
        return all(seat_ok(x) for x in xs)

    def dice(xs) -> bool:
        return all(type(d) is int and 0 <= d <= 5 for d in xs)

    ok = True
    if isinstance(f, TurnFrame):
        ok = f.stage in TURN_STAGES and 0 <= f.idx <= 6 and 0 <= f.market <= MARKETS
    elif isinstance(f, AuctionFrame):
        known = experts if f.lot_kind == "expert" else shares
        ok = (f.lot in known and seats(f.bidders) and market_ok(f.market) and f.round in (1, 2)
              and seats(f.bids) and all(money_ok(b) for b in f.bids.values()))
    elif isinstance(f, MoveFrame):
        ok = (seats(f.seats) and market_ok(f.forbidden) and seats(f.choices)
              and all(market_ok(m, False) for m in f.choices.values()))
    elif isinstance(f, CresusFrame):
        ok = (market_ok(f.market, False) and seats(f.order) and seats(f.entrants)
              and seats(f.scores) and dice(f.dice) and 0 <= f.idx <= len(f.order)
              and 0 <= f.sub <= 100)
    elif isinstance(f, DebtFrame):
        ok = seat_ok(f.seat) and seat_ok(f.creditor, True) and money_ok(f.amount)
    elif isinstance(f, ThrowFrame):
        ok = (seat_ok(f.seat) and 1 <= f.n_dice <= 12 and 0 <= f.throws <= 12
              and 0 <= f.done <= 12 and dice(f.dice) and len(f.dice) <= 12 and market_ok(f.market))
    elif isinstance(f, SellFrame):
        ok = (seat_ok(f.seat) and f.share in shares and market_ok(f.market, False)
              and 0 <= f.throws <= 12 and dice(f.dice) and len(f.dice) <= 12)
    elif isinstance(f, SaleFrame):
        ok = market_ok(f.market, False) and seats(f.order) and 0 <= f.idx <= len(f.order)
    elif isinstance(f, PurchaseFrame):
        ok = (f.stage in PURCHASE_STAGES and market_ok(f.market, False)
              and all(x in shares for x in f.revealed + f.queue) and seats(f.buyers)
              and seats(f.joined) and 0 <= f.idx <= len(f.queue) + 1)
    if not ok:
        fail(f"a {type(f).__name__} that cannot be")


def _check_request_agrees(st, r, fail) -> None:
    """A request's own copy of the facts agrees with the state it was asked in."""
    s = st.seats[r.seat]
    top = st.frames[-1] if st.frames else None
    ok = True
    if isinstance(r, (BuyRequest,)):
        ok = set(r.shares) <= set(st.revealed)
    elif isinstance(r, (ExpertSectorRequest, JoinRequest)):
        ok = r.share in st.revealed
    elif isinstance(r, (SellRequest, DebtRequest)):
        ok = set(r.shares) <= set(s.shares)
    elif isinstance(r, ThrowRequest):
        ok = isinstance(top, ThrowFrame) and top.seat == r.seat and tuple(top.dice) == r.dice
    elif isinstance(r, LuxuryRequest):
        ok = (r.next_rank == s.luxuries + 1 and r.loan == s.loan and 0 <= r.affordable <= 2)
    elif isinstance(r, BidRequest):
        ok = isinstance(top, AuctionFrame) and r.seat in top.bidders and r.lot == top.lot
    elif isinstance(r, MoveRequest):
        ok = isinstance(top, MoveFrame) and r.seat in top.seats
    if not ok:
        fail(f"a {type(r).__name__} that disagrees with the game")


def _check_request(r, seat_ok, market_ok, money_ok, shares, fail) -> None:
    ok = True
    if isinstance(r, BidRequest):
        ok = money_ok(r.cash) and all(seat_ok(b) for b in r.bidders)
    elif isinstance(r, MoveRequest):
        ok = all(market_ok(m, False) for m in r.allowed) and bool(r.allowed)
    elif isinstance(r, PartnerRequest):
        ok = all(market_ok(m, False) for m in r.markets)
    elif isinstance(r, BuyRequest):
        ok = market_ok(r.market, False) and all(x in shares for x in r.shares)
    elif isinstance(r, ThrowRequest):
        ok = all(0 <= d <= 5 for d in r.dice) and 0 <= r.throws_left <= 12
    elif isinstance(r, (SellRequest, DebtRequest)):
        ok = market_ok(r.market, False) and all(x in shares for x in r.shares)
    if not ok:
        fail(f"a {type(r).__name__} that cannot be")
