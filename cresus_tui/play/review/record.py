"""A game's record (game id, rules data version, seed, config, decision log), its replay turn
by turn, and its story as Markdown. Generic over every game with a ``ReviewKit``.

    rec = record_of(game)                  # any registered game's state
    text = record_json(rec)                # the JSON export; read back with read_record(bytes)
    tl = replay(rec)                       # Timeline: opening, steps, turns, final state
    md = story_markdown(tl, viewer=0)      # the story with every decision and reveal

``replay`` raises RecordError when the log does not replay (wrong data version, damaged file).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import msgspec

from cresus_tui.i18n import tr

from .kits import ReviewKit, digest, kind_words, kit_for, kit_of_state, to_builtins

FORMAT = "cresus-tui-record"
VERSION = 1


class RecordError(ValueError):
    """A record that cannot be read or replayed; ``str()`` is a readable sentence."""


class GameRecord(msgspec.Struct, kw_only=True):
    """A whole game as data: enough to replay it exactly. ``config`` and each ``log`` entry's
    decision are msgspec builtins of the game's own types; ``final`` is the digest of the
    encoded state after the last decision (checked by the replay)."""

    format: str = FORMAT
    version: int = VERSION
    game: str
    data_version: str
    seed: int = 0
    config: Any = None
    log: list[tuple[int, Any]] = []
    final: str = ""
    over: bool = False


def record_of(state: Any, kit: ReviewKit | None = None,
              viewer: int | None = None) -> GameRecord:
    """The record of a game in progress or over (any game with a kit).

    With ``viewer`` (a seat) and a game in progress, the log stops before any other seat's
    secret decision not yet revealed (so an export never tells a pending bid or market)."""
    kit = kit or kit_of_state(state)
    cfg = kit.config_of(state)
    log = kit.log_of(state)
    final = digest(state.encode())
    if viewer is not None and not state.is_over:
        tl = replay_log(kit, cfg, log)
        n = quiet_length(tl, viewer)
        if n < len(log):
            log = log[:n]
            final = digest(tl.states[n])
    return GameRecord(
        game=kit.id, data_version=kit.data_version(), seed=int(getattr(cfg, "seed", 0)),
        config=to_builtins(cfg), log=[(seat, to_builtins(d)) for seat, d in log],
        final=final, over=bool(state.is_over))


def quiet_length(tl: Timeline, viewer: int) -> int:
    """The longest prefix of the log after which no other seat's secret decision waits for its
    reveal (a decision not public stays secret until a blocking event: a reveal)."""
    kit = tl.kit
    quiet = 0
    pending = False
    for step in tl.steps:
        if step.seat != viewer and not kit.public_decision(step.decision):
            pending = True
        if any(kit.undo_blocker(ev) for ev in step.events):
            pending = False
        if not pending:
            quiet = step.index + 1
    return quiet


def record_json(rec: GameRecord) -> str:
    """The record as indented JSON text."""
    return msgspec.json.format(msgspec.json.encode(rec).decode(), indent=2) + "\n"


def read_record(data: bytes | str) -> GameRecord:
    """A record from JSON. Raises RecordError for anything else."""
    try:
        rec = msgspec.json.decode(data, type=GameRecord)
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise RecordError(f"not a game record: {exc}") from None
    if rec.format != FORMAT:
        raise RecordError(f"not a game record (format {rec.format!r})")
    if rec.version > VERSION:
        raise RecordError(f"a record of a newer version ({rec.version}); update the game")
    return rec


@dataclass
class Step:
    """One decision of the replay: who, what, the events that followed, and the game's turn
    when it was taken."""

    index: int
    seat: int
    decision: Any
    events: list[Any]
    turn: int


@dataclass
class Timeline:
    """A replayed game. ``turns`` maps a turn number to the index of its first step (the
    opening events belong to turn 1 when the game opens on it); ``money`` and ``counters``
    are snapshots per turn start and at the end (the chart)."""

    kit: ReviewKit
    config: Any
    names: list[str]
    opening: list[Any]
    steps: list[Step]
    states: list[bytes]
    """Encoded state before each step, and after the last one (len(steps) + 1)."""
    turns: dict[int, int] = field(default_factory=dict)
    entries: list[tuple[int, Step | None, Any]] = field(default_factory=list)
    """(turn, step or None, event or None) in the order they happened."""
    money: list[tuple[int, list[int]]] = field(default_factory=list)
    counters: list[tuple[int, dict[str, list[int]]]] = field(default_factory=list)
    final: Any = None

    def state_at(self, index: int) -> Any:
        """The game as it stood before step ``index`` (``len(steps)``: the end)."""
        return self.kit.decode(self.states[index])

    @property
    def last_turn(self) -> int:
        return max(self.turns) if self.turns else 0

    def steps_of_turn(self, turn: int) -> list[Step]:
        return [s for s in self.steps if s.turn == turn]

    def events_of_turn(self, turn: int) -> list[tuple[Step | None, Any]]:
        """(step, event) pairs told in ``turn``, in order: a step's decision comes as (step,
        None), then its events; events after a turn's start belong to the new turn."""
        return [(step, ev) for t, step, ev in self.entries if t == turn]


