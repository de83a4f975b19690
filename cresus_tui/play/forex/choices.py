"""FOR-EX's numbered choices, the ONE list every face numbers. An action that needs more words
(invest, contract, divest, spot) is a command to complete (``command`` ending in a space: the
face puts it on the command line); `hint` answers at once. Neutral text (no markup)."""

from __future__ import annotations

from typing import Any

from cresus_tui.games.forex.decisions import Choose, Reply, Resolve, Sell
from cresus_tui.games.forex.requests import ChooseRequest, SellRequest, SpotRequest, TurnRequest
from ai.forex.words import units
from cresus_tui.i18n import tr, tr_n
from cresus_tui.play.messages import Choice

from . import commands


def front_short(view: Any, data: Any) -> str:
    """The front of the queue in a few words: "dividend 2 of 5", "Sterling's contract A"."""
    from cresus_tui.games.forex.state import ContractItem, DividendItem

    if not view.queue:
        return tr("nothing")
    q = view.queue[0]
    if isinstance(q, DividendItem):
        return tr("dividend {number} of {count}").format(number=view.dividends_paid + 1,
                                                         count=len(data.dividends))
    return commands.item_of(view, q.owner, isinstance(q, ContractItem), data.letters[q.letter])


def choices(req: Any, v: Any, data: Any, names: list[str]) -> list[Choice]:
    """The choices answering ``req`` for the seat of view ``v`` (``data``: the rules data)."""
    cur = data.currencies
    if isinstance(req, TurnRequest):
        out = [Choice(tr("Resolve: {front}").format(front=front_short(v, data)), "resolve",
                      Resolve())]
        # shorter wordings for a narrow list: the decision line above says the rest
        if req.buyable:
            invest = tr("Invest… {currencies}")
            names = [cur[c] for c in req.buyable]
            out.append(Choice(invest.format(currencies=" ".join(names)), "invest ",
                              short=tuple(invest.format(currencies=" ".join(names[:k]) + " …")
                                          for k in range(len(names) - 1, 0, -1))))
        if req.letter:
            out.append(Choice(tr("Contract {letter}… pay <CUR> get <CUR> <n>").format(
                letter=req.letter), "contract pay ",
                short=(tr("Contract {letter}…").format(letter=req.letter),)))
        held = [c for c in range(len(cur)) if req.held[c]]
        if held:
            out.append(Choice(tr("Divest… {held}").format(
                held=", ".join(f"{req.held[c]} {cur[c]}" for c in held)), "divest ",
                short=(tr("Divest… {held}").format(held=", ".join(cur[c] for c in held)),)))
        if req.spot_open:
            out.append(Choice(tr("Spot trade… spot <P> give <CUR> get <CUR>"), "spot ",
                              short=(tr("Spot trade…"),)))
        out.append(Choice(tr("Hint: what each action does to the rates"), "hint",
                          short=(tr("Hint: effect on the rates"),)))
        return out
    if isinstance(req, SpotRequest):
        return [Choice(tr("Accept: get {get}, give {give}").format(
                    get=f"{units(req.give_h)} {cur[req.give]}",
                    give=f"{units(req.get_h)} {cur[req.get]}"), "accept", Reply(True)),
                Choice(tr("Refuse"), "refuse", Reply(False))]
    if isinstance(req, SellRequest):
        return [Choice(tr_n("Sell {n} {currency} certificate", "Sell {n} {currency} certificates",
                            n).format(n=n, currency=cur[req.currency])
                       + (tr(" (keep them all)") if n == 0 else ""), f"sell {n}", Sell(n))
                for n in range(req.held + 1)]
    if isinstance(req, ChooseRequest):
        return [Choice(tr("Choose {currency}").format(currency=cur[c]), f"choose {cur[c]}",
                       Choose(c)) for c in req.options]
    return []
