"""FOR-EX events in prose (Rich markup; names escaped, so a player's name never injects
markup). ``narrate(event, human, names, data)`` → one paragraph, "" for nothing to say.
Money in units (``4.5 EUR``); "you" for the human's seat."""

from __future__ import annotations

from rich.markup import escape

from cresus_tui.games.forex import rates as R
from cresus_tui.games.forex.data import ForexData
from cresus_tui.games.forex.events import (
    Bankrupt, CertificateBought, CertificatesSold, ContractDefaulted, ContractMade,
    ContractSettled, DividendPaid, DividendTie, EndPhaseStarted, Event, GameOver, GameStarted,
    LoanRepaid, RatesMoved, SpotAnswered, SpotOffered, StrongestChosen, TurnStarted,
)
from cresus_tui.i18n import semicolons, tr, tr_n
from ai.forex.words import ratio, units


def who(seat: int, human: int, names: list[str], capital: bool = False) -> str:
    """"you" (or "You") for the human, the escaped name otherwise."""
    if seat == human:
        return tr("You") if capital else tr("you")
    return f"[b]{escape(names[seat])}[/b]"


def say(seat: int, human: int, you: str, other: str) -> str:
    """The sentence for the human (``you``) or a rival (``other``, with a ``{name}`` field),
    both already translated; the caller fills the fields."""
    return you if seat == human else other


def money(h: int, c: int, data: ForexData) -> str:
    return f"{units(h)} {data.currencies[c]}"


def lines_text(lines, data: ForexData) -> str:
    return " + ".join(money(h, c, data) for c, h in lines)


def pairs_of(c: int, rates, data: ForexData) -> str:
    """Currency ``c``'s six pairs: "over EUR 1:2, USD 1:1.5 · under CHF 1:1"."""
    cur = data.currencies
    over, under = [], []
    for y in range(len(cur)):
        if y == c:
            continue
        o = R.oriented(rates, c, y)
        r = ratio(data.ladder_h[abs(o) - 1])
        (over if o > 0 else under).append(f"{cur[y]} 1:{r}")
    parts = []
    if over:
        parts.append(tr("over {pairs}").format(pairs=", ".join(over)))
    if under:
        parts.append(tr("under {pairs}").format(pairs=", ".join(under)))
    return " · ".join(parts)


