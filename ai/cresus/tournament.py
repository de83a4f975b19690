"""Headless games between entrants, and the statistics ``cresus simulate`` prints.

An entrant is a rival name: ``random`` or a level, optionally with a personality
(``normal:ruse``). Seats are rotated between games so that no entrant keeps the first seat.
"""

from __future__ import annotations

import time
import traceback

import msgspec

from cresus_tui.games.cresus import GameConfig, SeatConfig, new_game
from cresus_tui.games.cresus.game import Game, IllegalDecision
from cresus_tui.games.cresus.requests import OfferRequest

from ..simulate import wilson
from .rival import make_rival


class GameResult(msgspec.Struct):
    seed: int
    entrants: list[str]          # entrant name per seat
    winners: list[int]           # entrant indices placed first
    turns: int
    island: bool
    bankruptcies: int            # seats that took the loan or were eliminated
    winner_luxuries: float
    decision_ms: list[float] = []
    error: str = ""


class Summary(msgspec.Struct):
    games: int
    players: int
    seconds: float
    games_per_second: float
    mean_turns: float
    island_rate: float
    bankruptcy_rate: float
    entrants: list[str]
    win_share_by_entrant: list[float]
    win_share_by_seat: list[float]
    win_interval_by_entrant: list[tuple[float, float]]
    winner_mean_luxuries: float
    decision_ms: dict[str, float]
    errors: list[str]


def parse_entrant(name: str) -> tuple[str, str]:
    level, _, personality = name.partition(":")
    return level, personality


def play_one(entrants: list[str], seed: int, timed: bool = False) -> GameResult:
    """One game; ``entrants[i]`` plays seat i. Never raises: an error is recorded."""
    rivals = [make_rival(*parse_entrant(e), seed=seed * 31 + i) for i, e in enumerate(entrants)]
    config = GameConfig(tuple(SeatConfig(f"{e} {i + 1}") for i, e in enumerate(entrants)), seed)
    result = GameResult(seed, list(entrants), [], 0, False, 0, 0.0)
    try:
        game, _ = new_game(config)
        _drive(game, rivals, result, timed)
        st = game.state
        result.turns = st.turn
        result.island = st.end_reason == "island"
        result.bankruptcies = sum(1 for s in st.seats if s.loan_taken or s.eliminated)
        firsts = [seat for place, seat in game.ranking() if place == 1]
        result.winners = firsts
        result.winner_luxuries = sum(st.seats[s].luxuries for s in firsts) / len(firsts)
    except Exception:  # noqa: BLE001 - the simulator reports every failure and goes on
        result.error = f"seed {seed}: {traceback.format_exc(limit=3)}"
    return result


def _drive(game: Game, rivals, result: GameResult, timed: bool) -> None:
    clock = time.perf_counter
    for _ in range(200_000):
        if game.is_over:
            return
        reqs = game.requests()
        # a trade offer (C-10.4) is answered first, then the first waiting request
        req = reqs[-1] if isinstance(reqs[-1], OfferRequest) else reqs[0]
        rival = rivals[req.seat]
        view = game.view(req.seat)
        t0 = clock() if timed else 0.0
        side = None if isinstance(req, OfferRequest) else rival.side_decision(view)
        if side is not None:
            if timed:
                result.decision_ms.append((clock() - t0) * 1000)
            try:
                game.submit(req.seat, side.decision)
                continue
            except IllegalDecision:  # e.g. another seat's offer is waiting (not in the view)
                t0 = clock() if timed else 0.0
        choice = rival.decide(view, req)
        if timed:
            result.decision_ms.append((clock() - t0) * 1000)
        game.submit(req.seat, choice.decision)
    raise RuntimeError("the game did not end")


def simulate(entrants: list[str], games: int, seed: int = 0, timed: bool = False) -> Summary:
    """Play ``games`` games, rotating seats, and summarise. Shares split ties between the
    entrants placed first."""
    p = len(entrants)
    wins = [0.0] * p
    seat_wins = [0.0] * p
    turns = islands = bankrupt = 0
    lux = 0.0
    errors: list[str] = []
    times: list[float] = []
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
        turns += r.turns
        islands += r.island
        bankrupt += r.bankruptcies > 0
        lux += r.winner_luxuries
        times += r.decision_ms
    seconds = time.perf_counter() - start
    ok = max(1, games - len(errors))
    times.sort()
    ms = {}
    if times:
        ms = {"median": times[len(times) // 2], "p99": times[min(len(times) - 1,
                                                                  int(len(times) * 0.99))],
              "count": float(len(times))}
    return Summary(
        games=games, players=p, seconds=round(seconds, 3),
        games_per_second=round(games / seconds, 2) if seconds else 0.0,
        mean_turns=round(turns / ok, 3), island_rate=round(islands / ok, 4),
        bankruptcy_rate=round(bankrupt / ok, 4), entrants=list(entrants),
        win_share_by_entrant=[round(w / ok, 4) for w in wins],
        win_share_by_seat=[round(w / ok, 4) for w in seat_wins],
        win_interval_by_entrant=[tuple(round(x, 4) for x in wilson(w, ok)) for w in wins],
        winner_mean_luxuries=round(lux / ok, 3), decision_ms=ms, errors=errors)
