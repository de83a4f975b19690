"""Crésus in the plain front end: its kit and its table (see ``kit.py``).

Everything here comes from the front-end-neutral parts of the game: the command parser, the
narration, the request descriptions, the advice (odds and hints), the saves and the tutorial
runner. Rivals play at once (no pacing, no clock), so a seed and a command file always give the
same story.
"""

from __future__ import annotations

import re
from importlib import resources

from cresus_tui.engine import IllegalDecision
from cresus_tui.engine.decisions import Answer, Bid, Move
from cresus_tui.engine.events import (
    BidsRevealed, DecisionTaken, GameOver, LuxuryBought, ParticipationRevealed, PawnsMoved,
    PhaseStarted,
)
from cresus_tui.engine.requests import EntryRequest, JoinRequest, ThrowRequest
from cresus_tui.tui import commands, narration
from cresus_tui.tui.session import NewGameOptions, Session, Step, replay_story

from .kit import Lesson, Outcome

REVEALS = (BidsRevealed, PawnsMoved, ParticipationRevealed)
LOG_LINES = 30
RESUME_LINES = 12
END_REASONS = {"island": "Someone bought the Île paradisiaque.",
               "experts": "The last Expert card has been played.",
               "last_player": "Only one player is left."}


def _doc(name: str) -> str:
    try:
        return resources.files("cresus_tui").joinpath("docs", f"{name}.md").read_text("utf-8")
    except (FileNotFoundError, OSError, ModuleNotFoundError):
        return f"# {name.title()}\n\nThe {name} document is not installed."


