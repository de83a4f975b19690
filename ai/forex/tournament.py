"""Headless FOR-EX games between entrants, and the statistics of ``simulate``.

An entrant is ``random`` (the random-legal player, F-19's policy R), ``prudent`` (policy P),
``easy``, ``normal`` or ``hard``. Seats are rotated between games so that no entrant keeps
the first seat. Decision times are this process's CPU time (``time.process_time``), so
that other work on a shared machine does not inflate them. ``simulate`` returns the same
JSON keys as Crésus's ``cresus simulate --json`` (``island_rate`` and
``winner_mean_luxuries`` are 0: FOR-EX has neither), plus a few FOR-EX figures under keys
of their own.
"""

from __future__ import annotations

import math
import random
import time
import traceback

import msgspec

from cresus_tui.games.forex import GameConfig, SeatConfig, new_game
from cresus_tui.games.forex.game import Game
from cresus_tui.games.forex.random_player import random_decision
from cresus_tui.games.forex.requests import TurnRequest

from .make import make_rival

ENTRANTS = ("random", "prudent", "easy", "normal", "hard")


class GameResult(msgspec.Struct):
    seed: int
    entrants: list[str]
    winners: list[int] = []          # seats placed first
    turns: int = 0
    bankrupt: int = -1
    end_phase_bankruptcy: bool = False
    strongest: int = -1
    decision_ms: dict[str, list[float]] = {}
    spot_offers: int = 0
    spot_trades: int = 0
    error: str = ""


class _Policy:
    """The random or prudent reference policy behind the rival interface."""

    def __init__(self, prudent: bool, seed: int) -> None:
        self.prudent = prudent
        self.rng = random.Random(seed)

    def decide_game(self, game: Game, seat: int):
        return random_decision(game, seat, self.rng, self.prudent)


def play_one(entrants: list[str], seed: int, timed: bool = False) -> GameResult:
    """One game; ``entrants[i]`` plays seat i. Never raises: an error is recorded."""
    result = GameResult(seed, list(entrants))
    try:
        players = []
        for i, e in enumerate(entrants):
            if e in ("random", "prudent"):
                players.append(_Policy(e == "prudent", seed * 31 + i))
            else:
                players.append(make_rival(e, seed * 31 + i))
        config = GameConfig(tuple(SeatConfig(f"{e} {i + 1}") for i, e in enumerate(entrants)),
                            seed)
        game, _ = new_game(config)
        _drive(game, players, entrants, result, timed)
        st = game.state
        result.turns = st.turn
        result.bankrupt = st.bankrupt
        result.end_phase_bankruptcy = st.bankrupt >= 0 and st.final_resolver >= 0
        result.strongest = st.strongest
        result.winners = [seat for place, seat in game.ranking() if place == 1]
    except Exception:  # noqa: BLE001 - the simulator reports every failure and goes on
        result.error = f"seed {seed}: {traceback.format_exc(limit=4)}"
    return result


def _drive(game: Game, players, entrants, result: GameResult, timed: bool) -> None:
    clock = time.process_time  # this process's CPU time: other processes do not count
    for _ in range(20_000):
        if game.is_over:
            return
        req = game.requests()[0]
        p = players[req.seat]
        if isinstance(p, _Policy):
            game.submit(req.seat, p.decide_game(game, req.seat))
            continue
        t0 = clock() if timed else 0.0
        view = game.view(req.seat)
        side = p.side_decision(view) if isinstance(req, TurnRequest) else None
        if side is not None:
            result.spot_offers += 1
            game.submit(req.seat, side.decision)
            if timed:
                result.decision_ms.setdefault(entrants[req.seat], []).append(
                    (clock() - t0) * 1000)
            spot_before = game.state.spot_done
            reply_req = game.requests()[0]
            q = players[reply_req.seat]
            if isinstance(q, _Policy):
                game.submit(reply_req.seat, q.decide_game(game, reply_req.seat))
            else:
                game.submit(reply_req.seat, q.decide(game.view(reply_req.seat),
                                                     reply_req).decision)
            result.spot_trades += game.state.spot_done and not spot_before
            continue
        choice = p.decide(view, req)
        if timed:
            result.decision_ms.setdefault(entrants[req.seat], []).append((clock() - t0) * 1000)
        game.submit(req.seat, choice.decision)
    raise RuntimeError("the game did not end")


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval for a proportion."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, c - h), min(1.0, c + h))


