"""The game screen: narrative log, board, your panel, rivals, dice tray, choices and the
command line. It drives the Session: rivals play in a thread worker, narrated at the chosen
pace; your requests get a prompt, a list of choices and, for secret ones, a dialogue."""

from __future__ import annotations

import re
import threading
from typing import Any

from rich.markup import escape
from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Input, Static
from textual.worker import get_current_worker

from cresus_tui.games.cresus import IllegalDecision
from cresus_tui.games.cresus.decisions import (
    Answer, Bid, Buy, BuyLuxury, Decision, Done, Keep, Move, Offer, PickMarket, RepayLoan, Reply,
    Sell, SellLuxury,
)
from cresus_tui.games.cresus.events import (
    BidsRevealed, DecisionTaken, Event, ExpertWon, GambleResult, GameOver, LoanRepaid, LoanTaken,
    LuxuryBought, LuxurySold, ParticipationRevealed, PawnsMoved, Payment, PhaseStarted,
    SectorBonus, ShareAcquired, ShareSold,
)
from cresus_tui.games.cresus.requests import (
    BidRequest, BuyRequest, DebtRequest, EntryRequest, ExpertSectorRequest, JoinRequest,
    LuxuryRequest, MonopolyRequest, MoveRequest, OfferRequest, PartnerRequest, Request,
    SellRequest, ThrowRequest,
)
from cresus_tui.games.typed import MAX_ECHO, cap_text, parse_number

from cresus_tui.tutorials.cresus import advice

from cresus_tui.play.cresus import commands, labels, narration
from cresus_tui.play.parser import ALL_WORDS
from cresus_tui.play.session import Session, Step
from ...screens.game_common import GameScreenActions
from .panels import Board, PlayerPanel, RivalsPanel
from ...widgets.choices import Choices
from ...widgets.command_line import CommandLine
from ...widgets.dice_tray import DiceTray
from ...widgets.log import GameLog
from .dialogs import BidModal, JoinModal, MarketModal, OfferModal
from ...screens.modals import AnswerOfferModal, YesNoModal

PHASES = {"setup": "Setup", "expert": "Expert card", "movement": "Movement",
          "cresus": "Crésus card", "purchase": "Purchase", "sale": "Sale",
          "end_of_turn": "End of turn", "over": "Game over"}
REVEALS = (BidsRevealed, PawnsMoved, ParticipationRevealed)
OPEN_DIALOG = "dialog"
REROLL_WORDS = ("r", "rr", "reroll", "roll", "throw", "again")
SECRET_KINDS = (BidRequest, MoveRequest, JoinRequest, OfferRequest)


ODDS_OFF = "Odds and hints are turned off (setting). [dim]`odds on` turns them back on.[/]"


def game_value(game) -> float:
    """A gambling game's expected gain in M with the best keeps (C-9.3)."""
    from ai.dice import game_solver

    return float(game_solver(game).expected())


def share_value(table, throws: int) -> float:
    """A share's expected sale in M with the best keeps (C-5.12), premium not included."""
    from ai.dice import sale_solver

    return float(sale_solver(table, throws).expected())


def game_code(rules, word: str) -> str:
    """The game named by ``word`` (its code, its name or a unique prefix), or ""."""
    key = commands.fold(word).replace(" ", "-").replace("_", "-")
    codes = list(rules.games)
    names = {c: commands.fold(rules.games[c].name).replace(" ", "-") for c in codes}
    for c in codes:
        if key in (c, names[c]):
            return c
    hits = [c for c in codes if c.startswith(key) or names[c].startswith(key)]
    return hits[0] if len(hits) == 1 else ""


def fold_word(text: str) -> str:
    return text.strip().casefold()


def suggestion_text(message: str, suggestion: str) -> str:
    """" Try: `bid 100`." after an error, or "" when the message already names it."""
    if not suggestion or f"`{suggestion}`" in message:
        return ""
    if "`" in suggestion:
        return " " + inline(suggestion)
    options = " or ".join(f"`{o.strip()}`" for o in suggestion.split(" or "))
    return " " + inline(f"Try: {options}.")


def inline(text: str) -> str:
    """Plain text with `code` spans → Rich markup (the spans in bold)."""
    return re.sub(r"`([^`]*)`", r"[b]\1[/b]", escape(text))


