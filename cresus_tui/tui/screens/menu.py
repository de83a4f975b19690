"""The main menu: New game, Continue, Load, Tutorials, Statistics, Rules, Quit."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Static

from cresus_tui.i18n import tr, tr_lazy, tr_lazy_p, tr_p

TITLE = """[b $accent]C R É S U S[/]
[i]Osez devenir riche ![/]"""


def games_text() -> str:
    """Every registered game, one line each: "[b]Big Money[/]: roll the dice, …"."""
    from rich.markup import escape

    from cresus_tui.games.registry import GAMES

    colon = tr_p("before a tagline", ": ")  # French: a no-break space before the colon
    return "\n".join(f"[b]{escape(g.name)}[/][dim]{colon}{escape(tr(g.tagline))}[/]"
                     if g.tagline else f"[b]{escape(g.name)}[/]" for g in GAMES.values())


def language_label() -> str:
    """The Language button: the language shown now, in its own words ("Language: English
    (g)", "Langue : français (g)")."""
    from cresus_tui.i18n import LANGUAGE_NAMES, current_language

    return tr("Language: {name} (g)").format(name=LANGUAGE_NAMES[current_language()])


class MenuScreen(Screen):
    DEFAULT_CSS = """
    MenuScreen { align: center middle; }
    MenuScreen #menu { width: 44; max-width: 100%; height: auto; }
    MenuScreen #title { text-align: center; width: 100%; }
    MenuScreen #games { width: 100%; margin-bottom: 1; text-align: center; }
    MenuScreen.short #games { display: none; }
    MenuScreen Button { width: 100%; margin: 0; }
    MenuScreen .note { color: $text-muted; text-align: center; width: 100%; }
    """
    BINDINGS = [Binding("n", "new", tr_lazy_p("footer", "New game")),
                Binding("c", "continue", tr_lazy_p("footer", "Continue")),
                Binding("l", "load", tr_lazy("Load")), Binding("t", "tutorials", tr_lazy_p("footer", "Tutorials")),
                Binding("r", "rules", tr_lazy("Rules")),
                Binding("s", "statistics", tr_lazy("Stats")),
                Binding("h", "help", tr_lazy("Help")),
                Binding("g", "language", tr_lazy("Language"), show=False),
                Binding("q", "quit", tr_lazy("Quit")),
                Binding("down", "app.focus_next", show=False),
                Binding("up", "app.focus_previous", show=False)]

    def saves_shown(self) -> tuple[bool, str, str]:
        """What the menu says of the saves: any to load, the game and the slot Continue
        resumes."""
        can_load = self.app.can_load
        if not can_load:
            return False, "", ""
        return True, self.app.newest_game_name(), self.app.continue_label()

    def compose(self) -> ComposeResult:
        self.shown = self.saves_shown()
        can_load, game, which = self.shown
        saves = "" if can_load else tr(" — no saves yet")
        with Vertical(id="menu"):
            yield Static(TITLE, id="title")
            yield Static(games_text(), id="games")
            yield Button(tr("New game (n)"), id="new", variant="success", compact=True)
            yield Button(tr("Continue (c)") + saves + (f" · {game}" if game else "")
                         + (f" — {which}" if which else ""),
                         id="continue", disabled=not can_load, compact=True)
            yield Button(tr("Load (l)") + saves, id="load", disabled=not can_load, compact=True)
            yield Button(tr("Tutorials (t)"), id="tutorials", compact=True)
            yield Button(tr("Statistics (s)"), id="statistics", compact=True)
            yield Button(tr("Rules (r)"), id="rules", compact=True)
            yield Button(tr("Help (h)"), id="help", compact=True)
            yield Button(language_label(), id="language", compact=True)
            yield Button(tr("Quit (q)"), id="quit", variant="error", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#new", Button).focus()

    def on_resize(self) -> None:
        # the games' lines go first when the buttons would not fit (40×12)
        self.set_class(self.size.height < 18, "short")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        action = {"new": self.action_new, "rules": self.action_rules, "help": self.action_help,
                  "quit": self.action_quit, "continue": self.action_continue,
                  "load": self.action_load, "tutorials": self.action_tutorials,
                  "statistics": self.action_statistics, "language": self.action_language}.get(event.button.id or "")
        if action:
            action()

    def action_new(self) -> None:
        self.app.choose_game()

    async def on_screen_resume(self) -> None:
        if self.saves_shown() != getattr(self, "shown", None):
            await self.recompose()  # Continue and Load may have become possible
        self.query_one("#new", Button).focus()

    def action_continue(self) -> None:
        error = self.app.continue_game()
        if error:
            self.notify(error, severity="warning")

    def action_load(self) -> None:
        from .load import LoadScreen

        if self.app.can_load:
            self.app.push_screen(LoadScreen())
        else:
            self.notify(tr("There is no saved game yet."), severity="warning")

    def action_tutorials(self) -> None:
        self.app.open_tutorials()

    def action_rules(self) -> None:
        from .rules import open_doc

        open_doc(self.app, "rules.md", tr("Rules"), game=self.doc_game())

    def action_help(self) -> None:
        from .rules import open_doc

        open_doc(self.app, "help.md", tr("Help"), game=self.doc_game())

    def doc_game(self) -> str:
        """The game whose rules and help the menu shows: the last one chosen, else the first
        registered."""
        from cresus_tui.games.registry import GAMES, game_ids

        game = getattr(self.app.preferences, "game", "")
        return game if game in GAMES else game_ids()[0]

    def action_statistics(self) -> None:
        from .review import StatisticsScreen

        self.app.push_screen(StatisticsScreen(self.app.settings.data_dir))

    async def action_language(self) -> None:
        """The next language (English, français): everything is shown in it from now on,
        and it is kept in the preferences for the next start (``--lang`` still wins)."""
        from cresus_tui import i18n

        names = i18n.LANGUAGES
        lang = names[(names.index(i18n.current_language()) + 1) % len(names)]
        i18n.set_language(lang)
        self.app.save_preferences(language=lang)
        await self.recompose()
        self.query_one("#language", Button).focus()
        self.refresh_bindings()

    def action_quit(self) -> None:
        self.app.exit(0)
