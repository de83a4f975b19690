"""The Textual game: screens, widgets, command parser, narration and the game session."""
