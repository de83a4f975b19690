"""`undo` after `stop` gives the dice back as they were: the dice kept by your last reroll
stay marked, so Enter on an empty line (or a bare `reroll`) throws only the others again — it
threw all five, full house included, when undo forgot the marks."""

from __future__ import annotations

import tempfile

from cresus_tui.games.bigmoney.decisions import Reroll
from cresus_tui.games.bigmoney.requests import DiceRequest
from cresus_tui.games.bigmoney.state import Scenario
from cresus_tui.play.kits import play_kit
from cresus_tui.play.store import Store
from cresus_tui.play.table import Table
from tests.tui.bigmoney_helpers import new_session


def test_undo_of_a_stop_keeps_the_dice_kept_marked() -> None:
    # industry 1, dice 1 5 6 1 5; die 3 rerolled shows 5: a full house 1 5 5 1 5
    session = new_session(seed=7, rivals=1, scenario=Scenario(dice=(1, 1, 5, 6, 1, 5, 5)))
    table = Table(session, play_kit("bigmoney"), Store(tempfile.mkdtemp(), autosave=False))
    table.open()
    table.command("roll")
    table.command("keep 1 2 4 5")
    assert table.kept == (0, 1, 3, 4)
    assert session.game.view(session.human).dice == (1, 5, 5, 1, 5)
    table.command("stop")
    assert table.kept == ()
    said = " ".join(str(m) for m in table.command("undo"))
    assert "Taken back" in said
    assert isinstance(session.human_request(), DiceRequest)
    assert table.kept == (0, 1, 3, 4)
    table.command("reroll")  # what Enter on an empty line sends with those marks
    mine = [s for s in session.game.state.log if s.seat == session.human]
    assert mine[-1].decision == Reroll((0, 1, 3, 4))


def test_undo_of_a_stop_right_after_the_roll_marks_nothing() -> None:
    session = new_session(seed=7, rivals=1, scenario=Scenario(dice=(1, 1, 5, 6, 1, 5)))
    table = Table(session, play_kit("bigmoney"), Store(tempfile.mkdtemp(), autosave=False))
    table.open()
    table.command("roll")
    table.command("stop")
    table.command("undo")
    assert isinstance(session.human_request(), DiceRequest)
    assert table.kept == ()
