"""FOR-EX rivals: legal and explained decisions, consistent answers (F-18.2), one spot offer
a turn, reload determinism, the search finding a won ending, hints and the simulator."""

from __future__ import annotations

import msgspec
import pytest

from ai.forex import evaluation as E
from ai.forex.hints import hints
from ai.forex.make import make_rival
from ai.forex.rival import ForexRival
from ai.forex.tournament import play_one, simulate
from ai.cresus.tournament import Summary
from cresus_tui.games.forex import Game, GameConfig, SeatConfig, new_game
from cresus_tui.games.forex.decisions import Reply, Resolve, Spot
from cresus_tui.games.forex.requests import SpotRequest, TurnRequest
from cresus_tui.games.forex.state import ContractItem, DividendItem, LoanItem

GBP, EUR, USD, CHF, JPY, CAD, CNY = range(7)


def fresh(players: int = 3, seed: int = 1, first: int = 0) -> Game:
    g, _ = new_game(GameConfig(tuple(SeatConfig(f"P{i + 1}") for i in range(players)), seed,
                               first_player=first))
    return g


def drive(game: Game, rivals, max_steps: int = 5000) -> list[str]:
    reasons = []
    for _ in range(max_steps):
        if game.is_over:
            return reasons
        req = game.requests()[0]
        view = game.view(req.seat)
        side = rivals[req.seat].side_decision(view) if isinstance(req, TurnRequest) else None
        choice = side or rivals[req.seat].decide(view, req)
        reasons.append(choice.reason)
        game.submit(req.seat, choice.decision)  # raises if a rival chose something illegal
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("levels", [("easy", "normal", "normal"), ("normal", "easy", "random")])
def test_rivals_play_legal_explained_games(levels) -> None:
    for seed in range(3):
        g = fresh(3, seed)
        reasons = drive(g, [make_rival(lv, seed * 10 + i) for i, lv in enumerate(levels)])
        assert g.is_over and g.ranking()
        assert all(r and "\n" not in r for r in reasons)


def test_hard_rival_plays_a_legal_game() -> None:
    g = fresh(3, 4)
    drive(g, [make_rival("hard", 1), make_rival("normal", 2), make_rival("normal", 3)])
    assert g.is_over


def test_F_18_2_same_offer_same_state_same_answer_and_one_offer_a_turn() -> None:
    g = fresh(2)
    g.state.queue = [LoanItem(0, 1, [[CHF, 8]]), DividendItem(5)]
    g.state.letters[0] = 1
    g.state.seats[1].money[CHF] = 6  # P2 cannot repay its loan: a trade for CHF helps it
    g.submit(0, Spot(1, CHF, EUR))
    req = g.requests()[0]
    assert isinstance(req, SpotRequest)
    rival = ForexRival("normal", 7)
    answers = {rival.decide(g.view(1), req).decision for _ in range(3)}
    twin = Game.decode(g.encode())
    answers.add(ForexRival("normal", 99).decide(twin.view(1), req).decision)
    assert answers == {Reply(True)}
    g.submit(1, Reply(False))
    # the offerer's rival makes no second offer in this turn
    assert ForexRival("normal", 1).side_decision(g.view(0)) is None


def test_rival_refuses_a_trade_that_does_not_help_it() -> None:
    g = fresh(2)
    g.submit(0, Spot(1, GBP, EUR))
    req = g.requests()[0]
    assert ForexRival("normal", 3).decide(g.view(1), req).decision == Reply(False)
    assert ForexRival("easy", 3).decide(g.view(1), req).decision == Reply(False)


def test_rival_spot_offers_cover_a_debt_at_most_one_a_turn() -> None:
    from ai.forex.rival import _shortages

    offers = 0
    for seed in (0, 1):  # games where the normal rival offers (its partners refuse)
        g, _ = new_game(GameConfig(tuple(SeatConfig(f"P{i + 1}") for i in range(4)), seed))
        rivals = [make_rival("normal" if i == 0 else "easy", seed * 31 + i) for i in range(4)]
        turn_offers: dict[int, int] = {}
        while not g.is_over:
            req = g.requests()[0]
            view = g.view(req.seat)
            side = rivals[req.seat].side_decision(view) if isinstance(req, TurnRequest) else None
            if side is not None:
                assert isinstance(side.decision, Spot)
                assert side.decision.get in _shortages(g, req.seat)
                turn_offers[g.state.turn] = turn_offers.get(g.state.turn, 0) + 1
                assert turn_offers[g.state.turn] == 1
                offers += 1
                g.submit(req.seat, side.decision)
                continue
            g.submit(req.seat, rivals[req.seat].decide(view, req).decision)
    assert offers >= 1


def test_search_resolves_a_rivals_unpayable_loan_when_ahead() -> None:
    g = fresh(3)
    g.state.seats[0].money[GBP] = 20  # P1 far ahead
    g.state.queue = [LoanItem(0, 2, [[CNY, 40]]), DividendItem(5)]
    g.state.letters[0] = 2
    choice = ForexRival("normal", 1).decide(g.view(0), g.requests()[0])
    assert choice.decision == Resolve()
    g.submit(0, choice.decision)
    assert g.is_over and g.ranking()[0] == (1, 0)


def test_decisions_are_reload_deterministic() -> None:
    def run(reload_at: int) -> list:
        g = fresh(4, 21)
        rivals = [make_rival(lv, i) for i, lv in enumerate(("easy", "normal", "hard", "easy"))]
        out = []
        step = 0
        while not g.is_over and step < 60:
            if step == reload_at:
                g = Game.decode(g.encode())
            req = g.requests()[0]
            view = g.view(req.seat)
            side = rivals[req.seat].side_decision(view) if isinstance(req, TurnRequest) else None
            c = side or rivals[req.seat].decide(view, req)
            out.append(c.decision)
            g.submit(req.seat, c.decision)
            step += 1
        return out

    assert run(-1) == run(25)


def test_evaluation_terminal_values() -> None:
    g = fresh(2)
    g.state.queue = [LoanItem(0, 1, [[CNY, 40]]), DividendItem(5)]
    g.state.letters[0] = 1
    g.submit(0, Resolve())
    assert E.score(g, 0) == E.WIN and E.score(g, 1) == -E.WIN
    h = fresh(2)
    assert E.score(h, 0) == pytest.approx(0.0) and E.strongest(h) == GBP


def test_hints_explain_rate_effects() -> None:
    g = fresh(2)
    hs = hints(g.view(0))
    assert hs and len(hs) <= 8
    invest = next(h for h in hs if h.action.startswith("invest"))
    assert "→" in invest.effect or "now over" in invest.effect
    g.state.queue.append(ContractItem(0, 1, GBP, 2, EUR, 3))
    assert hints(g.view(1)) == []  # not P2's turn
    from ai.forex.hints import effect
    from cresus_tui.games.forex.decisions import Contract

    assert "no rate moves" in effect(g, Contract(GBP, EUR, 1))


def test_simulate_has_the_keys_of_cresus_simulate() -> None:
    r = simulate(6, 3, 5)
    keys = set(Summary.__struct_fields__)
    assert keys <= set(r) and r["games"] == 6 and r["errors"] == []
    assert abs(sum(r["win_share_by_entrant"]) - 1.0) < 1e-6
    msgspec.json.encode(r)
    with pytest.raises(ValueError):
        simulate(1, 2, 0, ["wizard", "random"])
    res = play_one(["normal", "random"], 3)
    assert not res.error and res.winners
