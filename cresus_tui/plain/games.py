"""Every registered game with a play kit, as the plain front end starts it: from the registry
(``cresus_tui.games.registry``: name, number of players, rules file) and the game's play kit
(``cresus_tui.play.kits``: New game answers, lessons). A game in progress is a
``cresus_tui.play.table.Table``. Nothing here names a game."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from cresus_tui.games.registry import game_ids, get_game
from cresus_tui.i18n import localized
from cresus_tui.play.kits import play_kit
from cresus_tui.play.session import Session
from cresus_tui.play.store import Store
from cresus_tui.play.table import Table

HELP = Path(__file__).resolve().parent.parent / "docs" / "help.md"
"""The commands of the full-screen game's help (Crésus's verbs); a game may put its own
``help.md`` next to its rules file."""


@dataclass(frozen=True)
class Lesson:
    """A tutorial as the Tutorials menu lists it."""

    id: str
    title: str
    summary: str


class PlainGame:
    """One registered game: ``spec`` its registry entry, ``kit`` its play kit."""

    def __init__(self, spec, kit) -> None:
        self.spec = spec
        self.kit = kit
        self.id = spec.id
        self.name = spec.name
        lo, hi = kit.asks.rivals
        self.rivals = (max(lo, spec.min_players - 1), min(hi, spec.max_players - 1))
        self.levels = tuple(value for _, value in kit.asks.levels)
        self.level_labels = tuple(label for label, _ in kit.asks.levels)
        """The levels as the New game form names them ("Expert (predicts bids and moves)")."""

    def new(self, rivals: int, level: str, name: str, seed: int,
            store: Store | None = None) -> Table:
        """A new game: the game's New game answers (``NewGameAsks.answers``) with these
        values, the others left at their defaults (``level="mixed"``: the game's mix)."""
        options = self.kit.asks.answers(self.kit.options, rivals=rivals, level=level,
                                        name=name or "You", seed=seed)
        return Table(Session.new(options), self.kit, store)

    def resume(self, loaded, slot: str, store: Store | None = None) -> Table:
        """A table for a loaded save (``saves.LoadedGame``) with its story retold."""
        story = tuple(getattr(loaded, "story", ()))
        opening, steps = (self.kit.replay_story(loaded.game, story) if story
                          else self.kit.replay_story(loaded.game))
        table = Table(Session(loaded.game, 0, opening, notes=story), self.kit, store, None,
                      steps, resumed_from=slot)
        table.notice = getattr(loaded, "notice", "")  # other rules data: said once, on opening
        return table

    def owns(self, header) -> bool:
        return getattr(header, "game", self.id) == self.id

    def doc(self, name: str) -> str:
        """"rules": the game's rules file; "help": its help.md, else the commands' help."""
        if name == "rules":
            path = self.spec.rules_file
        else:
            own = self.spec.rules_file.parent / "help.md"
            path = own if own.exists() else HELP
        try:
            text = localized(path).read_text("utf-8")
        except OSError:
            return f"# {name.title()}\n\nThe {name} document of {self.name} is not installed."
        return self.kit.fill_doc(text) if self.kit.fill_doc is not None else text

    def lessons(self) -> list[Lesson]:
        return [Lesson(x.id, x.title, x.summary) for x in self.kit.lessons()]

    def tutorial(self, lesson_id: str, data_dir: str | None = None) -> Table:
        """A lesson, resumed where its kept progress left it (afresh when that progress no
        longer replays)."""
        from cresus_tui.play.progress import ProgressStore, open_lesson

        progress = ProgressStore(data_dir)
        tutorial, _ = open_lesson(self.kit.tutorial, lesson_id, progress)
        return Table(tutorial.session, self.kit, Store(data_dir, autosave=False),
                     lesson=tutorial, progress=progress)


def plain_games() -> list[PlainGame]:
    """Every registered game that has a play kit, in the registry's order."""
    out = []
    for gid in game_ids():
        kit = play_kit(gid)
        if kit is not None:
            out.append(PlainGame(get_game(gid), kit))
    return out
