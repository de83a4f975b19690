"""Crésus's game screen in French at 80×24 (#25): the main screen at the market choice and the
secret bid dialogue, named snapshots like ``test_snapshots.py``'s English ones. Update serially:
``pytest tests/tui/test_cresus_french_snapshots.py --snapshot-update -p no:xdist``."""

from __future__ import annotations

import pytest

from cresus_tui import i18n
from cresus_tui.games.cresus.requests import MoveRequest

from .test_snapshots import first, game_app, settle


@pytest.fixture(autouse=True)
def _french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


CASES = {
    "game_screen_fr": (lambda: game_app(first(MoveRequest)), ["escape"]),
    "expert_auction_bid_fr": (lambda: game_app(), []),
    "market_choice_fr": (lambda: game_app(first(MoveRequest)), []),
}


@pytest.mark.parametrize("case", list(CASES))
def test_french_snapshot_80x24(case: str, snap_compare) -> None:
    make, press = CASES[case]
    assert snap_compare(make(), press=press, terminal_size=(80, 24), run_before=settle)
