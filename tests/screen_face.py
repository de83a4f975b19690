"""The full-screen face of ``tests/test_games_faces.py``: the Textual app driven by Pilot
(``App.run_test``) on a thread of its own, behind the same small synchronous interface as the
plain face (``start``, ``send``, ``table``, ``stop``), and the real ``cresus`` process in a
pseudo-terminal for the hang-up cells (``hangup``).

What the screen showed after a line is read from the widgets, never from pixels: the story
lines the game screen added (as plain text), the notifications raised, and the words of any
screen or dialogue put on top (the game over screen, the rules, the review, a question).
A line is typed on the command line and sent with Enter; at the main menu, ``continue`` is
its Continue key. A question the line raised (`menu`: "Leave this game?") is answered yes,
as the person who typed the line meant it.
"""

from __future__ import annotations

import asyncio
import os
import sys
import threading
import time
from pathlib import Path

from rich.text import Text

SIZE = (80, 24)
ROOT = Path(__file__).resolve().parents[1]


def _plain(markup: str) -> str:
    try:
        return Text.from_markup(markup).plain
    except Exception:  # noqa: BLE001 - a line that is not markup is shown as it is
        return markup


def screen_words(screen) -> str:
    """Every label, text and button of ``screen`` as plain text, in order."""
    from textual.widgets import Button, DataTable, Label, Markdown, Static

    out: list[str] = []
    for w in screen.query("*"):
        if isinstance(w, Button):
            out.append(str(w.label))
        elif isinstance(w, (Static, Label)):
            try:
                out.append(_plain(str(w.render())) if not isinstance(w.render(), Text)
                           else w.render().plain)
            except Exception:  # noqa: BLE001
                continue
        elif isinstance(w, DataTable):
            for row in range(w.row_count):
                out.append(" ".join(str(c) for c in w.get_row_at(row)))
        elif isinstance(w, Markdown):
            out.append(getattr(w, "source", None) or getattr(w, "_markdown", "") or "")
    return "\n".join(x for x in out if x)


