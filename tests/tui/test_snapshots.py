"""One named snapshot per screen, phase and dialogue, at 80×24 and 120×40.

Deterministic: the test profile (no cursor blink, fixed theme, instant pace), fixed seeds and
Scenario scripting; each game is brought to the wanted request headlessly (``drive``) and the
steps so far are narrated as the log's backlog. The rivals are random-legal players, so tuning
the AI does not move these pictures. Update serially:
``pytest tests/tui/test_snapshots.py --snapshot-update -p no:xdist``.
"""

from __future__ import annotations

from typing import Callable

import pytest

from cresus_tui.games.cresus.decisions import Offer
from cresus_tui.games.cresus.requests import (
    BidRequest, BuyRequest, DebtRequest, EntryRequest, JoinRequest, LuxuryRequest,
    MonopolyRequest, MoveRequest, PartnerRequest, Request, SellRequest, ThrowRequest,
)
from cresus_tui.games.cresus.state import Scenario
from cresus_tui.play.cresus import commands
from cresus_tui.tui.app import CresusApp
from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.session import Session, Step
from cresus_tui.play.settings import Settings

from .conftest import command_for, drive

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
GAMBLING_FIRST = Scenario(cresus=(7, 8, 9, 10, 11, 12))  # every market draws a game (C-9.3)
TOURNAMENT_FIRST = Scenario(cresus=(1,))  # Tournoi de poker (C-9.2)
SHORT_GAME = Scenario(experts=("sector-finance", "market-NYC"))  # two turns (C-4.3)
PARTNER_FIRST = Scenario(experts=("partner-1", "monopoly-1", "partner-2"))
MONOPOLY_FIRST = Scenario(experts=("monopoly-1", "sector-finance", "market-NYC"))
# turn 1 draws harmless cards, turn 2 the payments: Frais de notaire, Krach boursier, taxes
PAYMENTS_SECOND = Scenario(cresus=(15, 19, 14, 16, 18, 17, 3, 4, 5))


def greedy(req, view, n: int) -> str:
    """The scripted player, but it bids all its cash for Expert cards."""
    if isinstance(req, BidRequest) and req.lot_kind == "expert":
        return f"bid {req.cash}"
    return command_for(req, view, n)


def broke(req, view, n: int) -> str:
    """The scripted player, but it keeps its shares, buys no luxury and, from turn 2, bids all
    its cash for Expert cards: a share and no cash when the Crésus cards strike."""
    if isinstance(req, BidRequest) and req.lot_kind == "expert":
        return f"bid {req.cash}" if view.turn >= 2 else "pass"
    if isinstance(req, (SellRequest, LuxuryRequest)):
        return "done"
    return command_for(req, view, n)


def menu_app() -> CresusApp:
    return CresusApp(Settings.test_profile(seed=42))


def game_app(until: Callable[[Request, Session], bool] | None = None, *, seed: int = 7,
             rivals: int = 3, scenario: Scenario | None = None,
             then: tuple[str, ...] = (), policy: Callable = command_for) -> CresusApp:
    """A game brought to the first human request satisfying ``until``, then the commands of
    ``then``; ``until`` None: the very start (the first Expert card's auction)."""
    session = Session.new(NewGameOptions(rivals=rivals, seed=seed, scenario=scenario,
                                         level="random"))
    backlog = drive(session, until, policy=policy) if until else []
    for text in then:
        view = session.game.view(session.human)
        parsed = commands.parse(text, view, session.game.rules)
        assert isinstance(parsed, commands.Action), parsed
        backlog.append(session.submit(parsed.decision))
        backlog += session.run_rivals()
    return CresusApp(Settings.test_profile(), start=session, backlog=backlog)


def offered_app() -> CresusApp:
    """The sale phase with a share in hand, and a rival's offer for it waiting (C-10.4)."""
    session = Session.new(NewGameOptions(rivals=3, seed=7, level="random"))
    backlog = drive(session, first(SellRequest, lambda r: bool(r.shares)))
    share = session.game.state.seats[session.human].shares[0]
    offer = Offer(to=session.human, give_cash=30, take_shares=(share,))
    backlog.append(Step(1, offer, "", session.game.submit(1, offer)))
    return CresusApp(Settings.test_profile(), start=session, backlog=backlog)


