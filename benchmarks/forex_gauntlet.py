"""FOR-EX exploit gauntlet: scripted strategies, each pushing one trick to the limit, against
three rivals of one level (4 players, seats rotated, ties split, 95 % Wilson intervals).

An equal player wins 25 % of 4-player games. A strategy that beats three hard rivals clearly
above that (> 30 %) points at a weakness of the rivals' evaluation or search.

Strategies (every one sees the whole public state, as F-16 allows; none reads a rival's code
or generator, but the spot abusers may offer as often as the rules let them, F-7.4):

- ``spot_abuse``: offers, every turn, every legal spot trade that improves its own evaluation,
  best first, until one is accepted (a refused offer does not use up the spot, F-7.4); then
  plays the normal rival's action.
- ``spot_then_move``: offers the trade that is best together with the action it then plays
  (take a currency, then invest in it and strengthen it; give one, then divest it and weaken
  it), among the trades the partner should accept (the rivals' own ``accepts`` where the
  code has one); then plays the normal rival's action. ``spot_then_hard``: the same offers,
  then the hard rival's action.
- ``hoard``: buys certificates of one currency (the one it already holds most, first the
  strongest buyable), gets that currency by contracts it can pay and spot trades, never sells,
  resolves otherwise; the dividends strengthen the most-held currency (F-12.4).
- ``borrow_spam``: a contract every turn while a letter is free: pay the weakest currency, get
  the strongest, the largest n (F-8.2): the "get" amount arrives even when the contract fails
  (F-11.3); it resolves when another player's loan would end the game while it leads.
- ``aggressive``: the normal rival's play, but resolves whenever the front items would make
  another player bankrupt (F-15.1) while it would rank first.
- ``always_resolve`` / ``never_resolve``: Resolve every turn / the normal rival's best action
  other than Resolve (Resolve only when nothing else is legal).
- ``flat_mc``: a flat Monte-Carlo player: for the normal ply's best actions, prudent random
  rollouts (F-19's policy P for every player) to the end; the action with the most wins.
- controls: ``normal`` and ``hard`` (the rivals themselves in the same seat).

Each game's seed is ``--seed`` + its number and the strategy's seat is that number mod 4
(seats rotated). Exit status 1 when a strategy wins more than 30 % against three hard rivals.

    python benchmarks/forex_gauntlet.py [--games 200] [--seed 0] [--field hard|normal]
        [--strategy NAME ...] [--jobs 2] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.forex import evaluation as E  # noqa: E402
from ai.forex.make import make_rival  # noqa: E402
from ai.forex.rival import _trade, ply  # noqa: E402
from ai.forex.tournament import wilson  # noqa: E402
from cresus_tui.games.forex import Game, GameConfig, SeatConfig, new_game  # noqa: E402
from cresus_tui.games.forex import rates as R  # noqa: E402
from cresus_tui.games.forex.decisions import (  # noqa: E402
    Contract, Decision, Invest, Reply, Resolve, Spot,
)
from cresus_tui.games.forex.random_player import random_decision  # noqa: E402
from cresus_tui.games.forex.requests import SpotRequest, TurnRequest  # noqa: E402
from cresus_tui.games.forex.state import ContractItem, LoanItem  # noqa: E402

try:  # the rivals' own answer to an offer, where the code has one
    from ai.forex.rival import accepts as _accepts  # noqa: E402
except ImportError:  # older rivals judged the trade alone
    _accepts = None

MAX_OFFERS = 12  # offers a spot abuser makes in one turn at most (keeps a game bounded)


# ---- helpers shared by the strategies -------------------------------------------------------

def spot_trades(game: Game, me: int) -> list[tuple[int, int, int, int, int]]:
    """Every legal spot trade for ``me``: (to, give, give_h, get, get_h)."""
    st = game.state
    out = []
    for to in range(len(st.seats)):
        if to == me:
            continue
        for give in range(7):
            for get in range(7):
                if give == get:
                    continue
                for gh, th in game.spot_options(give, get):
                    if st.seats[me].money[give] >= gh and st.seats[to].money[get] >= th:
                        out.append((to, give, gh, get, th))
    return out


def would_accept(game: Game, to: int, me: int, give: int, gh: int, get: int, th: int) -> bool:
    """What a partner judging by the rivals' evaluation is expected to answer (only used to
    order and bound the offers; the real answer comes from the partner)."""
    if _accepts is not None:
        return _accepts(game, to, me, give, gh, get, th)
    g = game.clone()
    _trade(g, me, to, give, gh, get, th)
    return E.score(g, to) > E.score(game, to) + 1e-6


def normal_action(game: Game, me: int) -> Decision:
    return ply(game, me)[0][2]


def greedy_answer(game: Game, req) -> Decision:
    """Follow-on sales and tie choices: the normal rival's answers."""
    return make_rival("normal", 0).decide(game.view(req.seat), req).decision


