"""The turn machine: the engine's one door.

    game, events = new_game(GameConfig(seats=(...), seed=1234))
    game.requests()             -> tuple[Request, ...]   # who must decide what now
    game.submit(seat, decision) -> list[Event]           # raises IllegalDecision, changes nothing
    game.view(seat)             -> SeatView              # what that seat may know (C-10.5)
    game.is_over, game.ranking()                        # (place, seat) best first (C-5.15)

The machine keeps its place in ``state.frames``, a stack of procedures under way (a turn, an
auction, a sale, a dice dialogue …). A handler either returns the requests it waits for, or
changes the stack and lets the loop go on. Every chance draw comes from ``state.rng`` (C-11.1).
"""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from cresus_tui.games import protocol
from cresus_tui.i18n import N_, tr, tr_n

from .cards import COLOURS, Rules, load_rules
from .decisions import (
    Answer, Bid, Buy, BuyLuxury, Decision, Done, Keep, Move, Offer, PickMarket, RepayLoan, Reply,
    Sell, SellLuxury, Stop,
)
from .events import (
    BidsRevealed, CresusDrawn, CresusReshuffled, DecisionTaken, DiceRolled, Event, ExpertDiscarded,
    ExpertRevealed, ExpertUsed, ExpertWon, GambleResult, GameOver, GameStarted, LoanRepaid,
    LoanTaken, LuxuryBought, LuxurySold, MonopolyUsed, OfferAnswered, OfferMade, PartnerUsed,
    ParticipationRevealed, PawnsMoved, Payment, PhaseStarted, PirateAttack, PlayerEliminated,
    SectorBonus, ShareAcquired, ShareReturned, SharesRevealed, ShareSold, TournamentResult,
    TurnStarted,
)
from .requests import (
    BidRequest, BuyRequest, DebtRequest, EntryRequest, ExpertSectorRequest, JoinRequest,
    LuxuryRequest, MonopolyRequest, MoveRequest, OfferRequest, PartnerRequest, Request,
    SellRequest, ThrowRequest,
)
from cresus_tui.games.protocol import check_decision, check_seat

from .config_check import check_config
from .rng import new_rng
from .state import (
    AuctionFrame, CresusFrame, DebtFrame, Frame, GameConfig, GameState, Logged, MoveFrame,
    PendingOffer, PurchaseFrame, SaleFrame, SeatState, SellFrame, ThrowFrame, TurnFrame,
)
from .view import PublicSeat, SeatView

BANK = -1


class IllegalDecision(protocol.IllegalDecision):
    """A decision the rules do not allow now. ``reason`` is a sentence a person can read."""


