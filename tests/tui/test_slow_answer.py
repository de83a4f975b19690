"""`hint` and `odds` are answered by a worker thread on the generic game screen: the command
line stays usable meanwhile and the answer is shown when ready."""

from __future__ import annotations

import threading

from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.game import GameScreen

from .forex_script import reach


def _screen(app) -> GameScreen:
    return next(s for s in app.screen_stack if isinstance(s, GameScreen))


async def test_hint_is_computed_off_the_screen_thread(tmp_path) -> None:
    session, steps = reach("turn_spot")
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)), start=session,
                    backlog=steps)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen = _screen(app)
        teller = screen.table.teller
        plain = teller.answer
        release = threading.Event()
        threads: list[str] = []

        def slow_answer(topic: str, arg: str):
            if topic in ("hint", "odds"):
                threads.append(threading.current_thread().name)
                release.wait(5)  # an evaluator taking its time
                return [f"SLOW {topic.upper()} ANSWER"]
            return plain(topic, arg)

        teller.answer = slow_answer
        log = screen.query_one("#log")
        for command in ("hint", "look"):
            screen.line.value = command
            await pilot.press("enter")
            await pilot.pause()
        text = "\n".join(str(x) for x in log.history)
        assert "SLOW HINT ANSWER" not in text  # not ready yet ...
        assert "> look" in text and text.count("> hint") == 1  # ... and `look` answered
        assert screen.line.value == ""
        release.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        text = "\n".join(str(x) for x in log.history)
        assert "SLOW HINT ANSWER" in text  # shown when ready
        assert text.index("> look") < text.index("SLOW HINT ANSWER")
        assert threads and threads[0] != threading.main_thread().name
        await pilot.press("f7")  # the key too
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "\n".join(str(x) for x in log.history).count("SLOW HINT ANSWER") == 2
        assert len(threads) == 2 and threading.main_thread().name not in threads
