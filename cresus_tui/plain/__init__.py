"""The plain-text front end: every registered game as a line-based text adventure, for screen
readers, dumb terminals, pipes and command files. No Textual here (see ``front.py``)."""

from .front import PlainFront, run_plain

__all__ = ["PlainFront", "run_plain"]
