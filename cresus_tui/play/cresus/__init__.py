"""Crésus in the play layer: its verbs (the command parser), narration and labels."""
