"""The rivals' public state, one or two lines each (C-10.5)."""

from __future__ import annotations

from rich.markup import escape
from rich.text import Text
from textual.widgets import Static

from cresus_tui.games.cresus.cards import Rules
from cresus_tui.games.cresus.view import SeatView

from cresus_tui.play.cresus import labels


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