def _percentile(xs: list[float], q: float) -> float:
    return xs[min(len(xs) - 1, int(len(xs) * q))] if xs else 0.0


def simulate(games: int, players: int, seed: int = 0, rivals: list[str] | None = None,
             timed: bool = False) -> dict:
    """Play ``games`` games of ``players`` seats (``rivals``: one entrant per seat, default
    all ``random``), rotating seats; summarise with the keys of ``cresus simulate --json``.

    Win shares split ties between the entrants placed first. Raises ValueError for an
    unknown entrant or a seat count outside 2..6."""
    entrants = list(rivals) if rivals else ["random"] * players
    if len(entrants) != players or not 2 <= players <= 6:
        raise ValueError("2 to 6 players, one entrant per seat")
    for e in entrants:
        if e not in ENTRANTS:
            raise ValueError(f"unknown FOR-EX entrant {e!r}: one of {', '.join(ENTRANTS)}")
    p = players
    wins = [0.0] * p
    seat_wins = [0.0] * p
    turns: list[int] = []
    bankrupt = end_bankrupt = offers = trades = 0
    strongest = [0] * 7
    errors: list[str] = []
    times: dict[str, list[float]] = {}
    start = time.perf_counter()
    for g in range(games):
        shift = g % p
        seating = [(i + shift) % p for i in range(p)]  # seat s plays entrant seating[s]
        r = play_one([entrants[e] for e in seating], seed + g, timed)
        if r.error:
            errors.append(r.error)
            continue
        for w in r.winners:
            wins[seating[w]] += 1 / len(r.winners)
            seat_wins[w] += 1 / len(r.winners)
        turns.append(r.turns)
        bankrupt += r.bankrupt >= 0
        end_bankrupt += r.end_phase_bankruptcy
        offers += r.spot_offers
        trades += r.spot_trades
        if r.strongest >= 0:
            strongest[r.strongest] += 1
        for k, v in r.decision_ms.items():
            times.setdefault(k, []).extend(v)
    seconds = time.perf_counter() - start
    ok = max(1, games - len(errors))
    all_times = sorted(t for v in times.values() for t in v)
    ms: dict[str, float] = {}
    if all_times:
        ms = {"median": _percentile(all_times, 0.5), "p99": _percentile(all_times, 0.99),
              "count": float(len(all_times))}
    by_level = {}
    for k, v in times.items():
        v.sort()
        by_level[k] = {"median": round(_percentile(v, 0.5), 3),
                       "p99": round(_percentile(v, 0.99), 3), "count": len(v)}
    turns.sort()
    return {
        "games": games, "players": p, "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds else 0.0,
        "mean_turns": round(sum(turns) / ok, 3) if turns else 0.0,
        "island_rate": 0.0,
        "bankruptcy_rate": round(bankrupt / ok, 4),
        "entrants": list(entrants),
        "win_share_by_entrant": [round(w / ok, 4) for w in wins],
        "win_share_by_seat": [round(w / ok, 4) for w in seat_wins],
        "win_interval_by_entrant": [[round(x, 4) for x in wilson(w, ok)] for w in wins],
        "winner_mean_luxuries": 0.0,
        "decision_ms": ms,
        "errors": errors,
        # FOR-EX's own figures
        "game": "forex",
        "median_turns": _percentile(turns, 0.5) if turns else 0,
        "turns_p10_p90": [_percentile(turns, 0.1), _percentile(turns, 0.9)] if turns else [],
        "end_phase_bankruptcy_rate": round(end_bankrupt / ok, 4),
        "strongest_share": [round(x / ok, 4) for x in strongest],
        "spot_offers_per_game": round(offers / ok, 3),
        "spot_trades_per_game": round(trades / ok, 3),
        "decision_ms_by_entrant": by_level,
    }