def replay(rec: GameRecord, verify: bool = True) -> Timeline:
    """Replay ``rec`` in a fresh engine. With ``verify`` the final state must match the
    record's digest. Raises RecordError (unknown game, bad config or decision, a different
    outcome)."""
    try:
        kit = kit_for(rec.game)
    except KeyError as exc:
        raise RecordError(str(exc.args[0])) from None
    try:
        config = msgspec.convert(rec.config, kit.config_type)
        log = [(int(seat), msgspec.convert(d, kit.decision_type)) for seat, d in rec.log]
    except (msgspec.ValidationError, TypeError, ValueError) as exc:
        raise RecordError(f"the record's config or decisions do not read: {exc}") from None
    return replay_log(kit, config, log, rec.final if verify else "",
                      data_version=rec.data_version)


def replay_log(kit: ReviewKit, config: Any, log: Sequence[tuple[int, Any]], final: str = "",
               data_version: str = "") -> Timeline:
    """Replay ``log`` from ``config`` (see ``replay``)."""
    try:
        state, opening = kit.new_game(config)
    except ValueError as exc:
        raise RecordError(f"the record's game does not start: {exc}") from None
    names = kit.names_of(config)
    tl = Timeline(kit, config, names, list(opening), [], [state.encode()])
    turn = kit.turn_of(state)
    for ev in opening:
        t = kit.turn_started(ev)
        if t is not None:
            turn = t
    tl.turns[turn] = 0
    tl.entries += [(turn, None, ev) for ev in opening]
    for i, (seat, decision) in enumerate(log):
        try:
            events = state.submit(seat, decision)
        except Exception as exc:  # IllegalDecision of any game, or worse
            hint = ""
            if data_version and data_version != kit.data_version():
                hint = (f" (the record was played with rules data {data_version}, these are "
                        f"{kit.data_version()})")
            raise RecordError(f"decision {i + 1} does not replay: {exc}{hint}") from None
        step = Step(i, seat, decision, events, turn)
        tl.steps.append(step)
        tl.states.append(state.encode())
        tl.entries.append((turn, step, None))
        for ev in events:
            t = kit.turn_started(ev)
            if t is not None and t != turn:
                turn = t
                tl.turns.setdefault(turn, i + 1)
            tl.entries.append((turn, step, ev))
    tl.final = state
    _snapshots(tl)
    if final and digest(state.encode()) != final:
        raise RecordError("the replay does not reach the recorded end: the rules data or the "
                          "game's version differ")
    return tl


def _snapshots(tl: Timeline) -> None:
    """Money and counters at the start of every turn and at the end (from the states)."""
    kit = tl.kit
    tl.money, tl.counters = [], []
    for turn, idx in sorted(tl.turns.items()):
        st = kit.decode(tl.states[idx])
        tl.money.append((turn, kit.money_of(st)))
        tl.counters.append((turn, kit.counters_of(st)))
    end = tl.final
    tl.money.append((-1, kit.money_of(end)))
    tl.counters.append((-1, kit.counters_of(end)))


# ---- the story ------------------------------------------------------------------------------

