"""Big Money's narration and teller: every event kind told, payments cut short by the bank,
the end triggered with the turns left, the ranking with shared places, rival reasons, odds
with exact fractions, and names that are data (never markup)."""

from __future__ import annotations

import random

from rich.text import Text

from cresus_tui.games.bigmoney import GameConfig, Scenario, SeatConfig, load_rules, new_game
from cresus_tui.games.bigmoney import events as ev
from cresus_tui.games.bigmoney.random_player import random_decision
from cresus_tui.play.bigmoney import advice, labels, narration
from cresus_tui.play.bigmoney.teller import BigMoneyTeller
from cresus_tui.play.session import Session

RULES = load_rules()
NAMES = ["You", "[b]Eve[/b]", "Bo"]


def say(event) -> str:
    return narration.narrate(event, 0, NAMES, RULES)


def plain(markup: str) -> str:
    return Text.from_markup(markup).plain


def test_every_event_kind_of_whole_games_is_told() -> None:
    seen: set[str] = set()
    for seed in range(12):
        game, opening = new_game(GameConfig((SeatConfig("You", "human"), SeatConfig("Eve"),
                                             SeatConfig("Bo")), seed=seed))
        rng = random.Random(seed)
        events = list(opening)
        while not game.is_over:
            seat = game.requests()[0].seat
            events += game.submit(seat, random_decision(game, seat, rng))
        for e in events:
            text = say(e)
            assert text and plain(text), e
            seen.add(type(e).__name__)
    assert {"GameStarted", "TurnStarted", "DiceThrown", "IndustryResolved", "DividendPaid",
            "NewsDrawn", "CombinationPaid", "CardBought", "Passed", "MarketRefilled",
            "TurnEnded", "EndTriggered", "GameEnded"} <= seen


def test_dividends_every_owner_and_cut_short() -> None:
    """B-5.2 / B-9.2: the cards and bonus, and a payment the bank cannot make in full."""
    full = plain(say(ev.DividendPaid(1, "TEC", ("TEC-0", "TEC-3"), 3, 18, 18)))
    assert full == "[b]Eve[/b] receives 18 Z in dividends (TEC-0 5 + TEC-3 10 + bonus 3)."
    cut = plain(say(ev.DividendPaid(0, "TEC", ("TEC-0",), 0, 5, 2)))
    assert "You receive 2 Z" in cut and "owed 5 Z, the bank paid only 2 Z" in cut
    none = plain(say(ev.DividendPaid(2, "TEC", ("TEC-0",), 0, 5, 0)))
    assert "the bank has nothing left" in none


def test_news_fines_gains_and_discards() -> None:
    """B-6.1 / B-6.2: the card's name and effect; a fine capped at the cash."""
    assert "Bulle technologique (Tech Bubble)" in plain(say(ev.NewsDrawn(0, "N01")))
    assert "3 Z per Technologie card" in plain(say(ev.NewsDrawn(0, "N01")))
    fine = plain(say(ev.FinePaid(1, "N08", 12, 4)))
    assert "pays 4 Z to the bank (owed 12 Z: all they had)" in fine
    assert "Market slot 2: TEC-3" in plain(say(ev.CardDiscarded(-1, "TEC-3", "news", 1)))
    assert "stock TEC-S5" in plain(say(ev.CardDiscarded(0, "TEC-S5", "dividend")))
    assert "You lose VOY-3" in plain(say(ev.CardDiscarded(0, "VOY-3", "news")))


def test_dice_keeps_combination_and_a_short_bank() -> None:
    """B-7.1 / B-7.2 / B-9.4."""
    first = plain(say(ev.DiceThrown(0, 1, 6, (3, 3, 5, 1, 6), (0, 1, 2, 3, 4))))
    assert first == "You roll: industry die 6 News · number dice 3 3 5 1 6."
    again = plain(say(ev.DiceThrown(1, 2, 0, (3, 3, 3, 1, 2), (2, 3, 4))))
    assert "rerolls dice 3 4 5 (reroll 1 of 2) → [3] [3] 3 1 2" in again
    paid = plain(say(ev.CombinationPaid(0, (3, 3, 3, 5, 5), "FULL", 15, 9)))
    assert paid == "You score a full house with 3 3 3 5 5: 9 Z of 15 Z (the bank is short)."
    assert "scores nothing" in plain(say(ev.CombinationPaid(2, (1, 2, 4, 5, 6), "NOTHING",
                                                            0, 0)))


