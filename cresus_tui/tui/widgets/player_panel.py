"""Your panel: cash, portfolio by sector with the next bonus, luxury cards, Expert cards, loan."""

from __future__ import annotations

from rich.markup import escape
from rich.text import Text
from textual.widgets import Static

from cresus_tui.games.cresus.cards import Rules
from cresus_tui.games.cresus.view import SeatView
from cresus_tui.games.typed import escape_brackets

from cresus_tui.play.cresus import labels


class PlayerPanel(Static):
    DEFAULT_CSS = """
    PlayerPanel { border: round $accent-darken-1; height: auto; padding: 0 1;
                  border-title-color: $text; }
    """

    def __init__(self, rules: Rules, **kw) -> None:
        super().__init__("", **kw)
        self.rules = rules

    def show(self, view: SeatView, last: str = "") -> None:
        """``last``: your latest result as told in the story (plain text), one line."""
        me = view.me
        r = self.rules
        self.border_title = f"{escape_brackets(me.name)} — {me.cash} M"
        out = [f"Cash [b]{me.cash} M[/]" + (f"  [b red]loan {me.loan} M[/]" if me.loan else "")]
        by_sector: dict[str, list[str]] = {}
        for s in me.shares:
            by_sector.setdefault(r.shares[s].sector, []).append(s)
        if not by_sector:
            out.append("[dim]No shares.[/]")
        for code, ids in by_sector.items():
            sec = r.sectors[code]
            n = len(ids)
            nxt = sec.bonus[min(n, 3) - 1] if n < 4 else sec.bonus[2]
            out.append(f"[b]{code.title()}[/] {' '.join(ids)} [dim]next +{nxt}[/]")
        rank = me.luxuries + 1
        lux = f"Luxury {me.luxuries}/7"
        width = max(20, self.size.width - 4)
        if rank <= 7:
            name, price = labels.luxury_name(r, rank), labels.luxury_price(r, rank)
            full = f"next {name} {price}"
            lux += f" [dim]{full if len(lux) + len(full) < width else f'next {price} M'}[/]"
        out.append(lux)
        if last:
            text = f"Last: {last}"
            if len(text) > width:
                text = text[:width - 1] + "…"
            out.append(f"[green]{escape(text)}[/]")
        if me.experts:
            out.append("Experts: " + ", ".join(labels.expert_name(r, e) for e in me.experts))
        self.update(Text.from_markup("\n".join(out)))
