"""The ``expert`` level: the hard rival plus a look-ahead where decisions matter most.

At the market choice (C-5.2) and at a round-1 bid for an Expert card (C-5.1, C-7) it plays
each of its best candidates in the same sampled futures (``search.compare``: the view
determinized again, every seat then played by a normal rival to the end of the turn, the leaf
its worth less the best other seat's, M) and keeps the candidate whose mean, plus the hard
valuation's own preference (a prior worth ``PRIOR`` playouts), is best. The candidates are the
hard rival's three best markets, or its planned bid and the amounts around it
(``evaluator.bid_grid``). Every other decision is the hard rival's.

Its chance is its own: the futures are drawn from its seed and the game's public clock, so the
same view gives the same decision (C-11.1). A search plays ``SAMPLES`` sampled futures, fewer
if they would take more than ``BUDGET_S`` seconds of CPU time (about 75 ms a search on one
core; the p99 target is 250 ms a decision, benchmarks/expert_speed.py).
"""

from __future__ import annotations

import math

from cresus_tui.games.cresus.decisions import Bid, Move
from cresus_tui.games.cresus.requests import BidRequest, MoveRequest, Request
from cresus_tui.games.cresus.view import SeatView

from ..base import Choice
from .policy import PolicyRival
from .search import compare
from .valuation import Valuer

BUDGET_S = 0.2
SAMPLES = 6
MARKETS = 3
PRIOR = 2.0
MARGIN = 1.5
ROLLOUT_LEVEL = "hard"


class ExpertRival(PolicyRival):
    """The expert level (see the module docstring)."""

    def _rollout_players(self, k: int):
        from .policy import make

        base = self.seed * 7919 + k * 31
        return [make(ROLLOUT_LEVEL, "", base + i, rules=self.rules) for i in range(6)]

    def _search(self, view: SeatView, req: Request, options: list, prior: list[float]):
        """The first option (the hard rival's own choice) unless another one's mean of
        playouts beats it by more than ``MARGIN`` standard errors of the difference (the same
        futures for every option, so the difference is measured sample by sample); None when
        the request is not searched. Returns (option, mean gain over the first M, its
        standard error M, samples)."""
        res = compare(view, req, options, self._rollout_players,
                      seed=(self.seed * 1_000_003 + view.decisions) * 4 + 3,
                      budget_s=BUDGET_S, max_samples=SAMPLES, rules=self.rules, raw=True)
        if res is None:
            return None
        base = res[0]
        n = len(base)
        best = (options[0], 0.0, 0.0, n)
        best_score = 0.0
        for d, pr, xs in zip(options[1:], prior[1:], res[1:]):
            diffs = [x - b for x, b in zip(xs, base)]
            m = sum(diffs) / n
            var = sum((x - m) ** 2 for x in diffs) / max(1, n - 1)
            se = math.sqrt(var / n)
            score = (m * n + (pr - prior[0]) * PRIOR) / (n + PRIOR)
            if m > MARGIN * se and score > best_score:
                best, best_score = (d, m, se, n), score
        return best

    def _move(self, val: Valuer, req: MoveRequest) -> Choice:
        fallback = super()._move(val, req)
        if req.monopoly or val.view.phase != "movement" or len(req.allowed) < 2:
            return fallback
        crowd = val.crowd(req.allowed) if self.params.crowd_model else None
        scores = self.move_scores(val, req, crowd)
        first = fallback.decision.market  # type: ignore[union-attr]
        top = [first] + [m for m in sorted(scores, key=lambda m: -scores[m])
                         if m != first][:MARKETS - 1]
        prior = [scores[m] for m in top]
        found = self._search(val.view, req, [Move(m) for m in top], prior)
        if found is None:
            return fallback
        d, gain, se, n = found
        name = self.rules.markets[d.market].name
        if d.market == first:
            return Choice(d, f"{fallback.reason}; no other market did better in {n} sampled "
                             f"futures")
        return Choice(d, f"{name}: {gain:+.0f} ± {se:.0f} M this turn over "
                         f"{self.rules.markets[first].name} in {n} sampled futures")

    def _bid(self, val: Valuer, req: BidRequest) -> Choice:
        fallback = super()._bid(val, req)
        if req.lot_kind != "expert" or req.round != 1 or val.view.phase != "expert":
            return fallback
        planned = fallback.decision.amount  # type: ignore[union-attr]
        grid = [planned] + [b for b in sorted({0, planned + 8, planned + 20})
                            if b != planned and b <= req.cash]
        if len(grid) < 2:
            return fallback
        plan = self._plan_bid(val, req.lot, req.lot_kind, req.bidders)
        prior = [self.bid_utility(val, req, plan, b) for b in grid]
        found = self._search(val.view, req, [Bid(b) for b in grid], prior)
        if found is None:
            return fallback
        d, gain, se, n = found
        if d.amount == planned:
            return fallback
        name = self._lot_name(req.lot, "expert")
        if d.amount == 0:
            return Choice(d, f"no bid: {name} did not pay in {n} sampled futures")
        return Choice(d, f"bids {d.amount} M for {name}: {gain:+.0f} ± {se:.0f} M this turn "
                         f"over {planned} M in {n} sampled futures")
