"""FOR-EX's New game answers and the story of a loaded game (the session itself is generic:
``cresus_tui.play.session``)."""

from __future__ import annotations

import random

import msgspec

from cresus_tui.games.typed import clean_name, reduce_seed
from cresus_tui.games.forex import Game, GameConfig, SeatConfig, new_game
from cresus_tui.games.forex.events import Event

from ..session import Step

RIVAL_NAMES = ("Sterling", "Florin", "Ducat", "Thaler", "Guilder")
LEVELS = ("easy", "normal", "hard", "random")
"""The rivals' levels ("random": the random-legal player, for tests)."""


class NewGameOptions(msgspec.Struct, frozen=True):
    """What the New game form asks: 1–5 rivals (2–6 players, F-1.1), their level (one for
    all, or ``levels`` one per rival), their names (empty: the default names), your name and
    an optional seed (None: drawn at random). ``first_player`` and ``removed`` script the
    set-up (tutorials)."""

    rivals: int = 3
    level: str = "normal"
    name: str = "You"
    seed: int | None = None
    levels: tuple[str, ...] = ()
    rival_names: tuple[str, ...] = ()
    first_player: int | None = None
    removed: tuple[int, ...] | None = None
    people: tuple[str, ...] = ()
    """The names of the other people at this screen (pass-and-play), seats 1.. after yours
    and before the rivals; with at least one, 0 rivals are allowed."""

    def start(self) -> tuple[Game, list[Event]]:
        """The new game and its opening events. Raises ValueError for a number of rivals
        outside 1..5 or an unknown level."""
        return new_game(build_config(self))


def build_config(options: NewGameOptions) -> GameConfig:
    """The engine config; seat 0 (shown as P1) is the human (F-18.1).

    Raises ValueError for a number of rivals outside 1..5 or an unknown level."""
    if not (0 if options.people else 1) <= options.rivals <= 5 - len(options.people):
        raise ValueError("Play against 1 to 5 rivals (2 to 6 players)." if not options.people
                         else "2 to 6 players in all.")
    seed = reduce_seed(options.seed) if options.seed is not None else \
        random.SystemRandom().randrange(2**32)  # any whole number plays (the door's range)
    seats = [SeatConfig(clean_name(options.name, 16, "You"), "human")]
    seats += [SeatConfig(clean_name(p, 16, f"Player {i + 2}"), "human")
              for i, p in enumerate(options.people)]
    for i in range(options.rivals):
        level = options.levels[i] if i < len(options.levels) else options.level
        if level not in LEVELS:
            raise ValueError(f"Unknown level {level!r}: easy, normal or hard.")
        given = clean_name(options.rival_names[i], 16) if i < len(options.rival_names) else ""
        seats.append(SeatConfig(given or RIVAL_NAMES[i], "rival", level))
    return GameConfig(tuple(seats), seed, options.first_player, options.removed)


def replay_story(game: Game) -> tuple[list[Event], list[Step]]:
    """The opening events and every step so far, replayed from the config and the decision
    log (a loaded game keeps no events; rivals' reasons are not kept). ``([], [])`` when the
    replay fails."""
    try:
        fresh, opening = new_game(game.state.config)
        steps = []
        for entry in game.state.log:
            seat, decision = _entry(entry)
            steps.append(Step(seat, decision, "", fresh.submit(seat, decision)))
    except Exception:  # noqa: BLE001 - the story is a convenience
        return [], []
    return opening, steps


def _entry(entry):
    if isinstance(entry, (tuple, list)):
        return entry[0], entry[1]
    return entry.seat, entry.decision
