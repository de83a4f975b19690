"""Rule scenarios for chapters 1–5 of the rules specification (C-1.1 … C-5.15).

Every case is reached through the engine's one door (``new_game`` / ``requests()`` /
``submit()`` / ``view()``) with scripted Expert piles, Crésus decks, market piles, first player
and dice. [SEED] numbers are literal; [DESIGN] numbers are read from ``load_rules()`` so that a
tuning of the data file keeps these tests meaningful.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

import pytest

from cresus_tui.games.cresus import (
    COLOURS, Game, GameConfig, IllegalDecision, Scenario, SeatConfig, load_rules, new_game,
)
from cresus_tui.games.cresus.cards import scaled_table
from cresus_tui.games.cresus.decisions import (
    Answer, Bid, Buy, BuyLuxury, Decision, Done, Keep, Move, Offer, PickMarket, Reply, Sell,
    SellLuxury, Stop,
)
from cresus_tui.games.cresus.events import (
    BidsRevealed, CresusDrawn, CresusReshuffled, DecisionTaken, DiceRolled, ExpertDiscarded,
    ExpertRevealed, ExpertUsed, ExpertWon, GameOver, GameStarted, LuxuryBought, MonopolyUsed,
    ParticipationRevealed, PartnerUsed, PawnsMoved, Payment, PhaseStarted, PirateAttack,
    SectorBonus, ShareAcquired, ShareReturned, SharesRevealed, ShareSold, TurnStarted,
)
from cresus_tui.games.cresus.requests import (
    BidRequest, BuyRequest, DebtRequest, EntryRequest, ExpertSectorRequest, JoinRequest,
    LuxuryRequest, MonopolyRequest, MoveRequest, OfferRequest, PartnerRequest, SellRequest,
    ThrowRequest,
)

from .helpers import make_game
from .invariants import check_invariants

R = load_rules()
LON, NYC, HKG, SAO, SYD, TOK = range(6)
RED, BLUE, YELLOW, GREEN, ORANGE, VIOLET = range(6)


def cresus_index(name: str) -> int:
    return next(i for i, c in enumerate(R.data.cresus) if c.name == name)


# Crésus cards that move no money when every entry is declined (gambling games, tournaments).
NEUTRAL = tuple(i for i, c in enumerate(R.data.cresus) if c.effect in ("gamble", "tournament"))
HERITAGE = cresus_index("Héritage")
PRIME = cresus_index("Prime de fin d'année")
BIRTHDAY = cresus_index("Anniversaire")
# Expert cards that only matter when won: nobody bids, so they are discarded.
QUIET = tuple(e for e, x in R.experts.items() if x.kind == "expert_market")
LUX = R.data.luxuries


def price(share: str) -> int:
    return R.shares[share].price


def table(share: str) -> tuple[int, ...]:
    return R.shares[share].table


def bonus(sector: str, count: int) -> int:
    return R.sectors[sector].bonus[min(count, 4) - 2]


def premium(share: str) -> int:
    return R.sectors[R.shares[share].sector].premium


def order(*ids: str) -> tuple[str, ...]:
    """C-5.9: the higher printed price first; equal prices, the lower card number first."""
    return tuple(sorted(ids, key=lambda s: (-price(s), R.shares[s].number)))


LONDON = [f"LON-{n}" for n in range(1, 9)]
LO = min(LONDON, key=price)  # the cheapest London card
HI = max(LONDON, key=price)  # the dearest London card
# two London cards of one price, the higher number first
EQUAL = next((b, a) for a in LONDON for b in LONDON
             if R.shares[a].number < R.shares[b].number and price(a) == price(b))
# two cards of one market and different sectors that leave the least cash of 100 M
POOR = min(((a, b) for a in R.shares for b in R.shares
            if a < b and R.shares[a].market == R.shares[b].market
            and R.shares[a].sector != R.shares[b].sector and price(a) + price(b) < 100),
           key=lambda ab: (100 - price(ab[0]) - price(ab[1]), ab))


def affordable(cash: int, owned: int = 0) -> int:
    """How many of the next one or two luxury cards ``cash`` pays for (C-5.14)."""
    n, total = 0, 0
    for rank in range(owned, min(owned + 2, len(LUX))):
        total += LUX[rank].price
        if total > cash:
            break
        n += 1
    return n


def piles(**tops: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """Pile tops per market code (``LON=("LON-1", ...)``); unnamed markets keep their order."""
    codes = [m.code for m in R.markets]
    return tuple(tuple(tops.get(c, ())) for c in codes)


def game_with(players: int = 2, *, turns: int = 1, experts: tuple[str, ...] | None = None,
              cresus: tuple[int, ...] = NEUTRAL, **scenario) -> Game:
    """A scripted game: ``turns`` quiet Expert cards unless ``experts`` is given, a neutral
    Crésus deck unless ``cresus`` is given."""
    game, _ = make_game(players, experts=experts if experts is not None else QUIET[:turns],
                        cresus=cresus, **scenario)
    return game


def passive(req) -> Decision:
    """The do-nothing answer to any request."""
    if isinstance(req, BidRequest):
        return Bid(0)
    if isinstance(req, (MonopolyRequest, ExpertSectorRequest, JoinRequest, EntryRequest)):
        return Answer(False)
    if isinstance(req, PartnerRequest):
        return PickMarket(-1)
    if isinstance(req, BuyRequest):
        return Buy(())
    if isinstance(req, ThrowRequest):
        return Stop()
    if isinstance(req, (SellRequest, LuxuryRequest)):
        return Done()
    if isinstance(req, DebtRequest):
        return Sell(req.shares[0]) if req.shares else SellLuxury(1)
    if isinstance(req, OfferRequest):
        return Reply(False)
    raise AssertionError(f"no passive answer to {req}")


Decide = Callable[[object], Decision | None]


def drive(game: Game, moves: dict[int, dict[int, int]] | None = None,
          decide: Decide | None = None, stop: Callable[[object], bool] | None = None,
          limit: int = 3000) -> list:
    """Answer requests until ``stop`` matches a waiting request (left unanswered) or the game
    ends. ``moves[turn][seat]`` answers movement; ``decide`` may answer anything (None: the
    passive answer). Returns every event that followed."""
    events: list = []
    for _ in range(limit):
        if game.is_over:
            return events
        reqs = game.requests()
        if stop is not None and any(stop(r) for r in reqs):
            return events
        req = reqs[0]
        d = decide(req) if decide is not None else None
        if d is None:
            if isinstance(req, MoveRequest):
                d = Move(moves[game.view(0).turn][req.seat])  # type: ignore[index]
            else:
                d = passive(req)
        events += game.submit(req.seat, d)
        check_invariants(game)
    raise AssertionError("the scenario did not reach its stop")


def of(events: list, kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


def waiting(game: Game, kind: type) -> list:
    return [r for r in game.requests() if isinstance(r, kind)]


def cash(game: Game, seat: int) -> int:
    return game.view(seat).players[seat].cash


def is_(kind: type, seat: int | None = None) -> Callable[[object], bool]:
    return lambda r: isinstance(r, kind) and (seat is None or r.seat == seat)


def assert_illegal(game: Game, seat: int, decision: Decision) -> None:
    """IllegalDecision is raised and nothing changes."""
    before, reqs = game.encode(), game.requests()
    with pytest.raises(IllegalDecision):
        game.submit(seat, decision)
    assert game.encode() == before
    assert game.requests() == reqs


def sell_with_dice(game: Game, seat: int, share: str) -> list:
    """Sell ``share`` now (a SellRequest must wait for ``seat``) and stop after the first
    throw; the forced dice decide."""
    events = game.submit(seat, Sell(share))
    while (r := next(iter(waiting(game, ThrowRequest)), None)) is not None:
        events += game.submit(r.seat, Stop())
    return events


def round5(value: Fraction) -> int:
    """Nearest multiple of 5, halves up."""
    step = R.data.sale_tables.round_to
    q = value / step
    return int((q + Fraction(1, 2)).__floor__()) * step


# ---- chapter 1: components ------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_C_1_1_two_to_six_players(players: int) -> None:
    game, events = make_game(players)
    assert of(events, GameStarted)[0].names == tuple("ABCDEF"[:players])
    view = game.view(0)
    assert len(view.players) == players
    bids = waiting(game, BidRequest)
    assert sorted(r.seat for r in bids) == list(range(players))


@pytest.mark.parametrize("players", [0, 1, 7, 8])
def test_C_1_1_fewer_than_two_or_more_than_six_refused(players: int) -> None:
    seats = tuple(SeatConfig(f"P{i}") for i in range(players))
    with pytest.raises(ValueError):
        new_game(GameConfig(seats, 1))


def test_C_1_1_one_human_in_seat_1_against_rivals() -> None:
    seats = (SeatConfig("Moi", kind="human"),) + tuple(SeatConfig(f"R{i}") for i in range(1, 6))
    game, events = new_game(GameConfig(seats, 3, Scenario(experts=QUIET[:1], first_player=0)))
    assert of(events, GameStarted)[0].names == ("Moi", "R1", "R2", "R3", "R4", "R5")
    assert game.state.config.seats[0].kind == "human"
    assert sorted(r.seat for r in game.requests()) == [0, 1, 2, 3, 4, 5]


def test_C_1_1_hot_seat_several_humans() -> None:
    seats = (SeatConfig("A", kind="human"), SeatConfig("B", kind="human"))
    game, _ = new_game(GameConfig(seats, 3, Scenario(experts=QUIET[:1], first_player=0)))
    assert sorted(r.seat for r in waiting(game, BidRequest)) == [0, 1]


def test_C_1_2_six_markets_in_board_order_with_colour_and_face() -> None:
    names = [m.name for m in R.markets]
    assert names == ["London", "New York", "Hong Kong", "São Paulo", "Sydney", "Tokyo"]
    assert [m.colour for m in R.markets] == ["red", "blue", "yellow", "green", "orange",
                                             "violet"]
    assert [m.face for m in R.markets] == [1, 2, 3, 4, 5, 6]
    assert COLOURS == ("red", "blue", "yellow", "green", "orange", "violet")
    assert R.market_index("London") == LON
    assert R.market_index("1") == LON
    assert R.market_index("violet") == TOK
    assert R.market_index("Sao Paulo") == SAO


def test_C_1_2_each_market_has_a_pile_of_8_of_its_own_cards() -> None:
    game = game_with(2)
    assert game.view(0).pile_sizes == (8,) * 6
    for m, market in enumerate(R.markets):
        ids = sorted(s.id for s in R.shares.values() if s.market == m)
        assert ids == [f"{market.code}-{n}" for n in range(1, 9)]


def test_C_1_2_a_die_face_names_the_market_of_its_colour() -> None:
    """The Pirate's die: the green face closes São Paulo, the 4th market."""
    game, events = make_game(2, experts=("pirate-1",), cresus=NEUTRAL, dice=(GREEN,))
    attack = of(events, PirateAttack)
    assert attack == [PirateAttack("pirate-1", GREEN, SAO)]
    assert game.view(0).closed == (SAO,)


