"""SeatView: what one seat may know — in FOR-EX everything (F-16): every player's money and
certificates, supply, removed and sold counts, rates, the queue, loans and dividends left.

Currencies 0..6 (F-2.1); money in half-units (h); ``rates`` as in ``state.py``.
"""

from __future__ import annotations

import msgspec

from .requests import Request
from .state import Frame, OfferFrame, QueueItem


class PublicSeat(msgspec.Struct, frozen=True):
    """A player's public state: money per currency (h), certificates per currency."""

    name: str
    money: tuple[int, ...]
    certs: tuple[int, ...]
    bankrupt: bool


class SeatView(msgspec.Struct, frozen=True):
    """The whole public game for ``seat``. ``wins`` per currency (F-3.5); ``eight_box`` per
    currency (F-3.6); ``letters`` the owner of each letter (-1 free); ``queue`` front first;
    ``offer`` a spot offer waiting for its answer; ``frames`` the turn machine's stack (public,
    used to rebuild a game for a search); ``requests`` this seat's waiting requests;
    ``decisions`` how many decisions the game has taken so far."""

    seat: int
    turn: int
    active: int
    first_player: int
    phase: str
    players: tuple[PublicSeat, ...]
    rates: tuple[int, ...]
    wins: tuple[int, ...]
    eight_box: tuple[bool, ...]
    supply: tuple[int, ...]
    removed: tuple[int, ...]
    sold: tuple[int, ...]
    letters: tuple[int, ...]
    queue: tuple[QueueItem, ...]
    dividends_paid: int
    dividends_left: int
    spot_done: bool
    offers_made: int
    offer: OfferFrame | None
    frames: tuple[Frame, ...]
    requests: tuple[Request, ...]
    over: bool
    end_reason: str
    bankrupt: int
    strongest: int
    scores: tuple[int, ...]
    ranking: tuple[tuple[int, int], ...]
    final_resolver: int
    decisions: int
