"""Crésus's views (``VIEWS``): the board, your panel and the
rivals (``panels.py``), the dice tray (``tray.py``), the secret dialogues and the trades (``dialogs.py``,
``ask.py``), the status words and the game over screen (``over.py``), plugged into the one game
screen."""

from __future__ import annotations

from typing import Any

from textual.binding import Binding

from cresus_tui.i18n import tr, tr_lazy

from ...games import GameViews, StatusContext
from . import ask

PHASES = {"setup": tr_lazy("Setup"), "expert": tr_lazy("Expert card"),
          "movement": tr_lazy("Movement"), "cresus": tr_lazy("Crésus card"),
          "purchase": tr_lazy("Purchase"), "sale": tr_lazy("Sale"),
          "end_of_turn": tr_lazy("End of turn"), "over": tr_lazy("Game over")}



def _panels(session) -> list[Any]:
    from .panels import Board, PlayerPanel, RivalsPanel

    rules = session.game.rules
    rivals = RivalsPanel(rules, people=session.several, id="rivals")
    seats = session.game.state.config.seats
    rivals.personalities = {i: seat.personality for i, seat in enumerate(seats)
                            if i != session.human and seat.kind == "rival"
                            and seat.personality}
    return [Board(rules, id="board"), PlayerPanel(rules, id="me"), rivals]


def _status(view, ctx: StatusContext) -> str:
    """The turn, the phase (with its market), the Expert pile (the game's clock, C-4.3): one
    line that fits 80 columns with "rivals playing… F8 skip" after it."""
    from cresus_tui.games.cresus import load_rules
    from cresus_tui.play.cresus import labels

    phase = str(PHASES.get(view.phase, view.phase))
    last = tr(" · [b]last turn[/]") if view.last_turn and not view.over else ""
    turn = tr("Turn {turn}").format(turn=view.turn) if view.turn else tr("Setup")
    if ctx.compact:
        return f"{turn} · {phase}{last}"
    if view.phase in ("cresus", "purchase", "sale") and view.phase_market >= 0:
        phase += " · " + labels.market(load_rules(), view.phase_market, short=not ctx.wide)
    if ctx.wide:
        return tr("[b]Crésus[/] · {turn} · {phase} · Expert pile {left}{last} · pace "
                  "{pace}").format(turn=turn, phase=phase, left=view.experts_left, last=last,
                                   pace=ctx.pace)
    pile = last or tr(" · Experts {left}").format(left=view.experts_left)  # last turn: empty
    return f"[b]Crésus[/] · {turn} · {phase}{pile}"


def _tray(session):
    from .tray import CresusTray

    return CresusTray(id="tray")


def _over(screen, finale):
    from .over import GameOverScreen

    teller = getattr(screen.table, "teller", None)
    return GameOverScreen(screen.session, list(getattr(teller, "own_results", []))[-4:],
                          finale)


VIEWS = GameViews(
    panels=_panels,
    status=_status,
    tray=_tray,
    tray_info=ask.tray_info,
    dialog=ask.dialog,
    auto_dialog=ask.auto_dialog,
    echo=ask.echo,
    keys=(Binding("f4", "game('offer')", tr_lazy("Trade")),
          Binding("f5", "game('sell_luxury')", tr_lazy("Sell luxury"), show=False)),
    actions={"offer": ask.offer, "sell_luxury": ask.sell_luxury},
    over=_over,
    placeholder=tr_lazy("Type a command (help, look, bid 30, go tokyo…)"),
    side_width=(34, 46),
    css="""
    GameScreen #side { scrollbar-size-vertical: 0; }
    GameScreen #me { max-height: 12; }
    GameScreen #rivals { min-height: 3; }
    GameScreen.compact #me { max-height: 100%; }
    """,
)