def test_end_triggered_and_ranking_with_shared_places() -> None:
    """B-9.1–B-9.5."""
    text = plain(say(ev.EndTriggered(2, 20, 12, 3)))
    assert "It owed Bo 20 Z and paid 12 Z" in text and "3 more turns" in text
    assert "this is the last turn" in plain(say(ev.EndTriggered(0, 5, 1, 0)))
    over = plain(say(ev.GameEnded((50, 80, 50), ((1, 1), (2, 0), (2, 2)))))
    assert "1. [b]Eve[/b] — 80 Z" in over and "2= You — 50 Z" in over and "2= Bo — 50 Z" in over


def test_purchases_refill_and_nobody_paid() -> None:
    """B-8.1 / B-8.2 / B-5.1."""
    assert "buys TEC-3 Réseau 5G (Technologie asset, 10 Z → 10 Z/roll) from slot 2" in \
        plain(say(ev.CardBought(1, 1, "TEC-3", 10)))
    assert "Market slot 3 stays empty" in plain(say(ev.MarketRefilled(2, "")))
    lines = narration.story_lines([ev.IndustryResolved(0, "SPO"),
                                   ev.CombinationPaid(0, (1, 1, 2, 3, 5), "PAIR", 5, 5)],
                                  0, NAMES, RULES)
    assert "Nobody owns any Sport card: no dividend." in lines  # never "a Alimentation"


def test_names_are_escaped_in_markup() -> None:
    text = say(ev.CardBought(1, 0, "TEC-3", 10))
    assert "\\[b]Eve\\[/b]" in text


def test_odds_list_every_keep_with_exact_values_and_the_cap() -> None:
    """B-10: the keep table with the bank cap; the best keep first."""
    game, _ = new_game(GameConfig((SeatConfig("You", "human"), SeatConfig("Bo")), seed=1,
                                  scenario=Scenario(dice=(5, 2, 2, 3, 4, 6))))
    from cresus_tui.games.bigmoney import Roll

    game.submit(0, Roll())
    v = game.view(0)
    lines = advice.odds_lines(v, RULES)
    assert lines[0].startswith("Dice 2 2 3 4 6 (a pair, 5 Z), 2 rerolls left")
    assert any("`stop`" in line and "5.00 Z" in line for line in lines)
    best = lines[1]
    assert best.startswith("`keep") and " Z  " in best and "/" in best.split(" Z  ")[1]
    hint = advice.hint_text(v, RULES, game.request_for(0))
    lines = hint.split("\n")
    assert lines[0] == "Hint: keep 1 3 4"
    assert lines[1] == ("Why: to keep 4-3-2 expects 12.39 Z (exactly 4013/324) under the best "
                        "later keeps, against 5 Z by stopping now.")
    # plain words, not "below the 5 Z you hold now" (5 Z is what stopping takes, not cash)
    # 4-3-2 kept ends on a pair at least (a 1 or a 5 makes a straight, a 6 or a 2, 3, 4 a
    # pair): no throw pays less than the 5 Z of stopping
    assert lines[2] == ("Risk: none — whatever the other dice show, the dice kept end on at "
                        "least a pair (5 Z), as much as stopping takes now.")


def test_the_teller_tells_reasons_bank_and_ranking() -> None:
    game, opening = new_game(GameConfig((SeatConfig("You", "human"), SeatConfig("Bo"),
                                         SeatConfig("Cy")), seed=2))
    session = Session(game, 0, opening)
    teller = BigMoneyTeller(session)
    assert "You face Bo, Cy" in teller.greeting()
    assert teller.note(session.human_request()).startswith("Bank ")
    assert teller.suggest() == "roll"
    rng = random.Random(0)
    while not game.is_over:
        if session.human_request() is not None:
            session.submit(random_decision(game, 0, rng))
        else:
            for step in session.run_rivals():
                teller.step_lines(step, None)
    final = teller.final()
    assert final[0] == "The game is over." and final[2].startswith("Ranking (cash only")
    assert teller.why()[0].startswith("Why ")  # the words of why.py
    assert labels.ranking_lines(((1, 0), (1, 1)), ["A", "B"], [5, 5]) == ["1= A — 5 Z",
                                                                            "1= B — 5 Z"]
