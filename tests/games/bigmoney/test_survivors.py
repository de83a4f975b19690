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


# ---------------------------------------------------------------- a second, larger sample


def _of(events, kind):
    return [e for e in events if isinstance(e, kind)]


def _roll(game, dice):
    from cresus_tui.games.bigmoney import Roll

    game.state.rng.forced = list(dice)
    return game.submit(game.state.active, Roll())


def test_the_door_refuses_the_seat_just_past_the_last():
    """B-12.2: seats are 0 … N−1; seat N is no seat of the game (refused as such, never an
    IndexError), and nothing changes."""
    import pytest

    from cresus_tui.games.bigmoney import IllegalDecision, Roll

    game, _ = new_game(config(3, 4))
    before = game.encode()
    for seat in (3, -1):
        with pytest.raises(IllegalDecision, match="is not a seat of this game"):
            game.submit(seat, Roll())
    assert game.encode() == before


def test_check_refuses_an_active_seat_past_the_last():
    """B-1.3 (invariants): the active seat is one of the N seats; a state whose active seat is
    N breaks the check and does not decode."""
    import pytest

    from cresus_tui.games.bigmoney import IllegalDecision
    from cresus_tui.games.bigmoney.game import Game

    game, _ = new_game(config(3, 4))
    assert game.check() == ""
    game.state.active = 3
    assert game.check() == "unknown stage"
    with pytest.raises(IllegalDecision, match="unknown stage"):
        Game.decode(game.encode())


def test_every_decision_is_logged_the_roll_included():
    """B-12.4: the decision log holds every decision in order (the roll too), so that the
    same seed and decisions replay the same game."""
    from cresus_tui.games.bigmoney import Pass, Roll, Stop
    from cresus_tui.games.bigmoney.state import Logged

    from .helpers import arranged

    game = arranged([50, 50], [["TEC-0"], ["VOY-0"]], 500,
                    market=["TEC-5", "TEC-6", "VOY-5", "VOY-6"])
    _roll(game, [4, 1, 2, 3, 5, 6])
    assert game.state.log == [Logged(0, Roll())] and game.decisions == 1
    game.submit(0, Stop())
    if game.state.stage == "buy" and game.state.active == 0:
        game.submit(0, Pass())
        assert game.state.log == [Logged(0, Roll()), Logged(0, Stop()), Logged(0, Pass())]
    else:
        assert game.state.log == [Logged(0, Roll()), Logged(0, Stop())]


def test_fines_are_counted_per_seat_as_paid():
    """B-6.1 / B-6.2 N06: a fine is paid to the bank up to the seat's cash; each seat's
    ``fines`` counts what it paid (the game-over table shows it)."""
    from .helpers import arranged

    game = arranged([3, 50], [["TEC-0", "TEC-1"], ["TEC-3"]], 500, news=["N06"])
    _roll(game, [6, 1, 2, 3, 5, 6])
    assert [s.fines for s in game.state.seats] == [3, 2]
    assert game.state.bank == 505


def test_purchases_and_spending_are_counted_per_seat():
    """B-8.1: a purchase pays the card's price to the bank; the seat's ``purchases`` counts
    it and ``spent`` adds the price."""
    from cresus_tui.games.bigmoney import Buy, Stop

    from .helpers import arranged

    game = arranged([100, 100], [["TEC-0"], ["VOY-0"]], 500,
                    market=["TEC-5", "TEC-6", "VOY-5", "VOY-6"])
    _roll(game, [4, 1, 2, 3, 5, 6])
    game.submit(0, Stop())
    price = game.rules.cards["TEC-5"].price
    cash = game.state.seats[0].cash
    game.submit(0, Buy(0))
    s = game.state.seats[0]
    assert (s.purchases, s.spent, s.cash) == (1, price, cash - price)
    assert game.state.seats[1].purchases == 0


def test_news_gains_are_counted_per_seat_as_paid():
    """B-6.2 N13 through B-4.6: the bank pays 1 Z a card as far as it can; each seat's
    ``news_income`` counts what it was paid."""
    from .helpers import arranged

    game = arranged([0, 0], [["TEC-0", "TEC-1"], ["VOY-0"]], 2, news=["N13"])
    _roll(game, [6, 1, 2, 3, 5, 6])
    assert [s.news_income for s in game.state.seats] == [2, 0]


