"""The ``cresus`` command: play (no arguments), or a subcommand.

    cresus                                 open the game (the menu asks which game)
    cresus --plain                         play in plain text (also when TERM=dumb or the
                                           output is not a terminal)
    cresus --people "Zoé,Léo"              several people at one screen: New game seats them
                                           all (pass-and-play; with --plain too)
    cresus serve [--host H] [--port P]     play in a web browser (textual-serve)
    cresus simulate [--game ID] …          headless games and statistics
    cresus odds [--game ID] <subject>      odds under optimal play (games that have them)
    cresus saves list|show|delete          manage save slots (every game's, one namespace)
    cresus export|replay|review|stats      a game's story, record, replay, review; statistics
    cresus rules [--game ID] [topic]       print the rules, or the sections about a topic
    cresus --lang fr|en …                  the language (any command; default: the menu's
                                           choice, else the locale's)

``--game`` takes a registered game id (``cresus_tui.games.registry``; default ``cresus``).

Bad arguments print a usage message and exit with code 2.
"""

from __future__ import annotations

import argparse
import functools
import os
import sys
from pathlib import Path

import msgspec

from cresus_tui import PROGRAM
from cresus_tui.games.typed import (
    MAX_SEED_DIGITS, cap_text, parse_number, parse_seed, safe_text,
)
from cresus_tui.i18n import N_, number, percent, tr

ARGPARSE_WORDS = (N_("usage: "), N_("positional arguments"), N_("options"),
                  N_("show this help message and exit"),
                  N_("the following arguments are required: %s"),
                  N_("invalid choice: %(value)r (choose from %(choices)s)"),
                  N_("argument %(argument_name)s: %(message)s"), N_("%(prog)s: error: %(message)s\n"),
                  N_("unrecognized arguments: %s"), N_("expected one argument"),
                  N_("invalid %(type)s value: %(value)r"),
                  N_("ambiguous option: %(option)s could match %(matches)s"))
"""argparse's own words (usage, the option titles, its errors), shown through ``tr``: the
parser speaks the chosen language too (``build_parser``)."""

MAX_GAMES = 1_000_000
"""The most games one ``cresus simulate`` plays (a few hours at the engine's speed)."""


def _positive(text: str) -> int:
    value = parse_number(text, 40, signed=True)
    if value is None:
        raise argparse.ArgumentTypeError(tr("{text} is not a whole number").format(
            text=repr(cap_text(text, 30))))
    if value < 1:
        raise argparse.ArgumentTypeError(tr("{text} must be at least 1").format(text=text))
    return value


def _games(text: str) -> int:
    value = _positive(text)
    if value > MAX_GAMES:
        raise argparse.ArgumentTypeError(tr("at most {most} games per run, not {n}").format(
            most=_count(MAX_GAMES), n=_count(value)))
    return value


def _count(n: int) -> str:
    """A large count as its reader writes it: ``1,000,000`` (French ``1 000 000``)."""
    from cresus_tui.i18n import current_language

    return number(n) if current_language() == "fr" else f"{n:,}"


def _seed(text: str) -> int:
    """Any whole number of up to MAX_SEED_DIGITS digits, reduced to the generators' range."""
    value = parse_seed(text)
    if value is None:
        raise argparse.ArgumentTypeError(
            tr("{text} is not a whole number of at most {n} digits").format(
                text=repr(cap_text(text, 30)), n=MAX_SEED_DIGITS))
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


def data_path(data_dir: str | None) -> str | None:
    """``--data-dir`` as one absolute path (``~`` expanded), used for every file."""
    return None if data_dir is None else str(Path(data_dir).expanduser().resolve())


def _port(text: str) -> int:
    value = _seed(text)
    if not 0 < value < 65536:
        raise argparse.ArgumentTypeError(tr("{text} is not a port (1 to 65535)").format(
            text=text))
    return value


