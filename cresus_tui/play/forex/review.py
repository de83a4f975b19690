"""The FOR-EX reviewer. Every figure is an estimate in units of the Strongest currency of the
moment (F-14.1).

* Every decision (turn actions, answers to spot offers, follow-on sales, tie choices) is charged
  value(best) − value(chosen) by the evaluator the hint and the hard rival use
  (``ai.forex.evaluator.loss``), at that position: the move the hint names costs nothing.
* The evaluation is a relative worth ((me − best other) / mean worth); a difference is turned
  into units of the Strongest by the position's mean worth, a finished game counting as at
  most ``CLIP`` mean worths either way, and a loss is never more than what the player held
  (money and certificates at that moment's rates).
* Spot offers made by the human are listed but not valued (their worth depends on the
  answer).
* Luck: FOR-EX has no dice and no card drawn after the set-up (F-4); the only chance is the
  set-up draw (the first player and the removed certificates), so luck is 0 for everyone.
"""

from __future__ import annotations

from typing import Any

from ai.forex import evaluation as EV
from ai.forex import evaluator as EVALUATOR
from ai.forex.hints import describe as words
from cresus_tui.games.forex import decisions as D
from cresus_tui.games.forex.requests import (
    ChooseRequest, SellRequest, SpotRequest, TurnRequest,
)

from cresus_tui.i18n import number, tr
from cresus_tui.play.review.analysis import Luck, Review, Verdict, _bare, costliest
from cresus_tui.play.review.record import Timeline

CLIP = EVALUATOR.CLIP
"""A score beyond ±CLIP (a finished game: ±100 to the evaluation) counts as ±CLIP mean worths."""


def mean_worth_units(game: Any) -> float:
    """The mean |worth| of the players in units of today's Strongest (the evaluation's own
    divisor, ``ai.forex.evaluator.unit``); 1.0 when it cannot be measured."""
    return EVALUATOR.unit(game)


def verdict(game: Any, step: Any, req: Any) -> Verdict:
    """The estimated verdict of one human decision (see the module docstring)."""
    seat, d = step.seat, step.decision
    chosen_t = tr("You {what}").format(what=words(game, d))
    if isinstance(d, D.Spot):
        return Verdict(step.index, step.turn, seat, "offer", chosen_t, chosen_t, None, False,
                       tr("A spot offer's worth depends on the answer: not valued."))
    kind = {TurnRequest: "action", SpotRequest: "answer", SellRequest: "follow-on sale",
            ChooseRequest: "tie choice"}.get(type(req), "other")
    loss, best, _ = EVALUATOR.loss(game.view(seat), req, d)
    cur = game.data.currencies[EV.strongest(game)]
    if loss < 0.05:
        why = tr("The best choice by the evaluator (the hint's and the hard rival's).")
        best_t = chosen_t
    else:
        best_t = words(game, best.decision)
        why = tr("The evaluator (the hint's and the hard rival's) prefers {best}: about "
                 "{loss} {currency} more for you against the best other player.").format(
            best=best_t, loss=number(loss, 1), currency=cur)
    return Verdict(step.index, step.turn, seat, kind, chosen_t, best_t, round(loss, 2), False,
                   why, unit=cur)


def review(tl: Timeline, human: int = 0) -> Review:
    """The FOR-EX review of ``tl`` for seat ``human`` (see the module docstring)."""
    n = len(tl.names)
    verdicts: list[Verdict] = []
    lost = [0.0] * n
    for step in tl.steps:
        if step.seat != human:
            continue
        game = tl.state_at(step.index)
        req = game.request_for(step.seat)
        try:
            v = verdict(game, step, req)
        except Exception as exc:  # an analysis failure never stops a review
            v = Verdict(step.index, step.turn, step.seat, "other",
                        tl.kit.describe(step.seat, step.decision, tl.names, human), "", None,
                        False, tr("Not analysed ({error}).").format(error=type(exc).__name__))
        lost[step.seat] += v.loss or 0.0
        verdicts.append(v)
    base = _bare(tl, human)
    money = tl.kit.money_of(tl.final)
    base.verdicts = verdicts
    base.costliest = costliest(verdicts)
    base.luck = [Luck(i, tl.names[i], 0.0, 0.0, round(lost[i], 1), money[i]) for i in range(n)]
    base.notes = [tr(
        "Every figure is an estimate (~) by the evaluator the hint and the hard rival use, in "
        "units of the Strongest currency of the moment, never more than what you held then. "
        "Luck is 0: FOR-EX has no chance after the set-up "
        "(the only chance is the set-up draw: the first player and the removed "
        "certificates). Only your decisions are judged; spot offers are not valued.")]
    return base


__all__ = ["mean_worth_units", "review", "verdict"]