def markup(text: str) -> str:
    """Rich markup with `code` spans → Rich markup (the spans in bold accent)."""
    return re.sub(r"`([^`]*)`", lambda m: f"[b $accent]{escape(m.group(1))}[/]", text)


class CresusScreen(GameScreenActions, Screen):
    """One game against the rivals of ``session``; seat ``session.human`` is you."""

    BINDINGS = [
        Binding("f1", "rules", "Rules"),
        Binding("f2", "dialog", "Choose"),
        Binding("f3", "help", "Help"),
        Binding("f4", "offer", "Trade"),
        Binding("f5", "sell_luxury", "Sell luxury", show=False),
        Binding("f6", "pace", "Pace", show=False),
        Binding("f7", "hint", "Hint", show=False),  # one meaning everywhere, tutorials too
        Binding("f8", "skip", "Skip"),
        Binding("f10,ctrl+p", "panels", "Panels", show=False),
        Binding("escape", "focus_command", "Command", show=False),
        Binding("pageup", "scroll_story(-1)", "Story up", show=False, priority=True),
        Binding("pagedown", "scroll_story(1)", "Story down", show=False, priority=True),
    ]
    AUTO_DIALOG = True
    CONFIRM_LAST_SALE = True
    """Ask before `done` ends your last sale of the game with shares in hand."""
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
        self._quiet_notice: Request | None = None
        self.resumed = False
        self.resumed_from = ""
        """The save slot this game was loaded from ("" for a new game)."""
        self.island_buyer: int | None = None
        self.replaying = False
        """True while the saved story is retold (no live notes about the present state)."""
        self.own_results: list[str] = []
        """Your own results as told (plain text), newest last: the panel's "Last" line and
        the game-over screen show them."""

    # ---- layout ---------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Static("", id="status")
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield from self.compose_above_story()
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

    def compose_above_story(self) -> ComposeResult:
        """Widgets above the story (none here; a tutorial puts its coach there)."""
        return iter(())

    def on_mount(self) -> None:
        self.app.tune(self)
        self.query_one(Choices).display = False
        log = self.query_one(GameLog)
        names = ", ".join(self.names[1:])
        log.say(f"[b]Crésus — osez devenir riche ![/] You face {escape(names)}. "
                "Type [b]help[/] for the commands, or use the keys in the footer.")
        seats = self.session.game.state.config.seats
        self.query_one(RivalsPanel).personalities = {
            i: seat.personality for i, seat in enumerate(seats)
            if i != self.session.human and seat.kind == "rival" and seat.personality}
        self.replaying = True
        self.narrate_lines(self.lines_for(self.session.opening))
        for step in self.backlog:
            self.narrate_lines(self.step_lines(step, None))
        self.replaying = False
        if self.resumed or (not self.session.opening and self.view.turn):
            where = f" from “{escape(self.resumed_from)}”" if self.resumed_from else ""
            log.say(f"[b]— game resumed{where} —[/] [i]turn {self.view.turn or 'setup'}.[/]")
        self.refresh_panels(self.view)
        self.on_resize()
        self.restore_kept_marks()
        self.query_one(CommandLine).focus()
        if not self.resumed:  # a resumed game's opening is its old story, saved long ago
            self.after_step(self.session.opening)
        self.advance()

    def restore_kept_marks(self) -> None:
        """A story that stops after your `keep`: the kept dice stay marked in the tray."""
        last = self.backlog[-1] if self.backlog else None
        if last is not None and last.seat == self.session.human \
                and isinstance(last.decision, Keep):
            self.query_one(DiceTray).remember_keep(last.decision.dice)

    def after_step(self, evs: list[Event]) -> None:
        """Autosave when a step crosses a phase boundary or ends the game (issue 5)."""
        self.app.autosave_after(self.session, evs)

    def on_resize(self, event: events.Resize | None = None) -> None:
        from ...screens.too_small import COMPACT_HEIGHT, COMPACT_WIDTH

        self.set_class(self.size.width >= 110, "wide")
        self.set_class(self.size.height >= 34, "tall")
        compact = self.size.width < COMPACT_WIDTH or self.size.height < COMPACT_HEIGHT
        if compact != self.has_class("compact"):
            self.set_class(compact, "compact")
            if not compact:
                self.remove_class("panels")
            self.refresh_panels(self.view)

    def action_panels(self) -> None:
        """F10 (or Ctrl+P): in the compact layout (below 80×24), the panels (board, you, rivals) in place
        of the story, and back; typing returns to the story."""
        if self.has_class("compact"):
            self.toggle_class("panels")
            self.refresh_panels(self.view)
        else:
            self.query_one(GameLog).say("[dim]The panels are on the right.[/]")

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
        if self.AUTO_DIALOG and isinstance(req, SECRET_KINDS):
            self.open_dialog_when_quiet()

    def open_dialog_when_quiet(self) -> None:
        """Open the secret dialogue of the pending request, but never under the player's
        fingers: while the command line has text or a key was pressed in the last moment, say
        how to answer instead and try again once the keyboard is quiet."""
        req = self.request
        if req is None or self.dialog_open or not isinstance(req, SECRET_KINDS):
            return
        if self.query_one(CommandLine).value or self.app.typing_recently():
            if self._quiet_notice is not req:
                self._quiet_notice = req
                self.query_one(GameLog).say(f"[dim]{inline(self.typed_answer(req))}[/]")
            self.set_timer(max(self.app.settings.typing_quiet, 0.2),
                           lambda: self.request is req and self.open_dialog_when_quiet())
            return
        self.open_dialog()

    def typed_answer(self, req: Request) -> str:
        if isinstance(req, MoveRequest):
            return "Choose your market: type `go <market>`, or F2 for the dialogue."
        if isinstance(req, BidRequest):
            return "Your secret bid: type `bid <M>` or `pass`, or F2 for the dialogue."
        if isinstance(req, JoinRequest):
            return "Join the sale? Type `join` or `skip`, or F2 for the dialogue."
        return "Type `accept` or `decline`, or F2 for the dialogue."

    def say_prompt(self, prompt: str) -> None:
        """Log what is asked of you now."""
        self.query_one(GameLog).say(f"[b $accent]›[/] {prompt}")

    def describe(self, req: Request) -> str:
        try:
            text = commands.describe_request(self.view, self.rules)
        except Exception:
            text = ""
        text = text or self.fallback_prompt(req)
        if isinstance(req, EntryRequest):
            text += " " + self.entry_note(req)
        return text

    def entry_note(self, req: EntryRequest) -> str:
        """What a game pays and what it is worth on average; for a tournament how it is
        scored (C-9.2); with too little cash, how to play anyway (C-8.2)."""
        r = self.rules
        g = r.games.get(req.game)
        if req.tournament:
            what = "most red faces" if g is not None and g.kind == "red" else \
                "the most faces of one colour"
            note = f"Scoring: {what} after the throws; the best result takes the pot."
        elif g is not None:
            note = f"Pays: {labels.game_rules(r, req.game)}."
            if self.app.settings.show_odds:
                ev = game_value(g)
                note += f" Expected gain {ev:.1f} M for {req.entry} M ({ev - req.entry:+.1f} M)."
        else:
            note = ""
        if req.cash < req.entry:
            if self.view.me.luxuries:
                note += (f" You have {req.cash} M: sell a luxury card first (`sell luxury`) "
                         "to play, or decline (`no`).")
            else:
                note += f" You have {req.cash} M: not enough to play — `no`."
        return note.strip()

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
            step = self.session.submit(decision, note=echo or "")
        except IllegalDecision as exc:
            log.say(f"[b red]✗[/] {escape(exc.reason)}")
            return False
        self.after_step(step.events)
        if isinstance(decision, Keep):
            self.query_one(DiceTray).remember_keep(decision.dice)
        if echo:
            log.say(f"[dim]> {escape(cap_text(echo, MAX_ECHO))}[/]")
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
            said = labels.third_person(re.sub(r"\b1 dice\b", "1 die", step.reason),
                                       self.names[step.seat])
            reason = f"[dim i]  {escape(self.names[step.seat])}: {escape(said)}[/]"
            if secret:
                self.pending_reasons.append(reason)
                reason = ""
        if step.reason and step.seat == self.session.human:  # a retold story: your command
            lines.append(f"[dim]> {escape(step.reason)}[/]")
        if reason:  # the decision comes before its consequences (a throw, the next phase)
            lines.append(reason)
        lines += self.lines_for(step.events)
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
            if isinstance(ev, LuxuryBought) and ev.rank == len(self.rules.data.luxuries):
                self.island_buyer = ev.seat
            if isinstance(ev, GameOver) and ev.reason == "island" and text \
                    and self.island_buyer is not None:
                buyer = ("you" if self.island_buyer == self.session.human
                         else escape(self.names[self.island_buyer]))
                text = text.replace("someone bought", f"{buyer} bought")
            if text and self.is_own_result(ev):
                self.own_results = (self.own_results + [Text.from_markup(text).plain])[-8:]
                text = f"[b $success]▸[/] {text}"  # your results stand out in the story
            if text:
                lines.append(text)
            if isinstance(ev, PhaseStarted) and ev.phase == "end_of_turn" \
                    and not self.replaying:
                note = self.loan_note()
                if note:
                    lines.append(note)
            if isinstance(ev, REVEALS) and self.pending_reasons:
                lines += self.pending_reasons
                self.pending_reasons = []
            if isinstance(ev, GameOver):
                lines.append("[b]The game is over.[/]")
        return lines

    def is_own_result(self, ev: Event) -> bool:
        """A result of yours worth finding again: a sale, a purchase, a luxury card, a
        gamble, a Crésus card's payment, a loan (not your dice throws)."""
        me = self.session.human
        if isinstance(ev, (ShareSold, ShareAcquired, LuxuryBought, LuxurySold, GambleResult,
                           LoanTaken, LoanRepaid, ExpertWon, SectorBonus)):
            return ev.seat == me
        if isinstance(ev, Payment):
            return me in (ev.payer, ev.payee) and ev.kind in ("card", "pot", "trade")
        return False

    def loan_note(self) -> str:
        """At the end of the turn, with a loan you cannot repay yet: why no luxury card is
        offered (C-10.3)."""
        me = self.session.game.view(self.session.human).me
        if me.loan and me.cash < me.loan and not me.eliminated:
            return (f"[b yellow]![/] You owe the bank {me.loan} M and have {me.cash} M: repay "
                    "the loan before buying any luxury card (C-10.3) — no luxury purchase "
                    "this turn.")
        return ""

    def narrate_lines(self, lines: list[str]) -> None:
        log = self.query_one(GameLog)
        for line in lines:
            log.say(line)

    def refresh_panels(self, view) -> None:
        self.view = view
        self.query_one(Board).show(view)
        self.query_one(PlayerPanel).show(view, self.own_results[-1] if self.own_results else "")
        self.query_one(RivalsPanel).show(view)
        phase = PHASES.get(view.phase, view.phase)
        if view.phase in ("cresus", "purchase", "sale") and self.phase_market >= 0:
            phase += " · " + labels.market(self.rules, self.phase_market)
        last = " · [b]last turn[/]" if view.last_turn and not view.over else ""
        turn = f"Turn {view.turn}" if view.turn else "Setup"
        busy = " · [i]rivals playing… F8 skip[/]" if self.busy else ""
        if self.has_class("compact"):
            back = "story" if self.has_class("panels") else "panels"
            self.query_one("#status", Static).update(
                f"{turn} · {PHASES.get(view.phase, view.phase)}{last} · [b]F10[/] {back}"
                + (" · [i]F8 skip[/]" if self.busy else ""))
            return
        self.query_one("#status", Static).update(
            f"[b]Crésus[/] · {turn} · {phase} · Expert pile {view.experts_left}{last}"
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
            if not ok and me.luxuries:
                ok = [("Sell your best luxury card first (half price)", SellLuxury(1))]
            return ok + [("Don't play", Answer(False))]
        if isinstance(req, BuyRequest):
            # one numbering everywhere: choice n is `buy n`, the request's order
            out: list[tuple[str, Any]] = []
            for sid in req.shares:
                s = r.shares[sid]
                if s.price <= req.cash:
                    out.append((f"Buy {labels.share_short(r, sid)} "
                                f"[dim]({labels.share_table(r, sid)})[/]", Buy((sid,))))
                else:
                    out.append((f"[dim]Buy {labels.share_short(r, sid)} — costs {s.price} M, "
                                f"you have {req.cash} M[/]", Buy((sid,))))
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
        if req.purpose == "tournament":
            g = r.games.get(req.subject)
            what = "most red faces" if g is not None and g.kind == "red" else \
                "most faces of one colour"
            return (f"Tournament — {labels.game_label(r, req.subject)}: scored by {what}; "
                    "the best result takes the pot (C-9.2).")
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

    def warn_last_sale(self, d: Decision, echo: str) -> bool:
        """On the last turn, ending your last sale with shares left asks first (unsold shares
        are worth nothing at the end, C-5.15). True when the warning was shown instead."""
        req = self.request
        if not (self.CONFIRM_LAST_SALE and isinstance(d, Done) and isinstance(req, SellRequest)
                and commands.last_sale_with_shares(self.view, req)):
            return False
        shown = escape(cap_text(echo, MAX_ECHO))
        self.query_one(GameLog).say(f"[dim]> {shown}[/]\n[b yellow]![/] "
                                    f"{inline(commands.LAST_SALE_WARNING)}")
        return True

    def chosen(self, value: Any) -> None:
        """A pick in the list of choices: a decision, or the sentinel of a dialogue."""
        if value == OPEN_DIALOG:
            self.open_dialog()
        elif isinstance(value, Done) and self.warn_last_sale(value, "done"):
            self.query_one(CommandLine).value = "done!"
            self.set_focus(self.query_one(CommandLine))
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
        if isinstance(req, BidRequest) and req.cash <= 0:
            self.query_one(GameLog).say(f"You have 0 M: nothing to bid for "
                                        f"{escape(self.lot_name(req.lot))} — you pass.")
            self.submit(Bid(0))
            return
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
            self.push_dialog(JoinModal("Join the sale? (secret)", body, "Join", "Pass"),
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
            line = self.query_one(CommandLine)
            typed = getattr(modal, "typed", None)
            if value is None and typed:  # letters typed in the dialogue: a command begins
                line.value = typed + line.value
                line.cursor_position = len(line.value)
                self.set_focus(line)
                self.call_after_refresh(self.set_focus, line)
                return
            if value is None:
                self.query_one(GameLog).say("[dim]Dialogue closed — F2 reopens it, or type "
                                            "a command.[/]")
                self.set_focus(line)
                # the screen gives the focus back to its old widget once the dialogue is gone
                self.call_after_refresh(self.set_focus, line)
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
            tray = self.query_one(DiceTray)
            if d == Keep(()) and fold_word(text) in REROLL_WORDS and tray.kept:
                d = Keep(tuple(sorted(tray.kept)))  # `r`: throw the dice not marked kept
            secret = isinstance(d, (Bid, Move)) or isinstance(self.request, JoinRequest)
            if not parsed.confirmed and self.warn_last_sale(d, text):
                return
            self.submit(d, echo=None if secret else text)
        elif isinstance(parsed, commands.Query):
            log.say(f"[dim]> {escape(cap_text(text, MAX_ECHO))}[/]")
            self.answer_query(parsed)
        elif isinstance(parsed, commands.Meta):
            log.say(f"[dim]> {escape(cap_text(text, MAX_ECHO))}[/]")
            self.run_meta(parsed)
        elif self.pick_numbered_choice(text):
            return
        else:
            hint = suggestion_text(parsed.message, parsed.suggestion)
            shown = escape(cap_text(text, MAX_ECHO))
            log.say(f"[dim]> {shown}[/]\n[b red]✗[/] {inline(parsed.message)}{hint}")

    def action_scroll_story(self, direction: int) -> None:
        """PgUp / PgDn page through the story from anywhere, the command line included."""
        log = self.query_one(GameLog)
        if direction < 0:
            log.scroll_page_up()
        else:
            log.scroll_page_down()

    def pick_numbered_choice(self, text: str) -> bool:
        """A bare number the parser does not read picks that entry of "Your choices", as its
        number shows (the same as the digit key). True when it did."""
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

    def answer_query(self, q: commands.Query) -> None:
        log = self.query_one(GameLog)
        topic = q.topic
        if topic == "rules":
            self.action_rules(q.arg)
        elif topic == "help":
            self.action_help(q.arg)
        elif topic == "look":
            for line in self.look_lines(q.arg):
                log.say(line)
        elif topic in ("status", "cards"):
            for line in self.status_lines(q.arg):
                log.say(line)
        elif topic == "examine":
            for line in self.examine_lines(q.arg):
                log.say(line)
        elif topic == "hint":
            log.say(self.hint_line(q.arg))
        elif topic == "odds":
            log.say(self.odds_line(q.arg))
        elif topic == "log":
            log.say("[dim]The story so far is above: PgUp / PgDn or the mouse wheel scroll "
                    "it.[/]")
        else:
            log.say(f"[dim]Nothing to show for “{escape(topic)}”.[/]")

    def player_of(self, arg: str) -> int | None:
        """The seat a `status <player>` names (None: unknown); "" or "me" is you."""
        word = commands.fold(arg)
        if not word or word in ("me", "you", "i", "myself"):
            return self.view.seat
        try:
            seat, _ = commands._resolve_player(word.split(), self.view)
        except KeyError:
            return None
        return seat

    def look_lines(self, arg: str = "") -> list[str]:
        if arg.strip():
            return self.status_lines(arg)
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

    def status_lines(self, arg: str = "") -> list[str]:
        """A player's public state (C-10.5): cash, shares with their sector, luxury cards,
        Expert cards, loan and position; yours when ``arg`` names nobody."""
        v, r = self.view, self.rules
        if arg.strip().casefold() in ALL_WORDS:  # `status all`
            return [line for seat in range(len(v.players))
                    for line in self.status_lines(str(seat + 1))]
        seat = self.player_of(arg)
        if seat is None:
            who = ", ".join(p.name for p in v.players)
            return [f"[b red]✗[/] No player “{escape(arg)}”. Players: {escape(who)}."]
        p = v.players[seat]
        where = (labels.market(r, p.position) if p.position >= 0 else "no market yet")
        lux = labels.plural(p.luxuries, "luxury card")
        pers = self.query_one(RivalsPanel).personalities.get(seat, "")
        out = [f"[b]{escape(p.name)}[/]: {p.cash} M, {lux}"
               + (f", loan {p.loan} M" if p.loan else "") + f" · on {where}"
               + (f" · personality {labels.personality(pers)}" if pers else "")
               + (" [red](out of the game)[/]" if p.eliminated else "")]
        if p.luxuries:
            out.append("  Luxury: " + ", ".join(labels.luxury_name(r, k)
                                                 for k in range(1, p.luxuries + 1)))
        if not p.shares:
            out.append("  No shares.")
        for sid in p.shares:
            out.append(f"  {labels.share_short(r, sid)} · {labels.share_table(r, sid)}")
        for e in p.experts:
            out.append(f"  {labels.expert_name(r, e)}: {labels.expert_help(r, e)}")
        return out

    def examine_lines(self, arg: str) -> list[str]:
        """`examine <card>` (`x`): a share, an Expert card, a luxury card, a game of chance
        or a player, named loosely ("x lon4", "examine monopole", "x sidney 3")."""
        r = self.rules
        words = commands.strip_filler(commands.fold(arg).split())
        word = " ".join(words)
        if not word:
            return [inline("Examine what? A share (`x LON-4`), an Expert card (`x monopole`), "
                           "a luxury card (`x bateau`), a game (`x poker`) or a player.")]
        try:
            sid = commands.resolve_share(word, r)
        except KeyError:
            sid = ""
        if sid:
            s = r.shares[sid]
            prem = r.sectors[s.sector].premium
            return [f"[b]{labels.share_short(r, sid)}[/] (the price, then the throws of its "
                    f"sale): gains by the most faces of one colour {labels.share_table(r, sid)}"
                    f"; +{prem} M when sold off its own market (C-5.13)."]
        names: dict[str, tuple[str, str]] = {}
        for card in r.experts:
            names[commands.fold(labels.expert_name(r, card))] = ("expert", card)
            names[commands.fold(labels.expert_short(r, card))] = ("expert", card)
        for rank in range(1, len(r.data.luxuries) + 1):
            names[commands.fold(labels.luxury_name(r, rank))] = ("luxury", str(rank))
        hits = [n for n in names if n.startswith(word) or word in n.split()]
        kinds = {names[n] for n in hits}
        key = names[hits[0]] if len(kinds) == 1 else None
        if key is None and not kinds:
            close = commands.closest(word, list(names))
            key = names[close] if close else None
        if key is not None and key[0] == "expert":
            card = key[1]
            return [f"[b]{labels.expert_name(r, card)}[/] (Expert card): "
                    f"{labels.expert_help(r, card)}."]
        if key is not None:
            rank = int(key[1])
            half = labels.luxury_price(r, rank) * r.data.luxury_sale_percent // 100
            return [f"[b]{labels.luxury_name(r, rank)}[/] (luxury card {rank} of "
                    f"{len(r.data.luxuries)}): {labels.luxury_price(r, rank)} M; sold back "
                    f"for {half} M (C-8.2)."]
        if kinds:
            return [f"[b red]✗[/] “{escape(word)}” names several cards: "
                    + escape(", ".join(sorted(hits))) + "."]
        named = self.odds_of_name(word) if game_code(r, word) else ""
        if named:
            return [named]
        if self.player_of(word) is not None:
            return self.status_lines(word)
        return [f"[b red]✗[/] No card “{escape(word)}”. "
                + inline("Try `x LON-4`, `x monopole`, `x bateau` or `cards`.")]

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
        named = self.odds_of_name(arg)
        if named:
            return named
        try:
            return markup(advice.odds_text(self.view, self.rules, self.odds_market()))
        except Exception:
            return "[dim]No odds available here.[/]"

    def odds_of_name(self, arg: str) -> str:
        """`odds LON-4` or `odds poker`: a share's or a game's odds at any time ("" when
        ``arg`` names neither)."""
        r = self.rules
        word = arg.strip()
        if not word:
            return ""
        try:
            sid = commands.resolve_share(word, r)
        except KeyError:
            sid = ""
        if sid:
            s = r.shares[sid]
            ev = share_value(s.table, s.throws)
            prem = r.sectors[s.sector].premium
            return (f"[b]{labels.share_short(r, sid)}[/]: gains by faces of one colour "
                    f"{labels.share_table(r, sid)}. Expected sale {ev:.1f} M with the best "
                    f"keeps; +{prem} M sold off its market.")
        code = game_code(r, word)
        if not code:
            return ""
        g = r.games[code]
        ev = game_value(g)
        lines = [f"[b]{g.name}[/]: {labels.game_rules(r, code)}. Entry {g.entry} M; "
                 f"expected gain {ev:.1f} M ({ev - g.entry:+.1f} M a game)."]
        try:
            from ai.dice import game_solver

            for gain, p in game_solver(g).distribution().items():
                label = f"gain {float(gain):.0f} M" if gain else "nothing"
                lines.append(f"  {label:<14} {float(p) * 100:5.1f} %")
        except Exception:
            pass
        return "\n".join(lines)

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

    def action_hint(self) -> None:
        """F7: the hint for what is pending (the same key as in the tutorials)."""
        self.query_one(GameLog).say(self.hint_line())

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

    # ---- keys -------------------------------------------------------------------------------

    def on_key(self, event: events.Key) -> None:
        """Typing anywhere goes to the command line, whole and in order. The only keys kept
        by the focused list or dice tray are digits, and only while the command line is empty:
        letters always start a command (so `rules` never rerolls, `status` never stops)."""
        # Not "is the command line focused?": a burst of keys is queued on the widget that had
        # the focus when they arrived, and they reach us after the focus has moved. A printable
        # key the command line took never gets here (the Input stops it).
        if not event.is_printable or not event.character:
            return
        if self.has_class("panels"):  # typing goes back to the story and the command line
            self.remove_class("panels")
            self.refresh_panels(self.view)
        char = event.character
        line = self.query_one(CommandLine)
        if char in "0123456789" and not line.value and isinstance(self.focused, (Choices, DiceTray)):
            return
        self.set_focus(line)  # at once: the next keys are already on their way
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
        from ...screens.rules import open_doc

        open_doc(self.app, "rules.md", "Rules", search)

    def action_help(self, search: str = "") -> None:
        from ...screens.rules import open_doc

        open_doc(self.app, "help.md", "Help", search)

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

    def show_game_over(self) -> None:
        if self.over_shown:
            return
        self.over_shown = True
        from .over import GameOverScreen

        self.query_one("#prompt", Static).update("The game is over.")
        self.query_one(Choices).display = False
        self.count_statistics()
        self.app.push_screen(GameOverScreen(self.session, self.own_results[-4:]))

    def count_statistics(self) -> None:
        """Count a finished game in statistics.json (not a tutorial's scripted game)."""
        game = self.session.game
        config = getattr(getattr(game, "state", None), "config", None)
        if getattr(config, "scenario", None) is not None:
            return
        from cresus_tui.play.review.stats import add_game

        _, notice = add_game(game, self.session.human, self.app.settings.data_dir)
        if notice:
            self.query_one(GameLog).say(f"[dim]{escape(notice)}[/]")


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
