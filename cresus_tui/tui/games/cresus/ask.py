"""What Crésus asks on the one game screen beyond its panels: the dice tray's words (what a
throw is for, the best keep with odds on), the dialogue answering a secret request (bid, market,
join) or a rival's offer, the commands a dialogue's or the tray's decision stands for, and the
two decisions that answer no request (a trade offer, C-10.4; a luxury card sold, C-8.2)."""

from __future__ import annotations

from typing import Any

from rich.markup import escape

from cresus_tui.games.cresus.decisions import (
    Answer, Bid, Buy, BuyLuxury, Done, Keep, Move, Offer, PickMarket, RepayLoan, Reply, Sell,
    SellLuxury, Stop,
)
from cresus_tui.games.cresus.requests import (
    BidRequest, JoinRequest, MoveRequest, OfferRequest, ThrowRequest,
)
from cresus_tui.i18n import tr
from cresus_tui.play.cresus import labels

SECRET = (BidRequest, MoveRequest, JoinRequest, OfferRequest)
"""Requests answered in a dialogue that opens by itself."""


# ---- the dice tray ---------------------------------------------------------------------------

def throw_subject(rules, req: ThrowRequest, market: int) -> str:
    """What a throw is for, in one line of markup (``market``: the sale's market, or -1; its
    off-market premium, C-5.13)."""
    r = rules
    if req.purpose == "sale" and req.subject in r.shares:
        return tr("Selling {share} · {table} · {premium}").format(
            share=labels.share_short(r, req.subject), table=labels.share_table(r, req.subject),
            premium=labels.premium_note(r, req.subject, market))
    if req.purpose == "tournament":
        g = r.games.get(req.subject)
        text = tr("Tournament — {game}: scored by most red faces; the best result takes the pot "
                  "(C-9.2).") if g is not None and g.kind == "red" else \
            tr("Tournament — {game}: scored by most faces of one colour; the best result takes "
               "the pot (C-9.2).")
        return text.format(game=labels.game_label(r, req.subject))
    return tr("{game}: {gains}").format(game=labels.game_label(r, req.subject),
                                        gains=labels.game_rules(r, req.subject))


def tray_info(screen, req) -> tuple[str, ...] | str:
    """The tray's text: what is thrown for and, with odds on, the best keep's expected value
    against stopping now (M; points in a tournament), in two wordings ("Best: keep 3 4 →
    54.1 M · stop → 10.0 M"; narrow: "Best: 3 4 → 54 M · stop 10 M")."""
    if not isinstance(req, ThrowRequest):
        return ""
    view, rules = screen.view, screen.table.rules
    # a forced sale (C-10.2) is thrown in the Crésus-card phase: its market is the request's
    text = throw_subject(rules, req, req.market if req.market >= 0 else view.phase_market)
    if not screen.app.settings.show_odds:
        return text
    from cresus_tui.tutorials.cresus import advice

    market = view.phase_market if req.purpose == "sale" and \
        getattr(req, "market", -1) < 0 and view.phase_market >= 0 else None
    try:
        data = advice.odds_data(view, rules, market=market)
    except Exception:  # noqa: BLE001 - no odds is better than a stopped game
        return text
    if not data or data.get("kind") != "throw":
        return text
    unit = "" if data["purpose"] == "tournament" else " M"
    best = data["best"]
    command, gain = best["command"], float(best["expected"])
    stop = float(data["as_is"]["expected"])
    return (text + "\n" + tr("[b]Best:[/] {command} → {gain}{unit} · stop → {stop}{unit}").format(
                command=escape(command), gain=labels.dec(gain), unit=unit,
                stop=labels.dec(stop)),
            text + "\n" + tr("[b]Best:[/] {command} → {gain}{unit} · stop {stop}{unit}").format(
                command=escape(command.removeprefix(tr("keep {dice}").format(dice=""))),
                gain=labels.dec(gain, 0), unit=unit, stop=labels.dec(stop, 0)))


# ---- dialogues -------------------------------------------------------------------------------

def lot_name(rules, lot: str) -> str:
    if lot in rules.experts:
        return labels.expert_name(rules, lot)
    if lot in rules.shares:
        return labels.share_short(rules, lot)
    return lot


def dialog(screen, req) -> tuple[Any, Any] | None:
    """The dialogue answering ``req`` and how its value becomes a decision, or None."""
    from ...screens.modals import AnswerOfferModal
    from .dialogs import BidModal, JoinModal, MarketModal

    r, names = screen.table.rules, screen.session.names
    if isinstance(req, BidRequest) and req.cash > 0:
        lot = lot_name(r, req.lot)
        if req.lot in r.experts:
            body = tr("[b]{lot}[/]: {help}").format(lot=lot, help=labels.expert_help(r, req.lot))
        else:
            body = tr("[b]{lot}[/]\nSale table: {table}").format(
                lot=lot, table=labels.share_table(r, req.lot))
        rivals = ", ".join(names[i] for i in req.bidders if i != req.seat)
        body += "\n" + tr("Bidding against: {rivals}. Round {round}.").format(
            rivals=escape(rivals), round=req.round)
        body += "\n" + (tr("You have {cash} M. The highest bid wins; a tie cancels the sale.")
                        if req.round > 1 else
                        tr("You have {cash} M. The highest bid wins; a tie means a second "
                           "round.")).format(cash=req.cash)
        return BidModal(tr("Secret bid — {lot}").format(lot=lot), body, req.cash), Bid
    if isinstance(req, MoveRequest):
        return MarketModal(r, screen.view, req.allowed, req.previous, req.monopoly), Move
    if isinstance(req, JoinRequest):
        body = tr("{share}\nSale table: {table}\nIf several join, a sealed-bid auction "
                  "follows; alone, you may buy at the printed price.").format(
            share=labels.share_short(r, req.share), table=labels.share_table(r, req.share))
        return JoinModal(tr("Join the sale? (secret)"), body, tr("Join"), tr("Pass")), Answer
    if isinstance(req, OfferRequest):
        return (AnswerOfferModal(tr("Offer from {name}").format(name=names[req.offer_from]),
                                 offer_text(r, req), tr("Accept"), tr("Decline")), Reply)
    return None


