"""Big Money rivals (B-12.3), dice odds (B-10) and headless games; see ``rival.py``."""

from .base import Choice
from .rival import LEVELS, PERSONALITIES, BigMoneyRival, RandomRival, make, make_rival

__all__ = ["LEVELS", "PERSONALITIES", "BigMoneyRival", "Choice", "RandomRival", "make",
           "make_rival"]
