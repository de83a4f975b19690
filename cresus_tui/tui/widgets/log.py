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
        self.starts: list[int] = []
        """For each line of ``history``, the index in ``lines`` (laid out) where it begins."""
        self._from: int | None = None
        """The line of ``history`` shown at the top since ``show_from`` (a long answer's
        start), kept across a re-wrap until a new line is written."""

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
        self._from = None
        if not self.held:
            # (lines said while held count from here until the re-wrap lays them out)
            self.starts += [len(self.lines)] * (len(self.history) - len(self.starts))
            self._write(text, row)

    def _write(self, text: str, row: bool) -> None:
        if not row:
            self.write(text)
            return
        line = Text.from_markup(text)
        line.no_wrap = True
        line.overflow = "ellipsis"
        self.write(line)

    def show_from(self, first: int | None = None) -> None:
        """Scroll to the end; or, when the lines from line ``first`` of ``history`` on (where
        an answer begins) do not all fit the story's height, to that line, so a long answer
        (a hint at 40×12) is read from its start — PgDn reads on. A re-wrap keeps it."""
        height = self.scrollable_content_region.height
        if first is not None and first < len(self.starts) and \
                0 < height < len(self.lines) - self.starts[first]:
            self._from = first
            self.scroll_to(y=self.starts[first], animate=False, immediate=True)
        else:
            self._from = None
            self.scroll_end(animate=False)

    def forget(self) -> None:
        """Empty the story (pass-and-play: the next person must not read the previous one's
        lines)."""
        self.history.clear()
        self.rows.clear()
        self.starts.clear()
        self._from = None
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
        when written), at its end (or at the long answer ``show_from`` showed)."""
        self._wrapped_width = self.scrollable_content_region.width
        shown_from = self._from
        self.clear()
        self.starts.clear()
        for i, text in enumerate(self.history):
            self.starts.append(len(self.lines))
            self._write(text, i in self.rows)
        if shown_from is None:
            self.scroll_end(animate=False)
        else:
            self.call_after_refresh(self.show_from, shown_from)

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
