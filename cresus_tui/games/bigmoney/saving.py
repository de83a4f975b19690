"""What a save says of a Big Money game: the load menu's summary and the autosave moments.
The body is the game's own ``encode()`` bytes (the protocol's default)."""

from __future__ import annotations

from cresus_tui.games.protocol import SeatSummary, Summary

from .events import GameEnded, TurnStarted
from .game import Game


def summary(game: Game) -> Summary:
    """The load-menu summary of ``game``: turn = the round (1 …), phase = the stage ("roll",
    "dice", "buy", "over"), the seed, every seat's cash (Z) and cards held (its ``luxuries``
    count), seats in playing order."""
    st = game.state
    cfg = st.config
    return Summary(
        turn=st.round, phase="over" if st.over else st.stage, over=st.over, seed=cfg.seed,
        seats=[SeatSummary(s.name, cfg.seats[s.origin].kind, s.cash, len(s.cards))
               for s in st.seats])


def checkpoint(events: list) -> bool:
    """True when ``events`` begin a turn or end the game: autosave moments."""
    return any(isinstance(ev, (TurnStarted, GameEnded)) for ev in events)
