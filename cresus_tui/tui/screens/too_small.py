"""Shown when the terminal is smaller than 40×12; it goes away when the window grows. From 40×12
to 80×24 the game uses its compact layout (``COMPACT_*``: below these, the game screen keeps
the story and the decision line and puts the panels behind a key)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from cresus_tui.i18n import tr

MIN_WIDTH, MIN_HEIGHT = 40, 12
COMPACT_WIDTH, COMPACT_HEIGHT = 80, 24


class TooSmallScreen(Screen):
    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; }
    TooSmallScreen Static { width: auto; max-width: 100%; text-align: center; }
    """

    def compose(self) -> ComposeResult:
        yield Static("", id="msg")

    def on_mount(self) -> None:
        self.show_size()

    def on_resize(self, event) -> None:
        self.show_size(event.size.width, event.size.height)

    def show_size(self, w: int | None = None, h: int | None = None) -> None:
        if w is None or h is None:
            w, h = self.app.size
        self.query_one("#msg", Static).update(
            tr("Please enlarge the terminal.\nCrésus needs {min} ({full} for the full layout); "
               "this one is {size}.\n(Ctrl+Q quits; cresus --plain plays in any terminal.)")
            .format(min=f"{MIN_WIDTH}×{MIN_HEIGHT}", full=f"{COMPACT_WIDTH}×{COMPACT_HEIGHT}",
                    size=f"{w}×{h}"))
