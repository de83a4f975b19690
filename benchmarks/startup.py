"""Start-up cost: the whole ``cresus`` process up to its first menu, against a bare Textual app
showing the same widgets.

Each run starts a fresh Python process that imports its app, runs it headless until the first
screen is shown, and exits; the CPU it used (user + system seconds of that child, from
``os.wait4``) is what counts, so the figure does not depend on how busy the machine is. The
two kinds of process are interleaved (bare, app, app, bare, …) and the ratio is the median of
the per-pair ratios. Target: the app costs at most 1.3× the bare app.

    python benchmarks/startup.py [--runs N] [--saves]

``--saves``: start on a data folder holding a save of every game (the menu then lists them,
which needs their headers only). ``--modules``: also print the project's modules the app
imported before its first menu.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

TARGET = 1.3
ROOT = Path(__file__).resolve().parent.parent


def bare_app() -> None:
    """A Textual app with the first menu's widgets (title, eight buttons, footer) and nothing
    of the project."""
    from textual.app import App
    from textual.binding import Binding
    from textual.containers import Vertical
    from textual.screen import Screen
    from textual.widgets import Button, Footer, Static

    class Menu(Screen):
        DEFAULT_CSS = """
        Menu { align: center middle; }
        Menu #menu { width: 44; height: auto; }
        Menu #title { text-align: center; width: 100%; margin-bottom: 1; }
        Menu Button { width: 100%; margin: 0; }
        """
        BINDINGS = [Binding(key, key, key) for key in "nclstrhq"]

        def compose(self):
            with Vertical(id="menu"):
                yield Static("[b $accent]C R É S U S[/]", id="title")
                for label in ("New game", "Continue", "Load", "Tutorials", "Statistics",
                              "Rules", "Help", "Quit"):
                    yield Button(label, compact=True)
            yield Footer()

    class Bare(App):
        def on_mount(self) -> None:
            self.push_screen(Menu())

    Bare().run(headless=True, auto_pilot=_leave)


def cresus_app(data_dir: str) -> None:
    """The game's own app, as ``cresus`` opens it, up to its first menu."""
    from cresus_tui.play.settings import Settings
    from cresus_tui.tui.app import CresusApp

    app = CresusApp(Settings(data_dir=data_dir))
    try:
        app.run(headless=True, auto_pilot=_leave)
    finally:
        app.release_data_folder()


async def _leave(pilot) -> None:
    await pilot.pause()
    pilot.app.exit(0)


def child(kind: str, data_dir: str, modules: bool) -> None:
    if kind == "bare":
        bare_app()
    else:
        cresus_app(data_dir)
    if modules:
        mine = sorted(m for m in sys.modules if m.split(".")[0] in ("cresus_tui", "ai", "saves"))
        print("\n".join(mine))


def cpu_seconds(kind: str, data_dir: str) -> float:
    """The user + system CPU seconds of one child process of ``kind`` (bare or app)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, __file__, "--child", kind, "--data-dir", data_dir],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
    proc.stderr and proc.stderr.close()
    if proc.returncode != 0:
        raise SystemExit(f"the {kind} child failed ({proc.returncode}):\n{err}")
    return usage.ru_utime + usage.ru_stime


def fill_saves(data_dir: str) -> None:
    """A save of every registered game (a few decisions in) in ``data_dir``."""
    import random

    import saves
    from cresus_tui.games.protocol import SeatConfig
    from cresus_tui.games.registry import GAMES

    for game_id, spec in GAMES.items():
        seats = [SeatConfig("You", "human")] + [SeatConfig(f"R{i}") for i in range(2)]
        state, _ = spec.new_game(spec.make_config(seats, 7))
        rng = random.Random(7)
        for _ in range(6):
            if state.is_over or not state.requests():
                break
            seat = state.requests()[0].seat
            state.submit(seat, spec.random_decision(state, seat, rng))
        saves.save_game(state, game_id, data_dir=data_dir)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=9, help="pairs of processes (default 9)")
    ap.add_argument("--saves", action="store_true", help="a save of every game in the folder")
    ap.add_argument("--modules", action="store_true", help="list the modules the app imports")
    ap.add_argument("--child", choices=("bare", "app"), help=argparse.SUPPRESS)
    ap.add_argument("--data-dir", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.child, args.data_dir, args.modules)
        return
    with tempfile.TemporaryDirectory() as data_dir:
        if args.saves:
            fill_saves(data_dir)
        if args.modules:
            env = dict(os.environ, PYTHONPATH=str(ROOT))
            subprocess.run([sys.executable, __file__, "--child", "app", "--data-dir", data_dir,
                            "--modules"], env=env, check=True)
        cpu_seconds("bare", data_dir)  # warm the disk cache and the bytecode of both
        cpu_seconds("app", data_dir)
        bare, app = [], []
        for run in range(args.runs):
            order = ("bare", "app") if run % 2 == 0 else ("app", "bare")
            got = {kind: cpu_seconds(kind, data_dir) for kind in order}
            bare.append(got["bare"])
            app.append(got["app"])
    ratios = [a / b for a, b in zip(app, bare)]
    ratio = statistics.median(ratios)
    print(f"bare Textual app: median {statistics.median(bare) * 1000:.0f} ms CPU "
          f"(min {min(bare) * 1000:.0f}, max {max(bare) * 1000:.0f})")
    print(f"cresus app:       median {statistics.median(app) * 1000:.0f} ms CPU "
          f"(min {min(app) * 1000:.0f}, max {max(app) * 1000:.0f})")
    print(f"ratio app / bare: median {ratio:.2f}× over {args.runs} pairs "
          f"(min {min(ratios):.2f}×, max {max(ratios):.2f}×); target ≤ {TARGET}× "
          f"{'met' if ratio <= TARGET else 'NOT met'}")


if __name__ == "__main__":
    main()
