"""The game protocol's basic tests, run for every registered game (after OpenSpiel's
``basic_tests``): random-legal playthroughs with encode/decode round trips at random points,
illegal decisions refused without change, views that never show another seat's secret, and
determinism from a seed. A new game joins by registering (cresus_tui/games/registry.py)."""

from __future__ import annotations

import random

import pytest

from cresus_tui.games.protocol import GameSpec, GameState, IllegalDecision, SeatConfig
from cresus_tui.games.registry import GAMES

SPECS = [pytest.param(spec, id=game_id) for game_id, spec in GAMES.items()]
MAX_DECISIONS = 20_000
WRONG_TYPES = (True, False, None, "x", 1.5, -1, 10**9, b"\x00", [], {}, object())


def new(spec: GameSpec, players: int, seed: int) -> GameState:
    seats = [SeatConfig("P0", "human")] + [SeatConfig(f"P{i}") for i in range(1, players)]
    game, _ = spec.new_game(spec.make_config(seats, seed))
    return game


def pending(game: GameState) -> list[int]:
    return sorted({r.seat for r in game.requests()})


def step(spec: GameSpec, game: GameState, rng: random.Random) -> tuple[int, object, list]:
    seat = rng.choice(pending(game))
    decision = spec.random_decision(game, seat, rng)
    return seat, decision, game.submit(seat, decision)


def play_out(spec: GameSpec, game: GameState, rng: random.Random) -> list[tuple[int, object]]:
    played = []
    for _ in range(MAX_DECISIONS):
        if game.is_over:
            return played
        seat, decision, _ = step(spec, game, rng)
        played.append((seat, decision))
    raise AssertionError(f"{spec.id}: no end after {MAX_DECISIONS} decisions")


def players_of(spec: GameSpec, seed: int) -> int:
    return spec.min_players + seed % (spec.max_players - spec.min_players + 1)


@pytest.mark.parametrize("spec", SPECS)
@pytest.mark.parametrize("seed", range(4))
def test_random_playthrough_decodes_identically_at_random_points(spec: GameSpec,
                                                                 seed: int) -> None:
    rng = random.Random(seed)
    game = new(spec, players_of(spec, seed), seed)
    checks = 0
    for n in range(MAX_DECISIONS):
        if game.is_over:
            break
        if rng.random() < 0.05 or (checks == 0 and n == 7):
            data = game.encode()
            copy = spec.decode(data)
            assert copy.encode() == data and copy.requests() == game.requests()
            # the decoded game plays on exactly as the original does
            a, b = random.Random(seed * 1000 + checks), random.Random(seed * 1000 + checks)
            for _ in range(rng.randint(1, 30)):
                if game.is_over:
                    break
                sa, da, ea = step(spec, game, a)
                sb, db, eb = step(spec, copy, b)
                assert (sa, da, ea) == (sb, db, eb)
            assert copy.encode() == game.encode()
            checks += 1
        else:
            step(spec, game, rng)
    assert game.is_over and checks > 0
    ranking = game.ranking()
    assert sorted(seat for _, seat in ranking) == list(range(players_of(spec, seed)))
    assert ranking[0][0] == 1 and spec.decode(game.encode()).is_over


@pytest.mark.parametrize("spec", SPECS)
def test_the_same_seed_and_decisions_give_the_same_game(spec: GameSpec) -> None:
    players = spec.max_players
    first, second = new(spec, players, 77), new(spec, players, 77)
    assert first.encode() == second.encode()
    play_out(spec, first, random.Random(5))
    play_out(spec, second, random.Random(5))
    assert first.encode() == second.encode() and first.ranking() == second.ranking()
    other = new(spec, players, 78)
    play_out(spec, other, random.Random(5))
    assert other.encode() != first.encode()


