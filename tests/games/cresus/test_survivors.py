"""Rules a mutation audit showed tested only by the byte-exact plain fixture (issue 23), each
checked here with the value the rules give: imposed payments (C-10.2, C-10.3) and the order of
sellers in a sale (C-5.11); and rules no test checked: the size of a scripted Expert pile
(C-4.3), the movement phase (C-5.3), the place of an eliminated seat (C-5.15) and the end of a
market's sale (C-5.11)."""

from __future__ import annotations

import pytest

from cresus_tui.games.cresus import GameConfig, Scenario, SeatConfig, new_game
from cresus_tui.games.cresus.cards import load_rules
from cresus_tui.games.cresus.events import LoanTaken, PhaseStarted, PlayerEliminated
from cresus_tui.games.cresus.game import BANK
from cresus_tui.games.cresus.requests import DebtRequest, MoveRequest, SellRequest
from cresus_tui.games.cresus.state import DebtFrame, SaleFrame
from cresus_tui.games.cresus.state_check import check_state

from .helpers import make_game, no_bids

RULES = load_rules()
QUIET = tuple(e for e, x in RULES.experts.items() if x.kind == "expert_market")


def fresh(players: int = 3):
    game, _ = new_game(GameConfig(tuple(SeatConfig(f"P{i}") for i in range(players)), 4))
    return game


def bare(game, seat: int, cash: int) -> None:
    """Seat ``seat`` with ``cash`` M and nothing to sell (the bank took the rest)."""
    s = game.state.seats[seat]
    s.to_bank += s.cash - cash
    s.cash = cash
    for share in list(s.shares):
        s.shares.remove(share)
        game._return_share(share)
    s.luxuries = 0


def test_an_imposed_payment_of_exactly_the_cash_is_paid_in_full():
    """C-10.2: cash equal to the amount pays it: no sale, no loan."""
    game = fresh()
    bare(game, 0, 30)
    before = game.state.seats[1].cash
    game.state.frames.append(DebtFrame(0, 30, creditor=1, reason="test"))
    assert game._step_debt(game.state.frames[-1]) is None
    assert game.state.seats[0].cash == 0 and game.state.seats[1].cash == before + 30
    assert not game.state.seats[0].loan_taken and not game.state.seats[0].eliminated
    check_state(game)


def test_one_m_short_asks_for_a_sale_when_there_is_something_to_sell():
    game = fresh()
    bare(game, 0, 29)
    game.state.seats[0].luxuries = 1
    game.state.frames.append(DebtFrame(0, 30, creditor=1))
    [req] = game._step_debt(game.state.frames[-1])
    assert isinstance(req, DebtRequest) and (req.owed, req.cash) == (30, 29)


def test_the_first_total_bankruptcy_takes_the_loan_and_pays():
    """C-10.3: nothing to sell: the loan is taken once and pays the debt."""
    game = fresh()
    bare(game, 0, 10)
    loan = game.rules.data.loan_amount
    before = game.state.seats[1].cash
    game.state.frames.append(DebtFrame(0, 30, creditor=1))
    game._step_debt(game.state.frames[-1])
    s = game.state.seats[0]
    paid = min(30, 10 + loan)
    assert s.loan_taken and s.loan == loan and s.cash == 10 + loan - paid
    assert game.state.seats[1].cash == before + paid
    assert LoanTaken(0, loan, paid, 30 - paid) in game._take_events()


def test_after_the_loan_the_last_cash_goes_to_the_creditor_and_the_seat_is_out():
    """C-10.3: the loan already taken: the seat pays what cash it has to the creditor and is
    eliminated for the rest."""
    game = fresh()
    bare(game, 0, 7)
    game.state.seats[0].loan_taken = True
    before = game.state.seats[2].cash
    game.state.frames.append(DebtFrame(0, 30, creditor=2))
    game._step_debt(game.state.frames[-1])
    assert game.state.seats[0].cash == 0 and game.state.seats[0].eliminated
    assert game.state.seats[2].cash == before + 7
    assert PlayerEliminated(0, 23) in game._take_events()


def test_a_sale_asks_every_seat_with_shares_in_order():
    """C-5.11: sellers in the order given; a seat without shares is passed over, not the
    next one."""
    game = fresh(4)
    st = game.state
    for seat in (0, 2):
        bare(game, seat, st.seats[seat].cash)
    pile = next(p for p in st.piles if len(p) >= 2)
    for seat in (1, 3):
        st.seats[seat].shares.append(pile.pop())
    frame = SaleFrame(0, [0, 1, 2, 3])
    st.frames.append(frame)
    [req] = game._step_sale(frame)
    assert isinstance(req, SellRequest) and req.seat == 1 and frame.idx == 1
    frame.idx += 1
    [req] = game._step_sale(frame)
    assert req.seat == 3 and frame.idx == 3


