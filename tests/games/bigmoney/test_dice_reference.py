"""The exact dice reference values of B-10, through the generic optimizer (ai/dice.py)."""

from __future__ import annotations

import json
from fractions import Fraction as F

from ai.bigmoney.dice import best_keep, combination, keep_table, solver
from ai.bigmoney.odds import main as odds_main
from ai.bigmoney.odds import position_odds, turn_odds
from ai.dice import DiceSolver, counts_of, multisets

FIRST = {"NOTHING": 240, "PAIR": 2880, "TWO_PAIRS": 1800, "THREE": 1200, "SMALL": 960,
         "FULL": 300, "LARGE": 240, "FOUR": 150, "FIVE": 6}


def c(*values):
    return counts_of([v - 1 for v in values])


def test_B_10_1_positions_keeps_and_pairs() -> None:
    assert len(multisets(5, 6)) == 252
    assert sum(len(multisets(k, 6)) for k in range(6)) == 462
    pairs = 0
    for m in multisets(5, 6):
        n = 1
        for x in m:
            n *= x + 1
        pairs += n
    assert pairs == 4368


def test_B_10_2_first_throw_distribution_and_mean() -> None:
    odds = turn_odds(0)
    assert odds["first_throw"] == FIRST and sum(FIRST.values()) == 7776
    assert odds["exact"] == "2545/324"
    # a reroll policy blind to the dice leaves the final roll uniform: the same mean
    s = solver(0, exact=True)
    assert s.expected() == F(2545, 324)


def test_B_10_3_optimal_means_variance_and_cap() -> None:
    assert solver(0, exact=True).expected() == F(2545, 324)
    assert solver(1, exact=True).expected() == F(590345, 52488)
    two = solver(2, exact=True)
    assert two.expected() == F(52225475, 3779136)
    dist = two.distribution()
    mean = sum(v * p for v, p in dist.items())
    var = sum(v * v * p for v, p in dist.items()) - mean * mean
    assert var == F(497240723561015, 14281868906496)
    assert solver(2, cap=10, exact=True).expected() == F(3970655, 419904)
    assert turn_odds(2, 10)["exact"] == "3970655/419904"
    assert abs(solver(2).expected() - 13.819421952531) < 1e-9


def test_B_10_4_tie_break_and_final_distribution() -> None:
    s = solver(2, exact=True)
    keep, v = s.best_keep(c(1, 3, 4, 5, 5), 2)
    assert keep == c(3, 4, 5) and v == F(4013, 324)
    assert s.keep_value(c(1, 3, 4, 5, 5), 2, c(5, 5)) == F(4013, 324)
    keep_pos, value = best_keep((5, 1, 4, 5, 3), 2)
    assert keep_pos == (0, 2, 4) and abs(value - 4013 / 324) < 1e-12
    table = keep_table([1, 3, 4, 5, 5], 2)
    assert table[0]["keep"] == [5, 4, 3] and table[1]["keep"] == [5, 5]
    assert table[0]["exact"] == table[1]["exact"] == "4013/324"
    want = {"NOTHING": F(5, 157464), "PAIR": F(39235, 1259712), "TWO_PAIRS": F(93985, 629856),
            "THREE": F(697645, 3779136), "SMALL": F(87475, 629856), "FULL": F(173965, 944784),
            "LARGE": F(62665, 629856), "FOUR": F(658475, 3779136), "FIVE": F(144581, 3779136)}
    assert s.distribution(outcome=combination) == dict(sorted(want.items()))
    assert turn_odds(2)["stands_on_first_throw"] == "41/1296"
    # without the tie-break the first keep found may differ: the rule is what decides
    plain = DiceSolver(5, 6, 3, s.score, exact=True, symmetry=None)
    assert plain.best_keep(c(1, 3, 4, 5, 5), 2)[1] == F(4013, 324)


def test_B_10_5_positions() -> None:
    s = solver(2, exact=True)
    rows = [((3, 3, 5, 5, 6), 2, F(8087, 648), (3, 3)),
            ((3, 3, 5, 5, 6), 1, F(29, 3), (3, 3, 5, 5)),
            ((2, 2, 3, 3, 3), 2, F(1355, 81), (3, 3, 3)),
            ((2, 2, 3, 3, 3), 1, F(15), (2, 2, 3, 3, 3)),
            ((2, 4, 4, 4, 4), 2, F(415, 18), (4, 4, 4, 4)),
            ((1, 2, 3, 4, 6), 1, F(35, 3), (1, 2, 3, 4)),
            ((1, 2, 3, 5, 6), 2, F(136247, 11664), (2, 3, 5))]
    for dice, left, value, keep in rows:
        assert s.best_keep(c(*dice), left) == (c(*keep), value)
    assert s.keep_value(c(3, 3, 5, 5, 6), 2, c(5, 5)) == F(4013, 324)
    assert s.score(c(3, 3, 5, 5, 6)) == 7 and s.score(c(2, 2, 3, 3, 3)) == 15


def _target(pred, throws):
    return DiceSolver(5, 6, throws, lambda k: 1 if pred(k) else 0, exact=True).expected()


def test_B_10_6_single_targets() -> None:
    five = lambda k: max(k) == 5  # noqa: E731
    assert [_target(five, t) for t in (1, 2, 3)] == [F(1, 1296), F(221, 17496),
                                                     F(347897, 7558272)]
    assert F(347897, 7558272) == F(2783176, 60466176)
    four = lambda k: max(k) >= 4  # noqa: E731
    assert [_target(four, t) for t in (1, 2, 3)] == [F(13, 648), F(9259, 69984),
                                                     F(2197897, 7558272)]
    three = lambda k: max(k) >= 3  # noqa: E731
    assert [_target(three, t) for t in (1, 2, 3)] == [F(23, 108), F(3157, 5832),
                                                      F(234053, 314928)]
    full = lambda k: 3 in k and 2 in k  # noqa: E731
    assert [_target(full, t) for t in (1, 2, 3)] == [F(25, 648), F(26765, 139968),
                                                     F(5485535, 15116544)]
    small = lambda k: any(all(k[i:i + 4]) for i in range(3))  # noqa: E731
    assert [_target(small, t) for t in (1, 2, 3)] == [F(25, 162), F(259367, 629856),
                                                      F(753572225, 1224440064)]
    large = lambda k: all(k[0:5]) or all(k[1:6])  # noqa: E731
    assert [_target(large, t) for t in (1, 2, 3)] == [F(5, 162), F(40861, 314928),
                                                      F(319695199, 1224440064)]


def test_odds_command_prints_expected_and_exact(capsys) -> None:
    assert odds_main(["turn", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["exact"] == "52225475/3779136" and abs(data["expected"] - 13.8194219525) < 1e-9
    assert odds_main(["turn", "--json", "--rerolls", "1"]) == 0
    assert json.loads(capsys.readouterr().out)["exact"] == "590345/52488"
    assert odds_main(["turn", "--json", "--cap", "10"]) == 0
    assert json.loads(capsys.readouterr().out)["exact"] == "3970655/419904"
    assert odds_main(["turn"]) == 0 and "13.819422" in capsys.readouterr().out
    pos = position_odds([3, 3, 5, 5, 6], 2)
    assert pos["keeps"][0]["keep"] == [3, 3] and pos["keeps"][0]["exact"] == "8087/648"
