"""Set-up facts a mutation audit showed unchecked (issue 23), with the values B-3 gives."""

from __future__ import annotations

from cresus_tui.games.bigmoney import new_game
from cresus_tui.games.bigmoney.events import GameStarted

from .helpers import config


def test_the_opening_events_start_with_the_set_up():
    """B-3.1–B-3.3: GameStarted first, naming the seats, the bank after the capitals, each
    seat's capital and start-up, and the market's four cards."""
    game, events = new_game(config(3, 4))
    st = game.state
    first = events[0]
    assert isinstance(first, GameStarted)
    assert first.names == tuple(s.name for s in st.seats)
    assert first.capital == tuple(s.cash for s in st.seats)
    assert first.bank == st.bank == st.total_money - sum(first.capital)
    assert first.startups == tuple(s.cards[0] for s in st.seats)
    assert first.market == tuple(st.market) and len(first.market) == 4
    assert sum(isinstance(e, GameStarted) for e in events) == 1
