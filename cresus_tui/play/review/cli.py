"""``cresus export|replay|review|stats``: the game's record and lessons from the shell.

    cresus export <slot> [--format md|json] [-o FILE]   the story (Markdown) or the record (JSON)
    cresus replay <file> [--turn N | --all]             step through a JSON record turn by turn
    cresus review <slot|file> [--json] [--player NAME]  the post-game review as plain text
    cresus stats [--json]                               games played, won and placed

Exit codes: 0 done; 1 a slot or file that cannot be read, or a record that does not replay;
2 bad arguments.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, TextIO

import msgspec

from cresus_tui.games.typed import safe_stream
from cresus_tui.i18n import tr


def add_parsers(sub: Any) -> None:
    """Add the four subcommands to the ``cresus`` parser's subparsers."""
    ex = sub.add_parser("export", help=tr("write a saved game's story (md) or record (json)"))
    ex.add_argument("slot", help=tr("a save slot (see cresus saves list)"))
    ex.add_argument("--format", choices=("md", "json"), default="md")
    ex.add_argument("-o", "--output", help=tr("write to this file (default: print it)"))
    rp = sub.add_parser("replay", help=tr("step through a game record turn by turn"))
    rp.add_argument("file", help=tr("a JSON record made by cresus export --format json"))
    rp.add_argument("--turn", type=int, default=None, help=tr("show this turn and stop"))
    rp.add_argument("--all", action="store_true", help=tr("show every turn and stop"))
    rv = sub.add_parser("review", help=tr("the post-game review of a saved game or a record"))
    rv.add_argument("source", help=tr("a save slot, or a JSON record file"))
    rv.add_argument("--json", action="store_true")
    rv.add_argument("--plain", action="store_true", help=tr("plain text (the default here)"))
    rv.add_argument("--player", metavar="NAME", default=None,
                    help=tr("review this player only (a name, or a seat number from 1); "
                            "default: every person who played (pass-and-play: each in turn)"))
    st = sub.add_parser("stats", help=tr("your statistics: games played, won and placed"))
    st.add_argument("--json", action="store_true")


COMMANDS = ("export", "replay", "review", "stats")


def main(args: argparse.Namespace, stdin: TextIO | None = None, stdout: TextIO | None = None,
         stderr: TextIO | None = None) -> int:
    out = safe_stream(stdout or sys.stdout)  # names from a save are data, never control
    err = safe_stream(stderr or sys.stderr)
    from .record import RecordError

    try:
        if args.command == "export":
            return _export(args, out, err)
        if args.command == "replay":
            return _replay(args, stdin or sys.stdin, out, err)
        if args.command == "review":
            return _review(args, out, err)
        if args.command == "stats":
            return _stats(args, out, err)
    except RecordError as exc:
        print(f"cresus {args.command}: {exc}", file=err)
        return 1
    print(f"cresus: unknown command {args.command!r}", file=err)
    return 2


def _load_slot(slot: str, data_dir: str | None, err: TextIO) -> Any | None:
    from saves.api import load_game
    from saves.errors import SaveError

    try:
        return load_game(slot, data_dir).game
    except SaveError as exc:
        print(f"cresus: {exc.message}", file=err)
        return None


def _export(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .record import record_json, record_of, replay, story_markdown

    game = _load_slot(args.slot, args.data_dir, err)
    if game is None:
        return 1
    rec = record_of(game, viewer=_human(game))
    if args.format == "json":
        text = record_json(rec)
    else:
        text = story_markdown(replay(rec), viewer=_human(game), everything=game.is_over)
    if args.output:
        try:
            Path(args.output).write_text(text, encoding="utf-8")
        except OSError as exc:
            print(f"cresus export: cannot write {args.output}: {exc.strerror or exc}", file=err)
            return 1
        print(f"Wrote {args.output}", file=out)
    else:
        out.write(text)
    return 0


def _human(game: Any) -> int:
    from .kits import kit_of_state

    kit = kit_of_state(game)
    kinds = kit.kinds_of(kit.config_of(game))
    return next((i for i, (k, _) in enumerate(kinds) if k == "human"), 0)


def _read_file(path: str, err: TextIO) -> Any | None:
    from .record import RecordError, read_record

    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        print(f"cresus: cannot read {path}: {exc.strerror or exc}", file=err)
        return None
    try:
        return read_record(data)
    except RecordError as exc:
        print(f"cresus: {path}: {exc}", file=err)
        return None


def _replay(args: argparse.Namespace, stdin: TextIO, out: TextIO, err: TextIO) -> int:
    from .record import replay
    from .stepper import Stepper

    rec = _read_file(args.file, err)
    if rec is None:
        return 1
    tl = replay(rec)
    stepper = Stepper(tl)
    if args.all:
        for t in sorted(tl.turns):
            out.write(stepper.show(t))
        out.write(stepper.ending())
        return 0
    if args.turn is not None:
        if args.turn not in tl.turns:
            print(f"cresus replay: no turn {args.turn} (turns {min(tl.turns)}–"
                  f"{max(tl.turns)})", file=err)
            return 2
        out.write(stepper.show(args.turn))
        return 0
    return stepper.run(stdin, out)


def _review(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .analysis import render_text, review
    from .record import record_of, replay

    src = args.source
    if src.endswith(".json") or Path(src).is_file():
        rec = _read_file(src, err)
        if rec is None:
            return 1
    else:
        game = _load_slot(src, args.data_dir, err)
        if game is None:
            return 1
        rec = record_of(game)
    tl = replay(rec)
    # the people's seats in playing order (Big Money may draw the seat order, B-3.4)
    kinds = tl.kit.kinds_of(tl.config)
    seats = [i for i, (kind, _) in enumerate(kinds) if kind == "human"] or [0]
    chosen = getattr(args, "player", None)
    if chosen is not None:
        seat = _seat_named(chosen, tl.names)
        if seat is None:
            print(tr("cresus review: no player “{name}” in this game; its players: "
                     "{names}.").format(name=chosen, names=", ".join(tl.names)), file=err)
            return 2
        seats = [seat]
    reviews = [review(tl, seat) for seat in seats]
    if args.json:  # one review: its object; each person of a pass-and-play game: a list
        data = reviews[0] if len(reviews) == 1 else reviews
        out.write(msgspec.json.encode(data).decode() + "\n")
    else:
        out.write("\n\n".join(render_text(r).rstrip("\n") for r in reviews) + "\n")
    return 0


def _seat_named(text: str, names: list[str]) -> int | None:
    """The seat ``text`` names: a player's name (any case) or a seat number from 1; None when
    it names nobody."""
    wanted = text.strip().casefold()
    for i, name in enumerate(names):
        if name.casefold() == wanted:
            return i
    if wanted.isdigit() and 1 <= int(wanted) <= len(names):
        return int(wanted) - 1
    return None


def _stats(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .stats import load_stats, summary, summary_lines

    stats, notice = load_stats(args.data_dir)
    if notice:
        print(notice, file=err)
    if args.json:
        out.write(msgspec.json.encode(summary(stats)).decode() + "\n")
    else:
        out.write("\n".join(summary_lines(stats)) + "\n")
    return 0