def language_asked(argv: list[str]) -> tuple[str | None, str | None]:
    """(``--lang``, ``--data-dir``) as written anywhere in ``argv`` (None when absent or not
    a language): read before the parser is built, so that its ``--help`` is in that language.
    A wrong value is left to the parser to refuse."""
    from cresus_tui.i18n import LANGUAGES

    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--lang")
    early.add_argument("--data-dir")
    try:
        known, _ = early.parse_known_args(argv)
    except SystemExit:  # "--lang" with no value: the real parser says so
        return None, None
    return (known.lang if known.lang in LANGUAGES else None), known.data_dir


def start_language(argv: list[str]) -> str:
    """Choose the language once, before anything is shown: ``--lang``, else the Language
    preference of the data folder, else the locale (``i18n.choose_language``); returns it."""
    from cresus_tui import i18n

    flag, data_dir = language_asked(argv)
    preference = ""
    if flag is None:
        from cresus_tui.play import preferences

        preference = preferences.load(data_path(data_dir))[0].language
    lang = i18n.choose_language(flag, preference)
    i18n.set_language(lang)
    return lang


def _add_lang(parser: argparse.ArgumentParser, top: bool) -> None:
    """``--lang`` on ``parser`` and on every subcommand below it (``cresus rules --lang fr``);
    a subcommand's keeps the value given before it when it is not repeated."""
    from cresus_tui.i18n import LANGUAGES

    parser.add_argument("--lang", choices=LANGUAGES,
                        default=None if top else argparse.SUPPRESS,
                        help=tr("language: fr (français) or en (English); default: the menu's "
                        "choice, else the locale's (LANG)"))
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):
                _add_lang(sub, False)


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help in the chosen language's typography: a section's title ends with
    " :" in French (a no-break space before the colon), ":" in English."""

    def start_section(self, heading: str | None) -> None:
        from cresus_tui.i18n import current_language

        if heading and current_language() == "fr":
            heading += "\u00a0"
        super().start_section(heading)


def build_parser() -> argparse.ArgumentParser:
    from cresus_tui.play.review.cli import JSON_HELP, add_parsers

    argparse._ = tr  # type: ignore[attr-defined]  # its own words, in the chosen language
    directory, names = tr("DIR"), tr("NAMES")
    parser = argparse.ArgumentParser(
        prog=PROGRAM, description=tr("Plain `cresus` (no command) opens the game: Crésus, Big "
        "Money and FOR-EX, the money board games, in your terminal. The commands below are "
        "optional tools."), formatter_class=HelpFormatter,
        usage=f"cresus [--data-dir {directory}] [--seed N] [--plain] [--lang fr|en] "
              f"[--people {names}]\n       cresus {tr('<command>')} …")
    parser.add_argument("--data-dir", metavar=directory, help=tr(
        "where saves and settings live (default: the platform's user data folder)"))
    parser.add_argument("--seed", type=_seed, metavar="N",
                        help=tr("seed for a new game (default: random)"))
    parser.add_argument("--plain", action="store_true",
                        help=tr("play as lines of plain text on standard input and output (for "
                        "screen readers and command files); automatic when TERM=dumb or the "
                        "output is not a terminal"))
    parser.add_argument("--people", default="", metavar=names,
                        help=tr("the people playing at this screen, names separated by commas "
                        "(\"Zoé,Léo\"): New game seats them all and hands the screen from one "
                        "to the next before each turn (pass-and-play); computer rivals fill "
                        "the seats you ask for"))
    sub = parser.add_subparsers(dest="command", title=tr("optional commands"), prog=PROGRAM,
                                metavar=tr("<command>"))
    _formatted(sub)

    serve = sub.add_parser("serve", help=tr("play in a web browser (needs textual-serve)"))
    serve.add_argument("--host", default="127.0.0.1", metavar=tr("ADDRESS"),
                       help=tr("address to listen on (default: 127.0.0.1, this computer only)"))
    serve.add_argument("--port", type=_port, default=8000, metavar="PORT",
                       help=tr("port (default: 8000)"))

    from cresus_tui.games.registry import game_ids

    games = game_ids()
    first = games[0]  # the default game: the first registered
    sim = sub.add_parser("simulate", help=tr("play headless games and print statistics"))
    sim.add_argument("--game", choices=games, default=first,
                     help=tr("which game (default: {game})").format(game=first))
    sim.add_argument("--games", type=_games, default=100, metavar="N",
                     help=tr("how many games to play (default: 100, at most {most})").format(
                         most=_count(MAX_GAMES)))
    sim.add_argument("--players", type=_positive, default=None, metavar="N",
                     help=tr("number of seats (random-legal players); Crésus: 2 to 6"))
    sim.add_argument("--rivals", default=None, metavar=tr("LIST"),
                     help=tr("comma-separated entrants, one per seat: random, easy, normal, hard "
                     "(Crésus also expert: predicts bids and moves), optionally with a personality "
                     "(normal:ruse)"))
    sim.add_argument("--seed", type=_seed, default=0, metavar="N",
                     help=tr("seed of the first game; game k uses seed+k (default: 0)"))
    sim.add_argument("--json", action="store_true", help=tr(JSON_HELP))
    sim.add_argument("--timed", action="store_true", help=tr("measure rival decision times"))

    odds = sub.add_parser("odds", help=tr("odds of a game: Crésus's dice for a share or a "
                          "gambling game"))
    odds.add_argument("--game", choices=games, default=first,
                      help=tr("which game (default: {game})").format(game=first))
    odds.add_argument("subject", metavar=tr("subject"),
                      help=tr("Crésus: a share id (LON-5) or a game (roulette, poker, "
                      "…); Big Money: turn"))
    odds.add_argument("--json", action="store_true", help=tr(JSON_HELP))
    odds.add_argument("--rerolls", type=int, default=2, choices=[0, 1, 2],
                      help=tr("Big Money: rerolls left in the turn (default: 2)"))
    odds.add_argument("--cap", type=_seed, default=None, metavar="Z",
                      help=tr("Big Money: payouts capped at this many Z (what the bank holds)"))

    rules = sub.add_parser("rules", help=tr("print the rules, or the sections about a topic"))
    rules.add_argument("--game", choices=games, default=first,
                       help=tr("which game's rules (default: {game})").format(game=first))
    rules.add_argument("topic", nargs="*", metavar=tr("topic"),
                       help=tr("a rule id (C-7, C-5.6) or a word (auction, "
                       "luxury, loan); none prints everything"))

    saves = sub.add_parser("saves", help=tr("list, show or delete save slots"))
    saves_sub = saves.add_subparsers(dest="saves_command", required=True,
                                     prog=f"{PROGRAM} saves", title=tr("commands"),
                                     metavar="{list,show,delete}")
    _formatted(saves_sub)
    sl = saves_sub.add_parser("list", help=tr("every slot with its status"))
    sl.add_argument("--json", action="store_true", help=tr(JSON_HELP))
    ss = saves_sub.add_parser("show", help=tr("one slot's header"))
    ss.add_argument("slot", metavar=tr("slot"), help=tr("a save slot (see cresus saves list)"))
    ss.add_argument("--json", action="store_true", help=tr(JSON_HELP))
    sd = saves_sub.add_parser("delete", help=tr("delete a slot"))
    sd.add_argument("slot", metavar=tr("slot"), help=tr("a save slot (see cresus saves list)"))
    sd.add_argument("--yes", action="store_true", help=tr("do not ask for confirmation"))
    add_parsers(sub)
    _add_lang(parser, True)
    return parser


def _formatted(sub: argparse._SubParsersAction) -> None:
    """Every parser that ``sub`` adds writes its help with :class:`HelpFormatter`."""
    sub._parser_class = functools.partial(argparse.ArgumentParser,  # type: ignore[attr-defined]
                                          formatter_class=HelpFormatter)


def main(argv: list[str] | None = None) -> int:
    safe_output()
    start_language(sys.argv[1:] if argv is None else list(argv))
    parser = build_parser()
    args = parser.parse_args(argv)
    args.data_dir = data_path(args.data_dir)
    if args.command == "simulate":
        return _simulate(parser, args)
    if args.command == "odds":
        from ai.kits import ai_kit

        kit = ai_kit(args.game)
        if kit is None or kit.odds is None:
            parser.exit(2, tr("cresus odds: {game} has no odds tables (odds are given for: "
                              "{games}).").format(game=_name(args.game),
                                                 games=", ".join(_with_odds()) or tr("no game"))
                        + "\n")
        return kit.odds(args, parser)
    if args.command == "rules":
        return _rules(" ".join(args.topic), args.game)
    if args.command == "saves":
        from saves.cli import main as saves_main

        return saves_main(args)
    if args.command in ("export", "replay", "review", "stats"):
        from cresus_tui.play.review.cli import main as review_main

        return review_main(args)
    if args.command == "serve":
        from cresus_tui.serve import serve

        return serve(args.host, args.port, data_dir=args.data_dir, seed=args.seed,
                     lang=args.lang)
    if plain_wanted(args.plain, args.data_dir):
        from cresus_tui.plain import run_plain

        return run_plain(data_dir=args.data_dir, seed=args.seed, people=_people(args.people))
    from cresus_tui.tui.app import run

    return run(data_dir=args.data_dir, seed=args.seed, people=_people(args.people))


def _people(text: str) -> tuple[str, ...]:
    """``--people``: the names (at most six; each game seats as many as it can)."""
    from cresus_tui.play.kits import people_names

    return people_names(safe_text(text, False, 200), 6)


def rules_sections(text: str, topic: str) -> list[str]:
    """The sections of the rules Markdown ``text`` (split at every heading) whose heading or
    body names ``topic`` (case and accents ignored; a rule id of any game, "C-7", "F-12.4",
    "B-7.2", matches exactly: "C-7" matches "C-7.2", "F-1.1" not "F-1.10"); all of ``text``
    as one section when ``topic`` is empty."""
    import re

    from cresus_tui.play.parser import fold
    from cresus_tui.play.rulebook import is_rule_id, sections_naming

    if not topic.strip():
        return [text]
    if is_rule_id(topic):
        return sections_naming(text, topic)
    sections: list[str] = []
    for part in re.split(r"\n(?=#{1,4} )", text):
        sections.append(part.strip("\n"))
    key = fold(topic.strip())
    heads = [s for s in sections if key in fold(s.splitlines()[0])]
    return heads or [s for s in sections if key in fold(s)]


def _rules(topic: str, game: str) -> int:
    """Print the rules of ``game`` (every number filled from its data), or the sections about
    ``topic``; 1 when no section names it."""
    from cresus_tui.games.registry import get_game
    from cresus_tui.i18n import localized
    from cresus_tui.play.kits import play_kit

    try:
        text = localized(get_game(game).rules_file).read_text("utf-8")
    except OSError:
        print(tr("The rules of {game} are not installed.").format(game=_name(game)),
              file=sys.stderr)
        return 1
    kit = play_kit(game)
    if kit is not None and kit.fill_doc is not None:
        text = kit.fill_doc(text)
    found = rules_sections(text, topic)
    if not found:
        print(tr("Nothing in the rules about “{topic}”. Try a rule id ({example}) or a word.")
              .format(topic=safe_text(topic, False, 60), example=_example_id(game)),
              file=sys.stderr)
        return 1
    print("\n\n".join(found))
    return 0


def _example_id(game: str) -> str:
    """A rule id of ``game``'s rule book to show as an example ("C-7", "F-12.4")."""
    from cresus_tui.play.rulebook import titles_of

    ids = sorted(titles_of(game), key=len)
    return ids[0] if ids else "C-7"


