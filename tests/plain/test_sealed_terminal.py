"""Pass-and-play in plain text on a terminal (the play-test: Ann's "> bid 20" stayed on the
screen above "Pass to Bob"): while a sealed choice is typed with others at the screen, the
terminal does not show the keys; the line reads "(hidden)" once Enter is pressed."""

from __future__ import annotations

import io
import os
import select
import threading

import pytest

from cresus_tui.plain.front import PlainFront, echo_off

termios = pytest.importorskip("termios")
pty = pytest.importorskip("pty")


def shown(master: int) -> bytes:
    """What the terminal echoed so far (never blocks)."""
    out = b""
    while select.select([master], [], [], 0.2)[0]:
        try:
            chunk = os.read(master, 1024)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    return out


def typed_at_a_terminal(sealed: bool, tmp_path) -> tuple[str, bytes, str, bool]:
    master, slave = pty.openpty()
    inp = os.fdopen(slave, "rb", buffering=0)
    out = io.StringIO()
    front = PlainFront(inp, out, str(tmp_path))
    front.sealed = sealed
    typist = threading.Timer(0.3, os.write, (master, b"bid 20\n"))
    typist.start()
    try:
        line = front.ask()
        echo_back = bool(termios.tcgetattr(slave)[3] & termios.ECHO)
        return line, shown(master), out.getvalue(), echo_back
    finally:
        typist.join()
        inp.close()
        os.close(master)


def test_a_sealed_line_typed_at_a_terminal_is_not_shown(tmp_path):
    line, echoed, printed, echo_back = typed_at_a_terminal(True, tmp_path)
    assert line == "bid 20"
    assert b"bid 20" not in echoed
    assert printed == "> (hidden)\n"
    assert echo_back  # the terminal shows keys again afterwards


def test_an_open_line_is_shown_as_the_terminal_echoes_it(tmp_path):
    line, echoed, printed, echo_back = typed_at_a_terminal(False, tmp_path)
    assert line == "bid 20"
    assert b"bid 20" in echoed
    assert printed == "> "
    assert echo_back


def test_echo_off_changes_nothing_for_a_pipe_or_when_not_wanted():
    r, w = os.pipe()
    with os.fdopen(r, "rb") as pipe:
        with echo_off(pipe) as hidden:
            assert hidden is False
    os.close(w)
    master, slave = pty.openpty()
    try:
        with os.fdopen(os.dup(slave), "rb", buffering=0) as tty:
            with echo_off(tty, wanted=False) as hidden:
                assert hidden is False and termios.tcgetattr(slave)[3] & termios.ECHO
            with echo_off(tty) as hidden:
                assert hidden is True and not termios.tcgetattr(slave)[3] & termios.ECHO
            assert termios.tcgetattr(slave)[3] & termios.ECHO
    finally:
        os.close(slave)
        os.close(master)
