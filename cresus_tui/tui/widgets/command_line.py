"""The command line: an Input with completion (Tab or →) from the parser's completions and a
history (↑/↓)."""

from __future__ import annotations

from typing import Callable

from textual import events
from textual.binding import Binding
from textual.suggester import Suggester
from textual.widgets import Input

from cresus_tui.games.typed import MAX_COMMAND, safe_text
from cresus_tui.i18n import tr, tr_lazy


class CommandSuggester(Suggester):
    """Suggests the first legal completion of what is typed."""

    def __init__(self, complete: Callable[[str], list[str]]) -> None:
        super().__init__(use_cache=False, case_sensitive=False)
        self.complete = complete

    async def get_suggestion(self, value: str) -> str | None:
        if not value.strip():
            return None
        try:
            options = self.complete(value)
        except Exception:  # completion is a convenience; never break typing
            return None
        low = value.casefold()
        for o in options:
            if o.casefold().startswith(low) and len(o) > len(value):
                return o
        return None


class CommandLine(Input):
    """Never selects its text on focus: keys forwarded from elsewhere on the screen arrive
    while the focus moves here, and a selection would let the next key replace them. Enter
    empties the line as it sends it (``Submitted``)."""
    DEFAULT_CSS = """
    CommandLine { border: tall $accent; height: 3; }
    """

    BINDINGS = [
        Binding("up", "history(-1)", tr_lazy("History"), show=False),
        Binding("down", "history(1)", tr_lazy("History"), show=False),
        Binding("tab", "complete", tr_lazy("Complete"), show=False),
    ]

    def __init__(self, complete: Callable[[str], list[str]], **kw) -> None:
        super().__init__(placeholder=tr("Type a command (help, look, bid 20, go tokyo…)"),
                         suggester=CommandSuggester(complete), select_on_focus=False,
                         max_length=kw.pop("max_length", MAX_COMMAND), **kw)
        self.history: list[str] = []
        self._pos = 0

    def replace(self, text: str, start: int, end: int) -> None:
        """Every insertion (a key, a paste) without control or format characters: a pasted
        ``look\x01\x05`` shows and is read as ``look``."""
        super().replace(safe_text(text, newlines=False), start, end)

    def on_key(self, event: events.Key) -> None:
        """Enter sends the line at once, in the order of the keys: the line is emptied before
        the next key is read, so keys typed ahead start the next command (a binding would
        act only after the keys queued behind it)."""
        if event.key != "enter":
            return
        event.stop()
        event.prevent_default()
        self.send()

    async def action_submit(self) -> None:
        """The input's own Enter binding sends and empties the line too."""
        self.send()

    def send(self) -> None:
        """Post the line as ``Submitted`` and empty it."""
        value = self.value
        self.value = ""
        self.post_message(self.Submitted(self, value, None))

    def remember(self, text: str) -> None:
        if text and (not self.history or self.history[-1] != text):
            self.history.append(text)
        self._pos = len(self.history)

    def action_history(self, delta: int) -> None:
        if not self.history:
            return
        self._pos = max(0, min(len(self.history), self._pos + delta))
        self.value = self.history[self._pos] if self._pos < len(self.history) else ""
        self.cursor_position = len(self.value)

    def action_complete(self) -> None:
        if self._suggestion and self.cursor_at_end:
            self.value = self._suggestion
            self.cursor_position = len(self.value)
        else:
            self.screen.focus_next()
