"""FOR-EX's game over screen: the ranking in the Strongest currency (F-14.3, F-15.1)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, DataTable, Footer, Label, Static

from cresus_tui.play.session import Session


class ForexGameOverScreen(Screen):
    """The ranking (F-14.3, F-15.1): scores in the Strongest currency, its certificates (the
    tie-break), bankrupt last."""

    DEFAULT_CSS = """
    ForexGameOverScreen { align: center middle; }
    ForexGameOverScreen #box { width: 100%; max-width: 100; height: auto; max-height: 100%;
                               padding: 0 1; }
    ForexGameOverScreen #title { text-style: bold; color: $accent; width: 100%; }
    ForexGameOverScreen DataTable { height: auto; max-height: 9; margin: 1 0;
                                    scrollbar-size-horizontal: 0; }
    ForexGameOverScreen #buttons { height: auto; }
    ForexGameOverScreen #buttons Button { margin-right: 1; }
    """
    BINDINGS = [Binding("n", "new", "New game"), Binding("m", "menu", "Menu"),
                Binding("q", "quit", "Quit"), Binding("escape", "back", "Back to the board")]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        game = self.session.game
        st = game.state
        human = self.session.human
        names = self.session.names
        cur = game.data.currencies
        winners = [seat for place, seat in game.ranking() if place == 1]
        text = " and ".join("you" if s == human else names[s] for s in winners)
        text = text[:1].upper() + text[1:]
        single = len(winners) == 1 and winners[0] != human
        place = next((p for p, s in game.ranking() if s == human), 0)
        s = cur[st.strongest] if st.strongest >= 0 else "?"
        why = ("The queue is empty after the final dividend." if st.end_reason == "queue_empty"
               else f"{'You' if st.bankrupt == human else names[st.bankrupt]} went bankrupt "
               "(ranked last).")
        with Vertical(id="box"):
            yield Label(f"Game over — {text} win{'s' if single else ''}!", id="title")
            yield Static(f"{why} Strongest currency: {s}; all money converted into {s}, "
                         f"fractions dropped. You finish #{place}. Ties: most {s} "
                         "certificates.")
            yield DataTable(id="ranking", zebra_stripes=True, cursor_type="row")
            with Horizontal(id="buttons"):
                yield Button("New game (n)", id="new", variant="success")
                yield Button("Menu (m)", id="menu")
                yield Button("Quit (q)", id="quit", variant="error")
        yield Footer()

    def on_mount(self) -> None:
        game = self.session.game
        st = game.state
        s = st.strongest
        cur = game.data.currencies
        table = self.query_one(DataTable)
        table.add_columns("#", "Player", f"Score ({cur[s]})", f"{cur[s]} certs", "Turns")
        from cresus_tui.play.forex.labels import turns_played

        turns = turns_played(game.view(self.session.human))
        for place, seat in game.ranking():
            p = st.seats[seat]
            you = seat == self.session.human and p.name.casefold() != "you"
            name = p.name + (" (bankrupt)" if p.bankrupt else "") + (" (you)" if you else "")
            score = st.scores[seat] if seat < len(st.scores) else 0
            table.add_row(str(place), name, str(score), str(p.certs[s]), str(turns[seat]),
                          key=str(seat))
        self.query_one("#new", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        {"new": self.action_new, "menu": self.action_menu,
         "quit": self.action_quit}[event.button.id or "menu"]()

    def action_new(self) -> None:
        self.app.back_to_menu()
        self.app.open_new_game("forex")

    def action_menu(self) -> None:
        self.app.back_to_menu()

    def action_quit(self) -> None:
        self.app.exit(0)

    def action_back(self) -> None:
        self.app.pop_screen()
