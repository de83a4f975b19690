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
from cresus_tui.play.cresus import labels

SECRET = (BidRequest, MoveRequest, JoinRequest, OfferRequest)
"""Requests answered in a dialogue that opens by itself."""


# ---- the dice tray ---------------------------------------------------------------------------

def throw_subject(rules, req: ThrowRequest, market: int) -> str:
    """What a throw is for, in one line of markup (``market``: the sale's market, or -1)."""
    r = rules
    if req.purpose == "sale" and req.subject in r.shares:
        return (f"Selling {labels.share_short(r, req.subject)} · "
                f"{labels.share_table(r, req.subject)} · "
                f"{labels.premium_note(r, req.subject, market)}")
    if req.purpose == "tournament":
        g = r.games.get(req.subject)
        what = "most red faces" if g is not None and g.kind == "red" else \
            "most faces of one colour"
        return (f"Tournament — {labels.game_label(r, req.subject)}: scored by {what}; "
                "the best result takes the pot (C-9.2).")
    return f"{labels.game_label(r, req.subject)}: {labels.game_rules(r, req.subject)}"


def tray_info(screen, req) -> tuple[str, ...] | str:
    """The tray's text: what is thrown for and, with odds on, the best keep's expected value
    against stopping now (M; points in a tournament), in two wordings ("Best: keep 3 4 →
    54.1 M · stop → 10.0 M"; narrow: "Best: 3 4 → 54 M · stop 10 M")."""
    if not isinstance(req, ThrowRequest):
        return ""
    view, rules = screen.view, screen.table.rules
    text = throw_subject(rules, req, view.phase_market)
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
    return (f"{text}\n[b]Best:[/] {escape(command)} → {gain:.1f}{unit} · stop → {stop:.1f}{unit}",
            f"{text}\n[b]Best:[/] {escape(command.removeprefix('keep '))} → {gain:.0f}{unit}"
            f" · stop {stop:.0f}{unit}")


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
            body = f"[b]{lot}[/]: {labels.expert_help(r, req.lot)}"
        else:
            body = f"[b]{lot}[/]\nSale table: {labels.share_table(r, req.lot)}"
        rivals = ", ".join(names[i] for i in req.bidders if i != req.seat)
        body += (f"\nBidding against: {escape(rivals)}. Round {req.round}."
                 f"\nYou have {req.cash} M. The highest bid wins; a tie "
                 f"{'cancels the sale' if req.round > 1 else 'means a second round'}.")
        return BidModal(f"Secret bid — {lot}", body, req.cash), Bid
    if isinstance(req, MoveRequest):
        return MarketModal(r, screen.view, req.allowed, req.previous, req.monopoly), Move
    if isinstance(req, JoinRequest):
        body = (f"{labels.share_short(r, req.share)}\nSale table: "
                f"{labels.share_table(r, req.share)}\nIf several join, a sealed-bid "
                "auction follows; alone, you may buy at the printed price.")
        return JoinModal("Join the sale? (secret)", body, "Join", "Pass"), Answer
    if isinstance(req, OfferRequest):
        return (AnswerOfferModal(f"Offer from {names[req.offer_from]}", offer_text(r, req),
                                 "Accept", "Decline"), Reply)
    return None


def offer_text(r, req: OfferRequest) -> str:
    """A rival's offer: what you receive, what you give (C-10.4)."""
    give = ", ".join(labels.share_short(r, s) for s in req.give_shares)
    take = ", ".join(labels.share_short(r, s) for s in req.take_shares)
    parts = []
    if give or req.give_cash:
        parts.append("You receive: " + ", ".join(x for x in (
            give, f"{req.give_cash} M" if req.give_cash else "") if x))
    if take or req.take_cash:
        parts.append("You give: " + ", ".join(x for x in (
            take, f"{req.take_cash} M" if req.take_cash else "") if x))
    return "\n".join(parts) + "\n[dim]No sector bonus for traded shares (C-2.3).[/]"


def auto_dialog(req) -> str:
    """For a request whose dialogue opens by itself: how to answer it by typing."""
    if isinstance(req, MoveRequest):
        return "Choose your market: type `go <market>`, or F2 for the dialogue."
    if isinstance(req, BidRequest):
        return ("Your secret bid: type `bid <M>` or `pass`, or F2 for the dialogue."
                if req.cash > 0 else "")
    if isinstance(req, JoinRequest):
        return "Join the sale? Type `join` or `skip`, or F2 for the dialogue."
    if isinstance(req, OfferRequest):
        return "Type `accept` or `decline`, or F2 for the dialogue."
    return ""


def echo(d) -> str:
    """The command a dialogue's or the tray's decision stands for (a lesson runs it as typed;
    the story shows it to you alone: the table keeps no note of a secret one, C-7.4)."""
    words = {Done: "done", RepayLoan: "repay", SellLuxury: "sell luxury", Stop: "stop",
             Offer: "offer"}
    if isinstance(d, Bid):
        return f"bid {d.amount}"
    if isinstance(d, Move):
        return f"go {d.market + 1}"
    if type(d) in words:
        return words[type(d)]
    if isinstance(d, Buy):
        return "buy " + (" ".join(d.shares) if d.shares else "nothing")
    if isinstance(d, Sell):
        return f"sell {d.share}" + (" expert" if d.expert else "")
    if isinstance(d, Answer):
        return "yes" if d.yes else "no"
    if isinstance(d, Reply):
        return "accept" if d.accept else "decline"
    if isinstance(d, PickMarket):
        return "partner none" if d.market < 0 else f"partner {d.market + 1}"
    if isinstance(d, BuyLuxury):
        return f"luxury {d.count}"
    if isinstance(d, Keep):
        return ("keep " + " ".join(str(i + 1) for i in d.dice)) if d.dice else "reroll all"
    return ""


# ---- decisions that answer no request ----------------------------------------------------------

def offer(screen) -> None:
    """F4: compose a trade offer to a rival (C-10.4), in the purchase and sale phases."""
    from .dialogs import OfferModal

    if screen.busy or screen.view.phase not in ("purchase", "sale"):
        screen.story.say("[dim]Trades are made during the purchase and sale phases "
                         "(C-10.4).[/]")
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
        screen.story.say("[dim]You have no luxury card to sell.[/]")
        return
    r = screen.table.rules

    def done(yes: bool | None) -> None:
        if yes:
            screen.decided(SellLuxury(1))

    price = labels.luxury_price(r, rank) * r.data.luxury_sale_percent // 100
    screen.app.push_screen(YesNoModal(
        "Sell a luxury card?", f"Your {labels.luxury_name(r, rank)} goes back to the bank for "
        f"{price} M (half price, C-8.2)."), done)
