"""The board: six markets with colour, number and letter, pawns by initials, Pirate closure,
Partenaire marks and pile sizes."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from cresus_tui.games.cresus.cards import Rules
from cresus_tui.games.cresus.view import SeatView

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
