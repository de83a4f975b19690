"""Hints for FOR-EX: each candidate action in words, with its effect on the rates.

``describe(game, decision)`` (``words.py``) is the short phrase rivals use in their reasons;
``hints(view)`` lists the seat's candidate actions, best first by the normal rival's
evaluation, each with a sentence explaining what it does to the rates (F-5) and to the
seat's money, for the screen's ``hint`` command.
"""

from __future__ import annotations

import msgspec

from cresus_tui.games.forex import Game
from cresus_tui.games.forex import rates as R
from cresus_tui.games.forex.decisions import Contract, Decision
from cresus_tui.games.forex.requests import TurnRequest
from cresus_tui.games.forex.view import SeatView
from cresus_tui.i18n import tr

from .rival import play, ply
from .words import describe, ratio

__all__ = ["Hint", "describe", "effect", "hints", "rate_changes"]


class Hint(msgspec.Struct, frozen=True):
    """A candidate action, its phrase, its effect on the rates, and the evaluation's score
    (relative worth after it; higher is better)."""

    decision: Decision
    action: str
    effect: str
    score: float


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
            parts.append(tr("{strong} now over {weak} at 1:{ratio}").format(
                strong=cur[strong1], weak=cur[weak1], ratio=r1))
        else:
            r0 = ratio(lad[abs(s0) - 1])
            parts.append(f"{cur[strong1]}–{cur[weak1]} 1:{r0} → 1:{r1}")
    return ", ".join(parts) if parts else tr("no rate moves")


def effect(game: Game, d: Decision) -> str:
    """What ``d`` does to the rates and to the active seat, in one sentence."""
    if isinstance(d, Contract):
        return tr("no rate moves now; the amounts are fixed until the contract is resolved")
    g = game.clone()
    before = list(g.state.rates)
    w0 = R.wins(before)
    play(g, d)
    text = rate_changes(game, before, g.state.rates)
    w1 = R.wins(g.state.rates)
    cur = game.data.currencies
    moved = [tr("{currency} {before}→{after} wins").format(currency=cur[c], before=w0[c],
                                                           after=w1[c])
             for c in range(7) if w0[c] != w1[c]]
    if moved:
        text += "; " + ", ".join(moved)
    if g.is_over:
        text += tr("; the game ends")
    return text


def hints(view: SeatView, limit: int = 8) -> list[Hint]:
    """The seat's candidate actions, best first (the normal rival's one-ply evaluation), each
    with its rate effects. Empty when it is not the seat's turn."""
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
