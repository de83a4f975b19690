"""Dialogues every game uses: a guarded modal and a yes/no question (a game's own dialogues
live in ``tui/games/<id>/dialogs.py``). Typed ``ModalScreen[...]`` that ``dismiss`` their
value; Escape closes with None (answer later by command or F2)."""

from __future__ import annotations

import re
import time

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from cresus_tui.i18n import tr, tr_lazy

MODAL_CSS = """
{cls} { align: center middle; background: $background 60%; }
{cls} #dialog { width: 74; max-width: 96%; height: auto; max-height: 96%;
               border: thick $accent; background: $surface; padding: 0 1; }
{cls} .title { text-style: bold; width: 100%; color: $accent; }
{cls} .buttons { height: auto; margin-top: 1; align-horizontal: right; }
{cls} .buttons Button { margin-left: 1; }
{cls} .note { color: $text-muted; }
{cls} .warning { color: $error; text-style: bold; height: auto; }
{cls} Input { margin: 1 0 0 0; }
"""


def _css(cls: str) -> str:
    return MODAL_CSS.replace("{cls}", cls)


class GuardedModal(ModalScreen):
    """A dialogue that ignores every key for ``settings.dialog_guard`` seconds after it opens:
    keys typed for the command line a moment earlier must not answer it. Nothing has the focus
    meanwhile (a focused button or field would take the keys first) and no key binding acts."""

    _guard_until = 0.0
    FORWARD_LETTERS = False
    """A letter that is no key of the dialogue closes it and starts a command on the command
    line (the game screen's dismiss callback hands ``typed`` over): a typist's `go tokyo` or
    `join` is not lost."""
    typed: str | None = None

    def on_key(self, event: events.Key) -> None:
        char = event.character or ""
        if self.typed is not None and event.key == "enter":  # the command typed, then Enter
            self.typed += "\n"
            event.stop()
            event.prevent_default()
            return
        if not self.FORWARD_LETTERS or not event.is_printable or not char:
            return
        if self.typed is not None:  # a command under way: every key belongs to it
            self.typed += char
        elif char.isalpha() and char not in {
                b.key for b in type(self).BINDINGS if isinstance(b, Binding)}:
            self.typed = char
            self.dismiss(None)
        else:
            return
        event.stop()
        event.prevent_default()

    @on(events.Mount)
    def _guard_keys(self) -> None:
        guard = getattr(self.app.settings, "dialog_guard", 0.0)
        if guard <= 0:
            return
        self._guard_until = time.monotonic() + guard
        self.AUTO_FOCUS = ""  # this instance only: focus comes when the guard ends
        self.set_timer(guard, self._unguard)

    def _unguard(self) -> None:
        target = type(self).AUTO_FOCUS
        if target and self.app.screen is self and self.focused is None:
            found = self.query(target)
            if found:
                found.first().focus()

    def guarded(self) -> bool:
        return time.monotonic() < self._guard_until

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return not self.guarded()

    def action_scroll_story(self, direction: int) -> None:
        """PgUp / PgDn page the story of the game under the dialogue."""
        for screen in reversed(self.app.screen_stack):
            if screen is not self and hasattr(screen, "action_scroll_story"):
                screen.action_scroll_story(direction)
                return



STORY_KEYS = [Binding("pageup", "scroll_story(-1)", tr_lazy("Story up"), show=False),
              Binding("pagedown", "scroll_story(1)", tr_lazy("Story down"), show=False)]


class YesNoModal(GuardedModal, ModalScreen[bool | None]):
    """A yes/no question (join an auction, use a card, answer an offer). Keys y / n."""

    DEFAULT_CSS = _css("YesNoModal")
    AUTO_FOCUS = "#yes"
    BINDINGS = [Binding("y", "answer(True)", tr_lazy("Yes")),
                Binding("n", "answer(False)", tr_lazy("No")),
                Binding("escape", "dismiss_none", tr_lazy("Later")), *STORY_KEYS]

    def __init__(self, title: str, body: str, yes: str = "", no: str = "") -> None:
        super().__init__()
        self.title_text, self.body = title, body
        self.yes, self.no = yes or tr("Yes"), no or tr("No")

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Label(self.title_text, classes="title")
            yield Static(Text.from_markup(re.sub(r"`([^`]*)`", r"[b]\1[/b]", self.body)))
            with Horizontal(classes="buttons"):
                yield Button(f"{self.yes} (y)", id="yes", variant="success", compact=True)
                yield Button(f"{self.no} (n)", id="no", variant="error", compact=True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)

    def action_dismiss_none(self) -> None:
        self.dismiss(None)


class AnswerOfferModal(YesNoModal):
    """A rival's trade offer (C-10.4): accept or decline."""

    DEFAULT_CSS = _css("AnswerOfferModal")
