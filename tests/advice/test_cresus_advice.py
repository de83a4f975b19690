"""Crésus advice: the hint, the coach and the review judge alike, by the evaluator the hard
rival uses (``ai.cresus.evaluator``)."""

from __future__ import annotations

import pytest

from cresus_tui.games.cresus.cards import load_rules
from cresus_tui.play.cresus import commands
from cresus_tui.play.cresus.review import review
from cresus_tui.play.review.record import record_of, replay
from cresus_tui.tutorials.cresus import advice

RULES = load_rules()


def _hint(view, req):
    return ("Hint: " + advice.hint_text(view, RULES)).split("\n")


def _parse(text, view):
    return commands.parse(text, view, RULES)


def _follow(seed: int):
    from cresus_tui.play.cresus.session import NewGameOptions
    from cresus_tui.play.parser import Action
    from cresus_tui.play.session import Session

    from .follow import hint_command

    s = Session.new(NewGameOptions(rivals=3, level="normal", personality="", seed=seed))
    typed = []
    for _ in range(20_000):
        if s.game.is_over:
            break
        s.run_rivals()
        if s.game.is_over:
            break
        req = s.human_request()
        if req is None:
            continue
        view = s.game.view(0)
        cmd = hint_command(_hint(view, req))
        parsed = _parse(cmd, view)
        assert isinstance(parsed, Action), (cmd, parsed)
        typed.append(cmd)
        s.submit(parsed.decision)
    assert s.game.is_over
    return s, typed


@pytest.mark.parametrize("block", range(5))
def test_following_the_hint_is_never_charged_in_the_review(block: int) -> None:
    """50 games (5 blocks of 10): the human types the command its hint names at every decision,
    it is accepted as typed, and the review charges each decision at most 0.5 M."""
    for seed in range(block * 10, block * 10 + 10):
        s, typed = _follow(seed)
        r = review(replay(record_of(s.game)), 0)
        judged = [v for v in r.verdicts if v.loss is not None]
        assert judged
        assert max(v.loss for v in judged) <= 0.5, [v for v in judged if v.loss > 0.5]


def _at(lesson_id: str, step: int):
    from cresus_tui.play.cresus.tutorial import Tutorial

    t = Tutorial.start(lesson_id)
    while t.index < step:
        assert t.try_command(t.current_step.hint).advanced
    return t


def test_odds_of_a_throw_are_the_evaluators_dice_values() -> None:
    """One judge: `odds` reads the evaluator's optimizer, so its best keep and its value are the
    evaluator's best option and its gain over the position (LON-4 sold on Tokyo, Y Y R Y O B,
    two throws left, +15 M off-market premium, C-5.12, C-5.13); the figure shown is unchanged
    (144.1 M)."""
    from ai.cresus.evaluator import evaluate

    t = _at("selling", 8)
    view, req = t.view, t.request
    data = advice.odds_data(view, RULES)
    ev = evaluate(view, req)
    assert ev.best.value.exact
    assert advice.command_for(ev.best.decision, view, RULES) == data["best"]["command"] \
        == "keep 1 2 4"
    assert ev.best.value.m - ev.position.m == pytest.approx(data["best"]["expected"])
    assert "Best play now: `keep 1 2 4` → expected 144.1 M" in advice.odds_text(view, RULES)


def test_sale_and_game_odds_are_the_evaluators_figures() -> None:
    """`odds LON-4` in a game, `cresus odds poker` and the Expert Marché sale figure come from
    the evaluator's optimizers, the numbers shown unchanged: LON-4 67.4 M on its own market
    (2 throws, 3 with the Expert Marché, C-5.12, C-6.2); poker 65.06 M gross (C-9.3)."""
    from ai.cresus import evaluator as EV
    from ai.cresus.odds import odds
    from ai.cresus.valuation import facts

    lon4 = float(EV.share_solver("LON-4").expected())
    assert f"{lon4:.1f}" == "67.4"
    assert odds("LON-4")["expected"] == lon4 == facts()["LON-4"].ev
    assert odds("LON-4")["expected_with_expert"] == float(EV.share_solver("LON-4", 3).expected())
    assert f"{odds('poker')['expected']:.2f}" == "65.06"
    assert odds("poker")["expected"] == float(EV.gamble_solver("poker").expected())


def test_no_odds_or_review_code_calls_the_dice_solvers_itself() -> None:
    """Crésus odds (in game and ``cresus odds``), the rules text and the review take their dice
    figures from the evaluator (``throw_solver``, ``share_solver``, ``gamble_solver``), never
    from ai/dice.py's solvers directly."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    for rel in ("ai/cresus/odds.py", "cresus_tui/tutorials/cresus/advice.py",
                "cresus_tui/play/cresus/teller.py", "cresus_tui/play/cresus/rules_text.py",
                "cresus_tui/play/cresus/review.py"):
        text = (root / rel).read_text(encoding="utf-8")
        assert "sale_solver(" not in text and "game_solver(" not in text, rel
