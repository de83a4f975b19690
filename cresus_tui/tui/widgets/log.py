"""The narrative log: prose for every event, in a scrolling RichLog."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import RichLog

from cresus_tui.i18n import tr


class GameLog(RichLog):
    """Lines of Rich markup; ``lines_text`` keeps the plain history for the ``log`` query."""

    DEFAULT_CSS = """
    GameLog { border: round $primary-darken-2; border-title-color: $text-muted;
              background: $surface; scrollbar-size-vertical: 1; }
    """

    def __init__(self, **kw) -> None:
        super().__init__(wrap=True, markup=True, min_width=20, **kw)
        self.border_title = tr("Story")
        self.history: list[str] = []
        self.rows: set[int] = set()
        """Indices in ``history`` of table rows (never wrapped)."""

    held = False
    """While the story is hidden (the panels in its place) lines are kept, not laid out: a
    hidden log has no width and would wrap them at its minimum."""

    def say(self, text: str, row: bool = False) -> None:
        """Write a line of Rich markup; ``row``: a table row (columns aligned by spaces), laid
        out on one line and cut with "…" at the story's width rather than wrapped, so the
        columns stay aligned."""
        if row:
            self.rows.add(len(self.history))
        self.history.append(text)
        if not self.held:
            self._write(text, row)

    def _write(self, text: str, row: bool) -> None:
        if not row:
            self.write(text)
            return
        line = Text.from_markup(text)
        line.no_wrap = True
        line.overflow = "ellipsis"
        self.write(line)

    def mark(self) -> int:
        """Where the next line will be laid out (a row of the story), for ``show_from``."""
        return len(self.lines)

    def show_from(self, top: int) -> None:
        """After an answer written from row ``top`` (``mark``): its end when it fits the
        story, else its first row at the top, so a long answer (`hint`, `status all`,
        `help`) is read from its beginning (PgDn reads on) rather than from its tail."""
        if len(self.lines) - top > self.scrollable_content_region.height > 0:
            self.scroll_to(y=top, animate=False, immediate=True)
        else:
            self.scroll_end(animate=False)

    def forget(self) -> None:
        """Empty the story (pass-and-play: the next person must not read the previous one's
        lines)."""
        self.history.clear()
        self.rows.clear()
        self.clear()

    def hold(self, held: bool) -> None:
        """Hide-time: keep lines without laying them out; shown again: lay out the whole
        story at the width it has then."""
        if held == self.held:
            return
        self.held = held
        if not held:
            self.call_after_refresh(self.rewrap)

    def rewrap(self) -> None:
        """Lay the whole story out again at the current width (RichLog wraps a line once,
        when written), at its end."""
        self._wrapped_width = self.scrollable_content_region.width
        self.clear()
        for i, text in enumerate(self.history):
            self._write(text, i in self.rows)
        self.scroll_end(animate=False)

    def on_resize(self, event) -> None:
        """A new width re-wraps the whole story."""
        width = self.scrollable_content_region.width
        if width == getattr(self, "_wrapped_width", None) or self.held:
            return
        first = getattr(self, "_wrapped_width", None) is None
        self._wrapped_width = width
        if first or not self.history:
            return
        self.rewrap()
