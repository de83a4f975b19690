"""A line-based replay stepper: one turn at a time, forward, back, jump to a turn.

Works on any terminal (and from a pipe): it reads commands line by line.

    Enter, n, next      the next turn
    b, back, p          the previous turn
    <number>, j <n>     jump to turn n
    e, end              the result
    q, quit             stop
"""

from __future__ import annotations

from typing import TextIO

from cresus_tui.games.typed import looks_numeric, read_number, safe_text

from .record import Timeline, standings, turn_lines

HELP = ("Enter or n: next turn · b: back · a number: that turn · e: the end · q: quit")


class Stepper:
    """Steps through ``tl``; ``turn`` is the turn shown last (0: none yet)."""

    def __init__(self, tl: Timeline, viewer: int = 0) -> None:
        self.tl = tl
        self.viewer = viewer
        self.turns = sorted(tl.turns)
        self.turn = 0

    def show(self, turn: int) -> str:
        """The story of ``turn`` and the standing after it, as text."""
        self.turn = turn
        tl = self.tl
        lines = [f"== {tl.kit.period.capitalize()} {turn} of {self.turns[-1]} =="]
        lines += turn_lines(tl, turn, self.viewer, everything=True)
        nxt = [t for t in self.turns if t > turn]
        end = tl.turns[nxt[0]] if nxt else len(tl.steps)
        lines.append("-- standing --")
        lines += standings(tl, end)
        return "\n".join(lines) + "\n\n"

    def ending(self) -> str:
        tl = self.tl
        kit = tl.kit
        if not tl.final.is_over:
            return "The game was not over when it was recorded.\n"
        lines = ["== Result =="]
        for place, seat in tl.final.ranking():
            lines.append(f"{place}. {tl.names[seat]}: "
                         f"{kit.score_words(kit.score_of(tl.final, seat))}")
        return "\n".join(lines) + "\n"

    def command(self, text: str) -> str | None:
        """The text answering one command line; None to quit."""
        word = text.strip().lower()
        if word in ("q", "quit", "exit"):
            return None
        if word in ("", "n", "next", "f", "forward"):
            later = [t for t in self.turns if t > self.turn]
            return self.show(later[0]) if later else self.ending()
        if word in ("b", "back", "p", "prev", "previous"):
            earlier = [t for t in self.turns if t < self.turn]
            return self.show(earlier[-1]) if earlier else "This is the first turn.\n"
        if word in ("e", "end", "result"):
            return self.ending()
        if word in ("h", "help", "?"):
            return HELP + "\n"
        parts = word.split()
        if parts and parts[0] in ("j", "jump", "turn", "t", "go"):
            parts = parts[1:]
        if len(parts) == 1 and looks_numeric(parts[0]):
            number = read_number(parts[0], 0)
            if number.value is None:
                return f"{number.problem}\n"
            n = number.value
            if n in self.tl.turns:
                return self.show(n)
            return f"No turn {n}: turns {self.turns[0]} to {self.turns[-1]}.\n"
        return f"Not understood. {HELP}\n"

    def run(self, stdin: TextIO, out: TextIO) -> int:
        """The interactive loop: shows the first turn, then answers command lines until quit
        or the end of input."""
        tl = self.tl
        out.write(safe_text(f"Replay of a game of {tl.kit.name}: {', '.join(tl.names)}; "
                            f"{len(tl.steps)} decisions, {len(self.turns)} turns. {HELP}\n\n"))
        out.write(safe_text(self.show(self.turns[0])))
        while True:
            out.write("replay> ")
            out.flush()
            line = stdin.readline()
            if not line:
                out.write("\n")
                return 0
            answer = self.command(safe_text(line, newlines=False))
            if answer is None:
                return 0
            out.write(safe_text(answer))
