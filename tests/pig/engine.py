"""Pig, the rules engine: on your turn roll one die as often as you like, adding its face to
the turn's total; a 1 loses the turn's total and ends the turn; `hold` banks it. The first to
30 points wins (P-1 … P-4 in ``rules.md``).

It honours the one door of ``cresus_tui/games/protocol.py``: ``requests / submit / view /
is_over / ranking / encode``, typed decisions and events, chance only from the seed (the n-th
roll of a game is a function of its seed and n, so the state keeps no generator).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from pathlib import Path

import msgspec

from cresus_tui.games.protocol import (
    GameSpec, IllegalDecision, SeatConfig, SeatSummary, Summary, check_decision,
)

RULES = Path(__file__).with_name("rules.md")
TARGET = 30


class PigConfig(msgspec.Struct, frozen=True):
    """The seats (2 to 4), the seed of the dice and the score that wins."""

    seats: tuple[SeatConfig, ...]
    seed: int = 0
    target: int = TARGET


class Roll(msgspec.Struct, frozen=True, tag="roll"):
    """P-2: roll the die once more."""


class Hold(msgspec.Struct, frozen=True, tag="hold"):
    """P-3: bank the turn's total and pass the die."""


Decision = Roll | Hold


class TurnRequest(msgspec.Struct, frozen=True, tag="turn"):
    """``seat`` must roll or hold; ``total`` the turn's points so far, ``score`` banked."""

    seat: int
    total: int
    score: int


class TurnStarted(msgspec.Struct, frozen=True, tag="turn_started"):
    """P-1: ``seat`` takes the die (``turn``: the round, 1 first)."""

    seat: int
    turn: int


class Rolled(msgspec.Struct, frozen=True, tag="rolled"):
    """P-2: ``seat`` rolled ``face``; ``total`` is the turn's points after it (0 on a 1)."""

    seat: int
    face: int
    total: int


class Busted(msgspec.Struct, frozen=True, tag="busted"):
    """P-2: a 1 — ``seat`` loses the turn's ``lost`` points."""

    seat: int
    lost: int


class Held(msgspec.Struct, frozen=True, tag="held"):
    """P-3: ``seat`` banked ``banked`` points; ``score`` is its score now."""

    seat: int
    banked: int
    score: int


class Won(msgspec.Struct, frozen=True, tag="won"):
    """P-4: ``seat`` reached the target with ``score``: the game is over."""

    seat: int
    score: int


Event = TurnStarted | Rolled | Busted | Held | Won


class PigState(msgspec.Struct):
    """Everything of a game: scores, whose turn, the turn's total, rolls so far, the log."""

    config: PigConfig
    scores: list[int]
    seat: int = 0
    total: int = 0
    rolls: int = 0
    turn: int = 1
    over: bool = False
    log: list[tuple[int, Decision]] = []


class PigView(msgspec.Struct, frozen=True):
    """What a seat sees (everything: Pig has no secret)."""

    me: int
    names: tuple[str, ...]
    scores: tuple[int, ...]
    seat: int
    total: int
    turn: int
    target: int
    over: bool


def face_of(seed: int, n: int) -> int:
    """The n-th roll (0-based) of the game dealt with ``seed``: 1 to 6."""
    return random.Random(f"pig:{seed}:{n}").randint(1, 6)


class PigGame:
    """A game of Pig in progress (``state`` is its whole state)."""

    def __init__(self, state: PigState) -> None:
        self.state = state

    @property
    def is_over(self) -> bool:
        return self.state.over

    def requests(self) -> tuple[TurnRequest, ...]:
        s = self.state
        if s.over:
            return ()
        return (TurnRequest(s.seat, s.total, s.scores[s.seat]),)

    def submit(self, seat: int, decision: Decision) -> list[Event]:
        s = self.state
        check_decision(decision, Decision)
        if s.over:
            raise IllegalDecision("The game is over.")
        if seat != s.seat:
            raise IllegalDecision("It is not your turn.")
        events: list[Event] = []
        s.log.append((seat, decision))
        if isinstance(decision, Roll):
            face = face_of(s.config.seed, s.rolls)
            s.rolls += 1
            if face == 1:
                events.append(Rolled(seat, 1, 0))
                events.append(Busted(seat, s.total))
                s.total = 0
                events += self._next()
            else:
                s.total += face
                events.append(Rolled(seat, face, s.total))
            return events
        s.scores[seat] += s.total
        events.append(Held(seat, s.total, s.scores[seat]))
        s.total = 0
        if s.scores[seat] >= s.config.target:
            s.over = True
            events.append(Won(seat, s.scores[seat]))
            return events
        return events + self._next()

    def _next(self) -> list[Event]:
        s = self.state
        s.seat = (s.seat + 1) % len(s.scores)
        if s.seat == 0:
            s.turn += 1
        return [TurnStarted(s.seat, s.turn)]

    def view(self, seat: int) -> PigView:
        s = self.state
        return PigView(seat, tuple(x.name for x in s.config.seats), tuple(s.scores), s.seat,
                       s.total, s.turn, s.config.target, s.over)

    def ranking(self) -> list[tuple[int, int]]:
        if not self.state.over:
            return []
        scores = self.state.scores
        order = sorted(range(len(scores)), key=lambda i: -scores[i])
        return [(1 + sum(1 for x in scores if x > scores[i]), i) for i in order]

    def encode(self) -> bytes:
        return msgspec.msgpack.encode(self.state)

    def clone(self) -> PigGame:
        return decode(self.encode())


def decode(data: bytes) -> PigGame:
    return PigGame(msgspec.msgpack.decode(data, type=PigState))


def make_config(seats: Sequence[SeatConfig], seed: int) -> PigConfig:
    if not 2 <= len(seats) <= 4:
        raise ValueError("Pig is played by 2 to 4 players.")
    return PigConfig(tuple(seats), seed)


def new_game(config: PigConfig) -> tuple[PigGame, list[Event]]:
    n = len(config.seats)
    game = PigGame(PigState(config, [0] * n))
    return game, [TurnStarted(0, 1)]


def random_decision(game: PigGame, seat: int, rng: random.Random) -> Decision:
    return Roll() if rng.random() < 0.6 else Hold()


def summary(game: PigGame) -> Summary:
    s = game.state
    seats = [SeatSummary(c.name, c.kind, s.scores[i], 0) for i, c in enumerate(s.config.seats)]
    phase = "over" if s.over else "turn"
    return Summary(s.turn, phase, s.over, s.config.seed, seats)


def checkpoint(events: list[Event]) -> bool:
    """Autosave when a turn passes or the game ends."""
    return any(isinstance(e, (TurnStarted, Won)) for e in events)


def data_version() -> str:
    return hashlib.sha256(RULES.read_bytes()).hexdigest()[:12]


SPEC = GameSpec(
    id="pig", name="Pig", min_players=2, max_players=4, rules_file=RULES, data_file=RULES,
    make_config=make_config, new_game=new_game, decode=decode,
    random_decision=random_decision, data_version=data_version, state_type=PigGame,
    summary=summary, checkpoint=checkpoint,
)
