"""The keep/reroll optimizer (ai/dice.py), pinned with exact, independently published values."""

from __future__ import annotations

import functools
import math
from fractions import Fraction
from itertools import combinations_with_replacement, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ai.dice import (
    DiceSolver,
    counts_of,
    dice_of,
    game_solver,
    keep_indices,
    multisets,
    sale_solver,
    solver_from_table,
    tabulate,
)
from cresus_tui.games.cresus.cards import load_rules

RED, BLUE, YELLOW, GREEN, ORANGE, VIOLET = range(6)


def _straight(c: tuple[int, ...]) -> int:
    return int(c in ((1, 1, 1, 1, 1, 0), (0, 1, 1, 1, 1, 1)))


def _pips(c: tuple[int, ...]) -> int:
    return sum((f + 1) * k for f, k in enumerate(c))


def _three_throw_table() -> tuple[int, ...]:
    share = next(s for s in load_rules().shares.values() if s.throws == 3)
    return share.table


# --------------------------------------------------------------------------- published values


def test_five_of_a_kind_within_three_rolls_of_5d6() -> None:
    solver = DiceSolver(5, 6, 3, lambda c: int(max(c) == 5), exact=True)
    assert solver.expected() == Fraction(2783176, 60466176)


def test_best_expected_sum_of_5d6_with_three_rolls() -> None:
    # 70/3 is the value for five dice, and it is 5 x the one-die value: with one die, E = 7/2 for
    # one roll; with two, keep 4+ (better than 7/2): E = 17/4; with three, keep 5+ (better than
    # 17/4): E = 14/3. The sum is additive and the dice independent, so keeping each die on its
    # own rule is optimal and five dice give 5 x 14/3 = 70/3.
    assert DiceSolver(1, 6, 1, _pips, exact=True).expected() == Fraction(7, 2)
    assert DiceSolver(1, 6, 2, _pips, exact=True).expected() == Fraction(17, 4)
    assert DiceSolver(1, 6, 3, _pips, exact=True).expected() == Fraction(14, 3)
    assert DiceSolver(5, 6, 3, _pips, exact=True).expected() == Fraction(70, 3)


def test_large_straight_within_three_rolls_of_5d6() -> None:
    solver = DiceSolver(5, 6, 3, _straight, exact=True)
    assert solver.expected() == Fraction(319695199, 1224440064)
    # The ends (1 and 6) and the middle faces are detected as interchangeable; merging them must
    # not change the answer.
    assert solver.classes == ((0, 5), (1, 2, 3, 4))
    assert DiceSolver(5, 6, 3, _straight, exact=True, symmetry=None).expected() == solver.expected()


# --------------------------------------------------------------------------- C-9.3 reference values

EXPECTED_GAIN = {
    "roulette": 7.17,
    "chance": 22.45,
    "course-hippique": 27.38,
    "poker": 65.06,
    "machine-a-sous": 52.25,
}
SUCCESS = {"course-de-voitures": 0.2246, "open-de-golf": 0.2845}


@pytest.mark.parametrize("code", sorted(EXPECTED_GAIN))
def test_c9_3_expected_gain_of_gambling_games(code: str) -> None:
    game = load_rules().games[code]
    solver = game_solver(game, exact=True)
    assert round(float(solver.expected()), 2) == EXPECTED_GAIN[code]
    assert solver.expected() == pytest.approx(float(game_solver(game).expected()), abs=1e-9)


@pytest.mark.parametrize("code", sorted(SUCCESS))
def test_c9_3_success_probability_of_combo_games(code: str) -> None:
    game = load_rules().games[code]
    solver = game_solver(game, exact=True)
    p = solver.probability(lambda c: game.score(c) > 0)
    assert round(float(p), 4) == SUCCESS[code]
    # A single gain: maximising the expected gain is maximising the chance of success.
    assert solver.expected() == p * game.gain


# --------------------------------------------------------------------------- distributions


