"""The Big Money rules engine: ``new_game(config)`` → ``requests()`` → ``submit(seat, decision)``
→ events; ``view(seat)``; ``ranking()`` when over; ``encode()`` / ``Game.decode(bytes)``.

One seat decides at a time, the active player: `RollRequest` (B-4.1), `DiceRequest` (B-7.1,
answered by `Reroll` or `Stop`), `BuyRequest` (B-8.1, answered by `Buy` or `Pass`). Everything
else (the industry die, dividends, news, the bank, the end) the engine resolves alone and
reports as events. Pure Python: no UI, no files but its own data, no clock; all chance from the
state's generator (B-12.4).
"""

from __future__ import annotations

import msgspec

from cresus_tui.games import protocol
from cresus_tui.i18n import tr

from .data import Rules, best_combination, counts_of_values, load_rules
from .decisions import DECISION_TYPES, Buy, Decision, Pass, Reroll, Roll, Stop
from .events import (
    CardBought, CardDiscarded, CombinationPaid, DeckReshuffled, DiceThrown, DividendPaid,
    EndTriggered, Event, FinePaid, GainPaid, GameEnded, GameStarted, IndustryResolved,
    MarketRefilled, NewsDrawn, NewsReshuffled, Passed, TurnEnded, TurnStarted,
)
from .requests import BuyRequest, DiceRequest, Request, RollRequest
from .rng import new_rng
from .state import (
    SCENARIO_MAX_CARDS, SCENARIO_MAX_Z, GameConfig, GameState, Logged, Scenario, SeatState,
)
from .view import PlayerView, SeatView

_ENCODER = msgspec.msgpack.Encoder()
_DECODER = msgspec.msgpack.Decoder(GameState)


class IllegalDecision(protocol.IllegalDecision):
    """A decision the Big Money rules do not allow now; the game is unchanged."""


def new_game(config: GameConfig, rules: Rules | None = None) -> tuple[Game, list[Event]]:
    """Set up a game (B-3.1–B-3.4) and play on to the first request.

    Returns ``(game, events)``. Raises IllegalDecision for a bad config (wrong types, a player
    count outside 2..5, a scenario naming unknown or repeated cards)."""
    rules = rules or load_rules()
    if not isinstance(config, GameConfig):
        raise IllegalDecision("a Big Money game needs a GameConfig")
    seats = config.seats
    protocol.check_seats(seats, "Big Money", rules.min_players, rules.max_players,
                         config.seed, IllegalDecision)
    n = len(seats)
    scenario = config.scenario or Scenario()
    if any(type(d) is not int or not 1 <= d <= 6 for d in scenario.dice):
        raise IllegalDecision("scenario dice: values 1 to 6")
    row = rules.setup[n]
    rng = new_rng(config.seed)
    order = list(range(n))
    if config.shuffle_seats:  # B-3.4, B-12.4: seat order first
        rng.shuffle(order)
    startups = _scripted(scenario.startups, list(rules.startups), rng, "start-up", exact=False)
    if scenario.startups is not None and len(scenario.startups) < n:
        raise IllegalDecision("the scenario names fewer start-ups than seats")
    deck = _scripted(scenario.market_deck, list(rules.market_cards), rng, "market card")
    news = _scripted(scenario.news_deck, list(rules.news_ids), rng, "news card")
    capital, bank, owned = _position(scenario, n, row, rules)
    taken = {c for cards in owned for c in cards}
    if taken & set(scenario.market_deck or ()):
        raise IllegalDecision("the scenario's owned cards are also in its market deck")
    deck = [c for c in deck if c not in taken]
    market, deck = deck[:rules.market_size], deck[rules.market_size:]
    state = GameState(
        config=config, rng=rng,
        seats=[SeatState(seats[o].name, capital[i], o, [startups[i], *owned[i]])
               for i, o in enumerate(order)],
        bank=bank, total_money=bank + sum(capital), market=market, deck=deck,
        out=startups[n:], news_deck=news)
    rng.forced = list(scenario.dice)
    game = Game(state, rules)
    game._emit(GameStarted(tuple(s.name for s in state.seats), state.bank, tuple(capital),
                           tuple(startups[:n]), tuple(market),
                           tuple(tuple(c) for c in owned) if scenario.cards else ()))
    game._start_turn()
    return game, game._take_events()


