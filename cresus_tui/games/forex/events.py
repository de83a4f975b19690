"""Everything visible that happened in FOR-EX (a tagged union). Facts, not prose.

Seats are 0..P-1; currencies 0..6 (F-2.1); money in half-units (h); ``rates`` are the 21
signed steps of F-3.3 in pair order (0,1), (0,2) … (5,6).
"""

from __future__ import annotations

from typing import Literal

import msgspec


class GameStarted(msgspec.Struct, frozen=True, tag="game_started"):
    """F-4: names by seat, each currency's starting money (h), the certificates removed from
    the game per currency (F-4.2), the supply per currency and the first player (F-4.4).
    A lesson's scenario also gives ``money`` (per seat, 7 amounts in h, when it set them),
    ``certs`` (per seat, 7 counts) and ``dividends_paid``."""

    names: tuple[str, ...]
    money_h: int
    removed: tuple[int, ...]
    supply: tuple[int, ...]
    first_player: int
    money: tuple[tuple[int, ...], ...] = ()
    certs: tuple[tuple[int, ...], ...] = ()
    dividends_paid: int = 0


class TurnStarted(msgspec.Struct, frozen=True, tag="turn_started"):
    turn: int
    seat: int


class SpotOffered(msgspec.Struct, frozen=True, tag="spot_offered"):
    """F-7: ``seat`` offers ``to``: gives ``give_h`` of ``give`` for ``get_h`` of ``get``."""

    seat: int
    to: int
    give: int
    give_h: int
    get: int
    get_h: int


class SpotAnswered(msgspec.Struct, frozen=True, tag="spot_answered"):
    """F-7.3/F-7.4: the offer was accepted (money moved) or refused (the spot stays open)."""

    seat: int
    to: int
    accepted: bool


class ContractMade(msgspec.Struct, frozen=True, tag="contract_made"):
    """F-8: ``seat`` made contract ``letter``: will pay ``pay_h`` of ``pay``, get ``get_h`` of
    ``get``; no money moves now."""

    seat: int
    letter: str
    pay: int
    pay_h: int
    get: int
    get_h: int


class CertificateBought(msgspec.Struct, frozen=True, tag="certificate_bought"):
    """F-9: one certificate of ``currency`` bought for ``price_h``."""

    seat: int
    currency: int
    price_h: int


class CertificatesSold(msgspec.Struct, frozen=True, tag="certificates_sold"):
    """F-10: ``count`` certificates of ``currency`` sold for ``received_h``; ``follow_on``
    marks a sale after another player's divest (F-10.2)."""

    seat: int
    currency: int
    count: int
    received_h: int
    follow_on: bool


class RatesMoved(msgspec.Struct, frozen=True, tag="rates_moved"):
    """F-5: ``currency`` was strengthened or weakened once; ``rates`` after the move, ``wins``
    per currency after it (F-3.5)."""

    currency: int
    direction: Literal["strengthen", "weaken"]
    rates: tuple[int, ...]
    wins: tuple[int, ...]


class ContractSettled(msgspec.Struct, frozen=True, tag="contract_settled"):
    """F-11.2: the owner paid ``pay_h`` of ``pay`` and received ``get_h`` of ``get``."""

    seat: int
    letter: str
    pay: int
    pay_h: int
    get: int
    get_h: int


class ContractDefaulted(msgspec.Struct, frozen=True, tag="contract_defaulted"):
    """F-11.3/F-11.4: the owner could not pay; received ``get_h`` of ``get`` anyway; the debt
    is now in loan ``loan_letter`` whose lines are ``lines`` ((currency, h) pairs)."""

    seat: int
    letter: str
    get: int
    get_h: int
    loan_letter: str
    lines: tuple[tuple[int, int], ...]
    joined: bool


class LoanRepaid(msgspec.Struct, frozen=True, tag="loan_repaid"):
    """F-11.5: the owner paid every line; the letter is free."""

    seat: int
    letter: str
    lines: tuple[tuple[int, int], ...]


class Bankrupt(msgspec.Struct, frozen=True, tag="bankrupt"):
    """F-15.1: the owner could not repay loan ``letter``: the game ends at once."""

    seat: int
    letter: str
    lines: tuple[tuple[int, int], ...]


class DividendPaid(msgspec.Struct, frozen=True, tag="dividend_paid"):
    """F-12.1/F-12.2: dividend ``number`` (1..5) paid ``per_certificate_h`` per certificate;
    ``paid`` lists (seat, currency, h); ``unpaid`` the currencies on an 8 box."""

    number: int
    per_certificate_h: int
    paid: tuple[tuple[int, int, int], ...]
    unpaid: tuple[int, ...]
    final: bool


class DividendTie(msgspec.Struct, frozen=True, tag="dividend_tie"):
    """F-12.4: these currencies tie for the most certificates held; ``seat`` chooses."""

    seat: int
    options: tuple[int, ...]


class EndPhaseStarted(msgspec.Struct, frozen=True, tag="end_phase_started"):
    """F-13: the final dividend is resolved; the rest of the queue is resolved in order."""

    items: int


class StrongestChosen(msgspec.Struct, frozen=True, tag="strongest_chosen"):
    """F-14.1: the Strongest currency and how it was found: "wins", "certificates" or
    "choice" (by ``seat``)."""

    currency: int
    how: Literal["wins", "certificates", "choice"]
    seat: int = -1


class GameOver(msgspec.Struct, frozen=True, tag="game_over"):
    """F-14/F-15: ``reason`` "queue_empty" or "bankruptcy"; ``scores`` per seat in whole units
    of ``strongest``; ``ranking`` (place, seat) best first; ``bankrupt`` seat or -1."""

    reason: Literal["queue_empty", "bankruptcy"]
    strongest: int
    scores: tuple[int, ...]
    ranking: tuple[tuple[int, int], ...]
    bankrupt: int


Event = (
    GameStarted | TurnStarted | SpotOffered | SpotAnswered | ContractMade | CertificateBought
    | CertificatesSold | RatesMoved | ContractSettled | ContractDefaulted | LoanRepaid | Bankrupt
    | DividendPaid | DividendTie | EndPhaseStarted | StrongestChosen | GameOver
)
