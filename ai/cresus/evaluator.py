"""The Crésus evaluator: what a position and each legal decision are worth to a seat, in M.

One judge for the rivals, ``odds``, ``hint``, the review and the lesson coach, so that they
never disagree. It reads the seat's ``SeatView`` only (C-7.4, C-10.5) and the request the
seat must answer.

``evaluate(view, request, level="hard") -> Evaluation``:

* ``Evaluation.position``: the seat's worth now (``Value``, M): cash less its loan, what its
  shares are expected to bring (``Valuer.hold_value``, their sale this turn on the last turn),
  its luxury cards at their price (they rank the players, C-5.15) and its Expert cards'
  expected use (chapter 6).
* ``Evaluation.options``: every legal decision that differs in kind (for a sealed bid, a grid
  of amounts, see ``bid_grid``), each with its value, best first. An option's value is the
  position's worth after the decision, on the same scale as ``position``: the difference of
  two options is what choosing one over the other costs in M. ``Evaluation.value_of(d)``
  values any legal decision, ``Evaluation.loss(d)`` is value(best) - value(d) >= 0.
* ``Value.exact`` says whether a value is exact under the rules (dice keeps under the
  expectimax of ai/dice.py, C-5.12, C-9.3) or an estimate; ``Value.samples`` and
  ``Value.stderr`` (M) tell how sure an estimate from playouts is (0 samples: a model
  estimate, no playouts).
* ``Evaluation.horizon`` (``horizon(view)``): the expected number of turns left, this one
  included (C-4.3: the turn that draws the last Expert card is the last; C-5.15: the Île
  paradisiaque ends the game at once). Every place that shows turns left shows this number.
* The dice figures (``throw_solver``, ``share_solver``, ``gamble_solver``): the exact
  optimizers behind every dice value of the judge; ``odds`` (in game and ``cresus odds``)
  and the review read their figures from these, so they show what the hint is valued by.

The best option is the decision the rival of ``level`` makes from the same view (ignoring
the rival's own chance, ``Params.move_jitter`` and ``bid_jitter``), so a hint that names it
is charged nothing by the review. Errors: ValueError for an unknown level; TypeError for an
unknown request type.
"""

from __future__ import annotations

from cresus_tui.games.cresus.cards import Rules
from cresus_tui.games.cresus.requests import Request
from cresus_tui.games.cresus.view import SeatView

from .judge import (
    Evaluation, Option, Value, _worth, bid_grid, gamble_solver, horizon, options_for,
    share_solver, throw_solver,
)

__all__ = ["Evaluation", "Option", "Value", "bid_grid", "evaluate", "gamble_solver", "horizon",
           "options_for", "share_solver", "throw_solver", "worth"]


def worth(view: SeatView, seat: int | None = None, level: str = "hard") -> Value:
    """The worth (M) of ``seat``'s position (default: the view's seat), as in
    ``Evaluation.position``."""
    from .policy import LEVEL_PARAMS
    from .valuation import Valuer

    if level not in LEVEL_PARAMS:
        raise ValueError(f"unknown level {level!r}")
    val = Valuer(view, LEVEL_PARAMS[level])
    return Value(_worth(val, view.seat if seat is None else seat), False)


def evaluate(view: SeatView, request: Request, level: str = "hard", personality: str = "",
             seed: int = 0, rules: Rules | None = None) -> Evaluation:
    """The evaluation of ``request`` (addressed to ``view.seat``) from the seat's view (see the
    module docstring). Raises ValueError for an unknown level or personality, TypeError for
    an unknown request type."""
    from .policy import PERSONALITIES, make

    if level == "expert":
        from .expert import ExpertRival

        if personality not in PERSONALITIES:
            raise ValueError(f"unknown personality {personality!r}")
        return ExpertRival(level, personality, seed, rules=rules).evaluate(view, request)
    return make(level, personality, seed, rules=rules).evaluate(view, request)
