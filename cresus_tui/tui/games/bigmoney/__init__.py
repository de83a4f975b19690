"""Big Money's views (``VIEWS``): the bank, market and
players panels and the dice tray (``panels.py``), the status words and the game over screen
(``over.py``), plugged into the one game screen."""

from __future__ import annotations

from typing import Any

from cresus_tui.i18n import N_, number, tr, tr_lazy

from ...games import GameViews, StatusContext

STAGES = {"roll": N_("roll"), "dice": N_("dice"), "buy": N_("buying"), "over": N_("game over")}



def _panels(session) -> list[Any]:
    from .panels import BankPanel, MarketPanel, PlayersPanel

    rules = session.game.rules
    return [BankPanel(id="bank"), MarketPanel(rules, id="market"),
            PlayersPanel(rules, id="players")]


def _status(view, ctx: StatusContext) -> str:
    """The round, whose turn, the bank (the game's clock, B-9) and your cash."""
    from rich.markup import escape
    from rich.text import Text

    from .panels import bank_markup

    me = view.players[view.seat]
    stage = tr(STAGES[view.stage]) if view.stage in STAGES else view.stage
    if view.over:
        whose = tr("game over")
    elif view.active == view.seat:
        whose = tr("your turn: {stage}").format(stage=stage)
    else:
        whose = tr("{name}'s turn").format(name=escape(view.players[view.active].name))
    # once over, `whose` says so: the bank's own "game over" would say it twice
    bare = tr("[b]Bank {bank} Z[/]").format(bank=number(view.bank))
    bank = bare if view.over else bank_markup(view, compact=True)
    cash = number(me.cash)
    if ctx.compact and ctx.width < 60:  # 40 columns: the clock and your cash first
        short = tr("over") if view.over else stage \
            if view.active == view.seat else escape(view.players[view.active].name[:8])
        end = tr(" [b white on red]END[/]") if view.triggered and not view.over else ""
        text = tr("R{round} {short} · {bank}{end} · you {cash} Z").format(
            round=view.round, short=short, bank=bare, end=end, cash=cash)
        if Text.from_markup(text).cell_len + len(" · F10") > ctx.width:  # never cut: shorter
            text = tr("R{round} {short} · [b]bank {bank}[/]{end} · you {cash}").format(
                round=view.round, short=short, bank=number(view.bank), end=end, cash=cash)
        return text
    if ctx.compact:
        return tr("R{round} · {whose} · {bank} · {cash} Z").format(
            round=view.round, whose=whose, bank=bank, cash=cash)
    if ctx.wide:
        return tr("[b]Big Money[/] · Round {round} · {whose} · {bank} · you {cash} Z · pace "
                  "{pace}").format(round=view.round, whose=whose, bank=bank, cash=cash,
                                   pace=ctx.pace)
    return tr("Round {round} · {whose} · {bank} · you {cash} Z").format(
        round=view.round, whose=whose, bank=bank, cash=cash)


def _tray(session):
    from .panels import BigMoneyTray

    return BigMoneyTray(session.game.rules, id="tray")


def _tray_info(screen, request) -> tuple[str, ...] | str:
    """With odds on: the best keep's exact value against stopping now, Z ("Best: keep 1 2 →
    16.7 Z · stop → 10 Z"; narrow: "Best: 1 2 → 16.7 Z · stop 10 Z")."""
    if not screen.app.settings.show_odds:
        return ""
    from cresus_tui.play.bigmoney import advice, commands

    try:
        rows = advice.keep_rows(screen.view)
    except Exception:  # noqa: BLE001 - no odds is better than a stopped game
        return ""
    if not rows:
        return ""
    best = rows[0]
    stop = next((r for r in rows if r["stop"]), None)
    command = advice.keep_command(best)
    shown = commands.command_text(command)
    value = number(best["expected"], 1)
    text = tr("[b]Best:[/] {command} → {value} Z").format(command=shown, value=value)
    short = tr("[b]Best:[/] {command} → {value} Z").format(
        command=commands.command_text(command.removeprefix("keep ")), value=value)
    if stop is not None and not best["stop"]:
        text += tr(" · stop → {value} Z").format(value=number(stop["expected"]))
        short += tr(" · stop {value} Z").format(value=number(stop["expected"]))
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
    placeholder=tr_lazy("Type a command: help, roll, keep 1 3…"),
    side_width=(36, 50),
    prompt_note=False,
    css="GameScreen #players { min-height: 3; }",
)
