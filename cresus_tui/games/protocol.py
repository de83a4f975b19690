"""The one door every game's rules engine offers, and what the registry knows of a game.

Modelled on OpenSpiel's ``Game``/``State`` split: a game module offers ``new_game(config)``
and its state object offers ``requests / submit / view / is_over / ranking / encode``; the
generic tools (random playthroughs, the simulator, saves, the play layer) use nothing else.

Pure Python: no Textual, no files but a game's own data, no clock.
"""

from __future__ import annotations

import importlib
import random
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol, runtime_checkable

import msgspec

from cresus_tui.i18n import N_, tr


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


NAME_MAX = 40
"""Longest seat name any engine accepts (front ends show at most their own, shorter, limit)."""

SEED_MAX = (1 << 64) - 1
"""Seeds are 0 .. 2**64-1, the range of every game's generator."""

LEVELS = ("random", "easy", "normal", "hard")
"""Rival levels a seat may name in any game ("random" is the random-legal player)."""

PERSONALITIES = ("", "flambeur", "joueur", "ruse", "stratege")
"""Rival personalities a seat may name in a game that has them ("" none)."""

KINDS = ("human", "rival", "random")


def name_problem(name: Any) -> str:
    """Why ``name`` is not a seat name ("" when it is one): 1 to NAME_MAX printable
    characters, no control, format or bidi-override character (``str.isprintable``), not
    blank."""
    if not isinstance(name, str) or not 1 <= len(name) <= NAME_MAX or not name.strip():
        return f"a name is 1 to {NAME_MAX} printable characters"
    if not name.isprintable():
        return f"a name is 1 to {NAME_MAX} printable characters, no control or bidi character"
    return ""


def check_seats(seats: Any, game: str, lo: int, hi: int, seed: Any,
                error: type[Exception] = ValueError,
                personalities: Sequence[str] = PERSONALITIES,
                levels: Sequence[str] = LEVELS) -> None:
    """THE configuration door of every game, run by each ``new_game`` (so by every load,
    which replays from the config): ``lo`` to ``hi`` seats, each a SeatConfig with a name
    (``name_problem``), a known kind, level (LEVELS) and personality (``personalities``,
    the game's own: "" alone for a game without them), and a seed, a whole number in
    0 .. SEED_MAX. Raises ``error`` with one of the same readable reasons in every game,
    naming the seat by its number from 0."""
    if not isinstance(seats, (tuple, list)) or not all(
            isinstance(s, SeatConfig) for s in seats):
        raise error("seats must be SeatConfig entries")
    if not lo <= len(seats) <= hi:
        raise error(f"{game} is played by {lo} to {hi} players, not {len(seats)}.")
    for i, s in enumerate(seats):
        problem = name_problem(s.name)
        if problem:
            raise error(f"seat {i}: {problem}")
        if s.kind not in KINDS:
            raise error(f"seat {i}: unknown kind {str(s.kind)[:20]!r}")
        if s.level not in levels:
            raise error(f"seat {i}: unknown rival level {str(s.level)[:20]!r}")
        if s.personality not in personalities:
            raise error(f"seat {i}: unknown personality {str(s.personality)[:20]!r}")
    if type(seed) is not int or not 0 <= seed <= SEED_MAX:
        raise error(f"the seed must be a whole number from 0 to {SEED_MAX}")


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


class Lazy:
    """A function of a game's engine named by ``"package.module:function"`` and imported on its
    first call, so that a registry entry costs nothing to import (start-up: no game's engine is
    loaded before that game is chosen or one of its saves is opened). Calls pass straight
    through; an import error is raised at the first call."""

    __slots__ = ("ref", "_target")

    def __init__(self, ref: str) -> None:
        module, sep, name = ref.partition(":")
        if not sep or not module or not name:
            raise ValueError(f"{ref!r} is not 'package.module:function'")
        self.ref = ref
        self._target: Callable[..., Any] | None = None

    def resolve(self) -> Callable[..., Any]:
        """The function itself (imported now if it was not yet)."""
        if self._target is None:
            module, _, name = self.ref.partition(":")
            self._target = getattr(importlib.import_module(module), name)
        return self._target

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.resolve()(*args, **kwargs)

    def __repr__(self) -> str:
        return f"Lazy({self.ref!r})"


def loaded_class(ref: type | str | None) -> type | None:
    """The class ``ref`` names (a class, or ``"package.module:Class"``) if it is loaded, without
    importing anything: an object of a class whose module was never imported cannot exist, so
    a registry can match a state against every game without loading any engine."""
    if ref is None or isinstance(ref, type):
        return ref
    module, _, name = ref.partition(":")
    loaded = sys.modules.get(module)
    return getattr(loaded, name, None) if loaded is not None else None


