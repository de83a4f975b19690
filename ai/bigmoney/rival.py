"""Big Money rivals: a decision with a one-line reason for every request (B-12.3).

``make(level, personality, seed) -> BigMoneyRival``; ``decide(view, request) -> Choice``;
``side_decision(view) -> None`` (Big Money has no side decisions).

* Keeps: exact expectimax over the payout table (ai/dice.py), terminal value
  min(payout, bank at the start of the dice phase), the B-10.4 tie-break.
* Purchases: the B-12.3 valuation. D = expected dividends paid per turn (all players, from the
  public holdings), T = bank / (13.819 + D) the expected turns left; an asset is worth
  T/6·(dividend + g) − price, a stock (1 − (5/6)^T)·(2·price + g) − price, where g is the
  sector bonus the card adds. The best affordable card is bought when its worth beats the
  level's threshold; never after the trigger.
* Levels: ``easy`` often keeps the largest group only and buys on a coarse rule;
  ``normal`` is a cautious B-12.3 buyer: it counts only 55 % of the expected turns left, so it
  buys fewer cards late (by design, so that the levels differ: the full B-12.3 valuation is
  already close to the best expected cash, and no refinement of it beats it measurably);
  ``hard`` plays the evaluator's best decision (``evaluator.py``: exact keeps, the B-12.3
  worth over the calibrated horizon), so the hint names what hard plays. Other options of
  `Params` (denial of rivals' sectors, racing the leader, playouts from a determinized view,
  keeps and end-game purchases by the chance of finishing first, ai/bigmoney/winprob.py) are
  available for experiments; none measured better than about one point.
* Personalities: ``flambeur`` buys more (a lower bar, a longer horizon), ``ruse`` waits for
  clearly good cards (a higher bar), ``joueur`` prefers stocks and plays the dice uncapped,
  ``stratege`` builds sector sets (counts the bonus twice) and watches rivals' sectors.

A rival reads only its seat's ``SeatView`` (B-12.1). Its own chance is reseeded from its seed
and the game's public clock (``view.decisions``) before each decision, so a reloaded game sees
the same decisions. ``make`` raises ValueError for an unknown level or personality; ``decide``
raises TypeError for an unknown request.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from cresus_tui.games.bigmoney.data import Rules, best_combination, load_rules
from cresus_tui.games.bigmoney.decisions import Buy, Pass, Reroll, Roll, Stop
from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest, RollRequest
from cresus_tui.games.bigmoney.view import SeatView
from cresus_tui.i18n import number, tr

from .base import Choice
from . import evaluator, winprob, words
from .dice import best_keep, solver, win_keep

LEVELS = ("easy", "normal", "hard")
PERSONALITIES = ("", "flambeur", "joueur", "ruse", "stratege")
TURN_MEAN = 52225475 / 3779136
"""B-10.3: the optimal mean payout of a turn (Z)."""


class Params(NamedTuple):
    """Purchase and dice parameters of a level/personality."""

    threshold: float = 0.0      # buy when worth > threshold (Z)
    horizon: float = 1.0        # multiplies T, the expected turns left
    bonus_weight: float = 1.0   # multiplies g, the sector bonus a card adds
    stock_bias: float = 0.0     # Z added to a stock's worth
    deny: float = 0.0           # weight of the bonus a rival would gain from the card
    naive_dice: float = 0.0     # probability of a naive keep (largest group)
    random_buy: float = 0.0     # probability of buying the cheapest affordable card at once
    uncapped: bool = False      # dice: ignore the bank's cap
    own_turns: bool = False     # count the turns actually left before the end (hard)
    reserve: int = 0            # cash kept back (Z)
    inflow: float = 0.0         # share of the observed spending rate counted as future inflow
    lead_stop: float = 0.0      # near the end, a leader by this many Z stops buying (0: never)
    race: float = 0.0           # near the end, trailing: prefer sectors the leader lacks;
                                # leading: sectors the runner-up holds (Z per 10 Z of exposure)
    rollouts: int = 0           # hard: playouts per option to compare the best cards and pass
    rollout_turns: float = 0.0  # ... only when fewer turns than this are expected to be left
    win_dice: float = 0.0       # bank (Z) under which keeps maximise the chance of finishing
                                # first instead of the payout (0: never)
    fixed_turns: float = 0.0    # > 0: purchases count this many turns left, whatever the bank
    win_buy: float = 0.0        # expected turns left under which purchases (and passing) are
                                # judged by the chance of finishing first (0: never)
    calibrated: bool = False    # T is the evaluator's calibrated horizon (hard; evaluator.py)


LEVEL_PARAMS = {
    "easy": Params(threshold=-2.0, horizon=1.6, naive_dice=0.6, random_buy=0.3),
    # normal: a cautious buyer (55 % of the expected turns left); against 3 random-legal
    # rivals it wins 87.2 % [86.0-88.3] (3,000 games, benchmarks/bigmoney_strength.py)
    "normal": Params(horizon=0.55),
    # hard: the evaluator's best decision (ai/bigmoney/evaluator.py: the full B-12.3
    # valuation over the calibrated horizon), so the hint names what hard plays. Against
    # three normal rivals it wins 32.5 % [30.5-34.6] (2,000 games, seed 20000; the former
    # 1.3 x bank / (13.8 + D - half the spending rate) horizon: 31.7 % on the same games);
    # judging end-game purchases or keeps by the chance of finishing first (win_buy /
    # win_dice) adds under one point: not significant
    "hard": Params(calibrated=True),
}
EVALUATOR_PARAMS = LEVEL_PARAMS["hard"]
"""The parameters under which a rival plays the evaluator's best option (hard, no
personality)."""


def personality_params(base: Params, personality: str) -> Params:
    """The level's parameters nudged by a personality. Raises ValueError if unknown."""
    if personality not in PERSONALITIES:
        raise ValueError(f"unknown personality {personality!r}; one of "
                         f"{', '.join(p for p in PERSONALITIES if p)}")
    if personality == "flambeur":
        return base._replace(threshold=base.threshold - 2.0, horizon=base.horizon * 1.15)
    if personality == "ruse":
        return base._replace(threshold=base.threshold + 2.0, horizon=base.horizon * 0.95)
    if personality == "joueur":
        return base._replace(stock_bias=base.stock_bias + 2.0, uncapped=True)
    if personality == "stratege":
        return base._replace(bonus_weight=base.bonus_weight * 1.6, deny=base.deny + 0.3)
    return base


