"""Guided tutorials' content (pure Python, no Textual), one folder per game
(``tutorials/<game id>/``): its lessons, scripted rivals, odds and hints. A game's play kit
lists its lessons (``PlayKit.lessons``) and starts its runner (``PlayKit.tutorial``, in
``cresus_tui/play/<game id>/tutorial.py``); nothing here names a game."""