def test_C_1_2_moving_to_a_face_puts_the_pawn_on_that_market() -> None:
    game = game_with(2)
    drive(game, {1: {0: SYD, 1: TOK}}, stop=lambda r: not isinstance(r, (BidRequest,
                                                                            MoveRequest)))
    view = game.view(0)
    assert view.players[0].position == SYD and view.players[1].position == TOK
    assert view.market_players[SYD] == (0,) and view.market_players[TOK] == (1,)


def test_C_1_3_a_sale_rolls_six_colour_dice() -> None:
    faces = (RED, BLUE, YELLOW, GREEN, ORANGE, VIOLET)
    game = game_with(2, piles=piles(LON=("LON-8", "LON-1")), dice=faces)
    drive(game, {1: {0: LON, 1: TOK}}, decide=lambda r: Buy(("LON-8",))
          if isinstance(r, BuyRequest) and r.seat == 0 else None, stop=is_(SellRequest, 0))
    events = sell_with_dice(game, 0, "LON-8")
    rolled = of(events, DiceRolled)
    assert rolled == [DiceRolled(0, faces, 1, 1, "sale", "LON-8")]
    sold = of(events, ShareSold)
    assert sold == [ShareSold(0, "LON-8", LON, 1, table("LON-8")[0], 0)]


def test_C_1_3_movement_is_one_face_of_six() -> None:
    game = game_with(2)
    drive(game, stop=is_(MoveRequest))
    assert waiting(game, MoveRequest)[0].allowed == (0, 1, 2, 3, 4, 5)
    assert_illegal(game, 0, Move(6))
    assert_illegal(game, 0, Move(-1))
    assert_illegal(game, 0, Bid(0))


def test_C_1_3_random_dice_show_the_six_faces_only() -> None:
    game = game_with(2, turns=3, piles=piles(LON=("LON-1", "LON-2"), SAO=("SAO-1", "SAO-2")))

    def decide(r):
        if isinstance(r, BuyRequest) and game.view(0).turn == 1:
            return Buy(r.shares)
        if isinstance(r, SellRequest):
            return Sell(r.shares[0])
        if isinstance(r, ThrowRequest):
            return Keep(())
        return None
    events = drive(game, {1: {0: LON, 1: SAO}, 2: {0: NYC, 1: HKG}, 3: {0: SYD, 1: TOK}},
                   decide)
    rolls = [r for r in of(events, DiceRolled) if r.purpose == "sale"]
    assert len(rolls) == 4 * 3  # four 3-throw cards, three throws each
    assert all(len(r.dice) == 6 and set(r.dice) <= set(range(6)) for r in rolls)


def test_C_1_4_card_counts() -> None:
    assert len(R.shares) == 48
    for m in range(6):
        assert sum(1 for s in R.shares.values() if s.market == m) == 8
    assert len(R.data.cresus) == 20
    assert len(R.experts) == 20
    assert R.data.experts_in_game == 10
    assert len(LUX) == 7  # 7 kinds; 6 copies each cover 6 players holding one of each


def test_C_1_4_a_game_uses_10_of_the_20_expert_cards_and_the_20_cresus_cards() -> None:
    game, events = make_game(3, seed=11)
    assert of(events, TurnStarted) == [TurnStarted(1, 0, 10)]
    assert of(events, ExpertRevealed)[0].left == 9
    view = game.view(0)
    assert view.cresus_left == 20 and view.experts_left == 9
    assert len(game.state.experts_aside) == 10
    assert not set(game.state.experts_aside) & set(game.state.expert_pile)
    assert sum(view.pile_sizes) == 48


def test_C_1_5_each_player_starts_with_100() -> None:
    game, events = make_game(6)
    assert of(events, GameStarted)[0].cash == 100
    assert [p.cash for p in game.view(3).players] == [100] * 6


def test_C_1_5_the_bank_pays_whatever_is_due() -> None:
    """A 6-of-a-colour sale of a 1-throw card pays the top of its table from the bank."""
    game = game_with(2, piles=piles(LON=("LON-8", "LON-7")), dice=(VIOLET,) * 6)
    drive(game, {1: {0: LON, 1: TOK}}, decide=lambda r: Buy(("LON-8",))
          if isinstance(r, BuyRequest) and r.seat == 0 else None, stop=is_(SellRequest, 0))
    events = sell_with_dice(game, 0, "LON-8")
    assert of(events, Payment) == [Payment(-1, 0, table("LON-8")[5], "sale", "LON-8")]
    assert cash(game, 0) == 100 - price("LON-8") + table("LON-8")[5]


# ---- chapter 2: sectors ---------------------------------------------------------------------

def test_C_2_1_seed_premiums_and_bonuses() -> None:
    s = R.sectors
    assert set(s) == {"aero", "distrib", "info", "auto", "finance", "services"}
    assert s["aero"].premium == 20 and s["aero"].bonus[1:] == (60, 150)
    assert s["distrib"].premium == 15 and s["distrib"].bonus == (20, 50, 100)
    assert s["auto"].premium == 20 and s["auto"].bonus == (20, 50, 100)
    assert s["finance"].bonus == (20, 50, 100)
    assert s["services"].bonus[0] == 10 and s["services"].bonus[2] == 120
    assert {x.name for x in s.values()} == {"Aéronautique", "Distribution", "Informatique",
                                            "Automobile", "Finance", "Services"}


def test_C_2_1_every_share_belongs_to_one_of_six_sectors() -> None:
    assert all(sh.sector in R.sectors for sh in R.shares.values())


@pytest.mark.parametrize("share", ["LON-1", "LON-3", "LON-5", "LON-8", "LON-4", "LON-6"])
def test_C_2_1_off_market_premium_is_the_sectors(share: str) -> None:
    """A share of each sector, sold away from London, earns its sector's premium."""
    game = game_with(2, turns=2, piles=piles(LON=(share, "LON-2")),
                     dice=(RED, RED, RED, BLUE, YELLOW, GREEN))
    drive(game, {1: {0: LON, 1: TOK}, 2: {0: NYC, 1: TOK}},
          decide=lambda r: Buy((share,)) if isinstance(r, BuyRequest) and r.seat == 0
          and game.view(0).turn == 1 else None,
          stop=lambda r: isinstance(r, SellRequest) and r.seat == 0 and r.market == NYC)
    events = sell_with_dice(game, 0, share)
    sold = of(events, ShareSold)[0]
    assert sold.premium == R.sectors[R.shares[share].sector].premium
    assert cash(game, 0) == 100 - price(share) + table(share)[2] + premium(share)


def test_C_2_2_bonus_for_two_three_four_and_five_cards() -> None:
    """Aéronautique cards bought alone on four turns: ×2, ×3, ×4, then 5 cards pay ×4."""
    game = game_with(
        2, turns=4,
        piles=piles(LON=("LON-7", "LON-1"), SAO=("SAO-4", "SAO-1"), HKG=("HKG-7", "HKG-1"),
                    NYC=("NYC-8", "NYC-1")))
    buys = {1: ("LON-7", "LON-1"), 2: ("SAO-4",), 3: ("HKG-7",), 4: ("NYC-8",)}

    def decide(r):
        if isinstance(r, BuyRequest) and r.seat == 0:
            return Buy(buys[game.view(0).turn])
        return None
    events = drive(game, {1: {0: LON, 1: TOK}, 2: {0: SAO, 1: SYD}, 3: {0: HKG, 1: TOK},
                          4: {0: NYC, 1: SYD}}, decide)
    assert game.is_over
    assert of(events, SectorBonus) == [
        SectorBonus(0, "aero", 2, bonus("aero", 2)), SectorBonus(0, "aero", 3, bonus("aero", 3)),
        SectorBonus(0, "aero", 4, bonus("aero", 4)), SectorBonus(0, "aero", 5, bonus("aero", 4)),
    ]
    spent = sum(price(s) for t in buys.values() for s in t)
    assert cash(game, 0) == (100 - spent + bonus("aero", 2) + bonus("aero", 3)
                             + 2 * bonus("aero", 4))
    assert cash(game, 1) == 100


def test_C_2_2_no_bonus_for_a_first_card_or_different_sectors() -> None:
    game = game_with(2, piles=piles(LON=("LON-1", "LON-2")))
    events = drive(game, {1: {0: LON, 1: TOK}},
                   decide=lambda r: Buy(r.shares) if isinstance(r, BuyRequest) and r.seat == 0
                   else None)
    assert of(events, SectorBonus) == []
    assert cash(game, 0) == 100 - price("LON-1") - price("LON-2")


def test_C_2_2_bonus_after_an_auction() -> None:
    """Turn 1: A buys an aero card alone; turn 2 A wins a second aero card at auction."""
    game = game_with(2, turns=2, piles=piles(NYC=("NYC-8", "NYC-1"), LON=("LON-7", "LON-2")))

    def decide(r):
        if isinstance(r, BuyRequest) and r.seat == 0 and game.view(0).turn == 1:
            return Buy(("NYC-8",))
        if isinstance(r, JoinRequest):
            return Answer(r.share == "LON-7")
        if isinstance(r, BidRequest) and r.lot == "LON-7":
            return Bid({0: 25, 1: 10}[r.seat])
        return None
    events = drive(game, {1: {0: NYC, 1: TOK}, 2: {0: LON, 1: LON}}, decide)
    assert of(events, ShareAcquired)[-1] == ShareAcquired(0, "LON-7", 25, "auction")
    assert of(events, SectorBonus) == [SectorBonus(0, "aero", 2, bonus("aero", 2))]
    assert cash(game, 0) == 100 - price("NYC-8") - 25 + bonus("aero", 2)
    assert cash(game, 1) == 100


