"""Big Money rivals (B-12.3), dice odds (B-10) and headless games; see ``rival.py``."""

from .base import Choice
from .rival import LEVELS, PERSONALITIES, BigMoneyRival, RandomRival, make, make_rival

__all__ = ["LEVELS", "PERSONALITIES", "BigMoneyRival", "Choice", "RandomRival", "make",
           "make_rival"]


def _rivals_for(game, human: int) -> dict:
    """A rival for every seat but ``human``'s, from its SeatConfig (level, personality; a
    "random" or human seat plays at random), seeded from the game's seed and the seat."""
    cfg = game.state.config
    return {i: make_rival(s.level if s.kind == "rival" else "random", s.personality,
                          seed=cfg.seed * 7 + i)
            for i, s in enumerate(cfg.seats) if i != human}


def _simulate(entrants: list[str], games: int, seed: int = 0, timed: bool = False) -> dict:
    from .tournament import simulate

    return simulate(games, len(entrants), seed, list(entrants), timed)


def _odds(args, parser) -> int:
    from cresus_tui.i18n import labelled, tr

    from .odds import main

    if args.subject in ("manche", "tour"):  # the French words of the subject
        args.subject = "turn"
    argv = [args.subject, "--rerolls", str(args.rerolls)]
    if args.cap is not None:
        argv += ["--cap", str(args.cap)]
    if args.json:
        argv.append("--json")
    if args.subject != "turn":
        parser.exit(2, labelled("cresus odds --game bigmoney", tr(
            "unknown subject {subject!r} (the subject is: turn)").format(subject=args.subject))
            + "\n")
    return main(argv)


def _kit():
    from ai.kits import AiKit

    return AiKit(game="bigmoney", make_rival=make_rival, levels=("random",) + LEVELS,
                 personalities=PERSONALITIES, rivals_for=_rivals_for, simulate=_simulate,
                 odds=_odds)


KIT = _kit()
"""What the house uses of the Big Money rivals (``ai.kits``)."""
