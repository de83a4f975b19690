"""A FOR-EX lesson on screen: the game screen with the coach on top. Every command — typed or
a choice — goes to the runner's ``try_command``; the scripted rival's answers come back in
the feedback and are narrated like in a game. Progress is kept after every step."""

from __future__ import annotations

from rich.markup import escape
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from cresus_tui.play.forex import labels
from cresus_tui.play.forex.tutorial import Feedback
from cresus_tui.play.progress import ProgressStore

from ..widgets.choices import Choices
from ..widgets.coach_panel import CoachPanel, coach_markup
from ..widgets.command_line import CommandLine
from ..widgets.log import GameLog
from .forex_game import HINT, PREFILL, ForexGameScreen

NEXT = "next"


class ForexTutorialScreen(ForexGameScreen):
    """``tutorial`` (``cresus_tui.play.forex.tutorial.Tutorial``) under way."""

    DEFAULT_CSS = ForexGameScreen.DEFAULT_CSS + """
    ForexTutorialScreen #coach { max-height: 9; }
    ForexTutorialScreen.short #coach { max-height: 7; }
    """
    BINDINGS = [
        Binding("f5", "hint", "Hint"),
        Binding("f8", "skip", "Skip", show=False),
        Binding("f9", "leave", "Leave"),
    ]
    AUTO_DIALOG = False

    def __init__(self, tutorial, resumed: bool = False) -> None:
        super().__init__(tutorial.session, list(tutorial.opening)
                         + list(getattr(tutorial, "history", [])))
        self.tutorial = tutorial
        self.resumed = resumed
        self.finished = False
        self.last_prompt = ""

    def compose_above_story(self) -> ComposeResult:
        yield CoachPanel(id="coach")

    def on_mount(self, event: events.Mount) -> None:
        event.prevent_default()  # replaces the game screen's opening
        self.app.tune(self)
        self.store = ProgressStore(self.app.settings.data_dir)
        self.query_one(Choices).display = False
        log = self.query_one(GameLog)
        log.say(f"[b]Tutorial — {escape(self.tutorial.lesson.title)}.[/] Read the coach above "
                "and type what it asks; [b]hint[/] tells you the exact command.")
        self.narrate_lines(self.lines_for(self.session.opening))
        for step in self.backlog:
            self.narrate_lines(self.lines_for(step.events))
        if self.resumed:
            n, total = self.tutorial.step_number
            log.say(f"[i]Tutorial resumed at step {n} of {total}.[/]")
        self.on_resize()
        self.refresh_panels(self.view)
        self.query_one(CommandLine).focus()
        self.human_turn()

    # ---- the game screen's hooks ---------------------------------------------------------------

    def advance(self) -> None:  # the runner plays the scripted rival itself
        self.human_turn()

    def after_step(self, evs) -> None:  # lessons keep their own progress, never a game save
        pass

    def human_turn(self) -> None:
        super().human_turn()
        self.show_step()

    def show_game_over(self) -> None:
        # the lesson's last step comes after the game's end
        self.query_one("#prompt", Static).update("The game is over.")

    def show_step(self) -> None:
        t = self.tutorial
        step = t.current_step
        if step is None:
            return
        self.query_one(CoachPanel).show_step(t.lesson.title, t.step_number, t.step_text(),
                                             step.read_only)
        choices = self.query_one(Choices)
        if step.read_only:
            choices.set_choices([("Next — press Enter", NEXT)])
            choices.border_title = "Go on"
        else:
            choices.border_title = "Your choices"

    # ---- commands ----------------------------------------------------------------------------

    def run_command(self, text: str) -> None:
        self.try_text(text)

    def submit(self, decision, echo: str | None = None) -> bool:
        self.try_text(labels.command_for(decision, self.data, self.view))
        return True

    def chosen(self, value) -> None:
        if value == NEXT:
            self.try_text("")
        elif isinstance(value, str) and (value.startswith(PREFILL) or value == HINT):
            super().chosen(value)
        elif value is not None:
            self.submit(value)

    def on_input_submitted(self, event) -> None:
        if event.value.strip() == "" and self.tutorial.current_step is not None \
                and self.tutorial.current_step.read_only:
            self.try_text("")

    def try_text(self, text: str) -> Feedback:
        """One command through the lesson: narrate what was played, show what the coach
        says, carry out queries and app commands, keep the progress."""
        log = self.query_one(GameLog)
        coach = self.query_one(CoachPanel)
        if self.finished:
            self.app.show_tutorial_done(self.tutorial)
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
            self.keep_progress()
            self.view = self.session.game.view(self.session.human)
            self.refresh_panels(self.view)
            if fb.done:
                self.finished = True
                self.query_one(Choices).display = False
                coach.show_step(self.tutorial.lesson.title, self.tutorial.step_number,
                                "[b]Lesson complete![/b]", True)
                self.call_after_refresh(self.app.show_tutorial_done, self.tutorial)
            else:
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
        """Remember where the lesson stands (or that it is done); never raises."""
        try:
            if self.tutorial.done:
                return self.store.finish(self.tutorial.lesson.id)
            if not self.tutorial.index:
                return self.store.forget(self.tutorial.lesson.id)
            return self.store.keep(self.tutorial.save_state())
        except Exception:  # noqa: BLE001
            return False

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
