"""Crésus's side panels: the board (six markets with colour, number and letter, pawns by
initials, Pirate closure, Partenaire marks and pile sizes), your panel (cash, portfolio by sector
with the next bonus, luxury cards, Expert cards, loan) and the rivals' public state (C-10.5)."""

from __future__ import annotations

from rich.markup import escape
from rich.text import Text
from textual.widgets import Static

from cresus_tui.games.cresus.cards import Rules
from cresus_tui.games.cresus.view import SeatView
from cresus_tui.games.typed import escape_brackets

from cresus_tui.play.cresus import labels

class Board(Static):
    DEFAULT_CSS = """
    Board { border: round $primary-darken-2; height: auto; padding: 0 1;
            border-title-color: $text-muted; }
    """

    def __init__(self, rules: Rules, **kw) -> None:
        super().__init__("", **kw)
        self.rules = rules
        self.border_title = "Markets"

    def show(self, view: SeatView) -> None:
        lines = []
        for m in range(6):
            mk = self.rules.markets[m]
            name = f"{mk.name:<10}"
            head = (f"[{labels.STYLE[mk.colour]}]{labels.face_tag(m)}[/] "
                    f"[{labels.FG[mk.colour]}]{name}[/]")
            pawns = []
            for i, p in enumerate(view.players):
                if p.eliminated:
                    continue
                tag = "★" if i == view.seat else labels.initials(p.name)
                if p.position == m:
                    pawns.append(f"[reverse]{tag}[/]" if i == view.seat else tag)
                elif p.partner == m:
                    pawns.append(f"[i]{tag}+[/]")
            flags = []
            if m in view.closed:
                flags.append("[b red]CLOSED[/]")
            me = view.me
            if me.previous == m and view.phase in ("expert", "movement"):
                flags.append("[dim]last[/]")
            pile = f"[dim]{view.pile_sizes[m]}▤[/]"
            lines.append(f"{head} {pile}  {' '.join(pawns)} {' '.join(flags)}".rstrip())
        self.update(Text.from_markup("\n".join(lines)))


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


class RivalsPanel(Static):
    DEFAULT_CSS = """
    RivalsPanel { border: round $primary-darken-2; height: 1fr; padding: 0 1;
                  border-title-color: $text-muted; }
    """

    def __init__(self, rules: Rules, **kw) -> None:
        super().__init__("", **kw)
        self.rules = rules
        self.border_title = "Rivals"
        self.personalities: dict[int, str] = {}
        """Seat → personality code ("ruse" …), shown after the rival's name."""

    def show(self, view: SeatView) -> None:
        self.view = view
        self._render_view()

    def on_resize(self) -> None:
        if getattr(self, "view", None) is not None:
            self._render_view()

    def _render_view(self) -> None:
        """Two lines a rival; a third with their share ids when the panel has room (shares
        are public, C-10.5; `status <name>` shows them all)."""
        view = self.view
        rivals = [i for i in range(len(view.players)) if i != view.seat]
        height = max(0, self.size.height)  # the content area, inside border and padding
        room = height >= 3 * len(rivals)
        width = max(10, self.size.width)  # the content width
        if 0 < height < 2 * len(rivals):  # one line each: every rival's name and cash shows
            self.update(Text.from_markup("\n".join(self._line(i) for i in rivals)))
            return
        out = []
        for i in rivals:
            p = view.players[i]
            if p.eliminated:
                out.append(f"[strike]{escape(p.name)}[/] out")
                continue
            where = labels.rival_place(p.position, i == view.first_player)
            loan = " [red]loan[/]" if p.loan else ""
            out.append(f"[b]{escape(f'{p.name[:10]:<10}')}[/] {p.cash:>4} M"
                       + (f" [dim]{where}[/]" if where else "") + loan)
            experts = ", ".join(labels.expert_short(self.rules, e) for e in p.experts)
            # one line a rival's detail, in words: never push a rival out
            extra = "  " + labels.rival_detail(self.personalities.get(i, ""), p.luxuries,
                                               len(p.shares), experts, width - 2)
            out.append(f"[dim]{escape(extra)}[/]")
            if room and p.shares:
                ids = " ".join(p.shares)
                if len(ids) + 2 > width:
                    ids = ids[:width - 3].rsplit(" ", 1)[0] + " …"
                out.append(f"  [dim]{ids}[/]")
        self.update(Text.from_markup("\n".join(out)))

    def _line(self, i: int) -> str:
        """One rival on one line: name, cash, luxury cards, market, loan, personality."""
        p = self.view.players[i]
        if p.eliminated:
            return f"[strike]{escape(p.name[:9])}[/] out"
        where = f" {labels.face_tag(p.position)}" if p.position >= 0 else ""
        loan = " [red]loan[/]" if p.loan else ""
        pers = self.personalities.get(i, "")
        tail = f" [dim]{labels.personality(pers)}[/]" if pers and not loan else ""
        return (f"[b]{escape(f'{p.name[:9]:<9}')}[/]{p.cash:>4}M {p.luxuries} lux.{where}"
                f"{loan}{tail}")
