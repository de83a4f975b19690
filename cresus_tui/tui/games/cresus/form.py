"""The New game form: your name, 1–5 rivals, their level and personalities, an optional seed,
the pace of the rivals' narration, and whether `odds` and `hint` answer."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from cresus_tui.play.cresus.session import NewGameOptions

LEVELS = [("Easy", "easy"), ("Normal", "normal"), ("Hard", "hard"), ("Expert (searches)", "expert")]
PERSONALITIES = [("Random, one each", "random"), ("None (plain)", ""),
                 ("Flambeur — high risk", "flambeur"), ("Joueur — loves gambling", "joueur"),
                 ("Rusé — shades bids", "ruse"), ("Stratège — sector sets", "stratege")]
PACES = [("Instant", "instant"), ("Normal", "normal"), ("Slow", "slow")]


def pick(options: list[tuple[str, str]], value: str, default: str) -> str:
    """``value`` when it is one of the options (a preference may be stale), else ``default``."""
    return value if any(v == value for _, v in options) else default


class NewGameScreen(Screen):
    DEFAULT_CSS = """
    NewGameScreen { align: center middle; }
    NewGameScreen #form { width: 70; max-width: 100%; height: auto; border: round $accent;
                          padding: 0 1; }
    NewGameScreen #grid { grid-size: 2; grid-columns: 16 1fr; grid-rows: 1; grid-gutter: 1 0;
                          height: auto; }
    NewGameScreen #title { text-style: bold; color: $accent; margin-bottom: 1; }
    NewGameScreen #error { color: $error; height: auto; }
    NewGameScreen #buttons { height: auto; margin-top: 1; align-horizontal: right; }
    NewGameScreen #buttons Button { margin-left: 1; }
    """
    BINDINGS = [Binding("escape", "back", "Back"), Binding("ctrl+s", "start", "Start")]

    def compose(self) -> ComposeResult:
        settings = self.app.settings
        prefs = self.app.preferences
        seed = "" if settings.seed is None else str(settings.seed)
        with Vertical(id="form"):
            yield Static("New game", id="title")
            with Grid(id="grid"):
                yield Label("Your name")
                yield Input(prefs.name or "You", id="name", max_length=16, compact=True)
                yield Label("Rivals")
                yield Select([(str(n), n) for n in range(1, 6)],
                             value=prefs.rivals if 1 <= prefs.rivals <= 5 else 3,
                             id="rivals",
                             allow_blank=False, compact=True)
                yield Label("Level")
                yield Select(LEVELS, value=pick(LEVELS, prefs.level, "normal"), id="level",
                             allow_blank=False,
                             compact=True)
                yield Label("Personalities")
                yield Select(PERSONALITIES, value=pick(PERSONALITIES, prefs.personality, "random"),
                             id="personality",
                             allow_blank=False, compact=True)
                yield Label("Seed (optional)")
                yield Input(seed, id="seed", placeholder="random", type="integer",
                            compact=True)
                yield Label("Rivals' pace")
                yield Select(PACES, value=pick(PACES, settings.pace, "normal"), id="pace",
                             allow_blank=False,
                             compact=True)
                yield Label("Odds and hints")
                yield Checkbox("Show odds and hints", settings.show_odds, id="odds",
                               compact=True)
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Button("Back", id="back", compact=True)
                yield Button("Start (Ctrl+S)", id="start", variant="success", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.app.tune(self)
        self.query_one("#name", Input).focus()

    def options(self) -> NewGameOptions | None:
        seed_text = self.query_one("#seed", Input).value.strip()
        try:
            seed = int(seed_text) if seed_text else None
        except ValueError:
            self.query_one("#error", Static).update("The seed must be a whole number.")
            return None
        name = self.query_one("#name", Input).value.strip() or "You"
        return NewGameOptions(
            rivals=int(self.query_one("#rivals", Select).value),  # type: ignore[arg-type]
            level=str(self.query_one("#level", Select).value),
            personality=str(self.query_one("#personality", Select).value),
            name=name, seed=seed)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.action_back()

    def on_input_submitted(self) -> None:
        self.action_start()

    def action_start(self) -> None:
        options = self.options()
        if options is None:
            return
        self.app.settings.pace = str(self.query_one("#pace", Select).value)
        self.app.settings.show_odds = self.query_one("#odds", Checkbox).value
        self.app.save_preferences(name=options.name, rivals=options.rivals,
                                  level=options.level, personality=options.personality)

        def go(yes: bool | None = True) -> None:
            if not yes:
                return
            note = self.app.keep_previous_game()
            self.app.pop_screen()
            from ...screens.game_choice import GameChoiceScreen

            if isinstance(self.app.screen, GameChoiceScreen):
                self.app.pop_screen()
            self.app.start_game(options)
            if note:
                self.app.notify(note)

        unfinished = self.app.unfinished_autosave()
        if unfinished is None:
            go()
            return
        from ...screens.modals import YesNoModal

        try:
            what, slot = self.app.previous_plan()
        except Exception:
            what, slot = "keep", "previous"
        if what == "saved":
            where = f"is already saved in the Load list as “{slot}”."
        else:
            where = f"stays in the Load list as “{slot}”."
        self.app.push_screen(YesNoModal(
            "Start a new game?", f"Your game in progress ({unfinished}) {where}", "Start",
            "Cancel"), go)

    def action_back(self) -> None:
        self.app.pop_screen()
