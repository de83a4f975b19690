"""The ``expert`` level: the hard rival plus a look-ahead where decisions matter most.

At the market choice (C-5.2) and at a round-1 bid for an Expert card (C-5.1, C-7) it plays
each of its best candidates in the same sampled futures (``search.compare``: the view
determinized again, every seat then played by a normal rival to the end of the turn, the leaf
its worth less the best other seat's, M) and keeps the candidate whose mean, plus the hard
valuation's own preference (a prior worth ``PRIOR`` playouts), is best. The candidates are the
hard rival's three best markets, or its planned bid and the amounts around it
(``evaluator.bid_grid``). Every other decision is the hard rival's.

Its chance is its own: the futures are drawn from its seed and the game's public clock, so the
same view gives the same decision (C-11.1). The time spent is capped by ``BUDGET_S`` seconds a
search (the p99 target is 250 ms a decision, benchmarks/rivals_speed.py).
"""

from __future__ import annotations

from cresus_tui.games.cresus.decisions import Bid, Move
from cresus_tui.games.cresus.requests import BidRequest, MoveRequest, Request
from cresus_tui.games.cresus.view import SeatView

from ..base import Choice
from .evaluator import bid_grid
from .policy import PolicyRival
from .search import compare
from .valuation import Valuer

BUDGET_S = 0.15
SAMPLES = 12
MARKETS = 3
PRIOR = 2.0


class ExpertRival(PolicyRival):
    """The expert level (see the module docstring)."""

    def _rollout_players(self, k: int):
        from .policy import make

        base = self.seed * 7919 + k * 31
        return [make("normal", "", base + i, rules=self.rules) for i in range(6)]

    def _search(self, view: SeatView, req: Request, options: list, prior: list[float]):
        """The option with the best mean of playouts plus prior, and its figures."""
        res = compare(view, req, options, self._rollout_players,
                      seed=(self.seed * 1_000_003 + view.decisions) * 4 + 3,
                      budget_s=BUDGET_S, max_samples=SAMPLES, rules=self.rules)
        if res is None:
            return None
        scored = []
        for d, pr, (mean, se, n) in zip(options, prior, res):
            scored.append(((mean * n + pr * PRIOR) / (n + PRIOR), d, mean, se, n))
        scored.sort(key=lambda t: -t[0])
        return scored[0]

    def _move(self, val: Valuer, req: MoveRequest) -> Choice:
        fallback = super()._move(val, req)
        if req.monopoly or val.view.phase != "movement" or len(req.allowed) < 2:
            return fallback
        crowd = val.crowd(req.allowed) if self.params.crowd_model else None
        scores = self.move_scores(val, req, crowd)
        top = sorted(scores, key=lambda m: -scores[m])[:MARKETS]
        best = max(scores.values())
        prior = [scores[m] - best for m in top]
        found = self._search(val.view, req, [Move(m) for m in top], prior)
        if found is None:
            return fallback
        _, d, mean, se, n = found
        name = self.rules.markets[d.market].name
        return Choice(d, f"{name}: the best of {len(top)} markets over {n} sampled futures "
                         f"({mean:+.0f} ± {se:.0f} M against the best rival this turn)")

    def _bid(self, val: Valuer, req: BidRequest) -> Choice:
        fallback = super()._bid(val, req)
        if req.lot_kind != "expert" or req.round != 1 or val.view.phase != "expert":
            return fallback
        planned = fallback.decision.amount  # type: ignore[union-attr]
        grid = bid_grid(req.cash, planned)
        if len(grid) < 2:
            return fallback
        plan = self._plan_bid(val, req.lot, req.lot_kind, req.bidders)
        prior = [self.bid_utility(val, req, plan, b) for b in grid]
        found = self._search(val.view, req, [Bid(b) for b in grid], prior)
        if found is None:
            return fallback
        _, d, mean, se, n = found
        name = self._lot_name(req.lot, "expert")
        if d.amount == 0:
            return Choice(d, f"no bid: {name} did not pay in {n} sampled futures")
        return Choice(d, f"bids {d.amount} M for {name}: the best of {len(grid)} bids over "
                         f"{n} sampled futures")
