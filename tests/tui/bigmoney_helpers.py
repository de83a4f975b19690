"""Big Money games brought headlessly to a wanted request, for the UI tests: a scripted human
(through the command parser) against random-legal rivals (so tuning the rivals does not move
the pictures), and the steps so far as the game screen's backlog."""

from __future__ import annotations

from typing import Callable

from ai.bigmoney import RandomRival
from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest, RollRequest
from cresus_tui.play.bigmoney import advice, commands
from cresus_tui.play.bigmoney.session import NewGameOptions
from cresus_tui.play.session import Session, Step


def scripted(req, view, n: int) -> str:
    """A fair newcomer: the best keep (exact odds), buys the cheapest card it can afford
    until the end is triggered."""
    if isinstance(req, RollRequest):
        return "roll"
    if isinstance(req, DiceRequest):
        return advice.keep_command(advice.keep_rows(view)[0])
    if isinstance(req, BuyRequest):
        if view.triggered or not req.affordable:
            return "pass"
        slot = min(req.affordable, key=lambda s: (view.market[s] > "", s))
        return f"buy {slot + 1}"
    raise AssertionError(f"unexpected request {req!r}")


def new_session(seed: int = 7, rivals: int = 3, scenario=None, random_rivals: bool = True,
                name: str = "You") -> Session:
    options = NewGameOptions(rivals=rivals, seed=seed, scenario=scenario, name=name)
    game, opening = options.start()
    rival_map = {i: RandomRival(seed * 10 + i) for i in range(1, rivals + 1)} \
        if random_rivals else None
    return Session(game, 0, opening, rivals=rival_map)


def drive(session: Session, until: Callable[[object, Session], bool], limit: int = 3000,
          policy: Callable = scripted) -> list[Step]:
    """Play the human with ``policy`` and the rivals until the human's request satisfies
    ``until`` (returns every step). Raises AssertionError when the game ends first."""
    steps: list[Step] = []
    for n in range(limit):
        steps += session.run_rivals()
        req = session.human_request()
        if req is None:
            raise AssertionError("the game ended before the wanted request")
        if until(req, session):
            return steps
        view = session.game.view(session.human)
        parsed = commands.parse(policy(req, view, n), view, session.game.rules)
        assert isinstance(parsed, commands.Action), parsed
        steps.append(session.submit(parsed.decision))
    raise AssertionError("the wanted request never came")


def play_to_end(session: Session, policy: Callable = scripted) -> list[Step]:
    steps: list[Step] = []
    for n in range(5000):
        steps += session.run_rivals()
        if session.game.is_over:
            return steps
        req = session.human_request()
        view = session.game.view(session.human)
        parsed = commands.parse(policy(req, view, n), view, session.game.rules)
        assert isinstance(parsed, commands.Action), parsed
        steps.append(session.submit(parsed.decision))
    raise AssertionError("the game does not end")
