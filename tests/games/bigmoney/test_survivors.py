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


def test_a_scenario_deck_naming_a_card_twice_is_refused():
    """B-12.4 (scenarios): a scripted deck names each card at most once, even when every card
    it names exists (the check is "repeated OR unknown", not "repeated AND unknown")."""
    import pytest

    from cresus_tui.games.bigmoney import IllegalDecision, Scenario
    from cresus_tui.games.bigmoney.data import load_rules

    card = list(load_rules().market_cards)[0]
    with pytest.raises(IllegalDecision, match="unknown or repeated"):
        new_game(config(3, 8, Scenario(market_deck=(card, card))))


def test_each_reroll_counts_its_throw():
    """B-7.1: the first throw is throw 1, each reroll the next (2, then 3): the events count
    the throws one by one."""
    from cresus_tui.games.bigmoney import Reroll, Roll
    from cresus_tui.games.bigmoney.events import DiceThrown

    game, _ = new_game(config(3, 4))
    seat = game.state.active
    throws = [e.throw for e in game.submit(seat, Roll()) if isinstance(e, DiceThrown)]
    throws += [e.throw for e in game.submit(seat, Reroll((0, 1))) if isinstance(e, DiceThrown)]
    throws += [e.throw for e in game.submit(seat, Reroll((0,))) if isinstance(e, DiceThrown)]
    assert throws == [1, 2, 3]
    assert game.state.throws == 3 and game.state.stage == "buy"


def test_stopping_early_leaves_no_reroll_for_the_purchase_phase():
    """B-7.2 / B-4.4: stopping with rerolls left ends the dice; the purchase phase starts with
    no reroll left (a reroll there is refused, and the saved state says 0)."""
    import pytest

    from cresus_tui.games.bigmoney import IllegalDecision, Reroll, Roll, Stop

    game, _ = new_game(config(3, 4))
    seat = game.state.active
    game.submit(seat, Roll())
    assert game.state.rerolls_left == 2
    game.submit(seat, Stop())
    assert game.state.stage == "buy" and game.state.rerolls_left == 0
    with pytest.raises(IllegalDecision):
        game.submit(seat, Reroll(()))
