"""FOR-EX, the currency game: the rules engine (pure Python, no UI, no files but
``forex.toml``, no clock).

The one door: ``new_game(config)`` -> ``requests()`` -> ``submit(seat, decision)`` -> events;
``view(seat)``; ``ranking()`` when over. See ``game.py``; the rules are
``shared/rules/forex.md`` (ids F-x.y) and, for players, ``rules.md`` beside this file.

Importing this package loads nothing of the engine: ``SPEC`` names its hooks lazily and the
names below are imported from their modules on first use (start-up stays light). The player
counts are those of ``forex.toml`` (a test checks that they agree).
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from cresus_tui.games.protocol import GameSpec, GameWords, Lazy
from cresus_tui.i18n import N_

_HERE = Path(__file__).resolve().parent
_HOOKS = "cresus_tui.games.forex.spec:"
_SAVING = "cresus_tui.games.forex.saving:"

SPEC = GameSpec(
    id="forex", name="FOR-EX", min_players=2, max_players=6,
    rules_file=_HERE / "rules.md", data_file=_HERE / "forex.toml",
    make_config=Lazy(_HOOKS + "make_config"),
    new_game=Lazy("cresus_tui.games.forex.game:new_game"),
    decode=Lazy(_HOOKS + "decode"), random_decision=Lazy(_HOOKS + "random_decision"),
    data_version=Lazy("cresus_tui.games.forex.data:data_version"),
    state_type="cresus_tui.games.forex.game:Game",
    summary=Lazy(_SAVING + "summary"), checkpoint=Lazy(_SAVING + "checkpoint"),
    load_body=Lazy(_SAVING + "load_body"),
    # a seat's cash: its money in units of the currency leading for Strongest (F-14.2)
    words=GameWords(unit=N_("units of the Strongest"), trophy=N_("certificate"),
                    trophies=N_("certificates"), mark="cert.",
                    seat=N_("{name} {cash} in the Strongest, {count} cert.{out}"),
                    out_word=N_(" (bankrupt)")),
    tagline=N_("currencies and contracts, no luck"),
)

_EXPORTS = {
    "ForexData": "data", "RulesDataError": "data", "data_version": "data", "load_data": "data",
    "Game": "game", "IllegalDecision": "game", "new_game": "game", "GameConfig": "state",
    "Scenario": "state",
    "SeatConfig": "state", "decode": "spec", "make_config": "spec", "random_decision": "spec",
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
