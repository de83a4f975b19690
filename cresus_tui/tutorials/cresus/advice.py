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
from ai.dice import DiceSolver, counts_of, keep_indices
from cresus_tui.i18n import signed
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
    return f"{float(v):.1f}"


def _pct(p: Number) -> str:
    return f"{float(p) * 100:.1f} %"


def _keep_cmd(idx: Sequence[int], n: int) -> str:
    if len(idx) == n:
        return "stop"
    if not idx:
        return "reroll"
    return "keep " + " ".join(str(i + 1) for i in idx)


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
            rows.append({"label": f"{k} of one colour", "faces": k,
                         "gain": table[k - 1] + premium, "probability": p})
    elif req.purpose == "tournament":
        game = rules.games[req.subject]
        what = "red faces" if game.kind == "red" else "of one colour"
        for k, p in dist.items():
            rows.append({"label": f"{k} {what}", "faces": k, "gain": k, "probability": p})
    else:
        for g, p in dist.items():
            rows.append({"label": f"gain {g} M" if g else "nothing", "gain": g,
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
                "outcomes": [{"label": f"gain {_num(g)} M" if g else "nothing",
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
        return ("No odds to show now: `odds` works while you throw dice (a sale, a gambling "
                "game or a tournament), choose what to sell, or decide whether to play a game "
                "or enter a tournament.")
    unit = "" if data.get("purpose") == "tournament" else " M"
    lines: list[str] = []
    if data["kind"] == "throw":
        what = f"selling {data['name']}" if data["purpose"] == "sale" else data["name"]
        left = data["throws_left"]
        lines.append(f"Odds — {what}, {left} throw{'' if left == 1 else 's'} left"
                     + (f", off-market premium +{data['premium']} M" if data["premium"] else ""))
        best = data["best"]
        lines.append(f"Best play now: `{best['command']}` → expected {_fmt(best['expected'])}"
                     f"{unit}")
        for row in best["outcomes"]:
            lines.append(f"  {row['label']:<18} {_pct(row['probability']):>8}")
        lines.append(f"Keeping the dice as they lie (`stop`): {_fmt(data['as_is']['expected'])}"
                     f"{unit}")
    elif data["kind"] == "sell":
        lines.append("Expected sale here (optimal keeps):")
        for row in data["shares"]:
            extra = (f", {_fmt(row['expected_with_expert'])} M with the Expert Marché"
                     if "expected_with_expert" in row else "")
            prem = f" (incl. +{row['premium']} M premium)" if row["premium"] else ""
            lines.append(f"  {row['share']}: {_fmt(row['expected'])} M{prem}{extra}")
    elif data["kind"] == "tournament":
        lines.append(f"{data['name']} tournament: {data['entry']} M into the pot; the best "
                     f"result takes it, ties share it. Your take with the best keeps:")
        for row in data["rows"]:
            k = row["others"]
            lines.append(f"  if {k} other{' enters' if k == 1 else 's enter'} (pot "
                         f"{row['pot']} M): {_fmt(row['expected'])} M "
                         f"(net {signed(row['net'], 1)} M), "
                         f"whole pot {_pct(row['p_pot'])}")
    else:
        lines.append(f"{data['name']}: entry {data['entry']} M, expected gain "
                     f"{_fmt(data['expected'])} M (net {signed(data['net'], 1)} M), chance of a "
                     f"net profit {_pct(data['p_profit'])}")
        for row in data["outcomes"]:
            lines.append(f"  {row['label']:<18} {_pct(row['probability']):>8}")
    return "\n".join(lines)


# ---- decisions as commands ------------------------------------------------------------------

def _market_word(m: int, rules: Rules) -> str:
    return rules.markets[m].name.lower() if 0 <= m < 6 else "none"


def command_for(decision: Decision, view: SeatView, rules: Rules) -> str:
    """A command line that ``commands.parse`` turns into ``decision`` for this view."""
    req = _req(view)
    if isinstance(decision, Bid):
        return f"bid {decision.amount}" if decision.amount else "pass"
    if isinstance(decision, Move):
        prev = req.previous if isinstance(req, MoveRequest) else -1
        return f"go {_market_word(decision.market, rules)}" + ("!" if decision.market == prev
                                                               else "")
    if isinstance(decision, Answer):
        if isinstance(req, JoinRequest):
            return "join" if decision.yes else "skip"
        if isinstance(req, EntryRequest):
            return ("enter" if req.tournament else "play") if decision.yes else "no"
        return "yes" if decision.yes else "no"
    if isinstance(decision, PickMarket):
        return f"partner {_market_word(decision.market, rules)}"
    if isinstance(decision, Buy):
        return "buy " + (" ".join(decision.shares) if decision.shares else "none")
    if isinstance(decision, Keep):
        n = len(req.dice) if isinstance(req, ThrowRequest) else len(view.dice)
        return _keep_cmd(sorted(decision.dice), n)
    if isinstance(decision, Stop):
        return "stop"
    if isinstance(decision, Sell):
        return f"sell {decision.share}" + (" expert" if decision.expert else "")
    if isinstance(decision, Done):
        return "done"
    if isinstance(decision, BuyLuxury):
        return "luxury" if decision.count == 1 else f"luxury {decision.count}"
    if isinstance(decision, SellLuxury):
        return "sell luxury" if decision.count == 1 else f"sell luxury {decision.count}"
    if isinstance(decision, RepayLoan):
        return "repay"
    if isinstance(decision, Reply):
        return "accept" if decision.accept else "decline"
    if isinstance(decision, Offer):
        names = [p.name for p in view.players]
        give = " and ".join(list(decision.give_shares)
                            + ([str(decision.give_cash)] if decision.give_cash else [])) \
            or "nothing"
        take = " and ".join(list(decision.take_shares)
                            + ([str(decision.take_cash)] if decision.take_cash else [])) \
            or "nothing"
        return f"offer {names[decision.to].lower()} give {give} for {take}"
    return "help"


# ---- hints ----------------------------------------------------------------------------------

def best_choice(view: SeatView, request: Request) -> tuple[Decision, str]:
    """The evaluator's best decision for ``request`` from this view (``ai.cresus.evaluator``,
    the hard rival's judge and the review's), and why."""
    try:
        ev = evaluate_request(view, request)
        return ev.best.decision, ev.best.why
    except Exception as exc:  # noqa: BLE001 - a hint must never break the game
        from .lesson import basic_decision

        return basic_decision(view, request), f"a simple rule (the evaluator failed: {exc})"


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


def your_voice(reason: str, request: Request | None = None) -> str:
    """A rival's first-person reason told to the player ("worth about 40 M to you"), without
    the rival's verb ("bids 35 M: ") and, for a secret choice (C-7.4), without any guess at
    the rivals' bids: the hint advises, it never speaks for a rival nor predicts one."""
    text = reason
    if not isinstance(request, ThrowRequest) and ": " in text:
        text = text.split(": ", 1)[1]
    if isinstance(request, (BidRequest, JoinRequest, MoveRequest)):
        text = text.split("; ", 1)[0]
        text = re.sub(r",? (against|with) \d+ rivals?.*$", "", text)
        text = re.sub(r", \d+ rivals? expected there$", "", text)
        text += "; the rivals' bids and choices vary with their own chance"
    for pat, rep in _VOICE:
        text = pat.sub(rep, text)
    return text


def hint_text(view: SeatView, rules: Rules) -> str:
    """The hint after its ``Hint: `` prefix (the front ends write it): first the exact command
    (accepted as typed), then why with its value in M against doing nothing (exact for dice,
    an estimate elsewhere, C-7.4: never a guess at the rivals' secret choices), then its risk
    where there is one and the other options' values."""
    data = hint_data(view, rules)
    if data is None:
        return "look\nNothing to decide now: the rivals are playing."
    req = _req(view)
    unit = _unit(req)
    kind = "exact" if data["exact"] else "an estimate"
    if not data["exact"] and data.get("samples"):
        kind += f" from {data['samples']} playouts, ± {data['stderr']:.1f}{unit}"
    why = _why(view, req, data, rules)
    lines = [data["command"],
             f"Why: {why} — {signed(data['value'], 1)}{unit} to your worth against doing nothing "
             f"({kind}, the evaluator the hard rival uses)."]
    risk = _risk(req)
    if risk:
        lines.append("Risk: " + risk)
    if len(data["options"]) > 1:
        lines.append(f"Each option, what it adds to your worth ({unit.strip() or 'points'}):")
        for cmd, v in data["options"][:8]:
            lines.append(f"  `{cmd}` → {signed(v, 1)}{unit}")
        if isinstance(req, SellRequest):
            later = any(view.seat in view.market_players[m]
                        for m in range(req.market + 1, len(view.market_players)))
            if view.last_turn and not later:
                lines.append("  Last turn: a share you do not sell is worth nothing at the "
                             "end.")
            elif view.last_turn:
                lines.append("  `done` keeps the shares for your sale on a later market this "
                             "turn, the last one.")
            else:
                lines.append("  `done` keeps the shares for a later sale.")
    return "\n".join(lines)


def _why(view: SeatView, req: Request | None, data: dict[str, Any], rules: Rules) -> str:
    """Why the hint's decision, in words (the evaluator's own label made a sentence)."""
    d = data["decision"]
    if isinstance(req, EntryRequest) and not req.tournament:
        ev = float(EV.gamble_solver(req.game, rules=rules).expected())
        verdict = "worth playing" if ev > req.entry else "not worth its entry"
        return (f"{rules.games[req.game].name} returns {ev:.1f} M on average for its "
                f"{req.entry} M entry: {verdict}")
    if isinstance(req, EntryRequest):
        return ("the tournament is worth more to you than its entry" if d == Answer(True) else
                "the tournament is worth less to you than its entry")
    if isinstance(req, ThrowRequest):
        return "the best keep" if isinstance(d, Keep) else "stopping beats every reroll"
    if isinstance(req, MoveRequest) and isinstance(d, Move):
        return f"{rules.markets[d.market].name} is the best market for you now"
    if isinstance(req, BuyRequest):
        return ("these shares are worth more to you than their price" if d.shares else
                "nothing here is worth the price to you")
    if isinstance(req, SellRequest):
        return ("selling it now beats keeping it" if isinstance(d, Sell) else
                "keeping your shares beats selling them here")
    if isinstance(req, BidRequest) and isinstance(d, Bid):
        return ("no bid is worth it to you" if d.amount == 0 else
                f"a bid of {d.amount} M is the best trade-off between winning the lot and "
                "paying for it")
    return your_voice(data["reason"], req)


def _risk(req: Request | None) -> str:
    if isinstance(req, ThrowRequest):
        return "the value is an average over every throw; a single throw can end lower."
    if isinstance(req, EntryRequest):
        return "a gambling game can lose its entry (C-9.3)."
    if isinstance(req, (BidRequest, MoveRequest, JoinRequest)):
        return "the rivals' bids and choices are secret and vary (C-7.4)."
    return ""


def coach_comment(view: SeatView, request: Request, decision: Decision, rules: Rules) -> str:
    """A coach's sentence on ``decision`` (made from ``view`` for ``request``), by the
    evaluator the hint and the review use: the best play, or what it cost (M) against the
    evaluator's best."""
    try:
        ev = evaluate_request(view, request)
    except Exception:  # noqa: BLE001 - a comment must never break the game
        return "Coach: noted."
    mine = command_for(decision, view, rules)
    best = ev.best
    theirs = command_for(best.decision, view, rules)
    unit = _unit(request)
    lost = ev.loss(decision)
    kind = "exactly" if best.value.exact else "about"
    if lost < 0.05:
        return (f"Coach: the best play — `{mine}` adds {kind} "
                f"{signed(ev.value_of(decision).m - ev.position.m, 1)}{unit} to your worth.")
    return (f"Coach: `{mine}` costs {kind} {lost:.1f}{unit} against `{theirs}` "
            f"({your_voice(best.why, request)}).")
