"""Game over: the ranking (C-5.15) and a few statistics per player."""

from __future__ import annotations

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, DataTable, Footer, Label, Static

from cresus_tui.games.typed import escape_brackets
from cresus_tui.play.cresus import labels
from cresus_tui.play.session import Session

REASONS = {"island": "Someone bought the Île paradisiaque.",
           "experts": "The last Expert card has been played.",
           "last_player": "Only one player is left."}


class GameOverScreen(Screen):
    DEFAULT_CSS = """
    GameOverScreen { align: center middle; }
    GameOverScreen #box { width: 100%; max-width: 110; height: auto; max-height: 100%;
                          padding: 0 1; }
    GameOverScreen #title { text-style: bold; color: $accent; width: 100%; }
    GameOverScreen DataTable { height: auto; max-height: 10; margin: 1 0;
                               scrollbar-size-horizontal: 0; }
    GameOverScreen #buttons { height: auto; }
    GameOverScreen #buttons Button { margin-right: 1; }
    """
    BINDINGS = [Binding("r", "review", "Review"), Binding("n", "new", "New game"),
                Binding("m", "menu", "Menu"),
                Binding("q", "quit", "Quit"), Binding("escape", "back", "Back to the board")]

    def __init__(self, session: Session, last: list[str] | None = None) -> None:
        super().__init__()
        self.session = session
        self.last = last or []
        """Your last results as told (plain text): the overlay must not hide them."""

    def ranking_rows(self) -> list[tuple[int, str]]:
        """(place, name) as shown, best first — the engine's ranking."""
        names = self.session.names
        return [(place, names[seat]) for place, seat in self.session.game.ranking()]

    def compose(self) -> ComposeResult:
        game = self.session.game
        st = game.state
        winner_places = [seat for place, seat in game.ranking() if place == 1]
        human = self.session.human
        winners = " and ".join("you" if s == human else escape_brackets(self.session.names[s])
                               for s in winner_places)
        winners = winners[:1].upper() + winners[1:]
        human_place = next((p for p, s in game.ranking() if s == human), 0)
        single = len(winner_places) == 1 and winner_places[0] != human
        with Vertical(id="box"):
            yield Label(f"Game over — {winners} win{'s' if single else ''}!", id="title")
            turns = f"{st.turn} turn{'' if st.turn == 1 else 's'}"
            yield Static(f"{self.reason_text()} After {turns}, you "
                         f"finish #{human_place}. Ranking: luxury cards (Lux), then cash; "
                         "Sh: shares held.")
            yield DataTable(id="ranking", zebra_stripes=True, cursor_type="row")
            yield Static("[dim]From bank / To bank: all the money the bank paid the player "
                         "(sales, cards, wins, a loan) / all the player paid it (purchases, "
                         "bids, entries, luxury cards).[/]", id="bank-note")
            if self.last:
                yield Static("[b]Your last results:[/] " + escape(" · ".join(self.last)),
                             id="last")
            with Horizontal(id="buttons"):
                yield Button("Review (r)", id="review", variant="primary")
                yield Button("New game (n)", id="new", variant="success")
                yield Button("Menu (m)", id="menu")
                yield Button("Quit (q)", id="quit", variant="error")
        yield Footer()

    def reason_text(self) -> str:
        """Why the game ended; for the island, who bought it (C-4.3)."""
        st = self.session.game.state
        if st.end_reason == "island":
            top = len(self.session.game.rules.data.luxuries)
            who = [("You" if i == self.session.human
                    else escape_brackets(self.session.names[i]))
                   for i, p in enumerate(st.seats) if p.luxuries >= top]
            if who:
                return f"{' and '.join(who)} bought the Île paradisiaque."
        return REASONS.get(st.end_reason, "")

    def on_mount(self) -> None:
        game = self.session.game
        st = game.state
        rules = game.rules
        table = self.query_one(DataTable)
        table.add_columns("#", "Player", "Lux", "Cash", "Sh", "Best luxury",
                          "Loan", "From bank", "To bank")
        for place, seat in game.ranking():
            s = st.seats[seat]
            name = escape(s.name) + (" (out)" if s.eliminated else "")
            best = labels.luxury_name(rules, s.luxuries) if s.luxuries else "—"
            table.add_row(str(place), name, str(s.luxuries), f"{s.cash} M", str(len(s.shares)),
                          best, f"{s.loan} M" if s.loan else "—", f"{s.from_bank} M",
                          f"{s.to_bank} M", key=str(seat))
        self.query_one("#new", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        {"new": self.action_new, "menu": self.action_menu, "review": self.action_review,
         "quit": self.action_quit}[event.button.id or "menu"]()

    def action_review(self) -> None:
        """The post-game review (issue 15)."""
        from ...screens.review import ReviewScreen, review_of_session

        review, timeline = review_of_session(self.session)
        self.app.push_screen(ReviewScreen(review, timeline=timeline))

    def action_new(self) -> None:
        self.app.back_to_menu()
        self.app.open_new_game(self.session.spec.id)

    def action_menu(self) -> None:
        self.app.back_to_menu()

    def action_quit(self) -> None:
        self.app.exit(0)

    def action_back(self) -> None:
        self.app.pop_screen()
