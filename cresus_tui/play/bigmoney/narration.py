"""Big Money narration: English prose for each event (French card names kept), as seen by one
seat ("you"). Pure and UI-free; the text may hold Rich markup (``[b]…[/b]``); every name and
card name is escaped (they are data). Money in Z."""

from __future__ import annotations

from collections.abc import Sequence

from rich.markup import escape

from cresus_tui.games.bigmoney.data import Rules
from cresus_tui.games.bigmoney.events import (
    CardBought, CardDiscarded, CombinationPaid, DeckReshuffled, DiceThrown, DividendPaid,
    EndTriggered, Event, FinePaid, GainPaid, GameEnded, GameStarted, IndustryResolved,
    MarketRefilled, NewsDrawn, NewsReshuffled, Passed, TurnEnded, TurnStarted,
)
from cresus_tui.i18n import number, semicolons, tr, tr_n

from . import labels


def _name(seat: int, names: Sequence[str]) -> str:
    return f"[b]{escape(names[seat])}[/]"


def _say(seat: int, human: int, you: str, other: str) -> str:
    """The sentence for the seat watching (``you``) or for a rival (``other``, with a
    ``{name}`` field): both already translated, the fields filled by the caller."""
    return you if seat == human else other


def _plain(seat: int, human: int, names: Sequence[str]) -> str:
    """A seat as the object of a sentence: "you" or the escaped name (no markup)."""
    return tr("you") if seat == human else escape(names[seat])


def _card(rules: Rules, card: str) -> str:
    return escape(labels.card_short(rules, card))


