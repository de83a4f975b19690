"""What a seat can submit to the FOR-EX engine (a tagged union).

Currencies are indices 0..6 in the order of F-2.1 (GBP, EUR, USD, CHF, JPY, CAD, CNY); money
is in half-units (h, 1 unit = 2 h). Each request kind (``requests.py``) names its answers.
"""

from __future__ import annotations

import msgspec


class Spot(msgspec.Struct, frozen=True, tag="spot"):
    """F-7: offer seat ``to`` a spot trade: you give currency ``give`` and receive ``get``.
    ``give_h`` 0 is the standard trade (1 unit of the pair's stronger against r units of the
    weaker, F-7.2); at a 1:2 rate ``give_h`` may name the half-unit trade instead (2 h of the
    weaker against 1 h of the stronger, or the reverse)."""

    to: int
    give: int
    get: int
    give_h: int = 0


class Reply(msgspec.Struct, frozen=True, tag="reply"):
    """Accept or refuse the spot offer made to you (F-7.3)."""

    accept: bool


class Contract(msgspec.Struct, frozen=True, tag="contract"):
    """F-8: make a contract: pay currency ``pay``, receive ``get``; ``n`` whole units of the
    pair's stronger currency (1..10); the weaker amount is n × the current rate."""

    pay: int
    get: int
    n: int


class Invest(msgspec.Struct, frozen=True, tag="invest"):
    """F-9: buy one or two certificates of different currencies, in this order."""

    currencies: tuple[int, ...]


class Divest(msgspec.Struct, frozen=True, tag="divest"):
    """F-10: sell ``count`` (1..held) certificates of ``currency``."""

    currency: int
    count: int


class Resolve(msgspec.Struct, frozen=True, tag="resolve"):
    """F-11: resolve the front item of the Contract Queue."""


class Sell(msgspec.Struct, frozen=True, tag="sell"):
    """F-10.2: a follow-on sale after another player's divest: ``count`` 0..held (0 declines)."""

    count: int


class Choose(msgspec.Struct, frozen=True, tag="choose"):
    """F-12.4, F-14.1: pick one of the tied currencies."""

    currency: int


Decision = Spot | Reply | Contract | Invest | Divest | Resolve | Sell | Choose
ACTIONS = (Contract, Invest, Divest, Resolve)
