"""Save slot names the app uses: ``autosave`` is always the game being played. When another
game takes its place (a new game, or loading a different one), an unfinished game in
``autosave`` is first kept in a free slot ``previous``, ``previous 2``, … so that no game in
progress is ever overwritten."""

AUTOSAVE_SLOT = "autosave"
PREVIOUS_SLOT = "previous"


def previous_slot(taken: set[str]) -> str:
    """The first of ``previous``, ``previous 2``, ``previous 3`` … not in ``taken``."""
    if PREVIOUS_SLOT not in taken:
        return PREVIOUS_SLOT
    n = 2
    while f"{PREVIOUS_SLOT} {n}" in taken:
        n += 1
    return f"{PREVIOUS_SLOT} {n}"


def same_game(a, b) -> bool:
    """Two engine games are the same game when they share the config and one decision log
    extends the other."""
    if a.state.config != b.state.config:
        return False
    la, lb = a.state.log, b.state.log
    short, long_ = (la, lb) if len(la) <= len(lb) else (lb, la)
    return long_[: len(short)] == short
