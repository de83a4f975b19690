"""The app's settings in one object, with a test profile that removes every source of
non-determinism (no cursor blink, a fixed theme, instant pace)."""

from __future__ import annotations

from dataclasses import dataclass, field

PACES = {"instant": 0.0, "normal": 0.45, "slow": 1.2}
"""Seconds between two narrated rival actions."""


@dataclass
class Settings:
    pace: str = "normal"
    theme: str = "textual-dark"
    cursor_blink: bool = True
    data_dir: str | None = None
    seed: int | None = None
    autosave: bool = True
    show_odds: bool = True
    """`odds` and `hint` answer, and the dice tray shows the best keep's expected value."""
    typing_quiet: float = 1.0
    """Seconds without a key press before a secret dialogue may open by itself."""
    dialog_guard: float = 0.35
    """Seconds a dialogue ignores keys after it opens (keys typed for something else)."""
    people: tuple[str, ...] = ()
    """The people at this screen (``cresus --people "Zoé,Léo"``): New game seats them all
    (pass-and-play); () asks as usual."""
    use_preferences: bool = True
    """Read and write ``preferences.json`` in the data folder (off in the test profile)."""
    extra: dict = field(default_factory=dict)

    @property
    def delay(self) -> float:
        return PACES.get(self.pace, 0.0)

    def next_pace(self) -> str:
        names = list(PACES)
        self.pace = names[(names.index(self.pace) + 1) % len(names)] if self.pace in names \
            else "normal"
        return self.pace

    @classmethod
    def test_profile(cls, **kw) -> Settings:
        kw.setdefault("autosave", False)
        kw.setdefault("typing_quiet", 0.0)
        kw.setdefault("dialog_guard", 0.0)
        kw.setdefault("use_preferences", False)
        return cls(pace="instant", theme="textual-dark", cursor_blink=False, **kw)
