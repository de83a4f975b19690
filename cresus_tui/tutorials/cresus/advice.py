"""Odds and hints for the human seat: exact dice odds (ai/dice.py) and a suggested decision.

Pure functions of a ``SeatView`` and the ``Rules``; no Textual. Text may hold Rich markup.

* ``odds_data(view, rules)`` / ``odds_text``: for a ThrowRequest (a sale C-5.12, a gambling game
  C-9.3 or a tournament C-9.2) the probability of each outcome and the expected gain for the best
  keep now and for keeping the dice as they lie; for a SellRequest the expected sale of each
  share here (off-market premium C-5.13, Expert Marché C-6.2); for an EntryRequest the game's
  expected gain against its entry.
* ``hint_data(view, rules)`` / ``hint_text``: the command a normal rival would type now, with the
  expected value of each option where it can be computed (keeps, sales, entries).
* ``command_for(decision, view, rules)``: the command line that ``commands.parse`` turns back into
  ``decision``.
* ``coach_comment(view, request, decision, rules)``: a sentence comparing a decision with the
  normal rival's.

Amounts are in M. Values are floats by default; ``exact=True`` gives ``fractions.Fraction``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from ai.dice import DiceSolver, counts_of, game_solver, keep_indices, sale_solver
from cresus_tui.games.cresus.cards import Rules
from cresus_tui.games.cresus.decisions import (
    Answer, Bid, Buy, BuyLuxury, Decision, Done, Keep, Move, Offer, PickMarket, RepayLoan, Reply,
    Sell, SellLuxury, Stop,
)
from cresus_tui.games.cresus.requests import (
    BidRequest, EntryRequest, JoinRequest, MoveRequest, Request, SellRequest, ThrowRequest,
)
from cresus_tui.games.cresus.view import SeatView

__all__ = [
    "coach_comment", "command_for", "hint_data", "hint_text", "normal_choice", "odds_data",
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
    """The exact optimizer the rivals use for this throw (same tables, same throw count)."""
    if req.purpose == "sale":
        return sale_solver(rules.shares[req.subject].table, req.throws, exact)
    game = rules.games[req.subject]
    return game_solver(game, exact, tournament=req.purpose == "tournament")


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
    (``p_profit``: a gain above the entry) (not for tournaments).
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
                "expected": sale_solver(share.table, share.throws, exact).expected() + prem}
            if req.experts:
                row["expected_with_expert"] = (
                    sale_solver(share.table, share.throws + 1, exact).expected() + prem)
            rows.append(row)
        return {"kind": "sell", "market": req.market, "shares": rows}
    if isinstance(req, EntryRequest) and not req.tournament:
        game = rules.games[req.game]
        solver = game_solver(game, exact)
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
    """The odds as a few lines of text (Rich markup), or a sentence saying there are none."""
    data = odds_data(view, rules, market=market)
    if data is None:
        return ("No odds to show now: `odds` works while you throw dice (a sale or a gambling "
                "game), choose what to sell, or decide whether to play a game.")
    unit = "" if data.get("purpose") == "tournament" else " M"
    lines: list[str] = []
    if data["kind"] == "throw":
        what = f"selling {data['name']}" if data["purpose"] == "sale" else data["name"]
        left = data["throws_left"]
        lines.append(f"[b]Odds — {what}[/b], {left} throw{'' if left == 1 else 's'} left"
                     + (f", off-market premium +{data['premium']} M" if data["premium"] else ""))
        best = data["best"]
        lines.append(f"Best play now: `{best['command']}` → expected {_fmt(best['expected'])}"
                     f"{unit}")
        for row in best["outcomes"]:
            lines.append(f"  {row['label']:<18} {_pct(row['probability']):>8}")
        lines.append(f"Keeping the dice as they lie (`stop`): {_fmt(data['as_is']['expected'])}"
                     f"{unit}")
    elif data["kind"] == "sell":
        lines.append("[b]Expected sale here[/b] (optimal keeps)")
        for row in data["shares"]:
            extra = (f", {_fmt(row['expected_with_expert'])} M with the Expert Marché"
                     if "expected_with_expert" in row else "")
            prem = f" (incl. +{row['premium']} M premium)" if row["premium"] else ""
            lines.append(f"  {row['share']}: {_fmt(row['expected'])} M{prem}{extra}")
    else:
        lines.append(f"[b]{data['name']}[/b]: entry {data['entry']} M, expected gain "
                     f"{_fmt(data['expected'])} M (net {float(data['net']):+.1f} M), chance of a "
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

def normal_choice(view: SeatView, request: Request) -> tuple[Decision, str]:
    """What a normal rival would decide for ``request`` from this view, and why.

    A throw is answered by the exact optimizer directly (the normal rival's keep)."""
    from ai.cresus.rival import make_rival
    from cresus_tui.games.cresus.cards import load_rules

    if isinstance(request, ThrowRequest):
        rules = load_rules()
        solver = throw_solver(request, rules)
        idx, ev = solver.best_keep_dice(request.dice, request.throws_left)
        if len(idx) == len(request.dice):
            return Stop(), f"stop: worth {_fmt(ev)} as the dice lie"
        dice = "die" if len(idx) == 1 else "dice"
        return Keep(tuple(idx)), f"keep {len(idx)} {dice}: {_fmt(ev)} expected"
    try:
        choice = make_rival("normal", "", seed=0).decide(view, request)
        # the rival's own words; hint_text tells them in the player's voice (your_voice)
        return choice.decision, choice.reason
    except Exception as exc:  # noqa: BLE001 - a hint must never break the game
        from .lesson import basic_decision

        return basic_decision(view, request), f"a simple rule (the rival failed: {exc})"


def hint_data(view: SeatView, rules: Rules) -> dict[str, Any] | None:
    """``{"command", "reason", "options": [(command, expected M), …]}`` for the request waiting
    for the seat, or None when nothing waits. ``options`` lists what can be computed exactly:
    every distinct keep of a throw, each sale (and `done`), play/no for a game."""
    req = _req(view)
    if req is None:
        return None
    decision, reason = normal_choice(view, req)
    options: list[tuple[str, float]] = []
    data = odds_data(view, rules)
    if isinstance(req, ThrowRequest) and data:
        options = [(k["command"], float(k["expected"])) for k in data["keeps"]]
        unit = "" if req.purpose == "tournament" else " M"
        best = data["best"]
        reason = (f"the best play, {_fmt(best['expected'])}{unit} expected"
                  if best["command"] != "stop" else
                  f"stop: nothing does better than {_fmt(best['expected'])}{unit}")
    elif isinstance(req, SellRequest) and data:
        for row in data["shares"]:
            options.append((f"sell {row['share']}", float(row["expected"])))
            if "expected_with_expert" in row:
                options.append((f"sell {row['share']} expert", float(row["expected_with_expert"])))
    elif isinstance(req, EntryRequest) and data:
        options = [("play", float(data["net"])), ("no", 0.0)]
    return {"command": command_for(decision, view, rules), "reason": reason,
            "options": options, "decision": decision}


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
    """A suggested command (the normal policy's choice, told in the player's voice, C-7.4),
    with the options' values."""
    data = hint_data(view, rules)
    if data is None:
        return "Nothing to decide now: the rivals are playing."
    req = _req(view)
    lines = [f"You could type `{data['command']}` — {your_voice(data['reason'], req)}."]
    if data["options"]:
        head = ("Expected result of each keep" if isinstance(req, ThrowRequest)
                else "Expected value of each option")
        lines.append(head + ":")
        for cmd, v in data["options"]:
            unit = "" if isinstance(req, ThrowRequest) and req.purpose == "tournament" else " M"
            lines.append(f"  `{cmd}` → {v:.1f}{unit}")
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


def coach_comment(view: SeatView, request: Request, decision: Decision, rules: Rules) -> str:
    """A coach's sentence on ``decision`` (made from ``view`` for ``request``), compared with the
    normal rival's choice and the expected values where they can be computed."""
    best, reason = normal_choice(view, request)
    mine = command_for(decision, view, rules)
    theirs = command_for(best, view, rules)
    if isinstance(request, ThrowRequest):
        solver = throw_solver(request, rules)
        counts = counts_of(request.dice)
        if isinstance(decision, Stop):
            kept = counts
        else:
            kept = counts_of([request.dice[i] for i in decision.dice])  # type: ignore[union-attr]
        mine_ev = solver.keep_value(counts, request.throws_left, kept)
        _, best_ev = solver.best_keep(counts, request.throws_left)
        unit = "" if request.purpose == "tournament" else " M"
        if float(best_ev) - float(mine_ev) < 1e-9:
            return f"Coach: the best play — `{mine}` is worth {_fmt(mine_ev)}{unit} on average."
        return (f"Coach: `{mine}` is worth {_fmt(mine_ev)}{unit} on average; `{theirs}` was "
                f"worth {_fmt(best_ev)}{unit}.")
    if isinstance(request, EntryRequest) and not request.tournament:
        ev = float(game_solver(rules.games[request.game]).expected())
        net = ev - request.entry
        verdict = "a good bet" if net > 0 else "a losing bet on average"
        return (f"Coach: {rules.games[request.game].name} returns {ev:.1f} M on average for "
                f"{request.entry} M ({net:+.1f} M): {verdict}. A normal rival would type "
                f"`{theirs}`.")
    if mine == theirs:
        return f"Coach: just what a normal rival would do ({reason})."
    return f"Coach: a normal rival would have typed `{theirs}` — {reason}."

