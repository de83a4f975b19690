"""Shared set-up for the UI tests: a clean environment (no NO_COLOR, no TEXTUAL_THEME) so that
snapshots and pilots are deterministic, and a helper that answers requests by command."""

from __future__ import annotations

from typing import Callable

import pytest

from cresus_tui.games.cresus.requests import (
    BidRequest, BuyRequest, DebtRequest, EntryRequest, ExpertSectorRequest, JoinRequest,
    LuxuryRequest, MonopolyRequest, MoveRequest, OfferRequest, PartnerRequest, Request,
    SellRequest, ThrowRequest,
)
from cresus_tui.play.cresus import commands
from cresus_tui.play.session import Session, Step


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    """No NO_COLOR or theme from the caller, and saves in an empty folder of our own."""
    for name in ("NO_COLOR", "TEXTUAL_THEME", "TEXTUAL_ANIMATIONS", "COLORTERM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


def command_for(req: Request, view, n: int) -> str:
    """A scripted player: modest bids, moves around, buys when it can, sells, buys luxuries."""
    me = view.me
    if isinstance(req, BidRequest):
        return f"bid {min(5 + n % 7, req.cash)}" if n % 3 else "pass"
    if isinstance(req, MoveRequest):
        options = [m for m in req.allowed if m != req.previous] or list(req.allowed)
        return f"go {options[n % len(options)] + 1}"
    if isinstance(req, JoinRequest):
        return "join"
    if isinstance(req, EntryRequest):
        return "no"
    if isinstance(req, (MonopolyRequest, ExpertSectorRequest)):
        return "yes"
    if isinstance(req, PartnerRequest):
        return "partner none"
    if isinstance(req, BuyRequest):
        return "buy 1" if req.cash >= 60 else "buy none"
    if isinstance(req, ThrowRequest):
        return "stop" if req.throws_left == 0 or n % 2 else "reroll"
    if isinstance(req, SellRequest):
        return f"sell {req.shares[0]}" if req.shares and me.cash < 150 else "done"
    if isinstance(req, DebtRequest):
        return "sell luxury" if req.luxuries else f"sell {req.shares[0]}"
    if isinstance(req, LuxuryRequest):
        if req.loan and me.cash >= req.loan:
            return "repay"
        return "luxury" if req.affordable else "done"
    if isinstance(req, OfferRequest):
        return "decline"
    raise AssertionError(f"unexpected request {req!r}")


def drive(session: Session, until: Callable[[Request, Session], bool],
          limit: int = 2000, policy: Callable = command_for) -> list[Step]:
    """Play the human seat with ``command_for`` (through the command parser) and the rivals
    with their policies until the human's request satisfies ``until``. Returns every step, for
    the game screen's backlog. Raises AssertionError if that never happens."""
    steps: list[Step] = []
    for n in range(limit):
        steps += session.run_rivals()
        req = session.human_request()
        if req is None:
            raise AssertionError("the game ended before the wanted request")
        if until(req, session):
            return steps
        view = session.game.view(session.human)
        parsed = commands.parse(policy(req, view, n), view, session.game.rules)
        assert isinstance(parsed, commands.Action), parsed
        steps.append(session.submit(parsed.decision))
    raise AssertionError("the wanted request never came")
