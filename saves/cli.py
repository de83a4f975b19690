"""``cresus saves list|show|delete``: manage save slots from the shell.

    cresus saves list [--json]     every slot: status, game, time, turn (Big Money: round),
                                   players (JSON: a list)
    cresus saves show <slot> [--json]
    cresus saves delete <slot> [--yes]   asks "Delete slot X? [y/N]" unless --yes

Exit codes: 0 done; 1 not found, not ok (show), declined or failed; 2 a bad slot name.
Nothing here moves or changes a file except ``delete``.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

import msgspec

from cresus_tui import PROGRAM
from cresus_tui.games.typed import safe_stream
from cresus_tui.i18n import N_, labelled, number, tr

from .errors import BadSlotName, SaveError, SlotNotFound
from .store import SaveStore, SlotEntry


STATUS_WORDS = {"ok": N_("ok"), "damaged": N_("damaged"), "newer-version": N_("newer version")}
"""A slot's status in words (``--json`` keeps the status ids)."""


def _status(status: str) -> str:
    return tr(STATUS_WORDS.get(status, status))


def entry_dict(e: SlotEntry) -> dict[str, Any]:
    """A JSON-ready dict of an entry: slot, status, fault, path, generation, saved_at, schema,
    game_version, size, backups, fallback, game (the game id, "" when unknown), then the header
    fields (rules_version, turn, phase, over, seed, seats) when the header is readable."""
    d = msgspec.to_builtins(e)
    header = d.pop("header", None)
    if header:
        d.update(header)
    return d


def main(args: argparse.Namespace, stdin: TextIO | None = None, stdout: TextIO | None = None,
         stderr: TextIO | None = None) -> int:
    """Run one ``saves`` subcommand (``args.saves_command``: list, show, delete; also
    ``args.data_dir``, ``args.slot``, ``args.json``, ``args.yes``). Returns the exit code."""
    out = safe_stream(stdout or sys.stdout)  # names from a save are data, never control
    err = safe_stream(stderr or sys.stderr)
    store = SaveStore.at(getattr(args, "data_dir", None))
    cmd = args.saves_command
    try:
        if cmd == "list":
            return _list(store, bool(getattr(args, "json", False)), out)
        if cmd == "show":
            return _show(store, args.slot, bool(getattr(args, "json", False)), out)
        if cmd == "delete":
            return _delete(store, args.slot, bool(getattr(args, "yes", False)),
                           stdin or sys.stdin, out)
    except BadSlotName as exc:
        print(labelled(f"{PROGRAM} saves", exc.message), file=err)
        return 2
    except SaveError as exc:
        print(labelled(f"{PROGRAM} saves", exc.message), file=err)
        return 1
    print(labelled(f"{PROGRAM} saves", tr("unknown command {command}").format(command=repr(cmd))),
          file=err)
    return 2


def _list(store: SaveStore, as_json: bool, out: TextIO) -> int:
    entries = store.list()
    if as_json:
        out.write(msgspec.json.encode([entry_dict(e) for e in entries]).decode() + "\n")
        return 0
    if not entries:
        print(tr("No saves in {folder}.").format(folder=store.root), file=out)
        return 0
    rows = [(tr("SLOT"), tr("STATUS"), tr("GAME"), tr("SAVED (UTC)"), tr("PROGRESS"),
             tr("PHASE"), tr("PLAYERS"))]
    for e in entries:
        h = e.header
        rows.append((e.slot, _status(e.status), e.game, _when(e.saved_at),
                     _moment(h) if h else "", _words(h.game).phase(h.phase) if h else "",
                     _players(e) if h else e.fault))
    widths = [max(len(r[i]) for r in rows) for i in range(6)]
    for r in rows:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)) + "  " + r[6], file=out)
    return 0