def counts_of(dice: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    """Counts per colour (length 6) of a list of die faces 0..5."""
    c = [0] * 6
    for d in dice:
        c[d] += 1
    return tuple(c)


_MAX_STEPS = 100_000  # turn-machine steps between two decisions; a real game takes far fewer
_PURCHASE_STAGES = ("reveal", "expert", "buy", "single", "join", "return")

_ENCODER = msgspec.msgpack.Encoder()
_DECODER = msgspec.msgpack.Decoder(GameState)


def new_game(config: GameConfig, rules: Rules | None = None) -> tuple[Game, list[Event]]:
    """Set up a game (C-4.1, C-4.2, C-4.3) and play until the first decision.

    Returns the game and the opening events. Raises ValueError for a config the rules do not
    allow (fewer than 2 or more than 6 seats, C-1.1; an unknown level or personality, a seed
    outside 0 .. 2**64-1, see ``config_check``; a scenario naming unknown cards)."""
    rules = rules or load_rules()
    data = rules.data
    check_config(config)
    rng = new_rng(config.seed)
    sc = config.scenario
    piles: list[list[str]] = []
    for m in range(6):
        pile = [s.id for s in rules.shares.values() if s.market == m]
        if sc and sc.piles is not None:
            pile = _scripted(list(sc.piles[m]), pile, f"pile of market {m}")
        else:
            rng.shuffle(pile)
        piles.append(pile)
    experts = list(rules.experts)
    if sc and sc.experts is not None:
        unknown = [e for e in sc.experts if e not in rules.experts]
        if unknown or len(set(sc.experts)) != len(sc.experts):
            raise ValueError(f"scenario experts: unknown or repeated cards {unknown}")
        if not 1 <= len(sc.experts) <= data.experts_in_game:  # C-4.3: at most 10 turns
            raise ValueError(f"scenario experts: 1 to {data.experts_in_game} cards, "
                             f"not {len(sc.experts)}")
        pile = list(sc.experts)
        aside = [e for e in experts if e not in pile]
    else:
        rng.shuffle(experts)
        pile, aside = experts[: data.experts_in_game], experts[data.experts_in_game:]
    deck = list(range(len(data.cresus)))
    if sc and sc.cresus is not None:
        deck = _scripted(list(sc.cresus), deck, "Crésus deck")
    else:
        rng.shuffle(deck)
    seats = [SeatState(s.name, data.starting_cash) for s in config.seats]
    st = GameState(config, rng, seats, piles, pile, aside, cresus_deck=deck)
    if sc and sc.dice:
        st.rng.forced = list(sc.dice)
    if sc and sc.first_player is not None:
        st.first_player = sc.first_player % len(seats)
    else:
        st.first_player = rng.below(len(seats))
    st.frames = [TurnFrame()]
    game = Game(st, rules)
    game._events = [GameStarted(tuple(s.name for s in config.seats), data.starting_cash)]
    game._run()
    return game, game._take_events()


def _scripted(order: list, full: list, what: str) -> list:
    """A scripted order on top, the rest of the cards after it in their natural order."""
    if any(x not in full for x in order) or len(set(order)) != len(order):
        raise ValueError(f"scenario {what}: unknown or repeated cards in {order}")
    return order + [x for x in full if x not in order]


class Game:
    """A game in progress: the state plus the rules it is played by. ``other_rules``: "" for
    a game played under these rules from its start; else the rules data its beginning was
    played with (a save of another version whose log no longer replays here, see
    ``saving.load_other_rules``): its saves then keep its snapshot as the truth."""

    other_rules = ""
    offers_outlive_sales = False
    """True for a game saved by a version where an offer naming a share outlived the start
    of that share's sale, whose log replays only so (``saving.load_body``); it plays on so."""

    def __init__(self, state: GameState, rules: Rules | None = None) -> None:
        self.state = state
        self.rules = rules or load_rules()
        self._events: list[Event] = []
        self._steps: dict[type, Callable[[Frame], list[Request] | None]] = {
            TurnFrame: self._step_turn, AuctionFrame: self._step_auction,
            MoveFrame: self._step_move, CresusFrame: self._step_cresus,
            DebtFrame: self._step_debt, ThrowFrame: self._step_throw,
            SellFrame: self._step_sell, SaleFrame: self._step_sale,
            PurchaseFrame: self._step_purchase,
        }

    # ---- the door ------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.state.over

    def requests(self) -> tuple[Request, ...]:
        """Who must decide what now. Secret requests to several seats come together."""
        st = self.state
        reqs = tuple(st.pending)
        if st.offer is not None:
            o = st.offer
            reqs += (OfferRequest(o.to, o.seat, o.give_shares, o.give_cash, o.take_shares,
                                  o.take_cash),)
        return reqs

    def request_for(self, seat: int) -> Request | None:
        """The request waiting for ``seat`` (a trade offer first), or None."""
        for r in reversed(self.requests()):
            if r.seat == seat:
                return r
        return None

    def submit(self, seat: int, decision: Decision) -> list[Event]:
        """Apply one seat's decision and play on until decisions are needed again.

        Returns the events that followed, in order. Raises IllegalDecision (with a reason a
        person can read) and changes nothing when the decision is not allowed now."""
        st = self.state
        if st.over:
            raise IllegalDecision(tr("The game is over."))
        check_seat(seat, len(st.seats), IllegalDecision)
        check_decision(decision, Decision, IllegalDecision)  # types at the door
        if st.seats[seat].eliminated:
            raise IllegalDecision(tr("You are out of the game."))
        self._events = []
        if isinstance(decision, SellLuxury):
            self._check_sell_luxury(seat, decision)
            st.log.append(Logged(seat, decision))
            self._sell_luxuries(seat, decision.count)
            self._refresh_after_cash_change(seat)
            self._run()
            return self._take_events()
        if isinstance(decision, Offer):
            self._check_offer(seat, decision)
            st.log.append(Logged(seat, decision))
            st.seats[seat].offers_made += 1
            st.offer = PendingOffer(seat, decision.to, tuple(decision.give_shares),
                                    decision.give_cash, tuple(decision.take_shares),
                                    decision.take_cash)
            self._emit(OfferMade(seat, decision.to, tuple(decision.give_shares),
                                 decision.give_cash, tuple(decision.take_shares),
                                 decision.take_cash))
            return self._take_events()
        if isinstance(decision, Reply):
            if st.offer is None or st.offer.to != seat:
                raise IllegalDecision(tr("Nobody has made you an offer to answer."))
            st.log.append(Logged(seat, decision))
            self._answer_offer(decision.accept)
            return self._take_events()
        req = next((r for r in st.pending if r.seat == seat), None)
        if req is None:
            raise IllegalDecision(self._not_your_turn(seat))
        self._check(req, decision)
        st.log.append(Logged(seat, decision))
        st.pending.remove(req)
        self._resume(st.frames[-1], req, decision)
        if req.secret:  # every seat's, the last one's too: then comes the reveal (C-7.4)
            self._emit(DecisionTaken(seat, type(req).__struct_config__.tag))  # type: ignore
        self._run()
        return self._take_events()

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know (C-10.5): public facts, its own requests and its own secret
        choices not yet revealed. Never a pile order, the set-aside Expert cards or another
        seat's pending choice."""
        st = self.state
        players = tuple(
            PublicSeat(s.name, s.cash, tuple(s.shares), s.luxuries, tuple(s.experts),
                       s.position, s.previous, s.barred, s.partner, s.loan, s.loan_taken,
                       s.eliminated)
            for s in st.seats)
        mine: dict[str, int] = {}
        for f in st.frames:
            if isinstance(f, MoveFrame) and seat in f.choices:
                mine["market"] = f.choices[seat]
            elif isinstance(f, AuctionFrame) and seat in f.bids:
                mine["bid"] = f.bids[seat]
            elif isinstance(f, PurchaseFrame) and seat in f.joined:
                mine["join"] = int(f.joined[seat])
        dice: tuple[int, ...] = ()
        if st.frames and isinstance(st.frames[-1], ThrowFrame):
            dice = tuple(st.frames[-1].dice)
        return SeatView(
            seat=seat, turn=st.turn, phase=st.phase, first_player=st.first_player,
            players=players, pile_sizes=tuple(len(p) for p in st.piles),
            revealed=tuple(st.revealed), closed=tuple(st.closed),
            experts_left=len(st.expert_pile), experts_gone=tuple(st.experts_gone),
            cresus_left=len(st.cresus_deck), cresus_discard=tuple(st.cresus_discard),
            requests=tuple(r for r in self.requests() if r.seat == seat),
            my_choices=mine, dice=dice, over=st.over, ranking=tuple(map(tuple, st.ranking)),
            market_players=self._market_players(),
            offer_pending=st.offer is not None and seat in (st.offer.seat, st.offer.to),
            offer_waiting=st.offer is not None,
            offers_left=max(0, self.offer_limit(seat) - st.seats[seat].offers_made),
            decisions=len(st.log),
            phase_market=self._phase_market(),
        )

    def _phase_market(self) -> int:
        """The market whose purchase or sale is under way (public), else -1."""
        st = self.state
        for f in st.frames:
            if isinstance(f, TurnFrame) and f.stage in ("purchase", "sale"):
                return f.market - 1 if 0 < f.market <= 6 else -1
        return -1

    def ranking(self) -> list[tuple[int, int]]:
        """C-5.15: (place, seat) best first; tied seats share a place. Empty until the end."""
        return [tuple(x) for x in self.state.ranking]  # type: ignore[misc]

    def encode(self) -> bytes:
        """The whole state as msgpack bytes (C-11.1)."""
        return _ENCODER.encode(self.state)

    @classmethod
    def decode(cls, data: bytes, rules: Rules | None = None) -> Game:
        """A game from ``encode()`` bytes. Raises msgspec.DecodeError/ValidationError."""
        return cls(_DECODER.decode(data), rules)

    def clone(self) -> Game:
        game = Game(_DECODER.decode(_ENCODER.encode(self.state)), self.rules)
        game.other_rules = self.other_rules
        game.offers_outlive_sales = self.offers_outlive_sales
        return game

    # ---- helpers -------------------------------------------------------------------------

    def _emit(self, event: Event) -> None:
        self._events.append(event)

    def _take_events(self) -> list[Event]:
        ev, self._events = self._events, []
        return ev

    def _name(self, seat: int) -> str:
        return self.state.seats[seat].name

    def _order(self) -> list[int]:
        """Seats still playing, in turn order from the first player (C-4.3)."""
        st = self.state
        seats = st.seats
        n = len(seats)
        first = st.first_player
        order = [i for i in range(first, n) if not seats[i].eliminated]
        order += [i for i in range(first) if not seats[i].eliminated]
        return order

    def _present(self, market: int) -> list[int]:
        """Seats playing on ``market`` this turn, in turn order: their pawn or a Partenaire."""
        seats = self.state.seats
        return [s for s in self._order()
                if seats[s].position == market or seats[s].partner == market]

    def _market_players(self) -> tuple[tuple[int, ...], ...]:
        seats = self.state.seats
        out: list[list[int]] = [[], [], [], [], [], []]
        for s in self._order():
            st = seats[s]
            if st.position >= 0:
                out[st.position].append(s)
            if st.partner >= 0:
                out[st.partner].append(s)
        return tuple(map(tuple, out))

    def _can_buy(self, seat: int, market: int) -> bool:
        """C-5.3: a pawn back on last turn's market may not buy there (a Partenaire may)."""
        s = self.state.seats[seat]
        return s.partner == market or (s.position == market and not s.barred)

    def _active(self, market: int) -> bool:
        return any(not s.eliminated and (s.position == market or s.partner == market)
                   for s in self.state.seats)

    def _move_money(self, payer: int, payee: int, amount: int, kind: str,
                    subject: str = "") -> None:
        if amount <= 0:
            return
        seats = self.state.seats
        if payer == BANK:
            seats[payee].cash += amount
            seats[payee].from_bank += amount
        elif payee == BANK:
            seats[payer].cash -= amount
            seats[payer].to_bank += amount
        else:
            seats[payer].cash -= amount
            seats[payer].to_seats += amount
            seats[payee].cash += amount
            seats[payee].from_seats += amount
        self._emit(Payment(payer, payee, amount, kind, subject))  # type: ignore[arg-type]

    def _return_share(self, share: str) -> None:
        """C-3.4: under the pile of its origin market."""
        m = self.rules.shares[share].market
        self.state.piles[m].append(share)
        self._emit(ShareReturned(share, m))

    def _acquire(self, seat: int, share: str, price: int, how: str) -> None:
        """Take a share, pay ``price`` to the bank, then the sector bonus (C-2.2, C-5.10)."""
        st = self.state
        if share in st.revealed:
            st.revealed.remove(share)
        self._move_money(seat, BANK, price, how, share)
        st.seats[seat].shares.append(share)
        self._emit(ShareAcquired(seat, share, price, how))  # type: ignore[arg-type]
        if how == "trade":
            return  # C-2.3
        sector = self.rules.shares[share].sector
        count = sum(1 for s in st.seats[seat].shares if self.rules.shares[s].sector == sector)
        if count >= 2:
            amount = self.rules.sectors[sector].bonus[min(count, 4) - 2]
            self._move_money(BANK, seat, amount, "sector_bonus", sector)
            self._emit(SectorBonus(seat, sector, count, amount))

    def _discard_expert(self, seat: int, card: str, reason: str) -> None:
        if seat != BANK:
            self.state.seats[seat].experts.remove(card)
        self.state.experts_gone.append(card)
        self._emit(ExpertDiscarded(card, reason))  # type: ignore[arg-type]

    def _luxury_value(self, seat: int) -> int:
        lux = self.rules.data.luxuries
        pct = self.rules.data.luxury_sale_percent
        return sum(lux[r].price * pct // 100 for r in range(self.state.seats[seat].luxuries))

    def _sell_luxuries(self, seat: int, count: int) -> None:
        """C-8.2: the most valuable first, for half the price rounded down."""
        s = self.state.seats[seat]
        pct = self.rules.data.luxury_sale_percent
        for _ in range(count):
            rank = s.luxuries
            amount = self.rules.data.luxuries[rank - 1].price * pct // 100
            s.luxuries -= 1
            self._emit(LuxurySold(seat, rank, amount))
            self._move_money(BANK, seat, amount, "luxury_sale", str(rank))

    def _refresh_after_cash_change(self, seat: int) -> None:
        """Cash or shares changed outside the flow (a luxury sale, a trade): re-state the seat's
        waiting request; a debt request is dropped so that the debt is looked at again."""
        st = self.state
        s = st.seats[seat]
        for i, r in enumerate(st.pending):
            if r.seat != seat:
                continue
            if isinstance(r, DebtRequest):
                del st.pending[i]
                self._run()
            elif isinstance(r, LuxuryRequest):
                st.pending[i] = self._luxury_request(seat) or r
            elif isinstance(r, SellRequest):
                st.pending[i] = msgspec.structs.replace(r, shares=tuple(s.shares))
            elif hasattr(r, "cash"):
                st.pending[i] = msgspec.structs.replace(r, cash=s.cash)  # type: ignore
            return

    def _not_your_turn(self, seat: int) -> str:
        waiting = sorted({self._name(r.seat) for r in self.requests()})
        if not waiting:
            return tr("Nothing is waiting for a decision.")
        return tr("You have nothing to decide now; waiting for {waiting}.").format(
            waiting=", ".join(waiting))

    # ---- the loop ------------------------------------------------------------------------

    def _run(self) -> None:
        st = self.state
        steps = 0
        while not st.pending and st.frames and not st.over:
            steps += 1
            if steps > _MAX_STEPS:  # a state no game reaches: never loop forever on it
                raise RuntimeError("the turn machine made no progress")
            reqs = self._steps[type(st.frames[-1])](st.frames[-1])
            if reqs:
                st.pending = reqs

    def _push(self, frame: Frame) -> None:
        self.state.frames.append(frame)

    def _pop(self) -> None:
        self.state.frames.pop()

    # ---- the turn (chapter 5) ------------------------------------------------------------

    def _set_phase(self, phase: str, market: int = -1) -> None:
        self.state.phase = phase
        self._emit(PhaseStarted(phase, market))  # type: ignore[arg-type]

    def _step_turn(self, f: TurnFrame) -> list[Request] | None:
        st = self.state
        stage = f.stage
        if stage == "start":
            st.turn += 1
            if st.turn > 1:
                n = len(st.seats)
                nxt = (st.first_player + 1) % n
                while st.seats[nxt].eliminated:
                    nxt = (nxt + 1) % n
                st.first_player = nxt
            for s in st.seats:
                s.previous, s.barred, s.partner, s.offers_made, s.island = (
                    s.position, False, -1, 0, False)
            st.closed = []
            self._emit(TurnStarted(st.turn, st.first_player, len(st.expert_pile)))
            f.stage = "expert"
        elif stage == "expert":
            self._set_phase("expert")
            card = st.expert_pile.pop(0)
            self._emit(ExpertRevealed(card, len(st.expert_pile), not st.expert_pile))
            f.stage = "movement"
            if self.rules.experts[card].kind == "pirate":  # C-6.3
                face = st.rng.die()
                st.closed.append(face)
                self._emit(PirateAttack(card, face, face))
                self._discard_expert(BANK, card, "pirate")
            else:  # C-5.1: sealed-bid auction open to all
                self._push(AuctionFrame(card, "expert", self._order()))
        elif stage == "movement":
            self._set_phase("movement")
            f.stage, f.idx = "monopoly", 0
            self._push(MoveFrame(self._order()))
        elif stage == "monopoly":  # C-5.4, C-6.4
            order = self._order()
            while f.idx < len(order):
                seat = order[f.idx]
                s = st.seats[seat]
                card = next((e for e in s.experts if self.rules.experts[e].kind == "monopoly"),
                            None)
                others = tuple(o for o in order if o != seat and st.seats[o].position == s.position)
                if card is not None and others:
                    return [MonopolyRequest(seat, s.position, card, others)]
                f.idx += 1
            f.stage, f.idx = "partner", 0
        elif stage == "partner":  # C-6.5
            order = self._order()
            while f.idx < len(order):
                seat = order[f.idx]
                card = next((e for e in st.seats[seat].experts
                             if self.rules.experts[e].kind == "partner"), None)
                free = self._free_markets()
                if card is not None and free:
                    return [PartnerRequest(seat, free, card)]
                f.idx += 1
            f.stage, f.market = "cresus", 0
            self._set_phase("cresus")
        elif stage == "cresus":  # C-5.5
            while f.market < 6 and not self._active(f.market):
                f.market += 1
            if f.market >= 6:
                f.stage, f.market = "purchase", 0
                self._set_phase("purchase")
                return None
            m = f.market
            f.market += 1
            card = self._draw_cresus()
            data = self.rules.data.cresus[card]
            affected = self._order() if data.scope == "table" else self._present(m)
            self._emit(CresusDrawn(m, card, data.name, tuple(affected)))
            self._push(CresusFrame(m, card, affected))
        elif stage in ("purchase", "sale"):  # C-5.6 … C-5.13
            while f.market < 6 and (not self._active(f.market) or f.market in st.closed):
                f.market += 1
            if f.market >= 6:
                if stage == "purchase":
                    f.stage, f.market = "sale", 0
                    self._set_phase("sale")
                else:
                    f.stage, f.idx = "luxury", 0
                    self._expire_offer()
                    self._set_phase("end_of_turn")
                return None
            m = f.market
            f.market += 1
            if stage == "purchase":
                self._push(PurchaseFrame(m))
            else:
                self._set_phase("sale", m)
                self._push(SaleFrame(m, self._present(m)))
        elif stage == "luxury":  # C-5.14
            order = self._order()
            while f.idx < len(order):
                seat = order[f.idx]
                req = self._luxury_request(seat)
                if req is not None:
                    return [req]
                f.idx += 1
            f.stage = "close"
        elif stage == "close":  # C-5.15
            self._close_turn()
        else:
            raise ValueError(f"unknown turn stage {stage[:40]!r}")
        return None

    def _free_markets(self) -> tuple[int, ...]:
        st = self.state
        taken = {s.position for s in st.seats if not s.eliminated}
        taken |= {s.partner for s in st.seats if not s.eliminated}
        return tuple(m for m in range(6) if m not in taken)

    def _draw_cresus(self) -> int:
        st = self.state
        if not st.cresus_deck:  # C-4.2 [DESIGN]
            st.cresus_deck, st.cresus_discard = st.cresus_discard, []
            st.rng.shuffle(st.cresus_deck)
            self._emit(CresusReshuffled(len(st.cresus_deck)))
        return st.cresus_deck.pop(0)

    def _luxury_request(self, seat: int) -> LuxuryRequest | None:
        s = self.state.seats[seat]
        lux = self.rules.data.luxuries
        if s.luxuries >= len(lux):
            return None
        affordable, total = 0, 0
        if s.loan == 0:
            for r in range(s.luxuries, min(s.luxuries + 2, len(lux))):
                total += lux[r].price
                if total > s.cash:
                    break
                affordable += 1
        if affordable == 0 and not (s.loan and s.cash >= s.loan):
            return None
        return LuxuryRequest(seat, s.luxuries + 1, s.cash, affordable, s.loan)

    def _expire_offer(self) -> None:
        o = self.state.offer
        if o is not None:
            self.state.offer = None
            self._emit(OfferAnswered(o.seat, o.to, False, "expired"))

    def _close_turn(self) -> None:
        st = self.state
        st.frames = []
        alive = [i for i, s in enumerate(st.seats) if not s.eliminated]
        if any(st.seats[i].island for i in alive):
            reason = "island"
        elif not st.expert_pile:
            reason = "experts"
        elif len(alive) <= 1:
            reason = "last_player"
        else:
            st.frames = [TurnFrame()]
            return
        st.over, st.end_reason, st.phase = True, reason, "over"
        st.ranking = self._rank()
        self._expire_offer()
        self._emit(GameOver(reason, tuple(map(tuple, st.ranking))))  # type: ignore[arg-type]

    def _rank(self) -> list[tuple[int, int]]:
        """C-5.15: island buyers first by cash; then by luxury count, then cash; the eliminated
        last, the later out ranked higher. Tied seats share a place."""
        st = self.state
        keyed = []
        for i, s in enumerate(st.seats):
            if s.eliminated:
                key = (0, s.eliminated_turn, 0, 0)
            elif s.island:
                key = (2, 0, 0, s.cash)
            else:
                key = (1, 0, s.luxuries, s.cash)
            keyed.append((key, i))
        keyed.sort(key=lambda kv: (tuple(-k for k in kv[0]), kv[1]))
        out: list[tuple[int, int]] = []
        for pos, (key, seat) in enumerate(keyed):
            place = out[-1][0] if out and keyed[pos - 1][0] == key else pos + 1
            out.append((place, seat))
        return out

    # ---- sealed-bid auctions (chapter 7) -------------------------------------------------

    def _step_auction(self, f: AuctionFrame) -> list[Request] | None:
        st = self.state
        bidders = [b for b in f.bidders if not st.seats[b].eliminated]
        missing = [b for b in bidders if b not in f.bids]
        for b in missing:
            if self._broke(b):  # C-7.2: with no cash and nothing to sell, the only bid is 0
                f.bids[b] = 0
        missing = [b for b in missing if b not in f.bids]
        if missing:
            return [BidRequest(b, f.lot, f.lot_kind, st.seats[b].cash, f.round, tuple(bidders))
                    for b in missing]
        bids = {b: f.bids[b] for b in bidders}
        top = max(bids.values(), default=0)
        winners = [b for b, v in bids.items() if v == top]
        self._pop()
        if top == 0:
            self._emit(BidsRevealed(f.lot, bids, f.round, "no_bid"))
            self._lot_unsold(f, "no_bid")
        elif len(winners) == 1:
            w = winners[0]
            self._emit(BidsRevealed(f.lot, bids, f.round, "won", w, top))
            if f.lot_kind == "expert":
                self._move_money(w, BANK, top, "expert_auction", f.lot)
                st.seats[w].experts.append(f.lot)
                self._emit(ExpertWon(w, f.lot, top))
            else:
                self._acquire(w, f.lot, top, "auction")
        elif f.round == 1:  # C-7.3: the tied players bid a second time
            self._emit(BidsRevealed(f.lot, bids, f.round, "tie"))
            self._push(AuctionFrame(f.lot, f.lot_kind, winners, f.market, 2))
        else:
            self._emit(BidsRevealed(f.lot, bids, f.round, "cancelled"))
            self._lot_unsold(f, "second_tie")
        return None

    def _lot_unsold(self, f: AuctionFrame, reason: str) -> None:
        if f.lot_kind == "expert":
            self.state.experts_gone.append(f.lot)
            self._emit(ExpertDiscarded(f.lot, reason))  # type: ignore[arg-type]
        else:
            self.state.revealed.remove(f.lot)
            self._return_share(f.lot)

    # ---- movement (C-5.2 … C-5.4, C-6.4) -------------------------------------------------

    def _step_move(self, f: MoveFrame) -> list[Request] | None:
        st = self.state
        movers = [s for s in f.seats if not st.seats[s].eliminated]
        missing = [s for s in movers if s not in f.choices]
        if missing:
            allowed = tuple(m for m in range(6) if m != f.forbidden)
            return [MoveRequest(s, allowed, st.seats[s].previous, f.forbidden >= 0)
                    for s in missing]
        moves = {s: f.choices[s] for s in movers}
        for s, m in moves.items():
            st.seats[s].position = m
            st.seats[s].barred = m == st.seats[s].previous
        barred = tuple(s for s in moves if st.seats[s].barred)
        self._pop()
        self._emit(PawnsMoved(moves, barred, f.forbidden >= 0))
        return None

    # ---- Crésus cards (chapter 9) --------------------------------------------------------

    def _step_cresus(self, f: CresusFrame) -> list[Request] | None:
        st = self.state
        card = self.rules.data.cresus[f.card]
        eff = card.effect
        order = [s for s in f.order if not st.seats[s].eliminated]
        if eff == "birthday":
            if f.sub == 0:
                f.sub = 1
                receivers = self._present(f.market)
                payers = [s for s in order if s not in receivers]
                debts = [DebtFrame(p, card.amount, r, card.name) for p in payers for r in receivers]
                for d in reversed(debts):
                    self._push(d)
                return None
        elif eff == "tournament":
            game = self.rules.games[card.game]
            if f.sub == 0:  # entries, in turn order
                while f.idx < len(f.order):
                    seat = f.order[f.idx]
                    if not st.seats[seat].eliminated and self._can_afford(seat, card.amount):
                        return [EntryRequest(seat, game.code, card.amount, st.seats[seat].cash,
                                             True)]
                    f.idx += 1
                f.sub, f.idx = 1, 0
                return None
            if f.sub == 2:  # a tournament throw is over
                seat = f.entrants[f.idx]
                f.scores[seat] = game.tournament_score(counts_of(f.dice))
                f.idx += 1
                f.sub = 1
            entrants = [s for s in f.entrants if not st.seats[s].eliminated]
            if f.idx < len(f.entrants):
                seat = f.entrants[f.idx]
                f.sub = 2
                self._push(ThrowFrame(seat, game.dice, game.throws, "tournament", game.code))
                return None
            if f.entrants:
                pot = card.amount * len(f.entrants)
                scores = {s: f.scores[s] for s in entrants}
                best = max(scores.values(), default=0)
                winners = tuple(s for s in entrants if scores[s] == best)
                share = pot // len(winners) if winners else 0
                for w in winners:
                    self._move_money(BANK, w, share, "pot", game.code)
                self._emit(TournamentResult(game.code, scores, winners, pot, share))
        elif eff == "gamble":
            game = self.rules.games[card.game]
            if f.sub == 1:  # the throws are over
                seat = f.order[f.idx]
                gain = game.score(counts_of(f.dice))
                self._emit(GambleResult(seat, game.code, gain))
                self._move_money(BANK, seat, gain, "gain", game.code)
                f.idx += 1
                f.sub = 0
            while f.idx < len(f.order):
                seat = f.order[f.idx]
                if not st.seats[seat].eliminated and self._can_afford(seat, game.entry):
                    return [EntryRequest(seat, game.code, game.entry, st.seats[seat].cash)]
                f.idx += 1
        elif eff in ("wealth_tax", "tax_audit", "divorce", "per_share_pay", "pay"):
            if f.sub == 0:
                f.sub = 1
                debts = []
                for seat in order:
                    due = self._card_due(seat, card, f.market)
                    if due > 0:
                        debts.append(DebtFrame(seat, due, BANK, card.name))
                for d in reversed(debts):
                    self._push(d)
                return None
        elif eff in ("receive", "per_share_receive", "loto"):
            for seat in order:
                if eff == "receive":
                    gain = card.amount
                elif eff == "per_share_receive":
                    gain = card.amount * len(st.seats[seat].shares)
                else:
                    dice = st.rng.dice(6)
                    self._emit(DiceRolled(seat, tuple(dice), 1, 1, "loto", "loto"))
                    gain = card.amount * dice.count(0)
                self._move_money(BANK, seat, gain, "card", card.name)
        self._pop()
        st.cresus_discard.append(f.card)
        return None

    def _broke(self, seat: int) -> bool:
        """No cash and no luxury card to sell: every chosen payment is impossible (C-10.1)."""
        s = self.state.seats[seat]
        return s.cash == 0 and s.luxuries == 0

    def _can_afford(self, seat: int, amount: int) -> bool:
        """C-10.1: a chosen payment never exceeds cash, after selling luxury cards if need be."""
        return self.state.seats[seat].cash + self._luxury_value(seat) >= amount

    def _card_due(self, seat: int, card, market: int) -> int:
        """What an imposed Crésus card costs ``seat`` (C-9.2), rolling its per-luxury dice."""
        st = self.state
        s = st.seats[seat]
        if card.effect in ("wealth_tax", "tax_audit"):
            dice = st.rng.dice(s.luxuries)
            self._emit(DiceRolled(seat, tuple(dice), 1, 1, "tax", card.name))
            colours = {market} if card.effect == "wealth_tax" else {
                COLOURS.index(c) for c in card.colours}
            hits = sum(1 for d in dice if d in colours)
            return max(card.amount * hits, card.minimum)
        if card.effect == "divorce":
            return min(s.cash * card.percent // 100, card.maximum)
        if card.effect == "per_share_pay":
            return card.amount * len(s.shares)
        return card.amount

    # ---- imposed payments (C-10.2, C-10.3) -----------------------------------------------

    def _step_debt(self, f: DebtFrame) -> list[Request] | None:
        st = self.state
        s = st.seats[f.seat]
        if s.eliminated or (f.creditor != BANK and st.seats[f.creditor].eliminated):
            self._pop()
            return None
        if s.cash >= f.amount:
            self._pop()
            self._move_money(f.seat, f.creditor, f.amount, "card", f.reason)
            return None
        if s.luxuries or s.shares:
            return [DebtRequest(f.seat, f.amount, s.cash, s.position, tuple(s.shares),
                                s.luxuries)]
        self._pop()
        loan = self.rules.data.loan_amount
        if not s.loan_taken:
            s.loan_taken = True
            s.loan = loan
            self._move_money(BANK, f.seat, loan, "loan")
            paid = min(f.amount, s.cash)
            self._move_money(f.seat, f.creditor, paid, "card", f.reason)
            self._emit(LoanTaken(f.seat, loan, paid, f.amount - paid))
        else:
            paid = s.cash
            self._move_money(f.seat, f.creditor, paid, "card", f.reason)
            self._eliminate(f.seat, f.amount - paid)
        return None

    def _eliminate(self, seat: int, unpaid: int) -> None:
        """C-10.3 [DESIGN]: out of the game; shares under their piles, Expert cards discarded."""
        st = self.state
        s = st.seats[seat]
        s.eliminated, s.eliminated_turn = True, st.turn
        self._emit(PlayerEliminated(seat, unpaid))
        for share in list(s.shares):
            s.shares.remove(share)
            self._return_share(share)
        for card in list(s.experts):
            self._discard_expert(seat, card, "eliminated")
        s.position = s.partner = -1
        if st.offer is not None and seat in (st.offer.seat, st.offer.to):
            self._expire_offer()

    # ---- dice dialogues (C-5.12, C-9.3) --------------------------------------------------

    def _step_throw(self, f: ThrowFrame) -> list[Request] | None:
        st = self.state
        if f.done == 0:
            f.dice = st.rng.dice(f.n_dice)
            f.done = 1
            self._emit(DiceRolled(f.seat, tuple(f.dice), 1, f.throws, f.purpose, f.subject))
        if f.done < f.throws and not st.seats[f.seat].eliminated:
            return [ThrowRequest(f.seat, tuple(f.dice), f.throws - f.done, f.throws, f.purpose,
                                 f.subject, f.market)]
        self._pop()
        st.frames[-1].dice = list(f.dice)  # type: ignore[union-attr]
        return None

    # ---- purchase (C-5.6 … C-5.10) -------------------------------------------------------

    def _step_purchase(self, f: PurchaseFrame) -> list[Request] | None:
        st = self.state
        shares = self.rules.shares
        if f.stage not in _PURCHASE_STAGES:
            raise ValueError(f"unknown purchase stage {f.stage[:40]!r}")
        if f.stage == "reveal":
            self._set_phase("purchase", f.market)
            pile = st.piles[f.market]
            st.revealed = pile[:2]
            del pile[:2]
            f.buyers = [s for s in self._present(f.market) if self._can_buy(s, f.market)]
            self._emit(SharesRevealed(f.market, tuple(st.revealed), tuple(f.buyers)))
            f.queue, f.idx, f.stage = list(st.revealed), 0, "expert"
        if f.stage == "expert":  # C-5.7, C-6.1
            while f.idx < len(f.queue):
                share = f.queue[f.idx]
                card = f"sector-{shares[share].sector}"
                holder = next((b for b in f.buyers if card in st.seats[b].experts), None)
                if share in st.revealed and holder is not None:
                    return [ExpertSectorRequest(holder, share, card)]
                f.idx += 1
            f.stage = "buy"
        buyers = [b for b in f.buyers if not st.seats[b].eliminated]
        if f.stage == "buy":
            if not st.revealed or not buyers:
                f.stage = "return"
            elif len(buyers) == 1:  # C-5.8
                f.stage = "return"
                return [BuyRequest(buyers[0], f.market, tuple(self._auction_order(st.revealed)),
                                   st.seats[buyers[0]].cash)]
            else:  # C-5.9
                f.queue, f.idx, f.stage = self._auction_order(st.revealed), 0, "join"
        if f.stage == "single":
            f.stage = "join"
        if f.stage == "join":
            if f.idx >= len(f.queue):
                f.stage = "return"
            else:
                share = f.queue[f.idx]
                missing = [b for b in buyers if b not in f.joined]
                for b in missing:
                    if self._broke(b):  # nothing to pay with: not a participant (C-10.1)
                        f.joined[b] = False
                missing = [b for b in missing if b not in f.joined]
                if missing:
                    return [JoinRequest(b, share, f.market) for b in missing]
                joined = [b for b in buyers if f.joined[b]]
                f.joined = {}
                self._emit(ParticipationRevealed(share, tuple(joined)))
                f.idx += 1
                if not joined:
                    st.revealed.remove(share)
                    self._return_share(share)
                elif len(joined) == 1:
                    f.stage = "single"
                    return [BuyRequest(joined[0], f.market, (share,), st.seats[joined[0]].cash)]
                else:
                    self._push(AuctionFrame(share, "share", joined, f.market))
                return None
        if f.stage == "return":
            for share in list(st.revealed):
                st.revealed.remove(share)
                self._return_share(share)
            self._pop()
        return None

    def _auction_order(self, revealed: list[str]) -> list[str]:
        """C-5.9: the higher printed price first; equal prices, the lower card number first."""
        sh = self.rules.shares
        return sorted(revealed, key=lambda s: (-sh[s].price, sh[s].number))

    # ---- sale (C-5.11 … C-5.13) ----------------------------------------------------------

    def _step_sale(self, f: SaleFrame) -> list[Request] | None:
        st = self.state
        while f.idx < len(f.order):
            seat = f.order[f.idx]
            s = st.seats[seat]
            if s.eliminated or not s.shares:
                f.idx += 1
                continue
            experts = tuple(e for e in s.experts
                            if self.rules.experts[e].kind == "expert_market"
                            and self.rules.experts[e].target == f.market)
            return [SellRequest(seat, f.market, tuple(s.shares), experts)]
        self._pop()
        return None

    def _step_sell(self, f: SellFrame) -> list[Request] | None:
        st = self.state
        if not f.thrown:
            f.thrown = True
            self._push(ThrowFrame(f.seat, 6, f.throws, "sale", f.share, market=f.market))
            return None
        self._pop()
        share = self.rules.shares[f.share]
        faces = max(counts_of(f.dice))
        gain = share.table[faces - 1]
        market = f.market
        if f.imposed and market in st.closed:  # C-10.2, C-6.3: nobody sells on a closed
            market = share.market  # market; sold as on its origin market, without premium
        premium = self.rules.sectors[share.sector].premium if market != share.market else 0
        s = st.seats[f.seat]
        if s.eliminated or f.share not in s.shares:
            return None
        s.shares.remove(f.share)
        st.piles[share.market].append(f.share)
        self._emit(ShareSold(f.seat, f.share, market, faces, gain, premium))
        self._move_money(BANK, f.seat, gain + premium, "sale", f.share)
        return None

    def _start_sale(self, seat: int, decision: Sell, market: int, imposed: bool) -> None:
        """C-5.12 with C-10.4: an offer waiting that names the share lapses as its sale
        starts (the share is no longer the holder's to trade), unless the game replays a log
        of the versions where such an offer outlived the sale (``offers_outlive_sales``)."""
        o = self.state.offer
        if (o is not None and not self.offers_outlive_sales
                and decision.share in o.give_shares + o.take_shares):
            self._expire_offer()
        share = self.rules.shares[decision.share]
        throws = share.throws
        if decision.expert:  # C-6.2
            card = self._expert_market_card(seat, market)
            self._emit(ExpertUsed(seat, card, decision.share))
            self._discard_expert(seat, card, "used")
            throws += 1
        self._push(SellFrame(seat, decision.share, market, throws, imposed))

    def _expert_market_card(self, seat: int, market: int) -> str | None:
        for e in self.state.seats[seat].experts:
            x = self.rules.experts[e]
            if x.kind == "expert_market" and x.target == market:
                return e
        return None

    # ---- checking decisions --------------------------------------------------------------

    def _check(self, req: Request, d: Decision) -> None:
        """Raise IllegalDecision unless ``d`` answers ``req`` within the rules."""
        st = self.state
        s = st.seats[req.seat]
        expected = _ANSWERS[type(req)]
        if not isinstance(d, expected):
            raise IllegalDecision(tr("First answer what is asked: {what}.").format(
                what=tr(_WHAT[type(req)])))
        if isinstance(req, BidRequest):
            if not isinstance(d.amount, int) or d.amount < 0:
                raise IllegalDecision(tr("A bid is a whole number of M, 0 for no bid."))
            if d.amount > s.cash:
                raise IllegalDecision(tr("You cannot bid {amount} M: you have {cash} M (C-7.2).")
                                      .format(amount=d.amount, cash=s.cash))
        elif isinstance(req, MoveRequest):
            if d.market not in req.allowed:
                if 0 <= d.market < 6:
                    raise IllegalDecision(tr("{market} is closed to you by the Monopole.")
                                          .format(market=self.rules.markets[d.market].name))
                raise IllegalDecision(tr("Choose one of the six markets."))
        elif isinstance(req, PartnerRequest):
            if d.market != -1 and d.market not in req.markets:
                raise IllegalDecision(tr("A Partenaire goes on a market with no pawn."))
        elif isinstance(req, EntryRequest):
            if d.yes and s.cash < req.entry:
                raise IllegalDecision(tr("The entry costs {entry} M and you have {cash} M; sell a "
                                         "luxury card first if you wish (C-10.1).").format(
                    entry=req.entry, cash=s.cash))
        elif isinstance(req, BuyRequest):
            if len(set(d.shares)) != len(d.shares) or any(x not in req.shares for x in d.shares):
                raise IllegalDecision(tr("You may buy only {shares}.").format(
                    shares=", ".join(req.shares)))
            total = sum(self.rules.shares[x].price for x in d.shares)
            if total > s.cash:
                raise IllegalDecision(tr("That costs {total} M and you have {cash} M.").format(
                    total=total, cash=s.cash))
        elif isinstance(req, ThrowRequest):
            if isinstance(d, Keep):
                n = len(req.dice)
                if len(set(d.dice)) != len(d.dice) or any(
                        not isinstance(i, int) or not 0 <= i < n for i in d.dice):
                    raise IllegalDecision(
                        tr("Keep dice by their numbers, 1 to {n}, each once.").format(n=n))
        elif isinstance(req, (SellRequest, DebtRequest)):
            if isinstance(d, Sell):
                if d.share not in s.shares:
                    raise IllegalDecision(tr("You hold no share {share}.").format(share=d.share))
                market = req.market
                if d.expert and self._expert_market_card(req.seat, market) is None:
                    raise IllegalDecision(tr("You have no Expert Marché for {market}.").format(
                        market=self.rules.markets[market].name))
        elif isinstance(req, LuxuryRequest):
            if isinstance(d, BuyLuxury):
                if d.count not in (1, 2):
                    raise IllegalDecision(
                        tr("You may buy one or two luxury cards a turn (C-5.14)."))
                if s.loan:
                    raise IllegalDecision(tr("Repay your {loan} M loan before buying a luxury "
                                             "card (C-10.3).").format(loan=s.loan))
                lux = self.rules.data.luxuries
                if s.luxuries + d.count > len(lux):
                    raise IllegalDecision(
                        tr("There is no luxury card beyond the Île paradisiaque."))
                total = sum(lux[r].price for r in range(s.luxuries, s.luxuries + d.count))
                if total > s.cash:
                    raise IllegalDecision(tr("That costs {total} M and you have {cash} M.")
                                          .format(total=total, cash=s.cash))
            elif isinstance(d, RepayLoan):
                if not s.loan:
                    raise IllegalDecision(tr("You have no loan to repay."))
                if s.cash < s.loan:
                    raise IllegalDecision(tr("The loan is {loan} M and you have {cash} M.").format(
                        loan=s.loan, cash=s.cash))

    def _check_sell_luxury(self, seat: int, d: SellLuxury) -> None:
        s = self.state.seats[seat]
        if not isinstance(d.count, int) or d.count < 1:
            raise IllegalDecision(tr("Sell at least one luxury card."))
        if d.count > s.luxuries:
            if not s.luxuries:
                raise IllegalDecision(tr("You have no luxury card to sell."))
            raise IllegalDecision(tr_n("You have {n} luxury card to sell.",
                                       "You have {n} luxury cards to sell.",
                                       s.luxuries).format(n=s.luxuries))

    def _check_offer(self, seat: int, d: Offer) -> None:
        st = self.state
        if st.phase not in ("purchase", "sale"):
            raise IllegalDecision(
                tr("Offers are made during the purchase and sale phases (C-10.4)."))
        if st.offer is not None:
            raise IllegalDecision(tr("Another offer is waiting for its answer."))
        limit = self.offer_limit(seat)
        if st.seats[seat].offers_made >= limit:
            raise IllegalDecision(tr_n("You may make {n} offer a turn.",
                                       "You may make {n} offers a turn.", limit).format(n=limit))
        if not isinstance(d.to, int) or not 0 <= d.to < len(st.seats) or d.to == seat:
            raise IllegalDecision(tr("Make the offer to another player."))
        other = st.seats[d.to]
        if other.eliminated:
            raise IllegalDecision(tr("{name} is out of the game.").format(name=other.name))
        self._check_trade(seat, d.to, d.give_shares, d.give_cash, d.take_shares, d.take_cash,
                          you=seat)

    def offer_limit(self, seat: int) -> int:
        """C-10.4 [DESIGN]: offers ``seat`` may propose per turn (a rival: one)."""
        data = self.rules.data
        human = self.state.config.seats[seat].kind == "human"
        return data.max_offers_per_turn if human else data.rival_offers_per_turn

    def committed_bid(self, seat: int) -> int:
        """The bid ``seat`` has placed in an auction still waiting for other bids (0: none)."""
        return max((f.bids.get(seat, 0) for f in self.state.frames
                    if isinstance(f, AuctionFrame)), default=0)

    def _check_trade(self, a: int, b: int, give: tuple[str, ...], give_cash: int,
                     take: tuple[str, ...], take_cash: int, you: int = -1) -> None:
        """Raise IllegalDecision unless seat ``a`` may give ``give`` and ``give_cash`` M to
        seat ``b`` for ``take`` and ``take_cash`` M (C-10.4); the reason speaks to seat ``you``
        (the one deciding) as "you", of any other seat by its name."""
        st = self.state
        give, take = tuple(give), tuple(take)  # a list passes the door's round trip too
        if give_cash < 0 or take_cash < 0:
            raise IllegalDecision(tr("Amounts are whole numbers of M, not negative."))
        if not (give or take):
            raise IllegalDecision(tr("A trade moves at least one share."))
        if len(set(give)) != len(give) or len(set(take)) != len(take):
            raise IllegalDecision(tr("Name each share once."))
        selling = {f.share for f in st.frames if isinstance(f, SellFrame)}
        for sh in give + take:
            if sh in selling:
                raise IllegalDecision(tr("{share} is being sold right now.").format(share=sh))
        for sh in give:
            if sh not in st.seats[a].shares:
                raise IllegalDecision(self._no_share(a, sh, you))
        for sh in take:
            if sh not in st.seats[b].shares:
                raise IllegalDecision(self._no_share(b, sh, you))
        for seat, pay in ((a, give_cash), (b, take_cash)):
            s = st.seats[seat]
            if pay > s.cash:
                raise IllegalDecision(
                    tr("You have only {cash} M.").format(cash=s.cash) if seat == you else
                    tr("{name} has only {cash} M.").format(name=s.name, cash=s.cash))
            bid = self.committed_bid(seat)
            if pay and s.cash - pay < bid:  # C-10.1: a sealed bid stays payable
                raise IllegalDecision(
                    tr("You have bid {bid} M in the auction under way and must keep it.")
                    .format(bid=bid) if seat == you else
                    tr("{name} has bid {bid} M in the auction under way and must keep it.")
                    .format(name=s.name, bid=bid))

    def _no_share(self, seat: int, share: str, you: int) -> str:
        if seat == you:
            return tr("You hold no share {share}.").format(share=share)
        return tr("{name} holds no share {share}.").format(name=self.state.seats[seat].name,
                                                           share=share)

    def _answer_offer(self, accept: bool) -> None:
        st = self.state
        o = st.offer
        assert o is not None
        st.offer = None
        if accept:
            try:
                self._check_trade(o.seat, o.to, o.give_shares, o.give_cash, o.take_shares,
                                  o.take_cash)
            except IllegalDecision as exc:
                self._emit(OfferAnswered(o.seat, o.to, False, exc.reason))
                return
        self._emit(OfferAnswered(o.seat, o.to, accept))
        if not accept:
            return
        for sh in o.give_shares:
            st.seats[o.seat].shares.remove(sh)
            self._acquire(o.to, sh, 0, "trade")
        for sh in o.take_shares:
            st.seats[o.to].shares.remove(sh)
            self._acquire(o.seat, sh, 0, "trade")
        self._move_money(o.seat, o.to, o.give_cash, "trade")
        self._move_money(o.to, o.seat, o.take_cash, "trade")
        for seat in (o.seat, o.to):
            self._refresh_after_cash_change(seat)

    # ---- applying decisions --------------------------------------------------------------

    def _resume(self, f: Frame, req: Request, d: Decision) -> None:
        st = self.state
        seat = req.seat
        s = st.seats[seat]
        if isinstance(req, BidRequest):
            f.bids[seat] = d.amount  # type: ignore[union-attr]
        elif isinstance(req, MoveRequest):
            f.choices[seat] = d.market  # type: ignore[union-attr]
        elif isinstance(req, MonopolyRequest):
            f.idx += 1  # type: ignore[union-attr]
            if d.yes:  # type: ignore[union-attr]
                self._emit(MonopolyUsed(seat, req.market, req.card, req.others))
                self._discard_expert(seat, req.card, "used")
                self._push(MoveFrame(list(req.others), forbidden=req.market))
        elif isinstance(req, PartnerRequest):
            f.idx += 1  # type: ignore[union-attr]
            if d.market >= 0:  # type: ignore[union-attr]
                s.partner = d.market  # type: ignore[union-attr]
                self._emit(PartnerUsed(seat, d.market, req.card))  # type: ignore[union-attr]
                self._discard_expert(seat, req.card, "used")
        elif isinstance(req, ExpertSectorRequest):
            f.idx += 1  # type: ignore[union-attr]
            if d.yes:  # type: ignore[union-attr]
                self._emit(ExpertUsed(seat, req.card, req.share))
                self._discard_expert(seat, req.card, "used")
                self._acquire(seat, req.share, 0, "expert")
        elif isinstance(req, JoinRequest):
            f.joined[seat] = d.yes  # type: ignore[union-attr]
        elif isinstance(req, BuyRequest):
            for share in self._auction_order(list(d.shares)):  # type: ignore[union-attr]
                self._acquire(seat, share, self.rules.shares[share].price, "purchase")
            for share in req.shares:
                if share not in d.shares and share in st.revealed:  # type: ignore[union-attr]
                    st.revealed.remove(share)
                    self._return_share(share)
        elif isinstance(req, EntryRequest):
            assert isinstance(f, CresusFrame)
            if req.tournament:
                f.idx += 1
                if d.yes:  # type: ignore[union-attr]
                    f.entrants.append(seat)
                    self._move_money(seat, BANK, req.entry, "tournament_entry", req.game)
            elif d.yes:  # type: ignore[union-attr]
                game = self.rules.games[req.game]
                self._move_money(seat, BANK, req.entry, "entry", game.code)
                f.sub = 1
                self._push(ThrowFrame(seat, game.dice, game.throws, "gamble", game.code))
            else:
                f.idx += 1
        elif isinstance(req, ThrowRequest):
            assert isinstance(f, ThrowFrame)
            if isinstance(d, Stop) or len(set(d.dice)) == len(f.dice):  # type: ignore
                f.done = f.throws
            else:
                keep = set(d.dice)  # type: ignore[union-attr]
                for i in range(len(f.dice)):
                    if i not in keep:
                        f.dice[i] = st.rng.die()
                f.done += 1
                self._emit(DiceRolled(seat, tuple(f.dice), f.done, f.throws, f.purpose,
                                      f.subject, tuple(sorted(keep))))
        elif isinstance(req, SellRequest):
            if isinstance(d, Done):
                f.idx += 1  # type: ignore[union-attr]
            else:
                self._start_sale(seat, d, req.market, False)  # type: ignore[arg-type]
        elif isinstance(req, DebtRequest):
            self._start_sale(seat, d, req.market, True)  # type: ignore[arg-type]
        elif isinstance(req, LuxuryRequest):
            if isinstance(d, BuyLuxury):
                lux = self.rules.data.luxuries
                for _ in range(d.count):
                    price = lux[s.luxuries].price
                    s.luxuries += 1
                    self._move_money(seat, BANK, price, "luxury", str(s.luxuries))
                    self._emit(LuxuryBought(seat, s.luxuries, price))
                if s.luxuries == len(lux):
                    s.island = True
                f.idx += 1  # type: ignore[union-attr]
            elif isinstance(d, RepayLoan):
                amount = s.loan
                s.loan = 0
                self._move_money(seat, BANK, amount, "loan_repayment")
                self._emit(LoanRepaid(seat, amount))
            else:
                f.idx += 1  # type: ignore[union-attr]


_ANSWERS: dict[type, tuple[type, ...]] = {
    BidRequest: (Bid,), MoveRequest: (Move,), MonopolyRequest: (Answer,),
    PartnerRequest: (PickMarket,), ExpertSectorRequest: (Answer,), JoinRequest: (Answer,),
    BuyRequest: (Buy,), EntryRequest: (Answer,), ThrowRequest: (Keep, Stop),
    SellRequest: (Sell, Done), DebtRequest: (Sell,), LuxuryRequest: (BuyLuxury, RepayLoan, Done),
    OfferRequest: (Reply,),
}

_WHAT: dict[type, str] = {
    BidRequest: N_("a sealed bid"), MoveRequest: N_("a market choice"),
    MonopolyRequest: N_("whether to use the Monopole"),
    PartnerRequest: N_("where to play the Partenaire"),
    ExpertSectorRequest: N_("whether to use the Expert Secteur"),
    JoinRequest: N_("whether to take part in the auction"), BuyRequest: N_("which shares to buy"),
    EntryRequest: N_("whether to pay the entry"), ThrowRequest: N_("which dice to keep, or stop"),
    SellRequest: N_("which share to sell, or done"),
    DebtRequest: N_("how to raise the money owed (sell a share or a luxury card)"),
    LuxuryRequest: N_("whether to buy luxury cards"), OfferRequest: N_("the trade offer"),
}
