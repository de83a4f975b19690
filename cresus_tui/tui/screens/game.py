"""The game screen, one for every game: the story, the decision line, the choices, the command
line and the status line, with the side panels, dice tray, dialogues and keys a game plugs in
(``tui/games/<id>/``: ``GameViews``).

It drives a ``Table`` (``play/table.py``), the one game loop: a thread worker iterates
``table.rivals()`` and posts each batch of the table's messages as a ``Said`` message; the
screen renders every kind of message and hands what the player does — a command, a choice, a
die marked, a dialogue's answer — back to the table. It decides nothing about the game."""

from __future__ import annotations

import re
import threading
from typing import Any

from rich.markup import escape
from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, ScrollableContainer, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Input, Static
from textual.worker import get_current_worker

from cresus_tui.games.typed import MAX_ECHO, cap_text
from cresus_tui.i18n import N_, tr, tr_lazy, tr_lazy_p
from cresus_tui.play.parser import fold
from cresus_tui.play.messages import (
    Asked, Confirm, Ended, FaceCommand, Handover, Prompt, Refused, Saved, Shown, TakenBack,
    Told,
)

from ..games import StatusContext, game_views
from ..widgets.choices import Choices
from ..widgets.command_line import CommandLine
from ..widgets.footer import FittedFooter
from ..widgets.log import GameLog

def inline(text: str) -> str:
    """Plain text with `code` spans → Rich markup (the spans in bold), everything escaped."""
    return re.sub(r"`([^`]*)`", r"[b]\1[/b]", escape(text))


def styled(text: str) -> str:
    """A table line (a teller's text: a little Rich markup, names escaped, `code` spans) as
    Rich markup: the spans in bold, any bracket that opens no known style shown as it is."""
    safe = re.sub(r"(?<!\\)\[(?!/?(?:b|i|u|s|dim|bold|italic|strike|reverse|red|green|yellow|"
                  r"blue|cyan|magenta|white|black|\$[a-z-]+)\b[^\[\]]*\]|/\])", r"\\[", text)
    return re.sub(r"`([^`]*)`", lambda m: f"[b]{m.group(1)}[/b]", safe)


LINE_STYLES = {"story": "{}", "answer": "{}", "note": "{}", "reason": "[dim i]  {}[/]",
               "coach": "[b $success]Coach:[/] {}", "error": "[b red]✗[/] {}",
               "mine": "[b $success]▸[/] {}"}


TABLE_ROW = re.compile(r"\S {2,}\S")
"""An answer line whose columns are aligned by runs of spaces: a table row."""


PACE_WORDS = (N_("instant"), N_("normal"), N_("slow"))
"""The paces as a player reads them (``tr(pace)``)."""


def keep_pace(app, pace: str) -> str:
    """Set ``pace`` ("instant", "normal", "slow"; anything else changes nothing) and keep it in
    the preferences, so Continue and the next game keep it; "Pace: <pace>." to tell."""
    if pace in ("instant", "normal", "slow"):
        app.settings.pace = pace
        app.save_preferences()
    return tr("Pace: {pace}.").format(pace=tr(app.settings.pace))


