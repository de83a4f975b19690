"""Odds and hints for Big Money, all from the one evaluator (``ai.bigmoney.evaluator``, the
hard rival's judge and the review's): every keep of the dice with its exact expected payout
(B-10, capped at the bank), what a market card is worth to you over the expected turns left
(the B-12.3 valuation over the calibrated horizon), and the best decision. Plain text with
`code` spans (front ends escape it); money in Z."""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from ai.bigmoney import words
from cresus_tui.games.bigmoney.data import Rules, best_combination, counts_of_values
from cresus_tui.games.bigmoney.decisions import Buy, Pass, Reroll, Roll, Stop
from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest, RollRequest
from cresus_tui.games.bigmoney.view import SeatView
from cresus_tui.i18n import number, semicolons, tr, tr_n

from . import labels
from .commands import command_text


def _cap(view: SeatView) -> int | None:
    """The bank cap on a dice payout this turn (B-9.4): the bank at the start of the dice."""
    return view.dice_bank if view.dice_bank >= 0 else None


def keep_rows(view: SeatView) -> list[dict]:
    """Every distinct keep of the dice out, best first, with its exact expected payout
    (``ai.bigmoney.dice.keep_table``, capped at the bank). [] when no dice are out."""
    from ai.bigmoney.dice import keep_table

    if view.stage != "dice" or not view.dice:
        return []
    return keep_table(view.dice, view.rerolls_left, _cap(view))


def keep_command(row: dict, n: int = 5) -> str:
    """The command of one keep row: `stop`, `reroll`, `keep 1 2`."""
    if row["stop"]:
        return "stop"
    if not row["positions"]:
        return "reroll"
    return "keep " + labels.positions(row["positions"])


def _exact(text: str) -> str:
    f = Fraction(text)
    return str(f.numerator) if f.denominator == 1 else text


def odds_lines(view: SeatView, rules: Rules) -> list[str]:
    """`odds`: the dice out → every keep with its exact expected payout; otherwise what a turn
    and the market cards are worth to you."""
    rows = keep_rows(view)
    if rows:
        cap = view.dice_bank
        capped = tr(", the bank's {cap} Z cap included").format(cap=cap) if cap < 30 else ""
        combo, amount = labels.combination_of(view.dice, rules)
        out = [tr_n("Dice {dice} ({combination}, {amount} Z), {n} reroll left: every keep, "
                    "best first — the dice kept, the exact expected payout{capped}:",
                    "Dice {dice} ({combination}, {amount} Z), {n} rerolls left: every keep, "
                    "best first — the dice kept, the exact expected payout{capped}:",
                    view.rerolls_left).format(
            dice=labels.dice_text(view.dice), combination=labels.combination_name(combo),
            amount=amount, n=view.rerolls_left, capped=capped)]
        for row in rows:
            kept = "-".join(str(v) for v in row["keep"]) or "—"
            cmd = command_text(keep_command(row))
            what = tr("all") if row["stop"] else kept
            expected = number(row["expected"], 2)
            out.append(f"`{cmd}`{' ' * max(1, 13 - len(cmd))}{what:<8}"
                       f"{expected:>6} Z  {_exact(row['exact'])}")
        return out
    return turn_lines(view, rules) + market_lines(view, rules)


def turn_lines(view: SeatView, rules: Rules) -> list[str]:
    """What a turn brings you on average: the dice (B-10.3) and your dividends (B-5)."""
    from ai.bigmoney.dice import solver

    me = view.players[view.seat]
    cap = view.bank if view.bank < 30 else None
    dice = float(solver(2, cap, exact=True).expected())
    div = sum(labels.sector_pay(rules, me.cards, s) for s in rules.sector_codes) / 6
    return [tr("A turn of dice pays {dice} Z on average with the best keeps").format(
                dice=number(dice, 2))
            + (tr(" (capped at the bank's {bank} Z)").format(bank=view.bank)
               if cap is not None else "")
            + tr("; your cards pay {dividends} Z per industry roll on average (every player's "
                 "turn rolls it).").format(dividends=number(div, 2))]


