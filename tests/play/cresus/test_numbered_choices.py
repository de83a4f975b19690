"""Choice n is what a bare `n` typed does (the play-test's "1. Bid (in secret) / 2. No bid"
that bid 2 M, and "1. Choose a market" that went to London, closed by the Pirate): the markets
of a move are numbered by their face, a sealed bid has no numbered list (a bare number is the
amount), and joining an auction is two plain choices."""

from __future__ import annotations

from cresus_tui.games.cresus.requests import BidRequest, JoinRequest, MoveRequest
from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.kits import play_kit
from cresus_tui.play.messages import Asked, Refused, Told
from cresus_tui.play.session import Session
from cresus_tui.play.table import Table

MARKETS = ["London", "New York", "Hong Kong", "São Paulo", "Sydney", "Tokyo"]


def new_table(seed: int = 1) -> Table:
    table = Table(Session.new(NewGameOptions(seed=seed, level="easy")), play_kit("cresus"))
    table.run_rivals()
    return table


def advance_to(table: Table, kind: type, skip: int = 0) -> list:
    """Play the hint's command until the ``skip + 1``-th request of ``kind``; the prompt's
    messages."""
    for _ in range(600):
        table.run_rivals()
        if isinstance(table.request, kind):
            if skip == 0:
                return table.ask()
            skip -= 1
        table.command(table.teller.suggest())
    raise AssertionError(f"no {kind.__name__} reached")


def told(messages: list) -> str:
    return "\n".join(line if isinstance(line, str) else str(line)
                     for m in messages if isinstance(m, Told) for line in m.lines)


def test_a_sealed_bid_lists_no_numbered_choice_and_a_bare_number_is_the_amount():
    table = new_table()
    asked = advance_to(table, BidRequest)
    prompt = next(m.prompt for m in asked if isinstance(m, Asked))
    assert prompt.choices == ()
    assert "bid <M>" in prompt.commands and "pass" in prompt.commands
    out = table.command("2") + table.run_rivals()
    assert "you 2" in told(out)


def test_the_move_lists_the_six_markets_and_choice_n_is_market_n():
    table = new_table()
    advance_to(table, MoveRequest)
    labels = [c.label for c in table.choices]
    assert [x.split(" (")[0] for x in labels] == MARKETS
    assert labels[2].startswith("Hong Kong (yellow)")
    assert [c.command for c in table.choices][2] == "go hong kong"
    out = told(table.command("3") + table.run_rivals())
    assert "you → Hong Kong" in out


def test_last_turns_market_is_named_and_its_number_still_asks_for_the_bang():
    table = new_table()
    advance_to(table, MoveRequest, skip=1)
    prev = table.request.previous
    choice = table.choices[prev]
    assert choice.label == f"{choice.short[-1]} — last turn's market: you may not buy there"
    refused = table.command(str(prev + 1))
    assert isinstance(refused[0], Refused) and "last turn" in refused[0].reason
    assert isinstance(table.request, MoveRequest)  # nothing was decided


def test_joining_an_auction_is_two_plain_choices():
    table = new_table(seed=1398771791)
    advance_to(table, JoinRequest)
    assert [(c.command, c.dialog) for c in table.choices] == [("join", False), ("skip", False)]
    assert table.choices[0].label.startswith("Join the auction for ")
    out = told(table.command("1") + table.run_rivals())
    assert "You have decided whether to join." in out
