"""What every game's screen does alike: the rivals' pace, skipping their narration, and
leaving for the menu (saving the game in progress). A game screen mixes it in before
``Screen``; it needs ``session``, ``skip_event``, ``view`` and ``refresh_panels(view)``."""

from __future__ import annotations

from ..widgets.log import GameLog


def keep_pace(app, pace: str) -> str:
    """Set ``pace`` ("instant", "normal", "slow"; anything else changes nothing) and keep it in
    the preferences, so Continue and the next game keep it; "Pace: <pace>." to tell."""
    if pace in ("instant", "normal", "slow"):
        app.settings.pace = pace
        app.save_preferences()
    return f"Pace: {app.settings.pace}."


class GameScreenActions:
    """The pace, skip and menu actions shared by the game screens of every game."""

    def action_pace(self) -> None:
        self.set_pace(self.app.settings.next_pace())

    def set_pace(self, pace: str) -> None:
        """`pace slow|normal|instant` (F6: the next one; "": only tell it), told in the story
        and kept in the preferences, so Continue and the next game keep it."""
        self.query_one(GameLog).say(keep_pace(self.app, pace))
        self.refresh_panels(self.view)

    def action_skip(self) -> None:
        self.skip_event.set()

    def action_menu(self) -> None:
        from .modals import YesNoModal

        def done(yes: bool | None) -> None:
            if yes:
                self.workers.cancel_group(self, "rivals")
                self.skip_event.set()
                saved = ""
                if not self.session.game.is_over:
                    saved = self.app.autosave(self.session)
                self.app.pop_screen()
                if saved.startswith("Saved"):
                    self.app.notify("Game saved — Continue picks it up.")

        self.app.push_screen(YesNoModal("Leave this game?", "Back to the menu. "
                                        + self.app.save_note()), done)
