"""Every game's rules engine: one folder per game, one door (``protocol.py``)."""
