"""What a save says of a FOR-EX game: the load menu's summary and the autosave moments.
The body is the game's own ``encode()`` bytes (the protocol's default)."""

from __future__ import annotations

from cresus_tui.games.protocol import SeatSummary, Summary

from . import rates as R
from .events import GameOver, TurnStarted
from .game import Game, new_game


def summary(game: Game) -> Summary:
    """The load-menu summary of ``game``: turn (0 before the first), phase ("play", "end",
    "over"), the seed, and per seat: ``cash`` = the seat's money in whole units of the
    Strongest currency — the one leading now (F-14.1: most wins, then most certificates held,
    then the first in F-2.1's order), converted as F-14.2 does; the final score once over —
    never a sum of units of different currencies; ``luxuries`` = certificates held,
    ``eliminated`` = bankrupt."""
    st = game.state
    over = st.phase == "over"
    wins = R.wins(st.rates)
    held = [sum(s.certs[c] for s in st.seats) for c in range(len(wins))]
    lead = max(range(len(wins)), key=lambda c: (wins[c], held[c], -c))
    seats = []
    for i, (s, c) in enumerate(zip(st.seats, st.config.seats)):
        cash = st.scores[i] if over and len(st.scores) > i else sum(
            R.to_strongest(h, cur, lead, st.rates, game.data.ladder_h)
            for cur, h in enumerate(s.money))
        seats.append(SeatSummary(s.name, c.kind, cash, sum(s.certs), s.bankrupt))
    return Summary(turn=st.turn, phase=st.phase, over=over, seed=st.config.seed, seats=seats)


def checkpoint(events: list) -> bool:
    """True when ``events`` begin a turn or end the game: autosave moments."""
    return any(isinstance(ev, (TurnStarted, GameOver)) for ev in events)


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
