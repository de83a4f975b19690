"""The game over screen every game shares (``OverScreen``): who won, why in words (the
finale's lines of ``play/review/why.py``: the margin, luck against skill, a game's own lines
such as a conversion per currency), where the finished game is kept, and the same
buttons — Review the game, New game, Menu, Quit. A game's own over screen
(``tui/games/<id>/over.py``) subclasses it for its opening sentence and ranking table; a game
without one gets this screen with the finale's ranking as told."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Label, Static

from cresus_tui.i18n import tr, tr_lazy, tr_lazy_p


class OverScreen(Screen):
    """``session``: the finished game's ``Session``; ``finale``: the table's ``Finale`` (None:
    the reasons are worked out here)."""

    DEFAULT_CSS = """
    OverScreen { align: center top; }
    OverScreen #box { width: 100%; max-width: 110; height: 100%; padding: 0 1; }
    OverScreen #body { height: 1fr; scrollbar-size-vertical: 1; }
    OverScreen #title { text-style: bold; color: $accent; width: 100%; }
    OverScreen DataTable { height: auto; max-height: 10; margin: 1 0;
                           scrollbar-size-horizontal: 0; }
    OverScreen #why { margin-top: 1; }
    OverScreen #kept { color: $text-muted; margin-top: 1; }
    OverScreen #buttons { height: auto; }
    OverScreen #buttons Button { margin-right: 1; }
    """
    BINDINGS = [Binding("r", "review", tr_lazy("Review")),
                Binding("n", "new", tr_lazy_p("footer", "New game")), Binding("m", "menu", tr_lazy("Menu")),
                Binding("q", "quit", tr_lazy("Quit")),
                Binding("escape", "back", tr_lazy("Back to the board")),
                Binding("down", "scroll_body('down')", tr_lazy("Scroll"), key_display="↑↓"),
                Binding("up", "scroll_body('up')", show=False),
                Binding("pagedown", "scroll_body('page_down')", show=False),
                Binding("pageup", "scroll_body('page_up')", show=False),
                Binding("end", "scroll_body('end')", show=False),
                Binding("home", "scroll_body('home')", show=False)]
    """The keys scroll the text above the buttons (the focus stays on them): what does not
    fit the screen is read by keys, never only with the mouse wheel."""

    def __init__(self, session: Any, finale: Any = None) -> None:
        super().__init__()
        self.session = session
        self.finale = finale

    # ---- what a game's own screen says ------------------------------------------------------

    def intro(self) -> str:
        """The sentence under the title: how the game ended (plain text)."""
        return ""

    def compose_ranking(self) -> ComposeResult:
        """The ranking; by default the finale's lines as told (a game's screen: its table)."""
        lines = self.finale.lines if self.finale is not None else ()
        why = set(self.why_lines())
        yield Static("\n".join(x for x in lines if x not in why), id="ranking-text",
                     markup=False)

    # ---- the shared parts ---------------------------------------------------------------------

    def winners_text(self) -> str:
        """"Game over — Picsou wins!" (you, shared places)."""
        game = self.session.game
        human = self.session.human if not self.people else -1  # several people: names
        first = [seat for place, seat in game.ranking() if place == 1]
        who = tr(" and ").join(tr("you") if s == human else self.session.names[s]
                               for s in first)
        who = who[:1].upper() + who[1:]
        if len(first) > 1:
            return tr("Game over — {who} win (a shared victory)!").format(who=who)
        if first and first[0] == human:
            return tr("Game over — {who} win!").format(who=who)
        return tr("Game over — {who} wins!").format(who=who)

    def place(self) -> int:
        """The human's place."""
        return next((p for p, s in self.session.game.ranking() if s == self.session.human), 0)

    def why_lines(self) -> tuple[str, ...]:
        """Why the winner won, in words (the finale's, the same lines plain text prints)."""
        if self.finale is not None:
            return tuple(self.finale.why)
        from cresus_tui.play.review.why import why_won

        return tuple(why_won(self.session.game, self.session.human))

    @property
    def reviewable(self) -> bool:
        return self.finale.review if self.finale is not None else True

    @property
    def people(self) -> tuple[tuple[int, str], ...]:
        """(seat, name) of the people of a pass-and-play game (each is offered a review)."""
        return tuple(getattr(self.finale, "people", ()) or ())

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            with VerticalScroll(id="body"):
                yield Label(self.winners_text(), id="title", markup=False)
                intro = self.intro()
                if intro:
                    yield Static(intro, id="intro", markup=False)
                yield from self.compose_ranking()
                why = self.why_lines()
                if why:
                    yield Static("\n".join(why), id="why", markup=False)
                kept = self.finale.kept_line() if self.finale is not None else ""
                if kept:
                    yield Static(kept, id="kept", markup=False)
            with Horizontal(id="buttons"):
                if self.reviewable and self.people:
                    for i, (seat, name) in enumerate(self.people[:9]):
                        yield Button(tr("Review: {name} ({key})").format(name=name, key=i + 1),
                                     id=f"review-{seat}", variant="primary")
                elif self.reviewable:
                    yield Button(tr("Review the game (r)"), id="review", variant="primary")
                yield Button(tr("New game (n)"), id="new", variant="success")
                yield Button(tr("Menu (m)"), id="menu")
                yield Button(tr("Quit (q)"), id="quit", variant="error")
        yield Footer()

    def on_mount(self) -> None:
        """The first button has the focus — the review when there is one: Enter pressed on
        after the last move opens the review, it never starts a new game (which would replace
        the finished one in its slot before it was reviewed)."""
        self.query("#buttons Button").first().focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if (event.button.id or "").startswith("review-"):
            self.review_of(int(event.button.id.split("-", 1)[1]))
            return
        {"new": self.action_new, "menu": self.action_menu, "review": self.action_review,
         "quit": self.action_quit}[event.button.id or "menu"]()

    def action_review(self) -> None:
        """The post-game review (issue 15), for every game."""
        if not self.reviewable:
            self.notify(tr("No review of this game."), severity="warning")
            return
        if self.people:  # `r`: the first person's; the buttons and 1–9 each person's
            self.review_of(self.people[0][0])
            return
        from .review import open_review

        open_review(self.app, self.session)

    def review_of(self, seat: int) -> None:
        """The post-game review of the person at ``seat`` (a pass-and-play game)."""
        from .review import open_review

        open_review(self.app, self.session, seat)

    def on_key(self, event) -> None:
        """1–9: the review of that person (a pass-and-play game)."""
        if self.reviewable and event.character and event.character in "123456789":
            n = int(event.character) - 1
            if n < len(self.people):
                event.stop()
                self.review_of(self.people[n][0])

    def action_new(self) -> None:
        self.app.back_to_menu()
        self.app.open_new_game(self.session.spec.id)

    def action_menu(self) -> None:
        self.app.back_to_menu()

    def action_quit(self) -> None:
        self.app.exit(0)

    def action_back(self) -> None:
        self.app.pop_screen()

    def action_scroll_body(self, where: str) -> None:
        """Scroll the text above the buttons: ``where`` is up, down, page_up, page_down, home
        or end."""
        body = self.query_one("#body", VerticalScroll)
        {"up": body.scroll_up, "down": body.scroll_down, "page_up": body.scroll_page_up,
         "page_down": body.scroll_page_down, "home": body.scroll_home,
         "end": body.scroll_end}[where](animate=False)
