"""FOR-EX's New game form: your name, 1–5 rivals (2–6 players), their level (one for all or
mixed), their names (optional), an optional seed and the rivals' pace."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, Select, Static

from cresus_tui.play.forex.session import RIVAL_NAMES, NewGameOptions

LEVELS = [("Easy", "easy"), ("Normal", "normal"), ("Hard", "hard"),
          ("Mixed (easy, normal, hard…)", "mixed")]
PACES = [("Instant", "instant"), ("Normal", "normal"), ("Slow", "slow")]
MIXED = ("easy", "normal", "hard")


def pick(options: list[tuple[str, str]], value: str, default: str) -> str:
    return value if any(v == value for _, v in options) else default


class ForexNewGameScreen(Screen):
    DEFAULT_CSS = """
    ForexNewGameScreen { align: center middle; overflow-y: auto; }
    ForexNewGameScreen #form { width: 72; max-width: 100%; height: auto; border: round $accent;
                               padding: 0 1; }
    ForexNewGameScreen #grid { grid-size: 2; grid-columns: 16 1fr; grid-rows: 1;
                               grid-gutter: 1 0; height: auto; }
    ForexNewGameScreen #title { text-style: bold; color: $accent; }
    ForexNewGameScreen #intro { color: $text-muted; height: auto; margin-bottom: 1; }
    ForexNewGameScreen #error { color: $error; height: auto; }
    ForexNewGameScreen #buttons { height: auto; margin-top: 1; align-horizontal: right; }
    ForexNewGameScreen #buttons Button { margin-left: 1; }
    """
    BINDINGS = [Binding("escape", "back", "Back"), Binding("ctrl+s", "start", "Start")]

    def compose(self) -> ComposeResult:
        settings = self.app.settings
        prefs = self.app.preferences
        seed = "" if settings.seed is None else str(settings.seed)
        with Vertical(id="form"):
            yield Static("New game — FOR-EX", id="title")
            yield Static("Seven currencies, one queue of contracts; the richest in the "
                         "Strongest currency wins. You are P1.", id="intro")
            with Grid(id="grid"):
                yield Label("Your name")
                yield Input(prefs.name or "You", id="name", max_length=16, compact=True)
                yield Label("Rivals")
                yield Select([(f"{n} ({n + 1} players)", n) for n in range(1, 6)],
                             value=prefs.rivals if 1 <= prefs.rivals <= 5 else 3,
                             id="rivals", allow_blank=False, compact=True)
                yield Label("Level")
                yield Select(LEVELS, value=pick(LEVELS, prefs.level, "normal"), id="level",
                             allow_blank=False, compact=True)
                yield Label("Rivals' names")
                yield Input("", id="names", placeholder=", ".join(RIVAL_NAMES[:3]) + "…",
                            compact=True)
                yield Label("Seed (optional)")
                yield Input(seed, id="seed", placeholder="random", type="integer",
                            compact=True)
                yield Label("Rivals' pace")
                yield Select(PACES, value=pick(PACES, settings.pace, "normal"), id="pace",
                             allow_blank=False, compact=True)
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
        rivals = int(self.query_one("#rivals", Select).value)  # type: ignore[arg-type]
        level = str(self.query_one("#level", Select).value)
        levels = tuple(MIXED[i % 3] for i in range(rivals)) if level == "mixed" else ()
        names = tuple(n.strip() for n in self.query_one("#names", Input).value.split(",")
                      if n.strip())
        return NewGameOptions(rivals=rivals, level="normal" if level == "mixed" else level,
                              levels=levels, rival_names=names[:rivals],
                              name=self.query_one("#name", Input).value.strip() or "You",
                              seed=seed)

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
        level = str(self.query_one("#level", Select).value)
        self.app.save_preferences(name=options.name, rivals=options.rivals, level=level)

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

        self.app.push_screen(YesNoModal(
            "Start a new game?",
            f"Your game in progress ({unfinished}) stays in the Load list as "
            "“previous”.", "Start", "Cancel"), go)

    def action_back(self) -> None:
        self.app.pop_screen()
