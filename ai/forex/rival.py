"""The FOR-EX rivals: a search over the legal actions with the position evaluation of
``evaluation.py``.

FOR-EX has no dice and, after set-up, no hidden information (F-16.2): a rival rebuilds the
whole game from its view and tries its candidate actions on copies.

- easy: a one-ply look at a few actions, and often a plain prudent move (its own seeded
  chance); no spot offers, refuses every offer.
- normal: one ply over every action kind (contracts valued directly, the others played on a
  copy, follow-on sales and tie choices answered greedily), one spot offer when a trade would
  cover a debt it cannot pay, offers accepted only when its evaluation improves, also once
  the offerer has played its likely action, and by more than the offerer's (``accepts``).
- hard: the normal ply, then for its best few actions the other players' greedy replies up to
  its next turn and its own best next action (a two-ply look-ahead over plausible replies).

Budgets count nodes (positions played on a copy), never time, so a decision depends only on
the view and the rival's seed: same state, same answer (F-18.2); reloading a game gives the
same decisions. A rival's own chance comes from ``random.Random(seed, decisions so far)``.
"""

from __future__ import annotations

import random

from ai.base import Choice
from ai.words import signed
from cresus_tui.games.forex import Game
from cresus_tui.games.forex import rates as R
from cresus_tui.games.forex.decisions import (
    Choose, Contract, Decision, Divest, Invest, Reply, Resolve, Sell, Spot,
)
from cresus_tui.games.forex.random_player import random_decision
from cresus_tui.games.forex.requests import ChooseRequest, SellRequest, SpotRequest, TurnRequest
from cresus_tui.games.forex.state import ContractItem, LoanItem
from cresus_tui.games.forex.view import SeatView
from cresus_tui.i18n import tr

from . import evaluation as E
from .words import describe

LEVELS = ("easy", "normal", "hard")
EASY_RANDOM = 0.45        # share of easy turns played as a plain prudent move
HARD_WIDTH = 3            # best actions a hard rival looks beyond
HARD_NODES = 260          # node budget of a hard turn decision beyond the first ply
ACCEPT_MARGIN = 1e-6      # an offer must improve the evaluation by more than this
OFFER_CHECKS = 3          # best candidate offers checked against the partner's full answer


def play(game: Game, decision: Decision) -> None:
    """Apply an answer to the game's current request on ``game`` (a copy), trusting it to be
    legal (the search only plays legal candidates), then answer follow-on sales and tie
    choices greedily until a turn begins or the game ends."""
    req = game.requests()[0]
    game._apply(req, decision)  # noqa: SLF001 - the search's fast path, checks done before
    game._events = []  # noqa: SLF001
    settle(game)


def settle(game: Game) -> None:
    """Answer every non-turn request the search meets: spot offers refused, follow-on sales
    declined (a cheap guess), tie choices greedily for the chooser."""
    for _ in range(64):
        if game.is_over:
            return
        req = game.requests()[0]
        if isinstance(req, TurnRequest):
            return
        if isinstance(req, SpotRequest):
            d: Decision = Reply(False)
        elif isinstance(req, SellRequest):
            d = Sell(0)  # the search's cheap guess: followers keep their certificates
        else:
            d = best_choice(game, req)
        game._apply(req, d)  # noqa: SLF001
        game._events = []  # noqa: SLF001


def best_sell(game: Game, req: SellRequest) -> Sell:
    """F-10.2: the follow-on sale count best for the seller (ties: sell fewer)."""
    best, best_v = 0, None
    for k in range(req.held + 1):
        g = game.clone()
        g._apply(req, Sell(k))  # noqa: SLF001
        v = E.score(g, req.seat)
        if best_v is None or v > best_v + 1e-12:
            best, best_v = k, v
    return Sell(best)


def best_choice(game: Game, req: ChooseRequest) -> Choose:
    """A tie choice (F-12.4, F-14.1) best for the chooser (ties: the earlier currency)."""
    best, best_v = req.options[0], None
    for c in req.options:
        g = game.clone()
        g._apply(req, Choose(c))  # noqa: SLF001
        g._events = []  # noqa: SLF001
        if req.purpose == "dividend":
            settle(g)
        v = E.score(g, req.seat)
        if best_v is None or v > best_v + 1e-12:
            best, best_v = c, v
    return Choose(best)


