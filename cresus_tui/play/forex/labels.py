"""FOR-EX's public state in lines of plain text (F-18.3), for every front end: the pair table
with the strongest marked, each player's money and certificates, the supply, free letters and
the queue with the next resolution spelled out. Also ``command_for``: a decision as the
command that makes it (F-18.4)."""

from __future__ import annotations

from cresus_tui.games.forex import rates as R
from cresus_tui.games.forex.data import ForexData
from cresus_tui.games.forex.decisions import (
    Choose, Contract, Decision, Divest, Invest, Reply, Resolve, Sell, Spot,
)
from cresus_tui.games.forex.state import ContractItem, DividendItem, LoanItem
from ai.forex.words import ratio, units
from cresus_tui.games.forex.view import SeatView
from cresus_tui.i18n import number, tr

from .commands import front_effect

STRONGEST_MARK = "◆"
"""Marks the currency leading for Strongest (F-14.1) — a sign, never colour alone."""


def leaders(view: SeatView) -> list[int]:
    """The currencies that would be the Strongest now (F-14.1: most wins, then most
    certificates held); several when the last player would choose among them. Once the game
    is over, the Strongest itself."""
    if view.over and view.strongest >= 0:
        return [view.strongest]
    top = max(view.wins)
    tied = [c for c, w in enumerate(view.wins) if w == top]
    if len(tied) == 1:
        return tied
    held = {c: sum(p.certs[c] for p in view.players) for c in tied}
    most = max(held.values())
    return [c for c in tied if held[c] == most]


def cell(view: SeatView, data: ForexData, x: int, y: int) -> str:
    """F-18.3: "+r" when x is stronger at 1:r, "-r" when weaker; "·" on the diagonal."""
    if x == y:
        return "·"
    o = R.oriented(view.rates, x, y)
    return ("+" if o > 0 else "-") + ratio(data.ladder_h[abs(o) - 1])


def pair_rows(view: SeatView, data: ForexData) -> list[list[str]]:
    """The 7×7 table as cells: a header row, then per currency its name (``*`` on an 8 box,
    ◆ when leading for Strongest), the seven cells and the wins."""
    cur = data.currencies
    lead = leaders(view)
    rows = [[""] + list(cur) + [tr("win")]]
    for x in range(len(cur)):
        name = cur[x] + ("*" if view.eight_box[x] else "")
        mark = STRONGEST_MARK if x in lead else ""
        rows.append([name] + [cell(view, data, x, y) for y in range(len(cur))]
                    + [f"{view.wins[x]}{mark}"])
    return rows


def pair_table_lines(view: SeatView, data: ForexData, width: int = 5) -> list[str]:
    """The pair table as text lines (cells ``width`` wide) and its legend."""
    out = []
    for i, row in enumerate(pair_rows(view, data)):
        head = f"{row[0]:<5}"
        cells = "".join(f"{c:>{width}}" for c in row[1:-1])
        out.append(f"{head}{cells} {row[-1]:>3}")
    out.append(legend(view, data))
    return out


def legend(view: SeatView, data: ForexData) -> str:
    lead = leaders(view)
    names = "/".join(data.currencies[c] for c in lead)
    what = tr("Strongest") if view.over else tr("leads for Strongest")
    return tr("row vs column: +r row stronger at 1:r, -r weaker; * on an 8 box (no dividend); "
              "{mark} {names} {what}").format(mark=STRONGEST_MARK, names=names, what=what)


def holdings(view: SeatView, data: ForexData, seat: int) -> tuple[str, str]:
    """("GBP 2 · EUR 6.5 …", "certificates: 2 GBP, 1 JPY" or "no certificates")."""
    cur = data.currencies
    p = view.players[seat]
    cash = " · ".join(f"{cur[c]} {units(h)}" for c, h in enumerate(p.money))
    certs = ", ".join(f"{n} {cur[c]}" for c, n in enumerate(p.certs) if n)
    return cash, (tr("certificates: {certs}").format(certs=certs) if certs
                  else tr("no certificates"))


def worth(view: SeatView, data: ForexData, seat: int) -> int:
    """Whole units of the currency leading for Strongest that the seat's money would score
    now: F-14.2's conversion, each currency rounded down on its own (so it never overstates
    the score). Once over: the score."""
    if view.over and seat < len(view.scores):
        return view.scores[seat]
    s = leaders(view)[0]
    p = view.players[seat]
    return sum(R.to_strongest(h, c, s, view.rates, data.ladder_h) for c, h in enumerate(p.money))


def player_lines(view: SeatView, data: ForexData, seat: int) -> list[str]:
    p = view.players[seat]
    cash, certs = holdings(view, data, seat)
    s = data.currencies[leaders(view)[0]]
    tag = tr(" (you)") if seat == view.seat else ""
    broke = tr(" — BANKRUPT") if p.bankrupt else ""
    return [tr("{player}: worth {worth} {currency} now").format(
        player=f"P{seat + 1} {p.name}{tag}{broke}", worth=number(worth(view, data, seat)),
        currency=s), f"  {cash}", f"  {certs}"]


def supply_line(view: SeatView, data: ForexData) -> str:
    """The certificates not held by anyone (F-16.1): "Supply: GBP 7 EUR 8 … · Removed at
    set-up: 1 EUR, 2 JPY … · Sold (out of the game): 2 JPY" ("none" when there are none)."""
    cur = data.currencies

    def counts(per: tuple[int, ...]) -> str:
        return ", ".join(f"{n} {cur[c]}" for c, n in enumerate(per) if n) or tr("none")

    return tr("Supply: {supply} · Removed at set-up: {removed} · Sold (out of the game): "
              "{sold}").format(supply=" ".join(f"{cur[c]} {n}" for c, n in
                                               enumerate(view.supply)),
                               removed=counts(view.removed), sold=counts(view.sold))


