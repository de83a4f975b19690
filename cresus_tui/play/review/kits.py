"""What the generic review tools (export, replay, undo, statistics, post-game review) need to
know of one game, beyond the protocol door: a ``ReviewKit`` per game id, in a small registry.

A kit tells how to read a game's config and decision log, how to rebuild a game from them, which
events are chance or reveals (undo never crosses them), how to narrate an event and describe a
decision, and each seat's money and counters (the chart). Game-specific analysis of decisions is
a separate *reviewer* (``ReviewKit.reviewer``, run by ``analysis.review``).

A game's kit is found by folder, like its play kit (``play/kits.py``): ``KIT`` in
``cresus_tui/play/<game id>/review_kit.py``; a registered game without one gets a kit built
from its registry entry (``kit_from_spec``). This module names no game.

No Textual, no files (the data version reads the game's own data file through its loader).
"""

from __future__ import annotations

import hashlib
import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import msgspec

from cresus_tui.i18n import N_, tr, tr_p


@dataclass(frozen=True)
class ReviewKit:
    """One game's hooks for the generic tools.

    * ``config_type`` / ``decision_type``: msgspec types (a Struct and a tagged union) that
      ``msgspec.convert`` accepts, to read a JSON record back.
    * ``new_game(config) -> (state, events)``; ``decode(bytes) -> state``.
    * ``config_of(state)``, ``log_of(state) -> [(seat, decision)]``.
    * ``names_of(config) -> [str]``, ``kinds_of(config) -> [(kind, level)]`` per seat.
    * ``turn_of(state) -> int``; ``money_of(state) -> [M per seat]``;
      ``counters_of(state) -> {name: [int per seat]}`` (luxury cards in Crésus);
      ``tallies(state, seat) -> {name: int}``: what the statistics sum per game.
    * ``undo_blocker(event) -> str | None``: why an event forbids undoing a decision made before
      it (a throw, a draw, a reveal), or None.
    * ``turn_started(event) -> int | None``: the turn an event opens, or None.
    * ``narrate(event, viewer, names) -> str | None``: plain text (no markup).
    * ``describe(seat, decision, names, viewer) -> str``: a decision in words.
    * ``public_decision(decision) -> bool``: may other seats see this decision when taken
      (secret ones are told by their reveal event instead).
    * ``score_of(state, seat) -> (int, ...)``: the ranking key of a seat (bigger is better; a
      negative first value: out of the game, as FOR-EX's bankrupt);
      ``score_words`` says it ("6 luxury cards, 210 M", "312 Z", "41 CHF").
    * ``unit``, ``period``, ``money_label``: how the review and the chart name the money
      ("M", "turn", "Money" for Crésus; "Z", "round" for Big Money; "units", "turn", "Worth
      in the Strongest currency" for FOR-EX); ``chance``: what its luck comes from ("dice"
      in Crésus, "chance" by default).
    * ``reviewer(timeline, human) -> Review``: the game's decision analysis (``analysis.py``),
      or None: the chart and the story only.

    Kits of their own live in each game's play folder (``play/<id>/review_kit.py``); any
    other registered game gets one by ``kit_from_spec``.
    """

    id: str
    name: str
    config_type: Any
    decision_type: Any
    new_game: Callable[[Any], tuple[Any, list[Any]]]
    decode: Callable[[bytes], Any]
    data_version: Callable[[], str]
    config_of: Callable[[Any], Any]
    log_of: Callable[[Any], list[tuple[int, Any]]]
    names_of: Callable[[Any], list[str]]
    kinds_of: Callable[[Any], list[tuple[str, str]]]
    turn_of: Callable[[Any], int]
    money_of: Callable[[Any], list[int]]
    counters_of: Callable[[Any], dict[str, list[int]]]
    undo_blocker: Callable[[Any], str | None]
    turn_started: Callable[[Any], int | None]
    narrate: Callable[[Any, int, Sequence[str]], str | None]
    describe: Callable[[int, Any, Sequence[str], int], str]
    public_decision: Callable[[Any], bool]
    score_of: Callable[[Any, int], tuple[int, ...]]
    score_words: Callable[[tuple[int, ...]], str] = field(default=lambda s: str(s))
    tallies: Callable[[Any, int], dict[str, int]] = field(default=lambda state, seat: {})
    """Per-game counts summed by the statistics (Crésus: island 0/1, luxuries)."""
    unit: str = "M"
    """What ``money_of`` and the review's losses count in (Crésus M, Big Money Z, FOR-EX
    units of the Strongest currency)."""
    period: str = "turn"
    """What the chart's columns are (Crésus and FOR-EX: turns; Big Money: rounds)."""
    money_label: str = "Money"
    """What ``money_of`` measures, for the chart ("Worth in the Strongest" in FOR-EX)."""
    chance: str = "chance"
    """What luck is made of, in the review's words ("dice" in Crésus)."""
    undo_rule: str = N_("Undo never crosses a throw, a draw or a reveal.")
    """The sentence closing an undo refused (untranslated: ``tr`` when shown); FOR-EX, with
    no chance after the set-up, says its own."""
    reviewer: Callable[[Any, int], Any] | None = None
    """``reviewer(timeline, human) -> analysis.Review``: the decisions judged; None: none."""


