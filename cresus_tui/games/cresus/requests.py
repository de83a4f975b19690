"""What the engine waits for: who must decide what now, with the legal range (a tagged union).

Requests marked *secret* are asked of several seats at once; nothing is revealed until the last
one is in (C-7.4). Amounts are in M; markets are indices 0..5 in board order.
"""

from __future__ import annotations

from typing import Literal

import msgspec


class BidRequest(msgspec.Struct, frozen=True, tag="bid"):
    """Secret sealed bid (C-7) on ``lot`` (an Expert card id or a share id): answer Bid(0..cash).
    ``round`` 2 is the re-bid of the tied players (C-7.3)."""

    seat: int
    lot: str
    lot_kind: Literal["expert", "share"]
    cash: int
    round: int
    bidders: tuple[int, ...]
    secret: bool = True


class MoveRequest(msgspec.Struct, frozen=True, tag="move"):
    """Secret market choice (C-5.2) or re-choice after a Monopole (C-6.4): answer Move(market)
    with a market in ``allowed``. Choosing ``previous`` bars you from buying there (C-5.3)."""

    seat: int
    allowed: tuple[int, ...]
    previous: int
    monopoly: bool = False
    secret: bool = True


class MonopolyRequest(msgspec.Struct, frozen=True, tag="monopoly"):
    """Use your Monopole on ``market`` (C-6.4)? Answer(yes)."""

    seat: int
    market: int
    card: str
    others: tuple[int, ...]
    secret: bool = False


class PartnerRequest(msgspec.Struct, frozen=True, tag="partner"):
    """Play your Partenaire on one of ``markets`` (no pawn there, C-6.5)? PickMarket(m) or -1."""

    seat: int
    markets: tuple[int, ...]
    card: str
    secret: bool = False


class ExpertSectorRequest(msgspec.Struct, frozen=True, tag="expert_sector"):
    """Take the revealed ``share`` free with your Expert Secteur (C-6.1)? Answer(yes)."""

    seat: int
    share: str
    card: str
    secret: bool = False


class JoinRequest(msgspec.Struct, frozen=True, tag="join"):
    """Secret: take part in the sale of ``share`` (C-5.9)? Answer(yes)."""

    seat: int
    share: str
    market: int
    secret: bool = True


class BuyRequest(msgspec.Struct, frozen=True, tag="buy"):
    """Buy any of ``shares`` at their printed price (C-5.8, C-5.9): Buy(subset), total ≤ cash."""

    seat: int
    market: int
    shares: tuple[str, ...]
    cash: int
    secret: bool = False


class EntryRequest(msgspec.Struct, frozen=True, tag="entry"):
    """Pay ``entry`` M to play ``game`` (C-9.3) or enter a tournament (C-9.2)? Answer(yes)."""

    seat: int
    game: str
    entry: int
    cash: int
    tournament: bool = False
    secret: bool = False


class ThrowRequest(msgspec.Struct, frozen=True, tag="throw"):
    """Dice on the table: Keep(indices) to throw the rest again, or Stop (C-5.12, C-9.3).
    ``purpose`` is "sale", "gamble" or "tournament"; ``subject`` the share id or game code;
    ``market`` the market of a sale (its premium, C-5.13), else -1."""

    seat: int
    dice: tuple[int, ...]
    throws_left: int
    throws: int
    purpose: Literal["sale", "gamble", "tournament"]
    subject: str
    market: int = -1
    secret: bool = False


class SellRequest(msgspec.Struct, frozen=True, tag="sell"):
    """Sale phase on ``market`` (C-5.11): Sell(share) one of ``shares``, or Done.
    ``experts`` are the Expert Marché cards usable here."""

    seat: int
    market: int
    shares: tuple[str, ...]
    experts: tuple[str, ...] = ()
    secret: bool = False


class DebtRequest(msgspec.Struct, frozen=True, tag="debt"):
    """An imposed payment of ``owed`` M exceeds your cash (C-10.2): SellLuxury, or Sell(share)
    by an ordinary sale on ``market``."""

    seat: int
    owed: int
    cash: int
    market: int
    shares: tuple[str, ...]
    luxuries: int
    secret: bool = False


class LuxuryRequest(msgspec.Struct, frozen=True, tag="luxury"):
    """End of turn (C-5.14): BuyLuxury(1 or 2) from rank ``next_rank``, RepayLoan, or Done.
    ``affordable`` is how many of the next cards your cash buys now."""

    seat: int
    next_rank: int
    cash: int
    affordable: int
    loan: int
    secret: bool = False


class OfferRequest(msgspec.Struct, frozen=True, tag="offer"):
    """``offer_from`` offers you a trade (C-10.4): they give ``give_shares`` and ``give_cash`` M,
    and want ``take_shares`` and ``take_cash`` M from you. Reply(accept)."""

    seat: int
    offer_from: int
    give_shares: tuple[str, ...]
    give_cash: int
    take_shares: tuple[str, ...]
    take_cash: int
    secret: bool = False


Request = (
    BidRequest | MoveRequest | MonopolyRequest | PartnerRequest | ExpertSectorRequest | JoinRequest
    | BuyRequest | EntryRequest | ThrowRequest | SellRequest | DebtRequest | LuxuryRequest
    | OfferRequest
)
