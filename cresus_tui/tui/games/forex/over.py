"""FOR-EX's game over screen: the ranking in the Strongest currency (F-14.3, F-15.1), on the
shared game over screen (why the winner won, with the conversion per currency; the review)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import DataTable

from cresus_tui.i18n import tr

from ...screens.game_over import OverScreen


class ForexGameOverScreen(OverScreen):
    """The ranking (F-14.3, F-15.1): scores in the Strongest currency, its certificates (the
    tie-break), bankrupt last."""

    def intro(self) -> str:
        game = self.session.game
        st = game.state
        names = self.session.names
        s = game.data.currencies[st.strongest] if st.strongest >= 0 else "?"
        why = (tr("The queue is empty after the final dividend.")
               if st.end_reason == "queue_empty" else
               tr("You went bankrupt (ranked last).") if st.bankrupt == self.session.human else
               tr("{name} went bankrupt (ranked last).").format(name=names[st.bankrupt]))
        return why + " " + tr("Strongest currency: {currency}; all money converted into "
                              "{currency}, fractions dropped. You finish #{place}. Ties: most "
                              "{currency} certificates.").format(currency=s,
                                                                 place=self.place())

    def compose_ranking(self) -> ComposeResult:
        yield DataTable(id="ranking", zebra_stripes=True, cursor_type="row")

    def on_mount(self) -> None:
        game = self.session.game
        st = game.state
        s = st.strongest
        cur = game.data.currencies
        table = self.query_one(DataTable)
        table.add_columns("#", tr("Player"), tr("Score ({currency})").format(currency=cur[s]),
                          tr("{currency} certs").format(currency=cur[s]), tr("Turns"))
        from cresus_tui.play.forex.labels import turns_played

        turns = turns_played(game.view(self.session.human))
        for place, seat in game.ranking():
            p = st.seats[seat]
            you = seat == self.session.human and p.name.casefold() not in ("you",
                                                                          tr("You").casefold())
            name = p.name + (tr(" (bankrupt)") if p.bankrupt else "") + (tr(" (you)") if you
                                                                         else "")
            score = st.scores[seat] if seat < len(st.scores) else 0
            table.add_row(str(place), name, str(score), str(p.certs[s]), str(turns[seat]),
                          key=str(seat))
