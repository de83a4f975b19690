"""Bring a save of an older schema up to the current one, one step at a time.

Each step takes the header and body of schema N as plain MessagePack values (dicts, lists,
ints, str, bytes) and returns them as schema N+1. Steps never touch the file: a migrated save
is written in the current schema the next time the slot is saved.

    schema 1  header {turn, seed, players: [{name, cash, luxuries}]}
    schema 2  header {turn, phase, over, seed, seats: [{name, kind, cash, luxuries,
              eliminated}]}; the body is unchanged (config, seed, log, snapshot)
    schema 3  header {game, rules_version, turn, phase, over, seed, seats}: every earlier save
              is a Crésus game ("cresus", rules version "" — not recorded); the body is the
              game's own body, for Crésus unchanged

This module is the schema's history and owns ``SCHEMA``; ``envelope.py`` uses it (and nothing
here uses the envelope).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

SCHEMA = 3
"""The save format written now."""

Step = Callable[[dict[str, Any], dict[str, Any]], tuple[dict[str, Any], dict[str, Any]]]


def _v1_to_v2(header: dict[str, Any], body: dict[str, Any]) -> tuple[dict, dict]:
    """Schema 1 → 2: ``players`` becomes ``seats`` with each seat's kind (from the config)
    and elimination, and the header gains ``phase`` and ``over`` (from the snapshot)."""
    state = msgspec.msgpack.decode(body["snapshot"])
    over = bool(state.get("over", False))
    phase = "over" if over else str(state.get("phase", "setup"))
    configs = body["config"]["seats"]
    states = state.get("seats", [])
    seats = []
    for i, p in enumerate(header["players"]):
        kind = configs[i].get("kind", "rival") if i < len(configs) else "rival"
        eliminated = bool(states[i].get("eliminated", False)) if i < len(states) else False
        seats.append({"name": p["name"], "kind": kind, "cash": p["cash"],
                      "luxuries": p["luxuries"], "eliminated": eliminated})
    new_header = {"turn": header["turn"], "phase": phase, "over": over,
                  "seed": header["seed"], "seats": seats}
    return new_header, body


def _v2_to_v3(header: dict[str, Any], body: dict[str, Any]) -> tuple[dict, dict]:
    """Schema 2 → 3: the header names its game. Every save before schema 3 is a Crésus game;
    its rules data version was not recorded (""). The body is Crésus's, unchanged."""
    return {"game": "cresus", "rules_version": "", **header}, body


STEPS: dict[int, Step] = {1: _v1_to_v2, 2: _v2_to_v3}


def migrate(schema: int, header: Any, body: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """Header and body of ``schema`` brought up to SCHEMA by the steps in order.

    Raises TypeError/KeyError/ValueError on data that does not fit its schema (the caller
    reports the file as damaged)."""
    if not isinstance(header, dict) or not isinstance(body, dict):
        raise TypeError("the header and the body must be maps")
    while schema < SCHEMA:
        step = STEPS.get(schema)
        if step is None:
            raise ValueError(f"no migration from save format {schema}")
        header, body = step(header, body)
        schema += 1
    return header, body