def turns_left(view: SeatView) -> float:
    """The expected turns left (all seats'), ``ai.bigmoney.evaluator.horizon``: the one number
    every place shows."""
    from ai.bigmoney.evaluator import horizon

    return horizon(view)


def market_lines(view: SeatView, rules: Rules) -> list[str]:
    """Each market card: price, dividend and its worth to you over the turns left (B-12.3)."""
    from ai.bigmoney.evaluator import card_worth, horizon

    t = horizon(view, rules)
    if view.triggered:
        out = [tr_n("The end is triggered: {n} turn left after this one; the bank pays only "
                    "what comes back into it, so no card can pay back now.",
                    "The end is triggered: {n} turns left after this one; the bank pays only "
                    "what comes back into it, so no card can pay back now.",
                    int(t)).format(n=int(t))]
    else:
        out = [tr("About {turns} left in all before the bank runs dry (an estimate "
                  "from the bank's {bank} Z and what a turn pays out); that is about "
                  "{own} of your own turns.").format(
            turns=labels.turns_words(t)[1:], bank=number(view.bank),
            own=number(t / max(1, len(view.players)), 1))]
    for i, c in enumerate(view.market):
        if not c:
            continue
        worth = card_worth(view, c, t, rules) if not view.triggered else -labels.price(rules, c)
        out.append(f"  {i + 1} {labels.card_short(rules, c)} — "
                   + semicolons((labels.card_terms(rules, c),
                                 tr("worth {worth} Z to you").format(worth=labels.signed(worth)))))
    return out


def best_choice(view: SeatView, request) -> tuple[object, str]:
    """The evaluator's best decision for ``request`` and its reason in words."""
    from ai.bigmoney.evaluator import best

    opt = best(view, request)
    return opt.decision, opt.what


def command_of(decision) -> str:
    """The command line that submits ``decision``."""
    if isinstance(decision, Roll):
        return "roll"
    if isinstance(decision, Stop):
        return "stop"
    if isinstance(decision, Reroll):
        return "keep " + labels.positions(decision.keep) if decision.keep else "reroll"
    if isinstance(decision, Buy):
        return f"buy {decision.slot + 1}"
    if isinstance(decision, Pass):
        return "pass"
    return "help"


def dice_note(view: SeatView, request) -> str:
    """With dice out: the best keep's value against stopping now, in what the bank can pay
    ("Best: keep 1 2 → 12.2 Z expected; stop → 10 Z."); "" otherwise."""
    rows = keep_rows(view)
    if not rows or not isinstance(request, DiceRequest):
        return ""
    best = rows[0]
    stop = next(r for r in rows if r["stop"])
    if best["stop"]:
        return tr("Best: stop → {stop} Z.").format(stop=number(stop["expected"]))
    return tr("Best: {command} → {best} Z expected; stop → {stop} Z.").format(
        command=command_text(keep_command(best)), best=number(best["expected"], 1),
        stop=number(stop["expected"]))


