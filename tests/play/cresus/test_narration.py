"""Narration: every event type is told (or deliberately silent), no secret leaks before its
reveal, dice show numbers and letters, and the label helpers."""

from __future__ import annotations

import typing

import pytest
from rich.text import Text

from cresus_tui.games.cresus import load_rules, new_game
from cresus_tui.games.cresus import events as E
from cresus_tui.games.cresus.random_player import RandomPlayer
from cresus_tui.play.cresus.narration import (
    cresus_effect, dice_text, expert_name, market_label, narrate, share_label,
)
from cresus_tui.play.cresus.session import NewGameOptions, build_config

RULES = load_rules()
NAMES = ["You", "Crassus", "Midas", "Rothschild"]

SAMPLES: list[E.Event] = [
    E.GameStarted(tuple(NAMES), 100),
    E.TurnStarted(3, 1, 7),
    E.PhaseStarted("expert"),
    E.PhaseStarted("purchase", 2),
    E.PhaseStarted("sale", 5),
    E.ExpertRevealed("sector-finance", 9, False),
    E.PirateAttack("pirate-2", 5, 5),
    E.DecisionTaken(1, "bid"),
    E.BidsRevealed("market-TOK", {0: 30, 1: 45}, 1, "won", 1, 45),
    E.BidsRevealed("LON-4", {0: 30, 1: 30}, 1, "tie"),
    E.ExpertWon(0, "monopoly-1", 30),
    E.ExpertDiscarded("partner-1", "used"),
    E.PawnsMoved({0: 5, 1: 3}, (1,)),
    E.MonopolyUsed(2, 3, "monopoly-1", (0, 1)),
    E.PartnerUsed(0, 4, "partner-2"),
    E.CresusDrawn(2, 3, "Impôt sur la fortune", (0, 2)),
    E.CresusReshuffled(18),
    E.DiceRolled(0, (0, 3, 3, 5, 1, 2), 2, 3, "sale", "LON-4", (1, 2)),
    E.Payment(-1, 0, 50, "card", "Héritage"),
    E.GambleResult(1, "machine-a-sous", 300),
    E.TournamentResult("poker", {0: 3, 1: 2}, (0,), 40, 40),
    E.SharesRevealed(0, ("LON-6", "LON-4"), (0, 1)),
    E.ParticipationRevealed("LON-6", (0, 1)),
    E.ShareAcquired(0, "LON-4", 40, "purchase"),
    E.SectorBonus(0, "finance", 2, 20),
    E.ShareReturned("LON-6", 0),
    E.ShareSold(1, "LON-4", 2, 4, 170, 15),
    E.ExpertUsed(0, "market-LON", "LON-4"),
    E.LuxuryBought(0, 7, 500),
    E.LuxurySold(2, 3, 45),
    E.LoanTaken(3, 100, 60, 0),
    E.LoanRepaid(3, 100),
    E.PlayerEliminated(2, 40),
    E.OfferMade(1, 0, ("NYC-5",), 10, ("LON-3",), 0),
    E.OfferAnswered(1, 0, True),
    E.GameOver("experts", ((1, 2), (2, 0), (2, 1), (4, 3))),
]

DELIBERATELY_SILENT = {E.ShareReturned}


def test_samples_cover_every_event_type():
    covered = {type(e) for e in SAMPLES}
    assert covered == set(typing.get_args(E.Event))


@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: type(e).__name__)
def test_every_event_type_is_narrated_or_deliberately_silent(event):
    for viewer in (0, 1):
        text = narrate(event, viewer, NAMES, RULES)
        if type(event) in DELIBERATELY_SILENT:
            assert text is None
        else:
            assert isinstance(text, str) and text.strip()
            Text.from_markup(text)  # valid Rich markup


def test_pirate_discard_is_silent_because_the_attack_tells_it():
    assert narrate(E.ExpertDiscarded("pirate-1", "pirate"), 0, NAMES, RULES) is None


def test_viewer_is_you_and_others_by_name():
    ev = E.ExpertWon(0, "monopoly-1", 30)
    assert narrate(ev, 0, NAMES, RULES).startswith("You take the [b]Monopole[/b]")
    assert narrate(ev, 1, NAMES, RULES).startswith("[b]You[/b] takes")
    sold = narrate(E.ShareSold(1, "LON-4", 2, 4, 170, 15), 0, NAMES, RULES)
    assert "Crassus" in sold and "sells" in sold and "185 M" in sold and "Hong Kong" in sold


def test_french_names_are_kept():
    assert "Machine à sous" in narrate(E.GambleResult(1, "machine-a-sous", 300), 0, NAMES, RULES)
    assert "Île paradisiaque" in narrate(E.LuxuryBought(0, 7, 500), 0, NAMES, RULES)
    assert "Expert Secteur Finance" in narrate(E.ExpertRevealed("sector-finance", 9, False), 0,
                                               NAMES, RULES)
    drawn = narrate(E.CresusDrawn(2, 3, "Impôt sur la fortune", (0, 2)), 0, NAMES, RULES)
    assert "Impôt sur la fortune" in drawn and "3Y" in drawn


