"""Crésus's numbered choices: the answers to the pending request as ONE list that every face
numbers the same way (choice n of a purchase is `buy n`, the request's order). Neutral text:
no markup, `code` spans only. Choice n is what a bare `n` typed does: the markets of a move or
a Partenaire are numbered by their face (`3` is Hong Kong), and a sealed bid has no list at
all, since a bare number there is the amount (the face's secret dialogue answers it)."""

from __future__ import annotations

from typing import Any

from ai.cresus.words import colour_name
from cresus_tui.games.cresus.decisions import (
    Answer, Bid, Buy, BuyLuxury, Done, PickMarket, RepayLoan, Reply, Sell, SellLuxury,
)
from cresus_tui.games.cresus.requests import (
    BidRequest, BuyRequest, DebtRequest, EntryRequest, ExpertSectorRequest, JoinRequest,
    LuxuryRequest, MonopolyRequest, MoveRequest, OfferRequest, PartnerRequest, SellRequest,
)
from cresus_tui.i18n import tr
from cresus_tui.play.messages import Choice

from . import labels


def choices(req: Any, view: Any, r: Any, names: list[str]) -> list[Choice]:
    """The choices answering ``req`` for the seat of ``view`` (``r``: the rules data)."""
    me = view.me
    if isinstance(req, BidRequest) and req.cash <= 0:
        return [Choice(tr("No bid (you have 0 M)"), tr("bid 0"), Bid(0))]
    if isinstance(req, BidRequest):
        # A bare number is the amount (`35` bids 35 M, `2` bids 2 M): a numbered list here
        # would say otherwise, so the prompt's `bid <M> · pass` and the dialogue answer it.
        return []
    if isinstance(req, MoveRequest):
        return _market_choices(req, view, r)
    if isinstance(req, JoinRequest):
        return [Choice(tr("Join the auction for {share} (in secret)").format(share=req.share),
                       tr("join"), Answer(True)),
                Choice(tr("Stay out (in secret)"), tr("skip"), Answer(False))]
    if isinstance(req, OfferRequest):
        return [Choice(tr("Accept the offer"), tr("accept"), Reply(True)),
                Choice(tr("Decline the offer"), tr("decline"), Reply(False))]
    if isinstance(req, MonopolyRequest):
        evicted = ", ".join(names[i] for i in req.others) or tr("nobody")
        return [Choice(tr("Play Monopole (sends away {names})").format(names=evicted), tr("yes"),
                       Answer(True)),
                Choice(tr("Keep the card"), tr("no"), Answer(False))]
    if isinstance(req, PartnerRequest):
        return [Choice(tr("Partenaire on {market}").format(market=labels.market_plain(r, m))
                       if m in req.markets else
                       tr("Partenaire on {market} — a pawn is there").format(
                           market=labels.market_plain(r, m)),
                       tr("partner {n}").format(n=m + 1), PickMarket(m),
                       enabled=m in req.markets,
                       short=() if m in req.markets else (tr("{market} — a pawn is there").format(
                           market=labels.market_plain(r, m)),)) for m in range(len(r.markets))] + \
            [Choice(tr("Keep the card"), tr("partner none"), PickMarket(-1))]
    if isinstance(req, ExpertSectorRequest):
        return [Choice(tr("Take {share} free").format(share=labels.share_short(r, req.share)),
                       tr("yes"), Answer(True)),
                Choice(tr("Leave it"), tr("no"), Answer(False))]
    if isinstance(req, EntryRequest):
        pay = tr("Pay {entry} M and enter the tournament ({game})") if req.tournament else \
            tr("Pay {entry} M and play ({game})")
        ok = [Choice(pay.format(entry=req.entry, game=labels.game_label(r, req.game)), tr("yes"),
                     Answer(True))] if req.cash >= req.entry else []
        if not ok and me.luxuries:
            ok = [Choice(tr("Sell your best luxury card first (half price)"), tr("sell luxury"),
                         SellLuxury(1))]
        return ok + [Choice(tr("Don't play"), tr("no"), Answer(False))]
    if isinstance(req, BuyRequest):
        out: list[Choice] = []
        for n, sid in enumerate(req.shares, start=1):
            s = r.shares[sid]
            if s.price <= req.cash:
                table = labels.share_table(r, sid)
                out.append(Choice(tr("Buy {share} ({table})").format(
                    share=labels.share_short(r, sid), table=table), tr("buy {n}").format(n=n),
                    Buy((sid,)), short=(
                        tr("Buy {share} {price} M ({table})").format(share=sid, price=s.price,
                                                                     table=table),
                        tr("Buy {share} ({table})").format(share=sid, table=table))))
            else:
                words = tr("Buy {share} — costs {price} M, you have {cash} M")
                out.append(Choice(words.format(share=labels.share_short(r, sid), price=s.price,
                                               cash=req.cash),
                                  tr("buy {n}").format(n=n), Buy((sid,)), enabled=False,
                                  short=(words.format(share=sid, price=s.price, cash=req.cash),)))
        total = sum(r.shares[x].price for x in req.shares)
        if len(req.shares) == 2 and total <= req.cash:
            out.append(Choice(tr("Buy both ({total} M)").format(total=total), tr("buy both"),
                              Buy(tuple(req.shares))))
        out.append(Choice(tr("Buy nothing"), tr("buy nothing"), Buy(())))
        return out
    if isinstance(req, SellRequest):
        out = []
        for sid in req.shares:
            table, note = labels.share_table(r, sid), labels.premium_note(r, sid, req.market)
            out.append(Choice(
                tr("Sell {share} ({table}; {note})").format(share=labels.share_short(r, sid),
                                                            table=table, note=note),
                tr("sell {share}").format(share=sid), Sell(sid),
                short=(tr("Sell {share} ({table}; {note})").format(
                    share=sid, table=table, note=labels.premium_note(r, sid, req.market, True)),
                    tr("Sell {share} ({table})").format(share=sid, table=table))))
            if req.experts:
                out.append(Choice(tr("Sell {share} with Expert Marché (+1 throw)").format(
                    share=sid), tr("sell {share} expert").format(share=sid), Sell(sid, True)))
        out.append(Choice(tr("Done selling"), tr("done"), Done()))
        return out
    if isinstance(req, DebtRequest):
        out = []
        if req.luxuries:
            out.append(Choice(tr("Sell your best luxury card (half price)"), tr("sell luxury"),
                              SellLuxury(1)))
        out += [Choice(tr("Sell {share}").format(share=labels.share_short(r, sid)),
                       tr("sell {share}").format(share=sid), Sell(sid))
                for sid in req.shares]
        return out
    if isinstance(req, LuxuryRequest):
        out = []
        rank = req.next_rank
        if req.loan and me.cash >= req.loan:
            out.append(Choice(tr("Repay the loan ({loan} M)").format(loan=req.loan), tr("repay"),
                              RepayLoan()))
        if req.affordable >= 1:
            out.append(Choice(tr("Buy {card} ({price} M)").format(
                card=labels.luxury_name(r, rank), price=labels.luxury_price(r, rank)),
                tr("luxury 1"), BuyLuxury(1)))
        if req.affordable >= 2:
            total = labels.luxury_price(r, rank) + labels.luxury_price(r, rank + 1)
            out.append(Choice(tr("Buy {card} and {next} ({total} M)").format(
                card=labels.luxury_name(r, rank), next=labels.luxury_name(r, rank + 1),
                total=total), tr("luxury 2"), BuyLuxury(2)))
        out.append(Choice(tr("End my turn"), tr("done"), Done()))
        return out
    return []


