"""Crésus's dialogues: the secret choices (bid, market, join) and trades. Typed
``ModalScreen[...]`` that ``dismiss`` their value; Escape closes with None (answer later by
command or F2)."""

from __future__ import annotations

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select, SelectionList, Static

from cresus_tui.games.cresus.cards import Rules
from cresus_tui.games.cresus.decisions import Offer
from cresus_tui.games.cresus.view import SeatView
from cresus_tui.games.typed import parse_number
from cresus_tui.i18n import tr, tr_lazy

from cresus_tui.play.cresus import labels

from ...screens.modals import STORY_KEYS, GuardedModal, YesNoModal, _css


class JoinModal(YesNoModal):
    """A secret yes/no (taking part in an auction, C-5.9): nothing is focused at first, so an
    Enter meant for the command line never joins; keys y / n or a click answer."""

    DEFAULT_CSS = _css("JoinModal")
    AUTO_FOCUS = ""
    FORWARD_LETTERS = True


def bid_amount(text: str, cash: int) -> int | None:
    """The amount in M a bid box's text means: ``35``, ``35 M``, ``bid 35``, ``all`` (cash);
    ``pass``, ``no``, ``none`` and ``0`` mean no bid. None when it means nothing. (On screen
    a word typed first goes to the command line, where `bid 35` and `pass` are commands.)"""
    words = text.strip().casefold().replace("m", " ").split()
    if words and words[0] in ("bid", "b", "miser", "mise"):
        words = words[1:]
    if not words or words[0] in ("pass", "no", "none", "nobid", "passer", "non", "aucune"):
        return 0 if words else None
    if words[0] in ("all", "tout"):
        return cash
    return parse_number(words[0]) if len(words) == 1 else None


class AmountInput(Input):
    """The bid's amount: digits (and what follows them: `35 M`). A letter typed into the empty
    field is a command, not an amount (`hint`, `look`, `pass`): the dialogue closes and the
    command line takes it, whole and in order."""

    async def _on_key(self, event: events.Key) -> None:
        char = event.character or ""
        modal = self.screen
        if event.key == "enter" and isinstance(modal, GuardedModal) and modal.typed is not None:
            modal.typed += "\n"  # the command typed, then Enter: the game screen sends it
            event.stop()
            event.prevent_default()
            return
        if event.is_printable and char and isinstance(modal, GuardedModal):
            if modal.typed is not None:  # a command under way: every key belongs to it
                modal.typed += char
            elif char.isalpha() and not self.value.strip():
                modal.typed = char
                modal.dismiss(None)
            else:
                await super()._on_key(event)
                return
            event.stop()
            event.prevent_default()
            return
        await super()._on_key(event)


class BidModal(GuardedModal, ModalScreen[int | None]):
    """Secret sealed bid (C-7): a whole number 0..cash; 0 is no bid. Never echoed before the
    reveal. A word typed instead of an amount goes to the command line (``AmountInput``)."""

    DEFAULT_CSS = _css("BidModal")
    AUTO_FOCUS = "#amount"
    FORWARD_LETTERS = True
    BINDINGS = [Binding("escape", "dismiss_none", tr_lazy("Later")), *STORY_KEYS]

    def __init__(self, title: str, body: str, cash: int) -> None:
        super().__init__()
        self.title_text, self.body, self.cash = title, body, cash

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Label(self.title_text, classes="title")
            yield Static(Text.from_markup(self.body))
            yield Label(tr("Your secret bid, 0 to {cash} M (0 = no bid):").format(cash=self.cash))
            yield AmountInput(placeholder=tr("amount in M"), id="amount", max_length=12,
                              compact=True)
            yield Static("", id="error", classes="warning")
            with Horizontal(classes="buttons"):
                yield Button(tr("Bid"), id="bid", variant="success", compact=True)
                yield Button(tr("No bid"), id="nobid", variant="default", compact=True)

    def on_mount(self) -> None:
        self.app.tune(self)

    def _submit(self) -> None:
        amount = bid_amount(self.query_one("#amount", Input).value, self.cash)
        if amount is None:
            self.query_one("#error", Static).update(
                tr("Type a whole number of M, or press No bid (a word is a command: Escape, then "
                   "type it)."))
            return
        if not 0 <= amount <= self.cash:
            self.query_one("#error", Static).update(
                tr("Bid 0 to {cash} M (your cash).").format(cash=self.cash))
            return
        self.dismiss(amount)

    @on(Input.Submitted, "#amount")
    def _entered(self) -> None:
        self._submit()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "nobid":
            self.dismiss(0)
        else:
            self._submit()

    def action_dismiss_none(self) -> None:
        self.dismiss(None)


