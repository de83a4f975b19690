"""Big Money rivals (B-12.3): exact keeps, the purchase valuation, levels, personalities,
reasons, reload-determinism, and the simulator's keys (B-13)."""

from __future__ import annotations

import random

import msgspec
import pytest

from ai.bigmoney import LEVELS, PERSONALITIES, make, make_rival
from ai.bigmoney.dice import best_keep
from ai.bigmoney.rival import TURN_MEAN
from ai.bigmoney.tournament import simulate
from ai.cresus.tournament import Summary
from cresus_tui.games.bigmoney import Buy, Game, Pass, Reroll, Roll, Stop
from cresus_tui.games.bigmoney.random_player import legal_decisions
from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest

from .helpers import arranged, fresh


def drive(game, rivals, check=None, limit=5000):
    for _ in range(limit):
        if game.is_over:
            return
        req = game.requests()[0]
        view = game.view(req.seat)
        choice = rivals[req.seat].decide(view, req)
        if check:
            check(game, view, req, choice)
        game.submit(req.seat, choice.decision)
    raise AssertionError("no end")


def test_B_12_3_keeps_are_the_exact_expectimax_keeps_capped_by_the_bank() -> None:
    rival = make("normal", seed=1)
    game = arranged([0, 0], [["TEC-0"], ["VOY-0"]], 500)
    game.state.rng.forced = [5, 3, 3, 5, 5, 6]
    game.submit(0, Roll())
    req = game.requests()[0]
    choice = rival.decide(game.view(0), req)
    assert choice.decision == Reroll((0, 1)) and "3-3" in choice.reason
    # with 5 Z in the bank, keeping 3-3 for more is pointless: the cap changes the keep
    poor = arranged([0, 0], [["TEC-0"], ["VOY-0"]], 5)
    poor.state.rng.forced = [5, 3, 3, 5, 5, 6]
    poor.submit(0, Roll())
    assert rival.decide(poor.view(0), poor.requests()[0]).decision == Stop()
    assert best_keep((3, 3, 5, 5, 6), 2, cap=5)[0] == (0, 1, 2, 3, 4)


def test_B_12_3_purchase_valuation_formula() -> None:
    rival = make("normal")
    game = arranged([100, 0], [["TEC-0", "TEC-1"], ["VOY-0"]], 600,
                    market=["TEC-5", "VOY-S15", "ALI-3", "SPO-6"])
    view = game.view(0)
    d = (5 + 5 + 3 + 5) / 6  # TEC: 5 + 5 + bonus 3 for seat 0; VOY: 5 for seat 1
    t = 600 / (TURN_MEAN + d)
    assert rival.turns_left(view) == pytest.approx(t)
    assert rival.card_worth(view, "TEC-5", t) == pytest.approx(t / 6 * (15 + 3) - 15)
    assert rival.card_worth(view, "VOY-S15", t) == pytest.approx(
        (1 - (5 / 6) ** t) * (30 + 0) - 15)
    assert rival.card_worth(view, "ALI-3", t) == pytest.approx(t / 6 * (10 + 0) - 10)
    game.state.rng.forced = [5, 1, 2, 3, 5, 6]
    game.submit(0, Roll())
    game.submit(0, Stop())
    choice = rival.decide(game.view(0), game.requests()[0])
    assert choice.decision == Buy(0) and choice.reason.startswith("buys TEC-5")


def test_B_12_3_never_buys_after_the_trigger_and_passes_near_the_end() -> None:
    rival = make("normal")
    game = arranged([100, 0], [["TEC-0"], ["VOY-0"]], 20,
                    market=["TEC-5", "VOY-S15", "ALI-3", "SPO-6"])
    game.state.rng.forced = [4, 1, 2, 3, 5, 6]
    game.submit(0, Roll())
    game.submit(0, Stop())
    assert rival.decide(game.view(0), game.requests()[0]).decision == Pass()
    game.state.triggered = True
    choice = rival.decide(game.view(0), game.requests()[0])
    assert choice.decision == Pass() and "dry" in choice.reason


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("personality", PERSONALITIES)
def test_every_rival_plays_legal_decisions_with_a_reason(level: str, personality: str) -> None:
    rivals = [make(level, personality, seed=i) for i in range(3)]

    def check(game, view, req, choice):
        assert choice.reason
        d = choice.decision
        if isinstance(d, Reroll):
            d = Reroll(tuple(sorted(d.keep)))
        assert d in legal_decisions(req)

    for seed in range(3):
        drive(fresh(3, seed), rivals, check)


