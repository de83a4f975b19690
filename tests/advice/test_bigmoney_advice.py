"""Big Money advice: the hint, the hard rival and the review judge alike (one evaluator,
``ai.bigmoney.evaluator``)."""

from __future__ import annotations

import pytest

from ai.bigmoney import evaluator as EV
from ai.bigmoney import words
from ai.bigmoney.rival import make
from cresus_tui.games.bigmoney import GameConfig, load_rules, new_game
from cresus_tui.games.bigmoney.decisions import Buy, Pass, Roll, Stop
from cresus_tui.games.bigmoney.requests import BuyRequest
from cresus_tui.games.bigmoney.state import Scenario
from cresus_tui.games.protocol import SeatConfig
from cresus_tui.play.bigmoney import advice, commands
from cresus_tui.play.bigmoney.review import review
from cresus_tui.play.review.record import record_of, replay

from .follow import follow

RULES = load_rules()


def _hint(view, req):
    return advice.hint_lines(view, RULES, req)


def _parse(text, view):
    return commands.parse(text, view, RULES)


@pytest.mark.parametrize("block", range(5))
def test_following_the_hint_is_never_charged_in_the_review(block: int) -> None:
    """50 games (5 blocks of 10): the human types the command its hint names at every decision,
    the command is accepted as typed, and the review charges each decision at most 0.5 Z."""
    for seed in range(block * 10, block * 10 + 10):
        s, typed = follow("bigmoney", seed, _hint, _parse)
        assert "roll" in typed and any(t.startswith(("keep", "stop", "reroll")) for t in typed)
        r = review(replay(record_of(s.game)), 0)
        judged = [v for v in r.verdicts if v.loss is not None]
        assert len(judged) >= len(typed) - typed.count("roll")
        assert max(v.loss for v in judged) <= 0.5, [v for v in judged if v.loss > 0.5]


def _buy_position(seed: int):
    game, _ = new_game(GameConfig((SeatConfig("You", "human"), SeatConfig("Bo"),
                                   SeatConfig("Cy"), SeatConfig("Di")), seed))
    while not isinstance(game.requests()[0], BuyRequest) or game.requests()[0].seat != 0:
        req = game.requests()[0]
        game.submit(req.seat, make("normal", seed=1).decide(game.view(req.seat), req).decision)
    return game


def test_hint_review_and_hard_rival_agree_on_a_purchase() -> None:
    """B-12.3: the hint names the evaluator's best option, the hard rival plays it, the review
    charges it 0 and charges a pass exactly the best card's worth."""
    game = _buy_position(3)
    view, req = game.view(0), game.requests()[0]
    best = EV.best(view, req, RULES)
    assert make("hard").decide(view, req).decision == best.decision
    lines = advice.hint_lines(view, RULES, req)
    assert lines[0] == "Hint: " + advice.command_of(best.decision)
    assert EV.loss(view, req, best.decision, RULES)[0] == 0.0
    lost, _, chosen = EV.loss(view, req, Pass(), RULES)
    assert chosen.value == 0.0 and lost == pytest.approx(max(0.0, best.value))
    t = EV.horizon(view, RULES)
    assert f"{EV.turns_words(t)} left" in " ".join(lines) or isinstance(best.decision, Pass)
    assert f"About {EV.turns_words(t)[1:]} left" in advice.market_lines(view, RULES)[0]


def test_every_place_shows_the_same_horizon() -> None:
    """One horizon: odds, the hint, the hard and normal rivals' reasons all show the number
    of ``evaluator.horizon``."""
    game = _buy_position(5)
    view, req = game.view(0), game.requests()[0]
    t = EV.turns_words(EV.horizon(view, RULES))
    for level in ("hard", "normal"):
        reason = make(level).decide(view, req).reason
        assert t in reason, reason
    assert advice.turns_left(view) == EV.horizon(view, RULES)


def test_horizon_at_the_start_of_a_four_player_game() -> None:
    """The calibrated horizon at set-up (bank 925 Z, five start-ups' dividends): about 29 turns
    (the real games of hard + 3 normal last 28-30 turns)."""
    game, _ = new_game(GameConfig(tuple(SeatConfig(n) for n in "ABCD"), 1))
    t = EV.horizon(game.view(0), RULES)
    assert 27 <= t <= 31


