"""What each game plugs into the play layer, found by folder: ``play/<game id>/__init__.py``
exposing ``KIT: PlayKit``. A registered game without one cannot be played through a front
end yet (it still plays in the simulator and the protocol tests)."""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import msgspec

from cresus_tui.games.registry import GAMES
from cresus_tui.i18n import N_

from .parser import Parsed, Vocabulary


LEVELS = ((N_("Easy"), "easy"), (N_("Normal"), "normal"), (N_("Hard"), "hard"))
"""The rivals' levels every game has, as (label, value); a label is shown as ``tr(label)``."""
PACES = ((N_("Instant"), "instant"), (N_("Normal"), "normal"), (N_("Slow"), "slow"))
"""The paces of the rivals' narration, as (label, value)."""


@dataclass(frozen=True)
class NewGameAsks:
    """What a game's New game asks besides the questions every game asks (your name, the
    number of rivals, their level, a seed), for every front end. The fields of the game's New
    game answers type (``PlayKit.options``) decide which questions are asked: ``personality``
    and ``rival_names`` only when the type has them.

    ``rivals``: the fewest and most rivals (a registry's seats less one); ``levels``: the
    levels offered as (label, value) — ``"mixed"`` gives the rivals ``mix`` one each, in
    turn; ``personalities``: (label, value), ``"random"`` one each; ``rival_names``: the
    default names, seat by seat; ``players``: the number of rivals also says the number of
    players ("3 (4 players)"); ``intro``: a sentence under the title; ``odds``: the game
    answers `odds` and `hint` (the form offers the setting)."""

    rivals: tuple[int, int] = (1, 5)
    levels: tuple[tuple[str, str], ...] = LEVELS
    mix: tuple[str, ...] = ("easy", "normal", "hard")
    personalities: tuple[tuple[str, str], ...] = ()
    rival_names: tuple[str, ...] = ()
    players: bool = False
    intro: str = ""
    odds: bool = True

    def answers(self, options: type, *, rivals: int, level: str = "normal",
                personality: str = "random", rival_names: tuple[str, ...] = (),
                name: str = "You", seed: int | None = None) -> Any:
        """The game's New game answers (an instance of ``options``) from a form's values: each
        value given to the field of its name when ``options`` has it; ``level="mixed"`` gives
        ``levels`` (``mix`` in turn) and the level "normal"; names beyond ``rivals`` are
        dropped. Raises TypeError for an ``options`` that is not a msgspec Struct."""
        fields = {f.name for f in msgspec.structs.fields(options)}
        values: dict[str, Any] = {"rivals": rivals, "level": level, "name": name or "You",
                                  "seed": seed, "personality": personality,
                                  "rival_names": tuple(rival_names)[:rivals]}
        if level == "mixed":
            values["level"] = "normal"
            values["levels"] = tuple(self.mix[i % len(self.mix)] for i in range(rivals))
        return options(**{k: v for k, v in values.items() if k in fields})

    def names_for(self, rivals: int) -> tuple[str, ...]:
        """The default names of ``rivals`` rivals (as many as there are)."""
        return self.rival_names[:max(0, rivals)]


@dataclass(frozen=True)
class PlayKit:
    """A game's verbs, narration and story for every front end.

    ``options``: its New game answers type (a msgspec Struct whose ``start()`` gives the
    game; ``Session.new(options)``); ``parse(text, view, rules) -> Parsed`` (never raises);
    ``completions(text, view, rules)``; ``describe_request(view, rules)``: what the seat must
    decide, in a sentence; ``narrate(event, human, names, rules)``: an event in prose;
    ``replay_story(game) -> (opening events, steps)`` of a loaded game; ``rules()``: the
    game's rules data the verbs need; ``lessons()``: its tutorials (content in
    ``cresus_tui/tutorials/<game>/``); ``tutorial(lesson_id)``: a tutorial runner."""

    game: str
    options: type
    parse: Callable[..., Parsed]
    completions: Callable[..., list[str]]
    describe_request: Callable[..., str]
    narrate: Callable[..., str]
    replay_story: Callable[[Any], tuple[list[Any], list[Any]]]
    rules: Callable[[], Any]
    lessons: Callable[[], Sequence[Any]] = tuple
    tutorial: Callable[[str], Any] | None = None
    teller: Callable[[Any], Any] | None = None
    """``teller(session)``: the game told in sentences for a front end without a screen of its
    own (``cresus_tui.play.teller.Teller``); None: the plain-text mode narrates the events
    alone."""
    reveals: tuple[type, ...] = ()
    """The events that reveal the seats' sealed choices of a round (Crésus: bids, pawns,
    participation): until one, a save holds the game from before the rivals' sealed choices."""
    fill_doc: Callable[[str], str] | None = None
    """``fill_doc(text)``: the game's rules or help document as players read it (Crésus:
    every ``{{name}}`` placeholder filled from the data file); None: shown as written."""
    choices: Callable[..., Sequence[Any]] | None = None
    """``choices(request, view, rules, names) -> [messages.Choice]``: the numbered answers to
    the pending request, the ONE list every face numbers; None: the teller's command
    templates (``Teller.commands_now``) are the choices."""
    dice: DiceMarks | None = None
    """How the game's dice are marked kept between throws, when it has dice; None: no dice."""
    asks: NewGameAsks = NewGameAsks()
    """What its New game asks (every front end builds its questions from it)."""
    words: Vocabulary | None = None
    """Its command words in every language (``parser.Vocabulary``): the commands offered and
    completed in the current language; None: the game's words as its parser has them."""

    def complete(self, text: str, view: Any, rules: Any) -> list[str]:
        """``completions`` in the current language (``Vocabulary.complete``)."""
        if self.words is None:
            return list(self.completions(text, view, rules))
        return self.words.complete(self.completions, text, view, rules)

    def command(self, line: str) -> str:
        """A command line with its verb in the current language ("bid 5" → "miser 5")."""
        return line if self.words is None else self.words.command(line)


