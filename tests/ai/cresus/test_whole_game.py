"""Rivals use the whole game (issue 12, part 2): a luxury card sold to fund a winning bid
(C-8.2), exchange offers proposed and answered by valuation (C-10.4), tournaments entered by
every personality when their expected value pays (C-9.2), Expert cards at the start bid for
with a reserve computed from the imposed payments the seat faces (chapter 6, C-10.2)."""

from __future__ import annotations

import msgspec
import pytest

from ai.cresus.policy import PolicyRival, make
from ai.base import Choice
from ai.cresus.valuation import Valuer, tournament_takes
from cresus_tui.games.cresus.cards import load_rules
from cresus_tui.games.cresus.decisions import Answer, Bid, Offer, Reply, SellLuxury
from cresus_tui.games.cresus.requests import BidRequest, EntryRequest, OfferRequest
from cresus_tui.play.cresus.session import NewGameOptions
from cresus_tui.play.session import Session

from .helpers import start_view

RULES = load_rules()


def _bid_view(cash: int, luxuries: int, experts_left: int = 6):
    req = BidRequest(0, "LON-8", "share", cash, 1, (0, 1))
    view = start_view(experts_left=experts_left, phase="purchase", requests=(req,),
                      me={"cash": cash, "luxuries": luxuries, "position": 0},
                      others={"cash": 30, "position": 0})
    return view, req


def test_c8_2_a_rival_sells_a_luxury_card_to_fund_a_winning_bid() -> None:
    """C-8.2, C-10.1: with 20 M and two luxury cards, LON-8 (worth about 77 M to it) against
    a rival holding 30 M: selling the Rivière de diamants (60 M) for 30 M lets it bid 31 M,
    more than the rival can pay; 77 - 31 - 30 M to buy the card back = 16 M >= the 10 M
    margin. Then it bids 31 M, and asks no second sale for the same lot. The reason names
    neither the lot's worth nor the bid (C-7.4)."""
    view, req = _bid_view(20, 2)
    rival = make("normal")
    choice = rival.side_decision(view)
    assert choice is not None and choice.decision == SellLuxury(1)
    assert choice.reason == "sells the Rivière de diamants for 30 M to raise cash"
    assert rival.side_decision(view) is None  # one card a lot
    after, req2 = _bid_view(50, 1)
    bid = rival.decide(after, req2)
    assert bid.decision == Bid(31) and "more than any rival can pay" in bid.reason


def test_c8_2_no_luxury_sale_when_it_does_not_pay() -> None:
    """C-8.2: the Voiture de sport raises 20 M, not enough to outbid the 30 M rival within the
    cash it can spare; the Grand cru (90 M, sold for 45 M) costs more to buy back than the
    bid gains; two turns or less before the end the card would not come back; an easy rival
    never sells (``fund_margin`` 0)."""
    for luxuries in (1, 3):
        assert make("normal").side_decision(_bid_view(20, luxuries)[0]) is None
    assert make("normal").side_decision(_bid_view(20, 2, experts_left=1)[0]) is None
    assert make("easy").side_decision(_bid_view(20, 2)[0]) is None


def test_c10_4_exchange_offer_proposed_and_answered_by_valuation() -> None:
    """C-10.4: a rival on New York with the Expert Marché New York and 10 M holds SYD-4; its
    neighbour on São Paulo holds LON-8. LON-8 sold at New York with the extra throw is worth
    148 + 20 = 168 M to it, SYD-4 about 98 M: it cannot pay cash, so it offers SYD-4 for
    LON-8 (about 70 M better off). The holder values SYD-4 at 98 M (sold at São Paulo with
    the premium) against 86 M for LON-8, so it accepts (about 12 M better off)."""
    base = start_view(experts_left=6, phase="purchase", offers_left=1,
                      me={"cash": 10, "position": 1, "experts": ("market-NYC",)})
    ps = list(base.players)
    ps[0] = msgspec.structs.replace(ps[0], shares=("SYD-4",))
    ps[1] = msgspec.structs.replace(ps[1], shares=("LON-8",), position=3)
    view = msgspec.structs.replace(base, players=tuple(ps))
    choice = make("normal").side_decision(view)
    assert choice is not None
    assert choice.decision == Offer(1, ("SYD-4",), 0, ("LON-8",), 0)
    assert choice.reason == "offers SYD-4 for LON-8: about 70 M better off"
    theirs = msgspec.structs.replace(view, seat=1)
    answer = make("normal").decide(theirs, OfferRequest(1, 0, ("SYD-4",), 0, ("LON-8",), 0))
    assert answer.decision == Reply(True) and answer.reason == "accepts: about 12 M better off"
    # the other way round it loses about 12 M: declined
    worse = make("normal").decide(theirs, OfferRequest(1, 0, ("LON-8",), 0, ("SYD-4",), 0))
    assert worse.decision == Reply(False)


def test_c9_2_tournament_takes_are_the_exact_pot_shares() -> None:
    """C-9.2: Tournoi de poker, 20 M entries, every entrant keeping dice for the best score:
    alone, the 20 M come back; against one other entrant: 40 M with 30.78 %, 20 M (a tie)
    with 38.44 %, nothing with 30.78 %; against three, ties share 80 M rounded down (26 M for
    three), so the expected take is 19.93 M, below the entry."""
    alone = tournament_takes("poker", 20, 0)
    assert alone[20] == pytest.approx(1.0) and alone[0] == pytest.approx(0.0)
    one = tournament_takes("poker", 20, 1)
    assert round(one[40], 4) == 0.3078 and round(one[20], 4) == 0.3844
    assert round(one[0], 4) == 0.3078
    three = tournament_takes("poker", 20, 3)
    assert round(sum(t * p for t, p in three.items()), 2) == 19.93
    assert set(three) == {0, 20, 26, 40, 80}


