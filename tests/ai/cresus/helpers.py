"""Helpers for rival tests: games driven by rivals, and views with chosen fields."""

from __future__ import annotations

import msgspec

from ai.cresus.rival import make_rival
from cresus_tui.games.cresus import GameConfig, SeatConfig, new_game
from cresus_tui.games.cresus.game import Game
from cresus_tui.games.cresus.requests import OfferRequest
from cresus_tui.games.cresus.view import SeatView


def rival_game(entrants: list[str], seed: int) -> tuple[Game, list]:
    rivals = [make_rival(*(e.split(":") + [""])[:2], seed=seed * 31 + i)
              for i, e in enumerate(entrants)]
    game, _ = new_game(GameConfig(tuple(SeatConfig(f"p{i}") for i in range(len(entrants))),
                                  seed))
    return game, rivals


def next_request(game: Game):
    reqs = game.requests()
    return reqs[-1] if isinstance(reqs[-1], OfferRequest) else reqs[0]


def play(game: Game, rivals: list, on_choice=None, limit: int = 50_000) -> Game:
    """Play to the end; ``on_choice(game, req, choice)`` before each submit. Every decision is
    submitted as is, so an illegal one raises IllegalDecision."""
    for _ in range(limit):
        if game.is_over:
            return game
        req = next_request(game)
        choice = rivals[req.seat].decide(game.view(req.seat), req)
        if on_choice:
            on_choice(game, req, choice)
        game.submit(req.seat, choice.decision)
    raise RuntimeError("the game did not end")


def start_view(seat: int = 0, players: int = 4, seed: int = 3, **changes) -> SeatView:
    """A view of a new game's seat with fields replaced (``me`` fields via ``me={...}``)."""
    game, _ = new_game(GameConfig(tuple(SeatConfig(f"p{i}") for i in range(players)), seed))
    view = game.view(seat)
    me = changes.pop("me", None)
    others = changes.pop("others", None)
    if me or others:
        ps = list(view.players)
        for i, p in enumerate(ps):
            upd = me if i == seat else others
            if upd:
                ps[i] = msgspec.structs.replace(p, **upd)
        changes["players"] = tuple(ps)
    return msgspec.structs.replace(view, **changes)
