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
