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
        return cls(pace="instant", theme="textual-dark", cursor_blink=False, **kw)