class ScreenFace:
    """``cresus`` full screen in this process: the app under Pilot at 80×24, instant pace,
    autosaves on, in ``data_dir``."""

    name = "screen"

    def __init__(self, data_dir: Path, seed: int = 7) -> None:
        self.data_dir = Path(data_dir)
        self.seed = seed
        self.app = None
        self.pilot = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.thread: threading.Thread | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self.error: BaseException | None = None
        self.noted = 0

    # ---- the app on its own thread ---------------------------------------------------------

    def _open(self, start=None) -> None:
        from cresus_tui.play.settings import Settings
        from cresus_tui.tui.app import CresusApp

        settings = Settings.test_profile(data_dir=str(self.data_dir), autosave=True,
                                         seed=self.seed)
        self.app = CresusApp(settings, start=start)
        self.notes: list[str] = []
        """Every notification raised, kept here as it is raised (a notification on screen
        expires after a few seconds, sooner than a slow machine reads it)."""
        notify = self.app.notify

        def noting(message, *args, **kwargs):
            self.notes.append(str(message))
            return notify(message, *args, **kwargs)

        self.app.notify = noting
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        self._ready.wait(60)
        if self.error is not None:
            raise self.error
        self._call(self._settle())

    def _run(self) -> None:
        async def main() -> None:
            self.loop = asyncio.get_running_loop()
            self._stop = asyncio.Event()
            try:
                async with self.app.run_test(size=SIZE) as pilot:
                    self.pilot = pilot
                    self._ready.set()
                    await self._stop.wait()
            except BaseException as exc:  # noqa: BLE001 - told to the test thread
                self.error = exc
                self._ready.set()

        asyncio.run(main())

    def _call(self, coro, timeout: float = 120):
        """Run ``coro`` on the app's loop, in the app's context (as a key handler runs)."""
        from textual._context import active_app

        async def in_app():
            active_app.set(self.app)
            return await coro

        return asyncio.run_coroutine_threadsafe(in_app(), self.loop).result(timeout)

    async def _settle(self) -> None:
        """Until the rivals have played and the screen waits for the person, and the
        autosaves queued meanwhile are written (they are written in the background)."""
        for _ in range(400):
            await self.pilot.pause()
            await self.app.workers.wait_for_complete()
            await self.pilot.pause()
            screen = self.game_screen
            if screen is None or not screen.busy:
                break
        self.app.flush_saves()

    # ---- what the face shows ---------------------------------------------------------------

    @property
    def game_screen(self):
        from cresus_tui.tui.screens.game import GameScreen

        if self.app is None:
            return None
        return next((s for s in reversed(self.app.screen_stack) if isinstance(s, GameScreen)),
                    None)

    @property
    def table(self):
        """The table in play; None after the game, or when the app is closed."""
        screen = self.game_screen
        if screen is None or screen.over_shown or self.app.return_code is not None:
            return None
        return screen.table

    def _story(self) -> list[str]:
        screen = self.game_screen
        return list(screen.story.history) if screen is not None else []

    def _notes(self) -> list[str]:
        new, self.noted = self.notes[self.noted:], len(self.notes)
        return new

    async def _shown(self, story_before: list[str], screen_before, game_before) -> str:
        out: list[str] = []
        after = self._story()
        if self.game_screen is game_before and game_before is not None:
            added = after[len(story_before):]
        else:
            added = after
        out += [_plain(x) for x in added]
        top = self.app.screen
        if top is not screen_before and top is not self.game_screen:
            out.append(screen_words(top))
        out += self._notes()
        return "\n".join(out) + ("\n" if out else "")

    # ---- the interface of a face -------------------------------------------------------------

    def start(self, game_id: str) -> str:
        """A new game of ``game_id`` with the New game form's defaults (three rivals where the
        game allows them, normal level, named You), dealt by the face's seed."""
        self._open(start=default_options(game_id, self.seed))
        return self._call(self._shown([], None, None))

    def send(self, line: str) -> str:
        if self.app is None:
            self._open()
        return self._call(self._send(line))

    async def _send(self, line: str) -> str:
        from cresus_tui.tui.screens.menu import MenuScreen
        from cresus_tui.tui.screens.modals import YesNoModal

        from cresus_tui.tui.screens.handover import HandoverScreen

        game = self.game_screen
        for _ in range(3):  # back to the game from a document or the review, as a person does
            if game is None or game.over_shown or self.app.screen is game or \
                    isinstance(self.app.screen, (YesNoModal, HandoverScreen)):
                break
            await self.pilot.press("escape")
            await self.pilot.pause()
        story = self._story()
        top = self.app.screen
        if isinstance(top, MenuScreen):  # a line at the main menu: its key
            await self.pilot.press(line.strip()[:1].casefold())
        elif game is not None and top is game:
            game.line.focus()  # typing anywhere goes to the command line
            game.line.value = ""
            game.line.insert_text_at_cursor(line)
            await self.pilot.press("enter")
        else:  # another screen on top (the game over screen, a handover): its key
            await self.pilot.press(line.strip()[:1].casefold() or "enter")
        if self.app.return_code is not None:  # the line closed the app (`quit`)
            return self.app.goodbye
        await self._settle()
        if isinstance(self.app.screen, YesNoModal):  # the question the line raised: yes
            await self.pilot.press("y")
            await self._settle()
        return await self._shown(story, top, game)

    def stop(self) -> str:
        """Quit the app (Ctrl+Q): what it said on the way out (its goodbye)."""
        if self.app is None or self.loop is None:
            return ""
        try:
            if self.app.return_code is None:
                self._call(self.pilot.press("ctrl+q"))
                self._call(self.pilot.pause())
        finally:
            self.loop.call_soon_threadsafe(self._stop.set)
            self.thread.join(60)
        return self.app.goodbye

    # ---- a hang-up: the real process in a terminal --------------------------------------------

    @staticmethod
    def hangup(data_dir: Path, seed: int, typed: list[str], signum: int,
               game_id: str) -> tuple[bytes, int]:
        """``cresus`` full screen in a pseudo-terminal (80×24) on a new game of ``game_id``
        (the New game form's defaults), each of ``typed`` typed and answered, then ``signum``.
        Returns every byte the terminal received and the exit code."""
        import pty
        import select

        code = ("import sys; import tests.pig as pig; import tests.pig.views as pv; "
                "pig.register(); pv.register(); "
                "from tests.screen_face import play_in_terminal; "
                f"sys.exit(play_in_terminal({str(data_dir)!r}, {seed}, {game_id!r}))")
        env = dict(os.environ, PYTHONPATH=str(ROOT), TERM="xterm-256color", COLUMNS="80",
                   LINES="24")
        for name in ("STY", "TEXTUAL_DRIVER", "NO_COLOR"):
            env.pop(name, None)
        pid, fd = pty.fork()
        if pid == 0:  # the child: the game, playing in the terminal
            os.chdir(ROOT)
            os.execve(sys.executable, [sys.executable, "-c", code], env)
        out = bytearray()

        def read(seconds: float, quiet: float = 0.0) -> None:
            """Read for ``seconds``, or until nothing came for ``quiet`` seconds."""
            end = time.monotonic() + seconds
            last = time.monotonic()
            while time.monotonic() < end:
                ready, _, _ = select.select([fd], [], [], 0.05)
                if ready:
                    try:
                        chunk = os.read(fd, 65536)
                    except OSError:
                        return
                    if not chunk:
                        return
                    out.extend(chunk)
                    last = time.monotonic()
                elif quiet and time.monotonic() - last > quiet and out:
                    return

        try:
            read(60, quiet=1.5)
            for line in typed:
                os.write(fd, line.encode() + b"\r")
                read(20, quiet=0.6)
            os.kill(pid, signum)
            read(20)
        finally:
            try:
                _, status = os.waitpid(pid, 0)
            except ChildProcessError:
                status = 0
            os.close(fd)
        code_ = os.WEXITSTATUS(status) if os.WIFEXITED(status) else -1
        return bytes(out), code_


def default_options(game_id: str, seed: int):
    """``game_id``'s New game answers as the plain face's defaults give them (three rivals
    where the game allows them, normal level, named You) with ``seed``: the same game."""
    import msgspec

    from cresus_tui.games.registry import get_game
    from cresus_tui.play.kits import play_kit

    spec = get_game(game_id)
    kit = play_kit(game_id)
    lo, hi = max(1, spec.min_players - 1), spec.max_players - 1
    fields = {f.name for f in msgspec.structs.fields(kit.options)}
    answers = {"rivals": min(max(3, lo), hi), "level": "normal", "name": "You", "seed": seed}
    return kit.options(**{k: v for k, v in answers.items() if k in fields})


def play_in_terminal(data_dir: str, seed: int, game_id: str) -> int:
    """The app as ``cresus`` runs it (``tui.app.run``), on a new game of ``game_id`` with the
    New game form's defaults and the instant pace; the exit code."""
    from cresus_tui.play.settings import Settings
    from cresus_tui.tui.app import CresusApp, give_terminal_back

    options = default_options(game_id, seed)
    settings = Settings(data_dir=data_dir, seed=seed, pace="instant", use_preferences=False,
                        typing_quiet=0.0, cursor_blink=False)  # quiet once answered
    app = CresusApp(settings, start=options)
    try:
        result = app.run()
    finally:
        app.release_data_folder()
        give_terminal_back()
    return result if isinstance(result, int) else (app.return_code or 0)
