"""`odds` and `hint` (issue #6): values in scripted positions equal ai/dice.py's exact values;
the hint for a throw is the optimizer's best keep; every request kind gets a hint whose command
parses back to the rival's decision."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from ai.dice import counts_of, game_solver, keep_indices, sale_solver
from ai.cresus.rival import legal_decisions
from cresus_tui.games.cresus import load_rules
from cresus_tui.games.cresus.decisions import Keep, Stop
from cresus_tui.games.cresus.requests import EntryRequest, SellRequest, ThrowRequest
from cresus_tui.play.cresus.commands import Action, parse
from cresus_tui.play.cresus.tutorial import Tutorial
from cresus_tui.tutorials.cresus.advice import (
    coach_comment, command_for, hint_data, hint_text, odds_data, odds_text,
)

RULES = load_rules()


def at(lesson_id: str, step: int) -> Tutorial:
    t = Tutorial.start(lesson_id)
    while t.index < step:
        assert t.try_command(t.current_step.hint).advanced
    return t


def test_sale_odds_are_the_exact_optimizer_values() -> None:
    """Selling LON-4 on Tokyo with the Expert Marché: 3 throws, dice Y Y R Y O B, 2 left."""
    t = at("selling", 8)
    req = t.request
    assert isinstance(req, ThrowRequest) and req.purpose == "sale" and req.subject == "LON-4"
    assert req.throws == 3 and req.throws_left == 2
    share = RULES.shares["LON-4"]
    premium = RULES.sectors[share.sector].premium
    solver = sale_solver(share.table, 3, exact=True)
    counts = counts_of(req.dice)
    data = odds_data(t.view, RULES, exact=True)
    assert data is not None and data["premium"] == premium == 15
    keep, ev = solver.best_keep(counts, 2)
    assert data["best"]["expected"] == ev + premium
    assert isinstance(data["best"]["expected"], Fraction)
    assert data["best"]["keep"] == keep_indices(req.dice, keep) == [0, 1, 3]
    dist = solver.distribution(counts, 2, outcome=max)
    got = {row["faces"]: row["probability"] for row in data["best"]["outcomes"]}
    assert got == dist and sum(got.values()) == 1
    for row in data["best"]["outcomes"]:
        assert row["gain"] == share.table[row["faces"] - 1] + premium
    assert data["as_is"]["expected"] == solver.score(counts) + premium
    assert data["as_is"]["outcomes"] == [{"label": "3 of one colour", "faces": 3,
                                          "gain": share.table[2] + premium,
                                          "probability": 1}]
    for k in data["keeps"]:
        kc = counts_of([req.dice[i] for i in k["keep"]])
        assert k["expected"] == solver.keep_value(counts, 2, kc) + premium
    # the float mode shows the same numbers
    flt = odds_data(t.view, RULES)
    assert flt["best"]["expected"] == pytest.approx(float(ev + premium))
    text = odds_text(t.view, RULES)
    assert f"{float(ev + premium):.1f}" in text and "`keep 1 2 4`" in text
    # `odds` through the tutorial is the same text and does not advance
    fb = t.try_command("odds")
    assert fb.messages == [text] and not fb.advanced and t.index == 8


def test_gamble_odds_are_exact() -> None:
    """Chance, dice R G R B R V, one throw left."""
    t = at("cresus-cards", 4)
    req = t.request
    assert isinstance(req, ThrowRequest) and req.subject == "chance"
    solver = game_solver(RULES.games["chance"], exact=True)
    counts = counts_of(req.dice)
    data = odds_data(t.view, RULES, exact=True)
    keep, ev = solver.best_keep(counts, 1)
    assert data["best"]["expected"] == ev
    assert data["premium"] == 0
    dist = solver.distribution(counts, 1)
    assert {row["gain"]: row["probability"] for row in data["best"]["outcomes"]} == dist
    assert data["as_is"]["expected"] == solver.score(counts) == 40


def test_tournament_odds_count_faces() -> None:
    t = at("cresus-cards", 6)
    req = t.request
    assert isinstance(req, ThrowRequest) and req.purpose == "tournament"
    solver = game_solver(RULES.games[req.subject], exact=True, tournament=True)
    data = odds_data(t.view, RULES, exact=True)
    assert data["best"]["expected"] == solver.best_keep(counts_of(req.dice), 2)[1]
    assert "M" not in odds_text(t.view, RULES).split("\n")[1]


def test_sell_and_entry_odds() -> None:
    t = at("selling", 7)
    req = t.request
    assert isinstance(req, SellRequest) and req.experts
    data = odds_data(t.view, RULES, exact=True)
    rows = {r["share"]: r for r in data["shares"]}
    for sid in ("LON-4", "LON-1"):
        share = RULES.shares[sid]
        prem = RULES.sectors[share.sector].premium
        assert rows[sid]["expected"] == sale_solver(share.table, share.throws,
                                                    exact=True).expected() + prem
        assert rows[sid]["expected_with_expert"] == sale_solver(
            share.table, share.throws + 1, exact=True).expected() + prem
    t = at("cresus-cards", 3)
    req = t.request
    assert isinstance(req, EntryRequest) and req.game == "chance"
    data = odds_data(t.view, RULES, exact=True)
    ev = game_solver(RULES.games["chance"], exact=True).expected()
    assert data["expected"] == ev and data["net"] == ev - 20
    assert float(ev) == pytest.approx(22.45, abs=0.01)  # the spec's reference value (C-9.3)


def test_tournament_entry_odds_are_the_takes_from_the_pot() -> None:
    """`odds` at a tournament's entry (C-9.2) gives that decision's odds, not "no odds" (a
    play-test): one rival can enter, so one row, the take from a pot of two entries."""
    from ai.cresus.valuation import tournament_takes

    t = at("cresus-cards", 5)
    req = t.request
    assert isinstance(req, EntryRequest) and req.tournament and req.entry == 20
    data = odds_data(t.view, RULES)
    assert data["kind"] == "tournament" and data["name"] == RULES.games[req.game].name
    takes = tournament_takes(req.game, 20, 1, RULES)
    [row] = data["rows"]
    assert row["others"] == 1 and row["pot"] == 40
    assert row["expected"] == pytest.approx(sum(k * p for k, p in takes.items()))
    assert row["p_pot"] == pytest.approx(takes[40])
    assert 0 < row["p_pot"] < row["p_share"] <= 1
    text = odds_text(t.view, RULES)
    assert "No odds" not in text
    assert f"if 1 other enters (pot 40 M): {row['expected']:.1f} M (net " in text
    assert "-0.0" not in text


@pytest.mark.parametrize("lesson_id,step", [("selling", 7), ("selling", 8), ("cresus-cards", 3),
                                            ("cresus-cards", 5), ("cresus-cards", 6),
                                            ("first-steps", 2)])
def test_odds_text_is_plain_text(lesson_id: str, step: int) -> None:
    """The story shows an answer as plain text: markup in it was shown raw ("[b]Odds — …")."""
    text = odds_text(at(lesson_id, step).view, RULES)
    assert "[" not in text and "]" not in text


def test_no_odds_outside_dice() -> None:
    t = at("first-steps", 2)
    assert odds_data(t.view, RULES) is None
    assert "No odds" in odds_text(t.view, RULES)


@pytest.mark.parametrize("lesson_id,step", [("selling", 8), ("selling", 9), ("cresus-cards", 4),
                                            ("cresus-cards", 6), ("cresus-cards", 7),
                                            ("selling", 11)])
def test_throw_hint_is_the_best_keep(lesson_id: str, step: int) -> None:
    t = at(lesson_id, step)
    req = t.request
    assert isinstance(req, ThrowRequest)
    if req.purpose == "sale":
        solver = sale_solver(RULES.shares[req.subject].table, req.throws)
    else:
        solver = game_solver(RULES.games[req.subject], tournament=req.purpose == "tournament")
    best, ev = solver.best_keep(counts_of(req.dice), req.throws_left)
    data = hint_data(t.view, RULES)
    parsed = parse(data["command"], t.view, RULES)
    assert isinstance(parsed, Action)
    d = parsed.decision
    kept = req.dice if isinstance(d, Stop) else [req.dice[i] for i in d.dice]
    assert counts_of(kept) == best
    assert f"`{data['command']}`" in hint_text(t.view, RULES)
    # and the command is right for the lesson: typing it advances
    assert t.try_command(data["command"]).advanced


def test_hint_and_odds_for_every_request_kind() -> None:
    """Through a whole coached game: the hint's command parses back to the rival's decision
    (keep-all is stop), odds never fail, and command_for round-trips every legal decision."""
    t = Tutorial.start("first-game")
    kinds = set()
    while not t.done:
        view, req = t.view, t.request
        kinds.add(type(req).__name__)
        data = hint_data(view, RULES)
        text = hint_text(view, RULES)
        assert re.search(r"`[^`]+`", text)
        parsed = parse(data["command"], view, RULES)
        assert isinstance(parsed, Action), (data["command"], parsed)
        want = data["decision"]
        if isinstance(want, Keep) and len(want.dice) == len(view.dice):
            want = Stop()
        assert parsed.decision == want
        odds_text(view, RULES)
        for d in legal_decisions(view, req, RULES)[:30]:
            back = parse(command_for(d, view, RULES), view, RULES)
            if isinstance(d, Keep) and len(d.dice) == len(view.dice):
                d = Stop()
            assert isinstance(back, Action) and back.decision == d, (d, back)
        assert coach_comment(view, req, data["decision"], RULES).startswith("Coach:")
        assert t.try_command(data["command"]).advanced
    assert {"BidRequest", "MoveRequest", "BuyRequest", "LuxuryRequest"} <= kinds
