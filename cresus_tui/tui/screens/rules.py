"""A Markdown viewer for the rules (the game's ``rules_file`` in the registry) or the help
(cresus_tui/docs/*.md), searchable; it opens over the game and Escape returns to it."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, Input, MarkdownViewer, Static

from cresus_tui.games.registry import game_ids, get_game
from cresus_tui.i18n import N_, current_language, localized, tr, tr_lazy

MISSING = N_("# {title}\n\nThe {file} document is not installed. See the README.")


def read_doc(name: str, title: str, game: str = "") -> str:
    """The text of ``rules.md`` (the rules reference of ``game``, by default the first
    registered game) or of another document: the game's own (next to its rules file, e.g. its
    ``help.md``), else cresus_tui/docs's; a short notice if it is not installed."""
    game = game or game_ids()[0]
    try:
        if name == "rules.md":
            text = localized(get_game(game).rules_file).read_text("utf-8")
        elif (own := get_game(game).rules_file.parent / name).is_file():
            text = localized(own).read_text("utf-8")  # the game's own document (its help.md)
        else:
            docs = Path(str(resources.files("cresus_tui").joinpath("docs", name)))
            text = localized(docs).read_text("utf-8")
    except (FileNotFoundError, OSError, ModuleNotFoundError):
        return tr(MISSING).format(title=title, file=name)
    from cresus_tui.play.kits import play_kit

    kit = play_kit(game)  # the game's numbers filled from its data file
    return kit.fill_doc(text) if kit is not None and kit.fill_doc is not None else text


def rule_titles(game: str = "") -> dict[str, str]:
    """Rule id → the title of its rules section ("C-5.1" → "Phase 1 — the Expert card"), from
    the rule book of ``game`` (by default the first registered game) as the player reads it (``play.rulebook.rule_titles``)."""
    from cresus_tui.play.rulebook import rule_titles as titles

    return titles(read_doc("rules.md", "Rules", game))


def narrow_tables(text: str) -> str:
    """Markdown ``text`` with every table of four or more columns turned into a list, one
    item a row: at 80 columns such a table leaves a dozen characters to its prose column.
    A table of commands (each row's first cell a `command`) reads "- `go <market>` (`g`,
    `move`): choose … — e.g. `go tokyo`"; any other table names each cell by its column:
    "- Players: 2 — Bank before set-up: 800 — Seat 1: 10 — Seat 2: 40" (empty cells left
    out)."""
    out: list[str] = []
    table: list[list[str]] = []

    def cells(line: str) -> list[str]:
        line = line.strip()
        return [c.strip() for c in line[1:-1 if line.endswith("|") else None].split("|")]

    def command_item(row: list[str], head: list[str]) -> str:
        item = f"- {row[0]}" + (f" ({row[1]})" if row[1] else "") + f": {row[2]}"
        if row[3]:
            item += tr(" — e.g. {example}").format(example=row[3])
        for name, cell in zip(head[4:], row[4:]):
            if cell:
                item += f" — {name}: {cell}"
        return item

    def labelled_item(row: list[str], head: list[str]) -> str:
        return "- " + " — ".join(f"#{cell}" if name == "#" else f"{name}: {cell}" if name
                                 else cell for name, cell in zip(head, row) if cell)

    def flush() -> None:
        if len(table) >= 2 and len(table[0]) >= 4:
            head, rows = table[0], table[2:]
            rows = [(row + [""] * len(head))[:len(head)] for row in rows]
            commands = bool(rows) and all(row[0].startswith("`") for row in rows)
            out.extend(command_item(row, head) if commands else labelled_item(row, head)
                       for row in rows)
        else:
            out.extend("| " + " | ".join(r) + " |" for r in table)
        table.clear()

    for line in text.splitlines():
        if line.lstrip().startswith("|"):
            table.append(cells(line))
            continue
        if table:
            flush()
        out.append(line)
    if table:
        flush()
    return "\n".join(out) + ("\n" if text.endswith("\n") else "")


def is_heading(block) -> bool:
    return any(c.__name__ == "MarkdownHeader" for c in type(block).__mro__)


class DocViewer(MarkdownViewer, can_focus=True):
    """The document itself takes the focus, so the scrolling keys work at once."""


def open_doc(app, file: str, title: str, search: str = "", game: str = "") -> None:
    """Show the rules or the help of ``game`` (by default the first registered game). The
    screen is built once per app and kept (installed), so `rules machine` opens at once after
    the first time; ``search`` jumps to its first match."""
    game = game or game_ids()[0]
    name = f"doc:{game}:{file}:{current_language()}"  # a language switch opens it anew
    if not app.is_screen_installed(name):
        app.install_screen(RulesScreen(file, title, game=game), name)
    screen = app.get_screen(name)
    screen.search_on_show = search
    app.push_screen(name)


