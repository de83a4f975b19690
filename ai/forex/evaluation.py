"""Position evaluation for the FOR-EX rivals.

FOR-EX has no chance after set-up and everything is public (F-16), so a rival judges a
position by what each player would be worth, all in today's Strongest currency S:

- money converted at current rates (unrounded);
- certificates: the dividends still to come (nothing on an 8 box, F-12.2) plus part of their
  sale value (they score nothing at the end, F-14.2, so only what can still be sold counts);
- the player's own queued contracts and loans, walked front to back with the money held now:
  a contract paid gives get − pay; one that cannot be paid becomes a loan with its surcharge
  (F-11.3); a loan that cannot be paid is a bankruptcy risk, heavier the nearer the front;
- for the seat judged, its own queue played out to the end (``OwnWalk``: contracts, loans,
  the dividends still to come on its certificates, F-11 to F-13): a loan it cannot repay then
  is a bankruptcy (F-15.1), scored as ``FINAL_DOOM`` of a lost game when it is certain (a
  loan already queued, or one resolved in the end phase, when no turn is left) and
  ``DOOM_LATER`` of it when a failing contract would create it during play.

The score of a position for seat ``me`` is (worth of me − worth of the best other) divided by
the mean worth, so that positions valued in different Strongest currencies compare. Finished
games score by the ranking: a win WIN, a shared win WIN / sharers, any other place −WIN/2
(worse than any game still going), a bankruptcy −WIN.
Money is in half-units (h) in the engine; evaluations are floats and never go back into it.
"""

from __future__ import annotations

from cresus_tui.games.forex import Game
from cresus_tui.games.forex import rates as R
from cresus_tui.games.forex.state import ContractItem, DividendItem, LoanItem

# Weights (the rivals' own tuning, not rules numbers).
NEXT_DIVIDEND_WEIGHT = 0.9 # share of the next dividend credited (less the further the stack)
DIVIDEND_WEIGHT = 0.3      # share of each later dividend a certificate is credited with
SALE_WEIGHT = 0.8          # share of a certificate's sale value (2 units) credited
RISK_PER_H = 1.5           # extra cost per h of S a loan cannot be repaid with today's money
RISK_FIXED_H = 24.0        # fixed cost of an unpayable loan at the front (12 units of S)
WIN = 100.0                # terminal value of a win (a shared win: WIN / sharers)
SHIELD = 0.8               # chance another player's failure comes first and ends it
END_WEIGHT = 0.9           # weight of 'a rival's unpayable loan ends the game' at the front
FINAL_DOOM = 0.9           # a loan the seat cannot repay (``OwnWalk``: already queued, or in the
                           # end phase, F-13, F-15.1) scores this share of a bankruptcy (-WIN):
                           # near-certain, a sale or a spot trade may still come first
DOOM_LATER = 0.3           # the same for a loan a failing contract will create during play


def end_phase_from(game: Game) -> int:
    """The first queue position resolved in the end phase (F-12.5, F-13.1): everything behind
    the Dividend stack when only the final dividend is left, everything once the end phase has
    begun; a position past the queue's end otherwise."""
    st = game.state
    if st.phase != "play":
        return 0
    if st.dividends_paid < len(game.data.dividends) - 1:
        return 1 << 30
    stack = next((i for i, q in enumerate(st.queue) if isinstance(q, DividendItem)), -1)
    return stack + 1 if stack >= 0 else 0


