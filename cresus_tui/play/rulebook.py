"""Rule ids in a game's in-game rule book (its registry ``rules_file``, Markdown).

Every game's rule book names its rules by the ids of its specification — ``C-5.3``,
``B-7.2``, ``F-12.4`` — in brackets after the sentence that states them, and its chapters as
"## 12. Dividends (F-12)". These functions find a rule by its id and give its title, for
``rules <id>`` in every front end and for the end of a lesson.
"""

from __future__ import annotations

import re
from functools import lru_cache

RULE_ID = re.compile(r"\b([A-Z])-(\d+)(?:\.(\d+))?(?![\d])(?!\.\d)")
"""A rule id: a capital letter, a chapter number and, optionally, a rule number (``F-12``,
``F-12.4``). An example id (``F-11.a``) is not a rule id."""

_ID_TEXT = re.compile(r"[A-Za-z]-\d+(\.\d+)?")


def is_rule_id(text: str) -> bool:
    """Whether ``text`` (stripped, any case) is a rule id such as ``F-12.4`` or ``b-7``."""
    return _ID_TEXT.fullmatch(text.strip()) is not None


def mentions(text: str, rule_id: str) -> bool:
    """Whether ``text`` names ``rule_id`` exactly (any case): ``F-1.1`` is not found in
    ``F-1.10``, nor ``F-1`` in ``F-12``; a chapter id ``F-12`` is found in ``F-12.4``. An id
    in a code span (the example command `rules F-12.4`) does not count."""
    text = re.sub(r"`[^`]*`", "", text)
    pattern = r"(?<![A-Za-z0-9])" + re.escape(rule_id.strip()) + r"(?!\d)"
    return re.search(pattern, text, re.IGNORECASE) is not None


def _title(heading: str) -> str:
    """A heading line without its marks, its chapter number and its bracketed ids."""
    title = heading.lstrip("#").strip()
    title = re.sub(r"\s*\([^)]*\)\s*$", "", title)
    return re.sub(r"^\d+\.\s*", "", title)


def rule_titles(text: str) -> dict[str, str]:
    """Rule id → the title of the section of the rule book ``text`` that states it:
    ``{"F-12": "Dividends", "F-12.4": "Dividends", …}``. A rule named in a heading (or in a
    range ``C-5.6 … C-5.10`` there) takes that heading; otherwise the first section whose text
    names it; a chapter id takes its chapter's heading."""
    by_heading: dict[str, str] = {}
    by_text: dict[str, str] = {}
    chapters: dict[str, str] = {}
    heading = ""
    for line in text.splitlines():
        if not line.startswith("#"):
            for m in RULE_ID.finditer(line):
                if m.group(3):
                    by_text.setdefault(m.group(0), heading)
            continue
        heading = _title(line)
        for letter, chapter in re.findall(r"\(([A-Z])-(\d+)\)", line):
            chapters[f"{letter}-{chapter}"] = heading
        for m in RULE_ID.finditer(line):
            if m.group(3):
                by_heading.setdefault(m.group(0), heading)
        for letter, c, lo, hi in re.findall(r"([A-Z])-(\d+)\.(\d+)\s*…\s*[A-Z]-\d+\.(\d+)",
                                            line):
            for k in range(int(lo), int(hi) + 1):
                by_heading.setdefault(f"{letter}-{c}.{k}", heading)
    titles = dict(chapters)
    for rid in set(by_text) | set(by_heading):
        chapter = chapters.get(rid.split(".")[0], "")
        titles[rid] = by_heading.get(rid) or chapter or by_text.get(rid, "")
    return titles


def sections_naming(text: str, rule_id: str) -> list[str]:
    """The sections of the Markdown ``text`` (split at every heading) that name ``rule_id``
    exactly (see ``mentions``), in order; [] when none does."""
    parts = [p.strip("\n") for p in re.split(r"\n(?=#{1,4} )", text)]
    return [p for p in parts if mentions(p, rule_id)]


def titles_of(game_id: str) -> dict[str, str]:
    """``rule_titles`` of the rule book of ``game_id`` (registry id) in the current language
    (``rules.fr.md`` when French is chosen and it exists); {} when it is not installed."""
    from cresus_tui.i18n import current_language

    return _titles_of(game_id, current_language())


@lru_cache(maxsize=8)
def _titles_of(game_id: str, lang: str) -> dict[str, str]:
    from cresus_tui.games.registry import get_game
    from cresus_tui.i18n import localized

    try:
        return rule_titles(localized(get_game(game_id).rules_file).read_text("utf-8"))
    except (OSError, KeyError):
        return {}


def rule_order(rule_id: str) -> tuple:
    """Sort key of a rule id by its numbers: C-5.6 before C-5.15, C-9 before C-10."""
    return (rule_id.split("-")[0],) + tuple(int(n) for n in re.findall(r"\d+", rule_id))


def covered_by_title(game_id: str, rule_ids: tuple[str, ...] | list[str]
                     ) -> list[tuple[str, list[str]]]:
    """The rules a lesson taught grouped by the title of their section in ``game_id``'s rule
    book: ``[("Dividends", ["F-12.1", "F-12.4"]), ("Rates", ["F-3.1"])]``, in rule order; an
    id the rule book does not name is its own title."""
    titles = titles_of(game_id)
    groups: dict[str, list[str]] = {}
    for rid in sorted(dict.fromkeys(rule_ids), key=rule_order):
        title = titles.get(rid) or titles.get(rid.split(".")[0]) or rid
        groups.setdefault(title, []).append(rid)
    return list(groups.items())


def covered(game_id: str, rule_ids: tuple[str, ...] | list[str]) -> str:
    """The rules a lesson taught, as one sentence of titles with their ids in brackets:
    "Dividends (F-12.1, F-12.4); Rates (F-3.1)" — in rule order, one entry a title."""
    return "; ".join(f"{title} ({', '.join(ids)})" if title not in ids else title
                     for title, ids in covered_by_title(game_id, rule_ids))
