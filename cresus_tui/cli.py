"""The ``cresus`` command: play (no arguments), or a subcommand.

    cresus                         open the game
    cresus simulate …              headless games and statistics
    cresus odds <share|game>       dice odds under optimal play
    cresus saves list|show|delete  manage save slots

Bad arguments print a usage message and exit with code 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import msgspec

from cresus_tui.games.typed import MAX_SEED_DIGITS, cap_text, parse_number, parse_seed

MAX_GAMES = 1_000_000
"""The most games one ``cresus simulate`` plays (a few hours at the engine's speed)."""


def _positive(text: str) -> int:
    value = parse_number(text, 40, signed=True)
    if value is None:
        raise argparse.ArgumentTypeError(f"{cap_text(text, 30)!r} is not a whole number")
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} must be at least 1")
    return value


def _games(text: str) -> int:
    value = _positive(text)
    if value > MAX_GAMES:
        raise argparse.ArgumentTypeError(f"at most {MAX_GAMES:,} games per run, not {value:,}")
    return value


def _seed(text: str) -> int:
    """Any whole number of up to MAX_SEED_DIGITS digits, reduced to the generators' range."""
    value = parse_seed(text)
    if value is None:
        raise argparse.ArgumentTypeError(
            f"{cap_text(text, 30)!r} is not a whole number of at most {MAX_SEED_DIGITS} digits")
    return value


def safe_output() -> None:
    """Make stdout and stderr survive any output encoding (PYTHONIOENCODING=ascii, latin-1,
    LC_ALL=POSIX): a character the encoding lacks is replaced, never an UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="replace")
            except (ValueError, OSError):  # a closed or detached stream
                pass


def terminal_problem(env: dict[str, str] | None = None) -> str:
    """Why the game cannot open in this terminal, as a sentence, or "" when it can. A terminal
    that declares itself ``dumb`` cannot draw the game (no cursor moves, no colours)."""
    env = os.environ if env is None else env
    if env.get("TERM", "") == "dumb":
        return ("cresus: this terminal (TERM=dumb) cannot draw the game screen; run it in a "
                "terminal such as xterm, GNOME Terminal, iTerm2 or Windows Terminal. "
                "The subcommands (simulate, odds, saves) work here.")
    return ""


def data_path(data_dir: str | None) -> str | None:
    """``--data-dir`` as one absolute path (``~`` expanded), used for every file."""
    return None if data_dir is None else str(Path(data_dir).expanduser().resolve())


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cresus", description="Crésus, the money board game, in your terminal.")
    parser.add_argument("--data-dir", help="where saves and settings live (default: the "
                        "platform's user data folder)")
    parser.add_argument("--seed", type=_seed, help="seed for a new game (default: random)")
    sub = parser.add_subparsers(dest="command")

    sim = sub.add_parser("simulate", help="play headless games and print statistics")
    sim.add_argument("--games", type=_games, default=100,
                     help=f"number of games, 1 to {MAX_GAMES:,}")
    sim.add_argument("--players", type=_positive, default=None,
                     help="number of seats, 2 to 6 (random-legal players)")
    sim.add_argument("--rivals", default=None,
                     help="comma-separated entrants, one per seat: random, easy, normal, hard, "
                     "optionally with a personality (normal:ruse)")
    sim.add_argument("--seed", type=_seed, default=0)
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--timed", action="store_true", help="measure rival decision times")

    odds = sub.add_parser("odds", help="dice odds for a share or a gambling game")
    odds.add_argument("subject", help="a share id (LON-5) or a game (roulette, poker, …)")
    odds.add_argument("--json", action="store_true")

    saves = sub.add_parser("saves", help="list, show or delete save slots")
    saves_sub = saves.add_subparsers(dest="saves_command", required=True)
    sl = saves_sub.add_parser("list", help="every slot with its status")
    sl.add_argument("--json", action="store_true")
    ss = saves_sub.add_parser("show", help="one slot's header")
    ss.add_argument("slot")
    ss.add_argument("--json", action="store_true")
    sd = saves_sub.add_parser("delete", help="delete a slot")
    sd.add_argument("slot")
    sd.add_argument("--yes", action="store_true", help="do not ask for confirmation")
    return parser


def main(argv: list[str] | None = None) -> int:
    safe_output()
    parser = build_parser()
    args = parser.parse_args(argv)
    args.data_dir = data_path(args.data_dir)
    if args.command == "simulate":
        return _simulate(parser, args)
    if args.command == "odds":
        from ai.odds import main as odds_main

        return odds_main(args, parser)
    if args.command == "saves":
        from saves.cli import main as saves_main

        return saves_main(args)
    problem = terminal_problem()
    if problem:
        print(problem, file=sys.stderr)
        return 1
    from cresus_tui.tui.app import run

    return run(data_dir=args.data_dir, seed=args.seed)


def _simulate(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from ai.tournament import simulate

    if args.rivals:
        entrants = [e.strip() for e in args.rivals.split(",") if e.strip()]
        if args.players is not None and args.players != len(entrants):
            parser.error(f"--players {args.players} but --rivals names {len(entrants)} entrants")
    else:
        entrants = ["random"] * (args.players or 4)
    if not 2 <= len(entrants) <= 6:
        parser.error("a game has 2 to 6 players")
    from ai.rival import make_rival
    from ai.tournament import parse_entrant

    for e in entrants:
        try:
            make_rival(*parse_entrant(e))
        except ValueError as exc:
            parser.error(str(exc))
    import ai.tournament as tournament

    done: list[object] = []
    play_one = tournament.play_one

    def counted(*a, **kw):
        result = play_one(*a, **kw)
        done.append(result)
        return result

    tournament.play_one = counted
    try:
        summary = simulate(entrants, args.games, args.seed, timed=args.timed)
    except KeyboardInterrupt:
        print(f"Interrupted: {len(done)} of {args.games} games played "
              f"({', '.join(entrants)}); no statistics for an unfinished run.", file=sys.stderr)
        return 130
    finally:
        tournament.play_one = play_one
    if args.json:
        sys.stdout.write(msgspec.json.encode(summary).decode() + "\n")
    else:
        print(f"games              {summary.games} ({summary.players} players)")
        print(f"games per second   {summary.games_per_second}")
        print(f"mean turns         {summary.mean_turns}")
        print(f"island rate        {summary.island_rate:.1%}")
        print(f"bankruptcy rate    {summary.bankruptcy_rate:.1%}")
        print(f"winner's luxuries  {summary.winner_mean_luxuries} (mean)")
        print("win share by entrant (seat order of the first game, 95 % interval):")
        for name, share, (lo, hi) in zip(summary.entrants, summary.win_share_by_entrant,
                                         summary.win_interval_by_entrant):
            print(f"  {name:<18} {share:6.1%}   [{lo:.1%} – {hi:.1%}]")
        if summary.decision_ms:
            print(f"decision time      median {summary.decision_ms['median']:.3f} ms, "
                  f"p99 {summary.decision_ms['p99']:.3f} ms")
        if summary.errors:
            print(f"errors             {len(summary.errors)}")
            for e in summary.errors[:5]:
                print(e)
    return 1 if summary.errors else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
