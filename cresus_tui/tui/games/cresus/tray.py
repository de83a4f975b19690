"""Crésus's dice tray: six coloured dice, each with its number and colour letter (C-5.12,
C-9.3); Keep names the dice not thrown again, Stop keeps the throw."""

from __future__ import annotations

from cresus_tui.games.cresus.decisions import Keep, Stop
from cresus_tui.i18n import tr, tr_n
from cresus_tui.play.cresus import labels

from ...widgets.dice_tray import DiceTray


class CresusTray(DiceTray):
    """The tray of a ThrowRequest (a sale or a gambling card's throws)."""

    @property
    def KEYS_NOTE(self) -> str:  # noqa: N802 - the tray's class attribute, in the current language
        return tr(" type 1 3⏎ keeps · s⏎ stops")

    def face_markup(self, face: int, kept: bool) -> str:
        return labels.die(face, kept)

    def mark(self, index: int, kept: bool) -> str:
        # TRANSLATORS: six columns under a kept die
        return tr("  kept") if kept else "      "

    def left_text(self, request) -> str:
        left = request.throws_left
        return tr_n("{n} throw left", "{n} throws left", left).format(n=left)

    def now_text(self, request) -> str:
        return labels.colour_counts(request.dice)

    def same_dice(self, last, request) -> bool:
        return last.subject == request.subject

    def keep_decision(self, kept: set[int]) -> Keep:
        return Keep(tuple(sorted(kept)))

    def stop_decision(self) -> Stop:
        return Stop()
