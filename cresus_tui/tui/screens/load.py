"""The Load screen: every save slot, newest first. A damaged slot names its file and fault and
offers its good earlier save (``DamagedSave.fallback``); a file from a newer version is listed
as such and refused with a clear message."""

from __future__ import annotations

from rich.markup import escape
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from cresus_tui.games.protocol import GameWords
from cresus_tui.games.registry import GAMES
from cresus_tui.games.typed import escape_brackets
from cresus_tui.i18n import tr, tr_lazy

def seat_words(game: str, seat) -> str:
    """A seat of a save's summary in the game's own words (its registry entry's
    ``words.seat_line``: "Ana 30 Z/2c")."""
    spec = GAMES.get(game)
    return (spec.words if spec is not None else GameWords()).seat_line(seat)


class LoadScreen(Screen):
    DEFAULT_CSS = """
    LoadScreen { align: center middle; }
    LoadScreen #box { width: 90; max-width: 100%; height: auto; max-height: 100%; }
    LoadScreen #title { text-style: bold; color: $accent; }
    LoadScreen OptionList { height: auto; max-height: 16; }
    LoadScreen #error { color: $error; height: auto; }
    """
    BINDINGS = [Binding("escape", "back", tr_lazy("Back")),
                Binding("d", "delete", tr_lazy("Delete")),
                Binding("r", "rename", tr_lazy("Rename"))]

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Label(tr("Load a game"), id="title")
            yield OptionList(id="slots")
            yield Static("", id="error")
        yield Footer()

    def on_mount(self) -> None:
        self.fill()
        self.query_one(OptionList).focus()

    def fill(self) -> None:
        import saves

        self.entries = saves.list_saves(self.app.settings.data_dir)
        slots = self.query_one(OptionList)
        slots.clear_options()
        for i, e in enumerate(self.entries):
            # every entry can be picked: a file that cannot open says why
            slots.add_option(Option(Text.from_markup(self.describe(e)), id=str(i)))
        if not self.entries:
            self.query_one("#error", Static).update(tr("There is no saved game yet."))
        else:
            slots.highlighted = 0

    def describe(self, e) -> str:
        if e.status == "newer-version" and e.game and e.game not in GAMES:
            return f"[b]{escape(e.slot)}[/] " + tr(
                "[yellow]a game of {game}, which this version does not have — update the game "
                "to load it[/]").format(game=escape(e.game))
        if e.status == "newer-version":
            said = tr("[yellow]made by Crésus {version} with a newer save format ({schema}) — "
                      "update the game to load it[/]") if e.game_version else \
                tr("[yellow]made with a newer save format ({schema}) — update the game to load "
                   "it[/]")
            return f"[b]{escape(e.slot)}[/] " + said.format(
                version=escape(e.game_version or ""), schema=e.schema)
        if e.status != "ok":
            text = (f"[b]{escape(e.slot)}[/] "
                    + tr("[red]damaged: {fault}[/]").format(fault=escape(e.fault))
                    + f"\n  [dim]{escape(e.path)}[/]")
            if e.fallback is not None:
                when = e.fallback_saved_at[:16].replace("T", " ")
                text += "\n  " + tr("[b green]Load the earlier save (generation {n}, saved at "
                                    "{when})[/]").format(n=e.fallback, when=when)
            else:
                text += "\n  " + tr("[dim]No good earlier save of this slot.[/]")
            return text
        h = e.header
        when = e.saved_at[:16].replace("T", " ")
        if h is None:
            return f"[b]{escape(e.slot)}[/] {when}"
        seats = ", ".join(seat_words(h.game, s) for s in h.seats)
        spec = GAMES.get(h.game)
        phase = spec.words.phase(h.phase) if spec is not None else h.phase
        word = tr(spec.turn_word) if spec is not None else tr("turn")  # Big Money: rounds
        state = tr("over") if h.over else f"{word} {h.turn}, {phase}"
        game = escape(spec.name if spec is not None else h.game)
        seats = escape_brackets(seats)
        return (f"[b]{escape(e.slot)}[/] · {game} · {state} · {when}\n"
                f"  [dim]{seats}[/]")

    def explain(self, e) -> str:
        """The full sentence for the highlighted entry: the file and its fault."""
        if e.status == "newer-version" and e.game and e.game not in GAMES:
            return tr("The save file {path} holds a game of {game}, which this version does "
                      "not have. Update the game to load it; the file is left as it is.").format(
                path=e.path, game=e.game)
        if e.status == "newer-version":
            said = tr("The save file {path} was written by Crésus {version} in save format "
                      "{schema}, newer than this version reads. Update the game to load it; the "
                      "file is left as it is.") if e.game_version else \
                tr("The save file {path} was written in save format {schema}, newer than this "
                   "version reads. Update the game to load it; the file is left as it is.")
            return said.format(path=e.path, version=e.game_version or "", schema=e.schema)
        if e.status == "damaged":
            text = tr("The save file {path} is damaged: {fault}.").format(path=e.path,
                                                                         fault=e.fault)
            if e.fallback is not None:
                text += " " + tr("Enter loads the earlier good save instead.")
            else:
                text += " " + tr("There is no earlier good save of “{slot}”.").format(slot=e.slot)
            return text
        return ""

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        e = self.entries[int(event.option.id or 0)]
        self.query_one("#error", Static).update(escape(self.explain(e)))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        e = self.entries[int(event.option.id or 0)]
        generation = e.generation
        if e.status == "damaged":
            if e.fallback is None:
                self.query_one("#error", Static).update(escape(self.explain(e)))
                return
            generation = e.fallback
        elif e.status != "ok":
            self.query_one("#error", Static).update(escape(self.explain(e)))
            return
        error = self.app.resume(e.slot, generation)
        if error:
            # a file found damaged only now was moved aside: list the slots again, so its
            # earlier save is offered
            self.fill()
            self.query_one("#error", Static).update(escape(error))

    def highlighted_entry(self):
        slots = self.query_one(OptionList)
        if slots.highlighted is None or not self.entries:
            return None
        return self.entries[int(slots.get_option_at_index(slots.highlighted).id or 0)]

    def action_delete(self) -> None:
        """d: delete the highlighted slot and its earlier saves, after a yes."""
        from .modals import YesNoModal

        e = self.highlighted_entry()
        if e is None:
            return

        def done(yes: bool | None) -> None:
            if not yes:
                return
            import saves

            try:
                saves.delete_save(e.slot, self.app.settings.data_dir)
            except Exception as exc:
                self.say(tr("Could not delete “{slot}”: {reason}").format(
                    slot=e.slot, reason=getattr(exc, "message", exc)))
                return
            self.fill()
            self.say(tr("Deleted “{slot}”.").format(slot=e.slot))

        self.app.push_screen(YesNoModal(
            tr("Delete “{slot}”?").format(slot=e.slot),
            tr("The save and its earlier copies are removed for good."), tr("Delete"),
            tr("Keep")), done)

    def action_rename(self) -> None:
        """r: rename the highlighted slot (a good save only)."""
        e = self.highlighted_entry()
        if e is None:
            return
        if e.status != "ok":
            self.say(tr("Only a good save can be renamed."))
            return

        def done(name: str | None) -> None:
            if name:
                self.say(self.rename(e.slot, name))

        self.app.push_screen(RenameModal(e.slot), done)

    def rename(self, old: str, new: str) -> str:
        """Save the game of ``old`` as ``new`` (story kept), then delete ``old``. Returns a
        sentence; nothing changes when ``new`` is taken or not a valid name."""
        import saves

        data_dir = self.app.settings.data_dir
        try:
            saves.check_slot(new)
            if new in {e.slot for e in saves.list_saves(data_dir)}:
                return tr("“{name}” is taken: choose another name.").format(name=new)
            loaded = saves.load_game(old, data_dir)
            saves.save_game(loaded.game, new, data_dir=data_dir,
                            story=getattr(loaded, "story", ()))
            saves.delete_save(old, data_dir)
        except Exception as exc:
            return tr("Could not rename “{old}”: {reason}").format(
                old=old, reason=getattr(exc, "message", exc))
        self.fill()
        return tr("Renamed “{old}” to “{new}”.").format(old=old, new=new)

    def say(self, text: str) -> None:
        self.query_one("#error", Static).update(escape(text))

    def action_back(self) -> None:
        self.app.pop_screen()


class RenameModal(ModalScreen[str | None]):
    """The new name of a save slot: letters, digits, spaces, - and _ (40 at most)."""

    DEFAULT_CSS = """
    RenameModal { align: center middle; background: $background 60%; }
    RenameModal #dialog { width: 60; max-width: 96%; height: auto; border: thick $accent;
                          background: $surface; padding: 0 1; }
    """
    BINDINGS = [Binding("escape", "cancel", tr_lazy("Cancel"))]

    def __init__(self, slot: str) -> None:
        super().__init__()
        self.slot = slot

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Label(tr("Rename “{slot}” to:").format(slot=self.slot))
            yield Input(self.slot, id="name", max_length=40)
            yield Static(tr("[dim]Enter renames, Esc cancels.[/]"))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip() or None)

    def action_cancel(self) -> None:
        self.dismiss(None)
