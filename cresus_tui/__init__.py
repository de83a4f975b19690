"""Crésus, Big Money and FOR-EX, the money board games, in a terminal."""

PROGRAM = "cresus"
"""The command's name (``cresus``, ``cresus saves list`` …): the suite's, not a game's."""
