"""The coach of a tutorial: the current step's text, its number, and the coach's answers
(explanations of a wrong action, hints, comments) set apart in their own colour."""

from __future__ import annotations

import re

from rich.markup import escape
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import Static

from cresus_tui.i18n import tr


def coach_markup(text: str) -> str:
    """A tutorial text (Rich markup with `code` spans) → Rich markup; the spans, which are
    commands to type, in bold accent."""
    return re.sub(r"`([^`]*)`", lambda m: f"[b $accent]{escape(m.group(1))}[/]", text)


def as_text(text: str) -> Content:
    """A tutorial text as Textual content (its markup knows the theme's $variables)."""
    try:
        return Content.from_markup(coach_markup(text))
    except Exception:  # a markup slip in a lesson must not break the screen
        return Content(text)


class CoachPanel(VerticalScroll, can_focus=False):
    DEFAULT_CSS = """
    CoachPanel { border: round $success; height: auto; max-height: 11; padding: 0 1;
                 border-title-color: $success; border-subtitle-color: $text-muted;
                 scrollbar-size-vertical: 1; }
    CoachPanel #coach-step { height: auto; }
    CoachPanel #coach-says { height: auto; color: $warning; display: none;
                             margin-bottom: 1; }
    CoachPanel #coach-says.shown { display: block; }
    CoachPanel #coach-says.ok { color: $success; }
    """

    def compose(self) -> ComposeResult:
        """The coach's answer to the last command first (what just happened), then the step
        to do now; both read from their start."""
        yield Static("", id="coach-says")
        yield Static("", id="coach-step")

    def show_step(self, title: str, number: tuple[int, int], text: str, read_only: bool) -> None:
        """The step ``number`` = (n, total; total 0 for a coached game) of the lesson."""
        n, total = number
        self.border_title = tr("Coach — {title}").format(title=title)
        where = tr("step {n}/{total}").format(n=n, total=total) if total else \
            tr("decision {n}").format(n=n)
        self.border_subtitle = f"{where} · " + (tr("Enter: next") if read_only else
                                                 tr("hint: what to type"))
        self.query_one("#coach-step", Static).update(as_text(text))
        self.scroll_home(animate=False)

    def say(self, messages: list[str], ok: bool = False) -> None:
        """The coach's answer to the last command (empty: nothing to say)."""
        says = self.query_one("#coach-says", Static)
        says.update(as_text("\n".join(messages)) if messages else "")
        says.set_class(bool(messages), "shown")
        says.set_class(ok, "ok")
        self.call_after_refresh(self.scroll_home, animate=False)
