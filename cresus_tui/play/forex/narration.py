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
from cresus_tui.games.forex.text import ratio, units


def who(seat: int, human: int, names: list[str], capital: bool = False) -> str:
    """"you" (or "You") for the human, the escaped name otherwise."""
    if seat == human:
        return "You" if capital else "you"
    return f"[b]{escape(names[seat])}[/b]"


def verb(seat: int, human: int, plain: str, third: str) -> str:
    """The verb for a subject: "pay" for you, "pays" for a rival."""
    return plain if seat == human else third


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
        parts.append("over " + ", ".join(over))
    if under:
        parts.append("under " + ", ".join(under))
    return " · ".join(parts)


def narrate(ev: Event, human: int, names: list[str], data: ForexData) -> str:
    """One event in prose (markup)."""
    cur = data.currencies
    if isinstance(ev, GameStarted):
        removed = ", ".join(f"{n} {cur[c]}" for c, n in enumerate(ev.removed) if n) or "none"
        supply = ", ".join(f"{cur[c]} {n}" for c, n in enumerate(ev.supply))
        first = who(ev.first_player, human, names)
        if ev.money or ev.certs or ev.dividends_paid:
            paid = {0: "", 1: ", 1 dividend already paid"}.get(
                ev.dividends_paid, f", {ev.dividends_paid} dividends already paid")
            return (f"[b]FOR-EX[/b] — a lesson's position: {len(ev.names)} players; money, "
                    f"certificates and rates set for the lesson (`look` shows them){paid}. "
                    f"Certificates removed from the game: {removed}. The first player is "
                    f"{first}.")
        return (f"[b]FOR-EX[/b] — {len(ev.names)} players, each with {units(ev.money_h)} of "
                f"every currency. Certificates removed from the game: {removed}; supply: "
                f"{supply}. The first player is {first}.")
    if isinstance(ev, TurnStarted):
        mine = " (your turn)" if ev.seat == human else ""
        return f"[b]— Turn {ev.turn}: {escape(names[ev.seat])}{mine} —[/b]"
    if isinstance(ev, SpotOffered):
        return (f"{who(ev.seat, human, names, True)} {verb(ev.seat, human, 'offer', 'offers')}"
                f" {who(ev.to, human, names)} a spot trade: {money(ev.give_h, ev.give, data)}"
                f" for {money(ev.get_h, ev.get, data)}.")
    if isinstance(ev, SpotAnswered):
        if ev.accepted:
            return (f"{who(ev.to, human, names, True)} {verb(ev.to, human, 'accept', 'accepts')}"
                    ": the money changes hands (the rates do not move).")
        return (f"{who(ev.to, human, names, True)} {verb(ev.to, human, 'refuse', 'refuses')} "
                "the spot trade.")
    if isinstance(ev, ContractMade):
        return (f"{who(ev.seat, human, names, True)} {verb(ev.seat, human, 'make', 'makes')} "
                f"contract [b]{ev.letter}[/b]: pay {money(ev.pay_h, ev.pay, data)}, get "
                f"{money(ev.get_h, ev.get, data)} when it is resolved (joins the back of the "
                "queue).")
    if isinstance(ev, CertificateBought):
        return (f"{who(ev.seat, human, names, True)} {verb(ev.seat, human, 'buy', 'buys')} a "
                f"{cur[ev.currency]} certificate for {money(ev.price_h, ev.currency, data)}.")
    if isinstance(ev, CertificatesSold):
        n = ev.count
        what = f"{n} {cur[ev.currency]} certificate{'s' if n != 1 else ''}"
        if ev.follow_on and n == 0:
            return (f"{who(ev.seat, human, names, True)} "
                    f"{verb(ev.seat, human, 'keep', 'keeps')} their {cur[ev.currency]} "
                    "certificates." if ev.seat != human else
                    f"You keep your {cur[ev.currency]} certificates.")
        follow = " too (follow-on sale)" if ev.follow_on else ""
        return (f"{who(ev.seat, human, names, True)} {verb(ev.seat, human, 'sell', 'sells')} "
                f"{what} for {money(ev.received_h, ev.currency, data)}{follow}.")
    if isinstance(ev, RatesMoved):
        c = ev.currency
        word = "strengthens ▲" if ev.direction == "strengthen" else "weakens ▼"
        return (f"  [b]{cur[c]}[/b] {word}: {pairs_of(c, ev.rates, data)}. "
                f"{cur[c]} wins {ev.wins[c]} pair{'s' if ev.wins[c] != 1 else ''}.")
    if isinstance(ev, ContractSettled):
        return (f"Contract [b]{ev.letter}[/b] resolved: {who(ev.seat, human, names)} "
                f"{verb(ev.seat, human, 'pay', 'pays')} {money(ev.pay_h, ev.pay, data)} and "
                f"{verb(ev.seat, human, 'get', 'gets')} {money(ev.get_h, ev.get, data)}.")
    if isinstance(ev, ContractDefaulted):
        how = (f"added to loan [b]{ev.loan_letter}[/b]" if ev.joined
               else f"now loan [b]{ev.loan_letter}[/b] at the back of the queue")
        return (f"[b]Contract {ev.letter} defaults[/b]: {who(ev.seat, human, names)} cannot "
                f"pay, {verb(ev.seat, human, 'get', 'gets')} {money(ev.get_h, ev.get, data)} "
                f"anyway; the debt plus 1 unit is {how}: {lines_text(ev.lines, data)}.")
    if isinstance(ev, LoanRepaid):
        return (f"Loan [b]{ev.letter}[/b] repaid: {who(ev.seat, human, names)} "
                f"{verb(ev.seat, human, 'pay', 'pays')} {lines_text(ev.lines, data)}.")
    if isinstance(ev, Bankrupt):
        return (f"[b]Bankruptcy![/b] {who(ev.seat, human, names, True)} cannot repay loan "
                f"{ev.letter} ({lines_text(ev.lines, data)}): the game ends at once, and "
                f"{who(ev.seat, human, names)} {verb(ev.seat, human, 'rank', 'ranks')} last.")
    if isinstance(ev, DividendPaid):
        per = units(ev.per_certificate_h)
        head = (f"[b]Dividend {ev.number}[/b]{' (the final one)' if ev.final else ''}: "
                f"{per} per certificate.")
        parts = []
        by_seat: dict[int, list[str]] = {}
        for seat, c, h in ev.paid:
            count = h // ev.per_certificate_h if ev.per_certificate_h else 0
            by_seat.setdefault(seat, []).append(f"+{money(h, c, data)} ({count}×{per})")
        for seat, got in by_seat.items():
            parts.append(f"{who(seat, human, names)} " + ", ".join(got))
        body = " " + "; ".join(parts) + "." if parts else (
            " Nobody is paid." if ev.per_certificate_h else "")
        if ev.unpaid:
            body += (" On an 8 box, no dividend: "
                     + ", ".join(cur[c] for c in ev.unpaid) + ".")
        return head + body
    if isinstance(ev, DividendTie):
        opts = ", ".join(cur[c] for c in ev.options)
        return (f"{opts} tie for the most certificates held: "
                f"{who(ev.seat, human, names)} {verb(ev.seat, human, 'choose', 'chooses')} "
                "the one to strengthen.")
    if isinstance(ev, EndPhaseStarted):
        if not ev.items:
            return "[b]End phase[/b]: no more turns, and no contract or loan is left to resolve."
        if ev.items == 1:
            return ("[b]End phase[/b]: no more turns; the 1 item left in the queue is "
                    "resolved.")
        return (f"[b]End phase[/b]: no more turns; the {ev.items} items left in the queue "
                "are resolved in order.")
    if isinstance(ev, StrongestChosen):
        how = {"wins": "the most pairs won",
               "certificates": "tied on pairs won, the most certificates held",
               "choice": f"chosen by {who(ev.seat, human, names)} among the tied"}[ev.how]
        return (f"The [b]Strongest currency is {cur[ev.currency]}[/b] ({how}): all money is "
                f"converted into {cur[ev.currency]}, fractions dropped.")
    if isinstance(ev, GameOver):
        s = cur[ev.strongest]
        why = ("the queue is empty" if ev.reason == "queue_empty" else
               f"{who(ev.bankrupt, human, names)} went bankrupt")
        ranking = "; ".join(
            f"{place}. {who(seat, human, names)} {ev.scores[seat]} {s}"
            + (" (bankrupt)" if seat == ev.bankrupt else "") for place, seat in ev.ranking)
        return f"[b]Game over[/b] — {why}. Final ranking in {s}: {ranking}."
    return ""
