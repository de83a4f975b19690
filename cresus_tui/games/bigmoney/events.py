"""Everything visible that happened (a tagged union). Events carry facts, not prose; the UI
narrates them. No event reveals a deck order: a card is named only when it is drawn face up.

Seats are indices 0..N-1 (seat 1 of the rules is 0); market slots 0..3; money in Z.
"""

from __future__ import annotations

from typing import Literal

import msgspec


class GameStarted(msgspec.Struct, frozen=True, tag="game_started"):
    """B-3.1–B-3.3: names by seat, the bank after set-up, each seat's capital and start-up,
    the market's four cards; ``cards``: per seat, the market cards a lesson's scenario gave
    (empty otherwise)."""

    names: tuple[str, ...]
    bank: int
    capital: tuple[int, ...]
    startups: tuple[str, ...]
    market: tuple[str, ...]
    cards: tuple[tuple[str, ...], ...] = ()


class TurnStarted(msgspec.Struct, frozen=True, tag="turn_started"):
    seat: int
    round: int
    bank: int
    final_round: bool


class DiceThrown(msgspec.Struct, frozen=True, tag="dice_thrown"):
    """B-4.1 / B-7.1: ``throw`` 1 is the first throw (with ``industry`` 1..6), 2–3 rerolls
    (``industry`` 0); ``rerolled``: the positions thrown; ``dice``: all five values now."""

    seat: int
    throw: int
    industry: int
    dice: tuple[int, ...]
    rerolled: tuple[int, ...]


class IndustryResolved(msgspec.Struct, frozen=True, tag="industry"):
    """B-4.2: the industry die showed ``face`` (a sector code or NEWS)."""

    seat: int
    face: str


class DividendPaid(msgspec.Struct, frozen=True, tag="dividend"):
    """B-5.1–B-5.2: ``owed`` = cards' dividends + ``bonus``; ``paid`` what the bank paid
    (less than owed when the bank is short, B-9.2/B-9.4)."""

    seat: int
    sector: str
    cards: tuple[str, ...]
    bonus: int
    owed: int
    paid: int


class NewsDrawn(msgspec.Struct, frozen=True, tag="news_drawn"):
    """B-6.1: the news card ``card`` is applied (its effects follow as events)."""

    seat: int
    card: str


class NewsReshuffled(msgspec.Struct, frozen=True, tag="news_reshuffled"):
    """B-6.1: the news discards became a new news deck of ``cards`` cards."""

    cards: int


class FinePaid(msgspec.Struct, frozen=True, tag="fine"):
    """B-6.1: a news fine to the bank, ``paid`` ≤ ``owed`` (never into debt)."""

    seat: int
    card: str
    owed: int
    paid: int


class GainPaid(msgspec.Struct, frozen=True, tag="gain"):
    """B-6.1 / B-4.6: a news gain from the bank; ``paid`` ≤ ``owed`` when the bank is short."""

    seat: int
    card: str
    owed: int
    paid: int


class CardDiscarded(msgspec.Struct, frozen=True, tag="card_discarded"):
    """A card goes to the asset discard pile. ``seat`` -1: a market card (N12, ``slot``).
    ``reason``: dividend (a stock paid out, B-5.3), news (B-6.2)."""

    seat: int
    card: str
    reason: Literal["dividend", "news"]
    slot: int = -1


class EndTriggered(msgspec.Struct, frozen=True, tag="end_triggered"):
    """B-9.1–B-9.3: the bank could not pay ``owed`` to ``seat``; it paid ``paid`` (its whole
    balance) and the rest is lost. The round ends with seat N's turn; ``turns_left`` is the
    number of turns still to play after the current one."""

    seat: int
    owed: int
    paid: int
    turns_left: int


class CombinationPaid(msgspec.Struct, frozen=True, tag="combination"):
    """B-7.2: the final dice, their best combination, its amount and what the bank paid."""

    seat: int
    dice: tuple[int, ...]
    combination: str
    amount: int
    paid: int


class CardBought(msgspec.Struct, frozen=True, tag="card_bought"):
    """B-8.1: ``seat`` bought ``card`` from ``slot`` for ``price``."""

    seat: int
    slot: int
    card: str
    price: int


class Passed(msgspec.Struct, frozen=True, tag="passed"):
    """B-8.1: no purchase; ``forced`` when no market card was affordable."""

    seat: int
    forced: bool = False


class MarketRefilled(msgspec.Struct, frozen=True, tag="market_refilled"):
    """B-8.2: ``card`` now lies in ``slot``."""

    slot: int
    card: str


class DeckReshuffled(msgspec.Struct, frozen=True, tag="deck_reshuffled"):
    """B-8.2: the asset discard pile became a new draw deck of ``cards`` cards."""

    cards: int


class TurnEnded(msgspec.Struct, frozen=True, tag="turn_ended"):
    seat: int
    cash: int
    bank: int


class GameEnded(msgspec.Struct, frozen=True, tag="game_ended"):
    """B-9.5: final cash by seat and the ranking (place, seat), tied seats sharing a place."""

    cash: tuple[int, ...]
    ranking: tuple[tuple[int, int], ...]


Event = (
    GameStarted | TurnStarted | DiceThrown | IndustryResolved | DividendPaid | NewsDrawn
    | NewsReshuffled | FinePaid | GainPaid | CardDiscarded | EndTriggered | CombinationPaid
    | CardBought | Passed | MarketRefilled | DeckReshuffled | TurnEnded | GameEnded
)