class Strategy:
    """A scripted player: ``offers`` (spot offers to try this turn, best first) and ``act``."""

    name = "?"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def offers(self, game: Game, me: int) -> list[Spot]:
        return []

    def act(self, game: Game, me: int) -> Decision:
        return normal_action(game, me)

    def answer(self, game: Game, req) -> Decision:
        if isinstance(req, SpotRequest):
            g = game.clone()
            _trade(g, req.by, req.seat, req.give, req.give_h, req.get, req.get_h)
            return Reply(E.score(g, req.seat) > E.score(game, req.seat) + 1e-6)
        return greedy_answer(game, req)


class Control(Strategy):
    """The rival itself (``normal`` or ``hard``) in the strategy's seat."""

    def __init__(self, seed: int, level: str) -> None:
        super().__init__(seed)
        self.name = level
        self.rival = make_rival(level, seed)


class SpotAbuse(Strategy):
    name = "spot_abuse"

    def offers(self, game: Game, me: int) -> list[Spot]:
        base = E.score(game, me)
        ranked = []
        for to, give, gh, get, th in spot_trades(game, me):
            g = game.clone()
            _trade(g, me, to, give, gh, get, th)
            gain = E.score(g, me) - base
            if gain > 1e-6:
                ranked.append((gain, Spot(to, give, get, gh)))
        ranked.sort(key=lambda x: -x[0])
        return [s for _, s in ranked[:MAX_OFFERS]]


class SpotThenMove(Strategy):
    name = "spot_then_move"

    def __init__(self, seed: int, base: str = "normal") -> None:
        super().__init__(seed)
        self.base = make_rival(base, seed) if base == "hard" else None

    def act(self, game: Game, me: int) -> Decision:
        if self.base is None:
            return normal_action(game, me)
        return self.base.decide(game.view(me), game.requests()[0]).decision

    def offers(self, game: Game, me: int) -> list[Spot]:
        base = ply(game, me, sizes=(1, 2, 4, 7, 10))[0][0]
        ranked = []
        for to, give, gh, get, th in spot_trades(game, me):
            if not would_accept(game, to, me, give, gh, get, th):
                continue
            g = game.clone()
            _trade(g, me, to, give, gh, get, th)
            v, _, d = ply(g, me, pairs=0, sizes=(1, 2, 4, 7, 10))[0]
            if v > base + 1e-6:
                ranked.append((v, Spot(to, give, get, gh)))
        ranked.sort(key=lambda x: -x[0])
        return [s for _, s in ranked[:MAX_OFFERS]]


class Hoard(Strategy):
    name = "hoard"

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.target = -1

    def _target(self, game: Game, me: int) -> int:
        st = game.state
        certs = st.seats[me].certs
        if max(certs) > 0:
            return max(range(7), key=lambda c: (certs[c], R.wins(st.rates)[c]))
        w = R.wins(st.rates)
        return max(range(7), key=lambda c: (st.supply[c] >= 4, w[c], -c))

    def _committed(self, game: Game, me: int) -> list[int]:
        """Money left once my queued items are paid (contracts and loans)."""
        m = list(game.state.seats[me].money)
        for item in game.state.queue:
            if getattr(item, "owner", -1) != me:
                continue
            if isinstance(item, ContractItem):
                m[item.pay] -= item.pay_h
                m[item.get] += item.get_h
            elif isinstance(item, LoanItem):
                for c, h in item.lines:
                    m[c] -= h
        return m

    def offers(self, game: Game, me: int) -> list[Spot]:
        x = self._target(game, me)
        out = []
        for to, give, gh, get, th in spot_trades(game, me):
            if get == x and give != x and would_accept(game, to, me, give, gh, get, th):
                out.append(Spot(to, give, get, gh))
        return out[:MAX_OFFERS]

    def act(self, game: Game, me: int) -> Decision:
        st = game.state
        x = self._target(game, me)
        req = game.requests()[0]
        if x in req.buyable:
            return Invest((x,))
        if req.letter:
            m = self._committed(game, me)
            best = None
            for pay in range(7):
                if pay == x:
                    continue
                for n in range(10, 0, -1):
                    ph, gh = game.contract_amounts(pay, x, n)
                    if ph <= m[pay]:
                        if best is None or gh > best[0]:
                            best = (gh, Contract(pay, x, n))
                        break
            if best is not None and best[0] >= 2:
                return best[1]
        return Resolve()


