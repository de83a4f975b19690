"""The Crésus reviewer: see ``analysis.py`` for what is exact and what is an estimate.

Every figure is in M. Dice keeps and stops (every seat's) are exact, from the optimal-play
expectations of the evaluator's dice optimizers (``ai.cresus.evaluator.throw_solver``, the
ones ``odds`` and the hint show). Every other decision of the
human is charged value(best) − value(chosen) by the evaluator the hint and the hard rival use
(``ai.cresus.evaluator.evaluate``, hard level) at that position, so the move the hint names is
charged nothing; the rivals' gambling entries are judged exactly (their skill figures).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ai.cresus.evaluator import gamble_solver, share_solver, throw_solver
from ai.dice import counts_of
from ai.cresus.policy import LEVEL_PARAMS, make
from ai.cresus.valuation import Valuer, game_ev
from ai.cresus.words import dec, signed, whole
from cresus_tui.games.cresus import decisions as D
from cresus_tui.games.cresus import events as E
from cresus_tui.games.cresus import requests as R
from cresus_tui.games.cresus.cards import load_rules
from cresus_tui.i18n import tr

from cresus_tui.play.review.analysis import Luck, Review, Verdict, _bare, costliest
from cresus_tui.play.review.record import Timeline

HARD = LEVEL_PARAMS["hard"]


def _request(game: Any, seat: int, decision: Any) -> Any:
    """The request ``decision`` answered (None for side decisions: luxury sales, offers)."""
    if isinstance(decision, (D.SellLuxury, D.Offer)):
        return None
    for r in game.requests():
        if r.seat == seat:
            if isinstance(decision, D.Reply) != isinstance(r, R.OfferRequest):
                continue
            return r
    return None


def _solver(req: R.ThrowRequest):
    return throw_solver(req) if req.purpose in ("sale", "gamble") else None


def _names(tl: Timeline, seat: int, human: int) -> str:
    return tr("you") if seat == human else tl.names[seat]


def _tournament_words(a: D.Answer, game: str) -> str:
    if a.yes:
        return tr("You enter the {game} tournament").format(game=game)
    return tr("You stay out of the {game} tournament").format(game=game)


def _join_words(a: D.Answer, share: str) -> str:
    if a.yes:
        return tr("You join the sale of {share}").format(share=share)
    return tr("You stay out of the sale of {share}").format(share=share)


class _Judge:
    def __init__(self, tl: Timeline, human: int) -> None:
        self.tl = tl
        self.human = human
        self.rules = load_rules()
        self.hard = make("hard", "", seed=0)
        self.kit = tl.kit

    def describe(self, seat: int, d: Any) -> str:
        return self.kit.describe(seat, d, self.tl.names, self.human)

    def verdict(self, i: int, seat: int, kind: str, chosen: Any, best: Any, loss: float | None,
                exact: bool, why: str, words: Any = None) -> Verdict:
        """``words(decision) -> str`` overrides the kit's description (entries, joins)."""
        step = self.tl.steps[i]
        say = words or (lambda d: self.describe(seat, d))
        chosen_t = say(chosen)
        best_t = chosen_t if best is None else (best if isinstance(best, str) else say(best))
        if loss is not None:
            loss = round(max(0.0, float(loss)), 2)
        return Verdict(i, step.turn, seat, kind, chosen_t, best_t, loss, exact, why)

    # ---- exact -----------------------------------------------------------------------------

    def throw(self, i: int, seat: int, req: R.ThrowRequest, d: Any) -> Verdict:
        solver = _solver(req)
        if solver is None:  # a tournament: scored in faces, not money
            return self.verdict(i, seat, "tournament", d, None, None, True,
                                tr("A tournament throw is scored in faces, not money."))
        counts = counts_of(req.dice)
        if isinstance(d, D.Stop):
            keep = counts
        else:
            keep = counts_of([req.dice[k] for k in d.dice])
        left = req.throws_left
        chosen_v = float(solver.keep_value(counts, left, keep))
        best_keep, best_v = solver.best_keep(counts, left)
        best_v = float(best_v)
        if tuple(best_keep) == tuple(counts):
            best: Any = D.Stop()
        else:
            from ai.dice import keep_indices

            best = D.Keep(tuple(keep_indices(req.dice, best_keep)))
        loss = best_v - chosen_v
        what = tr("the sale of {share}").format(share=req.subject) if req.purpose == "sale" \
            else self.rules.games[req.subject].name
        if loss < 0.005:
            why = tr("The best play for {what}: {value} M expected.").format(what=what,
                                                                            value=dec(best_v))
            best = None
        else:
            words = lambda x: self.describe(seat, x).split(" ", 1)[1]  # noqa: E731
            why = tr("For {what}, the best play ({best}) expects {value} M; yours ({mine}) "
                     "{chosen} M.").format(what=what, best=words(best), value=dec(best_v),
                                           mine=words(d), chosen=dec(chosen_v))
        return self.verdict(i, seat, "keep" if not isinstance(d, D.Stop) else "stop", d, best,
                            loss, True, why)

    def entry(self, i: int, seat: int, req: R.EntryRequest, d: D.Answer) -> Verdict:
        name = self.rules.games[req.game].name
        if req.tournament:
            return self.verdict(i, seat, "tournament", d, None, None, False,
                                tr("A tournament's worth depends on who enters: not valued."),
                                lambda a: _tournament_words(a, name))
        net = game_ev(req.game, self.rules) - req.entry
        best_yes = net > 0
        loss = 0.0 if d.yes == best_yes else abs(net)
        best = None if d.yes == best_yes else D.Answer(best_yes)
        why = (tr("{game} pays {value} M on average under the best keeps, for an entry of "
                  "{entry} M: worth playing.") if best_yes else
               tr("{game} pays {value} M on average under the best keeps, for an entry of "
                  "{entry} M: not worth playing.")).format(game=name, value=dec(net + req.entry),
                                                          entry=req.entry)
        you = self.tl.kit.describe(seat, d, self.tl.names, self.human).split(" ", 1)[0]

        def words(a: D.Answer) -> str:
            if a.yes:
                return tr("{who} play {game} for {entry} M").format(who=you, game=name,
                                                                   entry=req.entry)
            return tr("{who} skip {game}").format(who=you, game=name)

        return self.verdict(i, seat, "entry", d, best, loss, True, why, words)

    # ---- sale timing: exact on the last turn, estimated before -----------------------------

    def sale(self, i: int, seat: int, req: R.SellRequest, d: Any, val: Valuer) -> Verdict:
        last = val.last
        expert = bool(req.experts)
        now = {s: val.sale_now(s, req.market, expert and isinstance(d, D.Sell) and d.expert)
               for s in req.shares}
        hold = {s: val.hold_value(s) for s in req.shares}
        if isinstance(d, D.Done):
            gains = {s: now[s] - hold[s] for s in req.shares}
            loss = sum(max(0.0, g) for g in gains.values())
            best_s = max(gains, key=lambda s: gains[s])
            best = D.Sell(best_s) if gains[best_s] > 0 else None
            if last:
                why = tr("On the last turn a share kept is worth nothing: selling {shares} was "
                         "worth {value} M on average.").format(shares=", ".join(req.shares),
                                                               value=dec(loss))
            elif loss > 0:
                why = tr("Selling {share} here was worth {value} M against {hold} M for keeping "
                         "it.").format(share=best_s, value=dec(now[best_s]),
                                       hold=dec(hold[best_s]))
            else:
                why = tr("Keeping your shares for a better market was right.")
        else:
            s = d.share
            loss = 0.0 if last else max(0.0, hold[s] - now[s])
            best = None if loss <= 0 else D.Done()
            why = (tr("Selling {share} here: {value} M expected, keeping it: {hold} M.").format(
                share=s, value=dec(now[s]), hold=dec(hold[s])) if not last else
                tr("Selling {share} on the last turn: {value} M expected.").format(
                    share=s, value=dec(now[s])))
        return self.verdict(i, seat, "sale", d, best, loss, last, why)

    # ---- estimates -------------------------------------------------------------------------

    def move(self, i: int, seat: int, req: R.MoveRequest, d: D.Move, val: Valuer) -> Verdict:
        scores = val.market_scores(seat, val.crowd(req.allowed), req.allowed)
        best_m = max(scores, key=lambda m: scores[m])
        chosen = scores.get(d.market, 0.0)
        loss = scores[best_m] - chosen
        mk = self.rules.markets
        why = tr("{best} was worth about {value} M to you this turn (purchases and sales), "
                 "{chosen} about {chosen_value} M.").format(
            best=mk[best_m].name, value=whole(scores[best_m]), chosen=mk[d.market].name,
            chosen_value=whole(chosen))
        return self.verdict(i, seat, "market", d, None if loss < 0.5 else D.Move(best_m), loss,
                            False, why)

    def bid(self, i: int, seat: int, req: R.BidRequest, d: D.Bid, val: Valuer,
            view: Any) -> Verdict:
        if req.lot_kind == "expert":
            worth = val.expert_value(req.lot)
            lot = self.rules.experts[req.lot].kind if req.lot in self.rules.experts else req.lot
            from cresus_tui.play.cresus.narration import expert_name

            lot = expert_name(req.lot, self.rules)
        else:
            worth = val.share_value(req.lot, val.facts[req.lot].market)
            lot = req.lot
        hard = self.hard.decide(view, req).decision
        others = self._revealed_bids(i, req, seat)
        if others is None:
            return self.verdict(i, seat, "bid", d, hard, None, False,
                                tr("The bids were never revealed."))

        def gain(b: int) -> float:
            return worth - b if b > others else 0.0

        loss = gain(hard.amount) - gain(d.amount)
        why = tr("{lot} was worth about {value} M to you; the best other bid was {others} M and "
                 "the hard rival would have bid {hard} M.").format(
            lot=lot, value=whole(worth), others=others, hard=hard.amount)
        return self.verdict(i, seat, "bid", d, hard if loss > 0 else None, loss, False, why)

    def _revealed_bids(self, i: int, req: R.BidRequest, seat: int) -> int | None:
        for step in self.tl.steps[i:]:
            for ev in step.events:
                if isinstance(ev, E.BidsRevealed) and ev.lot == req.lot and ev.round == req.round:
                    return max((v for s, v in ev.bids.items() if int(s) != seat), default=0)
        return None

    def join(self, i: int, seat: int, req: R.JoinRequest, d: D.Answer, val: Valuer) -> Verdict:
        worth = val.share_value(req.share, req.market)
        price = self.rules.shares[req.share].price
        surplus = worth - price
        loss = surplus if (not d.yes and surplus > 0) else 0.0
        why = tr("{share} was worth about {value} M to you for a printed price of {price} "
                 "M.").format(share=req.share, value=whole(worth), price=price)
        return self.verdict(i, seat, "join", d, D.Answer(True) if loss > 0 else None, loss,
                            False, why, lambda a: _join_words(a, req.share))

    def buy(self, i: int, seat: int, req: R.BuyRequest, d: D.Buy, val: Valuer) -> Verdict:
        def value(sub: tuple[str, ...]) -> float:
            total, extra = 0.0, 0
            for s in sub:
                total += val.share_value(s, req.market, extra_count=extra) - \
                    self.rules.shares[s].price
                extra += 1
            return total

        options = [()] + [c for n in (1, 2) for c in combinations(req.shares, n)
                          if sum(self.rules.shares[s].price for s in c) <= req.cash]
        best = max(options, key=value)
        loss = value(best) - value(tuple(d.shares))
        why = tr("Buying {shares} was worth about {value} M over the printed prices; your "
                 "choice {mine} M.").format(
            shares=(" " + tr("and") + " ").join(best) if best else tr("nothing"),
            value=whole(value(best)), mine=whole(value(tuple(d.shares))))
        return self.verdict(i, seat, "purchase", d, D.Buy(best) if loss > 0.5 else None, loss,
                            False, why)

    def reply(self, i: int, seat: int, req: R.OfferRequest, d: D.Reply, val: Valuer) -> Verdict:
        pos = val.view.players[seat].position

        def v(s: str) -> float:
            now = val.sale_now(s, pos) if pos >= 0 else 0.0
            return max(now, val.hold_value(s))

        net = (sum(v(s) for s in req.give_shares) + req.give_cash
               - sum(v(s) for s in req.take_shares) - req.take_cash)
        best_accept = net > 0
        loss = 0.0 if d.accept == best_accept else abs(net)
        why = tr("The trade was worth about {net} M to you.").format(
            net=whole(net) if net < 0 or whole(net).startswith("-") else "+" + whole(net))
        return self.verdict(i, seat, "trade", d, None if loss == 0 else D.Reply(best_accept),
                            loss, False, why)

    def evaluated(self, i: int, seat: int, req: Any, d: Any, view: Any) -> Verdict:
        """The human's decision charged value(best) − value(chosen) by the evaluator the hint
        and the hard rival use (``ai.cresus.evaluator``) at that position: the hint's move
        costs nothing, by construction."""
        from ai.cresus.evaluator import evaluate

        ev = evaluate(view, req, "hard")
        kind = {R.SellRequest: "sale", R.MoveRequest: "market", R.BidRequest: "bid",
                R.JoinRequest: "join", R.BuyRequest: "purchase", R.OfferRequest: "trade",
                R.EntryRequest: "entry", R.LuxuryRequest: "luxury",
                R.MonopolyRequest: "monopoly", R.PartnerRequest: "partner",
                R.ExpertSectorRequest: "expert", R.DebtRequest: "debt"}.get(type(req), "other")
        loss = ev.loss(d)
        best = ev.best.decision
        mine = ev.value_of(d)
        base = ev.position.m
        words = None
        if isinstance(req, R.EntryRequest):
            name = self.rules.games[req.game].name
            if req.tournament:
                words = lambda a: _tournament_words(a, name)  # noqa: E731
            else:
                words = lambda a: (tr("You play {game} for {entry} M").format(  # noqa: E731
                    game=name, entry=req.entry) if a.yes else
                    tr("You skip {game}").format(game=name))
        elif isinstance(req, R.JoinRequest):
            words = lambda a: _join_words(a, req.share)  # noqa: E731
        say = words or (lambda x: self.describe(seat, x))
        exact = ev.best.value.exact and mine.exact
        if isinstance(req, R.EntryRequest) and not req.tournament:
            # a gambling game's expectation under the best keeps is exact (C-9.3): so is the
            # evaluator's figure when it is that expectation less the entry
            net = game_ev(req.game, self.rules) - req.entry
            exact = abs(abs(ev.value_of(D.Answer(True)).m - ev.value_of(D.Answer(False)).m)
                        - abs(net)) < 0.005
        if loss < 0.005:
            why = (tr("The best choice by the evaluator the hint and the hard rival use: it "
                      "adds exactly {value} M to your worth.") if exact else
                   tr("The best choice by the evaluator the hint and the hard rival use: it "
                      "adds about {value} M to your worth.")).format(value=signed(mine.m - base))
        else:
            other = say(best).split(" ", 1)[1] if " " in say(best) else say(best)
            why = tr("The evaluator the hint and the hard rival use prefers: {other} ({best} M "
                     "to your worth; yours {mine} M).").format(
                other=other, best=signed(ev.best.value.m - base), mine=signed(mine.m - base))
        return self.verdict(i, seat, kind, d, None if loss < 0.005 else best, loss, exact, why,
                            words)

    def other(self, i: int, seat: int, req: Any, d: Any, view: Any) -> Verdict:
        kind = {R.LuxuryRequest: "luxury", R.MonopolyRequest: "monopoly",
                R.PartnerRequest: "partner", R.ExpertSectorRequest: "expert",
                R.DebtRequest: "debt"}.get(type(req), "other")
        try:
            hard = self.hard.decide(view, req).decision if req is not None else None
        except Exception:  # the analysis never stops a review
            hard = None
        same = hard is None or hard == d
        why = (tr("The hard rival would have chosen the same.") if same else
               tr("The hard rival would rather: {choice} (not valued in money).").format(
                   choice=self.describe(seat, hard).split(" ", 1)[1]))
        return self.verdict(i, seat, kind, d, None if same else hard, None, False, why)


