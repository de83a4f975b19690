"""Tutorial progress names no game: every game's runner keeps its unfinished lesson in one file,
and reads it back into its own state type; files written when the log was typed by Crésus's
decisions keep loading, byte for byte."""

from __future__ import annotations

import msgspec
import pytest

from cresus_tui.play.kits import every_lesson, play_kit
from cresus_tui.play.progress import FILE_NAME, Progress, ProgressStore, SavedLesson

OLD_FILE = (b'{"done":["first-steps"],"saved":{"expert-auction":{"lesson":"expert-auction",'
            b'"step":2,"log":[null,{"type":"bid","amount":20}]}}}')
"""A progress file as the Crésus-typed progress wrote it: the first lesson done, the Expert
auction left after its read-only step and the bid of 20 M."""


def test_an_old_progress_file_resumes_the_cresus_lesson_where_it_stood(tmp_path) -> None:
    from cresus_tui.games.cresus.decisions import Bid
    from cresus_tui.play.cresus.tutorial import Tutorial, TutorialState

    (tmp_path / FILE_NAME).write_bytes(OLD_FILE)
    progress = ProgressStore(tmp_path).read()
    assert progress.done == ["first-steps"]
    assert progress.saved["expert-auction"].step == 2
    state = progress.state_of("expert-auction", TutorialState)
    assert state == TutorialState("expert-auction", 2, [None, Bid(20)])
    tutorial = Tutorial.load(state)
    assert tutorial.index == 2
    assert tutorial.try_command("bid 25").advanced  # the lesson goes on from there


def test_an_old_progress_file_is_written_back_unchanged(tmp_path) -> None:
    (tmp_path / FILE_NAME).write_bytes(OLD_FILE)
    store = ProgressStore(tmp_path)
    assert store.write(store.read())
    assert (tmp_path / FILE_NAME).read_bytes() == OLD_FILE


def test_keeping_another_lesson_leaves_the_old_one_as_it_was(tmp_path) -> None:
    from cresus_tui.play.forex.tutorial import TutorialState as ForexState

    (tmp_path / FILE_NAME).write_bytes(OLD_FILE)
    store = ProgressStore(tmp_path)
    assert store.keep(ForexState("forex-currencies", 3))
    saved = msgspec.json.decode((tmp_path / FILE_NAME).read_bytes())["saved"]
    assert saved["expert-auction"] == {"lesson": "expert-auction", "step": 2,
                                       "log": [None, {"type": "bid", "amount": 20}]}
    assert saved["forex-currencies"] == {"lesson": "forex-currencies", "step": 3, "log": []}


@pytest.mark.parametrize("game_id", sorted({g for g, _ in every_lesson()}))
def test_every_games_first_lesson_is_kept_and_resumed(game_id: str, tmp_path) -> None:
    kit = play_kit(game_id)
    lesson = next(lesson for g, lesson in every_lesson() if g == game_id)
    tutorial = kit.tutorial(lesson.id)
    tutorial.try_command("")  # each first lesson opens with a step to read
    assert tutorial.index == 1
    store = ProgressStore(tmp_path)
    assert store.keep(tutorial.save_state())
    state = store.read().state_of(lesson.id, type(tutorial.save_state()))
    resumed = type(tutorial).load(state)
    assert resumed.lesson.id == lesson.id and resumed.index == 1


def test_a_log_that_does_not_fit_the_games_state_is_refused_not_loaded() -> None:
    from cresus_tui.play.cresus.tutorial import TutorialState

    progress = Progress(saved={"x": SavedLesson("x", 1, [msgspec.Raw(b'{"type":"nope"}')])})
    with pytest.raises(msgspec.ValidationError):
        progress.state_of("x", TutorialState)
    assert progress.state_of("missing", TutorialState) is None


def test_a_state_of_another_shape_is_not_kept(tmp_path) -> None:
    store = ProgressStore(tmp_path)
    assert not store.keep({"step": 1})
    assert "Could not keep" in store.last_error
    assert not (tmp_path / FILE_NAME).exists()
