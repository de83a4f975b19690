"""Answers to Big Money's queries (`look`, `status`, `market`, `odds`, `hint`) as plain-text
lines with `code` spans, for every front end (the full screen escapes them; the plain mode
prints them). Names are data: nothing here is markup."""

from __future__ import annotations

from cresus_tui.games.bigmoney.data import Rules
from cresus_tui.games.bigmoney.view import SeatView
from cresus_tui.games.typed import parse_number
from cresus_tui.i18n import N_, number, tr, tr_n
from cresus_tui.play.parser import ALL_WORDS, fold

from ..rivals import personality
from . import advice, labels


def bank_line(view: SeatView) -> str:
    """The game's clock (B-9): the bank's money, and once triggered the turns left."""
    if view.over:
        return tr("Bank {bank} Z · the game is over.").format(bank=number(view.bank))
    if view.triggered:
        left = max(view.turns_left, 0)
        return (tr("Bank {bank} Z · THE END IS TRIGGERED: this is the last turn.") if left == 0
                else tr_n("Bank {bank} Z · THE END IS TRIGGERED: {n} turn left after this one.",
                          "Bank {bank} Z · THE END IS TRIGGERED: {n} turns left after this one.",
                          left)).format(bank=number(view.bank), n=left)
    return tr("Bank {bank} Z of {total} Z · the game ends when it runs dry.").format(
        bank=number(view.bank), total=number(view.total_money))


def market_lines(view: SeatView, rules: Rules) -> list[str]:
    out = [tr("Market (`buy 1`–`buy 4`):")]
    for i, c in enumerate(view.market):
        out.append(f"  {i + 1} " + (labels.card_full(rules, c) if c else tr("(empty)")))
    out.append("  " + tr("Draw deck {deck} cards · discard pile {discard} · news deck "
                         "{news}").format(deck=view.deck_size, discard=len(view.discard),
                                          news=view.news_deck_size))
    return out


A_RIVAL = N_("a rival")
STAGES = {"roll": N_("roll"), "dice": N_("dice"), "buy": N_("buy")}
"""The stages of a turn as `look` names them."""

STYLES = {"flambeur": N_("buys more"), "joueur": N_("prefers stocks, bold dice"),
          "ruse": N_("waits for clearly good cards"), "stratege": N_("builds sector sets")}
"""How each rival personality plays Big Money (``ai.bigmoney.rival``'s parameters)."""


LEVEL_WORDS = {"easy": N_("an easy rival"), "normal": N_("a normal rival"),
               "hard": N_("a hard rival")}
"""A rival's level as `status` names it (a mixed table says which rival is which)."""


def player_lines(view: SeatView, rules: Rules, seat: int) -> list[str]:
    """A player's cash and cards by sector (what each sector pays them when rolled), a
    rival's level and personality: "Picsou (an easy rival; Rusé, waits for clearly good
    cards): 30 Z · 1 card"."""
    p = view.players[seat]
    you = tr(" (you)") if seat == view.seat and not labels.is_you(p.name) else ""
    plays = tr(STYLES.get(p.personality, A_RIVAL))
    level = tr(LEVEL_WORDS[p.level]) if p.level in LEVEL_WORDS else ""
    plays = f"{personality(p.personality)}, {plays}" if p.personality else ""
    about = tr("{level}; {personality}").format(level=level, personality=plays) \
        if level and plays else level or plays
    style = f" ({about})" if about else ""
    out = [tr("{who}: {cards}").format(
        who=f"{p.name}{you}{style}",
        cards=f"{number(p.cash)} Z · "
        + tr_n("{n} card", "{n} cards", len(p.cards)).format(n=len(p.cards)))]
    for code, cards in labels.by_sector(rules, p.cards):
        pay = labels.sector_pay(rules, p.cards, code)
        names = ", ".join(labels.card_short(rules, c)
                          + (tr(" (stock)") if rules.cards[c].kind == "stock" else "")
                          for c in cards)
        out.append("  " + tr("{sector}: {cards} — pays {pay} Z when rolled").format(
            sector=labels.sector_name(rules, code), cards=names, pay=pay))
    if not p.cards:
        out.append("  " + tr("No cards."))
    return out