def _judge_step(judge: _Judge, step: Any, game: Any, req: Any, human: int,
                keep_lost: list[float]) -> Verdict | None:
    """The verdict of one step: dice and entries for every seat (luck and skill), every other
    kind of decision for the human only."""
    seat, d = step.seat, step.decision
    rules = judge.rules
    if isinstance(req, R.ThrowRequest):
        v = judge.throw(step.index, seat, req, d)
        if v.loss is not None:
            keep_lost[seat] += v.loss
        return v
    if seat == human and req is not None:
        return judge.evaluated(step.index, seat, req, d, game.view(seat))
    if isinstance(req, R.EntryRequest):
        return judge.entry(step.index, seat, req, d)
    if seat != human:
        return None
    view = game.view(seat)
    val = Valuer(view, HARD, rules)
    if isinstance(req, R.SellRequest) and isinstance(d, (D.Sell, D.Done)):
        return judge.sale(step.index, seat, req, d, val)
    if isinstance(req, R.MoveRequest):
        return judge.move(step.index, seat, req, d, val)
    if isinstance(req, R.BidRequest):
        return judge.bid(step.index, seat, req, d, val, view)
    if isinstance(req, R.JoinRequest):
        return judge.join(step.index, seat, req, d, val)
    if isinstance(req, R.BuyRequest):
        return judge.buy(step.index, seat, req, d, val)
    if isinstance(req, R.OfferRequest):
        return judge.reply(step.index, seat, req, d, val)
    return judge.other(step.index, seat, req, d, view)


