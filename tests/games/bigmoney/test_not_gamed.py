"""Simple scripted strategies do not beat the B-12.3 rivals (issue 10): a player who never
buys, always buys the cheapest (or the dearest) affordable card, buys only the dearest asset,
or stops the dice on the first paying combination wins far less than an equal share against
three normal (or hard) rivals.

Measured against the B-12.3 valuation (1,000 games each against 3 such rivals, seed 3000):
never 0.0 %, cheapest 0.6 %, dearest 8.4 %, dearest asset 16.6 %, stop on a pair 8.1 %.

The normal level is a cautious buyer by design (it counts 55 % of the expected turns left),
so an eager buyer of assets does beat it (27.7 % over 600 games, seed 7000), the way the hard
level does (31.7 % over 3,000 games); that habit is checked to win less than the hard level
against normal rivals on the same games, and to lose against hard rivals. The other
thresholds sit well inside the measured margins (an equal share is 25 %) so that the test is
steady."""

from __future__ import annotations

import pytest

from ai.bigmoney import make
from ai.bigmoney.base import Choice
from ai.bigmoney.rival import BigMoneyRival
from cresus_tui.games.bigmoney import Buy, GameConfig, Pass, Stop, new_game
from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest
from cresus_tui.games.protocol import SeatConfig


class Scripted(BigMoneyRival):
    """A normal rival with one scripted habit (``mode``)."""

    def __init__(self, mode: str, seed: int) -> None:
        super().__init__("normal", "", seed)
        self.mode = mode

    def decide(self, view, request) -> Choice:
        m = self.mode
        if isinstance(request, BuyRequest):
            price = self._price
            slots = request.affordable
            if m == "never":
                return Choice(Pass(), "never buys")
            if m == "cheapest" and slots:
                return Choice(Buy(min(slots, key=lambda s: price[request.market[s]])), "cheap")
            if m == "dearest" and slots:
                return Choice(Buy(max(slots, key=lambda s: price[request.market[s]])), "dear")
            if m == "assets":
                assets = [s for s in slots if self._kind[request.market[s]] != "stock"]
                if assets and not view.triggered:
                    return Choice(Buy(max(assets, key=lambda s: price[request.market[s]])),
                                  "dearest asset")
                return Choice(Pass(), "no asset")
        if isinstance(request, DiceRequest) and m == "pair" and request.amount >= 5:
            return Choice(Stop(), "stops on a pair or better")
        return super().decide(view, request)


def win_share(mode: str, level: str, games: int, seed: int) -> float:
    """The scripted seat's win share (ties split) against three ``level`` rivals, seats
    rotated between games."""
    wins = 0.0
    for g in range(games):
        me = g % 4
        rivals = [Scripted(mode, seed + g) if i == me else make(level, seed=(seed + g) * 31 + i)
                  for i in range(4)]
        game, _ = new_game(GameConfig(tuple(SeatConfig(f"p{i}") for i in range(4)), seed + g))
        for _ in range(5000):
            if game.is_over:
                break
            req = game.requests()[0]
            game.submit(req.seat, rivals[req.seat].decide(game.view(req.seat), req).decision)
        assert game.is_over
        winners = [s for place, s in game.ranking() if place == 1]
        if me in winners:
            wins += 1 / len(winners)
    return wins / games


@pytest.mark.parametrize("mode, bound", [("never", 0.05), ("cheapest", 0.06), ("dearest", 0.17),
                                         ("pair", 0.17)])
def test_B_12_3_scripted_strategies_do_not_beat_normal_rivals(mode: str, bound: float) -> None:
    assert win_share(mode, "normal", 160, 7000) < bound


def hard_share(level: str, games: int, seed: int) -> float:
    """A hard rival's win share against three ``level`` rivals, on the seeds of `win_share`."""
    wins = 0.0
    for g in range(games):
        me = g % 4
        rivals = [make("hard", seed=seed + g) if i == me else make(level, seed=(seed + g) * 31 + i)
                  for i in range(4)]
        game, _ = new_game(GameConfig(tuple(SeatConfig(f"p{i}") for i in range(4)), seed + g))
        while not game.is_over:
            req = game.requests()[0]
            game.submit(req.seat, rivals[req.seat].decide(game.view(req.seat), req).decision)
        winners = [s for place, s in game.ranking() if place == 1]
        if me in winners:
            wins += 1 / len(winners)
    return wins / games


def test_B_12_3_an_eager_asset_buyer_beats_cautious_normal_rivals_less_than_hard_does() -> None:
    """Normal is a cautious buyer by design: buying the dearest asset every turn wins more than
    an equal share against it, but less than the hard level on the same games. 600 games each
    (about 5 s): the two shares are some 4 points apart (0.277 and 0.322 on these seeds), and
    200 games left the order to chance (0.2975 against 0.295)."""
    eager = win_share("assets", "normal", 600, 7000)
    hard = hard_share("normal", 600, 7000)
    assert 0.2 < eager < hard


@pytest.mark.parametrize("mode", ["cheapest", "assets", "pair"])
def test_B_12_3_scripted_strategies_do_not_beat_hard_rivals(mode: str) -> None:
    assert win_share(mode, "hard", 120, 9000) < 0.24
