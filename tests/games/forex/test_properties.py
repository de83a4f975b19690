"""FOR-EX over many random-legal games: invariants after every step (F-19.1), encode/decode
round trips, determinism, refused decisions that change nothing, the all-resolve game
(F-19.2), the reference bands (F-19.3, a small sample here; the full count is
``benchmarks/forex_invariants.py``), the data file (F-19.4) and the protocol entry."""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from cresus_tui.games import protocol
from cresus_tui.games.forex import (
    SPEC, Game, GameConfig, IllegalDecision, RulesDataError, SeatConfig, load_data, new_game,
)
from cresus_tui.games.forex import rates as R
from cresus_tui.games.forex.data import _raw, parse_data
from cresus_tui.games.forex.decisions import (
    Choose, Contract, Divest, Invest, Reply, Resolve, Sell, Spot,
)
from cresus_tui.games.forex.invariants import problems
from cresus_tui.games.forex.random_player import (
    legal_decisions, play_random_game, random_decision,
)
from cresus_tui.games.forex.requests import ChooseRequest

DATA = load_data()


def config(seed: int, players: int | None = None) -> GameConfig:
    n = players or 2 + seed % 5
    return GameConfig(tuple(SeatConfig(f"P{i}") for i in range(n)), seed)


def checked(game: Game) -> None:
    found = problems(game)
    assert not found, found


@pytest.mark.parametrize("prudent", [False, True])
def test_F_19_1_invariants_after_every_step_in_random_legal_games(prudent: bool) -> None:
    """F-19.1 over 150 games of each policy (``benchmarks/forex_invariants.py`` runs 10,000)."""
    for seed in range(150):
        g, _ = new_game(config(seed))
        play_random_game(g, random.Random(seed), prudent, check=checked)
        assert g.is_over and g.state.turn <= DATA.max_turns
        loans = [q.owner for q in g.state.queue if hasattr(q, "lines")]
        assert len(loans) == len(set(loans))


def test_F_19_2_every_player_always_resolves() -> None:
    for n in range(2, 7):
        g, _ = new_game(config(n, n))
        while not g.is_over:
            req = g.requests()[0]
            g.submit(req.seat, Choose(0) if isinstance(req, ChooseRequest) else Resolve())
        assert g.state.turn == 5 and g.state.dividends_paid == 5
        o = [R.oriented(g.state.rates, 0, y) for y in range(1, 7)]
        # GBP over EUR, USD, CHF, JPY, CAD, CNY: 1:4, 1:3.5, 1:4, 1:4, 1:5, 1:8
        assert [DATA.ladder_h[x - 1] for x in o] == [8, 7, 8, 8, 10, 16]
        assert g.state.strongest == 0 and g.state.scores == [2] * n
        assert g.ranking() == [(1, s) for s in range(n)]


def test_F_19_3_reference_bands_small_sample() -> None:
    """F-19.3 on 300 four-player R games (the benchmark checks 4,000 per player count)."""
    lengths, bankrupt = [], 0
    for seed in range(300):
        g, _ = new_game(config(seed, 4))
        play_random_game(g, random.Random(seed))
        lengths.append(g.state.turn)
        bankrupt += g.state.bankrupt >= 0
    lengths.sort()
    assert 17 <= lengths[150] <= 23
    assert 0.90 <= bankrupt / 300 <= 1.0


def test_F_19_4_data_keeps_the_seed_numbers() -> None:
    """The [SEED] numbers a tuning change may not touch are those of the data file."""
    assert DATA.max_certificates_held == 4 and DATA.max_invest == 2
    assert DATA.contract_max == 10 and DATA.certificate_price_h == 4
    assert DATA.divest_price_h == 4 and DATA.loan_surcharge_h == 2
    assert set(DATA.dividends) == {0, 2, 3}


def test_round_trip_encode_decode_at_every_step_and_determinism() -> None:
    for seed in range(40):
        g, _ = new_game(config(seed))
        rng = random.Random(seed)
        twin = Game.decode(g.encode())
        while not g.is_over:
            req = g.requests()[0]
            d = random_decision(g, req.seat, rng)
            ev = g.submit(req.seat, d)
            assert twin.submit(req.seat, d) == ev
            data = g.encode()
            assert twin.encode() == data
            twin = Game.decode(data)
            assert twin.requests() == g.requests() and twin.view(0) == g.view(0)
        assert twin.ranking() == g.ranking()


def test_illegal_decisions_change_nothing() -> None:
    rng = random.Random(5)
    for seed in range(30):
        g, _ = new_game(config(seed))
        while not g.is_over:
            req = g.requests()[0]
            before = g.encode()
            for bad in (Contract(0, 0, 1), Invest((0, 0)), Divest(0, 9), Sell(-1), Choose(9),
                        Spot(req.seat, 0, 1), Reply(True), Contract(0, 1, 0), Invest(()),
                        Divest(True, 1), Sell(True), "x", 3):  # type: ignore[arg-type]
                with pytest.raises(IllegalDecision):
                    g.submit(req.seat, bad)  # type: ignore[arg-type]
                assert g.encode() == before
            other = (req.seat + 1) % len(g.state.seats)
            with pytest.raises(IllegalDecision):
                g.submit(other, Resolve())
            assert g.encode() == before
            g.submit(req.seat, random_decision(g, req.seat, rng))
        with pytest.raises(IllegalDecision, match="over"):
            g.submit(0, Resolve())


