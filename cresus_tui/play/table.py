"""The one game loop, for every game and every face: ``Table``.

Why one loop: the rivals' turns, the question to the human, the command line (decision, query,
app command, bare number), confirmations, undo, the transcript, saves and the end of a game
(ranking, the finished game kept, statistics counted once, the review offered) are the same
for every game; a game plugs in its play kit (``play/<id>/``: parser, narration, teller,
choices, dice marks) and a face plugs in rendering and reading. Why messages: the table prints
nothing and imports no Textual; every call returns typed messages (``play.messages``) that a
face renders, as the engine's ``submit`` returns typed events. Why lazy: ``rivals()`` yields
one batch per rival decision, so a face paces them, and a face that stops consuming (skip,
leave) stops the rivals where they are.

How a face drives it (the plain face is this loop; the Textual face runs ``rivals`` in a
worker and answers key presses with ``command``/``choose``/``decide``)::

    render(table.open())
    while True:
        for batch in table.rivals():
            render(batch)
        asked = table.ask()                 # [Asked] or [Told…, Ended] at the end
        render(asked)
        if table.over: break                # after_game: menu, review (table.review_lines)
        while True:
            out = table.command(read_line())
            render(out)                     # FaceCommand: quit/menu -> table.close(...)
            if any(isinstance(m, (Shown, TakenBack)) for m in out):
                break                       # the game moved: rivals, then ask again

Pass-and-play: with several people at the screen (``Session.people``), ``ask`` answers
``[Handover(name)]`` before a person's turn or sealed choice when the screen was someone
else's (and at the start of a game or a Continue); the face hides the board and waits until
that person is looking, then calls ``take_over`` (their story since their last turn, their
view, their prompt). Every person has a teller of their own, so the story, `hint`, `odds`,
`status` and `log` speak for the seat at the screen; ``undo`` takes back only that person's
last decision, and only before anyone else acted.

A lesson is a table too (``lesson=`` a game's tutorial runner): every command goes through
the runner (wrong actions are explained, not played), its scripted rivals play inside it.

Never raises to a face: a failed narration, answer, save or statistics file becomes a line.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from cresus_tui.games.typed import looks_numeric, parse_number, read_number
from cresus_tui.i18n import tr
from cresus_tui.play.parser import fold

from .messages import (
    Asked, Choice, Confirm, Ended, FaceCommand, Finale, Handover, Line, Msg, Prompt, Refused,
    Saved, Shown, TakenBack, Told, line_text, told,
)
from .store import Store
from .teller import Teller, teller_for

LOG_LINES = 30
RESUME_LINES = 12
RECAP_LINES = 40
"""At a handover, at most this many lines of the story since the person's last turn."""
LEAVE = ("quit", "menu")
ODDS = ("odds", "hint")
"""The queries `odds on|off` turns on and off."""
SWITCH = {"on": "on", "off": "off", "oui": "on", "non": "off", "active": "on",
          "desactive": "off", "activer": "on", "desactiver": "off"}
"""The words of `odds on|off` (French ones too: `cotes oui|non`)."""


