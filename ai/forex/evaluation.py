"""Position evaluation for the FOR-EX rivals.

FOR-EX has no chance after set-up and everything is public (F-16), so a rival judges a
position by what each player would be worth, all in today's Strongest currency S:

- money converted at current rates (unrounded);
- certificates: the dividends still to come (nothing on an 8 box, F-12.2) plus part of their
  sale value (they score nothing at the end, F-14.2, so only what can still be sold counts);
- the player's own queued contracts and loans, walked front to back with the money held now:
  a contract paid gives get − pay; one that cannot be paid becomes a loan with its surcharge
  (F-11.3); a loan that cannot be paid is a bankruptcy risk, heavier the nearer the front.

The score of a position for seat ``me`` is (worth of me − worth of the best other) divided by
the mean worth, so that positions valued in different Strongest currencies compare. Finished
games score by the ranking (a win, a shared win, or nothing; a bankrupt player last).
Money is in half-units (h) in the engine; evaluations are floats and never go back into it.
"""

from __future__ import annotations

from cresus_tui.games.forex import Game
from cresus_tui.games.forex import rates as R
from cresus_tui.games.forex.state import ContractItem, LoanItem

# Weights (the rivals' own tuning, not rules numbers).
DIVIDEND_WEIGHT = 0.8      # share of the remaining dividends a certificate is credited with
SALE_WEIGHT = 0.5          # share of a certificate's sale value (2 units) credited
RISK_PER_H = 1.5           # extra cost per h of S a loan cannot be repaid with today's money
RISK_FIXED_H = 24.0        # fixed cost of an unpayable loan at the front (12 units of S)
WIN = 100.0                # terminal value of a win (a shared win: WIN / sharers)


def strongest(game: Game) -> int:
    """Today's Strongest currency (F-14.1, the last player's choice read as the lowest)."""
    st = game.state
    w = R.wins(st.rates)
    top = max(w)
    tied = [c for c in range(7) if w[c] == top]
    if len(tied) == 1:
        return tied[0]
    held = [sum(s.certs[c] for s in st.seats) for c in range(7)]
    return max(tied, key=lambda c: (held[c], -c))


def factors(game: Game, s: int) -> list[float]:
    """Per currency, the worth of 1 h of it in h of ``s`` at today's rates."""
    rates = game.state.rates
    lad = game.data.ladder_h
    return [R.value_h(1, c, s, rates, lad) for c in range(7)]


def worth(game: Game, seat: int, f: list[float], eight: list[bool]) -> float:
    """What ``seat`` is worth in h of S (see the module docstring)."""
    return worth_detail(game, seat, f, eight)[0]


def worth_detail(game: Game, seat: int, f: list[float],
                 eight: list[bool]) -> tuple[float, list[int]]:
    """``worth`` and the seat's money (h) once its queued items are walked through."""
    st = game.state
    d = game.data
    s = st.seats[seat]
    money = s.money
    total = sum(money[c] * f[c] for c in range(7))
    if st.phase == "play":
        div_h = 2 * sum(d.dividends[st.dividends_paid:])
        for c in range(7):
            n = s.certs[c]
            if n:
                per = (0.0 if eight[c] else div_h * DIVIDEND_WEIGHT)
                per += d.divest_price_h * SALE_WEIGHT
                total += n * per * f[c]
    m = list(money)
    for pos, item in enumerate(st.queue):
        if getattr(item, "owner", -1) != seat:
            continue
        if isinstance(item, ContractItem):
            total += contract_value(m, item.pay, item.pay_h, item.get, item.get_h, pos, f,
                                    d.loan_surcharge_h)
        elif isinstance(item, LoanItem):
            short = 0.0
            for c, h in item.lines:
                total -= h * f[c]
                if m[c] >= h:
                    m[c] -= h
                else:
                    short += (h - m[c]) * f[c]
                    m[c] = 0
            if short:
                total -= RISK_PER_H * short + RISK_FIXED_H * 4 / (1 + pos)
    return total, m


def contract_value(m: list[int], pay: int, pay_h: int, get: int, get_h: int, pos: int,
                   f: list[float], surcharge_h: int) -> float:
    """A contract's worth to its owner (h of S) with money ``m`` when it comes up (``m`` is
    updated as if it were resolved)."""
    m[get] += get_h
    if m[pay] >= pay_h:
        m[pay] -= pay_h
        return get_h * f[get] - pay_h * f[pay]
    debt = pay_h + surcharge_h
    short = (debt - m[pay]) * f[pay]
    return get_h * f[get] - debt * f[pay] - RISK_PER_H * short - RISK_FIXED_H / (2 + pos)


def score(game: Game, me: int) -> float:
    """The value of ``game`` for seat ``me``: terminal utility when over, else the relative
    worth (me − best other) / mean worth."""
    st = game.state
    if st.phase == "over" or (st.scores and st.ranking):
        firsts = [seat for place, seat in st.ranking if place == 1]
        if me in firsts:
            return WIN / len(firsts)
        return -WIN / 4 if st.bankrupt == me else 0.0
    if st.bankrupt >= 0:  # waiting only for the Strongest choice
        return WIN / 2 if st.bankrupt != me else -WIN / 4
    s = strongest(game)
    f = factors(game, s)
    eight = R.eight_box(st.rates)
    ws = [worth(game, p, f, eight) for p in range(len(st.seats))]
    mean = sum(abs(w) for w in ws) / len(ws) or 1.0
    best_other = max(w for p, w in enumerate(ws) if p != me)
    return (ws[me] - best_other) / mean


def money_in(game: Game, seat: int, s: int | None = None) -> float:
    """``seat``'s money alone in units of S (today's Strongest unless given), unrounded."""
    s = strongest(game) if s is None else s
    f = factors(game, s)
    return sum(m * f[c] for c, m in enumerate(game.state.seats[seat].money)) / 2
