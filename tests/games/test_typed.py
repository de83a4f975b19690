"""The shared number reader and sanitizer (issue 23): every Unicode digit and an overlong line
of digits get a clear message, never a crash; no control, format or bidi-override character
survives ``safe_text``."""

from __future__ import annotations

import io

import pytest

from cresus_tui.games.typed import (
    Number, SafeOutput, looks_numeric, read_number, safe_stream, safe_text,
)

FORGED_NAME = "\x1b]0;PWNED\x07\x1b[31mRED\x1b[0m"


@pytest.mark.parametrize("text,value", [("3", 3), (" 6 ", 6), ("1", 1), ("006", 6)])
def test_ascii_digits_in_range_are_read(text, value):
    assert read_number(text, 1, 6) == Number(value, "")


@pytest.mark.parametrize("text", ["²", "٣", "③", "１", "-3", "1.5", "2²", "x"])
def test_other_digits_signs_and_words_are_refused_with_the_digits_named(text):
    got = read_number(text, 1, 6)
    assert got.value is None
    assert got.problem.endswith("type a number from 1 to 6 with the digits 0 to 9.")
    assert "Error" not in got.problem


def test_an_overlong_number_is_refused_before_any_int_conversion():
    got = read_number("9" * 4301, 1, 6)
    assert got == Number(None, "That number is too long (at most 9 digits); type a number "
                               "from 1 to 6.")
    assert read_number("1" * 10).value is None and read_number("1" * 9).value == 111111111


def test_out_of_range_says_the_range():
    assert read_number("7", 1, 6) == Number(None, "7 is out of range: type a number from 1 to 6.")
    assert read_number("0", 1) == Number(None, "0 is out of range: type a number of at least 1.")
    assert read_number("", 1, 6) == Number(None, "Type a number from 1 to 6.")
    assert read_number(None) == Number(None, "Type a number.")


@pytest.mark.parametrize("text,expected", [("7", True), ("²", True), ("٣", True),
                                           ("-2", True), ("1.5", True), ("look", False),
                                           ("", False), ("p2", False), (None, False)])
def test_looks_numeric(text, expected):
    assert looks_numeric(text) is expected


def test_safe_text_drops_control_format_and_bidi_characters():
    assert safe_text(FORGED_NAME) == "RED"
    assert safe_text("a\x1b[?1049hb\x1b[?25lc\x1b[?1000hd\x1bce\x9b2Jf") == "abcdef"
    assert safe_text("\x1b]0;unterminated") == "0;unterminated"
    assert safe_text("a\u202eb\u2066c\u200bd\ufeffe\x9cf\x7fg\ud800h") == "abcdefgh"
    assert safe_text("a\tb") == "a b"
    assert safe_text("a\r\nb\rc\u2028d") == "a\nb\nc d"
    assert safe_text("a\nb", newlines=False) == "a b"
    assert safe_text("Zoé ² 東京") == "Zoé ² 東京"
    assert safe_text("x" * 50, limit=10) == "x" * 9 + "…"
    assert safe_text(12) == "12"


def test_safe_text_is_linear_on_hostile_input():
    for hostile in ("\x1b]" * 50_000, "\x9d" * 100_000, "\x1b[" + "1" * 100_000,
                    ("\x1b]" + "a" * 1000) * 100, "\u202e" * 100_000):
        assert "\x1b" not in safe_text(hostile)


def test_safe_output_filters_every_write():
    buf = io.StringIO()
    out = safe_stream(buf)
    assert isinstance(out, SafeOutput) and safe_stream(out) is out
    print(f"Players: {FORGED_NAME}", file=out)
    out.writelines(["\x1b[2J", "ok\n"])
    assert buf.getvalue() == "Players: RED\nok\n"
