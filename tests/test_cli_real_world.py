"""The command line in the real world (issue 16): any output encoding, TERM=dumb (plain text), one path for
every file under ``--data-dir``, bounded counts, huge seeds."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cresus_tui import cli
from cresus_tui.play import preferences as P
from saves import SaveStore
from tests.saves.helpers import game_after

ROOT = Path(__file__).resolve().parent.parent


def run_cli(args: list[str], env_extra: dict[str, str], tmp_path: Path):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(env_extra)
    env["PYTHONPATH"] = str(ROOT)
    env["XDG_DATA_HOME"] = str(tmp_path / "xdg")
    return subprocess.run([sys.executable, "-m", "cresus_tui", *args], cwd=tmp_path, env=env,
                          capture_output=True, timeout=120)


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory) -> Path:
    """A data folder holding a save of a player named Zoé 测试🎲 against Médicis."""
    root = tmp_path_factory.mktemp("data")
    from cresus_tui.games.cresus import GameConfig, SeatConfig, new_game

    game, _ = new_game(GameConfig((SeatConfig("Zoé 测试🎲", "human"),
                                   SeatConfig("Médicis")), 4))
    SaveStore(root / "saves").save("zoe", game)
    return root


ENVS = [{"PYTHONIOENCODING": "ascii"}, {"PYTHONIOENCODING": "latin-1"},
        {"LC_ALL": "POSIX", "PYTHONIOENCODING": ""}]


@pytest.mark.parametrize("env", ENVS, ids=["ascii", "latin-1", "posix"])
@pytest.mark.parametrize("args", [["--help"], ["saves", "list"], ["saves", "show", "zoe"],
                                  ["odds", "LON-5"]], ids=["help", "list", "show", "odds"])
def test_every_output_survives_any_encoding(env, args, data_dir: Path, tmp_path: Path) -> None:
    if args[0] == "saves":
        args = ["--data-dir", str(data_dir), *args]
    done = run_cli(args, env, tmp_path)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    assert b"Traceback" not in done.stderr
    assert b"Cr" in done.stdout or b"LON" in done.stdout or b"zoe" in done.stdout


def test_term_dumb_plays_in_plain_text_not_refused(tmp_path: Path) -> None:
    """TERM=dumb cannot draw the full screen: the game opens in plain text (lines in, lines
    out, no escape sequences) instead of being refused."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update({"TERM": "dumb", "PYTHONPATH": str(ROOT), "XDG_DATA_HOME": str(tmp_path / "x")})
    done = subprocess.run([sys.executable, "-m", "cresus_tui", "--data-dir", str(tmp_path / "d")],
                          cwd=tmp_path, env=env, input=b"", capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    assert b"Traceback" not in done.stderr and b"\x1b[" not in done.stdout
    assert b"Cr" in done.stdout  # the plain menu names the game
    assert not hasattr(cli, "terminal_problem")


def test_simulate_counts_are_bounded(tmp_path: Path) -> None:
    done = run_cli(["simulate", "--games", "99999999999999999999"], {}, tmp_path)
    assert done.returncode == 2 and b"at most 1,000,000 games" in done.stderr


def test_ctrl_c_during_a_simulation_prints_a_short_summary(monkeypatch, capsys) -> None:
    import ai.cresus.tournament as T

    calls = []
    real = T.play_one

    def interrupted(*a, **kw):
        if len(calls) == 3:
            raise KeyboardInterrupt
        calls.append(1)
        return real(*a, **kw)

    monkeypatch.setattr(T, "play_one", interrupted)
    assert cli.main(["simulate", "--games", "10", "--players", "2"]) == 130
    err = capsys.readouterr().err
    assert "Interrupted: 3 of 10 games played" in err and "Traceback" not in err
    assert T.play_one is interrupted  # put back as it was


def test_a_seed_of_2_64_or_more_is_reduced(tmp_path: Path) -> None:
    args = cli.build_parser().parse_args(["--seed", "20261130193000123456"])
    assert args.seed == 20261130193000123456 % 2**64
    from cresus_tui.play.cresus.session import NewGameOptions
    from cresus_tui.play.session import Session

    session = Session.new(NewGameOptions(rivals=1, seed=args.seed, level="random"))
    SaveStore(tmp_path).save("big", session.game)  # encodes: no OverflowError
    assert SaveStore(tmp_path).load("big").game.state.config.seed == args.seed


def test_data_dir_with_a_tilde_is_one_path_for_every_file(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.chdir(tmp_path)
    resolved = cli.data_path("~/x")
    assert resolved == str((tmp_path / "home" / "x").resolve())
    assert P.path_for("~/x") == Path(resolved) / "preferences.json"
    from saves.paths import saves_dir

    assert saves_dir("~/x") == Path(resolved) / "saves"
    assert not (tmp_path / "~").exists()


def test_preferences_keep_unknown_keys_and_hold_limits(tmp_path: Path) -> None:
    path = tmp_path / "preferences.json"
    path.write_text('{"name": "' + "N" * 80 + '", "rivals": 40, "level": "godlike", '
                    '"future_key": {"a": 1}, "pace": "slow"}', encoding="utf-8")
    prefs, notice = P.load(tmp_path)
    assert (prefs.name, prefs.rivals, prefs.level, prefs.pace) == ("N" * 16, 3, "normal",
                                                                   "slow")
    assert P.save(prefs, tmp_path) == ""
    import json

    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["future_key"] == {"a": 1} and saved["name"] == "N" * 16
    assert [p.name for p in tmp_path.iterdir()] == ["preferences.json"]  # no temp left


def test_preferences_with_a_value_of_the_wrong_type(tmp_path: Path) -> None:
    (tmp_path / "preferences.json").write_text('{"rivals": "three", "name": "Zoé"}')
    prefs, notice = P.load(tmp_path)
    assert (prefs.rivals, prefs.name) == (3, "Zoé") and "not understood" in notice