def simulated_actions(game: Game, seat: int, pairs: int = 3) -> list[Decision]:
    """The actions a search plays on a copy: Resolve, each single investment, ordered pairs of
    the ``pairs`` most promising single investments, and for each held currency selling one
    or all certificates."""
    req = game.requests()[0]
    assert isinstance(req, TurnRequest)
    out: list[Decision] = [Resolve()]
    out += [Invest((c,)) for c in req.buyable]
    if pairs and len(req.buyable) >= 2:
        ranked = sorted(req.buyable, key=lambda c: -_invest_gain(game, seat, c))[:pairs]
        out += [Invest((a, b)) for a in ranked for b in ranked if a != b]
    for c in range(7):
        n = req.held[c]
        if n:
            out.append(Divest(c, 1))
            if n > 1:
                out.append(Divest(c, n))
    return out


def _invest_gain(game: Game, seat: int, c: int) -> float:
    g = game.clone()
    play(g, Invest((c,)))
    return E.score(g, seat)


COARSE = (1, 2, 4, 7, 10)  # contract sizes a look-ahead tries for the replies


def contract_values(game: Game, seat: int, sizes: tuple[int, ...] | None = None,
                    ) -> list[tuple[float, Contract]]:
    """Every legal contract (or those of the given ``sizes``) with the score of the position
    after it (valued directly: a contract changes nothing but its owner's queue)."""
    st = game.state
    if game.free_letter() == "":
        return []
    d = game.data
    s = E.strongest(game)
    f = E.factors(game, s)
    eight = R.eight_box(st.rates)
    ws, ms = [], []
    threat = E.threats(game)
    for p in range(len(st.seats)):
        w, m = E.worth_detail(game, p, f, eight, threat)
        ws.append(w)
        ms.append(m)
    n_players = len(ws)
    base_abs = sum(abs(w) for w in ws)
    best_other = max(w for p, w in enumerate(ws) if p != seat)
    pos = len(st.queue)
    weight, risk = E.exposure(threat, seat, pos)
    walk = E.OwnWalk(game, seat)  # F-11, F-15.1: does a loan of the seat go unpaid?
    cover = E.shield(threat, seat, walk.at) * E.FINAL_DOOM
    out = []
    for pay in range(7):
        for get in range(7):
            if pay == get:
                continue
            for n in sizes or range(d.contract_min, d.contract_max + 1):
                pay_h, get_h = game.contract_amounts(pay, get, n)
                m = list(ms[seat])
                doom = walk.with_contract(pay, pay_h, get, get_h) * cover
                delta = E.contract_value(m, pay, pay_h, get, get_h, pos, f, d.loan_surcharge_h,
                                         weight, risk)
                mine = ws[seat] + delta
                mean = (base_abs - abs(ws[seat]) + abs(mine)) / n_players or 1.0
                v = (mine - best_other) / mean
                if doom:  # as ``evaluation.score``: a loan the seat cannot repay
                    v = doom * -E.WIN + (1 - doom) * v
                out.append((v, Contract(pay, get, n)))
    return out


def ply(game: Game, seat: int, pairs: int = 3, contracts: bool = True,
        sizes: tuple[int, ...] | None = None) -> list[tuple[float, int, Decision]]:
    """One ply: (score after, order, action) for the candidate actions, best first."""
    scored: list[tuple[float, int, Decision]] = []
    for i, d in enumerate(simulated_actions(game, seat, pairs)):
        g = game.clone()
        play(g, d)
        scored.append((E.score(g, seat), -i, d))
    if contracts:
        base = len(scored)
        for j, (v, d) in enumerate(contract_values(game, seat, sizes)):
            scored.append((v, -(base + j), d))
    scored.sort(key=lambda x: (x[0], x[1]), reverse=True)
    return scored


def greedy_turn(game: Game, seat: int) -> Decision:
    """The reply a search expects from a player: its best one-ply action among Resolve,
    single investments, divestments and contracts of a few sizes."""
    return ply(game, seat, pairs=0, sizes=COARSE)[0][2]


