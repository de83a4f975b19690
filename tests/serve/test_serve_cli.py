"""`cresus serve`'s arguments and command, without a browser."""

from __future__ import annotations

import builtins
import shlex
import sys

import pytest

from cresus_tui import cli, serve


def test_serve_listens_on_loopback_port_8000_by_default() -> None:
    args = cli.build_parser().parse_args(["serve"])
    assert (args.command, args.host, args.port) == ("serve", "127.0.0.1", 8000)
    args = cli.build_parser().parse_args(["serve", "--host", "0.0.0.0", "--port", "9001"])
    assert (args.host, args.port) == ("0.0.0.0", 9001)


@pytest.mark.parametrize("port", ["0", "65536", "http", "-1"])
def test_a_bad_port_is_a_usage_error(port: str, capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        cli.build_parser().parse_args(["serve", "--port", port])
    assert exc.value.code == 2
    assert "port" in capsys.readouterr().err


def test_each_tab_runs_this_python_with_the_data_folder() -> None:
    command = serve.app_command("/tmp/my saves")
    assert shlex.split(command) == [sys.executable, "-m", "cresus_tui", "--data-dir",
                                    "/tmp/my saves"]
    assert shlex.split(serve.app_command()) == [sys.executable, "-m", "cresus_tui"]
    assert shlex.split(serve.app_command(seed=7))[-2:] == ["--seed", "7"]


def test_without_textual_serve_it_says_how_to_install_it(monkeypatch, capsys) -> None:
    real = builtins.__import__

    def no_textual_serve(name, *a, **kw):
        if name.startswith("textual_serve"):
            raise ImportError(name)
        return real(name, *a, **kw)

    monkeypatch.setattr(builtins, "__import__", no_textual_serve)
    assert serve.serve() == 1
    assert "pip install 'cresus-tui[serve]'" in capsys.readouterr().err


def test_a_browser_tab_never_falls_back_to_plain_text(monkeypatch) -> None:
    """textual-serve runs the game with a pipe for output and the web driver: full screen."""
    monkeypatch.setenv("TEXTUAL_DRIVER", "textual.drivers.web_driver:WebDriver")
    monkeypatch.setenv("TERM", "dumb")
    assert not cli.plain_wanted(False)
    assert cli.plain_wanted(True)
