"""The post-game review: every decision of one player, the best decision by the project's own
analysis and the expected money lost by the choice made (in the game's unit: M, Z, units of
the Strongest); the costliest first; luck against skill per player; money over the turns (the
chart).

Generic part: ``review(timeline, human)`` runs the game's *reviewer* (its review kit's
``reviewer``, in ``play/<id>/review.py``) and falls back to a review without decision analysis
for a game that has none. This module names no game. Reviewers: Crésus, Big Money (exact dice
keeps and stops, purchases estimated, luck of the dice, dividends and news), FOR-EX (every
action and answer estimated by the hard rival's evaluation; no luck after the set-up).

Crésus reviewer (``play/cresus/review.py``):

* exact (optimal-play expectations of ai/dice.py): dice keeps and stops of sales and gambling
  games (C-5.12, C-9.3), the entry to a gambling game (C-9.3), and sale timing on the last
  turn, when a share kept is worth nothing (C-5.15);
* estimates by the hard rival's valuation (ai/valuation.py), labelled so: sale timing before the
  last turn, market choices, bids (against the bids that were revealed), joining a sale,
  purchases and trade answers;
* luck: for each player, sales and gambling games paid above or below their expectation under
  optimal play, the keep losses added back (so luck + skill = the difference to expectation).
  Crésus cards other than gambling games, and tournaments, are not counted in luck.

Pure: no Textual, no files but the rules data.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable

import msgspec

from cresus_tui.i18n import number, tr, tr_p

from .kits import kit_for
from .record import Timeline, ranking_lines


class Verdict(msgspec.Struct, frozen=True):
    """One decision judged. ``loss`` in M (0 for the best choice; None when the analysis does
    not value it in money); ``exact`` False marks an estimate."""

    index: int
    turn: int
    seat: int
    kind: str
    chosen: str
    best: str
    loss: float | None
    exact: bool
    why: str
    fraction: str = ""
    """The exact loss as a fraction "p/q" when the analysis has it (Big Money dice)."""
    unit: str = ""
    """What ``loss`` counts in when the game's unit is not one currency: FOR-EX's Strongest
    currency of the moment ("GBP"); "" for the game's own (``kit.unit``)."""


class Luck(msgspec.Struct, frozen=True):
    """Per player, in M: ``luck`` dice paid above (+) or below (−) expectation; ``skill`` money
    lost to choices, exact part and estimated part (both ≥ 0)."""

    seat: int
    name: str
    luck: float
    skill_exact: float
    skill_estimate: float
    final_money: int


class Review(msgspec.Struct):
    """A game's review for seat ``human``. ``money``: (turn, M per seat) at each turn's start,
    turn -1 being the end; ``counters``: the same for each counter (Crésus: luxuries)."""

    game: str
    names: list[str]
    human: int
    verdicts: list[Verdict]
    costliest: list[Verdict]
    luck: list[Luck]
    money: list[tuple[int, list[int]]]
    counters: list[tuple[int, dict[str, list[int]]]]
    notes: list[str] = []
    result: list[str] = []
    unit: str = "M"
    """What the losses, luck and money count in (M, Z, units of the Strongest currency)."""


Reviewer = Callable[[Timeline, int], Review]


def review(tl: Timeline, human: int = 0) -> Review:
    """The review of a replayed game for seat ``human``: its kit's ``reviewer``, else the chart
    and the result only."""
    fn = tl.kit.reviewer
    if fn is None:
        r = _bare(tl, human)
        r.notes.append(tr("No decision analysis for {game} yet: the chart and the story "
                          "only.").format(game=tl.kit.name))
        return r
    return fn(tl, human)


def _bare(tl: Timeline, human: int) -> Review:
    kit = tl.kit
    money = kit.money_of(tl.final)
    result = ranking_lines(tl) if tl.final.is_over else []
    return Review(kit.id, list(tl.names), human, [], [],
                  [Luck(i, n, 0.0, 0.0, 0.0, money[i]) for i, n in enumerate(tl.names)],
                  list(tl.money), list(tl.counters), [], result, kit.unit)


def costliest(verdicts: list[Verdict], n: int = 3) -> list[Verdict]:
    """The ``n`` decisions that lost the most money, exact figures before estimates on ties."""
    lost = [v for v in verdicts if v.loss is not None and v.loss >= 0.5]
    lost.sort(key=lambda v: (-round(v.loss or 0, 2), not v.exact, v.index))
    return lost[:n]


def money_text(v: float, unit: str = "M") -> str:
    """A loss as shown: "12.5 M" (one decimal under 10, else whole; French "12,5 M");
    ``unit`` the game's."""
    return f"{number(v, 1)} {unit}" if abs(v) < 10 else f"{number(v)} {unit}"


def verdict_loss(v: Verdict, unit: str) -> str:
    """A costly decision's loss as shown (``money_text``), in the verdict's own unit (FOR-EX:
    the Strongest currency of the moment) or else ``unit``, the game's word in the current
    language."""
    return money_text(v.loss or 0, v.unit or unit)


def luck_text(value: float) -> str:
    """A luck figure with its sign, one decimal: "+1.3", "-0.7", and "+0.0" for nothing
    (never "-0.0"); French "+1,3"."""
    return ("+" if round(value, 1) >= 0 else "") + number(value, 1)


