"""The save file format: a msgspec MessagePack envelope around a checksummed header and body.

    Envelope (MessagePack map, the same keys in every schema)
      format        "cresus-tui/save"
      schema        int, the save format version (SCHEMA now)
      game_version  str, the cresus-tui version that wrote it ("0" if unknown)
      saved_at      str, ISO 8601 time in UTC, e.g. "2026-11-29T14:03:07.123+00:00"
      checksum      str, "blake2b-256:<64 hex digits>" over the four fields above, the header
                    bytes and the body bytes (see ``digest``); checked before anything is decoded
      header        Header, a small summary for the load menu (kept as raw bytes): the game
                    id, its rules data version, turn, phase, seats
      body          bytes, the game's own body (``GameSpec.save_body``; Crésus: MessagePack of
                    config, seed, decision log, state snapshot), decoded through the registry

The framing and the checksum rule never change between schemas, so any file can be verified
before its schema is looked at. Schema history: 1 (header ``players`` without phase), 2 (header
``seats`` with kind and elimination, plus ``phase`` and ``over``), 3 (header ``game`` and
``rules_version``); see ``migrations.py``.
"""

from __future__ import annotations

import functools
import hashlib
import re
from datetime import datetime, timezone

import msgspec

from cresus_tui.games.protocol import GameState, SeatSummary, Summary
from cresus_tui.games.registry import GAMES, spec_of

from cresus_tui.i18n import N_, tr

from .migrations import SCHEMA, migrate

FORMAT = "cresus-tui/save"
CHECKSUM_ALGO = "blake2b-256"
GAME_ID = re.compile(r"^[a-z][a-z0-9]{0,31}$")
RULES_VERSION = re.compile(r"^([0-9a-f]{12})?$")


class Header(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What the load menu shows without decoding the game: the game id (``cresus``, …) and the
    short hash of its rules data file when saved ("" if not recorded: schemas 1–2), turn (0
    before the first), the game's phase ("over" at the end), the seed, the seats."""

    game: str
    rules_version: str
    turn: int
    phase: str
    over: bool
    seed: int
    seats: list[SeatSummary]

    def summary(self) -> Summary:
        return Summary(self.turn, self.phase, self.over, self.seed, self.seats)


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


def make_header(game: GameState) -> Header:
    """The load-menu summary of ``game`` (a state of any registered game), with its game id
    and rules data version. Raises TypeError for a state of no registered game."""
    spec = spec_of(game)
    s = spec.summarise(game)
    return Header(spec.id, spec.data_version(), s.turn, s.phase, s.over, s.seed, s.seats)


def encode_save(game: GameState, saved_at: str, version: str | None = None,
                story: list[str] | tuple[str, ...] = ()) -> tuple[bytes, Header]:
    """The bytes of a schema-SCHEMA save file for ``game``, and its header. ``story``: the
    notes of the log entries (kept by games that keep them: ``GameSpec.story_body``)."""
    header = make_header(game)
    header_bytes = _ENC.encode(header)
    body = spec_of(game).body_of(game, story)
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

    def __init__(self, kind: str, text: str, schema: int = 0, game_version: str = "",
                 game: str = "") -> None:
        super().__init__(text)
        self.kind = kind
        self.text = text
        self.schema = schema
        self.game_version = game_version
        self.game = game


def open_envelope(data: bytes) -> Envelope:
    """Decode the envelope and check its format and checksum (nothing inside is decoded).

    Raises Fault("damaged") for anything wrong, Fault("newer-version") for a good file of a
    schema newer than SCHEMA."""
    if not data:
        raise Fault("damaged", tr("the file is empty"))
    try:
        env = _ENVELOPE.decode(data)
    except (msgspec.DecodeError, RecursionError) as exc:  # ValidationError is a DecodeError
        raise Fault("damaged", tr("it is not a readable save ({detail})").format(
            detail=_short(exc))) from None
    if env.format != FORMAT:
        raise Fault("damaged", tr("it is not a Crésus save (format {name})").format(
            name=repr(env.format[:40])))
    header = bytes(env.header)
    expected = digest(env.format, env.schema, env.game_version, env.saved_at, header, env.body)
    if env.checksum != expected:
        raise Fault("damaged", tr("the checksum does not match: the file was changed or cut "
                                  "short"))
    if env.schema < 1:
        raise Fault("damaged", tr("it names an impossible save format {schema}").format(
            schema=env.schema))
    if env.schema > SCHEMA:
        raise Fault("newer-version", tr("it uses save format {schema}").format(schema=env.schema),
                    env.schema,
                    env.game_version)
    return env


def read_parts(env: Envelope) -> tuple[Header, bytes]:
    """The header and the game's body bytes of a verified envelope, migrated to the current
    schema.

    Raises Fault("damaged") when they do not decode or the header is malformed,
    Fault("newer-version") for a well-formed game id that no registered game has."""
    try:
        if env.schema == SCHEMA:
            header, body = _HEADER.decode(env.header), env.body
        else:
            h, b = migrate(env.schema, msgspec.msgpack.decode(env.header),
                           msgspec.msgpack.decode(env.body))
            header, body = msgspec.convert(h, Header), _ENC.encode(b)
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError) as exc:
        raise Fault("damaged", _misfit(env.schema, exc)) from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise Fault("damaged", tr("it could not be brought up from save format {schema} "
                                  "({detail})").format(
            schema=env.schema, detail=f"{type(exc).__name__}: {_short(exc)}")) from None
    if not GAME_ID.match(header.game):
        raise Fault("damaged", tr("it names no game ({name})").format(
            name=repr(header.game[:40])))
    if not RULES_VERSION.match(header.rules_version):
        raise Fault("damaged", tr("its rules version {name} is not one").format(
            name=repr(header.rules_version[:40])))
    if header.game not in GAMES:
        raise Fault("newer-version", tr("it holds a game of {game}, which this version does not "
                                        "have").format(game=repr(header.game)),
                    env.schema, env.game_version, header.game)
    return header, body