def plain_wanted(flag: bool, data_dir: str | None = None) -> bool:
    """Play in plain text: asked (``--plain``), a terminal that cannot draw the full screen
    (``TERM=dumb``), an output that is not a terminal (a pipe, a file), or the ``plain``
    preference."""
    if flag:
        return True
    if "web_driver" in os.environ.get("TEXTUAL_DRIVER", ""):
        return False  # a browser tab of `cresus serve`: the page is the terminal
    if os.environ.get("TERM", "") == "dumb":
        return True
    try:
        if not sys.stdout.isatty():
            return True
    except (AttributeError, ValueError):
        return True
    from cresus_tui.play import preferences

    prefs, _ = preferences.load(data_dir)
    return prefs.plain


def _name(game_id: str) -> str:
    from cresus_tui.games.registry import get_game

    return get_game(game_id).name


def _with_odds() -> list[str]:
    from ai.kits import ai_kit
    from cresus_tui.games.registry import game_ids

    return [g for g in game_ids() if (k := ai_kit(g)) is not None and k.odds is not None]


def _simulate(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from ai.kits import ai_kit

    kit = ai_kit(args.game)
    if kit is None or kit.simulate is None:
        return _simulate_random(parser, args)
    if args.rivals:
        entrants = [e.strip() for e in args.rivals.split(",") if e.strip()]
        if args.players is not None and args.players != len(entrants):
            parser.error(tr("--players {n} but --rivals names {k} entrants").format(
                n=args.players, k=len(entrants)))
    else:
        entrants = ["random"] * (args.players or 4)
    from cresus_tui.games.registry import get_game

    spec = get_game(args.game)
    for e in entrants:  # an unknown level is named before any count of players
        level, _, personality = e.partition(":")
        try:
            kit.make_rival(level, personality)
        except ValueError as exc:
            parser.error(str(exc))
    if not spec.min_players <= len(entrants) <= spec.max_players:
        parser.error(tr("a game has {lo} to {hi} players").format(lo=spec.min_players,
                                                                   hi=spec.max_players))
    try:
        summary = msgspec.to_builtins(_run_interruptible(
            args, entrants, lambda: kit.simulate(entrants, args.games, args.seed,
                                                 timed=args.timed)))
    except KeyboardInterrupt:
        return 130
    if args.json:
        out = {**summary, "game": args.game}
        sys.stdout.write(msgspec.json.encode(out).decode() + "\n")
    else:
        rows = [(tr("game"), _name(args.game)),
                (tr("games"), tr("{n} ({players} players)").format(
                    n=summary["games"], players=summary["players"])),
                (tr("games per second"), _figure(summary["games_per_second"])),
                (tr("mean turns"), _figure(summary["mean_turns"]))]
        if "island_rate" in kit.figures:
            rows.append((tr("island rate"), percent(summary["island_rate"], 1)))
        if "bankruptcy_rate" in kit.figures:
            rows.append((tr("bankruptcy rate"), percent(summary["bankruptcy_rate"], 1)))
        if "winner_mean_luxuries" in kit.figures:
            rows.append((tr("winner's luxuries"), tr("{n} (mean)").format(
                n=_figure(summary["winner_mean_luxuries"]))))
        _report(rows, tr("win share by entrant (seat order of the first game, 95 % interval):"),
                [(_entrant(name), share, interval) for name, share, interval in zip(
                    summary["entrants"], summary["win_share_by_entrant"],
                    summary["win_interval_by_entrant"])],
                summary["decision_ms"], summary["errors"])
    return 1 if summary["errors"] else 0


def _figure(value: float) -> str:
    """A measured figure with the digits it was rounded to ("33.16", "10.0"; French
    "33,16")."""
    text = str(value)
    return number(value, len(text.partition(".")[2]) if "e" not in text else 3)


def _entrant(name: str) -> str:
    """An entrant of ``simulate`` in words: "normal:ruse" → French "normal : ruse" (the level
    translated, a personality as named)."""
    from cresus_tui.play.review.kits import level_words

    level, _, personality = name.partition(":")
    return level_words(level) + (f":{personality}" if personality else "")


def _report(rows: list[tuple[str, str]], shares_title: str,
            shares: list[tuple[str, float, tuple[float, float]]],
            decision_ms: dict | None, errors: list[str]) -> None:
    """Print ``simulate``'s text report: the figures (label, value) in a column, then each
    entrant's or seat's win share with its interval, the decision times (ms) and the first
    errors. Numbers are written as the current language writes them."""
    width = max(18, *(len(label) + 1 for label, _ in rows))
    for label, value in rows:
        print(f"{label:<{width}} {value}")
    print(shares_title)
    for name, share, (lo, hi) in shares:
        print(f"  {name:<18} {percent(share, 1):>6}   [{percent(lo, 1)} – {percent(hi, 1)}]")
    if decision_ms:
        label = tr("decision time")
        print(f"{label:<{width}} " + tr("median {median} ms, p99 {p99} ms").format(
            median=number(decision_ms["median"], 3), p99=number(decision_ms["p99"], 3)))
    if errors:
        label = tr("errors")
        print(f"{label:<{width}} {len(errors)}")
        for e in errors[:5]:
            print(e)


def _run_interruptible(args: argparse.Namespace, entrants: list[str], run):
    """``run()``'s result; on Ctrl+C a one-line summary on stderr ("Interrupted: 3 of 10 games
    played (…)") and KeyboardInterrupt raised again, no traceback printed by the caller. Games are
    counted through the simulator's one-game function (``ai.<game>.tournament.play_one``, or
    ``ai.simulate.play_random`` for random-legal seats), put back as it was afterwards."""
    import importlib

    done: list[object] = []
    try:
        module = importlib.import_module(f"ai.{args.game}.tournament")
        name = "play_one"
    except ImportError:
        module, name = None, ""
    if module is None or not hasattr(module, name) or run.__name__ == "random_run":
        module, name = importlib.import_module("ai.simulate"), "play_random"
    real = getattr(module, name)

    def counted(*a, **kw):
        result = real(*a, **kw)
        done.append(result)
        return result

    setattr(module, name, counted)
    try:
        return run()
    except KeyboardInterrupt:
        print(tr("Interrupted: {n} of {total} games played ({entrants}); no statistics for an "
                 "unfinished run.").format(n=len(done), total=args.games,
                                           entrants=", ".join(entrants)), file=sys.stderr)
        raise
    finally:
        setattr(module, name, real)


def _simulate_random(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """A game without a tournament of its own: random-legal seats through the protocol."""
    from ai.simulate import simulate
    from cresus_tui.games.registry import get_game

    spec = get_game(args.game)
    if args.rivals and any(e.strip() != "random" for e in args.rivals.split(",")):
        parser.error(tr("{game} has no computer rivals yet: only random-legal players "
                        "(--players N)").format(game=spec.name))
    players = args.players or (len(args.rivals.split(",")) if args.rivals else
                               min(4, spec.max_players))
    try:
        def random_run():
            return simulate(spec, players, args.games, args.seed)

        summary = _run_interruptible(args, ["random"] * players, random_run)
    except KeyboardInterrupt:
        return 130
    except ValueError as exc:
        parser.error(str(exc))
    if args.json:
        sys.stdout.write(msgspec.json.encode(summary).decode() + "\n")
    else:
        _report([(tr("game"), spec.name),
                 (tr("games"), tr("{n} ({players} random-legal players)").format(
                     n=summary.games, players=summary.players)),
                 (tr("games per second"), _figure(summary.games_per_second)),
                 (tr("mean turns"), _figure(summary.mean_turns)),
                 (tr("mean decisions"), _figure(summary.mean_decisions))],
                tr("win share by seat (95 % interval):"),
                [(tr("seat {n}").format(n=i + 1), share, interval) for i, (share, interval)
                 in enumerate(zip(summary.win_share_by_seat, summary.win_interval_by_entrant))],
                None, summary.errors)
    return 1 if summary.errors else 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