def player_of(view: SeatView, arg: str) -> int | None:
    """The seat named by ``arg`` ("" or "me": yours; a name or its start; a seat number)."""
    word = fold(arg).strip()
    if not word or word in ("me", "you", "i", "myself", "mine"):
        return view.seat
    number = parse_number(word)
    if number is not None and 1 <= number <= len(view.players):
        return number - 1
    hits = [i for i, p in enumerate(view.players) if fold(p.name).startswith(word)]
    return hits[0] if len(hits) == 1 else None


def status_lines(view: SeatView, rules: Rules, arg: str = "") -> list[str]:
    """`status [player]`: one player, or `status all` every player."""
    if fold(arg).strip() in ALL_WORDS:
        out: list[str] = []
        for i in range(len(view.players)):
            out += player_lines(view, rules, i)
        return out
    seat = player_of(view, arg)
    if seat is None:
        shown = arg if len(arg) <= 20 else arg[:20] + "…"
        return ["✗ " + tr("No player “{name}”. Players: {players}.").format(
            name=shown, players=", ".join(p.name for p in view.players))]
    return player_lines(view, rules, seat)


def look_lines(view: SeatView, rules: Rules) -> list[str]:
    """`look`: the bank, the market, every player's cash and cards, whose turn it is."""
    who = view.players[view.active].name if not view.over else ""
    out = [bank_line(view)]
    if not view.over:
        stage = tr(STAGES.get(view.stage, view.stage))
        line = (tr("Round {round} · your turn · stage: {stage}") if view.active == view.seat
                else tr("Round {round} · {name}'s turn · stage: {stage}")).format(
            round=view.round, name=who, stage=stage)
        if view.stage == "dice":
            line += tr_n(" · dice {dice}, {n} reroll left", " · dice {dice}, {n} rerolls left",
                         view.rerolls_left).format(dice=labels.dice_text(view.dice),
                                                   n=view.rerolls_left)
        out.append(line)
    out += market_lines(view, rules)
    out.append(tr("Players (cash, cards by sector):"))
    for i in range(len(view.players)):
        out += ["  " + line for line in player_lines(view, rules, i)]
    return out


def odds_lines(view: SeatView, rules: Rules) -> list[str]:
    try:
        return advice.odds_lines(view, rules)
    except Exception:  # noqa: BLE001 - an answer never stops the game
        return [tr("No odds available here.")]


def hint_lines(view: SeatView, rules: Rules, request) -> list[str]:
    """`hint`: ``Hint: <command>`` first, then why and the risk (``advice.hint_lines``)."""
    if request is None:
        return [tr("Nothing to decide right now.")]
    try:
        lines = advice.hint_lines(view, rules, request)
    except Exception:  # noqa: BLE001
        lines = []
    return lines or [tr("No hint available here.")]


def hint_line(view: SeatView, rules: Rules, request) -> str:
    """`hint_lines` as one text (lines joined by newlines)."""
    return "\n".join(hint_lines(view, rules, request))