def test_only_payments_after_the_trigger_turn_count_as_paid_after_it():
    """B-9.3 / B-9.4: what the bank pays in the turns after the trigger's turn is counted
    (``paid_after_trigger``); payments before the trigger and in the trigger's own turn are
    not."""
    from cresus_tui.games.bigmoney import Pass, Stop

    from .helpers import arranged

    # before any trigger: a dividend and the dice payout are not "after the trigger"
    game = arranged([0, 0], [["TEC-0"], ["VOY-0"]], 500,
                    market=["TEC-5", "TEC-6", "VOY-5", "VOY-6"])
    _roll(game, [1, 1, 2, 3, 5, 6])
    game.submit(0, Stop())
    assert not game.state.triggered and game.state.paid_after_trigger == 0
    # the trigger's own turn: nothing counted; the next seat's turn: its payments counted
    game = arranged([100, 100], [["TEC-0"], ["VOY-0"]], 3, news=["N08"],
                    market=["TEC-5", "TEC-6", "VOY-5", "VOY-6"])
    _roll(game, [1, 1, 2, 3, 5, 6])  # TEC 5 owed, 3 paid: triggered in seat 0's turn
    assert game.state.triggered and game.state.paid_after_trigger == 0
    game.submit(0, Stop())
    game.submit(0, Pass()) if game.state.stage == "buy" and game.state.active == 0 else None
    assert game.state.paid_after_trigger == 0
    _roll(game, [6, 2, 3, 4, 5, 6])  # N08: 10 + 10 into the bank
    game.submit(1, Stop())  # LARGE 20, paid in full in seat 1's turn
    assert game.state.paid_after_trigger == 20


def test_liquidation_ties_go_to_the_last_acquired_card():
    """B-6.1 "cheapest": the lowest price, ties to the most recently acquired — also when
    the tied cards are the last two acquired (N10 liquidation)."""
    from cresus_tui.games.bigmoney.events import CardDiscarded

    from .helpers import arranged

    game = arranged([0, 0], [["TEC-0", "TEC-3", "SPO-5", "VOY-1", "ALI-1"], ["VOY-0"]], 500,
                    news=["N10"])
    events = _roll(game, [6, 1, 2, 3, 5, 6])
    assert game.rules.cards["VOY-1"].price == game.rules.cards["ALI-1"].price
    assert _of(events, CardDiscarded) == [CardDiscarded(0, "ALI-1", "news")]
    assert game.state.seats[0].cards == ["TEC-0", "TEC-3", "SPO-5", "VOY-1"]



def test_a_turn_starts_with_no_throw_made():
    """B-4.1: a turn starts before its first throw: no dice, no throw counted, no reroll
    left, no industry face (what a save made between two turns holds)."""
    from cresus_tui.games.bigmoney import Pass, Stop

    from .helpers import arranged

    game = arranged([50, 50], [["TEC-0"], ["VOY-0"]], 500,
                    market=["TEC-5", "TEC-6", "VOY-5", "VOY-6"])
    _roll(game, [4, 1, 2, 3, 5, 6])
    game.submit(0, Stop())
    game.submit(0, Pass()) if game.state.stage == "buy" and game.state.active == 0 else None
    st = game.state
    assert (st.active, st.stage) == (1, "roll")
    assert (st.dice, st.throws, st.rerolls_left, st.industry) == ([], 0, 0, 0)


def test_the_trigger_names_the_payment_that_set_it_off():
    """B-9.1: the end is triggered by the first payment larger than the bank's balance; the
    state names that payment's source (a dividend, the dice, a news gain) and keeps the
    first one."""
    from cresus_tui.games.bigmoney import Stop

    from .helpers import arranged

    game = arranged([0, 0], [["TEC-0"], ["VOY-0"]], 3)
    _roll(game, [1, 1, 2, 3, 5, 6])  # TEC 5 owed, 3 in the bank
    assert game.state.triggered and game.state.trigger_source == "dividend"
    game.submit(0, Stop())
    assert game.state.trigger_source == "dividend"  # the first trigger stays
    game = arranged([0, 0], [["TEC-0"], ["VOY-0"]], 10)
    _roll(game, [4, 6, 6, 6, 6, 6])  # ALI: no owner; five of a kind owed
    game.submit(0, Stop())
    assert game.state.triggered and game.state.trigger_source == "dice"
    game = arranged([0, 0], [["TEC-0", "TEC-1"], ["VOY-0"]], 1, news=["N13"])
    _roll(game, [6, 1, 2, 3, 5, 6])
    assert game.state.triggered and game.state.trigger_source == "news"


def test_b9_3_a_finished_game_has_no_turn_left():
    """B-9.3: after the trigger the game ends with the last seat's turn; once over, no turn is
    left to play (0, not 1), in the game and in every seat's view."""
    from .helpers import fresh, play_random

    game = fresh(3, 5)
    assert game.turns_left() == -1  # not triggered yet
    play_random(game, 5)
    assert game.is_over and game.state.triggered
    assert game.turns_left() == 0
    assert [game.view(s).turns_left for s in range(3)] == [0, 0, 0]
