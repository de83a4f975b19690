"""The FOR-EX turn machine: the engine's one door.

    game, events = new_game(GameConfig(seats=(...), seed=1234))
    game.requests()             -> tuple[Request, ...]   # who must decide what now
    game.submit(seat, decision) -> list[Event]           # raises IllegalDecision, changes nothing
    game.view(seat)             -> SeatView              # everything is public (F-16)
    game.is_over, game.ranking()                        # (place, seat) best first (F-14.3)

Currencies are indices 0..6 (F-2.1); money is in half-units (h), never floats. The machine keeps
its place in ``state.frames``: the turn, a spot offer waiting for its answer, follow-on sales,
or a tie choice. Chance is used only at set-up, from ``state.rng`` (F-4.5).
"""

from __future__ import annotations

import msgspec

from cresus_tui.games import protocol
from cresus_tui.i18n import tr

from . import rates as R
from .data import ForexData, load_data
from .decisions import Choose, Contract, Decision, Divest, Invest, Reply, Resolve, Sell, Spot
from .events import (
    Bankrupt, CertificateBought, CertificatesSold, ContractDefaulted, ContractMade,
    ContractSettled, DividendPaid, DividendTie, EndPhaseStarted, Event, GameOver, GameStarted,
    LoanRepaid, RatesMoved, SpotAnswered, SpotOffered, StrongestChosen, TurnStarted,
)
from .requests import ChooseRequest, Request, SellRequest, SpotRequest, TurnRequest
from .rng import Rng, new_rng
from .state import (
    ChooseFrame, ContractItem, DividendItem, FollowFrame, GameConfig, GameState, LoanItem,
    SCENARIO_MAX_H, SCENARIO_MAX_MOVES, Logged, OfferFrame, Scenario, SeatState, TurnFrame,
)
from .view import PublicSeat, SeatView


class IllegalDecision(protocol.IllegalDecision):
    """A decision the FOR-EX rules do not allow now; the game is unchanged."""


_ENCODER = msgspec.msgpack.Encoder()
_DECODER = msgspec.msgpack.Decoder(GameState)
_DECISION_TYPES = (Spot, Reply, Contract, Invest, Divest, Resolve, Sell, Choose)


def new_game(config: GameConfig, data: ForexData | None = None) -> tuple[Game, list[Event]]:
    """Set up a game (F-4) and stop at the first decision.

    Returns the game and the opening events. Raises ValueError for a config the rules do not
    allow (2–6 seats, F-1.1; a bad scripted first player or removed set)."""
    data = data or load_data()
    if not isinstance(config, GameConfig):
        raise ValueError("new_game needs a FOR-EX GameConfig.")
    protocol.check_seats(config.seats, "FOR-EX", data.min_players, data.max_players,
                         config.seed, personalities=("",))
    n = len(config.seats)
    rng = new_rng(config.seed)
    c = len(data.currencies)
    if config.removed is not None:
        removed = list(config.removed)
        if (len(removed) != c or sum(removed) != data.removed_certificates
                or any(not 0 <= x <= data.certificates_per_currency for x in removed)):
            raise ValueError(f"removed: {c} counts summing to {data.removed_certificates}")
    else:  # F-4.2: shuffle the certificates and take 6 away
        deck = [cur for cur in range(c) for _ in range(data.certificates_per_currency)]
        rng.shuffle(deck)
        removed = [0] * c
        for cur in deck[: data.removed_certificates]:
            removed[cur] += 1
    if config.first_player is not None:
        if not 0 <= config.first_player < n:
            raise ValueError(f"first_player: a seat 0..{n - 1}")
        first = config.first_player
    else:  # F-4.4
        first = rng.below(n)
    st = GameState(
        config=config, rng=rng,
        seats=[SeatState(s.name, [data.starting_money_h] * c, [0] * c) for s in config.seats],
        rates=R.start_rates(data.start),
        supply=[data.certificates_per_currency - x for x in removed], removed=removed,
        sold=[0] * c, letters=[-1] * len(data.letters),
        queue=[DividendItem(len(data.dividends))], turn=1, first_player=first, active=first,
        frames=[TurnFrame()])
    sc = config.scenario
    if sc is not None:
        _apply_scenario(st, sc, data)
    game = Game(st, data)
    game._events = [
        GameStarted(tuple(s.name for s in config.seats), data.starting_money_h, tuple(removed),
                    tuple(st.supply), first,
                    *(() if sc is None else (
                        tuple(tuple(s.money) for s in st.seats) if sc.money is not None else (),
                        tuple(tuple(s.certs) for s in st.seats) if sc.certs is not None else (),
                        st.dividends_paid))),
        TurnStarted(1, first)]
    return game, game._take_events()


