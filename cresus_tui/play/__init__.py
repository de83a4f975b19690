"""The play layer: everything a front end needs to play a game, with no Textual in it.

Generic: the session (a game and its rivals), the command-parser framework (``parser``), the
preferences, settings, slot names and tutorial progress. Each game supplies its verbs,
narration and labels in its own folder (``play/cresus/``) and registers a ``Kit``
(``play/kits.py``).
"""
