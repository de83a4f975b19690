"""Big Money's words on screen: cards, sectors, dice, combinations, news effects, money.

Pure text (no Textual); names come from the data file (``bigmoney.toml``) and are data, so
every function here returns plain text — callers escape it before putting it into markup.
Money is in Z (Zillions); dice are values 1..6 at positions shown 1..5; market slots are
shown 1..4 (the engine's 0..3)."""

from __future__ import annotations

from collections.abc import Sequence

from ai.bigmoney.words import percent, signed, turns_words  # noqa: F401 - shown alike everywhere
from cresus_tui.games.bigmoney.data import Rules, best_combination, counts_of_values
from cresus_tui.i18n import N_, current_language, number, tr

COMBINATION_NAMES = {
    "NOTHING": N_("nothing"), "PAIR": N_("a pair"), "TWO_PAIRS": N_("two pairs"),
    "THREE": N_("three of a kind"), "SMALL": N_("a small straight"),
    "FULL": N_("a full house"), "LARGE": N_("a large straight"),
    "FOUR": N_("four of a kind"), "FIVE": N_("five of a kind"),
}
KIND_WORDS = {"startup": N_("start-up"), "asset": N_("asset"), "stock": N_("stock")}
"""A card's kind in words (marked for translation: show ``kind_word(kind)``)."""
DIE_FACES = "⚀⚁⚂⚃⚄⚅"


def plural(n: int, word: str, many: str | None = None) -> str:
    """"1 card", "3 cards"."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def combination_name(code: str) -> str:
    """B-7.2: "FULL" → "a full house"."""
    name = COMBINATION_NAMES.get(code)
    return tr(name) if name is not None else code.lower().replace("_", " ")


def kind_word(kind: str) -> str:
    """"asset" → "asset" in the current language ("actif" in French)."""
    word = KIND_WORDS.get(kind)
    return tr(word) if word is not None else kind


def combination_of(dice: Sequence[int], rules: Rules) -> tuple[str, int]:
    """The best combination of dice values ``dice`` and its amount in Z (B-7.2)."""
    return best_combination(counts_of_values(tuple(dice)), rules.payouts)


def sector_name(rules: Rules, code: str) -> str:
    """"TEC" → "Technologie" (the French name of the data file)."""
    s = rules.sectors.get(code)
    return s.name if s is not None else code


def industry_face(rules: Rules, value: int) -> str:
    """The industry die's face ``value`` (1..6) in words: "2 Voyage", "6 News"."""
    if not 1 <= value <= len(rules.faces):
        return "—"
    code = rules.faces[value - 1]
    if code == "NEWS":
        return tr("{value} News").format(value=value)
    return f"{value} {sector_name(rules, code)}"


def card_name(rules: Rules, card: str) -> str:
    """The display name of a card id ("TEC-3" → "Réseau 5G"); the id when unknown."""
    c = rules.cards.get(card)
    return c.name if c is not None else card


def card_short(rules: Rules, card: str) -> str:
    """"TEC-3 Réseau 5G"."""
    return f"{card} {card_name(rules, card)}" if card in rules.cards else (card or "—")


def card_terms(rules: Rules, card: str) -> str:
    """What a card costs and pays: "asset, price 10, pays 10 each roll" / "stock, price 15,
    pays 30 once"."""
    c = rules.cards.get(card)
    if c is None:
        return ""
    if c.kind == "stock":
        return tr("stock, price {price} Z, pays {dividend} Z once").format(
            price=c.price, dividend=c.dividend)
    if c.kind == "startup":
        return tr("start-up, pays {dividend} Z each roll").format(dividend=c.dividend)
    return tr("asset, price {price} Z, pays {dividend} Z each roll").format(
        price=c.price, dividend=c.dividend)


def card_full(rules: Rules, card: str) -> str:
    """"TEC-3 Réseau 5G (Technologie asset, 10 Z → 10 Z/roll)"."""
    c = rules.cards.get(card)
    if c is None:
        return card or "—"
    pays = (tr("{dividend} Z once") if c.kind == "stock" else tr("{dividend} Z/roll")).format(
        dividend=c.dividend)
    return tr("{card} ({sector} {kind}, {price} Z → {pays})").format(
        card=card_short(rules, card), sector=sector_name(rules, c.sector),
        kind=kind_word(c.kind), price=c.price, pays=pays)


