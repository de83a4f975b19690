"""``cresus serve``: the full-screen game in a web browser, with textual-serve.

Every browser tab that opens the page starts its own game process on this computer, run as the
user who started ``cresus serve``, with that user's save folder (or ``--data-dir``). The server
listens on 127.0.0.1 (this computer only) unless ``--host`` says otherwise.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

from cresus_tui.i18n import tr

LOOPBACK = ("127.0.0.1", "localhost", "::1")

PAGE = Path(__file__).parent / "serve_page"
"""The page's template (``app_index.html``): textual-serve's, with the game's title, the fonts
textual-serve ships served from this computer, and the terminal focused on load."""



def page_title() -> str:
    """The browser tab's title: the games' names ("Crésus · Big Money · FOR-EX")."""
    from cresus_tui.games.registry import GAMES

    return " · ".join(spec.name for spec in GAMES.values())


def app_command(data_dir: str | None = None, seed: int | None = None,
                lang: str | None = None) -> str:
    """The shell command each browser tab runs: this Python, the game, the data folder, the
    seed the New game form offers, the language asked with ``--lang``."""
    parts = [sys.executable, "-m", "cresus_tui"]
    if lang:
        parts += ["--lang", lang]
    if data_dir:
        parts += ["--data-dir", data_dir]
    if seed is not None:
        parts += ["--seed", str(seed)]
    return " ".join(shlex.quote(p) for p in parts)


def serve(host: str = "127.0.0.1", port: int = 8000, data_dir: str | None = None,
          seed: int | None = None, lang: str | None = None) -> int:
    """Serve the game at http://host:port/ until Ctrl+C; the exit code (1 when textual-serve
    is not installed)."""
    try:
        from textual_serve.server import Server
    except ImportError:
        print(tr("cresus serve needs textual-serve: pip install 'cresus-tui[serve]' (or pip "
                 "install textual-serve)."), file=sys.stderr)
        return 1
    if host not in LOOPBACK:
        print(tr("Warning: listening on {host}: anyone who can reach port {port} can start a "
                 "game process on this computer, with your save folder.").format(
                     host=host, port=port), file=sys.stderr)
    url_host = f"[{host}]" if ":" in host else host
    server = Server(app_command(data_dir, seed, lang), host=host, port=port, title=page_title(),
                    public_url=f"http://{url_host}:{port}", templates_path=str(PAGE))
    print(tr("Crésus in your browser: open {url} (Ctrl+C stops the server).").format(
        url=f"http://{url_host}:{port}/"), flush=True)
    server.serve()
    return 0
