"""The ``cresus`` command: play (no arguments), or a subcommand.

    cresus                         open the game
    cresus simulate …              headless games and statistics
    cresus odds <share|game>       dice odds under optimal play
    cresus saves list|show|delete  manage save slots
    cresus rules [topic]           print the rules, or the sections about a topic

Bad arguments print a usage message and exit with code 2.
"""

from __future__ import annotations

import argparse
import sys

import msgspec


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} must be at least 1")
    return value


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cresus", description="Crésus, the money board game, in your terminal. "
        "Plain `cresus` (no command) opens the game; the commands below are optional tools.",
        usage="cresus [--data-dir DIR] [--seed N]\n       cresus {simulate,odds,saves,rules} …")
    parser.add_argument("--data-dir", help="where saves and settings live (default: the "
                        "platform's user data folder)")
    parser.add_argument("--seed", type=_seed, help="seed for a new game (default: random)")
    sub = parser.add_subparsers(dest="command", title="optional commands",
                                metavar="{simulate,odds,saves,rules}")

    sim = sub.add_parser("simulate", help="play headless games and print statistics")
    sim.add_argument("--games", type=_positive, default=100,
                     help="how many games to play (default: 100)")
    sim.add_argument("--players", type=_positive, default=None,
                     help="number of seats, 2 to 6 (random-legal players)")
    sim.add_argument("--rivals", default=None,
                     help="comma-separated entrants, one per seat: random, easy, normal, hard, "
                     "optionally with a personality (normal:ruse)")
    sim.add_argument("--seed", type=_seed, default=0,
                     help="seed of the first game; game k uses seed+k (default: 0)")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--timed", action="store_true", help="measure rival decision times")

    odds = sub.add_parser("odds", help="dice odds for a share or a gambling game")
    odds.add_argument("subject", help="a share id (LON-5) or a game (roulette, poker, …)")
    odds.add_argument("--json", action="store_true")

    rules = sub.add_parser("rules", help="print the rules, or the sections about a topic")
    rules.add_argument("topic", nargs="*", help="a rule id (C-7, C-5.6) or a word (auction, "
                       "luxury, loan); none prints everything")

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
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "simulate":
        return _simulate(parser, args)
    if args.command == "odds":
        from ai.odds import main as odds_main

        return odds_main(args, parser)
    if args.command == "rules":
        return _rules(" ".join(args.topic))
    if args.command == "saves":
        from saves.cli import main as saves_main

        return saves_main(args)
    from cresus_tui.tui.app import run

    return run(data_dir=args.data_dir, seed=args.seed)


def rules_sections(text: str, topic: str) -> list[str]:
    """The sections of the rules Markdown ``text`` (split at every heading) whose heading or
    body names ``topic`` (case and accents ignored; a rule id "C-7" matches "C-7.2"); all of
    ``text`` as one section when ``topic`` is empty."""
    import re

    from cresus_tui.tui.commands import fold

    if not topic.strip():
        return [text]
    sections: list[str] = []
    for part in re.split(r"\n(?=#{1,4} )", text):
        sections.append(part.strip("\n"))
    key = fold(topic.strip())
    if re.fullmatch(r"c-\d+(\.\d+)?", key):
        pattern = re.compile(re.escape(key) + r"(?![\d])", re.IGNORECASE)
        return [s for s in sections if pattern.search(fold(s))]
    heads = [s for s in sections if key in fold(s.splitlines()[0])]
    return heads or [s for s in sections if key in fold(s)]


def _rules(topic: str) -> int:
    from cresus_tui.tui.screens.rules import read_doc

    found = rules_sections(read_doc("rules.md", "Rules"), topic)
    if not found:
        print(f"Nothing in the rules about “{topic}”. Try a rule id (C-7) or a word "
              "(auction, luxury, loan).", file=sys.stderr)
        return 1
    print("\n\n".join(found))
    return 0


def _simulate(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from ai.tournament import simulate

    if args.rivals:
        entrants = [e.strip() for e in args.rivals.split(",") if e.strip()]
        if args.players is not None and args.players != len(entrants):
            parser.error(f"--players {args.players} but --rivals names {len(entrants)} entrants")
    else:
        entrants = ["random"] * (args.players or 4)
    from ai.rival import make_rival
    from ai.tournament import parse_entrant

    for e in entrants:
        try:
            make_rival(*parse_entrant(e))
        except ValueError as exc:
            parser.error(str(exc))
    if not 2 <= len(entrants) <= 6:
        parser.error("a game has 2 to 6 players")
    summary = simulate(entrants, args.games, args.seed, timed=args.timed)
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
