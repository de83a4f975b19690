"""A save made with other rules data says so, once, on load (issue 23), in every game and in
both front ends; a save of this version's rules says nothing."""

from __future__ import annotations

import msgspec
import pytest

from cresus_tui.games.protocol import SeatConfig
from cresus_tui.games.registry import GAMES
from saves import SaveStore
from saves import envelope as E

SPECS = [pytest.param(spec, id=game_id) for game_id, spec in GAMES.items()]


def saved(spec, tmp_path, rules_version: str | None = None) -> SaveStore:
    seats = [SeatConfig("Ann", "human"), SeatConfig("Bob"), SeatConfig("Cy")]
    game, _ = spec.new_game(spec.make_config(seats, 11))
    store = SaveStore.at(tmp_path)
    store.save("g", game)
    if rules_version is not None:
        path = store.root / "g.save"
        env = msgspec.msgpack.decode(path.read_bytes(), type=E.Envelope)
        header = msgspec.msgpack.decode(bytes(env.header))
        header["rules_version"] = rules_version
        path.write_bytes(E.build_encoded(env.schema, env.game_version, env.saved_at,
                                         msgspec.msgpack.encode(header), bytes(env.body)))
    return store


@pytest.mark.parametrize("spec", SPECS)
def test_other_rules_data_is_named_once(spec, tmp_path):
    loaded = saved(spec, tmp_path, "0123456789ab").load("g")
    assert loaded.notice == ("This game was saved with other rules data (rules data "
                             f"0123456789ab; this version has {spec.data_version()}): it goes "
                             "on under this version's rules.")


@pytest.mark.parametrize("spec", SPECS)
def test_this_versions_rules_say_nothing(spec, tmp_path):
    assert saved(spec, tmp_path).load("g").notice == ""


@pytest.mark.parametrize("spec", SPECS)
def test_plain_text_says_it_once_on_opening(spec, tmp_path):
    from cresus_tui.plain.games import plain_games
    from cresus_tui.play.messages import Told

    def told(messages) -> list[str]:
        return [line.text for m in messages if isinstance(m, Told) for line in m.lines]

    store = saved(spec, tmp_path, "0123456789ab")
    kit = next(k for k in plain_games() if k.id == spec.id)
    table = kit.resume(store.load("g"), "g")
    lines = told(table.open())
    assert sum("saved with other rules data" in x for x in lines) == 1
    look = told(table.command("look"))
    assert look and not any("other rules data" in x for x in look)
