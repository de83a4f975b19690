"""One configuration door for every game (issue 23): names of 1–40 printable characters (no
control, format or bidi-override character), known levels and personalities, seeds
0 … 2**64-1, scenario dice in range; refused by ``new_game`` and on load with the same
reason in every game."""

from __future__ import annotations

import msgspec
import pytest

from cresus_tui.games.protocol import SEED_MAX, SeatConfig
from cresus_tui.games.registry import GAMES
from saves import DamagedSave, SaveStore

SPECS = [pytest.param(spec, id=game_id) for game_id, spec in GAMES.items()]
NAME = "seat 1: a name is 1 to 40 printable characters"
CONTROL = NAME + ", no control or bidi character"
BAD_SEATS = {
    "level godlike": (SeatConfig("Bob", level="godlike"), "seat 1: unknown rival level 'godlike'"),
    "level empty": (SeatConfig("Bob", level=""), "seat 1: unknown rival level ''"),
    "empty name": (SeatConfig(""), NAME),
    "blank name": (SeatConfig("   "), NAME),
    "100,000-character name": (SeatConfig("x" * 100_000), NAME),
    "41-character name": (SeatConfig("x" * 41), NAME),
    "escape sequences": (SeatConfig("\x1b]0;PWNED\x07\x1b[31mRED\x1b[0m"), CONTROL),
    "bidi override": (SeatConfig("Bob\u202e"), CONTROL),
    "zero-width": (SeatConfig("B\u200bob"), CONTROL),
    "newline": (SeatConfig("Bo\nb"), CONTROL),
    "personality evil": (SeatConfig("Bob", personality="evil"),
                         "seat 1: unknown personality 'evil'"),
}
BAD_SEEDS = {"seed -1": -1, "seed 2**64": SEED_MAX + 1, "seed True": True}


def seats(second: SeatConfig | None = None) -> list[SeatConfig]:
    return [SeatConfig("Ann", "human"), second or SeatConfig("Bob"), SeatConfig("Cy")]


@pytest.mark.parametrize("spec", SPECS)
@pytest.mark.parametrize("case", sorted(BAD_SEATS))
def test_new_game_refuses_a_bad_seat_with_the_same_reason(spec, case):
    seat, reason = BAD_SEATS[case]
    with pytest.raises(ValueError) as err:
        spec.new_game(spec.make_config(seats(seat), 1))
    assert str(err.value) == reason


@pytest.mark.parametrize("spec", SPECS)
@pytest.mark.parametrize("case", sorted(BAD_SEEDS))
def test_new_game_refuses_a_seed_out_of_range(spec, case):
    with pytest.raises(ValueError) as err:
        spec.new_game(spec.make_config(seats(), BAD_SEEDS[case]))
    assert str(err.value) == f"the seed must be a whole number from 0 to {SEED_MAX}"


@pytest.mark.parametrize("spec", SPECS)
def test_the_door_accepts_every_edge_of_the_ranges(spec):
    for seat in (SeatConfig("x" * 40), SeatConfig("Zoé 東京 ²"), SeatConfig("B", level="easy"),
                 SeatConfig("B", "random", "random")):
        for seed in (0, SEED_MAX):
            game, _ = spec.new_game(spec.make_config(seats(seat), seed))
            assert not game.is_over


@pytest.mark.parametrize("game_id", ["cresus", "bigmoney"])
def test_personalities_are_known_where_the_game_has_them(game_id):
    spec = GAMES[game_id]
    for p in ("flambeur", "joueur", "ruse", "stratege"):
        spec.new_game(spec.make_config(seats(SeatConfig("Bob", personality=p)), 1))


def test_forex_has_no_personalities():
    spec = GAMES["forex"]
    with pytest.raises(ValueError, match="seat 1: unknown personality 'flambeur'"):
        spec.new_game(spec.make_config(seats(SeatConfig("Bob", personality="flambeur")), 1))


