"""Odds and hints for Big Money, from the rivals' own arithmetic (``ai.bigmoney``): every keep
of the dice with its exact expected payout (B-10, ``keep_table`` with the bank cap), what a
market card is worth to you (the B-12.3 valuation), and the normal rival's choice with its
reason. Plain text with `code` spans (front ends escape it); money in Z."""

from __future__ import annotations

from fractions import Fraction

from cresus_tui.games.bigmoney.data import Rules
from cresus_tui.games.bigmoney.decisions import Buy, Pass, Reroll, Roll, Stop
from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest, RollRequest
from cresus_tui.games.bigmoney.view import SeatView

from . import labels


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
        capped = f", the bank's {cap} Z cap included" if cap < 30 else ""
        combo, amount = labels.combination_of(view.dice, rules)
        out = [f"Dice {labels.dice_text(view.dice)} ({labels.combination_name(combo)}, "
               f"{amount} Z), {labels.plural(view.rerolls_left, 'reroll')} left: every keep, "
               f"best first — the dice kept, the exact expected payout{capped}:"]
        for row in rows:
            kept = "-".join(str(v) for v in row["keep"]) or "—"
            cmd = keep_command(row)
            what = "all" if row["stop"] else kept
            out.append(f"`{cmd}`{' ' * max(1, 13 - len(cmd))}{what:<8}"
                       f"{row['expected']:6.2f} Z  {_exact(row['exact'])}")
        return out
    return turn_lines(view, rules) + market_lines(view, rules)


def turn_lines(view: SeatView, rules: Rules) -> list[str]:
    """What a turn brings you on average: the dice (B-10.3) and your dividends (B-5)."""
    from ai.bigmoney.dice import solver

    me = view.players[view.seat]
    cap = view.bank if view.bank < 30 else None
    dice = float(solver(2, cap, exact=True).expected())
    div = sum(labels.sector_pay(rules, me.cards, s) for s in rules.sector_codes) / 6
    return [f"A turn of dice pays {dice:.2f} Z on average with the best keeps"
            + (f" (capped at the bank's {view.bank} Z)" if cap is not None else "")
            + f"; your cards pay {div:.2f} Z per industry roll on average (every player's "
            "turn rolls it)."]


def turns_left(view: SeatView) -> float:
    """The rivals' estimate of the turns (all seats) before the bank runs dry (B-12.3)."""
    from ai.bigmoney.rival import make

    return make("normal").turns_left(view)


def market_lines(view: SeatView, rules: Rules) -> list[str]:
    """Each market card: price, dividend and its worth to you over the turns left (B-12.3)."""
    from ai.bigmoney.rival import make

    rival = make("normal")
    if view.triggered:
        t = max(view.turns_left, 0)
        out = [f"The end is triggered: {labels.plural(t, 'turn')} left after this one; the "
               "bank pays only what comes back into it, so no card can pay back now."]
    else:
        t = rival.turns_left(view)
        out = [f"About {t:.0f} turns left in all (bank {view.bank} Z ÷ what a turn pays out); "
               f"that is about {t / max(1, len(view.players)):.1f} of your own turns."]
    for i, c in enumerate(view.market):
        if not c:
            continue
        worth = rival.card_worth(view, c, t) if not view.triggered else -labels.price(rules, c)
        out.append(f"  {i + 1} {labels.card_short(rules, c)} — {labels.card_terms(rules, c)};"
                   f" worth {worth:+.0f} Z to you")
    return out


def best_choice(view: SeatView, request) -> tuple[object, str]:
    """The normal rival's decision for ``request`` and its reason (B-12.3)."""
    from ai.bigmoney.rival import make

    choice = make("normal").decide(view, request)
    return choice.decision, choice.reason


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


def hint_text(view: SeatView, rules: Rules, request) -> str:
    """`hint`: the best move now with its reason ("" when nothing is asked)."""
    if request is None:
        return ""
    if isinstance(request, RollRequest):
        return "`roll`: nothing to choose before the throw."
    if isinstance(request, DiceRequest):
        rows = keep_rows(view)
        if not rows:
            return ""
        best = rows[0]
        stop = next((r for r in rows if r["stop"]), None)
        kept = "-".join(str(v) for v in best["keep"]) or "nothing"
        what = "stop now" if best["stop"] else f"keep {kept}"
        text = (f"`{keep_command(best)}` ({what}): {best['expected']:.2f} Z expected "
                f"(= {_exact(best['exact'])})")
        if stop is not None and not best["stop"]:
            text += f", against {stop['expected']:.0f} Z by stopping now"
        return text + "."
    if isinstance(request, BuyRequest):
        decision, reason = best_choice(view, request)
        return f"`{command_of(decision)}` — {reason}."
    return ""
