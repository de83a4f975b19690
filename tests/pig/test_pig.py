"""Pig, the test game, honours the one door (``cresus_tui/games/protocol.py``): random legal
games end, every state encodes and decodes to itself, wrong decisions change nothing, and it
saves and loads through ``saves`` like the house's games."""

from __future__ import annotations

import random

import pytest

from cresus_tui.games.protocol import IllegalDecision, SeatConfig

from . import engine as pig
from . import pig_game  # noqa: F401 - the fixture

SEATS = (SeatConfig("You", "human"), SeatConfig("Hog"), SeatConfig("Sow"))


def test_random_games_end_and_every_state_decodes_to_itself():
    for seed in range(30):
        game, events = pig.new_game(pig.make_config(SEATS, seed))
        rng = random.Random(seed)
        for _ in range(2000):
            if game.is_over:
                break
            (req,) = game.requests()
            game.submit(req.seat, pig.SPEC.random_decision(game, req.seat, rng))
            assert pig.decode(game.encode()).encode() == game.encode()
        assert game.is_over
        ranking = game.ranking()
        assert ranking[0][0] == 1 and game.state.scores[ranking[0][1]] >= pig.TARGET


def test_the_same_seed_rolls_the_same_faces():
    assert [pig.face_of(5, n) for n in range(20)] == [pig.face_of(5, n) for n in range(20)]
    assert [pig.face_of(5, n) for n in range(20)] != [pig.face_of(6, n) for n in range(20)]


@pytest.mark.parametrize("decision,seat", [("roll", 0), (pig.Roll(), 1), (True, 0)])
def test_wrong_decisions_change_nothing(decision, seat):
    game, _ = pig.new_game(pig.make_config(SEATS, 1))
    before = game.encode()
    with pytest.raises(IllegalDecision):
        game.submit(seat, decision)
    assert game.encode() == before


def test_a_one_loses_the_turns_points():
    seed = next(s for s in range(100) if pig.face_of(s, 0) != 1 and pig.face_of(s, 1) == 1)
    game, _ = pig.new_game(pig.make_config(SEATS, seed))
    first = game.submit(0, pig.Roll())
    assert first[0].total == pig.face_of(seed, 0)
    events = game.submit(0, pig.Roll())
    assert isinstance(events[1], pig.Busted) and events[1].lost == pig.face_of(seed, 0)
    assert game.state.scores[0] == 0 and game.state.seat == 1


def test_pig_saves_and_loads_through_the_save_slots(pig_game, tmp_path):
    import saves

    game, _ = pig.new_game(pig.make_config(SEATS, 3))
    game.submit(0, pig.Roll())
    saves.save_game(game, "pig", data_dir=str(tmp_path))
    loaded = saves.load_game("pig", str(tmp_path))
    assert loaded.header.game == "pig"
    assert loaded.game.encode() == game.encode()