@dataclass(frozen=True)
class DiceMarks:
    """A game's dice, as the table keeps their marks (so a bare `reroll` keeps the marked dice
    in every face). ``is_throw(request)``: the request is answered with dice;
    ``kept_by(decision)``: the dice (0-based) a decision keeps for the next throw, or None
    for a decision that ends the throw; ``reroll_all(decision)``: the decision is "throw every
    die again" (what the parser makes of a bare `reroll`); ``keep(dice, request)``: the
    decision that keeps ``dice`` and throws the others (or stops, when all are kept);
    ``words``: the command words meaning a bare reroll."""

    is_throw: Callable[[Any], bool]
    kept_by: Callable[[Any], tuple[int, ...] | None]
    reroll_all: Callable[[Any], bool]
    keep: Callable[[tuple[int, ...], Any], Any]
    words: tuple[str, ...] = ("r", "rr", "reroll", "roll", "throw", "again", "rethrow",
                              "relancer", "relance", "lancer")

    @classmethod
    def of(cls, request: type, keep: type, stop: type) -> DiceMarks:
        """The marks of a game whose ``request`` (with a ``dice`` tuple) is answered by
        ``keep(dice kept, 0-based)`` — its first field — or ``stop()``; keeping every die
        is a stop."""
        field = msgspec.structs.fields(keep)[0].name

        def keep_dice(dice: tuple[int, ...], req: Any) -> Any:
            if req is not None and len(dice) >= len(req.dice):
                return stop()
            return keep(tuple(dice))

        return cls(is_throw=lambda req: isinstance(req, request),
                   kept_by=lambda d: getattr(d, field) if isinstance(d, keep) else None,
                   reroll_all=lambda d: d == keep(()), keep=keep_dice)


_REGISTERED: dict[str, PlayKit] = {}
"""Play kits of games registered at run time (``register_play_kit``)."""


def register_play_kit(kit: PlayKit) -> None:
    """Add (or replace) the play kit of a game registered at run time
    (``games.registry.register_game``), whose package is not ``play/<id>/``."""
    _REGISTERED[kit.game] = kit


def forget_play_kit(game_id: str) -> None:
    """Remove a play kit added by ``register_play_kit``."""
    _REGISTERED.pop(game_id, None)


def play_kit(game_id: str) -> PlayKit | None:
    """The play kit of ``game_id`` (a registered game), or None when it has none yet.
    Raises KeyError for an unknown game."""
    if game_id in _REGISTERED:
        return _REGISTERED[game_id]
    return _play_kit(game_id)


@functools.cache
def _play_kit(game_id: str) -> PlayKit | None:
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r}")
    name = f"{__package__}.{game_id}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise
    return getattr(module, "KIT", None)


def every_lesson() -> list[tuple[str, Any]]:
    """``(game id, lesson)`` of every game's lessons, in the registry's order and each game's
    own order (``PlayKit.lessons``); a game with no tutorial runner has none."""
    out: list[tuple[str, Any]] = []
    for game_id in list(GAMES):
        kit = play_kit(game_id)
        if kit is None or kit.tutorial is None:
            continue
        out += [(game_id, lesson) for lesson in kit.lessons()]
    return out