def narrate(ev: Event, human: int, names: list[str], data: ForexData) -> str:
    """One event in prose (markup)."""
    cur = data.currencies
    seat = getattr(ev, "seat", -1)
    name = f"[b]{escape(names[seat])}[/b]" if 0 <= seat < len(names) else ""
    if isinstance(ev, GameStarted):
        removed = ", ".join(f"{n} {cur[c]}" for c, n in enumerate(ev.removed) if n) \
            or tr("none")
        supply = ", ".join(f"{cur[c]} {n}" for c, n in enumerate(ev.supply))
        first = who(ev.first_player, human, names)
        if ev.money or ev.certs or ev.dividends_paid:
            paid = "" if not ev.dividends_paid else tr_n(
                ", {n} dividend already paid", ", {n} dividends already paid",
                ev.dividends_paid).format(n=ev.dividends_paid)
            return tr("[b]FOR-EX[/b] — a lesson's position: {n} players; money, certificates "
                      "and rates set for the lesson (`look` shows them){paid}. Certificates "
                      "removed from the game: {removed}. The first player is {first}.").format(
                n=len(ev.names), paid=paid, removed=removed, first=first)
        return tr("[b]FOR-EX[/b] — {n} players, each with {money} of every currency. "
                  "Certificates removed from the game: {removed}; supply: {supply}. The first "
                  "player is {first}.").format(n=len(ev.names), money=units(ev.money_h),
                                               removed=removed, supply=supply, first=first)
    if isinstance(ev, TurnStarted):
        return say(ev.seat, human, tr("[b]— Turn {turn}: {who} (your turn) —[/b]"),
                   tr("[b]— Turn {turn}: {who} —[/b]")).format(turn=ev.turn,
                                                                who=escape(names[ev.seat]))
    if isinstance(ev, SpotOffered):
        if ev.to == human:
            text = tr("{name} offers you a spot trade: {give} for {get}.")
        elif ev.seat == human:
            text = tr("You offer {to} a spot trade: {give} for {get}.")
        else:
            text = tr("{name} offers {to} a spot trade: {give} for {get}.")
        return text.format(name=name, to=who(ev.to, human, names),
                           give=money(ev.give_h, ev.give, data), get=money(ev.get_h, ev.get, data))
    if isinstance(ev, SpotAnswered):
        to = f"[b]{escape(names[ev.to])}[/b]" if 0 <= ev.to < len(names) else ""
        if ev.accepted:
            return say(ev.to, human,
                       tr("You accept: the money changes hands (the rates do not move)."),
                       tr("{name} accepts: the money changes hands (the rates do not move).")
                       ).format(name=to)
        return say(ev.to, human, tr("You refuse the spot trade."),
                   tr("{name} refuses the spot trade.")).format(name=to)
    if isinstance(ev, ContractMade):
        return say(ev.seat, human,
                   tr("You make contract [b]{letter}[/b]: pay {pay}, get {get} when it is "
                      "resolved (joins the back of the queue)."),
                   tr("{name} makes contract [b]{letter}[/b]: pay {pay}, get {get} when it is "
                      "resolved (joins the back of the queue).")).format(
            name=name, letter=ev.letter, pay=money(ev.pay_h, ev.pay, data),
            get=money(ev.get_h, ev.get, data))
    if isinstance(ev, CertificateBought):
        return say(ev.seat, human, tr("You buy a {currency} certificate for {price}."),
                   tr("{name} buys a {currency} certificate for {price}.")).format(
            name=name, currency=cur[ev.currency], price=money(ev.price_h, ev.currency, data))
    if isinstance(ev, CertificatesSold):
        n = ev.count
        if ev.follow_on and n == 0:
            return say(ev.seat, human, tr("You keep your {currency} certificates."),
                       tr("{name} keeps their {currency} certificates.")).format(
                name=name, currency=cur[ev.currency])
        what = tr_n("{n} {currency} certificate", "{n} {currency} certificates", n).format(
            n=n, currency=cur[ev.currency])
        text = say(ev.seat, human, tr("You sell {what} for {received}"),
                   tr("{name} sells {what} for {received}")).format(
            name=name, what=what, received=money(ev.received_h, ev.currency, data))
        return text + (tr(" too (follow-on sale).") if ev.follow_on else ".")
    if isinstance(ev, RatesMoved):
        c = ev.currency
        text = (tr("  [b]{currency}[/b] strengthens ▲: {pairs}.") if ev.direction == "strengthen"
                else tr("  [b]{currency}[/b] weakens ▼: {pairs}.")).format(
            currency=cur[c], pairs=pairs_of(c, ev.rates, data))
        return text + " " + tr_n("{currency} wins {n} pair.", "{currency} wins {n} pairs.",
                                 ev.wins[c]).format(currency=cur[c], n=ev.wins[c])
    if isinstance(ev, ContractSettled):
        return say(ev.seat, human,
                   tr("Contract [b]{letter}[/b] resolved: you pay {pay} and get {get}."),
                   tr("Contract [b]{letter}[/b] resolved: {name} pays {pay} and gets {get}.")
                   ).format(name=name, letter=ev.letter, pay=money(ev.pay_h, ev.pay, data),
                            get=money(ev.get_h, ev.get, data))
    if isinstance(ev, ContractDefaulted):
        how = (tr("added to loan [b]{loan}[/b]") if ev.joined
               else tr("now loan [b]{loan}[/b] at the back of the queue")).format(
            loan=ev.loan_letter)
        return say(ev.seat, human,
                   tr("[b]Contract {letter} defaults[/b]: you cannot pay, get {get} anyway; the "
                      "debt plus 1 unit is {how}: {lines}."),
                   tr("[b]Contract {letter} defaults[/b]: {name} cannot pay, gets {get} anyway; "
                      "the debt plus 1 unit is {how}: {lines}.")).format(
            name=name, letter=ev.letter, get=money(ev.get_h, ev.get, data), how=how,
            lines=lines_text(ev.lines, data))
    if isinstance(ev, LoanRepaid):
        return say(ev.seat, human, tr("Loan [b]{letter}[/b] repaid: you pay {lines}."),
                   tr("Loan [b]{letter}[/b] repaid: {name} pays {lines}.")).format(
            name=name, letter=ev.letter, lines=lines_text(ev.lines, data))
    if isinstance(ev, Bankrupt):
        return say(ev.seat, human,
                   tr("[b]Bankruptcy![/b] You cannot repay loan {letter} ({lines}): the game "
                      "ends at once, and you rank last."),
                   tr("[b]Bankruptcy![/b] {name} cannot repay loan {letter} ({lines}): the game "
                      "ends at once, and {name} ranks last.")).format(
            name=name, letter=ev.letter, lines=lines_text(ev.lines, data))
    if isinstance(ev, DividendPaid):
        per = units(ev.per_certificate_h)
        head = (tr("[b]Dividend {number}[/b] (the final one): {per} per certificate.")
                if ev.final else
                tr("[b]Dividend {number}[/b]: {per} per certificate.")).format(
            number=ev.number, per=per)
        parts = []
        by_seat: dict[int, list[str]] = {}
        for s, c, h in ev.paid:
            count = h // ev.per_certificate_h if ev.per_certificate_h else 0
            by_seat.setdefault(s, []).append(f"+{money(h, c, data)} ({count}×{per})")
        for s, got in by_seat.items():
            parts.append(f"{who(s, human, names, capital=not parts)} " + ", ".join(got))
        body = " " + semicolons(parts) + "." if parts else (
            " " + tr("Nobody is paid.") if ev.per_certificate_h else "")
        if ev.unpaid:
            body += " " + tr("On an 8 box, no dividend: {currencies}.").format(
                currencies=", ".join(cur[c] for c in ev.unpaid))
        return head + body
    if isinstance(ev, DividendTie):
        opts = ", ".join(cur[c] for c in ev.options)
        return say(ev.seat, human,
                   tr("{currencies} tie for the most certificates held: you choose the one to "
                      "strengthen."),
                   tr("{currencies} tie for the most certificates held: {name} chooses the one "
                      "to strengthen.")).format(currencies=opts, name=name)
    if isinstance(ev, EndPhaseStarted):
        if not ev.items:
            return tr("[b]End phase[/b]: no more turns, and no contract or loan is left to "
                      "resolve.")
        if ev.items == 1:
            return tr("[b]End phase[/b]: no more turns; the 1 item left in the queue is "
                      "resolved.")
        return tr("[b]End phase[/b]: no more turns; the {n} items left in the queue are "
                  "resolved in order.").format(n=ev.items)
    if isinstance(ev, StrongestChosen):
        how = {"wins": tr("the most pairs won"),
               "certificates": tr("tied on pairs won, the most certificates held"),
               "choice": tr("chosen by {who} among the tied").format(
                   who=who(ev.seat, human, names))}[ev.how]
        return tr("The [b]Strongest currency is {currency}[/b] ({how}): all money is "
                  "converted into {currency}, fractions dropped.").format(
            currency=cur[ev.currency], how=how)
    if isinstance(ev, GameOver):
        s = cur[ev.strongest]
        why = (tr("the queue is empty") if ev.reason == "queue_empty" else
               tr("{who} went bankrupt").format(who=who(ev.bankrupt, human, names)))
        ranking = semicolons(
            f"{place}. {who(seat, human, names)} {ev.scores[seat]} {s}"
            + (tr(" (bankrupt)") if seat == ev.bankrupt else "") for place, seat in ev.ranking)
        return tr("[b]Game over[/b] — {why}. Final ranking in {currency}: {ranking}.").format(
            why=why, currency=s, ranking=ranking)
    return ""
