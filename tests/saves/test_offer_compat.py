"""Saves of games played before an offer lapsed at the start of its share's sale (C-10.4):
their logs replay only under the older rule, and they still load, verified, and play on."""

from __future__ import annotations

from pathlib import Path

import pytest

from cresus_tui.games.cresus import IllegalDecision
from cresus_tui.games.cresus.decisions import Reply, Sell
from cresus_tui.games.cresus.events import OfferAnswered
from cresus_tui.games.cresus.saving import load_body, save_body
from saves import SaveStore
from tests.games.cresus.test_rules_c6_c11 import _rival_offers_its_share_then_sells_it


def _old_game():
    """The play-test's game as the older engine played it: the rival's offer of LON-1 still
    waits after its sale started."""
    game = _rival_offers_its_share_then_sells_it()
    game.offers_outlive_sales = True
    ev = game.submit(1, Sell("LON-1"))
    assert not any(isinstance(e, OfferAnswered) for e in ev)
    return game


def test_an_old_save_with_the_offer_still_waiting_loads_verified(tmp_path: Path) -> None:
    game = _old_game()
    assert game.state.offer is not None
    store = SaveStore(tmp_path)
    store.save("old", game)
    loaded = store.load("old")
    assert loaded.game.encode() == game.encode()
    assert loaded.game.offers_outlive_sales
    # it plays on as it was played: the human's late answer is told as a trade that fails
    ev = loaded.game.submit(0, Reply(True))
    assert ev == [OfferAnswered(1, 0, False, "LON-1 is being sold right now.")]


def test_an_old_save_with_the_late_answer_in_its_log_loads(tmp_path: Path) -> None:
    game = _old_game()
    game.submit(0, Reply(True))
    body = save_body(game)
    loaded, replayed = load_body(body)
    assert not replayed and loaded.encode() == game.encode()
    store = SaveStore(tmp_path)
    store.save("old", game)
    again = store.load("old").game
    assert again.encode() == game.encode()
    assert again.offers_outlive_sales and again.state.offer is None
    assert again.requests() == game.requests()


def test_a_new_game_does_not_load_under_the_older_rule_when_it_replays_today() -> None:
    game = _rival_offers_its_share_then_sells_it()
    game.submit(1, Sell("LON-1"))
    loaded, _ = load_body(save_body(game))
    assert not loaded.offers_outlive_sales
    assert loaded.encode() == game.encode()
    with pytest.raises(IllegalDecision):
        loaded.submit(0, Reply(True))


def test_a_forged_log_is_refused_under_either_rule() -> None:
    """The older rule is no back door: a log that replays under neither is damaged."""
    game = _old_game()
    body = bytearray(save_body(game))
    i = body.rfind(b"LON-1")
    body[i:i + 5] = b"LON-2"
    with pytest.raises(Exception):
        load_body(bytes(body))
