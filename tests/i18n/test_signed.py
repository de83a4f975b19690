"""``i18n.signed``: a gain or a loss with its sign, never "-0.0" (FOR-EX hints showed
"-0.0 GBP")."""

from __future__ import annotations

import pytest

from cresus_tui import i18n


@pytest.mark.parametrize("value,decimals,text", [
    (4.25, 1, "+4.2"), (-2, 0, "-2"), (-0.04, 1, "0.0"), (0.04, 1, "0.0"), (-0.0, 1, "0.0"),
    (0, 0, "0"), (-0.4, 0, "0"), (12.5, 1, "+12.5"), (-12.55, 1, "-12.6"), (1234, 0, "+1234"),
])
def test_signed_in_english(value, decimals, text):
    assert i18n.signed(value, decimals) == text


def test_signed_in_french():
    i18n.set_language("fr")
    try:
        assert i18n.signed(-0.04, 1) == "0,0"
        assert i18n.signed(1234.5, 1) == "+1\u00a0234,5"
        assert i18n.signed(-7.25, 2) == "-7,25"
    finally:
        i18n.set_language("en")


def test_tidy_keeps_every_column_off_minus_zero():
    assert f"{i18n.tidy(-0.04, 1):>+6.1f}" == "  +0.0"
    assert f"{i18n.tidy(-0.04, 1):.1f}" == "0.0"
    assert f"{i18n.tidy(-0.4):.0f}" == "0"
    assert i18n.tidy(-0.06, 1) == -0.06  # a real loss keeps its sign
    assert f"{i18n.tidy(-0.06, 1):.1f}" == "-0.1"


def test_the_review_never_shows_minus_zero():
    """A luck or loss of -0.04 (rounding noise of the analysis) read "-0.0" in the review's
    luck table, decision list and costliest lines."""
    from cresus_tui.play.review.analysis import Luck, Review, Verdict, money_text, render_text

    tiny = Verdict(0, 1, 0, "bid", "bid 0", "bid 0", -0.04, True, "")
    r = Review("cresus", ["Ann", "Bob"], 0, [tiny], [],
               [Luck(0, "Ann", -0.04, -0.04, -0.04, 100), Luck(1, "Bob", 2.25, 0.0, 0.0, 90)],
               [(1, [100, 100]), (-1, [100, 90])], [], unit="M")
    text = render_text(r)
    assert "-0.0" not in text and "-0 " not in text
    assert "Ann                +0.0         0.0        0.0      100" in text
    assert "R1      0.0  bid 0" in text or "T1      0.0  bid 0" in text
    assert money_text(-0.04) == "0.0 M" and money_text(-0.3, "Z") == "-0.3 Z"