class OwnWalk:
    """``seat``'s own queue played out on its money alone (F-11, F-12, F-13): its contracts
    paid, or received anyway and their debt turned into a loan at the back or joined to its
    loan (F-11.3, F-11.4); its loan repaid or not (F-11.5); the Dividend stack paying its
    certificates (nothing on an 8 box, F-12.2, at today's rates) and going to the back until
    the final card (F-12.3). The other players' items do not touch its money and are left out.
    Certificates not yet sold count for nothing: a sale is an action the seat has not taken
    (an evaluation that counted them never made the seat sell, and the loan came up unpaid).

    ``fail`` is how sure (0..1) it is that a loan of the seat cannot be repaid when it comes up
    (F-15.1): 1 for a loan already queued (nothing the seat queues now comes before it) or one
    resolved in the end phase (no turn is left, F-13.1); ``DOOM_LATER`` for a loan a failing
    contract will create during play (contracts queued before then still come first); 0 when
    every loan is repaid. ``fail`` covers today's queue; ``with_contract`` adds one more
    contract of the seat at its back."""

    __slots__ = ("at", "certs", "divs", "eight", "end", "fail", "loan", "m", "pending", "queued",
                 "surcharge")

    def __init__(self, game: Game, seat: int) -> None:
        st = game.state
        self.m = list(st.seats[seat].money)
        self.certs = st.seats[seat].certs
        self.eight = R.eight_box(st.rates)
        self.divs = [2 * x for x in game.data.dividends[st.dividends_paid:]]
        self.surcharge = game.data.loan_surcharge_h
        self.fail = 0.0
        self.end = st.phase != "play"
        own = next((q for q in st.queue if isinstance(q, LoanItem) and q.owner == seat), None)
        # the seat's loan: [lines, already queued]; None once repaid
        self.loan: list | None = None if own is None else [[list(x) for x in own.lines], True]
        self.pending: list = []  # behind today's queue: loans created, the stack (None)
        self.at = 1 << 30  # the queue position of a queued loan that fails
        for pos, item in enumerate(st.queue):
            self.at = pos
            if isinstance(item, DividendItem):
                self._dividend(self.pending)
            elif item.owner != seat:
                continue
            elif isinstance(item, ContractItem):
                self._contract(item.pay, item.pay_h, item.get, item.get_h, self.pending)
            elif self.loan is not None:
                self._repay(self.loan)
            if self.fail:
                self.queued = True
                return
        self.queued = False  # True when a loan in today's queue already fails
        self.at = 1 << 30
        self.fail = self._twin()._drain()

    def _twin(self) -> OwnWalk:
        """A copy to play on (the loan shared by ``pending`` copied once)."""
        t = OwnWalk.__new__(OwnWalk)
        t.m, t.divs = list(self.m), list(self.divs)
        t.certs, t.eight, t.surcharge, t.end, t.fail, t.queued = (
            self.certs, self.eight, self.surcharge, self.end, 0.0, False)
        t.loan = None if self.loan is None else [[list(x) for x in self.loan[0]], self.loan[1]]
        t.pending = [t.loan if x is self.loan and x is not None else x for x in self.pending]
        return t

    def _dividend(self, back: list) -> None:
        if not self.divs:
            return
        per = self.divs.pop(0)
        for c in range(7):
            if self.certs[c] and not self.eight[c]:
                self.m[c] += self.certs[c] * per
        if self.divs:
            back.append(None)  # the stack at the back again (F-12.3)
        else:
            self.end = True  # F-12.5: what follows is the end phase

    def _contract(self, pay: int, pay_h: int, get: int, get_h: int, back: list) -> None:
        m = self.m
        m[get] += get_h
        if m[pay] >= pay_h:
            m[pay] -= pay_h
            return
        debt = pay_h + self.surcharge
        if self.loan is None:
            self.loan = [[[pay, debt]], False]
            back.append(self.loan)
            return
        for line in self.loan[0]:
            if line[0] == pay:
                line[1] += debt
                break
        else:
            self.loan[0].append([pay, debt])

    def _repay(self, loan: list) -> None:
        m = self.m
        if all(m[c] >= h for c, h in loan[0]):
            for c, h in loan[0]:
                m[c] -= h
            self.loan = None
            return
        self.fail = 1.0 if loan[1] or self.end else DOOM_LATER

    def _drain(self) -> float:
        back = self.pending
        while back and not self.fail:
            item = back.pop(0)
            if item is None:
                self._dividend(back)
            else:
                self._repay(item)
        return self.fail

    def with_contract(self, pay: int, pay_h: int, get: int, get_h: int) -> float:
        """``fail`` once one more contract of the seat is queued at the back of today's queue
        (resolved before anything today's queue sends to the back, F-11.1)."""
        if self.queued:
            return self.fail
        if self.loan is None:  # the common case, short: only the stack is behind today's queue
            m = self.m[pay]
            if m >= pay_h:
                return 0.0
            end = self.end
            if self.pending and self.divs and not self.eight[pay]:
                m += self.certs[pay] * self.divs[0]  # the stack comes before the new loan
            if self.pending and self.divs:
                end = len(self.divs) == 1
            if m >= pay_h + self.surcharge:
                return 0.0
            return 1.0 if end else DOOM_LATER
        t = self._twin()
        t._contract(pay, pay_h, get, get_h, t.pending)
        return t._drain()


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


def worth(game: Game, seat: int, f: list[float], eight: list[bool],
          threat: list[tuple[int, int, bool]] | None = None) -> float:
    """What ``seat`` is worth in h of S (see the module docstring)."""
    return worth_detail(game, seat, f, eight, threat)[0]


