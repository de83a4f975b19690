"""Big Money and FOR-EX on screen in French (#25): each game's main screen at 80×24, named
snapshots. Big Money with its dice out (the tray, the bank, the market, the players), FOR-EX on
a turn with its spot option (the pair table, money, certificates, the queue).

Update serially: ``pytest tests/tui/test_french_game_snapshots.py --snapshot-update
-p no:xdist`` — and look at each SVG first."""

from __future__ import annotations

import pytest

from cresus_tui import i18n
from cresus_tui.games.bigmoney.requests import DiceRequest
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp

from .bigmoney_helpers import drive, new_session
from .forex_script import reach
from .test_bigmoney_snapshots import settle


def bigmoney_dice() -> CresusApp:
    session = new_session(seed=7)
    backlog = drive(session, lambda r, s: isinstance(r, DiceRequest))
    return CresusApp(Settings.test_profile(), start=session, backlog=backlog)


def forex_turn() -> CresusApp:
    session, steps = reach("turn_spot")
    return CresusApp(Settings.test_profile(), start=session, backlog=steps)


CASES = {"fr_bigmoney_dice": bigmoney_dice, "fr_forex_turn": forex_turn}


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("case", list(CASES))
def test_french_main_screen_at_80x24(case: str, french, snap_compare) -> None:
    assert snap_compare(CASES[case](), terminal_size=(80, 24), run_before=settle)
