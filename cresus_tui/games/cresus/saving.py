"""What a save keeps of a Crésus game: its config and seed, the decision log (replayable from
the config) and the state snapshot (``Game.encode()`` bytes, the fast way back), as the
MessagePack of ``Body`` — the same bytes in save schemas 1, 2 and 3 (C-11.1).
"""

from __future__ import annotations

import msgspec

from cresus_tui.games.protocol import SeatSummary, Summary

from .events import GameOver, PhaseStarted, TurnStarted
from .decisions import Offer
from .game import Game, new_game
from .state import GameConfig, Logged
from .config_check import check_config
from .state_check import check_state


class Body(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """The game: its config and seed, the decision log and the state snapshot. ``story``:
    optional, one note per log entry (a rival's reason, your typed command, "" for none) so the
    retold story keeps them; absent in older files and when empty (then [], and the bytes are
    those of schema 2). ``other_rules``: absent for a game played under this version's rules
    from its start; else the rules data its beginning was played with (``Game.other_rules``)."""

    config: GameConfig
    seed: int
    log: list[Logged]
    snapshot: bytes
    story: list[str] = []
    other_rules: str = ""


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
    return _ENC.encode(Body(st.config, st.config.seed, st.log, game.encode(),
                            other_rules=game.other_rules))


def story_body(game: Game, story) -> bytes:
    """The body bytes of ``game`` with the notes of its log (cut or padded to its length)."""
    st = game.state
    notes = [str(n) for n in story][: len(st.log)]
    return _ENC.encode(Body(st.config, st.config.seed, st.log, game.encode(), notes,
                            game.other_rules))


def load_story(data: bytes) -> list[str]:
    """The notes a body keeps ([] for older saves)."""
    return _BODY.decode(data).story


def load_body(data: bytes) -> tuple[Game, bool]:
    """The game of body bytes, verified by replay (C-11.1): the game is played again from its
    config and its decision log (the engine checks every decision at its door; it is
    deterministic) and its state must come out byte for byte as the snapshot, so a body
    forged with a recomputed checksum (cash added to a seat and its ledger, a share moved
    from a pile to a hand, log and snapshot cut short together) is refused as damaged, never
    loaded from the snapshot. A full game replays in a few milliseconds
    (``benchmarks/fuzz.py`` measures it). Returns (game, False): the game as saved, verified.

    Raises msgspec.DecodeError/ValidationError when the bytes are not a Body, ValueError when
    the seed disagrees with the config, the log does not replay or the snapshot differs from
    the replayed game.

    A game saved by a version where a trade offer outlived the start of its share's sale
    (C-10.4) replays so when it does not replay today (``Game.offers_outlive_sales``), and
    plays on so: its save still loads, verified the same way."""
    body = _BODY.decode(data)
    if body.other_rules:  # its beginning was played under other rules: its snapshot rules
        return _from_snapshot(body, body.other_rules), False
    if body.seed != body.config.seed:
        raise ValueError(f"the seed {body.seed} differs from the game's {body.config.seed}")
    try:
        game = _replay(body)
        if game.encode() != body.snapshot:
            raise ValueError("the game inside does not agree with its own decisions")
    except ValueError:
        if not _offer_outlived_a_sale(body):
            raise
        game = _replay(body, offers_outlive_sales=True)
        if game.encode() != body.snapshot:
            raise ValueError("the game inside does not agree with its own decisions") from None
    return game, False


def load_other_rules(data: bytes) -> Game:
    """The game of a body saved under other rules data (or before saves recorded it) whose
    log no longer replays as saved: its snapshot, held to every invariant of a real game
    (``check_state``: cards each in one place, ledgers balanced, every seat, market, card and
    stage one that exists). The load says so (``saves``: ``LoadedGame.notice``); a body that
    names today's rules data never comes here.

    Raises msgspec.DecodeError/ValidationError or ValueError as ``load_body``."""
    return _from_snapshot(_BODY.decode(data), "not recorded")


def _from_snapshot(body: Body, other_rules: str) -> Game:
    try:
        check_config(body.config)
    except ValueError as exc:  # the configuration door: the same reason as a new game's
        raise ValueError(f"its settings are refused: {str(exc)[:160]}") from None
    if body.seed != body.config.seed:
        raise ValueError(f"the seed {body.seed} differs from the game's {body.config.seed}")
    game = Game.decode(body.snapshot)
    st = game.state
    if st.config != body.config or st.log != body.log:
        raise ValueError("the snapshot disagrees with the game's config or its decisions")
    try:
        check_state(game)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
        raise ValueError(f"the game inside breaks the rules ({_short(exc)})") from None
    game.other_rules = other_rules
    return game


def _offer_outlived_a_sale(body: Body) -> bool:
    """Whether ``body``'s log holds an offer at all (the only way the older offer rule can
    matter): a cheap test before a second replay."""
    return any(isinstance(entry.decision, Offer) for entry in body.log)


def _replay(body: Body, offers_outlive_sales: bool = False) -> Game:
    try:
        game, _ = new_game(body.config)
    except ValueError as exc:  # the configuration door: the same reason as a new game's
        raise ValueError(f"its settings are refused: {str(exc)[:160]}") from None
    game.offers_outlive_sales = offers_outlive_sales
    try:
        for entry in body.log:
            game.submit(entry.seat, entry.decision)
    except Exception as exc:  # any failure of replayed data means the body is unusable
        raise ValueError(f"the game inside cannot be restored ({_short(exc)})") from None
    return game


def _short(exc: BaseException, limit: int = 120) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"