def test_with_the_bank_at_zero_the_dice_note_says_what_is_paid() -> None:
    """B-9.4: with the bank empty a stop pays 0 Z, and the note says so once ("stop → 0 Z"),
    never "stop → 0.0 Z expected; stop → 10 Z"."""
    game, _ = new_game(GameConfig((SeatConfig("You", "human"), SeatConfig("Bo")), seed=1,
                                  scenario=Scenario(dice=(5, 2, 2, 5, 5, 6))))
    game.state.bank = 0
    game.submit(0, Roll())
    view, req = game.view(0), game.requests()[0]
    assert view.dice_bank == 0
    note = advice.dice_note(view, req)
    assert note == "Best: stop → 0 Z."
    lines = advice.hint_lines(view, RULES, req)
    assert lines[0] == "Hint: stop"
    assert isinstance(_parse("stop", view).decision, Stop)


def test_a_pass_the_hint_names_is_charged_nothing_over_the_same_horizon() -> None:
    """The issue's case: `hint` said "pass" and the review then charged the pass 6.1 Z over
    another horizon. Now, at a purchase where the hint passes with cards affordable, the review
    charges the pass 0 and names the same turns left as the hint."""
    from types import SimpleNamespace

    from cresus_tui.play.bigmoney.review import purchase_verdict

    for seed in range(40):
        game, _ = new_game(GameConfig((SeatConfig("You", "human"), SeatConfig("Bo"),
                                       SeatConfig("Cy"), SeatConfig("Di")), seed))
        while not game.is_over:
            req = game.requests()[0]
            view = game.view(req.seat)
            if req.seat == 0 and isinstance(req, BuyRequest) and req.affordable and \
                    not view.triggered and EV.best(view, req, RULES).decision == Pass():
                lines = advice.hint_lines(view, RULES, req)
                assert lines[0] == "Hint: pass"
                t = EV.turns_words(EV.horizon(view, RULES))
                assert t in lines[1]
                step = SimpleNamespace(index=0, turn=view.round, seat=0, decision=Pass())
                v = purchase_verdict(game, step, req)
                assert v.loss == 0.0 and t in v.why
                return
            game.submit(req.seat, make("normal", seed=1).decide(view, req).decision)
    raise AssertionError("no position where the hint passes")


def test_late_horizon_is_the_turn_the_expected_outflow_reaches_the_bank() -> None:
    """Past 60 % of the starting bank paid out (B-9.1), the horizon is ⌈bank / m⌉ turns, m the
    expected outflow a turn. Set-up holdings (four start-ups, 5 Z each, B-5.2) and the bank at
    100 of 925 Z: m = (4 × 5 + 5 × 13.8) / 6 = 14.83 Z, so 100 Z last 7 turns; an empty bank
    not yet triggered: this turn only."""
    game, _ = new_game(GameConfig(tuple(SeatConfig(n) for n in "ABCD"), 1))
    game.state.bank = 100
    assert EV.horizon(game.view(0), RULES) == 7.0
    game.state.bank = 0
    assert EV.horizon(game.view(0), RULES) == 1.0


def test_every_place_shows_the_same_horizon_late_in_the_game() -> None:
    """One horizon late in the game too (the first-passage part): `odds` (the market lines),
    the hint, the hard and normal rivals' reasons and the review name the same turns left."""
    from types import SimpleNamespace

    from cresus_tui.play.bigmoney.review import purchase_verdict

    for seed in range(40):
        game, _ = new_game(GameConfig((SeatConfig("You", "human"), SeatConfig("Bo"),
                                       SeatConfig("Cy"), SeatConfig("Di")), seed))
        start = game.state.bank
        while not game.is_over:
            req = game.requests()[0]
            view = game.view(req.seat)
            if req.seat == 0 and isinstance(req, BuyRequest) and req.affordable and \
                    not view.triggered and view.bank <= 0.4 * start:
                t = EV.horizon(view, RULES)
                assert t == int(t) and t >= 1
                words = EV.turns_words(t)
                assert f"About {EV.turns_words(t)[1:]} left" in advice.market_lines(view, RULES)[0]
                best = EV.best(view, req, RULES)
                assert words in " ".join(advice.hint_lines(view, RULES, req))
                for level in ("hard", "normal"):
                    reason = make(level).decide(view, req).reason
                    assert words in reason, reason
                step = SimpleNamespace(index=0, turn=view.round, seat=0, decision=best.decision)
                assert words in purchase_verdict(game, step, req).why
                return
            game.submit(req.seat, make("normal", seed=1).decide(view, req).decision)
    raise AssertionError("no late purchase")


