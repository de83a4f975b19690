"""FOR-EX's game screen: the story, the board (pair table, money and certificates, supply,
letters, the queue with its next resolution), your choices and the command line. Rivals play
in a thread worker, narrated at the chosen pace (as in Crésus); a spot offer made to you opens
a dialogue; the game over screen shows the ranking in the Strongest currency."""

from __future__ import annotations

import re
import threading
from typing import Any

from rich.markup import escape
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, DataTable, Footer, Input, Label, Static
from textual.worker import get_current_worker

from cresus_tui.games.typed import parse_number
from cresus_tui.games.forex import IllegalDecision
from cresus_tui.games.forex.decisions import Choose, Reply, Resolve, Sell
from cresus_tui.games.forex.requests import ChooseRequest, SellRequest, SpotRequest, TurnRequest
from cresus_tui.games.forex.text import units
from cresus_tui.play.forex import commands, labels, narration
from cresus_tui.play.forex.choices import front_short
from cresus_tui.play.forex.teller import answer_lines
from cresus_tui.play.session import Session, Step

from .game_common import GameScreenActions
from ..widgets.choices import Choices
from ..widgets.command_line import CommandLine
from ..widgets.forex_board import ForexPanel
from ..widgets.log import GameLog

PREFILL = "prefill:"
"""A choice whose value starts with this puts the rest on the command line to complete."""
HINT = "query:hint"


def inline(text: str) -> str:
    """Plain text with `code` spans → Rich markup (the spans in bold), everything escaped."""
    return re.sub(r"`([^`]*)`", r"[b]\1[/b]", escape(text))


