"""The New game form, one for every game: titled with the game's name, it asks your name, the
other people at this screen (pass-and-play: names with commas; then 0 rivals is allowed), the
number of rivals, their level, the questions the game's own New game asks (``PlayKit.asks``:
personalities, the rivals' names — as many as there are rivals), an optional seed, the rivals'
pace and, for a game that answers `odds` and `hint`, whether they answer. The answers become
the game's New game answers type (``NewGameAsks.answers``); the last ones are remembered.

The terminal cursor stays on the focused field (the app's `CursorOnFocus`: a screen reader
follows it)."""

from __future__ import annotations

from rich.markup import escape
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from cresus_tui.games.registry import get_game
from cresus_tui.i18n import tr, tr_lazy
from cresus_tui.play.kits import PACES, people_names, play_kit


def pick(options, value, default):
    """``value`` when it is one of the options' values (a preference may be stale), else
    ``default``."""
    return value if any(v == value for _, v in options) else default


class NewGameScreen(Screen):
    """The New game form of ``game_id`` (a registered game with a play kit)."""

    DEFAULT_CSS = """
    NewGameScreen { align: center middle; }
    NewGameScreen #form { width: 72; max-width: 100%; height: auto; max-height: 100%;
                          border: round $accent; padding: 0 1; overflow-y: auto; }
    NewGameScreen #grid { grid-size: 2; grid-columns: 16 1fr; grid-rows: 1; grid-gutter: 1 0;
                          height: auto; }
    NewGameScreen #title { text-style: bold; color: $accent; }
    NewGameScreen #intro { color: $text-muted; height: auto; margin-bottom: 1; }
    NewGameScreen #error { color: $error; height: auto; }
    NewGameScreen #buttons { height: auto; margin-top: 1; align-horizontal: right; }
    NewGameScreen #buttons Button { margin-left: 1; }
    NewGameScreen.short #grid { grid-gutter: 0 0; }
    NewGameScreen.narrow #grid { grid-size: 1; grid-columns: 1fr; grid-gutter: 0; }
    NewGameScreen.narrow #intro { display: none; }
    """
    BINDINGS = [Binding("escape", "back", tr_lazy("Back")),
                Binding("ctrl+s", "start", tr_lazy("Start"))]

    def __init__(self, game_id: str) -> None:
        super().__init__()
        self.game_id = game_id
        self.spec = get_game(game_id)
        self.kit = play_kit(game_id)
        self.asks = self.kit.asks
        fields = {f for f in getattr(self.kit.options, "__struct_fields__", ())}
        self.has_personality = bool(self.asks.personalities) and "personality" in fields
        self.has_names = "rival_names" in fields
        self.has_people = "people" in fields
        """The game seats several people at one screen (pass-and-play)."""

    # ---- the form ---------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        settings = self.app.settings
        prefs = self.app.preferences
        asks = self.asks
        lo, hi = asks.rivals
        rivals = prefs.rivals if lo <= prefs.rivals <= hi else min(max(3, lo), hi)
        people = settings.people[1:] if len(settings.people) > 1 and self.has_people else ()
        if people:  # `cresus --people`: everyone seated, no rivals unless asked
            rivals = 0
        seed = "" if settings.seed is None else str(settings.seed)
        with Vertical(id="form"):
            yield Static(tr("New game — {game}").format(game=escape(self.spec.name)), id="title")
            if asks.intro:
                yield Static(escape(tr(asks.intro)), id="intro")
            with Grid(id="grid"):
                yield Label(tr("Your name"))
                mine = prefs.name if prefs.name and prefs.name != "You" else tr("You")
                yield Input(settings.people[0] if people else mine, id="name",
                            max_length=16, compact=True)
                if self.has_people:
                    yield Label(tr("Other people"))
                    yield Input(", ".join(people), id="people", max_length=120, compact=True,
                                placeholder=tr("names with commas, to play at this screen"))
                yield Label(tr("Rivals"))
                first = min(lo, 0) if self.has_people else lo
                yield Select([(self.rivals_label(n), n) for n in range(first, hi + 1)],
                             value=rivals, id="rivals", allow_blank=False, compact=True)
                yield Label(tr("Level"))
                levels = [(tr(label), value) for label, value in asks.levels]
                yield Select(levels, value=pick(asks.levels, prefs.level, "normal"),
                             id="level", allow_blank=False, compact=True)
                if self.has_personality:
                    yield Label(tr("Personalities"))
                    yield Select([(tr(label), value) for label, value in asks.personalities],
                                 value=pick(asks.personalities, prefs.personality, "random"),
                                 id="personality", allow_blank=False, compact=True)
                if self.has_names:
                    yield Label(tr("Rivals' names"))
                    yield Input("", id="rival-names", max_length=120, compact=True,
                                placeholder=self.names_hint(rivals))
                yield Label(tr("Seed (optional)"))
                yield Input(seed, id="seed", placeholder=tr("random"), type="integer",
                            compact=True)
                yield Label(tr("Rivals' pace"))
                yield Select([(tr(label), value) for label, value in PACES],
                             value=pick(PACES, settings.pace, "normal"), id="pace",
                             allow_blank=False, compact=True)
                if asks.odds:
                    yield Label(tr("Odds and hints"))
                    yield Checkbox(tr("Show odds and hints"), settings.show_odds, id="odds",
                                   compact=True)
            yield Static("", id="error")
            with Horizontal(id="buttons"):
                yield Button(tr("Back"), id="back", compact=True)
                yield Button(tr("Start (Ctrl+S)"), id="start", variant="success", compact=True)
        yield Footer()

    def rivals_label(self, n: int) -> str:
        if n == 0:
            return tr("0 (people only)")
        return tr("{n} ({players} players)").format(n=n, players=n + 1) if self.asks.players \
            else str(n)

    def names_hint(self, rivals: int) -> str:
        """The default names of ``rivals`` rivals, as the names field's placeholder."""
        return ", ".join(self.asks.names_for(rivals)) or tr("default names")

    def on_mount(self) -> None:
        self.app.tune(self)
        self.on_resize()
        self.query_one("#name", Input).focus()

    def on_resize(self) -> None:
        """Below 30 rows the fields sit one under the other with no gap; below 50 columns
        each label is above its field."""
        self.set_class(self.size.height < 30, "short")
        self.set_class(self.size.width < 50, "narrow")

    @on(Select.Changed, "#rivals")
    def _rivals_changed(self, event: Select.Changed) -> None:
        if self.has_names and isinstance(event.value, int):
            self.query_one("#rival-names", Input).placeholder = self.names_hint(event.value)

    # ---- the answers ------------------------------------------------------------------------

    def value(self, field: str, default=None):
        """The value of the field ``#field``, or ``default`` when the form has no such field."""
        found = self.query(f"#{field}")
        return found.first().value if found else default

    def options(self):
        """The game's New game answers from the form, or None (and the reason shown) when a
        value does not read."""
        seed_text = self.query_one("#seed", Input).value.strip()
        try:
            seed = int(seed_text) if seed_text else None
        except ValueError:
            self.query_one("#error", Static).update(tr("The seed must be a whole number."))
            return None
        raw = str(self.value("rival-names", ""))
        names = tuple(n.strip() for n in raw.split(",") if n.strip())
        name = self.query_one("#name", Input).value.strip() or tr("You")
        most = self.spec.max_players
        seated = people_names(", ".join([name, str(self.value("people", ""))]), most + 1)
        people = seated[1:]
        rivals = int(self.value("rivals"))
        error = ""
        if not people and rivals < 1:
            error = tr("Choose at least one rival, or name another person at this screen.")
        elif 1 + len(people) + rivals > most:
            error = tr("At most {most} players: {people} people and {rivals} rivals are too "
                       "many.").format(most=most, people=1 + len(people), rivals=rivals)
        if error:
            self.query_one("#error", Static).update(escape(error))
            return None
        return self.asks.answers(
            self.kit.options, rivals=rivals,
            level=str(self.value("level")), personality=str(self.value("personality", "random")),
            rival_names=names, name=name, seed=seed, people=people)

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
        self.app.settings.pace = str(self.value("pace"))
        self.app.settings.show_odds = bool(self.value("odds", self.app.settings.show_odds))
        self.app.save_preferences(name=getattr(options, "name", "You"),
                                  rivals=max(1, int(self.value("rivals"))),
                                  level=str(self.value("level")),
                                  personality=str(self.value("personality",
                                                             self.app.preferences.personality)))

        def go(yes: bool | None = True) -> None:
            if not yes:
                return
            note = self.app.keep_previous_game()
            self.app.back_to_menu()  # this form and the game choice under it
            self.app.start_game(options)
            if note:
                self.app.notify(note)

        unfinished = self.app.unfinished_autosave()
        if unfinished is None:
            go()
            return
        from .modals import YesNoModal

        try:
            what, slot = self.app.previous_plan()
        except Exception:  # noqa: BLE001 - the question still asks, with the usual slot
            what, slot = "keep", "previous"
        if what == "saved":
            said = tr("Your game in progress ({game}) is already saved in the Load list as "
                      "“{slot}”.")
        else:
            said = tr("Your game in progress ({game}) stays in the Load list as “{slot}”.")
        self.app.push_screen(YesNoModal(
            tr("Start a new game?"), said.format(game=unfinished, slot=slot), tr("Start"),
            tr("Cancel")), go)

    def action_back(self) -> None:
        self.app.pop_screen()
