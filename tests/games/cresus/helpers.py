"""Scenario helpers for rule tests: scripted decks, dice and decisions."""

from __future__ import annotations

from cresus_tui.games.cresus import Game, GameConfig, Scenario, SeatConfig, new_game
from cresus_tui.games.cresus.decisions import Bid, Decision, Move
from cresus_tui.games.cresus.requests import BidRequest, MoveRequest


def make_game(players: int = 3, seed: int = 7, **scenario) -> tuple[Game, list]:
    """A game with seats named A, B, C …; scenario fields script the chance (first player 0
    unless given)."""
    scenario.setdefault("first_player", 0)
    names = "ABCDEF"[:players]
    config = GameConfig(tuple(SeatConfig(n) for n in names), seed, Scenario(**scenario))
    return new_game(config)


def answer_all(game: Game, decisions: dict[int, Decision]) -> list:
    """Submit one decision per seat (for simultaneous secret requests); returns all events."""
    events = []
    for seat, d in decisions.items():
        events += game.submit(seat, d)
    return events


def no_bids(game: Game) -> list:
    """Everyone bids 0 on the pending auction."""
    return answer_all(game, {r.seat: Bid(0) for r in game.requests()
                             if isinstance(r, BidRequest)})


def move_all(game: Game, markets: dict[int, int]) -> list:
    reqs = [r for r in game.requests() if isinstance(r, MoveRequest)]
    assert {r.seat for r in reqs} == set(markets), reqs
    return answer_all(game, {s: Move(m) for s, m in markets.items()})
