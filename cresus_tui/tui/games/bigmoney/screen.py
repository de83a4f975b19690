"""The Big Money game screen: the story, the dice tray, the choices and the command line on
the left; the bank (the game's clock), the market and the players on the right. It drives the
Session like Crésus's screen: rivals play in a thread worker, narrated at the chosen pace; the
bank is always in the status line, with the turns left once the end is triggered (B-9)."""

from __future__ import annotations

import re
import threading
from typing import Any

from rich.markup import escape
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Input, Static
from textual.worker import get_current_worker

from cresus_tui.games.bigmoney import IllegalDecision
from cresus_tui.games.bigmoney.decisions import Buy, Pass, Reroll, Roll, Stop
from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest, RollRequest
from cresus_tui.play.bigmoney import advice, answers, commands, labels, narration
from cresus_tui.play.session import Session, Step

from ...screens.game_common import GameScreenActions
from ...widgets.choices import Choices
from ...widgets.command_line import CommandLine
from ...widgets.dice_tray import DiceTray
from ...widgets.log import GameLog
from .widgets import BankPanel, BigMoneyTray, MarketPanel, PlayersPanel, bank_markup

REROLL_WORDS = ("r", "rr", "reroll", "roll", "throw", "again", "rethrow")
STAGES = {"roll": "roll", "dice": "dice", "buy": "buying", "over": "game over"}
ODDS_OFF = "Odds and hints are turned off (setting). `odds on` turns them back on."


def inline(text: str) -> str:
    """Plain text with `code` spans → Rich markup (the spans in bold); the rest escaped."""
    return re.sub(r"`([^`]*)`", r"[b]\1[/b]", escape(text))


def msg_of(d: Any) -> str:
    """A short echo of a decision for the log."""
    if isinstance(d, Roll):
        return "roll"
    if isinstance(d, Stop):
        return "stop"
    if isinstance(d, Reroll):
        return ("keep " + labels.positions(d.keep)) if d.keep else "reroll all"
    if isinstance(d, Buy):
        return f"buy {d.slot + 1}"
    if isinstance(d, Pass):
        return "pass"
    return type(d).__name__.lower()


