"""The end of a lesson, for every game: the coach's whole closing words (how the game ended and
why its winner won, when it did), the rules the lesson taught under the titles of their
sections in the game's rule book, and the way back to the Tutorials list or on to the next
lesson. The words scroll (↑ ↓, Page Up/Down, the mouse) when they are longer than the
terminal is tall."""

from __future__ import annotations

import re

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Label, Static

from cresus_tui.i18n import tr, tr_lazy, tr_lazy_p
from cresus_tui.play.kits import every_lesson
from cresus_tui.play.rulebook import covered_by_title, rule_order

from ..widgets.coach_panel import as_text

LEARNED = re.compile(r"\s*What you learned:.*?Look them up any time with `rules`\.", re.S)
"""The closing words' own one-sentence list of the rules taught (``play.lesson_words``): the
screen lists them one title a line instead."""

CHROME = 6
"""Rows around the closing words: the footer, the box's border, the title, the buttons and
the gap above them."""


def closing_parts(summary: str) -> list[str]:
    """A runner's closing words without their sentence of rules taught, in paragraphs: what
    came before it, and what came after (why the winner won …); empty parts left out."""
    found = LEARNED.search(summary)
    parts = [summary[:found.start()], summary[found.end():]] if found else [summary]
    return [p.strip() for p in parts if p.strip()]


def taught_lines(game_id: str, rule_ids) -> list[str]:
    """One line a rules section: its title in bold, then the ids it holds, in rule order
    (``  **Dividends** — F-12.1, F-12.4``)."""
    out = []
    for title, ids in covered_by_title(game_id, sorted(rule_ids, key=rule_order)):
        out.append(f"  [b]{escape(title)}[/b] — {', '.join(ids)}" if title not in ids
                   else f"  [b]{escape(title)}[/b]")
    return out


class TutorialDoneScreen(Screen):
    """``tutorial`` (any game's runner) just finished."""

    DEFAULT_CSS = """
    TutorialDoneScreen { align: center middle; }
    TutorialDoneScreen #box { width: 76; max-width: 100%; height: auto; max-height: 100%;
                              border: round $success; padding: 0 1; }
    TutorialDoneScreen #title { text-style: bold; color: $success; width: 100%; }
    TutorialDoneScreen #body { height: auto; max-height: 18; }
    TutorialDoneScreen #body > Static { margin-bottom: 1; }
    TutorialDoneScreen #buttons { height: auto; margin-top: 1; }
    TutorialDoneScreen #buttons Button { margin-right: 1; }
    """
    BINDINGS = [Binding("escape", "board", tr_lazy("Back to the board")),
                Binding("n", "next_lesson", tr_lazy("Next lesson")),
                Binding("t", "tutorials", tr_lazy_p("footer", "Tutorials")),
                Binding("up", "scroll(-1)", "Scroll", show=False),
                Binding("down", "scroll(1)", "Scroll", show=False),
                Binding("pageup", "page(-1)", "Page up", show=False),
                Binding("pagedown", "page(1)", "Page down", show=False)]

    def __init__(self, tutorial) -> None:
        super().__init__()
        self.tutorial = tutorial
        self.game_id = tutorial.session.spec.id
        lessons = [lesson for _, lesson in every_lesson()]
        ids = [lesson.id for lesson in lessons]
        i = ids.index(tutorial.lesson.id) if tutorial.lesson.id in ids else len(ids)
        self.next_lesson = lessons[i + 1] if i + 1 < len(lessons) else None

    def compose(self) -> ComposeResult:
        taught = taught_lines(self.game_id, self.tutorial.taught())
        with Vertical(id="box"):
            yield Label(tr("Lesson complete — {title}").format(
                title=escape(tr(str(self.tutorial.lesson.title)))), id="title")
            with VerticalScroll(id="body"):
                parts = closing_parts(self.tutorial.summary())
                if parts:
                    yield Static(as_text(parts[0]), id="closing")
                yield Static(as_text(tr("[b]What you learned[/b] (look a rule up with "
                                        "`rules <id>`):") + "\n" + "\n".join(taught)),
                             id="taught")
                for k, part in enumerate(parts[1:]):
                    yield Static(as_text(part), id=f"after-{k}")
            with Horizontal(id="buttons"):
                yield Button(tr("Back to Tutorials (t)"), id="tutorials", variant="success",
                             compact=True)
                if self.next_lesson is not None:
                    # the key first: a long title is cut at the end, never the key
                    yield Button(tr("(n) Next: {title}").format(title=self.next_lesson.title),
                                 id="next",
                                 compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.fit()
        self.query_one("#tutorials", Button).focus()

    def on_resize(self) -> None:
        self.fit()

    def fit(self) -> None:
        """The closing words take the rows the terminal has left; they scroll beyond."""
        self.query_one("#body").styles.max_height = max(3, self.size.height - CHROME)

    def action_scroll(self, lines: int) -> None:
        self.query_one("#body", VerticalScroll).scroll_relative(y=lines, animate=False)

    def action_page(self, direction: int) -> None:
        body = self.query_one("#body", VerticalScroll)
        body.scroll_page_up(animate=False) if direction < 0 else \
            body.scroll_page_down(animate=False)

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