def render_text(r: Review, width: int = 78) -> str:
    """The review as plain text (``cresus review``, ``--plain`` and screen readers)."""
    kit = kit_for(r.game)
    you = r.names[r.human]
    lines = [tr("{game}: review of your game ({you})").format(game=kit.name, you=you), ""]
    if r.result:
        lines += [tr("Result:")] + [f"  {x}" for x in r.result] + [""]
    lines.append(tr("The costliest decisions:"))
    if not r.costliest:
        lines.append("  " + tr("none lost money by this analysis."))
    for k, v in enumerate(r.costliest, 1):
        said = tr("{k}. {period} {turn}: {chosen} — {loss} lost (exact).") if v.exact else \
            tr("{k}. {period} {turn}: {chosen} — {loss} lost (estimate).")
        loss = verdict_loss(v, tr(kit.unit))
        lines += textwrap.wrap(said.format(k=k, period=tr(kit.period).capitalize(), turn=v.turn,
                                           chosen=v.chosen, loss=loss), width,
                               initial_indent="  ", subsequent_indent="     ")
        lines += textwrap.wrap(v.why, width, initial_indent="     ", subsequent_indent="     ")
    lines += ["", *textwrap.wrap(tr("Luck and skill ({unit}; luck: {chance} above or below "
                                    "expectation; skill: money lost to choices):").format(
                                        unit=tr(kit.unit), chance=tr(kit.chance)), width)]
    player, luck, exact, est, money = (tr("player"), tr("luck"), tr("lost exact"),
                                       tr("lost est."), tr("money"))
    lines.append(f"  {player:<14}{luck:>9}{exact:>12}{est:>11}{money:>9}")
    for x in r.luck:
        lines.append(f"  {x.name[:13]:<14}{luck_text(x.luck):>9}{number(x.skill_exact, 1):>12}"
                     f"{number(x.skill_estimate, 1):>11}{x.final_money:>9}")
    lines += ["", *chart_table(r, width=width + 2)]
    lines += ["", tr("Every decision (loss in {unit}; ~ marks an estimate):").format(
        unit=tr(kit.unit))]
    mark = period_mark(kit.period)
    for v in r.verdicts:
        loss = "—" if v.loss is None else f"{'' if v.exact else '~'}{number(v.loss, 1)}"
        best = "" if v.best == v.chosen or not v.best else tr("; best: {best}").format(
            best=v.best)
        lines += textwrap.wrap(f"{mark}{v.turn:<2} {loss:>7}  {v.chosen}{best}", width,
                               initial_indent="  ", subsequent_indent=" " * 15)
    for n in r.notes:
        lines += ["", *textwrap.wrap(n, width)]
    return "\n".join(lines) + "\n"


def review_text(state: object, human: int | None = None, width: int = 78) -> str:
    """The plain-text review of a game (any of the three, over or in progress) for seat
    ``human`` (default: the seat whose kind is "human", in playing order): what a front end
    without a screen (``--plain``) prints after the ranking. Raises RecordError when the game
    does not replay."""
    from .record import record_of, replay

    tl = replay(record_of(state))
    if human is None:
        kinds = tl.kit.kinds_of(tl.config)
        human = next((i for i, (kind, _) in enumerate(kinds) if kind == "human"), 0)
    return render_text(review(tl, human), width)


def period_mark(period: str) -> str:
    """The letter before a turn's number in the tables: "T3" (a turn), "R3" (a round;
    French "M3", manche)."""
    return tr_p("round mark", "R") if period == "round" else tr_p("turn mark", "T")


def chart_table(r: Review, only: str = "", width: int = 0) -> list[str]:
    """Money (and counters) per player at each turn's start and at the end, as a text table
    (the chart's companion for NO_COLOR and screen readers). ``only``: "money" or a counter's
    name for that table alone. ``width`` > 0: the money table is cut into blocks of columns
    that fit (a long game of FOR-EX has some sixty turns)."""
    kit = kit_for(r.game)
    mark = period_mark(kit.period)
    heads = [(tr("end") if t == -1 else f"{mark}{t}") for t, _ in r.money]
    out = []
    if only in ("", "money"):
        out.append(tr("{money} ({unit}) at the start of each {period}:").format(
            money=tr(kit.money_label), unit=tr(kit.unit), period=tr(kit.period)))
        per = len(heads)
        if width > 0:
            per = max(1, (width - 13) // 6)
        for lo in range(0, len(heads), per):
            if lo:
                out.append("")
            out.append("  " + f"{'':<11}" + "".join(f"{h:>6}" for h in heads[lo:lo + per]))
            for i, name in enumerate(r.names):
                out.append("  " + f"{name[:10]:<11}"
                           + "".join(f"{m[i]:>6}" for _, m in r.money[lo:lo + per]))
    for key in (r.counters[0][1] if r.counters else {}):
        if only not in ("", key):
            continue
        out.append(tr("{what} at the start of each turn:").format(what=tr(key).capitalize()))
        if only:
            out.append("  " + f"{'':<11}" + "".join(f"{h:>6}" for h in heads))
        for i, name in enumerate(r.names):
            out.append("  " + f"{name[:10]:<11}"
                       + "".join(f"{c[key][i]:>6}" for _, c in r.counters))
    return out
