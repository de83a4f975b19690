"""Rule scenarios for chapters 6–11 of the rules specification (shared/rules/cresus.md).

Every scenario is scripted (Expert pile, Crésus deck, share piles, first player, die faces) and
played only through the engine's door: ``new_game`` / ``requests()`` / ``submit()`` / ``view()``
(a few assertions also read the hidden pile order, to check that a card went *under* its pile).
[DESIGN] amounts are read from the data file (``load_rules()``) so that balance tuning does not
break the tests; the values asserted are still computed exactly.

Crésus deck indices (C-9.2, data file order): 0 Anniversaire, 1 Tournoi de poker, 2 Tournoi
hippique, 3–4 Impôt sur la fortune, 5 Redressement fiscal, 6 Divorce, 7 Roulette, 8 Chance,
9 Course hippique, 10 Poker, 11 Course de voitures, 12 Open de golf, 13 Machine à sous,
14 Héritage, 15 Prime de fin d'année, 16 Dividendes exceptionnels, 17 Krach boursier,
18 Frais de notaire, 19 Loto; test names use the spec's card numbers 1–20.
Die faces: 0 red, 1 blue, 2 yellow, 3 green, 4 orange, 5 violet.
Markets: 0 London, 1 New York, 2 Hong Kong, 3 São Paulo, 4 Sydney, 5 Tokyo.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import msgspec
import pytest

from cresus_tui.games.cresus import BANK, Game, IllegalDecision, load_rules, new_game
from cresus_tui.games.cresus.decisions import (
    Answer, Bid, Buy, BuyLuxury, Decision, Done, Keep, Move, Offer, PickMarket, RepayLoan, Reply,
    Sell, SellLuxury, Stop,
)
from cresus_tui.games.cresus.events import (
    BidsRevealed, CresusDrawn, DecisionTaken, DiceRolled, ExpertDiscarded, ExpertRevealed,
    ExpertUsed, ExpertWon, GambleResult, GameOver, LoanRepaid, LoanTaken, LuxuryBought,
    LuxurySold, MonopolyUsed, OfferAnswered, OfferMade, PartnerUsed, ParticipationRevealed,
    PawnsMoved, Payment, PhaseStarted, PirateAttack, PlayerEliminated, SectorBonus,
    ShareAcquired, ShareReturned, SharesRevealed, ShareSold, TournamentResult,
)
from cresus_tui.games.cresus.random_player import RandomPlayer
from cresus_tui.games.cresus.requests import (
    BidRequest, BuyRequest, DebtRequest, EntryRequest, ExpertSectorRequest, JoinRequest,
    LuxuryRequest, MonopolyRequest, MoveRequest, OfferRequest, PartnerRequest, SellRequest,
    ThrowRequest,
)
from cresus_tui.games.cresus.state import GameConfig, Scenario, SeatConfig
from cresus_tui.games.cresus.view import SeatView

from .helpers import answer_all, make_game, move_all

RULES = load_rules()
DATA = RULES.data
GAMES = RULES.games
SHARES = RULES.shares
LUX = [lux.price for lux in DATA.luxuries]
PCT = DATA.luxury_sale_percent
CODES = [m.code for m in DATA.markets]

# Crésus deck indices (data file order, C-9.2)
BIRTHDAY, POKER_TOURNEY, HORSE_TOURNEY, WEALTH_TAX, WEALTH_TAX_2, TAX_AUDIT, DIVORCE = range(7)
ROULETTE, CHANCE, HORSE, POKER, CAR_RACE, GOLF, SLOTS = range(7, 14)
INHERITANCE, BONUS, DIVIDENDS, CRASH, NOTARY, LOTO = range(14, 20)

RED, BLUE, YELLOW, GREEN, ORANGE, VIOLET = range(6)
LON, NYC, HKG, SAO, SYD, TOK = range(6)


def card(i: int):
    return DATA.cresus[i]


def half(rank: int) -> int:
    """C-8.2: what the bank pays for the luxury card of ``rank`` (1-based)."""
    return LUX[rank - 1] * PCT // 100


def auction_order(*ids: str) -> tuple[str, ...]:
    """C-5.9: the dearer card first; equal prices, the lower card number first."""
    return tuple(sorted(ids, key=lambda x: (-SHARES[x].price, SHARES[x].number)))


LON_12 = auction_order("LON-1", "LON-2")  # the first two cards of London, contested order
FIRST, SECOND = LON_12


def afford(money: int, owned: int) -> int:
    """C-5.14: how many of the next one or two luxury cards ``money`` buys."""
    n, total = 0, 0
    for price in LUX[owned:owned + 2]:
        total += price
        if total > money:
            break
        n += 1
    return n


def bonus(sector: str, count: int) -> int:
    return RULES.sectors[sector].bonus[min(count, 4) - 2]


def piles(**tops: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """Scripted piles: the named markets' tops, every pile otherwise in card-number order."""
    return tuple(tuple(tops.get(code, ())) for code in CODES)


def new(players: int = 2, experts: tuple[str, ...] = ("market-TOK",), cresus: tuple = (),
        pile_tops: dict | None = None, dice: tuple = (), first_player: int = 0) -> Game:
    game, _ = make_game(players, experts=tuple(experts), cresus=tuple(cresus),
                        piles=piles(**(pile_tops or {})), dice=tuple(dice),
                        first_player=first_player)
    return game


def of(events: list, cls: type) -> list:
    return [e for e in events if isinstance(e, cls)]


class Pay(NamedTuple):
    """The money fact of a Payment event: who paid whom how much (-1 is the bank)."""

    payer: int
    payee: int
    amount: int


def norm(events: list) -> list:
    """The events with each Payment reduced to its money fact (its label is not asserted)."""
    return [Pay(e.payer, e.payee, e.amount) if isinstance(e, Payment) else e for e in events]


def payments(events: list) -> list[Pay]:
    return [e for e in norm(events) if isinstance(e, Pay)]


def cash(game: Game, seat: int) -> int:
    return game.view(seat).players[seat].cash


def waiting(kind: type, seat: int | None = None,
            where: Callable | None = None) -> Callable[[tuple], bool]:
    """A stop condition for ``drive``: a request of ``kind`` (for ``seat``) is pending."""
    def stop(reqs: tuple) -> bool:
        return any(isinstance(r, kind) and (seat is None or r.seat == seat)
                   and (where is None or where(r)) for r in reqs)
    return stop


def default(req, buys: dict, lux: dict, sells: dict) -> Decision:
    """The plain answer to a request: no bid, no participation, buy/sell/luxury as planned."""
    if isinstance(req, BidRequest):
        return Bid(0)
    if isinstance(req, JoinRequest):
        return Answer(req.share in buys.get(req.seat, ()))
    if isinstance(req, (EntryRequest, MonopolyRequest, ExpertSectorRequest)):
        return Answer(False)
    if isinstance(req, PartnerRequest):
        return PickMarket(-1)
    if isinstance(req, BuyRequest):
        return Buy(tuple(s for s in req.shares if s in buys.get(req.seat, ())))
    if isinstance(req, ThrowRequest):
        return Stop()
    if isinstance(req, SellRequest):
        wanted = [s for s in sells.get(req.seat, ()) if s in req.shares]
        return Sell(wanted[0]) if wanted else Done()
    if isinstance(req, LuxuryRequest):
        n = lux.pop(req.seat, 0)
        return BuyLuxury(n) if n else Done()
    if isinstance(req, OfferRequest):
        return Reply(False)
    raise AssertionError(f"no plain answer to {req}")


def drive(game: Game, stop: Callable | None = None, *, buys: dict | None = None,
          lux: dict | None = None, sells: dict | None = None, seen: list | None = None) -> list:
    """Answer pending requests plainly until ``stop`` holds, a market choice or a debt is
    asked, or the game ends. Returns the events; ``seen`` collects the requests answered."""
    buys, lux, sells = buys or {}, dict(lux or {}), sells or {}
    events: list = []
    while not game.is_over:
        reqs = game.requests()
        if stop is not None and stop(reqs):
            break
        if any(isinstance(r, (MoveRequest, DebtRequest)) for r in reqs):
            break
        req = reqs[0]
        if seen is not None:
            seen.append(req)
        events += game.submit(req.seat, default(req, buys, lux, sells))
    return events


def bid(game: Game, amounts: dict[int, int]) -> list:
    reqs = [r for r in game.requests() if isinstance(r, BidRequest)]
    assert reqs, game.requests()
    return answer_all(game, {r.seat: Bid(amounts.get(r.seat, 0)) for r in reqs})


def next_expert_auction(reqs: tuple) -> bool:
    return any(isinstance(r, BidRequest) and r.lot_kind == "expert" for r in reqs)


def turn(game: Game, moves: dict[int, int], stop: Callable | None = None, **plan) -> list:
    """Plain answers up to the movement, the given moves, then plain answers until ``stop``
    (by default: the next turn's Expert auction or movement)."""
    events = drive(game, **plan)
    events += move_all(game, moves)
    events += drive(game, stop or next_expert_auction, **plan)
    return events


# ---- C-6.1 Expert Secteur -----------------------------------------------------------------

def test_C_6_1_expert_sector_takes_revealed_card_free_before_any_auction() -> None:
    game = new(2, experts=("sector-aero", "market-TOK"), cresus=(DIVIDENDS,))
    ev = bid(game, {0: 10})
    assert ExpertWon(0, "sector-aero", 10) in ev
    ev = move_all(game, {0: LON, 1: LON})
    # LON-1 (aero, 30) and LON-2 (auto, 40) are revealed; two buyers would make it contested
    assert SharesRevealed(LON, ("LON-1", "LON-2"), (0, 1)) in ev
    assert game.requests() == (ExpertSectorRequest(0, "LON-1", "sector-aero"),)
    ev = game.submit(0, Answer(True))
    assert ev[:3] == [ExpertUsed(0, "sector-aero", "LON-1"),
                      ExpertDiscarded("sector-aero", "used"),
                      ShareAcquired(0, "LON-1", 0, "expert")]
    assert not [p for p in payments(ev) if p.payer == 0]
    assert cash(game, 0) == 90
    v = game.view(1)
    assert v.players[0].shares == ("LON-1",) and v.players[0].experts == ()
    assert "sector-aero" in v.experts_gone
    # only the other card remains to be contested
    assert {(r.seat, r.share) for r in game.requests()} == {(0, "LON-2"), (1, "LON-2")}
    assert all(isinstance(r, JoinRequest) for r in game.requests())


