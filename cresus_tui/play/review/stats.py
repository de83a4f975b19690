"""The player's statistics, kept in ``<data dir>/statistics.json``: games played, won and
placed per game and rival level, best score, and each game's own tallies (Crésus: island rate,
average luxury cards). A game of several people at one screen (pass-and-play) is counted for
each of them by name, under ``people`` → name → game → rival level ("none": people only).

Written atomically (a temporary file, fsync, ``os.replace``, fsync of the folder), like saves.
Keys this version does not know are kept as they were. A finished game is counted once (its
fingerprint is remembered), so resuming a finished save never counts it twice.

    add_game(state, human=0, data_dir=None, who="") -> (counted, notice)
    load_stats(data_dir) -> (dict, notice)
    summary_lines(stats) -> [str]              # ``cresus stats`` and the Statistics screen
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import msgspec
import platformdirs

from cresus_tui.i18n import number, percent, tr

from .kits import digest, kit_for, kit_of_state, level_words

FILE = "statistics.json"
APP_NAME = "cresus-tui"
VERSION = 1
REMEMBERED = 500  # fingerprints of counted games kept


def path_for(data_dir: str | os.PathLike[str] | None) -> Path:
    base = Path(data_dir) if data_dir is not None else platformdirs.user_data_path(APP_NAME)
    return base.expanduser() / FILE


def load_stats(data_dir: str | os.PathLike[str] | None) -> tuple[dict[str, Any], str]:
    """(statistics, notice). A missing file gives empty statistics; a damaged one too, with a
    one-line notice (the damaged file is left in place until the next game is counted, when it
    is kept beside as ``statistics.json.damaged``)."""
    path = path_for(data_dir)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return _empty(), ""
    except OSError as exc:
        return _empty(), tr("Statistics not read ({reason}).").format(
            reason=exc.strerror or exc)
    try:
        stats = msgspec.json.decode(data)
    except msgspec.DecodeError:
        return _empty(), tr("The statistics file {path} is damaged; starting afresh.").format(
            path=path)
    if not isinstance(stats, dict):
        return _empty(), tr("The statistics file {path} is damaged; starting afresh.").format(
            path=path)
    stats.setdefault("version", VERSION)
    if not isinstance(stats.get("games"), dict):
        stats["games"] = {}
    if not isinstance(stats.get("counted"), list):
        stats["counted"] = []
    return stats, ""


def _empty() -> dict[str, Any]:
    return {"version": VERSION, "games": {}, "counted": []}


def save_stats(stats: dict[str, Any], data_dir: str | os.PathLike[str] | None) -> str:
    """Write atomically and durably. Returns "" or a one-line reason it failed; never raises."""
    path = path_for(data_dir)
    tmp = ""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".statistics-", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "wb") as f:
            f.write(msgspec.json.format(msgspec.json.encode(stats), indent=2))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        tmp = ""
        _fsync_dir(path.parent)
    except OSError as exc:
        return tr("Statistics not saved ({reason}).").format(reason=exc.strerror or exc)
    finally:
        if tmp:
            Path(tmp).unlink(missing_ok=True)
    return ""


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def rival_level(kinds: list[tuple[str, str]], human: int) -> str:
    """The level of the rivals of a game: "easy", "normal", "hard", or "mixed"."""
    levels = {level for i, (kind, level) in enumerate(kinds) if i != human and kind == "rival"}
    if not levels:
        return "random"
    return levels.pop() if len(levels) == 1 else "mixed"


def add_game(state: Any, human: int = 0, data_dir: str | os.PathLike[str] | None = None,
             stats: dict[str, Any] | None = None, who: str = "") -> tuple[bool, str]:
    """Count a finished game for seat ``human`` and write the file. ``who``: the person's
    name in a pass-and-play game (counted under ``people`` → ``who``, once per name), ""
    for the one player. Returns (counted, notice): counted is False for a game not over or
    already counted; notice is "" or why the file could not be read or written."""
    if not state.is_over:
        return False, ""
    kit = kit_of_state(state)
    notice = ""
    if stats is None:
        stats, notice = load_stats(data_dir)
        if notice:
            _set_aside(data_dir)
    mark = f"{kit.id}:{digest(state.encode())}" + (f":{who}" if who else "")
    if mark in stats["counted"]:
        return False, notice
    cfg = kit.config_of(state)
    level = rival_level(kit.kinds_of(cfg), human)
    games = stats["games"]
    if who:
        people = stats.get("people")
        if not isinstance(people, dict):
            people = stats["people"] = {}
        games = people.setdefault(who, {})
        if not isinstance(games, dict):
            games = people[who] = {}
        if level == "random" and not any(k == "random" for k, _ in kit.kinds_of(cfg)):
            level = "none"
    game = games.setdefault(kit.id, {})
    entry = game.setdefault(level, {})
    place = next((p for p, s in state.ranking() if s == human), 0)
    entry["played"] = int(entry.get("played", 0)) + 1
    entry["won"] = int(entry.get("won", 0)) + (place == 1)
    entry["placed"] = int(entry.get("placed", 0)) + (place in (2, 3))
    places = entry.setdefault("places", {})
    places[str(place)] = int(places.get(str(place), 0)) + 1
    score = list(kit.score_of(state, human))
    best = entry.get("best")
    if not isinstance(best, list) or score > best:
        entry["best"] = score
        entry["best_words"] = kit.score_words(tuple(score))
    tallies = entry.setdefault("tallies", {})
    for k, v in kit.tallies(state, human).items():
        tallies[k] = int(tallies.get(k, 0)) + int(v)
    stats["counted"] = (stats["counted"] + [mark])[-REMEMBERED:]
    failed = save_stats(stats, data_dir)
    return True, failed or notice


def _set_aside(data_dir: str | os.PathLike[str] | None) -> None:
    path = path_for(data_dir)
    try:
        os.replace(path, path.with_name(path.name + ".damaged"))
    except OSError:
        pass


def summary(stats: dict[str, Any]) -> list[dict[str, Any]]:
    """One row per (game, rival level): game, level, played, won, placed, win_rate, best,
    and the game's rates (Crésus: island_rate, average_luxuries)."""
    return _rows(stats.get("games", {}))


