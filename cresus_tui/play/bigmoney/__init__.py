"""Big Money in the play layer: its verbs (the command parser), narration, labels, odds and
hints, New game answers and teller. ``KIT`` is what front ends use (``cresus_tui.play.kits``)."""

from __future__ import annotations

from cresus_tui.games.bigmoney.decisions import Reroll, Stop
from cresus_tui.games.bigmoney.requests import DiceRequest
from cresus_tui.i18n import N_
from cresus_tui.play.kits import LEVELS, DiceMarks, NewGameAsks, PlayKit

from . import choices, commands, narration
from .session import RIVAL_NAMES, NewGameOptions, replay_story


def _rules():
    from cresus_tui.games.bigmoney import load_rules

    return load_rules()


def _lessons():
    try:
        from cresus_tui.tutorials.bigmoney import LESSONS
    except ImportError:
        return ()
    return LESSONS


def _tutorial(lesson_id: str):
    from .tutorial import Tutorial

    return Tutorial.start(lesson_id)


def _teller(session):
    from .teller import BigMoneyTeller

    return BigMoneyTeller(session)


DICE = DiceMarks.of(DiceRequest, Reroll, Stop)
"""After `keep 1 3 5` those dice stay marked, so a bare `reroll` rerolls the others."""


ASKS = NewGameAsks(
    rivals=(1, 4),
    levels=LEVELS + ((N_("Mixed: easy, normal, hard…"), "mixed"),),
    mix=("easy", "normal", "hard", "normal"),
    personalities=((N_("Random, one each"), "random"), (N_("None (plain)"), ""),
                   (N_("Flambeur — buys more"), "flambeur"),
                   (N_("Joueur — loves stocks"), "joueur"),
                   (N_("Rusé — waits for good cards"), "ruse"),
                   (N_("Stratège — sector sets"), "stratege")),
    rival_names=RIVAL_NAMES,
    intro=N_("You play first (seat 1); later seats start with more cash (B-3.1)."),
)
"""Big Money's New game: 1–4 rivals (2–5 players, B-1.1), their level or a mix,
personalities, names."""


KIT = PlayKit(
    game="bigmoney",
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
    dice=DICE,
    asks=ASKS,
)