class Table:
    """One game in progress with the person at the screen at ``session.human`` (one of
    ``session.people``).

    ``session``: the ``Session`` (engine + rivals); ``kit``: the game's ``PlayKit``;
    ``store``: where it is saved (``Store``; None: a store of the default data folder with
    autosaves off); ``teller``: the game told in sentences (default: the kit's, else its
    events narrated); ``backlog``: steps of a loaded game's story to retell; ``resumed_from``:
    the slot a resumed game came from ("" for a new game); ``lesson``: a tutorial runner
    (its ``session`` is this table's) and ``progress`` its ``ProgressStore``; ``show_odds``:
    `odds` and `hint` answer (`odds off` turns both off, `odds on` back on)."""

    def __init__(self, session: Any, kit: Any, store: Store | None = None,
                 teller: Teller | None = None, backlog: list[Any] | None = None,
                 resumed_from: str | None = None, lesson: Any = None,
                 progress: Any = None, show_odds: bool = True) -> None:
        self.session = session
        self.kit = kit
        self.store = store if store is not None else Store(autosave=False)
        self.tellers: dict[int, Teller] = {}
        """Each person's teller (the story as their seat sees it), by seat."""
        if session.several:
            self.tellers = {p: teller_for(SeatSession(session, p), kit)
                            for p in session.people}
        else:
            self.tellers = {session.human: teller if teller is not None
                            else teller_for(session, kit)}
        self.stories: dict[int, list[Line]] = {p: [] for p in self.tellers}
        """Each person's story so far, by seat (``told`` is the one at the screen's)."""
        self.seen: dict[int, int] = {p: 0 for p in self.tellers}
        """How much of their story each person has been shown (lines)."""
        self.handing: int | None = None
        """The person the screen is being handed to (``ask`` said so; ``take_over`` ends
        it)."""
        self._had: set[int] = set()
        """The people who have had the screen in this table."""
        self._fresh = session.several
        """A handover is due before the first question (a new game, a Continue)."""
        self.rules = kit.rules()
        self.backlog = list(backlog or [])
        self.resumed_from = resumed_from
        self.lesson = lesson
        self.progress = progress
        self.kept: tuple[int, ...] = ()
        """The dice marked kept (0-based): a bare `reroll` throws the others."""
        self.busy = False
        """True while ``rivals()`` is being consumed (a face's worker): decisions wait."""
        self.finale: Finale | None = None
        self.notice = ""
        """A sentence the opening says once (a save made with other rules data)."""
        self.show_odds = show_odds
        self._lesson_done = False
        self._choices: tuple[Choice, ...] = ()
        self._restore_marks()

    # ---- state, for faces and tests ---------------------------------------------------------

    @property
    def teller(self) -> Teller:
        """The teller of the person at the screen."""
        s = self.session
        return self.tellers.get(s.human) or next(iter(self.tellers.values()))

    @property
    def told(self) -> list[Line]:
        """Every narrated line so far as the person at the screen was told it, with its kind
        (``log`` tells them again)."""
        return self.stories.setdefault(self.session.human, [])

    @told.setter
    def told(self, lines: list[Line]) -> None:
        self.stories[self.session.human] = lines

    @property
    def game_id(self) -> str:
        return self.session.spec.id

    @property
    def view(self) -> Any:
        return self.session.game.view(self.session.human)

    @property
    def request(self) -> Any:
        """The request waiting for the human, or None."""
        return self.session.human_request()

    @property
    def over(self) -> bool:
        """The game (or the lesson) is over."""
        if self.lesson is not None:
            return self._lesson_done or bool(self.lesson.done)
        return bool(self.session.game.is_over)

    @property
    def choices(self) -> tuple[Choice, ...]:
        """The numbered answers of the latest prompt (``ask``)."""
        return self._choices

    # ---- the story ----------------------------------------------------------------------------

    @property
    def story(self) -> list[str]:
        """Every narrated line so far as plain lines (a reason indented)."""
        return [line_text(x) for x in self.told]

    def _told(self, lines: list[str | Line], kind: str = "story") -> list[Msg]:
        """``lines`` told as ``kind`` (a teller's ``Line`` keeps its own kind); a story's
        lines are kept for ``log``."""
        said = tuple(x if isinstance(x, Line) else Line(kind, x) for x in lines)
        if kind == "story":
            self.told += said
        return [Told(said)] if said else []

    def open(self, whole: bool = False) -> list[Msg]:
        """The greeting and the story so far (a loaded game's retold: its last lines, or
        ``whole`` of it for a face that scrolls)."""
        if self.lesson is not None:
            return self._open_lesson()
        s = self.session
        backlog = [_quiet(step, s.people) for step in self.backlog] if s.several \
            else self.backlog
        self._others_hear(None, events=list(s.opening))
        story = self._narrate_events(s.opening)
        for step in backlog:
            self._others_hear(step)
            story += self._step_lines(step, None)
        self.backlog = []
        self.told += _lines(story)
        if s.several:  # each person reads the story at their first handover, in their words:
            back = RESUME_LINES if self.resumed_from is not None else 0  # the latest of a save
            self.seen = {p: max(0, len(self.stories[p]) - back) if back else 0
                         for p in self.stories}
            story = []
        lines = [self._greeting()] + ([self.notice] if self.notice else [])
        if self.resumed_from is not None:
            spec = self.session.spec  # the game's own word: "round 7", "turn 3"
            moment = spec.moment(spec.summarise(self.session.game).turn)
            if s.several:  # nothing of anyone's story before the handover
                return [told("note", *lines, tr("— game resumed — {moment}.").format(
                    moment=moment))]
            if whole:
                resumed = (tr("— game resumed from “{slot}” — {moment}.").format(
                    slot=self.resumed_from, moment=moment) if self.resumed_from else
                    tr("— game resumed — {moment}.").format(moment=moment))
                return [told("note", *lines), Told(_lines(story)), told("note", resumed),
                        Shown(self.view)]
            last = story[-RESUME_LINES:]
            lines.append(tr("— game resumed — {moment}. The story's last {n} lines (log all "
                            "tells it from the start):").format(moment=moment, n=len(last)))
            return [told("note", *lines), Told(_lines(last)), Shown(self.view)]
        out = [told("note", *lines), Told(_lines(story))] + \
            ([] if s.several else [Shown(self.view)])
        saved = self.store.after(self.session, list(self.session.opening))
        return out + ([Saved(saved, False)] if saved else [])

    def _greeting(self) -> str:
        """The first line: the teller's greeting, or with several people who plays."""
        s = self.session
        if not s.several:
            return self.teller.greeting()
        names = s.names
        people = ", ".join(names[p] for p in s.people)
        rivals = [names[i] for i in range(len(names)) if i not in s.people]
        against = tr(" against {rivals}").format(rivals=", ".join(rivals)) if rivals else ""
        return tr("{game} for {count} people at one screen — {people}{against}. Before each "
                  "person's turn the screen is handed over: pass it, and press Enter when only "
                  "that person is looking. help, log, rules, save and quit work at any time."
                  ).format(game=s.spec.name, count=len(s.people), people=people,
                           against=against)

    def _open_lesson(self) -> list[Msg]:
        tut = self.lesson
        story = self._narrate_events(self.session.opening)
        for step in list(tut.opening) + list(getattr(tut, "history", ())):
            story += self._step_lines(step, None)
        self.told += _lines(story)
        head = tr("Tutorial — {title}. {summary} Type hint for the exact command, menu to "
                  "leave (your progress is kept).").format(title=tut.lesson.title,
                                                          summary=tut.lesson.summary)
        return [told("coach", head), Told(_lines(story)), Shown(self.view)]

    def _narrate_events(self, events: list[Any], teller: Teller | None = None
                        ) -> list[str | Line]:
        try:
            return list((teller or self.teller).event_lines(events))
        except Exception as exc:  # noqa: BLE001 - a narration bug must not stop the game
            return [tr("(the story could not be told: {error})").format(
                error=type(exc).__name__)]

    def _step_lines(self, step: Any, request: Any, teller: Teller | None = None
                    ) -> list[str | Line]:
        try:
            return list((teller or self.teller).step_lines(step, request))
        except Exception as exc:  # noqa: BLE001
            return [tr("(a decision could not be told: {error})").format(
                error=type(exc).__name__)]

    def _others_hear(self, step: Any | None, request: Any = None,
                     events: list[Any] | None = None) -> None:
        """The people not at the screen hear ``step`` (or ``events``) too, each as their
        seat sees it, in their own story (told at their handover)."""
        for seat, teller in self.tellers.items():
            if seat == self.session.human:
                continue
            lines = (self._step_lines(step, request, teller) if step is not None
                     else self._narrate_events(events or [], teller))
            self.stories[seat] += _lines(lines)

    def _story_of_step(self, step: Any, request: Any) -> list[Msg]:
        """``step`` told to everyone; the messages for the person at the screen."""
        self._others_hear(step, request)
        return self._told(self._step_lines(step, request))

    # ---- the rivals -------------------------------------------------------------------------

    def rivals(self) -> Iterator[list[Msg]]:
        """The rivals' decisions until the human must act or the game ends: one batch of
        messages per decision (its story, the view after it, a failed autosave). Lazy: stop
        iterating and the rivals stop. A lesson's scripted rivals play inside its runner."""
        if self.lesson is not None:
            return
        s = self.session
        self.busy = True
        try:
            while not s.game.is_over:
                seat = s.rival_to_move()
                if seat is None:
                    return
                req = s.request_for(seat)
                step = s.step_rival()
                if step is None:
                    return
                out = self._story_of_step(step, req)
                out.append(Shown(self.view))
                saved = self.store.after(s, step.events)
                if saved:
                    out.append(Saved(saved, False))
                yield out
        finally:
            self.busy = False

    def run_rivals(self) -> list[Msg]:
        """Every rival decision at once (``rivals`` joined), for faces without pacing."""
        out: list[Msg] = []
        for batch in self.rivals():
            out += batch
        return out

    # ---- asking ------------------------------------------------------------------------------

    def ask(self) -> list[Msg]:
        """What the human must do now: ``[Asked(prompt)]``, or at the end of the game the end
        sequence ``[Ended(finale)]`` (done once: the finished game is kept, the statistics
        counted; later calls give the same finale)."""
        if self.over:
            return [Ended(self.end())]
        s = self.session
        if s.several and self.lesson is None:
            seat = s.person_to_move()
            if seat is not None and (self._fresh or seat != s.human
                                     or self.handing is not None):
                return [self._handover(seat)]
        return [Asked(self.prompt())]

    def _handover(self, seat: int) -> Handover:
        self.handing = seat
        name = self.session.names[seat]
        return Handover(name, tr("Pass to {name} — press Enter when only {name} is looking."
                                 ).format(name=name), seat)

    def take_over(self) -> list[Msg]:
        """After a ``Handover``, the person it named is looking: the screen is theirs. Their
        story since their last turn (a face clears the previous person's first), their view,
        and ``ask`` (their prompt). Without a handover pending, ``ask`` alone."""
        seat, self.handing = self.handing, None
        if seat is None:
            return self.ask()
        s = self.session
        s.hand_to(seat)
        self._fresh = False
        self.kept = ()
        story = self.stories.get(seat, [])
        new = story[self.seen.get(seat, 0):]
        self.seen[seat] = len(story)
        shown = new[-RECAP_LINES:]
        name = s.names[seat]
        if not shown:
            head = tr("{name}, your turn.").format(name=name)
        elif seat in self._had:
            head = tr("{name}, your turn. Since your last turn:").format(name=name)
        else:
            head = tr("{name}, your turn. The story so far:").format(name=name)
        self._had.add(seat)
        out: list[Msg] = [told("note", head)]
        if shown:
            out.append(Told(tuple(shown)))
        return out + [Shown(self.view)] + self.ask()
    def prompt(self) -> Prompt:
        """The prompt for the pending request (numbered choices included)."""
        if self.lesson is not None:
            return self._lesson_prompt()
        req = self.request
        try:
            text = self.kit.describe_request(self.view, self.rules)
            note = self.teller.note(req) if req is not None else ""
        except Exception as exc:  # noqa: BLE001
            text, note = tr("(what to decide could not be told: {error})").format(
                error=type(exc).__name__), ""
        commands = tuple(self._commands_now())
        self._choices = self._make_choices(req, commands)
        dice = self.kit.dice
        throw = bool(dice is not None and req is not None and dice.is_throw(req))
        if not throw:
            self.kept = ()
        return Prompt(f"{text} {note}" if note else text, commands, self._choices, req,
                      throw, self.kept, note=note)

    def _lesson_prompt(self) -> Prompt:
        t = self.lesson
        n, total = t.step_number
        head = tr("Step {n} of {total}: ").format(n=n, total=total) if total else tr("Coach: ")
        step = t.current_step
        if step is not None and step.read_only:
            # TRANSLATORS: the word typed to move a lesson's read-only step on (as Enter does)
            commands: tuple[str, ...] = (tr("next"),)
            self._choices = (Choice(tr("Next — press Enter"), ""),)
        else:
            commands = tuple(self._commands_now())
            self._choices = self._make_choices(self.request, commands)
        req = self.request
        dice = self.kit.dice
        throw = bool(dice is not None and req is not None and dice.is_throw(req)
                     and not (step is not None and step.read_only))
        return Prompt(head + t.step_text(), commands, self._choices, req, throw,
                      self.kept if throw else (), step=f"{n}/{total}" if total else "")

    def _commands_now(self) -> list[str]:
        try:
            return [self.kit.command(c) for c in self.teller.commands_now()]
        except Exception:  # noqa: BLE001
            return []

    def _make_choices(self, req: Any, commands: tuple[str, ...]) -> tuple[Choice, ...]:
        make = self.kit.choices
        if make is not None and req is not None:
            try:
                return tuple(make(req, self.view, self.rules, self.session.names))
            except Exception:  # noqa: BLE001 - no choices is better than a stopped game
                pass
        return tuple(Choice(c, c) for c in commands)

    # ---- commands ----------------------------------------------------------------------------

    def command(self, text: str) -> list[Msg]:
        """One command line: a decision, a query, an app command, or a bare number picking
        choice n of the prompt. Never raises. While the screen is being handed over, only
        the app commands (save, quit, menu …) work."""
        if self.handing is not None:
            return self._while_handing(text)
        try:
            if self.lesson is not None:
                return self._numbered(text) or self._lesson_command(text)
            return self._command(text)
        except Exception as exc:  # noqa: BLE001 - a face never sees an exception
            return [Refused(tr("That did not work ({error}: {reason}).").format(
                error=type(exc).__name__, reason=exc))]

    def slow(self, text: str) -> bool:
        """Whether the command line ``text`` is an `odds` or `hint` query (not `odds on|off`):
        the evaluator may take seconds, so a face may answer it off its own thread with
        ``command``. False in a lesson and for anything else. Never raises."""
        if self.lesson is not None:
            return False
        try:
            parsed = self.kit.parse(text, self.view, self.rules)
        except Exception:  # noqa: BLE001 - ``command`` tells what is wrong with it
            return False
        return (type(parsed).__name__ == "Query" and parsed.topic in ODDS
                and parsed.arg.strip().casefold() not in ("on", "off"))

    def _command(self, text: str) -> list[Msg]:
        parsed = self.kit.parse(text, self.view, self.rules)
        kind = type(parsed).__name__
        if kind == "Action":
            decision = self._with_marks(text, parsed.decision)
            return self.decide(decision, echo=text, confirmed=parsed.confirmed)
        if kind == "Query":
            return self.query(parsed.topic, parsed.arg)
        if kind == "Meta":
            return self.meta(parsed.name, parsed.arg)
        numbered = self._numbered(text, parsed)
        if numbered:
            return numbered
        message = getattr(parsed, "message", tr("Could not understand that."))
        sugg = getattr(parsed, "suggestion", "")
        tip = ""
        if sugg and sugg not in message:
            tip = sugg if sugg.startswith(("Now:", "Nothing", tr("Now:"), tr("Nothing"))) \
                else tr("Try: {command}.").format(command=self.kit.command(sugg))
        return [Refused(message, tip)]

    def _while_handing(self, text: str) -> list[Msg]:
        try:
            parsed = self.kit.parse(text, self.view, self.rules)
        except Exception:  # noqa: BLE001
            parsed = None
        if type(parsed).__name__ == "Meta" and parsed.name not in ("undo", "transcript"):
            return self.meta(parsed.name, parsed.arg)
        name = self.session.names[self.handing] if self.handing is not None else ""
        return [Refused(tr("The screen is being handed to {name}: press Enter when only "
                           "{name} is looking.").format(name=name))]

    def _numbered(self, text: str, parsed: Any = None) -> list[Msg]:
        """A bare number the game's parser does not read picks choice n of the prompt (also in
        a lesson); a number that cannot be one ("²", "٣", thousands of digits …) is refused.
        [] for anything else."""
        word = text.strip()
        if not looks_numeric(word):
            return []
        if parsed is None:
            parsed = self.kit.parse(word, self.view, self.rules)
            if type(parsed).__name__ in ("Action", "Query", "Meta"):
                return []
        n = read_number(word, 1, len(self._choices))
        if n.value is not None:
            return self.choose(n.value - 1)
        if parse_number(word) is None:
            return [Refused(n.problem)]
        return []

    def choose(self, index: int) -> list[Msg]:
        """Choice ``index`` (0-based) of the latest prompt: its decision, or its command run,
        or — for a choice that needs more words or a secret dialogue — a ``FaceCommand``
        ``prefill`` / ``dialog`` with the command to complete. [] when there is no such
        choice."""
        if not 0 <= index < len(self._choices):
            return []
        c = self._choices[index]
        if c.dialog:
            return [FaceCommand("dialog", c.command)]
        if c.decision is not None and self.lesson is None:
            return self.decide(c.decision, echo=c.command)
        if "<" in c.command or c.command.endswith(" "):
            return [FaceCommand("prefill", c.command)]
        return self.command(c.command)

    def decide(self, decision: Any, echo: str = "", confirmed: bool = False) -> list[Msg]:
        """Submit the human's ``decision`` (``echo``: the command typed for it, kept in the
        story's notes). Asks to confirm first when the teller warns (``confirmed`` skips
        that). Refused while the rivals play, or when the rules refuse it."""
        from cresus_tui.games.protocol import IllegalDecision

        if self.busy:
            return [Refused(tr("The rivals are still playing."), busy=True)]
        if self.lesson is not None:
            return [Refused(tr("In a lesson, type the command."))]
        req = self.request
        if not confirmed:
            try:
                warning = self.teller.warning(decision, req)
            except Exception:  # noqa: BLE001
                warning = ""
            if warning:
                line = echo.strip().rstrip("!") + "!" if echo else ""
                return [Confirm(warning, line)]
        secret = bool(getattr(req, "secret", False))
        try:
            step = self.session.submit(decision, note="" if secret else echo)
        except IllegalDecision as exc:
            return [Refused(exc.reason)]
        self._after_decision(decision)
        out = self._story_of_step(step, req)
        out.append(Shown(self.view))
        saved = self.store.after(self.session, step.events)
        return out + ([Saved(saved, False)] if saved else [])

    # ---- dice marks -------------------------------------------------------------------------

    def mark(self, dice: tuple[int, ...]) -> None:
        """Mark these dice (0-based) kept: a bare `reroll` then throws the others (a tray's
        clicks and number keys call this)."""
        self.kept = tuple(sorted(set(dice)))

    def _with_marks(self, text: str, decision: Any) -> Any:
        dice = self.kit.dice
        if dice is None or not self.kept:
            return decision
        word = fold(text.strip()).rstrip("!").strip()
        if word in dice.words and dice.reroll_all(decision):
            return dice.keep(self.kept, self.request)
        return decision

    def _after_decision(self, decision: Any) -> None:
        dice = self.kit.dice
        kept = dice.kept_by(decision) if dice is not None else None
        self.kept = tuple(kept) if kept and dice.is_throw(self.request) else ()

    def _restore_marks(self) -> None:
        """A story that stops after your `keep`: the kept dice stay marked."""
        last = self.backlog[-1] if self.backlog else None
        if last is not None and last.seat == self.session.human:
            self._after_decision(last.decision)

    # ---- queries and app commands -----------------------------------------------------------

    def query(self, topic: str, arg: str = "") -> list[Msg]:
        """The answer to a query (look, status, log, odds, hint …); rules and help are the
        face's (``FaceCommand``)."""
        if topic == "log":  # the face first shows the story (a small screen may hide it)
            head, *lines = self.log_lines(arg)
            return [FaceCommand("log", arg), Told((Line("answer", head),) + tuple(lines))]
        if topic in ("rules", "help"):
            return [FaceCommand(topic, arg)]
        if topic in ODDS:
            word = SWITCH.get(fold(arg.strip()), arg.strip().casefold())
            if word in ("on", "off"):
                return self.set_odds(word == "on")
            if not self.show_odds:
                return self._told([tr("Odds and hints are turned off; `odds on` turns them "
                                      "back on.")], "answer")
        try:
            lines = self.teller.answer(topic, arg)
        except Exception as exc:  # noqa: BLE001 - an answer must never stop the game
            lines = [tr("Nothing to show for “{topic}” ({error}).").format(
                topic=topic, error=type(exc).__name__)]
        if lines is None:
            if topic == "look":
                lines = [self.prompt().text]
            else:
                lines = [tr("Nothing to show for “{topic}” here.").format(topic=topic)]
        return self._told(list(lines), "answer")

    def set_odds(self, on: bool) -> list[Msg]:
        """`odds on` / `odds off` (also `hint on|off`): whether `odds` and `hint` answer, for
        every game; the face shows or hides its odds too (``FaceCommand("odds", "on"|"off")``:
        a tray's expected values) and keeps the setting."""
        self.show_odds = on
        if hasattr(self.teller, "show_odds"):
            self.teller.show_odds = on
        word = "on" if on else "off"
        said = tr("Odds and hints: on.") if on else tr("Odds and hints: off.")
        return self._told([said], "answer") + [FaceCommand("odds", word)]

    def log_lines(self, arg: str = "") -> list[Any]:
        """`log`: the story's last 30 lines; `log all` all of it; `log 50` the last 50. The
        first line says which (a str), then each line as it was told (a ``Line``: a reason
        stays a reason)."""
        word = arg.strip().casefold()
        if looks_numeric(word):
            n = read_number(word, 1)
            if n.value is None:
                return [f"✗ {n.problem}"]
            count = n.value
        else:
            count = len(self.told) if fold(word) in ("all", "tout", "tous") else LOG_LINES
        shown = self.told[-count:]
        return [tr("The story, last {n} of {total} lines:").format(
            n=len(shown), total=len(self.told))] + shown

    def meta(self, name: str, arg: str = "") -> list[Msg]:
        """An app command: save, undo and transcript are the table's; the others (quit, menu,
        pace, skip …) a ``FaceCommand``."""
        if name == "save":
            return self.save(arg)
        if name == "undo":
            return self.undo()
        if name == "transcript":
            return self.transcript()
        return [FaceCommand(name, arg)]

    def save(self, slot: str = "") -> list[Msg]:
        """Save now under ``slot`` (default: the autosave slot); a lesson keeps its
        progress instead."""
        if self.lesson is not None:
            return [self._keep_lesson()]
        text, ok = self.store.save(self.session, slot)
        return [Saved(text, ok, slot or self.store.slot)]

    def undo(self) -> list[Msg]:
        """Take back the human's last decision when nothing was revealed since (the rules of
        ``play/review/undo.py``): ``[TakenBack, Shown]``, or ``[Refused]`` saying why not."""
        if self.lesson is not None:
            return [Refused(tr("A lesson cannot be undone; type hint for the exact command."))]
        if self.busy:
            return [Refused(tr("Wait for the rivals to finish: undo works on your own last "
                               "decision."), busy=True)]
        from cresus_tui.play.review.undo import UndoRefused

        s = self.session
        try:
            decision = s.undo()
        except UndoRefused as exc:
            return [Refused(str(exc))]
        try:
            what = s.undo_guard.kit.describe(s.human, decision, s.names, s.human)
        except Exception:  # noqa: BLE001
            what = tr("your last decision")
        self.kept = ()
        log = getattr(getattr(s.game, "state", None), "log", None)
        if isinstance(log, list) and log and getattr(log[-1], "seat", None) == s.human:
            self._after_decision(log[-1].decision)  # your keep before it: its dice stay marked
        text = tr("Taken back: {what}. Decide again.").format(what=what)
        self.told.append(Line("story", text))
        out: list[Msg] = [TakenBack(text), Shown(self.view)]
        if self.store.autosave:  # the autosave holds the game as it is now
            saved, ok = self.store.save(s)
            if not ok:
                out.append(Saved(saved, False))
        return out

    def transcript(self) -> list[Msg]:
        """Write the story so far, as the human saw it, to
        ``<data dir>/transcripts/<game>-<seed>.md``: a line with its path, or why not."""
        from cresus_tui.play.review.record import RecordError, write_transcript

        try:
            with self.session.lock:
                game = self.session.game.clone()
            path = write_transcript(game, self.session.human, self.store.data_dir)
        except (OSError, RecordError, AttributeError, KeyError, ValueError) as exc:
            return [Refused(tr("The transcript was not written: {reason}").format(reason=exc))]
        return [told("note", tr("The story so far is written to {path}.").format(path=path))]

    # ---- leaving and the end ------------------------------------------------------------------

    def close(self, why: str = "menu") -> list[Msg]:
        """The face leaves the game (``why``: menu, quit, eof, hangup, interrupt): the game in
        progress is saved (a lesson keeps its progress). ``[Saved]`` ([] for a finished
        game)."""
        if self.lesson is not None:
            return [self._keep_lesson()]
        if self.session.game.is_over:
            return []
        text, ok = self.store.hangup(self.session)
        return [Saved(text, ok, self.store.slot)]

    def hangup(self) -> str:
        """SIGHUP/SIGTERM: save the game in progress now (or keep a lesson's progress), on
        this thread. The sentence saying so. Never raises."""
        try:
            msgs = self.close("hangup")
        except Exception as exc:  # noqa: BLE001
            return tr("Could not save: {reason}").format(reason=exc)
        return msgs[0].text if msgs and isinstance(msgs[0], Saved) else ""

    def end(self) -> Finale:
        """The end sequence, once: the finished game kept in the autosave slot, counted in the
        statistics (not a lesson, not a scripted scenario), the ranking, the review offered."""
        if self.finale is not None:
            return self.finale
        if self.lesson is not None:
            kept = self._keep_lesson()
            self.finale = Finale((tr("The lesson is over."), kept.text), lesson=True)
            return self.finale
        teller = self._everyone() if self.session.several else self.teller
        try:
            lines = tuple(teller.final())
        except Exception as exc:  # noqa: BLE001
            lines = (tr("The game is over."),
                     tr("(the ranking could not be told: {reason})").format(reason=exc))
        why = self._why(teller)
        slot = ""
        if self.store.autosave:
            text, ok = self.store.save(self.session)
            slot = self.store.slot if ok else ""
        counted, notice = self._count()
        told = lines + tuple(x for x in why if x not in lines)  # each line once
        s = self.session
        people = tuple((p, s.names[p]) for p in s.people) if s.several else ()
        self.finale = Finale(told, slot, counted, notice, self._reviewable(), why=why,
                             people=people)
        return self.finale

    def _everyone(self) -> Teller:
        """A teller for the whole table (no seat is "you"): the end of a game of several
        people, which they all read."""
        return teller_for(SeatSession(self.session, -1), self.kit)

    def _why(self, teller: Teller | None = None) -> tuple[str, ...]:
        """Why the winner won, in words: the teller's ``why`` (a game's own lines), else the
        generic ``review.why.why_won``. () when it cannot be told."""
        try:
            own = getattr(teller or self.teller, "why", None)
            if own is not None:
                return tuple(own())
            from cresus_tui.play.review.why import why_won

            return tuple(why_won(self.session.game, self.session.human))
        except Exception:  # noqa: BLE001 - the end of a game goes on without it
            return ()

    def _count(self) -> tuple[bool, str]:
        game = self.session.game
        config = getattr(getattr(game, "state", None), "config", None)
        if getattr(config, "scenario", None) is not None:
            return False, ""
        try:
            from cresus_tui.play.review.stats import add_game

            s = self.session
            if s.several:
                names = s.names
                results = [add_game(game, p, self.store.data_dir, who=names[p])
                           for p in s.people]
                return (any(c for c, _ in results),
                        next((n for _, n in results if n), ""))
            return add_game(game, self.session.human, self.store.data_dir)
        except Exception as exc:  # noqa: BLE001 - statistics never stop the end of a game
            return False, tr("The game was not counted in the statistics ({reason}).").format(
                reason=exc)

    def _reviewable(self) -> bool:
        try:
            from cresus_tui.play.review.kits import kit_of_state

            kit_of_state(self.session.game)
        except Exception:  # noqa: BLE001
            return False
        return True

    def review_lines(self, seat: int | None = None) -> list[str]:
        """The post-game review of ``seat`` (default: the person at the screen; with several
        people, ``Finale.people`` says whose reviews there are) as plain lines (what ``cresus
        review`` prints), or one line saying why there is none."""
        seat = self.session.human if seat is None else seat
        try:
            from cresus_tui.play.review.analysis import render_text, review
            from cresus_tui.play.review.record import record_of, replay

            with self.session.lock:
                game = self.session.game.clone()
            return render_text(review(replay(record_of(game)), seat)) \
                .rstrip("\n").split("\n")
        except Exception as exc:  # noqa: BLE001
            return [tr("No review of this game ({error}: {reason}).").format(
                error=type(exc).__name__, reason=exc)]

    def suggest(self) -> str:
        """A command line a fair player would type now (scripted players and tests)."""
        if self.lesson is not None:
            step = self.lesson.current_step
            if step is None:
                return "menu"
            if step.read_only:
                return "next"
            if self.lesson.lesson.coach:
                return self.teller.suggest()
            return step.hint
        return self.teller.suggest()

    # ---- a lesson ------------------------------------------------------------------------------

    def _lesson_command(self, text: str) -> list[Msg]:
        try:
            fb = self.lesson.try_command(text)
        except Exception as exc:  # noqa: BLE001
            return [Refused(tr("Something went wrong in this lesson ({reason}).").format(
                reason=exc))]
        lines: list[str] = []
        for played in fb.played:
            lines += self._step_lines(played, None)
        mine = [p for p in fb.played if getattr(p, "seat", None) == self.session.human]
        if mine:  # `keep 1 2`: dice 1 and 2 stay marked for the next throw, as in a game
            self._after_decision(mine[-1].decision)
        out = self._told(lines)
        mark = "" if fb.ok else "✗ "
        if fb.messages:
            out.append(told("coach", *[mark + m for m in fb.messages]))
        if fb.query is not None:
            out += self.query(fb.query.topic, fb.query.arg)
        if fb.done:
            self._lesson_done = True
        if fb.advanced:
            out.append(Shown(self.view))
            kept = self._keep_lesson()  # after every step: leaving any way loses nothing
            if self.progress is not None and not kept.ok:
                out.append(kept)
        if fb.meta is not None:
            out += self.meta(fb.meta.name, fb.meta.arg)
        return out

    def _keep_lesson(self) -> Saved:
        store = self.progress
        if store is None:
            return Saved("", False)
        if self.lesson.done:
            ok = store.finish(self.lesson.lesson.id)
            return Saved(tr("Lesson marked done.") if ok else store.last_error, ok)
        ok = store.keep(self.lesson.save_state())
        return Saved(tr("Tutorial progress kept: Tutorials picks it up.") if ok
                     else store.last_error, ok)


class SeatSession:
    """A session as one person's seat sees it (pass-and-play): ``human`` is fixed to
    ``seat``, everything else is the shared session's. Each person's teller is made on one,
    so it tells the story, the hints and the status of that seat alone."""

    def __init__(self, session: Any, seat: int) -> None:
        self._session = session
        self.human = seat

    def __getattr__(self, name: str) -> Any:
        return getattr(self._session, name)

    def human_request(self) -> Any | None:
        """The request waiting for this seat, or None."""
        return self._session.request_for(self.human)


def _quiet(step: Any, people: tuple[int, ...]) -> Any:
    """A retold step of a person without its note (a typed command is no rival's reason)."""
    if step.seat in people and getattr(step, "reason", ""):
        import msgspec

        return msgspec.structs.replace(step, reason="")
    return step


def _lines(lines: list[str | Line]) -> tuple[Line, ...]:
    """A teller's lines as story ``Line``s (its reasons keep their kind)."""
    return tuple(x if isinstance(x, Line) else Line("story", x) for x in lines)
