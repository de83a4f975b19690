"""The Textual app: menu, new game, the game screen, rules and game over.

``run(data_dir, seed)`` is what ``cresus`` calls; it returns the exit code.
"""

from __future__ import annotations

import signal
import sys
import time
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

from textual import events
from textual.app import App
from textual.binding import Binding
from textual.widgets import Input

from cresus_tui.i18n import tr, tr_lazy
from cresus_tui.play import preferences as prefs_file
from .cursor import CursorOnFocus
from .screens.menu import MenuScreen
from .fronts import views
from .screens.too_small import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen
from cresus_tui.play.app_slots import AUTOSAVE_SLOT, previous_slot, same_game
from cresus_tui.play.kits import play_kit
from cresus_tui.play.settings import Settings

if TYPE_CHECKING:  # imported when a game starts, not before the first menu (start-up)
    from textual.screen import Screen

    from cresus_tui.play.session import GameOptions, Session, Step


class CresusApp(CursorOnFocus, App[int]):
    """``start``: begin this game at once (tests, ``--seed``); ``settings``: pace, theme,
    blink (``Settings.test_profile()`` for deterministic tests). The terminal cursor stands on
    the focused item (``cursor.py``), for screen readers."""

    CSS_PATH = "app.tcss"
    TITLE = "Crésus"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [Binding("ctrl+q", "quit", tr_lazy("Quit"), priority=True)]

    def __init__(self, settings: Settings | None = None,
                 start: GameOptions | Session | None = None,
                 backlog: list[Step] | None = None) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.start = start
        self.backlog = backlog or []
        self.session: Session | None = None
        self._saver: ThreadPoolExecutor | None = None
        self._pending: Future | None = None
        self.save_error = ""
        self._store = None
        self.instance = None
        """The data folder's lock (``saves.instance``): taken when autosaves are on."""
        self.autosave_slot = "autosave"
        """Where this window autosaves: ``autosave``, or a slot of its own when another
        window already autosaves in the same data folder."""
        self.last_key = 0.0
        self.goodbye = ""
        """Printed after the app closes (the game was saved)."""
        self.saved_ok = False
        """The latest ``autosave`` was written."""
        self.preferences = prefs_file.Preferences(pace=self.settings.pace,
                                                  show_odds=self.settings.show_odds)
        self.preferences_notice = ""
        if self.settings.use_preferences:
            self.preferences, self.preferences_notice = prefs_file.load(self.settings.data_dir)
            self.settings.pace = self.preferences.pace
            self.settings.show_odds = self.preferences.show_odds
        """time.monotonic() of the latest key press (a dialogue never opens mid-typing)."""

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key):
            self.last_key = time.monotonic()
        await super().on_event(event)

    def typing_recently(self) -> bool:
        return time.monotonic() - self.last_key < self.settings.typing_quiet

    # ---- lifecycle ----------------------------------------------------------------------------

    def on_mount(self) -> None:
        self.theme = self.settings.theme
        if console16():
            self.add_class("-console16")
        if self.preferences_notice:
            self.notify(self.preferences_notice, severity="warning")
        self.take_data_folder()
        self.catch_signals()
        self.push_screen(MenuScreen())
        if self.start is not None:
            self.start_game(self.start)
        self.check_size()

    def on_resize(self, event: events.Resize) -> None:
        self.check_size(event.size.width, event.size.height)

    def check_size(self, width: int | None = None, height: int | None = None) -> None:
        """Cover everything with TooSmallScreen below 40×12; remove it when big enough."""
        width = self.size.width if width is None else width
        height = self.size.height if height is None else height
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        showing = isinstance(self.screen, TooSmallScreen)
        if small and not showing:
            self.push_screen(TooSmallScreen())
        elif not small and showing:
            self.pop_screen()

    def tune(self, root) -> None:
        """Apply the settings to a screen's widgets (no cursor blink in the test profile)."""
        for widget in root.query(Input):
            widget.cursor_blink = self.settings.cursor_blink

    def save_preferences(self, **changes) -> None:
        """Remember the pace, odds setting and ``changes`` (New game answers) for next time."""
        import msgspec

        self.preferences = msgspec.structs.replace(
            self.preferences, pace=self.settings.pace, show_odds=self.settings.show_odds,
            **changes)
        if self.settings.use_preferences:
            error = prefs_file.save(self.preferences, self.settings.data_dir)
            if error:
                self.notify(error, severity="warning")

    # ---- games ----------------------------------------------------------------------------

    def choose_game(self) -> None:
        """New game: which game first (the last one chosen is highlighted)."""
        from .screens.game_choice import GameChoiceScreen

        self.push_screen(GameChoiceScreen())

    def open_new_game(self, game: str) -> None:
        """Open ``game``'s New game form (remembering the choice), or say it cannot be
        played here yet."""
        from cresus_tui.games.registry import GAMES

        from .fronts import views

        front = views(game) if game in GAMES else None
        if front is None:
            name = GAMES[game].name if game in GAMES else game
            self.notify(tr("{game} cannot be played here yet.").format(game=name),
                        severity="warning")
            return
        if self.preferences.game != game:
            self.save_preferences(game=game)
        self.push_screen(front.new_game_screen(self))

    def start_game(self, options: GameOptions | Session,
                   backlog: list[Step] | None = None,
                   resumed_from: str | None = None) -> Screen:
        """Open the game's screen on a new game (a game's New game answers) or on a session
        already under way (``resumed_from``: the slot it was loaded from)."""
        from cresus_tui.play.session import Session

        self.session = options if isinstance(options, Session) else Session.new(options)
        front = views(self.session.spec.id)
        screen = front.game_screen(self.session,
                                   backlog if backlog is not None else self.backlog)
        self.backlog = []
        if resumed_from is not None:
            screen.resumed = True
            screen.resumed_from = resumed_from
        self.push_screen(screen)
        return screen

    def back_to_menu(self) -> None:
        while len(self.screen_stack) > 1 and not isinstance(self.screen, MenuScreen):
            skip = getattr(self.screen, "skip_event", None)
            if skip is not None:  # a game screen of any game: stop its rivals' worker
                self.screen.workers.cancel_group(self.screen, "rivals")
                skip.set()
            self.pop_screen()

    # ---- saves ---------------------------------------------------------------------------------

    @property
    def can_load(self) -> bool:
        api = self._saves_api()
        if api is None:
            return False
        try:  # headers only: the menu loads no game's engine (start-up)
            return bool(api.list_saves(self.settings.data_dir, verify=False))
        except Exception:
            return False

    def _saves_api(self):
        try:
            import saves
        except ImportError:
            return None
        return saves if hasattr(saves, "save_game") and hasattr(saves, "load_game") else None

    def save_note(self) -> str:
        if self._saves_api() is None:
            return tr("Saving is not available in this version.")
        return tr("Your game is saved automatically; `save <name>` keeps a copy.")

    def take_data_folder(self) -> None:
        """Lock the data folder's autosave for this window; when another live window holds
        it, autosave to a slot of this window's own and say so (two windows never overwrite
        each other's autosave)."""
        if not self.settings.autosave or self._saves_api() is None:
            return
        import os

        from saves.instance import InstanceLock
        from saves.paths import saves_dir

        self.instance = InstanceLock.acquire(saves_dir(self.settings.data_dir))
        if not self.instance.held:
            self.autosave_slot = f"autosave {os.getpid()}"
            self.notify(tr("Another Crésus window (process {pid}) uses this data folder: this "
                           "window autosaves to “{slot}”.").format(
                               pid=self.instance.other_pid, slot=self.autosave_slot),
                        severity="warning", timeout=10)

    def release_data_folder(self) -> None:
        if self.instance is not None:
            self.instance.release()

    def game_store(self):
        """The ``play.store.Store`` of this window's games: autosaves in the background into
        this window's autosave slot (the data folder's lock is the window's)."""
        if self._store is None:
            from cresus_tui.play.store import Store

            self._store = Store(self.settings.data_dir, autosave=self.settings.autosave,
                                background=True)
        self._store.slot = self.autosave_slot
        return self._store

    def autosave(self, session: Session, name: str | None = None, explicit: bool = False) -> str:
        """Save now, on this thread, after any autosave still queued (``save [name]``, and
        when quitting). Returns a sentence for the log; never raises."""
        api = self._saves_api()
        if api is None:
            return tr("Saving is not available in this version.") if explicit else ""
        if not explicit and not self.settings.autosave:
            return ""
        self.flush_saves()
        text, self.saved_ok = self._write(*session.snapshot_with_story(),
                                          name or self.autosave_slot)
        return text

    def autosave_after(self, session: Session, events) -> None:
        """Autosave into the slot ``autosave`` when ``events`` cross a phase boundary or end the
        game. The game is copied now (on the caller's thread, between two decisions) and
        written by one background thread in the order asked, so the last autosave is always
        the latest state."""
        api = self._saves_api()
        game = session.spec.id
        if api is None or not self.settings.autosave or not api.autosave_due(events, game):
            return
        snapshot, story = session.snapshot_with_story()
        if self._saver is None:
            self._saver = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._pending = self._saver.submit(self._background_save, snapshot, story)

    def _background_save(self, game, story: list[str] | None = None) -> None:
        text, ok = self._write(game, story or [], self.autosave_slot)
        if not ok:
            self.save_error = text

    def _write_save(self, game, story: list[str], slot: str) -> str:
        return self._write(game, story, slot)[0]

    def _write(self, game, story: list[str], slot: str) -> tuple[str, bool]:
        """Save ``game`` into ``slot``: (the sentence saying so, whether it was written)."""
        api = self._saves_api()
        try:
            entry = api.save_game(game, slot, data_dir=self.settings.data_dir, story=story)
        except Exception as exc:  # a failed save must never stop the game
            return tr("Could not save: {reason}").format(reason=getattr(exc, "message", exc)), \
                False
        aside = getattr(entry, "set_aside", "")
        return tr("Saved as “{slot}”.").format(slot=slot) + (f" {aside}" if aside else ""), True

    def flush_saves(self) -> None:
        """Wait until every queued autosave is written."""
        if self._store is not None:
            self._store.flush()
        pending = self._pending
        if pending is not None:
            try:
                pending.result(timeout=10)
            except Exception:
                pass

    def take_save_error(self) -> str:
        """The latest background save failure (once), or ""."""
        text, self.save_error = self.save_error, ""
        return text

    def resume(self, slot: str, generation: int = 0) -> str | None:
        """Load ``slot`` and open it with its whole story told again; returns an error
        sentence, or None when it worked."""
        api = self._saves_api()
        if api is None:
            return tr("Saving is not available in this version.")
        try:
            loaded = api.load_game(slot, self.settings.data_dir, generation)
        except Exception as exc:
            return str(getattr(exc, "message", exc))
        note = "" if slot == AUTOSAVE_SLOT else self.keep_previous_game(loaded.game)
        if note:
            self.notify(note)
        if getattr(loaded, "notice", ""):  # a save made with other rules data: said once
            self.notify(loaded.notice, timeout=12)
        self.back_to_menu()
        kit = play_kit(loaded.header.game)
        if kit is None or views(loaded.header.game) is None:
            return tr("The game in “{slot}” cannot be played here yet.").format(slot=slot)
        story = tuple(getattr(loaded, "story", ()))
        from cresus_tui.play.session import Session

        opening, steps = (kit.replay_story(loaded.game, story) if story
                          else kit.replay_story(loaded.game))
        self.start_game(Session(loaded.game, 0, opening, notes=story), steps, resumed_from=slot)
        return None

    def unfinished_autosave(self) -> str | None:
        """"turn 3, 2 rivals" when the autosave slot holds a game in progress, else None."""
        api = self._saves_api()
        if api is None:
            return None
        self.flush_saves()
        try:
            entry = next((e for e in api.list_saves(self.settings.data_dir)
                          if e.slot == AUTOSAVE_SLOT), None)
        except Exception:
            return None
        if entry is None or entry.status != "ok" or entry.header is None or entry.header.over:
            return None
        h = entry.header
        return _moment(h)

    def previous_plan(self, incoming=None) -> tuple[str, str]:
        """What becomes of the unfinished game in the autosave slot when another game takes
        it: ("", "") nothing to keep (none, or ``incoming`` is the same game played as far or
        further); ("saved", slot) it is already saved under that name as far as it went;
        ("keep", slot) it will be copied to that free slot (``previous``, ``previous 2`` …).
        Raises SaveError."""
        api = self._saves_api()
        if api is None or self.unfinished_autosave() is None:
            return "", ""
        loaded = api.load_game(AUTOSAVE_SLOT, self.settings.data_dir)
        if incoming is not None and same_game(loaded.game, incoming) \
                and len(incoming.state.log) >= len(loaded.game.state.log):
            return "", ""
        entries = api.list_saves(self.settings.data_dir)
        for e in entries:  # already kept under another name, as far as it went
            if e.slot != AUTOSAVE_SLOT and e.status == "ok" and e.header is not None \
                    and e.header.seed == loaded.game.state.config.seed:
                other = api.load_game(e.slot, self.settings.data_dir).game
                if other.state.log == loaded.game.state.log and same_game(other, loaded.game):
                    return "saved", e.slot
        return "keep", previous_slot({e.slot for e in entries})

    def keep_previous_game(self, incoming=None) -> str:
        """Before another game takes the autosave slot, copy the unfinished game it holds to a
        free slot (``previous``, ``previous 2`` …), unless ``incoming`` is that game played as
        far or further, or it is already saved elsewhere (an older save of the same game does
        not replace a further-played autosave). Returns a sentence for a notice, "" when there
        was nothing to keep."""
        api = self._saves_api()
        try:
            what, slot = self.previous_plan(incoming)
            if what != "keep":
                return ""
            loaded = api.load_game(AUTOSAVE_SLOT, self.settings.data_dir)
            api.save_game(loaded.game, slot, data_dir=self.settings.data_dir,
                          story=getattr(loaded, "story", ()))
        except Exception as exc:
            return tr("Could not keep the previous game: {reason}").format(
                reason=getattr(exc, "message", exc))
        if incoming is not None and same_game(loaded.game, incoming):
            return tr("The autosave of this game went further: it is kept in the Load list as "
                      "“{slot}”.").format(slot=slot)
        return tr("Your previous game is in the Load list as “{slot}”.").format(slot=slot)

    def newest_game_name(self) -> str:
        """The name of the game Continue would open ("Crésus"), or "" if none."""
        from cresus_tui.games.registry import GAMES

        api = self._saves_api()
        try:
            entry = api.newest_save(self.settings.data_dir, verify=False) if api else None
        except Exception:
            return ""
        game = GAMES.get(entry.game) if entry is not None else None
        return game.name if game is not None else ""

    def continue_game(self) -> str | None:
        api = self._saves_api()
        entry = api.newest_save(self.settings.data_dir) if api else None
        if entry is None:
            return tr("There is no saved game yet.")
        error = self.resume(entry.slot, entry.generation)
        if error is None:
            self.notify(tr("Continuing {game}.").format(game=self.describe_entry(entry)))
        return error

    def continue_label(self) -> str:
        """Which game Continue resumes: "“autosave”, turn 3" ("" when none)."""
        api = self._saves_api()
        try:
            entry = api.newest_save(self.settings.data_dir, verify=False) if api else None
        except Exception:
            return ""
        return self.describe_entry(entry) if entry is not None else ""

    @staticmethod
    def describe_entry(entry) -> str:
        h = getattr(entry, "header", None)
        if h is None:
            return f"“{entry.slot}”"
        return f"“{entry.slot}”, {_moment(h)}"

    def action_quit(self) -> None:
        self.keep_everything()
        self.exit(0)

    def keep_everything(self) -> None:
        """Save the game in progress (and a lesson's progress) before the app closes; the
        goodbye line says where. Never raises."""
        try:
            screen = self.tutorial_screen()
            if screen is not None:
                screen.keep_progress()
            if self.session is not None and not self.session.game.is_over:
                self.saved_ok = False
                said = self.autosave(self.session)
                if said and self.saved_ok:
                    self.goodbye = tr("{saved} Bye — run cresus again and pick Continue to go "
                                      "on.").format(saved=said)
                elif said:
                    self.goodbye = said
            self.flush_saves()
        except Exception as exc:  # noqa: BLE001 - closing must go on whatever happens
            self.goodbye = tr("Could not save: {reason}").format(reason=exc)

    SIGNALS = (signal.SIGTERM, signal.SIGHUP) if hasattr(signal, "SIGHUP") else ()
    """Signals that close the app as quitting does: the game is saved, the terminal given
    back (Textual leaves the alternate screen, shows the cursor, stops mouse reporting)."""

    def catch_signals(self) -> None:
        """Answer SIGTERM and SIGHUP (``kill``, a closed terminal window, a dropped ssh
        connection) by ``on_signal`` instead of dying with the terminal still in the game's
        modes. Removed when the app closes."""
        import asyncio

        try:
            loop = asyncio.get_running_loop()
            for sig in self.SIGNALS:
                loop.add_signal_handler(sig, self.on_signal, sig)
        except (NotImplementedError, RuntimeError, ValueError, AttributeError):
            return  # not the main thread, or no signals here (Windows): the default stays

    def on_unmount(self) -> None:
        import asyncio

        try:
            loop = asyncio.get_running_loop()
            for sig in self.SIGNALS:
                loop.remove_signal_handler(sig)
        except (NotImplementedError, RuntimeError, ValueError, AttributeError):
            pass

    def on_signal(self, signum: int) -> None:
        """SIGTERM or SIGHUP: save what is in progress and close; the exit code is 128 plus
        the signal's number (143, 129), as a shell reports a process ended by it."""
        self.keep_everything()
        self.exit(128 + int(signum), return_code=128 + int(signum))

    def tutorial_screen(self):
        """The lesson under way (a tutorial screen of any game), or None."""
        return next((s for s in reversed(self.screen_stack)
                     if hasattr(s, "tutorial") and hasattr(s, "keep_progress")), None)

    # ---- tutorials -------------------------------------------------------------------------

    # The tutorial screens never import one another: they move between them through these.

    def open_tutorials(self) -> None:
        from .screens.tutorials import TutorialsScreen

        self.push_screen(TutorialsScreen())

    def open_tutorial(self, tutorial, resumed: bool = False) -> None:
        """Play ``tutorial`` (a resumed one tells its story so far) on its game's lesson
        screen (``tui/fronts.py``: the one lesson screen for a game with views)."""
        front = views(tutorial.session.spec.id)
        make = getattr(front, "tutorial_screen", None)
        if make is None:
            self.notify(tr("This game has no lessons on screen."), severity="warning")
            return
        self.push_screen(make(tutorial, resumed))

    def show_tutorial_done(self, tutorial) -> None:
        """The closing summary of a finished tutorial (once)."""
        from .screens.tutorial_done import TutorialDoneScreen

        if not isinstance(self.screen, TutorialDoneScreen):
            self.push_screen(TutorialDoneScreen(tutorial))

    def back_to_tutorials(self):
        """From a tutorial's summary back to the list of lessons; returns that screen."""
        from .screens.tutorials import TutorialsScreen

        self.pop_screen()
        if self.screen is self.tutorial_screen():
            self.pop_screen()
        if not isinstance(self.screen, TutorialsScreen):
            self.push_screen(TutorialsScreen())
        return self.screen