def offer_text(r, req: OfferRequest) -> str:
    """A rival's offer: what you receive, what you give (C-10.4)."""
    give = ", ".join(labels.share_short(r, s) for s in req.give_shares)
    take = ", ".join(labels.share_short(r, s) for s in req.take_shares)
    parts = []
    if give or req.give_cash:
        parts.append(tr("You receive: {items}").format(items=", ".join(x for x in (
            give, f"{req.give_cash} M" if req.give_cash else "") if x)))
    if take or req.take_cash:
        parts.append(tr("You give: {items}").format(items=", ".join(x for x in (
            take, f"{req.take_cash} M" if req.take_cash else "") if x)))
    return "\n".join(parts) + "\n" + tr("[dim]No sector bonus for traded shares (C-2.3).[/]")


def auto_dialog(req) -> str:
    """For a request whose dialogue opens by itself: how to answer it by typing."""
    if isinstance(req, MoveRequest):
        return tr("Choose your market: type `go <market>`, or F2 for the dialogue.")
    if isinstance(req, BidRequest):
        return (tr("Your secret bid: type `bid <M>` or `pass`, or F2 for the dialogue.")
                if req.cash > 0 else "")
    if isinstance(req, JoinRequest):
        return tr("Join the sale? Type `join` or `skip`, or F2 for the dialogue.")
    if isinstance(req, OfferRequest):
        return tr("Type `accept` or `decline`, or F2 for the dialogue.")
    return ""


def echo(d) -> str:
    """The command a dialogue's or the tray's decision stands for (a lesson runs it as typed;
    the story shows it to you alone: the table keeps no note of a secret one, C-7.4)."""
    words = {Done: "done", RepayLoan: "repay", SellLuxury: "sell luxury", Stop: "stop",
             Offer: "offer"}
    if isinstance(d, Bid):
        return tr("bid {amount}").format(amount=d.amount)
    if isinstance(d, Move):
        return tr("go {market}").format(market=d.market + 1)
    if type(d) in words:
        return tr(words[type(d)])
    if isinstance(d, Buy):
        return tr("buy {shares}").format(shares=" ".join(d.shares) if d.shares else tr("nothing"))
    if isinstance(d, Sell):
        if d.expert:
            return tr("sell {share} expert").format(share=d.share)
        return tr("sell {share}").format(share=d.share)
    if isinstance(d, Answer):
        return tr("yes") if d.yes else tr("no")
    if isinstance(d, Reply):
        return tr("accept") if d.accept else tr("decline")
    if isinstance(d, PickMarket):
        return tr("partner none") if d.market < 0 else tr("partner {n}").format(n=d.market + 1)
    if isinstance(d, BuyLuxury):
        return tr("luxury {n}").format(n=d.count)
    if isinstance(d, Keep):
        return tr("keep {dice}").format(dice=" ".join(str(i + 1) for i in d.dice)) if d.dice \
            else tr("reroll all")
    return ""


# ---- decisions that answer no request ----------------------------------------------------------

def offer(screen) -> None:
    """F4: compose a trade offer to a rival (C-10.4), in the purchase and sale phases."""
    from .dialogs import OfferModal

    if screen.busy or screen.view.phase not in ("purchase", "sale"):
        screen.story.say(tr("[dim]Trades are made during the purchase and sale phases "
                            "(C-10.4).[/]"))
        return

    def done(made: Offer | None) -> None:
        if made is not None:
            screen.decided(made)

    screen.app.push_screen(OfferModal(screen.table.rules, screen.view), done)


def sell_luxury(screen) -> None:
    """F5: sell your best luxury card back to the bank at half price (C-8.2)."""
    from ...screens.modals import YesNoModal

    rank = screen.view.me.luxuries
    if not rank:
        screen.story.say(tr("[dim]You have no luxury card to sell.[/]"))
        return
    r = screen.table.rules

    def done(yes: bool | None) -> None:
        if yes:
            screen.decided(SellLuxury(1))

    price = labels.luxury_price(r, rank) * r.data.luxury_sale_percent // 100
    screen.app.push_screen(YesNoModal(
        tr("Sell a luxury card?"), tr("Your {card} goes back to the bank for {price} M (half "
                                      "price, C-8.2).").format(card=labels.luxury_name(r, rank),
                                                                price=price)), done)