@pytest.mark.parametrize("personality", ["", "flambeur", "joueur", "ruse", "stratege"])
def test_c9_2_every_personality_enters_a_tournament_when_it_pays(personality: str) -> None:
    """C-9.2, C-5.15: on the last turn, with one luxury card and 95 M (the next two cost 60
    and 90 M), the poker tournament may win the 150 M of two cards and cannot cost the one
    in reach: every personality enters; with 150 M (two cards in reach) a loss would cost one:
    every personality skips. Before, only the joueur ever entered."""
    for level in ("normal", "hard"):
        rival = make(level, personality)
        view = start_view(experts_left=0, me={"cash": 95, "luxuries": 1}, others={"cash": 150})
        choice = rival.decide(view, EntryRequest(0, "poker", 20, 95, tournament=True))
        assert choice.decision == Answer(True), (level, choice)
        assert "could buy me a luxury card more" in choice.reason
        rich = start_view(experts_left=0, me={"cash": 150, "luxuries": 1},
                          others={"cash": 150})
        choice = rival.decide(rich, EntryRequest(0, "poker", 20, 150, tournament=True))
        assert choice.decision == Answer(False), (level, choice)
        assert "could cost me a luxury card" in choice.reason


def test_c9_2_before_the_last_turn_a_tournament_is_worth_its_expected_take() -> None:
    """C-9.2: five turns before the end, 200 M each, the poker pot is worth 19.99 M of
    expected take for the 20 M entry (ties rounded down): the plain, rusé and stratège rivals
    skip; the joueur and the flambeur, who pay for a small expected loss on the gambling games
    (``gamble_margin``), enter. The reason gives the expected take."""
    view = start_view(experts_left=5, me={"cash": 200}, others={"cash": 200})
    req = EntryRequest(0, "poker", 20, 200, tournament=True)
    val = Valuer(view, make("normal").params, RULES)
    take = sum(t * p for t, p in val.tournament_odds("poker", 20).items())
    assert 19.9 < take < 20.0
    for personality, yes in (("", False), ("ruse", False), ("stratege", False),
                             ("joueur", True), ("flambeur", True)):
        choice = make("normal", personality).decide(view, req)
        assert choice.decision == Answer(yes), (personality, choice)
        assert f"{take:.1f} M of the pot expected for 20 M" in choice.reason


def test_c6_expert_reserve_comes_from_the_imposed_payments() -> None:
    """Chapter 6, C-10.2: at the start (100 M, nothing else, three rivals) the largest imposed
    payment is the Anniversaire's 3 x 10 = 30 M; an Expert Marché also needs a share to serve
    (the cheapest whose extra throw gains 20 M or more costs 40 M): 70 M, raised to the 85 M
    floor (lower floors made more than 5 % of the games end in a bankruptcy), so a rival can
    spare 15 M. With three shares and two luxury cards the Krach (30 M) and the Redressement
    fiscal (2 x 20 M) weigh: 40 M, and no share to buy when one serves the Expert Marché; with
    eight shares and six luxury cards the Krach (8 x 10 M) and the Redressement (4 x 20 M)
    ask 80 M, and a Monopole needs no share to buy (shares held): 80 x 1.2 = 96 M with
    ``expert_stake`` 1.2, above the floor."""
    view = start_view()
    val = Valuer(view, make("normal").params, RULES)
    assert val.imposed_exposure() == 30
    no_floor = msgspec.structs.replace(val.p, expert_floor=0)
    assert Valuer(view, no_floor, RULES).expert_reserve("market-NYC") == 70
    assert val.expert_reserve("market-NYC") == 85
    assert val.spendable(None, val.expert_reserve("market-NYC")) == 15
    rich = start_view(me={"cash": 300, "luxuries": 2, "shares": ("LON-8", "NYC-1", "HKG-2")})
    assert Valuer(rich, no_floor, RULES).imposed_exposure() == 40
    assert Valuer(rich, no_floor, RULES).expert_reserve("market-NYC") == 40
    shares = ("LON-1", "LON-2", "LON-3", "LON-4", "LON-5", "LON-6", "LON-7", "LON-8")
    richer = start_view(me={"cash": 300, "luxuries": 6, "shares": shares})
    val = Valuer(richer, msgspec.structs.replace(val.p, expert_stake=1.2), RULES)
    assert val.imposed_exposure() == 80
    assert val.expert_reserve("monopoly-1") == 96


def test_c10_4_a_refused_side_decision_does_not_stop_the_session() -> None:
    """C-10.4: a trade offer the engine refuses (here a share nobody holds) is dropped and the
    rival answers its request instead, so a game under way never stops on it."""
    class Pushy(PolicyRival):
        def side_decision(self, view):
            return super().side_decision(view) or Choice(Offer((view.seat + 1) % 4, (), 1,
                                                               ("XXX-9",), 0), "pushes")

    session = Session.new(NewGameOptions(rivals=3, level="normal", seed=4))
    session.rivals[1] = Pushy("normal", "", 5)
    steps = 0
    for _ in range(40):
        session.run_rivals()
        req = session.human_request()
        if req is None:
            break
        rival = make("normal", "", 9)
        session.submit(rival.decide(session.game.view(0), req).decision)
        steps += 1
    assert steps == 40 and not session.game.is_over
