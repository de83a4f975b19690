"""Where the terminal cursor stands: on the focused item, so that a screen reader (which follows
the cursor) reads what has the focus — the highlighted entry of a list or a menu, the cursor
row of a table, a button, a switch, a die of the tray. A text field places the cursor itself
(at its caret); anything else: the first cell of the focused widget."""

from __future__ import annotations

from typing import Any

from textual.geometry import Offset


def _kind(widget: Any, name: str) -> bool:
    """``widget`` is a Textual ``name`` (by class name: importing the widgets to ask would
    slow the start-up)."""
    return any(c.__name__ == name for c in type(widget).__mro__)


def cursor_spot(widget: Any) -> Offset | None:
    """The screen cell of the focused item of ``widget``, or None when the widget places the
    cursor itself (a text field) or nothing is focused. Never raises."""
    if widget is None or _kind(widget, "TextArea"):
        return None
    if _kind(widget, "Input"):  # at its caret
        try:
            return widget.cursor_screen_offset
        except Exception:  # noqa: BLE001
            return None
    try:
        area = widget.content_region
        row = 0
        if _kind(widget, "OptionList") and widget.highlighted is not None:
            row = widget._index_to_line.get(widget.highlighted, 0) - round(widget.scroll_y)
        elif _kind(widget, "DataTable") and widget.row_count:
            row = widget.header_height + widget.cursor_row - round(widget.scroll_y)
        row = max(0, min(row, max(area.height - 1, 0)))
        return Offset(area.x, area.y + row)
    except Exception:  # noqa: BLE001 - a misplaced cursor is better than a stopped app
        return None


class CursorOnFocus:
    """An App mixin: ``cursor_position`` (read at every screen update) is the focused item's
    cell, or what a text field set."""

    _cursor_set = Offset(0, 0)

    @property
    def cursor_position(self) -> Offset:
        try:
            focused = self.focused  # type: ignore[attr-defined]
        except Exception:  # noqa: BLE001 - no screen yet
            focused = None
        spot = cursor_spot(focused)
        return spot if spot is not None else self._cursor_set

    @cursor_position.setter
    def cursor_position(self, value: Offset) -> None:
        self._cursor_set = value
