"""`cresus odds` (ai/odds.py): exact expected gains under optimal play (C-5.12, C-9.3)."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from ai.dice import game_solver, sale_solver
from ai.cresus.odds import odds, valid_subjects
from cresus_tui.cli import main
from cresus_tui.games.cresus.cards import load_rules

RULES = load_rules()


@pytest.mark.parametrize(("game", "expected"), [
    ("roulette", "7.17"), ("chance", "22.45"), ("course-hippique", "27.38"),
    ("poker", "65.06"), ("machine-a-sous", "52.25"),
])
def test_c9_3_game_expected_gain_matches_published_value(game: str, expected: str) -> None:
    exact = game_solver(RULES.games[game], exact=True).expected()
    assert isinstance(exact, Fraction)
    assert round(exact, 2) == Fraction(expected)
    assert odds(game)["expected"] == pytest.approx(float(exact), abs=1e-9)


@pytest.mark.parametrize(("game", "p_win"), [("course-de-voitures", "0.2246"),
                                             ("open-de-golf", "0.2845")])
def test_c9_3_combo_game_success_probability(game: str, p_win: str) -> None:
    g = RULES.games[game]
    exact = game_solver(g, exact=True).expected() / g.gain
    assert round(exact, 4) == Fraction(p_win)
    assert odds(game)["p_win"] == pytest.approx(float(exact), abs=1e-9)


def test_roulette_distribution_is_exact_binomial_of_red_faces() -> None:
    # one throw: no choice, the number of red faces is Binomial(6, 1/6)
    from math import comb
    data = odds("roulette")
    probs = {row["gain"]: row["probability"] for row in data["distribution"]}
    p = lambda k: comb(6, k) * 5 ** (6 - k) / 6 ** 6  # noqa: E731
    assert probs[0] == pytest.approx(p(0) + p(1))
    assert probs[10] == pytest.approx(p(2))
    assert probs[1000] == pytest.approx(p(6))
    assert data["net"] == pytest.approx(data["expected"] - 10)


def test_c5_12_share_odds_on_origin_market() -> None:
    share = RULES.shares["LON-5"]
    data = odds("lon-5")
    assert data["subject"] == "LON-5" and data["kind"] == "share"
    assert [row["faces"] for row in data["distribution"]] == [1, 2, 3, 4, 5, 6]
    assert [row["gain"] for row in data["distribution"]] == list(share.table)
    assert sum(row["probability"] for row in data["distribution"]) == pytest.approx(1.0)
    exact = sale_solver(share.table, share.throws, exact=True).expected()
    assert data["expected"] == pytest.approx(float(exact), abs=1e-9)
    assert sum(r["gain"] * r["probability"] for r in data["distribution"]) == pytest.approx(
        data["expected"])
    assert data["expected_with_expert"] > data["expected"]


def test_one_throw_share_is_the_plain_distribution_of_the_largest_colour_group() -> None:
    # a single throw: P(all six different) = 6!/6^6
    data = odds("LON-7")
    assert data["distribution"][0]["probability"] == pytest.approx(720 / 6 ** 6)


def test_unknown_subject_lists_valid_names() -> None:
    with pytest.raises(KeyError, match="roulette"):
        odds("nothing")
    assert "TOK-8" in valid_subjects() and "poker" in valid_subjects()


def test_cli_odds_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "poker", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["expected"] == pytest.approx(65.06, abs=0.005)
    assert isinstance(data["distribution"], list)


def test_cli_odds_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "SYD-4"]) == 0
    assert "expected" in capsys.readouterr().out


def test_cli_odds_unknown_exits_2_with_valid_names(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["odds", "blackjack"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "blackjack" in err and "course-de-voitures" in err and "LON-1" in err