def turns_played(view: SeatView) -> list[int]:
    """The turns each seat has begun (play goes round the table from the first player,
    F-4.4, F-6.1): ``[5, 5, 4]`` after 14 turns at three seats, seat 0 first."""
    n = len(view.players)
    return [sum(1 for t in range(view.turn) if (view.first_player + t) % n == seat)
            for seat in range(n)]


def letters_line(view: SeatView, data: ForexData) -> str:
    free = [data.letters[i] for i, o in enumerate(view.letters) if o < 0]
    return tr("Free letters: {letters}").format(
        letters=" ".join(free) if free else tr("none (no contract possible)"))


def queue_item(view: SeatView, data: ForexData, q) -> str:
    cur = data.currencies
    if isinstance(q, DividendItem):
        return tr("DIV({n} left)").format(n=q.left)
    if isinstance(q, ContractItem):
        return tr("{letter} P{owner} pay {pay} get {get}").format(
            letter=data.letters[q.letter], owner=q.owner + 1, pay=f"{units(q.pay_h)} {cur[q.pay]}",
            get=f"{units(q.get_h)} {cur[q.get]}")
    assert isinstance(q, LoanItem)
    debt = " + ".join(f"{units(h)} {cur[c]}" for c, h in q.lines)
    return tr("{letter} P{owner} LOAN {debt}").format(letter=data.letters[q.letter],
                                                     owner=q.owner + 1, debt=debt)


def queue_lines(view: SeatView, data: ForexData) -> list[str]:
    """The queue front to back (F-18.3), numbered, then the next resolution's effect."""
    if not view.queue:
        return [tr("Queue: empty")]
    out = [tr("Queue (front first):")]
    out += [f" {i}. {queue_item(view, data, q)}" for i, q in enumerate(view.queue, 1)]
    if not view.over:
        out.append(tr("Next resolve: {effect}.").format(effect=front_effect(view, data)))
    return out


def currency_lines(view: SeatView, data: ForexData, c: int) -> list[str]:
    """`examine <currency>`: everything about currency ``c`` (F-16.1) — its six pairs in words
    and its wins (a sentence, not a table row: it reads in a narrow story and aloud), each
    player's money and certificates of it, its certificates out of the players' hands, and
    the queue's items that pay or get it."""
    from cresus_tui.i18n import tr_n

    from .narration import pairs_of

    cur = data.currencies[c]
    box = tr(" On an 8 box: its certificates pay no dividend (F-12.2).") \
        if view.eight_box[c] else ""
    out = [tr("{currency}: {pairs}.").format(currency=cur, pairs=pairs_of(c, view.rates, data))
           + " " + tr_n(
        "{currency} wins {n} pair.", "{currency} wins {n} pairs.", view.wins[c]).format(
        currency=cur, n=view.wins[c]) + box]
    for seat, p in enumerate(view.players):
        tag = tr(" (you)") if seat == view.seat else ""
        out.append(tr("P{n} {player}: {money} {currency} · certificates of it: {certs}").format(
            n=seat + 1, player=f"{p.name}{tag}", money=units(p.money[c]), currency=cur,
            certs=p.certs[c]))
    out.append(tr("{currency} certificates in the supply: {supply} · removed at set-up: "
                  "{removed} · sold (out of the game): {sold}").format(
        currency=cur, supply=view.supply[c], removed=view.removed[c], sold=view.sold[c]))
    items = [f" {i}. {queue_item(view, data, q)}" for i, q in enumerate(view.queue, 1)]
    mine = [line for line in items if f" {cur}" in line]
    out += [tr("In the queue:")] + mine if mine else [tr("Nothing in the queue pays or gets "
                                                       "{currency}.").format(currency=cur)]
    return out


def look_lines(view: SeatView, data: ForexData) -> list[str]:
    """Everything on the table (F-18.3)."""
    out = pair_table_lines(view, data)
    for seat in range(len(view.players)):
        out += player_lines(view, data, seat)
    out += [supply_line(view, data), letters_line(view, data)]
    out += queue_lines(view, data)
    return out


def command_for(d: Decision, data: ForexData, view: SeatView | None = None) -> str:
    """The command that makes decision ``d`` (F-18.4)."""
    cur = data.currencies
    if isinstance(d, Spot):
        if d.give_h and view is not None:
            from .commands import _spot_options

            opts = _spot_options(view, data, d.give, d.get)
            got = next((g for gh, g in opts if gh == d.give_h), 0)
            return (f"spot {d.to + 1} give {units(d.give_h)} {cur[d.give]} get {units(got)} "
                    f"{cur[d.get]}")
        return f"spot {d.to + 1} give {cur[d.give]} get {cur[d.get]}"
    if isinstance(d, Reply):
        return "accept" if d.accept else "refuse"
    if isinstance(d, Contract):
        return f"contract pay {cur[d.pay]} get {cur[d.get]} {d.n}"
    if isinstance(d, Invest):
        return "invest " + " ".join(cur[c] for c in d.currencies)
    if isinstance(d, Divest):
        return f"divest {cur[d.currency]} {d.count}"
    if isinstance(d, Resolve):
        return "resolve"
    if isinstance(d, Sell):
        return f"sell {d.count}"
    if isinstance(d, Choose):
        return f"choose {cur[d.currency]}"
    return str(d)