def _show(store: SaveStore, slot: str, as_json: bool, out: TextIO) -> int:
    e = store.info(slot)
    if as_json:
        out.write(msgspec.json.encode(entry_dict(e)).decode() + "\n")
        return 0 if e.status == "ok" else 1
    lines = [(tr("Slot"), e.slot),
             (tr("File"), tr("{path} ({size} bytes)").format(path=e.path, size=number(e.size))),
             (tr("Status"), _status(e.status))]
    if e.game:
        lines.append((tr("Game"), _game_name(e.game)))
    if e.fault:
        lines.append((tr("Fault"), e.fault))
    if e.saved_at:
        said = tr("{when} UTC by Crésus {version} (save format {schema})") if e.game_version \
            else tr("{when} UTC (save format {schema})")
        lines.append((tr("Saved"), said.format(when=_when(e.saved_at), version=e.game_version,
                                               schema=e.schema)))
    h = e.header
    if h is not None:
        word = _turn_word(h.game)
        lines.append((word[:1].upper() + word[1:], f"{h.turn}, {_words(h.game).phase(h.phase)}"
                      + (" " + tr("(game over)") if h.over else "")))
        lines.append((tr("Seed"), str(h.seed)))
        if h.rules_version:
            lines.append((tr("Rules"), tr("data version {version}").format(
                version=h.rules_version)))
    if e.backups:
        lines.append((tr("Earlier"), ", ".join(f"{e.slot}.save.{n}" for n in e.backups)))
    if e.fallback is not None:
        lines.append((tr("Offer"), tr("earlier save {n} is good").format(n=e.fallback)))
    width = max(8, *(len(k) for k, _ in lines))
    for k, v in lines:
        print(f"{k:<{width}} {v}", file=out)
    if h is not None:
        print(tr("Players"), file=out)
        for s in h.seats:
            said = tr("{name} ({kind}): {holdings}, out of the game") if s.eliminated else \
                tr("{name} ({kind}): {holdings}")
            print("  " + said.format(name=s.name, kind=_kind(s.kind),
                                     holdings=_holdings(h.game, s)), file=out)
    return 0 if e.status == "ok" else 1


def _delete(store: SaveStore, slot: str, yes: bool, stdin: TextIO, out: TextIO) -> int:
    present = [p for p in (store.path(slot, n) for n in range(3)) if p.exists() or p.is_symlink()]
    if not present:
        raise SlotNotFound(slot, store.path(slot))
    if not yes:
        asked = tr("Delete slot {slot}? [y/N] ") if len(present) == 1 else \
            tr("Delete slot {slot} and its {n} earlier save(s)? [y/N] ")
        out.write(asked.format(slot=repr(slot), n=len(present) - 1))
        out.flush()
        answer = stdin.readline().strip().lower()
        if answer not in ("y", "yes", "o", "oui"):
            print(tr("Nothing deleted."), file=out)
            return 1
    removed = store.delete(slot)
    print(tr("Deleted {files}.").format(files=", ".join(p.name for p in removed)), file=out)
    return 0


def _game_name(game: str) -> str:
    from cresus_tui.games.registry import GAMES

    spec = GAMES.get(game)
    return f"{spec.name} ({game})" if spec else tr("{game} (not in this version)").format(
        game=game)


KIND_WORDS = {"human": N_("human"), "rival": N_("rival")}
"""A seat's kind in words (``--json`` keeps the ids)."""


def _kind(kind: str) -> str:
    return tr(KIND_WORDS.get(kind, kind))


def _turn_word(game: str) -> str:
    """The game's word for its turns ("turn"; Big Money: "round")."""
    return tr(_words(game).turn)


def _moment(h) -> str:
    """A header's moment in its game's word: "round 7", "turn 3", "setup" (before the
    first); the phase has its own column."""
    return f"{_turn_word(h.game)} {h.turn}" if h.turn else tr("setup")


def _when(iso: str) -> str:
    return iso[:19].replace("T", " ") if iso else ""


def _words(game: str):
    """The game's words for its save summaries (``GameSpec.words``; neutral ones for a game
    this version does not have)."""
    from cresus_tui.games.protocol import GameWords
    from cresus_tui.games.registry import GAMES

    spec = GAMES.get(game)
    return spec.words if spec is not None else GameWords()


def _holdings(game: str, s) -> str:
    """``30 Z, 2 cards`` — a seat's cash and count in its game's words."""
    words = _words(game)
    return f"{s.cash} {tr(words.unit)}, {words.count(s.luxuries)}"


def _players(e: SlotEntry) -> str:
    assert e.header is not None
    words = _words(e.header.game)
    return ", ".join(f"{s.name} {s.cash} {tr(words.unit)} {s.luxuries}{tr(words.mark)}"
                     + (tr(words.out_word) if s.eliminated else "") for s in e.header.seats)
