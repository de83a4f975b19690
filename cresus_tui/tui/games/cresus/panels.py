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
from cresus_tui.i18n import tr

from cresus_tui.play.cresus import labels

class Board(Static):
    DEFAULT_CSS = """
    Board { border: round $primary-darken-2; height: auto; padding: 0 1;
            border-title-color: $text-muted; }
    """

    def __init__(self, rules: Rules, **kw) -> None:
        super().__init__("", **kw)
        self.rules = rules
        self.border_title = tr("Markets")

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
                flags.append(tr("[b red]CLOSED[/]"))
            me = view.me
            if me.previous == m and view.phase in ("expert", "movement"):
                flags.append(tr("[dim]last[/]"))
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

    def show(self, view: SeatView, last: str | None = None) -> None:
        """``last``: your latest result as told in the story (plain text); None: the one the
        game's teller keeps (``CresusTeller.own_results``)."""
        if last is None:
            last = self._last()
        me = view.me
        r = self.rules
        self.border_title = f"{escape_brackets(me.name)} — {me.cash} M"
        out = [tr("Cash [b]{cash} M[/]").format(cash=me.cash)
               + (tr("  [b red]loan {loan} M[/]").format(loan=me.loan) if me.loan else "")]
        by_sector: dict[str, list[str]] = {}
        for s in me.shares:
            by_sector.setdefault(r.shares[s].sector, []).append(s)
        if not by_sector:
            out.append(tr("[dim]No shares.[/]"))
        for code, ids in by_sector.items():
            sec = r.sectors[code]
            n = len(ids)
            nxt = sec.bonus[min(n, 3) - 1] if n < 4 else sec.bonus[2]
            out.append(tr("[b]{sector}[/] {shares} [dim]next +{bonus}[/]").format(
                sector=code.title(), shares=" ".join(ids), bonus=nxt))
        rank = me.luxuries + 1
        lux = tr("Luxury {n}/7").format(n=me.luxuries)
        width = max(20, self.size.width - 4)
        if rank <= 7:
            name, price = labels.luxury_name(r, rank), labels.luxury_price(r, rank)
            full = tr("next {card} {price}").format(card=name, price=price)
            short = tr("next {price} M").format(price=price)
            lux += f" [dim]{full if len(lux) + len(full) < width else short}[/]"
        out.append(lux)
        if last and self.app.size.height >= 30:  # below, the rivals need the rows
            out.append(f"[green]{escape(tr('Last: {result}').format(result=last))}[/]")
        if me.experts:
            out.append(tr("Experts: {cards}").format(
                cards=", ".join(labels.expert_words(r, e) for e in me.experts)))
        self.update(Text.from_markup("\n".join(out)))


    def _last(self) -> str:
        table = getattr(self.screen, "table", None) if self.is_attached else None
        results = getattr(getattr(table, "teller", None), "own_results", None)
        return results[-1] if results else ""


class RivalsPanel(Static):
    DEFAULT_CSS = """
    RivalsPanel { border: round $primary-darken-2; height: 1fr; padding: 0 1;
                  border-title-color: $text-muted; }
    """

    def __init__(self, rules: Rules, people: bool = False, **kw) -> None:
        """``people``: several people play at this screen (pass-and-play), so the panel lists
        people and computer rivals alike: "Other players", not "Rivals"."""
        super().__init__("", **kw)
        self.rules = rules
        self.border_title = tr("Other players") if people else tr("Rivals")
        self.personalities: dict[int, str] = {}
        """Seat → personality code ("ruse" …), shown after the rival's name."""

    def show(self, view: SeatView) -> None:
        self.view = view
        self._render_view()

    def on_resize(self) -> None:
        if getattr(self, "view", None) is not None:
            self._render_view()

    def _render_view(self) -> None:
        """Two lines a rival (name, cash, place; then personality, luxury cards, shares and
        Expert cards in words, one form for all); a third with their share ids when the panel
        has room (shares are public, C-10.5; `status <name>` shows them all)."""
        view = self.view
        rivals = [i for i in range(len(view.players))
                  if i != view.seat and not view.players[i].eliminated]
        gone = [i for i in range(len(view.players))
                if i != view.seat and view.players[i].eliminated]
        height = max(0, self.size.height)  # the content area, inside border and padding
        width = max(10, self.size.width)  # the content width
        if 0 < height < 2 * len(rivals) + len(gone):  # one line each: every rival shows
            self.update(Text.from_markup("\n".join(self._line(i) for i in rivals + gone)))
            return
        details = self._details(rivals, width, experts=True)
        if 0 < height < sum(len(d) for d in details) + len(rivals) + len(gone):
            details = self._details(rivals, width, experts=False)  # `status` tells them
        room = height >= sum(len(d) + 2 for d in details) + len(gone)
        out = []
        for i, lines in zip(rivals, details):
            p = view.players[i]
            where = labels.rival_place(p.position, i == view.first_player)
            loan = tr(" [red]loan[/]") if p.loan else ""
            out.append(f"[b]{escape(f'{p.name[:10]:<10}')}[/] {p.cash:>4} M"
                       + (f" [dim]{where}[/]" if where else "") + loan)
            out += [f"[dim]{escape(line)}[/]" for line in lines]
            if room and p.shares:
                ids = " ".join(p.shares)
                if len(ids) > width:
                    ids = ids[:width - 2].rsplit(" ", 1)[0] + " …"
                out.append(f"[dim]{ids}[/]")
        out += [tr("[strike]{name}[/] out").format(name=escape(view.players[i].name))
                for i in gone]
        self.update(Text.from_markup("\n".join(out)))

    def _details(self, rivals: list[int], width: int, experts: bool) -> list[list[str]]:
        players = self.view.players
        return labels.rival_details(
            [(self.personalities.get(i, ""), players[i].luxuries, len(players[i].shares),
              tuple(labels.expert_words(self.rules, e) for e in players[i].experts)
              if experts else ()) for i in rivals], width)

    def _line(self, i: int) -> str:
        """One rival on one line: name, cash, luxury cards, then what fits of their loan,
        personality and market (the board shows the pawns)."""
        p = self.view.players[i]
        if p.eliminated:
            return tr("[strike]{name}[/] out").format(name=escape(p.name[:9]))
        width = max(10, self.size.width)
        head = f"{p.name[:9]:<9}{p.cash:>4} M " + tr("{n} luxury").format(n=p.luxuries)
        line = f"[b]{escape(head[:9])}[/]{escape(head[9:])}"
        room = width - len(head)
        pers = labels.personality(self.personalities.get(i, ""))
        for word, style in ((tr("loan") if p.loan else "", "red"), (pers, "dim"),
                            (labels.face_tag(p.position) if p.position >= 0 else "", "")):
            if word and len(word) + 1 <= room:
                line += f" [{style}]{escape(word)}[/]" if style else f" {escape(word)}"
                room -= len(word) + 1
        return line
