"""The reference policies of F-19: random-legal (R) and prudent (P), and the enumeration of
legal decisions.

R: no spot trades; each turn a uniformly chosen legal action kind, then uniform options
(contract: ordered pair of distinct currencies and n in 1..10; invest: 2 certificates with
probability 1/2 when at least 2 currencies are buyable (an ordered pair of distinct buyable
currencies drawn uniformly), else 1; divest: a held currency, 1 to all; follow-on sellers 0 to
all; ties uniform). P: as R, but a contract is drawn only among the (pay, get, n) whose paid
amount the player holds now. The caller's own ``random.Random`` gives the chance, never the
game's generator.
"""

from __future__ import annotations

import random

from .decisions import Choose, Contract, Decision, Divest, Invest, Reply, Resolve, Sell, Spot
from .game import Game
from .requests import ChooseRequest, SellRequest, SpotRequest, TurnRequest

_KINDS = ("contract", "invest", "divest", "resolve")


def action_kinds(game: Game, seat: int) -> list[str]:
    """F-6.2: the legal action kinds for the active ``seat`` (Resolve always, in play)."""
    req = game.request_for(seat)
    assert isinstance(req, TurnRequest)
    kinds = []
    if req.letter:
        kinds.append("contract")
    if req.buyable:
        kinds.append("invest")
    if any(req.held):
        kinds.append("divest")
    kinds.append("resolve")
    return kinds


def prudent_contracts(game: Game, seat: int) -> list[Contract]:
    """Contracts whose paid amount ``seat`` holds now (the P policy's choice set)."""
    out = []
    money = game.state.seats[seat].money
    d = game.data
    c = len(d.currencies)
    for pay in range(c):
        for get in range(c):
            if pay == get:
                continue
            for n in range(d.contract_min, d.contract_max + 1):
                if game.contract_amounts(pay, get, n)[0] <= money[pay]:
                    out.append(Contract(pay, get, n))
    return out


def legal_decisions(game: Game, seat: int, spots: bool = False) -> list[Decision]:
    """Every legal answer to ``seat``'s request (spot offers only with ``spots``). Empty when
    nothing is asked of ``seat``."""
    req = game.request_for(seat)
    d = game.data
    c = len(d.currencies)
    if req is None:
        return []
    if isinstance(req, SpotRequest):
        return [Reply(True), Reply(False)]
    if isinstance(req, SellRequest):
        return [Sell(k) for k in range(req.held + 1)]
    if isinstance(req, ChooseRequest):
        return [Choose(x) for x in req.options]
    out: list[Decision] = []
    if req.letter:
        out += [Contract(p, g, n) for p in range(c) for g in range(c) if p != g
                for n in range(d.contract_min, d.contract_max + 1)]
    out += [Invest((x,)) for x in req.buyable]
    if d.max_invest >= 2:
        out += [Invest((x, y)) for x in req.buyable for y in req.buyable if x != y]
    out += [Divest(x, k) for x in range(c) for k in range(1, req.held[x] + 1)]
    out.append(Resolve())
    if spots and req.spot_open:
        money = game.state.seats
        for to in range(len(game.state.seats)):
            if to == seat:
                continue
            for give in range(c):
                for get in range(c):
                    if give == get:
                        continue
                    for gh, th in game.spot_options(give, get):
                        if money[seat].money[give] >= gh and money[to].money[get] >= th:
                            out.append(Spot(to, give, get, gh))
    return out


def random_decision(game: Game, seat: int, rng: random.Random,
                    prudent: bool = False) -> Decision:
    """The R (or P) policy's answer to ``seat``'s request (F-19). Raises ValueError when
    nothing is asked of ``seat``."""
    req = game.request_for(seat)
    d = game.data
    c = len(d.currencies)
    if req is None:
        raise ValueError(f"nothing is asked of seat {seat}")
    if isinstance(req, SpotRequest):
        return Reply(rng.random() < 0.5)
    if isinstance(req, SellRequest):
        return Sell(rng.randint(0, req.held))
    if isinstance(req, ChooseRequest):
        return Choose(rng.choice(req.options))
    kinds = action_kinds(game, seat)
    if prudent and "contract" in kinds:
        options = prudent_contracts(game, seat)
        if not options:
            kinds.remove("contract")
    kind = rng.choice(kinds)
    if kind == "contract":
        if prudent:
            return rng.choice(options)
        pay = rng.randrange(c)
        get = rng.randrange(c - 1)
        get += get >= pay
        return Contract(pay, get, rng.randint(d.contract_min, d.contract_max))
    if kind == "invest":
        b = list(req.buyable)
        if len(b) >= 2 and d.max_invest >= 2 and rng.random() < 0.5:
            x, y = rng.sample(b, 2)
            return Invest((x, y))
        return Invest((rng.choice(b),))
    if kind == "divest":
        held = [x for x in range(c) if req.held[x]]
        x = rng.choice(held)
        return Divest(x, rng.randint(1, req.held[x]))
    return Resolve()


def play_random_game(game: Game, rng: random.Random, prudent: bool = False,
                     check=None) -> Game:
    """Play ``game`` to its end with the R (or P) policy for every seat; ``check(game)`` is
    called after every step. Returns the game."""
    if check:
        check(game)
    while not game.is_over:
        req = game.requests()[0]
        game.submit(req.seat, random_decision(game, req.seat, rng, prudent))
        if check:
            check(game)
    return game
