"""Words every game's lessons share (generic: no game is named here): the coach's note when the
hint would play another move than the one a step asks for, and the closing words of a lesson
(what was learned, by rule title, and why the game ended as it did)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cresus_tui.i18n import tr


def advisor_note(asked: str, best: str, why: str = "") -> str:
    """The coach's note when the step asks for ``asked`` but the hint would type ``best``;
    ``why``: the lesson's own reason for ``asked`` (a sentence), said in place of the
    general one."""
    if why:
        return tr("(The hint would type `{best}` here, its best move to win. {why})").format(
            best=best, why=why)
    return tr("(The hint would type `{best}` here, its best move to win; this lesson asks for "
              "`{asked}` to show the rule at work.)").format(best=best, asked=asked)


def advisor_note_unless_same(asked: str, best: str, why: str,
                             decision_of: Callable[[str], Any]) -> str:
    """``advisor_note`` unless the step's command ``asked`` and the hint's ``best`` make the same
    decision; ``decision_of`` reads a command into its decision (None for no decision)."""
    mine = decision_of(asked)
    if mine is not None and mine == decision_of(best):
        return ""
    return advisor_note(asked, best, why)


def closing_words(title: str, taught: Sequence[str], rule_title: Callable[[str], str],
                  game: Any = None, human: int = 0, extra: Any = None) -> str:
    """"<title> — done! What you learned: <titles> (<ids>)…", then, when ``game`` is over, the
    first two lines of why its winner won (``review.why.why_won``, ``extra`` its game's own
    lines)."""
    # TRANSLATORS: what separates the rule titles a lesson taught ("dividends; news cards");
    # French: a no-break space before the semicolon, so that no line starts with it
    learned = tr("; ").join(dict.fromkeys(t for t in (rule_title(r) for r in taught) if t))
    out = tr("[b]{title}[/b] — done! What you learned: {learned} ({ids}). Look them up any "
             "time with `rules`.").format(title=title, learned=learned, ids=", ".join(taught))
    if game is not None and game.is_over:
        from .review.why import why_won

        out += " " + " ".join(why_won(game, human, extra)[:2])
    return out


__all__ = ["advisor_note", "advisor_note_unless_same", "closing_words"]