def _position(scenario: Scenario, n: int, row, rules: Rules
              ) -> tuple[list[int], int, list[list[str]]]:
    """A scenario's cash per seat, bank and owned market cards (B-3.1's capital and bank when
    not given). Raises IllegalDecision for a value out of range or an unknown card."""
    capital = list(row.capital)
    if scenario.cash is not None:
        cash = scenario.cash
        if (not isinstance(cash, (tuple, list)) or len(cash) != n
                or any(type(x) is not int or not 0 <= x <= SCENARIO_MAX_Z for x in cash)):
            raise IllegalDecision(f"scenario cash: {n} whole numbers from 0 to "
                                  f"{SCENARIO_MAX_Z} Z")
        capital = list(cash)
    bank = row.bank - sum(row.capital)
    if scenario.bank is not None:
        if type(scenario.bank) is not int or not 0 <= scenario.bank <= SCENARIO_MAX_Z:
            raise IllegalDecision(f"scenario bank: a whole number from 0 to {SCENARIO_MAX_Z} Z")
        bank = scenario.bank
    owned: list[list[str]] = [[] for _ in range(n)]
    if scenario.cards is not None:
        cards = scenario.cards
        if (not isinstance(cards, (tuple, list)) or len(cards) != n
                or any(not isinstance(c, (tuple, list)) or len(c) > SCENARIO_MAX_CARDS
                       for c in cards)):
            raise IllegalDecision(f"scenario cards: {n} lists of at most {SCENARIO_MAX_CARDS} "
                                  "market cards")
        flat = [c for seat in cards for c in seat]
        if len(set(flat)) != len(flat) or any(c not in rules.market_cards for c in flat):
            raise IllegalDecision("the scenario's owned cards are unknown or repeated")
        owned = [list(c) for c in cards]
    return capital, bank, owned


def _scripted(prefix: tuple[str, ...] | None, full: list[str], rng, what: str,
              exact: bool = False) -> list[str]:
    """``prefix`` (top first) then the rest of ``full`` shuffled; all shuffled if None."""
    if prefix is None:
        rng.shuffle(full)
        return full
    if len(set(prefix)) != len(prefix) or any(p not in full for p in prefix):
        raise IllegalDecision(f"the scenario's {what}s are unknown or repeated")
    rest = [c for c in full if c not in prefix]
    rng.shuffle(rest)
    return list(prefix) + rest


