"""The Load screen: every save slot, newest first. A damaged slot names its file and fault and
offers its good earlier save (``DamagedSave.fallback``); a file from a newer version is listed
as such and refused with a clear message."""

from __future__ import annotations

from rich.markup import escape
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Label, OptionList, Static
from textual.widgets.option_list import Option

from cresus_tui.games.registry import GAMES

PHASES = {"setup": "setup", "expert": "Expert card", "movement": "movement",
          "cresus": "Crésus card", "purchase": "purchase", "sale": "sale",
          "end_of_turn": "end of turn", "over": "over"}


def seat_words(game: str, seat) -> str:
    """A seat of a save's summary in the game's own words (its play kit's ``seat_summary``),
    else "Name 30 M/1L" (cash in M, luxury cards)."""
    from cresus_tui.play.kits import play_kit

    try:
        kit = play_kit(game)
    except KeyError:
        kit = None
    if kit is not None and kit.seat_summary is not None:
        return kit.seat_summary(seat)
    return f"{seat.name} {seat.cash} M/{seat.luxuries}L"


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
        self.fill()
        self.query_one(OptionList).focus()

    def fill(self) -> None:
        import saves

        self.entries = saves.list_saves(self.app.settings.data_dir)
        slots = self.query_one(OptionList)
        slots.clear_options()
        for i, e in enumerate(self.entries):
            # every entry can be picked: a file that cannot open says why
            slots.add_option(Option(Text.from_markup(self.describe(e)), id=str(i)))
        if not self.entries:
            self.query_one("#error", Static).update("There is no saved game yet.")
        else:
            slots.highlighted = 0

    def describe(self, e) -> str:
        if e.status == "newer-version" and e.game and e.game not in GAMES:
            return (f"[b]{escape(e.slot)}[/] [yellow]a game of {escape(e.game)}, which this "
                    f"version does not have — update the game to load it[/]")
        if e.status == "newer-version":
            by = f" by Crésus {escape(e.game_version)}" if e.game_version else ""
            return (f"[b]{escape(e.slot)}[/] [yellow]made{by} with a newer save format "
                    f"({e.schema}) — update the game to load it[/]")
        if e.status != "ok":
            text = (f"[b]{escape(e.slot)}[/] [red]damaged: {escape(e.fault)}[/]\n"
                    f"  [dim]{escape(e.path)}[/]")
            if e.fallback is not None:
                when = e.fallback_saved_at[:16].replace("T", " ")
                text += (f"\n  [b green]Load the earlier save (generation {e.fallback}, "
                         f"saved at {when})[/]")
            else:
                text += "\n  [dim]No good earlier save of this slot.[/]"
            return text
        h = e.header
        when = e.saved_at[:16].replace("T", " ")
        if h is None:
            return f"[b]{escape(e.slot)}[/] {when}"
        seats = ", ".join(seat_words(h.game, s) for s in h.seats)
        state = "over" if h.over else f"turn {h.turn}, {PHASES.get(h.phase, h.phase)}"
        game = escape(GAMES[h.game].name if h.game in GAMES else h.game)
        return (f"[b]{escape(e.slot)}[/] · {game} · {state} · {when}\n"
                f"  [dim]{escape(seats)}[/]")

    def explain(self, e) -> str:
        """The full sentence for the highlighted entry: the file and its fault."""
        if e.status == "newer-version" and e.game and e.game not in GAMES:
            return (f"The save file {e.path} holds a game of {e.game}, which this version "
                    "does not have. Update the game to load it; the file is left as it is.")
        if e.status == "newer-version":
            by = f" by Crésus {e.game_version}" if e.game_version else ""
            return (f"The save file {e.path} was written{by} in save format {e.schema}, newer "
                    "than this version reads. Update the game to load it; the file is left "
                    "as it is.")
        if e.status == "damaged":
            text = f"The save file {e.path} is damaged: {e.fault}."
            if e.fallback is not None:
                text += " Enter loads the earlier good save instead."
            else:
                text += f" There is no earlier good save of “{e.slot}”."
            return text
        return ""

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        e = self.entries[int(event.option.id or 0)]
        self.query_one("#error", Static).update(escape(self.explain(e)))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        e = self.entries[int(event.option.id or 0)]
        generation = e.generation
        if e.status == "damaged":
            if e.fallback is None:
                self.query_one("#error", Static).update(escape(self.explain(e)))
                return
            generation = e.fallback
        elif e.status != "ok":
            self.query_one("#error", Static).update(escape(self.explain(e)))
            return
        error = self.app.resume(e.slot, generation)
        if error:
            # a file found damaged only now was moved aside: list the slots again, so its
            # earlier save is offered
            self.fill()
            self.query_one("#error", Static).update(escape(error))

    def action_back(self) -> None:
        self.app.pop_screen()
