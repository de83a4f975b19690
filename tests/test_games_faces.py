"""Every game × every face offers the same commands with the same outcomes (issue 20): each
meta command, an autosave after every phase, a save left after SIGHUP and SIGTERM, undo, a
transcript file, a finished game saved and counted by `cresus stats`, the review offered at
the end — FOR-EX and the Pig test game (``tests/pig``) included.

A face is driven through a small interface (``Face``): ``start(game)`` opens a new game with
the default answers and returns what was shown; ``send(line)`` types one line and returns what
the face showed in answer (plain text); ``table`` is the play layer's table in play (for the
scripted player's suggestion and the state); ``stop()`` leaves. ``hangup(...)``: the face
played by a process of its own (a pipe for plain text, a pseudo-terminal for the full screen),
then a signal (the hang-up tests). Another face joins by adding its driver to ``FACES``: the
full screen's is ``tests/screen_face.py`` (Pilot in this process, ``cresus`` in a terminal for
the signals).
"""

from __future__ import annotations

import argparse
import io
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Protocol

import pytest

from cresus_tui.play.messages import Shown
from tests.pig import pig_game  # noqa: F401 - the fixture
from tests.plain.scripted import scripted_commands
from tests.screen_face import ScreenFace

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("cresus", "bigmoney", "forex", "pig")
SEED = 7


class Face(Protocol):
    name: str

    def start(self, game_id: str) -> str: ...

    def send(self, line: str) -> str: ...

    @property
    def table(self): ...

    def stop(self) -> str: ...


class _Feed:
    """Standard input one line at a time: ``readline`` waits for ``put``."""

    def __init__(self) -> None:
        self.lines: queue.Queue[bytes] = queue.Queue()
        self.waiting = threading.Event()

    def readline(self) -> bytes:
        self.waiting.set()
        line = self.lines.get()
        self.waiting.clear()
        return line

    def put(self, text: str | None) -> None:
        self.waiting.clear()
        self.lines.put(b"" if text is None else text.encode() + b"\n")

    def isatty(self) -> bool:
        return False


class _Out(io.StringIO):
    def __init__(self) -> None:
        super().__init__()
        self.guard = threading.Lock()

    def write(self, s: str) -> int:
        with self.guard:
            return super().write(s)

    def text(self) -> str:
        with self.guard:
            return self.getvalue()


class PlainFace:
    """``cresus --plain`` in this process: PlainFront on a thread, fed line by line."""

    name = "plain"

    def __init__(self, data_dir: Path, seed: int = SEED) -> None:
        from cresus_tui.plain.front import PlainFront

        self.feed = _Feed()
        self.out = _Out()
        self.front = PlainFront(self.feed, self.out, str(data_dir), seed, echo=True)
        self.thread = threading.Thread(target=self.front.run, daemon=True)
        self.thread.start()
        self._wait()

    def _wait(self) -> None:
        while not self.feed.waiting.wait(0.05):
            if not self.thread.is_alive():
                return

    def send(self, line: str | None) -> str:
        start = len(self.out.text())
        self.feed.put(line)
        time.sleep(0)
        self._wait()
        return self.out.text()[start:]

    def start(self, game_id: str) -> str:
        name = next(g.name for g in self.front.games if g.id == game_id)
        return "".join(self.send(x) for x in ("new", name, "", "", ""))

    @property
    def table(self):
        return self.front.table

    def stop(self) -> str:
        said = self.send(None)
        self.thread.join(10)
        return said

    @staticmethod
    def hangup(data_dir: Path, seed: int, typed: list[str], signum: int,
               game_id: str) -> tuple[bytes, int]:
        """``cresus --plain`` on a pipe: a new game of ``game_id`` (as ``start``), each of
        ``typed`` read and answered, then ``signum``. Every byte written and the exit code."""
        from cresus_tui.games.registry import get_game

        code = ("import sys; import tests.pig as pig; pig.register(); "
                "from cresus_tui.cli import main; "
                f"sys.exit(main(['--plain', '--data-dir', {str(data_dir)!r}, '--seed', "
                f"'{seed}']))")
        lines = ["new", get_game(game_id).name, "", "", ""] + typed
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        proc = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
                                env=env)
        out = bytearray()

        def read() -> None:
            while chunk := os.read(proc.stdout.fileno(), 65536):
                out.extend(chunk)

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        proc.stdin.write("".join(c + "\n" for c in lines).encode())
        proc.stdin.flush()
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # wait for the last line to be read and answered
            time.sleep(0.05)
            if out.count(b"\n> ") >= len(lines) + 1 and bytes(out).endswith(b"> "):
                break
        proc.send_signal(signum)
        code = proc.wait(30)
        reader.join(10)
        assert f"> {typed[-1]}\n".encode() in bytes(out), bytes(out)[-500:]
        return bytes(out), code


