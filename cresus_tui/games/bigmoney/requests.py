"""What the engine waits for (a tagged union). Every request names the seat that must answer;
Big Money asks one seat at a time, the active player."""

from __future__ import annotations

import msgspec


class RollRequest(msgspec.Struct, frozen=True, tag="roll"):
    """B-4.1: the active seat starts its turn; answer `Roll`."""

    seat: int
    round: int


class DiceRequest(msgspec.Struct, frozen=True, tag="dice"):
    """B-7.1: the number dice (values 1..6, positions 0..4) and the rerolls still allowed
    (1 or 2); answer `Reroll(keep)` or `Stop`. ``combination``/``amount``: what stopping now
    pays before any bank cap."""

    seat: int
    dice: tuple[int, ...]
    rerolls_left: int
    combination: str
    amount: int


class BuyRequest(msgspec.Struct, frozen=True, tag="buy"):
    """B-8.1: the market (card id per slot 0..3, "" for an empty slot) and the slots the seat
    can afford; answer `Buy(slot)` or `Pass`."""

    seat: int
    market: tuple[str, ...]
    affordable: tuple[int, ...]
    cash: int


Request = RollRequest | DiceRequest | BuyRequest
