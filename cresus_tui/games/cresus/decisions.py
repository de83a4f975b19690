"""What a seat can submit to the engine (a tagged union). Amounts are in M.

Each request kind (see ``requests.py``) names the decisions that answer it. ``SellLuxury`` may be
submitted at any time (C-8.2) and ``Offer`` during the purchase and sale phases (C-10.4); neither
answers a request.
"""

from __future__ import annotations

import msgspec


class Bid(msgspec.Struct, frozen=True, tag="bid"):
    """A sealed bid (C-7.2): 0 = no bid, otherwise 1..cash."""

    amount: int


class Move(msgspec.Struct, frozen=True, tag="move"):
    """A secret market choice (C-5.2, C-6.4): market index 0..5 in board order."""

    market: int


class Answer(msgspec.Struct, frozen=True, tag="answer"):
    """Yes or no: use a Monopole or an Expert Secteur, join an auction, enter a game."""

    yes: bool


class PickMarket(msgspec.Struct, frozen=True, tag="pick"):
    """Where to play a Partenaire (C-6.5); -1 keeps the card."""

    market: int


class Buy(msgspec.Struct, frozen=True, tag="buy"):
    """Buy these revealed shares at their printed price (C-5.8); empty = none."""

    shares: tuple[str, ...] = ()


class Keep(msgspec.Struct, frozen=True, tag="keep"):
    """Keep these dice (indices 0..n-1) and throw the others again (C-5.12)."""

    dice: tuple[int, ...] = ()


class Stop(msgspec.Struct, frozen=True, tag="stop"):
    """Stop throwing: the dice as they lie are the result."""


class Sell(msgspec.Struct, frozen=True, tag="sell"):
    """Sell one share here (C-5.11); ``expert`` uses an Expert Marché for one more throw
    (C-6.2)."""

    share: str
    expert: bool = False


class Done(msgspec.Struct, frozen=True, tag="done"):
    """Nothing more: end your sales, or your luxury purchases."""


class BuyLuxury(msgspec.Struct, frozen=True, tag="buy_luxury"):
    """Buy the next one or two luxury cards (C-5.14)."""

    count: int = 1


class SellLuxury(msgspec.Struct, frozen=True, tag="sell_luxury"):
    """Sell your most valuable luxury card(s) for half price (C-8.2). Allowed at any time."""

    count: int = 1


class RepayLoan(msgspec.Struct, frozen=True, tag="repay_loan"):
    """Repay the bank loan (C-10.3)."""


class Offer(msgspec.Struct, frozen=True, tag="offer"):
    """A purchase or exchange offer to another seat (C-10.4): you give ``give_shares`` and
    ``give_cash`` M, you receive ``take_shares`` and ``take_cash`` M."""

    to: int
    give_shares: tuple[str, ...] = ()
    give_cash: int = 0
    take_shares: tuple[str, ...] = ()
    take_cash: int = 0


class Reply(msgspec.Struct, frozen=True, tag="reply"):
    """Accept or decline a trade offer made to you (C-10.4)."""

    accept: bool


Decision = (
    Bid | Move | Answer | PickMarket | Buy | Keep | Stop | Sell | Done | BuyLuxury | SellLuxury
    | RepayLoan | Offer | Reply
)