def _wrong_type_refused(spec: GameSpec) -> None:
    """Decisions that are no decision of the game (True, None, "x", 1.5 …), and a legal
    decision submitted for a seat given as True / 0.0 / "0", are refused and change nothing."""
    rng = random.Random(3)
    game = new(spec, spec.max_players, 3)
    tried = 0
    for _ in range(MAX_DECISIONS):
        if game.is_over:
            break
        if rng.random() < 0.1:
            before = game.encode()
            for seat in pending(game):
                for bad in WRONG_TYPES:
                    with pytest.raises(IllegalDecision) as info:
                        game.submit(seat, bad)
                    assert info.value.reason
                    assert game.encode() == before, (seat, bad)
                    tried += 1
                good = spec.random_decision(spec.decode(before), seat, random.Random(tried))
                for wrong_seat in (float(seat), str(seat), None) + ((True,) if seat == 1 else ()):
                    with pytest.raises(IllegalDecision):
                        game.submit(wrong_seat, good)
                    assert game.encode() == before, (wrong_seat, good)
        step(spec, game, rng)
    assert tried > 0


@pytest.mark.parametrize("spec", SPECS)
def test_illegal_decisions_are_refused_and_change_nothing(spec: GameSpec) -> None:
    """A seat out of range, a decision made for another seat's request (unless the rules let
    that seat make it anyway, as a side decision), and any decision once the game is over are
    refused with a reason; the game is byte for byte the same."""
    rng = random.Random(2)
    players = spec.max_players
    game = new(spec, players, 2)
    refused = 0
    last = None
    for _ in range(MAX_DECISIONS):
        if game.is_over:
            break
        if rng.random() < 0.1:
            before = game.encode()
            waiting = pending(game)
            decision = spec.random_decision(game, waiting[0], random.Random(refused))
            for seat in (-1, players, players + 7):
                with pytest.raises(IllegalDecision) as info:
                    game.submit(seat, decision)
                assert info.value.reason and game.encode() == before
                refused += 1
            for seat in (s for s in range(players) if s not in waiting):
                copy = spec.decode(before)
                try:
                    copy.submit(seat, decision)
                except IllegalDecision as exc:
                    assert exc.reason and copy.encode() == before
                    refused += 1
        seat, last, _ = step(spec, game, rng)
    assert game.is_over and refused > 0
    over = game.encode()
    for seat in range(players):
        with pytest.raises(IllegalDecision):
            game.submit(seat, last)
        assert game.encode() == over


@pytest.mark.parametrize("spec", SPECS)
def test_decisions_of_the_wrong_type_are_refused_and_change_nothing(spec: GameSpec) -> None:
    _wrong_type_refused(spec)


SIMULTANEOUS = {"cresus"}
"""The games where several seats choose in secret at once (Crésus: bids, markets)."""


@pytest.mark.parametrize("spec", SPECS)
def test_no_view_shows_another_seats_secret_choice(spec: GameSpec) -> None:
    """While seat A and seat B both have secret requests pending, B deciding one way or
    another leaves A's view the same, as long as A has not decided."""
    compared = together = 0
    for seed in range(12):
        rng = random.Random(seed)
        game = new(spec, spec.max_players, seed)
        for _ in range(MAX_DECISIONS):
            if game.is_over or compared >= 40:
                break
            waiting = pending(game)
            if len(waiting) >= 2:
                together += 1
                a, b = waiting[0], waiting[1]
                one, two = spec.decode(game.encode()), spec.decode(game.encode())
                d1 = spec.random_decision(one, b, random.Random(seed))
                d2 = next((d for d in (spec.random_decision(two, b, random.Random(seed + k))
                                       for k in range(1, 60)) if d != d1), None)
                if d2 is not None:
                    one.submit(b, d1)
                    two.submit(b, d2)
                    if a in pending(one) and a in pending(two):
                        assert one.view(a) == two.view(a), (seed, a, b, d1, d2)
                        compared += 1
            step(spec, game, rng)
    if spec.id in SIMULTANEOUS:
        assert compared > 0, f"{spec.id}: no two secret requests were ever pending together"
    else:  # one seat decides at a time: no secret choice can be pending while another plays
        assert together == 0 and compared == 0
