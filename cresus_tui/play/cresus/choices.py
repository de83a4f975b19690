"""Crésus's numbered choices: the answers to the pending request as ONE list that every face
numbers the same way (choice n of a purchase is `buy n`, the request's order). Neutral text:
no markup, `code` spans only; an answer kept secret is a dialog choice (the face opens its
secret dialogue; in plain text the command is typed)."""

from __future__ import annotations

from typing import Any

from cresus_tui.games.cresus.decisions import (
    Answer, Bid, Buy, BuyLuxury, Done, PickMarket, RepayLoan, Reply, Sell, SellLuxury,
)
from cresus_tui.games.cresus.requests import (
    BidRequest, BuyRequest, DebtRequest, EntryRequest, ExpertSectorRequest, JoinRequest,
    LuxuryRequest, MonopolyRequest, MoveRequest, OfferRequest, PartnerRequest, SellRequest,
)
from cresus_tui.play.messages import Choice

from . import labels


def choices(req: Any, view: Any, r: Any, names: list[str]) -> list[Choice]:
    """The choices answering ``req`` for the seat of ``view`` (``r``: the rules data)."""
    me = view.me
    if isinstance(req, BidRequest) and req.cash <= 0:
        return [Choice("No bid (you have 0 M)", "bid 0", Bid(0))]
    if isinstance(req, BidRequest):
        return [Choice("Bid (in secret)", "bid <M>", dialog=True),
                Choice("No bid", "bid 0", Bid(0))]
    if isinstance(req, MoveRequest):
        return [Choice("Choose a market (in secret)", "go <market>", dialog=True)]
    if isinstance(req, JoinRequest):
        return [Choice("Join or not (in secret)", "join <yes/no>", dialog=True)]
    if isinstance(req, OfferRequest):
        return [Choice("Accept the offer", "accept", Reply(True)),
                Choice("Decline the offer", "decline", Reply(False))]
    if isinstance(req, MonopolyRequest):
        evicted = ", ".join(names[i] for i in req.others) or "nobody"
        return [Choice(f"Play Monopole (sends away {evicted})", "yes", Answer(True)),
                Choice("Keep the card", "no", Answer(False))]
    if isinstance(req, PartnerRequest):
        return [Choice(f"Partenaire on {labels.market_plain(r, m)}", f"partner {m + 1}",
                       PickMarket(m)) for m in req.markets] + \
            [Choice("Keep the card", "partner none", PickMarket(-1))]
    if isinstance(req, ExpertSectorRequest):
        return [Choice(f"Take {labels.share_short(r, req.share)} free", "yes", Answer(True)),
                Choice("Leave it", "no", Answer(False))]
    if isinstance(req, EntryRequest):
        what = "enter the tournament" if req.tournament else "play"
        ok = [Choice(f"Pay {req.entry} M and {what} ({labels.game_label(r, req.game)})", "yes",
                     Answer(True))] if req.cash >= req.entry else []
        if not ok and me.luxuries:
            ok = [Choice("Sell your best luxury card first (half price)", "sell luxury",
                         SellLuxury(1))]
        return ok + [Choice("Don't play", "no", Answer(False))]
    if isinstance(req, BuyRequest):
        out: list[Choice] = []
        for n, sid in enumerate(req.shares, start=1):
            s = r.shares[sid]
            if s.price <= req.cash:
                table = labels.share_table(r, sid)
                out.append(Choice(f"Buy {labels.share_short(r, sid)} ({table})", f"buy {n}",
                                  Buy((sid,)), short=(f"Buy {sid} {s.price} M ({table})",
                                                      f"Buy {sid} ({table})")))
            else:
                out.append(Choice(f"Buy {labels.share_short(r, sid)} — costs {s.price} M, you "
                                  f"have {req.cash} M", f"buy {n}", Buy((sid,)), enabled=False))
        total = sum(r.shares[x].price for x in req.shares)
        if len(req.shares) == 2 and total <= req.cash:
            out.append(Choice(f"Buy both ({total} M)", "buy both", Buy(tuple(req.shares))))
        out.append(Choice("Buy nothing", "buy nothing", Buy(())))
        return out
    if isinstance(req, SellRequest):
        out = []
        for sid in req.shares:
            table, note = labels.share_table(r, sid), labels.premium_note(r, sid, req.market)
            out.append(Choice(f"Sell {labels.share_short(r, sid)} ({table}; {note})",
                              f"sell {sid}", Sell(sid),
                              short=(f"Sell {sid} ({table}; "
                                     f"{labels.premium_note(r, sid, req.market, True)})",
                                     f"Sell {sid} ({table})")))
            if req.experts:
                out.append(Choice(f"Sell {sid} with Expert Marché (+1 throw)",
                                  f"sell {sid} expert", Sell(sid, True)))
        out.append(Choice("Done selling", "done", Done()))
        return out
    if isinstance(req, DebtRequest):
        out = []
        if req.luxuries:
            out.append(Choice("Sell your best luxury card (half price)", "sell luxury",
                              SellLuxury(1)))
        out += [Choice(f"Sell {labels.share_short(r, sid)}", f"sell {sid}", Sell(sid))
                for sid in req.shares]
        return out
    if isinstance(req, LuxuryRequest):
        out = []
        rank = req.next_rank
        if req.loan and me.cash >= req.loan:
            out.append(Choice(f"Repay the loan ({req.loan} M)", "repay", RepayLoan()))
        if req.affordable >= 1:
            out.append(Choice(f"Buy {labels.luxury_name(r, rank)} "
                              f"({labels.luxury_price(r, rank)} M)", "luxury 1", BuyLuxury(1)))
        if req.affordable >= 2:
            total = labels.luxury_price(r, rank) + labels.luxury_price(r, rank + 1)
            out.append(Choice(f"Buy {labels.luxury_name(r, rank)} and "
                              f"{labels.luxury_name(r, rank + 1)} ({total} M)", "luxury 2",
                              BuyLuxury(2)))
        out.append(Choice("End my turn", "done", Done()))
        return out
    return []
