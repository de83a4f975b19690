"""The answers open to you now, as a list you can click, or pick with ↑/↓ and Enter, or with
the number keys."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.binding import Binding
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option


class Choices(OptionList):
    DEFAULT_CSS = """
    Choices { height: auto; max-height: 7; border: round $secondary; padding: 0 0;
              border-title-color: $secondary; }
    Choices:focus { border: round $success; }
    """

    BINDINGS = [Binding(str(i), f"pick({i - 1})", show=False) for i in range(1, 10)]

    class Chosen(Message):
        def __init__(self, value: Any) -> None:
            super().__init__()
            self.value = value

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.values: list[Any] = []
        self.border_title = "Your choices"

    def set_choices(self, items: list[tuple[str, Any]]) -> None:
        self.clear_options()
        self.values = [v for _, v in items]
        self.add_options([Option(Text.from_markup(f"[b]{i}[/] {label}") if i < 10
                                 else Text.from_markup(label))
                          for i, (label, _) in enumerate(items, start=1)])
        self.display = bool(items)
        if items:
            self.highlighted = 0

    def action_pick(self, index: int) -> None:
        if 0 <= index < len(self.values):
            self.post_message(self.Chosen(self.values[index]))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick(event.option_index)