@pytest.mark.parametrize("code", sorted(EXPECTED_GAIN) + sorted(SUCCESS))
def test_c9_3_distribution_sums_to_one_and_matches_the_expectation(code: str) -> None:
    solver = game_solver(load_rules().games[code], exact=True)
    dist = solver.distribution()
    assert sum(dist.values()) == 1
    assert sum(v * p for v, p in dist.items()) == solver.expected()
    assert all(p > 0 for p in dist.values())


def test_c5_12_distribution_from_a_position_and_after_a_forced_keep() -> None:
    solver = sale_solver(_three_throw_table(), 3, exact=True)
    dice = (2, 2, 1, 1, 0, 0)
    for left in (0, 1, 2):
        dist = solver.distribution(dice, left)
        assert sum(dist.values()) == 1
        assert sum(v * p for v, p in dist.items()) == solver.best_keep(dice, left)[1]
        for keep, value in solver.keep_values(dice, left):
            forced = solver.distribution(dice, left, keep=keep)
            assert sum(forced.values()) == 1
            assert sum(v * p for v, p in forced.items()) == value
    # No throw left: the dice are final.
    assert solver.distribution(dice, 0) == {solver.score(dice): 1}


def test_distribution_with_an_outcome_label() -> None:
    table = _three_throw_table()
    solver = sale_solver(table, 3, exact=True)
    assert len(set(table)) == 6  # so a value names its same-colour count
    # A label function is followed through actual (not merged) positions; it must agree with the
    # computation on merged positions that labels by value.
    by_count = solver.distribution(outcome=max)  # largest same-colour count 1..6
    by_value = solver.distribution()
    assert sum(by_count.values()) == 1
    assert {table[k - 1]: p for k, p in by_count.items()} == by_value
    assert solver.distribution(outcome=solver.score) == by_value
    red = solver.distribution(outcome=lambda c: c[RED])
    assert sum(red.values()) == 1 and set(red) <= set(range(7))


def test_float_mode_matches_exact_mode() -> None:
    table = _three_throw_table()
    exact, fast = sale_solver(table, 3, exact=True), sale_solver(table, 3)
    assert isinstance(fast.expected(), float)
    assert fast.expected() == pytest.approx(float(exact.expected()), rel=1e-12)
    assert sum(fast.distribution().values()) == pytest.approx(1.0, abs=1e-12)
    for c in multisets(6, 6):
        for left in (0, 1, 2):
            ke, ve = exact.best_keep(c, left)
            kf, vf = fast.best_keep(c, left)
            assert vf == pytest.approx(float(ve), rel=1e-12)
            assert fast.keep_value(c, left, ke) == pytest.approx(float(ve), rel=1e-12)


# --------------------------------------------------------------------------- hand positions


def test_c5_12_sale_with_three_throws_keeps_four_reds() -> None:
    solver = sale_solver(_three_throw_table(), 3)
    dice = [RED, BLUE, RED, GREEN, RED, RED]
    counts = counts_of(dice)
    for left in (2, 1):
        keep, value = solver.best_keep(counts, left)
        assert keep == (4, 0, 0, 0, 0, 0)
        assert value > solver.score(counts)
        positions, v = solver.best_keep_dice(dice, left)
        assert positions == [0, 2, 4, 5] and v == value
    # The last throw is spent: the dice are final.
    assert solver.best_keep(counts, 0) == (counts, solver.score(counts))


def test_c5_12_keep_any_subset_and_release_earlier_dice() -> None:
    solver = sale_solver(_three_throw_table(), 3)
    # Six of a kind is the top of the table: stop.
    six = (0, 0, 0, 6, 0, 0)
    assert solver.best_keep(six, 2) == (six, solver.score(six))
    # A pair of blue kept earlier is released for three yellows: the keep is any subset.
    dice = [BLUE, BLUE, YELLOW, YELLOW, YELLOW, VIOLET]
    keep, _ = solver.best_keep(counts_of(dice), 1)
    assert keep == (0, 0, 3, 0, 0, 0)
    assert keep_indices(dice, keep, prefer=[0, 1]) == [2, 3, 4]
    # All keeps are listed, best first; 3 x 4 x 2 distinct sub-multisets here.
    values = solver.keep_values(counts_of(dice), 1)
    assert len(values) == 3 * 4 * 2
    assert values[0] == solver.best_keep(counts_of(dice), 1)


