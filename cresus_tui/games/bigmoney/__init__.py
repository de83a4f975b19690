"""Big Money: the rules engine (pure Python, no UI, no files but ``bigmoney.toml``, no clock).

The one door: ``new_game(config)`` → ``requests()`` → ``submit(seat, decision)`` → events;
``view(seat)``; ``ranking()`` when over; ``encode()`` / ``decode(bytes)``. ``SPEC`` is the
registry entry (``cresus_tui.games.protocol.GameSpec``).

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
_HOOKS = "cresus_tui.games.bigmoney.spec:"
_SAVING = "cresus_tui.games.bigmoney.saving:"

SPEC = GameSpec(
    id="bigmoney",
    name="Big Money",
    min_players=2,
    max_players=5,
    rules_file=_HERE / "rules.md",
    data_file=_HERE / "bigmoney.toml",
    make_config=Lazy(_HOOKS + "make_config"),
    new_game=Lazy("cresus_tui.games.bigmoney.game:new_game"),
    decode=Lazy(_HOOKS + "decode"),
    random_decision=Lazy(_HOOKS + "random_decision"),
    data_version=Lazy("cresus_tui.games.bigmoney.data:data_version"),
    state_type="cresus_tui.games.bigmoney.game:Game",
    summary=Lazy(_SAVING + "summary"),
    checkpoint=Lazy(_SAVING + "checkpoint"),
    load_body=Lazy(_SAVING + "load_body"),
    words=GameWords(unit="Z", trophy=N_("card"), trophies=N_("cards"), mark="c", seat="{name} {cash} Z/{count}c",
                    turn=N_("round")),
    tagline=N_("dice, companies and dividends"),
)

_EXPORTS = {
    "Rules": "data", "RulesDataError": "data", "data_version": "data", "load_rules": "data",
    "Buy": "decisions", "Decision": "decisions", "Pass": "decisions", "Reroll": "decisions",
    "Roll": "decisions", "Stop": "decisions", "Game": "game", "IllegalDecision": "game",
    "new_game": "game", "legal_decisions": "random_player", "random_decision": "spec",
    "make_config": "spec", "decode": "spec", "BuyRequest": "requests",
    "DiceRequest": "requests", "Request": "requests", "RollRequest": "requests",
    "GameConfig": "state", "Scenario": "state", "PlayerView": "view", "SeatView": "view",
    "SeatConfig": "state",
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