def test_C_6_1_expert_sector_is_optional_and_its_free_card_pays_the_sector_bonus() -> None:
    game = new(2, experts=("sector-aero", "market-TOK"),
               cresus=(DIVIDENDS, CRASH, ROULETTE, CHANCE),
               pile_tops={"SAO": ("SAO-4", "SAO-1")})
    bid(game, {0: 10})
    move_all(game, {0: LON, 1: NYC})
    drive(game, waiting(ExpertSectorRequest))
    assert game.requests() == (ExpertSectorRequest(0, "LON-1", "sector-aero"),)
    game.submit(0, Answer(False))  # the owner may decline and keep the card
    assert game.requests() == (BuyRequest(0, LON, LON_12, 90),)
    ev = game.submit(0, Buy(("LON-1",)))
    assert ShareAcquired(0, "LON-1", SHARES["LON-1"].price, "purchase") in ev
    assert not of(ev, SectorBonus)
    drive(game)  # to turn 2's movement
    assert game.view(0).players[0].experts == ("sector-aero",)
    move_all(game, {0: SAO, 1: HKG})
    drive(game, waiting(ExpertSectorRequest))
    assert game.requests() == (ExpertSectorRequest(0, "SAO-4", "sector-aero"),)
    before = cash(game, 0)
    ev = game.submit(0, Answer(True))
    b = bonus("aero", 2)
    assert norm(ev)[:5] == [ExpertUsed(0, "sector-aero", "SAO-4"),
                            ExpertDiscarded("sector-aero", "used"),
                            ShareAcquired(0, "SAO-4", 0, "expert"),
                            Pay(BANK, 0, b),
                            SectorBonus(0, "aero", 2, b)]
    assert cash(game, 0) == before + b
    # then the ordinary purchase of what is left
    assert game.requests() == (BuyRequest(0, SAO, ("SAO-1",), before + b),)


def test_C_6_1_expert_sector_owner_elsewhere_gets_nothing() -> None:
    game = new(2, experts=("sector-aero", "market-TOK"), cresus=(DIVIDENDS, CRASH))
    bid(game, {0: 10})
    seen: list = []
    move_all(game, {0: NYC, 1: LON})  # LON-1 (aero) is revealed where A is not
    drive(game, waiting(BuyRequest, 1), seen=seen)
    assert not [r for r in seen if isinstance(r, ExpertSectorRequest)]
    assert game.requests() == (BuyRequest(1, LON, LON_12, 100),)
    assert game.view(0).players[0].experts == ("sector-aero",)


# ---- C-6.2 Expert Marché -------------------------------------------------------------------

def test_C_6_2_expert_market_gives_one_extra_throw_on_its_market() -> None:
    game = new(2, experts=("market-LON", "market-TOK"), cresus=(DIVIDENDS, CRASH),
               pile_tops={"LON": ("LON-7", "LON-1")},
               dice=(RED, RED, BLUE, YELLOW, GREEN, ORANGE, RED, RED, VIOLET, VIOLET))
    bid(game, {0: 10})
    move_all(game, {0: LON, 1: NYC})
    price = SHARES["LON-7"].price
    assert SHARES["LON-7"].throws == 1
    drive(game, waiting(SellRequest), buys={0: ("LON-7",)})
    assert game.requests() == (SellRequest(0, LON, ("LON-7",), ("market-LON",)),)
    assert cash(game, 0) == 100 - 10 - price
    ev = game.submit(0, Sell("LON-7", expert=True))
    assert ev == [ExpertUsed(0, "market-LON", "LON-7"), ExpertDiscarded("market-LON", "used"),
                  DiceRolled(0, (RED, RED, BLUE, YELLOW, GREEN, ORANGE), 1, 2, "sale", "LON-7")]
    assert game.requests() == (
        ThrowRequest(0, (RED, RED, BLUE, YELLOW, GREEN, ORANGE), 1, 2, "sale", "LON-7", 0),)
    ev = game.submit(0, Keep((0, 1)))
    gain = SHARES["LON-7"].table[3]
    assert norm(ev)[:3] == [
        DiceRolled(0, (RED, RED, RED, RED, VIOLET, VIOLET), 2, 2, "sale", "LON-7", (0, 1)),
        ShareSold(0, "LON-7", LON, 4, gain, 0),
        Pay(BANK, 0, gain)]
    assert cash(game, 0) == 100 - 10 - price + gain
    assert game.view(0).players[0].experts == ()


def test_C_6_2_expert_market_is_not_usable_on_another_market() -> None:
    game = new(2, experts=("market-NYC", "market-TOK"), cresus=(DIVIDENDS, CRASH),
               pile_tops={"LON": ("LON-7", "LON-1")},
               dice=(RED, RED, BLUE, YELLOW, GREEN, ORANGE))
    bid(game, {0: 10})
    move_all(game, {0: LON, 1: NYC})
    drive(game, waiting(SellRequest), buys={0: ("LON-7",)})
    assert game.requests() == (SellRequest(0, LON, ("LON-7",), ()),)
    with pytest.raises(IllegalDecision):
        game.submit(0, Sell("LON-7", expert=True))
    ev = game.submit(0, Sell("LON-7"))
    # a 1-throw card: one throw, no re-throw offered
    assert DiceRolled(0, (RED, RED, BLUE, YELLOW, GREEN, ORANGE), 1, 1, "sale", "LON-7") in ev
    assert ShareSold(0, "LON-7", LON, 2, SHARES["LON-7"].table[1], 0) in ev
    assert game.view(0).players[0].experts == ("market-NYC",)


# ---- C-6.3 Pirate informatique -------------------------------------------------------------

def test_C_6_3_pirate_closes_market_no_reveal_no_purchase_no_sale_but_cresus_drawn() -> None:
    game = new(2, experts=("market-TOK", "pirate-1", "market-NYC"),
               cresus=(DIVIDENDS, CRASH, INHERITANCE, BONUS), dice=(BLUE,))
    ev = turn(game, {0: LON, 1: NYC}, buys={0: ("LON-1",)})
    # turn 2: the Pirate applies at once, no auction
    at = ev.index(ExpertRevealed("pirate-1", 1, False))
    assert ev[at - 1:at + 3] == [PhaseStarted("expert"), ExpertRevealed("pirate-1", 1, False),
                                 PirateAttack("pirate-1", BLUE, NYC),
                                 ExpertDiscarded("pirate-1", "pirate")]
    assert not of(ev[at:], BidsRevealed)
    assert all(isinstance(r, MoveRequest) for r in game.requests())
    assert game.view(1).closed == (NYC,) and game.view(1).experts_gone == ("market-TOK",
                                                                          "pirate-1")
    a_cash = cash(game, 0)
    seen: list = []
    ev = move_all(game, {0: NYC, 1: HKG})
    # the Crésus card is still drawn on the closed market and applies there
    assert CresusDrawn(NYC, INHERITANCE, "Héritage", (0,)) in ev
    assert Pay(BANK, 0, card(INHERITANCE).amount) in norm(ev)
    assert cash(game, 0) == a_cash + card(INHERITANCE).amount
    ev += drive(game, seen=seen)
    assert game.view(0).pile_sizes[NYC] == 8
    assert [e.market for e in of(ev, SharesRevealed)] == [HKG]
    assert PhaseStarted("purchase", NYC) not in ev and PhaseStarted("sale", NYC) not in ev
    assert not [r for r in seen if getattr(r, "market", -1) == NYC
                and isinstance(r, (BuyRequest, JoinRequest, SellRequest, ExpertSectorRequest))]
    assert not of(ev, ShareSold)
    assert game.view(0).players[0].shares == ("LON-1",)


def test_C_6_3_trades_remain_possible_while_a_market_is_closed() -> None:
    game = new(2, experts=("market-TOK", "pirate-1", "market-NYC"),
               cresus=(DIVIDENDS, CRASH, INHERITANCE, BONUS), dice=(BLUE,))
    turn(game, {0: LON, 1: NYC}, buys={0: ("LON-1",)})
    drive(game)
    move_all(game, {0: NYC, 1: HKG})
    assert game.requests() == (BuyRequest(1, HKG, auction_order("HKG-1", "HKG-2"), 120),)
    ev = game.submit(0, Offer(to=1, give_shares=("LON-1",), take_cash=20))
    assert ev == [OfferMade(0, 1, ("LON-1",), 0, (), 20)]
    ev = game.submit(1, Reply(True))
    assert OfferAnswered(0, 1, True) in ev
    assert ShareAcquired(1, "LON-1", 0, "trade") in ev
    assert game.view(1).players[1].shares == ("LON-1",)


# ---- C-6.4 Monopole ------------------------------------------------------------------------

def test_C_6_4_monopoly_forces_others_to_rechoose_excluding_the_market() -> None:
    game = new(3, experts=("monopoly-1", "market-TOK"), cresus=(DIVIDENDS, CRASH, ROULETTE))
    bid(game, {0: 10})
    ev = move_all(game, {0: LON, 1: LON, 2: NYC})
    assert PawnsMoved({0: LON, 1: LON, 2: NYC}, (), False) in ev
    assert game.requests() == (MonopolyRequest(0, LON, "monopoly-1", (1,)),)
    ev = game.submit(0, Answer(True))
    assert ev[:2] == [MonopolyUsed(0, LON, "monopoly-1", (1,)),
                      ExpertDiscarded("monopoly-1", "used")]
    assert game.requests() == (MoveRequest(1, (NYC, HKG, SAO, SYD, TOK), -1, True),)
    with pytest.raises(IllegalDecision):
        game.submit(1, Move(LON))
    ev = game.submit(1, Move(HKG))
    assert PawnsMoved({1: HKG}, (), True) in ev
    assert [(e.market, e.affected) for e in of(ev, CresusDrawn)] == [
        (LON, (0,)), (NYC, (2,)), (HKG, (1,))]
    v = game.view(2)
    assert v.players[1].position == HKG and v.market_players[LON] == (0,)
    drive(game, waiting(BuyRequest))
    # the owner is now alone on London: an ordinary purchase, no contest
    assert game.requests() == (BuyRequest(0, LON, LON_12, 90),)


def test_C_6_4_monopoly_rechoice_still_obeys_C_5_3() -> None:
    game = new(3, experts=("monopoly-1", "market-TOK"),
               cresus=(DIVIDENDS, CRASH, ROULETTE, CHANCE, HORSE, POKER))
    bid(game, {0: 10})
    seen: list = []
    ev = move_all(game, {0: LON, 1: NYC, 2: HKG})
    ev += drive(game, seen=seen)
    assert not [r for r in seen if isinstance(r, MonopolyRequest)]  # nobody else on London
    move_all(game, {0: SAO, 1: SAO, 2: SYD})
    assert game.requests() == (MonopolyRequest(0, SAO, "monopoly-1", (1,)),)
    game.submit(0, Answer(True))
    assert game.requests() == (MoveRequest(1, (LON, NYC, HKG, SYD, TOK), NYC, True),)
    ev = game.submit(1, Move(NYC))  # back on last turn's market: barred from buying (C-5.3)
    assert PawnsMoved({1: NYC}, (1,), True) in ev
    assert game.view(1).players[1].barred
    seen = []
    ev += drive(game, seen=seen)
    # B still draws the Crésus card on New York …
    assert CresusDrawn(NYC, CHANCE, "Chance", (1,)) in ev
    assert EntryRequest(1, "chance", GAMES["chance"].entry, 100, False) in seen
    # … but may not buy there
    assert SharesRevealed(NYC, ("NYC-3", "NYC-4"), ()) in ev  # 1 and 2 went under in turn 1
    assert not [r for r in seen if isinstance(r, (BuyRequest, JoinRequest)) and r.market == NYC]


