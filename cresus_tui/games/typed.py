"""What people type and files bring, made safe for every game and front end (pure Python).

    parse_number("12")        -> 12      ASCII digits only, at most MAX_DIGITS of them
    parse_number("²")         -> None    (``str.isdigit`` says yes, ``int`` would fail)
    read_number("²", 1, 6)    -> Number(None, "“²” is not a number here: type a number …")
    looks_numeric("٣")        -> True    a word meant as a number (a digit of any script)
    safe_text("\x1b[31mX")    -> "X"     no escape sequence, control, format or bidi override
    reduce_seed(2**64 + 5)    -> 5       a seed in the generators' range 0 .. 2**64-1
    clean_name(" Zoé\\x1b ", 16) -> "Zoé"  no control characters, at most ``limit`` characters
    cap_text(line, 500)       -> the line cut to 500 characters with "…"

No regular expression with nested quantifiers: every function is linear in its input.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any, NamedTuple

from cresus_tui.i18n import tr

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


class Number(NamedTuple):
    """What ``read_number`` read: ``value`` (None when refused) and, when refused, the
    ``problem`` as one sentence to show the person ("" when ``value`` is a number)."""

    value: int | None
    problem: str = ""


def looks_numeric(text: object) -> bool:
    """Whether ``text`` (one word, spaces around allowed) is what a person meant as a number:
    it holds a digit of any script (``7``, ``²``, ``٣``, ``③``) and nothing but digits, a
    sign or separators (``,`` ``.`` ``_``). Such a word goes to ``read_number``, which
    answers it. Never raises."""
    if not isinstance(text, str):
        return False
    t = text.strip()
    return any(c.isnumeric() for c in t) and all(c.isnumeric() or c in "+-,._" for c in t)


def read_number(text: object, lo: int | None = None, hi: int | None = None,
                max_digits: int = MAX_DIGITS) -> Number:
    """THE reader of every number a person types (menus, counts, numbered choices, ``log N``,
    ``rules N``, dice positions, ``replay``): ``Number(value)`` for ASCII digits within
    ``lo`` .. ``hi`` (a bound None: open), else ``Number(None, problem)`` where ``problem``
    says why in one sentence: another script's digits (``²``, ``٣``), a sign or separator,
    more than ``max_digits`` digits (Python's int-string limit is never reached), out of
    range. Never raises, whatever ``text`` is (a non-string is "not a number")."""
    between = _between(lo, hi)
    if not isinstance(text, str) or not text.strip():
        return Number(None, tr("Type a number{between}.").format(between=between))
    t = text.strip()
    if len(t) > max_digits and all(c in _ASCII_DIGITS for c in t[: max_digits + 1]):
        return Number(None, tr("That number is too long (at most {n} digits); type a "
                               "number{between}.").format(n=max_digits, between=between))
    if not all(c in _ASCII_DIGITS for c in t):
        shown = safe_text(cap_text(t, 12), newlines=False)
        return Number(None, tr("“{text}” is not a number here: type a number{between} with "
                               "the digits 0 to 9.").format(text=shown, between=between))
    value = int(t)
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        return Number(None, tr("{value} is out of range: type a number{between}.").format(
            value=value, between=between))
    return Number(value)


def _between(lo: int | None, hi: int | None) -> str:
    if lo is not None and hi is not None:
        return tr(" from {lo} to {hi}").format(lo=lo, hi=hi) if lo < hi else f" ({lo})"
    if lo is not None:
        return tr(" of at least {lo}").format(lo=lo)
    if hi is not None:
        return tr(" of at most {hi}").format(hi=hi)
    return ""


def safe_text(text: object, newlines: bool = True, limit: int | None = None) -> str:
    """THE sanitizer of every text that comes from a file, a save or a person before a
    printer shows it (plain text, ``saves``, ``export``, ``review``, ``replay``, ``stats``,
    the screens' labels): terminal escape sequences (CSI, OSC …) whole, other control
    characters (C0, DEL, C1), format characters (bidi overrides and isolates, zero-width,
    the BOM), surrogates,
    private-use and unassigned code points are removed; a tab becomes a space; ``\\n``
    (``\\r\\n`` and ``\\r`` too) is kept when ``newlines``, else a space, and so are line and
    paragraph separators. ``limit``: at most that many characters (``cap_text``). A
    non-string becomes its ``str``. Linear in the text; never raises."""
    if not isinstance(text, str):
        try:
            text = str(text)
        except Exception:  # noqa: BLE001 - a broken __str__ shows as nothing
            text = ""
    if limit is not None and len(text) > limit * 4 + 64:
        text = text[: limit * 4 + 64]  # bounded work whatever the length
    if text.isprintable():
        out = text
    else:
        if "\x1b" in text or "\x9b" in text or "\x9d" in text:
            text = _ESCAPES.sub("", text)  # whole escape sequences, not only their ESC
        out = _safe_lines(text, newlines)
    return cap_text(out, limit) if limit is not None else out


def _safe_lines(text: str, newlines: bool) -> str:
    if newlines and ("\n" in text or "\r" in text):
        parts = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        return "\n".join(_safe_line(part) for part in parts)
    return _safe_line(text)


_ESCAPES = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"            # CSI: colours, cursor moves, mouse modes
    r"|(?:\x1b[\]PX^_]|[\x90\x98\x9d-\x9f])[^\x07\x1b\x90\x98\x9c-\x9f]*(?:\x07|\x1b\\|\x9c)"  # OSC…
    r"|\x1b[ -/]*[0-~]")                          # two-character escapes (ESC c: reset)
"""Terminal escape sequences (ECMA-48): removed whole by ``safe_text``. Linear: no nested
quantifiers."""


_BLANKS = frozenset("\t\n\r\x0b\x0c\x85\u2028\u2029")


def _safe_line(text: str) -> str:
    if text.isprintable():
        return text
    kept = []
    for ch in text:
        if ch.isprintable():
            kept.append(ch)
        elif ch in _BLANKS or unicodedata.category(ch) == "Zs":
            kept.append(" ")
        # anything else (control, format, surrogate, private-use, unassigned) is dropped
    return "".join(kept)


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
    """A name from a person or a file made safe to show: escape sequences, control and
    format characters removed, spaces collapsed, at most ``limit`` characters; ``default`` when nothing is left
    or ``text`` is not a string."""
    if not isinstance(text, str):
        return default
    text = text[: limit * 4 + 64]  # bounded work whatever the length
    if "\x1b" in text or "\x9b" in text or "\x9d" in text:
        text = _ESCAPES.sub("", text)  # whole escape sequences, as ``safe_text``
    kept = []
    for ch in text:
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


class SafeOutput:
    """A text stream whose every ``write`` goes through ``safe_text`` first: the one way the
    shell commands (``cresus saves``, ``export``, ``review``, ``replay``, ``stats``,
    ``rules``) print text that may come from a save, a record or a person, so that no raw
    control byte reaches the terminal. Other attributes are the wrapped stream's."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        return self.stream.write(safe_text(text))

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def safe_stream(stream: Any) -> Any:
    """``stream`` wrapped in ``SafeOutput`` (once: a wrapped stream is returned as it is)."""
    return stream if isinstance(stream, SafeOutput) else SafeOutput(stream)
