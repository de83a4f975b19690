"""Round 5's newcomer play-test of FOR-EX: answers that misled or said nothing. Each test
failed before its fix."""

from __future__ import annotations

from cresus_tui.games.forex import GameConfig, SeatConfig, load_data, new_game
from cresus_tui.games.forex.decisions import Contract
from cresus_tui.play.forex import commands
from cresus_tui.play.forex.commands import Query, parse
from cresus_tui.play.forex.teller import examine_lines

DATA = load_data()
GBP, EUR, USD, CHF, JPY, CAD, CNY = range(7)


def game(players: int = 3):
    seats = tuple([SeatConfig("You", "human")] + [SeatConfig(name) for name in
                                                  ("Sterling", "Florin")[:players - 1]])
    g, _ = new_game(GameConfig(seats, 5, first_player=0, removed=(0, 1, 1, 1, 1, 1, 1)))
    return g


def test_F_16_1_examine_a_currency_names_whose_money_each_line_is() -> None:
    """`examine CNY` printed the CNY row, then "GBP 2 · EUR 2 · … CNY 2" once per player with
    no name: whose money was which could not be told."""
    g = game()
    g.submit(0, Contract(CNY, EUR, 1))  # contract A: pay CNY, get 1 EUR
    lines = examine_lines(g.view(0), DATA, "CNY")
    assert lines[0] == ("CNY: under GBP 1:4, EUR 1:3.5, USD 1:3.5, CHF 1:3.5, JPY 1:3, CAD "
                        "1:2.5. CNY wins 0 pairs.")  # F-3.4's start, in words
    assert lines[1:4] == ["P1 You (you): 2 CNY · certificates of it: 0",
                          "P2 Sterling: 2 CNY · certificates of it: 0",
                          "P3 Florin: 2 CNY · certificates of it: 0"]
    assert lines[4] == ("CNY certificates in the supply: 7 · removed at set-up: 1 · sold (out "
                        "of the game): 0")
    assert lines[5:] == ["In the queue:", " 2. A P1 pay 3.5 CNY get 1 EUR"]
    assert examine_lines(g.view(0), DATA, "yen")[0].startswith("JPY: over CAD 1:1.5")


def test_examine_the_queue_or_a_contract_letter() -> None:
    """`examine queue` printed only its heading; a letter matched every line with an "a"."""
    g = game()
    g.submit(0, Contract(CNY, EUR, 1))
    assert examine_lines(g.view(0), DATA, "queue")[:3] == [
        "Queue (front first):", " 1. DIV(5 left)", " 2. A P1 pay 3.5 CNY get 1 EUR"]
    assert examine_lines(g.view(0), DATA, "a") == [" 2. A P1 pay 3.5 CNY get 1 EUR"]
    assert examine_lines(g.view(0), DATA, "B") == [
        "No contract or loan B in the queue: its letter is free."]


def test_examine_a_word_shows_each_matching_player_whole_and_x_is_examine() -> None:
    g = game()
    assert examine_lines(g.view(0), DATA, "no certificates") == [
        "P1 You (you): worth 8 GBP now", "  GBP 2 · EUR 2 · USD 2 · CHF 2 · JPY 2 · CAD 2 · "
        "CNY 2", "  no certificates"] + examine_lines(g.view(0), DATA, "p2") + \
        examine_lines(g.view(0), DATA, "p3")
    assert examine_lines(g.view(0), DATA, "zzz") == [
        "Nothing called “zzz” here. Examine a player (P2 or a name), a currency (EUR), the "
        "queue or a contract letter."]
    parsed = parse("x gbp", g.view(0), DATA)  # as in Crésus and Big Money
    assert isinstance(parsed, Query) and parsed.topic == "examine" and parsed.arg == "gbp"
    assert commands.VERBS["ex"] == "examine"


def test_F_15_1_why_you_won_against_a_bankrupt_player_reads_as_a_sentence() -> None:
    """The lesson's end said "Why you won: 7 GBP against bankrupt for Sterling."."""
    from cresus_tui.play.review.why import why_won
    from tests.tutorials.test_forex_bigmoney_lessons import FOREX, played

    tut = played(next(x for x in FOREX if x.id == "forex-loans"))
    assert tut.game.state.bankrupt == 1
    assert why_won(tut.game, 0)[0] == ("Why you won: 7 GBP; Sterling is out of the game "
                                       "(bankrupt).")


def test_F_12_1_a_dividend_line_starts_its_sentence_with_a_capital() -> None:
    """"Dividend 2: 2 per certificate. you +2 GBP (1×2)…": "you" began a sentence."""
    from cresus_tui.games.forex.events import DividendPaid
    from cresus_tui.play.forex.narration import narrate
    from cresus_tui.plain.text import plain

    ev = DividendPaid(2, 4, ((0, GBP, 4), (1, GBP, 8)), (CNY,), False)
    line = plain(narrate(ev, 0, ["You", "Sterling"], DATA))
    assert line == ("Dividend 2: 2 per certificate. You +2 GBP (1×2); Sterling +4 GBP (2×2). "
                    "On an 8 box, no dividend: CNY.")
    assert plain(narrate(ev, 1, ["Ann", "Sterling"], DATA)).startswith(
        "Dividend 2: 2 per certificate. Ann +2 GBP (1×2); you +4 GBP")


def test_F_13_1_the_last_dividends_preview_says_the_queue_is_resolved_after_it() -> None:
    """It said "the final one: the game then ends" while contracts were still queued."""
    from cresus_tui.games.forex.state import DividendItem
    from cresus_tui.play.forex.commands import front_effect

    g = game()
    view = g.view(0)
    last = DividendItem(left=1)
    effect = front_effect(msgspec_replace(view, queue=(last,) + view.queue[1:],
                                          dividends_paid=4, dividends_left=1), DATA)
    assert effect.startswith("dividend 5 of 5: 3 per certificate")
    assert effect.endswith("— the final one: no turn after it, the rest of the queue is "
                           "resolved in order (F-12.5, F-13.1)")
    assert "the game then ends" not in effect


def msgspec_replace(struct, **changes):
    import msgspec

    return msgspec.structs.replace(struct, **changes)


def test_plain_text_says_the_turn_headers_and_rules_in_words() -> None:
    """Screen readers read "— Turn 1: Sterling —" and the handover's line of 20 dashes as "em
    dash" after "em dash"; the README promises "Turn 3." in plain text."""
    from cresus_tui.plain.text import plain

    assert plain("[b]— Turn 2: Ann (your turn) —[/b]") == "Turn 2: Ann (your turn)."
    assert plain("[b]— Tour 2 : Ann —[/b]") == "Tour 2 : Ann."
    assert plain("— " * 20) == ""
    assert plain("— game resumed — turn 12.") == "— game resumed — turn 12."  # a sentence
    assert plain("Pass to Ann — press Enter") == "Pass to Ann — press Enter"
