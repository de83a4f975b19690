"""Typed garbage (issue 16): no regular expression backtracks on what people type, long
words do not stall the closest-verb search, numbers typed by people are ASCII digits of a
sane length, and a pasted line is refused unread. No timings here (see
benchmarks/parser_speed.py): the pathological inputs are simply run."""

from __future__ import annotations

import pytest

from cresus_tui.games.cresus.decisions import Buy, Sell
from cresus_tui.games.cresus.requests import BuyRequest, SellRequest
from cresus_tui.games.typed import cap_text, clean_name, parse_number, parse_seed, reduce_seed
from cresus_tui.play.cresus.commands import MAX_LINE, Action, ParseError, parse, resolve_share
from cresus_tui.tui.games.cresus.dialogs import bid_amount

from tests.play.cresus.test_commands import RULES, with_req

PATHOLOGICAL = [
    "thinking about selling tokyo later",
    "expert goto sao paulo decline chances advice",
    "sell abcdefghijklmnopqrstuvwxyza",
    "sell " + "a" * 5000,
    "sell " + "a b " * 2000 + "!",
    "x" * 20_000,
    "q" * MAX_LINE,
    "² ¹ ③",
    "9" * 4301,
]


def _sell_view():
    holding = ("TOK-4", "LON-2")
    return with_req(SellRequest(0, 2, holding), me={"shares": holding})


@pytest.mark.parametrize("text", PATHOLOGICAL)
def test_pathological_lines_answer_with_a_parse_result(text: str) -> None:
    out = parse(text, _sell_view(), RULES)
    assert isinstance(out, (ParseError, Action))


def test_resolve_share_still_reads_every_spelling() -> None:
    for text in ("lon-4", "lon4", "lon 4", "london-4", "London 4", "tokyo 8", "sao paulo 3",
                 "São Paulo-3"):
        assert resolve_share(text, RULES).endswith(text[-1])
    for text in ("lon--4", "lon 9", "4", "-4", "l0n-4", "a" * 100 + "4", "tokyo  8"):
        with pytest.raises(KeyError):
            resolve_share(text, RULES)


def test_sell_by_name_with_a_sale_waiting() -> None:
    out = parse("sell tokyo 4", _sell_view(), RULES)
    assert isinstance(out, Action) and out.decision == Sell("TOK-4")


def test_a_paste_is_refused_unread() -> None:
    out = parse("buy 1 " + "x" * 200_000, with_req(BuyRequest(0, 1, ("LON-1",), 50)), RULES)
    assert isinstance(out, ParseError) and "200,006 characters" in out.message


@pytest.mark.parametrize("text", ["²", "¹", "③", "٣", "9" * 4301, "", " ", "-1", "1.0", "0x1"])
def test_parse_number_takes_ascii_digits_only(text: str) -> None:
    assert parse_number(text) is None


def test_parse_number_reads_plain_numbers() -> None:
    assert [parse_number(t) for t in ("0", " 12 ", "999999999")] == [0, 12, 999_999_999]
    assert parse_number("1000000000") is None  # ten digits: not a number a person types here
    assert parse_number("-3", signed=True) == -3


@pytest.mark.parametrize("text", ["²", "③", "9" * 4301])
def test_numbered_choice_and_bid_box_refuse_odd_digits(text: str) -> None:
    assert bid_amount(text, 50) is None
    out = parse(text, with_req(BuyRequest(0, 1, ("LON-1", "LON-2"), 50)), RULES)
    assert not (isinstance(out, Action) and out.decision != Buy(()))


def test_seeds_reduce_to_the_generator_range() -> None:
    assert reduce_seed(20261130193000123456) == 20261130193000123456 % 2**64
    assert parse_seed("20261130193000123456") == 20261130193000123456 % 2**64
    assert parse_seed("-1") == 2**64 - 1
    assert parse_seed("²") is None and parse_seed("9" * 41) is None


def test_clean_name_and_cap_text() -> None:
    assert clean_name(" Zoé\x1b[31m \n", 16) == "Zoé"  # the whole escape sequence goes
    assert clean_name("A" * 100, 16) == "A" * 16
    assert clean_name(42, 16, "You") == "You"
    assert cap_text("abcdef", 4) == "abc…" and cap_text("abc", 4) == "abc"