class ForexGameScreen(GameScreenActions, Screen):
    """One FOR-EX game against the rivals of ``session``; seat ``session.human`` (P1) is you."""

    DEFAULT_CSS = """
    ForexGameScreen #status { height: 1; background: $primary-background; padding: 0 1; }
    ForexGameScreen #main { height: 1fr; }
    ForexGameScreen #left { width: 1fr; min-width: 30; }
    ForexGameScreen #side { width: 46; padding: 0 0 0 1; scrollbar-size-vertical: 1; }
    ForexGameScreen.wide #side { width: 50; }
    ForexGameScreen #log { height: 1fr; min-height: 4; }
    ForexGameScreen #prompt { height: auto; max-height: 3; padding: 0 1; color: $accent;
                              text-style: bold; }
    ForexGameScreen #pairs, ForexGameScreen #queue { margin-bottom: 1; }
    ForexGameScreen #players { margin-bottom: 1; }
    ForexGameScreen.short #prompt { display: none; }
    ForexGameScreen.short Choices { max-height: 5; }
    ForexGameScreen.short CommandLine { height: 1; border: none; background: $boost; }
    ForexGameScreen.compact #side { display: none; }
    ForexGameScreen.compact.panels #side { display: block; width: 1fr; }
    ForexGameScreen.compact.panels #left { display: none; }
    """
    BINDINGS = [
        Binding("f1", "rules", "Rules"),
        Binding("f2", "dialog", "Answer"),
        Binding("f3", "help", "Help"),
        Binding("f5", "hint", "Hint"),
        Binding("f6", "pace", "Pace", show=False),
        Binding("f8", "skip", "Skip"),
        Binding("f10,ctrl+p", "panels", "Board", show=False),
        Binding("escape", "focus_command", "Command", show=False),
        Binding("pageup", "scroll_story(-1)", "Story up", show=False, priority=True),
        Binding("pagedown", "scroll_story(1)", "Story down", show=False, priority=True),
    ]
    AUTO_DIALOG = True

    def __init__(self, session: Session, backlog: list[Step] | None = None) -> None:
        super().__init__()
        self.session = session
        self.backlog = backlog or []
        self.data = session.game.data
        self.names = session.names
        self.view = session.game.view(session.human)
        self.request: Any = None
        self.busy = False
        self.skip_event = threading.Event()
        self.dialog_open = False
        self.over_shown = False
        self.resumed = False
        self._quiet_notice: Any = None

    # ---- layout ---------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static("", id="status")
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield from self.compose_above_story()
                yield GameLog(id="log")
                yield Static("", id="prompt")
                yield Choices(id="choices")
                line = CommandLine(self.complete, id="command")
                line.placeholder = "Type a command (help, look, resolve, invest GBP…)"
                yield line
            with VerticalScroll(id="side"):
                yield ForexPanel("players", self.data, id="players")
                yield ForexPanel("pairs", self.data, id="pairs")
                yield ForexPanel("queue", self.data, id="queue")
                yield ForexPanel("money", self.data, id="money")
        yield Footer()

    def compose_above_story(self) -> ComposeResult:
        """Widgets above the story (a tutorial puts its coach there)."""
        return iter(())

    def on_mount(self) -> None:
        self.app.tune(self)
        self.query_one(Choices).display = False
        line = self.query_one(CommandLine)
        log = self.query_one(GameLog)
        others = ", ".join(f"P{i + 1} {n}" for i, n in enumerate(self.names) if i)
        log.say(f"[b]FOR-EX — the currency game.[/] You are P1 and face {escape(others)}. "
                "Type [b]help[/] for the commands, [b]hint[/] for advice; the board is on "
                "the right.")
        self.narrate_lines(self.lines_for(self.session.opening))
        for step in self.backlog:
            self.narrate_lines(self.step_lines(step))
        if self.resumed:
            log.say(f"[b]— game resumed —[/] [i]turn {self.view.turn}.[/]")
        self.on_resize()
        self.refresh_panels(self.view)
        line.focus()
        if not self.resumed:
            self.after_step(self.session.opening)
        self.advance()

    def after_step(self, evs: list) -> None:
        """Autosave at the start of each turn and at the end (``saving.checkpoint``)."""
        self.app.autosave_after(self.session, evs)

    def on_resize(self, event: events.Resize | None = None) -> None:
        from .too_small import COMPACT_HEIGHT, COMPACT_WIDTH

        self.set_class(self.size.width >= 110, "wide")
        self.set_class(self.size.height < 30, "short")
        compact = self.size.width < COMPACT_WIDTH or self.size.height < COMPACT_HEIGHT
        if compact != self.has_class("compact"):
            self.set_class(compact, "compact")
            if not compact:
                self.remove_class("panels")
            self.refresh_panels(self.view)

    def action_panels(self) -> None:
        """F10: below 80×24 the board in place of the story, and back."""
        if self.has_class("compact"):
            self.toggle_class("panels")
            self.refresh_panels(self.view)
        else:
            self.query_one(GameLog).say("[dim]The board is on the right (the mouse wheel "
                                        "scrolls it).[/]")

    # ---- driving the session ------------------------------------------------------------------

    @work(thread=True, exclusive=True, group="rivals")
    def advance(self) -> None:
        """Rivals decide one at a time until you must act or the game ends."""
        worker = get_current_worker()
        self.busy = True
        s = self.session
        try:
            while not worker.is_cancelled:
                if s.rival_to_move() is None:
                    break
                step = s.step_rival()
                if step is None:
                    break
                self.after_step(step.events)
                lines = self.step_lines(step)
                view = s.game.view(s.human)
                self.app.call_from_thread(self.show_rival_step, lines, view)
                delay = self.app.settings.delay
                if lines and delay > 0 and not self.skip_event.is_set():
                    self.skip_event.wait(delay)
        finally:
            self.busy = False
        if not worker.is_cancelled:
            self.app.call_from_thread(self.human_turn)

    def show_rival_step(self, lines: list[str], view) -> None:
        self.narrate_lines(lines)
        self.refresh_panels(view)

    def human_turn(self) -> None:
        """Your move: the prompt, the choices, and a dialogue for a spot offer."""
        self.busy = False
        self.skip_event.clear()
        s = self.session
        self.view = s.game.view(s.human)
        self.refresh_panels(self.view)
        if s.game.is_over:
            self.show_game_over()
            return
        req = s.human_request()
        self.request = req
        error = self.app.take_save_error()
        if error:
            self.query_one(GameLog).say(f"[b red]✗[/] {escape(error)}")
        if req is None:
            if s.rival_to_move() is not None:
                self.advance()
            return
        prompt = inline(commands.describe_request(self.view, self.data))
        self.query_one("#prompt", Static).update(prompt)
        self.query_one(GameLog).say(f"[b $accent]›[/] {prompt}")
        self.query_one(Choices).set_choices(self.choices_for(req))
        if self.focused is None:
            self.set_focus(self.query_one(CommandLine))
        self.call_after_refresh(self.query_one(GameLog).scroll_end, animate=False)
        if self.AUTO_DIALOG and isinstance(req, SpotRequest):
            self.open_dialog_when_quiet()

    def submit(self, decision, echo: str | None = None) -> bool:
        """Submit your decision; an illegal one is explained and changes nothing."""
        log = self.query_one(GameLog)
        if self.busy:
            log.say("[yellow]The rivals are still playing — F8 skips to your turn.[/]")
            return False
        if self.session.game.is_over:
            self.show_game_over()
            return False
        try:
            step = self.session.submit(decision)
        except IllegalDecision as exc:
            if echo:
                log.say(f"[dim]> {escape(echo)}[/]")
            log.say(f"[b red]✗[/] {escape(exc.reason)}")
            return False
        self.after_step(step.events)
        if echo:
            log.say(f"[dim]> {escape(echo)}[/]")
        self.narrate_lines(self.step_lines(step))
        self.query_one(Choices).display = False
        self.query_one("#prompt", Static).update("")
        self.request = None
        self.call_after_refresh(self.query_one(GameLog).scroll_end, animate=False)
        self.view = self.session.game.view(self.session.human)
        self.refresh_panels(self.view)
        if self.session.game.is_over:
            self.show_game_over()
        else:
            self.advance()
        return True

    # ---- narration ----------------------------------------------------------------------------

    def step_lines(self, step: Step) -> list[str]:
        lines = []
        if step.reason and step.seat != self.session.human:
            lines.append(f"[dim i]  {escape(self.names[step.seat])}: {escape(step.reason)}[/]")
        return lines + self.lines_for(step.events)

    def lines_for(self, evs: list) -> list[str]:
        out = []
        for ev in evs:
            try:
                text = narration.narrate(ev, self.session.human, self.names, self.data)
            except Exception as exc:  # noqa: BLE001 - a narration bug must not stop the game
                text = f"[dim]({type(ev).__name__}: {escape(str(exc))})[/]"
            if text:
                out.append(text)
        return out

    def narrate_lines(self, lines: list[str]) -> None:
        log = self.query_one(GameLog)
        for line in lines:
            log.say(line)

    def refresh_panels(self, view) -> None:
        self.view = view
        for panel in self.query(ForexPanel):
            panel.show(view)
        if view.over:
            where = "game over"
        elif view.phase == "end":
            where = "end phase"
        else:
            where = f"turn {view.turn} · {view.players[view.active].name} to play"
        busy = " · [i]rivals playing… F8 skip[/]" if self.busy else ""
        divs = f"dividends left {view.dividends_left}"
        if self.has_class("compact"):
            back = "story" if self.has_class("panels") else "board"
            self.query_one("#status", Static).update(
                f"[b]FOR-EX[/] · {escape(where)} · [b]F10[/] {back}{busy}")
            return
        self.query_one("#status", Static).update(
            f"[b]FOR-EX[/] · {escape(where)} · {divs} · pace {self.app.settings.pace}{busy}")

    # ---- choices ------------------------------------------------------------------------------

    def choices_for(self, req) -> list[tuple[str, Any]]:
        cur = self.data.currencies
        v = self.view
        if isinstance(req, TurnRequest):
            out: list[tuple[str, Any]] = [
                ("Resolve: " + escape(front_short(v, self.data)), Resolve())]
            if req.buyable:
                out.append(("Invest… [dim]" + " ".join(cur[c] for c in req.buyable) + "[/]",
                            PREFILL + "invest "))
            if req.letter:
                out.append((f"Contract {req.letter}… [dim]pay <CUR> get <CUR> <n>[/]",
                            PREFILL + "contract pay "))
            held = [c for c in range(len(cur)) if req.held[c]]
            if held:
                out.append(("Divest… [dim]" + ", ".join(
                    f"{req.held[c]} {cur[c]}" for c in held) + "[/]", PREFILL + "divest "))
            if req.spot_open:
                out.append(("Spot trade… [dim]spot <P> give <CUR> get <CUR>[/]",
                            PREFILL + "spot "))
            out.append(("Hint [dim]what each action does to the rates[/]", HINT))
            return out
        if isinstance(req, SpotRequest):
            return [(f"Accept: get {units(req.give_h)} {cur[req.give]}, give "
                     f"{units(req.get_h)} {cur[req.get]}", Reply(True)),
                    ("Refuse", Reply(False))]
        if isinstance(req, SellRequest):
            return [(f"Sell {n} {cur[req.currency]} certificate{'s' if n != 1 else ''}"
                     + (" (keep them all)" if n == 0 else ""), Sell(n))
                    for n in range(req.held + 1)]
        if isinstance(req, ChooseRequest):
            return [(f"Choose {cur[c]}", Choose(c)) for c in req.options]
        return []

    @on(Choices.Chosen)
    def _chosen(self, message: Choices.Chosen) -> None:
        self.chosen(message.value)

    def chosen(self, value: Any) -> None:
        if isinstance(value, str) and value.startswith(PREFILL):
            line = self.query_one(CommandLine)
            line.value = value[len(PREFILL):]
            line.cursor_position = len(line.value)
            self.set_focus(line)
        elif value == HINT:
            self.answer_query(commands.Query("hint"))
        elif value is not None:
            self.submit(value, echo=labels.command_for(value, self.data))

    # ---- the spot offer's dialogue --------------------------------------------------------------

    def open_dialog_when_quiet(self) -> None:
        """Open the offer's dialogue, never under the player's fingers (as in Crésus)."""
        req = self.request
        if req is None or self.dialog_open or not isinstance(req, SpotRequest):
            return
        if self.query_one(CommandLine).value or self.app.typing_recently():
            if self._quiet_notice is not req:
                self._quiet_notice = req
                self.query_one(GameLog).say("[dim]Type [b]accept[/b] or [b]refuse[/b], or F2 "
                                            "for the dialogue.[/]")
            self.set_timer(max(self.app.settings.typing_quiet, 0.2),
                           lambda: self.request is req and self.open_dialog_when_quiet())
            return
        self.open_dialog()

    def open_dialog(self) -> None:
        req = self.request
        if self.dialog_open:
            return
        if not isinstance(req, SpotRequest):
            if req is not None:
                self.query_one(Choices).focus()
            return
        from .modals import AnswerOfferModal

        cur = self.data.currencies
        body = (f"{escape(self.names[req.by])} gives you [b]{units(req.give_h)} "
                f"{cur[req.give]}[/b] and wants [b]{units(req.get_h)} {cur[req.get]}[/b] "
                f"from you.\n{escape(commands.describe_request(self.view, self.data))}\n"
                "[dim]Rates do not move; a refusal leaves their spot trade open.[/]")
        self.dialog_open = True

        def done(value) -> None:
            self.dialog_open = False
            if value is None:
                self.query_one(GameLog).say("[dim]Dialogue closed — F2 reopens it, or type "
                                            "accept / refuse.[/]")
                self.call_after_refresh(self.set_focus, self.query_one(CommandLine))
                return
            self.submit(Reply(bool(value)), echo="accept" if value else "refuse")

        self.app.push_screen(AnswerOfferModal("Spot trade offer", body, "Accept", "Refuse"),
                             done)

    # ---- the command line ---------------------------------------------------------------------

    def complete(self, text: str) -> list[str]:
        return commands.completions(text, self.view, self.data)

    @on(Input.Submitted, "#command")
    def _command(self, event: Input.Submitted) -> None:
        line = self.query_one(CommandLine)
        text = event.value.strip()
        line.value = ""
        if not text:
            if self.busy:
                self.action_skip()
            elif self.request is not None:
                self.query_one(Choices).focus()
            return
        line.remember(text)
        self.run_command(text)

    def run_command(self, text: str) -> None:
        log = self.query_one(GameLog)
        parsed = commands.parse(text, self.view, self.data)
        if isinstance(parsed, commands.Action):
            self.submit(parsed.decision, echo=text)
        elif isinstance(parsed, commands.Query):
            log.say(f"[dim]> {escape(text)}[/]")
            self.answer_query(parsed)
        elif isinstance(parsed, commands.Meta):
            log.say(f"[dim]> {escape(text)}[/]")
            self.run_meta(parsed)
        elif self.pick_numbered_choice(text):
            return
        else:
            tip = ""
            if parsed.suggestion and f"`{parsed.suggestion}`" not in parsed.message \
                    and "`" not in parsed.suggestion:
                tip = f" Try: [b]{escape(parsed.suggestion)}[/b]."
            log.say(f"[dim]> {escape(text)}[/]\n[b red]✗[/] {inline(parsed.message)}{tip}")

    def pick_numbered_choice(self, text: str) -> bool:
        word = text.strip()
        choices = self.query_one(Choices)
        number = parse_number(word)
        if number is None or not choices.display:
            return False
        index = number - 1
        if not 0 <= index < len(choices.values):
            return False
        choices.action_pick(index)
        return True

    def answer_query(self, q) -> None:
        log = self.query_one(GameLog)
        if q.topic == "rules":
            self.action_rules(q.arg)
            return
        if q.topic == "help":
            self.action_help(q.arg)
            return
        if q.topic == "log":
            log.say("[dim]The story so far is above: PgUp / PgDn or the mouse wheel scroll "
                    "it.[/]")
            return
        try:
            lines = answer_lines(self.view, self.data, q.topic, q.arg)
        except commands.Fail as exc:
            lines = ["✗ " + exc.message]
        except Exception as exc:  # noqa: BLE001 - an answer must never stop the game
            lines = [f"Nothing to show ({type(exc).__name__})."]
        if lines is None:
            lines = [f"Nothing to show for “{q.topic}”."]
        log.say("\n".join(inline(x) for x in lines))

    def run_meta(self, m) -> None:
        log = self.query_one(GameLog)
        if m.name == "quit":
            self.app.action_quit()
        elif m.name == "menu":
            self.action_menu()
        elif m.name == "pace":
            self.set_pace(m.arg)
        elif m.name == "skip":
            if self.busy:
                self.action_skip()
            else:
                log.say("[dim]Nothing to skip: " + inline(commands.now_hint(self.view)) + "[/]")
        elif m.name == "save":
            log.say(escape(self.app.autosave(self.session, m.arg or None, explicit=True)))
        elif m.name == "undo":
            self.undo()
        else:
            log.say(f"[dim]Unknown command “{escape(m.name)}”.[/]")

    def undo(self) -> None:
        log = self.query_one(GameLog)
        if self.busy:
            log.say("[yellow]Wait for your turn to take a move back.[/]")
            return
        try:
            decision = self.session.undo()
        except Exception as exc:  # noqa: BLE001 - UndoRefused and anything else: say why
            log.say(f"[b red]✗[/] {escape(getattr(exc, 'reason', str(exc)))}")
            return
        log.say(f"[i]Taken back: {escape(labels.command_for(decision, self.data))}.[/]")
        self.human_turn()

    # ---- keys ---------------------------------------------------------------------------------

    def on_key(self, event: events.Key) -> None:
        """Typing anywhere goes to the command line; digits pick a choice while it is empty."""
        if not event.is_printable or not event.character:
            return
        if self.has_class("panels"):
            self.remove_class("panels")
            self.refresh_panels(self.view)
        char = event.character
        line = self.query_one(CommandLine)
        if char.isdigit() and not line.value and isinstance(self.focused, Choices):
            return
        self.set_focus(line)
        line.insert_text_at_cursor(char)
        event.stop()
        event.prevent_default()

    def action_focus_command(self) -> None:
        self.query_one(CommandLine).focus()

    def action_scroll_story(self, direction: int) -> None:
        log = self.query_one(GameLog)
        log.scroll_page_up() if direction < 0 else log.scroll_page_down()

    def action_dialog(self) -> None:
        if self.request is None:
            self.query_one(GameLog).say("[dim]Nothing to decide right now.[/]")
        else:
            self.open_dialog()

    def action_hint(self) -> None:
        self.answer_query(commands.Query("hint"))

    def action_rules(self, search: str = "") -> None:
        from .rules import open_doc

        open_doc(self.app, "rules.md", "Rules", search, game="forex")

    def action_help(self, search: str = "") -> None:
        from .rules import open_doc

        open_doc(self.app, "help.md", "Help", search, game="forex")

    def show_game_over(self) -> None:
        if self.over_shown:
            return
        self.over_shown = True
        self.query_one("#prompt", Static).update("The game is over.")
        self.query_one(Choices).display = False
        self.count_statistics()
        self.app.push_screen(ForexGameOverScreen(self.session))

    def count_statistics(self) -> None:
        """Count a finished game in statistics.json (never a lesson's scripted game)."""
        if getattr(self, "tutorial", None) is not None:
            return
        try:
            from cresus_tui.play.review.stats import add_game

            _, notice = add_game(self.session.game, self.session.human,
                                 self.app.settings.data_dir)
        except Exception:  # noqa: BLE001 - statistics are a convenience
            return
        if notice:
            self.query_one(GameLog).say(f"[dim]{escape(notice)}[/]")


