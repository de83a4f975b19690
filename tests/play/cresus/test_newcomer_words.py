"""Issue 13, the words: loose place and player names with filler words, no suggestion of a
verb that acts for a far word, `examine`, suggestions that are possible now, small typos."""

from __future__ import annotations

import msgspec
import pytest

from cresus_tui.games.cresus.decisions import Move, Offer, PickMarket
from cresus_tui.games.cresus.events import TurnStarted
from cresus_tui.play.cresus import commands, narration
from cresus_tui.play.cresus.commands import ParseError, Query, parse, resolve_market

from .test_commands import BUY2, MOVE, PART, RULES, act, base_view, err, with_req


@pytest.mark.parametrize("text", ["go sidney", "go sydny", "go to sydney", "go to the sydney",
                                  "to sydney", "go to sydney market", "sidney", "go sydnye"])
def test_markets_by_closeness_and_with_filler_words(text):
    assert act(text, with_req(MOVE)) == Move(4)


@pytest.mark.parametrize("text", ["partner sydny", "partner to sydney", "partner on sidney"])
def test_partner_by_closeness(text):
    assert act(text, with_req(PART)) == PickMarket(4)


def test_far_or_long_market_names_are_refused_quickly():
    for text in ("atlantis", "zz", "x" * 5000, "sydney" * 2000):
        with pytest.raises(KeyError):
            resolve_market(text, RULES)
    assert isinstance(parse("go " + "q" * 100_000, with_req(MOVE), RULES), ParseError)


def test_players_by_closeness():
    view = base_view()
    other = view.players[1].name
    typo = other[:-1] + ("x" if other[-1] != "x" else "y")
    out = parse(f"offer {typo} give 5 for nothing", with_req(MOVE, phase="purchase"), RULES)
    assert not isinstance(out, ParseError) or "No player" not in out.message, out


@pytest.mark.parametrize("word", ["unzip", "ondo", "undoo"])
def test_far_word_never_suggests_an_acting_verb(word):
    """(`undo` itself is a command now: it takes back your last decision.)"""
    out = err(word, with_req(BUY2))
    assert "Did you mean `no`" not in out.message
    assert out.suggestion not in ("no", "done", "decline")


def test_close_query_word_is_suggested():
    out = err("stauts", with_req(BUY2))
    assert "Did you mean `status`" in out.message


@pytest.mark.parametrize("text", ["x LON-4", "examine lon4", "examine monopole", "x bateau"])
def test_examine_is_a_query(text):
    out = parse(text, with_req(BUY2), RULES)
    assert isinstance(out, Query) and out.topic == "examine", out


def test_suggestions_only_what_you_can_afford():
    poor = with_req(BUY2, me={"cash": 10})
    legal = commands.legal_commands(poor, RULES)
    assert "buy both" not in legal and "buy none" in legal
    assert "`buy both`" not in commands.describe_request(poor, RULES)
    rich = with_req(BUY2, me={"cash": 500})
    assert "buy both" in commands.legal_commands(rich, RULES)


def test_last_turn_line_has_no_stray_full_stop():
    text = narration.narrate(TurnStarted(turn=9, first_player=0, experts_left=1), 0,
                             ["You", "B"], RULES)
    from rich.text import Text

    plain = Text.from_markup(text).plain
    assert "!." not in plain and plain.endswith("last turn!")


def test_luxury_2_is_listed_when_two_cards_are_affordable():
    from .test_commands import LUX

    assert "luxury 2" in commands.legal_commands(with_req(LUX), RULES)
    out = parse("frobnicate", with_req(LUX), RULES)
    assert "luxury 2" in out.suggestion


def test_rival_labels_are_words_not_codes():
    """Bug: "Flambeur · lux 0 · 0 sh", "@--", "1st" in the rivals panel."""
    from cresus_tui.play.cresus import labels

    assert labels.rival_place(-1, False) == ""
    assert labels.rival_place(5, True) == "on 6V first"
    assert labels.rival_place(0, False) == "on 1R"
    assert labels.rival_details([("flambeur", 0, 1, ())], 40) == \
        [["Flambeur · 0 luxury cards · 1 share"]]
    assert labels.rival_details([("ruse", 2, 3, ())], 26) == [["Rusé · 2 luxury · 3 shares"]]


def test_rival_details_take_one_form_for_every_rival_and_never_cut():
    """Bug (80×24): "Flambeur · 0 lux. · 0 sh." beside "Joueur · 0 luxury · 0 shares", and
    "· M…", "· Sec…" cut off."""
    from cresus_tui.games.cresus import load_rules
    from cresus_tui.play.cresus import labels

    rows = [("flambeur", 0, 0, ()), ("joueur", 0, 0, ()), ("ruse", 1, 2, ("Monopole",))]
    assert labels.rival_details(rows, 30) == [
        ["Flambeur · 0 luxury · 0 shares"], ["Joueur · 0 luxury · 0 shares"],
        ["Rusé · 1 luxury · 2 shares ·", "Monopole"]]
    assert labels.rival_details(rows, 60)[0] == ["Flambeur · 0 luxury cards · 0 shares"]
    every = [line for lines in labels.rival_details(rows, 12) for line in lines]
    assert not any("…" in line or "lux." in line for line in every)
    rules = load_rules()
    assert labels.expert_words(rules, "sector-auto") == "Secteur Automobile"
    assert labels.expert_words(rules, "market-TOK") == "Marché Tokyo"
    assert labels.expert_words(rules, "pirate-1") == "Pirate"
