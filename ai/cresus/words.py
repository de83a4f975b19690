"""Numbers as a reader of the current language writes them, for the Crésus rivals' reasons and
every layer above them (hints, odds, the story): English exactly as ``format`` writes it,
French through ``cresus_tui.i18n.number`` ("7,5", "1 234", never "-0")."""

from __future__ import annotations

from cresus_tui.i18n import N_, current_language, number, tr


def dec(value: float, decimals: int = 1) -> str:
    """An amount with ``decimals`` digits: "7.5" in English, "7,5" in French."""
    if current_language() == "en":
        return f"{float(value):.{decimals}f}"
    return number(float(value), decimals)


def whole(value: float) -> str:
    """An amount rounded to a whole number: "62" ("1 234" in French)."""
    return dec(value, 0)


def signed(value: float) -> str:
    """A signed amount with one decimal: "+1.5", "-0.3" (French "+1,5")."""
    if current_language() == "en":
        return f"{float(value):+.1f}"
    text = number(float(value), 1)
    return text if text.startswith("-") else "+" + text


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
