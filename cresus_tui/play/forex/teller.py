"""FOR-EX told in sentences, for a front end without a screen of its own (the plain-text
mode): the teller of one session (``cresus_tui.play.teller.Teller``)."""

from __future__ import annotations

from cresus_tui.games.forex.events import GameOver
from cresus_tui.games.forex.requests import TurnRequest

from ..parser import ALL_WORDS
from . import commands, labels, narration


class ForexTeller:
    """FOR-EX told in sentences for one session (a ``Session`` of a FOR-EX game)."""

    def __init__(self, session) -> None:
        self.session = session
        self.data = session.game.data
        self.names = session.names

    @property
    def view(self):
        return self.session.game.view(self.session.human)

    def greeting(self) -> str:
        others = ", ".join(f"P{i + 1} {n}" for i, n in enumerate(self.names) if i)
        return (f"FOR-EX — the currency game. You are P1; you face {others}. After each "
                "question come the commands that answer it; look, status, rates, queue, "
                "hint, log, rules, help, save and quit work at any time.")

    def step_lines(self, step, req) -> list[str]:
        lines = []
        if step.reason and step.seat != self.session.human:
            lines.append(f"  {self.names[step.seat]}: {step.reason}")
        return lines + self.event_lines(step.events)

    def event_lines(self, events) -> list[str]:
        out = []
        for ev in events:
            try:
                text = narration.narrate(ev, self.session.human, self.names, self.data)
            except Exception as exc:  # noqa: BLE001 - a narration bug must not stop the game
                text = f"({type(ev).__name__}: {exc})"
            if text:
                out.append(text)
        return out

    def note(self, request) -> str:
        return ""

    def commands_now(self) -> list[str]:
        return commands.legal_commands(self.view, self.data)

    def answer(self, topic: str, arg: str) -> list[str] | None:
        return answer_lines(self.view, self.data, topic, arg)

    def warning(self, decision, request) -> str:
        return ""

    def final(self) -> list[str]:
        game = self.session.game
        st = game.state
        s = self.data.currencies[st.strongest] if st.strongest >= 0 else "?"
        why = "The queue is empty." if st.end_reason == "queue_empty" else (
            f"{self.names[st.bankrupt]} went bankrupt." if st.bankrupt >= 0 else "")
        out = [f"The game is over. {why} Strongest currency: {s}.", "Ranking:"]
        for place, seat in game.ranking():
            who = "you" if seat == self.session.human else self.names[seat]
            score = st.scores[seat] if seat < len(st.scores) else 0
            broke = " (bankrupt)" if seat == st.bankrupt else ""
            out.append(f"  {place}. {who}: {score} {s}{broke}")
        return out

    def suggest(self) -> str:
        return suggest(self.session)


def answer_lines(view, data, topic: str, arg: str) -> list[str] | None:
    """Plain lines answering a query (look, status, rates, queue, hint, skip); None for the
    front end's own (log, rules, help)."""
    if topic == "look":
        return labels.look_lines(view, data)
    if topic == "rates":
        return labels.pair_table_lines(view, data)
    if topic == "queue":
        return labels.queue_lines(view, data) + [labels.letters_line(view, data)]
    if topic == "status":
        if arg.strip() and arg.strip().casefold() not in ALL_WORDS:  # `status all`: everyone
            seat = commands.player_of(arg.split()[0], view)
            return labels.player_lines(view, data, seat)
        out = []
        for seat in range(len(view.players)):
            out += labels.player_lines(view, data, seat)
        return out + [labels.supply_line(view, data)]
    if topic == "hint":
        return hint_lines(view)
    if topic == "skip":
        return ["No spot trade this turn. " + commands.now_hint(view)]
    return None


def hint_lines(view) -> list[str]:
    """The candidate actions, best first, with their rate effects (``ai.forex.hints``)."""
    if not any(isinstance(r, TurnRequest) for r in view.requests):
        req = commands.current_request(view)
        if req is None:
            return ["Nothing to decide right now."]
        return ["Hints explain your turn's actions; now: " + commands.now_hint(view)]
    from ai.forex.hints import hints

    out = ["Candidate actions, best first (the normal rival's view), and what they do:"]
    for i, h in enumerate(hints(view, limit=6), 1):
        out.append(f" {i}. {h.action} — {h.effect}")
    return out


def suggest(session) -> str:
    """The command a normal rival would type in the human's place."""
    from ai.forex import make_rival

    game = session.game
    req = session.human_request()
    if req is None:
        return "look"
    view = game.view(session.human)
    rival = make_rival("normal", game.state.config.seed * 7 + session.human)
    choice = rival.decide(view, req)
    return labels.command_for(choice.decision, game.data, view)


def final_event(events) -> GameOver | None:
    return next((e for e in events if isinstance(e, GameOver)), None)