class CresusTable:
    """A Crésus game in progress, told line by line."""

    lesson = False

    def __init__(self, session: Session, backlog: list[Step] | None = None,
                 resumed: bool = False) -> None:
        self.session = session
        self.rules = session.game.rules
        self.names = session.names
        self.backlog = backlog or []
        self.resumed = resumed
        self.pending_reasons: list[str] = []
        self.phase_market = -1
        self.island_buyer: int | None = None
        self.show_odds = True
        self.story: list[str] = []
        """Every narrated line so far (``log`` reads it again)."""

    # ---- state ----------------------------------------------------------------------------

    @property
    def view(self):
        return self.session.game.view(self.session.human)

    @property
    def over(self) -> bool:
        return self.session.game.is_over

    def waiting(self) -> bool:
        return not self.over and self.session.human_request() is not None

    def describe(self) -> str:
        text = commands.describe_request(self.view, self.rules)
        req = self.session.human_request()
        if isinstance(req, EntryRequest):
            text += " " + self.entry_note(req)
        return text

    def entry_note(self, req: EntryRequest) -> str:
        """What a gambling game pays and is worth on average (C-9.3); a tournament's scoring
        (C-9.2); with too little cash, how to play anyway (C-8.2)."""
        from cresus_tui.tui import labels

        r = self.rules
        g = r.games.get(req.game)
        note = ""
        if req.tournament:
            what = "most red faces" if g is not None and g.kind == "red" else \
                "the most faces of one colour"
            note = f"Scoring: {what} after the throws; the best result takes the pot."
        elif g is not None:
            note = f"Pays: {labels.game_rules(r, req.game)}."
            if self.show_odds:
                from ai.dice import game_solver

                ev = float(game_solver(g).expected())
                note += f" Expected gain {ev:.1f} M for {req.entry} M ({ev - req.entry:+.1f} M)."
        if req.cash < req.entry:
            note += (" Sell a luxury card first (sell luxury) to play, or no." if
                     self.view.me.luxuries else " Not enough cash to play: no.")
        return note.strip()

    def commands_now(self) -> list[str]:
        return commands.legal_commands(self.view, self.rules)

    # ---- narration ------------------------------------------------------------------------

    def opening(self) -> list[str]:
        lines = [f"Crésus — osez devenir riche ! You face {', '.join(self.names[1:])}. "
                 "After each question come the commands that answer it; help, look, status, "
                 "odds, hint, log, rules, save and quit work at any time."]
        story = self.lines_for(self.session.opening)
        for step in self.backlog:
            story += self.step_lines(step, None)
        self.backlog = []
        if self.resumed:
            told = story[-RESUME_LINES:]
            lines.append(f"— game resumed — turn {self.view.turn or 'setup'}. The story's last "
                         f"{len(told)} lines (log all tells it from the start):")
            return lines + told
        return lines + story

    def rivals_play(self) -> list[str]:
        lines: list[str] = []
        s = self.session
        while True:
            seat = s.rival_to_move()
            if seat is None:
                return lines
            req = s.game.request_for(seat)
            step = s.step_rival()
            if step is None:
                return lines
            lines += self.step_lines(step, req)

    def step_lines(self, step: Step, req) -> list[str]:
        """A step's lines; a rival's reason for a secret choice waits for the reveal (C-7.4)."""
        secret = isinstance(step.decision, (Bid, Move)) or (
            isinstance(step.decision, Answer) and (isinstance(req, JoinRequest) or any(
                isinstance(e, (DecisionTaken, ParticipationRevealed)) for e in step.events)))
        lines: list[str] = []
        if step.reason and step.seat != self.session.human:
            said = re.sub(r"\b1 dice\b", "1 die", step.reason)
            reason = f"  {self.names[step.seat]}: {said}"
            if secret:
                self.pending_reasons.append(reason)
            else:
                lines.append(reason)
                self.story.append(reason)
        return lines + self.lines_for(step.events)

    def lines_for(self, evs) -> list[str]:
        lines = []
        for ev in evs:
            if isinstance(ev, PhaseStarted):
                self.phase_market = ev.market
            try:
                text = narration.narrate(ev, self.session.human, self.names, self.rules)
            except Exception as exc:  # noqa: BLE001 - a narration bug must not stop the game
                text = f"({type(ev).__name__}: {exc})"
            if isinstance(ev, LuxuryBought) and ev.rank == len(self.rules.data.luxuries):
                self.island_buyer = ev.seat
            if isinstance(ev, GameOver) and ev.reason == "island" and text \
                    and self.island_buyer is not None:
                buyer = ("you" if self.island_buyer == self.session.human
                         else self.names[self.island_buyer])
                text = text.replace("someone bought", f"{buyer} bought")
            if text:
                lines.append(text)
            if isinstance(ev, REVEALS) and self.pending_reasons:
                lines += self.pending_reasons
                self.pending_reasons = []
        self.story += lines
        return lines

    # ---- commands -------------------------------------------------------------------------

    def command(self, text: str) -> Outcome:
        parsed = commands.parse(text, self.view, self.rules)
        if isinstance(parsed, commands.Action):
            return self.decide(parsed.decision, parsed.confirmed)
        if isinstance(parsed, commands.Query):
            return Outcome(self.query(parsed.topic, parsed.arg))
        if isinstance(parsed, commands.Meta):
            return Outcome([], meta=parsed.name, arg=parsed.arg)
        picked = self.numbered_choice(text)
        if picked is not None:
            return picked
        tip = ""
        if parsed.suggestion and parsed.suggestion not in parsed.message:
            sugg = parsed.suggestion
            tip = f" {sugg}" if sugg.startswith(("Now:", "Nothing")) else f" Try: {sugg}."
        return Outcome([f"✗ {parsed.message}{tip}"])

    def numbered_choice(self, text: str) -> Outcome | None:
        """A bare number picks that entry of the commands listed with the request."""
        word = text.strip()
        cmds = self.commands_now()
        if not word.isdigit() or not 1 <= int(word) <= len(cmds):
            return None
        chosen = cmds[int(word) - 1]
        if "<" in chosen:
            return Outcome([f"Choice {word} needs more: type {chosen}."])
        return self.command(chosen)

    def decide(self, decision, confirmed: bool = False) -> Outcome:
        req = self.session.human_request()
        from cresus_tui.engine.decisions import Done
        from cresus_tui.engine.requests import SellRequest

        if not confirmed and isinstance(decision, Done) and isinstance(req, SellRequest) and \
                commands.last_sale_with_shares(self.view, req):
            return Outcome(["! " + commands.LAST_SALE_WARNING])
        try:
            step = self.session.submit(decision)
        except IllegalDecision as exc:
            return Outcome([f"✗ {exc.reason}"])
        return Outcome(self.step_lines(step, req), decided=True)

    def query(self, topic: str, arg: str) -> list[str]:
        if topic == "look":
            return self.status_lines(arg) if arg.strip() else self.look_lines()
        if topic in ("status", "cards"):
            return self.status_lines(arg)
        if topic == "hint":
            return [self.hint_line(arg)]
        if topic == "odds":
            return [self.odds_line(arg)]
        if topic == "log":
            return self.log_lines(arg)
        if topic in ("rules", "help"):
            return doc_section(_doc(topic), arg)
        return [f"Nothing to show for “{topic}”."]

    def log_lines(self, arg: str) -> list[str]:
        """`log`: the story's last 30 lines; `log all` all of it; `log 50` the last 50."""
        word = arg.strip().casefold()
        count = len(self.story) if word == "all" else \
            int(word) if word.isdigit() and int(word) > 0 else LOG_LINES
        told = self.story[-count:]
        return [f"The story, last {len(told)} of {len(self.story)} lines:"] + told

    def look_lines(self) -> list[str]:
        from cresus_tui.tui import labels

        v, r = self.view, self.rules
        out = ["On the board:"]
        for m in range(6):
            who = [self.names[i] for i in v.market_players[m]] if v.market_players else []
            closed = " (closed by a Pirate)" if m in v.closed else ""
            out.append(f"  {narration.market_label(m, r)}: {', '.join(who) or 'nobody'}{closed}")
        if v.revealed:
            out.append("  Revealed: " + "; ".join(
                f"{labels.share_short(r, s)} ({labels.share_table(r, s)})" for s in v.revealed))
        out.append(f"  Turn {v.turn or 'setup'}, phase {v.phase}; Expert pile {v.experts_left}"
                   + ("; last turn" if v.last_turn and not v.over else "") + ".")
        return out

    def status_lines(self, arg: str = "") -> list[str]:
        """A player's public state (C-10.5); yours when ``arg`` names nobody."""
        from cresus_tui.tui import labels

        v, r = self.view, self.rules
        word = commands.fold(arg)
        if not word or word in ("me", "you", "i", "myself"):
            seat = v.seat
        else:
            try:
                seat, _ = commands._resolve_player(word.split(), v)
            except KeyError:
                return [f"✗ No player “{arg}”. Players: "
                        + ", ".join(p.name for p in v.players) + "."]
        p = v.players[seat]
        where = narration.market_label(p.position, r) if p.position >= 0 else "no market yet"
        out = [f"{p.name}: {p.cash} M, {labels.plural(p.luxuries, 'luxury card')}"
               + (f", loan {p.loan} M" if p.loan else "") + f" · on {where}"
               + (" (out of the game)" if p.eliminated else "")]
        if p.luxuries:
            out.append("  Luxury: " + ", ".join(labels.luxury_name(r, k)
                                                 for k in range(1, p.luxuries + 1)))
        if not p.shares:
            out.append("  No shares.")
        for sid in p.shares:
            out.append(f"  {labels.share_short(r, sid)} · {labels.share_table(r, sid)}")
        for e in p.experts:
            out.append(f"  {labels.expert_name(r, e)}: {labels.expert_help(r, e)}")
        return out

    def toggle(self, arg: str) -> str:
        word = arg.strip().casefold()
        if word not in ("on", "off"):
            return ""
        self.show_odds = word == "on"
        return f"Odds and hints: {word}."

    def hint_line(self, arg: str = "") -> str:
        from cresus_tui.tutorials import advice

        toggled = self.toggle(arg)
        if toggled:
            return toggled
        if not self.show_odds:
            return "Odds and hints are turned off; odds on turns them back on."
        if not self.waiting():
            return "Nothing to decide right now."
        try:
            return "Hint: " + advice.hint_text(self.view, self.rules)
        except Exception:  # noqa: BLE001
            return "No hint available here."

    def odds_line(self, arg: str) -> str:
        from cresus_tui.tutorials import advice

        toggled = self.toggle(arg)
        if toggled:
            return toggled
        if not self.show_odds:
            return "Odds and hints are turned off; odds on turns them back on."
        if arg.strip():
            named = self.odds_of_name(arg)
            if named:
                return named
        market = None
        req = self.session.human_request()
        if isinstance(req, ThrowRequest) and req.purpose == "sale" and \
                getattr(req, "market", -1) < 0 and self.phase_market >= 0:
            market = self.phase_market
        try:
            return advice.odds_text(self.view, self.rules, market)
        except Exception:  # noqa: BLE001
            return "No odds available here."

    def odds_of_name(self, arg: str) -> str:
        """`odds LON-4` or `odds poker`: a share's or a game's odds ("" for neither)."""
        from ai.dice import game_solver, sale_solver
        from cresus_tui.tui import labels

        r = self.rules
        try:
            sid = commands.resolve_share(arg.strip(), r)
        except KeyError:
            sid = ""
        if sid:
            s = r.shares[sid]
            ev = float(sale_solver(s.table, s.throws).expected())
            prem = r.sectors[s.sector].premium
            return (f"{labels.share_short(r, sid)}: gains by faces of one colour "
                    f"{labels.share_table(r, sid)}. Expected sale {ev:.1f} M with the best "
                    f"keeps; +{prem} M sold off its market.")
        key = commands.fold(arg).strip().replace(" ", "-")
        codes = [c for c in r.games if c.startswith(key)
                 or commands.fold(r.games[c].name).replace(" ", "-").startswith(key)]
        if len(codes) != 1:
            return ""
        g = r.games[codes[0]]
        ev = float(game_solver(g).expected())
        return (f"{g.name}: {labels.game_rules(r, codes[0])}. Entry {g.entry} M; expected gain "
                f"{ev:.1f} M ({ev - g.entry:+.1f} M a game).")

    def suggest(self) -> str:
        from cresus_tui.tutorials import advice

        req = self.session.human_request()
        if req is None:
            return "look"
        decision, _ = advice.normal_choice(self.view, req)
        return advice.command_for(decision, self.view, self.rules)

    # ---- the end, saves -------------------------------------------------------------------

    def final(self) -> list[str]:
        game = self.session.game
        st = game.state
        human = self.session.human
        lines = ["The game is over."]
        reason = END_REASONS.get(st.end_reason, "")
        if reason:
            lines.append(reason + f" After {st.turn} turn{'' if st.turn == 1 else 's'}.")
        lines.append("Ranking (luxury cards, then cash):")
        for place, seat in game.ranking():
            s = st.seats[seat]
            who = "you" if seat == human else s.name
            lines.append(f"  {place}. {who}: {s.luxuries} luxury, {s.cash} M"
                         + (" (out)" if s.eliminated else ""))
        return lines

    def save(self, slot: str, data_dir: str | None) -> str:
        try:
            import saves

            saves.save_game(self.session.snapshot(), slot, data_dir=data_dir)
        except Exception as exc:  # noqa: BLE001 - a failed save must never stop the game
            return f"Could not save: {getattr(exc, 'message', exc)}"
        return f"Saved as “{slot}”."


