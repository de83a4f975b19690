"""The plain front end (issue 14): full games from command files in every registered game,
byte-identical transcripts, the end of the input at every kind of prompt, garbage lines, a
100 KB line, tutorials, and the automatic fall-back of ``cresus``."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cresus_tui.plain.front import PlainFront
from cresus_tui.plain.games import plain_games as kits
from cresus_tui.plain.text import MAX_LINE, clean_input, plain

from .scripted import SEED, fixture_paths, scripted_commands, transcript

ROOT = Path(__file__).resolve().parents[2]
ESCAPES = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def cresus_kit():
    return next(k for k in kits() if k.id == "cresus")


def fixture():
    cmd_path, out_path = fixture_paths(cresus_kit())
    return cmd_path.read_text("utf-8").splitlines(), out_path.read_text("utf-8")


def ranking_of(text: str) -> list[str]:
    lines = text.splitlines()
    start = next(i for i, x in enumerate(lines) if x.startswith("Ranking"))
    out = []
    for x in lines[start + 1:]:
        if not x.startswith("  "):
            break
        out.append(x)
    return out


# ---- full games ---------------------------------------------------------------------------

def test_fixture_replays_byte_for_byte(tmp_path):
    """The command file of a whole game gives the stored transcript, byte for byte."""
    commands, expected = fixture()
    assert transcript(commands, tmp_path / "a") == expected
    assert transcript(commands, tmp_path / "b") == expected  # and again, in a fresh folder


def test_fixture_is_a_whole_game_without_escape_codes():
    commands, text = fixture()
    assert commands[0] == "new" and commands[-1] == "quit"
    assert "The game is over." in text and text.endswith("> quit\nBye.\n")
    assert len(ranking_of(text)) == 4
    assert not ESCAPES.search(text.replace("\n", ""))
    assert "\x1b" not in text
    # the scripted queries were answered and changed nothing
    assert "> xyzzy\nError: Unknown command “xyzzy”." in text
    assert "> save\nSaved as “autosave”." in text
    assert "> log 5\nThe story, last 5 of " in text
    assert "? — play / no. You have" in text and "Pays: " in text and "Expected gain" in text
    # dice are written with number and colour letter
    assert re.search(r"throw 1/\d: (\d[RBYGOV] ){5}\d[RBYGOV]", text)


@pytest.mark.parametrize("kit", kits(), ids=lambda k: k.id)
def test_full_game_of_every_registered_game(kit, tmp_path):
    """Every game the plain front end offers plays to its end from a command file."""
    commands = scripted_commands(kit, seed=11, queries=["look", "status", "help", "garbage"])
    text = transcript(commands, tmp_path, seed=11)
    assert "The game is over." in text
    assert text.endswith("Bye.\n")
    assert len(ranking_of(text)) == 4
    assert "\x1b" not in text


@pytest.mark.parametrize("game_id", ["bigmoney", "forex"])
def test_the_other_games_fixtures_replay_byte_for_byte(tmp_path, game_id):
    """A whole Big Money or FOR-EX game from its command file gives its stored transcript."""
    kit = next(k for k in kits() if k.id == game_id)
    cmd_path, out_path = fixture_paths(kit)
    commands = cmd_path.read_text("utf-8").splitlines()
    text = transcript(commands, tmp_path)
    assert text == out_path.read_text("utf-8")
    assert "The game is over." in text and len(ranking_of(text)) == 4


def test_same_seed_same_commands_same_transcript_different_seed_differs(tmp_path):
    commands = scripted_commands(cresus_kit(), seed=3, queries=[])
    one = transcript(commands, tmp_path / "1", seed=3)
    assert one == transcript(commands, tmp_path / "2", seed=3)
    other = transcript(commands, tmp_path / "3", seed=4)
    assert other != one


# ---- the end of the input -----------------------------------------------------------------

MENU_STOPS = {
    "main menu": [],
    "new game: rivals": ["new"],
    "new game: level": ["new", ""],
    "new game: name": ["new", "", ""],
    "rules reader": ["rules"],
    "help reader": ["6"],
    "tutorials list": ["tutorials"],
    "load list (empty)": ["load"],
}


@pytest.mark.parametrize("where", list(MENU_STOPS))
def test_end_of_input_in_menus(where, tmp_path):
    text = transcript(MENU_STOPS[where], tmp_path)
    assert text.endswith("> \nEnd of input. Bye.\n")
    assert not (tmp_path / "saves").exists() or not any((tmp_path / "saves").iterdir())


def request_kinds(commands: list[str], text: str) -> dict[str, int]:
    """The first command index answering each kind of request in the fixture, by the
    sentence that described it."""
    kinds = {"bid": "Sealed bid", "move": "Choose your market", "buy": "you may buy",
             "throw": "Your dice", "sell": "Sale on", "luxury": "End of turn:",
             "entry": "? — play / no", "expert": "lets you take"}
    found: dict[str, int] = {}
    blocks = text.split("\n> ")
    answered = 0
    for block_index, block in enumerate(blocks[1:], 1):
        prev = blocks[block_index - 1]
        for kind, words in kinds.items():
            if kind not in found and words in prev.split("Commands:")[0][-400:]:
                found[kind] = block_index - 1
        answered += 1
    return found


def test_end_of_input_at_every_kind_of_game_prompt_saves_and_continue_finishes(tmp_path):
    """Cut the command file just before each kind of request: the game is saved and says so;
    `continue` plus the rest of the commands ends the game with the same ranking."""
    commands, full = fixture()
    kinds = request_kinds(commands, full)
    assert set(kinds) >= {"bid", "move", "buy", "throw", "sell", "luxury", "entry"}, kinds
    for kind, cut in sorted(kinds.items(), key=lambda kv: kv[1]):
        folder = tmp_path / kind
        first = transcript(commands[:cut], folder)
        assert first.endswith("> \nEnd of input. Saved as “autosave”. Run cresus again and "
                              "pick Continue to go on.\n"), (kind, first[-300:])
        second = transcript(["continue"] + commands[cut:], folder)
        assert "— game resumed —" in second
        resumed = second.split("— game resumed —")[1].split("\n\n")[0].splitlines()
        assert 1 <= len(resumed) <= 13  # the story's last lines, not all of it
        assert ranking_of(second) == ranking_of(full), kind


def test_end_of_input_after_the_game_and_at_the_load_list(tmp_path):
    commands, full = fixture()
    text = transcript(commands[:-1], tmp_path)
    assert text.endswith("What now?\n  1. Review the game\n  2. Main menu\n  3. Quit\n> \n"
                         "End of input. Bye.\n")
    text = transcript(["load"], tmp_path)  # the explicit save of the scripted queries
    assert "Saved games (Enter goes back):" in text and text.endswith("End of input. Bye.\n")


# ---- bad input ----------------------------------------------------------------------------

def test_garbage_lines_never_crash_nor_reach_the_output(tmp_path):
    garbage = [b"\x1b[2J\x1b[31mred", b"\xff\xfe\x00\x01binary", b"\x07\x08\x7f", b"   ",
               b"go \x1b]0;title\x07tokyo", "bid −5".encode(), b"buy 1 2 3 4 5 6 7 8 9",
               b"keep " + b"1 " * 500, b";;;;", b"[b]bold[/b]", b"`rm -rf /`",
               "ηλιος ☃ 🎲".encode(), b"\r\n"]
    data = b"new\n\n\n\n" + b"\n".join(garbage) + b"\nquit\n"
    out = io.StringIO()
    code = PlainFront(io.BytesIO(data), out, str(tmp_path), SEED, echo=True,
                      games=[cresus_kit()]).run()
    text = out.getvalue()
    assert code == 0
    assert "\x1b" not in text and "\x07" not in text and "\x00" not in text
    assert text.count("Error: ") >= 8
    assert "Saved as “autosave”." in text and text.endswith("Bye.\n")


def test_a_100_kb_line_is_refused_and_the_game_goes_on(tmp_path):
    line = b"bid " + b"9" * 100_000
    data = b"new\n\n\n\n" + line + b"\n" + b"x" * 102_400 + b"\nbid 0\nquit\n"
    out = io.StringIO()
    PlainFront(io.BytesIO(data), out, str(tmp_path), SEED, echo=True,
               games=[cresus_kit()]).run()
    text = out.getvalue()
    assert text.count("characters long; a command is a few words") == 2
    assert "(100004 characters)" in text and "9" * 2000 not in text
    # the rivals seal their bids after the human's (C-7.4), then the bids are revealed
    assert re.search(r"> bid 0\n(.+ placed a sealed bid\.\n)+Bids for", text)
    assert len(text) < 20_000


def test_clean_input_and_plain():
    assert clean_input(b"  go\x1b[31m tokyo \r\n") == "go tokyo"  # the whole escape sequence
    assert clean_input(b"\xff bid") == "\ufffd bid"
    assert plain("[b]Bold[/b] `go tokyo` [dim]x[/]") == "Bold go tokyo x"
    assert plain("a [b]broken [/i] tag") == "a broken  tag" or "\x1b" not in plain("[/i")
    assert MAX_LINE >= 200


# ---- menus, tutorials ---------------------------------------------------------------------

def test_menu_takes_numbers_and_words_and_refuses_the_rest(tmp_path):
    text = transcript(["9", "banana", "5", "7", "", "7"], tmp_path, games=[cresus_kit()])
    assert text.count("Error: Type a number from 1 to 7.") == 2
    assert "7. Sealed-bid auctions (C-7)" in text
    assert text.endswith("> 7\nBye.\n")


def test_a_tutorial_plays_to_its_end_and_is_marked_done(tmp_path):
    kit = cresus_kit()
    lesson = kit.lessons()[0]
    table = kit.tutorial(lesson.id, str(tmp_path))
    table.open()
    commands = ["tutorials", "1"]
    for _ in range(200):
        if table.over:
            break
        command = table.suggest()
        commands.append(command)
        table.command(command)
    assert table.over
    text = transcript(commands + ["2"], tmp_path, games=[cresus_kit()])
    assert f"Tutorial — {lesson.title}." in text
    assert "Step 1 of" in text and "— done! What you learned:" in text
    assert "Lesson marked done." in text
    from cresus_tui.play.progress import ProgressStore

    assert lesson.id in ProgressStore(tmp_path).read().done


def test_leaving_a_tutorial_keeps_its_progress(tmp_path):
    text = transcript(["tutorials", "1", "next", "menu", "tutorials", "1"], tmp_path,
                      games=[cresus_kit()])
    assert "Tutorial progress kept: Tutorials picks it up." in text
    assert text.count("Step 2 of") >= 2


# ---- the command --------------------------------------------------------------------------

def run_cresus(args: list[str], data: bytes, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "cresus_tui", *args], input=data,
                          capture_output=True, cwd=ROOT, env={**os.environ, **env}, timeout=120)


def test_cresus_with_a_redirected_output_plays_plain_text(tmp_path):
    """`cresus --seed 7 < moves.txt > transcript.txt` (no --plain: the output is a file)."""
    commands, _ = fixture()
    if len(kits()) > 1:  # New game asks which game first: Crésus is the first one
        commands = commands[:1] + ["1"] + commands[1:]
    expected = transcript(commands, tmp_path / "in-process", games=kits())
    data = "".join(c + "\n" for c in commands).encode()
    done = run_cresus(["--data-dir", str(tmp_path), "--seed", str(SEED)], data, {})
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode("utf-8") == expected


def test_term_dumb_and_the_preference_choose_plain(monkeypatch, tmp_path):
    from cresus_tui import cli

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr(sys, "stdout", Tty())
    monkeypatch.setenv("TERM", "xterm-256color")
    assert not cli.plain_wanted(False, str(tmp_path))
    assert cli.plain_wanted(True, str(tmp_path))
    monkeypatch.setenv("TERM", "dumb")
    assert cli.plain_wanted(False, str(tmp_path))
    monkeypatch.setenv("TERM", "xterm")
    (tmp_path / "preferences.json").write_text('{"plain": true}')
    assert cli.plain_wanted(False, str(tmp_path))


def test_plain_front_end_imports_no_textual():
    code = ("import sys, cresus_tui.plain.front as f; "
            "t = f.plain_games()[0].new(2, 'normal', 'You', 1); t.open(); t.run_rivals(); "
            "t.command('look'); t.command('hint'); "
            "print(any(m == 'textual' or m.startswith('textual.') for m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, cwd=ROOT,
                          timeout=60)
    assert done.stdout.decode().strip() == "False", done.stderr


def test_a_game_whose_play_kit_has_no_teller_still_plays(tmp_path):
    """The plain front end needs only the play kit: without a teller it narrates the events,
    answers `look` with the question and ends with the engine's ranking."""
    import dataclasses

    from cresus_tui.games.registry import get_game
    from cresus_tui.play.kits import play_kit
    from cresus_tui.plain.games import PlainGame

    bare = PlainGame(get_game("cresus"), dataclasses.replace(play_kit("cresus"), teller=None))
    text = transcript(["new", "", "", "", "look", "status", "bid 0", "go tokyo", "quit"],
                      tmp_path, games=[bare])
    assert "Crésus. You face" in text
    assert "> look\nSealed bid for the Expert card" in text
    assert "> status\nNothing to show for “status” here." in text
    assert re.search(r"> bid 0\n(.+ placed a sealed bid\.\n)+Bids for", text)
    assert "Saved as “autosave”." in text
    with pytest.raises(NotImplementedError, match="no teller"):
        bare.new(2, "normal", "You", 1).suggest()


def test_plain_text_says_in_words_what_a_screen_reader_would_read_as_symbols():
    from cresus_tui.plain.text import spoken

    assert plain("[b]═══ Turn 3 ═══[/b] Midas plays first.") == "Turn 3. Midas plays first."
    assert plain("  [b]CAD[/b] strengthens ▲: over CNY 1:3") == "  CAD strengthens: over CNY 1:3"
    assert plain("GBP weakens ▼.") == "GBP weakens."
    assert spoken("GBP   6◆") == "GBP   6(S)"
    assert plain("[b red]✗[/] No player “x”.") == "Error: No player “x”."
    for name in ("cresus", "bigmoney", "forex"):
        text = (Path(__file__).parent / "fixtures" / f"{name}-seed7.transcript.txt").read_text(
            "utf-8")
        assert not set("═▲▼◆✗") & set(text), name
