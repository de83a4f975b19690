"""Numbers as a reader of the current language writes them, for the Crésus rivals' reasons and
every layer above them (hints, odds, the story): English exactly as ``format`` writes it,
French through ``cresus_tui.i18n.number`` ("7,5", "1 234", never "-0")."""

from __future__ import annotations

from cresus_tui.i18n import N_, current_language, number, tr
from cresus_tui.i18n import signed as i18n_signed


def dec(value: float, decimals: int = 1) -> str:
    """An amount with ``decimals`` digits: "7.5" in English, "7,5" in French."""
    return number(float(value), decimals)


def whole(value: float) -> str:
    """An amount rounded to a whole number: "62" ("1 234" in French)."""
    return dec(value, 0)


def signed(value: float, decimals: int = 1) -> str:
    """A signed amount, one decimal by default: "+1.5", "-0.3" (French "+1,5"); an amount that
    rounds to nothing has no sign ("0.0"), see :func:`cresus_tui.i18n.signed`."""
    return i18n_signed(value, decimals)


def percent(p: float) -> str:
    """A probability 0..1 as a whole percentage: "37%" in English, "37 %" in French."""
    if current_language() == "en":
        return f"{p:.0%}"
    return f"{number(p * 100, 0)} %"


_COLOUR_NAMES = {"red": N_("red"), "blue": N_("blue"), "yellow": N_("yellow"),
                 "green": N_("green"), "orange": N_("orange"), "violet": N_("violet")}


def colour_name(colour: str) -> str:
    """A die colour ("red" … "violet") in the current language ("rouge" in French)."""
    return tr(_COLOUR_NAMES[colour]) if colour in _COLOUR_NAMES else colour
