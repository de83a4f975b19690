"""The lesson-complete screen, for every game's lessons: the coach's whole closing words (not cut
at "What you learned"), the rules taught under their rule-book titles, and at 60×20 the words
scroll until their last line shows."""

from __future__ import annotations

import pytest

from cresus_tui.play.kits import every_lesson, play_kit
from cresus_tui.play.rulebook import titles_of
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.tutorial_done import TutorialDoneScreen, closing_parts

from .test_tutorial_snapshots import finished

FIRST = {}
for _game, _lesson in every_lesson():
    FIRST.setdefault(_game, _lesson.id)


def shown(screen) -> str:
    return " ".join(" ".join(str(w.render()).split()) for w in screen.query("#body Static"))


def test_closing_parts_drop_only_the_sentence_of_rules() -> None:
    words = ("[b]Rates[/b] — done! What you learned: rates (F-3.1). Look them up any time "
             "with `rules`. Why Sterling won: 11 GBP.")
    assert closing_parts(words) == ["[b]Rates[/b] — done!", "Why Sterling won: 11 GBP."]
    assert closing_parts("Well done.") == ["Well done."]


@pytest.mark.parametrize("game_id", sorted(FIRST))
async def test_the_whole_closing_words_and_every_rule_title_show(game_id: str, tmp_path) -> None:
    tutorial = finished(game_id, FIRST[game_id])
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(60, 20)) as pilot:
        app.show_tutorial_done(tutorial)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TutorialDoneScreen)
        text = shown(screen)
        for part in closing_parts(tutorial.summary()):
            last_words = " ".join(part.replace("[b]", "").replace("[/b]", "").split()[-4:])
            assert last_words.replace("`", "") in text
        titles = titles_of(game_id)
        for rule_id in tutorial.taught():
            title = titles.get(rule_id) or titles.get(rule_id.split(".")[0])
            assert title and title in text, rule_id
        body = screen.query_one("#body")
        last = list(screen.query("#body Static"))[-1]
        for _ in range(12):
            await pilot.press("pagedown")
        await pilot.pause()
        assert body.max_scroll_y == 0 or body.scroll_y == body.max_scroll_y
        assert last.region.bottom <= body.region.bottom


async def test_the_forex_lesson_closes_with_why_the_winner_won(tmp_path) -> None:
    tutorial = finished("forex", FIRST["forex"])
    assert "won" in tutorial.summary()
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        app.show_tutorial_done(tutorial)
        await pilot.pause()
        assert "won:" in shown(app.screen)
        assert play_kit("forex").tutorial is not None
