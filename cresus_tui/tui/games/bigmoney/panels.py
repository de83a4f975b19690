"""Big Money's widgets: the dice tray (Crésus's tray with Big Money's dice), the bank (the
game's clock), the market and the players' panel. Names and card names are data: escaped."""

from __future__ import annotations

from rich.markup import escape
from rich.text import Text
from textual.widgets import Static

from cresus_tui.games.bigmoney.data import Rules
from cresus_tui.games.bigmoney.decisions import Reroll, Stop
from cresus_tui.games.bigmoney.view import SeatView
from cresus_tui.i18n import number, tr, tr_n
from cresus_tui.play.bigmoney import labels
from cresus_tui.play.rivals import personality

from ...widgets.dice_tray import DiceTray


class BigMoneyTray(DiceTray):
    """The five number dice of a DiceRequest: a click marks a die kept, or typed numbers
    (`2 4`) show the dice the line keeps (kept dice stay marked after the reroll); Enter
    rerolls the others, the Stop button takes the combination (B-7.1)."""

    @property
    def KEYS_NOTE(self) -> str:  # noqa: N802 - the tray's class attribute, in the current language
        return tr(" type 1 3⏎ keeps")

    def __init__(self, rules: Rules, **kw) -> None:
        super().__init__(**kw)
        self.rules = rules

    def face_markup(self, face: int, kept: bool) -> str:
        if kept:
            return f"[b black on green] [{face}] [/]"
        return f"[b black on bright_white]  {face}  [/]"

    def left_text(self, request) -> str:
        return tr_n("{n} reroll left", "{n} rerolls left", request.rerolls_left).format(
            n=request.rerolls_left)

    def now_text(self, request) -> str:
        combo, amount = labels.combination_of(request.dice, self.rules)
        return f"{labels.combination_name(combo)} — {amount} Z"

    def same_dice(self, last, request) -> bool:
        return last.seat == request.seat and request.rerolls_left < last.rerolls_left

    def keep_decision(self, kept: set[int]):
        if len(kept) >= len(self.request.dice if self.request is not None else ()):
            return Stop()
        return Reroll(tuple(sorted(kept)))

    def stop_decision(self):
        return Stop()

    def mark(self, index: int, kept: bool) -> str:
        return tr(" kept ") if kept else f"  #{index + 1}  "


def bank_markup(view: SeatView, compact: bool = False) -> str:
    """The bank (B-9): its money, and once the end is triggered the turns left, in red."""
    bank = tr("[b]Bank {bank} Z[/]").format(bank=number(view.bank))
    if view.over:
        return bank + tr(" · game over")
    if view.triggered:
        left = max(view.turns_left, 0)
        if compact:
            turns = (tr("last turn") if left == 0 else
                     tr_n("+{n} turn", "+{n} turns", left).format(n=left))
            return bank + tr(" [b white on red] END: {turns} [/]").format(turns=turns)
        turns = (tr("this is the last turn") if left == 0 else
                 tr_n("{n} turn after this one", "{n} turns after this one", left).format(n=left))
        return bank + "\n" + tr("[b white on red] END TRIGGERED [/] {turns}").format(turns=turns)
    if compact:
        return bank
    share = view.bank * 100 // max(1, view.total_money)
    return bank + tr(" [dim]({share} % of the money)[/]").format(share=share)


class BankPanel(Static):
    DEFAULT_CSS = """
    BankPanel { height: auto; border: round $warning; border-title-color: $warning;
                padding: 0 1; }
    BankPanel.triggered { border: heavy $error; border-title-color: $error; }
    """

    def on_mount(self) -> None:
        self.border_title = tr("Bank — the clock")

    def show(self, view: SeatView) -> None:
        self.set_class(view.triggered and not view.over, "triggered")
        self.update(bank_markup(view))


class SidePanel(Static):
    """A panel laid out for its width: ``show(view)`` again when the width changes."""

    view: SeatView | None = None

    def on_resize(self) -> None:
        if self.view is not None:
            self.show(self.view)

    @property
    def columns(self) -> int:
        """The columns inside the frame (wide enough for anything before the first layout)."""
        return self.content_size.width or 200

    def show(self, view: SeatView) -> None:
        raise NotImplementedError


