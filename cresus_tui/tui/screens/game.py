"""The game screen: narrative log, board, your panel, rivals, dice tray, choices and the
command line. It drives the Session: rivals play in a thread worker, narrated at the chosen
pace; your requests get a prompt, a list of choices and, for secret ones, a dialogue."""

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

from cresus_tui.engine import IllegalDecision
from cresus_tui.engine.decisions import (
    Answer, Bid, Buy, BuyLuxury, Decision, Done, Move, Offer, PickMarket, RepayLoan, Reply,
    Sell, SellLuxury,
)
from cresus_tui.engine.events import (
    BidsRevealed, DecisionTaken, Event, GameOver, ParticipationRevealed, PawnsMoved, PhaseStarted,
)
from cresus_tui.engine.requests import (
    BidRequest, BuyRequest, DebtRequest, EntryRequest, ExpertSectorRequest, JoinRequest,
    LuxuryRequest, MonopolyRequest, MoveRequest, OfferRequest, PartnerRequest, Request,
    SellRequest, ThrowRequest,
)

from cresus_tui.tutorials import advice

from .. import commands, labels, narration
from ..session import Session, Step
from ..widgets.board import Board
from ..widgets.choices import Choices
from ..widgets.command_line import CommandLine
from ..widgets.dice_tray import DiceTray
from ..widgets.log import GameLog
from ..widgets.player_panel import PlayerPanel
from ..widgets.rivals_panel import RivalsPanel
from .modals import AnswerOfferModal, BidModal, MarketModal, OfferModal, YesNoModal

PHASES = {"setup": "Setup", "expert": "Expert card", "movement": "Movement",
          "cresus": "Crésus card", "purchase": "Purchase", "sale": "Sale",
          "end_of_turn": "End of turn", "over": "Game over"}
REVEALS = (BidsRevealed, PawnsMoved, ParticipationRevealed)
OPEN_DIALOG = "dialog"


ODDS_OFF = "Odds and hints are turned off (setting). [dim]`odds on` turns them back on.[/]"


def inline(text: str) -> str:
    """Plain text with `code` spans → Rich markup (the spans in bold)."""
    return re.sub(r"`([^`]*)`", r"[b]\1[/b]", escape(text))


def markup(text: str) -> str:
    """Rich markup with `code` spans → Rich markup (the spans in bold accent)."""
    return re.sub(r"`([^`]*)`", lambda m: f"[b $accent]{escape(m.group(1))}[/]", text)


