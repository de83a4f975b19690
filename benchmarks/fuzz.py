"""Fuzz every door a file, a person or a program can knock on, in every game (issue 23).

Per game:

- **saves**: mutated and forged files (checksum recomputed, so only the game's own checks can
  refuse them) through every load door: ``SaveStore.list`` and ``load``, ``cresus saves list``
  and ``saves show``, ``cresus export`` and ``review``, and the plain front end's Continue.
  Mutations: random edits of the decoded body (numbers to huge, negative or odd values,
  strings to unknown ids, lists lengthened or emptied), flipped bytes, edits of the config and
  the log, seat names with escape sequences, other rules versions, and forgeries that keep
  every invariant (money added to a seat and its ledger, the log cut short in both log and
  snapshot). A **silent bad load** is a mutated file that loads as a game other than the one
  saved without saying so (a save of other rules data says so), or whose game then breaks
  its invariants or fails to play on.
- **garbage lines** through both front ends: the plain front end (a whole session read from a
  command stream) and the full-screen game's command handling (what the screen calls: the
  command line's sanitizer, the game's parser and its completions). Unicode digits (``²``,
  ``٣``), control characters and escape sequences, 10,000-character lines, 4,301-digit
  numbers, bidi overrides, a BOM, comments.
- **wrong-type decisions** at the engine's door: values of every type, decisions of other
  games, decisions whose fields have the wrong types, seats out of range. A wrong accept is a
  decision that changed the game without being refused.

Every printed line is searched for a raw control byte (C0 but newline, DEL, C1). Exits 1
unless crashes, silent bad loads, wrong accepts and raw control bytes are all zero.

    nice -n 10 python benchmarks/fuzz.py [--saves N] [--lines N] [--decisions N] [--seed S]
"""

from __future__ import annotations

import argparse
import io
import random
import re
import sys
import tempfile
import time
import traceback
from argparse import Namespace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import msgspec  # noqa: E402

from cresus_tui.games.protocol import IllegalDecision, SeatConfig  # noqa: E402
from cresus_tui.games.registry import GAMES  # noqa: E402
from cresus_tui.games.typed import safe_text  # noqa: E402
from saves import DamagedSave, NewerVersion, SaveStore  # noqa: E402
from saves import envelope as E  # noqa: E402

RAW = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f]")
ODD = [2**64 - 1, 2**64, -1, 9, 7, 10**12, 0, True, 1.5, "XXX-9", "godlike", "limbo", "",
       "\x1b]0;PWNED\x07", None, [], {}]
FORGED_NAME = "\x1b]0;PWNED\x07\x1b[31mRED\x1b[0m"
ANOTHER = "loaded as another game, with the other-rules notice"


# ---- saves ------------------------------------------------------------------------------------

def game_at(spec, players: int, seed: int, decisions: int):
    seats = [SeatConfig("Ann", "human")] + [SeatConfig(f"R{i}") for i in range(1, players)]
    game, _ = spec.new_game(spec.make_config(seats, seed))
    rng = random.Random(seed)
    for _ in range(decisions):
        if game.is_over:
            break
        req = game.requests()[0]
        game.submit(req.seat, spec.random_decision(game, req.seat, rng))
    return game


def mutate_tree(node, rng: random.Random, depth: int = 0):
    """One random edit somewhere in a decoded MessagePack tree (in place where possible)."""
    if isinstance(node, dict) and node:
        key = rng.choice(list(node))
        if depth > 1 and rng.random() < 0.3:
            node[key] = rng.choice(ODD)
        else:
            node[key] = mutate_tree(node[key], rng, depth + 1)
        return node
    if isinstance(node, list) and node:
        r = rng.random()
        if r < 0.15:
            node.append(node[rng.randrange(len(node))])
        elif r < 0.25:
            node.pop(rng.randrange(len(node)))
        else:
            i = rng.randrange(len(node))
            node[i] = mutate_tree(node[i], rng, depth + 1)
        return node
    if isinstance(node, bytes) and node and rng.random() < 0.5:  # a Crésus snapshot
        try:
            inner = msgspec.msgpack.decode(node)
            return msgspec.msgpack.encode(mutate_tree(inner, rng, depth + 1))
        except Exception:  # noqa: BLE001
            pass
    if isinstance(node, int) and not isinstance(node, bool) and rng.random() < 0.5:
        return node + rng.choice([-1000, -1, 1, 2, 1000])
    return rng.choice(ODD + [node])