def review(tl: Timeline, human: int = 0) -> Review:
    """The Crésus review of ``tl`` for seat ``human`` (see analysis.py)."""
    judge = _Judge(tl, human)
    rules = judge.rules
    verdicts: list[Verdict] = []
    n = len(tl.names)
    exact_lost = [0.0] * n
    est_lost = [0.0] * n
    expected = [0.0] * n
    actual = [0.0] * n
    keep_lost = [0.0] * n
    for step in tl.steps:
        seat, d = step.seat, step.decision
        game = tl.state_at(step.index)
        req = _request(game, seat, d)
        try:
            v = _judge_step(judge, step, game, req, human, keep_lost)
        except Exception as exc:  # an analysis failure never stops a review
            v = judge.verdict(step.index, seat, "other", d, None, None, False,
                              tr("Not analysed ({error}).").format(error=type(exc).__name__))
        if v is not None:
            if v.loss is not None:
                if v.exact:
                    exact_lost[seat] += v.loss
                else:
                    est_lost[seat] += v.loss
            if seat == human:
                verdicts.append(v)
        for ev in step.events:  # luck: dice paid against their expectation
            if isinstance(ev, E.DiceRolled) and ev.throw == 1:
                if ev.purpose == "sale":
                    expected[ev.seat] += float(share_solver(ev.subject, ev.throws,
                                                            rules=rules).expected())
                elif ev.purpose == "gamble":
                    expected[ev.seat] += float(gamble_solver(ev.subject, rules=rules).expected())
            elif isinstance(ev, E.ShareSold):
                actual[ev.seat] += ev.gain
            elif isinstance(ev, E.GambleResult):
                actual[ev.seat] += ev.gain
    base = _bare(tl, human)
    money = tl.kit.money_of(tl.final)
    luck = [Luck(i, tl.names[i], round(actual[i] - expected[i] + keep_lost[i], 1),
                 round(exact_lost[i], 1), round(est_lost[i], 1), money[i]) for i in range(n)]
    base.verdicts = verdicts
    base.costliest = costliest(verdicts)
    base.luck = luck
    base.notes = [tr("Exact: dice keeps and stops, gambling entries, sales on the last turn "
                     "(optimal-play expectations). Estimates (~): the evaluator the hint and the "
                     "hard rival use. Luck counts sales and gambling games; other Crésus cards "
                     "and tournaments are not counted. Skill of the rivals counts dice and "
                     "entries only.")]
    return base


__all__ = ["review"]
