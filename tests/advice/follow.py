"""Games in which the human seat follows the hint at every decision: the first line of the
game's `hint` answer is ``Hint: <command>``, and that command is parsed as typed and submitted."""

from __future__ import annotations

from cresus_tui.play.parser import Action
from cresus_tui.play.session import Session


def hint_command(lines: list[str]) -> str:
    """The command of a hint: its first line must be ``Hint: <command>``."""
    assert lines and lines[0].startswith("Hint: "), lines[:2]
    return lines[0].removeprefix("Hint: ")


def follow(game_id: str, seed: int, hint, parse, players: int = 4, level: str = "normal",
           limit: int = 20_000) -> tuple[Session, list[str]]:
    """A game of ``game_id`` where seat 0 types the command its hint names at every decision
    (``hint(view, request) -> lines``, ``parse(text, view) -> Parsed``); the other seats are
    the game's rivals of ``level``. Returns the session and the commands typed."""
    from cresus_tui.games.protocol import SeatConfig
    from cresus_tui.games.registry import GAMES

    spec = GAMES[game_id]
    seats = [SeatConfig("You", "human")] + [SeatConfig(f"Rival {i}", "rival", level)
                                            for i in range(1, players)]
    game, opening = spec.new_game(spec.make_config(seats, seed))
    s = Session(game, 0, opening)
    typed = []
    for _ in range(limit):
        if s.game.is_over:
            break
        s.run_rivals()
        if s.game.is_over:
            break
        req = s.human_request()
        if req is None:
            continue
        view = s.game.view(0)
        cmd = hint_command(hint(view, req))
        parsed = parse(cmd, view)
        assert isinstance(parsed, Action), (cmd, parsed)
        typed.append(cmd)
        s.submit(parsed.decision)
    assert s.game.is_over
    return s, typed
