"""Why the winner won, in words, for the game-over screen of every game: the margin, luck
against skill (the review's figures: chance against its expectation, and what each player's
decisions lost against the evaluator the hint uses), the human's costliest decision, and in
a game's own lines (FOR-EX: the winner's score currency by currency, F-14.2, given by its
teller). Generic: no game is named here.

``why_won(game, human) -> list[str]``: plain text lines (no markup); [] when the game is not
over or cannot be analysed (an analysis never stops the end of a game).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cresus_tui.i18n import number, signed, tr


def why_won(game: Any, human: int = 0,
            extra: Callable[[Any, int, list[str]], list[str]] | None = None) -> list[str]:
    """See the module docstring. ``extra(game, winner, names)``: the game's own lines after the
    margin (FOR-EX: the winner's conversion currency by currency)."""
    try:
        return _why(game, human, extra)
    except Exception:  # noqa: BLE001 - the game-over words never stop the end of a game
        return []


def _why(game: Any, human: int, extra=None) -> list[str]:
    from .analysis import review
    from .record import record_of, replay

    if not game.is_over:
        return []
    tl = replay(record_of(game))
    r = review(tl, human)
    unit = tr(r.unit)
    ranking = list(game.ranking())
    first = [s for place, s in ranking if place == 1]
    if not first:
        return []
    win = first[0]
    names = [tr("you") if i == human else n for i, n in enumerate(tl.names)]
    money = tl.kit.money_of(tl.final)
    others = [s for _, s in ranking if s != win]
    kit = tl.kit
    chance = any(abs(x.luck) >= 0.5 for x in r.luck)  # a game without chance has no luck line

    def score(seat: int) -> str:
        return kit.score_words(kit.score_of(tl.final, seat))

    out = []
    luck = {x.seat: x for x in r.luck}
    if len(first) > 1:
        out.append(tr("A shared win: {winners}.").format(winners=tr(" and ").join(
            f"{names[s]} ({score(s)})" for s in first)))
    elif others:
        second = others[0]
        # "you" has its own sentence: French conjugates the verb with it ("vous gagnez")
        out_of_game = kit.score_of(tl.final, second)[0] < 0
        if win == human:
            said = tr("Why you won: {score}; {second} is out of the game ({second_score}).") \
                if out_of_game else \
                tr("Why you won: {score} against {second_score} for {second}.")
        else:
            said = tr("Why {winner} won: {score}; {second} is out of the game ({second_score}).") \
                if out_of_game else \
                tr("Why {winner} won: {score} against {second_score} for {second}.")
        out.append(said.format(winner=names[win], score=score(win),
                               second_score=score(second), second=names[second]))
        if chance:
            seats = [win, second] + ([human] if human not in (win, second) else [])
            out.append(tr("Luck (what chance paid against its expectation): {luck}.").format(
                luck=", ".join(f"{names[x]} {signed(luck[x].luck)} {unit}" for x in seats)))
    mine = luck[human].skill_exact + luck[human].skill_estimate
    if chance:
        gap = luck[win].luck - luck[human].luck
        if human != win:
            said = (tr("Against {winner}, luck gave you {luck} {unit}; your decisions lost "
                       "{lost} {unit} against the best play (the evaluator the hint uses): luck "
                       "made the bigger difference.") if abs(gap) > mine else
                    tr("Against {winner}, luck gave you {luck} {unit}; your decisions lost "
                       "{lost} {unit} against the best play (the evaluator the hint uses): the "
                       "decisions made the bigger difference."))
            out.append(said.format(winner=names[win], luck=signed(-gap), unit=unit,
                                   lost=number(mine)))
        else:
            out.append(tr("Your decisions lost {lost} {unit} against the best play (the "
                          "evaluator the hint uses).").format(lost=number(mine), unit=unit))
    out += extra(game, win, names) if extra is not None else []
    if r.costliest:
        v = r.costliest[0]
        out.append(tr("Your costliest decision ({period} {turn}): {chosen} — about {lost} "
                      "{unit} lost; better: {best}.").format(
            period=tr(kit.period), turn=v.turn, chosen=v.chosen, lost=number(v.loss, 1),
            unit=v.unit or unit, best=v.best))  # the game's own word: Big Money counts rounds
    return out


__all__ = ["why_won"]