def make(level: str = "normal", personality: str = "", seed: int = 0,
         params: Params | None = None, rules: Rules | None = None) -> BigMoneyRival:
    """A rival of ``level`` (easy, normal, hard) and ``personality``. Raises ValueError."""
    if level not in LEVEL_PARAMS:
        raise ValueError(f"unknown level {level!r}; one of {', '.join(LEVELS)}")
    return BigMoneyRival(level, personality, seed, params, rules)


class BigMoneyRival:
    """See the module docstring."""

    def __init__(self, level: str = "normal", personality: str = "", seed: int = 0,
                 params: Params | None = None, rules: Rules | None = None) -> None:
        self.level = level
        self.personality = personality
        self.name = f"{level}:{personality}" if personality else level
        self.params = params or personality_params(LEVEL_PARAMS[level], personality)
        self.rules = rules or load_rules()
        self.seed = seed
        self.rng = random.Random(seed)
        r = self.rules
        self._sector = {c: d.sector for c, d in r.cards.items()}
        self._kind = {c: d.kind for c, d in r.cards.items()}
        self._price = {c: d.price for c, d in r.cards.items()}
        self._dividend = {c: d.dividend for c, d in r.cards.items()}
        solver(2)  # build the uncapped table once

    def _reseed(self, view: SeatView) -> None:
        """Own chance from the seed and the public clock (reload-determinism, B-12.4)."""
        self.rng.seed(self.seed * 1_000_003 + view.decisions)

    # ------------------------------------------------------------------ the door

    def decide(self, view: SeatView, request) -> Choice:
        """Answer ``request`` (addressed to ``view.seat``) from the seat's view only."""
        if isinstance(request, RollRequest):
            return Choice(Roll(), tr("rolls the six dice"))
        if self.params == EVALUATOR_PARAMS and isinstance(request, (DiceRequest, BuyRequest)):
            return self._evaluator_choice(view, request)
        if isinstance(request, DiceRequest):
            self._reseed(view)
            return self._dice(view, request)
        if isinstance(request, BuyRequest):
            self._reseed(view)
            return self._buy(view, request)
        raise TypeError(f"unknown request {request!r}")

    def _evaluator_choice(self, view: SeatView, request) -> Choice:
        """Hard without a personality: the evaluator's best option, with its value."""
        opt = evaluator.best(view, request, self.rules)
        if isinstance(request, DiceRequest):
            if isinstance(opt.decision, Stop):
                return Choice(Stop(), tr("stops on {combination} ({amount} Z)").format(
                    combination=words.code_words(request.combination), amount=request.amount))
            return Choice(opt.decision, tr("{what}: {value} Z expected").format(
                what=words.option_words(opt.what), value=number(opt.value, 1)))
        shown = evaluator.horizon(view, self.rules)
        if view.triggered and isinstance(opt.decision, Pass):
            return Choice(Pass(), tr("the bank is dry: no card can pay back now"))
        if isinstance(opt.decision, Pass):
            return Choice(Pass(), tr("passes: no card pays back enough in the {turns} "
                                     "left").format(turns=words.turns_words(shown)))
        card = request.market[opt.decision.slot]
        return Choice(opt.decision, tr("buys {card}: worth {worth} Z to me over the {turns} "
                                       "left").format(card=card, worth=words.signed(opt.value),
                                                      turns=words.turns_words(shown)))

    def side_decision(self, view: SeatView) -> None:
        """Big Money has no decision outside the requests."""
        return None

    # ------------------------------------------------------------------ dice

    def _dice(self, view: SeatView, req: DiceRequest) -> Choice:
        p = self.params
        dice = req.dice
        if p.naive_dice and self.rng.random() < p.naive_dice:
            # the largest group of equal values (highest value on ties)
            best = max(range(1, 7), key=lambda v: (dice.count(v), v))
            keep = tuple(i for i, d in enumerate(dice) if d == best)
            if dice.count(best) >= 2 and req.amount >= 15:
                return Choice(Stop(), tr("takes {combination} ({amount} Z)").format(
                    combination=words.code_shown(req.combination), amount=req.amount))
            if len(keep) >= 5:
                return Choice(Stop(), tr("takes {combination} ({amount} Z)").format(
                    combination=words.code_shown(req.combination), amount=req.amount))
            return Choice(Reroll(keep), tr("keeps the {value}s and rerolls the rest").format(
                value=best))
        if p.win_dice and not p.uncapped and (view.triggered or view.dice_bank < p.win_dice):
            keep, value = self._win_keep(view, req)
            if len(keep) == len(dice):
                return Choice(Stop(), tr("stops on {combination} ({amount} Z): {chance} to "
                                         "finish first").format(
                    combination=words.code_words(req.combination), amount=req.amount,
                    chance=words.percent(value)))
            kept = "-".join(str(dice[i]) for i in sorted(keep, key=lambda i: -dice[i]))
            return Choice(Reroll(keep), tr("keeps {dice}: {chance} to finish first").format(
                dice=kept or tr("nothing"), chance=words.percent(value)))
        cap = None if p.uncapped else view.dice_bank
        keep, value = best_keep(dice, req.rerolls_left, cap)
        if len(keep) == len(dice):
            return Choice(Stop(), tr("stops on {combination} ({amount} Z)").format(
                combination=words.code_words(req.combination), amount=req.amount))
        kept = "-".join(str(dice[i]) for i in sorted(keep, key=lambda i: -dice[i])) \
            or tr("nothing")
        return Choice(Reroll(keep), tr("keeps {dice}: {value} Z expected").format(
            dice=kept, value=number(value, 1)))

    def _win_keep(self, view: SeatView, req: DiceRequest) -> tuple[tuple[int, ...], float]:
        """Keeps by the chance of finishing first (B-9.5): each payout x is worth the chance
        of the best final cash after it; x beyond the bank's balance takes it all and ends the
        game with this round (B-9.1 to B-9.3; the later turns find the bank dry)."""
        n = len(view.players)
        seat = view.seat
        bank = view.dice_bank
        cash = [pl.cash for pl in view.players]
        flat = [(0.0, 1.0)] * n
        nxt = (seat + 1) % n
        utility = {}
        for x in sorted(set(self.rules.payouts.values()) | {0}):
            after = list(cash)
            if view.triggered or x > bank:
                after[seat] += min(x, bank)
                u = winprob.win_chance(after, flat, seat)
            else:
                after[seat] += x
                u = winprob.win_chance(after, winprob.outlook(view, self.rules, bank - x, nxt),
                                       seat)
            utility[x] = round(u, 4)
        return win_keep(req.dice, req.rerolls_left, utility)

    # ------------------------------------------------------------------ purchases

    def sector_amount(self, cards: tuple[str, ...], sector: str) -> int:
        """B-5.2: what a holder of ``cards`` is owed when ``sector`` is rolled."""
        own = [c for c in cards if self._sector[c] == sector]
        if not own:
            return 0
        return sum(self._dividend[c] for c in own) + self.rules.sector_bonus(len(own))

    def turns_left(self, view: SeatView, inflow: float = 0.0) -> float:
        """B-12.3: T = bank / (mean dice payout + D), the expected number of turns (all seats)
        before the bank runs dry; D = expected dividends a turn from the public holdings.
        ``inflow`` > 0 (hard): that share of the spending rate seen so far (prices of the
        cards bought a turn) flows back into the bank and lengthens the game."""
        d = 0.0
        for sec in self.rules.sector_codes:
            for pl in view.players:
                d += self.sector_amount(pl.cards, sec)
        d /= 6.0
        out = TURN_MEAN + d
        if inflow:
            played = sum(pl.turns for pl in view.players)
            if played:
                spent = sum(self._price[c] for pl in view.players for c in pl.cards
                            if self._kind[c] == "asset")
                spent += sum(self._price[c] for c in view.discard)
                out -= min(inflow * spent / played, 0.5 * out)
        return view.bank / out

    def card_worth(self, view: SeatView, card: str, t: float) -> float:
        """The B-12.3 worth (Z) of ``card`` to this seat with ``t`` turns left, with the
        level's adjustments."""
        p = self.params
        me = view.players[view.seat]
        sec = self._sector[card]
        worth = evaluator.card_worth(view, card, t, self.rules, p.bonus_weight)
        if self._kind[card] == "stock":
            worth += p.stock_bias
        if p.race and t < 3 * len(view.players):
            others = sorted(((pl.cash, i) for i, pl in enumerate(view.players)
                             if i != view.seat), reverse=True)
            rival = view.players[others[0][1]]
            exposure = self.sector_amount(rival.cards, sec) / 10
            worth += p.race * (exposure if me.cash >= others[0][0] else -exposure)
        if p.deny:
            # a card left in the market may go to a rival whose bonus it would raise
            best = 0
            for i, pl in enumerate(view.players):
                if i == view.seat:
                    continue
                m = sum(1 for c in pl.cards if self._sector[c] == sec)
                if m:
                    gain = self.rules.sector_bonus(m + 1) - self.rules.sector_bonus(m)
                    best = max(best, gain)
            worth += p.deny * min(t / 6, 3.0) * best / 3.0
        return worth

    def _buy(self, view: SeatView, req: BuyRequest) -> Choice:
        p = self.params
        if view.triggered:
            return Choice(Pass(), tr("the bank is dry: no card can pay back now"))
        if not req.affordable:
            return Choice(Pass(), tr("nothing affordable"))
        me = view.players[view.seat]
        if p.random_buy and self.rng.random() < p.random_buy:
            slot = min(req.affordable, key=lambda s: (self._price[req.market[s]], s))
            return Choice(Buy(slot), tr("buys {card}, the cheapest card").format(
                card=req.market[slot]))
        if p.win_buy and self.turns_left(view) < p.win_buy:
            return self._buy_to_win(view, req)
        t = self.turns_left(view) * p.horizon
        if p.inflow:
            t = self.turns_left(view, p.inflow) * p.horizon
        if p.calibrated:
            t = evaluator.horizon(view, self.rules) * p.horizon
        if p.fixed_turns:
            t = p.fixed_turns
        if p.lead_stop and t < 2 * len(view.players):
            rivals = max(pl.cash for i, pl in enumerate(view.players) if i != view.seat)
            if me.cash - rivals >= p.lead_stop:
                shown = evaluator.horizon(view, self.rules)
                return Choice(Pass(), tr("passes: ahead by {lead} Z with {turns} left").format(
                    lead=me.cash - rivals, turns=words.turns_words(shown)))
        if p.own_turns:
            # money paid to the bank lengthens the game; near the end only the seats still to
            # play see the last turns, so the horizon shrinks with the seat's position
            n = len(view.players)
            t = max(0.0, t - (view.seat + 1) / n * 0.5)
        best_slot, best_worth = -1, 0.0
        for s in req.affordable:
            card = req.market[s]
            if me.cash - self._price[card] < p.reserve:
                continue
            w = self.card_worth(view, card, t)
            if best_slot < 0 or w > best_worth:
                best_slot, best_worth = s, w
        shown = evaluator.horizon(view, self.rules)
        if best_slot < 0 or best_worth <= p.threshold:
            return Choice(Pass(), tr("passes: no card pays back enough in the {turns} "
                                     "left").format(turns=words.turns_words(shown)))
        if p.rollouts and t < p.rollout_turns:
            return self._buy_by_playouts(view, req, t)
        card = req.market[best_slot]
        kind = tr("stock") if self._kind[card] == "stock" else tr("asset")
        # the reason shows the one horizon every place shows (the hint's, `odds`), and the
        # worth over that horizon: the level's own count of turns (an easy rival counts 1.6
        # times too many) chose the card, but a worth over other turns than those named read
        # as a false fact ("worth +158 Z … over the ~25 turns left" for a card worth +44 Z)
        return Choice(Buy(best_slot), tr("buys {card} ({kind}): worth {worth} Z to me over "
                                         "the {turns} left").format(
            card=card, kind=kind, worth=words.signed(self.card_worth(view, card, shown)),
            turns=words.turns_words(shown)))


    def _buy_to_win(self, view: SeatView, req: BuyRequest) -> Choice:
        """Pass or the affordable card with the best chance of finishing first (B-9.5): the
        price goes to the bank (so to every player's later income), the card adds to this
        seat's dividends (an asset for good; a stock once, B-5.3)."""
        n = len(view.players)
        seat = view.seat
        me = view.players[seat]
        cash = [pl.cash for pl in view.players]
        nxt = (seat + 1) % n
        base = winprob.outlook(view, self.rules, view.bank, nxt)
        best_slot, best = -1, winprob.win_chance(cash, base, seat)
        passing = best
        t = self.turns_left(view)
        for s in req.affordable:
            card = req.market[s]
            price = self._price[card]
            after = list(cash)
            after[seat] -= price
            if self._kind[card] == "stock":
                sec = self._sector[card]
                gain = self.sector_amount(me.cards + (card,), sec) - \
                    self.sector_amount(me.cards, sec)
                q = 1 - (5 / 6) ** max(t, 0.0)
                gains = winprob.outlook(view, self.rules, view.bank + price - q * gain, nxt)
                m, v = gains[seat]
                gains[seat] = (m + q * gain, v + q * (1 - q) * gain * gain)
            else:
                inc = winprob.income(view, self.rules, seat, me.cards + (card,))
                gains = winprob.outlook(view, self.rules, view.bank + price, nxt, inc)
            w = winprob.win_chance(after, gains, seat)
            if w > best + 1e-9:
                best_slot, best = s, w
        if best_slot < 0:
            return Choice(Pass(), tr("passes: buying lowers my chance to finish first "
                                     "({chance})").format(chance=words.percent(passing)))
        card = req.market[best_slot]
        return Choice(Buy(best_slot), tr("buys {card}: {chance} to finish first (passing: "
                                         "{passing})").format(
            card=card, chance=words.percent(best), passing=words.percent(passing)))

    # ------------------------------------------------------------------ playouts (hard)

    def _buy_by_playouts(self, view: SeatView, req: BuyRequest, t: float) -> Choice:
        """Compare pass and the two best cards by the B-12.3 worth with ``rollouts`` playouts
        each to the end of the game (sensible play for every seat, common random numbers),
        from a game rebuilt from the view with the hidden decks shuffled at random."""
        from .playout import playout_scores

        me = view.players[view.seat]
        ranked = sorted((s for s in req.affordable
                         if me.cash - self._price[req.market[s]] >= self.params.reserve),
                        key=lambda s: -self.card_worth(view, req.market[s], t))[:2]
        options: list = [Pass()] + [Buy(s) for s in ranked]
        scores = playout_scores(view, options, self.params.rollouts, self.rng, self.rules)
        best = max(range(len(options)), key=lambda i: (scores[i], -i))
        share = scores[best]
        if best == 0:
            return Choice(Pass(), tr("passes: playing on, that wins most often ({share} of "
                                     "my playouts)").format(share=words.percent(share)))
        card = req.market[options[best].slot]
        return Choice(options[best], tr("buys {card}: it wins most often ({share} of my "
                                        "playouts)").format(card=card,
                                                            share=words.percent(share)))


