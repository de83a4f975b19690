"""A game told in sentences: what a front end without a screen of its own (the plain-text
mode, ``cresus_tui.plain``) needs of a game beyond its parser, request description and
narration. A game offers it through its play kit's ``teller`` (``play/<game>/teller.py``)."""

from __future__ import annotations

from typing import Any, Protocol

from cresus_tui.i18n import tr

from .messages import Line


class Teller(Protocol):
    """What a game adds to its play kit for a front end that tells the game in sentences:
    made for one session (``session``), it keeps what the story needs between steps (a rival's
    reason for a secret choice waits for the reveal)."""

    def greeting(self) -> str:
        """The first line of a game: who plays, what to type."""
        ...

    def step_lines(self, step: Any, request: Any) -> list[str | Line]:
        """The lines of one applied decision (``request``: the one it answered, or None): story
        text, and a rival's reason as a ``Line`` of kind ``reason``
        (``messages.reason_line``), which each face sets apart in its own way."""
        ...

    def event_lines(self, events: list[Any]) -> list[str | Line]:
        """The lines of events that no decision brought (a game's opening); reasons held back
        until a reveal come as ``reason`` lines."""
        ...

    def note(self, request: Any) -> str:
        """More about the pending request, after its description ("" for nothing)."""
        ...

    def commands_now(self) -> list[str]:
        """Command templates answering the pending request ("go <market>", "bid <M>")."""
        ...

    def answer(self, topic: str, arg: str) -> list[str] | None:
        """The answer to a query (look, status, cards, odds, hint …) as lines; None: the
        front end's own answer (log, rules, help) or "nothing to show"."""
        ...

    def warning(self, decision: Any, request: Any) -> str:
        """A sentence asking to confirm a decision typed without `!` ("" to go ahead)."""
        ...

    def final(self) -> list[str]:
        """The end of the game: how it ended, and the ranking."""
        ...

    def why(self) -> list[str]:
        """Why the winner won, in words (``review.why.why_won`` with the game's own lines);
        optional: the table uses ``why_won`` itself for a teller without it."""
        ...

    def suggest(self) -> str:
        """A command line a fair player would type now (scripted players and tests)."""
        ...


class EventTeller:
    """The teller of a game whose play kit has none: its narration, no rivals' reasons (they
    could tell a secret), the engine's ranking at the end. ``suggest`` is unavailable."""

    def __init__(self, session: Any, kit: Any) -> None:
        self.session = session
        self.kit = kit
        self.rules = kit.rules()

    @property
    def names(self) -> list[str]:
        return self.session.names

    def greeting(self) -> str:
        return tr("{game}. You face {rivals}. After each question comes its command; help, "
                  "log, rules, save and quit work at any time.").format(
            game=self.session.spec.name, rivals=", ".join(self.names[1:]))

    def step_lines(self, step: Any, request: Any) -> list[str]:
        return self.event_lines(step.events)

    def event_lines(self, events: list[Any]) -> list[str]:
        lines = []
        for ev in events:
            try:
                text = self.kit.narrate(ev, self.session.human, self.names, self.rules)
            except Exception as exc:  # noqa: BLE001 - a narration bug must not stop the game
                text = f"({type(ev).__name__}: {exc})"
            if text:
                lines.append(text)
        return lines

    def note(self, request: Any) -> str:
        return ""

    def commands_now(self) -> list[str]:
        return []

    def answer(self, topic: str, arg: str) -> list[str] | None:
        return None

    def warning(self, decision: Any, request: Any) -> str:
        return ""

    def final(self) -> list[str]:
        human = self.session.human
        you = tr("you")
        return [tr("The game is over."), tr("Ranking:")] + [
            f"  {place}. {you if seat == human else self.names[seat]}"
            for place, seat in self.session.game.ranking()]

    def suggest(self) -> str:
        raise NotImplementedError(f"{self.session.spec.name} has no teller in its play kit "
                                  "(play/<game>/teller.py): no scripted player")


def teller_for(session: Any, kit: Any) -> Teller:
    """The teller of ``session``'s game: its play kit's own, else an ``EventTeller``."""
    make = getattr(kit, "teller", None)
    return make(session) if make is not None else EventTeller(session, kit)
