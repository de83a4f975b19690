"""Rivals decide from their seat's view only (C-7.4, C-10.5): changing hidden information —
pile and deck orders, the Expert cards set aside, other seats' secret choices not yet
revealed — never changes a rival's decision, given the same random stream."""

from __future__ import annotations

import copy
import random

import pytest

from cresus_tui.games.cresus.state import AuctionFrame, MoveFrame, PurchaseFrame

from .helpers import next_request, rival_game


def _perturb(game, seat: int, rng: random.Random):
    """A copy of ``game`` with every hidden fact ``seat`` may not know shuffled or changed."""
    other = game.clone()
    st = other.state
    for pile in st.piles:
        rng.shuffle(pile)
    rng.shuffle(st.expert_pile)
    st.expert_pile, st.experts_aside = (
        (st.expert_pile + st.experts_aside)[:len(st.expert_pile)],
        (st.expert_pile + st.experts_aside)[len(st.expert_pile):])
    rng.shuffle(st.cresus_deck)
    st.rng.state ^= 0x5DEECE66D
    for f in st.frames:
        if isinstance(f, MoveFrame):
            for s in f.choices:
                if s != seat:
                    f.choices[s] = rng.choice([m for m in range(6) if m != f.forbidden])
        elif isinstance(f, AuctionFrame):
            for s in f.bids:
                if s != seat:
                    f.bids[s] = rng.randint(0, st.seats[s].cash)
        elif isinstance(f, PurchaseFrame):
            for s in f.joined:
                if s != seat:
                    f.joined[s] = not f.joined[s]
    return other


@pytest.mark.parametrize("level", ["hard", "normal", "easy:joueur"])
def test_c10_5_hidden_information_never_changes_a_decision(level: str) -> None:
    rng = random.Random(7)
    checked = secret_seen = 0
    for seed in (1, 2):
        game, rivals = rival_game([level, "hard:ruse", "normal:stratege", "hard:flambeur"],
                                  seed)
        while not game.is_over:
            req = next_request(game)
            rival = rivals[req.seat]
            if rng.random() < 0.4:
                other = _perturb(game, req.seat, rng)
                view_a, view_b = game.view(req.seat), other.view(req.seat)
                assert view_a == view_b
                twin_a, twin_b = copy.deepcopy(rival), copy.deepcopy(rival)
                side_a, side_b = twin_a.side_decision(view_a), twin_b.side_decision(view_b)
                assert side_a == side_b
                assert twin_a.decide(view_a, req) == twin_b.decide(view_b, req)
                checked += 1
                secret_seen += any(isinstance(f, (MoveFrame, AuctionFrame, PurchaseFrame))
                                   for f in game.state.frames)
            game.submit(req.seat, rival.decide(game.view(req.seat), req).decision)
    assert checked > 120 and secret_seen > 30


def test_rival_sees_only_a_seatview() -> None:
    # the decide door takes a view, never the game: a view has no pile order or deck
    game, rivals = rival_game(["hard", "hard"], 5)
    view = game.view(0)
    for hidden in ("piles", "expert_pile", "experts_aside", "cresus_deck", "rng", "frames"):
        assert not hasattr(view, hidden)
