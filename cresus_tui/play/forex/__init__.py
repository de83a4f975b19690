"""FOR-EX in the play layer: its verbs (the command parser, F-18.4), narration, the public
state in text (F-18.3), New game answers, teller and tutorial runner. ``KIT`` is what front
ends use (``cresus_tui.play.kits``)."""

from __future__ import annotations

from cresus_tui.i18n import N_
from cresus_tui.play.kits import LEVELS, NewGameAsks, PlayKit

from . import choices, commands, narration
from .session import RIVAL_NAMES, NewGameOptions, replay_story


def _rules():
    from cresus_tui.games.forex import load_data

    return load_data()


def _lessons():
    from cresus_tui.tutorials.forex import LESSONS

    return LESSONS


def _teller(session):
    from .teller import ForexTeller

    return ForexTeller(session)


def _tutorial(lesson_id: str):
    from .tutorial import Tutorial

    return Tutorial.start(lesson_id)


ASKS = NewGameAsks(
    rivals=(1, 5),
    levels=LEVELS + ((N_("Mixed (easy, normal, hard…)"), "mixed"),),
    mix=("easy", "normal", "hard"),
    rival_names=RIVAL_NAMES,
    players=True,
    intro=N_("Seven currencies, one queue of contracts; the richest in the Strongest "
             "currency wins. You are P1."),
    odds=False,
)
"""FOR-EX's New game: 1–5 rivals (2–6 players, F-1.1), their level or a mix, their names."""


KIT = PlayKit(
    game="forex",
    options=NewGameOptions,
    parse=commands.parse,
    completions=commands.completions,
    words=commands.WORDS,
    describe_request=commands.describe_request,
    narrate=narration.narrate,
    replay_story=replay_story,
    rules=_rules,
    choices=choices.choices,
    lessons=_lessons,
    tutorial=_tutorial,
    teller=_teller,
    asks=ASKS,
)
