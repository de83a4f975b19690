"""Big Money's numbered choices, the ONE list every face numbers: rolling is one choice;
buying, choice n is market slot n (`buy n`), then pass. Neutral text (no markup)."""

from __future__ import annotations

from typing import Any

from cresus_tui.games.bigmoney.decisions import Buy, Pass, Roll
from cresus_tui.games.bigmoney.requests import BuyRequest, RollRequest
from cresus_tui.play.messages import Choice


def choices(req: Any, view: Any, rules: Any, names: list[str]) -> list[Choice]:
    """The choices answering ``req`` (dice are answered on the tray or by `keep`/`stop`)."""
    if isinstance(req, RollRequest):
        return [Choice("Roll the six dice", "roll", Roll())]
    if isinstance(req, BuyRequest):
        out: list[Choice] = []
        for i, c in enumerate(req.market):
            if not c:
                out.append(Choice("(empty slot)", f"buy {i + 1}", enabled=False))
                continue
            card = rules.cards[c]
            pays = f"{card.dividend} once" if card.kind == "stock" else f"{card.dividend}/roll"
            text = f"Buy {c} · {card.price} Z → {pays} · {card.name}"
            if i not in req.affordable:
                out.append(Choice(f"{text} (you have {req.cash} Z)", f"buy {i + 1}", Buy(i),
                                  enabled=False))
            else:
                out.append(Choice(text, f"buy {i + 1}", Buy(i)))
        out.append(Choice("Buy nothing (pass)", "pass", Pass()))
        return out
    return []
