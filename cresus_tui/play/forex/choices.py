"""FOR-EX's numbered answers to the pending request (``PlayKit.choices``): the one list every
face numbers — choice n is the bare number n typed, or picked on screen."""

from __future__ import annotations

from cresus_tui.games.forex.decisions import Choose, Reply, Resolve, Sell
from cresus_tui.games.forex.requests import ChooseRequest, SellRequest, SpotRequest, TurnRequest
from cresus_tui.games.forex.state import ContractItem, DividendItem
from cresus_tui.games.forex.text import units
from cresus_tui.play.messages import Choice

from . import commands


def front_short(view, data) -> str:
    """The front of the queue in a few words: "dividend 2 of 5", "Sterling's contract A"."""
    if not view.queue:
        return "nothing"
    q = view.queue[0]
    if isinstance(q, DividendItem):
        return f"dividend {view.dividends_paid + 1} of {len(data.dividends)}"
    who = commands.possessive(view, q.owner)
    what = "contract" if isinstance(q, ContractItem) else "loan"
    return f"{who} {what} {data.letters[q.letter]}"


def choices(req, view, data, names=()) -> list[Choice]:
    """The answers to ``req``: on your turn resolve, then each action to complete on the
    command line (invest, contract, divest, spot) and the hint; a spot offer's accept and
    refuse; how many certificates to sell; which currency to choose (F-18.4)."""
    cur = data.currencies
    if isinstance(req, TurnRequest):
        out = [Choice("Resolve: " + front_short(view, data), "resolve", Resolve())]
        if req.buyable:
            out.append(Choice("Invest… [dim]" + " ".join(cur[c] for c in req.buyable) + "[/]",
                              "invest <CUR>"))
        if req.letter:
            out.append(Choice(f"Contract {req.letter}… [dim]pay <CUR> get <CUR> <n>[/]",
                              "contract pay <CUR> get <CUR> <n>"))
        held = [c for c in range(len(cur)) if req.held[c]]
        if held:
            out.append(Choice("Divest… [dim]" + ", ".join(
                f"{req.held[c]} {cur[c]}" for c in held) + "[/]", "divest <CUR>"))
        if req.spot_open:
            out.append(Choice("Spot trade… [dim]spot <P> give <CUR> get <CUR>[/]",
                              "spot <P> give <CUR> get <CUR>"))
        out.append(Choice("Hint [dim]what each action does to the rates[/]", "hint"))
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