FACES = {"plain": PlainFace, "screen": ScreenFace}


@pytest.fixture(params=GAMES)
def game(request, pig_game):
    if request.param == "pig":
        from tests.pig import views

        views.register()
        request.addfinalizer(views.unregister)
    return request.param


@pytest.fixture(params=sorted(FACES))
def face_kind(request, game):
    return FACES[request.param]


def _decide(face: Face) -> str:
    """Type the scripted player's decision; what the face showed."""
    return face.send(face.table.suggest())


def _play_until(face: Face, decisions: int) -> None:
    for _ in range(decisions):
        if face.table is None or face.table.over:
            return
        _decide(face)


def _first_section(game_id: str, doc: str) -> str:
    """The title of the first section of ``game_id``'s rules or help."""
    from cresus_tui.plain.games import plain_games

    text = next(k for k in plain_games() if k.id == game_id).doc(doc)
    return next(line.lstrip("#").strip() for line in text.splitlines()
                if line.startswith("## "))


def _autosave(data_dir: Path, slot: str = "autosave"):
    import saves

    return saves.load_game(slot, str(data_dir))


# ---- the meta commands ----------------------------------------------------------------------

def test_each_meta_command_answers(game, face_kind, tmp_path):
    face = face_kind(tmp_path)
    face.start(game)
    _play_until(face, 2)
    said = {cmd: face.send(cmd) for cmd in ("help", "rules", "look", "status", "log", "save",
                                             "pace", "skip", "transcript", "hint", "odds",
                                             "examine")}
    for cmd, text in said.items():
        assert text.strip(), cmd
        assert "does nothing" not in text and "did not work" not in text, (cmd, text)
    assert "Saved as “autosave”." in said["save"]
    assert "The story, last " in said["log"]
    for doc in ("rules", "help"):  # the document's sections, listed or shown
        assert _first_section(game, doc) in said[doc], (doc, said[doc][:300])
    written = said["transcript"].split("written to ", 1)[1].rsplit(".", 1)[0]
    assert Path(written).is_file() and Path(written).stat().st_size > 0
    assert not face.table.over
    assert "Odds and hints: off." in face.send("odds off")  # both off, in every game
    assert "turned off" in face.send("odds") and "turned off" in face.send("hint")
    assert "Odds and hints: on." in face.send("odds on")
    assert "turned off" not in face.send("hint")
    assert "Saved as “autosave”. Continue picks it up." in face.send("menu")
    face.stop()


def test_quit_saves_and_leaves(game, face_kind, tmp_path):
    face = face_kind(tmp_path)
    face.start(game)
    _play_until(face, 2)
    left = face.table.session.snapshot().encode()
    said = face.send("quit")
    assert "Saved as “autosave”." in said
    assert face.table is None
    face.stop()
    assert _autosave(tmp_path).game.encode() == left


def test_autosave_after_every_phase(game, face_kind, tmp_path):
    """After every decision the autosave holds the game at the same turn as the one in play
    (every game's checkpoints include the start of a turn; Crésus's each phase too)."""
    face = face_kind(tmp_path)
    face.start(game)
    seen = set()
    for _ in range(80):
        table = face.table
        if table is None or table.over:
            break
        _decide(face)
        table = face.table
        if table is None:
            break
        spec = table.session.spec
        now = spec.summarise(table.session.game)
        saved = _autosave(tmp_path).header
        assert saved.turn == now.turn
        if game == "cresus":
            assert saved.phase == now.phase
        seen.add(now.turn)
        if len(seen) >= 3:  # two whole turns crossed, every decision of them checked
            break
    assert len(seen) >= 3  # several turns were crossed, each one saved
    face.stop()


def test_a_game_left_is_continued_where_it_stood(game, face_kind, tmp_path):
    face = face_kind(tmp_path)
    face.start(game)
    _play_until(face, 4)
    left = face.table.session.snapshot().encode()
    assert "Saved as “autosave”." in face.stop()
    again = face_kind(tmp_path)
    shown = again.send("continue")
    assert "— game resumed" in shown
    assert again.table.session.game.encode() == left
    _play_until(again, 2)
    assert "Saved as “autosave”. Continue picks it up." in again.send("menu")
    again.stop()