@dataclass(frozen=True)
class GameWords:
    """How places that know no game (``cresus saves``, the Load list) speak of one game's save
    summary (``SeatSummary``): ``unit`` the money of ``cash`` (Crésus "M", Big Money "Z",
    FOR-EX "units"); ``trophy`` what ``luxuries`` counts, singular ("luxury card", "card",
    "certificate"), ``trophies`` its plural (default: ``trophy`` + "s"), ``mark`` its short
    mark ("L", "c", "cert."); ``seat`` one seat in the Load list, a format with ``name``,
    ``cash``, ``count`` and ``out`` (``out_word`` when the seat is out of the game, else "");
    ``phases``: a summary's phase id → words ("cresus" → "Crésus card"; ids not listed are
    shown as they are); ``turn`` the game's word for the summary's turn ("round")."""

    unit: str = N_("points")
    trophy: str = N_("trophy")
    trophies: str = ""
    mark: str = "t"
    seat: str = "{name} {cash} {unit}/{count}{mark}"
    out_word: str = N_(" (out)")
    phases: Mapping[str, str] = field(default_factory=dict)
    turn: str = N_("turn")
    """What the game calls the ``turn`` of its save summary ("turn"; Big Money: "round").
    Every word here is shown through ``i18n.tr``: a game marks its words with ``N_``."""

    def count(self, n: int) -> str:
        """``n`` trophies in words: "1 card", "2 cards"."""
        word = self.trophy if n == 1 else (self.trophies or self.trophy + "s")
        return f"{n} {tr(word)}"

    def seat_line(self, seat: SeatSummary) -> str:
        """One seat of a save as the Load list shows it ("You 58 M/1L")."""
        return tr(self.seat).format(name=seat.name, cash=seat.cash, count=seat.luxuries,
                                unit=tr(self.unit), mark=tr(self.mark),
                                out=tr(self.out_word) if seat.eliminated else "")

    def phase(self, phase: str) -> str:
        """A summary's phase in words."""
        return tr(self.phases.get(phase, phase))


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
    to autosave (default: after any events).

    Every hook may be a ``Lazy("module:function")`` and ``state_type`` a
    ``"module:Class"`` string: the registry entry then imports nothing of the engine until a
    hook is called. ``words``: how generic places speak of the game's saves (``GameWords``)."""

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
    state_type: type | str | None = None
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
    load_other_rules: Callable[[bytes], GameState] | None = None
    """``load_other_rules(body bytes)``: the state of a body saved under other rules data (its
    header names another ``data_version``, or none) whose log no longer replays as saved,
    checked by the game's own invariants; None: such a save is refused as damaged. Raises
    as ``load_body``. Never used for a save that names today's rules data."""
    words: GameWords = field(default_factory=GameWords)
    tagline: str = ""
    """A few words on what the game is about, for the main menu ("shares, dice and luxury")."""

    def owns(self, state: Any) -> bool:
        """Whether ``state`` is a state of this game (imports nothing: see ``loaded_class``)."""
        cls = loaded_class(self.state_type)
        return cls is not None and isinstance(state, cls)

    @property
    def turn_word(self) -> str:
        """What the game calls the ``turn`` of its save summary ("turn"; Big Money:
        "round"), in every generic place (Continue, Load, saves, exports)."""
        return self.words.turn

    def moment(self, turn: int, over: bool = False) -> str:
        """Where a game stands in the game's own word: "round 7", "turn 3", "setup" (before
        the first), "over"."""
        if over:
            return tr("over")
        return f"{tr(self.words.turn)} {turn}" if turn else tr("setup")

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


_DOOR_ENCODER = msgspec.msgpack.Encoder()
_DOOR_DECODERS: dict[Any, msgspec.msgpack.Decoder] = {}


def check_decision(decision: Any, allowed: Any, error: type[IllegalDecision] = IllegalDecision,
                   ) -> None:
    """Check at the door that ``decision`` is exactly one of the decision types ``allowed``
    (a msgspec Struct type or a tagged union of them), every field of its declared type.

    A strict MessagePack round trip is done (encode, then decode as ``allowed``: a typed
    decoder made once per ``allowed``, about 0.2 µs a decision), so ``True`` is not an int
    seat or bid, ``1.0`` not a market, ``"no"`` not a yes/no answer, ``0.5`` M not an amount,
    and an integer beyond 64 bits not a number at all. Ranges are each game's own check.
    Raises ``error`` (an IllegalDecision subclass) with a readable reason; nothing else."""
    if not isinstance(decision, msgspec.Struct):
        raise error(f"{type(decision).__name__} is not a decision of this game.")
    try:
        data = _DOOR_ENCODER.encode(decision)
    except (TypeError, ValueError, OverflowError, RecursionError):
        raise error(f"{type(decision).__name__} is not a decision of this game.") from None
    decoder = _DOOR_DECODERS.get(allowed)
    if decoder is None:
        decoder = _DOOR_DECODERS[allowed] = msgspec.msgpack.Decoder(allowed)
    try:
        back = decoder.decode(data)
    except (msgspec.ValidationError, msgspec.DecodeError, TypeError, ValueError,
            OverflowError, RecursionError) as exc:
        raise error(tr("That decision is not well formed ({reason}).").format(
            reason=str(exc)[:120])) from None
    if type(back) is not type(decision):
        raise error(f"{type(decision).__name__} is not a decision of this game.")


def check_seat(seat: Any, seats: int, error: type[IllegalDecision] = IllegalDecision) -> int:
    """``seat`` if it is a plain int in 0..seats-1 (``True`` is not a seat); else raise
    ``error``."""
    if type(seat) is not int or not 0 <= seat < seats:
        raise error(tr("There is no seat {seat}.").format(seat=str(seat)[:20]))
    return seat
