"""The game screen's widgets, one per module."""
