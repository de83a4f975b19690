"""What a seat can submit to the Big Money engine (a tagged union).

Dice positions are 0..4 (the order the view shows); market slots are 0..3 (slot 1 of the rules
is 0). Each request kind (``requests.py``) names the decisions that answer it.
"""

from __future__ import annotations

import msgspec


class Roll(msgspec.Struct, frozen=True, tag="roll"):
    """B-4.1: throw all six dice (answers a RollRequest)."""


class Reroll(msgspec.Struct, frozen=True, tag="reroll"):
    """B-7.1: keep the dice at positions ``keep`` (0..4, any subset, at most 4, earlier keeps
    may be released) and throw the others again (answers a DiceRequest with rerolls left)."""

    keep: tuple[int, ...] = ()


class Stop(msgspec.Struct, frozen=True, tag="stop"):
    """B-7.1: stop rerolling; the bank pays the best combination (answers a DiceRequest)."""


class Buy(msgspec.Struct, frozen=True, tag="buy"):
    """B-8.1: buy the card in market slot ``slot`` (0..3) at its price (answers a BuyRequest)."""

    slot: int


class Pass(msgspec.Struct, frozen=True, tag="pass"):
    """B-8.1: buy nothing; the turn ends (answers a BuyRequest)."""


Decision = Roll | Reroll | Stop | Buy | Pass
DECISION_TYPES = (Roll, Reroll, Stop, Buy, Pass)