class MarketModal(GuardedModal, ModalScreen[int | None]):
    """Secret market choice (C-5.2): keys 1-6 or a click, never letters. Nothing is focused
    at first, so a stray Space or Enter picks nothing. Choosing last turn's market asks for
    confirmation (C-5.3: you could not buy there)."""

    AUTO_FOCUS = ""
    FORWARD_LETTERS = True

    DEFAULT_CSS = _css("MarketModal") + """
    MarketModal #grid { grid-size: 3; grid-rows: 1; grid-gutter: 1 1; height: auto;
                        margin-top: 1; }
    MarketModal #grid Button { width: 100%; text-style: bold; }
    MarketModal #confirm { display: none; }
    MarketModal #confirm.needed { display: block; }
    MarketModal .market-red { background: red 50%; }
    MarketModal .market-blue { background: blue 50%; }
    MarketModal .market-yellow { background: yellow 40%; }
    MarketModal .market-green { background: green 50%; }
    MarketModal .market-orange { background: darkorange 50%; }
    MarketModal .market-violet { background: purple 60%; }
    """
    BINDINGS = [*[Binding(str(i), f"pick({i - 1})", show=False) for i in range(1, 7)],
                Binding("escape", "dismiss_none", tr_lazy("Later")), *STORY_KEYS]

    def __init__(self, rules: Rules, view: SeatView, allowed: tuple[int, ...], previous: int,
                 monopoly: bool = False) -> None:
        super().__init__()
        self.rules, self.view = rules, view
        self.allowed, self.previous, self.monopoly = allowed, previous, monopoly
        self.pending: int | None = None

    def compose(self) -> ComposeResult:
        title = tr("Monopole! Choose another market (secret)") if self.monopoly else \
            tr("Where do you go? (secret)")
        with Vertical(id="dialog"):
            yield Label(title, classes="title")
            yield Static(Text.from_markup(
                tr("Pick a market: keys [b]1-6[/] or click, or type [b]go <market>[/]. Nobody "
                   "sees your choice before the reveal.")
                + ("\n" + tr("Last turn you were on {market} — going back bars you from buying "
                             "there (C-5.3).").format(
                    market=labels.market(self.rules, self.previous))
                   if self.previous >= 0 else "")
                + "".join("\n" + tr("{market} is closed by a Pirate this turn: no purchase or "
                                    "sale there.").format(market=labels.market(self.rules, m))
                          for m in self.view.closed)))
            with Grid(id="grid"):
                for m in range(6):
                    mk = self.rules.markets[m]
                    closed = " ✖" if m in self.view.closed else ""
                    yield Button(f"{m + 1}{labels.COLOUR_LETTERS[m]} {mk.name}{closed}",
                                 id=f"m{m}", disabled=m not in self.allowed,
                                 classes=f"market-{mk.colour}", compact=True)
            yield Static("", id="warning", classes="warning")
            with Horizontal(classes="buttons"):
                yield Button(tr("Confirm"), id="confirm", variant="warning", disabled=True,
                             compact=True)

    def action_pick(self, m: int) -> None:
        if m not in self.allowed:
            self.query_one("#warning", Static).update(
                tr("{market} is not open to you now.").format(
                    market=labels.market_plain(self.rules, m)))
            return
        if m == self.previous and self.pending != m:
            self.pending = m
            self.query_one("#warning", Static).update(
                tr("You were on {market} last turn: you may still draw a Crésus card and sell "
                   "there, but not buy. Press Confirm (or the same key again) to go "
                   "anyway.").format(market=labels.market_plain(self.rules, m)))
            confirm = self.query_one("#confirm", Button)
            confirm.disabled = False
            confirm.add_class("needed")
            return
        self.dismiss(m)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        bid = event.button.id or ""
        if bid == "confirm" and self.pending is not None:
            self.dismiss(self.pending)
        elif bid.startswith("m"):
            self.action_pick(int(bid[1:]))

    def action_dismiss_none(self) -> None:
        self.dismiss(None)