class BorrowSpam(Strategy):
    name = "borrow_spam"

    def act(self, game: Game, me: int) -> Decision:
        st = game.state
        req = game.requests()[0]
        pos, who = E.doomed(game)
        if who >= 0 and who != me and pos == 0 and _leads_now(game, me):
            return Resolve()
        if req.letter:
            w = R.wins(st.rates)
            strong = max(range(7), key=lambda c: (w[c], -c))
            weak = min(range(7), key=lambda c: (w[c], -c))
            return Contract(weak, strong, 10)
        return Resolve()


def _leads_now(game: Game, me: int) -> bool:
    """Would ``me`` rank first (alone) if the game ended by another's bankruptcy now?"""
    s = E.strongest(game)
    mine = E.money_in(game, me, s)
    return all(E.money_in(game, p, s) < mine for p in range(len(game.state.seats)) if p != me)


class Aggressive(Strategy):
    name = "aggressive"

    def act(self, game: Game, me: int) -> Decision:
        pos, who = E.doomed(game)
        if who >= 0 and who != me and pos == 0:
            g = game.clone()
            g.submit(me, Resolve())
            while not g.is_over and not isinstance(g.requests()[0], TurnRequest):
                r = g.requests()[0]
                g.submit(r.seat, greedy_answer(g, r))
            if g.is_over and any(s == me and p == 1 for p, s in g.ranking()):
                return Resolve()
        return normal_action(game, me)


class AlwaysResolve(Strategy):
    name = "always_resolve"

    def act(self, game: Game, me: int) -> Decision:
        return Resolve()


class NeverResolve(Strategy):
    name = "never_resolve"

    def act(self, game: Game, me: int) -> Decision:
        for _, _, d in ply(game, me):
            if not isinstance(d, Resolve):
                return d
        return Resolve()


class FlatMC(Strategy):
    name = "flat_mc"
    WIDTH = 6
    ROLLOUTS = 8

    def act(self, game: Game, me: int) -> Decision:
        cands = [d for _, _, d in ply(game, me)[: self.WIDTH]]
        if not any(isinstance(d, Resolve) for d in cands):
            cands.append(Resolve())
        best, best_v = cands[0], -1.0
        for i, d in enumerate(cands):
            v = 0.0
            for k in range(self.ROLLOUTS):
                g = game.clone()
                g.submit(me, d)
                rng = random.Random(self.rng.random())
                for _ in range(3000):
                    if g.is_over:
                        break
                    r = g.requests()[0]
                    g.submit(r.seat, random_decision(g, r.seat, rng, prudent=True))
                firsts = [s for p, s in g.ranking() if p == 1]
                if me in firsts:
                    v += 1 / len(firsts)
            if v > best_v:
                best, best_v = d, v
        return best


STRATEGIES = {
    "spot_abuse": SpotAbuse, "spot_then_move": SpotThenMove,
    "spot_then_hard": lambda seed: SpotThenMove(seed, "hard"), "hoard": Hoard,
    "borrow_spam": BorrowSpam, "aggressive": Aggressive, "always_resolve": AlwaysResolve,
    "never_resolve": NeverResolve, "flat_mc": FlatMC,
    "normal": lambda seed: Control(seed, "normal"), "hard": lambda seed: Control(seed, "hard"),
}


# ---- the driver -----------------------------------------------------------------------------

