"""Pass-and-play: the screen between two people's turns. It covers the whole game screen (no
board, no story, no prompt of the previous person) and names who takes it: "Pass to Zoé —
press Enter when only Zoé is looking". Enter (or the button) gives the screen to that person;
Escape offers the menu (the game is saved), as on the game screen."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

from cresus_tui.i18n import tr, tr_lazy


class HandoverScreen(Screen[bool]):
    """Dismissed with True when the named person is looking (Enter), False to leave the game
    (Escape, then the game screen asks to confirm)."""

    DEFAULT_CSS = """
    HandoverScreen { align: center middle; }
    HandoverScreen #handover { width: 60; max-width: 100%; height: auto;
                               border: round $accent; padding: 1 2; }
    HandoverScreen #who { text-style: bold; color: $accent; content-align: center middle;
                          width: 100%; }
    HandoverScreen #text { width: 100%; height: auto; margin: 1 0; }
    """
    BINDINGS = [Binding("enter", "ready", tr_lazy("I am looking"), priority=True),
                Binding("escape", "leave", tr_lazy("Menu"))]
    AUTO_FOCUS = "#ready"

    def __init__(self, name: str, text: str) -> None:
        super().__init__()
        self.who = name
        self.text = text

    def compose(self) -> ComposeResult:
        with Vertical(id="handover"):
            yield Static(tr("Pass the screen"), id="who")
            yield Static(self.text, id="text", markup=False)
            with Center():
                yield Button(tr("{name}: show my turn (Enter)").format(name=self.who),
                             id="ready", variant="success", compact=True)
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_ready()

    def action_ready(self) -> None:
        self.dismiss(True)

    def action_leave(self) -> None:
        self.dismiss(False)