def _market_choices(req: MoveRequest, view: Any, r: Any) -> list[Choice]:
    """The six markets, choice n being market n (the face of the die, as `go 3` or a bare
    `3` reads it): each with what going there means now — barred by a Monopole (C-6.4),
    last turn's market where you may not buy (C-5.3), closed by a Pirate (C-6.3). Choosing
    one runs `go <market>`, so last turn's market asks for `go <market>!` as typing does."""
    out = []
    for m in range(len(r.markets)):
        market = f"{r.markets[m].name} ({colour_name(r.markets[m].colour)})"
        if m not in req.allowed:
            label = tr("{market} — closed to you by the Monopole").format(market=market)
            short = tr("{market} — barred by the Monopole").format(market=market)
        elif m == req.previous:
            label = tr("{market} — last turn's market: you may not buy there").format(
                market=market)
            short = tr("{market} — last turn: no buying").format(market=market)
        elif m in view.closed:
            label = tr("{market} — closed by the Pirate: no buying or selling").format(
                market=market)
            short = tr("{market} — closed by the Pirate").format(market=market)
        else:
            label = short = market
        out.append(Choice(label, tr("go {market}").format(market=r.markets[m].name.lower()),
                          enabled=m in req.allowed,
                          short=(short, market) if label != market else ()))
    return out
