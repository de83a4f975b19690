"""What people type and files bring, made safe for every game and front end (pure Python).

    parse_number("12")        -> 12      ASCII digits only, at most MAX_DIGITS of them
    parse_number("²")         -> None    (``str.isdigit`` says yes, ``int`` would fail)
    reduce_seed(2**64 + 5)    -> 5       a seed in the generators' range 0 .. 2**64-1
    clean_name(" Zoé\\x1b ", 16) -> "Zoé"  no control characters, at most ``limit`` characters
    cap_text(line, 500)       -> the line cut to 500 characters with "…"

No regular expressions with nested quantifiers: every function is linear in its input.
"""

from __future__ import annotations

import unicodedata

MAX_DIGITS = 9
"""A number typed by a person has at most this many digits (999,999,999)."""

SEED_RANGE = 1 << 64
"""Seeds are reduced to 0 .. 2**64-1, the range of every game's generator (SplitMix64)."""

MAX_SEED_DIGITS = 40
"""A seed typed in a form or given on the command line has at most this many digits."""

MAX_COMMAND = 500
"""Characters a typed command line accepts (a longer paste is refused unread)."""

MAX_ECHO = 200
"""Characters of a typed line echoed back into a story or a message."""

_ASCII_DIGITS = frozenset("0123456789")


def parse_number(text: str, max_digits: int = MAX_DIGITS, signed: bool = False) -> int | None:
    """The whole number ``text`` spells in ASCII digits (surrounding spaces allowed, a leading
    ``-`` when ``signed``), or None: for ``²``, ``③``, ``٣``, an empty text, or more than
    ``max_digits`` digits. Never raises."""
    if not isinstance(text, str):
        return None
    t = text.strip()
    negative = False
    if signed and t[:1] == "-":
        negative, t = True, t[1:]
    if not t or len(t) > max_digits or not all(c in _ASCII_DIGITS for c in t):
        return None
    value = int(t)
    return -value if negative else value


def is_number(text: str, max_digits: int = MAX_DIGITS) -> bool:
    """Whether ``parse_number(text, max_digits)`` gives a number."""
    return parse_number(text, max_digits) is not None


def reduce_seed(seed: int) -> int:
    """Any integer seed brought into the generators' range 0 .. 2**64-1 (``seed mod 2**64``),
    so that every seed a person may give plays and saves. Raises TypeError for a non-int."""
    if type(seed) is not int:
        raise TypeError(f"a seed is a whole number, not {type(seed).__name__}")
    return seed % SEED_RANGE


def parse_seed(text: str) -> int | None:
    """A seed typed by a person (ASCII digits, optional ``-``, at most MAX_SEED_DIGITS digits)
    reduced by ``reduce_seed``; None when it is not such a number."""
    value = parse_number(text, MAX_SEED_DIGITS, signed=True)
    return None if value is None else reduce_seed(value)


def clean_name(text: object, limit: int, default: str = "") -> str:
    """A name from a person or a file made safe to show: control and format characters
    removed, spaces collapsed, at most ``limit`` characters; ``default`` when nothing is left
    or ``text`` is not a string."""
    if not isinstance(text, str):
        return default
    kept = []
    for ch in text[: limit * 4 + 64]:  # bounded work whatever the length
        cat = unicodedata.category(ch)
        if cat.startswith("C") or cat in ("Zl", "Zp"):
            ch = " " if ch in "\t\n\r" else ""
        kept.append(ch)
    name = " ".join("".join(kept).split())
    return name[:limit].rstrip() or default


def escape_brackets(text: str) -> str:
    """``text`` to put inside a Textual markup string (a widget's content or border title)
    so that it shows as it is: every ``[`` escaped. (``rich.markup.escape`` leaves ``[FR]``
    alone, which Textual reads as a tag; Rich's own markup, e.g. a RichLog, keeps using it.)"""
    return text.replace("[", "\\[")


def cap_text(text: str, limit: int) -> str:
    """``text`` itself when it has at most ``limit`` characters, else its first ``limit``-1
    characters and "…"."""
    return text if len(text) <= limit else text[: max(0, limit - 1)] + "…"