class RandomRival:
    """Uniform over the legal decisions (the random-legal player as a rival)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def decide(self, view: SeatView, request) -> Choice:
        from cresus_tui.games.bigmoney.random_player import legal_decisions

        self.rng.seed(self.seed * 1_000_003 + view.decisions)
        return Choice(self.rng.choice(legal_decisions(request)), tr("at random"))

    def side_decision(self, view: SeatView) -> None:
        return None


def make_rival(level: str = "normal", personality: str = "", seed: int = 0):
    """A rival of ``level`` (random, easy, normal, hard) and ``personality``; ``sensible`` is
    the full B-12.3 valuation (the B-13 balance figures' player, not a level on offer)."""
    if level == "random":
        return RandomRival(seed)
    if level == "sensible":
        rival = BigMoneyRival("normal", personality, seed,
                              params=personality_params(Params(), personality))
        rival.name = f"sensible:{personality}" if personality else "sensible"
        return rival
    return make(level, personality, seed)


def dice_payout(dice: tuple[int, ...], rules: Rules | None = None) -> int:
    """B-7.2 payout of dice values 1..6 (helper for reasons and tests)."""
    from cresus_tui.games.bigmoney.data import counts_of_values

    return best_combination(counts_of_values(dice), (rules or load_rules()).payouts)[1]