def test_C_6_4_evicted_players_rechoose_secretly_and_together() -> None:
    game = new(3, experts=("monopoly-1", "market-TOK"), cresus=(DIVIDENDS, CRASH, ROULETTE))
    bid(game, {0: 10})
    move_all(game, {0: LON, 1: LON, 2: LON})
    assert game.requests() == (MonopolyRequest(0, LON, "monopoly-1", (1, 2)),)
    game.submit(0, Answer(True))
    allowed = (NYC, HKG, SAO, SYD, TOK)
    assert set(game.requests()) == {MoveRequest(1, allowed, -1, True),
                                    MoveRequest(2, allowed, -1, True)}
    ev = game.submit(1, Move(SAO))
    assert ev == [DecisionTaken(1, "move")]
    v = game.view(2)
    assert v.my_choices == {} and v.players[1].position == LON
    ev = game.submit(2, Move(SAO))
    assert PawnsMoved({1: SAO, 2: SAO}, (), True) in ev
    assert game.view(0).market_players[SAO] == (1, 2)


def test_C_6_4_monopoly_use_is_optional() -> None:
    game = new(2, experts=("monopoly-1", "market-TOK"), cresus=(DIVIDENDS,))
    bid(game, {0: 10})
    move_all(game, {0: LON, 1: LON})
    ev = game.submit(0, Answer(False))
    assert not of(ev, MonopolyUsed) and not of(ev, PawnsMoved)
    assert game.view(1).players[0].experts == ("monopoly-1",)
    assert game.view(1).market_players[LON] == (0, 1)


# ---- C-6.5 Partenaire ----------------------------------------------------------------------

def test_C_6_5_partner_makes_empty_market_active_with_owner_playing_every_phase() -> None:
    game = new(2, experts=("partner-1", "market-TOK"), cresus=(DIVIDENDS, CRASH, INHERITANCE),
               dice=(YELLOW, YELLOW, YELLOW, RED, BLUE, GREEN))
    bid(game, {0: 10})
    move_all(game, {0: LON, 1: NYC})
    assert game.requests() == (PartnerRequest(0, (HKG, SAO, SYD, TOK), "partner-1"),)
    with pytest.raises(IllegalDecision):
        game.submit(0, PickMarket(NYC))  # a pawn is there
    ev = game.submit(0, PickMarket(HKG))
    assert ev[:2] == [PartnerUsed(0, HKG, "partner-1"), ExpertDiscarded("partner-1", "used")]
    # Crésus card drawn on Hong Kong for the owner
    assert CresusDrawn(HKG, INHERITANCE, "Héritage", (0,)) in ev
    assert Pay(BANK, 0, card(INHERITANCE).amount) in norm(ev)
    assert game.view(1).market_players[HKG] == (0,)
    a_cash = 90 + card(INHERITANCE).amount
    assert cash(game, 0) == a_cash
    # purchase there
    ev = drive(game, waiting(BuyRequest, 0, lambda r: r.market == HKG))
    assert SharesRevealed(HKG, ("HKG-1", "HKG-2"), (0,)) in ev
    assert game.requests() == (BuyRequest(0, HKG, auction_order("HKG-1", "HKG-2"), a_cash),)
    game.submit(0, Buy(("HKG-2",)))
    a_cash -= SHARES["HKG-2"].price
    # sale there
    drive(game, waiting(SellRequest, 0, lambda r: r.market == HKG))
    assert game.requests() == (SellRequest(0, HKG, ("HKG-2",), ()),)
    ev = game.submit(0, Sell("HKG-2"))
    ev += game.submit(0, Stop())
    gain = SHARES["HKG-2"].table[2]
    assert ShareSold(0, "HKG-2", HKG, 3, gain, 0) in ev
    assert cash(game, 0) == a_cash + gain


def test_C_6_5_partner_may_be_kept_for_later() -> None:
    game = new(2, experts=("partner-1", "market-TOK"), cresus=(DIVIDENDS, CRASH))
    bid(game, {0: 10})
    move_all(game, {0: LON, 1: NYC})
    ev = game.submit(0, PickMarket(-1))
    assert not of(ev, PartnerUsed)
    assert [e.market for e in of(ev, CresusDrawn)] == [LON, NYC]
    assert game.view(0).players[0].experts == ("partner-1",)


# ---- C-7 sealed-bid auctions ---------------------------------------------------------------

def test_C_7_1_highest_sealed_bid_wins_expert_and_pays_the_bank() -> None:
    game = new(3, experts=("market-LON", "market-TOK"))
    assert {r.seat for r in game.requests()} == {0, 1, 2}
    assert all(r == BidRequest(r.seat, "market-LON", "expert", 100, 1, (0, 1, 2))
               for r in game.requests())
    ev = bid(game, {0: 30, 1: 20, 2: 0})
    won = BidsRevealed("market-LON", {0: 30, 1: 20, 2: 0}, 1, "won", 0, 30)
    at = ev.index(won)
    assert norm(ev)[at:at + 3] == [won, Pay(0, BANK, 30), ExpertWon(0, "market-LON", 30)]
    assert payments(ev) == [Pay(0, BANK, 30)]
    v = game.view(2)
    assert [p.cash for p in v.players] == [70, 100, 100]
    assert v.players[0].experts == ("market-LON",)


def test_C_7_1_contested_share_goes_to_highest_bid_not_printed_price() -> None:
    game = new(2, cresus=(DIVIDENDS,))
    drive(game)
    ev = move_all(game, {0: LON, 1: LON})
    # C-5.9: the dearer card first (LON-2 before LON-1 with the current prices)
    assert set(game.requests()) == {JoinRequest(0, FIRST, LON), JoinRequest(1, FIRST, LON)}
    ev = answer_all(game, {0: Answer(True), 1: Answer(True)})
    assert ParticipationRevealed(FIRST, (0, 1)) in ev
    assert set(game.requests()) == {BidRequest(0, FIRST, "share", 100, 1, (0, 1)),
                                    BidRequest(1, FIRST, "share", 100, 1, (0, 1))}
    ev = bid(game, {0: 55, 1: 50})
    assert BidsRevealed(FIRST, {0: 55, 1: 50}, 1, "won", 0, 55) in ev
    assert ShareAcquired(0, FIRST, 55, "auction") in ev
    assert [p for p in payments(ev)] == [Pay(0, BANK, 55)]
    # one taker only: bought at the printed price
    ev = answer_all(game, {0: Answer(True), 1: Answer(False)})
    assert ParticipationRevealed(SECOND, (0,)) in ev
    assert game.requests() == (BuyRequest(0, LON, (SECOND,), 45),)
    ev = game.submit(0, Buy((SECOND,)))
    assert ShareAcquired(0, SECOND, SHARES[SECOND].price, "purchase") in ev
    assert [cash(game, 0), cash(game, 1)] == [45 - SHARES[SECOND].price, 100]


def test_C_7_2_bid_is_free_and_may_be_below_the_printed_price() -> None:
    game = new(2, cresus=(DIVIDENDS,))
    drive(game)
    move_all(game, {0: LON, 1: LON})
    answer_all(game, {0: Answer(True), 1: Answer(True)})
    ev = bid(game, {0: 1, 1: 0})
    assert BidsRevealed(FIRST, {0: 1, 1: 0}, 1, "won", 0, 1) in ev
    assert ShareAcquired(0, FIRST, 1, "auction") in ev
    assert cash(game, 0) == 99 and SHARES[FIRST].price > 1


def test_C_7_2_bid_must_be_between_zero_and_cash() -> None:
    game = new(2, experts=("market-LON", "market-TOK"))
    before = game.requests()
    for amount in (101, -1):
        with pytest.raises(IllegalDecision):
            game.submit(0, Bid(amount))
        assert game.requests() == before
    game.submit(0, Bid(100))  # the whole cash is a legal bid
    ev = game.submit(1, Bid(0))
    assert ExpertWon(0, "market-LON", 100) in ev and cash(game, 0) == 0


def test_C_7_2_zero_means_no_bid_a_share_nobody_bids_on_goes_under_its_pile() -> None:
    game = new(2, cresus=(DIVIDENDS,))
    drive(game)
    move_all(game, {0: LON, 1: LON})
    answer_all(game, {0: Answer(True), 1: Answer(True)})
    ev = bid(game, {0: 0, 1: 0})
    assert BidsRevealed(FIRST, {0: 0, 1: 0}, 1, "no_bid") in ev
    assert ShareReturned(FIRST, LON) in ev
    assert not payments(ev) and not of(ev, ShareAcquired)
    assert game.state.piles[LON][-1] == FIRST


def test_C_7_2_nobody_bids_the_expert_card_is_discarded() -> None:
    game = new(2, experts=("market-LON", "market-TOK"))
    ev = bid(game, {})
    assert BidsRevealed("market-LON", {0: 0, 1: 0}, 1, "no_bid") in ev
    assert ExpertDiscarded("market-LON", "no_bid") in ev
    assert not payments(ev)
    v = game.view(0)
    assert v.experts_gone == ("market-LON",) and all(p.experts == () for p in v.players)


def test_C_7_3_first_tie_only_tied_players_bid_again() -> None:
    game = new(3, experts=("market-LON", "market-TOK"))
    ev = bid(game, {0: 20, 1: 20, 2: 10})
    assert BidsRevealed("market-LON", {0: 20, 1: 20, 2: 10}, 1, "tie") in ev
    assert not payments(ev)
    assert set(game.requests()) == {BidRequest(0, "market-LON", "expert", 100, 2, (0, 1)),
                                    BidRequest(1, "market-LON", "expert", 100, 2, (0, 1))}
    ev = bid(game, {0: 25, 1: 20})
    assert BidsRevealed("market-LON", {0: 25, 1: 20}, 2, "won", 0, 25) in ev
    assert [p.cash for p in game.view(0).players] == [75, 100, 100]


def test_C_7_3_second_tie_removes_expert_card_from_the_game() -> None:
    game = new(3, experts=("market-LON", "market-TOK"))
    bid(game, {0: 20, 1: 20})
    ev = bid(game, {0: 30, 1: 30})
    assert BidsRevealed("market-LON", {0: 30, 1: 30}, 2, "cancelled") in ev
    assert ExpertDiscarded("market-LON", "second_tie") in ev
    assert not payments(ev) and not of(ev, ExpertWon)
    v = game.view(2)
    assert [p.cash for p in v.players] == [100, 100, 100]
    assert "market-LON" in v.experts_gone and all(p.experts == () for p in v.players)
    assert all(isinstance(r, MoveRequest) for r in game.requests())


def test_C_7_3_second_tie_on_a_share_puts_it_under_its_pile() -> None:
    game = new(2, cresus=(DIVIDENDS,))
    drive(game)
    move_all(game, {0: LON, 1: LON})
    answer_all(game, {0: Answer(True), 1: Answer(True)})
    ev = bid(game, {0: 20, 1: 20})
    assert BidsRevealed(FIRST, {0: 20, 1: 20}, 1, "tie") in ev
    ev = bid(game, {0: 35, 1: 35})
    assert BidsRevealed(FIRST, {0: 35, 1: 35}, 2, "cancelled") in ev
    assert ShareReturned(FIRST, LON) in ev
    assert not payments(ev) and not of(ev, ShareAcquired)
    assert game.state.piles[LON][-1] == FIRST
    v = game.view(0)
    assert v.revealed == (SECOND,) and [p.cash for p in v.players] == [100, 100]
    assert set(game.requests()) == {JoinRequest(0, SECOND, LON), JoinRequest(1, SECOND, LON)}


