"""A Big Money lesson on screen: the game screen (bank, market, players, story, dice tray,
choices, command line) with the coach on top. Every command — typed, or made with the tray or
the choices — goes to the lesson (``Tutorial.try_command``); the scripted rival's moves come
back in the feedback and are narrated like in a game. A finished lesson is marked done."""

from __future__ import annotations

from rich.markup import escape
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from cresus_tui.play.bigmoney.tutorial import Feedback, Tutorial
from cresus_tui.play.progress import ProgressStore
from cresus_tui.play.session import Step

from ...widgets.choices import Choices
from ...widgets.coach_panel import CoachPanel, coach_markup
from ...widgets.command_line import CommandLine
from ...widgets.dice_tray import DiceTray
from ...widgets.log import GameLog
from .screen import BigMoneyScreen, msg_of

NEXT = "next"


class BigMoneyTutorialScreen(BigMoneyScreen):
    """``tutorial`` under way; ``resumed``: it was loaded from kept progress."""

    BINDINGS = [
        Binding("f6", "pace", "Pace", show=False),
        Binding("f8", "skip", "Skip", show=False),
        Binding("f7", "hint", "Hint"),
        Binding("f9", "leave", "Leave"),
    ]
    DEFAULT_CSS = """
    BigMoneyTutorialScreen.cramped #coach { max-height: 6; }
    BigMoneyTutorialScreen.cramped #log { min-height: 3; }
    """

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
        event.prevent_default()  # replaces the game screen's opening
        self.app.tune(self)
        self.store = ProgressStore(self.app.settings.data_dir)
        self.query_one(Choices).display = False
        log = self.query_one(GameLog)
        lesson = self.tutorial.lesson
        log.say(f"[b]Tutorial — {escape(lesson.title)}.[/] Read the coach above and type what "
                "it asks below; [b]hint[/] tells you the exact command.")
        if self.resumed:
            log.say(f"[i]Tutorial resumed at step {self.tutorial.step_number[0]}.[/]")
        else:
            self.narrate_lines(self.lines_for(self.session.opening))
        for step in self.backlog:
            self.narrate_lines(self.lines_for(step.events))
        self.refresh_panels(self.view)
        self.on_resize()
        self.query_one(CommandLine).focus()
        self.human_turn()

    # ---- the game screen's hooks ----------------------------------------------------------

    def advance(self) -> None:  # the lesson plays its scripted rival itself
        self.human_turn()

    def after_step(self, evs) -> None:  # a lesson keeps its own progress, never a game save
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
        tray = self.query(DiceTray)
        dice = bool(tray) and tray.first().request is not None
        self.set_class(dice and self.size.height < 34, "cramped")

    def show_game_over(self) -> None:
        self.query_one("#prompt", Static).update("The game is over.")

    def say_prompt(self, prompt: str) -> None:
        # while the coach talks (a read-only step) the request waits unseen; a request still
        # waiting after a wrong try is not asked again
        step = self.tutorial.current_step
        if step is None or step.read_only or prompt == getattr(self, "last_prompt", None):
            return
        self.last_prompt = prompt
        super().say_prompt(prompt)

    def show_step(self) -> None:
        t = self.tutorial
        step = t.current_step
        if step is None:
            return
        self.query_one(CoachPanel).show_step(t.lesson.title, t.step_number, t.step_text(),
                                             step.read_only)
        choices = self.query_one(Choices)
        if step.read_only:
            self.query_one(DiceTray).show(None)
            choices.set_choices([("Next — press Enter", NEXT)])
            choices.border_title = "Go on"
            choices.focus()
        else:
            choices.border_title = "Your choices"
        self.query_one("#prompt", Static).update("")

    # ---- commands -------------------------------------------------------------------------

    def empty_enter(self) -> None:
        step = self.tutorial.current_step
        if step is not None and step.read_only:
            self.try_text("")
        else:
            super().empty_enter()

    def run_command(self, text: str) -> None:
        self.try_text(text)

    def submit(self, decision, echo: str | None = None, confirmed: bool = False) -> bool:
        """The tray or a choice: the decision as the command that means it."""
        if decision == NEXT:
            self.try_text("")
            return True
        self.try_text(msg_of(decision).replace("reroll all", "reroll"))
        return True

    def try_text(self, text: str) -> Feedback:
        log = self.query_one(GameLog)
        coach = self.query_one(CoachPanel)
        if self.finished:
            self.show_summary()
            return Feedback(False, done=True)
        if text:
            log.say(f"[dim]> {escape(text)}[/]")
        try:
            fb = self.tutorial.try_command(text)
        except Exception as exc:  # noqa: BLE001 - a lesson bug must not close the app
            fb = Feedback(False, [f"Something went wrong in this lesson ({exc})."])
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
            self.view = self.session.game.view(self.session.human)
            self.refresh_panels(self.view)
            if fb.done:
                self.finished = True
                self.keep_progress()
                self.query_one(Choices).display = False
                coach.show_step(self.tutorial.lesson.title, self.tutorial.step_number,
                                "[b]Lesson complete![/b]", True)
                self.call_after_refresh(self.show_summary)
            else:
                self.keep_progress()
                self.human_turn()
        self.call_after_refresh(log.scroll_end, animate=False)
        return fb

    def run_meta(self, m) -> None:
        if m.name == "menu":
            self.action_leave()
        elif m.name == "save":
            saved = self.keep_progress()
            self.query_one(GameLog).say(
                "Tutorial progress saved: resume it from the Tutorials menu." if saved
                else f"[b red]✗[/] {escape(self.store.last_error)}")
        else:
            super().run_meta(m)

    def keep_progress(self) -> bool:
        """Remember the step reached (or that the lesson is done); never raises."""
        try:
            if self.tutorial.done:
                return self.store.finish(self.tutorial.lesson.id)
            if not self.tutorial.log:
                return self.store.forget(self.tutorial.lesson.id)
            return self.store.keep(self.tutorial.save_state())
        except Exception:  # noqa: BLE001
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
