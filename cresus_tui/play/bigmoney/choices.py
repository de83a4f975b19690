"""Big Money's numbered choices, the ONE list every face numbers: rolling is one choice;
buying, choice n is market slot n (`buy n`), then pass. Neutral text (no markup)."""

from __future__ import annotations

from typing import Any

from cresus_tui.games.bigmoney.decisions import Buy, Pass, Roll
from cresus_tui.games.bigmoney.requests import BuyRequest, RollRequest
from cresus_tui.i18n import tr
from cresus_tui.play.messages import Choice


def choices(req: Any, view: Any, rules: Any, names: list[str]) -> list[Choice]:
    """The choices answering ``req`` (dice are answered on the tray or by `keep`/`stop`)."""
    if isinstance(req, RollRequest):
        return [Choice(tr("Roll the six dice"), "roll", Roll())]
    if isinstance(req, BuyRequest):
        out: list[Choice] = []
        for i, c in enumerate(req.market):
            if not c:
                out.append(Choice(tr("(empty slot)"), f"buy {i + 1}", enabled=False))
                continue
            card = rules.cards[c]
            pays = (tr("{dividend} once") if card.kind == "stock"
                    else tr("{dividend}/roll")).format(dividend=card.dividend)
            text = tr("Buy {card} · {price} Z → {pays} · {name}").format(
                card=c, price=card.price, pays=pays, name=card.name)
            short = tr("Buy {card} · {price} Z → {pays}").format(  # the market panel names it
                card=c, price=card.price, pays=pays)
            if i not in req.affordable:
                lacking = tr("{choice} (you have {cash} Z)")
                out.append(Choice(lacking.format(choice=text, cash=req.cash), f"buy {i + 1}",
                                  Buy(i), enabled=False,
                                  short=(lacking.format(choice=short, cash=req.cash),
                                         tr("Buy {card}: {price} Z, you have {cash} Z").format(
                                             card=c, price=card.price, cash=req.cash))))
            else:
                out.append(Choice(text, f"buy {i + 1}", Buy(i), short=(short,)))
        out.append(Choice(tr("Buy nothing (pass)"), "pass", Pass()))
        return out
    return []