def play_game(strategy: str, field: str, seed: int, seat: int) -> dict:
    """One 4-player game: the strategy in ``seat``, rivals of ``field`` elsewhere. Returns
    {"share": win share of the strategy, "offers", "trades", "bankrupt_me", "turns"}."""
    n = 4
    names = [strategy if i == seat else field for i in range(n)]
    game, _ = new_game(GameConfig(tuple(SeatConfig(f"{e} {i + 1}") for i, e in
                                        enumerate(names)), seed))
    strat = STRATEGIES[strategy](seed * 31 + seat)
    rivals = {i: make_rival(field, seed * 31 + i) for i in range(n) if i != seat}
    if isinstance(strat, Control):
        rivals[seat] = strat.rival
    offers = trades = 0
    for _ in range(20_000):
        if game.is_over:
            break
        req = game.requests()[0]
        p = req.seat
        if p in rivals:
            view = game.view(p)
            side = rivals[p].side_decision(view) if isinstance(req, TurnRequest) else None
            if side is not None:
                game.submit(p, side.decision)
                r2 = game.requests()[0]
                if r2.seat == seat and not isinstance(strat, Control):
                    game.submit(r2.seat, strat.answer(game, r2))
                else:
                    game.submit(r2.seat, rivals[r2.seat].decide(game.view(r2.seat),
                                                                 r2).decision)
                continue
            game.submit(p, rivals[p].decide(view, req).decision)
            continue
        # the strategy's seat
        if isinstance(req, TurnRequest):
            if req.spot_open:
                for spot in strat.offers(game, p):
                    if game.state.spot_done:
                        break
                    try:
                        game.submit(p, spot)
                    except Exception:  # noqa: BLE001 - an offer made stale by none; skip
                        continue
                    offers += 1
                    r2 = game.requests()[0]
                    game.submit(r2.seat, rivals[r2.seat].decide(game.view(r2.seat),
                                                                r2).decision)
                    trades += game.state.spot_done
            game.submit(p, strat.act(game, p))
        else:
            game.submit(p, strat.answer(game, req))
    else:
        raise RuntimeError(f"seed {seed}: the game did not end")
    firsts = [s for place, s in game.ranking() if place == 1]
    return {"share": (1 / len(firsts)) if seat in firsts else 0.0, "offers": offers,
            "trades": trades, "bankrupt_me": game.state.bankrupt == seat,
            "bankrupt_any": game.state.bankrupt >= 0, "turns": game.state.turn}


def _job(args: tuple[str, str, int]) -> dict:
    strategy, field, g = args
    return play_game(strategy, field, g, g % 4)


def run(strategy: str, field: str, games: int, seed: int = 0, jobs: int = 1) -> dict:
    """``games`` games (seeds ``seed`` …, seat rotated by the game number); a summary."""
    tasks = [(strategy, field, seed + g) for g in range(games)]
    t0 = time.perf_counter()
    if jobs > 1:
        from multiprocessing import Pool

        with Pool(jobs) as pool:
            results = pool.map(_job, tasks, chunksize=4)
    else:
        results = [_job(t) for t in tasks]
    wins = sum(r["share"] for r in results)
    lo, hi = wilson(wins, games)
    return {"strategy": strategy, "field": field, "games": games, "seed": seed,
            "win_share": round(wins / games, 4), "interval": [round(lo, 4), round(hi, 4)],
            "bankrupt_self": round(sum(r["bankrupt_me"] for r in results) / games, 4),
            "bankruptcy": round(sum(r["bankrupt_any"] for r in results) / games, 4),
            "mean_turns": round(sum(r["turns"] for r in results) / games, 1),
            "offers_per_game": round(sum(r["offers"] for r in results) / games, 2),
            "trades_per_game": round(sum(r["trades"] for r in results) / games, 2),
            "seconds": round(time.perf_counter() - t0, 1)}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--field", action="append", choices=["hard", "normal"])
    ap.add_argument("--strategy", action="append", choices=sorted(STRATEGIES))
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    flagged = False
    for field in args.field or ["hard", "normal"]:
        for s in args.strategy or [k for k in STRATEGIES if k not in ("normal", "hard")]:
            r = run(s, field, args.games, args.seed, args.jobs)
            bad = field == "hard" and r["win_share"] > 0.30
            flagged |= bad
            if args.json:
                print(json.dumps(r))
            else:
                lo, hi = r["interval"]
                print(f"{s:>15} vs 3 {field:<6}: {r['win_share']:6.1%} [{lo:.1%} – {hi:.1%}] "
                      f"({r['games']} games; own bankruptcy {r['bankrupt_self']:.1%}, any "
                      f"{r['bankruptcy']:.1%}; {r['mean_turns']} turns; offers/trades a game "
                      f"{r['offers_per_game']}/{r['trades_per_game']}; {r['seconds']} s)"
                      + ("  <-- beats hard rivals" if bad else ""))
            sys.stdout.flush()
    return 1 if flagged else 0


if __name__ == "__main__":
    sys.exit(main())
