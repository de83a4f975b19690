"""The parser framework every game's verbs share (``play/parser.py``): folding, tokens, the
verb dispatch with its confirmations, the long-line refusal, the closest verb and the
never-raise wrapper, each with the value it must give."""

from __future__ import annotations

import pytest

from cresus_tui.play.parser import (
    MAX_LINE, Action, Fail, ParseError, closest, dispatch, examined, fold, never_raises, tokens,
)

VERBS = {"bid": "bid", "b": "bid", "look": "look", "l": "look"}


def handler(verb, args, ctx, force, raw):
    return Action((verb, tuple(args), ctx, raw), force)


def run(text, bare=lambda toks, force: None):
    return dispatch(text, VERBS, {"bid": handler, "look": handler}, ("ctx",), bare,
                    unknown=lambda w: Fail(f"unknown {w}", "help"),
                    empty=lambda: Fail("empty", "help"))


def test_fold_and_tokens():
    assert fold("São PAULO") == "sao paulo"
    assert fold("²") == "²" and fold("Ⅻ") == "ⅻ"
    assert tokens("Bid 20, São;x") == ["bid", "20", "sao", "x"]
    assert tokens("  ") == []


def test_dispatch_finds_the_verb_and_keeps_the_raw_rest():
    assert run("B 20 Marks") == Action(("bid", ("20", "marks"), "ctx", "20 Marks"), False)
    assert run("look") == Action(("look", (), "ctx", ""), False)


@pytest.mark.parametrize("line,args", [("bid! 20", ("20",)), ("bid 20!", ("20",)),
                                       ("bid 20 !", ("20",)), ("bid 20 anyway", ("20",)),
                                       ("bid 20 confirm", ("20",)), ("bid 20 force", ("20",))])
def test_every_way_of_confirming(line, args):
    got = run(line)
    assert got.confirmed is True and got.decision[1] == args


def test_no_confirmation_unless_asked():
    assert run("bid 20").confirmed is False
    assert run("bid anyway 20").decision[1] == ("anyway", "20")


def test_unknown_empty_and_bare():
    with pytest.raises(Fail, match="unknown xyz"):
        run("xyz 3")
    with pytest.raises(Fail, match="empty"):
        run("   ")
    assert run("7", bare=lambda toks, force: Action(("bare", tuple(toks)), force)) == \
        Action(("bare", ("7",)), False)


def test_a_line_longer_than_the_limit_is_refused_unread():
    with pytest.raises(Fail) as err:
        run("bid " + "9" * MAX_LINE)
    assert err.value.message == (f"That line is {MAX_LINE + 4:,} characters long; commands "
                                 f"are short (at most {MAX_LINE}).")
    assert run("bid " + "9" * (MAX_LINE - 4)).decision[0] == "bid"
    with pytest.raises(Fail, match="Type a command"):
        run(None)


def test_closest():
    assert closest("lok", ["look", "bid"]) == "look"
    assert closest("zzzz", ["look", "bid"]) is None
    assert closest("l" * 25, ["l" * 25]) is None  # too long to be a mistyped verb
    assert closest("l" * 23 + "k", ["l" * 24]) == "l" * 24  # 24 characters: still searched


def test_never_raises_turns_failures_into_answers_and_keeps_the_name():
    def parse(text, ctx):
        """The doc."""
        if text == "fail":
            raise Fail("no", "try this")
        if text == "boom":
            raise KeyError("x")
        return Action(text)

    guarded = never_raises(parse)
    assert guarded.__name__ == "parse" and guarded.__doc__ == "The doc."
    assert guarded("fail", 1) == ParseError("no", "try this")
    assert guarded("boom", 1) == ParseError("Could not understand that (KeyError).", "help")
    assert guarded("ok", 1) == Action("ok")


def test_a_fail_reads_as_its_message():
    """A Fail is an ordinary exception whose text is its message (a traceback or a log line
    of one that escaped shows what went wrong), with the suggestion kept apart."""
    exc = Fail("Sell what?", "sell LON-1")
    assert str(exc) == "Sell what?" and exc.args == ("Sell what?",)
    assert (exc.message, exc.suggestion) == ("Sell what?", "sell LON-1")


def test_examine_gives_the_lines_that_mention_the_thing_folded():
    lines = ["São Paulo: 3 shares", "London: 1 share", "New York: none"]
    assert examined("SAO", lines, "a market") == ["São Paulo: 3 shares"]
    assert examined(" share ", lines, "a market") == lines[:2]


def test_examine_of_nothing_known_says_so_and_what_can_be_examined():
    lines = ["São Paulo: 3 shares"]
    assert examined("Tokyo", lines, "a market") == [
        "Nothing called “Tokyo” here. Examine a market."]
    assert examined("   ", lines, "a player") == ["Nothing called “” here. Examine a player."]
    # the thing is shown whole up to 20 characters, else cut to 20 and "…"
    assert examined("x" * 20, lines, "a card") == [
        f"Nothing called “{'x' * 20}” here. Examine a card."]
    assert examined("y" * 21, lines, "a card") == [
        f"Nothing called “{'y' * 20}…” here. Examine a card."]
