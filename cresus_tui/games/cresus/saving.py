"""What a save keeps of a Crésus game: its config and seed, the decision log (replayable from
the config) and the state snapshot (``Game.encode()`` bytes, the fast way back), as the
MessagePack of ``Body`` — the same bytes in save schemas 1, 2 and 3 (C-11.1).
"""

from __future__ import annotations

import msgspec

from cresus_tui.games.protocol import SeatSummary, Summary

from .events import GameOver, PhaseStarted, TurnStarted
from .game import Game, new_game
from .state import GameConfig, Logged
from .state_check import check_state


class Body(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """The game: its config and seed, the decision log and the state snapshot. ``story``:
    optional, one note per log entry (a rival's reason, your typed command, "" for none) so the
    retold story keeps them; absent in older files and when empty (then [], and the bytes are
    those of schema 2)."""

    config: GameConfig
    seed: int
    log: list[Logged]
    snapshot: bytes
    story: list[str] = []


_ENC = msgspec.msgpack.Encoder()
_BODY = msgspec.msgpack.Decoder(Body)


def summary(game: Game) -> Summary:
    """The load-menu summary of ``game``: turn (0 before the first, 1..10), phase (setup,
    expert, movement, cresus, purchase, sale, end_of_turn, over), the seed, every seat's cash
    (M) and luxury cards."""
    st = game.state
    phase = "over" if st.over else st.phase
    return Summary(
        turn=st.turn, phase=phase, over=st.over, seed=st.config.seed,
        seats=[SeatSummary(s.name, c.kind, s.cash, s.luxuries, s.eliminated)
               for s, c in zip(st.seats, st.config.seats)])


def checkpoint(events: list) -> bool:
    """True when ``events`` begin a phase or a turn, or end the game: autosave moments."""
    return any(isinstance(ev, (PhaseStarted, TurnStarted, GameOver)) for ev in events)


def save_body(game: Game) -> bytes:
    """The body bytes of ``game``."""
    st = game.state
    return _ENC.encode(Body(st.config, st.config.seed, st.log, game.encode()))


def story_body(game: Game, story) -> bytes:
    """The body bytes of ``game`` with the notes of its log (cut or padded to its length)."""
    st = game.state
    notes = [str(n) for n in story][: len(st.log)]
    return _ENC.encode(Body(st.config, st.config.seed, st.log, game.encode(), notes))


def load_story(data: bytes) -> list[str]:
    """The notes a body keeps ([] for older saves)."""
    return _BODY.decode(data).story


def load_body(data: bytes) -> tuple[Game, bool]:
    """The game of body bytes, verified: from the snapshot when it decodes and agrees with the
    config and the log, else by replaying the log from the config (the engine checks every
    decision at its door). A snapshot used must hold every invariant of a real game
    (``check_state``: cards each in one place, ledgers balanced, every seat, market, card and
    stage one that exists), so a body forged with a recomputed checksum loads as a legal game
    or not at all. Returns (game, replayed).

    Raises msgspec.DecodeError/ValidationError when the bytes are not a Body, ValueError when
    the seed disagrees with the config, the snapshot breaks an invariant or the log does not
    replay."""
    body = _BODY.decode(data)
    if body.seed != body.config.seed:
        raise ValueError(f"the seed {body.seed} differs from the game's {body.config.seed}")
    game: Game | None = None
    try:
        game = Game.decode(body.snapshot)
        st = game.state
        if st.config != body.config or st.log != body.log:
            game = None
    except (msgspec.DecodeError, msgspec.ValidationError, ValueError, TypeError,
            RecursionError):
        game = None
    if game is None:
        return _replay(body), True
    try:
        check_state(game)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
        raise ValueError(f"the game inside breaks the rules ({_short(exc)})") from None
    return game, False


def _replay(body: Body) -> Game:
    try:
        game, _ = new_game(body.config)
        for entry in body.log:
            game.submit(entry.seat, entry.decision)
    except Exception as exc:  # any failure of replayed data means the body is unusable
        raise ValueError(f"the game inside cannot be restored ({_short(exc)})") from None
    return game


def _short(exc: BaseException, limit: int = 120) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"
