"""Pig's rival: roll until 8 points this turn (less when that is enough to win), then hold."""

from __future__ import annotations

from ai.base import Choice
from ai.kits import AiKit

from . import engine as pig

RIVAL_NAMES = ("Hog", "Sow", "Boar")
LIMITS = {"easy": 5, "normal": 8, "hard": 12}


class PigRival:
    def __init__(self, level: str = "normal") -> None:
        if level not in LIMITS:
            raise ValueError(f"unknown level {level!r}")
        self.limit = LIMITS[level]

    def decide(self, view: pig.PigView, request: pig.TurnRequest) -> Choice:
        if request.total >= self.limit or request.score + request.total >= view.target:
            return Choice(pig.Hold(), f"{request.total} this turn is enough")
        return Choice(pig.Roll(), f"only {request.total} this turn")

    def side_decision(self, view: pig.PigView) -> Choice | None:
        return None


def rivals_for(game: pig.PigGame, human: int) -> dict[int, PigRival]:
    seats = game.state.config.seats
    return {i: PigRival(s.level) for i, s in enumerate(seats) if i != human}


KIT = AiKit(game="pig", make_rival=lambda level="normal", personality="", seed=0:
            PigRival(level), levels=tuple(LIMITS), personalities=(), rivals_for=rivals_for)
