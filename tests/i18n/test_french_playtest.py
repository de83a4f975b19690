"""What the French play-test of Crésus found (#25, ``notes``: a new French-speaking player at
80×24): each test failed before its fix."""

from __future__ import annotations

import re

import pytest

from cresus_tui import i18n
from cresus_tui.games.cresus.cards import load_rules
from cresus_tui.games.cresus.requests import BuyRequest
from cresus_tui.play.cresus import choices, labels
from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.session import Session
from cresus_tui.tui.games.cresus import VIEWS
from cresus_tui.tui.games.cresus.tray import CresusTray
from tests.tui.conftest import drive

CHOICE_WIDTH = 42
"""Columns a choice's words have in the Your choices list at 80×24 (44 inside the frame, less
its number and a space)."""


@pytest.fixture(autouse=True)
def _french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def test_french_lists_put_a_space_before_each_semicolon():
    assert i18n.semicolons(["LON-4 Finance 40 M", "LON-6 Services 60 M"]) == \
        "LON-4 Finance 40 M ; LON-6 Services 60 M"
    i18n.set_language("en")
    assert i18n.semicolons(["a", "b", "c"]) == "a; b; c"


@pytest.mark.parametrize("game_id", ["cresus", "bigmoney", "forex"])
def test_no_french_transcript_glues_a_semicolon_to_its_word(game_id):
    """"Food truck; Picsou : …", "LON-4 Finance 40 M, 2 lancers; LON-6 …"."""
    from tests.i18n.test_french_transcripts import fixture_paths

    text = fixture_paths(game_id)[1].read_text("utf-8")
    printed = [line for line in text.splitlines() if not line.startswith("> ")]
    assert [line for line in printed if re.search(r"\S;", line)] == []


def test_big_moneys_market_odds_in_french_put_a_space_before_the_semicolon():
    """`cotes` at a purchase: "… rapporte 10 Z une fois; vaut +5 Z pour vous"."""
    from cresus_tui.games.bigmoney import GameConfig, SeatConfig, load_rules as bm_rules
    from cresus_tui.games.bigmoney import new_game as bm_new_game
    from cresus_tui.play.bigmoney import advice

    game, _ = bm_new_game(GameConfig((SeatConfig("Vous", "human"), SeatConfig("Bo")), seed=1))
    lines = advice.market_lines(game.view(0), bm_rules())
    cards = [line for line in lines if line.startswith("  ")]
    assert len(cards) == 4
    assert all(" ; vaut " in line and not re.search(r"\S;", line) for line in cards), cards


def test_french_names_before_a_colon_get_their_space():
    """FOR-EX's rival reasons ("  Ducat: investir …") and Crésus's `état` ("Vous: 116 M")."""
    from tests.i18n.test_french_transcripts import fixture_paths

    forex = fixture_paths("forex")[1].read_text("utf-8").splitlines()
    assert [line for line in forex if re.match(r"\s*(\d+\. )?[A-Z]\w+: ", line)] == []
    cresus = fixture_paths("cresus")[1].read_text("utf-8")
    assert "\nVous : 116 M, 0 carte de luxe" in cresus and "\nVous: " not in cresus


def test_a_rivals_last_turn_reason_told_about_it_keeps_a_subject():
    reason = "dernier tour : achète 2 cartes de luxe, tout ce que je peux payer"
    assert labels.third_person(reason, "Crassus") == \
        "dernier tour : achète 2 cartes de luxe, tout ce que ses moyens permettent"
    assert labels.third_person("mise 30 M à nouveau, tout ce que je paierai : 40 M",
                               "Midas") == "mise 30 M à nouveau, son plafond : 40 M"


def test_every_buy_choice_has_a_french_wording_that_fits_the_list_at_80x24():
    """"1 Acheter TOK-8 (2:20 3:90 4:230 5:400 6:64…" was cut; a share you cannot afford was
    cut in every wording."""
    session = Session.new(NewGameOptions(rivals=3, seed=7, level="random"))
    rules = load_rules()
    seen = 0
    for _ in range(6):  # several purchases: affordable and unaffordable shares
        drive(session, lambda r, s: isinstance(r, BuyRequest))
        req = session.human_request()
        view = session.game.view(session.human)
        for c in choices.choices(req, view, rules, [p.name for p in view.players]):
            assert min(len(w) for w in (c.label, *c.short)) <= CHOICE_WIDTH, c
            seen += 1
        session.submit(choices.choices(req, view, rules, [])[-1].decision)  # buy nothing
    assert seen >= 12


