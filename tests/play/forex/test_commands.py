"""FOR-EX's command verbs (F-18.4), its text display (F-18.3) and narration: every verb gives
the engine's decision, wrong input gives a readable reason and never raises, names never
inject markup."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cresus_tui.games.forex import GameConfig, SeatConfig, load_data, new_game
from cresus_tui.games.forex.decisions import (
    Choose, Contract, Divest, Invest, Reply, Resolve, Sell, Spot,
)
from cresus_tui.play.forex import commands, labels, narration
from cresus_tui.play.forex.commands import Action, Meta, ParseError, Query, parse
from cresus_tui.play.parser import Fail

DATA = load_data()
GBP, EUR, USD, CHF, JPY, CAD, CNY = range(7)


def game(players: int = 3, first: int = 0):
    seats = tuple([SeatConfig("You", "human")] + [SeatConfig(f"R{i}") for i in range(1,
                                                                                      players)])
    g, _ = new_game(GameConfig(seats, 5, first_player=first, removed=(0, 1, 1, 1, 1, 1, 1)))
    return g


def view_of(g, seat: int = 0):
    return g.view(seat)


def action(text: str, g, seat: int = 0):
    parsed = parse(text, g.view(seat), DATA)
    assert isinstance(parsed, Action), parsed
    return parsed.decision


def error(text: str, g, seat: int = 0) -> str:
    parsed = parse(text, g.view(seat), DATA)
    assert isinstance(parsed, ParseError), parsed
    return parsed.message


# ---- the verbs -------------------------------------------------------------------------------

def test_F_18_4_spot_names_partner_and_currencies_amounts_follow_from_the_rate():
    g = game()
    assert action("spot 2 give GBP get EUR", g) == Spot(1, GBP, EUR)
    assert action("SPOT p3 give euro get Pound", g) == Spot(2, EUR, GBP)
    assert action("spot R1 give usd get cny", g) == Spot(1, USD, CNY)
    # GBP–EUR is 1:1.5 at the start: 1 GBP against 1.5 EUR, F-7.a
    assert action("spot 2 give 1 GBP get 1.5 EUR", g) == Spot(1, GBP, EUR)
    assert "1.5 EUR" in error("spot 2 give 2 GBP get EUR", g)


def test_F_18_4_spot_half_unit_trade_where_the_rate_is_1_to_2():
    g = game()
    # GBP–CAD is 1:2 at the start (F-3.4, index 3)
    assert g.spot_options(GBP, CAD) == [(2, 4), (1, 2)]
    assert action("spot 2 give GBP get CAD half", g) == Spot(1, GBP, CAD, 1)
    assert action("spot 2 give 0.5 GBP get 1 CAD", g) == Spot(1, GBP, CAD, 1)
    assert action("spot 2 give 1 CAD get 0.5 GBP", g) == Spot(1, CAD, GBP, 2)
    assert action("spot 2 give 2 CAD get 1 GBP", g) == Spot(1, CAD, GBP)
    assert "only at a 1:2 rate" in error("spot 2 give GBP get EUR half", g)


def test_F_18_4_spot_refused_with_reasons():
    g = game()
    assert "another player" in error("spot 1 give GBP get EUR", g)
    assert "no player 9" in error("spot 9 give GBP get EUR", g)
    assert "different" in error("spot 2 give GBP get GBP", g) or \
        "another" in error("spot 2 give GBP get GBP", g)
    assert "no currency" in error("spot 2 give XYZ get EUR", g)
    assert "Did you mean GBP" in error("spot 2 give GPB get EUR", g)
    assert "`spot" in error("spot", g)


def test_F_18_4_accept_and_refuse_answer_a_spot_offer():
    g = game(first=1)
    g.submit(1, Spot(0, GBP, EUR))
    assert action("accept", g) == Reply(True)
    assert action("yes", g) == Reply(True)
    assert action("refuse", g) == Reply(False)
    assert action("decline", g) == Reply(False)
    assert "cannot answer" in error("accept", game())


def test_F_18_4_skip_leaves_out_the_spot_trade_and_is_no_decision():
    g = game()
    assert parse("skip", g.view(0), DATA) == Query("skip")
    from cresus_tui.play.forex.teller import answer_lines

    assert "No spot trade" in answer_lines(g.view(0), DATA, "skip", "")[0]
    # while the rivals play, skip hurries their narration (an app command)
    assert parse("skip", g.view(1), DATA) == Meta("skip")


def test_F_18_4_contract_pay_get_n():
    g = game()
    assert action("contract pay GBP get EUR 3", g) == Contract(GBP, EUR, 3)
    assert action("contract get EUR pay GBP 3", g) == Contract(GBP, EUR, 3)
    assert action("c pay cny get gbp 10", g) == Contract(CNY, GBP, 10)
    assert "1 to 10" in error("contract pay CNY get GBP 11", g)
    assert "another" in error("contract pay GBP get GBP 2", g)
    assert "How many" in error("contract pay GBP get EUR", g)
    assert "`contract pay" in error("contract GBP EUR 3", g)


def test_F_18_4_invest_one_or_two_in_order():
    g = game()
    assert action("invest USD CAD", g) == Invest((USD, CAD))
    assert action("invest cad usd", g) == Invest((CAD, USD))
    assert action("buy yen", g) == Invest((JPY,))
    assert "different" in error("invest GBP GBP", g)
    assert "2 certificates at most" in error("invest GBP EUR USD", g)
    assert "buyable now" in error("invest", g)


def test_F_18_4_divest_currency_and_count():
    g = game()
    g.submit(0, Invest((JPY, GBP)))
    g.submit(1, Resolve())
    g.submit(1, Choose(JPY)) if g.requests()[0].seat == 1 and hasattr(
        g.requests()[0], "options") else None
    while g.requests()[0].seat != 0:
        req = g.requests()[0]
        g.submit(req.seat, Choose(req.options[0]) if hasattr(req, "options") else Resolve())
    assert action("divest JPY 1", g) == Divest(JPY, 1)
    assert action("divest yen", g) == Divest(JPY, 1)  # the only one held
    assert action("divest JPY all", g) == Divest(JPY, 1)
    # the number first reads the same (a play-test typed `divest 1 GBP`)
    assert action("divest 1 JPY", g) == Divest(JPY, 1)
    assert action("divest 1 yen", g) == Divest(JPY, 1)
    assert action("divest all JPY", g) == Divest(JPY, 1)
    assert "whole number" in error("divest JPY two", g)
    assert "you hold" in error("divest", g)
    assert "no certificate" in error("divest JPY 1", game())


def test_F_18_4_sell_follow_on_and_bare_number():
    g = game(first=1)
    g.submit(1, Invest((JPY,)))
    g.submit(2, Resolve())
    while g.requests()[0].seat != 0:
        req = g.requests()[0]
        g.submit(req.seat, Choose(req.options[0]) if hasattr(req, "options") else Resolve())
    g.submit(0, Invest((JPY,)))
    g.submit(1, Divest(JPY, 1))
    assert g.requests()[0].seat == 0
    assert action("sell 1", g) == Sell(1)
    assert action("sell 0", g) == Sell(0)
    assert action("0", g) == Sell(0)
    assert action("sell all", g) == Sell(1)
    assert "You hold 1" in error("sell 3", g)
    assert "0 to 1" in error("sell", g)


def test_F_18_4_resolve_and_choose_a_tie():
    g = game()
    assert action("resolve", g) == Resolve()
    g.submit(0, Resolve())  # F-17.1: all seven tie at 0 held
    assert action("choose EUR", g) == Choose(EUR)
    assert action("euro", g) == Choose(EUR)  # a bare currency answers the tie
    assert "choose one of" in error("choose", g).casefold()
    assert "cannot resolve" in error("resolve", g)


def test_F_18_4_there_is_no_pass():
    g = game()
    msg = error("pass", g)
    assert "no `pass`" in msg and "F-6.2" in msg


def test_F_18_4_queries_and_app_commands():
    g = game()
    v = g.view(0)
    assert parse("look", v, DATA) == Query("look")
    assert parse("status 2", v, DATA) == Query("status", "2")
    assert parse("rates", v, DATA) == Query("rates")
    assert parse("queue", v, DATA) == Query("queue")
    assert parse("hint", v, DATA) == Query("hint")
    assert parse("rules dividends", v, DATA) == Query("rules", "dividends")
    assert parse("help", v, DATA) == Query("help")
    assert parse("save my game", v, DATA) == Meta("save", "my game")
    assert parse("quit", v, DATA) == Meta("quit")
    assert parse("pace slow", v, DATA) == Meta("pace", "slow")
    assert isinstance(parse("pace warp", v, DATA), ParseError)


def test_F_18_4_wrong_input_never_raises_and_says_what_now():
    g = game()
    v = g.view(0)
    for text in ("", "   ", "xyzzy", "[b]boo[/b]", "invest", "contract", "spot 2", "sell 5",
                 "choose", "divest 4", "spot two give a get b", "contract pay 3 get 4 5",
                 "\x1b[2J", "9" * 5000, "spot 2 give 99999999999 GBP get EUR"):
        parsed = parse(text, v, DATA)
        assert isinstance(parsed, ParseError), (text, parsed)
        assert parsed.message
    assert "Did you mean `resolve`" in error("reslove", g)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_F_18_4_parse_never_raises_on_any_text(text):
    g = game()
    assert isinstance(parse(text, g.view(0), DATA), (Action, Query, Meta, ParseError))


def test_F_18_4_every_command_template_and_completion_parses():
    g = game()
    for line in commands.completions("", g.view(0), DATA):
        assert not isinstance(parse(line, g.view(0), DATA), ParseError), line
    assert commands.completions("inv", g.view(0), DATA)[0].startswith("invest ")


def test_F_18_4_command_for_round_trips_every_legal_decision():
    from cresus_tui.games.forex.random_player import legal_decisions

    g = game()
    for d in legal_decisions(g, 0, spots=True):
        text = labels.command_for(d, DATA, g.view(0))
        if isinstance(d, Spot) and d.give_h == g.spot_options(d.give, d.get)[0][0]:
            d = Spot(d.to, d.give, d.get)  # the standard trade, named by its amounts
        assert action(text, g) == d, text


def test_currency_and_player_words():
    g = game()
    assert commands.currency_of("Yuan", DATA) == CNY
    assert commands.player_of("r2", g.view(0)) == 2
    with pytest.raises(Fail):
        commands.player_of("R", g.view(0))  # R1 and R2: not a single player


# ---- F-18.3: the table in text ---------------------------------------------------------------

def test_F_18_3_pair_table_rows_signs_wins_and_strongest_mark():
    g = game()
    rows = labels.pair_rows(g.view(0), DATA)
    assert rows[0] == ["", "GBP", "EUR", "USD", "CHF", "JPY", "CAD", "CNY", "win"]
    assert rows[1] == ["GBP", "·", "+1.5", "+1", "+1.5", "+1.5", "+2", "+4", "6◆"]
    assert rows[7] == ["CNY", "-4", "-3.5", "-3.5", "-3.5", "-3", "-2.5", "·", "0"]
    assert labels.leaders(g.view(0)) == [GBP]
    lines = labels.pair_table_lines(g.view(0), DATA)
    assert lines[1].startswith("GBP") and lines[1].endswith("6◆")
    assert "◆ GBP leads for Strongest" in lines[-1]


def test_F_18_3_eight_box_star_and_queue_line():
    g = game(first=0)
    g.state.rates[5] = 10  # GBP–CNY at 1:8: CNY on an 8 box (F-3.6)
    v = g.view(0)
    assert labels.pair_rows(v, DATA)[7][0] == "CNY*"
    g.submit(0, Contract(GBP, EUR, 3))
    v = g.view(0)
    assert labels.queue_item(v, DATA, v.queue[1]) == "A P1 pay 3 GBP get 4.5 EUR"
    q = labels.queue_lines(v, DATA)
    assert q[0] == "Queue (front first):" and q[1] == " 1. DIV(5 left)"
    assert q[-1].startswith("Next resolve: dividend 1 of 5")
    assert labels.letters_line(v, DATA) == "Free letters: B C D E F"


def test_F_18_3_money_and_certificates_per_player():
    g = game()
    g.submit(0, Invest((USD,)))
    cash, certs = labels.holdings(g.view(0), DATA, 0)
    assert cash == "GBP 2 · EUR 2 · USD 0 · CHF 2 · JPY 2 · CAD 2 · CNY 2"
    assert certs == "certificates: 1 USD"
    assert labels.supply_line(g.view(0), DATA) == (
        "Supply: GBP 8 EUR 7 USD 6 CHF 7 JPY 7 CAD 7 CNY 7 · Removed at set-up: 1 EUR, 1 USD, "
        "1 CHF, 1 JPY, 1 CAD, 1 CNY · Sold (out of the game): none")


def test_F_18_3_front_effect_spelled_out():
    g = game()
    g.submit(0, Contract(GBP, EUR, 3))
    g.submit(1, Resolve())
    while g.requests()[0].seat != 2:
        req = g.requests()[0]
        g.submit(req.seat, Choose(req.options[0]))
    text = commands.front_effect(g.view(2), DATA)
    assert text.startswith("P1's contract A: pays 3 GBP, gets 4.5 EUR — holds only 2")
    assert text.endswith("the debt plus 1 unit, 4 GBP, becomes a loan at the back of the queue")


def test_F_11_4_front_effect_says_a_failing_contract_joins_the_owner_loan():
    from cresus_tui.games.forex.state import ContractItem, LoanItem

    g = game()
    st = g.state
    st.queue[:0] = [ContractItem(1, 0, GBP, 10, EUR, 15), LoanItem(0, 0, [[CNY, 6]])]
    st.letters[0] = st.letters[1] = 0
    text = commands.front_effect(g.view(0), DATA)
    assert text == ("your contract B: pays 5 GBP, gets 7.5 EUR — holds only 2: the debt plus "
                    "1 unit, 6 GBP, joins your loan A (repaid all at once when it is resolved)")
    text = commands.front_effect(g.view(1), DATA)
    assert "joins P1's loan A" in text and "becomes a loan" not in text


def test_F_12_4_front_effect_names_a_dividend_tie_in_plain_words():
    g = game()
    text = commands.front_effect(g.view(0), DATA)
    assert text.endswith("then GBP, EUR, USD, CHF, JPY, CAD and CNY tie: you choose which one "
                         "strengthens")
    g.submit(0, Invest((USD,)))
    assert commands.front_effect(g.view(1), DATA).endswith("then USD strengthens")


def test_F_16_1_removed_and_sold_certificates_are_on_the_table():
    g = game(first=1)
    g.submit(1, Invest((JPY,)))
    g.submit(2, Resolve())
    while g.requests()[0].seat != 0 or not hasattr(g.requests()[0], "spot_open"):
        req = g.requests()[0]
        g.submit(req.seat, Choose(req.options[0]))
    g.submit(0, Resolve())
    while g.requests()[0].seat != 1 or not hasattr(g.requests()[0], "spot_open"):
        req = g.requests()[0]
        g.submit(req.seat, Choose(req.options[0]) if hasattr(req, "options") else Sell(0))
    g.submit(1, Divest(JPY, 1))
    lines = labels.look_lines(g.view(0), DATA)
    supply = next(x for x in lines if x.startswith("Supply:"))
    assert supply.endswith("· Removed at set-up: 1 EUR, 1 USD, 1 CHF, 1 JPY, 1 CAD, 1 CNY "
                           "· Sold (out of the game): 1 JPY")


def test_turns_played_counts_each_seat_from_the_first_player():
    g = game(first=1)
    v = g.view(0)
    assert v.turn == 1 and labels.turns_played(v) == [0, 1, 0]
    g.submit(1, Resolve())
    while g.requests()[0].seat != 2 or not hasattr(g.requests()[0], "spot_open"):
        req = g.requests()[0]
        g.submit(req.seat, Choose(req.options[0]))
    g.submit(2, Invest((GBP,)))
    assert labels.turns_played(g.view(0)) == [1, 1, 1]
    g.submit(0, Invest((CNY,)))
    assert labels.turns_played(g.view(0)) == [1, 2, 1]


# ---- narration --------------------------------------------------------------------------------

def test_narration_escapes_names_and_tells_every_event():
    seats = (SeatConfig("[b]me[/b]", "human"), SeatConfig("[red]x"))
    g, opening = new_game(GameConfig(seats, 2, first_player=1))
    names = ["[b]me[/b]", "[red]x"]
    text = narration.narrate(opening[0], 0, names, DATA)
    assert "FOR-EX" in text
    evs = g.submit(1, Invest((GBP,)))
    said = [narration.narrate(e, 0, names, DATA) for e in evs]
    assert all(s for s in said)
    assert "\\[red]x" in said[0]  # escaped
    assert "GBP[/b] strengthens" in said[1]
    assert "over EUR 1:2" in said[1] and "GBP wins 6 pairs" in said[1]
