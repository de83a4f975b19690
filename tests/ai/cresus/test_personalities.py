"""Personalities (the rulebook's blurb): each makes a measurable difference in behaviour.

flambeur takes risks, joueur loves the gambling cards, rusé is a shrewd bidder, stratège builds
sector sets. Each is compared with the plain rival of the same level in the same situation."""

from __future__ import annotations

from ai.cresus.policy import make
from cresus_tui.games.cresus.decisions import Answer, Bid, BuyLuxury, Done, Sell
from cresus_tui.games.cresus.requests import (
    BidRequest, EntryRequest, LuxuryRequest, SellRequest, ThrowRequest,
)

from .helpers import play, rival_game, start_view


def _bid(rival, view, req) -> int:
    d = rival.decide(view, req).decision
    assert isinstance(d, Bid)
    return d.amount


def test_joueur_plays_losing_games_and_tournaments_the_plain_rival_skips() -> None:
    view = start_view(experts_left=5, me={"cash": 200})
    roulette = EntryRequest(0, "roulette", 10, 200)
    tournament = EntryRequest(0, "poker", 20, 200, tournament=True)
    assert make("normal").decide(view, roulette).decision == Answer(False)
    assert make("normal", "joueur").decide(view, roulette).decision == Answer(True)
    assert make("normal").decide(view, tournament).decision == Answer(False)
    assert make("normal", "joueur").decide(view, tournament).decision == Answer(True)


def test_joueur_enters_more_games_over_whole_games() -> None:
    entries = {"normal": 0, "normal:joueur": 0}
    offers = {"normal": 0, "normal:joueur": 0}

    for seed in range(4):
        names = ["normal", "normal:joueur", "normal", "normal:joueur"]
        game, rivals = rival_game(names, seed)

        def count(game, req, choice, names=names) -> None:
            if isinstance(req, EntryRequest):
                offers[names[req.seat]] += 1
                entries[names[req.seat]] += choice.decision == Answer(True)

        play(game, rivals, count)
    rate = {k: entries[k] / max(1, offers[k]) for k in entries}
    assert rate["normal:joueur"] > rate["normal"] + 0.2


def test_flambeur_bids_higher_and_keeps_a_smaller_reserve() -> None:
    view = start_view(experts_left=5, me={"cash": 300}, others={"cash": 300})
    for lot, kind in (("LON-8", "share"), ("sector-aero", "expert")):
        req = BidRequest(0, lot, kind, 300, 1, (0, 1, 2))
        assert _bid(make("normal", "flambeur"), view, req) > _bid(make("normal"), view, req)
    view = start_view(experts_left=4, me={"cash": 120})
    req = LuxuryRequest(0, 1, 120, 2, 0)
    assert make("normal").decide(view, req).decision == Done()
    assert isinstance(make("normal", "flambeur").decide(view, req).decision, BuyLuxury)


def test_ruse_bids_less_than_the_plain_rival_for_the_same_lots() -> None:
    total = {"": 0, "ruse": 0}
    for cash in (40, 80, 150, 300):
        view = start_view(experts_left=5, me={"cash": 300}, others={"cash": cash})
        for lot, kind in (("LON-8", "share"), ("NYC-5", "share"), ("sector-auto", "expert")):
            req = BidRequest(0, lot, kind, 300, 1, (0, 1))
            for p in total:
                total[p] += _bid(make("normal", p), view, req)
    assert total["ruse"] < total[""]


def test_stratege_holds_a_sector_set_the_plain_rival_would_sell() -> None:
    me = {"cash": 40, "position": 1, "shares": ("LON-1", "LON-7")}  # two aero, off-market
    view = start_view(experts_left=5, me=me)
    req = SellRequest(0, 1, me["shares"])
    assert make("normal").decide(view, req).decision == Sell("LON-7")
    assert make("normal", "stratege").decide(view, req).decision == Done()


def test_stratege_pays_more_for_a_share_of_its_sector() -> None:
    me = {"cash": 300, "shares": ("LON-1", "SAO-4")}  # two aero: a third pays the x3 bonus
    view = start_view(experts_left=5, me=me, others={"cash": 300})
    req = BidRequest(0, "NYC-8", "share", 300, 1, (0, 1))  # aero
    assert _bid(make("normal", "stratege"), view, req) > _bid(make("normal"), view, req)


def test_levels_differ_in_keeps() -> None:
    # easy often keeps its largest colour group; normal keeps by expectimax
    req = ThrowRequest(0, (0, 0, 1, 1, 2, 3), 2, 3, "gamble", "course-de-voitures")
    view = start_view()
    easy = {make("easy", seed=s).decide(view, req).decision for s in range(10)}
    normal = make("normal").decide(view, req).decision
    assert easy != {normal}