def find_card(arg: str, view: SeatView, rules: Rules) -> tuple[list[str], str]:
    """The cards ``arg`` names — a market slot (`2`), a card id (`TEC-3`, `tec3`) or a part of
    a card's name (`laboratoire`) — and "" or why none is found. Cards in sight (the market,
    the players') come first when a name part fits several."""
    word = fold(arg).strip()
    if not word:
        return [], tr("Examine which card? `x 2` (a market slot), `x TEC-3` or a part of its "
                      "name.")
    number = parse_number(word)
    if number is not None:
        if 1 <= number <= len(view.market) and view.market[number - 1]:
            return [view.market[number - 1]], ""
        return [], tr("There is no card in market slot {slot}: slots are 1 to {n}.").format(
            slot=word, n=len(view.market))
    key = word.replace(" ", "").replace("-", "").upper()
    for card in rules.cards:
        if card.replace("-", "").upper() == key:
            return [card], ""
    hits = [c for c in rules.cards
            if word in fold(rules.cards[c].name) or word in fold(labels.card_name(rules, c))]
    seen = [c for c in view.market if c] + [c for p in view.players for c in p.cards]
    in_sight = [c for c in hits if c in seen]
    found = in_sight or hits
    if not found:
        shown = arg if len(arg) <= 20 else arg[:20] + "…"
        return [], tr("No card “{word}”: try a market slot (`x 2`) or a card id "
                      "(`x TEC-3`).").format(word=shown)
    return found, ""


def examine_lines(view: SeatView, rules: Rules, arg: str) -> list[str]:
    """`examine <card>` (`x 2`, `x TEC-3`, `x croisières`): what a card is, costs and pays,
    where it is now, and what it would pay you with the sector bonus (B-2.3, B-5.2, B-5.3);
    a word that is no card but names one player (`x Picsou`) shows that player, as
    `status Picsou`."""
    found, problem = find_card(arg, view, rules)
    if problem:
        word = fold(arg).strip()
        players = [i for i, p in enumerate(view.players)
                   if word and parse_number(word) is None and fold(p.name).startswith(word)]
        if len(players) == 1:  # `x Picsou`: the player, as `status Picsou`
            return player_lines(view, rules, players[0])
        return [f"✗ {problem}"]
    if len(found) > 3:
        return [tr("Several cards fit: {cards}. Give its id (`x TEC-3`).").format(
            cards=", ".join(labels.card_short(rules, c) for c in found[:8])
            + ("…" if len(found) > 8 else ""))]
    out: list[str] = []
    for card in found:
        out += _card_lines(view, rules, card)
    return out


def _card_lines(view: SeatView, rules: Rules, card: str) -> list[str]:
    c = rules.cards[card]
    sector = labels.sector_name(rules, c.sector)
    out = [tr("{card} — a {sector} {kind}, price {price} Z.").format(
        card=labels.card_short(rules, card), sector=sector, kind=labels.kind_word(c.kind),
        price=c.price)]
    if c.kind == "stock":
        out.append("  " + tr("Pays {dividend} Z once, the next time the industry die shows "
                             "{sector}, then it is discarded (B-5.3); a sector's news card can "
                             "discard it unpaid (B-6).").format(dividend=c.dividend,
                                                                sector=sector))
    else:
        bonus = ", ".join(tr("+{bonus} Z for {n}").format(bonus=rules.sector_bonus(n), n=n)
                          + ("+" if n == 4 else "") for n in (2, 3, 4))
        out.append("  " + tr("Pays {dividend} Z every time the industry die shows {sector}, "
                             "plus the sector bonus for the owner's cards of {sector} ({bonus}) "
                             "(B-5.2)").format(dividend=c.dividend, sector=sector, bonus=bonus)
                   + (tr("; a start-up is never discarded.") if c.kind == "startup" else "."))
    where = [tr("market slot {slot}").format(slot=i + 1)
             for i, m in enumerate(view.market) if m == card]
    where += [(tr("your cards") if i == view.seat
               else tr("{name}'s cards").format(name=p.name))
              for i, p in enumerate(view.players) if card in p.cards]
    out.append("  " + tr("Now: {where}.").format(
        where=", ".join(where) if where else tr("in the deck or the discard pile")))
    mine = view.players[view.seat].cards
    if card not in mine and card in view.market:
        now = labels.sector_pay(rules, mine, c.sector)
        then = labels.sector_pay(rules, list(mine) + [card], c.sector)
        out.append("  " + tr("Bought, your {sector} cards would pay you {then} Z on the next "
                             "{sector} roll (now {now} Z).").format(sector=sector, then=then,
                                                                    now=now))
    return out
