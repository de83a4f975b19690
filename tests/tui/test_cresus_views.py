"""Crésus's views on the one game screen, without a screen: the status words fit 80 columns,
a dialogue's or the tray's decision stands for the command a player would type, and only the
secret requests open a dialogue by themselves."""

from __future__ import annotations

import msgspec
from rich.text import Text

from cresus_tui.games.cresus.decisions import (
    Answer, Bid, Buy, BuyLuxury, Done, Keep, Move, PickMarket, Reply, Sell, SellLuxury, Stop,
)
from cresus_tui.games.cresus.requests import (
    BidRequest, JoinRequest, MoveRequest, OfferRequest, SellRequest,
)
from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.session import Session
from cresus_tui.tui.games import StatusContext
from cresus_tui.tui.games.cresus import PHASES, VIEWS, ask


def test_the_status_line_fits_80_columns_with_the_rivals_playing():
    view = Session.new(NewGameOptions(rivals=5, seed=2)).game.view(0)
    busy = " · rivals playing… F8 skip"
    for phase in PHASES:
        for market in (-1, 2):  # 3Y Hong Kong, the longest market name
            late = msgspec.structs.replace(view, phase=phase, phase_market=market, turn=12,
                                           experts_left=0)  # the last turn (C-4.3)
            words = Text.from_markup(VIEWS.status(late, StatusContext())).plain
            assert len(words + busy) <= 78, words
            assert "…" not in words
            wide = Text.from_markup(VIEWS.status(late, StatusContext(wide=True))).plain
            assert "Expert pile 0 · last turn" in wide and "pace normal" in wide


def test_each_decision_echoes_the_command_that_makes_it():
    cases = {Bid(25): "bid 25", Move(5): "go 6", Answer(True): "yes", Reply(False): "decline",
             Buy(("LON-1",)): "buy LON-1", Buy(()): "buy nothing", Sell("LON-1"): "sell LON-1",
             Done(): "done", Stop(): "stop", Keep((0, 2)): "keep 1 3", Keep(()): "reroll all",
             PickMarket(-1): "partner none", BuyLuxury(2): "luxury 2",
             SellLuxury(1): "sell luxury"}
    for decision, command in cases.items():
        assert ask.echo(decision) == command


def test_only_secret_requests_and_offers_open_their_dialogue_by_themselves():
    assert "bid <M>" in ask.auto_dialog(BidRequest(0, "pirate-1", "expert", 30, 1, (0, 1)))
    assert ask.auto_dialog(BidRequest(0, "pirate-1", "expert", 0, 1, (0, 1))) == ""
    assert "go <market>" in ask.auto_dialog(MoveRequest(0, (0, 1, 2), -1))
    assert "join" in ask.auto_dialog(JoinRequest(0, "LON-1", 0))
    assert "accept" in ask.auto_dialog(OfferRequest(0, 1, (), 10, (), 0))
    assert ask.auto_dialog(SellRequest(0, 0, ("LON-1",))) == ""
