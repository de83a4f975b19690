"""The game state: plain msgspec Structs, encodable at any point (C-11.1).

Markets are indices 0..5 in board order; piles list share ids top first; money is in M.
The turn machine keeps its place in ``frames``, a stack of procedures under way, so a state
decoded from bytes continues exactly where it stopped.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from cresus_tui.games.protocol import SeatConfig

from .decisions import Decision
from .requests import Request
from .rng import Rng


class Scenario(msgspec.Struct, frozen=True):
    """Scripted chance for tutorials and rule scenarios. Any field left None is shuffled.

    ``experts``: the Expert pile top first (the rest of the 20 are set aside);
    ``cresus``: Crésus card indices 0..19 top first; ``piles``: per market, share ids top first;
    ``dice``: die faces (0..5) used in order before any random die."""

    experts: tuple[str, ...] | None = None
    cresus: tuple[int, ...] | None = None
    piles: tuple[tuple[str, ...], ...] | None = None
    first_player: int | None = None
    dice: tuple[int, ...] = ()


class GameConfig(msgspec.Struct, frozen=True):
    """A new game: 2–6 seats (C-1.1) and a seed (C-11.1)."""

    seats: tuple[SeatConfig, ...]
    seed: int = 0
    scenario: Scenario | None = None


class SeatState(msgspec.Struct):
    name: str
    cash: int
    shares: list[str] = []
    luxuries: int = 0
    experts: list[str] = []
    position: int = -1
    previous: int = -1
    barred: bool = False
    partner: int = -1
    loan: int = 0
    loan_taken: bool = False
    eliminated: bool = False
    eliminated_turn: int = 0
    offers_made: int = 0
    island: bool = False
    # the ledger: money from and to the bank, and to and from other seats
    from_bank: int = 0
    to_bank: int = 0
    from_seats: int = 0
    to_seats: int = 0


# ---- frames: procedures under way -----------------------------------------------------------

class TurnFrame(msgspec.Struct, tag="turn"):
    stage: str = "start"
    idx: int = 0
    market: int = 0


class AuctionFrame(msgspec.Struct, tag="auction"):
    lot: str
    lot_kind: Literal["expert", "share"]
    bidders: list[int]
    market: int = -1
    round: int = 1
    bids: dict[int, int] = {}


class MoveFrame(msgspec.Struct, tag="move"):
    seats: list[int]
    forbidden: int = -1
    choices: dict[int, int] = {}


class CresusFrame(msgspec.Struct, tag="cresus"):
    market: int
    card: int
    order: list[int]
    idx: int = 0
    sub: int = 0
    dice: list[int] = []
    entrants: list[int] = []
    scores: dict[int, int] = {}


class DebtFrame(msgspec.Struct, tag="debt"):
    seat: int
    amount: int
    creditor: int = -1
    reason: str = ""


class ThrowFrame(msgspec.Struct, tag="throw"):
    seat: int
    n_dice: int
    throws: int
    purpose: Literal["sale", "gamble", "tournament"]
    subject: str
    done: int = 0
    dice: list[int] = []
    market: int = -1


class SellFrame(msgspec.Struct, tag="sell"):
    seat: int
    share: str
    market: int
    throws: int
    imposed: bool = False
    dice: list[int] = []
    thrown: bool = False


class SaleFrame(msgspec.Struct, tag="sale"):
    market: int
    order: list[int]
    idx: int = 0


class PurchaseFrame(msgspec.Struct, tag="purchase"):
    market: int
    stage: str = "reveal"
    revealed: list[str] = []
    buyers: list[int] = []
    idx: int = 0
    queue: list[str] = []
    joined: dict[int, bool] = {}


Frame = (
    TurnFrame | AuctionFrame | MoveFrame | CresusFrame | DebtFrame | ThrowFrame | SellFrame
    | SaleFrame | PurchaseFrame
)


class PendingOffer(msgspec.Struct):
    seat: int
    to: int
    give_shares: tuple[str, ...]
    give_cash: int
    take_shares: tuple[str, ...]
    take_cash: int


class Logged(msgspec.Struct, frozen=True, array_like=True):
    """One submitted decision of the decision log."""

    seat: int
    decision: Decision


class GameState(msgspec.Struct):
    config: GameConfig
    rng: Rng
    seats: list[SeatState]
    piles: list[list[str]]
    expert_pile: list[str]
    experts_aside: list[str]
    experts_gone: list[str] = []
    cresus_deck: list[int] = []
    cresus_discard: list[int] = []
    turn: int = 0
    first_player: int = 0
    phase: str = "setup"
    closed: list[int] = []
    revealed: list[str] = []
    frames: list[Frame] = []
    pending: list[Request] = []
    offer: PendingOffer | None = None
    over: bool = False
    end_reason: str = ""
    ranking: list[tuple[int, int]] = []
    log: list[Logged] = []
