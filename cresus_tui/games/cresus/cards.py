"""Card and table types, and the loading of ``cresus.toml`` (every [DESIGN] number).

The data file is decoded with msgspec into typed Structs, then validated against the counts the
rules fix ([SEED]): 48 shares, 8 per market and 8 per sector, 20 Crésus cards, 20 Expert cards,
7 luxury ranks in ascending price, sale tables of 6 values. A bad file raises `RulesDataError`
naming the entry and the problem.
"""

from __future__ import annotations

import functools
from importlib import resources
from typing import Literal

import msgspec

COLOURS: tuple[str, ...] = ("red", "blue", "yellow", "green", "orange", "violet")
"""C-1.2/C-1.3: die colours in face order; face number = index + 1 (red is "1")."""

COLOUR_LETTERS: tuple[str, ...] = ("R", "B", "Y", "G", "O", "V")


class RulesDataError(ValueError):
    """The rules data file is missing, malformed or breaks a [SEED] count."""


class MarketData(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    code: str
    name: str
    colour: str
    face: int


class SectorData(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    code: str
    name: str
    premium: int
    bonus: tuple[int, int, int]


class SaleTables(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    base_price: int
    round_to: int
    three_throws: tuple[int, int, int, int, int, int]
    two_throws: tuple[int, int, int, int, int, int]
    one_throw: tuple[int, int, int, int, int, int]

    def base(self, throws: int) -> tuple[int, ...]:
        return {3: self.three_throws, 2: self.two_throws, 1: self.one_throw}[throws]


class ShareRow(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    market: str
    cards: list[tuple[str, int, int]]


class ExpertCounts(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    expert_sector: int
    expert_market: int
    pirate: int
    monopoly: int
    partner: int


class LuxuryData(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    name: str
    english: str
    price: int


class GameData(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A gambling game (C-9.3). ``kind`` selects how the final dice are scored."""

    code: str
    name: str
    dice: int
    throws: int
    entry: int
    kind: Literal["red", "same", "combo", "slots"]
    gains: tuple[int, ...] = ()
    need: dict[str, int] = {}
    gain: int = 0
    patterns: tuple[tuple[str, int, int], ...] = ()

    def score(self, counts: tuple[int, ...]) -> int:
        """The gain in M for final dice given as counts per colour (length 6, C-9.3)."""
        if self.kind == "red":
            red = counts[0]
            return self.gains[red - 2] if red >= 2 else 0
        if self.kind == "same":
            best = max(counts)
            return self.gains[best - 2] if best >= 2 else 0
        if self.kind == "combo":
            ok = all(counts[COLOURS.index(c)] >= n for c, n in self.need.items())
            return self.gain if ok else 0
        best = 0
        for colour, n, gain in self.patterns:
            if counts[COLOURS.index(colour)] >= n:
                best = max(best, gain)
        return best

    def tournament_score(self, counts: tuple[int, ...]) -> int:
        """A tournament result (C-9.2): red faces for a race, most of one colour for poker."""
        return counts[0] if self.kind == "red" else max(counts)


class CresusData(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    name: str
    effect: Literal[
        "birthday", "tournament", "wealth_tax", "tax_audit", "divorce", "gamble", "receive",
        "per_share_receive", "per_share_pay", "pay", "loto",
    ]
    scope: Literal["market", "table"] = "market"
    amount: int = 0
    minimum: int = 0
    maximum: int = 0
    percent: int = 0
    game: str = ""
    colours: tuple[str, ...] = ()


class RulesFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    starting_cash: int
    loan_amount: int
    experts_in_game: int
    max_offers_per_turn: int
    rival_offers_per_turn: int
    luxury_sale_percent: int
    crowd_bonus_from: int
    markets: tuple[MarketData, ...]
    sectors: tuple[SectorData, ...]
    sale_tables: SaleTables
    shares: tuple[ShareRow, ...]
    experts: ExpertCounts
    luxuries: tuple[LuxuryData, ...]
    games: tuple[GameData, ...]
    cresus: tuple[CresusData, ...]


class Share(msgspec.Struct, frozen=True):
    """One Action card (C-3.1): id ``LON-1`` … ``TOK-8``; ``table[k-1]`` is the gain in M for k
    faces of one colour."""

    id: str
    market: int
    number: int
    sector: str
    price: int
    throws: int
    table: tuple[int, int, int, int, int, int]


class Expert(msgspec.Struct, frozen=True):
    """One Expert card (chapter 6). ``target`` is a sector code (expert_sector) or a market
    index (expert_market); -1 otherwise."""

    id: str
    kind: Literal["expert_sector", "expert_market", "pirate", "monopoly", "partner"]
    target: str | int = -1


class Rules(msgspec.Struct, frozen=True):
    """Everything the engine reads from the data file, with derived cards."""

    data: RulesFile
    shares: dict[str, Share]
    experts: dict[str, Expert]
    sectors: dict[str, SectorData]
    games: dict[str, GameData]

    @property
    def markets(self) -> tuple[MarketData, ...]:
        return self.data.markets

    def market_index(self, name: str) -> int:
        """Index 0..5 of a market from its code, name, colour, face number or colour letter.

        Raises KeyError when nothing matches."""
        key = name.strip().casefold()
        for i, m in enumerate(self.data.markets):
            names = {m.code.casefold(), m.name.casefold(), m.colour, str(m.face),
                     COLOUR_LETTERS[i].casefold(), _fold(m.name)}
            if key in names or _fold(key) in names:
                return i
        raise KeyError(name)


def _fold(text: str) -> str:
    table = str.maketrans("ãàâäéèêëîïôöûüç", "aaaaeeeeiioouuc")
    return text.casefold().translate(table).replace(" ", "")


def scaled_table(base: tuple[int, ...], price: int, base_price: int, step: int) -> tuple[int, ...]:
    """C-3.2: base table × price/base_price, each value to the nearest multiple of ``step`` M
    (halves round up). Integer arithmetic only."""
    out = []
    for v in base:
        num = v * price  # value × price / base_price, rounded to step, halves up
        den = base_price * step
        out.append(((2 * num + den) // (2 * den)) * step)
    return tuple(out)


def build_rules(raw: RulesFile) -> Rules:
    """Derive the cards from a decoded data file and check the [SEED] counts.

    Raises RulesDataError naming the entry and the problem."""
    def fail(where: str, problem: str) -> None:
        raise RulesDataError(f"cresus.toml: {where}: {problem}")

    if len(raw.markets) != 6:
        fail("markets", f"there must be 6 markets, found {len(raw.markets)}")
    for i, m in enumerate(raw.markets):
        if m.colour != COLOURS[i] or m.face != i + 1:
            fail(f"markets[{i}] ({m.code})", f"must be colour {COLOURS[i]} with face {i + 1}")
    codes = [m.code for m in raw.markets]
    if len(set(codes)) != 6:
        fail("markets", "market codes must be distinct")
    sectors = {s.code: s for s in raw.sectors}
    if len(raw.sectors) != 6 or len(sectors) != 6:
        fail("sectors", "there must be 6 distinct sectors")
    for s in raw.sectors:
        if not (0 <= s.bonus[0] <= s.bonus[1] <= s.bonus[2]) or s.premium < 0:
            fail(f"sectors.{s.code}", "bonuses must be non-negative and non-decreasing")
    t = raw.sale_tables
    for name in ("three_throws", "two_throws", "one_throw"):
        row = getattr(t, name)
        if list(row) != sorted(row) or row[0] < 0:
            fail(f"sale_tables.{name}", "the 6 values must be non-negative and non-decreasing")
    if t.base_price <= 0 or t.round_to <= 0:
        fail("sale_tables", "base_price and round_to must be positive")
    if len(raw.shares) != 6:
        fail("shares", f"one row per market is needed, found {len(raw.shares)}")
    shares: dict[str, Share] = {}
    per_sector: dict[str, int] = {code: 0 for code in sectors}
    for row in raw.shares:
        if row.market not in codes:
            fail(f"shares.{row.market}", "unknown market code")
        if len(row.cards) != 8:
            fail(f"shares.{row.market}", f"8 cards per market are needed, found {len(row.cards)}")
        mi = codes.index(row.market)
        for n, (sector, price, throws) in enumerate(row.cards, start=1):
            where = f"shares.{row.market}-{n}"
            if sector not in sectors:
                fail(where, f"unknown sector {sector!r}")
            if throws not in (1, 2, 3):
                fail(where, f"throws must be 1, 2 or 3, not {throws}")
            if price <= 0:
                fail(where, f"price must be positive, not {price}")
            per_sector[sector] += 1
            table = scaled_table(t.base(throws), price, t.base_price, t.round_to)
            sid = f"{row.market}-{n}"
            shares[sid] = Share(sid, mi, n, sector, price, throws, table)  # type: ignore[arg-type]
    if len(shares) != 48:
        fail("shares", f"48 distinct shares are needed, found {len(shares)}")
    for code, count in per_sector.items():
        if count != 8:
            fail(f"sectors.{code}", f"must have exactly 8 shares, found {count}")
    e = raw.experts
    total = e.expert_sector + e.expert_market + e.pirate + e.monopoly + e.partner
    if total != 20:
        fail("experts", f"the counts must add up to 20 Expert cards, found {total}")
    if e.expert_sector != 6 or e.expert_market != 6:
        fail("experts", "there is one Expert Secteur per sector and one Expert Marché per market")
    if not 1 <= raw.experts_in_game <= 20:
        fail("experts_in_game", "must be between 1 and 20")
    experts: dict[str, Expert] = {}
    for code in sectors:
        experts[f"sector-{code}"] = Expert(f"sector-{code}", "expert_sector", code)
    for i, code in enumerate(codes):
        experts[f"market-{code}"] = Expert(f"market-{code}", "expert_market", i)
    for kind, count in (("pirate", e.pirate), ("monopoly", e.monopoly), ("partner", e.partner)):
        for k in range(1, count + 1):
            experts[f"{kind}-{k}"] = Expert(f"{kind}-{k}", kind)  # type: ignore[arg-type]
    if len(raw.luxuries) != 7:
        fail("luxuries", f"there are 7 luxury ranks, found {len(raw.luxuries)}")
    prices = [lux.price for lux in raw.luxuries]
    if prices != sorted(set(prices)) or prices[0] <= 0:
        fail("luxuries", "prices must be positive and strictly ascending")
    games = {g.code: g for g in raw.games}
    for g in raw.games:
        where = f"games.{g.code}"
        if not 1 <= g.dice <= 6 or not 1 <= g.throws <= 3:
            fail(where, "dice must be 1..6 and throws 1..3")
        if g.kind in ("red", "same") and len(g.gains) != g.dice - 1:
            fail(where, f"needs {g.dice - 1} gains (for 2..{g.dice} faces)")
        for colour in list(g.need) + [p[0] for p in g.patterns]:
            if colour not in COLOURS:
                fail(where, f"unknown colour {colour!r}")
    if len(raw.cresus) != 20:
        fail("cresus", f"there are 20 Crésus cards, found {len(raw.cresus)}")
    for i, c in enumerate(raw.cresus):
        if c.effect in ("gamble", "tournament") and c.game not in games:
            fail(f"cresus[{i}] ({c.name})", f"unknown game {c.game!r}")
        for colour in c.colours:
            if colour not in COLOURS:
                fail(f"cresus[{i}] ({c.name})", f"unknown colour {colour!r}")
    if raw.starting_cash <= 0 or raw.loan_amount <= 0:
        fail("starting_cash", "starting cash and loan must be positive")
    return Rules(raw, shares, experts, sectors, games)


def parse_rules(text: str | bytes) -> Rules:
    """Decode and validate a rules data file. Raises RulesDataError."""
    try:
        raw = msgspec.toml.decode(text, type=RulesFile)
    except msgspec.ValidationError as exc:
        raise RulesDataError(f"cresus.toml: {exc}") from None
    except msgspec.DecodeError as exc:
        raise RulesDataError(f"cresus.toml is not valid TOML: {exc}") from None
    return build_rules(raw)


@functools.cache
def load_rules() -> Rules:
    """The rules of the installed data file ``cresus_tui/games/cresus/cresus.toml`` (cached)."""
    text = resources.files("cresus_tui.games.cresus").joinpath("cresus.toml").read_bytes()
    return parse_rules(text)
