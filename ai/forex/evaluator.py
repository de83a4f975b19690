"""The FOR-EX evaluator: the one judge behind the hint, the review, the lessons and the hard
rival (F-16: no chance after set-up, everything public, so the whole game is rebuilt from the
seat's view).

``options(view, request) -> list[Option]``: the seat's candidate answers to ``request``, best
first, each with its value:

* a turn (``TurnRequest``): the hard rival's search (``rival.ply``: every contract valued
  directly, Resolve, every investment and ordered pairs of the three best, selling one or all
  of a holding; then the few best lines (``rival.HARD_WIDTH``, within ``rival.HARD_NODES``)
  deepened by the others' greedy replies and the seat's own next action); the candidates not
  looked into count at most as much as the weakest line that was (``loss`` looks into a chosen
  one before charging it);
* a spot offer (``SpotRequest``): accept or refuse, judged once the offerer has played its
  likely action (``rival.accepts``);
* a follow-on sale (``SellRequest``) or a tie choice (``ChooseRequest``): every answer played on
  a copy.

``Option.score`` is the position evaluation (``evaluation.score``: (my worth − the best other's)
÷ the mean worth; a finished game ±100); ``Option.value`` the same in units of today's
Strongest currency S (the score times the mean worth), an ESTIMATE always. The best option is the
hint and the hard rival's decision; the review charges value(best) − value(chosen), so the hint's
move costs nothing, and never more than what the seat had at stake (``stake``).

``horizon(view) -> float``: the expected number of dividends still to be resolved before the
end phase (F-12): exact (the cards left in the stack), since FOR-EX has no chance.
"""

from __future__ import annotations

from typing import Any

import msgspec

from cresus_tui.games.forex import Game
from cresus_tui.games.forex import rates as R
from cresus_tui.games.forex.decisions import Choose, Reply, Sell
from cresus_tui.games.forex.requests import ChooseRequest, SellRequest, SpotRequest, TurnRequest
from cresus_tui.games.forex.view import SeatView

from . import evaluation as E

CLIP = 3.0
"""A score beyond ±CLIP (a finished game: ±100) counts as ±CLIP mean worths."""


class Option(msgspec.Struct, frozen=True):
    """A candidate answer: ``decision``, ``score`` (the evaluation after it, higher is better),
    ``value`` (the score in units of today's Strongest currency, an estimate)."""

    decision: Any
    score: float
    value: float


def unit(game: Game) -> float:
    """Units of today's Strongest currency per point of score: the mean |worth| of the players
    (``evaluation.score``'s own divisor); at least 1."""
    st = game.state
    if st.phase == "over":
        scores = [abs(x) for x in st.scores] or [1]
        return max(1.0, sum(scores) / len(scores))
    s = E.strongest(game)
    f = E.factors(game, s)
    eight = R.eight_box(st.rates)
    threat = E.threats(game)
    cv = E.certificate_values(game, f, eight)
    ws = [E.worth_detail(game, p, f, eight, threat, cv)[0] for p in range(len(st.seats))]
    return max(1.0, sum(abs(w) for w in ws) / len(ws) / 2)


def stake(game: Game, seat: int) -> float:
    """What ``seat`` has at stake (units of today's Strongest): its money and certificates at
    today's rates; at least 1. No decision can cost more than losing all of it."""
    st = game.state
    s = E.strongest(game)
    f = E.factors(game, s)
    eight = R.eight_box(st.rates)
    cv = E.certificate_values(game, f, eight)
    me = st.seats[seat]
    return max(1.0, sum(me.money[c] * f[c] + me.certs[c] * cv[c] for c in range(7)) / 2)


def horizon(view: SeatView) -> float:
    """The dividends still to be resolved before the end phase (F-12.1, F-12.5), exact."""
    game = Game.from_view(view)
    return float(max(0, len(game.data.dividends) - game.state.dividends_paid))


def _clip(v: float) -> float:
    return max(-CLIP, min(CLIP, v))


