"""What one seat may know (B-12.1): everything but the draw deck's and the news deck's order
(only their sizes). In Big Money nothing else is secret, so every seat's view shows the same
public facts; ``seat`` says whose view it is."""

from __future__ import annotations

import msgspec


class PlayerView(msgspec.Struct, frozen=True):
    """A player as everyone sees them; ``personality`` is a rival's playing style from its
    seat config ("flambeur", "joueur", "ruse", "stratege"; "" for none or a human);
    ``level`` a rival's level ("easy", "normal", "hard"; "" for a human)."""

    name: str
    cash: int
    cards: tuple[str, ...]
    turns: int
    purchases: int
    personality: str = ""
    level: str = ""


class SeatView(msgspec.Struct, frozen=True):
    """``market``: card id per slot 0..3 ("" empty); ``dice``: the number dice (values 1..6)
    of the turn under way; ``industry``: the industry die's value 1..6 this turn (0 before
    the throw); ``stage``: roll / dice / buy / over; ``decisions``: decisions submitted so far
    (the game's public clock); ``turns_left``: turns still to play after the current one once
    the end is triggered (-1 before)."""

    seat: int
    players: tuple[PlayerView, ...]
    bank: int
    total_money: int
    market: tuple[str, ...]
    deck_size: int
    discard: tuple[str, ...]
    news_deck_size: int
    news_discard: tuple[str, ...]
    active: int
    round: int
    stage: str
    dice: tuple[int, ...]
    rerolls_left: int
    industry: int
    dice_bank: int
    triggered: bool
    turns_left: int
    decisions: int
    over: bool
    ranking: tuple[tuple[int, int], ...]