def test_one_turn_left_is_said_in_the_singular() -> None:
    """The horizon's words: "~1 turn" (not "~1 turns"), "~7 turns"; the rounded number."""
    assert EV.turns_words(1.0) == "~1 turn"
    assert EV.turns_words(0.6) == "~1 turn"
    assert EV.turns_words(7.0) == "~7 turns"
    assert EV.turns_words(28.6) == "~29 turns"


def _dice_hint(number_dice):
    game, _ = new_game(GameConfig((SeatConfig("You", "human"), SeatConfig("Bo")), seed=1,
                                  scenario=Scenario(dice=(1, *number_dice))))
    game.submit(0, Roll())
    view, req = game.view(0), game.requests()[0]
    return advice.hint_lines(view, RULES, req)


def test_the_dice_kept_floor_is_the_worst_combination_they_end_with() -> None:
    """B-7.2: 5-5-5 kept ends at least on three of a kind (10 Z); 5-5-1-1 on two pairs (7 Z);
    one pair kept on a pair (5 Z); the bank's money caps it."""
    dice = (5, 5, 5, 1, 1)
    assert advice.kept_floor(dice, (0, 1, 2), RULES) == ("THREE", 10)
    assert advice.kept_floor(dice, (0, 1, 3, 4), RULES) == ("TWO_PAIRS", 7)
    assert advice.kept_floor(dice, (0, 1), RULES) == ("PAIR", 5)
    assert advice.kept_floor(dice, (), RULES) == ("NOTHING", 0)
    assert advice.kept_floor(dice, (0, 1, 2), RULES, cap=4) == ("THREE", 4)


def test_the_hint_names_no_risk_when_the_dice_kept_already_pay_as_much_as_stopping() -> None:
    """Keeping 5-5-5 of 5 2 6 5 5 cannot end below the three of a kind that stopping takes:
    the hint said "a reroll can end worth less than the 10 Z", which no throw can."""
    lines = _dice_hint((5, 2, 6, 5, 5))
    assert lines[0] == "Hint: keep 1 4 5"
    assert lines[-1] == ("Risk: none — whatever the other dice show, the dice kept end on at "
                         "least three of a kind (10 Z), as much as stopping takes now.")


def test_the_hint_names_the_risk_when_the_keep_gives_up_what_stopping_takes() -> None:
    """Keeping one pair of two pairs (3 4 2 3 4) can end on a pair, 5 Z, below the 7 Z."""
    lines = _dice_hint((3, 4, 2, 3, 4))
    assert lines[0] == "Hint: keep 2 5"
    assert lines[-1] == ("Risk: a reroll can end worth less than the 7 Z that stopping takes "
                         "now; the figure is the average over every outcome.")


def test_a_rival_s_purchase_reason_shows_the_worth_over_the_horizon_it_names() -> None:
    """B-12.3: an easy rival counts 1.6 times the turns left, so its worth runs high; its
    reason said "worth +158 Z to it over the ~25 turns left" for a card worth about +44 Z over
    those turns. The reason names the one horizon shown everywhere and the worth over it."""
    game = _buy_position(3)
    view, req = game.view(0), game.requests()[0]
    t = EV.horizon(view, RULES)
    for level in ("easy", "normal", "hard"):
        for seed in range(20):
            rival = make(level, seed=seed)
            choice = rival.decide(view, req)
            if isinstance(choice.decision, Buy) and "worth " in choice.reason:
                break  # (an easy rival sometimes buys the cheapest card at random)
        else:
            raise AssertionError(f"no {level} rival bought a card by its worth")
        card = req.market[choice.decision.slot]
        assert choice.reason.endswith(f"Z to me over the {EV.turns_words(t)} left"), level
        worth = choice.reason.split("worth ")[1].split(" Z")[0]
        expected = rival.card_worth(view, card, t) if level != "hard" else \
            EV.best(view, req, RULES).value
        assert worth == words.signed(expected), (level, choice.reason)
