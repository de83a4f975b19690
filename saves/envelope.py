"""The save file format: a msgspec MessagePack envelope around a checksummed header and body.

    Envelope (MessagePack map, the same keys in every schema)
      format        "cresus-tui/save"
      schema        int, the save format version (SCHEMA now)
      game_version  str, the cresus-tui version that wrote it ("0" if unknown)
      saved_at      str, ISO 8601 time in UTC, e.g. "2026-11-29T14:03:07.123+00:00"
      checksum      str, "blake2b-256:<64 hex digits>" over the four fields above, the header
                    bytes and the body bytes (see ``digest``); checked before anything is decoded
      header        Header, a small summary for the load menu (kept as raw bytes)
      body          bytes, MessagePack of Body: config, seed, decision log, state snapshot

The framing and the checksum rule never change between schemas, so any file can be verified
before its schema is looked at. Schema history: 1 (header ``players`` without phase), 2 (header
``seats`` with kind and elimination, plus ``phase`` and ``over``); see ``migrations.py``.
"""

from __future__ import annotations

import functools
import hashlib
from datetime import datetime, timezone

import msgspec

from cresus_tui.engine.game import Game
from cresus_tui.engine.state import GameConfig, Logged

FORMAT = "cresus-tui/save"
SCHEMA = 2
CHECKSUM_ALGO = "blake2b-256"


class SeatSummary(msgspec.Struct, frozen=True):
    """One seat in the header: ``kind`` human/rival/random, ``cash`` in M, ``luxuries`` the
    number of luxury cards held (0..7)."""

    name: str
    kind: str
    cash: int
    luxuries: int
    eliminated: bool = False


