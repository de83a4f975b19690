"""A whole game through the Session, the human seat playing ONLY by text commands.

For each request a small script picks one legal command (in varied spellings), checks that
``describe_request`` names that verb, parses it and submits the decision. Rivals decide on
their own; nothing here relies on their choices.
"""

from __future__ import annotations

import random

import pytest

from cresus_tui.games.cresus import load_rules
from cresus_tui.games.cresus import requests as R
from cresus_tui.games.cresus.events import GameOver
from cresus_tui.play.cresus.commands import Action, describe_request, last_sale_with_shares, parse
from cresus_tui.play.cresus.narration import narrate
from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.session import Session

RULES = load_rules()


def pick_command(view, req, rng: random.Random) -> str:
    """One legal command for ``req`` in a random spelling."""
    me = view.me
    if isinstance(req, R.OfferRequest):
        return rng.choice(["accept", "decline"])
    if isinstance(req, R.BidRequest):
        amount = rng.randint(0, me.cash)
        return rng.choice([f"bid {amount}", f"BID {amount}m", "pass", "bid 0"])
    if isinstance(req, R.MoveRequest):
        m = rng.choice(req.allowed)
        mk = RULES.markets[m]
        spelling = rng.choice([mk.name, mk.name.lower(), mk.code.lower(), str(mk.face),
                               mk.colour])
        return f"go {spelling}" + ("!" if m == req.previous else "")
    if isinstance(req, R.MonopolyRequest):
        return rng.choice(["yes", "no"])
    if isinstance(req, R.ExpertSectorRequest):
        return rng.choice(["take", "no"])
    if isinstance(req, R.JoinRequest):
        return rng.choice(["join", "skip"])
    if isinstance(req, R.EntryRequest):
        yes = "enter" if req.tournament else "play"
        return yes if me.cash >= req.entry and rng.random() < 0.6 else "no"
    if isinstance(req, R.PartnerRequest):
        return rng.choice(["partner none"] + [f"partner {RULES.markets[m].name}"
                                              for m in req.markets])
    if isinstance(req, R.BuyRequest):
        prices = [RULES.shares[s].price for s in req.shares]
        opts = ["buy none"] + [f"buy {i + 1}" for i, p in enumerate(prices) if p <= me.cash]
        if len(prices) == 2 and sum(prices) <= me.cash:
            opts.append("buy both")
        return rng.choice(opts)
    if isinstance(req, R.ThrowRequest):
        some = " ".join(str(i + 1) for i in range(len(req.dice)) if rng.random() < 0.5)
        return rng.choice(["keep all", "stop", "reroll", f"keep {some}" if some else "keep none"])
    if isinstance(req, R.SellRequest):
        share = rng.choice(req.shares)
        expert = " expert" if req.experts and rng.random() < 0.5 else ""
        done = "done!" if last_sale_with_shares(view, req) else "done"
        return rng.choice([done, f"sell {share}{expert}", f"sell {share.lower()}"])
    if isinstance(req, R.DebtRequest):
        return rng.choice([f"sell {s}" for s in req.shares]
                          + (["sell luxury"] if req.luxuries else []))
    if isinstance(req, R.LuxuryRequest):
        if req.loan:
            return "repay" if me.cash >= req.loan else "done"
        return rng.choice(["done"] + ["luxury"] * (req.affordable >= 1)
                          + ["luxury 2"] * (req.affordable >= 2))
    raise AssertionError(f"unknown request {req!r}")


VERB_IN_DESCRIPTION = {
    "bid": "`bid", "pass": "`bid", "go": "`go", "join": "`join", "skip": "`skip",
    "buy": "`buy", "keep": "`keep", "stop": "`stop", "reroll": "`reroll", "sell": "`sell",
    "done": "`done", "luxury": "`luxury", "repay": "`repay", "accept": "`accept",
    "decline": "`decline", "partner": "`partner", "take": "`take", "play": "`play",
    "enter": "`enter", "BID": "`bid",
}


def play_by_text(seed: int) -> tuple[Session, list[GameOver], int]:
    rng = random.Random(seed)
    session = Session.new(NewGameOptions(rivals=3, seed=seed))
    names = session.names
    over: list[GameOver] = []
    decisions = 0

    def told(events):
        for ev in events:
            narrate(ev, session.human, names, RULES)
            if isinstance(ev, GameOver):
                over.append(ev)

    told(session.opening)
    for _ in range(5000):
        for step in session.run_rivals():
            told(step.events)
        if session.game.is_over:
            break
        req = session.human_request()
        assert req is not None
        view = session.game.view(session.human)
        text = describe_request(view, RULES)
        cmd = pick_command(view, req, rng)
        verb = cmd.split()[0]
        if verb in VERB_IN_DESCRIPTION:
            assert VERB_IN_DESCRIPTION[verb] in text, (cmd, text)
        parsed = parse(cmd, view, RULES)
        assert isinstance(parsed, Action), (cmd, parsed, req)
        told(session.submit(parsed.decision).events)
        decisions += 1
    return session, over, decisions


@pytest.mark.parametrize("seed", [101, 202])
def test_a_complete_game_by_text_commands_only(seed):
    session, over, decisions = play_by_text(seed)
    game = session.game
    assert game.is_over
    assert decisions > 10
    assert len(over) == 1
    ranking = [tuple(x) for x in over[0].ranking]
    assert ranking == game.ranking()
    assert [tuple(x) for x in game.view(session.human).ranking] == game.ranking()
    assert sorted(seat for _, seat in game.ranking()) == list(range(4))
    assert describe_request(game.view(0), RULES).startswith("The game is over")