KITS: dict[str, ReviewKit] = {}


def level_words(level: str) -> str:
    """A rival level in words of the current language ("easy" → French "facile"); a level
    this version does not know as it is."""
    words = {"easy": tr_p("rival level", "easy"), "normal": tr_p("rival level", "normal"),
             "hard": tr_p("rival level", "hard"), "expert": tr_p("rival level", "expert"),
             "random": tr_p("rival level", "random")}
    return words.get(level, level)


def kind_words(kind: str, level: str = "") -> str:
    """A seat's kind in words: "human", "rival, normal" (French "humain", "adversaire,
    normal")."""
    if kind == "human":
        return tr("human")
    if kind == "rival":
        return tr("rival, {level}").format(level=level_words(level))
    return f"{kind}, {level_words(level)}" if level else kind


def register(kit: ReviewKit, module: str = "") -> None:
    """Add (or replace) the kit of ``kit.id``; ``module``: the package of the game's state
    class (default: the package of ``kit.new_game``), how ``kit_of_state`` finds the kit."""
    KITS[kit.id] = kit
    _MODULES[kit.id] = module or kit.new_game.__module__.rsplit(".", 1)[0]


def kit_for(game_id: str) -> ReviewKit:
    """The kit of ``game_id``: one registered, the game's own (``play/<id>/review_kit.py``),
    or one built from its registry entry by the house conventions (``kit_from_spec``).
    Raises KeyError with a readable message for an unknown game."""
    if game_id not in KITS:
        kit, module = _own_kit(game_id)
        if kit is None:
            kit = _registry_kit(game_id)
        if kit is not None:
            register(kit, module)
    try:
        return KITS[game_id]
    except KeyError:
        raise KeyError(f"no game called {game_id!r} (known: {', '.join(_known())})") \
            from None


def _known() -> list[str]:
    from cresus_tui.games.registry import GAMES

    return sorted(set(KITS) | set(GAMES))


def _own_kit(game_id: str) -> tuple[ReviewKit | None, str]:
    """``KIT`` of ``cresus_tui.play.<game_id>.review_kit`` and its ``ENGINE_MODULE`` (the
    package of the game's states), or (None, "") when the game has no kit of its own."""
    if not game_id.isidentifier():
        return None, ""
    package = __package__.rsplit(".", 1)[0]  # cresus_tui.play
    name = f"{package}.{game_id}.review_kit"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and name.startswith(exc.name):
            return None, ""
        raise
    return getattr(module, "KIT", None), getattr(module, "ENGINE_MODULE", "")


def kit_of_state(state: Any) -> ReviewKit:
    """The kit whose game ``state`` belongs to (by the registry, else by its class's module).
    Raises KeyError."""
    try:
        from cresus_tui.games import registry
    except ImportError:  # pragma: no cover - a house without a registry
        registry = None  # type: ignore[assignment]
    spec_of = getattr(registry, "spec_of", None)
    if spec_of is not None:
        try:
            return kit_for(spec_of(state).id)
        except (TypeError, KeyError):
            pass
    module = type(state).__module__
    for kit in KITS.values():
        if module.startswith(_MODULES.get(kit.id, "\0")):
            return kit
    raise KeyError(f"no review kit for a {type(state).__name__} of {module}")


