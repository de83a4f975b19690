"""Loading and checking ``forex.toml``: every [DESIGN]/[SOURCE] number of the FOR-EX rules.

The file is decoded with msgspec into a typed Struct, then validated against the shapes the
rules fix (7 currencies, 21 starting pairs, a ladder of 10 rising steps, 6 letters, 5
dividends …). A bad file raises ``RulesDataError`` naming the problem. Money is in half-units.
"""

from __future__ import annotations

import functools
import hashlib
import tomllib
from importlib import resources

import msgspec


class RulesDataError(ValueError):
    """The FOR-EX data file is missing, malformed or breaks a fixed count."""


class ForexData(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The rules numbers (F-2 … F-17). Amounts in half-units (h) unless named otherwise."""

    version: int
    min_players: int
    max_players: int
    currencies: tuple[str, ...]
    ladder_h: tuple[int, ...]
    start: tuple[tuple[int, ...], ...]
    certificates_per_currency: int
    removed_certificates: int
    starting_money_h: int
    certificate_price_h: int
    max_certificates_held: int
    max_invest: int
    divest_price_h: int
    letters: tuple[str, ...]
    contract_min: int
    contract_max: int
    loan_surcharge_h: int
    dividends: tuple[int, ...]
    max_turns: int


def _validate(d: ForexData) -> None:
    n = len(d.currencies)
    if n != 7 or len(set(d.currencies)) != 7:
        raise RulesDataError("currencies: exactly 7 distinct codes (F-2.1)")
    if len(d.ladder_h) != 10 or any(b <= a for a, b in zip(d.ladder_h, d.ladder_h[1:])):
        raise RulesDataError("ladder_h: 10 rising values (F-3.2)")
    if d.ladder_h[0] != 2:
        raise RulesDataError("ladder_h: index 1 is 1:1 (2 h) (F-3.2)")
    if [len(r) for r in d.start] != [6, 5, 4, 3, 2, 1]:
        raise RulesDataError("start: rows of 6, 5, 4, 3, 2 and 1 indexes (F-3.4)")
    if any(not 1 <= x <= 10 for r in d.start for x in r):
        raise RulesDataError("start: indexes 1..10 (F-3.4)")
    if not 2 <= d.min_players <= d.max_players <= 6:
        raise RulesDataError("players: 2..6 (F-1.1)")
    total = n * d.certificates_per_currency
    if not 0 <= d.removed_certificates < total:
        raise RulesDataError("removed_certificates: fewer than all certificates (F-4.2)")
    if not d.letters or len(set(d.letters)) != len(d.letters):
        raise RulesDataError("letters: distinct contract letters (F-2.2)")
    if not d.dividends or any(x < 0 for x in d.dividends):
        raise RulesDataError("dividends: non-negative amounts (F-12.1)")
    if not 1 <= d.contract_min <= d.contract_max:
        raise RulesDataError("contract_min/contract_max: 1 <= min <= max (F-8.2)")
    for name in ("starting_money_h", "certificate_price_h", "divest_price_h",
                 "loan_surcharge_h", "max_certificates_held", "max_invest", "max_turns"):
        if getattr(d, name) < 0 or (name.startswith("max") and getattr(d, name) < 1):
            raise RulesDataError(f"{name}: out of range")


def parse_data(text: bytes | str) -> ForexData:
    """Decode and check a FOR-EX data file. Raises RulesDataError with the problem."""
    if isinstance(text, bytes):
        text = text.decode("utf-8")
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RulesDataError(f"forex.toml is not valid TOML: {exc}") from None
    try:
        data = msgspec.convert(raw, ForexData, strict=True)
    except msgspec.ValidationError as exc:
        raise RulesDataError(f"forex.toml: {exc}") from None
    _validate(data)
    return data


def _raw() -> bytes:
    return resources.files(__package__).joinpath("forex.toml").read_bytes()


@functools.cache
def load_data() -> ForexData:
    """The rules of the installed ``forex.toml`` (cached)."""
    return parse_data(_raw())


@functools.cache
def data_version() -> str:
    """A short hash naming the rules data (12 hex digits of its SHA-256)."""
    return hashlib.sha256(_raw()).hexdigest()[:12]
