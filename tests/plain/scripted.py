"""Helpers for the plain front end's tests: command files written by a scripted player and
played through ``PlainFront`` into a transcript.

``python -m tests.plain.scripted`` rewrites the fixtures (the command file and its transcript)
after a deliberate change of the narration; ``--transcripts`` replays the stored command files
and rewrites the transcripts only. Review the diff before committing it.
"""

from __future__ import annotations

import io
from pathlib import Path

from cresus_tui.plain.front import PlainFront
from cresus_tui.plain.games import PlainGame as Kit
from cresus_tui.plain.games import plain_games as kits
from cresus_tui.play.messages import Shown

FIXTURES = Path(__file__).parent / "fixtures"
SEED = 7
QUERIES = ["look", "status", "status midas", "hint", "odds", "odds poker", "rules 7",
           "help 3", "xyzzy", "bid lots", "go nowhere", "buy 9", "save", "12345", "!!!",
           "keep 9 9 9", "offer nobody give 1 for 2", "log 5"]
"""Lines typed at the third decision: queries, an explicit save and garbage, none of which
changes the game."""


def scripted_commands(kit: Kit, seed: int = SEED, queries: list[str] | None = None,
                      limit: int = 5000, choose_game: bool | None = None) -> list[str]:
    """The command file of a whole game of ``kit`` against 3 normal rivals, every decision the
    table's own suggestion; with several games installed (``choose_game`` None) the game is
    chosen by name after `new`. Raises AssertionError when a suggestion is refused."""
    several = len(kits()) > 1 if choose_game is None else choose_game
    lines = ["new"] + ([kit.name] if several else []) + ["", "", ""]
    table = kit.new(3, "normal", "You", seed)
    table.open()
    decisions = 0
    while True:
        table.run_rivals()
        if table.over:
            break
        if decisions == 2:
            lines += queries if queries is not None else QUERIES
        command = table.suggest()
        outcome = table.command(command)
        assert any(isinstance(m, Shown) for m in outcome), (command, outcome)
        lines.append(command)
        decisions += 1
        assert decisions < limit, "the game does not end"
    return lines + ["quit"]


def transcript(commands: list[str] | bytes, data_dir: str | Path, seed: int = SEED,
               games: list[Kit] | None = None) -> str:
    """What ``cresus --plain --seed <seed> < commands`` prints (the input is not a terminal,
    so each command is echoed after its prompt). ``games`` None: every game with a plain
    kit, as the command offers them (the menus then ask "Which game?" first)."""
    if games is None:
        games = kits()
    data = commands if isinstance(commands, bytes) else \
        "".join(c + "\n" for c in commands).encode()
    out = io.StringIO()
    code = PlainFront(io.BytesIO(data), out, str(data_dir), seed, echo=True, games=games).run()
    assert code == 0
    return out.getvalue()


def fixture_paths(kit: Kit) -> tuple[Path, Path]:
    return (FIXTURES / f"{kit.id}-seed{SEED}.commands.txt",
            FIXTURES / f"{kit.id}-seed{SEED}.transcript.txt")


def main() -> None:  # pragma: no cover - a maintenance tool
    """Rewrite every fixture; with ``--transcripts``, only the transcripts, replayed from the
    stored command files (a change of what is printed, not of what is played)."""
    import sys
    import tempfile

    FIXTURES.mkdir(exist_ok=True)
    if "--transcripts" in sys.argv[1:]:
        for kit in kits():
            cmd_path, out_path = fixture_paths(kit)
            commands = cmd_path.read_text("utf-8").splitlines()
            with tempfile.TemporaryDirectory() as tmp:
                out_path.write_text(transcript(commands, tmp), encoding="utf-8")
            print(f"{kit.id}: {out_path.name} replayed")
        return
    for kit in kits():
        commands = scripted_commands(kit)
        cmd_path, out_path = fixture_paths(kit)
        cmd_path.write_text("".join(c + "\n" for c in commands), encoding="utf-8")
        with tempfile.TemporaryDirectory() as tmp:
            out_path.write_text(transcript(commands, tmp), encoding="utf-8")
        print(f"{kit.id}: {len(commands)} commands → {out_path.name}")


if __name__ == "__main__":  # pragma: no cover
    main()