def test_C_7_4_bids_stay_secret_until_all_are_in() -> None:
    game = new(3, experts=("market-LON", "market-TOK"))
    ev = game.submit(0, Bid(30))
    assert ev == [DecisionTaken(0, "bid")]
    assert game.view(0).my_choices == {"bid": 30}
    for seat in (1, 2):
        v = game.view(seat)
        assert v.my_choices == {}
        assert v.requests == (BidRequest(seat, "market-LON", "expert", 100, 1, (0, 1, 2)),)
        assert v.players[0].cash == 100 and v.players[0].experts == ()
    ev = game.submit(1, Bid(20))
    assert ev == [DecisionTaken(1, "bid")]
    assert game.view(2).my_choices == {}
    ev = game.submit(2, Bid(0))
    # the last bid is told too, before the reveal (a play-test missed one rival's line)
    assert ev[:2] == [DecisionTaken(2, "bid"),
                      BidsRevealed("market-LON", {0: 30, 1: 20, 2: 0}, 1, "won", 0, 30)]


def test_C_7_4_market_choices_and_participation_stay_secret_until_reveal() -> None:
    game = new(2, cresus=(DIVIDENDS,))
    drive(game)
    ev = game.submit(0, Move(LON))
    assert ev == [DecisionTaken(0, "move")]
    v = game.view(1)
    assert v.my_choices == {} and v.players[0].position == -1
    assert game.view(0).my_choices == {"market": LON}
    ev = game.submit(1, Move(LON))
    assert ev[:2] == [DecisionTaken(1, "move"), PawnsMoved({0: LON, 1: LON}, (), False)]
    ev = game.submit(1, Answer(True))
    assert ev == [DecisionTaken(1, "join")]
    assert game.view(0).my_choices == {} and game.view(1).my_choices == {"join": 1}
    ev = game.submit(0, Answer(False))
    assert ev[:2] == [DecisionTaken(0, "join"), ParticipationRevealed(FIRST, (1,))]


# ---- C-8 luxury cards ----------------------------------------------------------------------

def test_C_8_1_luxuries_bought_in_rank_order_one_or_two_at_full_price() -> None:
    game = new(2, experts=("market-TOK", "market-NYC"), cresus=(DIVIDENDS, CRASH, ROULETTE,
                                                                 CHANCE))
    turn(game, {0: LON, 1: NYC}, waiting(LuxuryRequest, 0))
    assert game.requests() == (LuxuryRequest(0, 1, 100, afford(100, 0), 0),)
    with pytest.raises(IllegalDecision):
        game.submit(0, BuyLuxury(3))
    ev = game.submit(0, BuyLuxury(1))
    assert norm(ev)[:2] == [Pay(0, BANK, LUX[0]), LuxuryBought(0, 1, LUX[0])]
    left = 100 - LUX[0]
    drive(game)
    move_all(game, {0: NYC, 1: HKG})
    drive(game, waiting(LuxuryRequest, 0))
    # next rank is 2: no skipping, the next card's price
    assert game.requests() == (LuxuryRequest(0, 2, left, afford(left, 1), 0),)
    with pytest.raises(IllegalDecision):
        game.submit(0, BuyLuxury(2))  # ranks 2 and 3 cost more than the cash
    ev = game.submit(0, BuyLuxury(1))
    assert LuxuryBought(0, 2, LUX[1]) in ev
    assert game.view(0).players[0].luxuries == 2
    assert cash(game, 0) == left - LUX[1]


def test_C_8_1_two_cards_in_one_turn_and_no_offer_when_next_card_is_unaffordable() -> None:
    game = new(2, experts=("market-LON", "market-TOK"),
               cresus=(DIVIDENDS, CRASH, ROULETTE, CHANCE))
    bid(game, {0: 100 - (LUX[0] + LUX[1])})  # A keeps exactly the price of ranks 1 and 2
    seen: list = []
    turn(game, {0: LON, 1: NYC}, lux={0: 2}, seen=seen)
    lux_reqs = [r for r in seen if isinstance(r, LuxuryRequest)]
    assert lux_reqs == [LuxuryRequest(0, 1, LUX[0] + LUX[1], 2, 0),
                        LuxuryRequest(1, 1, 100, afford(100, 0), 0)]
    assert game.view(0).players[0].luxuries == 2 and cash(game, 0) == 0
    # turn 2: A has no cash for rank 3: no luxury request for A
    seen = []
    turn(game, {0: NYC, 1: HKG}, seen=seen)
    assert cash(game, 0) < LUX[2]
    assert not [r for r in seen if isinstance(r, LuxuryRequest) and r.seat == 0]
    assert [r.seat for r in seen if isinstance(r, LuxuryRequest)] == [1]


def test_C_8_2_sell_luxury_at_any_time_most_valuable_first_for_half() -> None:
    game = new(2, experts=("market-TOK", "market-NYC"), cresus=(DIVIDENDS, CRASH))
    turn(game, {0: LON, 1: NYC}, waiting(LuxuryRequest, 0))
    game.submit(0, BuyLuxury(2))
    left = 100 - LUX[0] - LUX[1]
    drive(game, waiting(BidRequest))
    assert BidRequest(0, "market-NYC", "expert", left, 1, (1, 0)) in game.requests()
    ev = game.submit(0, SellLuxury(1))
    assert norm(ev)[:2] == [LuxurySold(0, 2, half(2)), Pay(BANK, 0, half(2))]
    assert game.view(1).players[0].luxuries == 1 and cash(game, 0) == left + half(2)
    # the waiting bid request now shows the new cash
    assert BidRequest(0, "market-NYC", "expert", left + half(2), 1, (1, 0)) in game.requests()
    game.submit(0, Bid(0))
    # not A's turn to decide (B must bid), still allowed
    assert not [r for r in game.requests() if r.seat == 0]
    ev = game.submit(0, SellLuxury(1))
    assert ev[:1] == [LuxurySold(0, 1, half(1))]
    assert cash(game, 0) == left + half(2) + half(1)
    with pytest.raises(IllegalDecision):
        game.submit(0, SellLuxury(1))  # nothing left to sell


def test_C_8_2_selling_two_at_once_goes_from_the_most_valuable() -> None:
    game = new(2, experts=("market-TOK", "market-NYC"), cresus=(DIVIDENDS, CRASH))
    turn(game, {0: LON, 1: NYC}, waiting(LuxuryRequest, 0))
    game.submit(0, BuyLuxury(2))
    ev = game.submit(0, SellLuxury(2))
    assert of(ev, LuxurySold) == [LuxurySold(0, 2, half(2)), LuxurySold(0, 1, half(1))]


# ---- C-9 Crésus cards ----------------------------------------------------------------------

def test_C_9_1_market_card_applies_only_to_players_on_the_drawing_market() -> None:
    game = new(3, cresus=(NOTARY, DIVIDENDS))
    drive(game)
    ev = move_all(game, {0: LON, 1: LON, 2: NYC})
    amount = card(NOTARY).amount
    assert CresusDrawn(LON, NOTARY, "Frais de notaire", (0, 1)) in ev
    assert payments(ev) == [Pay(0, BANK, amount),
                               Pay(1, BANK, amount)]
    assert [p.cash for p in game.view(0).players] == [100 - amount, 100 - amount, 100]


def test_C_9_1_table_card_involves_every_player() -> None:
    game = new(3, cresus=(BIRTHDAY, DIVIDENDS, CRASH))
    drive(game)
    ev = move_all(game, {0: LON, 1: NYC, 2: HKG})
    assert CresusDrawn(LON, BIRTHDAY, "Anniversaire", (0, 1, 2)) in ev
    assert CresusDrawn(NYC, DIVIDENDS, "Dividendes exceptionnels", (1,)) in ev


def test_C_9_1_partner_owner_counts_as_present() -> None:
    game = new(2, experts=("partner-1", "market-TOK"), cresus=(DIVIDENDS, CRASH, NOTARY))
    bid(game, {0: 10})
    move_all(game, {0: LON, 1: NYC})
    ev = game.submit(0, PickMarket(SYD))
    assert CresusDrawn(SYD, NOTARY, "Frais de notaire", (0,)) in ev
    assert Pay(0, BANK, card(NOTARY).amount) in norm(ev)


def test_C_9_1_per_luxury_card_rolls_one_die_per_luxury_card() -> None:
    _, ev, _ = _with_luxuries(WEALTH_TAX, dice=(BLUE, RED))
    rolled = of(ev, DiceRolled)
    assert [(d.seat, d.dice) for d in rolled] == [(1, ()), (0, (BLUE, RED))]


def test_C_9_1_players_resolve_a_card_in_turn_order() -> None:
    game = new(3, cresus=(LOTO,), first_player=1,
               dice=(RED, BLUE, BLUE, BLUE, BLUE, BLUE, RED, RED, BLUE, BLUE, BLUE, BLUE,
                     RED, RED, RED, BLUE, BLUE, BLUE))
    drive(game)
    ev = move_all(game, {0: LON, 1: LON, 2: LON})
    assert [d.seat for d in of(ev, DiceRolled)] == [1, 2, 0]
    amount = card(LOTO).amount
    assert [p for p in payments(ev)] == [Pay(BANK, 1, amount),
                                            Pay(BANK, 2, 2 * amount),
                                            Pay(BANK, 0, 3 * amount)]


def test_C_9_1_gambling_card_offered_to_each_player_on_the_market_in_turn_order() -> None:
    game = new(3, cresus=(ROULETTE,), first_player=2, dice=(BLUE,) * 12)
    drive(game)
    move_all(game, {0: LON, 1: LON, 2: LON})
    entry = GAMES["roulette"].entry
    assert game.requests() == (EntryRequest(2, "roulette", entry, 100, False),)
    ev = game.submit(2, Answer(True))
    assert GambleResult(2, "roulette", 0) in ev
    assert game.requests() == (EntryRequest(0, "roulette", entry, 100, False),)
    game.submit(0, Answer(False))
    assert game.requests() == (EntryRequest(1, "roulette", entry, 100, False),)
    ev = game.submit(1, Answer(True))
    assert GambleResult(1, "roulette", 0) in ev
    assert [p.cash for p in game.view(0).players] == [100, 100 - entry, 100 - entry]


# chapter 9.2, card by card

def test_C_9_2_card_01_anniversaire_players_on_market_receive_from_every_other() -> None:
    game = new(3, cresus=(BIRTHDAY, DIVIDENDS))
    drive(game)
    ev = move_all(game, {0: LON, 1: LON, 2: NYC})
    a = card(BIRTHDAY).amount
    assert payments(ev) == [Pay(2, 0, a), Pay(2, 1, a)]
    assert [p.cash for p in game.view(2).players] == [100 + a, 100 + a, 100 - 2 * a]


