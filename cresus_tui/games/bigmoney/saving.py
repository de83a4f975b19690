"""What a save says of a Big Money game: the load menu's summary and the autosave moments.
The body is the game's own ``encode()`` bytes (the protocol's default)."""

from __future__ import annotations

from cresus_tui.games.protocol import SeatSummary, Summary

from .events import GameEnded, TurnStarted
from .game import Game, new_game


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


def load_body(data: bytes) -> tuple[Game, bool]:
    """The game of a save's body (``Game.encode()`` bytes), verified: the game is played again
    from its config and its decision log (the engine is deterministic) and must come out
    byte for byte as saved, so a hand-edited or forged state never loads. Returns
    (game, False).

    Raises msgspec.DecodeError/ValidationError on bytes that are not a game, ValueError
    (IllegalDecision is one) when the state breaks the rules or disagrees with its own log."""
    game = Game.decode(data)
    try:
        again, _ = new_game(game.state.config)
    except ValueError as exc:  # the configuration door: the same reason as a new game's
        raise ValueError(f"its settings are refused: {str(exc)[:160]}") from None
    try:
        for entry in game.state.log:
            again.submit(entry.seat, entry.decision)
    except RecursionError:
        raise ValueError("the game inside is nested too deeply") from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
        raise ValueError(f"the game inside cannot be played again from its decisions "
                         f"({type(exc).__name__})") from None
    if again.encode() != data:
        raise ValueError("the game inside does not agree with its own decisions")
    return game, False
