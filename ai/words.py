"""Numbers in the words of every game's rivals, hints and reviews, in the current language
(``cresus_tui.i18n``): a signed worth and a share as a percentage. English exactly as
``format`` writes them; French with a decimal comma and a space before ``%``."""

from __future__ import annotations

from cresus_tui.i18n import current_language, number
from cresus_tui.i18n import signed as i18n_signed


def signed(value: float, decimals: int = 0) -> str:
    """A worth with its sign: "+12", "-3.5" (French "+3,5"); a worth that rounds to nothing has
    no sign ("0", "0.0"): :func:`cresus_tui.i18n.signed`."""
    return i18n_signed(value, decimals)


def percent(share: float) -> str:
    """A share 0..1 as a percentage: "42%" (French "42 %")."""
    if current_language() != "fr":
        return f"{share:.0%}"
    return number(share * 100) + "\u00a0%"
