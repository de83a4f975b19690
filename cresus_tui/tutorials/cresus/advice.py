"""Odds and hints for the human seat: exact dice odds and a suggested decision, both from the
Crésus evaluator (``ai.cresus.evaluator``: its dice optimizers and its options).

Pure functions of a ``SeatView`` and the ``Rules``; no Textual. Text may hold Rich markup.

* ``odds_data(view, rules)`` / ``odds_text``: for a ThrowRequest (a sale C-5.12, a gambling game
  C-9.3 or a tournament C-9.2) the probability of each outcome and the expected gain for the best
  keep now and for keeping the dice as they lie; for a SellRequest the expected sale of each
  share here (off-market premium C-5.13, Expert Marché C-6.2); for an EntryRequest the game's
  expected gain against its entry.
* ``hint_data(view, rules)`` / ``hint_text``: the evaluator's best command now
  (``ai.cresus.evaluator``, the hard rival's and the review's judge), with what each option adds
  to the seat's worth (M).
* ``command_for(decision, view, rules)``: the command line that ``commands.parse`` turns back into
  ``decision``.
* ``coach_comment(view, request, decision, rules)``: a sentence comparing a decision with the
  evaluator's best.

Amounts are in M. Values are floats by default; ``exact=True`` gives ``fractions.Fraction``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from ai.cresus import evaluator as EV
from ai.cresus.words import dec, signed
from ai.dice import DiceSolver, counts_of, keep_indices
from cresus_tui.games.cresus.cards import Rules
from cresus_tui.games.cresus.decisions import (
    Answer, Bid, Buy, BuyLuxury, Decision, Done, Keep, Move, Offer, PickMarket, RepayLoan, Reply,
    Sell, SellLuxury, Stop,
)
from cresus_tui.games.cresus.requests import (
    BidRequest, BuyRequest, EntryRequest, JoinRequest, MoveRequest, Request, SellRequest,
    ThrowRequest,
)
from cresus_tui.games.cresus.view import SeatView
from cresus_tui.i18n import current_language, tr, tr_n, tr_p

__all__ = [
    "best_choice", "coach_comment", "command_for", "evaluate_request", "hint_data", "hint_text",
    "normal_choice", "odds_data",
    "odds_text", "throw_solver",
]

Number = float | Fraction


def _req(view: SeatView) -> Request | None:
    return view.requests[-1] if view.requests else None


def _num(v: Any) -> Any:
    """An integral float or Fraction as an int (outcome labels), anything else unchanged."""
    if isinstance(v, (float, Fraction)) and v == int(v):
        return int(v)
    return v


def _fmt(v: Number) -> str:
    return dec(float(v))


def _pct(p: Number) -> str:
    return f"{dec(float(p) * 100)} %"


def _keep_cmd(idx: Sequence[int], n: int) -> str:
    if len(idx) == n:
        return tr("stop")
    if not idx:
        return tr("reroll")
    return tr("keep {dice}").format(dice=" ".join(str(i + 1) for i in idx))


# ---- the solver of a throw ------------------------------------------------------------------

def throw_solver(req: ThrowRequest, rules: Rules, exact: bool = False) -> DiceSolver:
    """The evaluator's exact optimizer for this throw (``ai.cresus.evaluator.throw_solver``:
    the one the hint, the review and the rivals value it by)."""
    return EV.throw_solver(req, exact, rules)


def _premium(req: ThrowRequest, view: SeatView, rules: Rules, market: int | None) -> int:
    if req.purpose != "sale":
        return 0
    share = rules.shares[req.subject]
    m = req.market if market is None else market
    return rules.sectors[share.sector].premium if m >= 0 and m != share.market else 0


def _outcome_rows(req: ThrowRequest, solver: DiceSolver, rules: Rules, premium: int,
                  dist: dict) -> list[dict[str, Any]]:
    """Rows {label, gain, probability} from a distribution over the outcome labels."""
    rows = []
    dist = {_num(k): p for k, p in dist.items()}
    if req.purpose == "sale":
        table = rules.shares[req.subject].table
        for k, p in dist.items():
            rows.append({"label": tr("{k} of one colour").format(k=k), "faces": k,
                         "gain": table[k - 1] + premium, "probability": p})
    elif req.purpose == "tournament":
        game = rules.games[req.subject]
        for k, p in dist.items():
            label = tr("{k} red faces") if game.kind == "red" else tr("{k} of one colour")
            rows.append({"label": label.format(k=k), "faces": k, "gain": k, "probability": p})
    else:
        for g, p in dist.items():
            rows.append({"label": tr("gain {gain} M").format(gain=g) if g else tr("nothing"),
                         "gain": g,
                         "probability": p})
    return rows


def _dist(req: ThrowRequest, solver: DiceSolver, counts, throws_left: int,
          keep=None) -> dict:
    if req.purpose == "sale":
        return solver.distribution(counts, throws_left, keep, outcome=max)
    return solver.distribution(counts, throws_left, keep)


def odds_data(view: SeatView, rules: Rules, exact: bool = False,
              market: int | None = None) -> dict[str, Any] | None:
    """The odds of the request waiting for the seat, or None when there are none to show.

    ThrowRequest → ``{"kind": "throw", "purpose", "subject", "name", "dice", "throws_left",
    "premium", "best": {"keep", "command", "expected", "outcomes"}, "as_is": {"expected",
    "outcomes"}, "keeps": [{"keep", "command", "expected"}, …]}``; each outcome row is
    ``{"label", "gain", "probability"}`` (a sale adds ``faces``; gains include the premium;
    tournament gains are face counts, not M). SellRequest → ``{"kind": "sell", "market",
    "shares": [{"share", "expected", "premium", "expected_with_expert"?}]}``. EntryRequest →
    ``{"kind": "entry", "game", "entry", "expected", "net", "p_win", "p_profit"}``
    (``p_profit``: a gain above the entry). EntryRequest of a tournament (C-9.2) →
    ``{"kind": "tournament", "game", "name", "entry", "rows": [{"others", "pot", "expected",
    "net", "p_pot", "p_share"}, …]}``: one row per number of other entrants (1 up to every
    other seat still playing with the entry in cash), ``expected`` the take (M) from the pot
    with the best keeps, ``p_pot`` the chance of the whole pot, ``p_share`` of any of it.
    ``market`` overrides the sale market (the request's own, C-5.13)."""
    req = _req(view)
    if isinstance(req, ThrowRequest):
        return _throw_odds(req, view, rules, exact, market)
    if isinstance(req, SellRequest):
        rows = []
        for s in req.shares:
            share = rules.shares[s]
            prem = rules.sectors[share.sector].premium if req.market != share.market else 0
            row: dict[str, Any] = {
                "share": s, "premium": prem,
                "expected": EV.share_solver(s, None, exact, rules).expected() + prem}
            if req.experts:
                row["expected_with_expert"] = (
                    EV.share_solver(s, share.throws + 1, exact, rules).expected() + prem)
            rows.append(row)
        return {"kind": "sell", "market": req.market, "shares": rows}
    if isinstance(req, EntryRequest) and req.tournament:
        return _tournament_odds(req, view, rules)
    if isinstance(req, EntryRequest):
        game = rules.games[req.game]
        solver = EV.gamble_solver(game.code, exact, rules=rules)
        dist = solver.distribution()
        ev = solver.expected()
        return {"kind": "entry", "game": game.code, "name": game.name, "entry": req.entry,
                "expected": ev, "net": ev - req.entry,
                "p_win": sum((p for g, p in dist.items() if g > 0), Fraction(0) if exact else 0.0),
                "p_profit": sum((p for g, p in dist.items() if g > req.entry),
                                Fraction(0) if exact else 0.0),
                "outcomes": [{"label": tr("gain {gain} M").format(gain=_num(g)) if g
                              else tr("nothing"),
                              "gain": _num(g), "probability": p} for g, p in dist.items()]}
    return None


def _tournament_odds(req: EntryRequest, view: SeatView, rules: Rules) -> dict[str, Any]:
    from ai.cresus.valuation import tournament_takes

    others = sum(1 for i, p in enumerate(view.players)
                 if i != view.seat and not p.eliminated and p.cash >= req.entry)
    rows = []
    for k in range(1, max(1, others) + 1):
        takes = tournament_takes(req.game, req.entry, k, rules)
        pot = req.entry * (k + 1)
        expected = sum(t * p for t, p in takes.items())
        rows.append({"others": k, "pot": pot, "expected": expected,
                     "net": expected - req.entry, "p_pot": takes.get(pot, 0.0),
                     "p_share": sum(p for t, p in takes.items() if t > 0)})
    return {"kind": "tournament", "game": req.game, "name": rules.games[req.game].name,
            "entry": req.entry, "rows": rows}


def _throw_odds(req: ThrowRequest, view: SeatView, rules: Rules, exact: bool,
                market: int | None) -> dict[str, Any]:
    solver = throw_solver(req, rules, exact)
    counts = counts_of(req.dice)
    left = req.throws_left
    prem = _premium(req, view, rules, market)
    keep, ev = solver.best_keep(counts, left)
    idx = keep_indices(req.dice, keep)
    best_rows = _outcome_rows(req, solver, rules, prem, _dist(req, solver, counts, left))
    as_is = solver.score(counts)
    stop_rows = _outcome_rows(req, solver, rules, prem, _dist(req, solver, counts, left, counts))
    add = 0 if req.purpose == "tournament" else prem
    keeps = []
    for kc, v in solver.keep_values(counts, left)[:6]:
        ki = keep_indices(req.dice, kc)
        keeps.append({"keep": ki, "command": _keep_cmd(ki, len(req.dice)), "expected": v + add})
    if req.purpose == "sale":
        name = req.subject
    else:
        name = rules.games[req.subject].name
    return {"kind": "throw", "purpose": req.purpose, "subject": req.subject, "name": name,
            "dice": list(req.dice), "throws_left": left, "premium": prem,
            "best": {"keep": idx, "command": _keep_cmd(idx, len(req.dice)),
                     "expected": ev + add, "outcomes": best_rows},
            "as_is": {"expected": as_is + add, "outcomes": stop_rows},
            "keeps": keeps}


def odds_text(view: SeatView, rules: Rules, market: int | None = None) -> str:
    """The odds as a few lines of plain text (`code` spans for commands, no markup), or a
    sentence saying there are none."""
    data = odds_data(view, rules, market=market)
    if data is None:
        return tr("No odds to show now: `odds` works while you throw dice (a sale, a gambling "
                  "game or a tournament), choose what to sell, or decide whether to play a game "
                  "or enter a tournament.")
    unit = "" if data.get("purpose") == "tournament" else " M"
    lines: list[str] = []
    if data["kind"] == "throw":
        what = tr("selling {share}").format(share=data["name"]) if data["purpose"] == "sale" \
            else data["name"]
        left = data["throws_left"]
        head = tr_n("Odds — {what}, {n} throw left", "Odds — {what}, {n} throws left",
                    left).format(what=what, n=left)
        if data["premium"]:
            head += tr(", off-market premium +{premium} M").format(premium=data["premium"])
        lines.append(head)
        best = data["best"]
        lines.append(tr("Best play now: `{command}` → expected {value}{unit}").format(
            command=best["command"], value=_fmt(best["expected"]), unit=unit))
        for row in best["outcomes"]:
            lines.append(f"  {row['label']:<18} {_pct(row['probability']):>8}")
        lines.append(tr("Keeping the dice as they lie (`stop`): {value}{unit}").format(
            value=_fmt(data["as_is"]["expected"]), unit=unit))
    elif data["kind"] == "sell":
        lines.append(tr("Expected sale here (optimal keeps):"))
        for row in data["shares"]:
            extra = (tr(", {value} M with the Expert Marché").format(
                value=_fmt(row["expected_with_expert"])) if "expected_with_expert" in row else "")
            prem = tr(" (incl. +{premium} M premium)").format(premium=row["premium"]) \
                if row["premium"] else ""
            lines.append(f"  {row['share']}: {_fmt(row['expected'])} M{prem}{extra}")
    elif data["kind"] == "tournament":
        lines.append(tr("{game} tournament: {entry} M into the pot; the best result takes it, "
                        "ties share it. Your take with the best keeps:").format(
            game=data["name"], entry=data["entry"]))
        for row in data["rows"]:
            k = row["others"]
            lines.append(tr_n("  if {n} other enters (pot {pot} M): {value} M (net {net} M), whole "
                              "pot {chance}", "  if {n} others enter (pot {pot} M): {value} M (net "
                              "{net} M), whole pot {chance}", k).format(
                n=k, pot=row["pot"], value=_fmt(row["expected"]), net=signed(row["net"]),
                chance=_pct(row["p_pot"])))
    else:
        lines.append(tr("{game}: entry {entry} M, expected gain {value} M (net {net} M), "
                        "chance of a net profit {chance}").format(
            game=data["name"], entry=data["entry"], value=_fmt(data["expected"]),
            net=signed(float(data["net"])), chance=_pct(data["p_profit"])))
        for row in data["outcomes"]:
            lines.append(f"  {row['label']:<18} {_pct(row['probability']):>8}")
    return "\n".join(lines)


# ---- decisions as commands ------------------------------------------------------------------

def _market_word(m: int, rules: Rules) -> str:
    return rules.markets[m].name.lower() if 0 <= m < 6 else tr_p("market", "none")


def command_for(decision: Decision, view: SeatView, rules: Rules) -> str:
    """A command line that ``commands.parse`` turns into ``decision`` for this view."""
    req = _req(view)
    if isinstance(decision, Bid):
        return tr("bid {amount}").format(amount=decision.amount) if decision.amount else \
            tr("pass")
    if isinstance(decision, Move):
        prev = req.previous if isinstance(req, MoveRequest) else -1
        return tr("go {market}").format(market=_market_word(decision.market, rules)) + (
            "!" if decision.market == prev else "")
    if isinstance(decision, Answer):
        if isinstance(req, JoinRequest):
            return tr("join") if decision.yes else tr("skip")
        if isinstance(req, EntryRequest):
            return (tr("enter") if req.tournament else tr("play")) if decision.yes else tr("no")
        return tr("yes") if decision.yes else tr("no")
    if isinstance(decision, PickMarket):
        return tr("partner {market}").format(market=_market_word(decision.market, rules))
    if isinstance(decision, Buy):
        return tr("buy {shares}").format(
            shares=" ".join(decision.shares) if decision.shares else tr("none"))
    if isinstance(decision, Keep):
        n = len(req.dice) if isinstance(req, ThrowRequest) else len(view.dice)
        return _keep_cmd(sorted(decision.dice), n)
    if isinstance(decision, Stop):
        return tr("stop")
    if isinstance(decision, Sell):
        if decision.expert:
            return tr("sell {share} expert").format(share=decision.share)
        return tr("sell {share}").format(share=decision.share)
    if isinstance(decision, Done):
        return tr("done")
    if isinstance(decision, BuyLuxury):
        return tr("luxury") if decision.count == 1 else tr("luxury {n}").format(
            n=decision.count)
    if isinstance(decision, SellLuxury):
        return tr("sell luxury") if decision.count == 1 else tr("sell luxury {n}").format(
            n=decision.count)
    if isinstance(decision, RepayLoan):
        return tr("repay")
    if isinstance(decision, Reply):
        return tr("accept") if decision.accept else tr("decline")
    if isinstance(decision, Offer):
        names = [p.name for p in view.players]
        joiner = " " + tr("and") + " "
        give = joiner.join(list(decision.give_shares)
                           + ([str(decision.give_cash)] if decision.give_cash else [])) \
            or tr("nothing")
        take = joiner.join(list(decision.take_shares)
                           + ([str(decision.take_cash)] if decision.take_cash else [])) \
            or tr("nothing")
        return tr("offer {name} give {give} for {take}").format(
            name=names[decision.to].lower(), give=give, take=take)
    return tr("help")


# ---- hints ----------------------------------------------------------------------------------

def best_choice(view: SeatView, request: Request) -> tuple[Decision, str]:
    """The evaluator's best decision for ``request`` from this view (``ai.cresus.evaluator``,
    the hard rival's judge and the review's), and why."""
    try:
        ev = evaluate_request(view, request)
        return ev.best.decision, ev.best.why
    except Exception as exc:  # noqa: BLE001 - a hint must never break the game
        from .lesson import basic_decision

        return basic_decision(view, request), tr("a simple rule (the evaluator failed: "
                                                 "{error})").format(error=exc)


normal_choice = best_choice
"""The former name of ``best_choice`` (the advice now comes from the evaluator)."""


def evaluate_request(view: SeatView, request: Request):
    """``ai.cresus.evaluator.evaluate`` at the hard level: the one evaluation behind the hint,
    the review, the coach and the hard rival."""
    from ai.cresus.evaluator import evaluate

    return evaluate(view, request, "hard")


def _unit(request: Request | None) -> str:
    return "" if isinstance(request, ThrowRequest) and request.purpose == "tournament" else " M"


def hint_data(view: SeatView, rules: Rules) -> dict[str, Any] | None:
    """``{"command", "reason", "options": [(command, gain M), …], "decision", "value",
    "exact"}`` for the request waiting for the seat, or None when nothing waits: the
    evaluator's options best first, each with what it adds to the seat's worth now (M; exact
    for dice keeps, an estimate elsewhere)."""
    req = _req(view)
    if req is None:
        return None
    try:
        ev = evaluate_request(view, req)
    except Exception:  # noqa: BLE001 - a hint must never break the game
        decision, reason = best_choice(view, req)
        return {"command": command_for(decision, view, rules), "reason": reason,
                "options": [], "decision": decision, "value": 0.0, "exact": False}
    base = ev.position.m
    options: list[tuple[str, float]] = []
    seen = set()
    for o in ev.options:
        cmd = command_for(o.decision, view, rules)
        if cmd in seen:
            continue
        seen.add(cmd)
        options.append((cmd, o.value.m - base))
    best = ev.best
    return {"command": command_for(best.decision, view, rules), "reason": best.why,
            "options": options, "decision": best.decision, "value": best.value.m - base,
            "exact": best.value.exact, "samples": best.value.samples,
            "stderr": best.value.stderr}


_VOICE = ((re.compile(r"\bto me\b"), "to you"), (re.compile(r"\bI can\b"), "you can"),
          (re.compile(r"\bI would\b"), "you would"), (re.compile(r"\bI do\b"), "you do"),
          (re.compile(r"\bI will\b"), "you will"), (re.compile(r"\bI\b"), "you"),
          (re.compile(r"\bmy\b"), "your"), (re.compile(r"\bme\b"), "you"))
_VOICE_FR = ((re.compile(r"\bpour moi\b"), "pour vous"),
             (re.compile(r"\bje ne peux\b"), "vous ne pouvez"),
             (re.compile(r"\bje peux\b"), "vous pouvez"), (re.compile(r"\bje n’ai\b"),
                                                             "vous n’avez"),
             (re.compile(r"\bje perdrais\b"), "vous perdriez"),
             (re.compile(r"\bje paierai\b"), "vous paierez"),
             (re.compile(r"\bme coûter\b"), "vous coûter"),
             (re.compile(r"\bm’acheter\b"), "vous acheter"),
             (re.compile(r"\bm’achèterait\b"), "vous achèterait"), (re.compile(r"\bma\b"), "votre"),
             (re.compile(r"\bmon\b"), "votre"), (re.compile(r"\bmes\b"), "vos"))
"""The French rivals' reasons (``ai.cresus.policy``) are written in the first person too."""


def your_voice(reason: str, request: Request | None = None) -> str:
    """A rival's first-person reason told to the player ("worth about 40 M to you"), without
    the rival's verb ("bids 35 M: ") and, for a secret choice (C-7.4), without any guess at
    the rivals' bids: the hint advises, it never speaks for a rival nor predicts one."""
    text = reason
    french = current_language() == "fr"
    cut = " : " if french else ": "
    if not isinstance(request, ThrowRequest) and cut in text:
        text = text.split(cut, 1)[1]
    if isinstance(request, (BidRequest, JoinRequest, MoveRequest)):
        text = text.split(" ; " if french else "; ", 1)[0]
        if french:
            text = re.sub(r",? (contre|avec) \d+ adversaires?.*$", "", text)
            text = re.sub(r", \d+ adversaires? attendus? là$", "", text)
        else:
            text = re.sub(r",? (against|with) \d+ rivals?.*$", "", text)
            text = re.sub(r", \d+ rivals? expected there$", "", text)
        text += tr("; the rivals' bids and choices vary with their own chance")
    for pat, rep in _VOICE_FR if french else _VOICE:
        text = pat.sub(rep, text)
    return text


def hint_text(view: SeatView, rules: Rules) -> str:
    """The hint after its ``Hint: `` prefix (the front ends write it): first the exact command
    (accepted as typed), then why with its value in M against doing nothing (exact for dice,
    an estimate elsewhere, C-7.4: never a guess at the rivals' secret choices), then its risk
    where there is one and the other options' values."""
    data = hint_data(view, rules)
    if data is None:
        return tr("look") + "\n" + tr("Nothing to decide now: the rivals are playing.")
    req = _req(view)
    unit = _unit(req)
    kind = tr("exact") if data["exact"] else tr("an estimate")
    if not data["exact"] and data.get("samples"):
        kind = tr("an estimate from {n} playouts, ± {error}{unit}").format(
            n=data["samples"], error=dec(data["stderr"]), unit=unit)
    why = _why(view, req, data, rules)
    lines = [data["command"],
             tr("Why: {why} — {value}{unit} to your worth against doing nothing ({kind}, the "
                "evaluator the hard rival uses).").format(why=why, value=signed(data["value"]),
                                                          unit=unit, kind=kind)]
    risk = _risk(req)
    if risk:
        lines.append(tr("Risk: {risk}").format(risk=risk))
    if len(data["options"]) > 1:
        lines.append(tr("Each option, what it adds to your worth ({unit}):").format(
            unit=unit.strip() or tr("points")))
        for cmd, v in data["options"][:8]:
            lines.append(f"  `{cmd}` → {signed(v)}{unit}")
        if isinstance(req, SellRequest):
            later = any(view.seat in view.market_players[m]
                        for m in range(req.market + 1, len(view.market_players)))
            if view.last_turn and not later:
                lines.append("  " + tr("Last turn: a share you do not sell is worth nothing at "
                                       "the end."))
            elif view.last_turn:
                lines.append("  " + tr("`done` keeps the shares for your sale on a later market "
                                       "this turn, the last one."))
            else:
                lines.append("  " + tr("`done` keeps the shares for a later sale."))
    return "\n".join(lines)


def _why(view: SeatView, req: Request | None, data: dict[str, Any], rules: Rules) -> str:
    """Why the hint's decision, in words (the evaluator's own label made a sentence)."""
    d = data["decision"]
    if isinstance(req, EntryRequest) and not req.tournament:
        ev = float(EV.gamble_solver(req.game, rules=rules).expected())
        text = tr("{game} returns {value} M on average for its {entry} M entry: worth "
                  "playing") if ev > req.entry else \
            tr("{game} returns {value} M on average for its {entry} M entry: not worth its "
               "entry")
        return text.format(game=rules.games[req.game].name, value=dec(ev), entry=req.entry)
    if isinstance(req, EntryRequest):
        return (tr("the tournament is worth more to you than its entry") if d == Answer(True)
                else tr("the tournament is worth less to you than its entry"))
    if isinstance(req, ThrowRequest):
        return tr("the best keep") if isinstance(d, Keep) else tr("stopping beats every reroll")
    if isinstance(req, MoveRequest) and isinstance(d, Move):
        return tr("{market} is the best market for you now").format(
            market=rules.markets[d.market].name)
    if isinstance(req, BuyRequest):
        return (tr("these shares are worth more to you than their price") if d.shares else
                tr("nothing here is worth the price to you"))
    if isinstance(req, SellRequest):
        return (tr("selling it now beats keeping it") if isinstance(d, Sell) else
                tr("keeping your shares beats selling them here"))
    if isinstance(req, BidRequest) and isinstance(d, Bid):
        return (tr("no bid is worth it to you") if d.amount == 0 else
                tr("a bid of {amount} M is the best trade-off between winning the lot and "
                   "paying for it").format(amount=d.amount))
    return your_voice(data["reason"], req)


def _risk(req: Request | None) -> str:
    if isinstance(req, ThrowRequest):
        return tr("the value is an average over every throw; a single throw can end lower.")
    if isinstance(req, EntryRequest):
        return tr("a gambling game can lose its entry (C-9.3).")
    if isinstance(req, (BidRequest, MoveRequest, JoinRequest)):
        return tr("the rivals' bids and choices are secret and vary (C-7.4).")
    return ""


def coach_comment(view: SeatView, request: Request, decision: Decision, rules: Rules) -> str:
    """A coach's sentence on ``decision`` (made from ``view`` for ``request``), by the
    evaluator the hint and the review use: the best play, or what it cost (M) against the
    evaluator's best."""
    try:
        ev = evaluate_request(view, request)
    except Exception:  # noqa: BLE001 - a comment must never break the game
        return tr("Coach: noted.")
    mine = command_for(decision, view, rules)
    best = ev.best
    theirs = command_for(best.decision, view, rules)
    unit = _unit(request)
    lost = ev.loss(decision)
    if lost < 0.05:
        text = tr("Coach: the best play — `{mine}` adds exactly {value}{unit} to your worth.") \
            if best.value.exact else \
            tr("Coach: the best play — `{mine}` adds about {value}{unit} to your worth.")
        return text.format(mine=mine, value=signed(ev.value_of(decision).m - ev.position.m),
                           unit=unit)
    text = tr("Coach: `{mine}` costs exactly {lost}{unit} against `{theirs}` ({why}).") \
        if best.value.exact else \
        tr("Coach: `{mine}` costs about {lost}{unit} against `{theirs}` ({why}).")
    return text.format(mine=mine, lost=dec(lost), unit=unit, theirs=theirs,
                       why=your_voice(best.why, request))
