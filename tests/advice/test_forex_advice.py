"""FOR-EX advice: the hint, the hard rival and the review judge alike (one evaluator,
``ai.forex.evaluator``), and no hint leads to a certain bankruptcy when another move does not."""

from __future__ import annotations

import pytest

from ai.forex import evaluation as E
from ai.forex.evaluator import loss, options
from ai.forex.make import make_rival
from ai.forex.rival import contract_values
from cresus_tui.games.forex import Game, GameConfig, new_game
from cresus_tui.games.forex.decisions import Choose, Contract, Resolve
from cresus_tui.games.forex.requests import ChooseRequest, TurnRequest
from cresus_tui.games.forex.state import Scenario
from cresus_tui.games.protocol import SeatConfig
from cresus_tui.play.forex import commands
from cresus_tui.play.forex.teller import hint_lines
from cresus_tui.play.forex.review import review
from cresus_tui.play.review.record import record_of, replay

from .follow import follow


def _hint(view, req):
    return hint_lines(view)


def _parse(text, view):
    return commands.parse(text, view, Game.from_view(view).data)


@pytest.mark.parametrize("block", range(5))
def test_following_the_hint_is_never_charged_in_the_review(block: int) -> None:
    """50 games (5 blocks of 10, 3 players): the human types the command its hint names at every
    decision, it is accepted as typed, and the review charges each decision at most 0.5 units."""
    for seed in range(block * 10, block * 10 + 10):
        s, typed = follow("forex", seed, _hint, _parse, players=3)
        r = review(replay(record_of(s.game)), 0)
        judged = [v for v in r.verdicts if v.loss is not None]
        assert len(judged) == len(typed)
        assert max(v.loss for v in judged) <= 0.5, [v for v in judged if v.loss > 0.5]


def _final_dividend_next(seed: int = 4) -> Game:
    """A 3-player game played by normal rivals until only the final dividend is left and
    seat 0 is to play."""
    game, _ = new_game(GameConfig(tuple(SeatConfig(n) for n in "ABC"), seed))
    rivals = [make_rival("normal", i) for i in range(3)]
    for _ in range(5000):
        req = game.requests()[0]
        if game.state.dividends_paid == len(game.data.dividends) - 1 and req.seat == 0 and \
                type(req).__name__ == "TurnRequest" and game.free_letter():
            return game
        game.submit(req.seat, rivals[req.seat].decide(game.view(req.seat), req).decision)
        assert not game.is_over
    raise AssertionError("no such position")


def _bankrupt_if_all_resolve(game: Game, seat: int, decision) -> bool:
    """The engine's own answer: after ``decision``, every player only resolves (F-11, F-13;
    tie choices the first option) until the game ends; whether ``seat`` goes bankrupt."""
    g = game.clone()
    g.submit(seat, decision)
    while not g.is_over:
        r = g.requests()[0]
        g.submit(r.seat, Resolve() if isinstance(r, TurnRequest) else Choose(r.options[0]))
    return g.state.bankrupt == seat


def test_F_13_a_contract_that_ends_in_an_unpaid_loan_ranks_below_every_other() -> None:
    """F-11.3, F-12.5, F-13.1, F-15.1: with only the final dividend left, a contract whose loan
    the seat cannot repay in the end phase (the final dividend on its certificates counted,
    F-12.1) is a bankruptcy; the evaluation counts it as one, so it ranks below every contract
    that does not end so, and neither the hint nor the hard rival queues one."""
    game = _final_dividend_next()
    assert E.end_phase_from(game) <= len(game.state.queue)
    values = dict((d, v) for v, d in contract_values(game, 0))
    bad = {d for d in values if _bankrupt_if_all_resolve(game, 0, d)}
    assert bad and len(bad) < len(values)
    worst_safe = min(v for d, v in values.items() if d not in bad)
    assert all(values[d] < worst_safe for d in bad)
    view = game.view(0)
    req = game.requests()[0]
    best = options(view, req)[0].decision
    assert best == make_rival("hard").decide(view, req).decision
    assert best not in bad
    cur = game.data.currencies
    lines = hint_lines(view)
    assert lines[0].startswith("Hint: ") and not any(
        lines[0] == f"Hint: contract pay {cur[d.pay]} get {cur[d.get]} {d.n}" for d in bad)