def test_C_2_2_bonus_after_a_free_card_from_an_expert_secteur() -> None:
    game = game_with(2, experts=(QUIET[0], "sector-aero"),
                     piles=piles(LON=("LON-1", "LON-2"), NYC=("NYC-8", "NYC-1")))

    def decide(r):
        turn = game.view(0).turn
        if isinstance(r, BuyRequest) and r.seat == 0 and turn == 1:
            return Buy(("LON-1",))
        if isinstance(r, BidRequest) and r.lot == "sector-aero":
            return Bid(10 if r.seat == 0 else 0)
        if isinstance(r, ExpertSectorRequest):
            return Answer(True)
        return None
    events = drive(game, {1: {0: LON, 1: TOK}, 2: {0: NYC, 1: SYD}}, decide)
    assert ShareAcquired(0, "NYC-8", 0, "expert") in events
    assert of(events, SectorBonus) == [SectorBonus(0, "aero", 2, bonus("aero", 2))]
    assert cash(game, 0) == 100 - price("LON-1") - 10 + bonus("aero", 2)


def test_C_2_3_no_bonus_for_a_share_obtained_by_trade() -> None:
    game = game_with(2, piles=piles(LON=("LON-1", "LON-2"), NYC=("NYC-8", "NYC-1")))

    def decide(r):
        if isinstance(r, BuyRequest):
            return Buy(("LON-1",) if r.seat == 0 else ("NYC-8",))
        return None
    drive(game, {1: {0: LON, 1: NYC}}, decide, stop=is_(SellRequest, 0))
    events = game.submit(0, Offer(1, give_cash=10, take_shares=("NYC-8",)))
    assert waiting(game, OfferRequest)[0].seat == 1
    events += game.submit(1, Reply(True))
    assert ShareAcquired(0, "NYC-8", 0, "trade") in events
    assert of(events, SectorBonus) == []
    view = game.view(0)
    assert sorted(view.players[0].shares) == ["LON-1", "NYC-8"]
    assert cash(game, 0) == 100 - price("LON-1") - 10
    assert cash(game, 1) == 100 - price("NYC-8") + 10


def test_C_2_3_traded_shares_still_count_for_a_later_purchase_bonus() -> None:
    """The bonus of a later purchase counts every card held, traded ones included."""
    game = game_with(2, turns=2, piles=piles(LON=("LON-1", "LON-2"), NYC=("NYC-8", "NYC-1"),
                                             HKG=("HKG-7", "HKG-1")))

    def decide(r):
        if isinstance(r, BuyRequest) and game.view(0).turn == 1:
            return Buy(("LON-1",) if r.seat == 0 else ("NYC-8",))
        if isinstance(r, BuyRequest) and r.seat == 0:
            return Buy(("HKG-7",))
        return None
    drive(game, {1: {0: LON, 1: NYC}}, decide, stop=is_(SellRequest, 0))
    game.submit(0, Offer(1, give_cash=10, take_shares=("NYC-8",)))
    game.submit(1, Reply(True))
    events = drive(game, {1: {0: LON, 1: NYC}, 2: {0: HKG, 1: TOK}}, decide)
    assert of(events, SectorBonus) == [SectorBonus(0, "aero", 3, bonus("aero", 3))]


# ---- chapter 3: Action cards ----------------------------------------------------------------

def test_C_3_1_a_card_shows_sector_price_throws_and_a_six_value_table() -> None:
    for sh in R.shares.values():
        assert sh.sector in R.sectors
        assert sh.price > 0
        assert sh.throws in (1, 2, 3)
        assert len(sh.table) == 6 and list(sh.table) == sorted(sh.table)


def test_C_3_1_worked_example_four_faces_in_two_throws_sell_for_170() -> None:
    share = next(s.id for s in R.shares.values()
                 if s.market == LON and s.price == 50 and s.throws == 2)
    other = next(s.id for s in R.shares.values() if s.market == LON and s.id != share)
    game = game_with(2, piles=piles(LON=(share, other)),
                     dice=(RED, RED, BLUE, YELLOW, GREEN, ORANGE) + (RED, RED, VIOLET, VIOLET))
    drive(game, {1: {0: LON, 1: TOK}}, decide=lambda r: Buy((share,))
          if isinstance(r, BuyRequest) and r.seat == 0 else None, stop=is_(SellRequest, 0))
    events = game.submit(0, Sell(share))
    assert waiting(game, ThrowRequest)[0].throws_left == 1
    events += game.submit(0, Keep((0, 1)))
    assert of(events, DiceRolled)[-1].dice == (RED, RED, RED, RED, VIOLET, VIOLET)
    assert of(events, ShareSold) == [ShareSold(0, share, LON, 4, 170, 0)]
    assert cash(game, 0) == 100 - 50 + 170


def test_C_3_2_every_table_is_the_base_table_scaled_and_rounded() -> None:
    st = R.data.sale_tables
    for sh in R.shares.values():
        base = st.base(sh.throws)
        expected = tuple(round5(Fraction(v * sh.price, st.base_price)) for v in base)
        assert sh.table == expected, sh.id


