"""A French player's refused decision is answered in French (#25), in every game: the rules
engines' own refusals (what the table shows when a decision reaches the rules and they say no)
are translated where they are raised, so a decision the parser lets through, a choice button or
a lesson step is refused in the player's language."""

from __future__ import annotations

import msgspec
import pytest

from cresus_tui import i18n
from cresus_tui.games.bigmoney import decisions as bm
from cresus_tui.games.cresus import (
    Game, GameConfig, IllegalDecision, SeatConfig, load_rules, new_game,
)
from cresus_tui.games.cresus import decisions as cr
from cresus_tui.games.cresus.random_player import RandomPlayer
from cresus_tui.games.forex import decisions as fx
from cresus_tui.play.messages import Refused
from cresus_tui.plain.games import plain_games
from tests.i18n.test_french_transcripts import english_found

REFUSED = {
    "cresus": [
        (cr.Bid(1000), "You cannot bid 1000 M: you have 100 M (C-7.2).",
         "Vous ne pouvez pas miser 1000 M : vous avez 100 M (C-7.2)."),
        (cr.SellLuxury(1), "You have no luxury card to sell.",
         "Vous n’avez pas de carte de luxe à vendre."),
        (cr.Reply(True), "Nobody has made you an offer to answer.",
         "Personne ne vous a fait d’offre à laquelle répondre."),
        (cr.Move(2), "First answer what is asked: a sealed bid.",
         "Répondez d’abord à ce qui est demandé : une mise secrète."),
    ],
    "bigmoney": [
        (bm.Buy(3), "Roll the dice first (roll).", "Lancez d’abord les dés (lancer)."),
    ],
    "forex": [
        (fx.Divest(0, 5), "You hold no GBP certificate (F-6.2).",
         "Vous n’avez aucun certificat GBP (F-6.2)."),
    ],
}
"""Per game: a decision its rules refuse at the human's first decision (seed 7, 3 rivals),
with the reason in English and in French."""


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def _first_decision(game_id: str):
    kit = next(k for k in plain_games() if k.id == game_id)
    table = kit.new(3, "normal", "Vous", 7)
    table.open()
    table.run_rivals()
    return table


@pytest.mark.parametrize("game_id", sorted(REFUSED))
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_refused_decision_is_answered_in_the_players_language(game_id, lang):
    i18n.set_language(lang)
    table = _first_decision(game_id)
    for decision, english, french in REFUSED[game_id]:
        out = table.decide(decision, confirmed=True)
        assert out == [Refused(french if lang == "fr" else english)], decision


def _names(game: Game) -> list[str]:
    """What a refusal may quote as it is written: seats, markets, shares and French card
    names."""
    rules = load_rules()
    return ([s.name for s in game.state.seats] + [m.name for m in rules.markets]
            + ["Île paradisiaque", "Expert Marché", "Expert Secteur", "Monopole", "Partenaire"])


def _illegal(game: Game, seat: int) -> list[cr.Decision]:
    """Decisions to try at ``seat``'s request, most of them refused whatever is asked."""
    me = game.state.seats[seat]
    other = (seat + 1) % len(game.state.seats)
    shares = list(me.shares)
    return [
        cr.Bid(-1), cr.Bid(me.cash + 1), cr.Move(9), cr.Move(-1), cr.PickMarket(9),
        cr.Answer(True), cr.Buy(("XXX-1",)), cr.Buy(("XXX-1", "XXX-1")), cr.Keep((9,)),
        cr.Keep((0, 0)), cr.Stop(), cr.Sell("XXX-1"), cr.Sell(shares[0], expert=True)
        if shares else cr.Sell("XXX-2", expert=True), cr.Done(), cr.BuyLuxury(3),
        cr.BuyLuxury(2), cr.RepayLoan(), cr.SellLuxury(0), cr.SellLuxury(99), cr.Reply(True),
        cr.Offer(seat, (), 1, (), 0), cr.Offer(other, (), 0, (), 0),
        cr.Offer(other, ("XXX-1",), 0, (), 0), cr.Offer(other, (), 0, ("XXX-1",), 0),
        cr.Offer(other, (), -1, (), 0), cr.Offer(other, (), me.cash + 1, ("XXX-1",), 0),
        cr.Offer(other, tuple(shares[:1]) * 2, 0, (), 0),
        cr.Offer(other, tuple(shares[:1]), me.cash + 1, (), 0),
    ]


def test_every_crésus_refusal_a_game_meets_is_french():
    """Random games in French; at every decision, a battery of decisions the rules refuse:
    each refusal is French (no English UI word), and the battery meets most of them."""
    i18n.set_language("fr")
    reasons: set[str] = set()
    for seed in (1, 2, 3):
        seats = tuple(SeatConfig(name, "human" if i == 0 else "rival", "normal")
                      for i, name in enumerate(("Vous", "Crassus", "Midas", "Rothschild")))
        game, _ = new_game(GameConfig(seats=seats, seed=seed))
        player = RandomPlayer(seed, side_rate=0.05)
        for _ in range(3000):
            if game.is_over:
                break
            req = game.requests()[0]
            for decision in _illegal(game, req.seat):
                before = msgspec.msgpack.encode(game.state)
                try:
                    game.submit(req.seat, decision)
                except IllegalDecision as exc:
                    reasons.add(exc.reason)
                    assert msgspec.msgpack.encode(game.state) == before
                    continue
                break  # a legal one: the game moved on
            else:
                side = player.side_decision(game, req.seat)
                game.submit(req.seat, side if side is not None
                            else player.decide(game.view(req.seat), req))
                continue
            if game.is_over:
                break
        names = _names(game)
        for reason in reasons:
            assert english_found(reason, names) == [], reason
    templates = {r.split(" ")[0] + " " + r.split(" ")[1] for r in reasons}
    assert len(templates) >= 15, sorted(reasons)
