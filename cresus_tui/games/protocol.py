"""The one door every game's rules engine offers, and what the registry knows of a game.

Modelled on OpenSpiel's ``Game``/``State`` split: a game module offers ``new_game(config)``
and its state object offers ``requests / submit / view / is_over / ranking / encode``; the
generic tools (random playthroughs, the simulator, saves, the play layer) use nothing else.

Pure Python: no Textual, no files but a game's own data, no clock.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, Protocol, runtime_checkable

import msgspec


class IllegalDecision(ValueError):
    """A decision the rules do not allow now; the game is unchanged. ``reason`` is a sentence
    a person can read, shown verbatim by every front end."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class SeatConfig(msgspec.Struct, frozen=True):
    """A seat of any game: a human or a computer rival (``level``: easy, normal, hard;
    ``personality``: a game's own word, or empty; ``kind`` "random" is the random-legal
    player of tests and simulations)."""

    name: str
    kind: Literal["human", "rival", "random"] = "rival"
    level: str = "normal"
    personality: str = ""


@runtime_checkable
class Request(Protocol):
    """What the engine waits for: every request names the seat that must answer it."""

    seat: int


@runtime_checkable
class GameState(Protocol):
    """A game in progress (OpenSpiel's ``State``). Every decision goes in through ``submit``
    and every visible change comes out as a typed event."""

    @property
    def is_over(self) -> bool: ...

    def requests(self) -> tuple[Any, ...]:
        """Who must decide what now; simultaneous secret requests come together."""
        ...

    def submit(self, seat: int, decision: Any) -> list[Any]:
        """Apply one decision and play on; the events that followed, in order.

        Raises IllegalDecision (changing nothing) for anything the rules do not allow now,
        including decisions of the wrong type or out of range."""
        ...

    def view(self, seat: int) -> Any:
        """What ``seat`` may know: never a deck order nor another seat's secret choice."""
        ...

    def ranking(self) -> list[tuple[int, int]]:
        """(place, seat) best first, tied seats sharing a place; empty until the end."""
        ...

    def encode(self) -> bytes:
        """The whole state as bytes; the game's ``decode`` gives it back exactly."""
        ...


class SeatSummary(msgspec.Struct, frozen=True):
    """One seat as a load menu shows it: ``kind`` human/rival/random, ``cash`` in M,
    ``luxuries`` a count of the game's trophies (Crésus: luxury cards; 0 where a game has none),
    ``eliminated`` out of the game."""

    name: str
    kind: str
    cash: int
    luxuries: int
    eliminated: bool = False


class Summary(msgspec.Struct, frozen=True):
    """What a save's header says of a game without decoding it: ``turn`` (0 before the
    first), ``phase`` (the game's own word, "over" at the end), ``over``, ``seed``, ``seats``."""

    turn: int
    phase: str
    over: bool
    seed: int
    seats: list[SeatSummary]


