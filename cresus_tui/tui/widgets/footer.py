"""The game screen's footer: Textual's ``Footer``, compact below 80 columns, showing the keys
that fit the width whole — never a key cut in the middle (at 40 columns "f1 Rules  f2 Answer
f3 Help  f7 Hint" used to end the line and hide Quit). The keys a screen names in ``drop`` go
first (their work is reachable otherwise: Enter on an empty line answers, the status line says
F8 while the rivals play), then keys from the right; the keys dropped still work."""

from __future__ import annotations

from typing import Iterable

from textual.widgets import Footer
from textual.widgets._footer import FooterKey

COMPACT_BELOW = 80
"""Below this width the keys are packed (no padding, one space between two keys)."""


def key_cells(key: str, description: str, compact: bool) -> int:
    """Columns one key takes in the footer: "f1 Rules" and its spacing (Textual's styles:
    padded " f1 Rules " wide, "f1 Rules" and a margin compact)."""
    return len(key) + len(description) + (2 if compact else 3)


def fitting(keys: list[tuple[str, str, str]], width: int, drop: Iterable[str],
            compact: bool) -> list[int]:
    """Which of ``keys`` (key shown, description, action) to show in ``width`` columns, as
    their indices in order: all when they fit, else without the actions of ``drop`` (first
    named, first gone), then without the rightmost, until they fit (at least one)."""
    shown = list(range(len(keys)))

    def cells() -> int:
        return sum(key_cells(keys[i][0], keys[i][1], compact) for i in shown)

    for action in drop:
        if cells() <= width:
            break
        shown = [i for i in shown if keys[i][2] != action]
    while len(shown) > 1 and cells() > width:
        shown.pop()
    return shown


class FittedFooter(Footer):
    """A ``Footer`` that packs its keys below ``COMPACT_BELOW`` columns and shows only the
    keys that fit whole, dropping the actions of ``drop`` first (see ``fitting``)."""

    def __init__(self, drop: Iterable[str] = (), **kw) -> None:
        super().__init__(**kw)
        self.drop = tuple(drop)
        self._laid_width = -1

    def compose(self):
        widgets = list(super().compose())
        width = self.size.width or self.app.size.width
        self._laid_width = width
        keys = [w for w in widgets if isinstance(w, FooterKey)]
        compact = width < COMPACT_BELOW
        keep = set(fitting([(k.key_display, k.description, k.action) for k in keys], width,
                           self.drop, compact))
        for i, key in enumerate(keys):
            if i not in keep:
                widgets.remove(key)
        yield from widgets

    def on_resize(self, event) -> None:
        compact = event.size.width < COMPACT_BELOW
        if compact != self.compact:
            self.compact = compact
        if event.size.width != self._laid_width:
            self.refresh(recompose=True)