class ForexRival:
    """A FOR-EX rival of ``level`` (easy, normal, hard) with its own ``seed``. ``options``
    (view, request, game) -> candidate answers best first, each with ``decision`` and
    ``value``: how the hard level weighs a turn (the evaluator's ``options``, given by
    ``make.make_rival``, so that this module never imports the evaluator that searches with
    its functions)."""

    def __init__(self, level: str = "normal", seed: int = 0, options=None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown FOR-EX rival level {level!r}: easy, normal or hard")
        if level == "hard" and options is None:
            raise ValueError("a hard FOR-EX rival needs the evaluator's options "
                             "(ai.forex.make.make_rival)")
        self.options = options
        self.level = level
        self.seed = seed
        self.name = level

    def _rng(self, view: SeatView) -> random.Random:
        return random.Random(self.seed * 1_000_003 + view.decisions)

    # ---- the interface -------------------------------------------------------------------

    def decide(self, view: SeatView, request) -> Choice:
        """Answer ``request`` (addressed to ``view.seat``) from the view alone."""
        game = Game.from_view(view)
        me = view.seat
        if isinstance(request, SpotRequest):
            return self._reply(game, me, request)
        if isinstance(request, SellRequest):
            d = best_sell(game, request)
            cur = game.data.currencies[request.currency]
            return Choice(d, (tr("keeps its certificates ({currency})") if d.count == 0 else
                              tr("sells {n} while the rate still holds ({currency})")).format(
                n=d.count, currency=cur))
        if isinstance(request, ChooseRequest):
            d = best_choice(game, request)
            return Choice(d, (tr("strengthens {currency}, best for its holdings")
                              if request.purpose == "dividend" else
                              tr("names {currency} as Strongest, best for its holdings")).format(
                currency=game.data.currencies[d.currency]))
        if self.level == "easy":
            return self._easy_turn(game, me, view)
        if self.level == "hard":
            opts = self.options(view, request, game)
            d = opts[0].decision
            return Choice(d, tr("{what} (best of {n} options, {value} by its evaluation)").format(
                what=describe(game, d), n=len(opts), value=signed(opts[0].value, 1)))
        scored = ply(game, me)
        v, _, d = scored[0]
        return Choice(d, tr("{what} (best of {n} options)").format(what=describe(game, d),
                                                                   n=len(scored)))

    def side_decision(self, view: SeatView) -> Choice | None:
        """At most one spot offer a turn (F-18.2): when a trade would cover a debt it cannot
        pay and the partner's own evaluation should accept it. None otherwise."""
        if self.level == "easy" or view.over or view.spot_done or view.offers_made:
            return None
        if not any(isinstance(r, TurnRequest) for r in view.requests):
            return None
        game = Game.from_view(view)
        me = view.seat
        need = _shortages(game, me)
        if not need:
            return None
        base = E.score(game, me)
        ranked: list[tuple[float, Spot]] = []
        st = game.state
        for get in need:
            for to in range(len(st.seats)):
                if to == me:
                    continue
                for give in range(7):
                    if give == get:
                        continue
                    for gh, th in game.spot_options(give, get):
                        if st.seats[me].money[give] < gh or st.seats[to].money[get] < th:
                            continue
                        g = game.clone()
                        _trade(g, me, to, give, gh, get, th)
                        gain = E.score(g, me) - base
                        if gain <= ACCEPT_MARGIN:
                            continue
                        if E.score(g, to) <= E.score(game, to) + ACCEPT_MARGIN:
                            continue  # the partner would refuse
                        ranked.append((gain, Spot(to, give, get, gh)))
        ranked.sort(key=lambda x: -x[0])  # stable: equal gains keep the order of the loops
        for _, d in ranked[:OFFER_CHECKS]:
            if accepts(game, d.to, me, d.give, *_amounts(game, d)):
                return Choice(d, tr("offers a spot trade to cover a debt: {what}").format(
                    what=describe(game, d)))
        return None

    # ---- levels --------------------------------------------------------------------------

    def _reply(self, game: Game, me: int, req: SpotRequest) -> Choice:
        if self.level == "easy":
            return Choice(Reply(False), tr("does not trade"))
        accept = accepts(game, me, req.by, req.give, req.give_h, req.get, req.get_h)
        return Choice(Reply(accept), tr("accepts: the trade pays off, even after the offerer's "
                                        "likely action") if accept else
                      tr("refuses: the trade would not pay off once the offerer has made their "
                         "move"))

    def _easy_turn(self, game: Game, me: int, view: SeatView) -> Choice:
        rng = self._rng(view)
        if rng.random() < EASY_RANDOM:
            d = random_decision(game, me, rng, prudent=True)
            return Choice(d, tr("{what} (on a whim)").format(what=describe(game, d)))
        scored = ply(game, me, pairs=0, contracts=False)
        d = scored[0][2]
        return Choice(d, tr("{what} (a quick look)").format(what=describe(game, d)))


def deepen(game: Game, me: int, scored: list[tuple[float, int, Decision]],
           ) -> list[tuple[float, int, Decision]]:
    """Hard (and the evaluator, ``evaluator.py``): for the best few actions, the others' greedy
    replies up to my next turn and then my own best action; within HARD_NODES positions."""
    n = len(game.state.seats)
    per_line = n + 1
    width = max(1, min(HARD_WIDTH, HARD_NODES // (per_line * 20)))
    out = []
    for v, order, d in scored[:width]:
        g = game.clone()
        play(g, d)
        for _ in range(n - 1):
            if g.is_over:
                break
            seat = g.requests()[0].seat
            if seat == me:
                break
            play(g, greedy_turn(g, seat))
        if not g.is_over and g.requests()[0].seat == me:
            v2 = ply(g, me, pairs=0, sizes=COARSE)[0][0]
        else:
            v2 = E.score(g, me)
        out.append((0.5 * v + 0.5 * v2, order, d))
    out.sort(key=lambda x: (x[0], x[1]), reverse=True)
    return out + scored[width:]


def _amounts(game: Game, d: Spot) -> tuple[int, int, int]:
    """(give_h, get, get_h) of a spot offer ``d`` at today's rate."""
    opts = game.spot_options(d.give, d.get)
    gh, th = opts[0] if d.give_h == 0 else next(o for o in opts if o[0] == d.give_h)
    return gh, d.get, th


def accepts(game: Game, me: int, by: int, give: int, give_h: int, get: int,
            get_h: int) -> bool:
    """Whether ``me`` accepts ``by``'s spot offer (``by`` gives ``give_h`` of ``give``, gets
    ``get_h`` of ``get``; F-7): only when the trade improves ``me``'s evaluation now AND once
    ``by`` has played the action it would then choose (its greedy one-ply action, with and
    without the trade), and it helps ``by`` no more than ``me`` (by each one's evaluation).
    Judging the trade alone let an offerer hand over a currency and divest it at once
    (weakening what ``me`` just took), or take a currency and invest in it; and a trade good
    for both against the other players is refused when it is better for the offerer.
    Depends on the state alone: same state, same answer (F-18.2)."""
    g = game.clone()
    _trade(g, by, me, give, give_h, get, get_h)
    if E.score(g, me) <= E.score(game, me) + ACCEPT_MARGIN:
        return False
    trade = (give, give_h, get, get_h)
    with_me, with_by = _after_move(game, me, by, trade)
    without_me, without_by = _after_move(game, me, by, None)
    gain = with_me - without_me
    return gain > ACCEPT_MARGIN and with_by - without_by <= gain


def _after_move(game: Game, me: int, by: int, trade: tuple[int, int, int, int] | None,
                ) -> tuple[float, float]:
    """(``me``'s evaluation, ``by``'s evaluation) once ``by`` (the active player) has made
    ``trade`` (or none) and then its greedy action."""
    g = game.clone()
    st = g.state
    if trade is not None:
        _trade(g, by, me, *trade)
        st.spot_done = True
    if st.frames and not isinstance(g.requests()[0], TurnRequest):
        st.frames.pop()  # the offer itself (answered here)
    if not g.is_over and g.requests()[0].seat == by:
        play(g, greedy_turn(g, by))
    return E.score(g, me), E.score(g, by)


def _trade(game: Game, a: int, b: int, give: int, give_h: int, get: int, get_h: int) -> None:
    """Seat a gives ``give_h`` of ``give`` to b and receives ``get_h`` of ``get``."""
    sa, sb = game.state.seats[a], game.state.seats[b]
    sa.money[give] -= give_h
    sb.money[give] += give_h
    sb.money[get] -= get_h
    sa.money[get] += get_h


def _shortages(game: Game, me: int) -> list[int]:
    """Currencies ``me`` lacks for its queued contracts and loans (front first)."""
    m = list(game.state.seats[me].money)
    out: list[int] = []
    for item in game.state.queue:
        if getattr(item, "owner", -1) != me:
            continue
        if isinstance(item, ContractItem):
            m[item.get] += item.get_h
            if m[item.pay] < item.pay_h and item.pay not in out:
                out.append(item.pay)
            m[item.pay] = max(0, m[item.pay] - item.pay_h)
        elif isinstance(item, LoanItem):
            for c, h in item.lines:
                if m[c] < h and c not in out:
                    out.append(c)
                m[c] = max(0, m[c] - h)
    return out


class RandomForexRival:
    """The random-legal player (F-19's policy R) behind the rival interface."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, view: SeatView, request) -> Choice:
        game = Game.from_view(view)
        rng = random.Random(self.seed * 1_000_003 + view.decisions)
        return Choice(random_decision(game, view.seat, rng), tr("at random"))

    def side_decision(self, view: SeatView) -> Choice | None:
        return None
