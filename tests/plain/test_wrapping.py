"""Plain text wraps its lines at the terminal's width when standard output is a terminal (at
word boundaries, a numbered choice's later lines under its text, tables left whole); to a
pipe or a file the output is unchanged, byte for byte."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from cresus_tui.plain.front import HANGUP_SIGNALS, PlainFront, run_plain
from cresus_tui.plain.text import wrapped

ROOT = Path(__file__).resolve().parents[2]

BID = ("  Crassus: bids 33 M: the Expert Secteur Informatique is worth about 46 M to Crassus; "
       "rivals' bids expected near 33 M")
CHOICE = ("  11. Sell SYD-6 Automobile 40 M, 2 throws (2:10 3:50 4:135 5:230 6:280; home market, "
          "no premium)")
ROW = "CNY*    -8   -4   -8   -8   -6   -3    ·   0"


def test_a_long_line_wraps_at_word_boundaries_under_its_indentation():
    lines = wrapped(BID, 40)
    assert lines == ["  Crassus: bids 33 M: the Expert Secteur",
                     "  Informatique is worth about 46 M to",
                     "  Crassus; rivals' bids expected near 33",
                     "  M"]
    assert " ".join(x.strip() for x in lines) == BID.strip()  # no word cut, none lost


def test_a_numbered_choice_goes_on_under_its_text():
    assert wrapped(CHOICE, 50) == [
        "  11. Sell SYD-6 Automobile 40 M, 2 throws (2:10",
        "      3:50 4:135 5:230 6:280; home market, no",
        "      premium)"]


def test_short_lines_tables_and_long_words_stay_whole():
    assert wrapped("Turn 3. Midas plays first.", 40) == ["Turn 3. Midas plays first."]
    assert wrapped(ROW, 20) == [ROW]  # a table row is never wrapped mid-row
    assert wrapped("│ a │ b │ c │ d │ e │ f │", 10) == ["│ a │ b │ c │ d │ e │ f │"]
    word = "x" * 50
    assert wrapped(f"see {word} now", 30) == ["see", word, "now"]
    assert wrapped(BID, None) == [BID]
    assert wrapped(BID, 5) == wrapped(BID, 20)  # never narrower than 20 columns


def test_the_front_wraps_what_it_says_when_given_a_width():
    out = io.StringIO()
    front = PlainFront(io.BytesIO(b""), out, width=40)
    front.say(BID, ROW, "")
    assert out.getvalue() == "\n".join(wrapped(BID, 40) + [ROW, ""]) + "\n"
    out = io.StringIO()
    PlainFront(io.BytesIO(b""), out).say(BID)  # no width: as it is
    assert out.getvalue() == BID + "\n"


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def quit_at_once(stdout: io.StringIO, tmp_path) -> str:
    kept = {s: signal.getsignal(s) for s in HANGUP_SIGNALS}  # run_plain sets its handlers
    try:
        code = run_plain(str(tmp_path), 7, stdin=io.BytesIO(b"quit\n"), stdout=stdout)
    finally:
        for s, handler in kept.items():
            signal.signal(s, handler)
    assert code == 0
    return stdout.getvalue()


def test_run_plain_wraps_on_a_terminal_and_not_to_a_file(monkeypatch, tmp_path):
    monkeypatch.setenv("COLUMNS", "30")
    piped = quit_at_once(io.StringIO(), tmp_path / "a")
    assert max(len(x) for x in piped.splitlines()) > 30  # the menu's first line, whole
    on_terminal = quit_at_once(Tty(), tmp_path / "b")
    assert max(len(x) for x in on_terminal.splitlines()) <= 30
    assert on_terminal.split() == piped.split()  # the same words


@pytest.mark.skipif(not hasattr(os, "openpty") or sys.platform == "win32",
                    reason="needs a pseudo-terminal")
def test_cresus_plain_on_a_real_terminal_wraps_at_its_width(tmp_path):
    import fcntl
    import struct
    import termios

    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 44, 0, 0))
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
    try:
        done = subprocess.run(
            [sys.executable, "-m", "cresus_tui", "--plain", "--data-dir", str(tmp_path),
             "--seed", "7"], input=b"help\n1\n\nquit\n", stdout=slave, stderr=subprocess.PIPE,
            cwd=ROOT, env={**env, "TERM": "xterm"}, timeout=120)
        os.close(slave)
        chunks = []
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the other end is closed and everything read
                break
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(master)
    assert done.returncode == 0, done.stderr
    text = b"".join(chunks).decode("utf-8").replace("\r\n", "\n")
    lines = text.splitlines()
    assert "Bye." in lines
    prose = [x for x in lines if "  " not in x.strip() and "│" not in x]
    assert prose and max(len(x) for x in prose) <= 44
    assert sum(len(x) > 30 for x in prose) > 3  # lines fill the width, not a narrow column
