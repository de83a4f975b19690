"""`cresus serve` in a real browser: headless Chromium (the distribution's package, never a
downloaded one) driven by Playwright's Python package opens the page, starts a new game, plays
a few commands, reads the page's text and writes a screenshot.

The terminal in the page is drawn on a canvas, so the page's text is read by replaying what the
game process sends to the page (the terminal stream over the websocket) in a terminal emulator
(pyte) of the page's size.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = shutil.which("chromium") or ("/usr/bin/chromium"
                                         if Path("/usr/bin/chromium").exists() else None)
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


if CHROMIUM is None:
    if os.environ.get("CI"):
        pytest.fail("chromium is missing in CI (.ci/run installs it)", pytrace=False)
    pytest.skip("chromium is not installed (apt-get install chromium)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is in the test extra")
pyte = pytest.importorskip("pyte", reason="pyte is in the test extra")


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def server(tmp_path):
    port = free_port()
    env = {**os.environ, "TERM": "xterm-256color"}
    log = open(tmp_path / "serve.log", "wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "cresus_tui", "--data-dir", str(tmp_path / "data"), "--seed", "7",
         "serve", "--port", str(port)], cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
        start_new_session=True)
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + 30
    while True:
        try:
            with urllib.request.urlopen(url, timeout=2) as r:
                page = r.read().decode()
            break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                proc.kill()
                pytest.fail("cresus serve did not start: "
                            + (tmp_path / "serve.log").read_text(errors="replace"))
            time.sleep(0.2)
    try:
        yield url, page
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


class Screen:
    """The page's terminal as text: the stream the game process sends, replayed in a terminal
    emulator sized as the page asked (its "resize" message)."""

    def __init__(self, page) -> None:
        self.page = page
        self.chunks: list[bytes] = []
        self.size = (80, 24)
        page.on("websocket", self.attach)

    def attach(self, ws) -> None:
        ws.on("framereceived", self.received)
        ws.on("framesent", self.sent)

    def received(self, data) -> None:
        if isinstance(data, bytes):
            self.chunks.append(data)

    def sent(self, data) -> None:
        if isinstance(data, str) and data.startswith('["resize"'):
            import json

            size = json.loads(data)[1]
            self.size = (int(size["width"]), int(size["height"]))

    @property
    def text(self) -> str:
        screen = pyte.Screen(*self.size)
        stream = pyte.ByteStream(screen)
        stream.feed(b"".join(self.chunks))
        return "\n".join(line.rstrip() for line in screen.display)

    @property
    def flat(self) -> str:
        return re.sub(r"\s+", " ", self.text)

    def wait_for(self, words: str, timeout: float = 20) -> None:
        deadline = time.monotonic() + timeout
        while words not in self.flat:
            if time.monotonic() > deadline:
                raise AssertionError(f"{words!r} never shown; the page shows:\n{self.text}")
            self.page.wait_for_timeout(150)

    def wait_re(self, pattern: str, timeout: float = 20) -> None:
        deadline = time.monotonic() + timeout
        while not re.search(pattern, self.text):
            if time.monotonic() > deadline:
                raise AssertionError(f"{pattern!r} never shown; the page shows:\n{self.text}")
            self.page.wait_for_timeout(150)

    def type(self, command: str) -> None:
        self.page.keyboard.type(command, delay=20)
        self.page.keyboard.press("Enter")


def test_a_game_in_chromium(server, tmp_path):
    url, html = server
    assert "textual-terminal" in html and f'"{url.replace("http", "ws")}ws"' in html
    assert "<title>Crésus · Big Money · FOR-EX</title>" in html
    assert "googleapis" not in html and "fonts/RobotoMono-VariableFont_wght.ttf" in html
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            asked: list[str] = []
            page.on("request", lambda request: asked.append(request.url))
            screen = Screen(page)
            page.goto(url)
            assert page.title() == "Crésus · Big Money · FOR-EX"
            screen.wait_for("New game (n)")
            page.wait_for_timeout(500)
            page.keyboard.press("n")  # no click first: the terminal has the keyboard on load
            screen.wait_for("Which game?")
            page.wait_for_timeout(600)  # a fresh dialogue ignores keys for a moment
            page.keyboard.press("Enter")  # Crésus, the first game
            screen.wait_for("Start (Ctrl+S)")
            page.keyboard.press("Control+s")
            screen.wait_for("Sealed bid for the Expert card")
            screen.wait_for("Secret bid")  # the secret dialogue opens by itself
            page.wait_for_timeout(600)
            page.keyboard.press("Escape")  # close it and type instead
            screen.wait_for("Dialogue closed")
            screen.type("look")
            screen.wait_for("On the board:")
            screen.type("bid 0")
            screen.wait_for("Bids for")
            screen.wait_for("Choose your market in secret")
            screen.wait_for("Where do you go?")
            page.wait_for_timeout(600)
            page.keyboard.press("6")  # Tokyo, in the market dialogue
            screen.wait_for("The pawns are revealed")
            screen.wait_re(r"6V Tokyo +\d+▤ +★")  # your pawn (★) on Tokyo, on the board panel
            assert "Crésus · Turn 1 ·" in screen.text
            outside = [u for u in asked if not u.startswith(("http://127.0.0.1", "ws://127.0.0.1",
                                                             "data:", "blob:"))]
            assert not outside, outside  # no font service nor anything else off this computer
            assert any(u.endswith(".ttf") for u in asked)  # the fonts come from here
            shot = tmp_path / "browser.png"
            page.screenshot(path=str(shot))
            keep = os.environ.get("CRESUS_SCREENSHOT_DIR")
            if keep:
                shutil.copy(shot, Path(keep) / "browser.png")
        finally:
            browser.close()
    data = shot.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 10_000
