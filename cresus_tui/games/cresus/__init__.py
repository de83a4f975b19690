"""The Crésus rules engine: pure Python, no UI, no files but its data (``cresus.toml``), no clock.

The one door: ``new_game(config)`` → ``requests()`` → ``submit(seat, decision)`` → events;
``view(seat)``; ``ranking()`` when over. See ``game.py``; ``SPEC`` is its registry entry.

Importing this package loads nothing of the engine: ``SPEC`` names its hooks lazily and the
names below are imported from their modules on first use (start-up stays light).
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from cresus_tui.games.protocol import GameSpec, GameWords, Lazy
from cresus_tui.i18n import N_

_HERE = Path(__file__).resolve().parent
_HOOKS = "cresus_tui.games.cresus.spec:"

SPEC = GameSpec(
    id="cresus",
    name="Crésus",
    min_players=2,
    max_players=6,
    rules_file=_HERE / "rules.md",
    data_file=_HERE / "cresus.toml",
    make_config=Lazy(_HOOKS + "make_config"),
    new_game=Lazy("cresus_tui.games.cresus.game:new_game"),
    decode=Lazy(_HOOKS + "decode"),
    random_decision=Lazy(_HOOKS + "random_decision"),
    data_version=Lazy(_HOOKS + "data_version"),
    state_type="cresus_tui.games.cresus.game:Game",
    summary=Lazy(_HOOKS + "summary"),
    save_body=Lazy(_HOOKS + "save_body"),
    load_body=Lazy(_HOOKS + "load_body"),
    load_other_rules=Lazy(_HOOKS + "load_other_rules"),
    story_body=Lazy(_HOOKS + "story_body"),
    load_story=Lazy(_HOOKS + "load_story"),
    checkpoint=Lazy(_HOOKS + "checkpoint"),
    words=GameWords(
        unit="M", trophy=N_("luxury card"), mark="L", seat="{name} {cash} M/{count}L",
        phases={"setup": N_("setup"), "expert": N_("Expert card"), "movement": N_("movement"),
                "cresus": N_("Crésus card"), "purchase": N_("purchase"), "sale": N_("sale"),
                "end_of_turn": N_("end of turn"), "over": N_("over")}),
    tagline=N_("shares, dice and luxury"),
)

_EXPORTS = {
    "COLOURS": "cards", "Rules": "cards", "RulesDataError": "cards", "load_rules": "cards",
    "BANK": "game", "Game": "game", "IllegalDecision": "game", "counts_of": "game",
    "new_game": "game", "GameConfig": "state", "Scenario": "state", "SeatConfig": "state",
}

__all__ = ["SPEC", *sorted(_EXPORTS)]


def __getattr__(name: str) -> Any:
    """The engine's names, imported from their module on first use (PEP 562)."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value