def test_rivals_decide_the_same_after_a_reload() -> None:
    game = fresh(4, 11)
    rivals = [make("easy", seed=i) for i in range(4)]
    for _ in range(60):
        req = game.requests()[0]
        view = game.view(req.seat)
        first = rivals[req.seat].decide(view, req)
        back = Game.decode(game.encode())
        again = make("easy", seed=req.seat).decide(back.view(req.seat), back.requests()[0])
        assert first == again
        game.submit(req.seat, first.decision)


def test_unknown_level_or_personality_is_refused() -> None:
    with pytest.raises(ValueError):
        make("expert")
    with pytest.raises(ValueError):
        make("normal", "pirate")
    with pytest.raises(TypeError):
        make().decide(fresh(2).view(0), object())
    assert make().side_decision(fresh(2).view(0)) is None
    assert make_rival("random").decide(fresh(2).view(0), fresh(2).requests()[0]).decision == Roll()


def test_personalities_differ_in_spirit() -> None:
    """A flambeur buys more than a rusé over the same games."""
    def purchases(personality):
        total = 0
        for seed in range(20):
            game = fresh(4, seed)
            drive(game, [make("normal", personality, seed=i) for i in range(4)])
            total += sum(s.purchases for s in game.state.seats)
        return total
    assert purchases("flambeur") > purchases("") > purchases("ruse")


def test_simulate_returns_the_keys_of_cresus_simulate() -> None:
    out = simulate(12, 3, seed=4, rivals=["normal", "random", "easy"], timed=True, detail=True)
    assert set(out) - {"bigmoney"} == set(Summary.__struct_fields__)
    msgspec.convert({k: v for k, v in out.items() if k != "bigmoney"}, Summary)
    assert out["errors"] == [] and out["games"] == 12
    assert sum(out["win_share_by_entrant"]) == pytest.approx(1.0, abs=1e-3)
    assert out["bigmoney"]["unequal_turn_games"] == 0
    assert out["bigmoney"]["invariant_failures"] == 0
    with pytest.raises(ValueError):
        simulate(1, rivals=["normal"])


def test_B_13_1_sensible_games_resemble_the_calibration() -> None:
    """B-13.1 (a small fixed sample; the benchmark runs thousands): 4 sensible players last
    about 7.7 rounds, dividends are most of the income."""
    out = simulate(60, rivals=["sensible"] * 4, seed=100, detail=True)
    bm = out["bigmoney"]
    assert 6.5 <= out["mean_turns"] <= 9.0
    assert 0.55 <= bm["income_share"]["dividends"] <= 0.75
    assert bm["max_total_turns"] <= 200


def test_B_13_2_one_sensible_rival_beats_random_legal_ones() -> None:
    """B-13.2 (fixed seeds, so the figure is exact): normal vs 3 random-legal."""
    out = simulate(100, rivals=["normal", "random", "random", "random"], seed=0)
    assert out["win_share_by_entrant"][0] >= 0.85


def test_random_rival_is_uniform_and_seeded() -> None:
    game = fresh(2, 1)
    game.submit(0, Roll())
    view, req = game.view(0), game.requests()[0]
    assert isinstance(req, DiceRequest)
    a = make_rival("random", seed=5).decide(view, req)
    b = make_rival("random", seed=5).decide(view, req)
    assert a == b
    assert isinstance(BuyRequest, type) and random  # imported types used by the file


def test_playouts_rebuild_the_public_facts_and_shuffle_the_hidden_ones() -> None:
    """B-12.1: a rival's playout starts from a game that agrees with its view in every public
    fact; the decks it plays with are its own random guess."""
    from ai.bigmoney.playout import play_out, playout_scores, rebuild

    game = fresh(4, 8)
    rivals = [make("normal", seed=i) for i in range(4)]
    for _ in range(40):
        req = game.requests()[0]
        game.submit(req.seat, rivals[req.seat].decide(game.view(req.seat), req).decision)
    view = game.view(game.state.active)
    state = rebuild(view, game.rules, random.Random(1))
    copy = Game(state, game.rules)
    assert copy.check() == ""
    assert msgspec.structs.replace(copy.view(view.seat), decisions=view.decisions) == view
    assert sorted(state.deck) == sorted(game.state.deck)
    play_out(copy)
    assert copy.is_over
    game.submit(view.seat, Roll()) if game.state.stage == "roll" else None
    while game.state.stage != "buy" or not game.requests()[0].affordable:
        req = game.requests()[0]
        game.submit(req.seat, rivals[req.seat].decide(game.view(req.seat), req).decision)
    view = game.view(game.state.active)
    scores = playout_scores(view, [Pass()], 2, random.Random(3), game.rules)
    assert len(scores) == 1 and -1 <= scores[0] <= 1.1
    hard = make("hard", params=make("hard").params._replace(rollouts=2, rollout_turns=1e9))
    choice = hard.decide(view, game.requests()[0])
    assert "playouts" in choice.reason
