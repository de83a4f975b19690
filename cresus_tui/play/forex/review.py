"""The FOR-EX reviewer. Every figure is an estimate in units of the Strongest currency of the
moment (F-14.1).

* Each action of the human's turn (contract, invest, divest, resolve) is compared with the
  best of the hard rival's first ply (``ai.forex.rival.ply``: every contract, Resolve, every
  investment and the ordered pairs of the three best, selling one or all of a holding), each
  valued by the rival's position evaluation (``ai.forex.evaluation.score``) after the action;
  an action outside that ply (another pair, another count) is played on a copy and valued the
  same way.
* Answers to spot offers (F-7), follow-on sales (F-10.2) and tie choices (F-12.4, F-14.1): every
  possible answer is played on a copy and valued by the same evaluation.
* The evaluation is a relative worth ((me − best other) / mean worth); a difference is turned
  into units of the Strongest by the position's mean worth, a finished game counting as at
  most ``CLIP`` mean worths either way (a won game is worth 100 to the evaluation).
* Spot offers made by the human are listed but not valued (their worth depends on the
  answer).
* Luck: FOR-EX has no dice and no card drawn after the set-up (F-4); the only chance is the
  set-up draw (the first player and the removed certificates), so luck is 0 for everyone.
"""

from __future__ import annotations

from typing import Any

from ai.forex import evaluation as EV
from ai.forex.hints import describe as words
from ai.forex.rival import ply, settle
from cresus_tui.games.forex import decisions as D
from cresus_tui.games.forex import rates as R
from cresus_tui.games.forex.requests import (
    ChooseRequest, SellRequest, SpotRequest, TurnRequest,
)

from cresus_tui.play.review.analysis import Luck, Review, Verdict, _bare, costliest
from cresus_tui.play.review.record import Timeline

CLIP = 3.0
"""A score beyond ±CLIP (a finished game: ±100 to the evaluation) counts as ±CLIP mean worths."""


def mean_worth_units(game: Any) -> float:
    """The mean |worth| of the players in units of today's Strongest (the evaluation's own
    divisor, ``ai.forex.evaluation.score``); 1.0 when it cannot be measured."""
    st = game.state
    if st.phase == "over":
        scores = [abs(x) for x in st.scores] or [1]
        return max(1.0, sum(scores) / len(scores))
    s = EV.strongest(game)
    f = EV.factors(game, s)
    eight = R.eight_box(st.rates)
    threat = EV.threats(game)
    cv = EV.certificate_values(game, f, eight)
    ws = [EV.worth_detail(game, p, f, eight, threat, cv)[0] for p in range(len(st.seats))]
    return max(1.0, sum(abs(w) for w in ws) / len(ws) / 2)


def _clip(v: float) -> float:
    return max(-CLIP, min(CLIP, v))


def _after(game: Any, seat: int, d: Any) -> float:
    """The evaluation for ``seat`` after ``d`` is submitted on a copy (the follow-on requests
    answered as the rival's search does)."""
    g = game.clone()
    g.submit(seat, d)
    settle(g)
    return EV.score(g, seat)


def _turn(game: Any, seat: int, d: Any) -> tuple[float, float, Any]:
    """(score of the chosen action, best score, best action) for a turn action."""
    scored = ply(game, seat)
    best_v, _, best = scored[0]
    chosen = next((v for v, _, x in scored if x == d), None)
    if chosen is None:
        chosen = _after(game, seat, d)
    if chosen > best_v:
        best_v, best = chosen, d
    return chosen, best_v, best


def _options(req: Any) -> list[Any]:
    if isinstance(req, SpotRequest):
        return [D.Reply(True), D.Reply(False)]
    if isinstance(req, SellRequest):
        return [D.Sell(k) for k in range(req.held + 1)]
    if isinstance(req, ChooseRequest):
        return [D.Choose(c) for c in req.options]
    return []


def verdict(game: Any, step: Any, req: Any) -> Verdict:
    """The estimated verdict of one human decision (see the module docstring)."""
    seat, d = step.seat, step.decision
    chosen_t = "You " + words(game, d)
    if isinstance(d, D.Spot):
        return Verdict(step.index, step.turn, seat, "offer", chosen_t, chosen_t, None, False,
                       "A spot offer's worth depends on the answer: not valued.")
    if isinstance(req, TurnRequest):
        chosen, best_v, best = _turn(game, seat, d)
        kind = "action"
    else:
        vals = [(_after(game, seat, o), -i, o) for i, o in enumerate(_options(req))]
        best_v, _, best = max(vals, key=lambda x: (x[0], x[1]))
        chosen = next((v for v, _, o in vals if o == d), None)
        if chosen is None:
            chosen = _after(game, seat, d)
        kind = {SpotRequest: "answer", SellRequest: "follow-on sale",
                ChooseRequest: "tie choice"}.get(type(req), "other")
    unit = mean_worth_units(game)
    loss = max(0.0, (_clip(best_v) - _clip(chosen)) * unit)
    cur = game.data.currencies[EV.strongest(game)]
    if loss < 0.05:
        why = "The best choice by the hard rival's evaluation."
        best_t = chosen_t
    else:
        best_t = words(game, best)
        why = (f"The hard rival's evaluation prefers {best_t}: about {loss:.1f} {cur} more "
               f"for you against the best other player.")
    return Verdict(step.index, step.turn, seat, kind, chosen_t, best_t, round(loss, 2), False,
                   why)


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
                        False, f"Not analysed ({type(exc).__name__}).")
        lost[step.seat] += v.loss or 0.0
        verdicts.append(v)
    base = _bare(tl, human)
    money = tl.kit.money_of(tl.final)
    base.verdicts = verdicts
    base.costliest = costliest(verdicts)
    base.luck = [Luck(i, tl.names[i], 0.0, 0.0, round(lost[i], 1), money[i]) for i in range(n)]
    base.notes = [
        "Every figure is an estimate (~) by the hard rival's evaluation, in units of the "
        "Strongest currency of the moment. Luck is 0: FOR-EX has no chance after the set-up "
        "(the only chance is the set-up draw: the first player and the removed "
        "certificates). Only your decisions are judged; spot offers are not valued."]
    return base


__all__ = ["mean_worth_units", "review", "verdict"]