def threats(game: Game) -> list[tuple[int, int, bool]]:
    """The queue's failing items, walking each owner's money front to back: (position,
    owner, True) for a loan its owner cannot repay (a bankruptcy when it comes up) and
    (position, owner, False) for a contract its owner cannot pay (a loan at the back)."""
    st = game.state
    ms = [list(s.money) for s in st.seats]
    out = []
    for pos, item in enumerate(st.queue):
        if isinstance(item, ContractItem):
            m = ms[item.owner]
            m[item.get] += item.get_h
            if m[item.pay] >= item.pay_h:
                m[item.pay] -= item.pay_h
            else:
                out.append((pos, item.owner, False))
        elif isinstance(item, LoanItem):
            m = ms[item.owner]
            if any(m[c] < h for c, h in item.lines):
                out.append((pos, item.owner, True))
            for c, h in item.lines:
                m[c] = max(0, m[c] - h)
    return out


def exposure(threat: list[tuple[int, int, bool]], seat: int, pos: int) -> tuple[float, float]:
    """For ``seat``'s item at queue position ``pos``: (weight of the item itself, low when
    another player's unpayable loan comes up first and ends the game, F-15.1; weight of the
    risk of the loan it may turn into at the back, low when another player's failure comes
    first)."""
    ahead = any(o != seat and loan and p < pos for p, o, loan in threat)
    shield = any(o != seat and (loan or p < pos) for p, o, loan in threat)
    return (1 - SHIELD if ahead else 1.0), (1 - SHIELD if shield else 1.0)


def certificate_values(game: Game, f: list[float], eight: list[bool]) -> list[float]:
    """Per currency, a certificate's worth in h of S: the next dividend (less the further
    the stack is from the front), a share of the later ones (nothing on an 8 box, F-12.2),
    and a share of its sale value; nothing once the end phase has begun."""
    st = game.state
    d = game.data
    if st.phase != "play":
        return [0.0] * 7
    left = d.dividends[st.dividends_paid:]
    stack = next((i for i, q in enumerate(st.queue) if isinstance(q, DividendItem)), 0)
    div_h = 2 * (left[0] * NEXT_DIVIDEND_WEIGHT / (1 + stack / len(st.seats))
                 + sum(left[1:]) * DIVIDEND_WEIGHT) if left else 0.0
    sale = d.divest_price_h * SALE_WEIGHT
    return [((0.0 if eight[c] else div_h) + sale) * f[c] for c in range(7)]


def worth_detail(game: Game, seat: int, f: list[float], eight: list[bool],
                 threat: list[tuple[int, int, bool]] | None = None,
                 cv: list[float] | None = None) -> tuple[float, list[int]]:
    """``worth`` and the seat's money (h) once its queued items are walked through."""
    st = game.state
    d = game.data
    s = st.seats[seat]
    money = s.money
    if threat is None:
        threat = threats(game)
    if cv is None:
        cv = certificate_values(game, f, eight)
    certs = s.certs
    total = sum([money[c] * f[c] + certs[c] * cv[c] for c in range(7)])
    m = list(money)
    for pos, item in enumerate(st.queue):
        if isinstance(item, DividendItem) or item.owner != seat:
            continue
        weight, risk = exposure(threat, seat, pos)
        if isinstance(item, ContractItem):
            total += contract_value(m, item.pay, item.pay_h, item.get, item.get_h, pos, f,
                                    d.loan_surcharge_h, weight, risk)
        elif isinstance(item, LoanItem):
            short = 0.0
            debt = 0.0
            for c, h in item.lines:
                debt += h * f[c]
                if m[c] >= h:
                    m[c] -= h
                else:
                    short += (h - m[c]) * f[c]
                    m[c] = 0
            total -= weight * debt
            if short:
                total -= weight * (RISK_PER_H * short + RISK_FIXED_H * 4 / (1 + pos))
    return total, m


def contract_value(m: list[int], pay: int, pay_h: int, get: int, get_h: int, pos: int,
                   f: list[float], surcharge_h: int, weight: float = 1.0,
                   risk: float = 1.0) -> float:
    """A contract's worth to its owner (h of S) with money ``m`` when it comes up (``m`` is
    updated as if it were resolved); ``weight`` and ``risk`` from ``exposure``."""
    m[get] += get_h
    if m[pay] >= pay_h:
        m[pay] -= pay_h
        return weight * (get_h * f[get] - pay_h * f[pay])
    debt = pay_h + surcharge_h
    short = (debt - m[pay]) * f[pay]
    return weight * (get_h * f[get] - risk * (debt * f[pay] + RISK_PER_H * short
                                              + RISK_FIXED_H / (2 + pos)))


