"""SIGTERM and SIGHUP (issue 23): the full-screen app saves the game in progress and closes
as quitting does, so Textual gives the terminal back; afterwards the terminal modes are reset
once more, and under GNU screen the last game screen is cleared."""

from __future__ import annotations

import asyncio
import io
import os
import signal

import pytest

from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.session import Session
from cresus_tui.play.settings import Settings
from cresus_tui.tui.app import CLEAR, TERMINAL_RESET, CresusApp, give_terminal_back
from saves import list_saves


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
async def test_a_signal_saves_the_game_and_closes(signum, tmp_path):
    settings = Settings.test_profile(autosave=True, data_dir=str(tmp_path))
    session = Session.new(NewGameOptions(rivals=2, seed=9, level="random"))
    app = CresusApp(settings, start=session)
    async with app.run_test() as pilot:
        await pilot.pause()
        loop = asyncio.get_running_loop()
        assert signum in loop._signal_handlers  # never kill the test runner itself
        os.kill(os.getpid(), signum)
        for _ in range(50):
            await pilot.pause(0.05)
            if app.return_code is not None:
                break
    assert app.return_code == 128 + signum
    assert "Saved as “autosave”." in app.goodbye
    [entry] = [e for e in list_saves(str(tmp_path)) if e.slot == "autosave"]
    assert entry.status == "ok" and entry.header.seed == 9


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_terminal_is_given_back_after_the_app():
    out = Tty()
    give_terminal_back(out, {})
    text = out.getvalue()
    assert text == TERMINAL_RESET
    for mode in ("\x1b[?1049l", "\x1b[?25h", "\x1b[?1000l", "\x1b[?1003l", "\x1b[?1006l"):
        assert mode in text


def test_under_gnu_screen_the_last_screen_is_cleared():
    out = Tty()
    give_terminal_back(out, {"STY": "1234.pts-0.host"})
    assert out.getvalue() == TERMINAL_RESET + CLEAR


def test_nothing_is_written_to_a_file_or_a_closed_terminal():
    out = io.StringIO()
    give_terminal_back(out, {"STY": "x"})
    assert out.getvalue() == ""
    closed = Tty()
    closed.close()
    give_terminal_back(closed, {})  # no exception


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_the_real_app_in_a_terminal_gives_it_back_on_a_signal(signum, tmp_path):
    """``cresus`` in a pseudo-terminal, then ``kill``: the game is saved and the last bytes
    written leave the alternate screen, show the cursor and stop mouse reporting."""
    import pty
    import select
    import sys
    import time
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, PYTHONPATH=str(root), TERM="xterm-256color", COLUMNS="100",
               LINES="30")
    env.pop("STY", None)
    env.pop("TEXTUAL_DRIVER", None)
    pid, fd = pty.fork()
    if pid == 0:  # the child: the game, playing in the terminal
        os.chdir(root)
        os.execve(sys.executable, [sys.executable, "-m", "cresus_tui", "--data-dir",
                                   str(tmp_path), "--seed", "5"], env)
    out = b""

    def read(seconds: float, until: bytes | None = None) -> None:
        nonlocal out
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            ready, _, _ = select.select([fd], [], [], 0.1)
            if ready:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                out += chunk
                if until is not None and until in out:
                    return

    try:
        read(60, b"New game")
        assert b"\x1b[?1049h" in out and b"New game" in out
        os.write(fd, b"n")  # New game: which game?
        read(3)
        os.write(fd, b"\r")
        read(3)
        os.kill(pid, signum)
        read(20)
    finally:
        try:
            _, status = os.waitpid(pid, 0)
        except ChildProcessError:
            status = 0
        os.close(fd)
    tail = out[-400:]
    assert b"\x1b[?1049l" in tail and b"\x1b[?25h" in tail and b"\x1b[?1000l" in tail
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 128 + signum
