"""Big Money's numbered answers to the pending request (``PlayKit.choices``): the one list
every face numbers. Buying: choice n is market slot n (`buy n`), then pass; a roll is one
choice; dice are answered in the tray or by `keep` / `stop` (no list)."""

from __future__ import annotations

from cresus_tui.games.bigmoney.decisions import Buy, Pass, Roll
from cresus_tui.games.bigmoney.requests import BuyRequest, RollRequest
from cresus_tui.play.messages import Choice


def choices(req, view, rules, names=()) -> list[Choice]:
    """The answers to ``req`` (B-7, B-8): a card too dear is shown but not enabled."""
    if isinstance(req, RollRequest):
        return [Choice("Roll the six dice", "roll", Roll())]
    if not isinstance(req, BuyRequest):
        return []
    out = []
    for i, c in enumerate(req.market):
        if not c:
            out.append(Choice("(empty slot)", f"buy {i + 1}", enabled=False))
            continue
        card = rules.cards[c]
        pays = f"{card.dividend} once" if card.kind == "stock" else f"{card.dividend}/roll"
        text = f"Buy {c} · {card.price} Z → {pays}"
        ok = i in req.affordable
        out.append(Choice(text if ok else f"{text} (you have {req.cash} Z)", f"buy {i + 1}",
                          Buy(i), enabled=ok))
    out.append(Choice("Buy nothing (pass)", "pass", Pass()))
    return out
