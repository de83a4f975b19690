"""A game's rules and help (Markdown) read section by section, as plain lines."""

from __future__ import annotations

import re
import unicodedata

from cresus_tui.games.typed import looks_numeric, read_number
from cresus_tui.i18n import tr
from cresus_tui.play.rulebook import is_rule_id, mentions


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def doc_section(doc: str, topic: str) -> list[str]:
    """A Markdown document split at its headings, shown as plain lines. No topic: the
    introduction and the list of sections. A chapter number ("7" → "7. Sealed-bid auctions"),
    a word of a heading, or a word of the text (a rule id like C-7.2): that section."""
    sections: list[tuple[int, str, list[str]]] = []
    for line in doc.splitlines():
        if line.startswith("#"):
            sections.append((len(line) - len(line.lstrip("#")), line.lstrip("#").strip(), []))
        elif sections:
            sections[-1][2].append(_unmark(line))
        else:
            sections.append((1, "", [_unmark(line)]))
    chaptered = any(re.match(r"\d+\.\s", h) for _, h, _ in sections)
    word = topic.strip()
    if not word:
        title = sections[0][1] or tr("Contents")
        example = _example(doc) if chaptered else tr("help 2")
        lines = [x for x in sections[0][2] if x.strip() and x.strip() != "---"]
        lines.append(tr("{title} — sections (type {example}):").format(title=title,
                                                                      example=example))
        number = 0
        for level, head, _ in sections[1:]:
            if chaptered:
                lines.append(("  " if re.match(r"\d+\.\s", head) else "      ") + head)
            else:
                number += 1
                lines.append(f"  {number}. {head}")
        return lines
    index = None
    if looks_numeric(word):
        number = read_number(word, 1)
        if number.value is None:
            return [f"✗ {number.problem}"]
        n = number.value
        if chaptered:
            index = next((i for i, (_, h, _) in enumerate(sections)
                          if h.startswith(f"{n}. ")), None)
        elif 1 <= n < len(sections):
            index = n
    if index is None and is_rule_id(word):  # F-1.1 is not F-1.10; a chapter id: its heading
        index = next((i for i, (_, h, body) in enumerate(sections)
                      if mentions(h, word)), None)
        if index is None:
            index = next((i for i, (_, _, body) in enumerate(sections)
                          if i and any(mentions(x, word) for x in body)), None)
        if index is None:
            return [tr("No rule {id} here; type the word alone for the sections.")
                    .format(id=word)]
    if index is None:
        key = _fold(word)
        index = next((i for i, (_, h, _) in enumerate(sections) if key in _fold(h)),
                     None)
        if index is None:
            index = next((i for i, (_, _, body) in enumerate(sections)
                          if i and any(key in _fold(x) for x in body)), None)
    if index is None:
        return [tr("Nothing about “{word}” here; type the word alone for the sections.")
                .format(word=word)]
    level, head, body = sections[index]
    lines = [head] + body
    for sub_level, sub_head, sub_body in sections[index + 1:]:  # a chapter's sub-sections
        if sub_level <= level:
            break
        lines += [sub_head] + sub_body
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def _example(doc: str) -> str:
    """How to ask for a section of this rule book: "rules 7, rules auctions or rules C-7.2"
    with one of its own rule ids."""
    from cresus_tui.play.rulebook import RULE_ID

    ids = [m.group(0) for m in RULE_ID.finditer(doc) if m.group(3)]
    return tr("rules 7 or rules {id}").format(id=ids[len(ids) // 2]) if ids else tr("rules 7")


def _unmark(line: str) -> str:
    """A Markdown line without emphasis marks (``**bold**``, ``*italic*``)."""
    return re.sub(r"\*{1,2}([^*]+)\*{1,2}", r"\1", line)
