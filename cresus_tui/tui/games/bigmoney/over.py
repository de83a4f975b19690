"""Big Money's game over: the ranking by cash alone, tied players sharing a place (B-9.5),
and where each player's money came from."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, DataTable, Footer, Label, Static

from ..cresus.over import GameOverScreen


class BigMoneyOverScreen(GameOverScreen):
    """The ranking table (place, player, cash, cards, income by source, spent) and the same
    buttons as Crésus's: Review, New game, Menu, Quit."""

    def compose(self) -> ComposeResult:
        game = self.session.game
        st = game.state
        human = self.session.human
        ranking = game.ranking()
        winners = [seat for place, seat in ranking if place == 1]
        names = self.session.names
        who = " and ".join("you" if s == human else names[s] for s in winners)
        who = who[:1].upper() + who[1:]
        verb = "wins" if len(winners) == 1 and winners[0] != human else "win"
        shared = " (a shared victory)" if len(winners) > 1 else ""
        place = next((p for p, s in ranking if s == human), 0)
        with Vertical(id="box"):
            yield Label(f"Game over — {who} {verb}{shared}!", id="title")
            yield Static(f"The bank ran dry and the round was completed: {st.round} rounds. "
                         f"You finish #{place}. Only cash counts; tied players share a place.",
                         markup=False)
            yield DataTable(id="ranking", zebra_stripes=True, cursor_type="row")
            with Horizontal(id="buttons"):
                yield Button("Review (r)", id="review", variant="primary")
                yield Button("New game (n)", id="new", variant="success")
                yield Button("Menu (m)", id="menu")
                yield Button("Quit (q)", id="quit", variant="error")
        yield Footer()

    def on_mount(self, event) -> None:
        event.prevent_default()  # not Crésus's table (Textual calls every class's handler)
        game = self.session.game
        st = game.state
        table = self.query_one(DataTable)
        table.add_columns("#", "Player", "Cash", "Cards", "Dice", "Dividends", "News",
                          "Spent", "Fines")
        places = [p for p, _ in game.ranking()]
        for place, seat in game.ranking():
            s = st.seats[seat]
            mark = f"{place}=" if places.count(place) > 1 else str(place)
            table.add_row(mark, Text(s.name), f"{s.cash} Z", str(len(s.cards)), f"{s.dice_income} Z",
                          f"{s.dividend_income} Z", f"{s.news_income} Z", f"{s.spent} Z",
                          f"{s.fines} Z", key=str(seat))
        self.query_one("#new", Button).focus()
