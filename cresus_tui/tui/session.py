"""A game session: one human seat against computer rivals, driven through the engine's door.

No Textual here: the app (and the tests) call this object. Rival decisions are made one at a
time by ``step_rival`` so that the app can pace them and run them in a worker.
"""

from __future__ import annotations

import random
import threading

import msgspec

from ai.rival import Choice, Rival, make_rival
from cresus_tui.engine import Game, GameConfig, IllegalDecision, Scenario, SeatConfig, new_game
from cresus_tui.engine.decisions import Decision
from cresus_tui.engine.events import BidsRevealed, Event, ParticipationRevealed, PawnsMoved
from cresus_tui.engine.requests import Request

RIVAL_NAMES = ("Crassus", "Midas", "Rothschild", "Fugger", "Médicis")
PERSONALITY_CHOICES = ("flambeur", "joueur", "ruse", "stratege")
SEALED_REVEALS = (BidsRevealed, PawnsMoved, ParticipationRevealed)


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
    deal: list[str] = []  # "random": one each, no repeat until all four are dealt
    for i in range(options.rivals):
        personality = options.personality
        if personality == "random":
            if not deal:
                deal = list(PERSONALITY_CHOICES)
                pick.shuffle(deal)
            personality = deal.pop()
        seats.append(SeatConfig(RIVAL_NAMES[i], "rival", options.level, personality))
    return GameConfig(tuple(seats), seed, options.scenario)


class Session:
    """The human is ``human`` (seat 0); every other seat is a rival made from its SeatConfig."""

    def __init__(self, game: Game, human: int = 0, opening: list[Event] | None = None) -> None:
        self.game = game
        self.human = human
        self.opening = opening or []
        self.lock = threading.RLock()
        """Held while the game changes (a rival's step in a worker) and while it is copied
        for a save, so a save never sees a half-applied decision."""
        cfg = game.state.config
        self.rivals: dict[int, Rival] = {
            i: make_rival(s.level if s.kind == "rival" else "random", s.personality,
                          seed=cfg.seed * 7 + i)
            for i, s in enumerate(cfg.seats) if i != human}
        self._sealed_base: Game | None = None

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
        """The next rival seat with a request, or None (the human must act, or it is over).

        A rival makes a secret choice (market, bid, participation: C-7.4, C-10.5) only once
        the human's secret choice of the same round is in, so no save ever holds a rival's
        sealed choice before the human has made its own."""
        if self.game.is_over:
            return None
        reqs = self.game.requests()
        human_secret = any(r.seat == self.human and r.secret for r in reqs)
        for r in reqs:
            if r.seat != self.human and not (human_secret and r.secret):
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
        req = self.game.request_for(seat)
        assert req is not None
        if req.secret and self._sealed_base is None:
            with self.lock:  # the game before any rival's sealed choice of this round
                self._sealed_base = self.game.clone()
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

    def submit(self, decision: Decision) -> Step:
        """The human's decision. Raises IllegalDecision (nothing changes)."""
        with self.lock:
            events = self.game.submit(self.human, decision)
            self._after(events)
        return Step(self.human, decision, "", events)

    def _apply(self, seat: int, choice: Choice) -> Step:
        with self.lock:
            events = self.game.submit(seat, choice.decision)
            self._after(events)
        return Step(seat, choice.decision, choice.reason, events)

    def _after(self, events: list[Event]) -> None:
        """Forget the pre-sealed copy once the round's choices are revealed."""
        if self._sealed_base is not None and (
                self.game.is_over or any(isinstance(e, SEALED_REVEALS) for e in events)
                or not any(r.secret for r in self.game.requests())):
            self._sealed_base = None

    def snapshot(self) -> Game:
        """A copy of the game as it stands between two decisions (for a save). While rivals
        are making their sealed choices of a round (C-7.4), the copy is the game from before
        the first of them: they make them again, the same, after a reload, and the save never
        holds a rival's sealed choice before its reveal."""
        with self.lock:
            if self._sealed_base is not None:
                return self._sealed_base.clone()
            return self.game.clone()


def replay_story(game: Game) -> tuple[list[Event], list[Step]]:
    """The opening events and every step of ``game`` so far, regenerated by replaying its
    decision log in a fresh engine from its config (a loaded game keeps no events). Rivals'
    reasons are not kept in saves, so the steps carry none. ``([], [])`` if the replay fails."""
    try:
        fresh, opening = new_game(game.state.config)
        steps = [Step(e.seat, e.decision, "", fresh.submit(e.seat, e.decision))
                 for e in game.state.log]
    except Exception:  # the story is a convenience: the loaded game itself is what counts
        return [], []
    return opening, steps
