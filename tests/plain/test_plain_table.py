"""Plain text on the one table (issue 20): `reroll` keeps the marked dice, Continue goes on
from the previous generation of a damaged autosave, a second session never overwrites the
autosave of an open window, undo and transcript work, a finished game is kept."""

from __future__ import annotations

import subprocess
import sys

import saves
from saves.instance import LOCK_NAME
from saves.paths import saves_dir

from .scripted import scripted_commands, transcript
from cresus_tui.plain.games import plain_games


def kit_of(game_id: str):
    return next(k for k in plain_games() if k.id == game_id)


def test_reroll_keeps_the_dice_marked_by_keep(tmp_path):
    text = transcript(["new", "Big Money", "", "", "", "roll", "keep 1 2", "reroll", "quit"],
                      tmp_path, seed=3)
    after_keep = text.split("> keep 1 2\n", 1)[1]
    assert after_keep.startswith("You reroll dice 3 4 5 (reroll 1 of 2)")
    after_reroll = text.split("> reroll\n", 1)[1]
    assert after_reroll.startswith("You reroll dice 3 4 5 (reroll 2 of 2)")  # not 1 to 5


def test_reroll_keeps_the_marked_dice_in_cresus_too():
    from cresus_tui.play.messages import Told

    table = kit_of("cresus").new(2, "normal", "You", 3)
    table.open()
    for _ in range(1000):
        table.run_rivals()
        req = table.request
        if table.kit.dice.is_throw(req) and req.throws_left >= 2:
            break
        table.command(table.suggest())
    assert table.request.throws_left >= 2
    table.command("keep 1 2")
    assert table.kept == (0, 1)
    told = [m for m in table.command("reroll") if isinstance(m, Told)]
    assert "(kept 1 2)" in told[0].lines[0].text


def test_continue_goes_on_from_the_previous_generation_of_a_damaged_autosave(tmp_path):
    commands = scripted_commands(kit_of("bigmoney"), seed=7, queries=[])
    first = transcript(commands[:20], tmp_path)
    assert "End of input. Saved as “autosave”." in first
    store = saves.SaveStore.at(str(tmp_path))
    path = store.path("autosave", 0)
    assert store.path("autosave", 1).exists()  # an earlier generation was kept
    path.write_bytes(b"\x00 not a save any more")
    again = transcript(["continue", "look", "quit"], tmp_path)
    assert "There is no game to continue yet." not in again
    assert "The latest save of “autosave” is damaged: going on from the one before it." \
        in again
    assert "— game resumed —" in again


def test_a_second_session_never_overwrites_the_autosave_of_an_open_window(tmp_path):
    window = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        folder = saves_dir(str(tmp_path))
        folder.mkdir(parents=True, exist_ok=True)
        (folder / LOCK_NAME).write_text(f"{window.pid}\n")
        commands = scripted_commands(kit_of("bigmoney"), seed=7, queries=[])
        text = transcript(commands[:20] + ["save", "quit"], tmp_path)
    finally:
        window.kill()
        window.wait()
    import os

    own = f"autosave {os.getpid()}"
    assert f"this one autosaves to “{own}”" in text
    assert f"Saved as “{own}”." in text
    slots = {e.slot for e in saves.list_saves(str(tmp_path))}
    assert own in slots and "autosave" not in slots
    assert (folder / LOCK_NAME).read_text().strip() == str(window.pid)  # still the window's


def test_undo_and_transcript_work_in_plain_text(tmp_path):
    commands = scripted_commands(kit_of("forex"), seed=7, queries=[])
    text = transcript(commands[:6] + ["undo", "transcript", "quit"], tmp_path)
    assert "does nothing" not in text
    undo = text.split("> undo\n", 1)[1].splitlines()[0]
    assert undo.startswith("Taken back:") or "cannot be taken back" in undo
    assert "The story so far is written to " in text
    assert list((tmp_path / "transcripts").glob("forex-*.md"))


def test_undo_right_after_bid_0_says_what_it_is_about(tmp_path):
    """`undo` right after `bid 0` (Crésus, seed 0 opens on the Monopole's auction) names the
    bid and why it stays — also after quitting and Continue, where it used to answer "You have
    made no decision to take back yet"."""
    text = transcript(["new", "Crésus", "", "", "", "bid 0", "undo", "quit"], tmp_path, seed=0)
    answer = text.split("> undo\n", 1)[1].splitlines()[0]
    assert answer == ("Error: “You pass” cannot be taken back: the bids have been revealed "
                      "since. Undo never crosses a throw, a draw or a reveal.")
    again = transcript(["continue", "undo", "quit"], tmp_path, seed=0)
    answer = again.split("> undo\n", 1)[1].splitlines()[0]
    assert answer == ("Error: “You pass” cannot be taken back: the bids have been revealed "
                      "since. Undo never crosses a throw, a draw or a reveal.")
