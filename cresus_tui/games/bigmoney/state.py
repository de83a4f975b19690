"""The game state: plain msgspec Structs, encodable at any point (B-12.4).

Seats are 0..N-1 in playing order (seat 1 of the rules is 0). Cards are ids (``TEC-3``); a seat's
``cards`` list is in acquisition order (the news tie-break "most recently acquired" is the last).
Decks list card ids top first. Money in Z. The turn machine keeps its place in ``stage``:
"roll" (waiting for the throw), "dice" (number dice, rerolls left), "buy" (purchase phase).
"""

from __future__ import annotations

import msgspec

from cresus_tui.games.protocol import SeatConfig

from .decisions import Decision
from .rng import Rng


class Scenario(msgspec.Struct, frozen=True):
    """Scripted chance for tutorials and rule scenarios; a field left None is shuffled.

    ``startups``: start-up per seat; ``market_deck``: the 42 market cards (or fewer: the rest
    shuffled after them) top first, the first four forming the market; ``news_deck``: news ids
    top first (the rest shuffled after); ``dice``: die values 1..6 used in order before any
    random die (industry die first, then the number dice in position order).

    A lesson's position (each field range-checked by ``new_game``): ``cash`` per seat
    (0..``SCENARIO_MAX_Z`` Z, instead of the B-3.1 capital); ``bank`` the bank after set-up
    (0..``SCENARIO_MAX_Z`` Z); ``cards`` per seat, market cards already owned besides the
    start-up (taken out of the deck; at most ``SCENARIO_MAX_CARDS`` a seat)."""

    startups: tuple[str, ...] | None = None
    market_deck: tuple[str, ...] | None = None
    news_deck: tuple[str, ...] | None = None
    dice: tuple[int, ...] = ()
    cash: tuple[int, ...] | None = None
    bank: int | None = None
    cards: tuple[tuple[str, ...], ...] | None = None


SCENARIO_MAX_Z = 5000
"""The most Z a scenario may give the bank or one seat."""
SCENARIO_MAX_CARDS = 12
"""The most market cards a scenario may give one seat."""


class GameConfig(msgspec.Struct, frozen=True):
    """A new game: 2–5 seats (B-1.1) in playing order, a seed (B-12.4). ``shuffle_seats``:
    draw the seat order with the game's generator first (B-3.4); the seat states then keep
    their config index in ``origin``."""

    seats: tuple[SeatConfig, ...]
    seed: int = 0
    shuffle_seats: bool = False
    scenario: Scenario | None = None


class SeatState(msgspec.Struct):
    name: str
    cash: int
    origin: int
    cards: list[str] = []
    turns: int = 0
    # income by source (what was actually paid), and money paid to the bank
    dice_income: int = 0
    dividend_income: int = 0
    news_income: int = 0
    fines: int = 0
    spent: int = 0
    purchases: int = 0


class Logged(msgspec.Struct, frozen=True, array_like=True):
    """One submitted decision of the decision log."""

    seat: int
    decision: Decision


class GameState(msgspec.Struct):
    config: GameConfig
    rng: Rng
    seats: list[SeatState]
    bank: int
    total_money: int
    market: list[str]
    deck: list[str]
    discard: list[str] = []
    out: list[str] = []
    news_deck: list[str] = []
    news_discard: list[str] = []
    active: int = 0
    round: int = 1
    stage: str = "roll"
    dice: list[int] = []
    rerolls_left: int = 0
    throws: int = 0
    industry: int = 0
    dice_bank: int = 0
    triggered: bool = False
    trigger_seat: int = -1
    trigger_round: int = 0
    lost: int = 0
    paid_after_trigger: int = 0
    news_drawn: int = 0
    trigger_source: str = ""
    over: bool = False
    ranking: list[tuple[int, int]] = []
    log: list[Logged] = []
