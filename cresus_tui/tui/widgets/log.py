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

    def on_resize(self, event) -> None:
        """A new width re-wraps the whole story (RichLog wraps a line once, when written)."""
        width = self.scrollable_content_region.width
        if width == getattr(self, "_wrapped_width", None):
            return
        first = getattr(self, "_wrapped_width", None) is None
        self._wrapped_width = width
        if first or not self.history:
            return
        self.clear()
        for text in self.history:
            self.write(text)
        self.scroll_end(animate=False)
