"""What the plain front end needs of a game: a ``Kit`` (the game's name, how to start, load
and save it, its rules and help, its lessons) and a ``Table`` (one game in progress: what to
decide now, parsing a command line, narration of what happened, the answers to queries).

The plain front end never names a game's requests or decisions: everything game-specific is
behind these two protocols, built for every registered game from its play kit
(``games.PlainGame``, ``table.PlainTable``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True)
class Lesson:
    """A tutorial as the Tutorials menu lists it."""

    id: str
    title: str
    summary: str


@dataclass(frozen=True)
class Outcome:
    """What one command line did: ``lines`` to print (plain text or Rich markup);
    ``decided``: a decision went in (the rivals may play on); ``meta``: an app command for the
    front end (save, quit, menu …) with its argument."""

    lines: list[str]
    decided: bool = False
    meta: str = ""
    arg: str = ""


class Table(Protocol):
    """One game in progress with the human at one seat and computer rivals at the others."""

    lesson: bool
    """A tutorial: ``save`` keeps the lesson's progress instead of a game save."""

    @property
    def over(self) -> bool: ...

    def opening(self) -> list[str]:
        """The lines that open the game (who plays, the first events)."""
        ...

    def waiting(self) -> bool:
        """True when a request waits for the human."""
        ...

    def describe(self) -> str:
        """What the human must decide now and the commands that do it (one paragraph)."""
        ...

    def commands_now(self) -> list[str]:
        """Command templates that answer the pending request ("go <market>", "bid <M>")."""
        ...

    def rivals_play(self) -> list[str]:
        """Every rival decision until the human must act or the game ends, narrated."""
        ...

    def command(self, text: str) -> Outcome:
        """One command line: a decision, a query or an app command. Never raises."""
        ...

    def suggest(self) -> str:
        """A command line a fair player would type now (scripted players and tests use it)."""
        ...

    def final(self) -> list[str]:
        """The end of the game: why, and the ranking."""
        ...

    def save(self, slot: str, data_dir: str | None) -> str:
        """Save under ``slot``; a sentence saying so (or why not). Never raises."""
        ...


class Kit(Protocol):
    """One game, as the plain front end starts it."""

    id: str
    name: str
    rivals: tuple[int, int]
    """Fewest and most rivals."""
    levels: tuple[str, ...]

    def new(self, rivals: int, level: str, name: str, seed: int) -> Table: ...

    def load(self, slot: str, data_dir: str | None) -> Table:
        """A saved game. Raises an exception whose ``message`` (or text) says why not."""
        ...

    def owns(self, header: Any) -> bool:
        """True when a save slot's header is a game of this kit."""
        ...

    def doc(self, name: str) -> str:
        """"rules" or "help" as Markdown."""
        ...

    def lessons(self) -> list[Lesson]: ...

    def tutorial(self, lesson_id: str, data_dir: str | None = None) -> Table:
        """A lesson played as a table, resumed where it was left when its progress was kept
        in ``data_dir`` (its coach lines come with each outcome)."""
        ...


KitFactory = Callable[[], Kit]


def kits() -> list[Kit]:
    """Every game the plain front end plays, in the menu's order: each registered game with
    a play kit (``games.plain_games``)."""
    from .games import plain_games

    return plain_games()