def test_C_3_2_rounding_on_known_cards() -> None:
    """LON-1 (30 M, 3 throws), LON-2 (40 M, 3 throws), LON-6 (60 M, 2 throws), LON-7 (40 M,
    1 throw): the base table × P/50 to the nearest 5."""
    st = R.data.sale_tables
    for sid in ("LON-1", "LON-2", "LON-6", "LON-7", "LON-3"):
        sh = R.shares[sid]
        want = []
        for v in st.base(sh.throws):
            x = Fraction(v * sh.price, 50)
            lo = (x // 5) * 5
            want.append(int(lo + 5 if x - lo >= Fraction(5, 2) else lo))
        assert sh.table == tuple(want), sid
    if st.three_throws[1:4] == (10, 35, 80):  # the spec's base table
        assert R.shares["LON-1"].table[1:4] == (5, 20, 50)   # 6 → 5, 21 → 20, 48 → 50
        assert R.shares["LON-2"].table[1:4] == (10, 30, 65)  # 8 → 10, 28 → 30, 64 → 65


def test_C_3_2_halves_round_up() -> None:
    assert scaled_table((5, 25, 15, 20), 50, 100, 5) == (5, 15, 10, 10)
    assert scaled_table((1, 3), 25, 10, 5) == (5, 10)  # 2.5 → 5, 7.5 → 10


def test_C_3_2_a_sale_pays_the_scaled_table() -> None:
    """LON-1 sold at home with 3 faces pays exactly its rounded table value."""
    game = game_with(2, piles=piles(LON=("LON-1", "LON-2")),
                     dice=(BLUE, BLUE, BLUE, RED, YELLOW, GREEN))
    drive(game, {1: {0: LON, 1: TOK}}, decide=lambda r: Buy(("LON-1",))
          if isinstance(r, BuyRequest) and r.seat == 0 else None, stop=is_(SellRequest, 0))
    events = sell_with_dice(game, 0, "LON-1")
    st = R.data.sale_tables
    expected = round5(Fraction(st.three_throws[2] * price("LON-1"), st.base_price))
    assert of(events, ShareSold) == [ShareSold(0, "LON-1", LON, 3, expected, 0)]
    assert cash(game, 0) == 100 - price("LON-1") + expected


def test_C_3_3_each_market_three_two_and_one_throw_cards() -> None:
    for m, market in enumerate(R.markets):
        cards = [R.shares[f"{market.code}-{n}"] for n in range(1, 9)]
        assert [c.throws for c in cards] == [3, 3, 3, 2, 2, 2, 1, 1]
        assert sorted(c.price for c in cards[:3]) == [30, 40, 50]
        assert sorted(c.price for c in cards[3:6]) == [40, 50, 60]
        assert sorted(c.price for c in cards[6:]) == [40, 50]
        assert all(c.market == m and c.number == n for n, c in enumerate(cards, 1))


def test_C_3_3_every_sector_has_eight_cards() -> None:
    for sector in R.sectors:
        assert sum(1 for s in R.shares.values() if s.sector == sector) == 8


def test_C_3_3_card_ids() -> None:
    codes = ["LON", "NYC", "HKG", "SAO", "SYD", "TOK"]
    assert [m.code for m in R.markets] == codes
    assert sorted(R.shares) == sorted(f"{c}-{n}" for c in codes for n in range(1, 9))


def test_C_3_4_piles_are_shuffled_at_setup() -> None:
    tops = set()
    for seed in range(12):
        game, _ = make_game(2, seed=seed, experts=QUIET[:1], cresus=NEUTRAL)
        events = drive(game, {1: {0: LON, 1: NYC}}, stop=is_(BuyRequest))
        shown = of(events, SharesRevealed)
        assert shown[0].market == LON
        assert all(s.startswith("LON-") for s in shown[0].shares)
        tops.add(shown[0].shares)
    assert len(tops) >= 6


def test_C_3_4_unbought_revealed_cards_go_under_their_pile() -> None:
    game = game_with(2, piles=piles(LON=("LON-1", "LON-2")))
    events = drive(game, {1: {0: LON, 1: TOK}}, stop=is_(SellRequest))
    assert ShareReturned("LON-1", LON) in events and ShareReturned("LON-2", LON) in events
    assert game.view(0).pile_sizes[LON] == 8
    assert sorted(game.state.piles[LON][-2:]) == ["LON-1", "LON-2"]
    assert game.state.piles[LON][:6] == ["LON-3", "LON-4", "LON-5", "LON-6", "LON-7", "LON-8"]


def test_C_3_4_a_sold_card_goes_under_its_origin_pile() -> None:
    game = game_with(2, turns=2, piles=piles(LON=("LON-1", "LON-2")),
                     dice=(RED, BLUE, YELLOW, GREEN, ORANGE, VIOLET))
    drive(game, {1: {0: LON, 1: TOK}, 2: {0: NYC, 1: SYD}},
          decide=lambda r: Buy(("LON-1",)) if isinstance(r, BuyRequest) and r.seat == 0
          and game.view(0).turn == 1 else None,
          stop=lambda r: isinstance(r, SellRequest) and r.market == NYC)
    before = game.view(0).pile_sizes
    sell_with_dice(game, 0, "LON-1")
    after = game.view(0).pile_sizes
    assert after[LON] == before[LON] + 1 and after[NYC] == before[NYC]
    assert game.state.piles[LON][-1] == "LON-1"


# ---- chapter 4: setup and game length -------------------------------------------------------

def test_C_4_1_each_player_starts_with_100_an_empty_portfolio_and_no_pawn() -> None:
    game, _ = make_game(4)
    for p in game.view(2).players:
        assert (p.cash, p.shares, p.luxuries, p.experts, p.position) == (100, (), 0, (), -1)
        assert (p.loan, p.loan_taken, p.eliminated, p.partner) == (0, False, False, -1)


def test_C_4_2_ten_experts_form_the_pile_the_others_set_aside_unseen() -> None:
    firsts = set()
    for seed in range(12):
        game, events = make_game(3, seed=seed)
        assert of(events, TurnStarted)[0].experts_left == 10
        firsts.add(of(events, ExpertRevealed)[0].card)
        st = game.state
        assert len(st.experts_aside) == 10 and len(st.expert_pile) == 9
        assert sorted(st.experts_aside + st.expert_pile + st.experts_gone
                      + [f.lot for f in st.frames if hasattr(f, "lot")]) == sorted(R.experts)
        view = game.view(0)
        assert view.experts_left == 9
        for aside in st.experts_aside:
            assert aside not in repr(view)
    assert len(firsts) >= 4


def test_C_4_2_the_cresus_deck_is_shuffled() -> None:
    firsts = set()
    for seed in range(12):
        game, _ = make_game(2, seed=seed, experts=QUIET[:1])
        events = drive(game, {1: {0: LON, 1: NYC}}, stop=lambda r: not isinstance(
            r, (BidRequest, MoveRequest)))
        firsts.add(of(events, CresusDrawn)[0].card)
    assert len(firsts) >= 4


def test_C_4_2_cresus_discards_are_reshuffled_when_the_deck_is_empty() -> None:
    """Six players on six markets draw six cards a turn: the 21st draw (turn 4) reshuffles."""
    game, _ = make_game(6, seed=5, experts=QUIET[:4])
    moves = {t: {s: (s + t) % 6 for s in range(6)} for t in range(1, 5)}
    events = drive(game, moves, stop=lambda r: game.view(0).turn == 4
                   and game.view(0).phase == "purchase")
    drawn = of(events, CresusDrawn)
    reshuffles = of(events, CresusReshuffled)
    assert len(drawn) == 24
    assert reshuffles == [CresusReshuffled(20)]
    at = events.index(reshuffles[0])
    assert sum(1 for e in events[:at] if isinstance(e, CresusDrawn)) == 20
    assert sorted(d.card for d in drawn[:20]) == list(range(20))
    view = game.view(0)
    assert view.cresus_left + len(view.cresus_discard) == 20


def test_C_4_3_a_game_lasts_ten_turns_at_most() -> None:
    game, _ = make_game(2, seed=3)
    moves = {t: {0: t % 6, 1: (t + 3) % 6} for t in range(1, 12)}
    events = drive(game, moves)
    assert game.is_over
    assert [e.turn for e in of(events, TurnStarted)] == list(range(2, 11))
    revealed = of(events, ExpertRevealed)
    assert len(revealed) == 9 and [e.last_turn for e in revealed] == [False] * 8 + [True]
    assert of(events, GameOver)[0].reason == "experts"
    assert game.view(0).turn == 10


def test_C_4_3_the_turn_of_the_last_expert_card_is_the_last_turn() -> None:
    game = game_with(2, turns=3)
    events = drive(game, {1: {0: LON, 1: NYC}, 2: {0: HKG, 1: SAO}},
                   stop=lambda r: game.view(0).turn == 3)
    assert not game.is_over
    assert of(events, ExpertRevealed) == [ExpertRevealed(QUIET[1], 1, False),
                                          ExpertRevealed(QUIET[2], 0, True)]
    assert game.view(0).last_turn and not game.view(0).over
    events = drive(game, {3: {0: SYD, 1: TOK}})
    assert game.is_over
    assert of(events, GameOver)[0].reason == "experts"
    assert of(events, PhaseStarted)[-1].phase == "end_of_turn"
    assert game.view(0).turn == 3


def test_C_4_3_first_player_passes_clockwise() -> None:
    game = game_with(3, turns=4, first_player=2)
    moves = {t: {0: t % 6, 1: (t + 2) % 6, 2: (t + 4) % 6} for t in range(1, 5)}
    events = drive(game, moves)
    assert [(e.turn, e.first_player) for e in of(events, TurnStarted)] == [(2, 0), (3, 1),
                                                                            (4, 2)]
    assert game.state.first_player == 2


def test_C_4_3_first_player_of_turn_1_is_drawn_at_random() -> None:
    firsts = set()
    for seed in range(30):
        game, events = make_game(4, seed=seed, first_player=None)
        first = of(events, TurnStarted)[0].first_player
        assert 0 <= first < 4
        firsts.add(first)
    assert firsts == {0, 1, 2, 3}


def test_C_4_3_turn_order_is_seat_order_from_the_first_player() -> None:
    """Luxury purchases come in seat order starting from the first player."""
    game = game_with(3, first_player=1)
    drive(game, {1: {0: LON, 1: NYC, 2: HKG}}, stop=is_(LuxuryRequest))
    order = []
    while (r := next(iter(waiting(game, LuxuryRequest)), None)) is not None:
        order.append(r.seat)
        game.submit(r.seat, Done())
    assert order == [1, 2, 0]


# ---- chapter 5: a turn ----------------------------------------------------------------------

def test_C_5_1_a_pirate_applies_at_once_without_auction() -> None:
    game, events = make_game(3, experts=("pirate-2", QUIET[0]), cresus=NEUTRAL, dice=(BLUE,))
    assert of(events, ExpertRevealed) == [ExpertRevealed("pirate-2", 1, False)]
    assert of(events, PirateAttack) == [PirateAttack("pirate-2", BLUE, NYC)]
    assert ExpertDiscarded("pirate-2", "pirate") in events
    assert not waiting(game, BidRequest)
    assert sorted(r.seat for r in waiting(game, MoveRequest)) == [0, 1, 2]
    assert [p.cash for p in game.view(0).players] == [100] * 3


def test_C_5_1_an_expert_card_is_sold_by_sealed_bid_to_all() -> None:
    game, events = make_game(3, experts=("monopoly-1",), cresus=NEUTRAL)
    bids = waiting(game, BidRequest)
    assert sorted(r.seat for r in bids) == [0, 1, 2]
    assert all(r.lot == "monopoly-1" and r.lot_kind == "expert" and r.round == 1 for r in bids)
    events = game.submit(0, Bid(30)) + game.submit(1, Bid(10))
    assert of(events, BidsRevealed) == []
    events += game.submit(2, Bid(0))
    assert of(events, BidsRevealed) == [BidsRevealed("monopoly-1", {0: 30, 1: 10, 2: 0}, 1,
                                                     "won", 0, 30)]
    assert of(events, ExpertWon) == [ExpertWon(0, "monopoly-1", 30)]
    view = game.view(2)
    assert [p.cash for p in view.players] == [70, 100, 100]
    assert view.players[0].experts == ("monopoly-1",)  # kept face up


def test_C_5_1_a_first_tie_is_rebid_by_the_tied_players_only() -> None:
    game, _ = make_game(3, experts=("partner-1",), cresus=NEUTRAL)
    events = game.submit(0, Bid(20)) + game.submit(1, Bid(20)) + game.submit(2, Bid(5))
    assert of(events, BidsRevealed)[0].outcome == "tie"
    again = waiting(game, BidRequest)
    assert sorted(r.seat for r in again) == [0, 1] and all(r.round == 2 for r in again)
    events = game.submit(0, Bid(25)) + game.submit(1, Bid(12))
    assert of(events, ExpertWon) == [ExpertWon(0, "partner-1", 25)]
    assert [p.cash for p in game.view(0).players] == [75, 100, 100]


def test_C_5_1_a_second_tie_removes_the_card_from_the_game() -> None:
    game, _ = make_game(3, experts=("partner-1", QUIET[0]), cresus=NEUTRAL)
    game.submit(0, Bid(20)), game.submit(1, Bid(20)), game.submit(2, Bid(5))
    events = game.submit(0, Bid(15)) + game.submit(1, Bid(15))
    assert of(events, BidsRevealed)[0].outcome == "cancelled"
    assert ExpertDiscarded("partner-1", "second_tie") in events
    view = game.view(0)
    assert [p.cash for p in view.players] == [100] * 3
    assert all(p.experts == () for p in view.players)
    assert "partner-1" in view.experts_gone
    assert waiting(game, MoveRequest)


def test_C_5_1_a_card_nobody_bids_on_is_discarded() -> None:
    game, _ = make_game(2, experts=("monopoly-2", QUIET[0]), cresus=NEUTRAL)
    events = game.submit(0, Bid(0)) + game.submit(1, Bid(0))
    assert of(events, BidsRevealed)[0].outcome == "no_bid"
    assert ExpertDiscarded("monopoly-2", "no_bid") in events
    assert game.view(0).experts_gone == ("monopoly-2",)
    assert [p.cash for p in game.view(0).players] == [100, 100]


def test_C_5_1_a_bid_above_cash_is_illegal() -> None:
    game, _ = make_game(2, experts=("monopoly-2",), cresus=NEUTRAL)
    assert_illegal(game, 0, Bid(101))
    assert_illegal(game, 0, Bid(-1))


def test_C_5_1_a_bid_never_exceeds_cash_all_players_may_bid() -> None:
    """A has spent nearly everything on turn 1; on turn 2 A is still asked, within its cash."""
    a, b = POOR
    left = 100 - price(a) - price(b)
    m = R.shares[a].market
    game = game_with(2, experts=(QUIET[0], "monopoly-1"),
                     piles=piles(**{R.markets[m].code: (a, b)}))
    drive(game, {1: {0: m, 1: (m + 1) % 6}},
          decide=lambda r: Buy((a, b)) if isinstance(r, BuyRequest) and r.seat == 0 else None,
          stop=lambda r: isinstance(r, BidRequest) and r.lot == "monopoly-1")
    assert cash(game, 0) == left
    reqs = waiting(game, BidRequest)
    assert sorted(r.seat for r in reqs) == [0, 1]
    assert [r.cash for r in sorted(reqs, key=lambda r: r.seat)] == [left, 100]
    assert_illegal(game, 0, Bid(left + 1))
    game.submit(0, Bid(0))
    events = game.submit(1, Bid(1))
    assert of(events, ExpertWon) == [ExpertWon(1, "monopoly-1", 1)]
    assert [p.cash for p in game.view(0).players] == [left, 99]


def test_C_5_1_a_broke_player_is_not_asked_and_counts_as_no_bid() -> None:
    """With no cash and no luxury card to sell, the only bid is 0 (C-7.2, C-10.1): the engine
    records it without asking, and the auction goes on between the others."""
    pair = min(((a, b) for a in R.shares for b in R.shares
                if a < b and R.shares[a].market == R.shares[b].market
                and R.shares[a].sector != R.shares[b].sector  # no sector bonus
                and price(a) + price(b) == 100), key=lambda ab: ab)
    a, b = pair
    m = R.shares[a].market
    game = game_with(3, experts=(QUIET[0], "monopoly-1"),
                     piles=piles(**{R.markets[m].code: (a, b)}))
    drive(game, {1: {0: m, 1: (m + 1) % 6, 2: (m + 2) % 6}},
          decide=lambda r: Buy((a, b)) if isinstance(r, BuyRequest) and r.seat == 0 else None,
          stop=lambda r: isinstance(r, BidRequest) and r.lot == "monopoly-1")
    assert cash(game, 0) == 0 and game.view(0).me.luxuries == 0
    assert sorted(r.seat for r in waiting(game, BidRequest)) == [1, 2]
    game.submit(1, Bid(3))
    events = game.submit(2, Bid(2))
    assert of(events, BidsRevealed) == [BidsRevealed("monopoly-1", {1: 3, 2: 2, 0: 0}, 1, "won",
                                                     1, 3)]


def test_C_5_2_market_choices_are_secret_until_all_are_in() -> None:
    game = game_with(2)
    drive(game, stop=is_(MoveRequest))
    events = game.submit(0, Move(HKG))
    assert events == [DecisionTaken(0, "move")]
    assert game.view(1).players[0].position == -1
    assert game.view(1).my_choices == {} and game.view(0).my_choices == {"market": HKG}
    assert_illegal(game, 0, Move(SYD))  # a choice once made stands
    events = game.submit(1, Move(SYD))
    assert of(events, PawnsMoved) == [PawnsMoved({0: HKG, 1: SYD}, ())]
    assert [p.position for p in game.view(1).players] == [HKG, SYD]


def test_C_5_2_players_may_choose_the_same_market() -> None:
    game = game_with(3)
    events = drive(game, {1: {0: TOK, 1: TOK, 2: TOK}}, stop=is_(JoinRequest))
    assert of(events, PawnsMoved) == [PawnsMoved({0: TOK, 1: TOK, 2: TOK}, ())]
    assert game.view(0).market_players[TOK] == (0, 1, 2)


def test_C_5_3_returning_to_last_turns_market_bars_the_purchase_only() -> None:
    """A goes back to London on turn 2: no purchase there, but the Crésus card and the sale."""
    cresus = (NEUTRAL[0], NEUTRAL[1], HERITAGE, NEUTRAL[2]) + NEUTRAL[3:]
    game = game_with(2, turns=2, cresus=cresus,
                     piles=piles(LON=("LON-1", "LON-2", "LON-3", "LON-4")))
    drive(game, {1: {0: LON, 1: NYC}},
          decide=lambda r: Buy(("LON-1",)) if isinstance(r, BuyRequest) and r.seat == 0
          else None, stop=lambda r: isinstance(r, MoveRequest) and game.view(0).turn == 2)
    assert waiting(game, MoveRequest)[1] == MoveRequest(0, (0, 1, 2, 3, 4, 5), LON)
    # ``previous`` lets the interface warn the human before confirming (C-5.3 [DESIGN])
    events = drive(game, {2: {0: LON, 1: HKG}}, stop=is_(SellRequest, 0))
    assert of(events, PawnsMoved) == [PawnsMoved({0: LON, 1: HKG}, (0,))]
    assert game.view(0).players[0].barred
    assert CresusDrawn(LON, HERITAGE, "Héritage", (0,)) in events
    assert SharesRevealed(LON, ("LON-3", "LON-4"), ()) in events
    assert not [e for e in events if isinstance(e, ShareAcquired)]
    assert ShareReturned("LON-3", LON) in events and ShareReturned("LON-4", LON) in events
    sell = waiting(game, SellRequest)[0]
    assert sell.market == LON and sell.shares == ("LON-1",)
    assert cash(game, 0) == 100 - price("LON-1") + R.data.cresus[HERITAGE].amount


def test_C_5_3_a_barred_player_gets_no_purchase_request_the_other_buys_alone() -> None:
    game = game_with(2, turns=2, piles=piles(LON=("LON-1", "LON-2", "LON-3", "LON-4")))
    seen = []

    def decide(r):
        if game.view(0).turn == 2 and isinstance(r, (BuyRequest, JoinRequest, BidRequest)):
            seen.append(r)
        return None
    drive(game, {1: {0: LON, 1: NYC}, 2: {0: LON, 1: LON}}, decide)
    purchase = [r for r in seen if not (isinstance(r, BidRequest) and r.lot_kind == "expert")]
    assert purchase == [BuyRequest(1, LON, order("LON-3", "LON-4"), 100)]


def test_C_5_4_monopole_then_partenaire_after_the_reveal() -> None:
    game = game_with(3, experts=("monopoly-1", "partner-1"))

    def decide(r):
        if isinstance(r, BidRequest):
            return Bid(10 if (r.lot, r.seat) in (("monopoly-1", 0), ("partner-1", 1)) else 0)
        return None
    drive(game, {1: {0: LON, 1: NYC, 2: HKG}}, decide,
          stop=lambda r: isinstance(r, MoveRequest) and game.view(0).turn == 2)
    events = drive(game, {2: {0: SAO, 1: SAO, 2: TOK}}, decide, stop=is_(MonopolyRequest))
    assert of(events, PawnsMoved) == [PawnsMoved({0: SAO, 1: SAO, 2: TOK}, ())]
    assert game.requests() == (MonopolyRequest(0, SAO, "monopoly-1", (1,)),)
    events = game.submit(0, Answer(True))
    assert game.requests() == (MoveRequest(1, (0, 1, 2, 4, 5), NYC, True),)
    assert_illegal(game, 1, Move(SAO))
    events += game.submit(1, Move(SYD))
    assert game.requests() == (PartnerRequest(1, (LON, NYC, HKG), "partner-1"),)
    events += game.submit(1, PickMarket(LON))
    events += drive(game, decide=decide, stop=lambda r: game.view(0).phase == "purchase")
    kinds = [type(e) for e in events if isinstance(e, (MonopolyUsed, PawnsMoved, PartnerUsed,
                                                        PhaseStarted, CresusDrawn))]
    assert kinds[:4] == [MonopolyUsed, PawnsMoved, PartnerUsed, PhaseStarted]
    assert of(events, PawnsMoved) == [PawnsMoved({1: SYD}, (), True)]
    assert of(events, PhaseStarted)[0].phase == "cresus"
    assert [d.market for d in of(events, CresusDrawn)] == [LON, SAO, SYD, TOK]


def test_C_5_5_one_cresus_card_per_active_market_for_the_players_there() -> None:
    game = game_with(3, cresus=(HERITAGE, PRIME) + NEUTRAL)
    events = drive(game, {1: {0: LON, 1: NYC, 2: NYC}}, stop=lambda r: game.view(0).phase
                   == "purchase")
    assert of(events, CresusDrawn) == [CresusDrawn(LON, HERITAGE, "Héritage", (0,)),
                                       CresusDrawn(NYC, PRIME, "Prime de fin d'année", (1, 2))]
    h, p = R.data.cresus[HERITAGE].amount, R.data.cresus[PRIME].amount
    assert [pl.cash for pl in game.view(0).players] == [100 + h, 100 + p, 100 + p]
    assert game.view(0).cresus_left == 18


def test_C_5_5_a_table_card_involves_all_players() -> None:
    game = game_with(3, cresus=(BIRTHDAY,) + NEUTRAL)
    events = drive(game, {1: {0: LON, 1: NYC, 2: HKG}}, stop=lambda r: game.view(0).phase
                   == "purchase")
    assert of(events, CresusDrawn)[0] == CresusDrawn(LON, BIRTHDAY, "Anniversaire", (0, 1, 2))
    amount = R.data.cresus[BIRTHDAY].amount
    assert [pl.cash for pl in game.view(0).players] == [100 + 2 * amount, 100 - amount,
                                                        100 - amount]


def test_C_5_5_cards_are_drawn_market_by_market_in_board_order() -> None:
    """The first player stands in Tokyo, yet London draws first."""
    game = game_with(2, first_player=1, cresus=(HERITAGE, PRIME) + NEUTRAL)
    events = drive(game, {1: {0: LON, 1: TOK}}, stop=lambda r: game.view(0).phase
                   == "purchase")
    assert of(events, CresusDrawn) == [CresusDrawn(LON, HERITAGE, "Héritage", (0,)),
                                       CresusDrawn(TOK, PRIME, "Prime de fin d'année", (1,))]
    assert cash(game, 0) == 100 + R.data.cresus[HERITAGE].amount
    assert cash(game, 1) == 100 + R.data.cresus[PRIME].amount


def test_C_5_6_the_top_two_cards_are_revealed_for_the_players_there() -> None:
    game = game_with(3, piles=piles(HKG=("HKG-5", "HKG-2", "HKG-1")))
    events = drive(game, {1: {0: HKG, 1: HKG, 2: SYD}}, stop=is_(JoinRequest))
    assert SharesRevealed(HKG, ("HKG-5", "HKG-2"), (0, 1)) in events
    view = game.view(2)
    assert view.revealed == ("HKG-5", "HKG-2")
    assert view.pile_sizes[HKG] == 6


def test_C_5_6_a_market_closed_by_a_pirate_reveals_nothing_and_sells_nothing() -> None:
    """London closed: the Crésus card is still drawn there, but no purchase and no sale."""
    game = game_with(2, turns=2, experts=(QUIET[0], "pirate-1"),
                     piles=piles(NYC=("NYC-1", "NYC-2")), dice=(RED,))
    drive(game, {1: {0: NYC, 1: TOK}},
          decide=lambda r: Buy(("NYC-1",)) if isinstance(r, BuyRequest) and r.seat == 0
          else None, stop=lambda r: isinstance(r, MoveRequest) and game.view(0).turn == 2)
    assert game.view(0).closed == (LON,)
    events = drive(game, {2: {0: LON, 1: SYD}}, stop=is_(SellRequest, 0))
    assert game.is_over  # A, holding a share on London, was never asked to sell
    assert [d.market for d in of(events, CresusDrawn)] == [LON, SYD]
    assert [s.market for s in of(events, SharesRevealed)] == [SYD]
    assert not [p for p in of(events, PhaseStarted) if p.market == LON]
    assert game.view(0).players[0].shares == ("NYC-1",)


def test_C_5_6_purchases_then_sales_market_by_market_in_board_order() -> None:
    game = game_with(2, first_player=1, piles=piles(LON=("LON-1", "LON-2"),
                                                    TOK=("TOK-2", "TOK-1")))
    events = drive(game, {1: {0: TOK, 1: LON}})
    assert [(e.market, e.buyers) for e in of(events, SharesRevealed)] == [(LON, (1,)),
                                                                          (TOK, (0,))]
    phases = [(e.phase, e.market) for e in of(events, PhaseStarted)]
    assert phases.index(("purchase", LON)) < phases.index(("purchase", TOK))
    assert phases.index(("purchase", TOK)) < phases.index(("sale", -1))


def test_C_5_7_expert_secteur_takes_its_card_free_before_any_auction() -> None:
    game = game_with(2, experts=("sector-aero",), piles=piles(LON=("LON-2", "LON-7")))

    def decide(r):
        if isinstance(r, BidRequest) and r.lot_kind == "expert":
            return Bid(10 if r.seat == 0 else 0)
        return None
    events = drive(game, {1: {0: LON, 1: LON}}, decide, stop=is_(ExpertSectorRequest))
    assert game.requests() == (ExpertSectorRequest(0, "LON-7", "sector-aero"),)
    events = game.submit(0, Answer(True))
    assert events[:3] == [ExpertUsed(0, "sector-aero", "LON-7"),
                          ExpertDiscarded("sector-aero", "used"),
                          ShareAcquired(0, "LON-7", 0, "expert")]
    assert sorted(r.seat for r in waiting(game, JoinRequest)) == [0, 1]
    assert all(r.share == "LON-2" for r in waiting(game, JoinRequest))
    assert cash(game, 0) == 90 and game.view(0).players[0].experts == ()


def test_C_5_7_a_declined_expert_secteur_leaves_the_card_to_the_buyers() -> None:
    game = game_with(2, experts=("sector-aero",), piles=piles(LON=("LON-2", "LON-7")))

    def decide(r):
        if isinstance(r, BidRequest) and r.lot_kind == "expert":
            return Bid(10 if r.seat == 0 else 0)
        return None
    drive(game, {1: {0: LON, 1: LON}}, decide, stop=is_(ExpertSectorRequest))
    game.submit(0, Answer(False))
    joins = waiting(game, JoinRequest)
    assert sorted(r.seat for r in joins) == [0, 1]
    assert {r.share for r in joins} == {order("LON-2", "LON-7")[0]}
    assert game.view(0).players[0].experts == ("sector-aero",)


def test_C_5_8_a_lone_buyer_may_buy_both_cards_at_the_printed_price() -> None:
    game = game_with(2, piles=piles(LON=("LON-2", "LON-3")))
    drive(game, {1: {0: LON, 1: TOK}}, stop=is_(BuyRequest, 0))
    both = order("LON-2", "LON-3")
    assert game.requests() == (BuyRequest(0, LON, both, 100),)
    events = game.submit(0, Buy(("LON-2", "LON-3")))
    assert of(events, ShareAcquired) == [ShareAcquired(0, x, price(x), "purchase") for x in both]
    assert cash(game, 0) == 100 - price("LON-2") - price("LON-3")
    assert sorted(game.view(0).players[0].shares) == ["LON-2", "LON-3"]


def test_C_5_8_a_lone_buyer_may_buy_one_card() -> None:
    game = game_with(2, piles=piles(LON=("LON-2", "LON-3")))
    drive(game, {1: {0: LON, 1: TOK}}, stop=is_(BuyRequest, 0))
    events = game.submit(0, Buy(("LON-2",)))
    assert of(events, ShareReturned) == [ShareReturned("LON-3", LON)]
    assert cash(game, 0) == 100 - price("LON-2")


def test_C_5_8_a_lone_buyer_may_buy_neither() -> None:
    game = game_with(2, piles=piles(LON=("LON-2", "LON-3")))
    drive(game, {1: {0: LON, 1: TOK}}, stop=is_(BuyRequest, 0))
    events = game.submit(0, Buy(()))
    assert sorted(of(events, ShareReturned), key=lambda e: e.share) == [
        ShareReturned("LON-2", LON), ShareReturned("LON-3", LON)]
    assert cash(game, 0) == 100 and game.view(0).players[0].shares == ()


def test_C_5_8_only_if_the_cash_suffices() -> None:
    a, b = order(*LONDON)[:2]  # the two dearest London cards
    assert price(a) + price(b) > 100
    game = game_with(2, piles=piles(LON=(a, b)))
    drive(game, {1: {0: LON, 1: TOK}}, stop=is_(BuyRequest, 0))
    assert_illegal(game, 0, Buy((a, b)))
    assert_illegal(game, 0, Buy(("LON-1",)))  # not revealed
    assert_illegal(game, 0, Buy((a, a)))
    assert_illegal(game, 1, Buy((a,)))  # not on London
    game.submit(0, Buy((a,)))
    assert cash(game, 0) == 100 - price(a)


def test_C_5_9_higher_price_auctioned_first() -> None:
    assert price(HI) > price(LO)
    game = game_with(2, piles=piles(LON=(LO, HI)))
    drive(game, {1: {0: LON, 1: LON}}, stop=is_(JoinRequest))
    joins = waiting(game, JoinRequest)
    assert sorted(r.seat for r in joins) == [0, 1] and {r.share for r in joins} == {HI}
    assert not waiting(game, BuyRequest)


def test_C_5_9_equal_prices_lower_card_number_first() -> None:
    high_number, low_number = EQUAL
    game = game_with(2, piles=piles(LON=EQUAL))
    drive(game, {1: {0: LON, 1: LON}}, stop=is_(JoinRequest))
    assert {r.share for r in waiting(game, JoinRequest)} == {low_number}
    game.submit(0, Answer(False)), game.submit(1, Answer(False))
    assert {r.share for r in waiting(game, JoinRequest)} == {high_number}


def test_C_5_9_participation_is_declared_at_once() -> None:
    game = game_with(2, piles=piles(LON=(LO, HI)))
    drive(game, {1: {0: LON, 1: LON}}, stop=is_(JoinRequest))
    events = game.submit(1, Answer(True))
    assert events == [DecisionTaken(1, "join")]
    assert game.view(0).my_choices == {} and game.view(1).my_choices == {"join": 1}
    events = game.submit(0, Answer(False))
    assert events[:2] == [DecisionTaken(0, "join"), ParticipationRevealed(HI, (1,))]


def test_C_5_9_nobody_joins_the_card_goes_under_its_pile() -> None:
    game = game_with(2, piles=piles(LON=(LO, HI)))
    drive(game, {1: {0: LON, 1: LON}}, stop=is_(JoinRequest))
    game.submit(0, Answer(False))
    events = game.submit(1, Answer(False))
    assert events[:3] == [DecisionTaken(1, "join"), ParticipationRevealed(HI, ()),
                          ShareReturned(HI, LON)]
    assert game.state.piles[LON][-1] == HI
    assert {r.share for r in waiting(game, JoinRequest)} == {LO}


def test_C_5_9_one_joins_and_may_buy_at_the_printed_price() -> None:
    game = game_with(2, piles=piles(LON=(LO, HI)))
    drive(game, {1: {0: LON, 1: LON}}, stop=is_(JoinRequest))
    game.submit(0, Answer(False))
    game.submit(1, Answer(True))
    assert game.requests() == (BuyRequest(1, LON, (HI,), 100),)
    events = game.submit(1, Buy((HI,)))
    assert ShareAcquired(1, HI, price(HI), "purchase") in events
    assert cash(game, 1) == 100 - price(HI)
    assert {r.share for r in waiting(game, JoinRequest)} == {LO}


def test_C_5_9_one_joins_and_declines_the_card_goes_under_its_pile() -> None:
    game = game_with(2, piles=piles(LON=(LO, HI)))
    drive(game, {1: {0: LON, 1: LON}}, stop=is_(JoinRequest))
    game.submit(0, Answer(False))
    game.submit(1, Answer(True))
    events = game.submit(1, Buy(()))
    assert ShareReturned(HI, LON) in events
    assert cash(game, 1) == 100 and game.view(1).players[1].shares == ()


def test_C_5_9_two_join_sealed_bid_winner_pays_the_bid_not_the_price() -> None:
    game = game_with(3, piles=piles(LON=(LO, HI)))
    drive(game, {1: {0: LON, 1: LON, 2: LON}}, stop=is_(JoinRequest))
    for seat, yes in ((0, True), (1, False), (2, True)):
        game.submit(seat, Answer(yes))
    bids = waiting(game, BidRequest)
    assert sorted(r.seat for r in bids) == [0, 2]
    assert all(r.lot == HI and r.lot_kind == "share" for r in bids)
    events = game.submit(0, Bid(15)) + game.submit(2, Bid(35))
    assert BidsRevealed(HI, {0: 15, 2: 35}, 1, "won", 2, 35) in events
    assert ShareAcquired(2, HI, 35, "auction") in events
    assert [p.cash for p in game.view(0).players] == [100, 100, 65]
    assert {r.share for r in waiting(game, JoinRequest)} == {LO}


def test_C_5_9_a_second_tie_sends_the_card_under_its_pile() -> None:
    game = game_with(2, piles=piles(LON=(LO, HI)))
    drive(game, {1: {0: LON, 1: LON}}, stop=is_(JoinRequest))
    game.submit(0, Answer(True)), game.submit(1, Answer(True))
    game.submit(0, Bid(20)), game.submit(1, Bid(20))
    assert all(r.round == 2 for r in waiting(game, BidRequest))
    events = game.submit(0, Bid(30)) + game.submit(1, Bid(30))
    assert ShareReturned(HI, LON) in events
    assert [p.cash for p in game.view(0).players] == [100, 100]


def test_C_5_10_bonus_after_each_acquisition_in_one_purchase() -> None:
    """Two Aéronautique cards bought together: the bonus follows the second acquisition."""
    game = game_with(2, piles=piles(LON=("LON-1", "LON-7")))
    drive(game, {1: {0: LON, 1: TOK}}, stop=is_(BuyRequest, 0))
    events = game.submit(0, Buy(("LON-1", "LON-7")))
    tail = [e for e in events if isinstance(e, (ShareAcquired, SectorBonus))]
    first, second = order("LON-1", "LON-7")
    assert tail == [ShareAcquired(0, first, price(first), "purchase"),
                    ShareAcquired(0, second, price(second), "purchase"),
                    SectorBonus(0, "aero", 2, bonus("aero", 2))]
    assert cash(game, 0) == 100 - price("LON-1") - price("LON-7") + bonus("aero", 2)


def test_C_5_10_bonus_after_a_contested_card_then_the_other_card() -> None:
    """A wins the first aero card at auction (no bonus yet), then buys the second one as the
    only participant: the bonus for two follows that second acquisition."""
    game = game_with(2, piles=piles(LON=("LON-1", "LON-7")))
    drive(game, {1: {0: LON, 1: LON}}, stop=is_(JoinRequest))
    first, second = order("LON-1", "LON-7")
    assert {r.share for r in waiting(game, JoinRequest)} == {first}
    game.submit(0, Answer(True)), game.submit(1, Answer(True))
    events = game.submit(0, Bid(41)) + game.submit(1, Bid(40))
    assert ShareAcquired(0, first, 41, "auction") in events
    assert not of(events, SectorBonus)
    game.submit(0, Answer(True)), game.submit(1, Answer(False))
    events = game.submit(0, Buy((second,)))
    assert of(events, SectorBonus) == [SectorBonus(0, "aero", 2, bonus("aero", 2))]
    assert cash(game, 0) == 100 - 41 - price(second) + bonus("aero", 2)


def test_C_5_10_unbought_cards_go_under_their_pile() -> None:
    game = game_with(2, piles=piles(SYD=("SYD-3", "SYD-8")))
    drive(game, {1: {0: SYD, 1: TOK}}, stop=is_(BuyRequest, 0))
    events = game.submit(0, Buy(("SYD-8",)))
    assert of(events, ShareReturned) == [ShareReturned("SYD-3", SYD)]
    assert game.state.piles[SYD][-1] == "SYD-3"
    assert game.view(0).pile_sizes[SYD] == 7


def _two_holders(first_player: int = 0) -> Game:
    """Turn 1: A buys LON-1 and LON-2 in London, B buys NYC-1 in New York; turn 2 both stand
    in Hong Kong; stops at the first sale request there."""
    game = game_with(2, turns=2, first_player=first_player,
                     piles=piles(LON=("LON-1", "LON-2"), NYC=("NYC-1", "NYC-2")),
                     dice=(RED, BLUE, YELLOW, GREEN, ORANGE, VIOLET) * 8)

    def decide(r):
        if isinstance(r, BuyRequest) and game.view(0).turn == 1:
            return Buy(("LON-1", "LON-2") if r.seat == 0 else ("NYC-1",))
        return None
    drive(game, {1: {0: LON, 1: NYC}, 2: {0: HKG, 1: HKG}}, decide,
          stop=lambda r: isinstance(r, SellRequest) and r.market == HKG)
    return game


def test_C_5_11_sales_in_turn_order_any_number_one_at_a_time() -> None:
    game = _two_holders()
    assert game.view(0).first_player == 1
    assert game.requests() == (SellRequest(1, HKG, ("NYC-1",)),)
    events = game.submit(1, Done())
    held = order("LON-1", "LON-2")  # in the order they were bought
    assert game.requests() == (SellRequest(0, HKG, held),)
    events += sell_with_dice(game, 0, held[0])
    assert game.requests() == (SellRequest(0, HKG, held[1:]),)
    events += sell_with_dice(game, 0, held[1])
    assert [s.share for s in of(events, ShareSold)] == list(held)
    assert all(s.market == HKG for s in of(events, ShareSold))
    assert game.view(0).players[0].shares == ()
    assert not waiting(game, SellRequest)


def test_C_5_11_a_player_without_shares_gets_no_sale_request() -> None:
    game = game_with(2, piles=piles(LON=("LON-1", "LON-2")))
    events = drive(game, {1: {0: LON, 1: LON}}, stop=is_(SellRequest))
    assert not waiting(game, SellRequest)
    assert of(events, GameOver)


def test_C_5_12_a_one_throw_card_gets_no_reroll() -> None:
    sid = "LON-8"
    game = game_with(2, piles=piles(LON=(sid, "LON-1")),
                     dice=(YELLOW, YELLOW, BLUE, YELLOW, RED, YELLOW))
    drive(game, {1: {0: LON, 1: TOK}}, decide=lambda r: Buy((sid,))
          if isinstance(r, BuyRequest) and r.seat == 0 else None, stop=is_(SellRequest, 0))
    events = game.submit(0, Sell(sid))
    assert not waiting(game, ThrowRequest)
    assert of(events, ShareSold) == [ShareSold(0, sid, LON, 4, table(sid)[3], 0)]
    assert cash(game, 0) == 100 - price(sid) + table(sid)[3]


def test_C_5_12_keep_and_reroll_dice_kept_earlier_may_be_released() -> None:
    sid = "LON-3"  # a 3-throw card
    assert R.shares[sid].throws == 3
    dice = ((RED, RED, RED, BLUE, BLUE, YELLOW)   # throw 1
            + (GREEN, ORANGE, VIOLET)              # throw 2: dice 3, 4, 5 again
            + (BLUE, BLUE, BLUE, BLUE))            # throw 3: dice 0, 1, 2, 5 again
    game = game_with(2, piles=piles(LON=(sid, "LON-1")), dice=dice)
    drive(game, {1: {0: LON, 1: TOK}}, decide=lambda r: Buy((sid,))
          if isinstance(r, BuyRequest) and r.seat == 0 else None, stop=is_(SellRequest, 0))
    events = game.submit(0, Sell(sid))
    assert game.requests() == (ThrowRequest(0, (RED, RED, RED, BLUE, BLUE, YELLOW), 2, 3,
                                            "sale", sid, LON),)
    events += game.submit(0, Keep((0, 1, 2)))
    assert game.view(0).dice == (RED, RED, RED, GREEN, ORANGE, VIOLET)
    assert_illegal(game, 0, Keep((6,)))
    assert_illegal(game, 0, Keep((1, 1)))
    events += game.submit(0, Keep((3, 4)))  # the reds are released
    rolls = of(events, DiceRolled)
    assert [(r.dice, r.throw, r.kept) for r in rolls] == [
        ((RED, RED, RED, BLUE, BLUE, YELLOW), 1, ()),
        ((RED, RED, RED, GREEN, ORANGE, VIOLET), 2, (0, 1, 2)),
        ((BLUE, BLUE, BLUE, GREEN, ORANGE, BLUE), 3, (3, 4)),
    ]
    assert not waiting(game, ThrowRequest)
    assert of(events, ShareSold) == [ShareSold(0, sid, LON, 4, table(sid)[3], 0)]
    assert cash(game, 0) == 100 - price(sid) + table(sid)[3]


def test_C_5_12_the_player_may_stop_early() -> None:
    sid = "LON-3"
    game = game_with(2, piles=piles(LON=(sid, "LON-1")),
                     dice=(VIOLET, VIOLET, VIOLET, VIOLET, VIOLET, RED))
    drive(game, {1: {0: LON, 1: TOK}}, decide=lambda r: Buy((sid,))
          if isinstance(r, BuyRequest) and r.seat == 0 else None, stop=is_(SellRequest, 0))
    events = game.submit(0, Sell(sid)) + game.submit(0, Stop())
    assert len(of(events, DiceRolled)) == 1
    assert of(events, ShareSold) == [ShareSold(0, sid, LON, 5, table(sid)[4], 0)]
    assert cash(game, 0) == 100 - price(sid) + table(sid)[4]


def test_C_5_12_the_result_is_the_largest_group_of_one_colour() -> None:
    sid = "LON-8"
    game = game_with(2, piles=piles(LON=(sid, "LON-1")),
                     dice=(GREEN, ORANGE, GREEN, ORANGE, VIOLET, ORANGE))
    drive(game, {1: {0: LON, 1: TOK}}, decide=lambda r: Buy((sid,))
          if isinstance(r, BuyRequest) and r.seat == 0 else None, stop=is_(SellRequest, 0))
    events = sell_with_dice(game, 0, sid)
    assert of(events, ShareSold)[0].faces == 3
    assert cash(game, 0) == 100 - price(sid) + table(sid)[2]


def test_C_5_12_selling_a_share_not_held_is_illegal() -> None:
    game = game_with(2, piles=piles(LON=("LON-8", "LON-1")))
    drive(game, {1: {0: LON, 1: TOK}}, decide=lambda r: Buy(("LON-8",))
          if isinstance(r, BuyRequest) and r.seat == 0 else None, stop=is_(SellRequest, 0))
    assert_illegal(game, 0, Sell("LON-1"))
    assert_illegal(game, 0, Sell("LON-8", expert=True))  # no Expert Marché
    assert_illegal(game, 1, Sell("LON-8"))


def test_C_5_13_off_market_sale_adds_the_sector_premium() -> None:
    game = _two_holders()
    game.submit(1, Done())
    events = sell_with_dice(game, 0, "LON-2")  # dice R B Y G O V: one face of each colour
    assert of(events, ShareSold) == [ShareSold(0, "LON-2", HKG, 1, table("LON-2")[0],
                                               premium("LON-2"))]
    assert game.state.piles[LON][-1] == "LON-2"
    expected = (100 - price("LON-1") - price("LON-2") + table("LON-2")[0] + premium("LON-2"))
    assert cash(game, 0) == expected


def test_C_5_13_no_premium_on_the_origin_market() -> None:
    game = game_with(2, piles=piles(NYC=("NYC-2", "NYC-1")),
                     dice=(RED, RED, BLUE, BLUE, GREEN, GREEN))
    drive(game, {1: {0: NYC, 1: TOK}}, decide=lambda r: Buy(("NYC-2",))
          if isinstance(r, BuyRequest) and r.seat == 0 else None, stop=is_(SellRequest, 0))
    events = sell_with_dice(game, 0, "NYC-2")
    assert of(events, ShareSold) == [ShareSold(0, "NYC-2", NYC, 2, table("NYC-2")[1], 0)]
    assert game.state.piles[NYC][-1] == "NYC-2"
    assert cash(game, 0) == 100 - price("NYC-2") + table("NYC-2")[1]


def test_C_5_14_luxury_cards_one_or_two_in_increasing_order() -> None:
    game = game_with(2, turns=2)
    drive(game, {1: {0: LON, 1: NYC}}, stop=is_(LuxuryRequest))
    n = affordable(100)
    assert n >= 1
    assert game.requests() == (LuxuryRequest(0, 1, 100, n, 0),)
    assert_illegal(game, 0, BuyLuxury(3))
    assert_illegal(game, 0, BuyLuxury(0))
    if n < 2:
        assert_illegal(game, 0, BuyLuxury(2))
    events = game.submit(0, BuyLuxury(n))
    assert of(events, LuxuryBought) == [LuxuryBought(0, r + 1, LUX[r].price) for r in range(n)]
    assert cash(game, 0) == 100 - sum(LUX[r].price for r in range(n))
    assert game.requests() == (LuxuryRequest(1, 1, 100, n, 0),)
    game.submit(1, BuyLuxury(1))
    assert cash(game, 1) == 100 - LUX[0].price
    assert [p.luxuries for p in game.view(0).players] == [n, 1]


def test_C_5_14_the_next_card_continues_the_sequence() -> None:
    """B has one luxury card: the next turn offers rank 2, never rank 1 again nor rank 3.
    (An Héritage on B's market in turn 2 pays for it.)"""
    game = game_with(2, turns=2, cresus=NEUTRAL[:3] + (HERITAGE,) + NEUTRAL[3:])
    drive(game, {1: {0: LON, 1: NYC}, 2: {0: HKG, 1: SAO}},
          decide=lambda r: BuyLuxury(1) if isinstance(r, LuxuryRequest) and r.seat == 1
          and game.view(0).turn == 1 else None,
          stop=lambda r: isinstance(r, LuxuryRequest) and r.seat == 1
          and game.view(0).turn == 2)
    req = waiting(game, LuxuryRequest)[0]
    left = 100 - LUX[0].price + R.data.cresus[HERITAGE].amount
    afford = affordable(left, 1)
    assert afford >= 1
    assert req == LuxuryRequest(1, 2, left, afford, 0)
    if afford < 2:
        assert_illegal(game, 1, BuyLuxury(2))
    events = game.submit(1, BuyLuxury(1))
    assert of(events, LuxuryBought) == [LuxuryBought(1, 2, LUX[1].price)]


def test_C_5_14_unaffordable_luxury_is_illegal_or_not_offered() -> None:
    game = game_with(2, piles=piles(LON=("LON-6", "LON-1")))
    drive(game, {1: {0: LON, 1: NYC}},
          decide=lambda r: Buy(("LON-6",)) if isinstance(r, BuyRequest) and r.seat == 0
          else None, stop=is_(LuxuryRequest))
    left = 100 - price("LON-6")
    first = waiting(game, LuxuryRequest)[0]
    if left < LUX[0].price:
        assert first.seat == 1
    else:
        assert first == LuxuryRequest(0, 1, left, affordable(left), 0)
        if left < LUX[0].price + LUX[1].price:
            assert_illegal(game, 0, BuyLuxury(2))


def test_C_5_14_a_player_who_cannot_afford_the_next_card_is_not_asked() -> None:
    a, b = POOR  # one market, two sectors: no bonus
    left = 100 - price(a) - price(b)
    assert 0 <= left < LUX[0].price
    m = R.shares[a].market
    game = game_with(2, first_player=0, piles=piles(**{R.markets[m].code: (a, b)}))
    drive(game, {1: {0: m, 1: (m + 1) % 6}},
          decide=lambda r: Buy((a, b)) if isinstance(r, BuyRequest) and r.seat == 0 else None,
          stop=is_(LuxuryRequest))
    assert cash(game, 0) == left
    assert game.requests() == (LuxuryRequest(1, 1, 100, affordable(100), 0),)


def test_C_5_15_the_game_ends_when_the_expert_pile_is_empty() -> None:
    game = game_with(3)
    events = drive(game, {1: {0: LON, 1: NYC, 2: HKG}})
    assert game.is_over
    over = of(events, GameOver)
    assert over == [GameOver("experts", ((1, 0), (1, 1), (1, 2)))]  # all tied: one place
    assert game.ranking() == [(1, 0), (1, 1), (1, 2)]
    assert game.state.frames == []  # no turn left in progress (nor in the finished game's save)
    assert_illegal(game, 0, Done())


def test_C_5_15_ranking_by_luxury_count_then_cash_ties_share_a_place() -> None:
    game = game_with(4, piles=piles(NYC=("NYC-3", "NYC-1")))

    def decide(r):
        if isinstance(r, BuyRequest) and r.seat == 3:
            return Buy(("NYC-3",))
        if isinstance(r, LuxuryRequest) and r.seat in (1, 2):
            return BuyLuxury(1)
        return None
    events = drive(game, {1: {0: LON, 1: HKG, 2: SAO, 3: NYC}}, decide)
    # seats 1 and 2: one luxury card each, same cash; seat 0: 100 M; seat 3: 100 - 30 M
    assert [p.cash for p in game.view(0).players] == [100, 100 - LUX[0].price,
                                                      100 - LUX[0].price, 100 - price("NYC-3")]
    assert of(events, GameOver)[0].ranking == ((1, 1), (1, 2), (3, 0), (4, 3))


def test_C_5_15_luxury_count_beats_cash() -> None:
    game = game_with(2)
    decide = (lambda r: BuyLuxury(1) if isinstance(r, LuxuryRequest) and r.seat == 1
              else None)
    events = drive(game, {1: {0: LON, 1: NYC}}, decide)
    assert cash(game, 1) == 100 - LUX[0].price < cash(game, 0) == 100
    assert of(events, GameOver)[0] == GameOver("experts", ((1, 1), (2, 0)))


ISLAND_BID = 5


def _island_game() -> tuple[Game, list]:
    """A (seat 0) and B (seat 1) each buy both 1-throw cards of their market on turn 1 and sell
    them at once with 6 faces of a colour; B also pays ISLAND_BID M for the first Expert card.
    Then both buy luxury cards two by two and the island on turn 4. C (seat 2) buys one luxury
    card. Six Expert cards: the game would go on."""
    a1, a2 = "LON-7", "LON-8"
    b1, b2 = "NYC-7", "NYC-8"
    dice = ((RED,) * 6 + (RED,) * 6               # A: 6 and 6 faces
            + (BLUE,) * 6 + (GREEN,) * 6)         # B: 6 and 6 faces
    game = game_with(3, turns=6, piles=piles(LON=(a1, a2), NYC=(b1, b2)), dice=dice)

    def decide(r):
        turn = game.view(0).turn
        if isinstance(r, BidRequest) and r.seat == 1 and turn == 1:
            return Bid(ISLAND_BID)
        if isinstance(r, BuyRequest) and turn == 1 and r.seat in (0, 1):
            return Buy(r.shares)
        if isinstance(r, SellRequest) and r.shares:
            return Sell(sorted(r.shares)[0])
        if isinstance(r, LuxuryRequest) and r.seat in (0, 1):
            return BuyLuxury(min(2, 8 - r.next_rank))
        if isinstance(r, LuxuryRequest) and r.seat == 2 and turn == 1:
            return BuyLuxury(1)
        return None
    moves = {1: {0: LON, 1: NYC, 2: HKG}}
    moves.update({t: {0: t + 1, 1: t + 1, 2: t + 1} for t in (2, 3, 4)})
    events = drive(game, moves, decide)
    return game, events


def test_C_5_15_buying_the_island_ends_the_game_island_buyers_ranked_by_cash() -> None:
    game, events = _island_game()
    a = 100 - price("LON-7") - price("LON-8") + table("LON-7")[5] + table("LON-8")[5]
    b = (100 - ISLAND_BID - price("NYC-7") - price("NYC-8") + table("NYC-7")[5]
         + table("NYC-8")[5])
    total = sum(x.price for x in LUX)
    assert a >= total and b >= total
    assert game.is_over and game.view(0).turn == 4
    assert game.view(0).experts_left == 2
    assert [p.luxuries for p in game.view(0).players] == [7, 7, 1]
    assert [p.cash for p in game.view(0).players] == [a - total, b - total,
                                                      100 - LUX[0].price]
    rank_ab = [(1, 1), (2, 0)] if b > a else [(1, 0), (2, 1)]
    assert of(events, GameOver) == [GameOver("island", tuple(rank_ab) + ((3, 2),))]
