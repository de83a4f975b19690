"""Card, news and table types, and the loading of ``bigmoney.toml`` (every [DESIGN] number).

The data file is decoded with msgspec into typed Structs, then validated against the counts the
rules fix: 47 asset cards (5 start-ups, one per sector), 15 news cards, the nine combinations of
B-7.2, six industry faces (five sectors then NEWS), a set-up row for each player count. A bad
file raises `RulesDataError` naming the entry and the problem.
"""

from __future__ import annotations

import functools
import hashlib
from importlib import resources
from typing import Literal

import msgspec

COMBINATIONS: tuple[str, ...] = (
    "NOTHING", "PAIR", "TWO_PAIRS", "THREE", "SMALL", "FULL", "LARGE", "FOUR", "FIVE")
"""B-7.2: combination ids, in the table's order (easiest first)."""

NEWS_KINDS = ("sector_slump", "fine_per_card", "fine_most_cards", "tax", "crash", "liquidation",
              "demerger", "market_flush", "gain_per_card", "gain_fewest_cards", "ipo")


class RulesDataError(ValueError):
    """The Big Money data file is missing, malformed or breaks a rule's count."""


class SetupRow(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """B-3.1: bank before set-up (Z) and the capital handed to each seat, seat 1 first."""

    players: int
    bank: int
    capital: list[int]


class SectorData(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    code: str
    name: str
    english: str


class CardData(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """B-2.3/B-2.4: an asset card. ``dividend``: Z paid when its sector is rolled (a stock:
    twice its price, once)."""

    id: str
    sector: str
    kind: Literal["startup", "asset", "stock"]
    price: int
    dividend: int
    name: str


class NewsData(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """B-6.2: a news card; ``amount`` per ``kind`` (see the data file)."""

    id: str
    name: str
    english: str
    kind: Literal["sector_slump", "fine_per_card", "fine_most_cards", "tax", "crash",
                  "liquidation", "demerger", "market_flush", "gain_per_card",
                  "gain_fewest_cards", "ipo"]
    sector: str = ""
    amount: int = 0


class DataFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    min_players: int
    max_players: int
    rerolls: int
    number_dice: int
    market_size: int
    stock_multiplier: int
    sector_bonus: list[int]
    industry_faces: list[str]
    setup: list[SetupRow]
    combinations: dict[str, int]
    sectors: list[SectorData]
    cards: list[CardData]
    news: list[NewsData]


class Rules:
    """The validated data: ``cards`` by id (file order), ``news`` by id, ``setup`` by player
    count, ``sector_codes`` in sector order (the tie-break order), ``payouts`` by combination."""

    def __init__(self, raw: DataFile, version: str) -> None:
        self.raw = raw
        self.version = version
        self.cards: dict[str, CardData] = {c.id: c for c in raw.cards}
        self.news: dict[str, NewsData] = {n.id: n for n in raw.news}
        self.setup: dict[int, SetupRow] = {r.players: r for r in raw.setup}
        self.sectors: dict[str, SectorData] = {s.code: s for s in raw.sectors}
        self.sector_codes: tuple[str, ...] = tuple(s.code for s in raw.sectors)
        self.sector_index = {c: i for i, c in enumerate(self.sector_codes)}
        self.payouts: dict[str, int] = {k: raw.combinations[k] for k in COMBINATIONS}
        self.startups: tuple[str, ...] = tuple(c.id for c in raw.cards if c.kind == "startup")
        self.market_cards: tuple[str, ...] = tuple(c.id for c in raw.cards if c.kind != "startup")
        self.news_ids: tuple[str, ...] = tuple(n.id for n in raw.news)
        self.bonus = tuple(raw.sector_bonus)
        self.rerolls = raw.rerolls
        self.market_size = raw.market_size
        self.number_dice = raw.number_dice
        self.faces = tuple(raw.industry_faces)
        self.min_players = raw.min_players
        self.max_players = raw.max_players

    def sector_bonus(self, n: int) -> int:
        """B-5.2: the bonus for holding ``n`` cards of the rolled sector (0 for n <= 1)."""
        if n <= 0:
            return 0
        return self.bonus[min(n, len(self.bonus)) - 1]


def build_rules(raw: DataFile, version: str = "") -> Rules:
    """Validate decoded data. Raises RulesDataError."""

    def fail(where: str, what: str) -> None:
        raise RulesDataError(f"bigmoney.toml, {where}: {what}")

    codes = [s.code for s in raw.sectors]
    if len(codes) != 5 or len(set(codes)) != 5:
        fail("sectors", "there are 5 distinct sectors (B-2.1)")
    if raw.industry_faces != codes + ["NEWS"]:
        fail("industry_faces", "six faces: the five sectors in sector order, then NEWS (B-2.2)")
    if not 2 <= raw.min_players <= raw.max_players <= 5:
        fail("players", "2 to 5 players (B-1.1)")
    if raw.number_dice != 5 or raw.rerolls != 2 or raw.market_size != 4:
        fail("dice", "5 number dice, 2 rerolls and a market of 4 are seed rules (B-2.1, B-7.1)")
    if raw.stock_multiplier != 2:
        fail("stock_multiplier", "a stock pays twice its price (B-2.3)")
    if len(raw.sector_bonus) != 4 or raw.sector_bonus[0] != 0 or any(
            b < 0 for b in raw.sector_bonus) or raw.sector_bonus != sorted(raw.sector_bonus):
        fail("sector_bonus", "four non-decreasing bonuses for 1, 2, 3, 4+ cards, the first 0")
    rows = {r.players for r in raw.setup}
    if rows != set(range(raw.min_players, raw.max_players + 1)) or len(raw.setup) != len(rows):
        fail("setup", "one row per player count")
    for r in raw.setup:
        if len(r.capital) != r.players or any(c < 0 for c in r.capital):
            fail(f"setup[{r.players}]", "one non-negative capital per seat")
        if sum(r.capital) > r.bank:
            fail(f"setup[{r.players}]", "the bank cannot hand out more than it holds")
    if sorted(raw.combinations) != sorted(COMBINATIONS):
        fail("combinations", f"exactly the combinations {', '.join(COMBINATIONS)} (B-7.2)")
    if raw.combinations["NOTHING"] != 0:
        fail("combinations", "NOTHING pays 0")
    amounts = [raw.combinations[k] for k in COMBINATIONS]
    if any(a < 0 for a in amounts):
        fail("combinations", "amounts are non-negative")
    if len(raw.cards) != 47 or len({c.id for c in raw.cards}) != 47:
        fail("cards", f"there are 47 distinct asset cards (B-2.1), found {len(raw.cards)}")
    for c in raw.cards:
        where = f"cards.{c.id}"
        if c.sector not in codes:
            fail(where, f"unknown sector {c.sector!r}")
        if c.price <= 0:
            fail(where, "a price is positive")
        want = c.price * raw.stock_multiplier if c.kind == "stock" else c.price
        if c.dividend != want:
            fail(where, f"dividend must be {want} (B-2.3)")
    for code in codes:
        starts = [c for c in raw.cards if c.sector == code and c.kind == "startup"]
        if len(starts) != 1:
            fail("cards", f"sector {code} needs exactly one start-up (B-3.2)")
    if len(raw.news) != 15 or len({n.id for n in raw.news}) != 15:
        fail("news", f"there are 15 distinct news cards (B-2.1), found {len(raw.news)}")
    for n in raw.news:
        if n.kind == "sector_slump" and n.sector not in codes:
            fail(f"news.{n.id}", f"unknown sector {n.sector!r}")
        if n.amount < 0:
            fail(f"news.{n.id}", "amount is non-negative")
        if n.kind == "tax" and n.amount < 1:
            fail(f"news.{n.id}", "the tax divisor is at least 1")
    return Rules(raw, version)


def parse_rules(text: str | bytes) -> Rules:
    """Decode and validate a data file's text. Raises RulesDataError."""
    data = text.encode() if isinstance(text, str) else text
    try:
        raw = msgspec.toml.decode(data, type=DataFile)
    except msgspec.ValidationError as exc:
        raise RulesDataError(f"bigmoney.toml: {exc}") from None
    except msgspec.DecodeError as exc:
        raise RulesDataError(f"bigmoney.toml is not valid TOML: {exc}") from None
    return build_rules(raw, hashlib.sha256(data).hexdigest()[:12])


@functools.cache
def load_rules() -> Rules:
    """The rules of the installed data file ``cresus_tui/games/bigmoney/bigmoney.toml``
    (cached). Raises RulesDataError."""
    text = resources.files(__package__).joinpath("bigmoney.toml").read_bytes()
    return parse_rules(text)


def data_version() -> str:
    """A short hash of the data file (12 hex digits)."""
    return load_rules().version


# ---------------------------------------------------------------------------------------------
# B-7.2 combinations (the definitions are rules; the amounts are data)


def combination_of_counts(counts: tuple[int, ...] | list[int]) -> list[str]:
    """Every combination of B-7.2 that dice with ``counts`` (length 6: how many dice show
    1..6) satisfy, NOTHING included."""
    out = ["NOTHING"]
    mx = max(counts)
    pairs = sum(1 for c in counts if c >= 2)
    if mx >= 2:
        out.append("PAIR")
    if pairs >= 2:
        out.append("TWO_PAIRS")
    if mx >= 3:
        out.append("THREE")
    present = [c > 0 for c in counts]
    if any(all(present[i:i + 4]) for i in range(3)):
        out.append("SMALL")
    if 3 in counts and 2 in counts:
        out.append("FULL")
    if all(present[0:5]) or all(present[1:6]):
        out.append("LARGE")
    if mx >= 4:
        out.append("FOUR")
    if mx == 5:
        out.append("FIVE")
    return out


def counts_of_values(dice: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    """Counts of dice values 1..6 (a length-6 tuple)."""
    c = [0] * 6
    for d in dice:
        c[d - 1] += 1
    return tuple(c)


def best_combination(counts: tuple[int, ...] | list[int],
                     payouts: dict[str, int]) -> tuple[str, int]:
    """B-7.2: the best combination satisfied and its amount (Z). The highest amount wins; an
    equal amount (which the table never gives for two satisfied combinations) goes to the later
    one in table order."""
    best = ("NOTHING", 0)
    for k in combination_of_counts(counts):
        a = payouts[k]
        if a >= best[1]:
            best = (k, a)
    return best
