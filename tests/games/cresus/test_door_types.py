"""The engine's door checks every decision's types (issue 16): a wrongly-typed decision raises
IllegalDecision and changes nothing, whatever request is waiting."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as hs

from cresus_tui.games.cresus import GameConfig, SeatConfig, new_game
from cresus_tui.games.cresus import decisions as D
from cresus_tui.games.cresus.game import IllegalDecision
from cresus_tui.games.cresus.random_player import RandomPlayer
from cresus_tui.games.protocol import IllegalDecision as AnyIllegal


def _games_at_every_request_kind() -> dict[str, object]:
    """One game state waiting for each kind of request that random games reach."""
    found: dict[str, object] = {}
    for seed in range(40):
        game, _ = new_game(GameConfig(tuple(SeatConfig(f"P{i}") for i in range(2 + seed % 5)),
                                      seed))
        player = RandomPlayer(seed, 0.05)
        while not game.is_over:
            req = game.requests()[0]
            found.setdefault(type(req).__name__, game.clone())
            d = player.side_decision(game, req.seat) or player.decide(game.view(req.seat), req)
            game.submit(req.seat, d)
    return found


GAMES = _games_at_every_request_kind()

WRONG = hs.one_of(hs.booleans(), hs.floats(allow_nan=True), hs.text(max_size=5), hs.none(),
                  hs.integers(min_value=2**64, max_value=2**80), hs.just(object()),
                  hs.lists(hs.integers(), max_size=3), hs.just(b"x"))
FIELDS = {D.Bid: ["amount"], D.Move: ["market"], D.Answer: ["yes"], D.PickMarket: ["market"],
          D.Buy: ["shares"], D.Keep: ["dice"], D.Sell: ["share", "expert"],
          D.BuyLuxury: ["count"], D.SellLuxury: ["count"],
          D.Offer: ["to", "give_shares", "give_cash", "take_shares", "take_cash"],
          D.Reply: ["accept"]}


def test_request_kinds_reached() -> None:
    assert {"BidRequest", "MoveRequest", "BuyRequest", "JoinRequest", "ThrowRequest",
            "SellRequest", "LuxuryRequest"} <= set(GAMES)


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(kind=hs.sampled_from(sorted(GAMES)), cls=hs.sampled_from(sorted(FIELDS, key=str)),
       data=hs.data(), wrong=WRONG)
def test_wrongly_typed_decisions_change_nothing(kind: str, cls: type, data, wrong) -> None:
    game = GAMES[kind].clone()
    before = game.encode()
    field = data.draw(hs.sampled_from(FIELDS[cls]))
    if cls in (D.Buy, D.Keep) or field.endswith("shares"):
        wrong = data.draw(hs.one_of(hs.just(wrong), hs.lists(WRONG, min_size=1, max_size=3)))
    # what would be the right type is not a wrong one
    assume(not (field in ("yes", "accept", "expert") and isinstance(wrong, bool)))
    assume(not (isinstance(wrong, list) and all(type(x) is int for x in wrong)
                and field == "dice"))
    assume(wrong != [])
    kwargs = {"to": 1} if cls is D.Offer else {}
    if cls is D.Sell:
        kwargs["share"] = "LON-1"
    kwargs[field] = wrong
    decision = cls(**kwargs)  # msgspec does not check types when a Struct is built
    seat = game.requests()[0].seat
    with pytest.raises(AnyIllegal):
        game.submit(seat, decision)
    assert game.encode() == before


@pytest.mark.parametrize("decision", [D.Bid(True), D.Move(1.0), D.Answer("no"),
                                      D.Offer(1, give_cash=0.5), D.Keep((True,)),
                                      D.Bid(2**64), D.Sell(7)])
def test_named_wrong_types_are_refused_at_the_door(decision) -> None:
    for game in GAMES.values():
        g = game.clone()
        before = g.encode()
        with pytest.raises(IllegalDecision):
            g.submit(g.requests()[0].seat, decision)
        assert g.encode() == before


@pytest.mark.parametrize("seat", [True, 1.0, "0", None, -1, 99])
def test_a_seat_is_a_plain_int(seat) -> None:
    game = GAMES["BidRequest"].clone()
    before = game.encode()
    with pytest.raises(IllegalDecision, match="no seat"):
        game.submit(seat, D.Bid(0))
    assert game.encode() == before


def test_not_a_decision_at_all() -> None:
    game = GAMES["BidRequest"].clone()
    with pytest.raises(IllegalDecision):
        game.submit(game.requests()[0].seat, {"type": "bid", "amount": 1})
    with pytest.raises(IllegalDecision):
        game.submit(game.requests()[0].seat, random.Random(1))


@pytest.mark.parametrize("decision", [
    D.Offer(1, give_shares=[b"x"]), D.Offer(1, give_shares=(b"x",)),
    D.Offer(1, take_shares=[b"x"]), D.Offer(1, give_shares=b"x"),
    D.Offer(1, give_shares=[bytearray(b"x")]), D.Offer(1, give_shares=["LON-1", b"x"]),
    D.Sell(b"LON-1"), D.Buy([b"LON-1"])])
def test_bytes_for_share_names_are_refused_at_the_door(decision) -> None:
    """C-10.4 (offers), C-5.12 (sales), C-5.8 (purchases): a share is named by a str; bytes
    where a share name goes (once seen by hypothesis to crash the trade check with a
    TypeError) are refused as IllegalDecision at every request, and nothing changes."""
    for game in GAMES.values():
        g = game.clone()
        before = g.encode()
        with pytest.raises(IllegalDecision):
            g.submit(g.requests()[0].seat, decision)
        assert g.encode() == before