def test_C_9_2_card_01_anniversaire_single_receiver() -> None:
    game = new(3, cresus=(BIRTHDAY, DIVIDENDS, CRASH))
    drive(game)
    ev = move_all(game, {0: LON, 1: NYC, 2: HKG})
    a = card(BIRTHDAY).amount
    assert payments(ev) == [Pay(1, 0, a), Pay(2, 0, a)]
    assert [p.cash for p in game.view(2).players] == [100 + 2 * a, 100 - a, 100 - a]


def test_C_9_2_card_02_poker_tournament_tied_winners_share_pot_remainder_to_bank() -> None:
    dice = ((RED, RED, RED, BLUE, YELLOW), (BLUE, BLUE, BLUE, RED, YELLOW),
            (GREEN, GREEN, GREEN, ORANGE, VIOLET), (RED, RED, BLUE, YELLOW, GREEN))
    game = new(4, cresus=(POKER_TOURNEY, DIVIDENDS, CRASH, ROULETTE),
               dice=tuple(d for hand in dice for d in hand))
    drive(game)
    move_all(game, {0: LON, 1: NYC, 2: HKG, 3: SAO})
    fee = card(POKER_TOURNEY).amount
    ev: list = []
    for seat in range(4):
        assert game.requests() == (EntryRequest(seat, "poker", fee, 100, True),)
        ev += game.submit(seat, Answer(True))
    for seat in range(4):
        assert game.requests() == (ThrowRequest(seat, dice[seat], 1, 2, "tournament", "poker"),)
        ev += game.submit(seat, Stop())
    pot = 4 * fee
    share = pot // 3
    assert TournamentResult("poker", {0: 3, 1: 3, 2: 3, 3: 2}, (0, 1, 2), pot, share) in ev
    assert [p.cash for p in game.view(0).players] == [100 - fee + share] * 3 + [100 - fee]
    assert sum(p.cash for p in game.view(0).players) == 400 - (pot - 3 * share)


def test_C_9_2_card_03_horse_tournament_most_red_faces_takes_pot() -> None:
    game = new(3, cresus=(HORSE_TOURNEY, DIVIDENDS, CRASH),
               dice=(RED, RED, BLUE, BLUE, BLUE, BLUE, RED, RED, RED, RED, BLUE, BLUE))
    drive(game)
    move_all(game, {0: LON, 1: NYC, 2: HKG})
    fee = card(HORSE_TOURNEY).amount
    game.submit(0, Answer(True))
    game.submit(1, Answer(True))
    ev = game.submit(2, Answer(False))
    assert not [p for p in payments(ev) if p.payer == 2]
    assert game.requests() == (ThrowRequest(0, (RED, RED, BLUE, BLUE, BLUE, BLUE), 2, 3,
                                            "tournament", "course-hippique"),)
    ev = game.submit(0, Stop())
    ev += game.submit(1, Stop())
    assert TournamentResult("course-hippique", {0: 2, 1: 4}, (1,), 2 * fee, 2 * fee) in ev
    assert [p.cash for p in game.view(0).players] == [100 - fee, 100 + fee, 100]


def _with_luxuries(cresus_card: int, dice: tuple) -> tuple[Game, list, int]:
    """Turn 1: A inherits and buys two luxury cards; turn 2: A and B both on New York (blue)
    where ``cresus_card`` is drawn; B (first player of turn 2) has no luxury card."""
    game = new(2, experts=("market-TOK", "market-NYC"),
               cresus=(INHERITANCE, DIVIDENDS, cresus_card), dice=dice)
    turn(game, {0: LON, 1: NYC}, lux={0: 2})
    drive(game)
    assert game.view(0).players[0].luxuries == 2
    a_cash = 100 + card(INHERITANCE).amount - LUX[0] - LUX[1]
    assert cash(game, 0) == a_cash
    return game, move_all(game, {0: NYC, 1: NYC}), a_cash


@pytest.mark.parametrize("index", [WEALTH_TAX, WEALTH_TAX_2])
def test_C_9_2_cards_04_05_wealth_tax_per_die_of_market_colour_with_minimum(index: int) -> None:
    game, ev, a_cash = _with_luxuries(index, dice=(BLUE, RED))
    c = card(index)
    assert CresusDrawn(NYC, index, "Impôt sur la fortune", (1, 0)) in ev
    assert of(ev, DiceRolled) == [DiceRolled(1, (), 1, 1, "tax", c.name),
                                  DiceRolled(0, (BLUE, RED), 1, 1, "tax", c.name)]
    assert payments(ev) == [Pay(1, BANK, c.minimum),
                               Pay(0, BANK, max(c.amount, c.minimum))]
    assert cash(game, 0) == a_cash - max(c.amount, c.minimum)
    assert cash(game, 1) == 100 - c.minimum


def test_C_9_2_card_04_wealth_tax_no_die_of_market_colour_pays_minimum() -> None:
    _, ev, _ = _with_luxuries(WEALTH_TAX, dice=(RED, YELLOW))
    c = card(WEALTH_TAX)
    assert Pay(0, BANK, c.minimum) in norm(ev)


def test_C_9_2_card_06_tax_audit_per_red_yellow_green_die_with_minimum() -> None:
    _, ev, _ = _with_luxuries(TAX_AUDIT, dice=(RED, YELLOW))
    c = card(TAX_AUDIT)
    assert payments(ev) == [Pay(1, BANK, c.minimum),
                                    Pay(0, BANK, max(2 * c.amount, c.minimum))]


def test_C_9_2_card_06_tax_audit_other_colours_pay_minimum() -> None:
    _, ev, _ = _with_luxuries(TAX_AUDIT, dice=(BLUE, VIOLET))
    c = card(TAX_AUDIT)
    assert Pay(0, BANK, c.minimum) in norm(ev)


