"""The post-game Review screen, the Statistics screen, and the in-game ``undo`` and
``transcript`` commands (issue 15). The analysis itself is front-end neutral
(``cresus_tui/review``); this module only shows it.

Review at 80×24: four tabs — *Costliest* (the three costliest decisions, luck against skill),
*Chart* (money or luxury cards per player over the turns, drawn with textual-plotext, and the
same figures as a text table beside it: under NO_COLOR the table alone), *Decisions* (every
decision with its loss), *Replay* (the game turn by turn: ``[`` and ``]``).
"""

from __future__ import annotations

import math
import os
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Label, Static, TabbedContent, TabPane

from cresus_tui.games.typed import escape_brackets as escape  # Textual markup: "[Zed]"
from cresus_tui.i18n import number, tr, tr_lazy, tr_lazy_p
from cresus_tui.play.review.analysis import (
    Review, chart_table, luck_text, period_mark, verdict_loss,
)
from cresus_tui.play.review.kits import kit_for

MARKERS = "●▲■◆★✚"


def run_review_meta(screen: Any, name: str) -> None:
    """``undo`` and ``transcript`` typed in a game (``screen`` is the GameScreen)."""
    from ..widgets.log import GameLog

    log = screen.query_one(GameLog)
    session = screen.session
    if name == "transcript":
        from cresus_tui.play.review.record import RecordError, write_transcript

        try:
            with session.lock:
                game = session.game.clone()
            path = write_transcript(game, session.human, screen.app.settings.data_dir)
        except (OSError, RecordError) as exc:
            log.say("[b red]✗[/] " + tr("The transcript was not written: {reason}").format(
                reason=escape(str(exc))))
            return
        log.say(tr("The story so far is written to [b]{path}[/].").format(
            path=escape(str(path))))
        return
    if screen.busy:
        log.say("[dim]" + tr("Wait for the rivals to finish: undo works on your own last "
                             "decision.") + "[/]")
        return
    from cresus_tui.play.review.undo import UndoRefused

    try:
        decision = session.undo()
    except UndoRefused as exc:
        log.say(f"[dim]{escape(str(exc))}[/]")
        return
    kit_describe = session.undo_guard.kit.describe
    what = kit_describe(session.human, decision, session.names, session.human)
    log.say(tr("[b]Taken back:[/] {what}. Decide again.").format(what=escape(what)))
    screen.human_turn()


def whole_ticks(low: float, high: float, most: int = 6) -> list[int]:
    """At most ``most`` round whole numbers (steps of 1, 2 or 5 × 10ⁿ) from at or below
    ``low`` to at or above ``high``: the chart's y-axis in whole units."""
    span = max(high - low, 1)
    scale = 1
    while True:
        for k in (1, 2, 5):
            step = scale * k
            if span / step <= most - 1:
                first = math.floor(low / step) * step
                last = math.ceil(high / step) * step
                return list(range(first, last + 1, step))
        scale *= 10


def _no_color() -> bool:
    return bool(os.environ.get("NO_COLOR"))