def people_summary(stats: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """The pass-and-play rows (as ``summary``'s) of each person, by name, names sorted."""
    people = stats.get("people", {})
    if not isinstance(people, dict):
        return {}
    return {name: _rows(games) for name, games in sorted(people.items())
            if isinstance(games, dict)}


def _rows(games: Any) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    if not isinstance(games, dict):
        return rows
    for game_id, levels in sorted(games.items()):
        if not isinstance(levels, dict):
            continue
        for level, e in sorted(levels.items()):
            if not isinstance(e, dict):
                continue
            played = int(e.get("played", 0))
            row = {"game": game_id, "level": level, "played": played,
                   "won": int(e.get("won", 0)), "placed": int(e.get("placed", 0)),
                   "win_rate": round(int(e.get("won", 0)) / played, 3) if played else 0.0,
                   "best": e.get("best_words", "")}
            tallies = e.get("tallies", {}) or {}
            if "island" in tallies:
                row["island_rate"] = round(tallies["island"] / played, 3) if played else 0.0
            if "luxuries" in tallies:
                row["average_luxuries"] = round(tallies["luxuries"] / played, 2) if played else 0.0
            rows.append(row)
    return rows


def _game_name(game_id: str) -> str:
    try:
        return kit_for(game_id).name
    except KeyError:
        return game_id


def summary_lines(stats: dict[str, Any]) -> list[str]:
    """Plain text lines for ``cresus stats`` and the Statistics screen."""
    rows = summary(stats)
    people = {name: r for name, r in people_summary(stats).items() if r}
    if not rows and not people:
        return [tr("No game finished yet: statistics start with your first finished game.")]
    out = _row_lines(rows)
    if people:
        out.append(tr("Games of several people at one screen, by name:"))
        for name, person in people.items():
            out.append(tr("{name}:").format(name=name))
            out += ["  " + line for line in _row_lines(person)]
    return out


def _row_lines(rows: list[dict[str, Any]]) -> list[str]:
    out: list[str] = []
    for r in rows:
        if r["level"] == "none":
            out.append(tr("{game} without computer rivals").format(game=_game_name(r["game"])))
        else:
            out.append(tr("{game} against {level} rivals").format(game=_game_name(r["game"]),
                                                                 level=level_words(r["level"])))
        out.append("  " + tr("played {played}, won {won} ({rate}), placed 2nd or 3rd {placed}")
                   .format(played=r["played"], won=r["won"], rate=percent(r["win_rate"]),
                           placed=r["placed"]))
        if r["best"]:
            out.append("  " + tr("best result: {best}").format(best=r["best"]))
        if "island_rate" in r:
            out.append("  " + tr("island rate {rate}, average luxury cards {mean}").format(
                rate=percent(r["island_rate"]),
                mean=number(r.get("average_luxuries", 0), 2)))
    return out