def _per_seat(rows, n: int, c: int, hi: int, what: str) -> list[list[int]]:
    """``rows``: n rows of c whole numbers 0..hi. Raises ValueError naming ``what``."""
    if (not isinstance(rows, (tuple, list)) or len(rows) != n
            or any(not isinstance(r, (tuple, list)) or len(r) != c for r in rows)
            or any(type(x) is not int or not 0 <= x <= hi for r in rows for x in r)):
        raise ValueError(f"scenario {what}: {n} rows of {c} whole numbers from 0 to {hi}")
    return [list(r) for r in rows]


def _apply_scenario(st: GameState, sc: Scenario, data: ForexData) -> None:
    """A lesson's starting position (``Scenario``), every field range-checked. Raises
    ValueError with the reason."""
    if not isinstance(sc, Scenario):
        raise ValueError("scenario: a FOR-EX Scenario")
    n, c = len(st.seats), len(data.currencies)
    if sc.money is not None:
        for s, row in zip(st.seats, _per_seat(sc.money, n, c, SCENARIO_MAX_H, "money")):
            s.money = row
    if sc.certs is not None:
        rows = _per_seat(sc.certs, n, c, data.max_certificates_held, "certs")
        for cur in range(c):
            held = sum(r[cur] for r in rows)
            if held > st.supply[cur]:
                raise ValueError(f"scenario certs: {held} {data.currencies[cur]} held, "
                                 f"{st.supply[cur]} in the supply")
            st.supply[cur] -= held
        for s, row in zip(st.seats, rows):
            s.certs = row
    last = len(data.dividends) - 1
    if type(sc.dividends_paid) is not int or not 0 <= sc.dividends_paid <= last:
        raise ValueError(f"scenario dividends_paid: a whole number from 0 to {last}")
    st.dividends_paid = sc.dividends_paid
    st.queue = [DividendItem(len(data.dividends) - sc.dividends_paid)]
    for moves, move in ((sc.strengthen, R.strengthen), (sc.weaken, R.weaken)):
        if (not isinstance(moves, (tuple, list)) or len(moves) > SCENARIO_MAX_MOVES
                or any(type(x) is not int or not 0 <= x < c for x in moves)):
            raise ValueError(f"scenario rate moves: at most {SCENARIO_MAX_MOVES} currencies "
                             f"0 to {c - 1}")
        for cur in moves:
            move(st.rates, cur)