class OfferModal(ModalScreen[Offer | None]):
    """Compose a trade offer to a rival (C-10.4): shares and cash each way."""

    DEFAULT_CSS = _css("OfferModal") + """
    OfferModal #cols { height: auto; }
    OfferModal #cols > Vertical { height: auto; width: 1fr; }
    OfferModal SelectionList { height: auto; max-height: 8; width: 1fr; }
    OfferModal Input { width: 1fr; margin: 0; }
    OfferModal .field { margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "dismiss_none", tr_lazy("Cancel"))]

    def __init__(self, rules: Rules, view: SeatView) -> None:
        super().__init__()
        self.rules, self.view = rules, view
        self.rivals = [(Text(p.name), i) for i, p in enumerate(view.players)
                       if i != view.seat and not p.eliminated]

    def compose(self) -> ComposeResult:
        me = self.view.me
        first = self.rivals[0][1] if self.rivals else None
        with Vertical(id="dialog"):
            yield Label(tr("Offer a trade"), classes="title")
            yield Select(self.rivals, id="to", allow_blank=False, value=first,
                         compact=True) if self.rivals else Label(tr("No rival to trade with."))
            with Horizontal(id="cols"):
                with Vertical():
                    yield Label(tr("You give") if me.shares else tr("You give (you hold no share)"))
                    yield SelectionList(*[(self._mark(s, False), s) for s in me.shares],
                                        id="give")
                    yield Label(tr("Cash you give (M):"), classes="field")
                    yield Input(placeholder="0", id="give_cash", type="integer", compact=True)
                with Vertical():
                    yield Label(tr("You want"))
                    yield SelectionList(id="take")
                    yield Label(tr("Cash you want (M):"), classes="field")
                    yield Input(placeholder="0", id="take_cash", type="integer", compact=True)
            yield Static("", id="error", classes="warning")
            with Horizontal(classes="buttons"):
                yield Button(tr("Offer"), id="offer", variant="success", compact=True)
                yield Button(tr("Cancel"), id="cancel", compact=True)

    def on_mount(self) -> None:
        self._fill_take()

    def _fill_take(self) -> None:
        if not self.rivals:
            return
        to = self.query_one("#to", Select).value
        take = self.query_one("#take", SelectionList)
        take.clear_options()
        if isinstance(to, int):
            take.add_options([(self._mark(s, False), s) for s in self.view.players[to].shares])

    def _mark(self, sid: str, on: bool) -> str:
        """An option's text with its state in plain letters (✓ picked), not only in colour."""
        return f"{'✓' if on else '·'} {self._share(sid)}"

    @on(SelectionList.SelectedChanged)
    def _show_marks(self, event: SelectionList.SelectedChanged) -> None:
        lst = event.selection_list
        picked = set(lst.selected)
        for i in range(lst.option_count):
            sid = lst.get_option_at_index(i).value
            lst.replace_option_prompt_at_index(i, self._mark(sid, sid in picked))

    def _share(self, sid: str) -> str:
        """Short enough for half the dialogue: ``LON-5 Informatique 50 M``."""
        s = self.rules.shares[sid]
        return f"{sid} {labels.sector_name(self.rules, s.sector)[:12]} {s.price} M"

    @on(Select.Changed, "#to")
    def _rival_changed(self) -> None:
        self._fill_take()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "cancel" or not self.rivals:
            self.dismiss(None)
            return

        def cash(field: str) -> int:
            text = self.query_one(f"#{field}", Input).value.strip()
            value = parse_number(text, signed=True)
            return 0 if value is None else value

        to = self.query_one("#to", Select).value
        give = tuple(self.query_one("#give", SelectionList).selected)
        take = tuple(self.query_one("#take", SelectionList).selected)
        if not isinstance(to, int):
            return
        if not (give or take):
            self.query_one("#error", Static).update(
                tr("Pick at least one share to give or take."))
            return
        self.dismiss(Offer(to, give, cash("give_cash"), take, cash("take_cash")))

    def action_dismiss_none(self) -> None:
        self.dismiss(None)