class RulesScreen(Screen):
    """The document has the focus (PageDown, ↓, End, Home scroll); `/` or Ctrl+F searches."""

    AUTO_FOCUS = "DocViewer"
    DEFAULT_CSS = """
    RulesScreen #search { dock: top; height: 3; }
    RulesScreen #found { dock: top; height: 1; color: $text-muted; padding: 0 1; }
    """
    BINDINGS = [Binding("escape", "close", tr_lazy("Back")),
                Binding("ctrl+f", "find", tr_lazy("Search")),
                Binding("slash", "find", tr_lazy("Search"), show=False),
                Binding("f3", "again", tr_lazy("Next match")),
                Binding("ctrl+t", "toc", tr_lazy("Contents"))]

    def __init__(self, file: str = "rules.md", title: str = "Rules", search: str = "",
                 game: str = "") -> None:
        super().__init__()
        game = game or game_ids()[0]
        self.file, self.title_text, self.search, self.game = file, title, search, game
        self.hits: list = []
        self.hit = 0
        self.search_on_show = search

    def compose(self) -> ComposeResult:
        yield Input(placeholder=tr("Search the {document} (Enter: next match)").format(
            document=self.title_text.lower()), id="search", value=self.search)
        yield Static(tr("{document} — Esc to go back, / or Ctrl+F to search").format(
            document=self.title_text), id="found")
        self.source = read_doc(self.file, self.title_text, self.game)
        if self.app.size.width < 110:
            self.source = narrow_tables(self.source)
        yield DocViewer(self.source,
                             show_table_of_contents=self.app.size.width >= 110)
        yield Footer()

    def on_mount(self) -> None:
        self.app.tune(self)

    def on_screen_resume(self) -> None:
        self.query_one(MarkdownViewer).focus()
        search, self.search_on_show = self.search_on_show, ""
        if search:
            self.query_one("#search", Input).value = search
            self.call_after_refresh(self.find, search)


    @on(Input.Submitted, "#search")
    def _submitted(self, event: Input.Submitted) -> None:
        if event.value.strip().casefold() == self.search.casefold() and self.hits:
            self.action_again()
        else:
            self.find(event.value)

    def find(self, text: str) -> None:
        self.search = text.strip()
        key = self.search.casefold()
        found = self.query_one("#found", Static)
        if not key:
            self.hits = []
            found.update(tr("Type a word and press Enter."))
            return
        self.hits = self.blocks_matching(key)
        self.hit = 0
        if not self.hits:
            found.update(tr("No match for “{word}”.").format(word=self.search))
            return
        self._show()

    def blocks_matching(self, key: str) -> list:
        """The smallest rendered block around each source line containing ``key`` (tables and
        lists included), in document order."""
        doc = self.query_one(MarkdownViewer).document
        from cresus_tui.play.rulebook import is_rule_id, mentions

        exact = is_rule_id(key)  # `rules F-1.1` does not land on F-1.10
        lines = [i for i, line in enumerate(self.source.splitlines())
                 if (mentions(line, key) if exact else key in line.casefold())]
        blocks = [b for b in doc.query("MarkdownBlock")
                  if getattr(b, "source_range", None) is not None]
        hits: list = []
        for n in lines:
            around = [b for b in blocks if b.source_range[0] <= n < b.source_range[1]]
            if around:
                best = min(around, key=lambda b: b.source_range[1] - b.source_range[0])
                if best not in hits:
                    hits.append(best)
        # a section title first: `rules auctions` should land on the chapter, not a mention
        return sorted(hits, key=lambda b: not is_heading(b))

    def _show(self) -> None:
        block = self.hits[self.hit]
        self.query_one(MarkdownViewer).scroll_to_widget(block, top=True, animate=False)
        self.query_one("#found", Static).update(
            tr("Match {n} of {total} for “{word}” — Enter for next").format(
                n=self.hit + 1, total=len(self.hits), word=self.search))

    def action_again(self) -> None:
        if self.hits:
            self.hit = (self.hit + 1) % len(self.hits)
            self._show()

    def action_find(self) -> None:
        self.query_one("#search", Input).focus()

    def action_toc(self) -> None:
        viewer = self.query_one(MarkdownViewer)
        viewer.show_table_of_contents = not viewer.show_table_of_contents

    def action_close(self) -> None:
        self.app.pop_screen()

