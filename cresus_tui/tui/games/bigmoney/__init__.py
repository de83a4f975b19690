"""Big Money's views (``VIEWS``): the bank, market and
players panels and the dice tray (``panels.py``), the status words and the game over screen
(``over.py``), plugged into the one game screen."""

from __future__ import annotations

from typing import Any

from ...games import GameViews, StatusContext

STAGES = {"roll": "roll", "dice": "dice", "buy": "buying", "over": "game over"}



def _panels(session) -> list[Any]:
    from .panels import BankPanel, MarketPanel, PlayersPanel

    rules = session.game.rules
    return [BankPanel(id="bank"), MarketPanel(rules, id="market"),
            PlayersPanel(rules, id="players")]


def _status(view, ctx: StatusContext) -> str:
    """The round, whose turn, the bank (the game's clock, B-9) and your cash."""
    from rich.markup import escape

    from .panels import bank_markup

    me = view.players[view.seat]
    if view.over:
        whose = "game over"
    elif view.active == view.seat:
        whose = f"your turn: {STAGES.get(view.stage, view.stage)}"
    else:
        whose = f"{escape(view.players[view.active].name)}'s turn"
    # once over, `whose` says so: the bank's own "game over" would say it twice
    bank = f"[b]Bank {view.bank} Z[/]" if view.over else bank_markup(view, compact=True)
    if ctx.compact and ctx.width < 60:  # 40 columns: the clock and your cash first
        short = "over" if view.over else STAGES.get(view.stage, view.stage) \
            if view.active == view.seat else escape(view.players[view.active].name[:8])
        end = " [b white on red]END[/]" if view.triggered and not view.over else ""
        return f"R{view.round} {short} · [b]Bank {view.bank} Z[/]{end} · you {me.cash} Z"
    if ctx.compact:
        return f"R{view.round} · {whose} · {bank} · {me.cash} Z"
    if ctx.wide:
        return (f"[b]Big Money[/] · Round {view.round} · {whose} · {bank} · you {me.cash} Z"
                f" · pace {ctx.pace}")
    return f"Round {view.round} · {whose} · {bank} · you {me.cash} Z"


def _tray(session):
    from .panels import BigMoneyTray

    return BigMoneyTray(session.game.rules, id="tray")


def _tray_info(screen, request) -> tuple[str, ...] | str:
    """With odds on: the best keep's exact value against stopping now, Z ("Best: keep 1 2 →
    16.7 Z · stop → 10 Z"; narrow: "Best: 1 2 → 16.7 Z · stop 10 Z")."""
    if not screen.app.settings.show_odds:
        return ""
    from cresus_tui.play.bigmoney import advice

    try:
        rows = advice.keep_rows(screen.view)
    except Exception:  # noqa: BLE001 - no odds is better than a stopped game
        return ""
    if not rows:
        return ""
    best = rows[0]
    stop = next((r for r in rows if r["stop"]), None)
    command = advice.keep_command(best)
    text = f"[b]Best:[/] {command} → {best['expected']:.1f} Z"
    short = f"[b]Best:[/] {command.removeprefix('keep ')} → {best['expected']:.1f} Z"
    if stop is not None and not best["stop"]:
        text += f" · stop → {stop['expected']:.0f} Z"
        short += f" · stop {stop['expected']:.0f} Z"
    return (text, short)


def _echo(decision) -> str:
    """The command a tray's decision stands for."""
    from cresus_tui.games.bigmoney.decisions import Reroll, Stop
    from cresus_tui.play.bigmoney import labels

    if isinstance(decision, Stop):
        return "stop"
    if isinstance(decision, Reroll):
        return ("keep " + labels.positions(decision.keep)) if decision.keep else "reroll all"
    return ""


def _over(screen, finale):
    from .over import BigMoneyOverScreen

    return BigMoneyOverScreen(screen.session, finale)


VIEWS = GameViews(
    panels=_panels,
    status=_status,
    tray=_tray,
    tray_info=_tray_info,
    echo=_echo,
    over=_over,
    placeholder="Type a command: help, roll, keep 1 3…",
    side_width=(36, 50),
    prompt_note=False,
    css="GameScreen #players { min-height: 3; }",
)