@pytest.mark.parametrize("card,name", [
    ("sector-finance", "Expert Secteur Finance"), ("sector-aero", "Expert Secteur Aéronautique"),
    ("market-TOK", "Expert Marché Tokyo"), ("market-SAO", "Expert Marché São Paulo"),
    ("pirate-2", "Pirate informatique"), ("monopoly-1", "Monopole"), ("partner-1", "Partenaire"),
])
def test_expert_names(card, name):
    assert expert_name(card, RULES) == name


def test_every_expert_card_has_a_french_name():
    for card in RULES.experts:
        assert expert_name(card, RULES) != card


def test_labels():
    assert market_label(5, RULES) == "6 Tokyo (violet)"
    assert market_label(3, RULES) == "4 São Paulo (green)"
    assert share_label("LON-4", RULES) == "LON-4 Finance 40 M, 2 throws"
    assert share_label("LON-8", RULES) == "LON-8 Automobile 50 M, 1 throw"


def test_C_1_2_dice_show_numbers_and_letters_never_colour_alone():
    assert dice_text((0, 3, 3, 5, 1, 2)) == "1R 4G 4G 6V 2B 3Y"
    assert dice_text((4,)) == "5O"
    text = narrate(E.DiceRolled(1, (0, 3, 3, 5, 1, 2), 1, 3, "sale", "LON-4"), 0, NAMES, RULES)
    assert "1R 4G 4G 6V 2B 3Y" in text
    for colour in ("red", "green", "violet", "blue", "yellow"):
        assert colour not in text


def test_every_cresus_card_has_an_effect_text():
    for i in range(len(RULES.data.cresus)):
        assert cresus_effect(i, RULES)


def test_payments_told_elsewhere_are_silent_and_others_told():
    assert narrate(E.Payment(0, -1, 40, "purchase", "LON-4"), 0, NAMES, RULES) is None
    assert narrate(E.Payment(-1, 0, 170, "sale", "LON-4"), 0, NAMES, RULES) is None
    # the bonus is told by its SectorBonus event, never twice
    assert narrate(E.Payment(-1, 0, 20, "sector_bonus", "finance"), 0, NAMES, RULES) is None
    bonus = narrate(E.SectorBonus(0, "finance", 2, 20), 0, NAMES, RULES)
    assert "Finance" in bonus and "+20 M" in bonus
    assert "Crassus" in narrate(E.Payment(0, 1, 10, "card", "Anniversaire"), 0, NAMES, RULES)
    assert "Roulette" in narrate(E.Payment(0, -1, 10, "entry", "roulette"), 0, NAMES, RULES)


def test_names_are_escaped_for_rich_markup():
    names = ["[red]x", "Crassus"]
    text = narrate(E.ExpertWon(0, "monopoly-1", 30), 1, names, RULES)
    assert "[red]x" in Text.from_markup(text).plain


def _random_game_events(seed: int):
    """(seat that decided, decision, events) for every submit of a random-legal game."""
    game, opening = new_game(build_config(NewGameOptions(rivals=3, seed=seed)))
    players = RandomPlayer(seed, side_rate=0.05)
    out = [(-1, None, opening)]
    for _ in range(20_000):
        if game.is_over:
            break
        req = game.requests()[0]
        side = players.side_decision(game, req.seat)
        decision = side if side is not None else players.decide(game.view(req.seat), req)
        out.append((req.seat, decision, game.submit(req.seat, decision)))
    assert game.is_over
    return game, out


@pytest.mark.parametrize("seed", [5, 6])
def test_C_7_4_no_secret_leaks_and_whole_game_narrates(seed):
    game, steps = _random_game_events(seed)
    names = [s.name for s in game.state.seats]
    market_words = [m.name for m in RULES.markets] + [m.code for m in RULES.markets]
    seen_types = set()
    for _seat, _decision, events in steps:
        for ev in events:
            seen_types.add(type(ev))
            for viewer in range(len(names)):
                text = narrate(ev, viewer, names, RULES)
                if text is not None:
                    Text.from_markup(text)
                if isinstance(ev, E.DecisionTaken):
                    assert text is not None
                    assert not any(ch.isdigit() for ch in text), text
                    assert not any(w in text for w in market_words), text
                    assert "M" not in text.replace("Midas", "")
    assert E.DecisionTaken in seen_types and E.GameOver in seen_types


def test_an_accepted_offer_that_can_no_longer_be_made_is_told_as_such():
    """C-10.4: an offer accepted after its share was sold meanwhile moves nothing; the story
    says so, instead of "You decline the offer (Midas holds no share SAO-5.)." (a play-test)."""
    ev = E.OfferAnswered(2, 0, False, "Midas holds no share SAO-5.")
    assert narrate(ev, 0, NAMES, RULES) == (
        "You accept the offer, but the trade cannot be made: Midas holds no share SAO-5. "
        "Nothing changes hands.")
    assert narrate(E.OfferAnswered(2, 0, False), 0, NAMES, RULES) == "You decline the offer."
