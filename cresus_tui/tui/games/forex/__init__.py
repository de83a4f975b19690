"""FOR-EX's views (``VIEWS``): the board's panels
(``panels.py``), the spot offer's dialogue, the status words and the game over screen
(``over.py``), plugged into the one game screen."""

from __future__ import annotations

from typing import Any

from cresus_tui.i18n import tr, tr_lazy

from ...games import GameViews, StatusContext


def _panels(session) -> list[Any]:
    from .panels import ForexPanel

    data = session.game.data
    return [ForexPanel(kind, data, id=kind) for kind in ("players", "pairs", "queue", "money")]


def _status(view, ctx: StatusContext) -> str:
    from cresus_tui.games.typed import escape_brackets as escape  # Textual markup: "[Zed]"

    if view.over:
        where = tr("game over")
    elif view.phase == "end":
        where = tr("end phase")
    elif view.active == view.seat:
        where = tr("turn {turn} · your turn").format(turn=view.turn)
    else:
        where = tr("turn {turn} · {name} to play").format(turn=view.turn,
                                                          name=view.players[view.active].name)
    if ctx.compact:
        return f"[b]FOR-EX[/] · {escape(where)}"
    words = f"[b]FOR-EX[/] · {escape(where)} · " + tr("dividends left {n}").format(
        n=view.dividends_left)
    return words + tr(" · pace {pace}").format(pace=ctx.pace) if ctx.wide else words


def _is_spot(request) -> bool:
    from cresus_tui.games.forex.requests import SpotRequest

    return isinstance(request, SpotRequest)


def _dialog(screen, request):
    """A spot trade offered to you (F-10): accept or refuse."""
    if not _is_spot(request):
        return None
    from cresus_tui.games.typed import escape_brackets as escape  # Textual markup: "[Zed]"

    from ai.forex.words import units
    from cresus_tui.games.forex.decisions import Reply
    from cresus_tui.play.forex import commands

    from ...screens.modals import AnswerOfferModal

    data = screen.session.game.data
    cur = data.currencies
    body = (tr("{name} gives you [b]{give}[/b] and wants [b]{get}[/b] from you.").format(
                name=escape(screen.session.names[request.by]),
                give=f"{units(request.give_h)} {cur[request.give]}",
                get=f"{units(request.get_h)} {cur[request.get]}")
            + f"\n{escape(commands.describe_request(screen.view, data))}\n"
            + tr("[dim]Rates do not move; a refusal leaves their spot trade open.[/]"))
    return (AnswerOfferModal(tr("Spot trade offer"), body, tr("Accept"), tr("Refuse")),
            lambda value: Reply(bool(value)))


def _auto_dialog(request) -> str:
    return tr("Type `accept` or `refuse`, or F2 for the dialogue.") if _is_spot(request) else ""


def _echo(decision) -> str:
    from cresus_tui.games.forex import load_data
    from cresus_tui.play.forex import labels

    return labels.command_for(decision, load_data())


def _over(screen, finale):
    from .over import ForexGameOverScreen

    return ForexGameOverScreen(screen.session, finale)


VIEWS = GameViews(
    panels=_panels,
    status=_status,
    dialog=_dialog,
    auto_dialog=_auto_dialog,
    echo=_echo,
    over=_over,
    placeholder=tr_lazy("Type a command (help, look, resolve, invest GBP…)"),
    panels_word=tr_lazy("board"),
    side_width=(46, 50),
    css="""
    GameScreen #side { padding: 0 0 0 1; }
    GameScreen #pairs, GameScreen #queue, GameScreen #players { margin-bottom: 1; }
    """,
)