class BigMoneyScreen(GameScreenActions, Screen):
    """One game of Big Money against the rivals of ``session``; seat ``session.human`` is
    you."""

    DEFAULT_CSS = """
    BigMoneyScreen #status { height: 1; background: $primary-background; color: $text;
                             padding: 0 1; }
    BigMoneyScreen #main { height: 1fr; }
    BigMoneyScreen #left { width: 1fr; }
    BigMoneyScreen #side { width: 36; }
    BigMoneyScreen.wide #side { width: 50; }
    BigMoneyScreen #log { height: 1fr; min-height: 4; }
    BigMoneyScreen #prompt { display: none; height: auto; max-height: 3; padding: 0 1;
                             color: $accent; text-style: bold; }
    BigMoneyScreen.tall #prompt { display: block; }
    BigMoneyScreen #players { height: 1fr; }
    BigMoneyScreen.compact #side { display: none; }
    BigMoneyScreen.compact.panels #side { display: block; width: 1fr; }
    BigMoneyScreen.compact.panels #left { display: none; }
    BigMoneyScreen.compact #prompt { display: block; max-height: 2; }
    BigMoneyScreen.compact #log { min-height: 2; border: none; }
    BigMoneyScreen.compact Choices { max-height: 3; border: none; }
    BigMoneyScreen.compact CommandLine { height: 1; border: none; background: $boost; }
    BigMoneyScreen.compact DiceTray #tray-info { display: none; }
    """
    BINDINGS = [
        Binding("f1", "rules", "Rules"),
        Binding("f2", "dialog", "Choose"),
        Binding("f3", "help", "Help"),
        Binding("f6", "pace", "Pace", show=False),
        Binding("f7", "odds", "Odds on/off", show=False),
        Binding("f8", "skip", "Skip"),
        Binding("f10,ctrl+p", "panels", "Panels", show=False),
        Binding("escape", "focus_command", "Command", show=False),
        Binding("pageup", "scroll_story(-1)", "Story up", show=False, priority=True),
        Binding("pagedown", "scroll_story(1)", "Story down", show=False, priority=True),
    ]

    def __init__(self, session: Session, backlog: list[Step] | None = None) -> None:
        super().__init__()
        self.session = session
        self.backlog = backlog or []
        self.rules = session.game.rules
        self.names = session.names
        self.view = session.game.view(session.human)
        self.request: Any = None
        self.busy = False
        self.skip_event = threading.Event()
        self.over_shown = False
        self.resumed = False

    # ---- layout ---------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static("", id="status")
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield from self.compose_above_story()
                yield GameLog(id="log")
                yield BigMoneyTray(self.rules, id="tray")
                yield Static("", id="prompt")
                yield Choices(id="choices")
                line = CommandLine(self.complete, id="command")
                line.placeholder = "Type a command (help, roll, keep 1 3, buy 2…)"
                yield line
            with Vertical(id="side"):
                yield BankPanel(id="bank")
                yield MarketPanel(self.rules, id="market")
                yield PlayersPanel(self.rules, id="players")
        yield Footer()

    def compose_above_story(self) -> ComposeResult:
        """Widgets above the story (none here; a tutorial puts its coach there)."""
        return iter(())

    def on_mount(self) -> None:
        self.app.tune(self)
        self.query_one(Choices).display = False
        log = self.query_one(GameLog)
        log.say(f"[b]Big Money[/] — be the richest when the bank runs dry. You face "
                f"{escape(', '.join(self.names[1:]))}. Type [b]help[/] for the commands, "
                "or use the keys in the footer.")
        self.narrate_lines(self.lines_for(self.session.opening))
        for step in self.backlog:
            self.narrate_lines(self.step_lines(step))
        if self.resumed or (not self.session.opening and self.session.game.decisions):
            log.say(f"[b]— game resumed —[/] [i]round {self.view.round}.[/]")
        self.refresh_panels(self.view)
        self.on_resize()
        self.query_one(CommandLine).focus()
        if not self.resumed:
            self.after_step(self.session.opening)
        self.advance()

    def after_step(self, evs: list) -> None:
        """Autosave at the start of every turn and at the end (``saving.checkpoint``)."""
        self.app.autosave_after(self.session, evs)

    def on_resize(self, event: events.Resize | None = None) -> None:
        from ...screens.too_small import COMPACT_HEIGHT, COMPACT_WIDTH

        self.set_class(self.size.width >= 110, "wide")
        self.set_class(self.size.height >= 34, "tall")
        self.query_one(PlayersPanel).wide = self.size.width >= 110
        compact = self.size.width < COMPACT_WIDTH or self.size.height < COMPACT_HEIGHT
        if compact != self.has_class("compact"):
            self.set_class(compact, "compact")
            if not compact:
                self.remove_class("panels")
        self.refresh_panels(self.view)

    def action_panels(self) -> None:
        """F10 (or Ctrl+P): on a small screen, the bank, market and players in place of the
        story, and back; typing returns to the story."""
        if self.has_class("compact"):
            self.toggle_class("panels")
            self.refresh_panels(self.view)
        else:
            self.query_one(GameLog).say("[dim]The bank, the market and the players are on "
                                        "the right.[/]")

    # ---- driving the session --------------------------------------------------------------

    @property
    def delay(self) -> float:
        return self.app.settings.delay

    @work(thread=True, exclusive=True, group="rivals")
    def advance(self) -> None:
        """Rivals decide one at a time until you must act or the game ends."""
        worker = get_current_worker()
        self.busy = True
        s = self.session
        try:
            while not worker.is_cancelled:
                step = s.step_rival()
                if step is None:
                    break
                self.after_step(step.events)
                lines = self.step_lines(step)
                view = s.game.view(s.human)
                self.app.call_from_thread(self.show_rival_step, lines, view)
                if lines and self.delay > 0 and not self.skip_event.is_set():
                    self.skip_event.wait(self.delay)
        finally:
            self.busy = False
        if not worker.is_cancelled:
            self.app.call_from_thread(self.human_turn)

    def show_rival_step(self, lines: list[str], view) -> None:
        self.narrate_lines(lines)
        self.refresh_panels(view)

    def human_turn(self) -> None:
        """Your move: the prompt, and the tray or the list of choices."""
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
        prompt = inline(self.describe())
        self.query_one("#prompt", Static).update(prompt)
        self.say_prompt(prompt)
        tray = self.query_one(DiceTray)
        choices = self.query_one(Choices)
        if isinstance(req, DiceRequest):
            choices.set_choices([])
            choices.display = False
            tray.show(req, self.tray_info())
            tray.focus()
        else:
            tray.show(None)
            choices.set_choices(self.choices_for(req))
            choices.focus()
        self.call_after_refresh(self.query_one(GameLog).scroll_end, animate=False)

    def say_prompt(self, prompt: str) -> None:
        """Log what is asked of you now."""
        self.query_one(GameLog).say(f"[b $accent]›[/] {prompt}")

    def describe(self) -> str:
        try:
            return commands.describe_request(self.view, self.rules) or "Your decision."
        except Exception:  # noqa: BLE001
            return "Your decision."

    def choices_for(self, req) -> list[tuple[str, Any]]:
        """Roll: one choice. Buying: choice n is market slot n (`buy n`), then pass."""
        if isinstance(req, RollRequest):
            return [("Roll the six dice", Roll())]
        if isinstance(req, BuyRequest):
            out: list[tuple[str, Any]] = []
            for i, c in enumerate(req.market):
                if not c:
                    out.append(("[dim](empty slot)[/]", None))
                    continue
                card = self.rules.cards[c]
                pays = f"{card.dividend} once" if card.kind == "stock" else \
                    f"{card.dividend}/roll"
                text = f"Buy {escape(c)} · {card.price} Z → {pays}"
                if self.has_class("wide"):
                    text += f" [dim]{escape(card.name)}[/]"
                if i not in req.affordable:
                    text = f"[dim]{text} (you have {req.cash} Z)[/]"
                out.append((text, Buy(i)))
            out.append(("Buy nothing (pass)", Pass()))
            return out
        return []

    def tray_info(self) -> str:
        """With odds on: the best keep's exact value against stopping now."""
        if not self.app.settings.show_odds:
            return ""
        try:
            rows = advice.keep_rows(self.view)
        except Exception:  # noqa: BLE001
            return ""
        if not rows:
            return ""
        best = rows[0]
        stop = next((r for r in rows if r["stop"]), None)
        text = f"[b]Best:[/] {advice.keep_command(best)} → {best['expected']:.1f} Z"
        if stop is not None and not best["stop"]:
            text += f" · stop → {stop['expected']:.0f} Z"
        return text

    def submit(self, decision: Any, echo: str | None = None, confirmed: bool = False) -> bool:
        """Submit your decision; an illegal one is explained and changes nothing."""
        log = self.query_one(GameLog)
        if self.busy:
            log.say("[yellow]The rivals are still playing — F8 skips to your turn.[/]")
            return False
        if self.session.game.is_over:
            self.show_game_over()
            return False
        if not confirmed and isinstance(decision, Buy) and self.view.triggered:
            if echo:
                log.say(f"[dim]> {escape(echo)}[/]")
            log.say(f"[b yellow]![/] The end is triggered: only cash counts, and the bank pays "
                    f"only what comes back into it. Type [b]buy {decision.slot + 1}![/] to buy "
                    "anyway, or [b]pass[/].")
            self.query_one(CommandLine).focus()
            return False
        try:
            step = self.session.submit(decision)
        except IllegalDecision as exc:
            log.say(f"[b red]✗[/] {escape(exc.reason)}")
            return False
        self.after_step(step.events)
        tray = self.query_one(DiceTray)
        if isinstance(decision, Reroll):
            tray.remember_keep(decision.keep)
        if echo:
            log.say(f"[dim]> {escape(echo)}[/]")
        self.narrate_lines(self.step_lines(step))
        tray.show(None)
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

    # ---- narration ------------------------------------------------------------------------

    def step_lines(self, step: Step) -> list[str]:
        """A rival's reason (said after the fact, before what it brought), then the events."""
        lines: list[str] = []
        if step.reason and step.seat != self.session.human and \
                not isinstance(step.decision, Roll):
            lines.append(f"[dim i]  {escape(self.names[step.seat])}: {escape(step.reason)}[/]")
        return lines + self.lines_for(step.events)

    def lines_for(self, evs: list) -> list[str]:
        return narration.story_lines(evs, self.session.human, self.names, self.rules)

    def narrate_lines(self, lines: list[str]) -> None:
        log = self.query_one(GameLog)
        for line in lines:
            log.say(line)

    def refresh_panels(self, view) -> None:
        self.view = view
        me = view.players[view.seat]
        self.query_one(BankPanel).show(view)
        self.query_one(MarketPanel).show(view, me.cash if view.active == view.seat else None)
        self.query_one(PlayersPanel).show(view)
        compact = self.has_class("compact")
        if view.over:
            whose = "game over"
        elif view.active == view.seat:
            whose = f"your turn: {STAGES.get(view.stage, view.stage)}"
        else:
            whose = f"{escape(view.players[view.active].name)}'s turn"
        busy = " · [i]F8 skip[/]" if self.busy and not view.over else ""
        # once over, `whose` says so: the bank's own "game over" would say it twice
        bank = f"[b]Bank {view.bank} Z[/]" if view.over else bank_markup(view, compact=True)
        if compact:
            back = "story" if self.has_class("panels") else "panels"
            self.query_one("#status", Static).update(
                f"R{view.round} · {whose} · {bank} · {me.cash} Z · [b]F10[/] {back}{busy}")
            return
        wide = self.has_class("wide")
        pace = f" · pace {self.app.settings.pace}" if wide else ""
        title = "[b]Big Money[/] · " if wide else ""
        self.query_one("#status", Static).update(
            f"{title}Round {view.round} · {whose} · {bank} · you {me.cash} Z{pace}{busy}")

    # ---- choices and the tray -------------------------------------------------------------

    @on(Choices.Chosen)
    def _chosen(self, message: Choices.Chosen) -> None:
        if message.value is not None:
            self.submit(message.value, echo=msg_of(message.value))

    @on(DiceTray.Decided)
    def _dice(self, message: DiceTray.Decided) -> None:
        self.submit(message.decision, echo=msg_of(message.decision))

    # ---- the command line -----------------------------------------------------------------

    def complete(self, text: str) -> list[str]:
        try:
            return commands.completions(text, self.view, self.rules)
        except Exception:  # noqa: BLE001
            return []

    @on(Input.Submitted, "#command")
    def _command(self, event: Input.Submitted) -> None:
        line = self.query_one(CommandLine)
        text = event.value.strip()
        line.value = ""
        if not text:
            self.empty_enter()
            return
        line.remember(text)
        self.run_command(text)

    def empty_enter(self) -> None:
        """Enter on an empty command line: skip the rivals' narration, or go to the tray or
        the choices."""
        if self.busy:
            self.action_skip()
        elif isinstance(self.request, DiceRequest):
            self.query_one(DiceTray).focus()
        elif self.request is not None:
            self.query_one(Choices).focus()

    def run_command(self, text: str) -> None:
        log = self.query_one(GameLog)
        parsed = commands.parse(text, self.view, self.rules)
        if isinstance(parsed, commands.Action):
            d = parsed.decision
            tray = self.query_one(DiceTray)
            word = text.strip().casefold().rstrip("!")
            if d == Reroll(()) and word in REROLL_WORDS and tray.kept:
                d = tray.keep_decision(tray.kept)  # `reroll`: the dice not marked kept
            self.submit(d, echo=text, confirmed=parsed.confirmed)
        elif isinstance(parsed, commands.Query):
            log.say(f"[dim]> {escape(text)}[/]")
            self.answer_query(parsed)
        elif isinstance(parsed, commands.Meta):
            log.say(f"[dim]> {escape(text)}[/]")
            self.run_meta(parsed)
        else:
            sugg = parsed.suggestion
            hint = ""
            if sugg and sugg not in parsed.message:
                hint = " " + (inline(sugg) if sugg.startswith(("Now:", "It is", "Nothing"))
                              else inline(f"Try: `{sugg}`."))
            log.say(f"[dim]> {escape(text)}[/]\n[b red]✗[/] {inline(parsed.message)}{hint}")

    def say_lines(self, lines: list[str]) -> None:
        log = self.query_one(GameLog)
        for line in lines:
            log.say(inline(line))

    def answer_query(self, q) -> None:
        v, r = self.view, self.rules
        if q.topic == "rules":
            self.action_rules(q.arg)
        elif q.topic == "help":
            self.action_help(q.arg)
        elif q.topic == "look":
            self.say_lines(answers.status_lines(v, r, q.arg) if q.arg.strip()
                           else answers.look_lines(v, r))
        elif q.topic == "status":
            self.say_lines(answers.status_lines(v, r, q.arg))
        elif q.topic == "market":
            self.say_lines([answers.bank_line(v)] + answers.market_lines(v, r))
        elif q.topic in ("odds", "hint"):
            toggled = self.toggle_odds(q.arg)
            if toggled:
                self.query_one(GameLog).say(toggled)
            elif not self.app.settings.show_odds:
                self.say_lines([ODDS_OFF])
            elif q.topic == "odds":
                self.say_lines(answers.odds_lines(v, r))
            else:
                self.say_lines(answers.hint_lines(v, r, self.request))
        elif q.topic == "log":
            self.query_one(GameLog).say("[dim]The story so far is above: PgUp / PgDn or the "
                                        "mouse wheel scroll it.[/]")
        else:
            self.query_one(GameLog).say(f"[dim]Nothing to show for “{escape(q.topic)}”.[/]")

    def toggle_odds(self, arg: str) -> str:
        word = arg.strip().casefold()
        if word not in ("on", "off"):
            return ""
        self.app.settings.show_odds = word == "on"
        if isinstance(self.request, DiceRequest):
            self.query_one(DiceTray).show(self.request, self.tray_info())
        return f"[dim]Odds and hints: {word}.[/]"

    def action_odds(self) -> None:
        word = "off" if self.app.settings.show_odds else "on"
        self.query_one(GameLog).say(self.toggle_odds(word))

    def run_meta(self, m) -> None:
        log = self.query_one(GameLog)
        if m.name == "quit":
            self.app.action_quit()
        elif m.name == "menu":
            self.action_menu()
        elif m.name == "pace":
            self.set_pace(m.arg)
        elif m.name == "skip":
            self.action_skip()
        elif m.name == "save":
            log.say(escape(self.app.autosave(self.session, m.arg or None, explicit=True)))
        elif m.name in ("undo", "transcript"):
            from ...screens.review import run_review_meta

            run_review_meta(self, m.name)
        else:
            log.say(f"[dim]Unknown command “{escape(m.name)}”.[/]")

    # ---- keys -----------------------------------------------------------------------------

    def on_key(self, event: events.Key) -> None:
        """Typing anywhere goes to the command line; digits stay with the tray or the list
        while the command line is empty (1–5 mark dice, 1–5 pick a choice)."""
        if not event.is_printable or not event.character:
            return
        if self.has_class("panels"):
            self.remove_class("panels")
            self.refresh_panels(self.view)
        char = event.character
        line = self.query_one(CommandLine)
        if char.isdigit() and not line.value and isinstance(self.focused, (Choices, DiceTray)):
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
        elif isinstance(self.request, DiceRequest):
            self.query_one(DiceTray).focus()
        else:
            self.query_one(Choices).focus()

    def action_rules(self, search: str = "") -> None:
        from ...screens.rules import open_doc

        open_doc(self.app, "rules.md", "Rules of Big Money", search, game="bigmoney")

    def action_help(self, search: str = "") -> None:
        from ...screens.rules import open_doc

        open_doc(self.app, "help.md", "Help — Big Money", search, game="bigmoney")

    def show_game_over(self) -> None:
        if self.over_shown:
            return
        self.over_shown = True
        from .over import BigMoneyOverScreen

        self.query_one("#prompt", Static).update("The game is over.")
        self.query_one(Choices).display = False
        self.query_one(DiceTray).show(None)
        self.count_statistics()
        self.app.push_screen(BigMoneyOverScreen(self.session))

    def count_statistics(self) -> None:
        """Count a finished game in statistics.json (not a tutorial's scripted game)."""
        config = self.session.game.state.config
        if config.scenario is not None:
            return
        try:
            from cresus_tui.play.review.stats import add_game

            _, notice = add_game(self.session.game, self.session.human,
                                 self.app.settings.data_dir)
        except Exception as exc:  # noqa: BLE001 - statistics never stop the game
            notice = f"Statistics not counted: {exc}"
        if notice:
            self.query_one(GameLog).say(f"[dim]{escape(notice)}[/]")