def finished_app() -> CresusApp:
    session = Session.new(NewGameOptions(rivals=3, seed=7, scenario=SHORT_GAME,
                                         level="random"))
    with pytest.raises(AssertionError, match="ended"):
        drive(session, lambda r, s: False)
    return CresusApp(Settings.test_profile(), start=session)


def first(kind: type, test: Callable[[Request], bool] = lambda r: True):
    return lambda r, s: isinstance(r, kind) and test(r)


CASES: dict[str, tuple[Callable[[], CresusApp], list[str]]] = {
    "menu": (menu_app, []),
    "game_choice": (menu_app, ["n"]),
    "new_game_form": (menu_app, ["n", "enter"]),
    "rules_screen": (menu_app, ["r"]),
    "expert_auction_bid": (lambda: game_app(), []),
    "expert_bid_typed": (lambda: game_app(), ["2", "5"]),
    "second_round_bid": (lambda: game_app(first(BidRequest, lambda r: r.round == 2),
                                          seed=11), []),
    "market_choice": (lambda: game_app(first(MoveRequest)), []),
    "game_screen": (lambda: game_app(first(MoveRequest)), ["escape"]),
    "unknown_command": (lambda: game_app(first(MoveRequest)),
                        ["escape", "x", "y", "z", "z", "y", "enter"]),
    "repeat_market_warning": (lambda: game_app(first(MoveRequest, lambda r: r.previous == 1)),
                              ["2"]),
    "auction_join": (lambda: game_app(first(JoinRequest)), []),
    "purchase": (lambda: game_app(first(BuyRequest)), []),
    "trade_offer": (lambda: game_app(first(BuyRequest)), ["f4"]),
    "sale_choice": (lambda: game_app(first(SellRequest, lambda r: bool(r.shares))), []),
    "sale_dice_tray": (lambda: game_app(first(ThrowRequest, lambda r: r.purpose == "sale")),
                       ["1", "2"]),
    "gambling_entry": (lambda: game_app(first(EntryRequest), scenario=GAMBLING_FIRST), []),
    "gambling_dice": (lambda: game_app(first(EntryRequest), scenario=GAMBLING_FIRST,
                                       then=("play",)), []),
    "tournament_entry": (lambda: game_app(first(EntryRequest), scenario=TOURNAMENT_FIRST), []),
    "partner_use": (lambda: game_app(first(PartnerRequest), seed=1, scenario=PARTNER_FIRST,
                                      policy=greedy), []),
    "monopoly_use": (lambda: game_app(first(MonopolyRequest), seed=3, scenario=MONOPOLY_FIRST,
                                       policy=greedy), []),
    "rival_offer": (offered_app, []),
    "forced_sale": (lambda: game_app(first(DebtRequest, lambda r: bool(r.shares)), seed=1,
                                      scenario=PAYMENTS_SECOND, policy=broke), []),
    "luxury_purchase": (lambda: game_app(first(LuxuryRequest, lambda r: r.affordable >= 1)),
                        []),
    "game_over": (finished_app, []),
}


async def settle(pilot) -> None:
    """Wait for the rivals' worker, then for the screens and focus it leads to."""
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    for _ in range(3):
        await pilot.pause()


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("case", list(CASES))
def test_snapshot(case: str, size: str, snap_compare) -> None:
    make, press = CASES[case]
    assert snap_compare(make(), press=press, terminal_size=SIZES[size], run_before=settle)


def test_snapshot_too_small(snap_compare) -> None:
    """Below 40×12 a clear "please enlarge" screen replaces everything (from 40×12 to 80×24
    the compact layout plays, tests/tui/test_compact.py)."""
    assert snap_compare(menu_app(), terminal_size=(36, 11), run_before=settle)


@pytest.mark.parametrize("case", ["purchase", "sale_choice"])
def test_share_choices_keep_their_figures_at_60x20(case: str, snap_compare) -> None:
    """A narrow "Your choices" list shows a shorter wording of a purchase or a sale, never
    the share's payout figures cut."""
    make, press = CASES[case]
    assert snap_compare(make(), press=press, terminal_size=(60, 20), run_before=settle)