class ForexGameOverScreen(Screen):
    """The ranking (F-14.3, F-15.1): scores in the Strongest currency, its certificates (the
    tie-break), bankrupt last."""

    DEFAULT_CSS = """
    ForexGameOverScreen { align: center middle; }
    ForexGameOverScreen #box { width: 100%; max-width: 100; height: auto; max-height: 100%;
                               padding: 0 1; }
    ForexGameOverScreen #title { text-style: bold; color: $accent; width: 100%; }
    ForexGameOverScreen DataTable { height: auto; max-height: 9; margin: 1 0;
                                    scrollbar-size-horizontal: 0; }
    ForexGameOverScreen #buttons { height: auto; }
    ForexGameOverScreen #buttons Button { margin-right: 1; }
    """
    BINDINGS = [Binding("n", "new", "New game"), Binding("m", "menu", "Menu"),
                Binding("q", "quit", "Quit"), Binding("escape", "back", "Back to the board")]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        game = self.session.game
        st = game.state
        human = self.session.human
        names = self.session.names
        cur = game.data.currencies
        winners = [seat for place, seat in game.ranking() if place == 1]
        text = " and ".join("you" if s == human else names[s] for s in winners)
        text = text[:1].upper() + text[1:]
        single = len(winners) == 1 and winners[0] != human
        place = next((p for p, s in game.ranking() if s == human), 0)
        s = cur[st.strongest] if st.strongest >= 0 else "?"
        why = ("The queue is empty after the final dividend." if st.end_reason == "queue_empty"
               else f"{'You' if st.bankrupt == human else names[st.bankrupt]} went bankrupt "
               "(ranked last).")
        with Vertical(id="box"):
            yield Label(f"Game over — {text} win{'s' if single else ''}!", id="title")
            yield Static(f"{why} Strongest currency: {s}; all money converted into {s}, "
                         f"fractions dropped. You finish #{place}. Ties: most {s} "
                         "certificates.")
            yield DataTable(id="ranking", zebra_stripes=True, cursor_type="row")
            with Horizontal(id="buttons"):
                yield Button("New game (n)", id="new", variant="success")
                yield Button("Menu (m)", id="menu")
                yield Button("Quit (q)", id="quit", variant="error")
        yield Footer()

    def on_mount(self) -> None:
        game = self.session.game
        st = game.state
        s = st.strongest
        cur = game.data.currencies
        table = self.query_one(DataTable)
        table.add_columns("#", "Player", f"Score ({cur[s]})", f"{cur[s]} certs", "Turns")
        from cresus_tui.play.forex.labels import turns_played

        turns = turns_played(game.view(self.session.human))
        for place, seat in game.ranking():
            p = st.seats[seat]
            you = seat == self.session.human and p.name.casefold() != "you"
            name = p.name + (" (bankrupt)" if p.bankrupt else "") + (" (you)" if you else "")
            score = st.scores[seat] if seat < len(st.scores) else 0
            table.add_row(str(place), name, str(score), str(p.certs[s]), str(turns[seat]),
                          key=str(seat))
        self.query_one("#new", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        {"new": self.action_new, "menu": self.action_menu,
         "quit": self.action_quit}[event.button.id or "menu"]()

    def action_new(self) -> None:
        self.app.back_to_menu()
        self.app.open_new_game("forex")

    def action_menu(self) -> None:
        self.app.back_to_menu()

    def action_quit(self) -> None:
        self.app.exit(0)

    def action_back(self) -> None:
        self.app.pop_screen()
