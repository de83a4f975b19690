"""What the FOR-EX engine waits for: who must decide what now (a tagged union).

Currencies are indices 0..6 (F-2.1); money in half-units (h).
"""

from __future__ import annotations

from typing import Literal

import msgspec


class TurnRequest(msgspec.Struct, frozen=True, tag="turn"):
    """F-6.1: the active seat's turn. Answer with one action: Contract, Invest, Divest or
    Resolve; before it, a Spot offer while ``spot_open`` (no spot trade completed this turn,
    F-7.4). ``letter``: the letter a contract would take ("" when none is free, F-8.1);
    ``buyable``: currencies the seat may invest in (F-9.2); ``held``: certificates per currency
    (Divest needs one, F-6.2)."""

    seat: int
    turn: int
    spot_open: bool
    letter: str
    buyable: tuple[int, ...]
    held: tuple[int, ...]


class SpotRequest(msgspec.Struct, frozen=True, tag="spot"):
    """F-7.3: seat ``by`` offers you a spot trade: ``by`` gives you ``give_h`` of currency
    ``give`` and receives ``get_h`` of currency ``get`` from you. Answer Reply(accept)."""

    seat: int
    by: int
    give: int
    give_h: int
    get: int
    get_h: int


class SellRequest(msgspec.Struct, frozen=True, tag="sell"):
    """F-10.2: ``divester`` sold certificates of ``currency``; sell 0..``held`` of yours on the
    same terms (Sell(count))."""

    seat: int
    currency: int
    held: int
    divester: int


class ChooseRequest(msgspec.Struct, frozen=True, tag="choose"):
    """A tie to break by Choose(currency) with one of ``options``: ``purpose`` "dividend" is
    the currency to strengthen after a dividend (F-12.4); "strongest" the Strongest currency of
    the final scoring (F-14.1)."""

    seat: int
    purpose: Literal["dividend", "strongest"]
    options: tuple[int, ...]


Request = TurnRequest | SpotRequest | SellRequest | ChooseRequest
