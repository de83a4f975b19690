"""Crésus in the play layer: its verbs (the command parser), narration, labels, New game
answers and tutorial runner. ``KIT`` is what front ends use (``cresus_tui.play.kits``)."""

from __future__ import annotations

from cresus_tui.games.cresus.decisions import Keep, Stop
from cresus_tui.games.cresus.requests import ThrowRequest
from cresus_tui.i18n import tr_lazy
from cresus_tui.play.kits import LEVELS, DiceMarks, NewGameAsks, PlayKit

from . import choices, commands, narration
from .session import RIVAL_NAMES, SEALED_REVEALS, NewGameOptions, replay_story


def _rules():
    from cresus_tui.games.cresus import load_rules

    return load_rules()


def _lessons():
    from cresus_tui.tutorials.cresus import LESSONS

    return LESSONS


def _teller(session):
    from .teller import CresusTeller

    return CresusTeller(session)


def _fill_doc(text: str) -> str:
    from .rules_text import fill  # every number from the data file (C-3.2, C-9, C-10.4)

    return fill(text)


def _tutorial(lesson_id: str):
    from .tutorial import Tutorial

    return Tutorial.start(lesson_id)


DICE = DiceMarks.of(ThrowRequest, Keep, Stop)
"""Keep names the dice not thrown, and they keep their places: after `keep 1 3` dice 1 and 3
stay marked, so a bare `reroll` throws the others again."""


ASKS = NewGameAsks(
    rivals=(1, 5),
    levels=LEVELS + ((tr_lazy("Expert (predicts bids and moves)"), "expert"),),
    personalities=((tr_lazy("Random, one each"), "random"), (tr_lazy("None (plain)"), ""),
                   (tr_lazy("Flambeur — high risk"), "flambeur"),
                   (tr_lazy("Joueur — loves gambling"), "joueur"),
                   (tr_lazy("Rusé — shades bids"), "ruse"),
                   (tr_lazy("Stratège — sector sets"), "stratege")),
    rival_names=RIVAL_NAMES,
    intro=tr_lazy("Six markets, sealed bids and dice; the most luxury cards wins."),
)
"""Crésus's New game: 1–5 rivals (C-1.1), four levels, personalities, names."""


KIT = PlayKit(
    game="cresus",
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
    fill_doc=_fill_doc,
    reveals=SEALED_REVEALS,
    dice=DICE,
    asks=ASKS,
)
