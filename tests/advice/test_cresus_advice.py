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
