"""FOR-EX's numbered choices, the ONE list every face numbers. An action that needs more words
(invest, contract, divest, spot) is a command to complete (``command`` ending in a space: the
face puts it on the command line); `hint` answers at once. Neutral text (no markup)."""

from __future__ import annotations

from typing import Any

from cresus_tui.games.forex.decisions import Choose, Reply, Resolve, Sell
from cresus_tui.games.forex.requests import ChooseRequest, SellRequest, SpotRequest, TurnRequest
from cresus_tui.games.forex.text import units
from cresus_tui.play.messages import Choice

from . import commands


def front_short(view: Any, data: Any) -> str:
    """The front of the queue in a few words: "dividend 2 of 5", "Sterling's contract A"."""
    from cresus_tui.games.forex.state import ContractItem, DividendItem

    if not view.queue:
        return "nothing"
    q = view.queue[0]
    if isinstance(q, DividendItem):
        return f"dividend {view.dividends_paid + 1} of {len(data.dividends)}"
    who = commands.possessive(view, q.owner)
    what = "contract" if isinstance(q, ContractItem) else "loan"
    return f"{who} {what} {data.letters[q.letter]}"


def choices(req: Any, v: Any, data: Any, names: list[str]) -> list[Choice]:
    """The choices answering ``req`` for the seat of view ``v`` (``data``: the rules data)."""
    cur = data.currencies
    if isinstance(req, TurnRequest):
        out = [Choice("Resolve: " + front_short(v, data), "resolve", Resolve())]
        if req.buyable:
            out.append(Choice("Invest… " + " ".join(cur[c] for c in req.buyable), "invest "))
        if req.letter:
            out.append(Choice(f"Contract {req.letter}… pay <CUR> get <CUR> <n>",
                              "contract pay "))
        held = [c for c in range(len(cur)) if req.held[c]]
        if held:
            out.append(Choice("Divest… " + ", ".join(f"{req.held[c]} {cur[c]}" for c in held),
                              "divest "))
        if req.spot_open:
            out.append(Choice("Spot trade… spot <P> give <CUR> get <CUR>", "spot "))
        out.append(Choice("Hint: what each action does to the rates", "hint"))
        return out
    if isinstance(req, SpotRequest):
        return [Choice(f"Accept: get {units(req.give_h)} {cur[req.give]}, give "
                       f"{units(req.get_h)} {cur[req.get]}", "accept", Reply(True)),
                Choice("Refuse", "refuse", Reply(False))]
    if isinstance(req, SellRequest):
        return [Choice(f"Sell {n} {cur[req.currency]} certificate{'s' if n != 1 else ''}"
                       + (" (keep them all)" if n == 0 else ""), f"sell {n}", Sell(n))
                for n in range(req.held + 1)]
    if isinstance(req, ChooseRequest):
        return [Choice(f"Choose {cur[c]}", f"choose {cur[c]}", Choose(c)) for c in req.options]
    return []
