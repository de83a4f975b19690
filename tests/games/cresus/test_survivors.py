"""Rules a mutation audit showed tested only by the byte-exact plain fixture (issue 23), each
checked here with the value the rules give: imposed payments (C-10.2, C-10.3) and the order of
sellers in a sale (C-5.11)."""

from __future__ import annotations

from cresus_tui.games.cresus import GameConfig, SeatConfig, new_game
from cresus_tui.games.cresus.events import LoanTaken, PlayerEliminated
from cresus_tui.games.cresus.requests import DebtRequest, SellRequest
from cresus_tui.games.cresus.state import DebtFrame, SaleFrame
from cresus_tui.games.cresus.state_check import check_state


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
