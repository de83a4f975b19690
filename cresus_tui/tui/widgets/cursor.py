"""The terminal cursor on the focused item, so a screen reader (which follows the cursor) reads
what has the focus: Textual moves the terminal cursor to ``App.cursor_position`` after every
refresh, and only a text field sets it by itself. A screen calls ``follow_focus(self)`` once
mounted; from then on the cursor goes to the focused widget's first cell — for a list, to its
highlighted line."""

from __future__ import annotations

from textual.geometry import Offset
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, OptionList


def cursor_offset(widget: Widget) -> Offset:
    """Where the cursor goes for ``widget`` (screen cells): the first cell of its content; for
    an option list, the start of the highlighted option's first line."""
    region = widget.content_region
    y = region.y
    if isinstance(widget, OptionList) and widget.highlighted is not None:
        try:  # an option may take several lines
            line = widget._index_to_line[widget.highlighted]
        except (AttributeError, IndexError, KeyError):
            line = widget.highlighted
        y += line - int(widget.scroll_offset.y)
    y = min(max(y, region.y), max(region.y, region.bottom - 1))
    return Offset(region.x, y)


def place_cursor(screen: Screen) -> None:
    """The terminal cursor on ``screen``'s focused widget (in a text field, at its own text
    cursor)."""
    widget = screen.focused
    if widget is None or not screen.is_current:
        return
    if isinstance(widget, Input):  # its own place, once laid out and scrolled
        screen.app.cursor_position = widget.cursor_screen_offset
        return
    screen.app.cursor_position = cursor_offset(widget)


def follow_focus(screen: Screen) -> None:
    """From now on the cursor follows ``screen``'s focus, its lists' highlight and its
    layout."""

    def later(*_args) -> None:
        screen.call_after_refresh(place_cursor, screen)

    screen.watch(screen, "focused", later, init=True)
    for options in screen.query(OptionList):
        screen.watch(options, "highlighted", later, init=False)
    screen.screen_layout_refresh_signal.subscribe(screen, later)
