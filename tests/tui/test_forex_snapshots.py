"""FOR-EX on screen, one named snapshot per step, at 80×24 and 120×40 (F-18.3: the pair
table, money, certificates, supply, letters, the queue): the turn with its spot option, a spot
offer to you, a contract, a follow-on sale after a divest, a tie choice, a dividend, the end
phase, the game over ranking, the New game form and the `rates` / `hint` answers.

Deterministic: the test profile, a fixed seed and set-up (``forex_script``), random-legal
rivals. Update serially: ``pytest tests/tui/test_forex_snapshots.py --snapshot-update
-p no:xdist``."""

from __future__ import annotations

import pytest

from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp

from .forex_script import reach

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}


def keys(*lines: str) -> list[str]:
    """Key presses typing each line and Enter."""
    out: list[str] = []
    for line in lines:
        out += ["space" if ch == " " else ch for ch in line] + ["enter"]
    return out


def at(step: str):
    def make() -> CresusApp:
        session, steps = reach(step)
        return CresusApp(Settings.test_profile(), start=session, backlog=steps)
    return make


def menu_app() -> CresusApp:
    return CresusApp(Settings.test_profile(seed=42))


CASES = {
    "new_game_form": (menu_app, ["n", "down", "down", "enter"]),
    "turn_spot": (at("turn_spot"), []),
    "spot_offer": (at("spot_offer"), []),
    "contract": (at("turn_spot"), keys("contract pay GBP get EUR 3")),
    "follow_on_sale": (at("follow_on_sale"), []),
    "tie_choice": (at("tie_choice"), []),
    "dividend": (at("dividend_turn"), keys("resolve")),
    "end_phase": (at("final_turn"), keys("resolve", "choose GBP") + ["escape"]),
    "game_over": (at("final_turn"), keys("resolve", "choose GBP")),
    "rates_and_hint": (at("turn_spot"), keys("rates", "hint")),
}


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    for _ in range(3):
        await pilot.pause()


def pressing(press: list[str]):
    """Settle, press the keys, and settle again (the rivals' worker answers a decision)."""
    async def run(pilot) -> None:
        await settle(pilot)
        for key in press:
            await pilot.press(key)
            if key in ("enter", "escape"):
                await settle(pilot)
    return run


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("case", list(CASES))
def test_forex_snapshot(case: str, size: str, snap_compare) -> None:
    """F-18.3: the pair table and the board at every step of a scripted game."""
    make, press = CASES[case]
    assert snap_compare(make(), terminal_size=SIZES[size], run_before=pressing(press))