def turn_lines(tl: Timeline, turn: int, viewer: int = 0, everything: bool = True) -> list[str]:
    """The story of ``turn`` as lines: narrated events as ``viewer`` saw them, and decisions
    (every seat's when ``everything``; else the viewer's and public ones only, secret choices
    of others being told by their reveal)."""
    kit = tl.kit
    out = []
    for step, ev in tl.events_of_turn(turn):
        if ev is None:
            assert step is not None
            if everything or step.seat == viewer or kit.public_decision(step.decision):
                out.append("> " + kit.describe(step.seat, step.decision, tl.names, viewer) + ".")
            continue
        if kit.turn_started(ev) is not None:
            continue
        text = kit.narrate(ev, viewer, tl.names)
        if text:
            out.append(text)
    return out


def standings(tl: Timeline, index: int) -> list[str]:
    """One line per seat: money (in the game's ``kit.unit``) and counters before step
    ``index``."""
    kit = tl.kit
    st = tl.state_at(index)
    money = kit.money_of(st)
    counters = kit.counters_of(st)
    lines = []
    for i, name in enumerate(tl.names):
        extra = ", ".join(f"{v[i]} {tr(k)}" for k, v in counters.items())
        lines.append(tr("{name}: {money}").format(name=name, money=f"{money[i]} {tr(kit.unit)}")
                     + (f", {extra}" if extra else ""))
    return lines


def ranking_lines(tl: Timeline) -> list[str]:
    """The final ranking of a finished game, one line a place: "1. Ana: 310 Z"."""
    kit = tl.kit
    return [tr("{place}. {name}: {score}").format(
        place=place, name=tl.names[seat], score=kit.score_words(kit.score_of(tl.final, seat)))
        for place, seat in tl.final.ranking()]


def story_markdown(tl: Timeline, viewer: int = 0, everything: bool = True,
                   data_version: str = "") -> str:
    """The whole story as Markdown: a header (game, players, seed, rules data), then one
    section per turn with every decision and reveal, and the result."""
    kit = tl.kit
    cfg = tl.config
    kinds = kit.kinds_of(cfg)
    lines = ["# " + tr("{game}: the story of a game").format(game=kit.name), ""]
    for i, name in enumerate(tl.names):
        kind, level = kinds[i]
        lines.append("- " + tr("Seat {n}: **{name}** ({who})").format(
            n=i + 1, name=name, who=kind_words(kind, level)))
    lines += ["", tr("Seed {seed} · rules data {version} · {n} decisions").format(
        seed=getattr(cfg, "seed", 0), version=data_version or kit.data_version(),
        n=len(tl.steps)), ""]
    period = tr(kit.period)  # the game's own word
    for turn in sorted(tl.turns):
        lines += [f"## {period[:1].upper()}{period[1:]} {turn}", ""]
        lines += [f"- {line}" for line in turn_lines(tl, turn, viewer, everything)]
        lines.append("")
    lines += ["## " + (tr("Standing") if not tl.final.is_over else tr("Result")), ""]
    end = len(tl.steps)
    if tl.final.is_over:
        lines += ranking_lines(tl)
    else:
        lines += [f"- {s}" for s in standings(tl, end)]
    lines.append("")
    return "\n".join(lines)


def write_transcript(state: Any, viewer: int, data_dir: Any = None) -> Any:
    """Write the story so far, as ``viewer`` saw it, to
    ``<data dir>/transcripts/<game>-<seed>.md`` (replaced at each call; IF's ``script``).
    Returns the path. Raises OSError when the file cannot be written; RecordError when the
    game does not replay."""
    import os
    import tempfile
    from pathlib import Path

    import platformdirs

    kit = kit_of_state(state)
    rec = record_of(state, kit, viewer=viewer)
    tl = replay(rec)
    text = story_markdown(tl, viewer, everything=state.is_over)
    base = Path(data_dir) if data_dir is not None else platformdirs.user_data_path("cresus-tui")
    folder = base.expanduser() / "transcripts"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{kit.id}-{rec.seed}.md"
    fd, tmp = tempfile.mkstemp(prefix=".transcript-", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path
