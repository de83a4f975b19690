"""Big Money on screen, one named snapshot per step at 80×24 and 120×40: the New game form,
the roll, the dice with keeps marked, the purchase, a news card, the end triggered, the game
over ranking (with a shared place), and the `odds` / `hint` answers.

Deterministic: the test profile (instant pace, no blink), fixed seeds, random-legal rivals
(``bigmoney_helpers``) and Scenario dice. Update serially:
``pytest tests/tui/test_bigmoney_snapshots.py --snapshot-update -p no:xdist``.
"""

from __future__ import annotations

import pytest

from cresus_tui.games.bigmoney import Scenario
from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp

from .bigmoney_helpers import drive, new_session, play_to_end

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
NEWS_FIRST = Scenario(dice=(6, 2, 2, 5, 3, 1), news_deck=("N13",))
"""The first throw shows News (industry die 6): Marché haussier pays 1 Z per card (B-6.2)."""


def menu_app() -> CresusApp:
    return CresusApp(Settings.test_profile(seed=42))


def game_app(until=None, seed: int = 7, scenario=None, then: tuple = ()) -> CresusApp:
    session = new_session(seed=seed, scenario=scenario)
    backlog = drive(session, until) if until else []
    return CresusApp(Settings.test_profile(), start=session, backlog=backlog)


def over_app() -> CresusApp:
    session = new_session(seed=7)
    backlog = play_to_end(session)
    return CresusApp(Settings.test_profile(), start=session, backlog=backlog)


def first(kind, test=lambda r, s: True):
    return lambda r, s: isinstance(r, kind) and test(r, s)


def triggered(r, s) -> bool:
    return s.game.state.triggered


CASES = {
    "bm_new_game_form": (menu_app, ["n", "down", "enter"]),
    "bm_roll": (lambda: game_app(), []),
    "bm_dice": (lambda: game_app(first(DiceRequest)), []),
    "bm_dice_keeps": (lambda: game_app(first(DiceRequest)), ["1", "2", "enter", "1", "2", "3"]),
    "bm_buy": (lambda: game_app(first(BuyRequest)), []),
    "bm_news": (lambda: game_app(first(DiceRequest), scenario=NEWS_FIRST), []),
    # seed 8: the bank runs dry on your own dice; the purchase follows, then the round ends
    "bm_end_triggered": (lambda: game_app(first(BuyRequest, triggered), seed=8), []),
    "bm_end_buy_warning": (lambda: game_app(first(BuyRequest, triggered), seed=8),
                           list("buy 1") + ["enter"]),
    "bm_game_over": (over_app, []),
    "bm_odds": (lambda: game_app(first(DiceRequest)), list("odds") + ["enter"]),
    "bm_hint": (lambda: game_app(first(BuyRequest)), list("hint") + ["enter"]),
    "bm_wrong_input": (lambda: game_app(first(DiceRequest)),
                       list("keep 9 [red]x") + ["enter"]),
}


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    for _ in range(3):
        await pilot.pause()


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("case", list(CASES))
def test_bigmoney_snapshot(case: str, size: str, snap_compare) -> None:
    make, press = CASES[case]
    assert snap_compare(make(), press=press, terminal_size=SIZES[size], run_before=settle)
