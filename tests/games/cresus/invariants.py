"""Checks that hold after every decision of every game (used by the property tests)."""

from __future__ import annotations

from cresus_tui.games.cresus import Game
from cresus_tui.games.cresus.state import SellFrame
from cresus_tui.games.cresus.state_check import check_state


def check_invariants(game: Game) -> None:
    check_state(game)  # the engine's own check: ledgers, cards in one place, requests sane
    st = game.state
    data = game.rules.data
    # the money ledger balances: cash = start + from bank - to bank + from seats - to seats
    net_trades = 0
    for s in st.seats:
        assert s.cash >= 0, f"{s.name} has negative cash {s.cash}"
        assert s.cash == (data.starting_cash + s.from_bank - s.to_bank + s.from_seats
                          - s.to_seats), f"ledger of {s.name} does not balance"
        net_trades += s.from_seats - s.to_seats
        # luxury cards are held in rank order without gaps: a count of ranks 1..n
        assert 0 <= s.luxuries <= len(data.luxuries)
        assert s.loan in (0, data.loan_amount)
        if s.loan:
            assert s.loan_taken
        if s.eliminated:
            assert not s.shares and not s.experts
    assert net_trades == 0, "money between players does not net to zero"
    # each of the 48 shares is in exactly one place
    places = [x for p in st.piles for x in p] + list(st.revealed)
    for s in st.seats:
        places += s.shares
    assert sorted(places) == sorted(game.rules.shares), "a share is lost or duplicated"
    # each of the 20 Expert cards is in exactly one place
    experts = list(st.expert_pile) + list(st.experts_aside) + list(st.experts_gone)
    experts += [f.lot for f in st.frames if getattr(f, "lot_kind", "") == "expert"]
    for s in st.seats:
        experts += s.experts
    assert sorted(experts) == sorted(game.rules.experts), "an Expert card is lost or duplicated"
    # each Crésus card is in the deck, the discard or being resolved
    resolving = [f.card for f in st.frames if type(f).__name__ == "CresusFrame"]
    assert sorted(st.cresus_deck + st.cresus_discard + resolving) == list(range(20))
    assert st.turn <= 10
    # one pending request per seat at most
    seats = [r.seat for r in st.pending]
    assert len(seats) == len(set(seats))
    assert sum(isinstance(f, SellFrame) for f in st.frames) <= 1
    if not st.over:
        assert game.requests(), "the game waits for nobody"


class ClosedMarketCheck:
    """C-6.3, C-10.2: nothing is revealed, bought or sold on a market a Pirate closed this
    turn. Feed it every event list in order; an imposed sale on a closed market is sold as on
    the share's origin market, without premium."""

    def __init__(self, game: Game) -> None:
        self.rules = game.rules
        self.closed: set[int] = set(game.state.closed)

    def feed(self, events: list) -> None:
        from cresus_tui.games.cresus.events import (
            PhaseStarted, PirateAttack, SharesRevealed, ShareSold, TurnStarted,
        )

        for ev in events:
            if isinstance(ev, TurnStarted):
                self.closed = set()
            elif isinstance(ev, PirateAttack):
                self.closed.add(ev.market)
            elif isinstance(ev, PhaseStarted) and ev.phase in ("purchase", "sale"):
                assert ev.market not in self.closed, f"{ev.phase} on closed market {ev.market}"
            elif isinstance(ev, SharesRevealed):
                assert ev.market not in self.closed, f"shares revealed on closed {ev.market}"
            elif isinstance(ev, ShareSold) and ev.market in self.closed:
                origin = self.rules.shares[ev.share].market
                assert ev.market == origin and ev.premium == 0, (
                    f"{ev.share} sold on closed market {ev.market}")