def test_every_big_money_buy_choice_has_a_french_wording_that_fits_the_list_at_80x24():
    """"1 Acheter TEC-S5 · 5 Z → 10 une fois · …" was cut (its card's name is on the market
    panel beside it)."""
    from cresus_tui.games.bigmoney import load_rules as bigmoney_rules
    from cresus_tui.games.bigmoney.requests import BuyRequest as BigMoneyBuy
    from cresus_tui.play.bigmoney import choices as bm_choices

    rules = bigmoney_rules()
    market = ("TEC-S5", "VOY-S10", "ALI-1", "VOY-S15")
    req = BigMoneyBuy(seat=0, market=market, affordable=(0, 1, 2), cash=12)
    listed = bm_choices.choices(req, None, rules, [])
    assert [min(len(w) for w in (c.label, *c.short)) <= 40 for c in listed] == [True] * 5
    assert listed[0].short == ("Acheter TEC-S5 · 5 Z → 10 une fois",)


def test_the_crésus_dice_tray_and_command_line_speak_french_and_fit():
    tray = CresusTray()
    assert tray.KEYS_NOTE == " 1 3⏎ = garder"
    assert tray.mark(0, True) == " gardé" and len(tray.mark(0, False)) == 6
    placeholder = i18n.tr(VIEWS.placeholder)
    assert placeholder == "Commande : aide, regarder, miser 30…"
    assert len(placeholder) <= CHOICE_WIDTH


async def test_the_french_game_over_table_fits_80_columns():
    """"… Prêt  De la banque  À l" — the last column was cut at 80×24."""
    from textual.widgets import DataTable

    from cresus_tui.games.cresus.random_player import RandomPlayer
    from cresus_tui.play.settings import Settings
    from cresus_tui.tui.app import CresusApp
    from cresus_tui.tui.games.cresus.over import GameOverScreen
    from tests.tui.test_newcomer import SHORT_GAME
    from tests.tui.test_typing import settle

    session = Session.new(NewGameOptions(rivals=3, seed=3, level="random", scenario=SHORT_GAME))
    you, steps = RandomPlayer(3), []
    while not session.game.is_over and len(steps) < 5000:
        steps += session.run_rivals()
        req = session.human_request()
        if req is not None:
            steps.append(session.submit(you.decide(session.game.view(session.human), req)))
    assert session.game.is_over
    app = CresusApp(Settings.test_profile(), start=session, backlog=steps)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, GameOverScreen)
        table = app.screen.query_one(DataTable)
        labels_ = [str(c.label) for c in table.columns.values()]
        assert labels_[-2:] == ["Reçu", "Versé"]
        assert table.virtual_size.width <= table.size.width


def test_forex_at_your_turn_in_french_short_choices_and_units():
    """"à Vous de jouer" (your name in the sentence), "Investir… GBP EUR USD CHF J…" and
    "Contrat A… payer <DEV> rece…" cut at 80×24, "53 units perdus" in the review."""
    from cresus_tui.games.forex import GameConfig, SeatConfig, new_game as fx_new_game
    from cresus_tui.games.forex.requests import TurnRequest
    from cresus_tui.play.forex import choices as fx_choices
    from cresus_tui.play.forex.review_kit import KIT
    from cresus_tui.tui.games import StatusContext
    from cresus_tui.tui.games.forex import VIEWS as FX_VIEWS

    game, _ = fx_new_game(GameConfig((SeatConfig("Vous", "human"), SeatConfig("Bo")), seed=3))
    while not isinstance(game.request_for(0), TurnRequest):
        game.submit(1, fx_choices.choices(game.request_for(1), game.view(1), game.data,
                                          [])[0].decision)
    view = game.view(0)
    assert " · tour " in FX_VIEWS.status(view, StatusContext())
    assert "à vous de jouer" in FX_VIEWS.status(view, StatusContext())
    listed = fx_choices.choices(game.request_for(0), view, game.data, ["Vous", "Bo"])
    assert all(min(len(w) for w in (c.label, *c.short)) <= 29 for c in listed), listed
    assert i18n.tr(KIT.unit) == "unités"


def test_a_french_crésus_lesson_names_you_vous_and_suggests_in_french():
    """The lesson's panel read "You — 100 M" and a refused bid suggested "(bid 100)"."""
    from cresus_tui.play.cresus.tutorial import Tutorial

    t = Tutorial.start("first-steps")
    assert t.session.game.state.seats[0].name == "Vous"
    while t.current_step.read_only:
        t.try_command("")
    feedback = t.try_command("miser 500")
    assert not feedback.ok
    assert feedback.messages[0] == "Vous avez 100 M ; misez au plus 100. (miser 100)"
