"""``cresus odds <share id | game> [--json]``: outcome distribution and expected gain under
optimal keep/reroll play (the Crésus evaluator's dice optimizers, ``ai.cresus.evaluator``: the
figures the hint, the review and the rivals value dice by), for a share sold on its origin
market (C-5.12, no off-market premium) or a gambling game (C-9.3).

``odds(subject) -> dict`` (JSON-ready): ``subject``, ``kind`` ("share" or "game"), ``name``,
``dice``, ``throws``, ``expected`` (M, gross), ``distribution`` (a list of
``{"faces"|"gain": …, "probability": …}`` rows; for a share one row per largest same-colour
count 1..6 with its gain in M), and for a share ``price`` and ``expected_with_expert`` (one extra
throw, C-6.2); for a game ``entry``, ``net`` (expected - entry) and ``p_win`` (probability of a
non-zero gain), ``p_profit`` (probability of a net profit: a gain above the entry) and
``p_even`` (the gain equals the entry). Raises KeyError (with the list of valid names) for an
unknown subject.
"""

from __future__ import annotations

import argparse
import json
import sys

from cresus_tui.games.cresus.cards import Rules, load_rules
from cresus_tui.i18n import labelled, number, percent, signed, tr

from .evaluator import gamble_solver, share_solver


def valid_subjects(rules: Rules | None = None) -> list[str]:
    """Share ids (LON-1 … TOK-8) then game codes, in data-file order."""
    rules = rules or load_rules()
    return list(rules.shares) + list(rules.games)


def odds(subject: str, rules: Rules | None = None) -> dict:
    """The odds of ``subject`` (see the module docstring). Raises KeyError for an unknown one."""
    rules = rules or load_rules()
    key = subject.strip()
    share = rules.shares.get(key.upper())
    if share is not None:
        solver = share_solver(share.id, rules=rules)
        dist = solver.distribution(outcome=max)
        rows = [{"faces": k, "gain": share.table[k - 1], "probability": float(dist.get(k, 0.0))}
                for k in range(1, 7)]
        return {
            "subject": share.id, "kind": "share",
            "name": f"{share.id} ({rules.sectors[share.sector].name}, "
                    f"{rules.markets[share.market].name})",
            "market": rules.markets[share.market].name, "price": share.price,
            "dice": 6, "throws": share.throws,
            "expected": float(solver.expected()),
            "expected_with_expert": float(share_solver(share.id, share.throws + 1,
                                                       rules=rules).expected()),
            "distribution": rows,
        }
    game = rules.games.get(key.lower())
    if game is not None:
        solver = gamble_solver(game.code, rules=rules)
        dist = solver.distribution()
        rows = [{"gain": int(g), "probability": float(p)} for g, p in dist.items()]
        expected = float(solver.expected())
        return {
            "subject": game.code, "kind": "game", "name": game.name, "dice": game.dice,
            "throws": game.throws, "entry": game.entry, "expected": expected,
            "net": expected - game.entry,
            "p_win": float(sum(p for g, p in dist.items() if g > 0)),
            "p_profit": float(sum(p for g, p in dist.items() if g > game.entry)),
            "p_even": float(sum(p for g, p in dist.items() if g == game.entry)),
            "distribution": rows,
        }
    raise KeyError(f"unknown share or game {subject!r}; valid: "
                   f"{', '.join(valid_subjects(rules))}")


def render(data: dict) -> str:
    """A few lines of text for a person, in the current language (numbers through
    ``cresus_tui.i18n.number``/``percent``: French "82,80 M", "26,67 %")."""
    shown = max(7, *(len(percent(row["probability"], 2)) for row in data["distribution"]))
    lines = [tr("{name}: {dice} dice, {throws} throw(s), optimal play").format(
        name=data["name"], dice=data["dice"], throws=data["throws"])]
    if data["kind"] == "share":
        lines.append(tr("price {price} M; sold on its origin market:").format(
            price=number(data["price"])))
        for row in data["distribution"]:
            lines.append(tr("  {faces} of one colour  {gain} M   {probability}").format(
                faces=row["faces"], gain=number(row["gain"]).rjust(5),
                probability=percent(row["probability"], 2).rjust(shown)))
        lines.append(tr("expected {expected} M ({with_expert} M with an Expert Marché)").format(
            expected=number(data["expected"], 2),
            with_expert=number(data["expected_with_expert"], 2)))
    else:
        entry = data["entry"]
        lines.append(tr("entry {entry} M; each outcome, its net result after the entry:").format(
            entry=number(entry)))
        for row in data["distribution"]:
            net = row["gain"] - entry
            lines.append(tr("  gain {gain} M   net {net} M   {probability}").format(
                gain=number(row["gain"]).rjust(5),
                net=(("+" if net >= 0 else "") + number(net)).rjust(5),
                probability=percent(row["probability"], 2).rjust(shown)))
        lines.append(tr("expected {expected} M, net {net} M, chance of a net profit {profit} "
                        "(of losing money {losing})").format(
            expected=number(data["expected"], 2), net=signed(data["net"], 2),
            profit=percent(data["p_profit"], 2),
            losing=percent(1 - data["p_profit"] - data.get("p_even", 0.0), 2)))
    return "\n".join(lines)


def main(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    """``cresus odds``: print the odds; exit code 2 with the valid names for an unknown one."""
    try:
        data = odds(args.subject)
    except KeyError:
        rules = load_rules()
        parser.exit(2, labelled("cresus odds", tr(
            "unknown share or game {subject!r}.\nValid games: {games}\nValid shares: {shares}\n")
            .format(subject=args.subject, games=", ".join(rules.games),
                    shares=", ".join(rules.shares))))
    if getattr(args, "json", False):
        sys.stdout.write(json.dumps(data) + "\n")
    else:
        print(render(data))
    return 0


__all__ = ["main", "odds", "render", "valid_subjects"]
