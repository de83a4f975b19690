"""Random-legal playthroughs: invariants, encode/decode round trips, determinism, refused
decisions, no secret in a view (B-2.1, B-2.5, B-9.3, B-12.1, B-12.4). The 10,000-game run is
benchmarks/bigmoney_invariants.py; here a few hundred games keep the suite fast."""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cresus_tui.games.bigmoney import (
    SPEC, Buy, Game, IllegalDecision, Pass, Reroll, Roll, Stop, random_decision,
)
from cresus_tui.games.bigmoney.random_player import legal_decisions
from cresus_tui.games.protocol import GameSpec, SeatConfig

from .helpers import fresh, play_random


def test_spec_is_the_registry_entry() -> None:
    assert isinstance(SPEC, GameSpec) and SPEC.id == "bigmoney" and SPEC.name == "Big Money"
    assert SPEC.rules_file.exists() and SPEC.data_file.exists()
    assert len(SPEC.data_version()) == 12
    game, events = SPEC.new_game(SPEC.make_config([SeatConfig("A"), SeatConfig("B")], 5))
    assert events and isinstance(SPEC.decode(game.encode()), Game)
    assert SPEC.random_decision(game, 0, random.Random(1)) == Roll()
    assert issubclass(IllegalDecision, __import__("cresus_tui.games.protocol",
                                                  fromlist=["x"]).IllegalDecision)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_invariants_hold_after_every_decision_in_random_games(n: int) -> None:
    """B-2.1, B-2.5, B-4.6, B-9.3: cards and money accounted for, no negative cash, every game
    ends with equal turns."""
    for seed in range(40):
        game = fresh(n, seed)
        rng = random.Random(seed)
        steps = 0
        while not game.is_over:
            req = game.requests()[0]
            game.submit(req.seat, random_decision(game, req.seat, rng))
            assert game.check() == ""
            steps += 1
            assert steps < 5000
        st_ = game.state
        assert len({s.turns for s in st_.seats}) == 1
        assert st_.round * n == sum(s.turns for s in st_.seats) <= 200
        assert game.ranking()[0][0] == 1


def test_encode_decode_round_trips_and_continues_identically() -> None:
    for seed in range(30):
        game = fresh(3 + seed % 3, seed)
        rng = random.Random(seed)
        cut = random.Random(seed).randrange(5, 80)
        for _ in range(cut):
            if game.is_over:
                break
            req = game.requests()[0]
            game.submit(req.seat, random_decision(game, req.seat, rng))
        data = game.encode()
        back = Game.decode(data)
        assert back.encode() == data and back.requests() == game.requests()
        assert back.view(0) == game.view(0)
        clone = game.clone()
        r1, r2 = random.Random(seed + 1), random.Random(seed + 1)
        e1, e2 = play_random_with(game, r1), play_random_with(back, r2)
        assert e1 == e2 and game.encode() == back.encode()
        assert clone.encode() == data


def play_random_with(game, rng):
    events = []
    while not game.is_over:
        req = game.requests()[0]
        events += game.submit(req.seat, random_decision(game, req.seat, rng))
    return events


def test_decode_refuses_bad_bytes() -> None:
    game = fresh(3, 1)
    with pytest.raises(msgspec.DecodeError):
        Game.decode(b"\x00garbage")
    game.state.bank += 1
    with pytest.raises(IllegalDecision):
        Game.decode(game.encode())


def test_determinism_same_seed_same_game() -> None:
    for seed in range(10):
        a, b = fresh(4, seed), fresh(4, seed)
        assert play_random(a, seed) == play_random(b, seed)
        assert a.encode() == b.encode()


def test_every_legal_decision_is_accepted_and_others_refused_without_change() -> None:
    game = fresh(4, 3)
    rng = random.Random(3)
    bad = [Roll(), Reroll(()), Stop(), Buy(0), Pass(), Buy(9), Reroll((0, 0)), Reroll((7,)),
           Reroll((0, 1, 2, 3, 4)), Reroll(("a",)), Reroll((True,)), Buy(True), Buy("1"), None,
           "roll", 3, object()]
    while not game.is_over:
        req = game.requests()[0]
        legal = legal_decisions(req)
        for d in bad:
            if d in legal:
                continue
            before = game.encode()
            with pytest.raises(IllegalDecision):
                game.submit(req.seat, d)
            assert game.encode() == before
        other = (req.seat + 1) % 4
        before = game.encode()
        with pytest.raises(IllegalDecision):
            game.submit(other, legal[0])
        with pytest.raises(IllegalDecision):
            game.submit(True, legal[0])
        assert game.encode() == before
        game.submit(req.seat, rng.choice(legal))
    with pytest.raises(IllegalDecision, match="over"):
        game.submit(0, Roll())


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 3), st.one_of(
    st.builds(Reroll, st.lists(st.one_of(st.integers(-3, 8), st.booleans(), st.text(max_size=1)),
                               max_size=6).map(tuple)),
    st.builds(Buy, st.one_of(st.integers(-3, 8), st.booleans(), st.none(), st.text(max_size=1))),
    st.sampled_from([Roll(), Stop(), Pass()]), st.integers(), st.text(max_size=3), st.none()))
