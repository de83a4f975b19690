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


def test_a_scripted_deck_prefix_is_followed_by_the_rest_shuffled():
    """B-12.4 (scenarios): the cards a scenario names come first, in its order; the rest of
    the deck follows shuffled by the game's generator, not in the data file's order."""
    from cresus_tui.games.bigmoney import Scenario
    from cresus_tui.games.bigmoney.data import load_rules

    rules = load_rules()
    full = list(rules.market_cards)
    prefix = tuple(full[-4:])
    game, _ = new_game(config(3, 8, Scenario(market_deck=prefix)))
    st = game.state
    assert tuple(st.market) == prefix
    rest = [c for c in full if c not in prefix]
    assert sorted(st.deck) == sorted(rest)
    assert st.deck != rest  # shuffled
    again, _ = new_game(config(3, 8, Scenario(market_deck=prefix)))
    assert again.state.deck == st.deck  # by the seeded generator