class CresusTutorialTable(CresusTable):
    """A lesson: every command goes through the tutorial runner (wrong actions are explained,
    not played); progress is kept in the data folder."""

    lesson = True

    def __init__(self, tutorial) -> None:
        super().__init__(tutorial.session)
        self.tutorial = tutorial
        self.finished = False

    @property
    def over(self) -> bool:
        return self.finished or self.tutorial.done

    def waiting(self) -> bool:
        return not self.over

    def opening(self) -> list[str]:
        lesson = self.tutorial.lesson
        lines = [f"Tutorial — {lesson.title}. {lesson.summary} Type hint for the exact "
                 "command, menu to leave (your progress is kept)."]
        lines += self.lines_for(self.session.opening)
        for step in self.tutorial.opening:
            lines += self.step_lines(step, None)
        return lines

    def describe(self) -> str:
        t = self.tutorial
        n, total = t.step_number
        head = f"Step {n} of {total}: " if total else "Coach: "
        return head + t.step_text()

    def commands_now(self) -> list[str]:
        step = self.tutorial.current_step
        if step is not None and step.read_only:
            return ["next"]
        return super().commands_now()

    def rivals_play(self) -> list[str]:
        return []  # the runner plays the scripted rivals itself

    def command(self, text: str) -> Outcome:
        try:
            fb = self.tutorial.try_command(text)
        except Exception as exc:  # noqa: BLE001
            return Outcome([f"Something went wrong in this lesson ({exc})."])
        lines: list[str] = []
        for played in fb.played:
            lines += self.step_lines(played, None)
        mark = "" if fb.ok else "✗ "
        lines += [mark + m for m in fb.messages]
        if fb.query is not None:
            lines += self.query(fb.query.topic, fb.query.arg)
        if fb.done:
            self.finished = True
        if fb.meta is not None:
            return Outcome(lines, fb.advanced, fb.meta.name, fb.meta.arg)
        return Outcome(lines, decided=fb.advanced)

    def suggest(self) -> str:
        step = self.tutorial.current_step
        if step is None:
            return "menu"
        if step.read_only:
            return "next"
        if self.tutorial.lesson.coach:
            return super().suggest()
        return step.hint

    def final(self) -> list[str]:
        return ["The lesson is over."]

    def save(self, slot: str, data_dir: str | None) -> str:
        from cresus_tui.tui.progress import ProgressStore

        store = ProgressStore(data_dir)
        if self.tutorial.done:
            ok = store.finish(self.tutorial.lesson.id)
            return "Lesson marked done." if ok else store.last_error
        ok = store.keep(self.tutorial.save_state())
        return ("Tutorial progress kept: Tutorials picks it up." if ok else store.last_error)