def _states(body: dict) -> list[dict]:
    """The decoded states a body holds: itself (Big Money, FOR-EX) or its snapshot (Crésus)."""
    if "snapshot" in body:
        try:
            return [msgspec.msgpack.decode(body["snapshot"])]
        except Exception:  # noqa: BLE001
            return []
    return [body]


def consistent_forgery(body: dict, rng: random.Random) -> dict:
    """An edit that keeps the obvious invariants: money added to a seat (and its ledger, and
    taken from the bank where there is one), or the last decisions cut from every log."""
    holder = body
    states = _states(body)
    if not states:
        return body
    st = states[0]
    if rng.random() < 0.5 and st.get("log"):
        n = rng.randint(1, min(5, len(st["log"])))
        del st["log"][-n:]
        if "log" in body and body is not st:
            del body["log"][-n:]
    else:
        seat = rng.choice(st["seats"])
        if "cash" in seat:
            seat["cash"] += 1000
            if "from_bank" in seat:
                seat["from_bank"] += 1000
            if "bank" in st:
                st["bank"] -= 1000
        elif "money" in seat:
            seat["money"][rng.randrange(len(seat["money"]))] += 20
    if holder is not st:
        holder["snapshot"] = msgspec.msgpack.encode(st)
    return holder


def forged(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    """A mutation of save ``data`` with its checksum recomputed, and its kind."""
    env = E.open_envelope(data)
    header = msgspec.msgpack.decode(bytes(env.header))
    body = msgspec.msgpack.decode(bytes(env.body))
    r = rng.random()
    if r < 0.45:
        kind = "tree edit"
        for _ in range(rng.randint(1, 3)):
            body = mutate_tree(body, rng)
    elif r < 0.57:
        kind = "consistent forgery"
        body = consistent_forgery(body, rng)
    elif r < 0.6:
        kind = "consistent forgery claiming other rules"
        body = consistent_forgery(body, rng)
        header["rules_version"] = rng.choice(["0123456789ab", ""])
    elif r < 0.7:
        kind = "forged name"
        header["seats"][0]["name"] = FORGED_NAME
        for st in [body["config"]] + _states(body):
            cfg = st.get("config", st)
            cfg["seats"][0]["name"] = FORGED_NAME
            for s in st.get("seats", []):
                if isinstance(s, dict) and s.get("name") == "Ann":
                    s["name"] = FORGED_NAME
        if "snapshot" in body:
            snap = _states(body)
            if snap:
                snap[0]["config"]["seats"][0]["name"] = FORGED_NAME
                for s in snap[0]["seats"]:
                    if s.get("name") == "Ann":
                        s["name"] = FORGED_NAME
                body["snapshot"] = msgspec.msgpack.encode(snap[0])
    elif r < 0.75:
        kind = "other rules version"
        header["rules_version"] = rng.choice(["0123456789ab", "", "ffffffffffff"])
    elif r < 0.85:
        kind = "header edit"
        header = mutate_tree(header, rng)
    else:
        kind = "flipped bytes"
        raw = bytearray(msgspec.msgpack.encode(body))
        for _ in range(rng.randint(1, 6)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        return E.build_encoded(env.schema, env.game_version, env.saved_at, bytes(env.header),
                               bytes(raw)), kind
    try:
        header_bytes = msgspec.msgpack.encode(header)
        body_bytes = msgspec.msgpack.encode(body)
    except (TypeError, OverflowError, ValueError):
        return data, "unencodable (the original)"
    return E.build_encoded(env.schema, env.game_version, env.saved_at, header_bytes,
                           body_bytes), kind


class Tally:
    def __init__(self) -> None:
        self.counts: dict[str, int] = {}
        self.examples: list[str] = []

    def add(self, key: str, n: int = 1) -> None:
        self.counts[key] = self.counts.get(key, 0) + n

    def fault(self, key: str, text: str) -> None:
        self.add(key)
        if len(self.examples) < 12:
            self.examples.append(f"{key}: {text}"[:220])

    def get(self, key: str) -> int:
        return self.counts.get(key, 0)


def printed(text: str, tally: Tally, where: str) -> None:
    found = RAW.search(text.replace("\n", ""))
    if found:
        tally.fault("raw control bytes", f"{where}: {found.group()!r} in {text[:80]!r}")


def fuzz_saves(spec, n: int, rng: random.Random, tally: Tally) -> None:
    from cresus_tui.plain.games import plain_games as kits
    from cresus_tui.play.review.cli import main as review_main
    from saves.cli import main as saves_main

    kit = next((k for k in kits() if k.id == spec.id), None)
    bases = []
    for s in range(10):
        g = game_at(spec, rng.randint(spec.min_players, spec.max_players), s,
                    rng.randint(0, 250))
        bases.append((E.encode_save(g, E.now_iso())[0], g.encode()))
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        store = SaveStore(root / "saves", sync=False)
        for i in range(n):
            base, original = bases[i % len(bases)]
            data, kind = forged(base, rng)
            tally.add("saves tried")
            for p in list(root.glob("saves/*")):
                p.unlink()
            (root / "saves").mkdir(exist_ok=True)
            (root / "saves" / "f.save").write_bytes(data)
            # the shell doors first (they must not move the file aside)
            for argv in (Namespace(saves_command="list", data_dir=str(root), json=False),
                         Namespace(saves_command="show", data_dir=str(root), slot="f",
                                   json=i % 2 == 0)):
                out, err = io.StringIO(), io.StringIO()
                try:
                    saves_main(argv, stdout=out, stderr=err)
                except Exception as exc:  # noqa: BLE001
                    tally.fault("crashes", f"saves {argv.saves_command}: "
                                           f"{type(exc).__name__}: {exc}")
                printed(out.getvalue() + err.getvalue(), tally, "saves")
            try:
                store.list()
                loaded = store.load("f")
            except (DamagedSave, NewerVersion):
                tally.add("refused")
                continue
            except Exception as exc:  # noqa: BLE001
                tally.fault("crashes", f"load ({kind}): {type(exc).__name__}: {exc}")
                continue
            game = loaded.game
            same = game.encode() == original
            if same and not loaded.notice:
                tally.add("loaded unchanged")
            elif same:
                tally.add("loaded with the other-rules notice")
            elif loaded.notice:  # said: "saved with other rules data", checked by invariants
                tally.add(ANOTHER)
            else:
                tally.fault("silent bad loads", f"{kind}: loaded as another game")
            if i % 5 == 0:  # the record doors and the plain front end on what loaded
                for cmd in ("export", "review"):
                    out, err = io.StringIO(), io.StringIO()
                    ns = Namespace(command=cmd, slot="f", source="f", data_dir=str(root),
                                   format="md", output=None, json=False, plain=True)
                    try:
                        review_main(ns, stdout=out, stderr=err)
                    except Exception as exc:  # noqa: BLE001
                        tally.fault("crashes", f"{cmd}: {type(exc).__name__}: {exc}")
                    printed(out.getvalue() + err.getvalue(), tally, cmd)
                if kit is not None:
                    try:
                        from cresus_tui.play.messages import Told

                        table = kit.resume(store.load("f"), "f")
                        told = [line.text for m in table.open() if isinstance(m, Told)
                                for line in m.lines]
                        printed("\n".join(told), tally, "plain load")
                    except (DamagedSave, NewerVersion):
                        pass
                    except Exception as exc:  # noqa: BLE001
                        tally.fault("crashes", f"plain load: {type(exc).__name__}: {exc}")
            try:  # what loaded plays on, legally, to its end
                check_game(spec, game)
                prng = random.Random(i)
                steps = 0
                while not game.is_over and steps < 20_000:
                    req = game.requests()[0]
                    game.submit(req.seat, spec.random_decision(game, req.seat, prng))
                    steps += 1
                check_game(spec, game)
            except Exception as exc:  # noqa: BLE001
                where = traceback.extract_tb(exc.__traceback__)[-1]
                tally.fault("silent bad loads", f"{kind}: then {type(exc).__name__}: {exc} "
                                                f"({Path(where.filename).name}:{where.lineno})")


def check_game(spec, game) -> None:
    """The engine's own invariant check of ``game`` (raises on a broken one)."""
    if spec.id == "cresus":
        from cresus_tui.games.cresus.state_check import check_state

        check_state(game)
    elif spec.id == "bigmoney":
        problem = game.check()
        if problem:
            raise ValueError(problem)
    elif spec.id == "forex":
        from cresus_tui.games.forex.invariants import problems

        found = problems(game)
        if found:
            raise ValueError("; ".join(found))


# ---- garbage lines ----------------------------------------------------------------------------

DIGITS = ["²", "³", "٣", "③", "１２", "߃", "໒", "Ⅻ", "⁴²", "𝟓"]
JUNK = ["\x00", "\x01\x05", "\x07", "\x1b[31m", "\x1b]0;PWNED\x07", "\x1b[2J", "\x9b1;1H",
        "\u202e", "\u2066", "\u200b", "\ufeff", "\x7f", "\r", "\t", "\x0b", "\x0c"]
WORDS = ["look", "bid", "buy", "keep", "reroll", "roll", "sell", "log", "rules", "help",
         "status", "hint", "odds", "go", "offer", "spot", "contract", "invest", "divest",
         "resolve", "choose", "pass", "done", "stop", "save", "undo", "pace", "skip"]


def garbage_line(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.2:
        return f"{rng.choice(WORDS)} {rng.choice(DIGITS)}"
    if r < 0.3:
        return rng.choice(DIGITS)
    if r < 0.45:
        word = rng.choice(WORDS)
        cut = rng.randrange(len(word) + 1)
        return word[:cut] + rng.choice(JUNK) + word[cut:] + rng.choice(JUNK)
    if r < 0.5:
        return rng.choice(["x", "9", "bid ", "é"]) * 10_000
    if r < 0.55:
        return rng.choice(WORDS) + " " + "9" * 4301
    if r < 0.65:
        return "".join(chr(rng.randrange(0x20, 0x3000)) for _ in range(rng.randint(1, 40)))
    if r < 0.72:
        return rng.choice(["# a comment", "* a note", "\ufeffnew", "", "   ", "!!!", "?"])
    if r < 0.8:
        return " ".join(rng.choice(WORDS + DIGITS + ["-1", "0", "99999999999", "all", "me"])
                        for _ in range(rng.randint(1, 6)))
    return "".join(rng.choice(JUNK + WORDS + DIGITS) for _ in range(rng.randint(1, 8)))


def fuzz_plain(kit, n: int, rng: random.Random, tally: Tally) -> None:
    """A whole plain-text session: a new game, ``n`` garbage lines, quit."""
    from cresus_tui.plain.front import PlainFront

    lines = ["new", kit.name, "", "", ""] + [garbage_line(rng) for _ in range(n)] + ["quit"]
    data = "\n".join(line.replace("\n", " ") for line in lines).encode("utf-8", "replace")
    out = io.StringIO()
    with tempfile.TemporaryDirectory() as tmp:
        try:
            code = PlainFront(io.BytesIO(data + b"\n"), out, tmp, 7, echo=True).run()
            if code != 0:
                tally.fault("crashes", f"plain exit code {code}")
        except Exception as exc:  # noqa: BLE001
            tally.fault("crashes", f"plain: {type(exc).__name__}: {exc}")
    tally.add("plain lines", n)
    text = out.getvalue()
    printed(text, tally, "plain")
    if "Error)" in text or "Traceback" in text:
        tally.fault("crashes", "plain: a generic error was shown")


def fuzz_screen_parser(spec, n: int, rng: random.Random, tally: Tally) -> None:
    """What the full-screen game does with a typed or pasted line: the command line keeps it
    without control characters (``CommandLine.replace``), the game's parser reads it, its
    completions are offered; a decision it gives is submitted at the door."""
    from cresus_tui.play.kits import play_kit
    from cresus_tui.play.parser import Action, ParseError

    kit = play_kit(spec.id)
    game = game_at(spec, 3, 5, 10)
    rules = kit.rules()
    for i in range(n):
        line = safe_text(garbage_line(rng), newlines=False)
        if RAW.search(line):
            tally.fault("raw control bytes", f"command line kept {line[:40]!r}")
        seat = game.requests()[0].seat if not game.is_over else 0
        view = game.view(seat)
        try:
            parsed = kit.parse(line, view, rules)
            kit.completions(line[:100], view, rules)
        except Exception as exc:  # noqa: BLE001
            tally.fault("crashes", f"screen parser {line[:30]!r}: {type(exc).__name__}: {exc}")
            continue
        if isinstance(parsed, ParseError):
            printed(parsed.message + parsed.suggestion, tally, "screen message")
            if "Error)" in parsed.message:
                tally.fault("crashes", f"generic error for {line[:30]!r}: {parsed.message}")
        elif isinstance(parsed, Action) and not game.is_over:
            try:
                game.submit(seat, parsed.decision)
            except IllegalDecision:
                pass
            except Exception as exc:  # noqa: BLE001
                tally.fault("crashes", f"submit {parsed.decision!r}: {type(exc).__name__}")
        tally.add("screen lines")


# ---- wrong-type decisions ---------------------------------------------------------------------

def decision_types(spec) -> list[type]:
    import importlib

    mod = importlib.import_module(f"cresus_tui.games.{spec.id}.decisions")
    return [t for t in vars(mod).values()
            if isinstance(t, type) and issubclass(t, msgspec.Struct) and t is not msgspec.Struct
            and t.__module__ == mod.__name__]


WRONG = [True, False, None, "x", "", 1.5, float("nan"), -1, 10**9, 2**64, -(2**70), b"\x00",
         [], {}, (), object(), [1, 2], {"a": 1}, "\x1b[31m", "²"]


def wrong_decision(types_here: list[type], others: list[type], rng: random.Random):
    r = rng.random()
    if r < 0.25:
        return rng.choice(WRONG)
    if r < 0.4:
        t = rng.choice(others)
    else:
        t = rng.choice(types_here)
    fields = msgspec.structs.fields(t)
    values = []
    wrong_one = rng.randrange(len(fields)) if fields else -1
    for k, f in enumerate(fields):
        values.append(rng.choice(WRONG) if k == wrong_one or rng.random() < 0.2
                      else _right(f.type, rng))
    try:
        return t(*values)
    except TypeError:
        return t.__new__(t)


def _right(tp, rng: random.Random):
    name = getattr(tp, "__name__", str(tp))
    if "int" in name:
        return rng.randint(0, 5)
    if "bool" in name:
        return rng.random() < 0.5
    if "str" in name:
        return ""
    if "tuple" in name or "list" in name:
        return ()
    return 0


def fuzz_decisions(spec, n: int, rng: random.Random, tally: Tally) -> None:
    mine = decision_types(spec)
    others = [t for s in GAMES.values() if s is not spec for t in decision_types(s)]
    game = game_at(spec, 4, 9, 30)
    for i in range(n):
        if game.is_over:
            game = game_at(spec, 4, i, rng.randint(0, 60))
        decision = wrong_decision(mine, others, rng)
        seat = rng.choice([game.requests()[0].seat, 0, 1, -1, 9, True, "0", 1.0, None])
        before = game.encode()
        try:
            game.submit(seat, decision)
        except IllegalDecision:
            if game.encode() != before:
                tally.fault("wrong accepts", f"refused but changed: {decision!r}"[:120])
            tally.add("decisions refused")
            continue
        except Exception as exc:  # noqa: BLE001
            tally.fault("crashes", f"door: {type(exc).__name__}: {exc} for {decision!r}"[:200])
            continue
        # accepted: it must have been a well-typed decision of this game for a real seat
        well_typed = type(decision) in mine and type(seat) is int
        if well_typed:
            try:
                msgspec.convert(msgspec.to_builtins(decision), type(decision), strict=True)
            except Exception:  # noqa: BLE001
                well_typed = False
        if not well_typed:
            tally.fault("wrong accepts", f"{decision!r} from seat {seat!r}")
        else:
            tally.add("well-typed decisions accepted")
        tally.add("decisions tried")
    tally.add("decisions tried", tally.get("decisions refused"))


# ---- the run ----------------------------------------------------------------------------------

def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--saves", type=int, default=700, help="mutated saves per game")
    ap.add_argument("--lines", type=int, default=5000, help="garbage lines per game and face")
    ap.add_argument("--decisions", type=int, default=20_000, help="wrong decisions per game")
    ap.add_argument("--seed", type=int, default=23)
    ap.add_argument("--games", default=",".join(GAMES))
    args = ap.parse_args()
    from cresus_tui.plain.games import plain_games as kits

    failed = False
    for game_id in args.games.split(","):
        spec = GAMES[game_id]
        rng = random.Random(f"{args.seed}-{game_id}")
        tally = Tally()
        started = time.perf_counter()
        fuzz_saves(spec, args.saves, rng, tally)
        t_saves = time.perf_counter()
        kit = next((k for k in kits() if k.id == game_id), None)
        if kit is not None:
            fuzz_plain(kit, args.lines, rng, tally)
        t_plain = time.perf_counter()
        fuzz_screen_parser(spec, args.lines, rng, tally)
        t_screen = time.perf_counter()
        tally.counts.pop("decisions tried", None)
        refused_before = tally.get("decisions refused")
        fuzz_decisions(spec, args.decisions, rng, tally)
        t_end = time.perf_counter()
        bad = sum(tally.get(k) for k in ("crashes", "silent bad loads", "wrong accepts",
                                         "raw control bytes"))
        failed |= bad > 0
        c = tally.counts
        print(f"{spec.name}:")
        print(f"  saves       {c.get('saves tried', 0)} mutated or forged "
              f"({c.get('refused', 0)} refused as damaged, {c.get('loaded unchanged', 0)} "
              f"loaded unchanged, {c.get('loaded with the other-rules notice', 0)} loaded "
              f"with the other-rules notice, {c.get(ANOTHER, 0)} loaded as another game "
              f"with that notice) in {t_saves - started:.1f} s")
        print(f"  plain       {c.get('plain lines', 0)} garbage lines in "
              f"{t_plain - t_saves:.1f} s")
        print(f"  screen      {c.get('screen lines', 0)} garbage lines through the command "
              f"line and the parser in {t_screen - t_plain:.1f} s")
        print(f"  decisions   {args.decisions} wrong-type decisions "
              f"({c.get('decisions refused', 0) - refused_before} refused, "
              f"{c.get('well-typed decisions accepted', 0)} well-typed and legal) in "
              f"{t_end - t_screen:.1f} s")
        print(f"  crashes {tally.get('crashes')}, silent bad loads "
              f"{tally.get('silent bad loads')}, wrong accepts {tally.get('wrong accepts')}, "
              f"raw control bytes printed {tally.get('raw control bytes')}")
        for e in tally.examples:
            print("    " + e)
        sys.stdout.flush()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