class Game:
    """A FOR-EX game in progress: the state plus the rules data it is played by."""

    def __init__(self, state: GameState, data: ForexData | None = None) -> None:
        self.state = state
        self.data = data or load_data()
        self._events: list[Event] = []

    # ---- the door ------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.state.phase == "over"

    def requests(self) -> tuple[Request, ...]:
        """Who must decide what now (always one request while the game goes on)."""
        st = self.state
        if st.phase == "over" or not st.frames:
            return ()
        f = st.frames[-1]
        if isinstance(f, TurnFrame):
            s = st.seats[st.active]
            return (TurnRequest(st.active, st.turn, not st.spot_done, self.free_letter(),
                                tuple(self.buyable(st.active)), tuple(s.certs)),)
        if isinstance(f, OfferFrame):
            return (SpotRequest(f.to, f.by, f.give, f.give_h, f.get, f.get_h),)
        if isinstance(f, FollowFrame):
            seat = f.order[f.idx]
            return (SellRequest(seat, f.currency, st.seats[seat].certs[f.currency],
                                f.divester),)
        return (ChooseRequest(f.seat, f.purpose, tuple(f.options)),)

    def request_for(self, seat: int) -> Request | None:
        """The request waiting for ``seat``, or None."""
        return next((r for r in self.requests() if r.seat == seat), None)

    def submit(self, seat: int, decision: Decision) -> list[Event]:
        """Apply one seat's decision and play on until a decision is needed again.

        Returns the events that followed, in order. Raises IllegalDecision (with a reason a
        person can read) and changes nothing when the decision is not allowed now, including
        decisions of the wrong type or with wrong-typed fields (``True`` is not a seat)."""
        st = self.state
        if st.phase == "over":
            raise IllegalDecision(tr("The game is over."))
        if type(seat) is not int or not 0 <= seat < len(st.seats):
            raise IllegalDecision(f"There is no seat {seat!r}.")
        decision = _checked_type(decision)
        req = self.request_for(seat)
        if req is None:
            raise IllegalDecision(tr("It is not {name}'s turn to decide.").format(
                name=st.seats[seat].name))
        self._events = []
        if isinstance(req, TurnRequest):
            if isinstance(decision, Spot):
                self._check_spot(seat, decision)
            elif isinstance(decision, Contract):
                self._check_contract(seat, decision)
            elif isinstance(decision, Invest):
                self._check_invest(seat, decision)
            elif isinstance(decision, Divest):
                self._check_divest(seat, decision)
            elif not isinstance(decision, Resolve):
                raise IllegalDecision(tr("Make a spot offer, or take one action: contract, "
                                         "invest, divest or resolve (F-6.1)."))
        elif isinstance(req, SpotRequest):
            if not isinstance(decision, Reply):
                raise IllegalDecision(tr("Accept or refuse the spot offer first (F-7.3)."))
        elif isinstance(req, SellRequest):
            if not isinstance(decision, Sell):
                raise IllegalDecision(tr("Say how many certificates you sell, 0 to decline "
                                         "(F-10.2)."))
            if not 0 <= decision.count <= req.held:
                raise IllegalDecision(tr("Sell 0 to {n} certificates (F-10.2).").format(
                    n=req.held))
        else:
            if not isinstance(decision, Choose):
                raise IllegalDecision(tr("Choose one of the tied currencies."))
            if decision.currency not in req.options:
                names = ", ".join(self.data.currencies[c] for c in req.options)
                raise IllegalDecision(tr("Choose one of {currencies}.").format(currencies=names))
        st.log.append(Logged(seat, decision))
        self._apply(req, decision)
        return self._take_events()

    def view(self, seat: int) -> SeatView:
        """Everything public (F-16.1) seen by ``seat``: the whole board; ``requests`` only the
        seat's own."""
        st = self.state
        top = st.frames[-1] if st.frames else None
        offer = top if isinstance(top, OfferFrame) else None
        return SeatView(
            seat=seat, turn=st.turn, active=st.active, first_player=st.first_player,
            phase=st.phase,
            players=tuple(PublicSeat(s.name, tuple(s.money), tuple(s.certs), s.bankrupt)
                          for s in st.seats),
            rates=tuple(st.rates), wins=tuple(R.wins(st.rates)),
            eight_box=tuple(R.eight_box(st.rates)), supply=tuple(st.supply),
            removed=tuple(st.removed), sold=tuple(st.sold), letters=tuple(st.letters),
            queue=tuple(_copy_item(q) for q in st.queue),
            dividends_paid=st.dividends_paid,
            dividends_left=len(self.data.dividends) - st.dividends_paid,
            spot_done=st.spot_done, offers_made=st.offers_made,
            offer=None if offer is None else OfferFrame(offer.by, offer.to, offer.give,
                                                        offer.give_h, offer.get, offer.get_h),
            frames=tuple(_copy_frame(f) for f in st.frames),
            requests=tuple(r for r in self.requests() if r.seat == seat),
            over=st.phase == "over", end_reason=st.end_reason, bankrupt=st.bankrupt,
            strongest=st.strongest, scores=tuple(st.scores),
            ranking=tuple(tuple(x) for x in st.ranking),  # type: ignore[misc]
            final_resolver=st.final_resolver, decisions=len(st.log))

    def ranking(self) -> list[tuple[int, int]]:
        """F-14.3/F-15.1: (place, seat) best first; tied seats share a place; a bankrupt
        player last. Empty until the end."""
        return [tuple(x) for x in self.state.ranking]  # type: ignore[misc]

    def encode(self) -> bytes:
        """The whole state as msgpack bytes (F-4.5)."""
        return _ENCODER.encode(self.state)

    @classmethod
    def decode(cls, data: bytes, rules: ForexData | None = None) -> Game:
        """A game from ``encode()`` bytes. Raises msgspec.DecodeError/ValidationError, or
        IllegalDecision for a state that breaks the rules' shapes."""
        state = _DECODER.decode(data)
        d = rules or load_data()
        c = len(d.currencies)
        if (len(state.rates) != len(R.PAIRS) or len(state.supply) != c
                or any(len(s.money) != c or len(s.certs) != c for s in state.seats)
                or not d.min_players <= len(state.seats) <= d.max_players
                or len(state.letters) != len(d.letters)):
            raise IllegalDecision("The saved FOR-EX game does not fit the rules data.")
        return cls(state, d)

    def clone(self) -> Game:
        """An independent copy (for searches)."""
        return Game(copy_state(self.state), self.data)

    @classmethod
    def from_view(cls, view: SeatView, data: ForexData | None = None) -> Game:
        """A game rebuilt from a seat's view (everything is public, F-16.2), to search from.
        The set-up generator is not needed any more and starts at 0; the log is empty."""
        seats = tuple(protocol.SeatConfig(p.name) for p in view.players)
        st = GameState(
            config=GameConfig(seats), rng=Rng(0),
            seats=[SeatState(p.name, list(p.money), list(p.certs), p.bankrupt)
                   for p in view.players],
            rates=list(view.rates), supply=list(view.supply), removed=list(view.removed),
            sold=list(view.sold), letters=list(view.letters),
            queue=[_copy_item(q) for q in view.queue], turn=view.turn,
            first_player=view.first_player, active=view.active, spot_done=view.spot_done,
            offers_made=view.offers_made, dividends_paid=view.dividends_paid,
            final_resolver=view.final_resolver, phase=view.phase,  # type: ignore[arg-type]
            frames=[_copy_frame(f) for f in view.frames], end_reason=view.end_reason,
            bankrupt=view.bankrupt, strongest=view.strongest, scores=list(view.scores),
            ranking=[tuple(x) for x in view.ranking])  # type: ignore[misc]
        return cls(st, data)

    # ---- public helpers (also used by rivals and hints) -----------------------------------

    def free_letter(self) -> str:
        """F-8.1: the lowest free letter, or "" when none is free."""
        i = self._free_letter_index()
        return "" if i < 0 else self.data.letters[i]

    def buyable(self, seat: int) -> list[int]:
        """F-9.2: currencies ``seat`` may buy a certificate of now."""
        d = self.data
        s = self.state.seats[seat]
        sup = self.state.supply
        return [c for c in range(len(d.currencies))
                if s.money[c] >= d.certificate_price_h and s.certs[c] < d.max_certificates_held
                and sup[c] >= 1]

    def contract_amounts(self, pay: int, get: int, n: int) -> tuple[int, int]:
        """F-8.2: (pay_h, get_h) of a contract at today's rate, ``n`` stronger units."""
        k = R.rate_h(self.state.rates, pay, get, self.data.ladder_h)
        if R.stronger(self.state.rates, pay, get):
            return 2 * n, n * k
        return n * k, 2 * n

    def spot_options(self, give: int, get: int) -> list[tuple[int, int]]:
        """F-7.2: the (give_h, get_h) trades possible for the pair: the standard one first,
        then the half-unit one when the rate allows it."""
        k = R.rate_h(self.state.rates, give, get, self.data.ladder_h)
        give_strong = R.stronger(self.state.rates, give, get)
        out = [(2, k) if give_strong else (k, 2)]
        if k > 2 and 4 % k == 0:
            small = 4 // k
            out.append((small, 2) if give_strong else (2, small))
        return out

    def holding(self, owner: int) -> LoanItem | None:
        """The loan ``owner`` has in the queue, or None (F-11.4)."""
        for q in self.state.queue:
            if isinstance(q, LoanItem) and q.owner == owner:
                return q
        return None

    # ---- checks ----------------------------------------------------------------------------

    def _currency(self, c: int, what: str) -> None:
        if not 0 <= c < len(self.data.currencies):
            raise IllegalDecision(f"{what}: a currency 0..{len(self.data.currencies) - 1}.")

    def _check_spot(self, seat: int, d: Spot) -> None:
        st = self.state
        if st.spot_done:
            raise IllegalDecision(tr("You have already made a spot trade this turn (F-7.4)."))
        if not 0 <= d.to < len(st.seats) or d.to == seat:
            raise IllegalDecision(tr("Offer the spot trade to another player (F-7.1)."))
        self._currency(d.give, "give")
        self._currency(d.get, "get")
        if d.give == d.get:
            raise IllegalDecision(tr("A spot trade exchanges two different currencies "
                                     "(F-17.5)."))
        opts = self.spot_options(d.give, d.get)
        pick = opts[0] if d.give_h == 0 else next((o for o in opts if o[0] == d.give_h), None)
        if pick is None:
            amounts = tr(" or ").join(_units(o[0]) for o in opts)
            raise IllegalDecision(tr("At today's rate you may give {amounts} {currency} "
                                     "(F-7.2).").format(amounts=amounts,
                                                        currency=self.data.currencies[d.give]))
        give_h, get_h = pick
        cur = self.data.currencies
        if st.seats[seat].money[d.give] < give_h:
            raise IllegalDecision(tr("You do not hold {amount} (F-7.3).").format(
                amount=f"{_units(give_h)} {cur[d.give]}"))
        other = st.seats[d.to]
        if other.money[d.get] < get_h:
            raise IllegalDecision(tr("{name} does not hold {amount} (F-7.3).").format(
                name=other.name, amount=f"{_units(get_h)} {cur[d.get]}"))

    def _check_contract(self, seat: int, d: Contract) -> None:
        if self._free_letter_index() < 0:
            raise IllegalDecision(tr("Every contract letter is in use (F-8.1)."))
        self._currency(d.pay, "pay")
        self._currency(d.get, "get")
        if d.pay == d.get:
            raise IllegalDecision(tr("A contract pays one currency and receives another "
                                     "(F-17.5)."))
        lo, hi = self.data.contract_min, self.data.contract_max
        if not lo <= d.n <= hi:
            raise IllegalDecision(tr("The stronger amount is a whole number {min} to {max} "
                                     "(F-8.2).").format(min=lo, max=hi))

    def _check_invest(self, seat: int, d: Invest) -> None:
        cs = d.currencies
        m = self.data.max_invest
        if not 1 <= len(cs) <= m:
            raise IllegalDecision(tr("Buy 1 to {n} certificates (F-9.1).").format(n=m))
        for c in cs:
            self._currency(c, "invest")
        if len(set(cs)) != len(cs):
            raise IllegalDecision(tr("Two certificates bought together are of different "
                                     "currencies (F-9.1)."))
        ok = self.buyable(seat)
        for c in cs:
            if c not in ok:
                raise IllegalDecision(self._why_not_buyable(seat, c))

    def _why_not_buyable(self, seat: int, c: int) -> str:
        d = self.data
        s = self.state.seats[seat]
        name = d.currencies[c]
        if self.state.supply[c] < 1:
            return tr("No {currency} certificate is left in the supply (F-9.2).").format(
                currency=name)
        if s.certs[c] >= d.max_certificates_held:
            return tr("You already hold {n} {currency} certificates (F-9.2).").format(
                n=d.max_certificates_held, currency=name)
        return tr("A {currency} certificate costs {price} {currency} (F-9.1).").format(
            currency=name, price=_units(d.certificate_price_h))

    def _check_divest(self, seat: int, d: Divest) -> None:
        self._currency(d.currency, "divest")
        held = self.state.seats[seat].certs[d.currency]
        if held < 1:
            raise IllegalDecision(tr("You hold no {currency} certificate (F-6.2).").format(
                currency=self.data.currencies[d.currency]))
        if not 1 <= d.count <= held:
            raise IllegalDecision(tr("Sell 1 to {n} certificates (F-10.1).").format(n=held))

    # ---- applying --------------------------------------------------------------------------

    def _apply(self, req: Request, d: Decision) -> None:
        st = self.state
        if isinstance(d, Spot):
            give_h, get_h = (self.spot_options(d.give, d.get)[0] if d.give_h == 0 else
                             next(o for o in self.spot_options(d.give, d.get)
                                  if o[0] == d.give_h))
            st.offers_made += 1
            st.frames.append(OfferFrame(st.active, d.to, d.give, give_h, d.get, get_h))
            self._events.append(SpotOffered(st.active, d.to, d.give, give_h, d.get, get_h))
        elif isinstance(d, Reply):
            f = st.frames.pop()
            assert isinstance(f, OfferFrame)
            if d.accept:
                a, b = st.seats[f.by], st.seats[f.to]
                a.money[f.give] -= f.give_h
                b.money[f.give] += f.give_h
                b.money[f.get] -= f.get_h
                a.money[f.get] += f.get_h
                st.spot_done = True
            self._events.append(SpotAnswered(f.by, f.to, d.accept))
        elif isinstance(d, Contract):
            self._make_contract(req.seat, d)
            self._next_turn()
        elif isinstance(d, Invest):
            self._invest(req.seat, d.currencies)
            self._next_turn()
        elif isinstance(d, Divest):
            self._divest(req.seat, d)
        elif isinstance(d, Sell):
            f = st.frames[-1]
            assert isinstance(f, FollowFrame)
            if d.count:
                self._sell(req.seat, f.currency, d.count, True)
            f.idx += 1
            if f.idx >= len(f.order):
                st.frames.pop()
                self._next_turn()
        elif isinstance(d, Resolve):
            self._resolve_turn()
        elif isinstance(d, Choose):
            f = st.frames.pop()
            assert isinstance(f, ChooseFrame)
            if f.purpose == "dividend":
                self._move(d.currency, True)
                self._after_dividend()
            else:
                self._events.append(StrongestChosen(d.currency, "choice", f.seat))
                self._finish(d.currency)

    def _free_letter_index(self) -> int:
        for i, owner in enumerate(self.state.letters):
            if owner < 0:
                return i
        return -1

    def _move(self, c: int, up: bool) -> None:
        rates = self.state.rates
        if up:
            R.strengthen(rates, c)
        else:
            R.weaken(rates, c)
        self._events.append(RatesMoved(c, "strengthen" if up else "weaken", tuple(rates),
                                       tuple(R.wins(rates))))

    def _make_contract(self, seat: int, d: Contract) -> None:
        st = self.state
        i = self._free_letter_index()
        pay_h, get_h = self.contract_amounts(d.pay, d.get, d.n)
        st.letters[i] = seat
        st.queue.append(ContractItem(i, seat, d.pay, pay_h, d.get, get_h))
        self._events.append(ContractMade(seat, self.data.letters[i], d.pay, pay_h, d.get,
                                         get_h))

    def _invest(self, seat: int, cs: tuple[int, ...]) -> None:
        st = self.state
        price = self.data.certificate_price_h
        s = st.seats[seat]
        for c in cs:  # F-9.3: each strengthened right after its purchase
            s.money[c] -= price
            s.certs[c] += 1
            st.supply[c] -= 1
            self._events.append(CertificateBought(seat, c, price))
            self._move(c, True)

    def _sell(self, seat: int, c: int, count: int, follow: bool) -> None:
        st = self.state
        s = st.seats[seat]
        got = count * self.data.divest_price_h
        s.certs[c] -= count
        s.money[c] += got
        st.sold[c] += count
        self._events.append(CertificatesSold(seat, c, count, got, follow))
        for _ in range(count):  # F-10.3: weakened right after each seller's sale
            self._move(c, False)

    def _divest(self, seat: int, d: Divest) -> None:
        st = self.state
        self._sell(seat, d.currency, d.count, False)
        n = len(st.seats)
        order = [(seat + i) % n for i in range(1, n)]
        order = [p for p in order if st.seats[p].certs[d.currency] > 0]  # F-10.2: skipped
        if order:
            st.frames.append(FollowFrame(seat, d.currency, order))
        else:
            self._next_turn()

    def _next_turn(self) -> None:
        st = self.state
        if st.phase != "play":
            return
        st.active = (st.active + 1) % len(st.seats)
        st.turn += 1
        st.spot_done = False
        st.offers_made = 0
        st.frames = [TurnFrame()]
        self._events.append(TurnStarted(st.turn, st.active))

    def _resolve_turn(self) -> None:
        """F-11: Resolve as the turn's action."""
        st = self.state
        front = st.queue[0]
        if isinstance(front, DividendItem):
            self._dividend()
            return
        if self._resolve_item():
            self._next_turn()

    def _resolve_item(self) -> bool:
        """Resolve the front contract or loan (F-11.2–F-11.5). False after a bankruptcy (the
        game is then over)."""
        st = self.state
        item = st.queue.pop(0)
        letters = self.data.letters
        if isinstance(item, ContractItem):
            s = st.seats[item.owner]
            payable = s.money[item.pay] >= item.pay_h  # F-11.2: the whole amount, held before
            s.money[item.get] += item.get_h
            if payable:
                s.money[item.pay] -= item.pay_h
                st.letters[item.letter] = -1
                self._events.append(ContractSettled(item.owner, letters[item.letter], item.pay,
                                                    item.pay_h, item.get, item.get_h))
                return True
            # F-11.3/F-11.4: received anyway; the debt + 1 unit becomes or joins a loan
            debt = item.pay_h + self.data.loan_surcharge_h
            loan = self.holding(item.owner)
            if loan is None:
                loan = LoanItem(item.letter, item.owner, [[item.pay, debt]])
                st.queue.append(loan)
                joined = False
            else:
                st.letters[item.letter] = -1
                for line in loan.lines:
                    if line[0] == item.pay:
                        line[1] += debt
                        break
                else:
                    loan.lines.append([item.pay, debt])
                joined = True
            self._events.append(ContractDefaulted(
                item.owner, letters[item.letter], item.get, item.get_h, letters[loan.letter],
                tuple((a, b) for a, b in loan.lines), joined))
            return True
        assert isinstance(item, LoanItem)
        s = st.seats[item.owner]
        lines = tuple((a, b) for a, b in item.lines)
        if all(s.money[c] >= h for c, h in item.lines):
            for c, h in item.lines:
                s.money[c] -= h
            st.letters[item.letter] = -1
            self._events.append(LoanRepaid(item.owner, letters[item.letter], lines))
            return True
        st.queue.insert(0, item)  # F-15.1: nothing more is resolved; the board stands
        s.bankrupt = True
        st.bankrupt = item.owner
        self._events.append(Bankrupt(item.owner, letters[item.letter], lines))
        self._score("bankruptcy")
        return False

    def _dividend(self) -> None:
        """F-12: pay the top card, move or remove the stack, strengthen the most held."""
        st = self.state
        d = self.data
        stack = st.queue.pop(0)
        assert isinstance(stack, DividendItem)
        number = st.dividends_paid + 1
        per = d.dividends[number - 1] * 2
        eight = R.eight_box(st.rates)
        paid = []
        c_n = len(d.currencies)
        if per:
            for i, s in enumerate(st.seats):
                for c in range(c_n):
                    if s.certs[c] and not eight[c]:
                        amount = s.certs[c] * per
                        s.money[c] += amount
                        paid.append((i, c, amount))
        st.dividends_paid = number
        stack.left -= 1
        final = stack.left == 0
        if not final:
            st.queue.append(stack)  # F-12.3
        else:
            st.final_resolver = st.active
        self._events.append(DividendPaid(number, per, tuple(paid),
                                         tuple(c for c in range(c_n) if eight[c]), final))
        held = [sum(s.certs[c] for s in st.seats) for c in range(c_n)]
        top = max(held)
        options = [c for c in range(c_n) if held[c] == top]
        if len(options) == 1:
            self._move(options[0], True)
            self._after_dividend()
        else:  # F-12.4/F-17.6: the active player chooses
            st.frames.append(ChooseFrame(st.active, "dividend", options))
            self._events.append(DividendTie(st.active, tuple(options)))

    def _after_dividend(self) -> None:
        st = self.state
        if st.dividends_paid < len(self.data.dividends):
            self._next_turn()
            return
        # F-12.5/F-13: the end phase
        st.phase = "end"
        st.frames = []
        self._events.append(EndPhaseStarted(len(st.queue)))
        while st.queue:
            if not self._resolve_item():
                return
        self._score("queue_empty")

    def _score(self, reason: str) -> None:
        """F-14.1: find the Strongest currency (asking the last player on a full tie)."""
        st = self.state
        st.end_reason = reason
        st.phase = "end"
        w = R.wins(st.rates)
        top = max(w)
        tied = [c for c in range(len(w)) if w[c] == top]
        if len(tied) == 1:
            self._events.append(StrongestChosen(tied[0], "wins"))
            self._finish(tied[0])
            return
        held = [sum(s.certs[c] for s in st.seats) for c in range(len(w))]
        most = max(held[c] for c in tied)
        tied = [c for c in tied if held[c] == most]
        if len(tied) == 1:
            self._events.append(StrongestChosen(tied[0], "certificates"))
            self._finish(tied[0])
            return
        st.frames = [ChooseFrame(st.active, "strongest", tied)]

    def _finish(self, strongest: int) -> None:
        """F-14.2/F-14.3/F-15.1: convert, rank, and end."""
        st = self.state
        lad = self.data.ladder_h
        st.strongest = strongest
        scores = [sum(R.to_strongest(s.money[h], h, strongest, st.rates, lad)
                      for h in range(len(s.money))) for s in st.seats]
        st.scores = scores
        alive = [i for i, s in enumerate(st.seats) if not s.bankrupt]
        keyed = sorted(alive, key=lambda i: (-scores[i], -st.seats[i].certs[strongest], i))
        ranking: list[tuple[int, int]] = []
        for pos, seat in enumerate(keyed):
            key = (scores[seat], st.seats[seat].certs[strongest])
            prev = keyed[pos - 1] if pos else None
            if prev is not None and (scores[prev], st.seats[prev].certs[strongest]) == key:
                place = ranking[-1][0]
            else:
                place = pos + 1
            ranking.append((place, seat))
        for i, s in enumerate(st.seats):
            if s.bankrupt:
                ranking.append((len(alive) + 1, i))
        st.ranking = ranking
        st.phase = "over"
        st.frames = []
        self._events.append(GameOver(st.end_reason, strongest, tuple(scores),  # type: ignore
                                     tuple(ranking), st.bankrupt))

    def _take_events(self) -> list[Event]:
        ev, self._events = self._events, []
        return ev