class GameScreen(Screen):
    """One game against the rivals of ``session``; seat ``session.human`` is you."""

    BINDINGS = [
        Binding("f1", "rules", "Rules"),
        Binding("f2", "dialog", "Choose"),
        Binding("f3", "help", "Help"),
        Binding("f4", "offer", "Trade"),
        Binding("f5", "sell_luxury", "Sell luxury"),
        Binding("f6", "pace", "Pace"),
        Binding("f7", "odds", "Odds on/off", show=False),
        Binding("f8", "skip", "Skip"),
        Binding("escape", "focus_command", "Command", show=False),
    ]
    AUTO_DIALOG = True
    """Open the secret dialogue by itself when a bid, a move or a join is asked."""

    def __init__(self, session: Session, backlog: list[Step] | None = None) -> None:
        super().__init__()
        self.session = session
        self.backlog = backlog or []
        self.rules = session.game.rules
        self.names = session.names
        self.view = session.game.view(session.human)
        self.request: Request | None = None
        self.busy = False
        self.skip_event = threading.Event()
        self.pending_reasons: list[str] = []
        self.phase_market = -1
        self.dialog_open = False
        self.over_shown = False

    # ---- layout ---------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static("", id="status")
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield GameLog(id="log")
                yield DiceTray(id="tray")
                yield Static("", id="prompt")
                yield Choices(id="choices")
                yield CommandLine(self.complete, id="command")
            with Vertical(id="side"):
                yield Board(self.rules, id="board")
                yield PlayerPanel(self.rules, id="me")
                yield RivalsPanel(self.rules, id="rivals")
        yield Footer()

    def on_mount(self) -> None:
        self.app.tune(self)
        self.query_one(Choices).display = False
        log = self.query_one(GameLog)
        names = ", ".join(self.names[1:])
        log.say(f"[b]Crésus — osez devenir riche ![/] You face {escape(names)}. "
                "Type [b]help[/] for the commands, or use the keys in the footer.")
        if not self.session.opening and self.view.turn:
            log.say(f"[i]Game resumed: turn {self.view.turn}.[/]")
        self.narrate_lines(self.lines_for(self.session.opening))
        for step in self.backlog:
            self.narrate_lines(self.step_lines(step, None))
        self.refresh_panels(self.view)
        self.on_resize()
        self.query_one(CommandLine).focus()
        self.after_step(self.session.opening)
        self.advance()

    def after_step(self, evs: list[Event]) -> None:
        """Autosave when a step crosses a phase boundary or ends the game (issue 5)."""
        self.app.autosave_after(self.session, evs)

    def on_resize(self, event: events.Resize | None = None) -> None:
        self.set_class(self.size.width >= 110, "wide")
        self.set_class(self.size.height >= 34, "tall")

    # ---- driving the session ------------------------------------------------------------------

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
                seat = s.rival_to_move()
                if seat is None:
                    break
                req = s.game.request_for(seat)
                step = s.step_rival()
                if step is None:
                    break
                self.after_step(step.events)
                lines = self.step_lines(step, req)
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
        """Your move: prompt, choices, and a dialogue for secret or interrupting requests."""
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
        if getattr(req, "market", -1) >= 0 and not isinstance(req, PartnerRequest):
            self.phase_market = req.market  # type: ignore[union-attr]
            self.refresh_panels(self.view)
        if req is None:
            if s.rival_to_move() is not None:
                self.advance()
            return
        prompt = inline(self.describe(req))
        self.query_one("#prompt", Static).update(prompt)
        self.say_prompt(prompt)
        choices = self.choices_for(req)
        widget = self.query_one(Choices)
        widget.set_choices(choices)
        tray = self.query_one(DiceTray)
        if isinstance(req, ThrowRequest):
            tray.show(req, self.throw_info(req))
            tray.focus()
        else:
            tray.show(None)
            if self.focused is None or isinstance(self.focused, DiceTray):
                self.set_focus(self.query_one(CommandLine))
        self.call_after_refresh(self.query_one(GameLog).scroll_end, animate=False)
        if self.AUTO_DIALOG and isinstance(req, (BidRequest, MoveRequest, JoinRequest,
                                                 OfferRequest)):
            self.open_dialog()

    def say_prompt(self, prompt: str) -> None:
        """Log what is asked of you now."""
        self.query_one(GameLog).say(f"[b $accent]›[/] {prompt}")

    def describe(self, req: Request) -> str:
        try:
            text = commands.describe_request(self.view, self.rules)
        except Exception:
            text = ""
        return text or self.fallback_prompt(req)

    def submit(self, decision: Decision, echo: str | None = None) -> bool:
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
            log.say(f"[b red]✗[/] {escape(exc.reason)}")
            return False
        self.after_step(step.events)
        if echo:
            log.say(f"[dim]> {escape(echo)}[/]")
        self.narrate_lines(self.step_lines(step, None))
        self.query_one(DiceTray).show(None)
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

    # ---- narration --------------------------------------------------------------------------

    def step_lines(self, step: Step, req: Request | None) -> list[str]:
        """The log lines of one step. A rival's reason for a secret choice waits for the
        reveal (C-7.4)."""
        secret = isinstance(step.decision, (Bid, Move)) or (
            isinstance(step.decision, Answer) and (isinstance(req, JoinRequest) or any(
                isinstance(e, (DecisionTaken, ParticipationRevealed)) for e in step.events)))
        lines: list[str] = []
        reason = ""
        if step.reason and step.seat != self.session.human:
            reason = f"[dim i]  {escape(self.names[step.seat])}: {escape(step.reason)}[/]"
            if secret:
                self.pending_reasons.append(reason)
                reason = ""
        lines += self.lines_for(step.events)
        if reason:
            lines.append(reason)
        return lines

    def lines_for(self, evs: list[Event]) -> list[str]:
        lines = []
        for ev in evs:
            if isinstance(ev, PhaseStarted):
                self.phase_market = ev.market
            try:
                text = narration.narrate(ev, self.session.human, self.names, self.rules)
            except Exception as exc:  # a narration bug must not stop the game
                text = f"[dim]({type(ev).__name__}: {escape(str(exc))})[/]"
            if text:
                lines.append(text)
            if isinstance(ev, REVEALS) and self.pending_reasons:
                lines += self.pending_reasons
                self.pending_reasons = []
            if isinstance(ev, GameOver):
                lines.append("[b]The game is over.[/]")
        return lines

    def narrate_lines(self, lines: list[str]) -> None:
        log = self.query_one(GameLog)
        for line in lines:
            log.say(line)

    def refresh_panels(self, view) -> None:
        self.view = view
        self.query_one(Board).show(view)
        self.query_one(PlayerPanel).show(view)
        self.query_one(RivalsPanel).show(view)
        phase = PHASES.get(view.phase, view.phase)
        if view.phase in ("cresus", "purchase", "sale") and self.phase_market >= 0:
            phase += " · " + labels.market(self.rules, self.phase_market)
        last = " · [b]last turn[/]" if view.last_turn and not view.over else ""
        turn = f"Turn {view.turn}" if view.turn else "Setup"
        busy = " · [i]rivals playing… F8 skip[/]" if self.busy else ""
        self.query_one("#status", Static).update(
            f"[b]Crésus[/] · {turn} · {phase} · Experts left {view.experts_left}{last}"
            f" · pace {self.app.settings.pace}{busy}")

    # ---- choices ----------------------------------------------------------------------------

    def choices_for(self, req: Request) -> list[tuple[str, Any]]:
        r = self.rules
        me = self.view.me
        if isinstance(req, BidRequest):
            return [("Bid (secret dialogue)", OPEN_DIALOG), ("No bid", Bid(0))]
        if isinstance(req, MoveRequest):
            return [("Choose a market (secret dialogue)", OPEN_DIALOG)]
        if isinstance(req, JoinRequest):
            return [("Decide (secret dialogue)", OPEN_DIALOG)]
        if isinstance(req, OfferRequest):
            return [("Accept the offer", Reply(True)), ("Decline the offer", Reply(False))]
        if isinstance(req, MonopolyRequest):
            evicted = ", ".join(self.names[i] for i in req.others) or "nobody"
            return [(f"Play Monopole (sends away {escape(evicted)})", Answer(True)),
                    ("Keep the card", Answer(False))]
        if isinstance(req, PartnerRequest):
            return [(f"Partenaire on {labels.market(r, m)}", PickMarket(m))
                    for m in req.markets] + [("Keep the card", PickMarket(-1))]
        if isinstance(req, ExpertSectorRequest):
            return [(f"Take {labels.share_short(r, req.share)} free", Answer(True)),
                    ("Leave it", Answer(False))]
        if isinstance(req, EntryRequest):
            what = "enter the tournament" if req.tournament else "play"
            ok = [(f"Pay {req.entry} M and {what} ({labels.game_label(r, req.game)})",
                   Answer(True))] if req.cash >= req.entry else []
            return ok + [("Don't play", Answer(False))]
        if isinstance(req, BuyRequest):
            out: list[tuple[str, Any]] = []
            for sid in req.shares:
                s = r.shares[sid]
                if s.price <= req.cash:
                    out.append((f"Buy {labels.share_short(r, sid)} "
                                f"[dim]({labels.share_table(r, sid)})[/]", Buy((sid,))))
            total = sum(r.shares[x].price for x in req.shares)
            if len(req.shares) == 2 and total <= req.cash:
                out.append((f"Buy both ({total} M)", Buy(tuple(req.shares))))
            out.append(("Buy nothing", Buy(())))
            return out
        if isinstance(req, SellRequest):
            out = []
            for sid in req.shares:
                out.append((f"Sell {labels.share_short(r, sid)} [dim]"
                            f"({labels.share_table(r, sid)}; "
                            f"{labels.premium_note(r, sid, req.market)})[/]", Sell(sid)))
                if req.experts:
                    out.append((f"Sell {sid} with Expert Marché (+1 throw)", Sell(sid, True)))
            out.append(("Done selling", Done()))
            return out
        if isinstance(req, DebtRequest):
            out = []
            if req.luxuries:
                out.append(("Sell your best luxury card (half price)", SellLuxury(1)))
            out += [(f"Sell {labels.share_short(r, sid)}", Sell(sid)) for sid in req.shares]
            return out
        if isinstance(req, LuxuryRequest):
            out = []
            rank = req.next_rank
            if req.loan:
                if me.cash >= req.loan:
                    out.append((f"Repay the loan ({req.loan} M)", RepayLoan()))
            if req.affordable >= 1:
                out.append((f"Buy {labels.luxury_name(r, rank)} "
                            f"({labels.luxury_price(r, rank)} M)", BuyLuxury(1)))
            if req.affordable >= 2:
                total = labels.luxury_price(r, rank) + labels.luxury_price(r, rank + 1)
                out.append((f"Buy {labels.luxury_name(r, rank)} and "
                            f"{labels.luxury_name(r, rank + 1)} ({total} M)", BuyLuxury(2)))
            out.append(("End my turn", Done()))
            return out
        return []

    def fallback_prompt(self, req: Request) -> str:
        r = self.rules
        if isinstance(req, BidRequest):
            return f"Sealed bid for {self.lot_name(req.lot)} (round {req.round})."
        if isinstance(req, MoveRequest):
            return "Choose your market in secret."
        if isinstance(req, JoinRequest):
            return f"Take part in the sale of {labels.share_short(r, req.share)}?"
        if isinstance(req, BuyRequest):
            return f"Buy on {labels.market(r, req.market)}: one, both or none (cash {req.cash} M)."
        if isinstance(req, SellRequest):
            return f"Sell on {labels.market(r, req.market)}: pick a share, or done."
        if isinstance(req, ThrowRequest):
            return f"Dice for {req.subject}: keep some and reroll, or stop."
        if isinstance(req, EntryRequest):
            return f"{labels.game_label(r, req.game)}: pay {req.entry} M to play?"
        if isinstance(req, LuxuryRequest):
            return "End of turn: buy luxury cards, repay a loan, or end your turn."
        if isinstance(req, DebtRequest):
            return f"You owe {req.owed} M but have {req.cash} M: sell something."
        if isinstance(req, OfferRequest):
            return f"{self.names[req.offer_from]} offers you a trade."
        if isinstance(req, MonopolyRequest):
            return f"Use your Monopole on {labels.market(r, req.market)}?"
        if isinstance(req, PartnerRequest):
            return "Play your Partenaire on an empty market?"
        if isinstance(req, ExpertSectorRequest):
            return f"Take {req.share} free with your Expert Secteur?"
        return "Your decision."

    def lot_name(self, lot: str) -> str:
        if lot in self.rules.experts:
            return labels.expert_name(self.rules, lot)
        if lot in self.rules.shares:
            return labels.share_short(self.rules, lot)
        return lot

    def throw_subject(self, req: ThrowRequest) -> str:
        r = self.rules
        if req.purpose == "sale" and req.subject in r.shares:
            return (f"Selling {labels.share_short(r, req.subject)} · "
                    f"{labels.share_table(r, req.subject)} · "
                    f"{labels.premium_note(r, req.subject, self.phase_market)}")
        return f"{labels.game_label(r, req.subject)}: {labels.game_rules(r, req.subject)}"

    def throw_info(self, req: ThrowRequest) -> str:
        """The tray's text: what is thrown for, and with odds on, one line of expected
        values (the best keep against stopping now)."""
        text = self.throw_subject(req)
        if self.app.settings.show_odds:
            line = self.best_keep_line()
            if line:
                text += "\n" + line
        return text

    def best_keep_line(self) -> str:
        try:
            data = advice.odds_data(self.view, self.rules, market=self.odds_market())
        except Exception:
            return ""
        if not data or data.get("kind") != "throw":
            return ""
        unit = "" if data["purpose"] == "tournament" else " M"
        best = data["best"]
        return (f"[b]Best:[/] {escape(best['command'])} → {float(best['expected']):.1f}{unit}"
                f" · stop → {float(data['as_is']['expected']):.1f}{unit}")

    @on(Choices.Chosen)
    def _chosen(self, message: Choices.Chosen) -> None:
        self.chosen(message.value)

    def chosen(self, value: Any) -> None:
        """A pick in the list of choices: a decision, or the sentinel of a dialogue."""
        if value == OPEN_DIALOG:
            self.open_dialog()
        elif value is not None:
            self.submit(value, echo=self.choice_echo(value))

    def choice_echo(self, d: Decision) -> str | None:
        if isinstance(d, (Bid, Move)):
            return None
        return msg_of(d)

    @on(DiceTray.Decided)
    def _dice(self, message: DiceTray.Decided) -> None:
        self.submit(message.decision, echo=msg_of(message.decision))

    # ---- dialogues ---------------------------------------------------------------------------

    def open_dialog(self) -> None:
        req = self.request
        if req is None or self.dialog_open:
            return
        r = self.rules
        if isinstance(req, BidRequest):
            lot = self.lot_name(req.lot)
            if req.lot in r.experts:
                body = f"[b]{lot}[/]: {labels.expert_help(r, req.lot)}"
            else:
                body = f"[b]{lot}[/]\nSale table: {labels.share_table(r, req.lot)}"
            rivals = ", ".join(self.names[i] for i in req.bidders if i != req.seat)
            body += (f"\nBidding against: {escape(rivals)}. Round {req.round}."
                     f"\nYou have {req.cash} M. The highest bid wins; a tie "
                     f"{'cancels the sale' if req.round > 1 else 'means a second round'}.")
            self.push_dialog(BidModal(f"Secret bid — {lot}", body, req.cash),
                             lambda v: Bid(v))
        elif isinstance(req, MoveRequest):
            self.push_dialog(MarketModal(r, self.view, req.allowed, req.previous,
                                         req.monopoly), lambda v: Move(v))
        elif isinstance(req, JoinRequest):
            body = (f"{labels.share_short(r, req.share)}\nSale table: "
                    f"{labels.share_table(r, req.share)}\nIf several join, a sealed-bid "
                    "auction follows; alone, you may buy at the printed price.")
            self.push_dialog(YesNoModal("Join the sale? (secret)", body, "Join", "Pass"),
                             lambda v: Answer(v))
        elif isinstance(req, OfferRequest):
            body = self.offer_text(req)
            self.push_dialog(AnswerOfferModal(f"Offer from {self.names[req.offer_from]}",
                                              body, "Accept", "Decline"), lambda v: Reply(v))
        else:
            self.query_one(Choices).focus()

    def push_dialog(self, modal, make) -> None:
        self.dialog_open = True

        def done(value) -> None:
            self.dialog_open = False
            if value is None:
                self.query_one(GameLog).say("[dim]Dialogue closed — F2 reopens it, or type "
                                            "a command.[/]")
                self.set_focus(self.query_one(CommandLine))
                return
            d = make(value)
            if not self.submit(d, echo=self.choice_echo(d)) and self.request is not None:
                self.call_after_refresh(self.open_dialog)

        self.app.push_screen(modal, done)

    def offer_text(self, req: OfferRequest) -> str:
        r = self.rules
        give = ", ".join(labels.share_short(r, s) for s in req.give_shares)
        take = ", ".join(labels.share_short(r, s) for s in req.take_shares)
        parts = []
        if give or req.give_cash:
            parts.append("You receive: " + ", ".join(x for x in (
                give, f"{req.give_cash} M" if req.give_cash else "") if x))
        if take or req.take_cash:
            parts.append("You give: " + ", ".join(x for x in (
                take, f"{req.take_cash} M" if req.take_cash else "") if x))
        return "\n".join(parts) + "\n[dim]No sector bonus for traded shares (C-2.3).[/]"

    # ---- the command line ---------------------------------------------------------------------

    def complete(self, text: str) -> list[str]:
        try:
            return commands.completions(text, self.view, self.rules)
        except Exception:
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
        """Enter on an empty command line: skip the rivals' narration, or go to the choices."""
        if self.busy:
            self.action_skip()
        elif self.request is not None:
            self.query_one(Choices).focus() if not isinstance(
                self.request, ThrowRequest) else self.query_one(DiceTray).focus()

    def run_command(self, text: str) -> None:
        log = self.query_one(GameLog)
        try:
            parsed = commands.parse(text, self.view, self.rules)
        except Exception as exc:  # the parser promises not to raise; stay safe anyway
            parsed = commands.ParseError(f"Could not read that ({exc}).", "help")
        if isinstance(parsed, commands.Action):
            d = parsed.decision
            secret = isinstance(d, (Bid, Move)) or isinstance(self.request, JoinRequest)
            self.submit(d, echo=None if secret else text)
        elif isinstance(parsed, commands.Query):
            log.say(f"[dim]> {escape(text)}[/]")
            self.answer_query(parsed)
        elif isinstance(parsed, commands.Meta):
            log.say(f"[dim]> {escape(text)}[/]")
            self.run_meta(parsed)
        else:
            hint = f" {inline(parsed.suggestion)}" if parsed.suggestion else ""
            log.say(f"[dim]> {escape(text)}[/]\n[b red]✗[/] {inline(parsed.message)}{hint}")

    def answer_query(self, q: commands.Query) -> None:
        log = self.query_one(GameLog)
        topic = q.topic
        if topic == "rules":
            self.action_rules(q.arg)
        elif topic == "help":
            self.action_help(q.arg)
        elif topic == "look":
            for line in self.look_lines():
                log.say(line)
        elif topic in ("status", "cards"):
            for line in self.status_lines():
                log.say(line)
        elif topic == "hint":
            log.say(self.hint_line(q.arg))
        elif topic == "odds":
            log.say(self.odds_line(q.arg))
        elif topic == "log":
            log.say("[dim]The story so far is above: scroll with the mouse wheel or "
                    "PgUp/PgDn when it has focus (click it).[/]")
        else:
            log.say(f"[dim]Nothing to show for “{escape(topic)}”.[/]")

    def look_lines(self) -> list[str]:
        v, r = self.view, self.rules
        out = ["[b]On the board:[/]"]
        for m in range(6):
            who = [self.names[i] for i in v.market_players[m]] if v.market_players else []
            closed = " [red](closed by a Pirate)[/]" if m in v.closed else ""
            out.append(f"  {labels.market(r, m)}: {escape(', '.join(who)) or 'nobody'}{closed}")
        if v.revealed:
            out.append("  Revealed: " + "; ".join(
                f"{labels.share_short(r, s)} ({labels.share_table(r, s)})" for s in v.revealed))
        if self.request is not None:
            out.append(f"  {inline(self.describe(self.request))}")
        return out

    def status_lines(self) -> list[str]:
        v, r = self.view, self.rules
        me = v.me
        out = [f"[b]{escape(me.name)}[/]: {me.cash} M, {me.luxuries} luxury card(s)"
               + (f", loan {me.loan} M" if me.loan else "")]
        for s in me.shares:
            out.append(f"  {labels.share_short(r, s)} · {labels.share_table(r, s)}")
        for e in me.experts:
            out.append(f"  {labels.expert_name(r, e)}: {labels.expert_help(r, e)}")
        return out

    def hint_line(self, arg: str = "") -> str:
        toggled = self.toggle_odds(arg)
        if toggled:
            return toggled
        if not self.app.settings.show_odds:
            return markup(ODDS_OFF)
        if self.request is None:
            return "[dim]Nothing to decide right now.[/]"
        try:
            return "[i]Hint:[/] " + markup(advice.hint_text(self.view, self.rules))
        except Exception:
            return "[dim]No hint available here.[/]"

    def odds_line(self, arg: str) -> str:
        toggled = self.toggle_odds(arg)
        if toggled:
            return toggled
        if not self.app.settings.show_odds:
            return markup(ODDS_OFF)
        sid = arg.strip().upper()
        if sid in self.rules.shares:
            return (f"{labels.share_short(self.rules, sid)}: gains by faces of one colour "
                    f"{labels.share_table(self.rules, sid)}")
        try:
            return markup(advice.odds_text(self.view, self.rules, self.odds_market()))
        except Exception:
            return "[dim]No odds available here.[/]"

    def odds_market(self) -> int | None:
        """The market of the sale under way (its premium, C-5.13), or None: the request's."""
        req = self.request
        if isinstance(req, ThrowRequest) and req.purpose == "sale" \
                and getattr(req, "market", -1) < 0 \
                and self.phase_market >= 0:
            return self.phase_market
        return None

    def toggle_odds(self, arg: str) -> str:
        """`odds on|off`, `hint on|off`: the "Show odds and hints" setting; "" otherwise."""
        word = arg.strip().casefold()
        if word not in ("on", "off"):
            return ""
        self.app.settings.show_odds = word == "on"
        self.refresh_tray()
        return f"[dim]Odds and hints: {word}.[/]"

    def action_odds(self) -> None:
        word = "off" if self.app.settings.show_odds else "on"
        self.query_one(GameLog).say(self.toggle_odds(word))

    def refresh_tray(self) -> None:
        req = self.request
        if isinstance(req, ThrowRequest):
            self.query_one(DiceTray).show(req, self.throw_info(req))

    def run_meta(self, m: commands.Meta) -> None:
        log = self.query_one(GameLog)
        if m.name == "quit":
            self.app.action_quit()
        elif m.name == "menu":
            self.action_menu()
        elif m.name == "pace":
            if m.arg in ("instant", "normal", "slow"):
                self.app.settings.pace = m.arg
            log.say(f"Pace: {self.app.settings.pace}.")
            self.refresh_panels(self.view)
        elif m.name == "skip":
            self.action_skip()
        elif m.name == "save":
            log.say(escape(self.app.autosave(self.session, m.arg or None, explicit=True)))
        else:
            log.say(f"[dim]Unknown command “{escape(m.name)}”.[/]")

    # ---- keys -------------------------------------------------------------------------------

    def on_key(self, event: events.Key) -> None:
        """Typing anywhere goes to the command line (except the keys of the focused list or
        dice tray)."""
        if isinstance(self.focused, Input) or not event.is_printable or not event.character:
            return
        char = event.character
        if isinstance(self.focused, Choices) and char.isdigit():
            return
        if isinstance(self.focused, DiceTray) and char in "123456rs":
            return
        line = self.query_one(CommandLine)
        self.set_focus(line)  # at once: the next keys may already be on their way
        line.insert_text_at_cursor(char)
        event.stop()
        event.prevent_default()

    def action_focus_command(self) -> None:
        self.query_one(CommandLine).focus()

    def action_dialog(self) -> None:
        if self.request is None:
            self.query_one(GameLog).say("[dim]Nothing to decide right now.[/]")
        elif isinstance(self.request, ThrowRequest):
            self.query_one(DiceTray).focus()
        else:
            self.open_dialog()

    def action_rules(self, search: str = "") -> None:
        from .rules import RulesScreen

        self.app.push_screen(RulesScreen("rules.md", "Rules", search))

    def action_help(self, search: str = "") -> None:
        from .rules import RulesScreen

        self.app.push_screen(RulesScreen("help.md", "Help", search))

    def action_offer(self) -> None:
        if self.busy or self.view.phase not in ("purchase", "sale"):
            self.query_one(GameLog).say("[dim]Trades are made during the purchase and sale "
                                        "phases (C-10.4).[/]")
            return

        def done(offer: Offer | None) -> None:
            if offer is not None:
                self.side_decision(offer, f"offer to {self.names[offer.to]}")

        self.app.push_screen(OfferModal(self.rules, self.view), done)

    def action_sell_luxury(self) -> None:
        if not self.view.me.luxuries:
            self.query_one(GameLog).say("[dim]You have no luxury card to sell.[/]")
            return

        def done(yes: bool | None) -> None:
            if yes:
                self.side_decision(SellLuxury(1), "sell luxury")

        rank = self.view.me.luxuries
        price = labels.luxury_price(self.rules, rank) * self.rules.data.luxury_sale_percent // 100
        self.app.push_screen(YesNoModal(
            "Sell a luxury card?", f"Your {labels.luxury_name(self.rules, rank)} goes back to "
            f"the bank for {price} M (half price, C-8.2)."), done)

    def side_decision(self, decision: Decision, echo: str) -> None:
        """A decision that answers no request (a trade offer, a luxury sale): submitted like
        any other; the request you had comes back afterwards."""
        self.submit(decision, echo=echo)

    def action_pace(self) -> None:
        pace = self.app.settings.next_pace()
        self.query_one(GameLog).say(f"[dim]Pace: {pace}.[/]")
        self.refresh_panels(self.view)

    def action_skip(self) -> None:
        self.skip_event.set()

    def action_menu(self) -> None:
        def done(yes: bool | None) -> None:
            if yes:
                self.workers.cancel_group(self, "rivals")
                self.skip_event.set()
                self.app.pop_screen()

        self.app.push_screen(YesNoModal("Leave this game?", "Back to the menu. "
                                        + self.app.save_note()), done)

    def show_game_over(self) -> None:
        if self.over_shown:
            return
        self.over_shown = True
        from .game_over import GameOverScreen

        self.query_one("#prompt", Static).update("The game is over.")
        self.query_one(Choices).display = False
        self.app.push_screen(GameOverScreen(self.session))


def msg_of(d: Decision) -> str:
    """A short echo of a decision for the log."""
    if isinstance(d, Buy):
        return "buy " + (" ".join(d.shares) if d.shares else "nothing")
    if isinstance(d, Sell):
        return f"sell {d.share}" + (" with Expert Marché" if d.expert else "")
    if isinstance(d, Answer):
        return "yes" if d.yes else "no"
    if isinstance(d, Reply):
        return "accept" if d.accept else "decline"
    if isinstance(d, PickMarket):
        return "keep the card" if d.market < 0 else f"partner {d.market + 1}"
    if isinstance(d, BuyLuxury):
        return f"buy {d.count} luxury card{'s' if d.count > 1 else ''}"
    if isinstance(d, SellLuxury):
        return "sell a luxury card"
    if isinstance(d, RepayLoan):
        return "repay the loan"
    if isinstance(d, Done):
        return "done"
    tag = type(d).__struct_config__.tag  # type: ignore[attr-defined]
    if tag == "keep":
        kept = " ".join(str(i + 1) for i in d.dice)  # type: ignore[attr-defined]
        return f"keep {kept} and reroll" if kept else "reroll all"
    if tag == "stop":
        return "stop"
    return str(tag)
