"""FOR-EX decisions in words: ``describe(game, decision)`` is the short phrase (the verbs of
F-18.4) that the rivals give as their reasons and the hints and the review show. Below both
the rivals and the hints, so that neither imports the other for it."""

from __future__ import annotations

from cresus_tui.games.forex import Game
from cresus_tui.games.forex.decisions import (
    Choose, Contract, Decision, Divest, Invest, Reply, Resolve, Sell, Spot,
)
from cresus_tui.games.forex.state import ContractItem, DividendItem, LoanItem
from cresus_tui.games.forex.text import units


def describe(game: Game, d: Decision) -> str:
    """A short phrase for a decision, in the verbs of F-18.4."""
    cur = game.data.currencies
    if isinstance(d, Contract):
        pay_h, get_h = game.contract_amounts(d.pay, d.get, d.n)
        return (f"contract pay {cur[d.pay]} get {cur[d.get]} {d.n} "
                f"({units(pay_h)} {cur[d.pay]} for {units(get_h)} {cur[d.get]})")
    if isinstance(d, Invest):
        return "invest " + " ".join(cur[c] for c in d.currencies)
    if isinstance(d, Divest):
        return f"divest {cur[d.currency]} {d.count}"
    if isinstance(d, Resolve):
        return "resolve " + _front(game)
    if isinstance(d, Spot):
        opts = game.spot_options(d.give, d.get)
        gh, th = opts[0] if d.give_h == 0 else next(o for o in opts if o[0] == d.give_h)
        return (f"spot {d.to + 1} give {units(gh)} {cur[d.give]} get {units(th)} "
                f"{cur[d.get]}")
    if isinstance(d, Reply):
        return "accept" if d.accept else "refuse"
    if isinstance(d, Sell):
        return f"sell {d.count}"
    if isinstance(d, Choose):
        return f"choose {cur[d.currency]}"
    return type(d).__name__


def _front(game: Game) -> str:
    q = game.state.queue
    if not q:
        return "(nothing)"
    item = q[0]
    cur = game.data.currencies
    if isinstance(item, DividendItem):
        n = game.state.dividends_paid + 1
        return f"(dividend {n}: {game.data.dividends[n - 1]} per certificate)"
    letter = game.data.letters[item.letter]
    if isinstance(item, ContractItem):
        return (f"(P{item.owner + 1}'s contract {letter}: pay {units(item.pay_h)} "
                f"{cur[item.pay]}, get {units(item.get_h)} {cur[item.get]})")
    assert isinstance(item, LoanItem)
    debt = " + ".join(f"{units(h)} {cur[c]}" for c, h in item.lines)
    return f"(P{item.owner + 1}'s loan {letter}: {debt})"