@dataclass(frozen=True)
class GameSpec:
    """What the house knows of one game's rules engine (the registry's entry).

    ``make_config(seats, seed)`` builds the game's config; ``new_game(config)`` returns
    ``(state, events)``; ``decode(bytes)`` rebuilds an encoded state (raising
    ``msgspec.DecodeError``/``ValidationError``/``IllegalDecision`` on bad bytes);
    ``random_decision(state, seat, rng)`` is a uniform legal answer to the seat's request
    (the random-legal player); ``data_version()`` names the rules data (a short hash of the
    data file). ``rules_file`` is the in-game rules reference (Markdown).

    Saves (optional, with defaults for a game that gives none): ``summary(state)`` is the
    header of a save (``Summary``); ``save_body(state)`` the bytes a save keeps (default
    ``state.encode()``); ``load_body(bytes) -> (state, replayed)`` brings them back (default
    ``(decode(bytes), False)``), raising ValueError, msgspec.DecodeError or ValidationError on
    bytes it cannot use; ``state_type`` is the class of the game's states (how saves know
    which game a state belongs to); ``checkpoint(events)`` says when those events are a moment
    to autosave (default: after any events)."""

    id: str
    name: str
    min_players: int
    max_players: int
    rules_file: Path
    data_file: Path
    make_config: Callable[[Sequence[SeatConfig], int], Any]
    new_game: Callable[[Any], tuple[GameState, list[Any]]]
    decode: Callable[[bytes], GameState]
    random_decision: Callable[[GameState, int, random.Random], Any]
    data_version: Callable[[], str]
    state_type: type | None = None
    summary: Callable[[GameState], Summary] | None = None
    save_body: Callable[[GameState], bytes] | None = None
    load_body: Callable[[bytes], tuple[GameState, bool]] | None = None
    checkpoint: Callable[[list[Any]], bool] | None = None
    story_body: Callable[[GameState, Sequence[str]], bytes] | None = None
    """``story_body(state, notes)``: the body bytes with one note per decision of the log (a
    rival's reason, the command typed), so a reloaded game retells its story; None: the game
    keeps no notes (``body_of`` ignores them)."""
    load_story: Callable[[bytes], list[str]] | None = None
    """``load_story(body bytes)``: the notes a body keeps ([] when none)."""
    tagline: str = ""
    """A few words on what the game is about, for the main menu ("shares, dice and luxury")."""
    """One line on what the game is about, for the main menu ("Buy shares on six markets …")."""
    turn_word: str = "turn"
    """What the game calls the ``turn`` of its save summary, as the game itself says it
    ("turn"; Big Money: "round"), in every generic place (Continue, Load, saves, exports)."""

    def moment(self, turn: int, over: bool = False) -> str:
        """Where a game stands in the game's own word: "round 7", "turn 3", "setup" (before
        the first), "over"."""
        if over:
            return "over"
        return f"{self.turn_word} {turn}" if turn else "setup"

    def summarise(self, state: GameState) -> Summary:
        """The save header's summary of ``state`` (a bare one if the game gives none)."""
        if self.summary is not None:
            return self.summary(state)
        return Summary(0, "over" if state.is_over else "playing", state.is_over, 0, [])

    def body_of(self, state: GameState, story: Sequence[str] = ()) -> bytes:
        """The bytes a save keeps of ``state`` (with the notes of its log when the game keeps
        them)."""
        if story and self.story_body is not None:
            return self.story_body(state, story)
        return self.save_body(state) if self.save_body is not None else state.encode()

    def story_in(self, body: bytes) -> tuple[str, ...]:
        """The notes a save's body keeps, () when none or unreadable."""
        if self.load_story is None:
            return ()
        try:
            return tuple(str(n) for n in self.load_story(body))
        except (ValueError, TypeError, msgspec.DecodeError, RecursionError):
            return ()

    def restore(self, body: bytes) -> tuple[GameState, bool]:
        """The state of a save's body bytes and whether it was rebuilt by replaying.
        Raises ValueError, msgspec.DecodeError/ValidationError (or the game's
        IllegalDecision) on bytes that do not hold a game."""
        if self.load_body is not None:
            return self.load_body(body)
        return self.decode(body), False


def check_decision(decision: Any, allowed: Any, error: type[IllegalDecision] = IllegalDecision,
                   ) -> None:
    """Check at the door that ``decision`` is exactly one of the decision types ``allowed``
    (a msgspec Struct type or a tagged union of them), every field of its declared type.

    A round trip ``msgspec.to_builtins`` → ``msgspec.convert(..., strict=True)`` is done, so
    ``True`` is not an int seat or bid, ``1.0`` not a market, ``"no"`` not a yes/no answer,
    ``0.5`` M not an amount. Ranges are each game's own check. Raises ``error`` (an
    IllegalDecision subclass) with a readable reason; nothing else."""
    try:
        plain = msgspec.to_builtins(decision)
    except (TypeError, ValueError, OverflowError, RecursionError):
        raise error(f"{type(decision).__name__} is not a decision of this game.") from None
    if not isinstance(plain, dict):
        raise error(f"{type(decision).__name__} is not a decision of this game.")
    try:
        back = msgspec.convert(plain, allowed, strict=True)
    except (msgspec.ValidationError, TypeError, ValueError, OverflowError, RecursionError) as exc:
        raise error(f"That decision is not well formed ({str(exc)[:120]}).") from None
    if type(back) is not type(decision):
        raise error(f"{type(decision).__name__} is not a decision of this game.")


def check_seat(seat: Any, seats: int, error: type[IllegalDecision] = IllegalDecision) -> int:
    """``seat`` if it is a plain int in 0..seats-1 (``True`` is not a seat); else raise
    ``error``."""
    if type(seat) is not int or not 0 <= seat < seats:
        raise error(f"There is no seat {str(seat)[:20]}.")
    return seat