def _units(h: int) -> str:
    """Half-units as units: 3 -> "1.5", 4 -> "2"."""
    return str(h // 2) if h % 2 == 0 else f"{h // 2}.5"


def _checked_type(decision: object) -> Decision:
    """The door's type check: a FOR-EX decision whose fields have exactly their types."""
    if not isinstance(decision, _DECISION_TYPES):
        raise IllegalDecision(f"{type(decision).__name__} is not a FOR-EX decision.")
    try:
        raw = msgspec.to_builtins(decision)
        return msgspec.convert(raw, type(decision), strict=True)
    except (msgspec.ValidationError, TypeError) as exc:
        raise IllegalDecision(f"That decision is malformed: {exc}.") from None


def _copy_item(q):
    if isinstance(q, ContractItem):
        return ContractItem(q.letter, q.owner, q.pay, q.pay_h, q.get, q.get_h)
    if isinstance(q, LoanItem):
        return LoanItem(q.letter, q.owner, [list(x) for x in q.lines])
    return DividendItem(q.left)


def _copy_frame(f):
    if isinstance(f, TurnFrame):
        return TurnFrame()
    if isinstance(f, OfferFrame):
        return OfferFrame(f.by, f.to, f.give, f.give_h, f.get, f.get_h)
    if isinstance(f, FollowFrame):
        return FollowFrame(f.divester, f.currency, list(f.order), f.idx)
    return ChooseFrame(f.seat, f.purpose, list(f.options))


def copy_state(st: GameState) -> GameState:
    """A fast deep copy of a state (the log is shared: it is append-only)."""
    return GameState(
        config=st.config, rng=Rng(st.rng.state),
        seats=[SeatState(s.name, list(s.money), list(s.certs), s.bankrupt) for s in st.seats],
        rates=list(st.rates), supply=list(st.supply), removed=list(st.removed),
        sold=list(st.sold), letters=list(st.letters), queue=[_copy_item(q) for q in st.queue],
        turn=st.turn, first_player=st.first_player, active=st.active, spot_done=st.spot_done,
        offers_made=st.offers_made, dividends_paid=st.dividends_paid,
        final_resolver=st.final_resolver, phase=st.phase,
        frames=[_copy_frame(f) for f in st.frames], end_reason=st.end_reason,
        bankrupt=st.bankrupt, strongest=st.strongest, scores=list(st.scores),
        ranking=list(st.ranking), log=list(st.log))