def console16(env=None) -> bool:
    """Whether the terminal is the 16-colour Linux console (TERM=linux), where bright black
    is drawn as black: the app then uses its readable -console16 styles."""
    import os

    env = os.environ if env is None else env
    return env.get("TERM", "") == "linux"


def run(data_dir: str | None = None, seed: int | None = None) -> int:
    """Open the game; returns the exit code (0 when the player quits)."""
    app = CresusApp(Settings(data_dir=data_dir, seed=seed))
    try:
        result = app.run()
    finally:
        app.release_data_folder()
        give_terminal_back()
    if app.goodbye:
        try:
            print(app.goodbye.replace("`", ""))
        except OSError:  # the terminal hung up (SIGHUP): the game is saved all the same
            pass
    return result if isinstance(result, int) else (app.return_code or 0)


def _moment(header) -> str:
    """"round 7", "turn 3", "setup" or "over": a save header's moment in its game's word."""
    from cresus_tui.games.registry import GAMES

    spec = GAMES.get(header.game)
    if spec is None:
        return tr("over") if header.over else (tr("turn {n}").format(n=header.turn)
                                               if header.turn else tr("setup"))
    return spec.moment(header.turn, header.over)


TERMINAL_RESET = "\x1b[?1000l\x1b[?1002l\x1b[?1003l\x1b[?1006l\x1b[?1015l\x1b[?2004l" \
    "\x1b[?1049l\x1b[?25h"
"""Mouse reporting off (every mode), bracketed paste off, the main screen back, the cursor
shown: written once more after the app closes, whatever closed it."""

CLEAR = "\x1b[H\x1b[2J"


def give_terminal_back(out=None, env=None) -> None:
    """After the app: ``TERMINAL_RESET`` on a terminal and, under GNU screen (``STY`` set;
    its alternate screen is off unless its ``altscreen`` option is on, so the last game
    screen would stay up), a cleared screen. Never raises (the terminal may be gone)."""
    import os

    out = sys.__stdout__ if out is None else out
    env = os.environ if env is None else env
    try:
        if out is None or not out.isatty():
            return
        out.write(TERMINAL_RESET + (CLEAR if env.get("STY") else ""))
        out.flush()
    except (OSError, ValueError):
        pass
