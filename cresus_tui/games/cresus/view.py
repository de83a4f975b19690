"""SeatView: what one seat may know (C-10.5).

Public: everyone's cash, shares, luxury cards, Expert cards, pawn positions, revealed cards and
discards. Hidden: pile and deck orders, the Expert cards set aside, and every secret choice
(market, bid, participation) until its reveal — except the seat's own.
"""

from __future__ import annotations

import msgspec

from .requests import Request


class PublicSeat(msgspec.Struct, frozen=True):
    name: str
    cash: int
    shares: tuple[str, ...]
    luxuries: int
    experts: tuple[str, ...]
    position: int
    previous: int
    barred: bool
    partner: int
    loan: int
    loan_taken: bool
    eliminated: bool


class SeatView(msgspec.Struct, frozen=True):
    """``requests``: this seat's own waiting requests; ``my_choices``: its secret choices made
    but not yet revealed (keys market, bid, join); ``dice``: dice on the table in a throw;
    ``market_players``: per market, the seats playing there (pawn or Partenaire);
    ``offer_pending``: a trade offer made by or to this seat awaits its answer;
    ``offer_waiting``: any trade offer awaits its answer (offers are public, C-10.4), so no
    other offer can be made now; ``offers_left``: offers this seat may still propose this turn;
    ``decisions``: how many decisions the game has taken so far (a public clock of the game);
    ``phase_market``: the market whose purchase or sale is under way (C-5.6, C-5.11), else -1."""

    seat: int
    turn: int
    phase: str
    first_player: int
    players: tuple[PublicSeat, ...]
    pile_sizes: tuple[int, ...]
    revealed: tuple[str, ...]
    closed: tuple[int, ...]
    experts_left: int
    experts_gone: tuple[str, ...]
    cresus_left: int
    cresus_discard: tuple[int, ...]
    requests: tuple[Request, ...]
    my_choices: dict[str, int]
    dice: tuple[int, ...]
    over: bool
    ranking: tuple[tuple[int, int], ...]
    market_players: tuple[tuple[int, ...], ...]
    offer_pending: bool
    offer_waiting: bool = False
    offers_left: int = 0
    decisions: int = 0
    phase_market: int = -1

    @property
    def me(self) -> PublicSeat:
        return self.players[self.seat]

    @property
    def last_turn(self) -> bool:
        """C-4.3: the turn in which the last Expert card was drawn is the last."""
        return self.experts_left == 0
