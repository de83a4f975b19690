"""A game session: one or more people at one screen (pass-and-play) against computer rivals,
driven through the game's door (``cresus_tui.games.protocol``), for any registered game.

No Textual here: the app (and the tests) call this object. Rival decisions are made one at a
time by ``step_rival`` so that the app can pace them and run them in a worker. A game's New
game answers (``play/<game>/session.py``) start a session through ``Session.new``.
"""

from __future__ import annotations

import threading
from typing import Any, Protocol

import msgspec

from ai.base import Choice, Rival
from ai.kits import ai_kit
from cresus_tui.games.protocol import GameState, IllegalDecision
from cresus_tui.games.registry import spec_of


class GameOptions(Protocol):
    """A game's New game answers: ``start()`` gives ``(game, opening events)``."""

    def start(self) -> tuple[GameState, list[Any]]: ...


class Step(msgspec.Struct, frozen=True):
    """One applied decision: who, what, the rival's reason (empty for the human), the events."""

    seat: int
    decision: Any
    reason: str
    events: list[Any]


class Session:
    """The people are ``people`` (seats in order; default: the seats of kind "human" in the
    game's config, else ``human`` alone); ``human`` is the person at the screen now (seat 0
    at first), the seat whose view, requests and decisions ``human_request``, ``submit`` and
    ``undo`` concern — the table moves it from person to person (``hand_to``). Every other
    seat is a rival, made by the game's rivals (``ai.kits``) from the game's seats."""

    def __init__(self, game: GameState, human: int = 0, opening: list[Any] | None = None,
                 rivals: dict[int, Rival] | None = None,
                 notes: list[str] | tuple[str, ...] = (),
                 people: tuple[int, ...] | None = None) -> None:
        self.game = game
        self.people: tuple[int, ...] = people if people else people_of(game, human)
        """The seats played by people at this screen, in seat order (one for a game against
        rivals only)."""
        logged = _logged(game)
        self.notes: list[str] = (list(notes) + [""] * logged)[:logged]
        """One note per decision of the log (games whose state keeps a ``log``): a rival's
        reason, your typed command, or ""; saved with the game so its story keeps them."""
        self.human = human
        self.opening = opening or []
        self.lock = threading.RLock()
        """Held while the game changes (a rival's step in a worker) and while it is copied
        for a save, so a save never sees a half-applied decision."""
        self.spec = spec_of(game)
        if rivals is None:
            kit = ai_kit(self.spec.id)
            rivals = kit.rivals_for(game, human) if kit is not None and kit.rivals_for else {}
        self.rivals: dict[int, Rival] = {seat: r for seat, r in rivals.items()
                                         if seat not in self.people}
        from cresus_tui.play.review.kits import kit_for
        from cresus_tui.play.review.undo import UndoGuard

        self.undo_guard = UndoGuard(kit_for(self.spec.id), human, self.names)
        """Keeps the state before the human's last decision for ``undo`` (issue 15)."""
        self._recall_undo = _logged(game) > 0
        """A game under way (loaded): the first ``undo`` recalls its last decision from the
        log (``UndoGuard.recall``), so Continue does not forget what undo may take back."""
        from cresus_tui.play.kits import play_kit

        kit = play_kit(self.spec.id)
        self._reveals: tuple[type, ...] = kit.reveals if kit is not None else ()
        self._sealed_base: GameState | None = None
        """The game before the first rival's sealed choice of the round (C-7.4), until the
        reveal: what ``snapshot`` gives meanwhile."""

    @classmethod
    def new(cls, options: GameOptions) -> Session:
        """A new game from a game's New game answers; seat 0 is the human."""
        game, events = options.start()
        return cls(game, 0, events)

    @property
    def names(self) -> list[str]:
        """Every seat's name, in seat order (from the game's save summary)."""
        return [s.name for s in self.spec.summarise(self.game).seats]

    def request_for(self, seat: int) -> Any | None:
        """The request waiting for ``seat`` (the latest, e.g. a trade offer first), or None."""
        for r in reversed(self.game.requests()):
            if r.seat == seat:
                return r
        return None

    def human_request(self) -> Any | None:
        """The request waiting for the human, or None."""
        return self.request_for(self.human)

    @property
    def several(self) -> bool:
        """More than one person plays at this screen (pass-and-play)."""
        return len(self.people) > 1

    def person_to_move(self) -> int | None:
        """The person who must act now: the one at the screen when a request waits for them,
        else the first person (in the order of the requests) with one; None when only rivals
        have requests, or the game is over."""
        if self.game.is_over:
            return None
        seats = [r.seat for r in self.game.requests() if r.seat in self.people]
        if self.human in seats:
            return self.human
        return seats[0] if seats else None

    def hand_to(self, seat: int) -> None:
        """The person at ``seat`` takes the screen: requests, decisions and undo are theirs
        from now on; the undo of the previous person ends here (another person acts next).
        Raises ValueError for a seat that is not a person's."""
        if seat not in self.people:
            raise ValueError(f"seat {seat} is not played by a person")
        if seat == self.human:
            return
        from cresus_tui.play.review.kits import kit_for
        from cresus_tui.play.review.undo import UndoGuard

        with self.lock:
            self.human = seat
            self.undo_guard = UndoGuard(kit_for(self.spec.id), seat, self.names)
            self._recall_undo = False

    def rival_to_move(self) -> int | None:
        """The next rival seat with a request, or None (a person must act, or it is over).

        A rival makes a secret choice (a request with ``secret`` true; Crésus: market, bid,
        participation, C-7.4, C-10.5) only once every person's secret choice of the same
        round is in, so no save ever holds a rival's sealed choice before the people have
        made their own."""
        if self.game.is_over:
            return None
        reqs = self.game.requests()
        human_secret = any(r.seat in self.people and _secret(r) for r in reqs)
        for r in reqs:
            if r.seat not in self.people and not (human_secret and _secret(r)):
                return r.seat
        return None

    def step_rival(self) -> Step | None:
        """Let one rival make one decision (a side decision first if it wants one).
        Returns None when no rival has anything to decide."""
        seat = self.rival_to_move()
        if seat is None:
            return None
        rival = self.rivals[seat]
        view = self.game.view(seat)
        choice = rival.side_decision(view)
        if choice is not None:
            try:  # a side decision the engine refuses (e.g. a share under sale) is dropped
                return self._apply(seat, choice)
            except IllegalDecision:
                pass
        req = self.request_for(seat)
        assert req is not None
        if _secret(req) and self._sealed_base is None:
            with self.lock:  # the game before any rival's sealed choice of this round
                self._sealed_base = self._copy()
        return self._apply(seat, rival.decide(view, req))

    def run_rivals(self, limit: int = 10_000) -> list[Step]:
        """Every rival decision until the human must act or the game ends."""
        steps = []
        for _ in range(limit):
            step = self.step_rival()
            if step is None:
                break
            steps.append(step)
        return steps

    def submit(self, decision: Any, note: str = "") -> Step:
        """The human's decision; ``note``: the command typed for it, kept for the retold
        story. Raises IllegalDecision (nothing changes)."""
        with self.lock:
            self.undo_guard.before(self.game, decision)
            events = self.game.submit(self.human, decision)
            self.undo_guard.human_done(events)
            self._note(note)
            self._after(events)
        return Step(self.human, decision, "", events)

    def undo(self) -> Any:
        """Take back the human's last decision (``cresus_tui/play/review/undo.py``): the game
        is restored byte for byte (``encode()``). Returns the decision taken back. Raises
        UndoRefused with the reason (a throw, a draw or a reveal since, or another seat's
        decision in the open)."""
        with self.lock:
            if self.undo_guard.fresh and self._recall_undo and not self.several:
                self.undo_guard.recall(self.game)  # a loaded game: its last decision
            self._recall_undo = False
            decision = self.undo_guard.decision
            self.game = self.undo_guard.take_back()
            self._sealed_base = None
        return decision

    def _apply(self, seat: int, choice: Choice) -> Step:
        with self.lock:
            events = self.game.submit(seat, choice.decision)
            self.undo_guard.other(seat, choice.decision, events)
            self._note(choice.reason)
            self._after(events)
        return Step(seat, choice.decision, choice.reason, events)

    def _after(self, events: list[Any]) -> None:
        """Forget the pre-sealed copy once the round's choices are revealed."""
        if self._sealed_base is not None and (
                self.game.is_over or any(isinstance(e, self._reveals) for e in events)
                or not any(_secret(r) for r in self.game.requests())):
            self._sealed_base = None

    def _note(self, note: str) -> None:
        logged = _logged(self.game)
        self.notes = (self.notes + [""] * logged)[: max(0, logged - 1)] + [note or ""] \
            if logged else []

    def snapshot_with_story(self) -> tuple[GameState, list[str]]:
        """A copy of the game (as ``snapshot`` gives it) and the notes of its log (for a
        save), taken together."""
        with self.lock:
            game = self.snapshot()
            return game, list(self.notes[: _logged(game)])

    def _copy(self) -> GameState:
        clone = getattr(self.game, "clone", None)
        return clone() if clone is not None else self.spec.decode(self.game.encode())

    def snapshot(self) -> GameState:
        """A copy of the game as it stands between two decisions (for a save). While rivals
        are making their sealed choices of a round (C-7.4), the copy is the game from before
        the first of them: they make them again, the same, after a reload, and the save never
        holds a rival's sealed choice before its reveal."""
        with self.lock:
            if self._sealed_base is not None:
                base = self._sealed_base
                clone = getattr(base, "clone", None)
                return clone() if clone is not None else self.spec.decode(base.encode())
            return self._copy()


def people_of(game: GameState, human: int = 0) -> tuple[int, ...]:
    """The seats of ``game`` played by people: those of kind "human" in its config (a save
    records them there), else ``(human,)`` — a game from before pass-and-play, or one whose
    config names no person, has one person."""
    config = getattr(getattr(game, "state", None), "config", None)
    seats = getattr(config, "seats", ())
    found = tuple(i for i, s in enumerate(seats) if getattr(s, "kind", "") == "human")
    return found if human in found else (human,)


def _logged(game: GameState) -> int:
    """Decisions in ``game``'s log (0 for a game whose state keeps none)."""
    log = getattr(getattr(game, "state", None), "log", None)
    return len(log) if isinstance(log, list) else 0


def _secret(request: Any) -> bool:
    """Whether ``request`` asks for a choice kept secret until a reveal."""
    return bool(getattr(request, "secret", False))