def test_legal_decisions_are_accepted() -> None:
    for seed in range(15):
        g, _ = new_game(config(seed))
        rng = random.Random(seed)
        while not g.is_over:
            req = g.requests()[0]
            legal = legal_decisions(g, req.seat, spots=True)
            assert legal
            sample = rng.sample(legal, min(8, len(legal)))
            for d in sample:
                g.clone().submit(req.seat, d)  # every listed decision is legal
            g.submit(req.seat, random_decision(g, req.seat, rng))


@settings(max_examples=40, deadline=None)
@given(seed=hs.integers(0, 2**63), players=hs.integers(2, 6),
       moves=hs.lists(hs.integers(0, 10**6), max_size=120))
def test_any_legal_path_keeps_the_invariants(seed: int, players: int, moves: list[int]) -> None:
    g, _ = new_game(config(seed, players))
    for m in moves:
        if g.is_over:
            break
        req = g.requests()[0]
        legal = legal_decisions(g, req.seat, spots=True)
        g.submit(req.seat, legal[m % len(legal)])
        checked(g)
    enc = g.encode()
    assert Game.decode(enc).encode() == enc


def test_bad_bytes_and_bad_data_are_refused() -> None:
    with pytest.raises((msgspec.DecodeError, msgspec.ValidationError)):
        Game.decode(b"\x00garbage")
    text = _raw().decode()
    assert parse_data(text) == DATA
    for old, new in (("dividends = [0, 2, 2, 2, 3]", "dividends = [0, -2]"),
                     ("ladder_h = [2, 3,", "ladder_h = [3, 3,"),
                     ("version = 1", "version = 1\nextra = 2"),
                     ("contract_max = 10", "contract_max = \"10\"")):
        with pytest.raises(RulesDataError):
            parse_data(text.replace(old, new))
    with pytest.raises(RulesDataError):
        parse_data("not = [toml")


def test_protocol_spec() -> None:
    assert SPEC.id == "forex" and SPEC.name == "FOR-EX"
    assert (SPEC.min_players, SPEC.max_players) == (2, 6)
    assert SPEC.rules_file.exists() and SPEC.data_file.exists()
    assert issubclass(IllegalDecision, protocol.IllegalDecision)
    assert len(SPEC.data_version()) == 12
    state, events = SPEC.new_game(SPEC.make_config([SeatConfig("a"), SeatConfig("b")], 4))
    assert isinstance(state, protocol.GameState) and events
    rng = random.Random(1)
    while not state.is_over:
        req = state.requests()[0]
        assert isinstance(req, protocol.Request)
        state.submit(req.seat, SPEC.random_decision(state, req.seat, rng))
    assert SPEC.decode(state.encode()).ranking() == state.ranking()
    rules = SPEC.rules_file.read_text(encoding="utf-8")
    for number in ("1:8", "0, 2, 2, 2 and 3", "2 units of every currency", "4 of one"):
        assert number in rules


@pytest.mark.parametrize("prudent", [False, True])
def test_money_is_conserved_per_currency_after_every_decision(prudent: bool) -> None:
    """Issue 23: every unit of every currency comes from or goes to a named source or sink
    (``MoneyLedger``), checked with F-19.1 and request sanity after every decision."""
    from cresus_tui.games.forex.invariants import SINKS, SOURCES, MoneyLedger

    spots = 0
    for seed in range(60):
        ledger = MoneyLedger()
        g, events = new_game(config(seed))
        ledger.feed(events)
        rng = random.Random(seed)
        while not g.is_over:
            req = g.requests()[0]
            offers = [d for d in legal_decisions(g, req.seat, spots=True)
                      if type(d).__name__ == "Spot"]
            decision = rng.choice(offers) if offers and rng.random() < 0.3 else \
                random_decision(g, req.seat, rng, prudent)
            events = g.submit(req.seat, decision)
            ledger.feed(events)
            spots += sum(type(e).__name__ == "SpotAnswered" and e.accepted for e in events)
            found = problems(g, ledger)
            assert not found, (seed, found)
        assert {name for name, _ in ledger.flows} <= set(SOURCES + SINKS)
        assert ledger.flows[("starting money", 0)] > 0
    assert spots > 0  # the spot trades were exercised


def test_the_ledger_notices_a_spot_trade_that_charges_one_side_only() -> None:
    """The surviving mutant of the issue: the accepting seat never charged (money made)."""
    from cresus_tui.games.forex.invariants import MoneyLedger

    ledger = MoneyLedger()
    g, events = new_game(config(3, 3))
    ledger.feed(events)
    g.state.seats[1].money[2] += 4  # what the deleted line would leave behind
    assert problems(g, ledger) == [
        "currency 2: seats hold "
        f"{sum(s.money[2] for s in g.state.seats)} half-units, the sources and sinks account "
        f"for {sum(s.money[2] for s in g.state.seats) - 4}",
        f"seat 1, currency 2: holds {g.state.seats[1].money[2]}, the ledger says "
        f"{g.state.seats[1].money[2] - 4}"]


def test_request_sanity() -> None:
    from cresus_tui.games.forex.invariants import request_problems

    g, _ = new_game(config(4, 3))
    assert request_problems(g) == []
    g.state.seats[g.requests()[0].seat].bankrupt = True
    assert request_problems(g) == [f"a TurnRequest for bankrupt seat {g.requests()[0].seat}"]
