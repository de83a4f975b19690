"""Pig in the play layer: its verbs, narration, New game answers, story of a loaded game and
teller. ``KIT`` is what the faces use through the table."""

from __future__ import annotations

from typing import Any

import msgspec

from cresus_tui.games.protocol import SeatConfig
from cresus_tui.play.kits import PlayKit
from cresus_tui.i18n import tr
from cresus_tui.play.parser import Action, Meta, ParseError, Parsed, Query, Vocabulary, fold
from cresus_tui.play.session import Step
from cresus_tui.play.teller import EventTeller

from . import engine as pig
from .rival import RIVAL_NAMES

QUERIES = ("look", "status", "log", "help", "rules", "hint", "odds", "examine")
METAS = ("save", "quit", "menu", "undo", "transcript", "pace", "skip")
WORDS = Vocabulary({"roll": ("roll", "r"), "hold": ("hold", "h"),
                    **{v: (v,) for v in QUERIES + METAS}},
                   {"roll": ("lancer", "l"), "hold": ("garder", "g"), "skip": ("sauter",)})
"""Pig's words in English and French (the meta commands' French words are the parser's)."""


class NewGameOptions(msgspec.Struct, frozen=True):
    """1 to 3 rivals at a level, your name, the seed of the dice."""

    rivals: int = 3
    level: str = "normal"
    name: str = "You"
    seed: int = 0

    def start(self) -> tuple[pig.PigGame, list[Any]]:
        seats = [SeatConfig(self.name or "You", "human")] + [
            SeatConfig(RIVAL_NAMES[i], "rival", self.level) for i in range(self.rivals)]
        return pig.new_game(pig.make_config(seats, self.seed))


def parse(text: str, view: Any = None, rules: Any = None) -> Parsed:
    """`roll` (`r`), `hold` (`h`), the queries and the app commands. Never raises."""
    words = str(text).strip().casefold().split(None, 1)
    if not words:
        return ParseError(tr("Type a command."), "roll")
    verb, arg = words[0], words[1] if len(words) > 1 else ""
    confirmed = verb.endswith("!")
    verb = WORDS.verbs.get(fold(verb.rstrip("!")), verb.rstrip("!"))
    if verb in ("roll", "r"):
        return Action(pig.Roll(), confirmed)
    if verb in ("hold", "h"):
        return Action(pig.Hold(), confirmed)
    if verb in QUERIES:
        return Query(verb, arg)
    if verb in METAS:
        return Meta(verb, arg)
    return ParseError(tr("I don't know “{word}”.").format(word=verb[:20]), "roll")


def describe_request(view: pig.PigView, rules: Any = None) -> str:
    return tr("Your turn: {total} points this turn, {banked} banked of {target} — `{roll}` or "
              "`{hold}`.").format(total=view.total, banked=view.scores[view.me],
                                  target=view.target, roll=WORDS.word("roll"),
                                  hold=WORDS.word("hold"))


def narrate(event: Any, human: int, names: list[str], rules: Any = None) -> str:
    who = tr("You") if getattr(event, "seat", -1) == human else names[event.seat]
    if isinstance(event, pig.Rolled):
        return (tr("{who} roll a 1: the turn's points are lost.").format(who=who)
                if event.face == 1 else tr("{who} roll a {face}: {total} this turn.").format(
                    who=who, face=event.face, total=event.total))
    if isinstance(event, pig.Held):
        return tr("{who} hold {banked}: {score} points.").format(who=who, banked=event.banked,
                                                                 score=event.score)
    if isinstance(event, pig.TurnStarted):
        return tr("Turn {turn}: {who} to play.").format(turn=event.turn, who=who) \
            if event.seat == human else ""
    if isinstance(event, pig.Won):
        return tr("{who} reach {score} and win.").format(who=who, score=event.score)
    return ""


def replay_story(game: pig.PigGame, story: Any = ()) -> tuple[list[Any], list[Step]]:
    fresh, opening = pig.new_game(game.state.config)
    steps = [Step(seat, d, "", fresh.submit(seat, d)) for seat, d in game.state.log]
    return opening, steps


class PigTeller(EventTeller):
    """Pig told in sentences: the generic narration, a status, a hint, a scripted player."""

    def commands_now(self) -> list[str]:
        return ["roll", "hold"]

    def answer(self, topic: str, arg: str) -> list[str] | None:
        view = self.session.game.view(self.session.human)
        if topic in ("status", "examine"):
            return [f"{name}: {score}" for name, score in zip(view.names, view.scores)]
        if topic in ("hint", "odds"):
            return [tr("Hint: `{command}` (hold at 8 or more this turn).").format(
                command=WORDS.command(self.suggest()))]
        return None

    def suggest(self) -> str:
        view = self.session.game.view(self.session.human)
        mine = view.scores[view.me]
        return "hold" if view.total >= 8 or mine + view.total >= view.target else "roll"


def _teller(session: Any) -> PigTeller:
    return PigTeller(session, KIT)


KIT = PlayKit(
    game="pig", options=NewGameOptions, parse=parse, completions=lambda *a: [], words=WORDS,
    describe_request=describe_request, narrate=narrate, replay_story=replay_story,
    rules=lambda: None, teller=_teller,
)
