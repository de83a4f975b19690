"""Plain text for the plain front end: no markup, no escape codes, no control characters.

Narration and prompts are written with Rich markup (``[b]…[/b]``) and `code` spans; a line
printed by the plain front end is the same sentence without either. Input lines are cleaned the
same way before they are echoed or parsed, so nothing a script sends can reach the terminal as
a control sequence.
"""

from __future__ import annotations

import re
import textwrap

from cresus_tui.games.typed import safe_text
from cresus_tui.i18n import N_, tr

MAX_LINE = 1000
"""The longest command read, in characters; a longer line is refused whole (commands are
short: the longest real one, a trade offer, is under 100 characters)."""

_TAG = re.compile(r"\[/?[a-zA-Z$#][^\[\]]*\]|\[/\]")


_SPOKEN: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"═+ *([^═]*?) *═+"), r"\1."),          # "═══ Turn 1 ═══" → "Turn 1."
    (re.compile(r"^(— ){3,}—? *$", re.MULTILINE), ""),  # a rule of dashes: an empty line
    (re.compile(r"^( *)— (.+) —$", re.MULTILINE), r"\1\2."),  # "— Turn 2 —" → "Turn 2."
    (re.compile(r"(strengthens|weakens|se renforce|s'affaiblit) *[▲▼]"), r"\1"),  # said
    (re.compile(r" *▲"), N_(" up")), (re.compile(r" *▼"), N_(" down")),
    (re.compile(r"◆"), "(S)"),                            # the Strongest's mark (FOR-EX)
    (re.compile(r"^( *)✗ *", re.MULTILINE), N_(r"\1Error: ")),
    (re.compile(r"✗"), N_("error")),
)
"""Symbols a screen reader reads by name ("box drawings double horizontal", "em dash", "black
up-pointing triangle") → words, in the plain face's output only; the screen keeps its
symbols."""


def spoken(text: str) -> str:
    """``text`` with the symbols of ``_SPOKEN`` said in words: "═══ Turn 1 ═══ You play" →
    "Turn 1. You play"; "GBP strengthens ▲" → "GBP strengthens"; "6◆" → "6(S)";
    "✗ No player" → "Error: No player"."""
    for pattern, words in _SPOKEN:
        text = pattern.sub(tr(words), text)
    return text


def plain(markup: str) -> str:
    """``markup`` (Rich markup with `code` spans) as plain text: tags dropped, escaped
    brackets kept, backquotes removed, control, format and bidi-override characters (escape
    codes included) dropped by ``safe_text``, symbols a screen reader would read by name said
    in words (``spoken``). Never raises."""
    text = str(markup)
    try:
        from rich.text import Text

        text = Text.from_markup(text).plain
    except Exception:  # noqa: BLE001 - a malformed tag must not stop the game
        text = _TAG.sub("", text)
    return spoken(safe_text(text.replace("`", "")))


MIN_WIDTH = 20
"""The narrowest a line is wrapped to, in columns (a narrower terminal wraps it itself)."""

_TABLE = re.compile(r"\S  +\S|[\u2500-\u257f]")
"""A table row: columns aligned by runs of spaces, or box drawings."""

_HANG = re.compile(r"(?:\d+\.|[-•*]) +")
"""The mark of a numbered (or bulleted) item: its later lines go under its text."""


def wrapped(line: str, width: int | None) -> list[str]:
    """``line`` (plain text, one line) as lines of at most ``width`` columns (at least
    ``MIN_WIDTH``), broken between words: later lines keep its indentation, under the text of
    a numbered item. ``width`` None, a line that fits, a table row (see ``_TABLE``) and a word
    longer than the width stay whole. Never raises."""
    if width is None or len(line) <= width:
        return [line]
    width = max(width, MIN_WIDTH)
    if len(line) <= width:
        return [line]
    body = line.lstrip(" ")
    indent = line[:len(line) - len(body)]
    if _TABLE.search(body):
        return [line]
    hang = _HANG.match(body)
    more = indent + " " * (hang.end() if hang else 0)
    if len(more) > width // 2:
        more = indent if len(indent) <= width // 2 else ""
    lines = textwrap.wrap(body, width, initial_indent=indent, subsequent_indent=more,
                          break_long_words=False, break_on_hyphens=False)
    return lines or [line]


def clean_input(raw: bytes | str) -> str:
    """One input line as text: undecodable bytes become U+FFFD, the line end is removed,
    control and format characters (escape, a UTF-8 BOM, bidi overrides) removed by
    ``safe_text`` (a tab becomes a space), surrounding blanks stripped."""
    if isinstance(raw, bytes):
        raw = raw.decode("utf-8", errors="replace")
    return safe_text(raw.rstrip("\r\n"), newlines=False).strip()


def numbered(items: list[str]) -> list[str]:
    """A menu as lines: "  1. New game", "  2. Continue" …"""
    return [f"  {i}. {item}" for i, item in enumerate(items, 1)]
