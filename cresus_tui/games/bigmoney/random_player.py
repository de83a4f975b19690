"""The random-legal player (B-13.1): random rerolls and a uniform choice among ``pass`` and the
affordable cards. Its own chance comes from its own ``random.Random`` (not the game's)."""

from __future__ import annotations

import itertools
import random

from .decisions import Buy, Decision, Pass, Reroll, Roll, Stop
from .requests import BuyRequest, DiceRequest, Request, RollRequest

_KEEPS = [tuple(c) for k in range(5) for c in itertools.combinations(range(5), k)]


def legal_decisions(request: Request) -> list[Decision]:
    """Every legal answer to ``request`` (never empty): Roll; the 31 rerolls (keeping 0..4
    dice) and Stop; Pass and a Buy per affordable slot."""
    if isinstance(request, RollRequest):
        return [Roll()]
    if isinstance(request, DiceRequest):
        n = len(request.dice)
        keeps = [Reroll(c) for k in range(n) for c in itertools.combinations(range(n), k)]
        return keeps + [Stop()]
    if isinstance(request, BuyRequest):
        return [Pass()] + [Buy(s) for s in request.affordable]
    raise ValueError(f"unknown request {request!r}")


def random_decision(game, seat: int, rng: random.Random) -> Decision:
    """A uniform legal answer to ``seat``'s waiting request. Raises ValueError if the seat has
    no request."""
    reqs = game.requests()
    if not reqs or reqs[0].seat != seat:
        raise ValueError(f"seat {seat} has nothing to decide")
    req = reqs[0]
    if type(req) is RollRequest:
        return Roll()
    if type(req) is DiceRequest:
        k = rng.randrange(32)
        return Stop() if k == 31 else Reroll(_KEEPS[k])
    k = rng.randrange(len(req.affordable) + 1)
    return Pass() if k == 0 else Buy(req.affordable[k - 1])


class RandomPlayer:
    """Uniform over the legal decisions, seeded."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, request: Request) -> Decision:
        return self.rng.choice(legal_decisions(request))