@pytest.mark.parametrize("dice", [(7,), (0,), (-3,), (1, 2, 9)])
def test_big_money_scenario_dice_are_range_checked(dice):
    from cresus_tui.games.bigmoney import GameConfig, IllegalDecision, Scenario, new_game

    with pytest.raises(IllegalDecision, match="scenario dice: values 1 to 6"):
        new_game(GameConfig(tuple(seats()), 1, scenario=Scenario(dice=dice)))
    game, _ = new_game(GameConfig(tuple(seats()), 1, scenario=Scenario(dice=(6, 1, 2))))
    assert not game.is_over


def _forge_config(path, edit) -> None:
    """Edit the config in a save's body (and in a Crésus snapshot), checksum recomputed."""
    from saves import envelope as E

    env = msgspec.msgpack.decode(path.read_bytes(), type=E.Envelope)
    body = msgspec.msgpack.decode(bytes(env.body))
    edit(body["config"])
    if "snapshot" in body:
        snap = msgspec.msgpack.decode(body["snapshot"])
        edit(snap["config"])
        body["snapshot"] = msgspec.msgpack.encode(snap)
    if "seed" in body and not isinstance(body.get("rng"), dict):
        body["seed"] = body["config"]["seed"]
    path.write_bytes(E.build_encoded(env.schema, env.game_version, env.saved_at,
                                     bytes(env.header), msgspec.msgpack.encode(body)))


LOAD_CASES = {
    "level godlike": (lambda c: c["seats"][1].__setitem__("level", "godlike"),
                      "seat 1: unknown rival level 'godlike'"),
    "escape sequences": (lambda c: c["seats"][1].__setitem__("name", "\x1b]0;X\x07"), CONTROL),
    "100,000-character name": (lambda c: c["seats"][1].__setitem__("name", "x" * 100_000),
                               NAME),
    "seed -1": (lambda c: c.__setitem__("seed", -1),
                f"the seed must be a whole number from 0 to {SEED_MAX}"),
}


@pytest.mark.parametrize("spec", SPECS)
@pytest.mark.parametrize("case", sorted(LOAD_CASES))
def test_a_save_with_bad_settings_is_refused_with_the_same_reason(spec, case, tmp_path):
    edit, reason = LOAD_CASES[case]
    game, _ = spec.new_game(spec.make_config(seats(), 5))
    store = SaveStore.at(tmp_path)
    store.save("g", game)
    _forge_config(store.root / "g.save", edit)
    with pytest.raises(DamagedSave) as err:
        store.load("g")
    assert f"its settings are refused: {reason}" in err.value.message


def test_big_money_save_with_scenario_dice_7_is_refused(tmp_path):
    from cresus_tui.games.bigmoney import GameConfig, Scenario, new_game

    game, _ = new_game(GameConfig(tuple(seats()), 1, scenario=Scenario(dice=(6,))))
    store = SaveStore.at(tmp_path)
    store.save("g", game)
    _forge_config(store.root / "g.save", lambda c: c["scenario"].__setitem__("dice", [7]))
    with pytest.raises(DamagedSave, match="its settings are refused: scenario dice: values 1 "
                                          "to 6"):
        store.load("g")


@pytest.mark.parametrize("game_id", ["bigmoney", "forex"])
@pytest.mark.parametrize("seed", [-1, SEED_MAX + 5, 10**30])
def test_a_typed_seed_of_any_size_still_plays(game_id, seed):
    """The new-game forms take any whole number: the play layer brings it into the door's
    range (as Crésus does), so the door never refuses a person's seed."""
    from cresus_tui.play.kits import play_kit

    kit = play_kit(game_id)
    options = kit.options(seed=seed, name="Zoé\x1b[31m")
    from cresus_tui.play.session import Session

    session = Session.new(options)
    assert session.game.state.config.seed == seed % (SEED_MAX + 1)
    assert session.game.state.config.seats[0].name == "Zoé"
