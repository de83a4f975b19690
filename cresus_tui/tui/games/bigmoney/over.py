"""Big Money's game over: the ranking by cash alone, tied players sharing a place (B-9.5),
and where each player's money came from, on the shared game over screen."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import DataTable

from cresus_tui.i18n import number, tr

from ...screens.game_over import OverScreen


class BigMoneyOverScreen(OverScreen):
    """The ranking table (place, player, cash, cards, income by source, spent)."""

    def intro(self) -> str:
        st = self.session.game.state
        return tr("The bank ran dry and the round was completed: {rounds} rounds. You finish "
                  "#{place}. Only cash counts; tied players share a place.").format(
            rounds=st.round, place=self.place())

    def compose_ranking(self) -> ComposeResult:
        yield DataTable(id="ranking", zebra_stripes=True, cursor_type="row")

    def on_mount(self) -> None:
        game = self.session.game
        st = game.state
        table = self.query_one(DataTable)
        table.add_columns("#", tr("Player"), tr("Cash"), tr("Cards"), tr("Dice"),
                          tr("Dividends"), tr("News"), tr("Spent"), tr("Fines"))
        places = [p for p, _ in game.ranking()]
        for place, seat in game.ranking():
            s = st.seats[seat]
            mark = f"{place}=" if places.count(place) > 1 else str(place)
            table.add_row(mark, Text(s.name), f"{number(s.cash)} Z", str(len(s.cards)),
                          f"{s.dice_income} Z", f"{s.dividend_income} Z", f"{s.news_income} Z",
                          f"{s.spent} Z", f"{s.fines} Z", key=str(seat))
