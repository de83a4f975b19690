"""The words of Big Money's rivals and of every place that shows the horizon, in the current
language (``cresus_tui.i18n``): the turns left, a signed worth, a dice code, the evaluator's
options. English as the rivals always wrote it; money in Z."""

from __future__ import annotations

from ai.words import percent, signed  # noqa: F401 - the rivals' numbers
from cresus_tui.i18n import N_, current_language, tr, tr_n

CODE_WORDS = {
    "NOTHING": N_("nothing"), "PAIR": N_("pair"), "TWO_PAIRS": N_("two pairs"),
    "THREE": N_("three"), "SMALL": N_("small"), "FULL": N_("full"), "LARGE": N_("large"),
    "FOUR": N_("four"), "FIVE": N_("five"),
}
"""A combination code as a rival names it ("TWO_PAIRS" → "two pairs"), B-7.2."""


KINDS = {"asset": N_("asset"), "stock": N_("stock")}
"""The kinds of card an evaluator's option names (``Option.what``)."""


def code_words(code: str) -> str:
    """"TWO_PAIRS" → "two pairs" (French "deux paires")."""
    word = CODE_WORDS.get(code)
    return tr(word) if word is not None else code.lower().replace("_", " ")


def code_shown(code: str) -> str:
    """A combination code as the easy rival shows it: the code itself in English ("FULL"),
    the words in French ("full")."""
    return code if current_language() != "fr" else code_words(code)


def turns_words(t: float) -> str:
    """The horizon as every place shows it: "~1 turn", "~7 turns" (``t`` rounded)."""
    n = round(t)
    return tr_n("~{n} turn", "~{n} turns", n).format(n=n)


def option_words(what: str) -> str:
    """An evaluator option's words (``Option.what``: "stop", "keep 6-6", "reroll all", "pass",
    "buy TEC-3 (asset)") in the current language."""
    verb, _, rest = what.partition(" ")
    if what == "stop":
        return tr("stop")
    if what == "pass":
        return tr("pass")
    if what == "reroll all":
        return tr("reroll all")
    if verb == "keep":
        return tr("keep {dice}").format(dice=rest)
    if verb == "buy":
        return tr("buy {card}").format(card=bought_words(what))
    return what


def bought_words(what: str) -> str:
    """The card of a buying option with its kind: "buy TEC-3 (asset)" → "TEC-3 (asset)"."""
    card, _, kind = what.removeprefix("buy ").partition(" ")
    return f"{card} ({tr(KINDS.get(kind.strip('()'), kind))})"
