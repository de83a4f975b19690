"""Saves of Big Money and FOR-EX: the same slots, header and checks as Crésus's. A saved game
loads back byte for byte and plays on identically; a body whose checksum was recomputed over
a forged state (cash, a card, a rate, a seat's name) is reported damaged, moved aside, and
the earlier save is offered; the header names the game and its rules data version."""

from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

import msgspec
import pytest

from cresus_tui.games.protocol import SeatConfig
from cresus_tui.games.registry import GAMES
from saves import DamagedSave, SaveStore
from saves import envelope as E

NEW_GAMES = ("bigmoney", "forex")
T0 = datetime(2026, 12, 1, 12, 0, tzinfo=timezone.utc)


def played(game_id: str, decisions: int, seed: int = 3):
    spec = GAMES[game_id]
    seats = [SeatConfig("Zoé"), SeatConfig("Midas", kind="rival", level="normal"),
             SeatConfig("Crassus", kind="rival", level="hard")]
    game, _ = spec.new_game(spec.make_config(seats, seed))
    rng = random.Random(seed)
    for _ in range(decisions):
        if game.is_over:
            break
        seat = game.requests()[0].seat
        game.submit(seat, spec.random_decision(game, seat, rng))
    return game


@pytest.mark.parametrize("game_id", NEW_GAMES)
def test_a_saved_game_loads_back_and_plays_on_identically(tmp_path: Path, game_id: str) -> None:
    game = played(game_id, 40)
    store = SaveStore(tmp_path, sync=False)
    entry = store.autosave(game, now=T0)
    assert entry.header.game == game_id
    assert entry.header.rules_version == GAMES[game_id].data_version()
    back = store.load("autosave").game
    assert back.encode() == game.encode() and back.requests() == game.requests()
    spec = GAMES[game_id]
    a, b = random.Random(9), random.Random(9)
    for _ in range(30):
        if game.is_over:
            break
        seat = game.requests()[0].seat
        assert back.requests()[0].seat == seat
        assert game.submit(seat, spec.random_decision(game, seat, a)) == \
            back.submit(seat, spec.random_decision(back, seat, b))
    assert back.encode() == game.encode()


@pytest.mark.parametrize("game_id", NEW_GAMES)
def test_a_finished_game_saves_and_says_over(tmp_path: Path, game_id: str) -> None:
    game = played(game_id, 100_000)
    assert game.is_over
    store = SaveStore(tmp_path, sync=False)
    store.save("done", game, now=T0)
    entry = store.info("done")
    assert entry.header.over is True and entry.header.phase == "over"
    assert store.load("done").game.ranking() == game.ranking()


def _forge(game_id: str, game) -> list[tuple[str, bytes]]:
    """(what was edited, the encoded state) for hand edits that keep the state decodable."""
    dec = msgspec.msgpack.Decoder(type(game.state))
    out = []

    def edited(what: str, change) -> None:
        state = dec.decode(game.encode())
        change(state)
        out.append((what, msgspec.msgpack.encode(state)))

    if game_id == "bigmoney":
        edited("cash moved from the bank", lambda s: (setattr(s.seats[0], "cash",
                                                              s.seats[0].cash + 50),
                                                      setattr(s, "bank", s.bank - 50)))
        edited("a card taken from the deck", lambda s: s.seats[0].cards.append(s.deck.pop()))
        edited("the round", lambda s: setattr(s, "round", s.round + 3))
        edited("the deck's order (the header cannot see it)", lambda s: s.deck.reverse())
    else:
        edited("money moved between players",
               lambda s: (s.seats[0].money.__setitem__(0, s.seats[0].money[0] + 2),
                          s.seats[1].money.__setitem__(0, s.seats[1].money[0] - 2)))
        edited("a rate (the header cannot see it)",
               lambda s: s.rates.__setitem__(0, s.rates[0] + 1))
        edited("a certificate", lambda s: (s.seats[0].certs.__setitem__(0, s.seats[0].certs[0] + 1),
                                            s.supply.__setitem__(0, s.supply[0] - 1)))
    edited("a seat's name", lambda s: setattr(s.seats[1], "name", "[b]Forger[/b]"))
    return out


@pytest.mark.parametrize("game_id", NEW_GAMES)
def test_a_forged_state_behind_a_good_checksum_is_damaged_and_the_earlier_save_offered(
        tmp_path: Path, game_id: str) -> None:
    early, late = played(game_id, 10), played(game_id, 30)
    store = SaveStore(tmp_path, sync=False)
    forgeries = _forge(game_id, late)
    assert len(forgeries) >= 3
    for n, (what, body) in enumerate(forgeries):
        store.save("slot", early, now=T0 + timedelta(minutes=2 * n))
        store.save("slot", late, now=T0 + timedelta(minutes=2 * n + 1))
        data, _ = E.encode_save(late, E.now_iso(T0))
        env = msgspec.msgpack.decode(data, type=E.Envelope)
        forged = E.build_encoded(env.schema, env.game_version, env.saved_at, env.header, body)
        store.path("slot").write_bytes(forged)
        with pytest.raises(DamagedSave) as caught:
            store.load("slot")
        assert caught.value.fallback == 1, what
        assert store.load("slot", 1).game.encode() == early.encode(), what
        for p in tmp_path.rglob("*.damaged-*"):
            assert p.read_bytes() == forged, what
            p.unlink()


@pytest.mark.parametrize("game_id, words, mark", [("bigmoney", "Z, ", "c"),
                                                  ("forex", "units of the Strongest, ",
                                                   "cert.")])
def test_saves_list_and_show_speak_each_games_words(tmp_path: Path, capsys, game_id: str,
                                                     words: str, mark: str) -> None:
    from cresus_tui.cli import main

    game = played(game_id, 40)
    SaveStore.at(tmp_path).save("slot", game, now=T0)
    seat = GAMES[game_id].summarise(game).seats[0]
    assert main(["--data-dir", str(tmp_path), "saves", "list"]) == 0
    out = capsys.readouterr().out
    assert f"Zoé {seat.cash} {words.split(',')[0]} {seat.luxuries}{mark}" in out
    assert " M " not in out
    assert main(["--data-dir", str(tmp_path), "saves", "show", "slot"]) == 0
    out = capsys.readouterr().out
    assert f"Zoé ({seat.kind}): {seat.cash} {words}{seat.luxuries} " in out
    assert "luxury" not in out


def test_forex_saves_show_worth_in_one_currency_not_a_sum_of_currencies() -> None:
    """Bug: a FOR-EX save's players' "units" added GBP, EUR, CNY … together."""
    from cresus_tui.games.forex import rates as R

    game = played("forex", 40)
    st = game.state
    seat = GAMES["forex"].summarise(game).seats[0]
    wins = R.wins(st.rates)
    held = [sum(s.certs[c] for s in st.seats) for c in range(7)]
    lead = max(range(7), key=lambda c: (wins[c], held[c], -c))
    worth = sum(R.to_strongest(h, c, lead, st.rates, game.data.ladder_h)
                for c, h in enumerate(st.seats[0].money))
    assert seat.cash == worth
    # 2 units of each currency at the start: 2 + 1 + 2 + 1 + 1 + 1 + 0 GBP (F-14.2), not 14
    from cresus_tui.games.forex import GameConfig, new_game

    fresh, _ = new_game(GameConfig(st.config.seats, 3, first_player=0))
    assert GAMES["forex"].summarise(fresh).seats[0].cash == 8