EUR, CNY, GBP, USD = 1, 6, 0, 2


def _before_the_final_dividend(queue_it: bool) -> Game:
    """4 players, seat 0 holding 4 EUR (2 of everything else, 40 CNY when ``queue_it``), no
    certificates; EUR–CNY at 1:6 (CNY weakened three times, F-5.2). The 4th dividend is resolved
    by seat 3, two small payable contracts of seats 1 and 2 (or 2 and 3) are queued, and it is
    seat 0's turn with only the final dividend left. With ``queue_it`` seat 0 has itself queued
    "pay 10 EUR get 60 CNY" ahead of the final dividend (the issue's hard rival did)."""
    mine = [4] * 7
    mine[EUR] = 8
    if queue_it:
        mine[CNY] = 80
    money = (tuple(mine),) + ((4,) * 7,) * 3
    sc = Scenario(money=money, dividends_paid=3, weaken=(CNY, CNY, CNY))
    game, _ = new_game(GameConfig(tuple(SeatConfig(f"P{i}") for i in range(4)), 7,
                                  first_player=0 if queue_it else 1, scenario=sc))
    if queue_it:
        game.submit(0, Contract(EUR, CNY, 10))
        game.submit(1, Resolve())
        _choose_gbp(game)
        game.submit(2, Contract(GBP, USD, 1))
        game.submit(3, Contract(USD, GBP, 1))
    else:
        game.submit(1, Contract(GBP, USD, 1))
        game.submit(2, Contract(USD, GBP, 1))
        game.submit(3, Resolve())
        _choose_gbp(game)
    assert game.requests()[0].seat == 0 and game.state.dividends_paid == 4
    assert game.state.seats[0].money[EUR] == 8  # 4 EUR
    assert game.contract_amounts(EUR, CNY, 10) == (20, 120)  # pay 10 EUR, get 60 CNY
    return game


def _choose_gbp(game: Game) -> None:
    r = game.requests()[0]
    if isinstance(r, ChooseRequest):  # F-12.4: nobody holds a certificate, all seven tie
        game.submit(r.seat, Choose(GBP))


def test_holding_4_EUR_before_the_final_dividend_pay_10_EUR_get_60_CNY_is_not_advised() -> None:
    """The issue's case: the contract would be resolved in the end phase with 4 EUR in hand, its
    loan of 11 EUR (F-11.3) then bankrupts the seat (F-13.1, F-15.1): it is neither the hint nor
    the hard rival's choice, and it is valued below Resolve."""
    game = _before_the_final_dividend(queue_it=False)
    bad = Contract(EUR, CNY, 10)
    assert _bankrupt_if_all_resolve(game, 0, bad)
    view, req = game.view(0), game.requests()[0]
    opts = options(view, req)
    assert opts[0].decision != bad
    assert make_rival("hard").decide(view, req).decision != bad
    assert hint_lines(view)[0] != "Hint: contract pay EUR get CNY 10"
    value = {o.decision: o.value for o in opts}
    assert value[bad] < value[Resolve()]


def test_F_11_4_an_unpayable_contract_ahead_of_the_final_dividend_is_rescued_by_the_hint() -> None:
    """Seat 0 queued "pay 10 EUR get 60 CNY" holding 4 EUR; with only the final dividend left
    that contract fails, its loan goes behind the final dividend and bankrupts the seat in the
    end phase (F-11.3, F-13.1, F-15.1) unless a contract queued now brings EUR first. The
    evaluation used to see no risk there (it looked only behind the dividend): the hint was
    "invest CNY USD", a certain bankruptcy. Now the hint and the hard rival queue the rescue."""
    game = _before_the_final_dividend(queue_it=True)
    assert _bankrupt_if_all_resolve(game, 0, Resolve())
    view, req = game.view(0), game.requests()[0]
    best = options(view, req)[0].decision
    assert best == make_rival("hard").decide(view, req).decision
    assert isinstance(best, Contract) and best.get == EUR
    assert not _bankrupt_if_all_resolve(game, 0, best)
    cur = game.data.currencies
    assert hint_lines(view)[0] == f"Hint: contract pay {cur[best.pay]} get EUR {best.n}"


