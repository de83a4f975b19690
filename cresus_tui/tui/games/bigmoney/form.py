"""Big Money's New game form: your name, 1–4 rivals (2–5 players, B-1.1), their level (or a
mix), personalities, their names, an optional seed, the pace and the odds setting. The
buttons, keys and the "start over an unfinished game?" question are Crésus's form's."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Grid, Horizontal, Vertical
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from cresus_tui.play.bigmoney.session import RIVAL_NAMES, NewGameOptions

from ..cresus.form import PACES, NewGameScreen, pick

LEVELS = [("Easy", "easy"), ("Normal", "normal"), ("Hard", "hard"),
          ("Mixed: easy, normal, hard…", "mixed")]
PERSONALITIES = [("Random, one each", "random"), ("None (plain)", ""),
                 ("Flambeur — buys more", "flambeur"), ("Joueur — loves stocks", "joueur"),
                 ("Rusé — waits for good cards", "ruse"),
                 ("Stratège — sector sets", "stratege")]
MIX = ("easy", "normal", "hard", "normal")


class BigMoneyNewGameScreen(NewGameScreen):
    def compose(self) -> ComposeResult:
        settings = self.app.settings
        prefs = self.app.preferences
        seed = "" if settings.seed is None else str(settings.seed)
        with Vertical(id="form"):
            yield Static("New game — Big Money", id="title")
            with Grid(id="grid"):
                yield Label("Your name")
                yield Input(prefs.name or "You", id="name", max_length=16, compact=True)
                yield Label("Rivals")
                yield Select([(str(n), n) for n in range(1, 5)],
                             value=prefs.rivals if 1 <= prefs.rivals <= 4 else 3,
                             id="rivals", allow_blank=False, compact=True)
                yield Label("Level")
                yield Select(LEVELS, value=pick(LEVELS, prefs.level, "normal"), id="level",
                             allow_blank=False, compact=True)
                yield Label("Personalities")
                yield Select(PERSONALITIES,
                             value=pick(PERSONALITIES, prefs.personality, "random"),
                             id="personality", allow_blank=False, compact=True)
                yield Label("Rivals' names")
                yield Input("", id="rival-names", placeholder=", ".join(RIVAL_NAMES),
                            max_length=80, compact=True)
                yield Label("Seed (optional)")
                yield Input(seed, id="seed", placeholder="random", type="integer",
                            compact=True)
                yield Label("Rivals' pace")
                yield Select(PACES, value=pick(PACES, settings.pace, "normal"), id="pace",
                             allow_blank=False, compact=True)
                yield Label("Odds and hints")
                yield Checkbox("Show odds and hints", settings.show_odds, id="odds",
                               compact=True)
            yield Static("You play first (seat 1); later seats start with more cash.",
                         id="note")
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Button("Back", id="back", compact=True)
                yield Button("Start (Ctrl+S)", id="start", variant="success", compact=True)
        yield Footer()

    def options(self) -> NewGameOptions | None:
        seed_text = self.query_one("#seed", Input).value.strip()
        try:
            seed = int(seed_text) if seed_text else None
        except ValueError:
            self.query_one("#error", Static).update("The seed must be a whole number.")
            return None
        name = self.query_one("#name", Input).value.strip() or "You"
        rivals = int(self.query_one("#rivals", Select).value)  # type: ignore[arg-type]
        level = str(self.query_one("#level", Select).value)
        raw = self.query_one("#rival-names", Input).value
        names = tuple(n.strip()[:16] for n in raw.split(",") if n.strip())
        return NewGameOptions(
            rivals=rivals, level="normal" if level == "mixed" else level,
            levels=MIX[:rivals] if level == "mixed" else (),
            personality=str(self.query_one("#personality", Select).value),
            name=name, seed=seed, rival_names=names)
