"""Big Money's words on screen: cards, sectors, dice, combinations, news effects, money.

Pure text (no Textual); names come from the data file (``bigmoney.toml``) and are data, so
every function here returns plain text — callers escape it before putting it into markup.
Money is in Z (Zillions); dice are values 1..6 at positions shown 1..5; market slots are
shown 1..4 (the engine's 0..3)."""

from __future__ import annotations

from collections.abc import Sequence

from cresus_tui.games.bigmoney.data import Rules, best_combination, counts_of_values

COMBINATION_NAMES = {
    "NOTHING": "nothing", "PAIR": "a pair", "TWO_PAIRS": "two pairs",
    "THREE": "three of a kind", "SMALL": "a small straight", "FULL": "a full house",
    "LARGE": "a large straight", "FOUR": "four of a kind", "FIVE": "five of a kind",
}
KIND_WORDS = {"startup": "start-up", "asset": "asset", "stock": "stock"}
DIE_FACES = "⚀⚁⚂⚃⚄⚅"


def plural(n: int, word: str, many: str | None = None) -> str:
    """"1 card", "3 cards"."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def combination_name(code: str) -> str:
    """B-7.2: "FULL" → "a full house"."""
    return COMBINATION_NAMES.get(code, code.lower().replace("_", " "))


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
    return f"{value} News" if code == "NEWS" else f"{value} {sector_name(rules, code)}"


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
        return f"stock, price {c.price} Z, pays {c.dividend} Z once"
    if c.kind == "startup":
        return f"start-up, pays {c.dividend} Z each roll"
    return f"asset, price {c.price} Z, pays {c.dividend} Z each roll"


def card_full(rules: Rules, card: str) -> str:
    """"TEC-3 Réseau 5G (Technologie asset, 10 Z → 10 Z/roll)"."""
    c = rules.cards.get(card)
    if c is None:
        return card or "—"
    pays = f"{c.dividend} Z once" if c.kind == "stock" else f"{c.dividend} Z/roll"
    kind = KIND_WORDS.get(c.kind, c.kind)
    return f"{card_short(rules, card)} ({sector_name(rules, c.sector)} {kind}, {c.price} Z → {pays})"


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
    return f"{n.name} ({n.english})" if n is not None else card


def news_effect(rules: Rules, card: str) -> str:
    """B-6.2: what a news card does, in a sentence."""
    n = rules.news.get(card)
    if n is None:
        return ""
    a = n.amount
    sec = sector_name(rules, n.sector) if n.sector else ""
    return {
        "sector_slump": f"each player pays {a} Z per {sec} card; then every {sec} stock held "
                        "is discarded unpaid",
        "fine_per_card": f"each player pays {a} Z per card",
        "fine_most_cards": f"the player(s) with the most cards pay {a} Z each",
        "tax": f"each player pays a tenth of their cash (rounded down)",
        "crash": "every stock held by a player is discarded unpaid",
        "liquidation": f"each player with {a} or more cards besides the start-up discards "
                       "the cheapest of them",
        "demerger": f"each player whose largest sector holds {a} or more cards discards the "
                    "cheapest card of that sector",
        "market_flush": "the four market cards are discarded and replaced",
        "gain_per_card": f"the bank pays each player {a} Z per card",
        "gain_fewest_cards": f"the bank pays {a} Z to the player(s) with the fewest cards",
        "ipo": "each player is paid twice the price of each stock they hold; then those "
               "stocks are discarded",
    }.get(n.kind, n.kind)


def ranking_lines(ranking: Sequence[tuple[int, int]], names: Sequence[str],
                  cash: Sequence[int], human: int = -1) -> list[str]:
    """B-9.5: "1. Ana — 212 Z", tied seats sharing a place ("2=")."""
    places = [p for p, _ in ranking]
    out = []
    for place, seat in ranking:
        tie = "=" if places.count(place) > 1 else "."
        who = names[seat] + (" (you)" if seat == human and names[seat] != "You" else "")
        out.append(f"{place}{tie} {who} — {cash[seat]} Z")
    return out
