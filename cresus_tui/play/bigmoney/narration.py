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

from . import labels


def _who(seat: int, human: int, names: Sequence[str], start: bool = True) -> str:
    if seat == human:
        return "You" if start else "you"
    return f"[b]{escape(names[seat])}[/]"


def _s(seat: int, human: int, you: str, other: str) -> str:
    """The verb agreeing with the subject ("you pay" / "Ana pays")."""
    return you if seat == human else other


def _card(rules: Rules, card: str) -> str:
    return escape(labels.card_short(rules, card))


def narrate(ev: Event, human: int, names: Sequence[str], rules: Rules) -> str:
    """One event in prose ("" for an event that tells nothing new)."""
    W = lambda seat: _who(seat, human, names)  # noqa: E731
    if isinstance(ev, GameStarted):
        caps = ", ".join(f"{escape(ev.names[i]) if i != human else 'you'} {c} Z"
                         for i, c in enumerate(ev.capital))
        ups = "; ".join(f"{escape(ev.names[i]) if i != human else 'you'}: "
                        f"{_card(rules, c)}" for i, c in enumerate(ev.startups))
        market = "; ".join(f"{i + 1} {_card(rules, c)} ({labels.price(rules, c)} Z)"
                           for i, c in enumerate(ev.market) if c)
        owned = "; ".join(f"{escape(ev.names[i]) if i != human else 'you'}: "
                          + ", ".join(_card(rules, c) for c in cards)
                          for i, cards in enumerate(ev.cards) if cards)
        return (f"[b]Big Money.[/] Starting capital: {caps}. The bank holds "
                f"[b]{ev.bank} Z[/] — when it runs dry, the game ends.\n"
                f"Start-ups: {ups}."
                + (f"\nCards already owned: {owned}." if owned else "")
                + f"\nMarket: {market}.")
    if isinstance(ev, TurnStarted):
        last = " · [b yellow]final round[/]" if ev.final_round else ""
        whose = "Your turn" if ev.seat == human else f"{escape(names[ev.seat])}'s turn"
        return f"[b]— Round {ev.round} · {whose} · bank {ev.bank} Z{last}[/]"
    if isinstance(ev, DiceThrown):
        dice = labels.dice_text(ev.dice)
        if ev.throw == 1:
            return (f"{W(ev.seat)} {_s(ev.seat, human, 'roll', 'rolls')}: industry die "
                    f"[b]{escape(labels.industry_face(rules, ev.industry))}[/] · number dice "
                    f"[b]{dice}[/].")
        which = ("all five dice" if len(ev.rerolled) == len(ev.dice)
                 else f"dice {labels.positions(ev.rerolled)}")
        kept = [i for i in range(len(ev.dice)) if i not in ev.rerolled]
        return (f"{W(ev.seat)} {_s(ev.seat, human, 'reroll', 'rerolls')} {which} "
                f"(reroll {ev.throw - 1} of 2) → [b]{labels.dice_text(ev.dice, kept)}[/].")
    if isinstance(ev, IndustryResolved):
        if ev.face == "NEWS":
            return "The industry die shows [b]News[/]: the top news card is drawn."
        sec = escape(labels.sector_name(rules, ev.face))
        return (f"The industry die shows [b]{sec}[/]: every owner of {sec} cards is paid, "
                f"{'you' if ev.seat == human else escape(names[ev.seat])} first.")
    if isinstance(ev, DividendPaid):
        parts = " + ".join(f"{escape(c)} {rules.cards[c].dividend if c in rules.cards else '?'}"
                           for c in ev.cards)
        if ev.bonus:
            parts += f" + bonus {ev.bonus}"
        text = (f"{W(ev.seat)} {_s(ev.seat, human, 'receive', 'receives')} "
                f"[b]{ev.paid} Z[/] in dividends ({parts})")
        if ev.paid < ev.owed:
            text += (f" — owed {ev.owed} Z, the bank paid only {ev.paid} Z" if ev.paid else
                     f" — owed {ev.owed} Z, the bank has nothing left")
        return text + "."
    if isinstance(ev, NewsDrawn):
        return (f"News: [b]{escape(labels.news_name(rules, ev.card))}[/] — "
                f"{escape(labels.news_effect(rules, ev.card))}.")
    if isinstance(ev, NewsReshuffled):
        return f"The news discards are shuffled into a new news deck ({ev.cards} cards)."
    if isinstance(ev, FinePaid):
        text = (f"{W(ev.seat)} {_s(ev.seat, human, 'pay', 'pays')} [b]{ev.paid} Z[/] to "
                f"the bank")
        if ev.paid < ev.owed:
            text += f" (owed {ev.owed} Z: all {'you' if ev.seat == human else 'they'} had)"
        return text + "."
    if isinstance(ev, GainPaid):
        text = f"{W(ev.seat)} {_s(ev.seat, human, 'receive', 'receives')} [b]{ev.paid} Z[/]"
        if ev.paid < ev.owed:
            text += f" — owed {ev.owed} Z, the bank paid only {ev.paid} Z"
        return text + "."
    if isinstance(ev, CardDiscarded):
        if ev.seat < 0:
            return f"Market slot {ev.slot + 1}: {_card(rules, ev.card)} is discarded."
        if ev.reason == "dividend":
            return (f"{'Your' if ev.seat == human else escape(names[ev.seat]) + chr(39) + 's'} "
                    f"stock {_card(rules, ev.card)} has paid out and is discarded.")
        return (f"{W(ev.seat)} {_s(ev.seat, human, 'lose', 'loses')} "
                f"{_card(rules, ev.card)}.")
    if isinstance(ev, EndTriggered):
        who = "you" if ev.seat == human else escape(names[ev.seat])
        left = ("this is the last turn" if ev.turns_left == 0 else
                f"{labels.plural(ev.turns_left, 'more turn')} to complete the round")
        return (f"[b red]The bank is dry![/] It owed {who} {ev.owed} Z and paid "
                f"{ev.paid} Z; the rest is lost. [b]The end is triggered[/]: {left}; until "
                "then the bank pays only what comes back into it.")
    if isinstance(ev, CombinationPaid):
        dice = labels.dice_text(ev.dice)
        name = labels.combination_name(ev.combination)
        if ev.amount == 0:
            return f"{W(ev.seat)} {_s(ev.seat, human, 'score', 'scores')} nothing with {dice}."
        text = (f"{W(ev.seat)} {_s(ev.seat, human, 'score', 'scores')} {name} with {dice}: "
                f"[b]{ev.paid} Z[/]")
        if ev.paid < ev.amount:
            text += f" of {ev.amount} Z (the bank is short)"
        return text + "."
    if isinstance(ev, CardBought):
        return (f"{W(ev.seat)} {_s(ev.seat, human, 'buy', 'buys')} "
                f"[b]{escape(labels.card_full(rules, ev.card))}[/] from slot {ev.slot + 1} "
                f"for {ev.price} Z.")
    if isinstance(ev, Passed):
        why = " (no card affordable)" if ev.forced else ""
        return f"{W(ev.seat)} {_s(ev.seat, human, 'buy', 'buys')} nothing{why}."
    if isinstance(ev, MarketRefilled):
        if not ev.card:
            return f"Market slot {ev.slot + 1} stays empty: no card left to draw."
        return (f"Market slot {ev.slot + 1} is refilled: "
                f"{escape(labels.card_full(rules, ev.card))}.")
    if isinstance(ev, DeckReshuffled):
        return f"The discard pile is shuffled into a new draw deck ({ev.cards} cards)."
    if isinstance(ev, TurnEnded):
        whose = "Your" if ev.seat == human else escape(names[ev.seat]) + "'s"
        return f"[dim]{whose} turn ends: {ev.cash} Z in hand · bank {ev.bank} Z.[/]"
    if isinstance(ev, GameEnded):
        lines = labels.ranking_lines(ev.ranking, names, ev.cash, human)
        return "[b]Game over — the ranking (cash only):[/]\n" + "\n".join(
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
                lines.append(f"Nobody owns a {escape(labels.sector_name(rules, ev.face))} "
                             "card: no dividend.")
    return lines