class Game:
    """A Big Money game in progress (the protocol's ``GameState``). ``state`` is the whole
    encodable state; ``rules`` the validated data file."""

    def __init__(self, state: GameState, rules: Rules | None = None) -> None:
        self.state = state
        self.rules = rules or load_rules()
        self._events: list[Event] = []
        self._trigger: EndTriggered | None = None
        self._kind = {cid: c.kind for cid, c in self.rules.cards.items()}
        self._sector = {cid: c.sector for cid, c in self.rules.cards.items()}
        self._price = {cid: c.price for cid, c in self.rules.cards.items()}
        self._dividend = {cid: c.dividend for cid, c in self.rules.cards.items()}

    # ------------------------------------------------------------------ the door

    @property
    def is_over(self) -> bool:
        return self.state.over

    @property
    def decisions(self) -> int:
        """Decisions submitted so far (the game's public clock)."""
        return len(self.state.log)

    def requests(self) -> tuple[Request, ...]:
        """The one waiting request (the active seat's), or () when the game is over."""
        st = self.state
        if st.over:
            return ()
        if st.stage == "roll":
            return (RollRequest(st.active, st.round),)
        if st.stage == "dice":
            combo, amount = best_combination(counts_of_values(st.dice), self.rules.payouts)
            return (DiceRequest(st.active, tuple(st.dice), st.rerolls_left, combo, amount),)
        cash = st.seats[st.active].cash
        return (BuyRequest(st.active, tuple(st.market), tuple(
            i for i, c in enumerate(st.market) if c and self._price[c] <= cash), cash),)

    def request_for(self, seat: int) -> Request | None:
        reqs = self.requests()
        return reqs[0] if reqs and reqs[0].seat == seat else None

    def submit(self, seat: int, decision: Decision) -> list[Event]:
        """Apply ``seat``'s decision and play on to the next request; the events, in order.

        Raises IllegalDecision (nothing changes) when the game is over, ``seat`` is not an int
        seat or not the active one, or the decision is of the wrong type, malformed or not
        allowed now (B-7.1 rerolls, B-8.1 purchases)."""
        st = self.state
        if st.over:
            raise IllegalDecision(tr("The game is over."))
        if type(seat) is not int or not 0 <= seat < len(st.seats):
            raise IllegalDecision(f"{seat!r} is not a seat of this game.")
        if seat != st.active:
            raise IllegalDecision(tr("It is {active}'s turn, not {seat}'s.").format(
                active=st.seats[st.active].name, seat=st.seats[seat].name))
        if type(decision) not in DECISION_TYPES:
            raise IllegalDecision(f"{decision!r} is not a Big Money decision.")
        stage = st.stage
        if stage == "roll":
            if type(decision) is not Roll:
                raise IllegalDecision(tr("Roll the dice first (roll)."))
            st.log.append(Logged(seat, decision))
            self._first_throw()
        elif stage == "dice":
            if type(decision) is Reroll:
                keep = self._check_keep(decision.keep)
                decision = Reroll(keep)
                st.log.append(Logged(seat, decision))
                self._reroll(keep)
            elif type(decision) is Stop:
                st.log.append(Logged(seat, decision))
                self._finish_dice()
            else:
                raise IllegalDecision(tr("Keep and reroll dice, or stop."))
        else:
            if type(decision) is Buy:
                slot = decision.slot
                if type(slot) is not int or not 0 <= slot < len(st.market):
                    raise IllegalDecision(f"There is no market slot {slot!r}.")
                card = st.market[slot]
                if not card:
                    raise IllegalDecision(tr("Market slot {k} is empty.").format(k=slot + 1))
                price = self._price[card]
                if price > st.seats[seat].cash:
                    raise IllegalDecision(tr("{card} costs {price} Z; you have {cash} Z.").format(
                        card=card, price=price, cash=st.seats[seat].cash))
                st.log.append(Logged(seat, decision))
                self._buy(slot)
            elif type(decision) is Pass:
                st.log.append(Logged(seat, decision))
                self._emit(Passed(seat))
                self._end_turn()
            else:
                raise IllegalDecision(tr("Buy a market card or pass."))
        return self._take_events()

    def _check_keep(self, keep: object) -> tuple[int, ...]:
        if not isinstance(keep, (tuple, list)) or not all(type(k) is int for k in keep):
            raise IllegalDecision(tr("Keep names dice positions (whole numbers)."))
        n = len(self.state.dice)
        if any(not 0 <= k < n for k in keep):
            raise IllegalDecision(tr("Dice positions are 1 to {n}.").format(n=n))
        if len(set(keep)) != len(keep):
            raise IllegalDecision(tr("A die is named twice."))
        if len(keep) >= n:
            raise IllegalDecision(tr("Keeping every die rerolls nothing: stop instead."))
        return tuple(sorted(keep))

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know (B-12.1): no deck order, only sizes. Raises IllegalDecision
        for a seat that is not in the game."""
        st = self.state
        if type(seat) is not int or not 0 <= seat < len(st.seats):
            raise IllegalDecision(f"{seat!r} is not a seat of this game.")
        return SeatView(
            seat=seat,
            players=tuple(PlayerView(s.name, s.cash, tuple(s.cards), s.turns, s.purchases,
                                     *((st.config.seats[s.origin].personality,
                                        st.config.seats[s.origin].level)
                                       if st.config.seats[s.origin].kind == "rival"
                                       else ("", "")))
                          for s in st.seats),
            bank=st.bank, total_money=st.total_money, market=tuple(st.market),
            deck_size=len(st.deck), discard=tuple(st.discard),
            news_deck_size=len(st.news_deck), news_discard=tuple(st.news_discard),
            active=st.active, round=st.round, stage="over" if st.over else st.stage,
            dice=tuple(st.dice), rerolls_left=st.rerolls_left, industry=st.industry,
            dice_bank=st.dice_bank, triggered=st.triggered, turns_left=self.turns_left(),
            decisions=len(st.log), over=st.over, ranking=tuple(st.ranking))

    def turns_left(self) -> int:
        """B-9.3: once triggered, turns still to play after the current one; -1 before."""
        st = self.state
        if not st.triggered:
            return -1
        return 0 if st.over else len(st.seats) - 1 - st.active

    def ranking(self) -> list[tuple[int, int]]:
        """B-9.5: (place, seat) by cash, best first, tied seats sharing a place; [] until over."""
        return list(self.state.ranking)

    def encode(self) -> bytes:
        """The whole state as msgpack bytes."""
        return _ENCODER.encode(self.state)

    @classmethod
    def decode(cls, data: bytes, rules: Rules | None = None) -> Game:
        """Rebuild an encoded game. Raises msgspec.DecodeError / ValidationError on bad bytes
        and IllegalDecision on a state that breaks the card or money counts."""
        state = _DECODER.decode(data)
        game = cls(state, rules)
        problem = game.check()
        if problem:
            raise IllegalDecision(f"not a valid Big Money game: {problem}")
        return game

    def clone(self) -> Game:
        return Game(_DECODER.decode(_ENCODER.encode(self.state)), self.rules)

    def check(self) -> str:
        """The invariants (B-2.1, B-2.5): card conservation (the 47 asset cards and the 15
        news cards each in exactly one place), money conservation (every Z is the bank's or a
        seat's: bank + seats = the game's total, none negative), and request sanity (one
        request while the game goes on, for the active seat; dice of 1 to 6 and rerolls left
        in range; the cards offered as affordable exactly those costing at most the seat's
        cash); "" when all hold, else a sentence."""
        st = self.state
        assets = list(st.market) + st.deck + st.discard + st.out
        for s in st.seats:
            assets += s.cards
        assets = [c for c in assets if c]
        if sorted(assets) != sorted(self.rules.cards):
            return f"{len(assets)} asset cards instead of the 47"
        if sorted(st.news_deck + st.news_discard) != sorted(self.rules.news):
            return "the news cards are not the 15"
        if any(s.cash < 0 for s in st.seats) or st.bank < 0:
            return "negative money"
        if st.bank + sum(s.cash for s in st.seats) != st.total_money:
            return "money is not conserved"
        if st.stage not in ("roll", "dice", "buy") or not 0 <= st.active < len(st.seats):
            return "unknown stage"
        if not 2 <= len(st.seats) <= 5 or len(st.market) != self.rules.market_size:
            return "bad seats or market"
        return self._request_problem()

    def _request_problem(self) -> str:
        st = self.state
        reqs = self.requests()
        if st.over:
            return "a request after the end" if reqs else ""
        if len(reqs) != 1 or reqs[0].seat != st.active:
            return "the waiting request is not the active seat's"
        r = reqs[0]
        if isinstance(r, DiceRequest) and (
                len(r.dice) != self.rules.number_dice or any(not 1 <= d <= 6 for d in r.dice)
                or not 0 <= r.rerolls_left <= self.rules.rerolls):
            return "impossible dice"
        if isinstance(r, BuyRequest):
            cash = st.seats[st.active].cash
            fits = tuple(i for i, c in enumerate(st.market)
                         if c and self.rules.cards[c].price <= cash)
            if r.affordable != fits or r.cash != cash:
                return "the cards offered are not those the seat can pay"
        return ""

    # ------------------------------------------------------------------ helpers

    def _emit(self, event: Event) -> None:
        self._events.append(event)

    def _take_events(self) -> list[Event]:
        out, self._events = self._events, []
        return out

    def payment_order(self) -> list[int]:
        """B-1.3: the active seat first, then ascending seats, wrapping."""
        n = len(self.state.seats)
        a = self.state.active
        return [(a + k) % n for k in range(n)]

    def _pay(self, seat: int, amount: int, source: str) -> int:
        """B-4.6, B-9.1–B-9.4: the bank pays ``amount`` to ``seat`` as far as it can; returns
        what was paid. The first shortfall triggers the end (the event is emitted by
        `_flush_trigger` after the payment's own event)."""
        st = self.state
        if amount <= 0:
            return 0
        bank = st.bank
        if amount <= bank:
            paid = amount
        else:
            paid = bank
            st.lost += amount - paid
            if not st.triggered:
                st.triggered = True
                st.trigger_seat = st.active
                st.trigger_round = st.round
                st.trigger_source = source
                self._trigger = EndTriggered(seat, amount, paid,
                                             len(st.seats) - 1 - st.active)
        st.bank = bank - paid
        st.seats[seat].cash += paid
        if st.triggered and (st.round, st.active) != (st.trigger_round, st.trigger_seat):
            st.paid_after_trigger += paid
        return paid

    def _flush_trigger(self) -> None:
        if self._trigger is not None:
            self._emit(self._trigger)
            self._trigger = None

    def _fine(self, seat: int, amount: int, card: str) -> None:
        """B-6.1: a fine to the bank, capped at the seat's cash (never into debt)."""
        if amount <= 0:
            return
        s = self.state.seats[seat]
        paid = min(amount, s.cash)
        s.cash -= paid
        s.fines += paid
        self.state.bank += paid
        self._emit(FinePaid(seat, card, amount, paid))

    def _discard_from(self, seat: int, card: str, reason: str) -> None:
        self.state.seats[seat].cards.remove(card)
        self.state.discard.append(card)
        self._emit(CardDiscarded(seat, card, reason))  # type: ignore[arg-type]

    def _draw_card(self) -> str:
        """B-8.2: the top of the draw deck, reshuffling the discard pile when the deck is
        empty; "" when both are empty."""
        st = self.state
        if not st.deck:
            if not st.discard:
                return ""
            st.deck, st.discard = st.discard, []
            st.rng.shuffle(st.deck)
            self._emit(DeckReshuffled(len(st.deck)))
        return st.deck.pop(0)

    def _refill(self, slot: int) -> None:
        card = self._draw_card()
        self.state.market[slot] = card
        if card:
            self._emit(MarketRefilled(slot, card))

    # ------------------------------------------------------------------ the turn

    def _start_turn(self) -> None:
        st = self.state
        st.stage = "roll"
        st.dice = []
        st.rerolls_left = 0
        st.throws = 0
        st.industry = 0
        self._emit(TurnStarted(st.active, st.round, st.bank, st.triggered))

    def _first_throw(self) -> None:
        """B-4.1/B-4.2: the six dice, industry die first (B-12.4), resolved at once."""
        st = self.state
        rng = st.rng
        st.industry = rng.die()
        st.dice = [rng.die() for _ in range(self.rules.number_dice)]
        st.throws = 1
        self._emit(DiceThrown(st.active, 1, st.industry, tuple(st.dice), (0, 1, 2, 3, 4)))
        face = self.rules.faces[st.industry - 1]
        self._emit(IndustryResolved(st.active, face))
        if face == "NEWS":
            self._news()
        else:
            self._dividends(face)
        st.stage = "dice"
        st.rerolls_left = self.rules.rerolls
        st.dice_bank = st.bank

    def _dividends(self, sector: str) -> None:
        """B-5.1–B-5.3: every owner of ``sector`` cards is paid in payment order; their stocks
        of that sector are discarded right after their payment."""
        st = self.state
        secmap = self._sector
        for p in self.payment_order():
            s = st.seats[p]
            cards = [c for c in s.cards if secmap[c] == sector]
            if not cards:
                continue
            bonus = self.rules.sector_bonus(len(cards))
            owed = sum(self._dividend[c] for c in cards) + bonus
            paid = self._pay(p, owed, "dividend")
            s.dividend_income += paid
            self._emit(DividendPaid(p, sector, tuple(cards), bonus, owed, paid))
            self._flush_trigger()
            for c in cards:
                if self._kind[c] == "stock":
                    self._discard_from(p, c, "dividend")

    def _finish_dice(self) -> None:
        """B-7.2: the bank pays the best combination; then the purchase phase (B-4.4)."""
        st = self.state
        combo, amount = best_combination(counts_of_values(st.dice), self.rules.payouts)
        paid = self._pay(st.active, amount, "dice")
        st.seats[st.active].dice_income += paid
        self._emit(CombinationPaid(st.active, tuple(st.dice), combo, amount, paid))
        self._flush_trigger()
        st.stage = "buy"
        st.rerolls_left = 0
        for slot, card in enumerate(st.market):  # B-8.2: a short market is topped up now
            if not card:
                self._refill(slot)
        cash = st.seats[st.active].cash
        if not any(c and self._price[c] <= cash for c in st.market):
            self._emit(Passed(st.active, True))
            self._end_turn()

    def _reroll(self, keep: tuple[int, ...]) -> None:
        """B-7.1: throw the dice not kept again, in ascending position (B-12.4)."""
        st = self.state
        thrown = tuple(i for i in range(len(st.dice)) if i not in keep)
        for i in thrown:
            st.dice[i] = st.rng.die()
        st.throws += 1
        st.rerolls_left -= 1
        self._emit(DiceThrown(st.active, st.throws, 0, tuple(st.dice), thrown))
        if st.rerolls_left == 0:
            self._finish_dice()

    def _buy(self, slot: int) -> None:
        """B-8.1/B-8.2: pay the price to the bank, take the card, refill the slot."""
        st = self.state
        card = st.market[slot]
        price = self._price[card]
        s = st.seats[st.active]
        s.cash -= price
        s.spent += price
        s.purchases += 1
        st.bank += price
        s.cards.append(card)
        self._emit(CardBought(st.active, slot, card, price))
        self._refill(slot)
        self._end_turn()

    def _end_turn(self) -> None:
        """B-4.5, B-9.3: pass the turn clockwise; after the trigger, the game ends with seat
        N's turn."""
        st = self.state
        s = st.seats[st.active]
        s.turns += 1
        self._emit(TurnEnded(st.active, s.cash, st.bank))
        n = len(st.seats)
        if st.triggered and st.active == n - 1:
            self._finish_game()
            return
        st.active = (st.active + 1) % n
        if st.active == 0:
            st.round += 1
        self._start_turn()

    def _finish_game(self) -> None:
        """B-9.5: cash only; tied seats share a place."""
        st = self.state
        st.over = True
        st.stage = "buy"
        cash = [s.cash for s in st.seats]
        ranking = sorted(((1 + sum(1 for c in cash if c > cash[i]), i)
                          for i in range(len(cash))))
        st.ranking = ranking
        self._emit(GameEnded(tuple(cash), tuple(ranking)))

    # ------------------------------------------------------------------ news (B-6)

    def _news(self) -> None:
        """B-6.1: draw the top news card (reshuffling the discards when the deck is empty),
        apply it, discard it."""
        st = self.state
        if not st.news_deck:
            st.news_deck, st.news_discard = st.news_discard, []
            st.rng.shuffle(st.news_deck)
            self._emit(NewsReshuffled(len(st.news_deck)))
        card = st.news_deck.pop(0)
        st.news_drawn += 1
        self._emit(NewsDrawn(st.active, card))
        self.apply_news(card)
        st.news_discard.append(card)

    def apply_news(self, card: str) -> None:
        """B-6.2: the effect of news card ``card`` (an id of the data file)."""
        st = self.state
        news = self.rules.news[card]
        kind, amount = news.kind, news.amount
        order = self.payment_order()
        seats = st.seats
        if kind == "sector_slump":
            sec = news.sector
            for p in order:
                self._fine(p, amount * sum(1 for c in seats[p].cards if self._sector[c] == sec),
                           card)
            for p in order:
                for c in [c for c in seats[p].cards
                          if self._sector[c] == sec and self._kind[c] == "stock"]:
                    self._discard_from(p, c, "news")
        elif kind == "fine_per_card":
            for p in order:
                self._fine(p, amount * len(seats[p].cards), card)
        elif kind == "fine_most_cards":
            most = max(len(s.cards) for s in seats)
            for p in order:
                if len(seats[p].cards) == most:
                    self._fine(p, amount, card)
        elif kind == "tax":
            for p in order:
                self._fine(p, seats[p].cash // amount, card)
        elif kind == "crash":
            for p in order:
                for c in [c for c in seats[p].cards if self._kind[c] == "stock"]:
                    self._discard_from(p, c, "news")
        elif kind == "liquidation":
            for p in order:
                pool = [c for c in seats[p].cards if self._kind[c] != "startup"]
                if len(pool) >= amount:
                    self._discard_from(p, self._cheapest(pool), "news")
        elif kind == "demerger":
            for p in order:
                counts = {sec: 0 for sec in self.rules.sector_codes}
                for c in seats[p].cards:
                    counts[self._sector[c]] += 1
                largest = max(counts.values())
                if largest < amount:
                    continue
                sec = next(s for s in self.rules.sector_codes if counts[s] == largest)
                pool = [c for c in seats[p].cards
                        if self._sector[c] == sec and self._kind[c] != "startup"]
                if pool:
                    self._discard_from(p, self._cheapest(pool), "news")
        elif kind == "market_flush":
            for slot, c in enumerate(st.market):
                if c:
                    st.discard.append(c)
                    st.market[slot] = ""
                    self._emit(CardDiscarded(-1, c, "news", slot))
            for slot in range(len(st.market)):
                self._refill(slot)
        elif kind == "gain_per_card":
            for p in order:
                self._gain(p, amount * len(seats[p].cards), card)
        elif kind == "gain_fewest_cards":
            fewest = min(len(s.cards) for s in seats)
            for p in order:
                if len(seats[p].cards) == fewest:
                    self._gain(p, amount, card)
        elif kind == "ipo":
            for p in order:
                stocks = [c for c in seats[p].cards if self._kind[c] == "stock"]
                if not stocks:
                    continue
                self._gain(p, sum(self._dividend[c] for c in stocks), card)
                for c in stocks:
                    self._discard_from(p, c, "news")
        else:  # pragma: no cover - the data file's kinds are checked at load
            raise ValueError(f"unknown news kind {kind}")

    def _gain(self, seat: int, amount: int, card: str) -> None:
        if amount <= 0:
            return
        paid = self._pay(seat, amount, "news")
        self.state.seats[seat].news_income += paid
        self._emit(GainPaid(seat, card, amount, paid))
        self._flush_trigger()

    def _cheapest(self, pool: list[str]) -> str:
        """B-6.1: the lowest price, ties to the most recently acquired (latest in the list)."""
        best = pool[-1]
        for c in reversed(pool):
            if self._price[c] < self._price[best]:
                best = c
        return best


__all__ = ["Game", "GameConfig", "IllegalDecision", "new_game"]
