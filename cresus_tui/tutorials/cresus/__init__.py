"""Crésus lessons: their content (steps, scripted rivals) and the coach's advice."""