class MarketPanel(SidePanel):
    """The four market cards: slot, id, price, what it pays, name (B-8); when a card's line
    is wider than the panel, its name goes on a line of its own, whole."""

    DEFAULT_CSS = """
    MarketPanel { height: auto; border: round $secondary; border-title-color: $secondary;
                  padding: 0 1; text-wrap: nowrap; text-overflow: ellipsis; }
    """

    def __init__(self, rules: Rules, **kw) -> None:
        super().__init__(**kw)
        self.rules = rules

    def on_mount(self) -> None:
        self.border_title = tr("Market (buy 1–4)")

    def show(self, view: SeatView) -> None:
        """The market; on your turn the cards you cannot afford dimmed."""
        self.view = view
        r = self.rules
        affordable = view.players[view.seat].cash if view.active == view.seat else None
        lines = []
        for i, c in enumerate(view.market):
            if not c:
                lines.append(f"[b]{i + 1}[/] " + tr("[dim](empty)[/]"))
                continue
            card = r.cards[c]
            pays = (tr("{dividend} once") if card.kind == "stock"
                    else tr("{dividend}/roll")).format(dividend=card.dividend)
            dim = affordable is not None and card.price > affordable
            head = f"[b]{i + 1}[/] {escape(c):<7} {card.price:>2} Z → {pays:<7}"
            if len(f"{i + 1} {c:<7} {card.price:>2} Z → {pays:<7} {card.name}") <= self.columns:
                text = f"{head} {escape(card.name)}"
            else:
                text = f"{head.rstrip()}\n  {escape(card.name)}"
            lines.append(f"[dim]{text}[/]" if dim else text)
        self.update("\n".join(lines))
        self.border_subtitle = tr("deck {n}").format(n=view.deck_size)


class PlayersPanel(SidePanel):
    """Every player: cash and cards by sector with what the sector pays them when rolled
    (B-5.2); the player whose turn it is marked ▶."""

    DEFAULT_CSS = """
    PlayersPanel { height: auto; min-height: 3; border: round $primary;
                   border-title-color: $primary; padding: 0 1; }
    """

    def __init__(self, rules: Rules, **kw) -> None:
        super().__init__(**kw)
        self.rules = rules

    def on_mount(self) -> None:
        self.border_title = tr("Players · cards → pays")

    def show(self, view: SeatView) -> None:
        """Every player; on a wide screen (the screen's ``wide`` class) each card's number.
        A player's cards are indented under their name and wrap with that indent."""
        self.view = view
        r = self.rules
        wide = self.screen.has_class("wide")
        lines = []
        for i, p in enumerate(view.players):
            mark = "▶" if i == view.active and not view.over else " "
            name = escape(p.name[:14])
            me = tr(" [dim](you)[/]") if i == view.seat and not labels.is_you(p.name) else ""
            style = f" [dim]{escape(personality(p.personality))}[/]" if p.personality else ""
            lines.append(f"{mark} [b]{name}[/]{me} [b $accent]{number(p.cash)} Z[/]{style}")
            parts = []
            for code, cards in labels.by_sector(r, p.cards):
                pay = labels.sector_pay(r, p.cards, code)
                if wide:
                    nums = "·".join(escape(c.split("-", 1)[1]) for c in cards)
                    parts.append(f"{code} {nums} [dim]→{pay}[/]")
                else:
                    parts.append(f"{code}{len(cards)}[dim]→{pay}[/]")
            lines += indented(parts or [tr("[dim]no cards[/]")], self.columns, "    ")
        self.update("\n".join(lines))


def indented(parts: list[str], width: int, indent: str) -> list[str]:
    """Markup ``parts`` joined by spaces into lines of at most ``width`` columns, each line
    starting with ``indent`` (a part wider than a line has a line of its own)."""
    lines: list[str] = []
    line: list[str] = []
    used = len(indent)
    for part in parts:
        size = Text.from_markup(part).cell_len
        if line and used + 1 + size > width:
            lines.append(indent + " ".join(line))
            line, used = [], len(indent)
        used += size + (1 if line else 0)
        line.append(part)
    if line:
        lines.append(indent + " ".join(line))
    return lines