class ReviewScreen(Screen):
    """The review of a finished (or replayed) game."""

    DEFAULT_CSS = """
    ReviewScreen #title { text-style: bold; color: $accent; width: 100%; padding: 0 1; }
    ReviewScreen TabbedContent { height: 1fr; }
    ReviewScreen TabPane { padding: 0 1; }
    ReviewScreen #chart { height: 11; }
    ReviewScreen .table { width: 100%; }
    """
    BINDINGS = [Binding("escape", "back", tr_lazy("Back")),
                Binding("q", "back", tr_lazy("Back"), show=False),
                Binding("l", "toggle", tr_lazy_p("footer", "Money/luxury chart")),
                Binding("1", "tab('costliest')", tr_lazy("Costliest"), show=False),
                Binding("2", "tab('chart')", tr_lazy("Chart"), show=False),
                Binding("3", "tab('decisions')", tr_lazy("Decisions"), show=False),
                Binding("4", "tab('replay')", tr_lazy("Replay"), show=False),
                Binding("[", "turn(-1)", tr_lazy("Turn back")),
                Binding("]", "turn(1)", tr_lazy("Turn on")),
                Binding("down", "scroll('down')", "Scroll", show=False),
                Binding("up", "scroll('up')", "Scroll", show=False),
                Binding("pagedown", "scroll('page_down')", "Scroll", show=False),
                Binding("pageup", "scroll('page_up')", "Scroll", show=False),
                Binding("home", "scroll('home')", "Scroll", show=False),
                Binding("end", "scroll('end')", "Scroll", show=False)]

    def __init__(self, review: Review, counter: str = "", timeline: Any = None) -> None:
        super().__init__()
        self.review = review
        self.timeline = timeline
        self.stepper = None
        if timeline is not None:
            from cresus_tui.play.review.stepper import Stepper

            self.stepper = Stepper(timeline, review.human)
        self.showing = "money"
        self.counter = counter or next(iter(review.counters[0][1]), "") if review.counters \
            else ""
        self.kit = kit_for(review.game)
        """The game's unit (M, Z, units of the Strongest) and chart period (turn, round)."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No money/luxury toggle for a game without counters (Big Money, FOR-EX)."""
        if action == "toggle" and not self.counter:
            return False
        return True

    def compose(self) -> ComposeResult:
        r = self.review
        yield Label(tr("Review of your game ({you})").format(you=escape(r.names[r.human])),
                    id="title")
        with TabbedContent(initial="costliest"):
            with TabPane(tr("Costliest"), id="costliest"):
                yield VerticalScroll(Static(self.costliest_text(), classes="table"))
            with TabPane(tr("Chart"), id="chart-tab"):
                with VerticalScroll():
                    if not _no_color():
                        from textual_plotext import PlotextPlot

                        yield PlotextPlot(id="chart")
                        yield Static(self.legend_text(), id="chart-legend")
                    only = "" if _no_color() else "money"
                    yield Static(escape("\n".join(chart_table(r, only, width=80))),
                                 id="chart-table",
                                 classes="table")
            with TabPane(tr("Decisions"), id="decisions"):
                yield VerticalScroll(Static(self.decisions_text(), classes="table"))
            if self.stepper is not None:
                with TabPane(tr("Replay"), id="replay"):
                    yield VerticalScroll(Static(self.replay_text(1), id="replay-text",
                                                classes="table"), id="replay-scroll")
        yield Footer()

    def legend_text(self) -> str:
        """The chart's legend, under it (inside the plot it would hide the lines)."""
        return "   ".join(f"{MARKERS[i % len(MARKERS)]} {escape(name[:12])}"
                           for i, name in enumerate(self.review.names))

    def costliest_text(self) -> str:
        r = self.review
        lines = []
        if r.result:
            lines.append(tr("[b]Result[/]") + "  " + escape(" · ".join(r.result)))
        lines.append(tr("[b]The costliest decisions[/]"))
        if not r.costliest:
            lines.append(tr("None lost money by this analysis."))
        kit = self.kit
        for k, v in enumerate(r.costliest, 1):
            said = tr("{k}. {period} {turn}: {chosen} — [b]{loss}[/] lost (exact).") if v.exact \
                else tr("{k}. {period} {turn}: {chosen} — [b]{loss}[/] lost (estimate).")
            lines.append(said.format(k=k, period=tr(kit.period).capitalize(), turn=v.turn,
                                     chosen=escape(v.chosen),
                                     loss=verdict_loss(v, tr(kit.unit))))
            lines.append(f"   {escape(v.why)}")
        lines.append("")
        lines.append(tr("[b]Luck and skill[/] ({unit}): luck = {chance} above or below "
                        "expectation; lost = money lost to choices (exact + estimated).").format(
                            unit=tr(kit.unit), chance=tr(kit.chance)))
        player, luck, lost, est, money = (tr("player"), tr("luck"), tr("lost"), tr("est."),
                                          tr("money"))
        lines.append(f"{player:<13}{luck:>8}{lost:>8}{est:>8}{money:>8}")
        for x in r.luck:
            lines.append(escape(f"{x.name[:12]:<13}{luck_text(x.luck):>8}"
                                f"{number(x.skill_exact, 1):>8}"
                                f"{number(x.skill_estimate, 1):>8}{x.final_money:>8}"))
        return "\n".join(lines)

    def decisions_text(self) -> str:
        r = self.review
        lines = [tr("Loss in {unit}; ~ marks an estimate, — a choice not valued in money.")
                 .format(unit=tr(self.kit.unit))]
        mark = period_mark(self.kit.period)
        for v in r.verdicts:
            loss = "—" if v.loss is None else f"{'' if v.exact else '~'}{number(v.loss, 1)}"
            best = "" if v.best == v.chosen or not v.best else tr("; best: {best}").format(
                best=v.best)
            lines.append(escape(f"{mark}{v.turn:<2} {loss:>6}  {v.chosen}{best}"))
        for n in r.notes:
            lines += ["", escape(n)]
        return "\n".join(lines)

    def on_mount(self) -> None:
        self.draw()

    def draw(self) -> None:
        if _no_color():
            return
        from textual_plotext import PlotextPlot

        r = self.review
        plot = self.query_one("#chart", PlotextPlot)
        plt = plot.plt
        plt.clear_data()
        plt.clear_figure()
        xs = list(range(1, len(r.money) + 1))
        labels = [(tr("end") if t == -1 else str(t)) for t, _ in r.money]
        every: list[float] = []
        for i, name in enumerate(r.names):
            if self.showing == "money":
                ys = [m[i] for _, m in r.money]
            else:
                ys = [c[self.counter][i] for _, c in r.counters]
            every += ys
            plt.plot(xs, ys, marker=MARKERS[i % len(MARKERS)])  # the legend is under it
        step = max(1, -(-len(xs) // 12))  # at most about twelve labels (FOR-EX: ~60 turns)
        plt.xticks(xs[::step], labels[::step])
        ticks = whole_ticks(min(every, default=0), max(every, default=0))
        plt.ylim(ticks[0], ticks[-1])
        plt.yticks(ticks, [str(t) for t in ticks])
        kit = self.kit
        what = f"{tr(kit.money_label).lower()} ({tr(kit.unit)})" if self.showing == "money" \
            else tr(self.counter)
        plt.title(tr("{what} at the start of each {period}").format(what=what,
                                                                   period=tr(kit.period)))
        plot.refresh()
        width = max(40, min(100, self.app.size.width - 4))  # the tab's padding, a scrollbar
        self.query_one("#chart-table", Static).update(
            escape("\n".join(chart_table(r, self.showing, width=width))))

    def action_toggle(self) -> None:
        if not self.counter:
            return
        self.showing = self.counter if self.showing == "money" else "money"
        self.draw()

    def replay_text(self, turn: int) -> str:
        """The story of ``turn`` and the standing after it ([ and ] step through the turns)."""
        assert self.stepper is not None
        keys = tr("{back} and {on}: the turn before, the next").format(back="[", on="]")
        return escape(self.stepper.show(turn)) + "[dim]" + escape(keys) + "[/]"

    def action_turn(self, delta: int) -> None:
        if self.stepper is None:
            return
        turns = self.stepper.turns
        now = self.stepper.turn or turns[0]
        i = max(0, min(len(turns) - 1, turns.index(now) + delta))
        self.query_one(TabbedContent).active = "replay"
        self.query_one("#replay-text", Static).update(self.replay_text(turns[i]))
        self.query_one("#replay-scroll", VerticalScroll).scroll_home(animate=False)

    def action_scroll(self, how: str) -> None:
        """↑/↓, PgUp/PgDn, Home/End: scroll the tab on show, so every row (the last rounds
        of a long game, every player of the luck table) is reached by keys."""
        pane = self.query_one(TabbedContent).active_pane
        if pane is None:
            return
        scroller = next(iter(pane.query(VerticalScroll)), None)
        if scroller is not None:
            getattr(scroller, f"scroll_{how}")(animate=False)

    def action_tab(self, tab: str) -> None:
        self.query_one(TabbedContent).active = "chart-tab" if tab == "chart" else tab

    def action_back(self) -> None:
        self.app.pop_screen()


def open_review(app: Any, session: Any, seat: int | None = None) -> None:
    """Push the Review screen of ``session``'s finished game for ``seat`` (default: the
    person at the screen)."""
    review, timeline = review_of_session(session, seat)
    app.push_screen(ReviewScreen(review, timeline=timeline))


def review_of_session(session: Any, seat: int | None = None) -> tuple[Review, Any]:
    """The review of the session's game for ``seat`` (default: the person at the screen),
    and the replayed timeline."""
    from cresus_tui.play.review.analysis import review
    from cresus_tui.play.review.record import record_of, replay

    with session.lock:
        game = session.game.clone()
    tl = replay(record_of(game))
    return review(tl, session.human if seat is None else seat), tl


class StatisticsScreen(Screen):
    """Games played, won and placed per game and rival level (statistics.json)."""

    DEFAULT_CSS = """
    StatisticsScreen #title { text-style: bold; color: $accent; padding: 0 1; }
    StatisticsScreen VerticalScroll { padding: 0 1; }
    """
    BINDINGS = [Binding("escape", "back", tr_lazy("Back")),
                Binding("q", "back", tr_lazy("Back"), show=False)]

    def __init__(self, data_dir: str | None = None) -> None:
        super().__init__()
        self.data_dir = data_dir

    def compose(self) -> ComposeResult:
        from cresus_tui.play.review.stats import load_stats, summary_lines

        stats, notice = load_stats(self.data_dir)
        lines = summary_lines(stats)
        if notice:
            lines = [notice, ""] + lines
        yield Label(tr("Statistics"), id="title")
        with VerticalScroll():
            yield Static(escape("\n".join(lines)))
            yield Static(tr("[dim]Kept in statistics.json in the data folder (cresus stats "
                            "--json prints them).[/]"))
        yield Footer()

    def action_back(self) -> None:
        self.app.pop_screen()