def hint_lines(view: SeatView, rules: Rules, request) -> list[str]:
    """`hint`: ``Hint: <command>`` (the evaluator's best decision, accepted as typed), then
    why, with its value in Z (exact for the dice, an estimate for purchases), then the risk
    where there is one. [] when nothing is asked."""
    from ai.bigmoney.evaluator import horizon, options

    if request is None:
        return []
    if isinstance(request, RollRequest):
        return [tr("Hint: {command}").format(command=command_text("roll")),
                tr("Nothing to choose before the throw: the six dice are rolled at "
                   "once (B-4.1).")]
    opts = options(view, request, rules)
    best = opts[0]
    out = [tr("Hint: {command}").format(command=command_text(command_of(best.decision)))]
    if isinstance(request, DiceRequest):
        stop = next(o for o in opts if isinstance(o.decision, Stop))
        cap = view.dice_bank
        capped = tr(", the bank holding only {cap} Z").format(cap=cap) if 0 <= cap < 30 else ""
        if isinstance(best.decision, Stop):
            out.append(tr("Why: stopping on {combination} takes {value} Z now{capped}; every "
                          "reroll expects less (next best: {next}, {next_value} Z).").format(
                combination=labels.combination_name(request.combination),
                value=number(best.value), capped=capped, next=words.option_words(opts[1].what),
                next_value=number(opts[1].value, 2)) if len(opts) > 1
                       else tr("Why: stopping takes {value} Z{capped}.").format(
                value=number(best.value), capped=capped))
        else:
            out.append(tr("Why: to {what} expects {value} Z (exactly {exact}) under the best "
                          "later keeps{capped}, against {stop} Z by stopping now.").format(
                what=words.option_words(best.what), value=number(best.value, 2),
                exact=_exact(best.fraction), capped=capped, stop=number(stop.value)))
            floor, floor_value = kept_floor(view.dice, best.decision.keep, rules, cap)
            if floor_value >= stop.value:
                out.append(tr("Risk: none — whatever the other dice show, the dice kept end on "
                              "at least {combination} ({value} Z), as much as stopping takes "
                              "now.").format(combination=labels.combination_name(floor),
                                              value=number(floor_value)))
            else:
                out.append(tr("Risk: a reroll can end worth less than the {stop} Z that "
                              "stopping takes now; the figure is the average over every "
                              "outcome.").format(stop=number(stop.value)))
        return out
    t = horizon(view, rules)
    when = (tr("after the trigger") if view.triggered else
            tr("over the {turns} left").format(turns=labels.turns_words(t)))
    if isinstance(best.decision, Pass):
        nxt = next((o for o in opts if not isinstance(o.decision, Pass)), None)
        why = tr("Why: no card pays back its price {when}").format(when=when)
        why += (tr(" (the best, {card}, is worth {worth} Z); ").format(
            card=words.bought_words(nxt.what), worth=labels.signed(nxt.value, 1))
                if nxt else semicolons(("", "")))
        out.append(why + tr("passing is worth 0 Z (an estimate: the B-12.3 worth)."))
        return out
    card = request.market[best.decision.slot]
    out.append(tr("Why: {card} is worth about {worth} Z to you {when} (an estimate: its "
                  "dividends over the expected turns left, less its price); passing is worth "
                  "0 Z.").format(card=labels.card_short(rules, card),
                                 worth=labels.signed(best.value, 1), when=when))
    if rules.cards[card].kind == "stock":
        chance = 1 - (5 / 6) ** max(t, 0.0)
        out.append(tr("Risk: a stock pays once, only if its sector shows before the end (about "
                      "{chance}); news can discard it first.").format(
            chance=labels.percent(chance)))
    else:
        out.append(tr("Risk: its {price} Z come back only as dividends; a short game or news "
                      "cards can leave it short.").format(price=labels.price(rules, card)))
    return out


def kept_floor(dice: tuple[int, ...], keep: tuple[int, ...], rules: Rules,
               cap: int = -1) -> tuple[str, int]:
    """B-7.2: the worst combination the dice at positions ``keep`` (0-based) end with,
    whatever the other dice show, and its amount in Z (at most ``cap``, the bank's money at the
    throw, when ``cap`` ≥ 0): keeping 5-5-5 ends at least on three of a kind, 10 Z."""
    kept = tuple(dice[i] for i in keep)
    worst = ("", -1)
    for thrown in product(range(1, 7), repeat=len(dice) - len(kept)):
        combination = best_combination(counts_of_values(kept + thrown), rules.payouts)
        if worst[1] < 0 or combination[1] < worst[1]:
            worst = combination
    return worst[0], min(worst[1], cap) if cap >= 0 else worst[1]


def hint_text(view: SeatView, rules: Rules, request) -> str:
    """`hint` as one text: the lines of `hint_lines` joined by newlines ("" when nothing is
    asked)."""
    return "\n".join(hint_lines(view, rules, request))
