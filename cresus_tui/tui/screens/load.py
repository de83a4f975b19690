"""The Load screen: every save slot, newest first; damaged or newer-version files are shown
with the reason and cannot be opened."""

from __future__ import annotations

from rich.markup import escape
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Label, OptionList, Static
from textual.widgets.option_list import Option

PHASES = {"setup": "setup", "expert": "Expert card", "movement": "movement",
          "cresus": "Crésus card", "purchase": "purchase", "sale": "sale",
          "end_of_turn": "end of turn", "over": "over"}


class LoadScreen(Screen):
    DEFAULT_CSS = """
    LoadScreen { align: center middle; }
    LoadScreen #box { width: 90; max-width: 100%; height: auto; max-height: 100%; }
    LoadScreen #title { text-style: bold; color: $accent; }
    LoadScreen OptionList { height: auto; max-height: 16; }
    LoadScreen #error { color: $error; height: auto; }
    """
    BINDINGS = [Binding("escape", "back", "Back")]

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Label("Load a game", id="title")
            yield OptionList(id="slots")
            yield Static("", id="error")
        yield Footer()

    def on_mount(self) -> None:
        import saves

        self.entries = saves.list_saves(self.app.settings.data_dir)
        slots = self.query_one(OptionList)
        for i, e in enumerate(self.entries):
            slots.add_option(Option(Text.from_markup(self.describe(e)), id=str(i),
                                    disabled=e.status != "ok"))
        slots.focus()

    def describe(self, e) -> str:
        if e.status != "ok":
            return f"[b]{escape(e.slot)}[/] [red]{escape(e.status)}: {escape(e.fault)}[/]"
        h = e.header
        when = e.saved_at[:16].replace("T", " ")
        if h is None:
            return f"[b]{escape(e.slot)}[/] {when}"
        seats = ", ".join(f"{s.name} {s.cash} M/{s.luxuries}L" for s in h.seats)
        state = "over" if h.over else f"turn {h.turn}, {PHASES.get(h.phase, h.phase)}"
        return f"[b]{escape(e.slot)}[/] · {state} · {when}\n  [dim]{escape(seats)}[/]"

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        e = self.entries[int(event.option.id or 0)]
        error = self.app.resume(e.slot, e.generation)
        if error:
            self.query_one("#error", Static).update(error)

    def action_back(self) -> None:
        self.app.pop_screen()