def other_rules_notice(header: Header, game: GameState | None = None) -> str:
    """One sentence when the save of ``header`` was made with rules data other than the
    game's own (its header names another data version, or none: an older save), or when
    ``game`` began under other rules (its ``other_rules``), else ""."""
    current = GAMES[header.game].data_version()
    earlier = str(getattr(game, "other_rules", "") or "")
    if header.rules_version == current and not earlier:
        return ""
    if header.rules_version and header.rules_version != current:
        made = tr("rules data {version}").format(version=header.rules_version)
    elif header.rules_version:
        made = tr("its beginning was played with rules data {version}").format(version=earlier)
    else:
        made = tr("rules data not recorded: an older save")
    return tr("This game was saved with other rules data ({made}; this version has "
              "{current}): it goes on under this version's rules.").format(made=made,
                                                                           current=current)


def restore_game(header: Header, body: bytes, schema: int = SCHEMA) -> tuple[GameState, bool]:
    """The game of a save's body, decoded and verified by its game's spec (every game: played
    again from its config and its decision log, which must give the saved state byte for
    byte). A save whose header names other rules data (``other_rules_notice``) and whose log
    no longer replays as saved comes back through the game's ``load_other_rules`` (its
    snapshot, held to the game's invariants) when the game has one. Returns (game,
    replayed).

    Raises Fault("damaged") when the body does not give a game, or when the header disagrees
    with the game (the checksum passed, so the file was written wrong or edited by hand)."""
    spec = GAMES[header.game]
    try:
        try:
            game, replayed = spec.restore(body)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError):
            if spec.load_other_rules is None or not other_rules_notice(header):
                raise
            game, replayed = spec.load_other_rules(body), False
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError) as exc:
        raise Fault("damaged", _misfit(schema, exc)) from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
        raise Fault("damaged", _short(exc)) from None
    if spec.summarise(game) != header.summary():
        raise Fault("damaged", tr("its header does not match the game inside"))
    return game, replayed


def _misfit(schema: int, exc: BaseException) -> str:
    """The fault of contents that do not decode as save format ``schema``."""
    return tr("its contents do not fit save format {schema} ({detail})").format(
        schema=schema, detail=_short(exc))


_DECODER_SAYS = (
    (re.compile(r"^Input data was truncated$"), N_("the data is cut short")),
    (re.compile(r"^Expected `([^`]*)`, got `([^`]*)`$"), N_("expected {0}, found {1}")),
    (re.compile(r"^Object missing required field `([^`]*)`$"), N_("the field {0} is missing")),
    (re.compile(r"^Object contains unknown field `([^`]*)`$"), N_("unknown field {0}")),
)
"""The decoder's commonest complaints, in the current language (any other as it says it)."""


def _short(exc: BaseException, limit: int = 120) -> str:
    """The decoder's complaint about ``exc`` in a few words, cut at ``limit`` characters."""
    text = str(exc) or type(exc).__name__
    where = re.search(r" - at `([^`]*)`$", text)
    if where:
        text = text[:where.start()]
    for pattern, said in _DECODER_SAYS:
        found = pattern.match(text)
        if found:
            text = tr(said).format(*found.groups())
            break
    if where:
        text += tr(", at {path}").format(path=where.group(1))
    return text if len(text) <= limit else text[: limit - 1] + "…"
