"""The language a player reads: gettext catalogs (managed with Babel) and French typography.

Every user-visible string is marked with one of these calls so that Babel can extract it
(``python -m cresus_tui.i18n.catalogs``):

- ``tr("Your bid: {amount} M").format(amount=…)`` — translated now, in the current language.
- ``tr_n("{n} throw", "{n} throws", n).format(n=n)`` — plural forms.
- ``tr_lazy("Sealed bid")`` — for module-level constants: translated each time it is shown.
- ``N_("…")`` — marks a string for extraction only; translate it with ``tr(value)`` where shown.

The catalogs live in ``cresus_tui/locale/<lang>/LC_MESSAGES/<area>.po`` (one file per area, so
that a game's words sit beside its game); they are read with Babel and merged when the language
is chosen, nothing is compiled at build time. English is the source language: with no catalog a
string is shown as written. Saves hold no text, so a game saved in French continues in English.

This module imports nothing of the project, so every layer may use it (the rules engines too,
for the words of their refusals).
"""

from __future__ import annotations

import io
import os
from collections.abc import Mapping
from gettext import NullTranslations
from pathlib import Path

LANGUAGES: tuple[str, ...] = ("en", "fr")
"""The languages a player can choose: English (the source) and French."""

DEFAULT = "en"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
"""Where the ``.po`` catalogs live: ``<LOCALE_DIR>/<lang>/LC_MESSAGES/<area>.po``."""

_BABEL_LOCALES = {"en": "en_GB", "fr": "fr_FR"}

_language = DEFAULT
_translations: NullTranslations = NullTranslations()


def language_from_env(environ: Mapping[str, str] | None = None) -> str:
    """The language the locale asks for: the first set of ``LC_ALL``, ``LC_MESSAGES``, ``LANG``
    (gettext's order); ``"fr"`` when it starts with ``fr`` (``fr_FR.UTF-8``, ``fr_CA``), else
    ``"en"``."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    return DEFAULT


def load_catalogs(lang: str) -> NullTranslations:
    """Every ``.po`` of ``lang`` read with Babel and merged into one translations object.

    Returns a ``NullTranslations`` (English as written) for ``"en"`` or when ``lang`` has no
    catalog. Raises ``ValueError`` for a language not in :data:`LANGUAGES`; a catalog that
    cannot be read raises Babel's ``PoFileError`` (a packaging fault, caught by the tests)."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: one of {', '.join(LANGUAGES)}")
    folder = LOCALE_DIR / lang / "LC_MESSAGES"
    files = sorted(folder.glob("*.po")) if folder.is_dir() else []
    if lang == DEFAULT or not files:
        return NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    from babel.support import Translations

    merged: Translations | None = None
    for path in files:
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=_BABEL_LOCALES[lang])
        buffer = io.BytesIO()
        write_mo(buffer, catalog, use_fuzzy=False)
        buffer.seek(0)
        part = Translations(fp=buffer, domain="messages")
        if merged is None:
            merged = part
        else:
            merged.merge(part)
    assert merged is not None
    return merged


def set_language(lang: str) -> None:
    """Choose the language of everything shown from now on (``"en"`` or ``"fr"``).

    Raises ``ValueError`` for any other code."""
    global _language, _translations
    _translations = load_catalogs(lang)
    _language = lang


def current_language() -> str:
    """The language chosen by :func:`set_language` (``"en"`` until one is chosen)."""
    return _language


def localized(path: Path) -> Path:
    """The current language's version of a document: ``rules.md`` → ``rules.fr.md`` beside
    it when that file exists (French chosen), else ``path`` itself (English, the source)."""
    if _language == DEFAULT:
        return path
    own = path.with_name(f"{path.stem}.{_language}{path.suffix}")
    return own if own.is_file() else path


def choose_language(flag: str | None, preference: str = "",
                    environ: Mapping[str, str] | None = None) -> str:
    """The language to show: the ``--lang`` flag when given, else the saved preference
    (``"en"``/``"fr"``; ``""`` none), else the locale's (:func:`language_from_env`)."""
    for asked in (flag, preference):
        if asked in LANGUAGES:
            return asked
    return language_from_env(environ)


LANGUAGE_NAMES: dict[str, str] = {"en": "English", "fr": "français"}
"""Each language's name as its readers write it (the menu's Language choice)."""


def tr(message: str) -> str:
    """``message`` in the current language (as written when it has no translation)."""
    return _translations.gettext(message)


def tr_n(singular: str, plural: str, n: int) -> str:
    """The singular or plural form of a message for count ``n``, in the current language."""
    return _translations.ngettext(singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 - gettext's conventional name
    """Marks ``message`` for extraction and returns it untranslated (translate where shown)."""
    return message


class _Lazy(str):
    """A str whose shown value is looked up each time it is used (module-level constants)."""

    __slots__ = ()

    def __str__(self) -> str:
        return tr(str.__str__(self))

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __add__(self, other: str) -> str:  # Textual's Footer: padding + description + padding
        return str(self) + other

    def __radd__(self, other: str) -> str:
        return other + str(self)


def tr_lazy(message: str) -> str:
    """``message`` for a module-level constant: ``str(value)`` and f-string use give the
    current language's text; equality and hashing stay those of the English source."""
    return _Lazy(message)


def number(value: float, decimals: int = 0) -> str:
    """``value`` written as a reader of the current language expects it.

    English: ``1234`` → ``"1234"``, ``7.5`` → ``"7.5"`` (as the game always wrote them).
    French: ``1234`` → ``"1 234"`` (no-break space), ``7.5`` → ``"7,5"``, ``-0.0`` → ``"0"``.
    ``decimals`` is the number of digits after the point (rounded half to even like ``format``).
    """
    if round(value, decimals) == 0:
        value = 0.0
    if _language != "fr":
        return f"{value:.{decimals}f}"
    from babel.numbers import format_decimal

    pattern = "#,##0" + ("." + "0" * decimals if decimals > 0 else "")
    text = format_decimal(round(value, decimals), format=pattern, locale=_BABEL_LOCALES["fr"])
    # Babel writes the French group separator as a narrow no-break space (U+202F), which some
    # terminals draw two cells wide; the plain no-break space is one cell everywhere.
    return text.replace("\u202f", "\u00a0")


def tidy(value: float, decimals: int = 0) -> float:
    """``value`` (any unit) ready for a fixed-point format such as ``f"{x:>+8.1f}"`` in a
    table column: a value that rounds to zero at ``decimals`` digits becomes ``0.0``, so the
    column reads "0.0" / "+0.0", never "-0.0" (``-0.04`` → ``0.0``; others unchanged)."""
    value = float(value)
    return 0.0 if round(value, decimals) == 0 else value


def signed(value: float, decimals: int = 0) -> str:
    """``value`` as ``number`` writes it, with its sign: ``4.25`` → ``"+4.2"`` (decimals 1),
    ``-2`` → ``"-2"``, and a value that rounds to zero as ``"0"``/``"0.0"`` — never ``"-0.0"``
    nor ``"+0.0"`` (a gain or loss of nothing has no sign)."""
    value = float(value)
    text = number(value, decimals)
    return text if text.startswith("-") or round(value, decimals) == 0 else "+" + text
