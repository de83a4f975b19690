"""A scripted FOR-EX game for the screen's tests: P1 (you) against two random-legal rivals,
P1 first, every step of the game reached by typed commands (the F-18.4 verbs)."""

from __future__ import annotations

from cresus_tui.play.forex import commands
from cresus_tui.play.forex.session import NewGameOptions
from cresus_tui.play.session import Session, Step

REMOVED = (0, 1, 1, 1, 1, 1, 1)
"""Six certificates out of the game, fixed (one of each but GBP)."""

SCRIPT: list[tuple[str, int, str]] = [
    # (step name reached before this command, seat, command)
    ("turn_spot", 0, "invest GBP JPY"),
    ("", 1, "invest JPY"),
    ("", 2, "invest CHF"),
    ("", 0, "contract pay USD get EUR 1"),
    ("", 1, "spot 1 give USD get EUR"),
    ("spot_offer", 0, "accept"),
    ("", 1, "divest JPY 1"),
    ("follow_on_sale", 0, "sell 1"),
    ("", 2, "invest CAD"),
    ("tie_turn", 0, "resolve"),
    ("tie_choice", 0, "choose GBP"),
    ("", 1, "invest CNY"),
    ("", 2, "resolve"),
    ("dividend_turn", 0, "resolve"),
    ("", 0, "choose GBP"),
]
"""Then everybody resolves (ties: the first option) until the game ends; the human's turn
with the final dividend in front is the step ``final_turn``."""

STEPS = [name for name, _, _ in SCRIPT if name] + ["final_turn"]


def new_session(rivals: int = 2, seed: int = 3) -> Session:
    return Session.new(NewGameOptions(rivals=rivals, seed=seed, level="random",
                                      first_player=0, removed=REMOVED))


def play(session: Session, text: str, seat: int) -> Step:
    """One typed command for ``seat`` (the human's through the session)."""
    game = session.game
    view = game.view(seat)
    parsed = commands.parse(text, view, game.data)
    assert isinstance(parsed, commands.Action), (text, parsed)
    if seat == session.human:
        return session.submit(parsed.decision)
    return Step(seat, parsed.decision, "scripted", game.submit(seat, parsed.decision))


def reach(step: str | None) -> tuple[Session, list[Step]]:
    """A session brought to the named step (None: to the end of the game) and its steps."""
    from cresus_tui.games.forex.state import DividendItem

    session = new_session()
    steps: list[Step] = []
    for name, seat, text in SCRIPT:
        if step is not None and name == step:
            return session, steps
        steps.append(play(session, text, seat))
    game = session.game
    for _ in range(200):
        if game.is_over:
            break
        req = game.requests()[0]
        if step == "final_turn" and req.seat == session.human and game.state.queue \
                and isinstance(game.state.queue[0], DividendItem) \
                and game.state.queue[0].left == 1:
            return session, steps
        options = getattr(req, "options", None)
        text = f"choose {game.data.currencies[options[0]]}" if options else "resolve"
        steps.append(play(session, text, req.seat))
    assert step is None, f"no step {step!r}"
    return session, steps
