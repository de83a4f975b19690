"""Game over: the ranking (C-5.15) and a few statistics per player, on the shared game over
screen (``screens/game_over.py``: why the winner won, the review, the buttons)."""

from __future__ import annotations

from typing import Any

from rich.markup import escape
from textual.app import ComposeResult
from textual.widgets import DataTable, Static

from cresus_tui.i18n import tr, tr_lazy, tr_n
from cresus_tui.play.cresus import labels
from cresus_tui.play.session import Session

from ...screens.game_over import OverScreen

REASONS = {"island": tr_lazy("Someone bought the Île paradisiaque."),
           "experts": tr_lazy("The last Expert card has been played."),
           "last_player": tr_lazy("Only one player is left.")}


class GameOverScreen(OverScreen):
    """Crésus's ranking table; ``last``: your last results as told (plain text), which the
    overlay must not hide."""

    def __init__(self, session: Session, last: list[str] | None = None,
                 finale: Any = None) -> None:
        super().__init__(session, finale)
        self.last = last or []

    def ranking_rows(self) -> list[tuple[int, str]]:
        """(place, name) as shown, best first — the engine's ranking."""
        names = self.session.names
        return [(place, names[seat]) for place, seat in self.session.game.ranking()]

    def intro(self) -> str:
        st = self.session.game.state
        return tr_n("{reason} After {n} turn, you finish #{place}. Ranking: luxury cards (Lux), "
                    "then cash; Sh: shares held.",
                    "{reason} After {n} turns, you finish #{place}. Ranking: luxury cards "
                    "(Lux), then cash; Sh: shares held.", st.turn).format(
            reason=self.reason_text(), n=st.turn, place=self.place())

    def compose_ranking(self) -> ComposeResult:
        yield DataTable(id="ranking", zebra_stripes=True, cursor_type="row")
        yield Static(tr("[dim]From bank / To bank: all the money the bank paid the player "
                        "(sales, cards, wins, a loan) / all the player paid it (purchases, "
                        "bids, entries, luxury cards).[/]"), id="bank-note")
        if self.last:
            yield Static(tr("[b]Your last results:[/] {results}").format(
                results=escape(" · ".join(self.last))), id="last")

    def reason_text(self) -> str:
        """Why the game ended; for the island, who bought it (C-4.3)."""
        st = self.session.game.state
        if st.end_reason == "island":
            top = len(self.session.game.rules.data.luxuries)
            who = [i for i, p in enumerate(st.seats) if p.luxuries >= top]
            if who == [self.session.human]:
                return tr("You bought the Île paradisiaque.")
            if who:
                names = [(tr("You") if i == self.session.human else self.session.names[i])
                         for i in who]
                return tr("{names} bought the Île paradisiaque.").format(
                    names=(" " + tr("and") + " ").join(names))
        return str(REASONS.get(st.end_reason, ""))

    def on_mount(self) -> None:
        game = self.session.game
        st = game.state
        rules = game.rules
        table = self.query_one(DataTable)
        table.add_columns("#", tr("Player"), tr("Lux"), tr("Cash"), tr("Sh"), tr("Best luxury"),
                          tr("Loan"), tr("From bank"), tr("To bank"))
        for place, seat in game.ranking():
            s = st.seats[seat]
            name = escape(s.name) + (tr(" (out)") if s.eliminated else "")
            best = labels.luxury_name(rules, s.luxuries) if s.luxuries else "—"
            table.add_row(str(place), name, str(s.luxuries), f"{s.cash} M", str(len(s.shares)),
                          best, f"{s.loan} M" if s.loan else "—", f"{s.from_bank} M",
                          f"{s.to_bank} M", key=str(seat))
