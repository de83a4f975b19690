"""A tutorial: the game screen's board, panels, log, dice tray, choices and command line, with
a coach panel on top. Every command — typed, or made from a choice, the dice tray or a
dialogue — goes to ``Tutorial.try_command``; the rivals' scripted moves come back in the
feedback and are narrated like in a game. Progress is kept after every step, so leaving (the
menu, F9, quitting) loses nothing."""

from __future__ import annotations

from rich.markup import escape
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from cresus_tui.games.cresus.decisions import Decision, Keep
from cresus_tui.play.cresus.tutorial import Feedback, Tutorial
from cresus_tui.tutorials.cresus import advice

from cresus_tui.play.cresus import commands
from cresus_tui.play.progress import ProgressStore
from cresus_tui.play.session import Step
from ..widgets.choices import Choices
from ..widgets.coach_panel import CoachPanel, coach_markup
from ..widgets.command_line import CommandLine
from ..widgets.dice_tray import DiceTray
from ..widgets.log import GameLog
from ..games.cresus.screen import CresusScreen as GameScreen

NEXT = "next"
"""The choice that moves a read-only step on."""


class TutorialScreen(GameScreen):
    """``tutorial`` under way; ``backlog``: steps already played, narrated first;
    ``resumed``: it was loaded from saved progress."""

    BINDINGS = [
        Binding("f4", "offer", "Trade", show=False),
        Binding("f5", "sell_luxury", "Sell luxury", show=False),
        Binding("f6", "pace", "Pace", show=False),
        Binding("f8", "skip", "Skip", show=False),
        Binding("f7", "hint", "Hint"),
        Binding("f9", "leave", "Leave"),
    ]
    AUTO_DIALOG = False  # the lesson says what to type; F2 or the choices open a dialogue
    CONFIRM_LAST_SALE = False  # the lesson's script decides; no extra question

    def __init__(self, tutorial: Tutorial, backlog: list[Step] | None = None,
                 resumed: bool = False) -> None:
        super().__init__(tutorial.session, backlog if backlog is not None
                         else list(tutorial.opening))
        self.tutorial = tutorial
        self.resumed = resumed
        self.finished = False

    def compose_above_story(self) -> ComposeResult:
        yield CoachPanel(id="coach")

    def on_mount(self, event: events.Mount) -> None:
        event.prevent_default()  # replaces the game screen's opening, not added to it
        self.app.tune(self)
        self.store = ProgressStore(self.app.settings.data_dir)
        self.query_one(Choices).display = False
        log = self.query_one(GameLog)
        log.border_title = "Story"
        lesson = self.tutorial.lesson
        log.say(f"[b]Tutorial — {escape(lesson.title)}.[/] Read the coach above and type "
                "what it asks below; [b]hint[/] tells you the exact command.")
        if self.resumed:
            n, total = self.tutorial.step_number
            log.say(f"[i]Tutorial resumed at {'step ' + str(n) if total else 'your turn'}.[/]")
        else:
            self.narrate_lines(self.lines_for(self.session.opening))
        for step in self.backlog:
            self.narrate_lines(self.lines_for(step.events))
        self.refresh_panels(self.view)
        self.on_resize()
        self.restore_kept_marks()
        self.query_one(CommandLine).focus()
        self.human_turn()

    # ---- the game screen's hooks ---------------------------------------------------------

    def advance(self) -> None:  # the tutorial plays the scripted rivals itself
        self.human_turn()

    def after_step(self, evs) -> None:  # tutorials keep their own progress, never a game save
        pass

    def human_turn(self) -> None:
        super().human_turn()
        self.show_step()
        self.fit()

    def on_resize(self, event: events.Resize | None = None) -> None:
        if event is not None:
            event.prevent_default()
        super().on_resize(event)
        self.fit()

    def fit(self) -> None:
        """Below 34 rows the dice tray and the coach do not both fit at full height."""
        tray = self.query(DiceTray)
        dice = bool(tray) and tray.first().request is not None
        self.set_class(dice and self.size.height < 34, "cramped")

    def show_game_over(self) -> None:
        # a lesson's game may end before its last step; the summary comes with the last one
        self.query_one("#prompt", Static).update("The game is over.")

    def say_prompt(self, prompt: str) -> None:
        # while the coach talks (a read-only step) the request waits unseen; and a request
        # still waiting after a wrong try is not asked again
        step = self.tutorial.current_step
        if step is None or step.read_only or prompt == getattr(self, "last_prompt", None):
            return
        self.last_prompt = prompt
        super().say_prompt(prompt)

    def step_lines(self, step: Step, req) -> list[str]:
        # scripted rivals have no reasons worth reading
        return self.lines_for(step.events)

    def show_step(self) -> None:
        t = self.tutorial
        step = t.current_step
        if step is None:
            return
        self.query_one(CoachPanel).show_step(t.lesson.title, t.step_number, t.step_text(),
                                             step.read_only)
        if step.read_only:
            self.query_one(DiceTray).show(None)
            self.query_one(Choices).set_choices([("Next — press Enter", NEXT)])
            self.query_one(Choices).border_title = "Go on"
        else:
            self.query_one(Choices).border_title = "Your choices"
        self.query_one("#prompt", Static).update("")

    # ---- commands ------------------------------------------------------------------------

    def empty_enter(self) -> None:
        step = self.tutorial.current_step
        if step is not None and step.read_only:
            self.try_text("")
        else:
            super().empty_enter()

    def run_command(self, text: str) -> None:
        # a bare number picks that entry of "Your choices", as in a game
        if text.strip().isdigit() and isinstance(
                commands.parse(text, self.view, self.rules), commands.ParseError) \
                and self.pick_numbered_choice(text):
            return
        self.try_text(text)

    def submit(self, decision: Decision, echo: str | None = None) -> bool:
        """A choice, the dice tray or a dialogue: the decision as the command that means it."""
        try:
            text = advice.command_for(decision, self.view, self.rules)
        except Exception:
            text = ""
        if not text:
            self.query_one(GameLog).say("[b red]✗[/] That cannot be typed as a command.")
            return False
        self.try_text(text)
        return True  # answered, rightly or not: the coach explains, no dialogue reopens

    def chosen(self, value) -> None:
        if value == NEXT:
            self.try_text("")
        else:
            super().chosen(value)

    def try_text(self, text: str) -> Feedback:
        """One command through the tutorial: narrate what was played, show what the coach
        says, carry out queries and app commands, keep the progress."""
        log = self.query_one(GameLog)
        coach = self.query_one(CoachPanel)
        if self.finished:
            self.show_summary()
            return Feedback(False, done=True)
        secret = self.request is not None and type(self.request).__name__ in (
            "BidRequest", "MoveRequest", "JoinRequest")
        if text:
            log.say(f"[dim]> {escape(text)}[/]" if not secret or not self.is_action(text)
                    else "[dim]> (your secret choice)[/]")
        try:
            parsed = commands.parse(text, self.view, self.rules) if text else None
        except Exception:
            parsed = None
        try:
            fb = self.tutorial.try_command(text)
        except Exception as exc:  # a lesson bug must not close the app
            fb = Feedback(False, [f"Something went wrong in this lesson ({exc})."])
        if fb.advanced and isinstance(parsed, commands.Action) \
                and isinstance(parsed.decision, Keep):
            # kept dice stay marked after the throw, as in a game
            self.query_one(DiceTray).remember_keep(parsed.decision.dice)
        for played in fb.played:
            self.narrate_lines(self.lines_for(played.events))
        coach.say(fb.messages, ok=fb.ok)
        for message in fb.messages:
            mark = "[b $success]Coach:[/]" if fb.ok else "[b $warning]✗ Coach:[/]"
            log.say(f"{mark} {coach_markup(message)}")
        if fb.query is not None:
            self.answer_query(fb.query)
        if fb.meta is not None:
            self.run_meta(fb.meta)
        if fb.advanced:
            self.request = None
            self.query_one(DiceTray).show(None)
            self.keep_progress()
            self.view = self.session.game.view(self.session.human)
            self.refresh_panels(self.view)
            if fb.done:
                self.finished = True
                self.query_one(Choices).display = False
                self.query_one(CoachPanel).show_step(
                    self.tutorial.lesson.title, self.tutorial.step_number,
                    "[b]Lesson complete![/b]", True)
                self.call_after_refresh(self.show_summary)
            else:
                self.human_turn()
        self.call_after_refresh(log.scroll_end, animate=False)
        return fb

    def is_action(self, text: str) -> bool:
        try:
            return isinstance(commands.parse(text, self.view, self.rules), commands.Action)
        except Exception:
            return False

    def run_meta(self, m: commands.Meta) -> None:
        if m.name == "menu":
            self.action_leave()
        elif m.name == "save":
            saved = self.keep_progress()
            self.query_one(GameLog).say(
                "Tutorial progress saved: resume it from the Tutorials menu." if saved
                else f"[b red]✗[/] {escape(self.store.last_error)}")
        else:
            super().run_meta(m)

    # ---- progress and leaving ------------------------------------------------------------------

    def keep_progress(self) -> bool:
        """Remember where the tutorial stands (or that it is done); never raises."""
        try:
            if self.tutorial.done:
                return self.store.finish(self.tutorial.lesson.id)
            if not self.tutorial.log:  # nothing done yet: nothing to resume
                return self.store.forget(self.tutorial.lesson.id)
            return self.store.keep(self.tutorial.save_state())
        except Exception:
            return False

    def show_summary(self) -> None:
        self.app.show_tutorial_done(self.tutorial)

    def action_hint(self) -> None:
        self.try_text("hint")

    def action_leave(self) -> None:
        self.keep_progress()
        if self.app.screen is self:
            self.app.pop_screen()
        if not self.tutorial.done:
            self.app.notify("Tutorial progress saved — pick the lesson again to resume.")

    def action_menu(self) -> None:
        self.action_leave()
