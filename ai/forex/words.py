"""FOR-EX decisions in words: ``describe(game, decision)`` is the short phrase (the verbs of
F-18.4) that the rivals give as their reasons and the hints and the review show. Below both
the rivals and the hints, so that neither imports the other for it."""

from __future__ import annotations

from cresus_tui.games.forex import Game
from cresus_tui.games.forex.decisions import (
    Choose, Contract, Decision, Divest, Invest, Reply, Resolve, Sell, Spot,
)
from cresus_tui.games.forex.state import ContractItem, DividendItem, LoanItem
from cresus_tui.games.forex import text
from cresus_tui.i18n import current_language, number, tr


def units(h: int) -> str:
    """Half-units as units: 9 → "4.5" ("4,5" in French), 4 → "2"."""
    if current_language() != "fr":
        return text.units(h)
    return number(h / 2, h % 2)


def ratio(k: int) -> str:
    """2r (h) as r: 3 → "1.5" ("1,5" in French), 16 → "8"."""
    return units(k)


def describe(game: Game, d: Decision) -> str:
    """A short phrase for a decision, in the verbs of F-18.4 (of the current language)."""
    cur = game.data.currencies
    if isinstance(d, Contract):
        pay_h, get_h = game.contract_amounts(d.pay, d.get, d.n)
        return tr("contract pay {pay} get {get} {n} ({pay_amount} for {get_amount})").format(
            pay=cur[d.pay], get=cur[d.get], n=d.n, pay_amount=f"{units(pay_h)} {cur[d.pay]}",
            get_amount=f"{units(get_h)} {cur[d.get]}")
    if isinstance(d, Invest):
        return tr("invest {currencies}").format(currencies=" ".join(cur[c] for c in d.currencies))
    if isinstance(d, Divest):
        return tr("divest {currency} {n}").format(currency=cur[d.currency], n=d.count)
    if isinstance(d, Resolve):
        return tr("resolve {front}").format(front=_front(game))
    if isinstance(d, Spot):
        opts = game.spot_options(d.give, d.get)
        gh, th = opts[0] if d.give_h == 0 else next(o for o in opts if o[0] == d.give_h)
        return tr("spot {player} give {give} get {get}").format(
            player=d.to + 1, give=f"{units(gh)} {cur[d.give]}", get=f"{units(th)} {cur[d.get]}")
    if isinstance(d, Reply):
        return tr("accept") if d.accept else tr("refuse")
    if isinstance(d, Sell):
        return tr("sell {n}").format(n=d.count)
    if isinstance(d, Choose):
        return tr("choose {currency}").format(currency=cur[d.currency])
    return type(d).__name__


def _front(game: Game) -> str:
    q = game.state.queue
    if not q:
        return tr("(nothing)")
    item = q[0]
    cur = game.data.currencies
    if isinstance(item, DividendItem):
        n = game.state.dividends_paid + 1
        return tr("(dividend {n}: {amount} per certificate)").format(
            n=n, amount=game.data.dividends[n - 1])
    letter = game.data.letters[item.letter]
    if isinstance(item, ContractItem):
        return tr("(P{owner}'s contract {letter}: pay {pay}, get {get})").format(
            owner=item.owner + 1, letter=letter, pay=f"{units(item.pay_h)} {cur[item.pay]}",
            get=f"{units(item.get_h)} {cur[item.get]}")
    assert isinstance(item, LoanItem)
    debt = " + ".join(f"{units(h)} {cur[c]}" for c, h in item.lines)
    return tr("(P{owner}'s loan {letter}: {debt})").format(owner=item.owner + 1, letter=letter,
                                                          debt=debt)