def _after(game: Game, seat: int, d: Any) -> float:
    from .rival import settle

    g = game.clone()
    g.submit(seat, d)
    settle(g)
    return E.score(g, seat)


def scored(game: Game, seat: int, request: Any) -> list[tuple[float, Any]]:
    """(score, decision) of every candidate answer, best first (see the module docstring)."""
    from .rival import _after_move, accepts, best_choice, best_sell, deepen, ply

    if isinstance(request, TurnRequest):
        first = ply(game, seat)
        deep = deepen(game, seat, first)
        width = _width(game)
        looked = deep[:width]
        floor = min(v for v, _, _ in looked)
        return [(v, d) for v, _, d in looked] + [(min(v, floor), d) for v, _, d in deep[width:]]
    if isinstance(request, SpotRequest):
        trade = (request.give, request.give_h, request.get, request.get_h)
        with_me = _after_move(game, seat, request.by, trade)[0]
        without = _after_move(game, seat, request.by, None)[0]
        yes = accepts(game, seat, request.by, *trade)
        return [(with_me, Reply(True)), (without, Reply(False))] if yes else \
            [(without, Reply(False)), (min(with_me, without), Reply(True))]
    if isinstance(request, SellRequest):
        best = best_sell(game, request)
        rows = [(_after(game, seat, Sell(k)), Sell(k)) for k in range(request.held + 1)]
    elif isinstance(request, ChooseRequest):
        best = best_choice(game, request)
        rows = [(_after(game, seat, Choose(c)), Choose(c)) for c in request.options]
    else:
        raise TypeError(f"unknown request {request!r}")
    top = max(v for v, _ in rows)
    rows = [(top if d == best else min(v, top), d) for v, d in rows]  # the rival's answer
    return sorted(rows, key=lambda r: (r[1] != best, -r[0]))


def _width(game: Game) -> int:
    """How many of the first ply's best lines the hard search looks into further."""
    from .rival import HARD_NODES, HARD_WIDTH

    n = len(game.state.seats)
    return max(1, min(HARD_WIDTH, HARD_NODES // ((n + 1) * 20)))


def deep_value(game: Game, seat: int, decision: Any) -> float:
    """The score of one turn action looked into as the hard search does (the others' greedy
    replies and the seat's own next action, ``rival.deepen``)."""
    from .rival import deepen

    g = game.clone()
    from .rival import play

    play(g, decision)
    first = E.score(g, seat)
    return deepen(game, seat, [(first, 0, decision)])[0][0]


def options(view: SeatView, request: Any, game: Game | None = None) -> list[Option]:
    """The candidate answers with their values, best first (see the module docstring).
    Raises TypeError for an unknown request."""
    game = game or Game.from_view(view)
    u = unit(game)
    return [Option(d, v, _clip(v) * u) for v, d in scored(game, view.seat, request)]


def loss(view: SeatView, request: Any, decision: Any) -> tuple[float, Option, Option]:
    """(value(best) − value(chosen) in units of today's Strongest, capped at the seat's stake;
    the best option; the chosen one). 0 for the best decision by construction. A decision
    outside the candidates is played on a copy and valued the same way."""
    game = Game.from_view(view)
    opts = options(view, request, game)
    chosen = next((o for o in opts if o.decision == decision), None)
    looked = _width(game) if isinstance(request, TurnRequest) else len(opts)
    if chosen is None or (isinstance(request, TurnRequest) and opts.index(chosen) >= looked):
        v = deep_value(game, view.seat, decision) if isinstance(request, TurnRequest) else \
            _after(game, view.seat, decision)
        chosen = Option(decision, v, _clip(v) * unit(game))
    best = opts[0]
    lost = max(0.0, best.value - chosen.value)
    return min(lost, stake(game, view.seat)), best, chosen


__all__ = ["CLIP", "Option", "horizon", "loss", "options", "scored", "stake", "unit"]