def doom(game: Game, seat: int, threat: list[tuple[int, int, bool]] | None = None,
         walk: OwnWalk | None = None) -> float:
    """The weight (0..1) of ``seat`` going bankrupt by its own queued items: ``OwnWalk.fail``
    (a loan it cannot repay from what it will hold, F-11.5, F-15.1), lowered by ``SHIELD`` when
    another player's unpayable loan comes up first and would end the game before (F-15.1);
    0 when none."""
    walk = OwnWalk(game, seat) if walk is None else walk
    if not walk.fail:
        return 0.0
    threat = threats(game) if threat is None else threat
    return walk.fail * shield(threat, seat, walk.at)


def shield(threat: list[tuple[int, int, bool]], seat: int, pos: int) -> float:
    """1, or ``1 − SHIELD`` when another player's unpayable loan stands before queue position
    ``pos`` (``pos`` past the queue: anywhere in it) and may end the game first (F-15.1)."""
    return 1 - SHIELD if any(o != seat and loan and p < pos for p, o, loan in threat) else 1.0


def doomed(game: Game, threat: list[tuple[int, int, bool]] | None = None,
           ) -> tuple[int, int]:
    """(queue position, seat) of the front-most loan its owner cannot repay; failing that,
    the loan the first unpayable contract will become (at the back); (-1, -1) when none."""
    threat = threats(game) if threat is None else threat
    for p, o, loan in threat:
        if loan:
            return p, o
    for p, o, _ in threat:
        return len(game.state.queue) + p, o
    return -1, -1


def money_until(game: Game, seat: int, limit: int, f: list[float]) -> float:
    """``seat``'s money (h of S) once its own items ahead of queue position ``limit`` are
    resolved (contracts paid when they can be, received in any case; loans paid)."""
    st = game.state
    m = list(st.seats[seat].money)
    for pos, item in enumerate(st.queue[:limit]):
        if getattr(item, "owner", -1) != seat:
            continue
        if isinstance(item, ContractItem):
            m[item.get] += item.get_h
            if m[item.pay] >= item.pay_h:
                m[item.pay] -= item.pay_h
        elif isinstance(item, LoanItem):
            if all(m[c] >= h for c, h in item.lines):
                for c, h in item.lines:
                    m[c] -= h
    return sum(m[c] * f[c] for c in range(7))


def score(game: Game, me: int) -> float:
    """The value of ``game`` for seat ``me``: terminal utility when over; else the relative
    worth (me − best other) / mean worth, blended, when another player's loan looks unpayable,
    with the standing if that bankruptcy ended the game (F-15.1) — the nearer the loan to the
    front, the more weight."""
    st = game.state
    if st.phase == "over":
        firsts = [seat for place, seat in st.ranking if place == 1]
        if me in firsts:
            return WIN / len(firsts)
        return -WIN if st.bankrupt == me else -WIN / 2
    if st.bankrupt >= 0:  # waiting only for the Strongest choice
        return 0.0 if st.bankrupt != me else -WIN
    s = strongest(game)
    f = factors(game, s)
    eight = R.eight_box(st.rates)
    n = len(st.seats)
    threat = threats(game)
    doom_w = doom(game, me, threat)
    if doom_w:
        rest = _standing(game, me, s, f, eight, n, threat)
        return doom_w * FINAL_DOOM * -WIN + (1 - doom_w * FINAL_DOOM) * rest
    return _standing(game, me, s, f, eight, n, threat)


def _standing(game: Game, me: int, s: int, f: list[float], eight: list[bool], n: int,
              threat: list[tuple[int, int, bool]]) -> float:
    """``score`` of a game still going, before the end-phase bankruptcy check."""
    cv = certificate_values(game, f, eight)
    ws = [worth_detail(game, p, f, eight, threat, cv)[0] for p in range(n)]
    mean = sum(abs(w) for w in ws) / n or 1.0
    best_other = max(w for p, w in enumerate(ws) if p != me)
    long_term = (ws[me] - best_other) / mean
    pos, who = doomed(game, threat)
    if who < 0 or who == me:
        return long_term
    cash = [money_until(game, p, pos, f) for p in range(n)]
    rest = [cash[p] for p in range(n) if p not in (me, who)]
    cmean = sum(cash) / n or 1.0
    now = (cash[me] - max(rest)) / cmean if rest else 1.0
    p_end = END_WEIGHT / (1 + pos / n)
    return p_end * now + (1 - p_end) * long_term


def money_in(game: Game, seat: int, s: int | None = None) -> float:
    """``seat``'s money alone in units of S (today's Strongest unless given), unrounded."""
    s = strongest(game) if s is None else s
    f = factors(game, s)
    return sum(m * f[c] for c, m in enumerate(game.state.seats[seat].money)) / 2
