"""Games played to the end (or to a point) for the review tests: seat 0 is the human, played by
a computer policy so the games are deterministic."""

from __future__ import annotations

from ai.cresus.rival import make_rival
from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.session import Session


def play(seed: int = 7, rivals: int = 3, level: str = "normal", human_level: str = "normal",
         limit: int = 100_000, stop=None) -> Session:
    """A session played by rivals in every seat until the end (or until ``stop(session)``)."""
    s = Session.new(NewGameOptions(rivals=rivals, level=level, personality="", seed=seed))
    me = make_rival(human_level, "", seed=seed)
    for _ in range(limit):
        if s.game.is_over or (stop is not None and stop(s)):
            break
        s.run_rivals()
        if s.game.is_over or (stop is not None and stop(s)):
            break
        req = s.human_request()
        if req is None:
            continue
        s.submit(me.decide(s.game.view(0), req).decision)
    return s