def test_undo_takes_back_the_last_decision(game, face_kind, tmp_path):
    face = face_kind(tmp_path)
    face.start(game)
    outcomes = []
    for _ in range(60):
        table = face.table
        if table is None or table.over:
            break
        before = len(table.session.game.state.log)
        said = _decide(face)
        if face.table is None:  # the game ended
            break
        answer = face.send("undo")
        outcomes.append(answer)
        if "Taken back:" in answer:
            assert len(face.table.session.game.state.log) == before  # as before the decision
            assert "Decide again." in answer
            break
        assert "cannot be taken back" in answer or "no decision" in answer, (said, answer)
    if game == "pig":  # every decision of Pig rolls a die or lets a rival play
        assert all("cannot be taken back" in x for x in outcomes)
    else:
        assert any("Taken back:" in x for x in outcomes), outcomes[-3:]
    face.stop()


def test_a_finished_game_is_saved_counted_and_offers_its_review(game, face_kind, tmp_path):
    face = face_kind(tmp_path)
    face.start(game)
    ended = ""
    for _ in range(3000):
        table = face.table
        if table is None:
            break
        ended = _decide(face)
    assert "The game is over." in ended
    assert "The finished game is kept as “autosave”" in ended
    assert "Review the game" in ended
    review = face.send("review")
    assert "review of your game" in review.casefold()
    face.stop()
    assert _autosave(tmp_path).header.over
    from cresus_tui.play.review.cli import main

    out = io.StringIO()
    main(argparse.Namespace(command="stats", json=False, data_dir=str(tmp_path)), stdout=out)
    assert "played 1" in out.getvalue()


# ---- hang-ups -------------------------------------------------------------------------------

@pytest.mark.parametrize("signum", [s for s in ("SIGHUP", "SIGTERM") if hasattr(signal, s)])
def test_a_hangup_leaves_a_save(game, face_kind, tmp_path, signum):
    """The process playing the face gets SIGHUP (the terminal closed) or SIGTERM: the game in
    progress is in the autosave slot, and it loads; a terminal is given back (the alternate
    screen left, the cursor shown, mouse reporting off: issue 23)."""
    from cresus_tui.plain.games import plain_games

    kit = next(k for k in plain_games() if k.id == game)
    commands = scripted_commands(kit, seed=SEED, queries=[])[:-1]
    opening = commands.index("") + 3
    typed = commands[opening:opening + 6]
    number = getattr(signal, signum)
    out, code = face_kind.hangup(tmp_path, SEED, typed, number, game)
    assert code == 128 + number, out[-2000:]
    if b"\x1b[?1049h" in out:  # a full screen: the terminal is given back at the end
        tail = out[out.rindex(b"\x1b[?1049h"):]
        for mode in (b"\x1b[?1049l", b"\x1b[?25h", b"\x1b[?1000l", b"\x1b[?1003l"):
            assert mode in tail, (mode, out[-400:])
    loaded = _autosave(tmp_path)
    assert loaded.header.game == game
    assert not loaded.header.over
    here = face_kind(tmp_path / "here")  # the same lines in this process: the same game
    here.start(game)
    for line in typed:
        here.send(line)
    expected = here.table.session.snapshot().encode()
    here.stop()
    assert loaded.game.encode() == expected  # saved as it stood when the signal came


# ---- what only the full screen shows ----------------------------------------------------

def test_odds_off_hides_the_odds_the_screen_shows(tmp_path):
    """`odds off` on screen also hides the dice tray's expected values (and `odds on` shows
    them again), and the setting is kept for the next game."""
    face = ScreenFace(tmp_path)
    face.start("bigmoney")
    face.send("roll")
    tray = face.game_screen.tray
    assert face.table.prompt().dice and tray.fitted_info().startswith("[b]Best:[/]")
    face.send("odds off")
    assert tray.info == "" and face.app.settings.show_odds is False
    assert "turned off" in face.send("hint")
    face.send("odds on")
    assert tray.fitted_info().startswith("[b]Best:[/]") and face.app.settings.show_odds is True
    face.stop()


def test_after_the_game_the_board_answers_review_and_no_rival_plays(pig_game, tmp_path):
    """Escape from the game over screen shows the board: its status line no longer says the
    rivals are playing, and `review` typed there opens the review."""
    from cresus_tui.tui.screens.review import ReviewScreen
    from tests.pig import views

    views.register()
    try:
        face = ScreenFace(tmp_path)
        face.start("pig")
        _play_until(face, 3000)
        screen = face.game_screen
        assert screen.over_shown
        face._call(face.pilot.press("escape"))
        assert face.app.screen is screen
        status = face._call(_status_text(screen))
        assert "rivals playing" not in status and "Pig · turn" in status
        said = face._call(face._send("review"))
        assert isinstance(face.app.screen, ReviewScreen)
        assert "review of your game" in said.casefold()
        face.stop()
    finally:
        views.unregister()


async def _status_text(screen) -> str:
    return str(screen.query_one("#status").render())
