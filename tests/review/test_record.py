"""Export, record and replay: export → replay reproduces the game exactly, for a finished game
and a game in progress; the stepper goes forward, back and to a turn; the CLI."""

from __future__ import annotations

import io
import json

import pytest

from cresus_tui.cli import main
from cresus_tui.games.cresus.decisions import Bid
from cresus_tui.games.cresus.requests import BidRequest
from cresus_tui.play.review.kits import digest
from cresus_tui.play.review.record import (
    RecordError, read_record, record_json, record_of, replay, story_markdown,
)
from cresus_tui.play.review.stepper import Stepper
from saves.api import save_game

from .helpers import play


@pytest.fixture(scope="module")
def finished():
    return play(seed=7)


def test_export_json_then_replay_reproduces_the_game_byte_for_byte(finished) -> None:
    rec = read_record(record_json(record_of(finished.game)))
    assert rec.game == "cresus" and rec.seed == 7 and rec.over
    assert len(rec.log) == len(finished.game.state.log)
    tl = replay(rec)
    assert tl.final.encode() == finished.game.encode()
    assert tl.final.ranking() == finished.game.ranking()
    assert sorted(tl.turns) == list(range(1, finished.game.state.turn + 1))


def test_a_tampered_record_does_not_replay(finished) -> None:
    data = json.loads(record_json(record_of(finished.game)))
    data["seed"] = data["config"]["seed"] = 8  # another shuffle: the log no longer fits
    with pytest.raises(RecordError):
        replay(read_record(json.dumps(data)))
    with pytest.raises(RecordError):
        read_record(b"{not json")
    with pytest.raises(RecordError):
        read_record(json.dumps({"format": "other", "game": "x", "data_version": "1"}))


def test_markdown_story_has_every_turn_every_decision_and_the_result(finished) -> None:
    tl = replay(record_of(finished.game))
    md = story_markdown(tl, viewer=0)
    assert md.startswith("# Crésus: the story of a game")
    for t in tl.turns:
        assert f"## Turn {t}\n" in md
    assert md.count("\n- > ") == len(finished.game.state.log)
    assert "## Result" in md and "The pawns are revealed" in md
    # a turn's events start under its own heading
    turn2 = md.split("## Turn 2\n")[1].split("## Turn 3")[0]
    assert "Expert card revealed" in turn2


def test_export_of_a_game_in_progress_stops_before_a_pending_secret() -> None:
    s = play(seed=5, stop=lambda s: isinstance(s.human_request(), BidRequest)
             and s.game.state.turn >= 2
             and sum(1 for r in s.game.requests() if isinstance(r, BidRequest)) > 2)
    # the rivals seal their bids after yours (C-7.4): bid, then let one rival bid in secret
    s.submit(Bid(0))
    s.step_rival()
    assert any(isinstance(r, BidRequest) for r in s.game.requests())  # not revealed yet
    last = s.game.state.log[-1]
    assert last.seat != 0 and isinstance(last.decision, Bid)  # a rival bid, still secret
    rec = record_of(s.game, viewer=0)
    assert len(rec.log) < len(s.game.state.log)
    tl = replay(rec)
    assert all(not (st.seat != 0 and isinstance(st.decision, Bid))
               for st in tl.steps[-1:])
    assert digest(tl.final.encode()) == rec.final
    # the record of the whole game (no viewer) keeps everything
    assert len(record_of(s.game).log) == len(s.game.state.log)


def test_stepper_forward_back_jump_and_end(finished) -> None:
    tl = replay(record_of(finished.game))
    st = Stepper(tl)
    assert st.command("3").startswith("== Turn 3 of 10 ==")
    assert st.command("n").startswith("== Turn 4 of 10 ==")
    assert st.command("b").startswith("== Turn 3 of 10 ==")
    assert st.command("j 1").startswith("== Turn 1 of 10 ==")
    assert st.command("b") == "This is the first turn.\n"
    assert st.command("42").startswith("No turn 42")
    assert st.command("e").startswith("== Result ==\n1. ")
    assert st.command("q") is None
    # issue 23: another script's digits and 4,301 digits answer, never raise
    assert st.command("²") == ("“²” is not a number here: type a number of at least 0 with the "
                               "digits 0 to 9.\n")
    assert st.command("j ٣").startswith("“٣” is not a number here")
    assert st.command("9" * 4301).startswith("That number is too long")
    out = io.StringIO()
    assert st.run(io.StringIO("\nb\n10\nn\nq\n"), out) == 0
    text = out.getvalue()
    assert text.count("== Turn 1 of 10") == 2 and "== Turn 2 of 10" in text
    assert "== Turn 10 of 10" in text and "== Result ==" in text


def test_cli_export_replay_review(tmp_path, finished, capsys) -> None:
    save_game(finished.game, "done", data_dir=tmp_path)
    out = tmp_path / "done.json"
    assert main(["--data-dir", str(tmp_path), "export", "done", "--format", "json",
                 "-o", str(out)]) == 0
    assert read_record(out.read_bytes()).final == digest(finished.game.encode())
    capsys.readouterr()
    assert main(["--data-dir", str(tmp_path), "export", "done"]) == 0
    assert "## Turn 10" in capsys.readouterr().out
    assert main(["replay", str(out), "--turn", "2"]) == 0
    assert capsys.readouterr().out.startswith("== Turn 2 of 10 ==")
    assert main(["replay", str(out), "--all"]) == 0
    assert "== Result ==" in capsys.readouterr().out
    assert main(["replay", str(out), "--turn", "11"]) == 2
    assert main(["--data-dir", str(tmp_path), "export", "nothing"]) == 1
    assert "nothing" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("[]")
    assert main(["replay", str(bad)]) == 1
    assert main(["--data-dir", str(tmp_path), "review", "done"]) == 0
    assert "The costliest decisions:" in capsys.readouterr().out
    assert main(["review", str(out), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["game"] == "cresus"