def _registry_kit(game_id: str) -> ReviewKit | None:
    """A kit by the house conventions for a registered game without its own (its config type
    from ``make_config``, its decisions from ``cresus_tui.games.<id>.decisions.Decision``)."""
    try:
        from cresus_tui.games.registry import GAMES
    except ImportError:  # pragma: no cover
        return None
    spec = GAMES.get(game_id)
    if spec is None:
        return None
    from cresus_tui.games.protocol import SeatConfig

    seats = [SeatConfig("A", "human")] + [SeatConfig(f"R{i}") for i in
                                          range(1, max(2, spec.min_players))]
    try:
        config_type: Any = type(spec.make_config(seats, 0))
    except Exception:  # a game that cannot make a config this way: no record reading
        config_type = Any
    try:
        decision_type = importlib.import_module(f"cresus_tui.games.{game_id}.decisions").Decision
    except (ImportError, AttributeError):
        decision_type = Any
    return kit_from_spec(spec, config_type, decision_type)


_MODULES: dict[str, str] = {}


def digest(data: bytes) -> str:
    """A short, stable fingerprint of encoded state bytes (sha256, 16 hex digits)."""
    return hashlib.sha256(data).hexdigest()[:16]


def to_builtins(obj: Any) -> Any:
    """msgspec builtins (dicts, lists, str, int …) of a config or decision."""
    return msgspec.to_builtins(obj)


# ---- a kit for any game that follows the house conventions ------------------------------------

_SAFE_EVENTS = ("DecisionTaken", "PhaseStarted", "TurnStarted", "Payment")
_BLOCKING_WORDS = ("Roll", "Dice", "Draw", "Drawn", "Reveal", "Shuffle", "Deal", "Flip",
                   "Over", "Result", "Answered")


def _default_blocker(event: Any) -> str | None:
    """Conservative: an event blocks undo unless it is known to carry no chance and no
    secret (a decision taken, a phase or turn starting)."""
    name = type(event).__name__
    if name in _SAFE_EVENTS:
        return None
    if any(w in name for w in _BLOCKING_WORDS):
        return f"something was revealed since ({name})"
    return f"the game went on since ({name})"


def _fields(obj: Any) -> str:
    data = msgspec.to_builtins(obj)
    if isinstance(data, dict):
        data.pop("type", None)
        return ", ".join(f"{k} {v}" for k, v in data.items())
    return str(data)


def kit_from_spec(spec: Any, config_type: Any, decision_type: Any, **overrides: Any) -> ReviewKit:
    """A kit for a game following the house conventions: its state object keeps
    ``state.config`` (with ``seats`` of SeatConfig and ``seed``), ``state.log`` (entries with
    ``seat`` and ``decision``), ``state.turn`` and ``state.seats`` (with ``name`` and ``cash``);
    ``spec`` is its registry entry (``GameSpec``). Anything can be overridden by keyword
    (better narration, which events block undo, money, counters, score)."""

    def names_of(cfg: Any) -> list[str]:
        return [s.name for s in cfg.seats]

    def describe(seat: int, d: Any, names: Sequence[str], viewer: int) -> str:
        who = "You" if seat == viewer else names[seat]
        tag = type(d).__name__.lower()
        rest = _fields(d)
        return f"{who}: {tag}" + (f" ({rest})" if rest else "")

    def narrate(ev: Any, viewer: int, names: Sequence[str]) -> str | None:
        if type(ev).__name__ == "DecisionTaken":
            return None
        rest = _fields(ev)
        return f"{type(ev).__name__}" + (f": {rest}" if rest else "")

    def score_of(state: Any, seat: int) -> tuple[int, ...]:
        return (int(getattr(state.state.seats[seat], "cash", 0)),)

    def turn_started(ev: Any) -> int | None:
        return getattr(ev, "turn", None) if type(ev).__name__ == "TurnStarted" else None

    unit = getattr(getattr(spec, "words", None), "unit", "") or "points"
    base = dict(
        id=spec.id, name=spec.name, config_type=config_type, decision_type=decision_type,
        new_game=spec.new_game, decode=spec.decode, data_version=spec.data_version,
        config_of=lambda g: g.state.config,
        log_of=lambda g: [(e.seat, e.decision) for e in g.state.log],
        names_of=names_of,
        kinds_of=lambda c: [(s.kind, s.level) for s in c.seats],
        turn_of=lambda g: int(getattr(g.state, "turn", 0)),
        money_of=lambda g: [int(getattr(s, "cash", 0)) for s in g.state.seats],
        counters_of=lambda g: {},
        undo_blocker=_default_blocker,
        turn_started=turn_started,
        narrate=narrate, describe=describe,
        public_decision=lambda d: False,  # unknown: told by the events only
        score_of=score_of,
        score_words=lambda s: f"{s[0]} {unit}",
        unit=unit,
    )
    base.update(overrides)
    return ReviewKit(**base)
