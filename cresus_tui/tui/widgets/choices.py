"""The answers open to you now, as a list you can click, or pick with ↑/↓ and Enter, or by
typing a choice's number and Enter on the command line. One line each: the longest of a
choice's wordings that fits the list's width (cut with "…" when even the shortest does not);
when they do not all fit, the frame says how many more there are and where."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from cresus_tui.i18n import tr


class Choices(OptionList):
    DEFAULT_CSS = """
    Choices { height: auto; max-height: 7; border: round $secondary; padding: 0 0;
              border-title-color: $secondary; border-subtitle-color: $warning;
              text-wrap: nowrap; text-overflow: ellipsis; }
    Choices:focus { border: round $success; }
    """

    class Chosen(Message):
        def __init__(self, value: Any) -> None:
            super().__init__()
            self.value = value

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.values: list[Any] = []
        self.wordings: list[tuple[str, ...]] = []
        self.border_title = tr("Your choices")

    def set_choices(self, items: list[tuple[str | tuple[str, ...], Any]]) -> None:
        """Show ``items``: (label, value), the label in Rich markup or a tuple of wordings,
        longest first (the longest that fits the width is shown)."""
        self.clear_options()
        self.values = [v for _, v in items]
        self.wordings = [(label,) if isinstance(label, str) else tuple(label) for label, _ in items]
        self.add_options([Option(self.prompt_for(i)) for i in range(len(items))])
        self.display = bool(items)
        if items:
            self.highlighted = 0
        self.call_after_refresh(self.fit)

    def prompt_for(self, index: int) -> Text:
        """Choice ``index`` as shown: its number, then its longest wording that fits."""
        number = f"[b]{index + 1}[/] " if index < 9 else ""
        width = self.scrollable_content_region.width
        texts = [Text.from_markup(number + w) for w in self.wordings[index]]
        return next((t for t in texts if width <= 0 or t.cell_len <= width), texts[-1])

    def fit(self) -> None:
        """Each choice in the wording that fits the width now, and the frame's cue."""
        for i, words in enumerate(self.wordings):
            if len(words) > 1 and i < self.option_count:
                self.replace_option_prompt_at_index(i, self.prompt_for(i))
        self.show_more()

    def show_more(self) -> None:
        """The frame's cue when some choices are out of sight: "↓ 2 more" below the last one
        shown, "↑ 1 more" above the first."""
        if not self.values:
            self.border_subtitle = ""
            return
        top = round(self.scroll_y)
        seen = self.scrollable_content_region.height
        above, below = top, max(0, len(self.values) - top - seen)
        cue = []
        if above:
            cue.append(tr("↑ {n} more").format(n=above))
        if below:
            cue.append(tr("↓ {n} more").format(n=below))
        self.border_subtitle = " · ".join(cue)
        self.set_class(bool(cue), "more")  # a frameless list shows a bottom line for the cue

    def watch_scroll_y(self, old: float, new: float) -> None:
        super().watch_scroll_y(old, new)
        self.show_more()

    def on_resize(self) -> None:
        self.fit()

    def action_pick(self, index: int) -> None:
        if 0 <= index < len(self.values):
            self.post_message(self.Chosen(self.values[index]))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick(event.option_index)
