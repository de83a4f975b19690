"""Undo: the human's last decision is taken back, byte for byte, while nothing random and no
secret of another seat has been revealed since; otherwise it is refused with the reason."""

from __future__ import annotations

import pytest

from cresus_tui.games.cresus.decisions import Bid, BuyLuxury, Keep, Move
from cresus_tui.games.cresus.requests import BidRequest, LuxuryRequest, MoveRequest, ThrowRequest
from cresus_tui.play.review.undo import UndoRefused

from .helpers import play


def test_nothing_to_undo_at_first_and_only_once() -> None:
    from cresus_tui.play.cresus.session import NewGameOptions
    from cresus_tui.play.session import Session

    fresh = Session.new(NewGameOptions(rivals=2, seed=1))
    assert fresh.undo_guard.why_not() == "You have made no decision to take back yet."
    s = play(seed=2, stop=lambda s: isinstance(s.human_request(), LuxuryRequest)
             and s.human_request().affordable and s.rival_to_move() is None)
    before = s.game.encode()
    s.submit(BuyLuxury(1))
    assert s.game.encode() != before
    assert s.undo() == BuyLuxury(1)
    assert s.game.encode() == before  # byte-identical
    with pytest.raises(UndoRefused, match="already was"):
        s.undo()


def test_a_luxury_card_before_done_is_taken_back_but_not_after_the_turn_ends() -> None:
    s = play(seed=2, stop=lambda s: isinstance(s.human_request(), LuxuryRequest)
             and s.human_request().affordable and s.rival_to_move() is None)
    before = s.game.encode()
    s.submit(BuyLuxury(1))  # the next seat has not played yet
    s.undo()
    assert s.game.encode() == before
    s.submit(BuyLuxury(1))
    s.run_rivals()  # the next seats buy in the open, or the next turn draws its Expert card
    reason = s.undo_guard.why_not()
    assert reason is not None and ("has played since" in reason
                                   or "turned over since" in reason)


def test_a_market_choice_before_the_reveal_is_taken_back_then_refused_after_it() -> None:
    # the rivals choose after you (C-7.4): stop while they still have to
    s = play(seed=4, stop=lambda s: isinstance(s.human_request(), MoveRequest)
             and sum(1 for r in s.game.requests() if r.secret) > 1)
    req = s.human_request()
    before = s.game.encode()
    s.submit(Move(req.allowed[0]))
    s.step_rival()  # a rival chooses its market in secret: undo is still allowed
    assert s.undo_guard.why_not() is None
    s.undo()
    assert s.game.encode() == before
    # now choose, let every rival choose: the reveal forbids undo
    s.submit(Move(req.allowed[0]))
    s.run_rivals()
    reason = s.undo_guard.why_not()
    assert reason is not None and "the market choices have been revealed since" in reason
    with pytest.raises(UndoRefused):
        s.undo()


def test_a_bid_before_the_last_bid_is_in() -> None:
    s = play(seed=4, stop=lambda s: isinstance(s.human_request(), BidRequest)
             and sum(1 for r in s.game.requests() if r.secret) > 1)
    before = s.game.encode()
    s.submit(Bid(1))
    assert s.undo_guard.why_not() is None
    s.undo()
    assert s.game.encode() == before
    s.submit(Bid(1))
    s.run_rivals()
    assert "the bids have been revealed since" in s.undo_guard.why_not()


def test_never_across_a_throw() -> None:
    s = play(seed=7, stop=lambda s: isinstance(s.human_request(), ThrowRequest)
             and s.human_request().throws_left > 0)
    s.submit(Keep((0,)))
    reason = s.undo_guard.why_not()
    assert reason == ("“You keep dice 1 and throw again” cannot be taken back: the dice have "
                      "been thrown since. Undo never crosses a throw, a draw or a reveal.")


def test_another_seats_open_move_since_blocks_undo() -> None:
    from cresus_tui.play.review.undo import UndoGuard
    from cresus_tui.play.cresus.review_kit import KIT

    g = UndoGuard(KIT, 0, ["You", "Midas"])

    class _S:
        def encode(self):
            return b"x"

    g.before(_S(), BuyLuxury(1))
    g.human_done([])
    g.other(1, Bid(5), [])  # secret: no block
    assert g.why_not() is None
    g.other(1, BuyLuxury(2), [])
    assert g.why_not() == ("“You buy 1 luxury card” cannot be taken back: Midas has played "
                           "since (Midas buys 2 luxury cards). Undo never crosses a throw, a "
                           "draw or a reveal.")


def _loaded(s):
    """``s``'s game as Continue gives it back: decoded from its bytes, in a new session."""
    from cresus_tui.play.session import Session

    return Session(s.spec.decode(s.game.encode()), 0)


def test_undo_after_continue_takes_back_the_bid_made_before_the_save() -> None:
    """`undo` after a resumed game answered "You have made no decision to take back yet":
    the loaded game's guard had forgotten the last decision. It is recalled from the log."""
    s = play(seed=4, stop=lambda s: isinstance(s.human_request(), BidRequest)
             and sum(1 for r in s.game.requests() if r.secret) > 1)
    before = s.game.encode()
    s.submit(Bid(0))
    resumed = _loaded(s)
    assert resumed.undo() == Bid(0)
    assert resumed.game.encode() == before
    with pytest.raises(UndoRefused, match="already was"):
        resumed.undo()


def test_undo_after_continue_past_the_reveal_says_why_not() -> None:
    s = play(seed=4, stop=lambda s: isinstance(s.human_request(), BidRequest)
             and sum(1 for r in s.game.requests() if r.secret) > 1)
    s.submit(Bid(0))
    s.run_rivals()
    resumed = _loaded(s)
    with pytest.raises(UndoRefused, match="“You pass” cannot be taken back: the bids have "
                                          "been revealed since"):
        resumed.undo()


def test_a_fresh_game_still_has_nothing_to_take_back() -> None:
    from cresus_tui.play.cresus.session import NewGameOptions
    from cresus_tui.play.session import Session

    fresh = Session.new(NewGameOptions(rivals=2, seed=1))
    with pytest.raises(UndoRefused, match="no decision to take back yet"):
        fresh.undo()