def test_c9_3_hand_positions_of_gambling_games() -> None:
    games = load_rules().games
    race = game_solver(games["course-de-voitures"])  # needs 3 red, 1 blue, 1 green
    keep, _ = race.best_keep((2, 1, 1, 0, 1, 1), 2)
    assert keep == (2, 1, 0, 0, 0, 0)
    done = (3, 1, 0, 1, 1, 0)
    assert race.best_keep(done, 2) == (done, 150.0)
    hippique = game_solver(games["course-hippique"])  # only red counts
    keep, _ = hippique.best_keep((3, 1, 1, 1, 0, 0), 1)
    assert keep == (3, 0, 0, 0, 0, 0)
    slots = game_solver(games["machine-a-sous"])
    assert slots.best_keep((0, 0, 0, 0, 0, 3), 2)[0] == (0, 0, 0, 0, 0, 3)  # three violet: 300
    # Roulette is one throw: nothing to choose.
    assert game_solver(games["roulette"]).best_keep((2, 0, 0, 4, 0, 0), 0)[0] == (2, 0, 0, 4, 0, 0)


# --------------------------------------------------------------------------- independent check


def _brute_force(n: int, faces: int, throws: int, value) -> Fraction:
    """Naive expectimax over concrete multisets with multinomial probabilities."""

    def counts(faces_seq: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(faces_seq.count(f) for f in range(faces))

    @functools.cache
    def rolls(m: int) -> list[tuple[tuple[int, ...], Fraction]]:
        out = []
        for combo in combinations_with_replacement(range(faces), m):
            c = counts(combo)
            ways = math.factorial(m)
            for k in c:
                ways //= math.factorial(k)
            out.append((c, Fraction(ways, faces**m)))
        return out

    @functools.cache
    def after(s: tuple[int, ...], left: int) -> Fraction:
        best = Fraction(value(s))
        if left:
            for keep in product(*(range(k + 1) for k in s)):
                if keep != s:
                    best = max(best, reroll(keep, left))
        return best

    @functools.cache
    def reroll(keep: tuple[int, ...], left: int) -> Fraction:
        m = n - sum(keep)
        return sum((p * after(tuple(a + b for a, b in zip(keep, r)), left - 1)
                    for r, p in rolls(m)), Fraction(0))

    return reroll((0,) * faces, throws)


@settings(max_examples=40, deadline=None)
@given(data=st.data(), n=st.integers(1, 3), faces=st.integers(1, 4), throws=st.integers(1, 3))
def test_matches_brute_force_on_random_tables(data, n: int, faces: int, throws: int) -> None:
    sets = multisets(n, faces)
    table = tuple(data.draw(st.lists(st.integers(0, 5), min_size=len(sets), max_size=len(sets))))
    lookup = dict(zip(sets, table))
    want = _brute_force(n, faces, throws, lookup.__getitem__)
    auto = DiceSolver(n, faces, throws, lookup.__getitem__, exact=True)
    plain = DiceSolver(n, faces, throws, lookup.__getitem__, exact=True, symmetry=None)
    assert auto.expected() == want == plain.expected()
    for c in sets:
        for left in range(throws):
            assert auto.best_keep(c, left)[1] == plain.best_keep(c, left)[1]
    assert sum(auto.distribution().values()) == 1


# --------------------------------------------------------------------------- optimality property

_SOLVERS = [
    ("sale-3", lambda: sale_solver(_three_throw_table(), 3)),
    ("sale-2", lambda: sale_solver(load_rules().data.sale_tables.two_throws, 2)),
    *[(code, lambda code=code: game_solver(load_rules().games[code]))
      for code in ("chance", "course-hippique", "poker", "course-de-voitures", "open-de-golf",
                   "machine-a-sous")],
    ("poker-tournament", lambda: game_solver(load_rules().games["poker"], tournament=True)),
]


@settings(max_examples=200, deadline=None)
@given(pick=st.sampled_from(_SOLVERS), data=st.data())
def test_c5_12_c9_3_best_keep_beats_every_other_keep(pick, data) -> None:
    solver: DiceSolver = pick[1]()
    dice = data.draw(st.lists(st.integers(0, 5), min_size=solver.n_dice, max_size=solver.n_dice))
    left = data.draw(st.integers(0, solver.throws - 1))
    counts = counts_of(dice)
    keep, best = solver.best_keep(counts, left)
    assert all(0 <= k <= c for k, c in zip(keep, counts))
    assert best >= solver.score(counts) - 1e-9  # stopping is always allowed
    values = solver.keep_values(counts, left)
    assert all(best >= v - 1e-9 for _, v in values)
    assert values[0][1] == pytest.approx(best, abs=1e-9)
    assert solver.keep_value(counts, left, keep) == best
    positions, _ = solver.best_keep_dice(dice, left)
    assert counts_of(dice[i] for i in positions) == keep


# --------------------------------------------------------------------------- helpers and errors


def test_conversions_between_dice_and_counts() -> None:
    dice = [0, 3, 3, 5, 1, 0]
    assert counts_of(dice) == (2, 1, 0, 2, 0, 1)
    assert dice_of((2, 1, 0, 2, 0, 1)) == [0, 0, 1, 3, 3, 5]
    assert keep_indices(dice, (1, 0, 0, 1, 0, 0)) == [0, 1]
    assert keep_indices(dice, (1, 0, 0, 1, 0, 0), prefer=[5, 2]) == [2, 5]
    assert len(multisets(6, 6)) == 462
    with pytest.raises(ValueError):
        keep_indices(dice, (3, 0, 0, 0, 0, 0))
    with pytest.raises(ValueError):
        counts_of([6])


def test_invalid_arguments_raise_value_error() -> None:
    solver = sale_solver(_three_throw_table(), 3)
    with pytest.raises(ValueError):
        solver.best_keep((1, 1, 1, 1, 1, 0), 1)  # five dice, six expected
    with pytest.raises(ValueError):
        solver.best_keep((1, 1, 1, 1, 1, 1), 3)  # at most 2 throws left
    with pytest.raises(ValueError):
        solver.keep_value((1, 1, 1, 1, 1, 1), 1, (2, 0, 0, 0, 0, 0))  # not a sub-multiset
    with pytest.raises(ValueError):
        solver.distribution((1, 1, 1, 1, 1, 1), 0, keep=(1, 0, 0, 0, 0, 0))  # no throw left
    with pytest.raises(ValueError):
        DiceSolver(6, 6, 0, max)
    with pytest.raises(ValueError):
        DiceSolver(2, 3, 1, lambda c: c[0], symmetry=[(0, 1), (2,)])  # red is not like blue
    with pytest.raises(ValueError):
        DiceSolver(2, 3, 1, lambda c: c[0], symmetry=[(0,), (1,)])  # not a partition
    with pytest.raises(ValueError):
        solver_from_table(2, 3, 1, (1, 2, 3))


def test_solvers_are_cached_per_table() -> None:
    rules = load_rules()
    table = _three_throw_table()
    assert sale_solver(table, 3) is sale_solver(tuple(table), 3)
    poker = rules.games["poker"]
    assert game_solver(poker) is game_solver(poker)
    assert game_solver(poker) is not game_solver(poker, tournament=True)
    same = tabulate(lambda c: table[max(c) - 1], 6, 6)
    assert solver_from_table(6, 6, 3, same) is sale_solver(table, 3)


def test_c9_2_tournament_values_count_faces() -> None:
    games = load_rules().games
    race = game_solver(games["course-hippique"], tournament=True, exact=True)
    # Red faces of six dice with three throws, always keeping red: 6 x (1 - (5/6)^3).
    assert race.expected() == 6 * (1 - Fraction(5, 6) ** 3)
    poker = game_solver(games["poker"], tournament=True)
    assert 1 < poker.expected() < 5
