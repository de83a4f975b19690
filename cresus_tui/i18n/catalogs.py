"""Keep the ``.po`` catalogs in step with the code: extract every marked string with Babel.

    python -m cresus_tui.i18n.catalogs update   # add new strings to each area's catalog
    python -m cresus_tui.i18n.catalogs check    # list strings without a translation (exit 1)

A string belongs to the area of the first file it was found in: a game's folder (any path part
named as a folder of ``cresus_tui/games``, in any layer) or ``core`` for everything generic.
Strings gone from the code are dropped from the catalogs; translations are never guessed (no fuzzy
matching), so a changed English string shows as untranslated until someone translates it.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from cresus_tui import PROGRAM
from cresus_tui.games.registry import game_ids
from cresus_tui.i18n import LANGUAGES, LOCALE_DIR

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("cresus_tui", "ai", "saves", "tests/pig")
"""The packages searched for marked strings (relative to the project root); ``tests/pig`` is
the test game, played in French too to test every generic place (its words go to ``core``)."""
AREAS = ("core", *game_ids())
"""``core`` (everything generic), then one area per registered game (its folders' strings)."""
KEYWORDS = {"tr": None, "tr_n": (1, 2), "tr_lazy": None, "N_": None, "tr_p": ((1, "c"), 2),
            "tr_lazy_p": ((1, "c"), 2)}
"""Babel's keywords: ``tr_p(context, message)`` and ``tr_lazy_p`` are gettext's ``pgettext``
(Babel's ``tr_p:1c,2``)."""


def _key(message: object, context: str | None) -> tuple[str | None, str | tuple[str, ...]]:
    """A message's identity in the catalogs: its context (None for most) and its msgid."""
    return context, message if isinstance(message, str) else tuple(message)  # type: ignore


def area_of(path: str) -> str:
    """The catalog a source file's strings go to: ``"cresus/…/x.py"`` → ``"cresus"``."""
    parts = Path(path).parts
    for area in AREAS[1:]:
        if area in parts:
            return area
    return "core"


def extract() -> dict[str, Catalog]:
    """Every marked string of the code, as one template catalog per area."""
    templates = {area: Catalog(project=PROGRAM, domain=area) for area in AREAS}
    seen: set[tuple[str | None, str | tuple[str, ...]]] = set()
    for package in SOURCES:
        found = extract_from_dir(ROOT / package, method_map=[("**.py", "python")],
                                 keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
                                 strip_comment_tags=True)
        for filename, lineno, message, comments, context in found:
            key = _key(message, context)
            where = f"{package}/{filename}"
            if key in seen:
                continue
            seen.add(key)
            templates[area_of(where)].add(message, None, [(where, lineno)],
                                          auto_comments=comments, context=context)
    return templates


def catalog_path(lang: str, area: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{area}.po"


def read(lang: str, area: str) -> Catalog:
    """The catalog of one language and area (empty when the file does not exist yet)."""
    path = catalog_path(lang, area)
    if not path.exists():
        return Catalog(locale=lang, domain=area, project=PROGRAM)
    with path.open("rb") as handle:
        return read_po(handle, locale=lang, domain=area)


def update() -> None:
    """Bring every language's catalogs in step with the code (see the module's docstring)."""
    templates = extract()
    for lang in LANGUAGES[1:]:
        for area in AREAS:
            catalog = read(lang, area)
            catalog.update(templates[area], no_fuzzy_matching=True, update_header_comment=False)
            catalog.obsolete.clear()
            path = catalog_path(lang, area)
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("wb") as handle:
                write_po(handle, catalog, width=100, sort_output=True, include_lineno=False,
                         ignore_obsolete=True)


def untranslated(lang: str = "fr") -> Iterator[tuple[str, str, str]]:
    """``(area, first place, msgid)`` of each string of the code with no ``lang`` translation
    in any of that language's catalogs."""
    translated: dict[tuple[str | None, str | tuple[str, ...]], bool] = {}
    for area in AREAS:
        for message in read(lang, area):
            if not message.id:
                continue
            key = _key(message.id, message.context)
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            ok = all(strings) and not message.fuzzy
            translated[key] = translated.get(key, False) or ok
    for area, template in extract().items():
        for message in template:
            if not message.id:
                continue
            key = _key(message.id, message.context)
            if not translated.get(key):
                where = f"{message.locations[0][0]}:{message.locations[0][1]}"
                msgid = key[1] if isinstance(key[1], str) else key[1][0]
                yield area, where, msgid if key[0] is None else f"{key[0]}|{msgid}"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args == ["update"]:
        update()
        return 0
    if args == ["check"]:
        missing = list(untranslated())
        for area, where, msgid in missing:
            print(f"{area}\t{where}\t{msgid!r}")
        print(f"{len(missing)} string(s) without a French translation")
        return 1 if missing else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
