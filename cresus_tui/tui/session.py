"""A game session: one human seat against computer rivals, driven through the engine's door.

No Textual here: the app (and the tests) call this object. Rival decisions are made one at a
time by ``step_rival`` so that the app can pace them and run them in a worker.
"""

from __future__ import annotations

import random
import threading

import msgspec

from ai.rival import Choice, Rival, make_rival
from cresus_tui.engine import Game, GameConfig, Scenario, SeatConfig, new_game
from cresus_tui.engine.decisions import Decision
from cresus_tui.engine.events import Event
from cresus_tui.engine.requests import Request

RIVAL_NAMES = ("Crassus", "Midas", "Rothschild", "Fugger", "Médicis")
PERSONALITY_CHOICES = ("flambeur", "joueur", "ruse", "stratege")


class NewGameOptions(msgspec.Struct, frozen=True):
    """What the New game form asks: 1–5 rivals, their level, personalities ("random" picks one
    per rival, "" none), your name and an optional seed (None: drawn at random)."""

    rivals: int = 3
    level: str = "normal"
    personality: str = "random"
    name: str = "You"
    seed: int | None = None
    scenario: Scenario | None = None


class Step(msgspec.Struct, frozen=True):
    """One applied decision: who, what, the rival's reason (empty for the human), the events."""

    seat: int
    decision: Decision
    reason: str
    events: list[Event]


def build_config(options: NewGameOptions) -> GameConfig:
    """The engine config for a new game; seat 0 is the human (C-1.1).

    Raises ValueError for a number of rivals outside 1..5."""
    if not 1 <= options.rivals <= 5:
        raise ValueError("Play against 1 to 5 rivals.")
    seed = options.seed if options.seed is not None else random.SystemRandom().randrange(2**32)
    pick = random.Random(seed)
    seats = [SeatConfig(options.name or "You", "human")]
    for i in range(options.rivals):
        personality = options.personality
        if personality == "random":
            personality = pick.choice(PERSONALITY_CHOICES)
        seats.append(SeatConfig(RIVAL_NAMES[i], "rival", options.level, personality))
    return GameConfig(tuple(seats), seed, options.scenario)


class Session:
    """The human is ``human`` (seat 0); every other seat is a rival made from its SeatConfig."""

    def __init__(self, game: Game, human: int = 0, opening: list[Event] | None = None,
                 notes: list[str] | tuple[str, ...] = ()) -> None:
        self.game = game
        self.human = human
        self.opening = opening or []
        logged = len(game.state.log)
        self.notes: list[str] = (list(notes) + [""] * logged)[:logged]
        """One note per decision of the log: a rival's reason, your typed command, or ""."""
        self.lock = threading.RLock()
        """Held while the game changes (a rival's step in a worker) and while it is copied
        for a save, so a save never sees a half-applied decision."""
        cfg = game.state.config
        self.rivals: dict[int, Rival] = {
            i: make_rival(s.level if s.kind == "rival" else "random", s.personality,
                          seed=cfg.seed * 7 + i)
            for i, s in enumerate(cfg.seats) if i != human}

    @classmethod
    def new(cls, options: NewGameOptions) -> Session:
        game, events = new_game(build_config(options))
        return cls(game, 0, events)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.game.state.seats]

    def human_request(self) -> Request | None:
        """The request waiting for the human, or None."""
        return self.game.request_for(self.human)

    def rival_to_move(self) -> int | None:
        """The next rival seat with a request, or None (the human must act, or it is over)."""
        if self.game.is_over:
            return None
        for r in self.game.requests():
            if r.seat != self.human:
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
        if choice is None:
            req = self.game.request_for(seat)
            assert req is not None
            choice = rival.decide(view, req)
        return self._apply(seat, choice)

    def run_rivals(self, limit: int = 10_000) -> list[Step]:
        """Every rival decision until the human must act or the game ends."""
        steps = []
        for _ in range(limit):
            step = self.step_rival()
            if step is None:
                break
            steps.append(step)
        return steps

    def submit(self, decision: Decision, note: str = "") -> Step:
        """The human's decision; ``note``: the command typed for it, kept for the retold
        story. Raises IllegalDecision (nothing changes)."""
        with self.lock:
            events = self.game.submit(self.human, decision)
            self._note(note)
        return Step(self.human, decision, "", events)

    def _apply(self, seat: int, choice: Choice) -> Step:
        with self.lock:
            events = self.game.submit(seat, choice.decision)
            self._note(choice.reason)
        return Step(seat, choice.decision, choice.reason, events)

    def _note(self, note: str) -> None:
        logged = len(self.game.state.log)
        self.notes = (self.notes + [""] * logged)[: logged - 1] + [note or ""]

    def snapshot(self) -> Game:
        """A copy of the game as it stands between two decisions (for a save)."""
        with self.lock:
            return self.game.clone()

    def snapshot_with_story(self) -> tuple[Game, list[str]]:
        """A copy of the game and the notes of its log (for a save), taken together."""
        with self.lock:
            game = self.game.clone()
            return game, list(self.notes[: len(game.state.log)])


def replay_story(game: Game, notes: list[str] | tuple[str, ...] = ()
                 ) -> tuple[list[Event], list[Step]]:
    """The opening events and every step of ``game`` so far, regenerated by replaying its
    decision log in a fresh engine from its config (a loaded game keeps no events). ``notes``
    (from the save, one per log entry) become the steps' reasons: a rival's reason, or the
    command you typed. ``([], [])`` if the replay fails."""
    said = list(notes) + [""] * len(game.state.log)
    try:
        fresh, opening = new_game(game.state.config)
        steps = [Step(e.seat, e.decision, said[i], fresh.submit(e.seat, e.decision))
                 for i, e in enumerate(game.state.log)]
    except Exception:  # the story is a convenience: the loaded game itself is what counts
        return [], []
    return opening, steps