def _seats(n: int) -> tuple[SeatConfig, ...]:
    return tuple(SeatConfig(f"P{i}") for i in range(n))


def test_C_4_3_a_scripted_expert_pile_may_hold_exactly_experts_in_game_cards():
    """C-4.3: the Expert pile holds at most ``experts_in_game`` (10) cards, one a turn: a
    scenario naming exactly that many is a full game; one more is refused."""
    most = RULES.data.experts_in_game
    assert most == 10 and len(RULES.experts) > most
    cards = tuple(RULES.experts)
    game, _ = new_game(GameConfig(_seats(2), 4, Scenario(experts=cards[:most])))
    assert game.view(0).experts_left + game.view(0).turn == most  # turn 1's card revealed
    with pytest.raises(ValueError, match="1 to 10 cards, not 11"):
        new_game(GameConfig(_seats(2), 4, Scenario(experts=cards[:most + 1])))
    with pytest.raises(ValueError, match="1 to 10 cards, not 0"):
        new_game(GameConfig(_seats(2), 4, Scenario(experts=())))


def test_C_5_3_the_movement_phase_starts_after_the_experts_auction():
    """C-5.2, C-5.3: once the Expert card is auctioned, the phase is "movement" (announced
    once, market -1) while every seat chooses its market."""
    game, _ = make_game(3, experts=QUIET[:1])
    assert game.view(0).phase == "expert"
    events = no_bids(game)
    assert {type(r) for r in game.requests()} == {MoveRequest}
    assert game.view(0).phase == "movement"
    assert [e for e in events if isinstance(e, PhaseStarted)] == [PhaseStarted("movement", -1)]


def test_C_5_15_eliminated_seats_rank_last_the_later_out_higher():
    """C-5.15: a seat still playing, even with no cash and no luxury card, ranks above every
    eliminated seat; of two eliminated seats the one out later ranks higher."""
    game = fresh(4)
    st = game.state
    for seat, turn in ((0, 2), (1, 1)):
        st.seats[seat].eliminated, st.seats[seat].eliminated_turn = True, turn
    bare(game, 2, 0)
    st.seats[3].luxuries = 1
    assert game._rank() == [(1, 3), (2, 2), (3, 0), (4, 1)]


def test_C_5_11_a_markets_sale_ends_when_no_seat_is_left_to_offer():
    """C-5.11: after the last seat with shares was asked, the market's sale is over: its
    frame leaves the stack and no seat is asked again."""
    game = fresh(3)
    st = game.state
    for seat in range(3):
        bare(game, seat, st.seats[seat].cash)
    below = list(st.frames)
    frame = SaleFrame(0, [0, 1, 2])
    st.frames.append(frame)
    assert game._step_sale(frame) is None
    assert st.frames == below and frame.idx == 3


def test_C_10_3_an_eliminated_seat_owes_nothing_more():
    """C-10.3: a seat out of the game pays nothing more: a payment it still owed (another
    card of the same draw) is dropped, with no second elimination and no money moved."""
    game = fresh()
    bare(game, 0, 0)
    s = game.state.seats[0]
    s.loan_taken, s.eliminated, s.eliminated_turn = True, True, 1
    cash = [x.cash for x in game.state.seats]
    below = list(game.state.frames)
    game.state.frames.append(DebtFrame(0, 30, creditor=BANK))
    assert game._step_debt(game.state.frames[-1]) is None
    assert game.state.frames == below and game._take_events() == []
    assert [x.cash for x in game.state.seats] == cash


def test_C_10_3_nothing_is_paid_to_an_eliminated_seat():
    """C-10.3: a payment owed to a seat that is out of the game is dropped: the money does not
    go to a seat that no longer plays (nor to the bank)."""
    game = fresh()
    out = game.state.seats[2]
    bare(game, 2, 0)
    out.loan_taken, out.eliminated, out.eliminated_turn = True, True, 1
    cash = [x.cash for x in game.state.seats]
    below = list(game.state.frames)
    game.state.frames.append(DebtFrame(0, 30, creditor=2))
    assert game._step_debt(game.state.frames[-1]) is None
    assert game.state.frames == below and game._take_events() == []
    assert [x.cash for x in game.state.seats] == cash