def test_wrong_typed_or_malformed_decisions_change_nothing(steps: int, decision) -> None:
    game = fresh(3, steps)
    rng = random.Random(steps)
    for _ in range(steps):
        req = game.requests()[0]
        game.submit(req.seat, random_decision(game, req.seat, rng))
    req = game.requests()[0]
    before = game.encode()
    try:
        game.submit(req.seat, decision)
    except IllegalDecision:
        assert game.encode() == before
    else:
        assert decision in legal_decisions(req) or (
            isinstance(decision, Reroll) and Reroll(tuple(sorted(decision.keep)))
            in legal_decisions(req))


def test_B_12_1_no_deck_order_in_any_view() -> None:
    """Two games differing only in their hidden deck orders show every seat the same view."""
    for seed in range(20):
        game = fresh(4, seed)
        play_random_partial(game, seed, 30)
        twin = game.clone()
        random.Random(seed).shuffle(twin.state.deck)
        random.Random(seed + 1).shuffle(twin.state.news_deck)
        for seat in range(4):
            assert game.view(seat) == twin.view(seat)
        fields = set(type(game.view(0)).__struct_fields__)
        assert "deck" not in fields and "news_deck" not in fields


def play_random_partial(game, seed, k):
    rng = random.Random(seed)
    for _ in range(k):
        if game.is_over:
            return
        req = game.requests()[0]
        game.submit(req.seat, random_decision(game, req.seat, rng))


# ---- issue 23: each branch of check() fails when its rule is broken -------------------------

def test_check_names_negative_money_of_a_seat_or_the_bank_even_when_the_total_balances():
    game = fresh(3, 1)
    assert game.check() == ""
    game.state.seats[0].cash = -5  # the bank makes up the total: only the sign is wrong
    game.state.bank = game.state.total_money - sum(s.cash for s in game.state.seats)
    assert game.check() == "negative money"
    game = fresh(3, 1)
    moved = game.state.bank + 7
    game.state.bank = -7
    game.state.seats[1].cash += moved
    assert game.check() == "negative money"


def test_check_names_money_made_or_lost():
    game = fresh(2, 2)
    game.state.seats[1].cash += 1
    assert game.check() == "money is not conserved"


def test_check_names_a_lost_or_copied_card():
    game = fresh(4, 3)
    game.state.deck.pop()
    assert game.check() == "46 asset cards instead of the 47"
    game = fresh(4, 3)
    game.state.news_deck.append(game.state.news_deck[0])
    assert game.check() == "the news cards are not the 15"


def test_check_names_requests_that_do_not_fit_the_state():
    game = fresh(3, 4)
    game.submit(game.requests()[0].seat, random_decision(game, game.requests()[0].seat,
                                                         random.Random(0)))
    while game.state.stage != "buy":
        req = game.requests()[0]
        game.submit(req.seat, random_decision(game, req.seat, random.Random(1)))
    assert game.check() == ""
    game._price = {c: p + 1 for c, p in game._price.items()}  # the offer now disagrees
    cash = game.state.seats[game.state.active].cash
    cheapest = min(game.rules.cards[c].price for c in game.state.market if c)
    game.state.seats[game.state.active].cash = cheapest
    game.state.bank += cash - cheapest
    assert game.check() == "the cards offered are not those the seat can pay"


def test_affordable_includes_a_card_costing_exactly_the_seats_cash():
    game = fresh(3, 5)
    while game.state.stage != "buy":
        req = game.requests()[0]
        game.submit(req.seat, random_decision(game, req.seat, random.Random(2)))
    slot, card = next((i, c) for i, c in enumerate(game.state.market) if c)
    price = game.rules.cards[card].price
    seat = game.state.seats[game.state.active]
    game.state.bank += seat.cash - price
    seat.cash = price
    assert slot in game.requests()[0].affordable
    assert game.check() == ""


def test_the_news_discards_are_reshuffled_when_the_deck_runs_out():
    """B-6.1: an empty news deck takes the discards, shuffled by the game's generator."""
    import copy

    from cresus_tui.games.bigmoney.events import NewsDrawn, NewsReshuffled

    game = fresh(3, 6)
    st = game.state
    discards = sorted(game.rules.news_ids)
    st.news_deck, st.news_discard = [], list(discards)
    expected = list(discards)
    copy.deepcopy(st.rng).shuffle(expected)
    assert expected != discards  # this seed does change the order
    game._news()
    events = game._take_events()
    assert isinstance(events[0], NewsReshuffled) and events[0].cards == 15
    drawn = next(e for e in events if isinstance(e, NewsDrawn))
    assert drawn.card == expected[0]
    assert st.news_deck == expected[1:] and st.news_discard[-1] == expected[0]
    assert game.check() == ""
