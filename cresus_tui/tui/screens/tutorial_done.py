"""The end of a tutorial: the coach's summary, the rules the lesson taught (their ids and
titles), and the way back to the Tutorials list or on to the next lesson."""

from __future__ import annotations

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Label, Static

from cresus_tui.play.cresus.tutorial import Tutorial
from cresus_tui.play.rulebook import rule_order
from cresus_tui.tutorials import LESSONS

from ..widgets.coach_panel import as_text
from .rules import rule_titles


class TutorialDoneScreen(Screen):
    DEFAULT_CSS = """
    TutorialDoneScreen { align: center middle; }
    TutorialDoneScreen #box { width: 76; max-width: 100%; height: auto; max-height: 100%;
                              border: round $success; padding: 0 1; }
    TutorialDoneScreen #title { text-style: bold; color: $success; width: 100%; }
    TutorialDoneScreen #body { height: auto; max-height: 14; }
    TutorialDoneScreen #buttons { height: auto; margin-top: 1; }
    TutorialDoneScreen #buttons Button { margin-right: 1; }
    """
    BINDINGS = [Binding("escape", "board", "Back to the board"),
                Binding("n", "next_lesson", "Next lesson"),
                Binding("t", "tutorials", "Tutorials")]

    def __init__(self, tutorial: Tutorial) -> None:
        super().__init__()
        self.tutorial = tutorial
        ids = [lesson.id for lesson in LESSONS]
        i = ids.index(tutorial.lesson.id) if tutorial.lesson.id in ids else len(ids)
        self.next_lesson = LESSONS[i + 1] if i + 1 < len(LESSONS) else None

    def compose(self) -> ComposeResult:
        titles = rule_titles()
        taught = "\n".join(f"  [b]{rid}[/b] {escape(titles.get(rid) or titles.get(rid.split('.')[0], ''))}".rstrip()
                           for rid in sorted(self.tutorial.taught(), key=rule_order))
        with Vertical(id="box"):
            yield Label(f"Lesson complete — {self.tutorial.lesson.title}", id="title")
            with VerticalScroll(id="body"):
                # the summary's own list of ids is replaced by the list with titles
                summary = self.tutorial.summary().split(" What you learned:")[0]
                yield Static(as_text(summary))
                yield Static(as_text("[b]Rules covered[/b] (look them up with `rules`):\n"
                                     + taught))
            with Horizontal(id="buttons"):
                yield Button("Back to Tutorials (t)", id="tutorials", variant="success",
                             compact=True)
                if self.next_lesson is not None:
                    # the key first: a long title is cut at the end, never the key
                    yield Button(f"(n) Next: {self.next_lesson.title}", id="next",
                                 compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#tutorials", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "next":
            self.action_next_lesson()
        else:
            self.action_tutorials()

    def action_board(self) -> None:
        self.app.pop_screen()

    def action_tutorials(self) -> None:
        self.app.back_to_tutorials()

    def action_next_lesson(self) -> None:
        if self.next_lesson is None:
            return
        self.app.back_to_tutorials().open_lesson(self.next_lesson.id)
