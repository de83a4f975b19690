"""Export, replay, undo, statistics and the review work for any game registered with a kit
(here a toy game following the house conventions), not only for Crésus."""

from __future__ import annotations

import pytest

from cresus_tui.games.protocol import SeatConfig
from cresus_tui.play.review import kits
from cresus_tui.play.review.analysis import render_text, review
from cresus_tui.play.review.record import read_record, record_json, record_of, replay, story_markdown
from cresus_tui.play.review.stats import add_game, summary
from cresus_tui.play.review.undo import UndoGuard

from . import toy_game as toy


@pytest.fixture
def kit():
    k = kits.kit_from_spec(toy.SPEC, toy.ToyConfig, toy.Decision)
    kits.register(k)
    yield k
    kits.KITS.pop("toy", None)


def play_toy(seed: int = 3):
    game, _ = toy.new_game(toy.ToyConfig((SeatConfig("Ann", "human"),
                                          SeatConfig("Bob", "rival", "hard")), seed))
    for n in range(6):
        for req in game.requests():
            game.submit(req.seat, toy.Pick(bool((n + req.seat) % 2)))
    return game


def test_export_and_replay_of_another_game(kit) -> None:
    game = play_toy()
    assert game.is_over
    rec = read_record(record_json(record_of(game)))
    assert rec.game == "toy" and rec.data_version == "toy-1" and len(rec.log) == 6
    tl = replay(rec)
    assert tl.final.encode() == game.encode()
    assert sorted(tl.turns) == [1, 2, 3]
    md = story_markdown(tl)
    assert md.startswith("# Matching pennies: the story of a game")
    assert "CoinFlipped: heads" in md and "## Result" in md


def test_undo_in_another_game_before_and_after_the_flip(kit) -> None:
    game, _ = toy.new_game(toy.ToyConfig((SeatConfig("Ann", "human"), SeatConfig("Bob")), 1))
    guard = UndoGuard(kit, 0, ["Ann", "Bob"])
    before = game.encode()
    guard.before(game, toy.Pick(True))
    guard.human_done(game.submit(0, toy.Pick(True)))
    assert guard.why_not() is None  # Bob has not picked: nothing revealed
    assert guard.take_back().encode() == before
    game = kit.decode(before)
    guard.before(game, toy.Pick(True))
    guard.human_done(game.submit(0, toy.Pick(True)))
    guard.other(1, toy.Pick(False), game.submit(1, toy.Pick(False)))
    assert "something was revealed since (CoinFlipped)" in guard.why_not()


def test_statistics_and_review_of_another_game(kit, tmp_path) -> None:
    game = play_toy()
    assert add_game(game, 0, tmp_path)[0]
    row = summary(__import__("cresus_tui.play.review.stats", fromlist=["x"]).load_stats(tmp_path)[0])
    assert row[0]["game"] == "toy" and row[0]["level"] == "hard" and row[0]["played"] == 1
    r = review(replay(record_of(game)), 0)
    assert r.verdicts == [] and "No decision analysis for Matching pennies yet" in r.notes[0]
    assert r.money[-1][1] == [s.cash for s in game.state.seats]
    assert "Money (points) at the start of each turn:" in render_text(r)  # its words


def test_a_kit_from_a_spec_counts_in_the_games_words() -> None:
    """``kit_from_spec``: the unit of the review, the replay's standing and the score is the
    game's ``GameWords.unit`` ("points" by default), never "M"."""
    from dataclasses import replace

    from cresus_tui.games.protocol import GameWords

    k = kits.kit_from_spec(toy.SPEC, toy.ToyConfig, toy.Decision)
    assert k.unit == toy.SPEC.words.unit and k.score_words((5,)) == f"5 {k.unit}"
    spec = replace(toy.SPEC, words=GameWords(unit="beans"))
    k = kits.kit_from_spec(spec, toy.ToyConfig, toy.Decision)
    assert (k.unit, k.score_words((5,))) == ("beans", "5 beans")
