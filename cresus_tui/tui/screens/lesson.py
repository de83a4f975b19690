"""A lesson on screen, for every game: the one game screen with the coach across the top, above
the story and the panels (the whole width: a step reads in a few lines, the board keeps its
place). The table runs in its lesson mode (``Table(lesson=tutorial)``): every command — typed,
a choice, the tray, a dialogue — goes to the lesson, which explains a wrong one instead of
playing it; its scripted rivals play inside it. Progress is kept after every step and on leaving."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding

from cresus_tui.i18n import tr, tr_lazy
from cresus_tui.play.messages import Asked, Prompt, Shown, Told

from ..games import game_views
from ..widgets.coach_panel import CoachPanel, coach_markup
from .game import GameScreen, _screen_class


class LessonScreen(GameScreen):
    """``tutorial`` (a game's tutorial runner) under way; ``resumed``: loaded from progress."""

    DEFAULT_CSS = """
    LessonScreen #coach { max-height: 9; }
    LessonScreen.short #coach { max-height: 8; }
    LessonScreen.short.dice DiceTray #tray-info { display: none; }
    LessonScreen.compact #coach { max-height: 40%; border: none; padding: 0; }
    LessonScreen.tiny #coach { max-height: 3; }
    LessonScreen.compact #prompt { display: none; }
    LessonScreen #prompt { display: none; }
    """
    BINDINGS = [Binding("f9", "leave", tr_lazy("Leave"))]
    AUTO_DIALOG = False

    @classmethod
    def of_lesson(cls, tutorial, resumed: bool = False) -> LessonScreen:
        session = tutorial.session
        screen = _screen_class(cls, session.spec.id)(session, (), game_views(session.spec.id))
        screen.tutorial = tutorial
        screen.resumed = resumed
        return screen

    @property
    def table(self):
        if self._table is None:
            from cresus_tui.play.kits import play_kit
            from cresus_tui.play.progress import ProgressStore
            from cresus_tui.play.store import Store
            from cresus_tui.play.table import Table

            data = self.app.settings.data_dir
            self._table = Table(self.session, play_kit(self.session.spec.id),
                                Store(data, autosave=False), lesson=self.tutorial,
                                progress=ProgressStore(data))
        return self._table

    def compose_above_main(self) -> ComposeResult:
        coach = CoachPanel(id="coach")
        coach.can_focus = True  # Tab reaches it, so a long step scrolls by keys
        yield coach

    _coach_panel = False
    """Coach lines go to the coach panel too (not the lesson's opening words)."""

    def on_mount(self, event: events.Mount) -> None:
        event.prevent_default()  # Textual would call the game screen's handler again
        super().on_mount()
        self._coach_panel = True
        if self.resumed:
            n, total = self.tutorial.step_number
            self.story.say(tr("[i]Tutorial resumed at step {n} of {total}.[/]").format(
                n=n, total=total))

    def advance(self) -> None:
        """The lesson's rivals play inside it: straight to the next step."""
        self.render_messages(self.table.ask())

    def render_messages(self, messages: list) -> bool:
        coach = [line.text for m in messages if isinstance(m, Told)
                 for line in m.lines if line.kind == "coach"]
        if coach and self._coach_panel:
            ok = not any(text.startswith("✗ ") for text in coach)
            self.query_one(CoachPanel).say([t.removeprefix("✗ ") for t in coach], ok=ok)
        elif self._coach_panel and self._step_shown not in (None, self.tutorial.step_number):
            # a new step with nothing said about the last command: an answer to a refused
            # line of an earlier step ("Type pass.") would sit above it, stale
            self.query_one(CoachPanel).say([])
        moved = super().render_messages(messages)
        if any(isinstance(m, (Shown, Asked)) for m in messages):
            self.show_step()
        return moved

    def say_line(self, kind: str, text: str) -> None:
        if kind == "coach":
            mark = tr("[b $warning]✗ Coach:[/]") if text.startswith("✗ ") else \
                tr("[b $success]Coach:[/]")
            self.story.say(f"{mark} {coach_markup(text.removeprefix('✗ '))}")
        else:
            super().say_line(kind, text)

    def say_prompt(self, text: str) -> None:
        """The step is in the coach panel, not the story."""

    def show_prompt(self, prompt: Prompt) -> None:
        # below 30 rows the coach and the dice do not both fit whole: the coach says what the
        # tray's notes would (the tray keeps its dice, marks and buttons)
        self.set_class(bool(prompt.dice), "dice")
        super().show_prompt(prompt)
        step = self.tutorial.current_step
        if step is not None and step.read_only:
            self.choices.border_title = tr("Go on")
        else:
            self.choices.border_title = tr("Your choices")

    _step_shown: tuple[int, int] | None = None
    """The step number the coach panel shows (``Tutorial.step_number``)."""

    def show_step(self) -> None:
        t = self.tutorial
        step = t.current_step
        coach = self.query_one(CoachPanel)
        self._step_shown = t.step_number
        if step is None:
            coach.show_step(t.lesson.title, t.step_number, "[b]Lesson complete![/b]", True)
            return
        coach.show_step(t.lesson.title, t.step_number, t.step_text(), step.read_only)

    def show_end(self, finale) -> None:
        if self.over_shown:
            return
        self.over_shown = True
        self.clear_prompt()
        self.call_after_refresh(self.app.show_tutorial_done, self.tutorial)

    def empty_enter(self) -> None:
        """Enter on an empty command line goes on after a step to read."""
        step = self.tutorial.current_step
        if step is not None and step.read_only:
            self.run_command("")
        else:
            super().empty_enter()

    def decided(self, decision) -> None:
        """A tray's or a dialogue's decision: typed into the lesson as its command."""
        self.run_command(self.views.echo(decision))

    def keep_progress(self) -> bool:
        """Keep where the lesson stands (or that it is done); never raises."""
        return any(getattr(m, "ok", False) for m in self.table.close("menu"))

    def action_leave(self) -> None:
        self.keep_progress()
        if self.app.screen is self:
            self.app.pop_screen()
        if not self.tutorial.done:
            self.app.notify(tr("Tutorial progress saved — pick the lesson again to resume."))

    def action_menu(self) -> None:
        self.action_leave()

    def leave(self) -> None:
        self.action_leave()