def doc_section(doc: str, topic: str) -> list[str]:
    """A Markdown document split at its headings, shown as plain lines. No topic: the
    introduction and the list of sections. A chapter number ("7" → "7. Sealed-bid auctions"),
    a word of a heading, or a word of the text (a rule id like C-7.2): that section."""
    sections: list[tuple[int, str, list[str]]] = []
    for line in doc.splitlines():
        if line.startswith("#"):
            sections.append((len(line) - len(line.lstrip("#")), line.lstrip("#").strip(), []))
        elif sections:
            sections[-1][2].append(_unmark(line))
        else:
            sections.append((1, "", [_unmark(line)]))
    chaptered = any(re.match(r"\d+\.\s", h) for _, h, _ in sections)
    word = topic.strip()
    if not word:
        title = sections[0][1] or "Contents"
        example = "rules 7, rules auctions or rules C-7.2" if chaptered else "help 2"
        lines = [x for x in sections[0][2] if x.strip() and x.strip() != "---"]
        lines.append(f"{title} — sections (type {example}):")
        number = 0
        for level, head, _ in sections[1:]:
            if chaptered:
                lines.append(("  " if re.match(r"\d+\.\s", head) else "      ") + head)
            else:
                number += 1
                lines.append(f"  {number}. {head}")
        return lines
    index = None
    if word.isdigit():
        n = int(word)
        if chaptered:
            index = next((i for i, (_, h, _) in enumerate(sections)
                          if h.startswith(f"{n}. ")), None)
        elif 1 <= n < len(sections):
            index = n
    if index is None:
        key = commands.fold(word)
        index = next((i for i, (_, h, _) in enumerate(sections) if key in commands.fold(h)),
                     None)
        if index is None:
            index = next((i for i, (_, _, body) in enumerate(sections)
                          if i and any(key in commands.fold(x) for x in body)), None)
    if index is None:
        return [f"Nothing about “{word}” here; type the word alone for the sections."]
    level, head, body = sections[index]
    lines = [head] + body
    for sub_level, sub_head, sub_body in sections[index + 1:]:  # a chapter's sub-sections
        if sub_level <= level:
            break
        lines += [sub_head] + sub_body
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def _unmark(line: str) -> str:
    """A Markdown line without emphasis marks (``**bold**``, ``*italic*``)."""
    return re.sub(r"\*{1,2}([^*]+)\*{1,2}", r"\1", line)


