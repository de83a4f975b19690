"""Helpers for FOR-EX rule scenarios: a game with a fixed first player and set-up, and
direct placement of rates, money, certificates and queue items."""

from __future__ import annotations

from cresus_tui.games.forex import Game, GameConfig, SeatConfig, new_game
from cresus_tui.games.forex import rates as R

GBP, EUR, USD, CHF, JPY, CAD, CNY = range(7)
NO_REMOVED = (6, 0, 0, 0, 0, 0, 0)


def game(players: int = 3, first: int = 0, seed: int = 1,
         removed: tuple[int, ...] | None = NO_REMOVED) -> Game:
    """A fresh game, seat ``first`` to play, GBP short of 6 certificates unless told."""
    g, _ = new_game(GameConfig(tuple(SeatConfig(f"P{i + 1}") for i in range(players)), seed,
                               first_player=first, removed=removed))
    return g


def set_rate(g: Game, x: int, y: int, step: int) -> None:
    """Pair x–y at ``step`` seen from x (> 0: x stronger at that ladder index)."""
    i, k = R.SIDE[x][y]
    g.state.rates[i] = k * step


def rate(g: Game, x: int, y: int) -> int:
    return R.oriented(g.state.rates, x, y)


def money(g: Game, seat: int, **amounts_h: int) -> None:
    """Set some of a seat's money, in half-units, by currency code (GBP=...)."""
    codes = ("GBP", "EUR", "USD", "CHF", "JPY", "CAD", "CNY")
    for code, h in amounts_h.items():
        g.state.seats[seat].money[codes.index(code)] = h


def certs(g: Game, seat: int, **counts: int) -> None:
    """Give a seat certificates (taken from the supply)."""
    for code, n in counts.items():
        c = ("GBP", "EUR", "USD", "CHF", "JPY", "CAD", "CNY").index(code)
        g.state.supply[c] -= n - g.state.seats[seat].certs[c]
        g.state.seats[seat].certs[c] = n