class Header(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What the load menu shows without decoding the game: turn (0 before the first, 1..10),
    phase (setup, expert, movement, cresus, purchase, sale, end_of_turn, over), the seed."""

    turn: int
    phase: str
    over: bool
    seed: int
    seats: list[SeatSummary]


class Body(msgspec.Struct, frozen=True, forbid_unknown_fields=True, omit_defaults=True):
    """The game: its config and seed, the decision log (replayable from the config) and the
    state snapshot (``Game.encode()`` bytes, the fast way back). ``story``: optional, one note
    per log entry (a rival's reason, your typed command, "" for none) so the retold story
    keeps them; absent in older files (then [])."""

    config: GameConfig
    seed: int
    log: list[Logged]
    snapshot: bytes
    story: list[str] = []


class Envelope(msgspec.Struct, frozen=True):
    """The outer map of every save file (any schema). ``header`` keeps its raw bytes so the
    checksum can be checked before it is decoded."""

    format: str
    schema: int
    game_version: str
    saved_at: str
    checksum: str
    header: msgspec.Raw
    body: bytes


_ENC = msgspec.msgpack.Encoder()
_ENVELOPE = msgspec.msgpack.Decoder(Envelope)
_HEADER = msgspec.msgpack.Decoder(Header)
_BODY = msgspec.msgpack.Decoder(Body)


@functools.cache
def game_version() -> str:
    """The installed cresus-tui version, or "0" when it is not installed as a package."""
    try:
        from importlib.metadata import version

        return version("cresus-tui")
    except Exception:  # PackageNotFoundError, or broken metadata
        return "0"


def now_iso(now: datetime | None = None) -> str:
    """``now`` (default: the current time) as an ISO 8601 UTC string with milliseconds."""
    now = now or datetime.now(timezone.utc)
    if now.tzinfo is None:
        now = now.replace(tzinfo=timezone.utc)
    return now.astimezone(timezone.utc).isoformat(timespec="milliseconds")


def digest(fmt: str, schema: int, game_version: str, saved_at: str, header: bytes,
           body: bytes) -> str:
    """The checksum string of an envelope's parts: "blake2b-256:<hex>". Each part is length
    prefixed, so moving bytes from one part to another changes the digest."""
    h = hashlib.blake2b(digest_size=32)
    for part in (fmt.encode(), str(schema).encode(), game_version.encode(), saved_at.encode(),
                 header, body):
        h.update(len(part).to_bytes(8, "little"))
        h.update(part)
    return f"{CHECKSUM_ALGO}:{h.hexdigest()}"


def make_header(game: Game) -> Header:
    """The load-menu summary of ``game``."""
    st = game.state
    phase = "over" if st.over else st.phase
    return Header(
        turn=st.turn, phase=phase, over=st.over, seed=st.config.seed,
        seats=[SeatSummary(s.name, c.kind, s.cash, s.luxuries, s.eliminated)
               for s, c in zip(st.seats, st.config.seats)])


def encode_save(game: Game, saved_at: str, version: str | None = None,
                story: list[str] | tuple[str, ...] = ()) -> tuple[bytes, Header]:
    """The bytes of a schema-SCHEMA save file for ``game``, and its header. ``story``: the
    notes of the log entries (cut or padded to the log's length)."""
    st = game.state
    header = make_header(game)
    header_bytes = _ENC.encode(header)
    notes = [str(n) for n in story][: len(st.log)] if story else []
    body = _ENC.encode(Body(st.config, st.config.seed, st.log, game.encode(), notes))
    version = game_version() if version is None else version
    env = Envelope(FORMAT, SCHEMA, version, saved_at,
                   digest(FORMAT, SCHEMA, version, saved_at, header_bytes, body),
                   msgspec.Raw(header_bytes), body)
    return _ENC.encode(env), header


def build_encoded(schema: int, version: str, saved_at: str, header_bytes: bytes,
                   body: bytes, fmt: str = FORMAT) -> bytes:
    """The bytes of an envelope around already encoded header and body, with its checksum
    (for fixtures of older schemas and for tests)."""
    env = Envelope(fmt, schema, version, saved_at,
                   digest(fmt, schema, version, saved_at, header_bytes, body),
                   msgspec.Raw(header_bytes), body)
    return _ENC.encode(env)


class Fault(Exception):
    """Why bytes are not a good save (internal to the saves package). ``kind``: "damaged" or
    "newer-version"; ``text``: the fault in a few words, for a message."""

    def __init__(self, kind: str, text: str, schema: int = 0, game_version: str = "") -> None:
        super().__init__(text)
        self.kind = kind
        self.text = text
        self.schema = schema
        self.game_version = game_version


def open_envelope(data: bytes) -> Envelope:
    """Decode the envelope and check its format and checksum (nothing inside is decoded).

    Raises Fault("damaged") for anything wrong, Fault("newer-version") for a good file of a
    schema newer than SCHEMA."""
    if not data:
        raise Fault("damaged", "the file is empty")
    try:
        env = _ENVELOPE.decode(data)
    except msgspec.DecodeError as exc:  # ValidationError is a DecodeError
        raise Fault("damaged", f"it is not a readable save ({_short(exc)})") from None
    if env.format != FORMAT:
        raise Fault("damaged", f"it is not a Crésus save (format {env.format[:40]!r})")
    header = bytes(env.header)
    expected = digest(env.format, env.schema, env.game_version, env.saved_at, header, env.body)
    if env.checksum != expected:
        raise Fault("damaged", "the checksum does not match: the file was changed or cut short")
    if env.schema < 1:
        raise Fault("damaged", f"it names an impossible save format {env.schema}")
    if env.schema > SCHEMA:
        raise Fault("newer-version", f"it uses save format {env.schema}", env.schema,
                    env.game_version)
    return env


def read_parts(env: Envelope) -> tuple[Header, Body]:
    """The header and body of a verified envelope, migrated to the current schema.

    Raises Fault("damaged") when they do not decode."""
    from .migrations import migrate

    try:
        if env.schema == SCHEMA:
            return _HEADER.decode(env.header), _BODY.decode(env.body)
        header, body = migrate(env.schema, msgspec.msgpack.decode(env.header),
                               msgspec.msgpack.decode(env.body))
        return (msgspec.convert(header, Header),
                _BODY.decode(_ENC.encode(body)))
    except (msgspec.DecodeError, msgspec.ValidationError) as exc:
        raise Fault("damaged", f"its contents do not fit save format {env.schema} "
                    f"({_short(exc)})") from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise Fault("damaged", f"it could not be brought up from save format {env.schema} "
                    f"({type(exc).__name__}: {_short(exc)})") from None


def restore_game(header: Header, body: Body) -> tuple[Game, bool]:
    """The game of a body: from the snapshot when it decodes and agrees with the config and the
    log, else by replaying the log from the config. Returns (game, replayed).

    Raises Fault("damaged") when neither works, or when the seed or the header disagree with
    the game (the checksum passed, so the file was written wrong or edited by hand)."""
    if body.seed != body.config.seed:
        raise Fault("damaged", f"the seed {body.seed} differs from the game's {body.config.seed}")
    game, replayed = None, False
    try:
        game = Game.decode(body.snapshot)
        st = game.state
        if st.config != body.config or st.log != body.log:
            game = None
    except (msgspec.DecodeError, msgspec.ValidationError, ValueError, TypeError):
        game = None
    if game is None:
        game, replayed = _replay(body), True
    if make_header(game) != header:
        raise Fault("damaged", "its header does not match the game inside")
    return game, replayed


def _replay(body: Body) -> Game:
    from cresus_tui.engine.game import new_game

    try:
        game, _ = new_game(body.config)
        for entry in body.log:
            game.submit(entry.seat, entry.decision)
    except Exception as exc:  # any failure of replayed data means the body is unusable
        raise Fault("damaged", f"the game inside cannot be restored ({_short(exc)})") from None
    return game


def _short(exc: BaseException, limit: int = 120) -> str:
    text = str(exc) or type(exc).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"
