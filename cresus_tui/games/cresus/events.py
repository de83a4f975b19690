"""Everything visible that happened (a tagged union). Events carry facts, not prose; the UI
narrates them. No event carries a secret before its reveal (C-7.4, C-10.5).

Seats are indices 0..P-1; -1 stands for the bank. Markets are 0..5 in board order. Money in M.
"""

from __future__ import annotations

from typing import Literal

import msgspec


class GameStarted(msgspec.Struct, frozen=True, tag="game_started"):
    names: tuple[str, ...]
    cash: int


class TurnStarted(msgspec.Struct, frozen=True, tag="turn_started"):
    turn: int
    first_player: int
    experts_left: int


class PhaseStarted(msgspec.Struct, frozen=True, tag="phase_started"):
    phase: Literal["expert", "movement", "cresus", "purchase", "sale", "end_of_turn"]
    market: int = -1


class ExpertRevealed(msgspec.Struct, frozen=True, tag="expert_revealed"):
    card: str
    left: int
    last_turn: bool


class PirateAttack(msgspec.Struct, frozen=True, tag="pirate_attack"):
    """C-6.3: the die ``face`` names the market closed for this turn."""

    card: str
    face: int
    market: int


class DecisionTaken(msgspec.Struct, frozen=True, tag="decision_taken"):
    """A seat has made its secret choice (its content stays hidden until the reveal)."""

    seat: int
    kind: str


class BidsRevealed(msgspec.Struct, frozen=True, tag="bids_revealed"):
    """C-7.1/C-7.3: ``outcome`` is won, tie (a re-bid follows), cancelled (second tie) or
    no_bid."""

    lot: str
    bids: dict[int, int]
    round: int
    outcome: Literal["won", "tie", "cancelled", "no_bid"]
    winner: int = -1
    price: int = 0


class ExpertWon(msgspec.Struct, frozen=True, tag="expert_won"):
    seat: int
    card: str
    price: int


class ExpertDiscarded(msgspec.Struct, frozen=True, tag="expert_discarded"):
    """An Expert card leaves play: used, unsold (no bid), removed by a second tie, or an
    eliminated player's."""

    card: str
    reason: Literal["used", "no_bid", "second_tie", "eliminated", "pirate"]


class PawnsMoved(msgspec.Struct, frozen=True, tag="pawns_moved"):
    """The reveal of the secret market choices (C-5.2); ``barred`` chose their last market
    (C-5.3)."""

    moves: dict[int, int]
    barred: tuple[int, ...]
    monopoly: bool = False


class MonopolyUsed(msgspec.Struct, frozen=True, tag="monopoly_used"):
    seat: int
    market: int
    card: str
    evicted: tuple[int, ...]


class PartnerUsed(msgspec.Struct, frozen=True, tag="partner_used"):
    seat: int
    market: int
    card: str


class CresusDrawn(msgspec.Struct, frozen=True, tag="cresus_drawn"):
    market: int
    card: int
    name: str
    affected: tuple[int, ...]


class CresusReshuffled(msgspec.Struct, frozen=True, tag="cresus_reshuffled"):
    cards: int


class DiceRolled(msgspec.Struct, frozen=True, tag="dice_rolled"):
    """A throw: ``dice`` are all faces now on the table (0..5), ``kept`` the indices not thrown."""

    seat: int
    dice: tuple[int, ...]
    throw: int
    throws: int
    purpose: Literal["sale", "gamble", "tournament", "tax", "loto"]
    subject: str
    kept: tuple[int, ...] = ()


PaymentKind = Literal[
    "purchase", "auction", "expert", "expert_auction", "sale", "sector_bonus", "luxury",
    "luxury_sale", "loan", "loan_repayment", "entry", "tournament_entry", "gain", "pot", "card",
    "trade",
]


class Payment(msgspec.Struct, frozen=True, tag="payment"):
    """Money moved: ``payer`` → ``payee`` (-1 is the bank). ``kind`` names the cause;
    ``subject`` the share id, Expert card, game code, luxury rank or Crésus card name."""

    payer: int
    payee: int
    amount: int
    kind: PaymentKind
    subject: str = ""


class GambleResult(msgspec.Struct, frozen=True, tag="gamble_result"):
    seat: int
    game: str
    gain: int


class TournamentResult(msgspec.Struct, frozen=True, tag="tournament_result"):
    game: str
    scores: dict[int, int]
    winners: tuple[int, ...]
    pot: int
    share: int


class SharesRevealed(msgspec.Struct, frozen=True, tag="shares_revealed"):
    market: int
    shares: tuple[str, ...]
    buyers: tuple[int, ...]


class ParticipationRevealed(msgspec.Struct, frozen=True, tag="participation_revealed"):
    share: str
    joined: tuple[int, ...]


class ShareAcquired(msgspec.Struct, frozen=True, tag="share_acquired"):
    seat: int
    share: str
    price: int
    how: Literal["purchase", "auction", "expert", "trade"]


class SectorBonus(msgspec.Struct, frozen=True, tag="sector_bonus"):
    seat: int
    sector: str
    count: int
    amount: int


class ShareReturned(msgspec.Struct, frozen=True, tag="share_returned"):
    """A share went under the pile of its origin market (C-3.4)."""

    share: str
    market: int


class ShareSold(msgspec.Struct, frozen=True, tag="share_sold"):
    """C-5.12/C-5.13: ``faces`` of one colour paid ``gain`` + ``premium`` (off-market)."""

    seat: int
    share: str
    market: int
    faces: int
    gain: int
    premium: int


class ExpertUsed(msgspec.Struct, frozen=True, tag="expert_used"):
    seat: int
    card: str
    subject: str


class LuxuryBought(msgspec.Struct, frozen=True, tag="luxury_bought"):
    seat: int
    rank: int
    price: int


class LuxurySold(msgspec.Struct, frozen=True, tag="luxury_sold"):
    seat: int
    rank: int
    amount: int


class LoanTaken(msgspec.Struct, frozen=True, tag="loan_taken"):
    seat: int
    amount: int
    debt_paid: int
    forgiven: int


class LoanRepaid(msgspec.Struct, frozen=True, tag="loan_repaid"):
    seat: int
    amount: int


class PlayerEliminated(msgspec.Struct, frozen=True, tag="player_eliminated"):
    seat: int
    unpaid: int


class OfferMade(msgspec.Struct, frozen=True, tag="offer_made"):
    seat: int
    to: int
    give_shares: tuple[str, ...]
    give_cash: int
    take_shares: tuple[str, ...]
    take_cash: int


class OfferAnswered(msgspec.Struct, frozen=True, tag="offer_answered"):
    seat: int
    to: int
    accepted: bool
    reason: str = ""


class GameOver(msgspec.Struct, frozen=True, tag="game_over"):
    """C-5.15: ``ranking`` lists (place, seat) best first; tied seats share a place."""

    reason: Literal["island", "experts", "last_player"]
    ranking: tuple[tuple[int, int], ...]


Event = (
    GameStarted | TurnStarted | PhaseStarted | ExpertRevealed | PirateAttack | DecisionTaken
    | BidsRevealed | ExpertWon | ExpertDiscarded | PawnsMoved | MonopolyUsed | PartnerUsed
    | CresusDrawn | CresusReshuffled | DiceRolled | Payment | GambleResult | TournamentResult
    | SharesRevealed | ParticipationRevealed | ShareAcquired | SectorBonus | ShareReturned
    | ShareSold | ExpertUsed | LuxuryBought | LuxurySold | LoanTaken | LoanRepaid
    | PlayerEliminated | OfferMade | OfferAnswered | GameOver
)
