"""Undo: take back the human's last decision while nothing random and nothing secret of
another seat has been revealed since, and no other seat has played in the open.

Generic over the games: the guard keeps the encoded state from just before the human's last
decision and the events and decisions since; the game's kit says which events block an undo
(a throw, a draw, a reveal). Restoring decodes the kept bytes, so the game is byte-identical
(``encode()``) to what it was before the decision.

    guard = UndoGuard(kit, human)
    guard.before(state, decision)      # just before the human's decision is submitted
    guard.human_done(events)           # after it was accepted
    guard.other(seat, decision, events)  # after any other seat's decision
    guard.why_not() -> str | None      # a sentence, or None when undo is allowed
    state = guard.take_back()          # the state before the decision (raises UndoRefused)
    guard.recall(game)                 # a loaded game: the same, from its decision log
"""

from __future__ import annotations

from typing import Any

from cresus_tui.i18n import tr

from .kits import ReviewKit


class UndoRefused(Exception):
    """Undo is not possible now; ``str()`` says exactly why."""


class UndoGuard:
    def __init__(self, kit: ReviewKit, human: int, names: list[str]) -> None:
        self.kit = kit
        self.human = human
        self.names = names
        self._before: bytes | None = None
        self._pending: bytes | None = None
        self._decision: Any = None
        self._blocker: str | None = None
        self._undone = False

    def before(self, state: Any, decision: Any) -> None:
        """Remember the state just before the human submits ``decision``."""
        self._pending = state.encode()
        self._pending_decision = decision

    def human_done(self, events: list[Any]) -> None:
        """The human's decision was accepted: it becomes the one undo may take back."""
        if self._pending is None:
            return
        self._before, self._pending = self._pending, None
        self._decision = self._pending_decision
        self._blocker = None
        self._undone = False
        self._scan(events)

    def other(self, seat: int, decision: Any, events: list[Any]) -> None:
        """Another seat decided: a decision in the open blocks undo; a secret one does not
        until its reveal (an event that blocks)."""
        if self._before is None or self._blocker:
            return
        if not self.kit.public_decision(decision):
            self._scan(events)
            return
        what = self.kit.describe(seat, decision, self.names, self.human)
        self._blocker = tr("{name} has played since ({what})").format(name=self.names[seat],
                                                                      what=what)

    def _scan(self, events: list[Any]) -> None:
        for ev in events:
            reason = self.kit.undo_blocker(ev)
            if reason:
                self._blocker = reason
                return

    @property
    def fresh(self) -> bool:
        """True while this guard has seen no decision of the human (nor taken one back)."""
        return self._before is None and self._pending is None and not self._undone

    def recall(self, game: Any) -> bool:
        """A game loaded from a save (Continue, Load) comes with no guard's memory: replay its
        decision log from its config, as ``before``/``human_done``/``other`` would have seen it
        live, so `undo` can take back the human's last decision when nothing blocks it since.
        Only a fresh guard recalls; nothing is kept unless the replay ends byte for byte on
        ``game`` (else undo stays unavailable, as before). True when it recalled."""
        if not self.fresh:
            return False
        try:
            log = self.kit.log_of(game)
            last = max((i for i, (seat, _) in enumerate(log) if seat == self.human),
                       default=None)
            if last is None:
                return False
            fresh, _ = self.kit.new_game(self.kit.config_of(game))
            for seat, decision in log[:last]:
                fresh.submit(seat, decision)
            self.before(fresh, log[last][1])
            self.human_done(fresh.submit(self.human, log[last][1]))
            for seat, decision in log[last + 1:]:
                self.other(seat, decision, fresh.submit(seat, decision))
            if fresh.encode() == game.encode():
                return True
        except Exception:  # noqa: BLE001 - a log that does not replay: no undo, no crash
            pass
        self.__init__(self.kit, self.human, self.names)  # forget the partial replay
        return False

    @property
    def decision(self) -> Any:
        """The decision undo would take back (None if none)."""
        return self._decision if self._before is not None else None

    def why_not(self) -> str | None:
        """Why undo is refused now, as a sentence; None when it is allowed."""
        if self._before is None:
            if self._undone:
                return tr("Only your last decision can be taken back, and it already was.")
            return tr("You have made no decision to take back yet.")
        if self._blocker:
            what = self.kit.describe(self.human, self._decision, self.names, self.human)
            return tr("“{what}” cannot be taken back: {reason}. Undo never crosses a throw, a "
                      "draw or a reveal.").format(what=what, reason=self._blocker)
        return None

    def take_back(self) -> Any:
        """The game state before the human's last decision (decoded from the kept bytes).
        Raises UndoRefused with the reason when undo is not allowed."""
        reason = self.why_not()
        if reason:
            raise UndoRefused(reason)
        assert self._before is not None
        state = self.kit.decode(self._before)
        self._before = None
        self._decision = None
        self._undone = True
        return state
