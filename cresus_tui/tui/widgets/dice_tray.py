"""The dice tray, for every game with dice: the dice on the table; a click toggles which dice
to keep, and the dice a typed line keeps (`1 3`, `keep 1 3`) show as you type — every key
typed goes to the command line (the game screen sends it there), so a typed line is one
command. Enter throws the others again; with no die marked Enter asks first. A game's tray
(``tui/games/<id>/``) subclasses ``DiceTray`` and supplies how a die is drawn, the throws left,
what the dice make now and the decisions of a reroll and a stop."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import Button, Static

from typing import Any

from cresus_tui.i18n import tr, tr_lazy, tr_p


class Die(Static):
    """One die; a click toggles keep."""

    DEFAULT_CSS = """
    Die { width: 6; height: 1; content-align: center middle; }
    """

    class Clicked(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, index: int) -> None:
        super().__init__("", id=f"die-{index}")
        self.index = index

    def set_face(self, face: int, kept: bool, markup: str | None = None) -> None:
        """Show ``face``; ``markup``: the tray's own drawing of it (default: the number,
        bracketed when kept)."""
        self.update(Text.from_markup(markup) if markup is not None else
                    Text(f"[{face}]" if kept else f" {face} "))
        self.set_class(kept, "kept")

    def on_click(self) -> None:
        self.post_message(self.Clicked(self.index))


class DiceTray(Vertical, can_focus=True):
    """The tray of one game's dice: a game subclasses it and overrides the hooks below (how a
    die is drawn, the throws left, what the dice make now, the decisions a reroll and a stop
    submit); the rest — keeps marked, keys, clicks, buttons — is shared. The request shown has
    a ``dice`` tuple."""

    DEFAULT_CSS = """
    DiceTray { height: auto; border: round $warning; padding: 0 1; display: none;
               border-title-color: $warning; }
    DiceTray:focus { border: round $success; }
    DiceTray.shown { display: block; }
    DiceTray #dice { height: 1; }
    DiceTray #marks { height: 1; color: $success; }
    DiceTray #tray-buttons { height: 1; }
    DiceTray #tray-buttons Static { width: 1fr; color: $text-muted; }
    DiceTray #tray-buttons Button { min-width: 10; height: 1; border: none; margin-right: 1; }
    DiceTray #tray-info { height: auto; }
    """

    BINDINGS = [
        Binding("enter", "enter", tr_lazy("Reroll")),
    ]

    class Decided(Message):
        def __init__(self, decision: Any) -> None:
            super().__init__()
            self.decision = decision

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.border_title = tr("Dice")
        self.request: Any = None
        self.kept: set[int] = set()
        self.last: Any = None
        self.carry = False
        self.confirm_all = False
        """A bare Enter with no die marked asked first; the next one throws them all."""
        self.typed: tuple[int, ...] | None = None
        """The dice the command line's text keeps (shown in place of the marks), or None."""

    def remember_keep(self, dice: tuple[int, ...]) -> None:
        """The dice just kept stay selected after the throw (Keep names the dice not thrown,
        and they keep their places), so Enter at once rerolls only the others again."""
        self.kept = set(dice)
        self.carry = True

    def compose(self) -> ComposeResult:
        with Horizontal(id="dice"):
            for i in range(6):
                yield Die(i)
        yield Static("", id="marks")
        yield Static("", id="tray-info")
        with Horizontal(id="tray-buttons"):
            yield Button(tr("Reroll"), id="reroll", variant="primary", compact=True)
            yield Button(tr("Stop"), id="stop", variant="warning", compact=True)
            yield Static(self.KEYS_NOTE)

    KEYS_NOTE = " type 1 3⏎ keeps · s⏎ stops"

    # ---- hooks of one game's dice ---------------------------------------------------------

    def face_markup(self, face: int, kept: bool) -> str:
        """One die drawn in Rich markup (default: its number, bracketed when kept)."""
        return rf"\[{face}]" if kept else f" {face} "

    def left_text(self, request) -> str:
        """"2 throws left" (default: how many dice there are)."""
        return tr("{n} dice").format(n=len(request.dice))

    def now_text(self, request) -> str:
        """What the dice make now (markup; "" when the game does not say)."""
        return ""

    def same_dice(self, last, request) -> bool:
        """True when ``request`` continues the throws of ``last`` (kept dice stay marked)."""
        return True

    def keep_decision(self, kept: set[int]) -> Any:
        """The decision that rerolls every die but ``kept`` (positions)."""
        raise NotImplementedError

    def stop_decision(self) -> Any:
        """The decision that keeps the dice as they are."""
        raise NotImplementedError

    def mark(self, index: int, kept: bool) -> str:
        """The 6 columns under die ``index``."""
        return "  kept" if kept else "      "

    def show(self, request: Any, info: str | tuple[str, ...] = "") -> None:
        """Show ``request``'s dice (None hides the tray) and ``info`` (markup, or its wordings
        longest first: the longest whose lines fit the tray's width is shown)."""
        if request is None:
            self.request = None
            self.typed = None
            self.remove_class("shown")
            return
        if request != self.last:
            if not (self.carry and (self.last is None  # a resumed throw: marks restored
                                    or (len(self.last.dice) == len(request.dice)
                                        and self.same_dice(self.last, request)))):
                self.kept = set()
            self.carry = False
        if request != self.last:
            self.confirm_all = False
        self.last = request
        self.request = request
        self.info = info
        self.add_class("shown")
        self._paint()

    def preview(self, dice: tuple[int, ...] | None) -> None:
        """Show ``dice`` (0-based) as the ones kept — what the typed line keeps — until None
        gives the tray's own marks back."""
        dice = None if dice is None else tuple(sorted(set(dice)))
        if dice != self.typed:
            self.typed = dice
            self._paint()

    def _paint(self) -> None:
        req = self.request
        if req is None:
            return
        shown = self.kept if self.typed is None else set(self.typed)
        for i, die in enumerate(self.query(Die)):
            if i < len(req.dice):
                die.display = True
                die.set_face(req.dice[i], i in shown,
                             self.face_markup(req.dice[i], i in shown))
            else:
                die.display = False
        kept = ", ".join(str(i + 1) for i in sorted(shown)) or tr_p("dice", "none")
        title = tr("{left} · keeping {kept}").format(left=self.left_text(req), kept=kept)
        full = tr("Dice — {title}").format(title=title)  # narrow: what is left and kept
        self.border_title = title if 0 < self.size.width < len(full) + 6 else full
        marks = "".join(self.mark(i, i in shown) for i in range(len(req.dice)))
        if self.confirm_all and not self.kept and self.typed is None:
            marks = tr("[b yellow]No die kept — Enter again throws all {n}[/]").format(
                n=len(req.dice))
            self.query_one("#marks", Static).update(Text.from_markup(marks))
        else:
            self.query_one("#marks", Static).update(marks.rstrip() or " ")
        best = self.now_text(req)
        now = tr("[b]Now:[/] {best}").format(best=best) if best else ""
        self.query_one("#tray-info", Static).update(Text.from_markup(
            "\n".join(part for part in (self.fitted_info(), now) if part)))

    def fitted_info(self) -> str:
        """The longest wording of the info whose lines fit the tray's width (lines every
        wording shares do not count: they wrap whatever is chosen); the shortest when none
        does."""
        wordings = (self.info,) if isinstance(self.info, str) else tuple(self.info) or ("",)
        width = self.content_size.width
        lines = [Text.from_markup(w).plain.split("\n") for w in wordings]
        shared = set.intersection(*(set(x) for x in lines))

        def fits(i: int) -> bool:
            return all(len(line) <= width for line in lines[i] if line not in shared)

        return next((w for i, w in enumerate(wordings) if width <= 0 or fits(i)), wordings[-1])

    def action_toggle(self, index: int) -> None:
        if self.request is None or index >= len(self.request.dice):
            return
        self.kept ^= {index}
        self.confirm_all = False
        self._paint()

    def on_resize(self) -> None:
        self._paint()

    def on_die_clicked(self, message: Die.Clicked) -> None:
        self.action_toggle(message.index)

    def action_enter(self) -> None:
        """Enter throws the dice not marked kept; with none marked it asks first (one reflex
        Enter must not throw away a good throw), and the next Enter throws them all."""
        if self.request is None:
            return
        if not self.kept and not self.confirm_all:
            self.confirm_all = True
            self._paint()
            return
        self.confirm_all = False
        self.action_reroll()

    def action_reroll(self) -> None:
        if self.request is not None:
            self.post_message(self.Decided(self.keep_decision(self.kept)))

    def action_stop(self) -> None:
        if self.request is not None:
            self.post_message(self.Decided(self.stop_decision()))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "reroll":
            self.action_reroll()
        else:
            self.action_stop()
