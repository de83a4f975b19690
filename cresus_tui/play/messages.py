"""What the table (``cresus_tui.play.table.Table``) says to a face: typed messages, frozen
msgspec Structs tagged by kind (``Msg`` is their union). Every call of the table returns a list
of them, in order; a face renders each kind as it can and decides nothing about the game.

Text in messages is neutral: sentences with `` `code` `` spans for commands (and, from the
older tellers, a little Rich markup such as ``[b]…[/]``); the plain face strips both
(``plain.text.plain``), the Textual face styles them. Nothing a person typed or a file held is
ever markup: the table never builds markup from such text.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from cresus_tui.i18n import labelled, tr

LineKind = Literal["story", "mine", "reason", "answer", "note", "coach", "error"]
"""``story``: what happened in the game (a decision and its events); ``mine``: a story line
that is the human's own result (a sale, a purchase, a win: a face may mark it); ``reason``: a
rival's reason for its decision, "Name: why" (plain text: a face sets it apart, indented or dimmed);
``answer``: the answer to a query (look, status, odds, log …); ``note``: a remark of the table
(game resumed, saved …); ``coach``: a lesson's coach; ``error``: something that went wrong but
did not stop the game."""


class Line(msgspec.Struct, frozen=True):
    """One line of text of a kind (``LineKind``)."""

    kind: str
    text: str


class Told(msgspec.Struct, frozen=True, tag="told"):
    """Lines to add to the story (in order)."""

    lines: tuple[Line, ...]


class Shown(msgspec.Struct, frozen=True, tag="shown"):
    """The game changed: ``view`` is the human seat's view now (the game's own ``SeatView``).
    A face refreshes its panels; after a ``Shown`` the face lets the rivals play
    (``Table.rivals``) and asks again (``Table.ask``)."""

    view: Any


class Choice(msgspec.Struct, frozen=True):
    """One numbered answer of a prompt. ``label``: neutral text; ``command``: the command line
    it stands for (a template with ``<…>`` when it needs more: a face puts it on the command
    line); ``decision``: the decision it submits (None: run ``command``); ``dialog``: the face
    opens the game's dialog for the pending request instead; ``enabled``: False shows it
    greyed (choosing it still explains why not); ``short``: shorter wordings of ``label``,
    longest first, for a list too narrow for it (each keeps the label's figures)."""

    label: str
    command: str = ""
    decision: Any = None
    dialog: bool = False
    enabled: bool = True
    short: tuple[str, ...] = ()


class Prompt(msgspec.Struct, frozen=True):
    """What waits for the human now. ``text``: what to decide, in a paragraph; ``commands``:
    command templates that answer it; ``choices``: the ONE numbered list both faces show
    (choice n is ``Table.choose(n - 1)`` and the bare number ``n`` typed); ``request``: the
    engine's pending request (None in a lesson's read-only step); ``dice``: the request is
    answered with dice (a face shows its tray); ``kept``: the dice marked kept (0-based), which
    a bare `reroll` keeps; ``step``: a lesson's "Step 2 of 7" ("" outside lessons);
    ``note``: the teller's remark that ends ``text`` ("" for none), which a face with panels
    may leave out."""

    text: str
    commands: tuple[str, ...] = ()
    choices: tuple[Choice, ...] = ()
    request: Any = None
    dice: bool = False
    kept: tuple[int, ...] = ()
    step: str = ""
    note: str = ""


class Asked(msgspec.Struct, frozen=True, tag="asked"):
    """The human must act: show ``prompt`` and read a command."""

    prompt: Prompt


class Refused(msgspec.Struct, frozen=True, tag="refused"):
    """A line that did nothing: an illegal decision, an unreadable line (``reason``, with a
    ``tip`` such as "Try: `bid 10`." or ""), or ``busy``: the rivals are still playing."""

    reason: str
    tip: str = ""
    busy: bool = False


class Confirm(msgspec.Struct, frozen=True, tag="confirm"):
    """A decision that needs a second look: ``text`` says why; typing ``command`` (the same
    line ending in ``!``) confirms it."""

    text: str
    command: str


class Saved(msgspec.Struct, frozen=True, tag="saved"):
    """A save was written (``ok``) or failed (``text`` says why); ``slot`` its name."""

    text: str
    ok: bool = True
    slot: str = ""


class TakenBack(msgspec.Struct, frozen=True, tag="taken_back"):
    """``undo`` took the human's last decision back (``text`` says which); decide again."""

    text: str


class Handover(msgspec.Struct, frozen=True, tag="handover"):
    """Pass-and-play: the screen goes to the person ``name`` (at ``seat``) before their turn or
    sealed choice. A face hides the board, the story and anything of the previous person,
    shows ``text`` ("Pass to Zoé — press Enter when only Zoé is looking"), waits for Enter,
    then calls ``Table.take_over``."""

    name: str
    text: str
    seat: int = 0


class FaceCommand(msgspec.Struct, frozen=True, tag="face"):
    """Something only a face can do: ``quit``, ``menu`` (leave the game: the face then calls
    ``Table.close``), ``pace``, ``skip``, ``rules`` and ``help`` (show that document at
    ``arg``, a section or a word), or any other app command of a game's parser."""

    name: str
    arg: str = ""


class Finale(msgspec.Struct, frozen=True):
    """The end of a game: ``lines`` how it ended, the ranking and why the winner won;
    ``slot`` where the finished game is kept ("" when it could not be saved, or a lesson);
    ``counted`` it went into the statistics (``notice``: why the statistics could not be read
    or written, or ""); ``review``: the post-game review can be offered
    (``Table.review_lines``); ``lesson``: a lesson ended (its progress is kept, ``lines`` say
    so); ``why``: the last of ``lines`` that say in words why the winner won (the margin,
    luck against skill, a game's own lines: ``play/review/why.py``), for a face that shows
    the ranking its own way."""

    lines: tuple[str, ...]
    slot: str = ""
    counted: bool = False
    notice: str = ""
    review: bool = False
    lesson: bool = False
    why: tuple[str, ...] = ()
    people: tuple[tuple[int, str], ...] = ()
    """With several people at the screen, (seat, name) of each: the review is offered to
    each of them (``Table.review_lines(seat)``); () for one person."""

    def kept_line(self) -> str:
        """Where the finished game is kept, in a sentence ("" when it is not)."""
        if not self.slot:
            return ""
        return tr("The finished game is kept as “{slot}”: cresus review and cresus stats "
                  "read it.").format(slot=self.slot)


class Ended(msgspec.Struct, frozen=True, tag="ended"):
    """The game is over: the face shows ``finale`` and offers what comes next."""

    finale: Finale


Msg = (Told | Shown | Asked | Refused | Confirm | Saved | TakenBack | Handover | FaceCommand
       | Ended)
"""Every message a table sends."""


def reason_line(name: str, why: str) -> Line:
    """A rival's reason, as a teller tells it among a step's lines (kind ``reason``)."""
    return Line("reason", labelled(name, why))


def line_text(line: Line) -> str:
    """``line`` as one line of plain text: a reason indented by two spaces."""
    return f"  {line.text}" if line.kind == "reason" else line.text


def told(kind: str, *texts: str) -> Told:
    """``Told`` of ``texts``, each one line of ``kind``."""
    return Told(tuple(Line(kind, t) for t in texts))