class GameScreen(Screen):
    """One game at ``table`` (``play.table.Table``) with the views of its game (``GameViews``);
    ``GameScreen.of(session, backlog)`` builds both for a session of any game."""

    DEFAULT_CSS = """
    GameScreen #status { height: 1; background: $primary-background; color: $text;
                         padding: 0 1; text-wrap: nowrap; text-overflow: ellipsis; }
    GameScreen #main { height: 1fr; }
    GameScreen #left { width: 1fr; min-width: 30; }
    GameScreen #side { width: 36; scrollbar-size-vertical: 1; scrollbar-size-horizontal: 1; }
    GameScreen #log { height: 1fr; min-height: 4; }
    GameScreen #prompt { height: auto; max-height: 3; padding: 0 1; color: $accent;
                         text-style: bold; }
    GameScreen.short #prompt { display: none; }
    GameScreen.short Choices { max-height: 5; }
    GameScreen.short CommandLine { height: 1; border: none; background: $boost; }
    GameScreen.compact #side { display: none; }
    GameScreen.compact.panels #side { display: block; width: 1fr; }
    GameScreen.compact.panels #left { display: none; }
    GameScreen.compact #prompt { display: block; max-height: 2; }
    GameScreen.compact #log { min-height: 2; border: none; }
    GameScreen.compact Choices { max-height: 3; border: none; }
    GameScreen.compact Choices.more { max-height: 4; border-bottom: solid $secondary; }
    GameScreen.compact CommandLine { height: 1; border: none; background: $boost;
                                     dock: bottom; }
    GameScreen.compact DiceTray #tray-info { display: none; }
    """
    # priority: a function key is handled in the order of the keys typed around it (an
    # ordinary binding acts only once the keys queued behind it are read)
    BINDINGS = [
        Binding("f1", "rules", tr_lazy("Rules"), priority=True),
        Binding("f2", "dialog", tr_lazy_p("footer", "Answer"), priority=True),
        Binding("f3", "help", tr_lazy("Help"), priority=True),
        Binding("f6", "pace", tr_lazy("Pace"), show=False, priority=True),
        Binding("f7", "hint", tr_lazy_p("footer", "Hint"), priority=True),
        Binding("f8", "skip", tr_lazy_p("footer", "Skip"), priority=True),
        Binding("f10,ctrl+p", "panels", tr_lazy("Panels"), show=False, priority=True),
        Binding("escape", "focus_command", tr_lazy("Command"), show=False),
        Binding("pageup", "scroll_story(-1)", tr_lazy("Story up"), show=False, priority=True),
        Binding("pagedown", "scroll_story(1)", tr_lazy("Story down"), show=False,
                priority=True),
    ]
    AUTO_DIALOG = True

    class Said(Message):
        """A batch of the table's messages, posted by the rivals' worker."""

        def __init__(self, messages: list[Any]) -> None:
            super().__init__()
            self.messages = messages

    @classmethod
    def of(cls, session, backlog=None, table=None) -> GameScreen:
        """The screen of ``session``'s game (its views' keys and styles on a subclass made
        once per game)."""
        views = game_views(session.spec.id)
        if views is None:
            raise LookupError(f"{session.spec.id} has no views in this front end")
        return _screen_class(cls, session.spec.id)(session, backlog, views, table)

    def __init__(self, session, backlog, views, table=None) -> None:
        super().__init__()
        self.views = views
        self.backlog = list(backlog or [])
        self._table = table
        self._session = session
        self.skip_event = threading.Event()
        self.prompt: Prompt | None = None
        self.dialog_open = False
        self.over_shown = False
        self.resumed = False
        self.resumed_from = ""
        self._quiet_notice: Any = None
        self.histories: dict[int, list[str]] = {}
        """Pass-and-play: each person's command line history, by seat."""
        self.tray = views.tray(session) if views.tray is not None else None
        self.view = session.game.view(session.human)

    # ---- thin accessors ---------------------------------------------------------------------

    @property
    def table(self):
        """The table, made at first use (a resumed game's slot is known by then)."""
        if self._table is None:
            from cresus_tui.play.kits import play_kit
            from cresus_tui.play.table import Table

            self._table = Table(self._session, play_kit(self._session.spec.id),
                                self.app.game_store(), backlog=self.backlog,
                                resumed_from=self.resumed_from if self.resumed else None,
                                show_odds=self.app.settings.show_odds)
        return self._table

    @property
    def session(self):
        return self._session

    @property
    def busy(self) -> bool:
        return bool(self._table is not None and self._table.busy)

    @property
    def request(self) -> Any:
        """The request of the prompt on screen (None while nothing is asked)."""
        return self.prompt.request if self.prompt is not None else None

    @property
    def story(self) -> GameLog:
        return self.query_one(GameLog)

    @property
    def line(self) -> CommandLine:
        return self.query_one(CommandLine)

    @property
    def choices(self) -> Choices:
        return self.query_one(Choices)

    # ---- layout -------------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static("", id="status")
        yield from self.compose_above_main()
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield GameLog(id="log")
                if self.tray is not None:
                    yield self.tray
                yield Static("", id="prompt")
                yield Choices(id="choices")
                line = CommandLine(self.complete, id="command")
                line.placeholder = tr(self.views.placeholder)
                yield line
            with ScrollableContainer(id="side"):
                yield from self.views.panels(self.session)
        # a narrow footer keeps Rules, Help, Hint and Quit whole: F2 (Enter on an empty line
        # answers too), F8 (the status line shows it while the rivals play) and the game's own
        # keys (in its help) give way first
        yield FittedFooter(drop=("dialog", "skip", *(b.action for b in self.views.keys)))

    def compose_above_main(self) -> ComposeResult:
        """Widgets across the screen above the story and the panels (a lesson puts its coach
        there: the whole width, so a step reads in few lines and the board keeps its place)."""
        return iter(())

    def on_mount(self) -> None:
        self.app.tune(self)
        self.choices.display = False
        if self.session.several:  # nobody's board before the first handover
            self.query_one("#main").display = False
            self.story.hold(True)
        self.render_messages(self.table.open(whole=True))
        self.on_resize()
        self.line.focus()
        self.advance()

    def on_resize(self, event: events.Resize | None = None) -> None:
        from .too_small import COMPACT_HEIGHT, COMPACT_WIDTH

        wide = self.size.width >= 110
        self.set_class(wide, "wide")
        self.set_class(self.size.height < 30, "short")
        self.set_class(self.size.height < 16, "tiny")
        compact = self.size.width < COMPACT_WIDTH or self.size.height < COMPACT_HEIGHT
        # compact: the stylesheet's width (the whole screen when the panels show)
        self.query_one("#side").styles.width = None if compact else \
            self.views.side_width[wide]
        if compact != self.has_class("compact"):
            self.set_class(compact, "compact")
            if not compact:
                self.show_panels(False)
        # compact: the panels take the whole width when F10 shows them (the CSS's 1fr)
        self.query_one("#side").styles.width = None if compact else self.views.side_width[wide]
        self.show_view(self.view)

    def show_view(self, view) -> None:
        """Every panel and the status line show ``view``."""
        self.view = view
        for panel in self.query("#side > *"):
            show = getattr(panel, "show", None)
            if show is not None:
                show(view)
        status = self.query_one("#status", Static)
        width = status.content_size.width or self.size.width - 2
        ctx = StatusContext(self.has_class("compact"), self.has_class("panels"),
                            self.has_class("wide"), self.busy, self.app.settings.pace, width)
        words = self.views.status(view, ctx)
        def fits(markup: str) -> bool:
            return Text.from_markup(markup).cell_len <= width

        if ctx.compact:  # the keys' words shorten first on a narrow line
            back = tr("story") if ctx.panels else tr(self.views.panels_word)
            longer = f"{words} · [b]F10[/] {back}"
            words = longer if fits(longer) else f"{words} · [b]F10[/]"
        if ctx.busy:
            longer = f"{words} · " + tr("[i]rivals playing… F8 skip[/]")
            words = longer if fits(longer) else f"{words} · " + tr("[i]F8 skip[/]")
        status.update(words)

    # ---- the table's messages -----------------------------------------------------------------

    @work(thread=True, exclusive=True, group="rivals")
    def advance(self) -> None:
        """The rivals decide one at a time, narrated at the chosen pace; then the prompt."""
        worker = get_current_worker()
        batches = self.table.rivals()
        try:
            for batch in batches:
                if worker.is_cancelled:
                    return
                self.post_message(self.Said(batch))
                delay = self.app.settings.delay
                if delay > 0 and not self.skip_event.is_set() and \
                        any(isinstance(m, Told) for m in batch):
                    self.skip_event.wait(delay)
        finally:
            batches.close()
        if not worker.is_cancelled:
            self.post_message(self.Said(self.table.ask()))

    @on(Said)
    def _said(self, message: Said) -> None:
        self.render_messages(message.messages)

    def render_messages(self, messages: list[Any]) -> bool:
        """Show each message; True when the game moved (the rivals play, then a new prompt)."""
        moved = False
        answer_at: int | None = None  # the story's line where an answer to a query begins
        for m in messages:
            if isinstance(m, Told):
                if answer_at is None and any(line.kind == "answer" for line in m.lines):
                    answer_at = len(self.story.history)
                for line in m.lines:
                    self.say_line(line.kind, line.text)
            elif isinstance(m, Shown):
                self.show_view(m.view)
                moved = True
            elif isinstance(m, Asked):
                self.show_prompt(m.prompt)
            elif isinstance(m, Refused):
                tip = f" {inline(m.tip)}" if m.tip else ""
                busy = tr(" — F8 skips to your turn.") if m.busy else ""
                self.story.say(f"[b red]✗[/] {inline(m.reason)}{tip}{busy}")
            elif isinstance(m, Confirm):
                self.story.say(f"[b yellow]![/] {inline(m.text)}")
                self.line.value = m.command
                self.line.cursor_position = len(m.command)
                self.set_focus(self.line)
            elif isinstance(m, Saved):
                self.story.say(escape(m.text) if m.ok else f"[b red]✗[/] {escape(m.text)}")
            elif isinstance(m, TakenBack):
                self.story.say(f"[i]{escape(m.text)}[/]")
                moved = True
            elif isinstance(m, FaceCommand):
                self.face_command(m.name, m.arg)
            elif isinstance(m, Handover):
                self.hand_over(m)
            elif isinstance(m, Ended):
                self.query_one("#main").display = True
                self.story.hold(False)
                self.show_end(m.finale)
        # on the story's own queue: after the scroll to the end each written line asks for
        self.story.call_after_refresh(self.story.show_from, answer_at)
        return moved

    def hand_over(self, handover: Handover) -> None:
        """Pass-and-play: hide the board, the story and the prompt of the previous person, and
        cover the screen until the next one is looking (``HandoverScreen``); then their story
        since their last turn, their board and their prompt (``Table.take_over``)."""
        from .handover import HandoverScreen

        self.clear_prompt()
        self.query_one("#main").display = False
        self.story.forget()
        self.story.hold(True)  # hidden: kept, laid out once shown at its width
        line = self.line  # each person's own commands come back with ↑, nobody else's
        line.value = ""
        line.history = self.histories.setdefault(handover.seat, [])
        line.remember("")

        def done(ready: bool | None) -> None:
            if ready:
                self.query_one("#main").display = True
                self.render_messages(self.table.take_over())
                self.story.hold(False)
                self.set_focus(self.line)
            else:
                self.action_menu_from_handover(handover)

        self.app.push_screen(HandoverScreen(handover.name, handover.text), done)

    def action_menu_from_handover(self, handover: Handover) -> None:
        """Escape on the handover screen: leave the game (saved), or hand over again."""
        from .modals import YesNoModal

        def done(yes: bool | None) -> None:
            if yes:
                self.leave()
            else:
                self.hand_over(handover)

        self.app.push_screen(YesNoModal(tr("Leave this game?"), tr("Back to the menu.") + " "
                                        + self.app.save_note()), done)

    def say_line(self, kind: str, text: str) -> None:
        """A line of the story by its kind: a story line is a teller's markup (names
        escaped); every other kind is plain text with `code` spans (a rival's reason set apart,
        dimmed and indented); an answer's table row is never wrapped."""
        body = styled(text) if kind in ("story", "mine") else inline(text)
        row = kind == "answer" and TABLE_ROW.search(text) is not None
        self.story.say(LINE_STYLES.get(kind, "{}").format(body), row=row)

    def show_prompt(self, prompt: Prompt) -> None:
        """What to decide: the decision line, the choices or the tray, a dialogue when
        quiet."""
        self.prompt = prompt
        self.skip_event.clear()
        self.show_view(self.view)  # the status line: the rivals are done (no "F8 skip")
        text = prompt.text
        if prompt.note and not self.views.prompt_note and text.endswith(prompt.note):
            text = text[:-len(prompt.note)].rstrip()
        text = styled(text)
        self.query_one("#prompt", Static).update(text)
        self.say_prompt(text)
        items = [(tuple(styled(x) if c.enabled else f"[dim]{styled(x)}[/]"
                        for x in (c.label, *c.short)), i)
                 for i, c in enumerate(prompt.choices)]
        if self.tray is not None:
            if prompt.dice:
                self.tray.remember_keep(tuple(prompt.kept))
                self.tray.show(prompt.request, self.views.tray_info(self, prompt.request))
                items = []
            else:
                self.tray.show(None)
        self.choices.set_choices(items)
        self.preview_keep()
        if self.focused is None or self.focused is self.tray:
            self.set_focus(self.line)
        if self.AUTO_DIALOG and self.views.auto_dialog(prompt.request):
            self.open_dialog_when_quiet()

    def say_prompt(self, text: str) -> None:
        """What is asked now, in the story too."""
        self.story.say(f"[b $accent]›[/] {text}")

    def clear_prompt(self) -> None:
        self.prompt = None
        self.choices.display = False
        self.query_one("#prompt", Static).update("")
        if self.tray is not None:
            self.tray.show(None)

    def act(self, messages: list[Any], echo: str = "") -> None:
        """Show what the table answered to the player; when the game moved, the rivals play
        and the next prompt comes."""
        if echo:
            self.story.say(f"[dim]> {escape(cap_text(echo, MAX_ECHO))}[/]")
        moved = self.render_messages(messages)
        if moved and not self.over_shown:
            self.clear_prompt()
            self.advance()

    # ---- the player's input -------------------------------------------------------------------

    def complete(self, text: str) -> list[str]:
        try:
            return self.table.kit.complete(text, self.view, self.table.rules)
        except Exception:  # noqa: BLE001 - no completion is better than a stopped game
            return []

    @on(Input.Submitted, "#command")
    def _command(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if not text:
            self.empty_enter()
            return
        self.line.remember(text)
        self.run_command(text)

    def run_command(self, text: str) -> None:
        """One command line through the table (the tray's marks first); once the game is
        over, `review` opens its review (as the game over screen's button does)."""
        if self.over_shown and text.strip().casefold() in ("review", "r"):
            self.story.say(f"[dim]> {escape(cap_text(text, MAX_ECHO))}[/]")
            self.open_review()
            return
        if self.tray is not None and self.prompt is not None and self.prompt.dice:
            self.table.mark(tuple(self.tray.kept))
        if self.table.slow(text):  # `hint`, `odds`: answered by a worker, the line stays free
            self.story.say(f"[dim]> {escape(cap_text(text, MAX_ECHO))}[/]")
            self.answer(text)
            return
        self.act(self.table.command(text), echo=text)

    @work(thread=True, exclusive=True, group="answer")
    def answer(self, text: str) -> None:
        """A slow query's answer (``Table.slow``) computed on a thread, shown when ready (a
        newer one replaces it)."""
        worker = get_current_worker()
        messages = self.table.command(text)
        if not worker.is_cancelled:
            self.post_message(self.Said(messages))

    def empty_enter(self) -> None:
        """Enter on an empty command line: skip the rivals' narration, throw the dice not
        marked on the tray (the tray's Enter), or go to the answers."""
        if self.busy:
            self.action_skip()
        elif self.prompt is not None and self.prompt.dice and self.tray is not None:
            self.tray.action_enter()
        elif self.prompt is not None:
            self.action_dialog()

    @on(Input.Changed, "#command")
    def _typed(self, event: Input.Changed) -> None:
        self.preview_keep()

    def preview_keep(self) -> None:
        """While dice are out, the tray shows the dice the typed line keeps (`2 4`, `keep 2 4`
        …) as the table will read it; any other line leaves the tray's own marks."""
        if self.tray is None or self.prompt is None or not self.prompt.dice:
            return
        self.tray.preview(self.typed_keep(self.line.value))

    def typed_keep(self, text: str) -> tuple[int, ...] | None:
        """The dice (0-based) a typed line keeps for the next throw, or None when the line
        is not a keep (empty, a query, a stop …)."""
        dice = self.table.kit.dice
        if dice is None or not text.strip():
            return None
        try:
            parsed = self.table.kit.parse(text, self.view, self.table.rules)
        except Exception:  # noqa: BLE001 - no preview is better than a stopped game
            return None
        decision = getattr(parsed, "decision", None)
        if decision is None or dice.reroll_all(decision) and \
                fold(text.strip()).rstrip("!").strip() in dice.words:
            return None  # a bare `reroll`: the marks stand
        kept = dice.kept_by(decision)
        return tuple(kept) if kept is not None else None

    @on(Choices.Chosen)
    def _chosen(self, message: Choices.Chosen) -> None:
        self.chosen(message.value)

    def chosen(self, index: int) -> None:
        if self.prompt is None or not 0 <= index < len(self.prompt.choices):
            return
        choice = self.prompt.choices[index]
        if choice.decision is None and not choice.dialog and (
                choice.command.endswith(" ") or "<" in choice.command):
            self.line.value = choice.command.split("<", 1)[0]
            self.line.cursor_position = len(self.line.value)
            self.set_focus(self.line)
            return
        self.act(self.table.choose(index), echo="" if choice.dialog else choice.command)

    def on_dice_tray_decided(self, message) -> None:
        self.table.mark(tuple(self.tray.kept) if self.tray is not None else ())
        self.decided(message.decision)

    def decided(self, decision) -> None:
        """A decision made on the tray or in a dialogue."""
        echo = self.views.echo(decision)
        self.act(self.table.decide(decision, echo=echo), echo=echo)

    def on_key(self, event: events.Key) -> None:
        """Typing anywhere goes to the command line, whole and in order, whatever has the
        focus and however fast: a typed line is one command (`2 4` keeps dice 2 and 4, `3`
        picks choice 3). The lists and the tray answer arrows, Enter and clicks.

        An Enter that reaches the screen did not go through the command line (the line sends
        and stops its own), even when the focus has moved to the line since: keys typed fast
        are handed to the widget focused when they arrive, so `roll` ⏎ typed on the choices
        brings its Enter here after the letters moved the focus. With text on the line, that
        Enter sends the line (and empties it) — never the input's own submit, which would
        leave the line to be played again by the next Enter."""
        if event.key == "enter" and self.line.value.strip():
            event.stop()  # keys typed ahead on the line, then Enter: that line, sent
            event.prevent_default()
            self.set_focus(self.line)
            self.line.send()
            return
        if not event.is_printable or not event.character:
            return
        if self.has_class("panels"):
            self.show_panels(False)
        char = event.character
        self.set_focus(self.line)
        self.line.insert_text_at_cursor(char)
        event.stop()
        event.prevent_default()

    # ---- dialogues ------------------------------------------------------------------------------

    def open_dialog_when_quiet(self) -> None:
        """Open the pending request's dialogue, never under the player's fingers: while the
        command line has text or a key was just pressed, say how to answer by typing and try
        again once the keyboard is quiet."""
        req = self.request
        if req is None or self.dialog_open:
            return
        if self.line.value or self.app.typing_recently():
            if self._quiet_notice is not req:
                self._quiet_notice = req
                self.story.say(f"[dim]{styled(self.views.auto_dialog(req))}[/]")
            self.set_timer(max(self.app.settings.typing_quiet, 0.2),
                           lambda: self.request is req and self.open_dialog_when_quiet())
            return
        self.open_dialog()

    def open_dialog(self) -> None:
        req = self.request
        made = self.views.dialog(self, req) if req is not None and not self.dialog_open \
            else None
        if made is None:
            return
        modal, make = made
        self.dialog_open = True

        def done(value) -> None:
            self.dialog_open = False
            typed = getattr(modal, "typed", None)
            if value is None:
                if typed:  # letters typed in the dialogue: a command begins
                    first, enter, rest = typed.partition("\n")
                    later = self.line.value  # keys that reached the line after the dialogue
                    if enter:  # typed through to Enter: that command, sent, then the rest
                        self.line.value = first
                        self.line.send()
                        first = rest.replace("\n", "")
                    self.line.value = first + later
                    self.line.cursor_position = len(self.line.value)
                else:
                    self.story.say("[dim]" + escape(tr("Dialogue closed — F2 reopens it, or "
                                                       "type a command.")) + "[/]")
                self.set_focus(self.line)
                self.call_after_refresh(self.set_focus, self.line)
                return
            self.decided(make(value))

        self.app.push_screen(modal, done)

    # ---- what only a face does ----------------------------------------------------------------

    def face_command(self, name: str, arg: str) -> None:
        if name == "quit":
            self.app.action_quit()
        elif name == "menu":
            self.action_menu()
        elif name == "pace":
            self.set_pace(arg)
        elif name == "skip":
            if self.busy:
                self.action_skip()
            else:
                self.story.say("[dim]Nothing to skip: it is your turn.[/]")
        elif name in ("rules", "help"):
            self.open_doc(name, arg)
        elif name == "dialog":
            self.open_dialog()
        elif name == "prefill":  # a typed choice number whose command needs more words
            self.line.value = arg.split("<", 1)[0]
            self.line.cursor_position = len(self.line.value)
            self.set_focus(self.line)
        elif name == "odds":
            self.set_odds(arg == "on")
        elif name == "log":  # the story is the log: shown again if the panels hid it (F10)
            if self.has_class("panels"):
                self.show_panels(False)
        else:
            action = self.views.actions.get(name)
            if action is not None:
                action(self)
            else:
                self.story.say(tr("[dim]“{command}” does nothing here.[/]").format(
                    command=escape(name)))

    def open_doc(self, which: str, search: str = "") -> None:
        from .rules import open_doc

        name = self.session.spec.name
        title = tr("Rules of {game}").format(game=name) if which == "rules" else \
            tr("Help — {game}").format(game=name)
        open_doc(self.app, f"{which}.md", title, search, game=self.session.spec.id)

    def open_review(self) -> None:
        """The post-game review of this game (when it has one)."""
        finale = self.table.finale
        if finale is None or not finale.review:
            self.story.say("[dim]No review of this game.[/]")
            return
        from .review import open_review

        open_review(self.app, self.session)

    def show_end(self, finale) -> None:
        if self.over_shown:
            return
        self.over_shown = True
        self.clear_prompt()
        self.show_view(self.table.view)  # the status line says it is over, nothing to skip
        self.query_one("#prompt", Static).update("The game is over.")
        for line in finale.lines:  # under the over screen too: Escape shows the board
            self.story.say(escape(line))
        if finale.notice:
            self.story.say(f"[dim]{escape(finale.notice)}[/]")
        if finale.kept_line():
            self.story.say(f"[dim]{escape(finale.kept_line())}[/]")
        if self.views.over is not None and not finale.people:
            self.app.push_screen(self.views.over(self, finale))
        elif not finale.lesson:
            from .game_over import OverScreen

            self.app.push_screen(OverScreen(self.session, finale))

    # ---- keys ------------------------------------------------------------------------------------

    def action_rules(self) -> None:
        self.open_doc("rules")

    def action_help(self) -> None:
        self.open_doc("help")

    def action_hint(self) -> None:
        self.run_command("hint")

    def action_pace(self) -> None:
        self.set_pace(self.app.settings.next_pace())

    def set_pace(self, pace: str) -> None:
        """`pace slow|normal|instant` (F6: the next one; "": only tell it), told in the story
        and kept in the preferences, so Continue and the next game keep it."""
        self.story.say(keep_pace(self.app, pace))
        self.show_view(self.view)

    def set_odds(self, on: bool) -> None:
        """`odds on|off`: the tray's expected values shown or hidden at once, and the setting
        kept in the preferences (the next game starts with it)."""
        self.app.settings.show_odds = on
        self.app.save_preferences()
        if self.tray is not None and self.prompt is not None and self.prompt.dice:
            self.tray.show(self.prompt.request, self.views.tray_info(self, self.prompt.request))
        self.show_view(self.view)

    def action_skip(self) -> None:
        self.skip_event.set()

    def action_panels(self) -> None:
        """F10 (or Ctrl+P): below 80×24, the panels in place of the story (they take the
        focus, so ↑/↓ and PgUp/PgDn scroll them), and back."""
        if self.has_class("compact"):
            self.show_panels(not self.has_class("panels"))
        else:
            self.story.say(tr("[dim]The {panels} are on the right.[/]").format(
                panels=tr(self.views.panels_word)))

    def show_panels(self, shown: bool) -> None:
        """The compact layout's panels in place of the story (focused), or the story back
        (the command line focused)."""
        self.set_class(shown, "panels")
        self.story.hold(shown)
        self.show_view(self.view)
        self.set_focus(self.query_one("#side") if shown else self.line)

    def action_focus_command(self) -> None:
        self.line.focus()

    def action_scroll_story(self, direction: int) -> None:
        """PgUp / PgDn: a page of what has the focus (the panels, the choices, the story, a
        lesson's coach; Tab moves between them), else of the panels when F10 shows them, else
        of the story."""
        target = self.focused
        if target is None or target.id not in ("side", "choices", "log", "coach"):
            target = self.query_one("#side") if self.has_class("panels") else self.story
        # no animation: a page scrolled while the last one still glides would start from
        # where the glide is, and several quick PgDn would scroll less than a page each
        if direction < 0:
            target.scroll_page_up(animate=False)
        else:
            target.scroll_page_down(animate=False)

    def action_dialog(self) -> None:
        """F2: the pending request's dialogue, else its tray or choices."""
        if self.prompt is None:
            self.story.say(tr("[dim]Nothing to decide right now.[/]"))
        elif self.views.dialog(self, self.request) is not None:
            self.open_dialog()
        elif self.prompt.dice and self.tray is not None:
            self.tray.focus()
        elif self.choices.display:
            self.choices.focus()

    def action_game(self, name: str) -> None:
        """A key of the game's own (``GameViews.keys``)."""
        self.face_command(name, "")

    def action_menu(self) -> None:
        from .modals import YesNoModal

        def done(yes: bool | None) -> None:
            if yes:
                self.leave()

        self.app.push_screen(YesNoModal(tr("Leave this game?"), tr("Back to the menu.") + " "
                                        + self.app.save_note()), done)

    def leave(self) -> None:
        """Stop the rivals, save the game in progress, back to the menu."""
        self.workers.cancel_group(self, "rivals")
        self.workers.cancel_group(self, "answer")
        self.skip_event.set()
        saved = [m for m in self.table.close("menu") if isinstance(m, Saved)]
        self.app.pop_screen()
        if saved and saved[0].ok:
            self.app.notify(tr("{saved} Continue picks it up.").format(saved=saved[0].text))


_CLASSES: dict[tuple[type, str], type] = {}


def _screen_class(base: type, game_id: str) -> type:
    """``base`` with the game's own keys and styles (Textual reads both from the class)."""
    key = (base, game_id)
    if key not in _CLASSES:
        views = game_views(game_id)
        name = game_id.title().replace("-", "").replace("_", "") + base.__name__
        _CLASSES[key] = type(name, (base,), {
            "BINDINGS": list(views.keys),
            "DEFAULT_CSS": views.css.replace("GameScreen", name),
            "__module__": base.__module__, "__doc__": base.__doc__})
    return _CLASSES[key]