def test_C_9_2_card_07_divorce_half_of_cash_rounded_down() -> None:
    game = new(2, experts=("market-LON", "market-TOK"), cresus=(DIVORCE,))
    bid(game, {0: 25})
    ev = move_all(game, {0: LON, 1: LON})
    c = card(DIVORCE)
    assert payments(ev) == [Pay(0, BANK, 75 * c.percent // 100),
                               Pay(1, BANK, min(100 * c.percent // 100, c.maximum))]
    assert cash(game, 0) == 75 - 75 * c.percent // 100


def test_C_9_2_card_07_divorce_is_capped() -> None:
    game = new(2, experts=("market-TOK", "market-NYC"), cresus=(DIVIDENDS, CRASH, DIVORCE,
                                                                       ROULETTE),
               pile_tops={"LON": ("LON-7", "LON-1")}, dice=(RED,) * 6)
    turn(game, {0: LON, 1: NYC}, buys={0: ("LON-7",)}, sells={0: ("LON-7",)})
    rich = 100 - SHARES["LON-7"].price + SHARES["LON-7"].table[5]
    assert cash(game, 0) == rich
    drive(game)
    ev = move_all(game, {0: NYC, 1: HKG})
    c = card(DIVORCE)
    assert rich * c.percent // 100 > c.maximum
    assert Pay(0, BANK, c.maximum) in norm(ev)
    assert cash(game, 0) == rich - c.maximum


@pytest.mark.parametrize("index", [INHERITANCE, BONUS])
def test_C_9_2_cards_15_16_receive_fixed_amount(index: int) -> None:
    game = new(2, cresus=(index, DIVIDENDS))
    drive(game)
    ev = move_all(game, {0: LON, 1: NYC})
    c = card(index)
    assert CresusDrawn(LON, index, c.name, (0,)) in ev
    assert payments(ev) == [Pay(BANK, 0, c.amount)]
    assert [cash(game, 0), cash(game, 1)] == [100 + c.amount, 100]


def _holding_two_shares(cresus_card: int) -> tuple[Game, list, int]:
    """Turn 1: A buys LON-1 and LON-2; turn 2: A alone on New York where the card is drawn
    (B, on Hong Kong, draws a Chance and declines it)."""
    other = CRASH if cresus_card == DIVIDENDS else DIVIDENDS  # no share held yet: no effect
    game = new(2, experts=("market-TOK", "market-NYC"),
               cresus=(other, ROULETTE, cresus_card, CHANCE))
    turn(game, {0: LON, 1: NYC}, buys={0: ("LON-1", "LON-2")})
    drive(game)
    left = 100 - SHARES["LON-1"].price - SHARES["LON-2"].price
    assert cash(game, 0) == left and cash(game, 1) == 100
    ev = move_all(game, {0: NYC, 1: HKG})
    return game, ev, left


def test_C_9_2_card_17_dividends_per_share_held() -> None:
    game, ev, left = _holding_two_shares(DIVIDENDS)
    c = card(DIVIDENDS)
    assert CresusDrawn(NYC, DIVIDENDS, c.name, (0,)) in ev
    assert payments(ev) == [Pay(BANK, 0, 2 * c.amount)]
    assert cash(game, 0) == left + 2 * c.amount and cash(game, 1) == 100


def test_C_9_2_card_18_crash_pays_per_share_held() -> None:
    game, ev, left = _holding_two_shares(CRASH)
    c = card(CRASH)
    assert payments(ev) == [Pay(0, BANK, 2 * c.amount)]
    assert cash(game, 0) == left - 2 * c.amount and cash(game, 1) == 100


def test_C_9_2_card_19_notary_fees() -> None:
    game = new(2, cresus=(NOTARY, DIVIDENDS))
    drive(game)
    ev = move_all(game, {0: LON, 1: NYC})
    c = card(NOTARY)
    assert payments(ev) == [Pay(0, BANK, c.amount)]
    assert [cash(game, 0), cash(game, 1)] == [100 - c.amount, 100]


def test_C_9_2_card_20_loto_per_red_face() -> None:
    game = new(2, cresus=(LOTO, DIVIDENDS), dice=(RED, RED, BLUE, RED, YELLOW, GREEN))
    drive(game)
    ev = move_all(game, {0: LON, 1: NYC})
    c = card(LOTO)
    assert DiceRolled(0, (RED, RED, BLUE, RED, YELLOW, GREEN), 1, 1, "loto", "loto") in ev
    assert payments(ev) == [Pay(BANK, 0, 3 * c.amount)]


def test_C_9_2_cards_08_14_gambling_entry_is_optional() -> None:
    for index in range(ROULETTE, SLOTS + 1):
        game = new(2, cresus=(index, DIVIDENDS))
        drive(game)
        move_all(game, {0: LON, 1: NYC})
        g = GAMES[card(index).game]
        assert game.requests() == (EntryRequest(0, g.code, g.entry, 100, False),)
        ev = game.submit(0, Answer(False))
        assert not payments(ev) and not of(ev, DiceRolled) and not of(ev, GambleResult)
        assert cash(game, 0) == 100


# ---- C-9.3 gambling games ------------------------------------------------------------------

def _pattern(code: str, colour: str, n: int) -> int:
    return {(c, k): gain for c, k, gain in GAMES[code].patterns}[(colour, n)]


GAMBLES = [
    # (card, forced dice, decisions after the first throw, expected gain)
    pytest.param(ROULETTE, (RED, RED, RED, BLUE, YELLOW, GREEN), [],
                 lambda: GAMES["roulette"].gains[3 - 2], id="roulette-3-red"),
    pytest.param(ROULETTE, (RED, BLUE, BLUE, BLUE, BLUE, BLUE), [],
                 lambda: 0, id="roulette-1-red"),
    pytest.param(CHANCE, (RED, RED, BLUE, YELLOW, GREEN, ORANGE, RED, RED, VIOLET, VIOLET),
                 [Keep((0, 1))], lambda: GAMES["chance"].gains[4 - 2], id="chance-keep-reroll"),
    pytest.param(HORSE, (RED, RED, RED, RED, RED, BLUE), [Stop()],
                 lambda: GAMES["course-hippique"].gains[5 - 2], id="course-hippique-5-red"),
    pytest.param(HORSE, (RED, RED, BLUE, BLUE, BLUE, BLUE, RED, RED, RED, RED),
                 [Keep((0, 1)), Stop()], lambda: GAMES["course-hippique"].gains[6 - 2],
                 id="course-hippique-6-red"),
    pytest.param(POKER, (ORANGE, ORANGE, ORANGE, ORANGE, BLUE), [Stop()],
                 lambda: GAMES["poker"].gains[4 - 2], id="poker-4-same"),
    pytest.param(POKER, (RED, BLUE, YELLOW, GREEN, VIOLET, VIOLET, VIOLET, VIOLET, VIOLET),
                 [Keep((4,))], lambda: GAMES["poker"].gains[5 - 2], id="poker-5-same"),
    pytest.param(CAR_RACE, (RED, RED, RED, BLUE, GREEN, VIOLET), [Stop()],
                 lambda: GAMES["course-de-voitures"].gain, id="voitures-success"),
    pytest.param(CAR_RACE, (RED, RED, BLUE, GREEN, VIOLET, VIOLET), [Stop()],
                 lambda: 0, id="voitures-failure"),
    pytest.param(GOLF, (GREEN, GREEN, YELLOW, YELLOW, BLUE, RED), [Stop()],
                 lambda: GAMES["open-de-golf"].gain, id="golf-success"),
    pytest.param(GOLF, (GREEN, YELLOW, YELLOW, BLUE, RED, RED), [Stop()],
                 lambda: 0, id="golf-failure"),
    pytest.param(SLOTS, (VIOLET, VIOLET, VIOLET), [Stop()],
                 lambda: _pattern("machine-a-sous", "violet", 3), id="slots-best-of-patterns"),
    pytest.param(SLOTS, (ORANGE, RED, ORANGE), [Stop()],
                 lambda: _pattern("machine-a-sous", "orange", 2), id="slots-two-orange"),
    pytest.param(SLOTS, (RED, BLUE, GREEN), [Stop()], lambda: 0, id="slots-nothing"),
]


@pytest.mark.parametrize(("index", "dice", "plays", "expected"), GAMBLES)
def test_C_9_3_gambling_game_pays_its_table_for_the_final_dice(index, dice, plays,
                                                               expected) -> None:
    game = new(2, cresus=(index, DIVIDENDS), dice=dice)
    drive(game)
    move_all(game, {0: LON, 1: NYC})
    g = GAMES[card(index).game]
    ev = game.submit(0, Answer(True))
    assert norm(ev)[0] == Pay(0, BANK, g.entry)
    rolls = of(ev, DiceRolled)
    assert rolls[0].dice == dice[:g.dice] and rolls[0].throws == g.throws
    for d in plays:
        assert game.requests()[0].seat == 0 and isinstance(game.requests()[0], ThrowRequest)
        ev += game.submit(0, d)
    gain = expected()
    assert GambleResult(0, g.code, gain) in ev
    paid = [p for p in payments(ev) if p.payee == 0]
    assert paid == ([Pay(BANK, 0, gain)] if gain else [])
    assert cash(game, 0) == 100 - g.entry + gain
    assert not [r for r in game.requests() if isinstance(r, ThrowRequest)]


def test_C_9_3_throws_are_limited_by_the_game() -> None:
    g = GAMES["chance"]
    game = new(2, cresus=(CHANCE, DIVIDENDS), dice=(BLUE,) * 12)
    drive(game)
    move_all(game, {0: LON, 1: NYC})
    game.submit(0, Answer(True))
    assert game.requests() == (ThrowRequest(0, (BLUE,) * 6, g.throws - 1, g.throws, "gamble",
                                            "chance"),)
    ev = game.submit(0, Keep(()))
    assert GambleResult(0, "chance", 0) in ev  # no third throw
    assert not [r for r in game.requests() if isinstance(r, ThrowRequest)]


# ---- C-10 money troubles, trades, hidden information ---------------------------------------

def test_C_10_1_purchase_above_cash_is_illegal() -> None:
    game = new(2, experts=("market-LON", "market-TOK"), cresus=(DIVIDENDS, CRASH))
    left = SHARES["LON-1"].price - 1
    bid(game, {0: 100 - left})
    move_all(game, {0: LON, 1: NYC})
    assert game.requests() == (BuyRequest(0, LON, LON_12, left),)
    with pytest.raises(IllegalDecision):
        game.submit(0, Buy(("LON-1",)))
    game.submit(0, Buy(()))
    assert cash(game, 0) == left


def _broke_with_two_luxuries(cards: tuple, experts=("market-TOK", "market-NYC")) -> Game:
    """Turn 1: A bids away what ranks 1 and 2 of the luxury cards leave, then buys both."""
    game = new(2, experts=experts, cresus=(DIVIDENDS, CRASH) + cards, dice=(BLUE,) * 12)
    spend = 100 - LUX[0] - LUX[1]
    bid(game, {0: spend} if spend else {})
    turn(game, {0: LON, 1: NYC}, lux={0: 2})
    assert cash(game, 0) == 0 and game.view(0).players[0].luxuries == 2
    return game


def test_C_10_1_entry_fee_needs_cash_and_a_luxury_may_be_sold_first() -> None:
    game = _broke_with_two_luxuries((ROULETTE, CHANCE))
    drive(game)
    move_all(game, {0: NYC, 1: HKG})
    entry = GAMES["roulette"].entry
    assert game.requests() == (EntryRequest(0, "roulette", entry, 0, False),)
    with pytest.raises(IllegalDecision):
        game.submit(0, Answer(True))
    game.submit(0, SellLuxury(1))
    assert game.requests() == (EntryRequest(0, "roulette", entry, half(2), False),)
    ev = game.submit(0, Answer(True))
    assert norm(ev)[0] == Pay(0, BANK, entry)
    assert cash(game, 0) == half(2) - entry


def test_C_10_1_bid_is_limited_to_cash_raised_by_selling_luxuries() -> None:
    game = _broke_with_two_luxuries(())
    drive(game, waiting(BidRequest))
    assert BidRequest(0, "market-NYC", "expert", 0, 1, (1, 0)) in game.requests()
    with pytest.raises(IllegalDecision):
        game.submit(0, Bid(1))
    game.submit(0, SellLuxury(1))
    assert BidRequest(0, "market-NYC", "expert", half(2), 1, (1, 0)) in game.requests()
    game.submit(0, Bid(half(2)))
    ev = game.submit(1, Bid(0))
    assert ExpertWon(0, "market-NYC", half(2)) in ev and cash(game, 0) == 0


def test_C_10_1_luxury_purchase_above_cash_is_illegal() -> None:
    game = new(2, experts=("market-LON", "market-TOK"), cresus=(DIVIDENDS, CRASH))
    bid(game, {0: 100 - LUX[0]})
    turn(game, {0: LON, 1: NYC}, waiting(LuxuryRequest, 0))
    assert game.requests() == (LuxuryRequest(0, 1, LUX[0], 1, 0),)
    with pytest.raises(IllegalDecision):
        game.submit(0, BuyLuxury(2))
    game.submit(0, BuyLuxury(1))
    assert cash(game, 0) == 0


def test_C_10_1_a_committed_bid_never_exceeds_cash_after_a_trade() -> None:
    """A sealed bid is a chosen payment: a trade accepted while the bid waits for the other
    bids must not let the auction charge more than the bidder then holds."""
    game = new(2, experts=("market-TOK", "market-NYC"),
               cresus=(DIVIDENDS, CRASH, ROULETTE, CHANCE),
               pile_tops={"NYC": ("NYC-8", "NYC-1")})
    turn(game, {0: LON, 1: NYC}, buys={1: ("NYC-8",)})
    drive(game)
    move_all(game, {0: HKG, 1: HKG})
    drive(game, waiting(JoinRequest))
    answer_all(game, {1: Answer(True), 0: Answer(True)})
    assert BidRequest(0, "HKG-1", "share", 100, 1, (1, 0)) in game.requests()
    game.submit(0, Bid(100))  # all of A's cash, still secret
    try:
        game.submit(0, Offer(to=1, give_cash=30, take_shares=("NYC-8",)))
        game.submit(1, Reply(True))
    except IllegalDecision:
        pass  # refusing the offer is one correct outcome
    game.submit(1, Bid(0))
    assert all(p.cash >= 0 for p in game.view(0).players), [
        p.cash for p in game.view(0).players]


def _in_debt(cresus_card: int, dice: tuple = ()) -> Game:
    """A ends turn 1 with 5 M, share LON-7 and luxury rank 1; on turn 2 A
    stands alone on New York, where ``cresus_card`` is drawn."""
    game = new(2, experts=("market-LON", "market-TOK"),
               cresus=(DIVIDENDS, CRASH, cresus_card, ROULETTE),
               pile_tops={"LON": ("LON-7", "LON-1")}, dice=dice)
    spend = 100 - 5 - SHARES["LON-7"].price - LUX[0]
    bid(game, {0: spend})
    turn(game, {0: LON, 1: NYC}, buys={0: ("LON-7",)}, lux={0: 1})
    assert cash(game, 0) == 5
    drive(game)
    move_all(game, {0: NYC, 1: HKG})
    return game


def test_C_10_2_imposed_payment_beyond_cash_asks_to_sell_luxury_or_share() -> None:
    game = _in_debt(NOTARY)
    owed = card(NOTARY).amount
    assert game.requests() == (DebtRequest(0, owed, 5, NYC, ("LON-7",), 1),)
    with pytest.raises(IllegalDecision):
        game.submit(0, Done())
    ev = game.submit(0, SellLuxury(1))
    assert norm(ev)[:3] == [LuxurySold(0, 1, half(1)),
                            Pay(BANK, 0, half(1)),
                            Pay(0, BANK, owed)]
    assert cash(game, 0) == 5 + half(1) - owed
    assert game.view(0).players[0].shares == ("LON-7",)


def test_C_10_2_imposed_share_sale_is_an_ordinary_sale_where_the_player_stands() -> None:
    game = _in_debt(NOTARY, dice=(RED, RED, BLUE, YELLOW, GREEN, ORANGE))
    owed = card(NOTARY).amount
    ev = game.submit(0, Sell("LON-7"))
    gain = SHARES["LON-7"].table[1]
    premium = RULES.sectors["aero"].premium  # sold in New York, off its London origin
    assert norm(ev)[:4] == [DiceRolled(0, (RED, RED, BLUE, YELLOW, GREEN, ORANGE), 1, 1, "sale",
                            "LON-7"),
                            ShareSold(0, "LON-7", NYC, 2, gain, premium),
                            Pay(BANK, 0, gain + premium),
                            Pay(0, BANK, owed)]
    assert cash(game, 0) == 5 + gain + premium - owed
    assert game.view(0).players[0].luxuries == 1
    assert game.state.piles[LON][-1] == "LON-7"


def test_C_10_2_debt_is_asked_again_until_covered_cash_never_negative() -> None:
    # one colour per die: the worst sale (1 face) of LON-7, sold off-market in New York
    game = _in_debt(NOTARY, dice=(RED, BLUE, YELLOW, GREEN, ORANGE, VIOLET))
    owed = card(NOTARY).amount
    gain = SHARES["LON-7"].table[0]
    premium = RULES.sectors["aero"].premium
    ev = game.submit(0, Sell("LON-7"))
    assert ShareSold(0, "LON-7", NYC, 1, gain, premium) in ev
    raised = 5 + gain + premium
    if raised < owed:  # still short: the luxury card must go too
        assert game.requests() == (DebtRequest(0, owed, raised, NYC, (), 1),)
        ev = game.submit(0, SellLuxury(1))
        raised += half(1)
    assert Pay(0, BANK, owed) in norm(ev)
    assert cash(game, 0) == raised - owed >= 0


def test_C_10_3_total_bankruptcy_bank_loan_pays_the_debt_rest_is_kept() -> None:
    game = new(2, experts=("market-LON", "market-TOK"), cresus=(DIVIDENDS, CRASH, NOTARY,
                                                                 ROULETTE))
    bid(game, {0: 95})
    turn(game, {0: LON, 1: NYC})
    drive(game)
    ev = move_all(game, {0: NYC, 1: HKG})
    owed, loan = card(NOTARY).amount, DATA.loan_amount
    assert not [r for r in game.requests() if isinstance(r, DebtRequest)]
    assert [e for e in norm(ev) if isinstance(e, (Pay, LoanTaken))][:3] == [
        Pay(BANK, 0, loan),
        Pay(0, BANK, owed),
        LoanTaken(0, loan, owed, 0)]
    me = game.view(1).players[0]
    assert me.cash == 5 + loan - owed and me.loan == loan and me.loan_taken


def test_C_10_3_bank_loan_pays_a_debt_owed_to_another_player() -> None:
    game = new(2, experts=("market-LON", "market-TOK"),
               cresus=(DIVIDENDS, CRASH, BIRTHDAY, ROULETTE))
    bid(game, {0: 95})
    turn(game, {0: LON, 1: NYC})
    drive(game)
    ev = move_all(game, {0: NYC, 1: LON})  # Anniversaire on London: A, not there, owes B
    owed, loan = card(BIRTHDAY).amount, DATA.loan_amount
    assert [e for e in norm(ev) if isinstance(e, (Pay, LoanTaken))][:3] == [
        Pay(BANK, 0, loan),
        Pay(0, 1, owed),
        LoanTaken(0, loan, owed, 0)]
    assert [cash(game, 0), cash(game, 1)] == [5 + loan - owed, 100 + owed]


def test_C_10_3_loan_must_be_repaid_before_the_next_luxury_purchase() -> None:
    game = new(2, experts=("market-LON", "market-TOK", "market-NYC"),
               cresus=(DIVIDENDS, CRASH, NOTARY, ROULETTE, INHERITANCE, CHANCE))
    owed, loan, gift = card(NOTARY).amount, DATA.loan_amount, card(INHERITANCE).amount
    start = loan + LUX[0] - gift - loan + owed  # cash after turn 1 so that turn 3 ends on
    bid(game, {0: 100 - start})                 # exactly loan + LUX[0]
    turn(game, {0: LON, 1: NYC})
    seen: list = []
    turn(game, {0: NYC, 1: HKG}, seen=seen)
    assert game.view(0).players[0].loan == loan
    after_loan = start + loan - owed
    assert cash(game, 0) == after_loan < loan
    # cash below the loan: no luxury request at all
    assert not [r for r in seen if isinstance(r, LuxuryRequest) and r.seat == 0]
    turn(game, {0: LON, 1: NYC}, waiting(LuxuryRequest, 0))
    have = after_loan + gift
    assert have == loan + LUX[0]
    assert game.requests() == (LuxuryRequest(0, 1, have, 0, loan),)
    with pytest.raises(IllegalDecision):
        game.submit(0, BuyLuxury(1))
    ev = game.submit(0, RepayLoan())
    assert norm(ev)[:2] == [Pay(0, BANK, loan), LoanRepaid(0, loan)]
    assert game.requests() == (LuxuryRequest(0, 1, LUX[0], 1, 0),)
    ev = game.submit(0, BuyLuxury(1))
    assert LuxuryBought(0, 1, LUX[0]) in ev
    me = game.view(0).players[0]
    assert me.loan == 0 and me.loan_taken and me.cash == 0


def test_C_10_3_second_total_bankruptcy_eliminates_the_player() -> None:
    game = new(3, experts=("market-TOK", "market-NYC", "market-HKG"),
               cresus=(DIVIDENDS, CRASH, ROULETTE, NOTARY, CHANCE, HORSE, TAX_AUDIT, POKER,
                       CAR_RACE))
    owed, loan = card(NOTARY).amount, DATA.loan_amount
    bid(game, {0: 95})
    turn(game, {0: LON, 1: NYC, 2: HKG})
    bid(game, {2: 100})  # C spends everything: 0 M, but stays in the game
    turn(game, {0: NYC, 1: HKG, 2: SAO})
    assert cash(game, 0) == 5 + loan - owed
    bid(game, {0: 5 + loan - owed})
    assert cash(game, 0) == 0 and game.view(0).players[0].experts == ("market-TOK",
                                                                         "market-HKG")
    ev = move_all(game, {0: LON, 1: NYC, 2: HKG})
    audit = card(TAX_AUDIT)
    assert PlayerEliminated(0, audit.minimum) in ev
    assert ExpertDiscarded("market-TOK", "eliminated") in ev
    assert ExpertDiscarded("market-HKG", "eliminated") in ev
    assert not of(ev, LoanTaken)
    me = game.view(1).players[0]
    assert me.eliminated and me.experts == () and me.shares == () and me.cash == 0
    ev += drive(game)
    assert not [r for r in game.requests() if r.seat == 0]
    over = of(ev, GameOver)
    assert over and over[0].ranking == ((1, 1), (2, 2), (3, 0))
    assert game.ranking() == [(1, 1), (2, 2), (3, 0)]
    with pytest.raises(IllegalDecision):
        game.submit(0, SellLuxury(1))


def test_C_10_3_shares_are_sold_before_a_total_bankruptcy_loan() -> None:
    # A holds one share and no cash: the share must be sold first (C-10.2); the loan comes
    # only when nothing is left to sell, and pays the rest of the debt.
    game = new(2, experts=("market-TOK", "market-NYC", "market-HKG"),
               cresus=(DIVIDENDS, CRASH, DIVORCE, ROULETTE, NOTARY, CHANCE),
               pile_tops={"LON": ("LON-1", "LON-2")},
               dice=(RED, BLUE, YELLOW, GREEN, ORANGE, VIOLET))
    bid(game, {0: 100 - SHARES["LON-1"].price})
    turn(game, {0: LON, 1: NYC}, buys={0: ("LON-1",)})
    assert cash(game, 0) == 0
    turn(game, {0: NYC, 1: HKG})  # Divorce of 0 M costs nothing
    assert cash(game, 0) == 0 and not game.view(0).players[0].loan_taken
    drive(game)
    move_all(game, {0: LON, 1: NYC})
    owed = card(NOTARY).amount
    assert game.requests() == (DebtRequest(0, owed, 0, LON, ("LON-1",), 0),)
    ev = game.submit(0, Sell("LON-1"))
    ev += game.submit(0, Stop())
    gain = SHARES["LON-1"].table[0]  # one face of each colour: 1 of a kind, on its own market
    assert ShareSold(0, "LON-1", LON, 1, gain, 0) in ev
    assert gain < owed
    loan = DATA.loan_amount
    assert LoanTaken(0, loan, owed, 0) in ev
    assert cash(game, 0) == gain + loan - owed
    assert game.state.piles[LON][-1] == "LON-1"


def _traders() -> Game:
    """Turn 1: A buys LON-1 (aero) in London, B buys NYC-8 (aero) in New York."""
    game = new(2, experts=("market-TOK", "market-NYC"), cresus=(DIVIDENDS, CRASH, ROULETTE,
                                                                 CHANCE),
               pile_tops={"NYC": ("NYC-8", "NYC-1")})
    turn(game, {0: LON, 1: NYC}, waiting(SellRequest, 0),
         buys={0: ("LON-1",), 1: ("NYC-8",)})
    assert game.view(0).phase == "sale"
    return game


def test_C_10_4_purchase_offer_moves_share_for_cash_without_sector_bonus() -> None:
    game = _traders()
    a, b = cash(game, 0), cash(game, 1)
    ev = game.submit(0, Offer(to=1, give_cash=30, take_shares=("NYC-8",)))
    assert ev == [OfferMade(0, 1, (), 30, ("NYC-8",), 0)]
    assert OfferRequest(1, 0, (), 30, ("NYC-8",), 0) in game.requests()
    assert game.view(1).offer_pending
    ev = game.submit(1, Reply(True))
    assert OfferAnswered(0, 1, True) in ev
    assert ShareAcquired(0, "NYC-8", 0, "trade") in ev
    assert Pay(0, 1, 30) in norm(ev)
    assert not of(ev, SectorBonus)  # A now holds two aero shares: no bonus (C-2.3)
    v = game.view(0)
    assert v.players[0].shares == ("LON-1", "NYC-8") and v.players[1].shares == ()
    assert [v.players[0].cash, v.players[1].cash] == [a - 30, b + 30]


def test_C_10_4_exchange_offer_shares_and_cash_for_shares() -> None:
    game = _traders()
    a, b = cash(game, 0), cash(game, 1)
    game.submit(0, Offer(to=1, give_shares=("LON-1",), give_cash=10, take_shares=("NYC-8",)))
    ev = game.submit(1, Reply(True))
    assert of(ev, ShareAcquired) == [ShareAcquired(1, "LON-1", 0, "trade"),
                                     ShareAcquired(0, "NYC-8", 0, "trade")]
    assert not of(ev, SectorBonus)
    assert payments(ev) == [Pay(0, 1, 10)]
    v = game.view(1)
    assert v.players[0].shares == ("NYC-8",) and v.players[1].shares == ("LON-1",)
    assert [v.players[0].cash, v.players[1].cash] == [a - 10, b + 10]


def test_C_10_4_declined_offer_changes_nothing() -> None:
    game = _traders()
    before = game.view(0).players
    game.submit(0, Offer(to=1, give_cash=30, take_shares=("NYC-8",)))
    ev = game.submit(1, Reply(False))
    assert ev == [OfferAnswered(0, 1, False)]
    assert game.view(0).players == before


def test_C_10_4_an_offer_to_a_seat_that_is_eliminated_expires() -> None:
    # C-10.3, C-10.4: the seat asked is out of the game (a total bankruptcy while the offer
    # waits): the offer expires, nothing is exchanged and other offers can be made again.
    game = _traders()
    before = game.view(0).players
    game.submit(0, Offer(to=1, give_cash=30, take_shares=("NYC-8",)))
    game._take_events()
    game._eliminate(1, 0)
    assert OfferAnswered(0, 1, False, "expired") in game._take_events()
    assert not game.view(0).offer_waiting and not game.view(1).offer_pending
    assert not [r for r in game.requests() if isinstance(r, OfferRequest)]
    assert game.view(0).players[0] == before[0]


def _human_and_rival(moves: dict[int, int], seller: int, buys: dict) -> Game:
    """A human (seat 0) and a rival (seat 1) play turn 1 with ``moves`` and ``buys`` up to
    ``seller``'s first sale request."""
    seats = (SeatConfig("Human", "human"), SeatConfig("Rival", "rival"))
    config = GameConfig(seats, 7, Scenario(
        experts=("market-TOK", "market-NYC"), cresus=(DIVIDENDS, CRASH, ROULETTE, CHANCE),
        piles=piles(NYC=("NYC-8", "NYC-1")), first_player=0))
    game, _ = new_game(config)
    turn(game, moves, waiting(SellRequest, seller), buys=buys)
    return game


def test_C_10_4_a_rival_makes_at_most_one_offer_per_turn_to_the_human() -> None:
    game = _human_and_rival({0: LON, 1: NYC}, 0, {0: ("LON-1",), 1: ("NYC-8",)})
    assert game.view(1).phase == "sale"
    assert (game.view(0).offers_left, game.view(1).offers_left) == (DATA.max_offers_per_turn, 1)
    ev = game.submit(1, Offer(to=0, give_cash=10, take_shares=("LON-1",)))
    assert of(ev, OfferMade)
    game.submit(0, Reply(False))
    assert game.view(1).offers_left == 0  # a declined offer counts too
    with pytest.raises(IllegalDecision):
        game.submit(1, Offer(to=0, give_cash=20, take_shares=("LON-1",)))


def test_C_10_4_offers_only_in_purchase_and_sale_phases() -> None:
    game = _traders()
    offer = Offer(to=1, give_cash=10, take_shares=("NYC-8",))
    drive(game, waiting(LuxuryRequest))  # end of turn
    with pytest.raises(IllegalDecision):
        game.submit(0, offer)
    drive(game, waiting(BidRequest))  # turn 2: Expert phase
    with pytest.raises(IllegalDecision):
        game.submit(0, offer)
    drive(game)  # movement
    assert all(isinstance(r, MoveRequest) for r in game.requests())
    with pytest.raises(IllegalDecision):
        game.submit(0, offer)
    move_all(game, {0: NYC, 1: HKG})  # Crésus phase: Roulette drawn on New York
    assert game.view(0).phase == "cresus"
    assert game.requests() == (EntryRequest(0, "roulette", GAMES["roulette"].entry,
                                            cash(game, 0), False),)
    with pytest.raises(IllegalDecision):
        game.submit(0, offer)
    drive(game, waiting(BuyRequest))
    assert game.view(0).phase == "purchase"
    ev = game.submit(0, offer)
    assert of(ev, OfferMade)


def test_C_10_5_view_hides_pile_orders_decks_and_set_aside_experts() -> None:
    game = new(3, experts=("market-LON", "market-TOK"))
    aside = [e for e in RULES.experts if e not in ("market-LON", "market-TOK")]
    for seat in range(3):
        v = game.view(seat)
        text = msgspec.json.encode(v).decode()
        assert not any(sid in text for sid in SHARES)  # no share is visible yet
        assert not any(f'"{e}"' in text for e in aside)
        assert v.pile_sizes == (8,) * 6 and v.cresus_left == 20 and v.experts_left == 1
        assert all(r.seat == seat for r in v.requests)
    fields = set(SeatView.__struct_fields__)
    assert not fields & {"piles", "expert_pile", "experts_aside", "cresus_deck", "rng",
                         "frames", "log"}


def test_C_10_5_public_facts_are_visible_to_every_seat() -> None:
    game = new(2, experts=("market-LON", "market-TOK"), cresus=(DIVIDENDS, CRASH))
    bid(game, {0: 10})
    move_all(game, {0: LON, 1: NYC})
    v = game.view(1)
    assert v.players[0].cash == 90 and v.players[0].experts == ("market-LON",)
    assert v.players[0].position == LON and v.players[1].position == NYC
    assert v.revealed == ("LON-1", "LON-2")
    assert v.cresus_discard == (DIVIDENDS, CRASH) and v.experts_gone == ()
    assert v.requests == ()  # B waits: A's purchase request is not in B's view
    assert game.view(0).requests == (BuyRequest(0, LON, LON_12, 90),)


# ---- C-11.1 determinism --------------------------------------------------------------------

def _random_game(seed: int, stop_after: int | None = None) -> tuple[Game, list, list]:
    config = GameConfig(tuple(SeatConfig(n) for n in "ABC"), seed=seed)
    game, first = new_game(config)
    player = RandomPlayer(seed)
    events, decisions = [first], []
    while not game.is_over and (stop_after is None or len(decisions) < stop_after):
        req = game.requests()[0]
        d = player.decide(game.view(req.seat), req)
        decisions.append((req.seat, d))
        events.append(game.submit(req.seat, d))
    return game, events, decisions


def test_C_11_1_same_seed_and_decisions_replay_the_same_game() -> None:
    game, events, decisions = _random_game(4242)
    again, first = new_game(GameConfig(tuple(SeatConfig(n) for n in "ABC"), seed=4242))
    replay = [first] + [again.submit(s, d) for s, d in decisions]
    assert replay == events
    assert again.ranking() == game.ranking()
    assert [again.view(s) for s in range(3)] == [game.view(s) for s in range(3)]


def test_C_11_1_different_seeds_deal_differently() -> None:
    openings = set()
    for seed in range(5):
        game, events = new_game(GameConfig(tuple(SeatConfig(n) for n in "AB"), seed=seed))
        openings.add(msgspec.json.encode(events).decode() + str(game.requests()))
    assert len(openings) > 1


def test_C_11_1_a_saved_game_continues_identically() -> None:
    game, _, decisions = _random_game(777)
    cut = len(decisions) // 2
    a, _, _ = _random_game(777, stop_after=cut)
    b = Game.decode(a.encode())
    assert b.requests() == a.requests()
    for seat, d in decisions[cut:]:
        assert a.submit(seat, d) == b.submit(seat, d)
    assert b.ranking() == game.ranking()


def test_C_11_1_scripted_dice_come_from_the_game_generator() -> None:
    # the same scenario twice gives the same dice and money, also past the scripted faces
    runs = []
    for _ in range(2):
        game = new(2, cresus=(LOTO, ROULETTE), dice=(RED,) * 3)
        drive(game)
        ev = move_all(game, {0: LON, 1: NYC})
        runs.append(of(ev, DiceRolled))
    assert runs[0] == runs[1]
    assert runs[0][0].dice[:3] == (RED, RED, RED)



def test_C_10_2_imposed_sale_on_a_pirate_closed_market_is_sold_as_on_its_origin() -> None:
    """C-10.2, C-6.3: A stands on New York, closed by a Pirate, when an imposed payment beyond
    its cash is drawn there: LON-7 is sold as on London, its origin, without the premium
    (before the fix it was sold on the closed New York with the off-market premium)."""
    game = new(2, experts=("market-LON", "pirate-1"),
               cresus=(DIVIDENDS, CRASH, NOTARY, ROULETTE),
               pile_tops={"LON": ("LON-7", "LON-1")},
               dice=(BLUE, RED, RED, BLUE, YELLOW, GREEN, ORANGE))
    spend = 100 - 5 - SHARES["LON-7"].price - LUX[0]
    bid(game, {0: spend})
    turn(game, {0: LON, 1: NYC}, buys={0: ("LON-7",)}, lux={0: 1})
    assert cash(game, 0) == 5
    drive(game)
    move_all(game, {0: NYC, 1: HKG})
    assert game.view(0).closed == (NYC,)
    owed = card(NOTARY).amount
    assert game.requests() == (DebtRequest(0, owed, 5, NYC, ("LON-7",), 1),)
    ev = game.submit(0, Sell("LON-7"))
    gain = SHARES["LON-7"].table[1]
    assert ShareSold(0, "LON-7", LON, 2, gain, 0) in ev
    assert Pay(BANK, 0, gain) in norm(ev)
    assert cash(game, 0) == 5 + gain - owed


def _rival_offers_its_share_then_sells_it() -> Game:
    """Turn 1: the human (seat 0) buys NYC-8 in New York, the rival (seat 1) LON-1 in London;
    at the sale of London the rival offers LON-1 to the human for 10 M, and the offer waits
    while the rival is asked what it sells there (a play-test saw it sell LON-1 then)."""
    game = _human_and_rival({0: NYC, 1: LON}, 1, {0: ("NYC-8",), 1: ("LON-1",)})
    game.submit(1, Offer(to=0, give_shares=("LON-1",), take_cash=10))
    assert OfferRequest(0, 1, ("LON-1",), 0, (), 10) in game.requests()
    assert any(
        isinstance(r, SellRequest) and r.seat == 1 and r.market == LON
        for r in game.requests())
    return game


def test_C_10_4_an_offer_lapses_when_the_sale_of_its_share_starts() -> None:
    game = _rival_offers_its_share_then_sells_it()
    ev = game.submit(1, Sell("LON-1"))
    assert OfferAnswered(1, 0, False, "expired") in ev
    assert ev.index(OfferAnswered(1, 0, False, "expired")) < next(
        i for i, e in enumerate(ev) if isinstance(e, DiceRolled))
    assert game.state.offer is None
    assert not any(isinstance(r, OfferRequest) for r in game.requests())
    assert not game.view(0).offer_pending
    with pytest.raises(IllegalDecision, match="Nobody has made you an offer"):
        game.submit(0, Reply(True))


def test_C_10_4_an_offer_of_other_shares_outlives_a_sale() -> None:
    """Only an offer naming the share being sold lapses as the sale starts: the rival's offer
    for the human's NYC-8 still waits once LON-1 is sold."""
    game = _rival_offers_its_share_then_sells_it()
    game.state.offer = None  # the same moment, with another offer
    game.state.seats[1].offers_made = 0
    game.submit(1, Offer(to=0, give_cash=10, take_shares=("NYC-8",)))
    ev = game.submit(1, Sell("LON-1"))
    assert not of(ev, OfferAnswered)
    assert OfferRequest(0, 1, (), 10, ("NYC-8",), 0) in game.requests()
