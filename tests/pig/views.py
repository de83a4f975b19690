"""Pig on the one game screen: one panel (the scores and the turn's total) and its status
words, added with ``register_views`` — no edit outside this folder."""

from __future__ import annotations

from textual.widgets import Static

from cresus_tui.tui.games import GameViews, StatusContext, forget_views, register_views


class ScorePanel(Static):
    """Every player's banked score, the one to play marked ▶, and the turn's total at risk."""

    DEFAULT_CSS = "ScorePanel { border: round $primary; height: auto; padding: 0 1; }"

    def on_mount(self) -> None:
        self.border_title = "Scores"

    def show(self, view) -> None:
        lines = [f"{'▶' if i == view.seat and not view.over else ' '} {name}: {score}"
                 for i, (name, score) in enumerate(zip(view.names, view.scores))]
        lines.append(f"At risk this turn: {view.total} · first to {view.target}")
        self.update("\n".join(lines))


def _status(view, ctx: StatusContext) -> str:
    return f"Pig · turn {view.turn} · you {view.scores[view.me]} of {view.target}"


VIEWS = GameViews(new_game=lambda app: None,
                  panels=lambda session: [ScorePanel(id="scores", markup=False)],
                  status=_status, placeholder="Type roll or hold")


def register() -> None:
    register_views("pig", VIEWS)


def unregister() -> None:
    forget_views("pig")
