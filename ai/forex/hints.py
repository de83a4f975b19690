"""Hints for FOR-EX: each candidate action in words, with its effect on the rates.

``describe(game, decision)`` is the short phrase rivals use in their reasons;
``hints(view)`` lists the seat's candidate actions, best first by the normal rival's
evaluation, each with a sentence explaining what it does to the rates (F-5) and to the
seat's money, for the screen's ``hint`` command.
"""

from __future__ import annotations

import msgspec

from cresus_tui.games.forex import Game
from cresus_tui.games.forex import rates as R
from cresus_tui.games.forex.decisions import (
    Choose, Contract, Decision, Divest, Invest, Reply, Resolve, Sell, Spot,
)
from cresus_tui.games.forex.requests import TurnRequest
from cresus_tui.games.forex.state import ContractItem, DividendItem, LoanItem
from cresus_tui.games.forex.text import ratio, units
from cresus_tui.games.forex.view import SeatView


class Hint(msgspec.Struct, frozen=True):
    """A candidate action, its phrase, its effect on the rates, and the evaluation's score
    (relative worth after it; higher is better)."""

    decision: Decision
    action: str
    effect: str
    score: float


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


def rate_changes(game: Game, before: list[int], after: list[int]) -> str:
    """The pairs that moved, e.g. "GBP–CNY 1:4 → 1:5, CAD now over JPY at 1:1.5"."""
    cur = game.data.currencies
    lad = game.data.ladder_h
    parts = []
    for i, (a, b) in enumerate(R.PAIRS):
        s0, s1 = before[i], after[i]
        if s0 == s1:
            continue
        strong1 = a if s1 > 0 else b
        weak1 = b if s1 > 0 else a
        r1 = ratio(lad[abs(s1) - 1])
        if (s0 > 0) != (s1 > 0):
            parts.append(f"{cur[strong1]} now over {cur[weak1]} at 1:{r1}")
        else:
            r0 = ratio(lad[abs(s0) - 1])
            parts.append(f"{cur[strong1]}–{cur[weak1]} 1:{r0} → 1:{r1}")
    return ", ".join(parts) if parts else "no rate moves"


def effect(game: Game, d: Decision) -> str:
    """What ``d`` does to the rates and to the active seat, in one sentence."""
    from .rival import play

    if isinstance(d, Contract):
        return "no rate moves now; the amounts are fixed until the contract is resolved"
    g = game.clone()
    before = list(g.state.rates)
    w0 = R.wins(before)
    play(g, d)
    text = rate_changes(game, before, g.state.rates)
    w1 = R.wins(g.state.rates)
    cur = game.data.currencies
    moved = [f"{cur[c]} {w0[c]}→{w1[c]} wins" for c in range(7) if w0[c] != w1[c]]
    if moved:
        text += "; " + ", ".join(moved)
    if g.is_over:
        text += "; the game ends"
    return text


def hints(view: SeatView, limit: int = 8) -> list[Hint]:
    """The seat's candidate actions, best first (the normal rival's one-ply evaluation), each
    with its rate effects. Empty when it is not the seat's turn."""
    from .rival import ply

    if not any(isinstance(r, TurnRequest) for r in view.requests):
        return []
    game = Game.from_view(view)
    scored = ply(game, view.seat)
    out = []
    seen_contract = 0
    for v, _, d in scored:
        if isinstance(d, Contract):
            if seen_contract >= 2:
                continue
            seen_contract += 1
        out.append(Hint(d, describe(game, d), effect(game, d), round(v, 4)))
        if len(out) >= limit:
            break
    return out
