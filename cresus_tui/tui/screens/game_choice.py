"""Which game? The first question of New game: every registered game, the last one played
highlighted; Enter opens that game's New game form."""

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
from cresus_tui.i18n import tr, tr_lazy

from ..fronts import views


class GameChoiceScreen(Screen):
    DEFAULT_CSS = """
    GameChoiceScreen { align: center middle; }
    GameChoiceScreen #box { width: 60; max-width: 100%; height: auto; border: round $accent;
                            padding: 0 1; }
    GameChoiceScreen #title { text-style: bold; color: $accent; margin-bottom: 1; }
    GameChoiceScreen OptionList { height: auto; max-height: 12; }
    GameChoiceScreen #note { color: $text-muted; height: auto; }
    """
    BINDINGS = [Binding("escape", "back", tr_lazy("Back"))]

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Label(tr("Which game?"), id="title")
            yield OptionList(*[Option(Text.from_markup(self.describe(game_id)), id=game_id)
                               for game_id in GAMES], id="games")
            yield Static(tr("Enter: the game's New game form · Escape: back"), id="note")
        yield Footer()

    @staticmethod
    def describe(game_id: str) -> str:
        spec = GAMES[game_id]
        players = tr("{lo}–{hi} players").format(lo=spec.min_players, hi=spec.max_players)
        ready = "" if views(game_id) is not None else tr(" [dim](not playable here yet)[/]")
        return f"[b]{escape(spec.name)}[/] · {players}{ready}"

    def on_mount(self) -> None:
        games = self.query_one(OptionList)
        last = self.app.preferences.game
        games.highlighted = list(GAMES).index(last) if last in GAMES else 0
        games.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.app.open_new_game(event.option.id or "")

    def action_back(self) -> None:
        self.app.pop_screen()
