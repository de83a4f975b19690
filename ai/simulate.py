"""The generic simulator: random-legal games of any registered game, through the protocol
alone (``spec.new_game``, ``requests``, ``spec.random_decision``, ``submit``, ``ranking``).

``cresus simulate --game <id>`` uses a game's own tournament when its rivals offer one
(``ai.kits``) and this otherwise; both print the keys of ``Summary`` (a tournament adds its
game's own, such as Crésus's ``island_rate``).
"""

from __future__ import annotations

import math
import random
import time
import traceback

import msgspec

from cresus_tui.games.protocol import GameSpec, SeatConfig

MAX_DECISIONS = 200_000


class Summary(msgspec.Struct):
    """``games`` played by ``players`` random-legal seats; ``seconds`` of wall time;
    ``mean_turns`` (the game's own turn count, from its save summary); ``mean_decisions`` per
    game; win shares by seat (ties split between the seats placed first) with 95 % Wilson
    intervals; ``errors``: one text per game that failed."""

    game: str
    games: int
    players: int
    seconds: float
    games_per_second: float
    mean_turns: float
    mean_decisions: float
    entrants: list[str]
    win_share_by_entrant: list[float]
    win_share_by_seat: list[float]
    win_interval_by_entrant: list[tuple[float, float]]
    decision_ms: dict[str, float]
    errors: list[str]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval for a proportion."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, c - h), min(1.0, c + h))


def play_random(spec: GameSpec, players: int, seed: int) -> tuple[list[int], int, int]:
    """One random-legal game of ``players`` seats from ``seed``: (seats placed first, turns,
    decisions). Raises RuntimeError if it does not end, and whatever the engine raises."""
    seats = [SeatConfig(f"random {i + 1}", "random") for i in range(players)]
    game, _ = spec.new_game(spec.make_config(seats, seed))
    rng = random.Random(seed)
    for n in range(MAX_DECISIONS):
        if game.is_over:
            firsts = [seat for place, seat in game.ranking() if place == 1]
            return firsts, spec.summarise(game).turn, n
        seat = game.requests()[0].seat
        game.submit(seat, spec.random_decision(game, seat, rng))
    raise RuntimeError(f"the game did not end after {MAX_DECISIONS} decisions")


def simulate(spec: GameSpec, players: int, games: int, seed: int = 0) -> Summary:
    """Play ``games`` random-legal games of ``spec`` (seeds seed, seed + 1, …) and summarise.
    Raises ValueError for a number of players the game does not allow."""
    if not spec.min_players <= players <= spec.max_players:
        raise ValueError(f"{spec.name} is played by {spec.min_players} to "
                         f"{spec.max_players} players")
    wins = [0.0] * players
    turns = decisions = 0
    errors: list[str] = []
    start = time.perf_counter()
    for g in range(games):
        try:
            firsts, t, n = play_random(spec, players, seed + g)
        except Exception:  # noqa: BLE001 - the simulator reports every failure and goes on
            errors.append(f"seed {seed + g}: {traceback.format_exc(limit=3)}")
            continue
        for w in firsts:
            wins[w] += 1 / len(firsts)
        turns += t
        decisions += n
    seconds = time.perf_counter() - start
    ok = max(1, games - len(errors))
    shares = [round(w / ok, 4) for w in wins]
    return Summary(
        game=spec.id, games=games, players=players, seconds=round(seconds, 3),
        games_per_second=round(games / seconds, 2) if seconds else 0.0,
        mean_turns=round(turns / ok, 3), mean_decisions=round(decisions / ok, 1),
        entrants=["random"] * players, win_share_by_entrant=shares, win_share_by_seat=shares,
        win_interval_by_entrant=[tuple(round(x, 4) for x in wilson(w, ok)) for w in wins],
        decision_ms={}, errors=errors)
