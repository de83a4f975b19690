"""The Big Money reviewer. Every figure is in Z.

* Exact: every keep and stop of the number dice (B-7.1), by the optimal-play values of
  ``ai.bigmoney.dice.keep_table`` with the payouts capped at the bank at the start of the dice
  phase (``view.dice_bank``, B-9.2): the loss is the best keep's value minus the chosen one's,
  kept as a fraction too (``Verdict.fraction``).
* Estimates (labelled): purchases and passes (B-8.1), by the evaluator
  (``ai.bigmoney.evaluator``: the B-12.3 worth over the calibrated horizon, the one the hint
  and the hard rival use; a pass is worth 0, any card after the trigger its price lost); the
  loss is value(best) − value(chosen) at that position.
* Luck, per player: what the dice paid minus their optimal-play expectation (keep losses added
  back, so luck + exact skill is the difference to expectation), plus dividends and news
  received minus their expectation at each throw of the industry die: the mean over its six
  faces of what each face would have paid or cost every player, given the holdings and the
  bank at that moment; a NEWS face is the mean over the news cards left in the news deck (the
  discards are public, so this is what the view allows). Purchases are not luck.
* The ``Roll`` that opens a turn is no choice and is not listed.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ai.bigmoney.dice import keep_table, solver
from ai.bigmoney import evaluator as EV
from ai.bigmoney import words
from cresus_tui.games.bigmoney import decisions as D
from cresus_tui.games.bigmoney import events as E
from cresus_tui.games.bigmoney import load_rules
from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest
from cresus_tui.i18n import number, tr, tr_n

from cresus_tui.play.review.analysis import Luck, Review, Verdict, _bare, costliest
from . import labels
from .review_kit import card_words
from cresus_tui.play.review.record import Timeline


def _values(dice: tuple[int, ...], positions: tuple[int, ...] | list[int]) -> list[int]:
    return sorted((dice[k] for k in positions), reverse=True)


def _keep_words(row: dict[str, Any], combo: str, amount: int) -> str:
    if row["stop"]:
        return tr("stop on {combination} ({amount} Z)").format(combination=combo, amount=amount)
    if not row["keep"]:
        return tr("reroll every die")
    return tr("keep {dice} and reroll").format(dice=" ".join(str(v) for v in row["keep"]))


def dice_verdict(game: Any, step: Any, req: DiceRequest, human: int) -> tuple[Verdict, Fraction]:
    """The exact verdict of a keep or a stop (B-7.1), and its loss as a Fraction."""
    d = step.decision
    cap = game.view(step.seat).dice_bank
    table = keep_table(req.dice, req.rerolls_left, cap)
    if isinstance(d, D.Stop):
        chosen = next(r for r in table if r["stop"])
    else:
        kept = _values(req.dice, d.keep)
        chosen = next(r for r in table if r["keep"] == kept and not r["stop"])
    best = table[0]
    loss = Fraction(best["exact"]) - Fraction(chosen["exact"])
    combo = labels.combination_name(req.combination)  # "stop on a full house (15 Z)"
    dice = " ".join(str(x) for x in req.dice)
    left = (tr("one reroll") if req.rerolls_left == 1 else
            tr_n("{n} reroll", "{n} rerolls", req.rerolls_left).format(n=req.rerolls_left))
    chosen_t = (tr("You {choice} (dice {dice})") if step.seat == human else
                tr("They {choice} (dice {dice})")).format(
        choice=_keep_words(chosen, combo, req.amount), dice=dice)
    if loss <= 0:
        why = tr("The best play with {dice} and {left} left: {value} Z expected.").format(
            dice=dice, left=left, value=number(float(best["expected"]), 2))
        best_t = chosen_t
    else:
        best_t = _keep_words(best, combo, req.amount)
        why = tr("With {dice} and {left} left, to {best} expects {value} Z; to {chosen} "
                 "{chosen_value} Z.").format(
            dice=dice, left=left, best=best_t, value=number(float(best["expected"]), 2),
            chosen=_keep_words(chosen, combo, req.amount),
            chosen_value=number(float(chosen["expected"]), 2))
    if cap < max(load_rules().payouts.values()):
        why = why[:-1] + tr(", the bank holding only {cap} Z.").format(cap=cap)
    kind = "stop" if isinstance(d, D.Stop) else "keep"
    return (Verdict(step.index, step.turn, step.seat, kind, chosen_t, best_t,
                    round(float(loss), 2), True, why, str(loss)), loss)


def purchase_verdict(game: Any, step: Any, req: BuyRequest, hard: Any = None) -> Verdict:
    """The estimated verdict of a purchase or a pass (B-8.1): value(best) − value(chosen) by
    the evaluator (``ai.bigmoney.evaluator``, the hint's and the hard rival's judge) at that
    position, so the card the hint names is charged nothing. ``hard`` is unused (kept for
    callers of the former signature)."""
    view = game.view(step.seat)
    rules = load_rules()
    t = EV.horizon(view, rules)
    loss, best, chosen = EV.loss(view, req, step.decision, rules)
    d = step.decision
    if isinstance(d, D.Buy):
        card = req.market[d.slot]
        chosen_t = tr("You buy {card} for {price} Z").format(card=card_words(card),
                                                             price=rules.cards[card].price)
    else:
        chosen_t = tr("You pass")
    if loss < 0.005:
        best = chosen  # an equal choice: name the one made
    if isinstance(best.decision, D.Buy):
        card = req.market[best.decision.slot]
        best_t = tr("buy {card}").format(card=card_words(card))
        head = tr("{card} was worth about {worth} Z to you").format(
            card=card, worth=words.signed(best.value))
    else:
        best_t = tr("pass")
        head = tr("No card in the market paid back its price")
    horizon = tr("after the trigger") if view.triggered else \
        tr("over the {turns} (all players') left").format(turns=words.turns_words(t))
    why = tr("{head} {horizon} (the evaluator's estimate); your choice {worth} Z.").format(
        head=head, horizon=horizon, worth=words.signed(chosen.value))
    return Verdict(step.index, step.turn, step.seat, "purchase", chosen_t,
                   chosen_t if loss < 0.005 else best_t, round(loss, 2), False, why)


def _dividend_paid(rules: Any, game: Any, sector: str) -> list[int]:
    """What each seat would be paid if ``sector`` were rolled now (B-5.2, B-4.6 cap)."""
    st = game.state
    bank = st.bank
    out = [0] * len(st.seats)
    for p in game.payment_order():
        own = [c for c in st.seats[p].cards if rules.cards[c].sector == sector]
        if not own:
            continue
        owed = sum(rules.cards[c].dividend for c in own) + rules.sector_bonus(len(own))
        paid = min(owed, bank)
        bank -= paid
        out[p] = paid
    return out


def industry_expectation(game: Any) -> list[float]:
    """Per seat, the expected Z received (dividends, news gains) minus fines over the six faces
    of the industry die, from ``game`` about to roll (B-4.2, B-5, B-6): news over the cards
    left in the news deck (the discards when it must be reshuffled)."""
    rules = load_rules()
    st = game.state
    n = len(st.seats)
    total = [0.0] * n
    pool = list(st.news_deck) or list(st.news_discard)
    for face in rules.faces:
        if face == "NEWS":
            if not pool:
                continue
            acc = [0.0] * n
            for card in pool:
                g = game.clone()
                before = [s.cash for s in g.state.seats]
                g.apply_news(card)
                for p in range(n):
                    acc[p] += g.state.seats[p].cash - before[p]
            got = [a / len(pool) for a in acc]
        else:
            got = [float(x) for x in _dividend_paid(rules, game, face)]
        for p in range(n):
            total[p] += got[p] / len(rules.faces)
    return total


def review(tl: Timeline, human: int = 0) -> Review:
    """The Big Money review of ``tl`` for seat ``human`` (see the module docstring)."""
    n = len(tl.names)
    verdicts: list[Verdict] = []
    exact_lost = [Fraction(0)] * n
    est_lost = [0.0] * n
    luck = [0.0] * n
    for step in tl.steps:
        seat, d = step.seat, step.decision
        if isinstance(d, D.Roll):
            before = tl.state_at(step.index)
            after = tl.state_at(step.index + 1)
            try:
                exp = industry_expectation(before)
            except Exception:  # an analysis failure never stops a review
                exp = [0.0] * n
            got = [0.0] * n
            for ev in step.events:
                if isinstance(ev, (E.DividendPaid, E.GainPaid)):
                    got[ev.seat] += ev.paid
                elif isinstance(ev, E.FinePaid):
                    got[ev.seat] -= ev.paid
            for p in range(n):
                luck[p] += got[p] - exp[p]
            luck[seat] -= float(solver(2, after.state.dice_bank).expected())
            continue
        for ev in step.events:
            if isinstance(ev, E.CombinationPaid):
                luck[ev.seat] += ev.paid
        game = tl.state_at(step.index)
        req = game.request_for(seat)
        try:
            if isinstance(req, DiceRequest) and isinstance(d, (D.Reroll, D.Stop)):
                v, loss = dice_verdict(game, step, req, human)
                exact_lost[seat] += loss
            elif seat == human and isinstance(req, BuyRequest):
                v = purchase_verdict(game, step, req)
                est_lost[seat] += v.loss or 0.0
            else:
                continue
        except Exception as exc:  # an analysis failure never stops a review
            v = Verdict(step.index, step.turn, seat, "other",
                        tl.kit.describe(seat, d, tl.names, human), "", None, False,
                        tr("Not analysed ({error}).").format(error=type(exc).__name__))
        if seat == human:
            verdicts.append(v)
    base = _bare(tl, human)
    money = tl.kit.money_of(tl.final)
    base.verdicts = verdicts
    base.costliest = costliest(verdicts)
    base.luck = [Luck(i, tl.names[i], round(luck[i] + float(exact_lost[i]), 1),
                      round(float(exact_lost[i]), 1), round(est_lost[i], 1), money[i])
                 for i in range(n)]
    base.notes = [tr(
        "Exact: dice keeps and stops (optimal-play values, payouts capped at the bank at the "
        "dice phase). Estimates (~): purchases and passes, by the evaluator the hint uses. "
        "Luck: dice payouts, dividends and news received minus their expectation (the "
        "industry die over its six faces and the news cards left in the deck, given the "
        "holdings and the bank at each throw; the dice under optimal play). Rolling the dice "
        "is no choice and is not listed; the rivals' skill counts their dice only.")]
    return base


__all__ = ["dice_verdict", "industry_expectation", "purchase_verdict", "review"]