def narrate(ev: Event, human: int, names: Sequence[str], rules: Rules) -> str:
    """One event in prose ("" for an event that tells nothing new)."""
    if isinstance(ev, GameStarted):
        P = lambda i: _plain(i, human, ev.names)  # noqa: E731
        caps = ", ".join(tr("{who} {amount} Z").format(who=P(i), amount=number(c))
                         for i, c in enumerate(ev.capital))
        ups = semicolons(tr("{who}: {cards}").format(who=P(i), cards=_card(rules, c))
                        for i, c in enumerate(ev.startups))
        market = semicolons(f"{i + 1} {_card(rules, c)} ({labels.price(rules, c)} Z)"
                            for i, c in enumerate(ev.market) if c)
        owned = semicolons(tr("{who}: {cards}").format(
            who=P(i), cards=", ".join(_card(rules, c) for c in cards))
            for i, cards in enumerate(ev.cards) if cards)
        text = tr("[b]Big Money.[/] Starting capital: {capital}. The bank holds "
                  "[b]{bank} Z[/] — when it runs dry, the game ends.").format(
            capital=caps, bank=number(ev.bank))
        text += "\n" + tr("Start-ups: {startups}.").format(startups=ups)
        if owned:
            text += "\n" + tr("Cards already owned: {owned}.").format(owned=owned)
        return text + "\n" + tr("Market: {market}.").format(market=market)
    if isinstance(ev, TurnStarted):
        last = tr(" · [b yellow]final round[/]") if ev.final_round else ""
        whose = (tr("Your turn") if ev.seat == human
                 else tr("{name}'s turn").format(name=escape(names[ev.seat])))
        return tr("[b]— Round {round} · {whose} · bank {bank} Z{last}[/]").format(
            round=ev.round, whose=whose, bank=number(ev.bank), last=last)
    name = _name(ev.seat, names) if hasattr(ev, "seat") and 0 <= ev.seat < len(names) else ""
    if isinstance(ev, DiceThrown):
        dice = labels.dice_text(ev.dice)
        if ev.throw == 1:
            return _say(ev.seat, human,
                        tr("You roll: industry die [b]{face}[/] · number dice [b]{dice}[/]."),
                        tr("{name} rolls: industry die [b]{face}[/] · number dice [b]{dice}[/].")
                        ).format(name=name, dice=dice,
                                 face=escape(labels.industry_face(rules, ev.industry)))
        which = (tr("all five dice") if len(ev.rerolled) == len(ev.dice)
                 else tr("dice {positions}").format(positions=labels.positions(ev.rerolled)))
        kept = [i for i in range(len(ev.dice)) if i not in ev.rerolled]
        return _say(ev.seat, human,
                    tr("You reroll {which} (reroll {n} of 2) → [b]{dice}[/]."),
                    tr("{name} rerolls {which} (reroll {n} of 2) → [b]{dice}[/].")
                    ).format(name=name, which=which, n=ev.throw - 1,
                             dice=labels.dice_text(ev.dice, kept))
    if isinstance(ev, IndustryResolved):
        if ev.face == "NEWS":
            return tr("The industry die shows [b]News[/]: the top news card is drawn.")
        sec = escape(labels.sector_name(rules, ev.face))
        return _say(ev.seat, human,
                    tr("The industry die shows [b]{sector}[/]: every owner of {sector} cards "
                       "is paid, you first."),
                    tr("The industry die shows [b]{sector}[/]: every owner of {sector} cards "
                       "is paid, {who} first.")).format(sector=sec, who=escape(names[ev.seat]))
    if isinstance(ev, DividendPaid):
        parts = " + ".join(f"{escape(c)} {rules.cards[c].dividend if c in rules.cards else '?'}"
                           for c in ev.cards)
        if ev.bonus:
            parts += tr(" + bonus {bonus}").format(bonus=ev.bonus)
        text = _say(ev.seat, human,
                    tr("You receive [b]{paid} Z[/] in dividends ({parts})"),
                    tr("{name} receives [b]{paid} Z[/] in dividends ({parts})")
                    ).format(name=name, paid=ev.paid, parts=parts)
        if ev.paid < ev.owed:
            text += (tr(" — owed {owed} Z, the bank paid only {paid} Z") if ev.paid else
                     tr(" — owed {owed} Z, the bank has nothing left")).format(
                owed=ev.owed, paid=ev.paid)
        return text + "."
    if isinstance(ev, NewsDrawn):
        return tr("News: [b]{news}[/] — {effect}.").format(
            news=escape(labels.news_name(rules, ev.card)),
            effect=escape(labels.news_effect(rules, ev.card)))
    if isinstance(ev, NewsReshuffled):
        return tr("The news discards are shuffled into a new news deck ({n} cards).").format(
            n=ev.cards)
    if isinstance(ev, FinePaid):
        text = _say(ev.seat, human, tr("You pay [b]{paid} Z[/] to the bank"),
                    tr("{name} pays [b]{paid} Z[/] to the bank")).format(name=name, paid=ev.paid)
        if ev.paid < ev.owed:
            text += _say(ev.seat, human, tr(" (owed {owed} Z: all you had)"),
                         tr(" (owed {owed} Z: all they had)")).format(owed=ev.owed)
        return text + "."
    if isinstance(ev, GainPaid):
        text = _say(ev.seat, human, tr("You receive [b]{paid} Z[/]"),
                    tr("{name} receives [b]{paid} Z[/]")).format(name=name, paid=ev.paid)
        if ev.paid < ev.owed:
            text += tr(" — owed {owed} Z, the bank paid only {paid} Z").format(
                owed=ev.owed, paid=ev.paid)
        return text + "."
    if isinstance(ev, CardDiscarded):
        card = _card(rules, ev.card)
        if ev.seat < 0:
            return tr("Market slot {slot}: {card} is discarded.").format(slot=ev.slot + 1,
                                                                         card=card)
        if ev.reason == "dividend":
            return _say(ev.seat, human,
                        tr("Your stock {card} has paid out and is discarded."),
                        tr("{who}'s stock {card} has paid out and is discarded.")).format(
                who=escape(names[ev.seat]), card=card)
        return _say(ev.seat, human, tr("You lose {card}."), tr("{name} loses {card}.")).format(
            name=name, card=card)
    if isinstance(ev, EndTriggered):
        left = (tr("this is the last turn") if ev.turns_left == 0 else
                tr_n("{n} more turn to complete the round", "{n} more turns to complete the round",
                     ev.turns_left).format(n=ev.turns_left))
        return tr("[b red]The bank is dry![/] It owed {who} {owed} Z and paid "
                  "{paid} Z; the rest is lost. [b]The end is triggered[/]: {left}; until "
                  "then the bank pays only what comes back into it.").format(
            who=_plain(ev.seat, human, names), owed=ev.owed, paid=ev.paid, left=left)
    if isinstance(ev, CombinationPaid):
        dice = labels.dice_text(ev.dice)
        combo = labels.combination_name(ev.combination)
        if ev.amount == 0:
            return _say(ev.seat, human, tr("You score nothing with {dice}."),
                        tr("{name} scores nothing with {dice}.")).format(name=name, dice=dice)
        text = _say(ev.seat, human, tr("You score {combination} with {dice}: [b]{paid} Z[/]"),
                    tr("{name} scores {combination} with {dice}: [b]{paid} Z[/]")).format(
            name=name, combination=combo, dice=dice, paid=ev.paid)
        if ev.paid < ev.amount:
            text += tr(" of {amount} Z (the bank is short)").format(amount=ev.amount)
        return text + "."
    if isinstance(ev, CardBought):
        return _say(ev.seat, human,
                    tr("You buy [b]{card}[/] from slot {slot} for {price} Z."),
                    tr("{name} buys [b]{card}[/] from slot {slot} for {price} Z.")).format(
            name=name, card=escape(labels.card_full(rules, ev.card)), slot=ev.slot + 1,
            price=ev.price)
    if isinstance(ev, Passed):
        if ev.forced:
            return _say(ev.seat, human, tr("You buy nothing (no card affordable)."),
                        tr("{name} buys nothing (no card affordable).")).format(name=name)
        return _say(ev.seat, human, tr("You buy nothing."),
                    tr("{name} buys nothing.")).format(name=name)
    if isinstance(ev, MarketRefilled):
        if not ev.card:
            return tr("Market slot {slot} stays empty: no card left to draw.").format(
                slot=ev.slot + 1)
        return tr("Market slot {slot} is refilled: {card}.").format(
            slot=ev.slot + 1, card=escape(labels.card_full(rules, ev.card)))
    if isinstance(ev, DeckReshuffled):
        return tr("The discard pile is shuffled into a new draw deck ({n} cards).").format(
            n=ev.cards)
    if isinstance(ev, TurnEnded):
        return _say(ev.seat, human,
                    tr("[dim]Your turn ends: {cash} Z in hand · bank {bank} Z.[/]"),
                    tr("[dim]{who}'s turn ends: {cash} Z in hand · bank {bank} Z.[/]")).format(
            who=escape(names[ev.seat]), cash=number(ev.cash), bank=number(ev.bank))
    if isinstance(ev, GameEnded):
        lines = labels.ranking_lines(ev.ranking, names, ev.cash, human)
        return tr("[b]Game over — the ranking (cash only):[/]") + "\n" + "\n".join(
            "  " + escape(line) for line in lines)
    return ""


def story_lines(events: Sequence[Event], human: int, names: Sequence[str],
                rules: Rules) -> list[str]:
    """Every event of one step as lines, adding what no event says: that nobody owns a card
    of the sector the industry die shows (B-5.1). A narration bug never stops the game."""
    lines: list[str] = []
    for i, ev in enumerate(events):
        try:
            text = narrate(ev, human, names, rules)
        except Exception as exc:  # noqa: BLE001 - a narration bug must not stop the game
            text = f"[dim]({type(ev).__name__}: {escape(str(exc))})[/]"
        if text:
            lines.append(text)
        if isinstance(ev, IndustryResolved) and ev.face != "NEWS":
            paid = False
            for later in events[i + 1:]:
                if isinstance(later, DividendPaid):
                    paid = True
                    break
                if isinstance(later, (CombinationPaid, TurnEnded, DiceThrown)):
                    break
            if not paid:
                lines.append(tr("Nobody owns any {sector} card: no dividend.").format(
                    sector=escape(labels.sector_name(rules, ev.face))))
    return lines
