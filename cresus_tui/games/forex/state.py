"""The FOR-EX game state: plain msgspec Structs, encodable at any point (F-4.5).

Currencies are indices 0..6 (F-2.1). Money is in half-units (h, 1 unit = 2 h), never floats.
``rates`` holds the 21 pairs (a, b), a < b, in the order (0,1), (0,2) … (5,6), each as the
signed step of F-3.3: s > 0 means a is stronger at ladder index s, s < 0 means b is stronger at
index |s|. The turn machine keeps its place in ``frames`` (a small stack).
"""

from __future__ import annotations

from typing import Literal

import msgspec

from cresus_tui.games.protocol import SeatConfig

from .decisions import Decision
from .rng import Rng


class Scenario(msgspec.Struct, frozen=True):
    """A lesson's starting position, set through the config door (``new_game`` range-checks
    every field; a field left None or empty keeps the set-up of F-4).

    ``money``: per seat, 7 amounts in half-units (h), each 0..``SCENARIO_MAX_H``; ``certs``:
    per seat, 7 certificate counts (0 .. the data's most held, F-9.2), taken from the supply;
    ``dividends_paid``: Dividend cards already resolved (0 .. all but one, F-12.1), the stack
    holding the others; ``strengthen`` then ``weaken``: currencies (0..6, F-2.1 order) moved
    from the start rates one step each, in order (F-5.1, F-5.2), at most ``SCENARIO_MAX_MOVES``
    each."""

    money: tuple[tuple[int, ...], ...] | None = None
    certs: tuple[tuple[int, ...], ...] | None = None
    dividends_paid: int = 0
    strengthen: tuple[int, ...] = ()
    weaken: tuple[int, ...] = ()


SCENARIO_MAX_H = 400
"""The most money (h) a scenario may give a seat in one currency (200 units)."""
SCENARIO_MAX_MOVES = 60
"""The most rate moves a scenario may list in ``strengthen`` or in ``weaken``."""


class GameConfig(msgspec.Struct, frozen=True):
    """A new game: 2–6 seats (F-1.1) and a seed (F-4.5). ``first_player`` fixes the first
    player instead of drawing it (scripted scenarios and tutorials); ``removed`` fixes the
    removed certificates per currency (7 counts summing to the data's removed count);
    ``scenario`` a lesson's starting position (``Scenario``)."""

    seats: tuple[SeatConfig, ...]
    seed: int = 0
    first_player: int | None = None
    removed: tuple[int, ...] | None = None
    scenario: Scenario | None = None


class SeatState(msgspec.Struct):
    """A player: money per currency (h) and certificates held per currency."""

    name: str
    money: list[int]
    certs: list[int]
    bankrupt: bool = False


class ContractItem(msgspec.Struct, tag="contract"):
    """F-8/F-11.2: a contract in the queue: ``owner`` pays ``pay_h`` of ``pay`` and receives
    ``get_h`` of ``get`` when it is resolved."""

    letter: int
    owner: int
    pay: int
    pay_h: int
    get: int
    get_h: int


class LoanItem(msgspec.Struct, tag="loan"):
    """F-11.3–F-11.5: a loan: ``lines`` are [currency, h] debts, all repaid at once."""

    letter: int
    owner: int
    lines: list[list[int]]


class DividendItem(msgspec.Struct, tag="dividend"):
    """F-12: the Dividend stack; ``left`` cards still in it."""

    left: int


QueueItem = ContractItem | LoanItem | DividendItem


class TurnFrame(msgspec.Struct, tag="turn"):
    """The active seat's turn: the optional spot step, then one action (F-6.1)."""


class OfferFrame(msgspec.Struct, tag="offer"):
    """F-7: a spot offer waiting for the partner's answer. ``by`` gives ``give_h`` of
    ``give`` and receives ``get_h`` of ``get``."""

    by: int
    to: int
    give: int
    give_h: int
    get: int
    get_h: int


class FollowFrame(msgspec.Struct, tag="follow"):
    """F-10.2: follow-on sales of ``currency`` after ``divester``'s; ``order`` the seats to
    ask, ``idx`` the next one."""

    divester: int
    currency: int
    order: list[int]
    idx: int = 0


class ChooseFrame(msgspec.Struct, tag="choose"):
    """A tie to break (F-12.4 "dividend", F-14.1 "strongest") by ``seat``."""

    seat: int
    purpose: Literal["dividend", "strongest"]
    options: list[int]


Frame = TurnFrame | OfferFrame | FollowFrame | ChooseFrame


class Logged(msgspec.Struct, frozen=True, array_like=True):
    """One submitted decision of the decision log."""

    seat: int
    decision: Decision


class GameState(msgspec.Struct):
    """The whole game. ``turn`` counts turns begun (1 = first); ``active`` is the seat whose
    turn it is (or was last, F-14.1); ``spot_done`` a spot trade was completed this turn;
    ``dividends_paid`` dividend cards resolved (0..5); ``phase`` "play", "end" (F-13) or
    "over"; ``letters`` the owner of each letter or -1 when free."""

    config: GameConfig
    rng: Rng
    seats: list[SeatState]
    rates: list[int]
    supply: list[int]
    removed: list[int]
    sold: list[int]
    letters: list[int]
    queue: list[QueueItem]
    turn: int = 0
    first_player: int = 0
    active: int = 0
    spot_done: bool = False
    offers_made: int = 0
    dividends_paid: int = 0
    final_resolver: int = -1
    phase: Literal["play", "end", "over"] = "play"
    frames: list[Frame] = []
    end_reason: str = ""
    bankrupt: int = -1
    strongest: int = -1
    scores: list[int] = []
    ranking: list[tuple[int, int]] = []
    log: list[Logged] = []
