"""A game told in sentences: what a front end without a screen of its own (the plain-text
mode, ``cresus_tui.plain``) needs of a game beyond its parser, request description and
narration. A game offers it through its play kit's ``teller`` (``play/<game>/teller.py``)."""

from __future__ import annotations

from typing import Any, Protocol


class Teller(Protocol):
    """What a game adds to its play kit for a front end that tells the game in sentences:
    made for one session (``session``), it keeps what the story needs between steps (a rival's
    reason for a secret choice waits for the reveal)."""

    def greeting(self) -> str:
        """The first line of a game: who plays, what to type."""
        ...

    def step_lines(self, step: Any, request: Any) -> list[str]:
        """The lines of one applied decision (``request``: the one it answered, or None)."""
        ...

    def event_lines(self, events: list[Any]) -> list[str]:
        """The lines of events that no decision brought (a game's opening)."""
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
        """The end of the game: why, and the ranking."""
        ...

    def suggest(self) -> str:
        """A command line a fair player would type now (scripted players and tests)."""
        ...
