"""The post-game review against hand-computed values (a scripted game), luck against skill,
the three costliest decisions, the chart's table, and a full game's review."""

from __future__ import annotations

from fractions import Fraction
from math import comb

import pytest

from cresus_tui.games.cresus import GameConfig, Scenario, SeatConfig, new_game
from cresus_tui.games.cresus import decisions as D
from cresus_tui.games.cresus import requests as R
from cresus_tui.play.review.analysis import chart_table, costliest, render_text, review
from cresus_tui.play.review.record import record_of, replay

from .helpers import play

RED, BLUE = 0, 1


def scripted_game():
    """Two seats. Turn 1: nobody bids for the Monopole; you go to London, the rival to New
    York; Roulette on London (you play it, dice: no red); you buy LON-4 (2 throws, table
    0/10/50/135/230/280) and LON-1, and sell LON-4: five reds and a blue, and you stop."""
    sc = Scenario(experts=("monopoly-1", "partner-1"), cresus=(7, 15),
                  piles=(("LON-4", "LON-1"),) + ((),) * 5, first_player=0,
                  dice=(BLUE,) * 6 + (RED,) * 5 + (BLUE,))
    cfg = GameConfig((SeatConfig("Ann", "human"), SeatConfig("Bob", "rival", "hard")), 9, sc)
    game, _ = new_game(cfg)
    answers = {
        (0, R.BidRequest): D.Bid(0), (1, R.BidRequest): D.Bid(0),
        (0, R.MoveRequest): D.Move(0), (1, R.MoveRequest): D.Move(1),
        (0, R.EntryRequest): D.Answer(True),
        (0, R.BuyRequest): D.Buy(("LON-4", "LON-1")), (1, R.BuyRequest): D.Buy(()),
        (0, R.SellRequest): D.Sell("LON-4"),
        (0, R.ThrowRequest): D.Stop(),
    }
    for _ in range(40):
        req = game.requests()[0]
        if isinstance(req, R.ThrowRequest) and req.purpose == "sale":
            game.submit(req.seat, D.Stop())
            break
        game.submit(req.seat, answers[(req.seat, type(req))])
    return game


def test_scripted_review_matches_hand_computed_values() -> None:
    game = scripted_game()
    r = review(replay(record_of(game)), 0)
    by_kind = {v.kind: v for v in r.verdicts}
    # Stopping on five reds with one throw left: 230 M now, or keep the five and throw the
    # blue again: 1/6 × 280 + 5/6 × 230 = 238.33 M. Loss 50/6 = 8.33 M, exact.
    stop = by_kind["stop"]
    assert stop.exact and stop.loss == pytest.approx(50 / 6, abs=0.01)
    assert stop.best == "You keep dice 1 2 3 4 5 and throw again"
    # Roulette: one throw of six dice, 10 M entry, k red faces pay 10/60/200/500/1000 M for
    # k = 2..6: expectation sum C(6,k)(1/6)^k(5/6)^(6-k) × gain = 7.175 M < 10 M.
    gains = (10, 60, 200, 500, 1000)
    ev = sum(comb(6, k) * Fraction(1, 6) ** k * Fraction(5, 6) ** (6 - k) * gains[k - 2]
             for k in range(2, 7))
    entry = by_kind["entry"]
    assert entry.exact and entry.loss == pytest.approx(float(10 - ev), abs=0.01)
    assert entry.chosen == "You play Roulette for 10 M" and entry.best == "You skip Roulette"
    # the costliest decision is the stop; the exact ones come in order of their loss
    assert r.costliest[0].kind == "stop"
    exact = [v.kind for v in sorted(r.verdicts, key=lambda v: -(v.loss or 0)) if v.exact]
    assert exact[:2] == ["stop", "entry"]
    # luck: the sale paid 230 M, the roulette 0 M; expectations 7.175 M (roulette) and the
    # sale's optimal-play value; the keep loss is added back to luck (luck + skill = result
    # minus expectation)
    from ai.dice import sale_solver
    from cresus_tui.games.cresus.cards import load_rules

    sale_ev = float(sale_solver(load_rules().shares["LON-4"].table, 2).expected())
    me = r.luck[0]
    assert me.luck == pytest.approx(230 + 0 - sale_ev - float(ev) + 50 / 6, abs=0.06)
    assert me.skill_exact == pytest.approx(50 / 6 + float(10 - ev), abs=0.06)
    text = render_text(r)
    assert "1. Turn 1: You stop throwing — 8.3 M lost (exact)." in text


def test_costliest_orders_by_loss_and_skips_zero() -> None:
    from cresus_tui.play.review.analysis import Verdict

    vs = [Verdict(i, 1, 0, "k", f"d{i}", "", loss, exact, "")
          for i, (loss, exact) in enumerate([(0.0, True), (5.0, False), (5.0, True),
                                             (None, False), (9.0, False), (1.0, True)])]
    assert [v.index for v in costliest(vs)] == [4, 2, 1]


@pytest.fixture(scope="module")
def full_review():
    s = play(seed=7)
    return s, review(replay(record_of(s.game)), 0)


def test_a_full_game_review(full_review) -> None:
    s, r = full_review
    humans = [e for e in s.game.state.log if e.seat == 0]
    assert len(r.verdicts) == len(humans)
    assert len(r.costliest) == 3
    assert r.costliest[0].loss >= r.costliest[1].loss >= r.costliest[2].loss > 0
    assert all(v.why for v in r.costliest)
    assert [x.final_money for x in r.luck] == [p.cash for p in s.game.state.seats]
    assert r.money[0] == (1, [100, 100, 100, 100])
    assert r.money[-1][1] == [p.cash for p in s.game.state.seats]
    assert r.counters[-1][1]["luxuries"] == [p.luxuries for p in s.game.state.seats]
    table = chart_table(r)
    assert table[1].split() == [f"T{t}" for t in range(1, 11)] + ["end"]
    assert all(len(line) <= 80 for line in table)


@pytest.mark.parametrize("seed,level", [(1, "easy"), (2, "hard"), (3, "normal")])
def test_every_human_decision_is_judged_in_other_games(seed: int, level: str) -> None:
    s = play(seed=seed, rivals=2 + seed % 3, level=level, human_level=level)
    r = review(replay(record_of(s.game)), 0)
    assert len(r.verdicts) == sum(1 for e in s.game.state.log if e.seat == 0)
    assert all(v.loss is None or v.loss >= 0 for v in r.verdicts)
    assert not any(v.why.startswith("Not analysed") for v in r.verdicts)
    assert [v.index for v in r.verdicts] == sorted(v.index for v in r.verdicts)