class CresusKit:
    id = "cresus"
    name = "Crésus"
    rivals = (1, 5)
    levels = ("easy", "normal", "hard")

    def new(self, rivals: int, level: str, name: str, seed: int) -> CresusTable:
        session = Session.new(NewGameOptions(rivals=rivals, level=level, name=name or "You",
                                             seed=seed))
        return CresusTable(session)

    def load(self, slot: str, data_dir: str | None) -> CresusTable:
        import saves

        loaded = saves.load_game(slot, data_dir)
        opening, steps = replay_story(loaded.game)
        return CresusTable(Session(loaded.game, 0, opening), steps, resumed=True)

    def owns(self, header) -> bool:
        return True

    def doc(self, name: str) -> str:
        return _doc(name)

    def lessons(self) -> list[Lesson]:
        from cresus_tui.tutorials.lessons import LESSONS

        return [Lesson(x.id, x.title, x.summary) for x in LESSONS]

    def tutorial(self, lesson_id: str, data_dir: str | None = None) -> CresusTutorialTable:
        from cresus_tui.tui.progress import ProgressStore
        from cresus_tui.tutorials.lesson import Tutorial

        store = ProgressStore(data_dir)
        state = store.read().saved.get(lesson_id)
        tutorial = None
        if state is not None:
            try:
                tutorial = Tutorial.load(state)
            except Exception:  # noqa: BLE001 - a state that no longer replays starts afresh
                store.forget(lesson_id)
        table = CresusTutorialTable(tutorial or Tutorial.start(lesson_id))
        table.resumed = tutorial is not None
        return table
