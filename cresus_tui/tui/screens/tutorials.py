"""The Tutorials list: every game's lessons (the registry's order) with a one-line summary,
marked done, or "resume" when one was left half way."""

from __future__ import annotations

import textwrap

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Footer, Label, OptionList, Static
from textual.widgets.option_list import Option

from cresus_tui.i18n import tr, tr_lazy
from cresus_tui.play.kits import every_lesson as lessons_by_game
from cresus_tui.play.kits import play_kit
from cresus_tui.play.progress import Progress, ProgressStore, open_lesson


def every_lesson() -> list:
    """Every game's lessons in the Tutorials list's order."""
    return [lesson for _, lesson in lessons_by_game()]


def game_of(lesson_id: str) -> str | None:
    """The id of the game whose lesson ``lesson_id`` is, or None for an unknown lesson."""
    return next((game for game, lesson in lessons_by_game() if lesson.id == lesson_id), None)


SUMMARY_WIDTH = 68
"""A lesson's summary is wrapped to lines of this width (80-column terminal)."""


class TutorialsScreen(Screen):
    DEFAULT_CSS = """
    TutorialsScreen { align: center middle; }
    TutorialsScreen #box { width: 90; max-width: 100%; height: auto; max-height: 100%; }
    TutorialsScreen #title { text-style: bold; color: $accent; }
    TutorialsScreen #intro { color: $text-muted; }
    TutorialsScreen OptionList { height: auto; max-height: 18; }
    TutorialsScreen #note { height: auto; color: $warning; }
    """
    BINDINGS = [Binding("escape", "back", tr_lazy("Back")),
                Binding("r", "restart", tr_lazy("Restart lesson"))]

    def compose(self) -> ComposeResult:
        with Vertical(id="box"):
            yield Label(tr("Tutorials"), id="title")
            yield Static(tr("Short guided lessons in scripted games. Enter starts (or resumes) "
                            "the highlighted one; r restarts it."), id="intro")
            yield OptionList(id="lessons")
            yield Static("", id="note")
        yield Footer()

    def on_mount(self) -> None:
        self.store = ProgressStore(self.app.settings.data_dir)
        self.fill()
        self.query_one(OptionList).focus()

    def on_screen_resume(self) -> None:
        self.fill()

    def fill(self) -> None:
        progress = self.store.read()
        lessons = self.query_one(OptionList)
        keep = lessons.highlighted
        lessons.clear_options()
        for i, lesson in enumerate(every_lesson(), start=1):
            lessons.add_option(Option(Content.from_markup(self.describe(i, lesson, progress)),
                                      id=lesson.id))
        lessons.highlighted = keep if keep is not None else self.first_open(progress)
        self.query_one("#note", Static).update(escape(self.store.last_error))

    @staticmethod
    def first_open(progress: Progress) -> int:
        """The first lesson not done yet (the list starts there)."""
        for i, lesson in enumerate(every_lesson()):
            if lesson.id not in progress.done:
                return i
        return 0

    @staticmethod
    def describe(n: int, lesson, progress: Progress) -> str:
        if lesson.id in progress.saved:
            state = progress.saved[lesson.id]
            total = len(lesson.steps)
            where = tr("step {n}/{total}").format(n=state.step + 1, total=total) if total \
                else tr("under way")
            mark = tr("[b $warning]resume ({where})[/]").format(where=where)
        elif lesson.id in progress.done:
            mark = tr("[b $success]✓ done[/]")
        else:
            mark = ""
        # wrapped, never cut: the whole summary reads at 80 columns; a lesson's title and summary
        # are English msgids or tr_lazy constants: both read in the current language
        summary = "\n   ".join(textwrap.wrap(tr(str(lesson.summary)), SUMMARY_WIDTH))
        return (f"[b]{n}. {escape(tr(str(lesson.title)))}[/] {mark}\n"
                f"   [dim]{escape(summary)}[/]")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.open_lesson(event.option.id or every_lesson()[0].id)

    def action_restart(self) -> None:
        lessons = self.query_one(OptionList)
        if lessons.highlighted is not None:
            lesson_id = every_lesson()[lessons.highlighted].id
            self.store.forget(lesson_id)
            self.open_lesson(lesson_id)

    def open_lesson(self, lesson_id: str) -> None:
        """Resume the lesson's saved state, or start it afresh (also when the saved state no
        longer replays)."""
        game = game_of(lesson_id)
        kit = play_kit(game) if game is not None else None
        if kit is None or kit.tutorial is None:
            self.notify(tr("This lesson is not installed."), severity="warning")
            return
        tutorial, how = open_lesson(kit.tutorial, lesson_id, self.store)
        if how == "dropped":
            self.notify(tr("The saved progress of this lesson no longer fits it: starting "
                           "again from the beginning."), severity="warning")
        self.app.open_tutorial(tutorial, how == "resumed")

    def action_back(self) -> None:
        self.app.pop_screen()