def price(rules: Rules, card: str) -> int:
    c = rules.cards.get(card)
    return c.price if c is not None else 0


def by_sector(rules: Rules, cards: Sequence[str]) -> list[tuple[str, list[str]]]:
    """A player's cards grouped by sector, in sector order: [("TEC", ["TEC-0", "TEC-3"]) …]."""
    out = []
    for code in rules.sector_codes:
        own = [c for c in cards if c in rules.cards and rules.cards[c].sector == code]
        if own:
            out.append((code, own))
    return out


def sector_pay(rules: Rules, cards: Sequence[str], code: str) -> int:
    """B-5.2: what a holder of ``cards`` is owed when sector ``code`` is rolled (Z)."""
    own = [c for c in cards if c in rules.cards and rules.cards[c].sector == code]
    if not own:
        return 0
    return sum(rules.cards[c].dividend for c in own) + rules.sector_bonus(len(own))


def dice_text(dice: Sequence[int], kept: Sequence[int] = ()) -> str:
    """Dice values as "3 3 5 1 6"; positions in ``kept`` bracketed: "[3] [3] 5 1 6"."""
    return " ".join(f"[{d}]" if i in kept else str(d) for i, d in enumerate(dice))


def positions(pos: Sequence[int]) -> str:
    """Engine positions 0..4 as the player's 1..5: "1 3 5"."""
    return " ".join(str(p + 1) for p in sorted(pos))


def news_name(rules: Rules, card: str) -> str:
    n = rules.news.get(card)
    if n is None:
        return card
    # The English name helps an English reader only: French shows the card's own name.
    return n.name if current_language() == "fr" else f"{n.name} ({n.english})"


def news_effect(rules: Rules, card: str) -> str:
    """B-6.2: what a news card does, in a sentence."""
    n = rules.news.get(card)
    if n is None:
        return ""
    a = n.amount
    sec = sector_name(rules, n.sector) if n.sector else ""
    effect = NEWS_EFFECTS.get(n.kind)
    return tr(effect).format(amount=a, sector=sec) if effect is not None else n.kind


NEWS_EFFECTS = {
    "sector_slump": N_("each player pays {amount} Z per {sector} card; then every {sector} "
                       "stock held is discarded unpaid"),
    "fine_per_card": N_("each player pays {amount} Z per card"),
    "fine_most_cards": N_("the player(s) with the most cards pay {amount} Z each"),
    "tax": N_("each player pays a tenth of their cash (rounded down)"),
    "crash": N_("every stock held by a player is discarded unpaid"),
    "liquidation": N_("each player with {amount} or more cards besides the start-up discards "
                      "the cheapest of them"),
    "demerger": N_("each player whose largest sector holds {amount} or more cards discards "
                   "the cheapest card of that sector"),
    "market_flush": N_("the four market cards are discarded and replaced"),
    "gain_per_card": N_("the bank pays each player {amount} Z per card"),
    "gain_fewest_cards": N_("the bank pays {amount} Z to the player(s) with the fewest cards"),
    "ipo": N_("each player is paid twice the price of each stock they hold; then those "
              "stocks are discarded"),
}
"""B-6.2: each news kind's effect (fields ``amount`` in Z, ``sector``)."""


def is_you(name: str) -> bool:
    """Whether a player's name already says "you" ("You", or "Vous" in French)."""
    return name.casefold() in ("you", tr("You").casefold())


def ranking_lines(ranking: Sequence[tuple[int, int]], names: Sequence[str],
                  cash: Sequence[int], human: int = -1) -> list[str]:
    """B-9.5: "1. Ana — 212 Z", tied seats sharing a place ("2=")."""
    places = [p for p, _ in ranking]
    out = []
    for place, seat in ranking:
        tie = "=" if places.count(place) > 1 else "."
        who = names[seat] + (tr(" (you)") if seat == human and not is_you(names[seat]) else "")
        out.append(f"{place}{tie} {who} — {number(cash[seat])} Z")
    return out
