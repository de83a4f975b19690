"""The narrative log: prose for every event, in a scrolling RichLog."""

from __future__ import annotations

from textual.widgets import RichLog


class GameLog(RichLog):
    """Lines of Rich markup; ``lines_text`` keeps the plain history for the ``log`` query."""

    DEFAULT_CSS = """
    GameLog { border: round $primary-darken-2; border-title-color: $text-muted;
              background: $surface; scrollbar-size-vertical: 1; }
    """

    def __init__(self, **kw) -> None:
        super().__init__(wrap=True, markup=True, min_width=20, **kw)
        self.border_title = "Story"
        self.history: list[str] = []

    def say(self, text: str) -> None:
        self.history.append(text)
        self.write(text)
