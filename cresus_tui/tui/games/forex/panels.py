"""FOR-EX's board (F-18.3) as Rich text: the 7×7 pair table (the currency leading for
Strongest marked ◆ and in reverse, never by colour alone; ``*`` on an 8 box), the money and
certificates of every player in the same columns, the supply, free letters and the queue with
the next resolution spelled out."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from ai.forex.words import units
from cresus_tui.games.forex.data import ForexData
from cresus_tui.games.forex.view import SeatView
from cresus_tui.i18n import tr
from cresus_tui.play.forex import labels

CELL = 5
LABEL = 5


def _row(label: str, cells: list[str], tail: str = "") -> str:
    return f"{label:<{LABEL}}" + "".join(f"{c:>{CELL}}" for c in cells) + (
        f" {tail}" if tail else "")


def pair_text(view: SeatView, data: ForexData) -> Text:
    """The pair table: row X, column Y, ``+r`` X stronger at 1:r, ``-r`` weaker."""
    rows = labels.pair_rows(view, data)
    lead = labels.leaders(view)
    out = Text()
    out.append(_row("", rows[0][1:-1], tr("win")) + "\n", style="bold")
    for x, row in enumerate(rows[1:]):
        style = "reverse bold" if x in lead else ""
        out.append(f"{row[0]:<{LABEL}}", style=style or "bold")
        for y, c in enumerate(row[1:-1]):
            cell_style = "green" if c.startswith("+") else ("red" if c.startswith("-") else "dim")
            out.append(f"{c:>{CELL}}", style=cell_style)
        out.append(f" {row[-1]:<2}\n", style=style)
    names = "/".join(data.currencies[c] for c in lead)
    what = tr("Strongest") if view.over else tr("leads")
    out.append(tr("+r row stronger · * 8 box · {mark} {names} {what}").format(
        mark=labels.STRONGEST_MARK, names=names, what=what), style="dim")
    return out


def money_text(view: SeatView, data: ForexData) -> Text:
    """Money and certificates per player, in the pair table's columns, then the supply."""
    cur = data.currencies
    lead = labels.leaders(view)[0]
    out = Text()
    out.append(_row(tr("Money"), list(cur), labels.STRONGEST_MARK) + "\n", style="bold")
    for i, p in enumerate(view.players):
        tag = f"P{i + 1}" + ("!" if p.bankrupt else "")
        style = "bold" if i == view.seat else ""
        out.append(_row(tag, [units(h) for h in p.money],
                        str(labels.worth(view, data, i))) + "\n", style=style)
    out.append(_row(tr("Certs"), list(cur)) + "\n", style="bold")
    for i, p in enumerate(view.players):
        style = "bold" if i == view.seat else ""
        out.append(_row(f"P{i + 1}", [str(n) if n else "." for n in p.certs]) + "\n",
                   style=style)
    out.append(_row(tr("Supp."), [str(n) for n in view.supply]) + "\n", style="dim")
    # F-16.1: the certificates out of the game are public too
    out.append(_row(tr("Rem."), [str(n) if n else "." for n in view.removed]) + "\n",
               style="dim")
    out.append(_row(tr("Sold"), [str(n) if n else "." for n in view.sold]), style="dim")
    out.append("\n" + tr("{mark}: worth in {currency} now\nRem.: removed at set-up\nSold: out "
                         "of the game").format(mark=labels.STRONGEST_MARK, currency=cur[lead]),
               style="dim")
    return out


def players_text(view: SeatView) -> Text:
    """Who is who: "P1 You · P2 Sterling …", the active player marked ▶."""
    out = Text()
    for i, p in enumerate(view.players):
        if i:
            out.append("  ")
        mark = "▶" if i == view.active and not view.over else " "
        out.append(f"{mark}P{i + 1} ", style="bold")
        out.append(p.name + (tr(" BANKRUPT") if p.bankrupt else ""),
                   style="bold" if i == view.seat else "")
    return out


def queue_text(view: SeatView, data: ForexData) -> Text:
    out = Text()
    out.append(labels.letters_line(view, data) + "\n", style="dim")
    lines = labels.queue_lines(view, data)
    out.append(lines[0] + "\n", style="bold")
    for line in lines[1:]:
        style = "bold" if line.startswith(" 1.") else ""
        out.append(line + "\n", style=style)
    out.rstrip()
    return out


class ForexPanel(Static):
    """One part of the FOR-EX board; ``kind`` names it (pairs, money, players, queue)."""

    DEFAULT_CSS = """
    ForexPanel { height: auto; padding: 0 0; }
    ForexPanel.rows { width: auto; min-width: 100%; text-wrap: nowrap; }
    """
    ROWS = ("pairs", "money")
    """The parts laid out in columns: never wrapped; a narrow board scrolls sideways (←/→
    once the board has the focus: Tab, or F10 on a small screen)."""

    def __init__(self, kind: str, data: ForexData, **kw) -> None:
        super().__init__("", **kw)
        self.kind = kind
        self.data = data
        self.set_class(kind in self.ROWS, "rows")

    def show(self, view: SeatView) -> None:
        if self.kind == "pairs":
            self.update(pair_text(view, self.data))
        elif self.kind == "money":
            self.update(money_text(view, self.data))
        elif self.kind == "players":
            self.update(players_text(view))
        else:
            self.update(queue_text(view, self.data))