def test_a_contract_hint_says_what_happens_if_it_cannot_be_paid() -> None:
    """The risk line of a contract (F-11.3, F-15.1): the loan it becomes and what the seat will
    hold when it is resolved."""
    from cresus_tui.play.forex.teller import contract_risk

    game, _ = new_game(GameConfig(tuple(SeatConfig(n) for n in "ABC"), 2))
    seat = game.requests()[0].seat
    risk = contract_risk(game, seat, Contract(4, 6, 10))
    cur = game.data.currencies
    assert f"it becomes a loan of" in risk and f"{cur[4]} at the back of the queue" in risk
    assert "bankrupts you (F-11.3, F-15.1)" in risk
    assert contract_risk(game, seat, Resolve()) == ""


def test_the_review_never_charges_more_than_what_was_at_stake() -> None:
    """No loss larger than the seat's money and certificates at that moment (the issue's '145
    units lost' to a player who finished with 32)."""
    from ai.forex.evaluator import stake

    game = _final_dividend_next(6)
    view, req = game.view(0), game.requests()[0]
    worst = min(((d, v) for v, d in contract_values(game, 0)), key=lambda x: x[1])[0]
    lost, best, _ = loss(view, req, worst)
    assert 0 < lost <= stake(game, 0)
    assert loss(view, req, best.decision)[0] == 0.0


def _start(seed: int = 3) -> Game:
    game, _ = new_game(GameConfig((SeatConfig("You", "human"), SeatConfig("Bo"),
                                   SeatConfig("Cy"), SeatConfig("Di")), seed))
    return game


def test_odds_is_accepted_and_reads_the_evaluators_horizon_and_the_F_14_2_money() -> None:
    """`odds` in FOR-EX (no dice, F-16.2) is a query, not an unknown word: it names the
    dividends still to resolve (the evaluator's horizon, 5 at the start, F-12) and each
    player's money if the game ended now in today's Strongest (F-14.2): at the start 2 units
    of each currency convert to 8 GBP."""
    from ai.forex.evaluator import horizon
    from cresus_tui.play.forex.teller import answer_lines
    from cresus_tui.play.parser import Query

    game = _start()
    view = game.view(0)
    assert commands.parse("odds", view, game.data) == Query("odds", "")
    lines = answer_lines(view, game.data, "odds", "")
    assert horizon(view) == 5.0
    assert lines[1] == "Dividends still to resolve before the end phase: 5 (F-12)."
    assert lines[2].endswith(": you 8 GBP, Bo 8 GBP, Cy 8 GBP, Di 8 GBP.")
    assert "odds" in commands.completions("od", view, game.data)


def test_a_decided_game_is_not_called_a_margin(monkeypatch) -> None:
    """When the evaluation sees the game decided (a score beyond the cap, e.g. a rival's
    bankruptcy ahead), the hint's value is the cap (3 mean worths), not the seat's margin over
    the best other player, and the hint says so."""
    import ai.forex.evaluator as EVX
    from ai.forex.evaluator import Option

    game = _start()
    view = game.view(game.requests()[0].seat)
    monkeypatch.setattr(EVX, "options", lambda v, r, g=None: [
        Option(Resolve(), 100.0, 147.1), Option(Resolve(), 0.2, 9.3)])
    lines = hint_lines(view)
    assert lines[0] == "Hint: resolve"
    assert "wins the game from here" in lines[1] and "+147.1 GBP" in lines[1]
    assert "not your margin" in lines[1] and "against the best other player" not in lines[1]
    monkeypatch.setattr(EVX, "options", lambda v, r, g=None: [
        Option(Resolve(), -100.0, -140.0)])
    assert "lost whatever you do" in hint_lines(view)[1]


def test_the_conversion_line_says_your_money_when_you_won() -> None:
    """F-14.2 line of the game-over text: "Your money in GBP" for the player, never "you's";
    "Bo's money" for a rival."""
    from cresus_tui.play.forex.teller import conversion_lines

    game = _start()
    st = game.state
    st.strongest = 0
    st.scores = [8, 8, 8, 8]
    mine = conversion_lines(game, 0, ["you", "Bo", "Cy", "Di"])[0]
    assert "Your money in GBP, the Strongest" in mine and "you's" not in mine
    assert mine.endswith(" = 8 GBP.")
    assert "Bo's money in GBP" in conversion_lines(game, 1, ["you", "Bo", "Cy", "Di"])[0]
