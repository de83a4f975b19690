"""The command parser: every verb, short forms, disambiguation by the pending request, errors
with suggestions, and a property test (parse never raises)."""

from __future__ import annotations

import functools

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cresus_tui.games.cresus import load_rules, new_game
from cresus_tui.games.cresus.decisions import (
    Answer, Bid, Buy, BuyLuxury, Done, Keep, Move, Offer, PickMarket, RepayLoan, Reply, Sell,
    SellLuxury, Stop,
)
from cresus_tui.games.cresus.random_player import RandomPlayer
from cresus_tui.games.cresus.requests import (
    BidRequest, BuyRequest, DebtRequest, EntryRequest, ExpertSectorRequest, JoinRequest,
    LuxuryRequest, MonopolyRequest, MoveRequest, OfferRequest, PartnerRequest, SellRequest,
    ThrowRequest,
)
from cresus_tui.play.cresus.commands import (
    Action, Meta, ParseError, Query, completions, describe_request, parse, resolve_market,
    resolve_share,
)
from cresus_tui.play.cresus.session import NewGameOptions, build_config

RULES = load_rules()


@functools.cache
def _collected() -> tuple[dict[str, object], list[object]]:
    """Views of seat 0 at several game moments: the first view per request kind, and a sample
    of views (with and without a pending request) for the property test."""
    by_kind: dict[str, object] = {}
    sample: list[object] = []
    for seed in (11, 12, 13):
        game, _ = new_game(build_config(NewGameOptions(rivals=3, seed=seed)))
        player = RandomPlayer(seed)
        steps = 0
        while not game.is_over and steps < 4000:
            req = game.requests()[0]
            view = game.view(0)
            if steps % 37 == 0:
                sample.append(view)
            if req.seat == 0:
                tag = type(req).__struct_config__.tag
                by_kind.setdefault(tag, view)
            game.submit(req.seat, player.decide(game.view(req.seat), req))
            steps += 1
        sample.append(game.view(0))
    return by_kind, sample


def base_view():
    return _collected()[0]["bid"]


def with_req(req, **changes):
    """A real view of seat 0 with ``req`` as its only pending request (and other changes)."""
    view = base_view()
    me = msgspec.structs.replace(view.me, **changes.pop("me", {}))
    players = (me,) + view.players[1:]
    return msgspec.structs.replace(view, requests=(req,), players=players, **changes)


def act(text, view):
    out = parse(text, view, RULES)
    assert isinstance(out, Action), (text, out)
    return out.decision


def err(text, view):
    out = parse(text, view, RULES)
    assert isinstance(out, ParseError), (text, out)
    assert out.message
    return out


BID = BidRequest(0, "sector-finance", "expert", 100, 1, (0, 1, 2, 3))
MOVE = MoveRequest(0, (0, 1, 2, 3, 4, 5), previous=2)
JOIN = JoinRequest(0, "LON-4", 0)
BUY2 = BuyRequest(0, 0, ("LON-6", "LON-4"), 100)
BUY1 = BuyRequest(0, 0, ("LON-4",), 100)
ENTRY = EntryRequest(0, "roulette", 10, 100)
THROW = ThrowRequest(0, (0, 3, 3, 5, 1, 2), 2, 3, "sale", "LON-4")
SELL = SellRequest(0, 0, ("LON-4", "TOK-8"), ("market-LON",))
DEBT = DebtRequest(0, 50, 10, 0, ("LON-4",), 1)
LUX = LuxuryRequest(0, 1, 100, 2, 0)
MONO = MonopolyRequest(0, 3, "monopoly-1", (1, 2))
PART = PartnerRequest(0, (4, 5), "partner-1")
SECT = ExpertSectorRequest(0, "LON-4", "sector-finance")
OFFER = OfferRequest(0, 1, ("NYC-5",), 10, ("LON-3",), 0)


# ---- resolvers ----------------------------------------------------------------------------

@pytest.mark.parametrize("text,index", [
    ("tokyo", 5), ("tok", 5), ("TOK", 5), ("6", 5), ("violet", 5), ("v", 5),
    ("sao paulo", 3), ("são paulo", 3), ("SAO", 3), ("green", 3), ("vert", 3), ("4", 3),
    ("new york", 1), ("new", 1), ("nyc", 1), ("b", 1), ("rouge", 0), ("lon", 0),
    ("hong kong", 2), ("hong", 2), ("Sydney", 4), ("syd", 4), ("orange", 4), ("o", 4),
])
def test_C_1_2_markets_resolve_by_name_code_colour_face_and_prefix(text, index):
    assert resolve_market(text, RULES) == index


@pytest.mark.parametrize("text", ["s", "atlantis", "7", ""])
def test_ambiguous_or_unknown_market_raises_keyerror(text):
    with pytest.raises(KeyError):
        resolve_market(text, RULES)


@pytest.mark.parametrize("text", ["LON-4", "lon4", "lon 4", "london-4", "London 4", "Lon-4"])
def test_share_ids_resolve_in_many_spellings(text):
    assert resolve_share(text, RULES) == "LON-4"


def test_share_resolution_handles_accents_and_rejects_card_nine():
    assert resolve_share("são paulo-2", RULES) == "SAO-2"
    with pytest.raises(KeyError):
        resolve_share("LON-9", RULES)


# ---- movement -----------------------------------------------------------------------------

@pytest.mark.parametrize("text,market", [
    ("go tokyo", 5), ("go tok", 5), ("go 6", 5), ("go violet", 5), ("go v", 5),
    ("go sao paulo", 3), ("go são paulo", 3), ("GO São Paulo", 3), ("g lon", 0),
    ("move new york", 1), ("tokyo", 5), ("6", 5), ("to sydney", 4),
])
def test_C_5_2_go_short_forms(text, market):
    assert act(text, with_req(MOVE)) == Move(market)


def test_C_5_3_going_back_asks_for_confirmation():
    out = err("go hong kong", with_req(MOVE))
    assert "last turn" in out.message and out.suggestion == "go hong kong!"
    assert act("go hong kong!", with_req(MOVE)) == Move(2)
    assert act("go 3 anyway", with_req(MOVE)) == Move(2)


def test_C_6_4_monopolised_market_is_refused():
    view = with_req(MoveRequest(0, (0, 1, 2, 4, 5), previous=-1, monopoly=True))
    assert "Monopole" in err("go 4", view).message


def test_go_unknown_market_lists_the_markets():
    out = err("go atlantis", with_req(MOVE))
    assert "Tokyo" in out.message and out.suggestion


def test_go_when_no_move_is_pending_says_what_is_legal():
    out = err("go tokyo", with_req(BID))
    assert "movement" in out.message and "bid" in out.suggestion


# ---- auctions -----------------------------------------------------------------------------

@pytest.mark.parametrize("text,amount", [
    ("bid 35", 35), ("BID 35", 35), ("b 35", 35), ("bid 35m", 35), ("bid 35 M", 35),
    ("35", 35), ("bid 0", 0), ("pass", 0), ("bid none", 0), ("no", 0), ("bid all", 100),
])
def test_C_7_2_bids(text, amount):
    assert act(text, with_req(BID, me={"cash": 100})) == Bid(amount)


def test_C_7_2_bid_above_cash_is_refused_with_the_limit():
    out = err("bid 121", with_req(BID, me={"cash": 120}))
    assert out.message == "You have 120 M; bid at most 120."
    assert out.suggestion == "bid 120"


@pytest.mark.parametrize("text", ["bid -5", "bid lots", "bid"])
def test_bad_bids_are_refused(text):
    err(text, with_req(BID))


def test_C_5_9_join_and_skip_answer_the_participation_request():
    view = with_req(JOIN)
    assert act("join", view) == Answer(True)
    assert act("j", view) == Answer(True)
    assert act("skip", view) == Answer(False)
    assert act("no", view) == Answer(False)
    assert act("pass", view) == Answer(False)


def test_skip_without_a_join_request_is_the_meta_command():
    assert parse("skip", with_req(BID), RULES) == Meta("skip")
    view = msgspec.structs.replace(base_view(), requests=())
    assert parse("skip", view, RULES) == Meta("skip")


def test_join_without_a_join_request_is_an_error():
    err("join", with_req(BID))


# ---- purchase -----------------------------------------------------------------------------

@pytest.mark.parametrize("text,shares", [
    ("buy 1", ("LON-6",)), ("buy 2", ("LON-4",)), ("buy both", ("LON-6", "LON-4")),
    ("buy none", ()), ("buy LON-4", ("LON-4",)), ("buy lon4", ("LON-4",)),
    ("buy 1 2", ("LON-6", "LON-4")), ("buy 1 and 2", ("LON-6", "LON-4")), ("no", ()),
    ("1", ("LON-6",)), ("purchase 2", ("LON-4",)), ("take 2", ("LON-4",)),
])
def test_C_5_8_buy_by_order_shown_or_id(text, shares):
    assert act(text, with_req(BUY2, me={"cash": 200})) == Buy(shares)


def test_buy_single_card_with_yes_or_bare_buy():
    view = with_req(BUY1, me={"cash": 100})
    assert act("buy", view) == Buy(("LON-4",))
    assert act("yes", view) == Buy(("LON-4",))


def test_buy_checks_cash_and_card():
    out = err("buy both", with_req(BUY2, me={"cash": 50}))
    assert "100 M" in out.message and "50 M" in out.message
    err("buy 3", with_req(BUY2))
    err("buy TOK-1", with_req(BUY2))
    assert "Buy which" in err("buy", with_req(BUY2)).message


# ---- yes / no questions -------------------------------------------------------------------

@pytest.mark.parametrize("req", [MONO, SECT, JOIN, ENTRY])
def test_yes_and_no_answer_whatever_question_is_pending(req):
    view = with_req(req, me={"cash": 100})
    for word in ("yes", "y", "ok", "take"):
        assert act(word, view) == Answer(True)
    for word in ("no", "n", "nope"):
        assert act(word, view) == Answer(False)


def test_C_9_3_play_and_enter_for_games_and_tournaments():
    assert act("play", with_req(ENTRY, me={"cash": 50})) == Answer(True)
    tour = EntryRequest(0, "poker", 20, 50, tournament=True)
    assert act("enter", with_req(tour, me={"cash": 50})) == Answer(True)


def test_C_10_1_entry_beyond_cash_suggests_selling_a_luxury():
    out = err("play", with_req(ENTRY, me={"cash": 5, "luxuries": 1}))
    assert "sell luxury" in out.message


def test_yes_without_a_question_is_an_error():
    err("yes", with_req(THROW))


def test_C_6_5_partner():
    view = with_req(PART)
    assert act("partner tokyo", view) == PickMarket(5)
    assert act("partner syd", view) == PickMarket(4)
    assert act("partner none", view) == PickMarket(-1)
    assert act("no", view) == PickMarket(-1)
    assert act("tokyo", view) == PickMarket(5)
    assert "pawn" in err("partner london", view).message
    assert act("yes", with_req(PartnerRequest(0, (4,), "partner-1"))) == PickMarket(4)


# ---- dice ---------------------------------------------------------------------------------

@pytest.mark.parametrize("text,decision", [
    ("keep 1 3 5", Keep((0, 2, 4))), ("k 1,3,5", Keep((0, 2, 4))), ("keep 135", Keep((0, 2, 4))),
    ("keep all", Stop()), ("keep none", Keep(())), ("reroll", Keep(())), ("roll", Keep(())),
    ("stop", Stop()), ("keep green", Keep((1, 2))), ("keep g", Keep((1, 2))),
    ("keep 4G 4G", Keep((1, 2))), ("reroll 1 6", Keep((1, 2, 3, 4))),
    ("keep 1 2 3 4 5 6", Stop()), ("done", Stop()), ("keep greens", Keep((1, 2))),
    ("1 3", Keep((0, 2))), ("135", Keep((0, 2, 4))), ("2,4", Keep((1, 3))), ("0", Keep(())),
])
def test_C_5_12_keep_and_reroll(text, decision):
    assert act(text, with_req(THROW)) == decision


def test_keep_rejects_dice_out_of_range():
    out = err("keep 7", with_req(THROW))
    assert "1 to 6" in out.message
    out = err("keep 4", with_req(ThrowRequest(0, (0, 1, 2), 2, 3, "gamble", "machine-a-sous")))
    assert "1 to 3" in out.message


def test_keep_without_dice_is_an_error():
    err("keep 1", with_req(BID))
    err("stop", with_req(BID))


# ---- sales and debts ----------------------------------------------------------------------

@pytest.mark.parametrize("text,decision", [
    ("sell LON-4", Sell("LON-4")), ("sell lon4", Sell("LON-4")), ("sell lon 4", Sell("LON-4")),
    ("sell LON-4 expert", Sell("LON-4", True)), ("sell tok-8", Sell("TOK-8")),
    ("done", Done()), ("d", Done()), ("stop", Done()), ("LON-4", Sell("LON-4")),
    ("sell london 4 with expert", Sell("LON-4", True)),
])
def test_C_5_11_sell(text, decision):
    view = with_req(SELL, me={"shares": ("LON-4", "TOK-8"), "experts": ("market-LON",)})
    assert act(text, view) == decision


def test_sell_checks_holdings_and_expert():
    view = with_req(SELL, me={"shares": ("LON-4", "TOK-8"), "experts": ()})
    assert "hold no share NYC-1" in err("sell nyc-1", view).message
    assert "Expert Marché London" in err("sell LON-4 expert", view).message
    assert "Sell which" in err("sell", view).message
    assert err("sell", view).suggestion == "sell LON-4"


def test_sell_n_is_choice_n_of_the_sale():
    """`sell 1` picks the sale's numbered choice 1 (a play-test read it as no share at all),
    as `buy 1` does for a purchase; the choices with the Expert Marché are numbered too."""
    from cresus_tui.play.cresus.choices import choices

    view = with_req(SELL, me={"shares": ("LON-4", "TOK-8"), "experts": ("market-LON",)})
    opts = choices(SELL, view, RULES, [])
    assert [c.decision for c in opts] == [Sell("LON-4"), Sell("LON-4", True), Sell("TOK-8"),
                                          Sell("TOK-8", True), Done()]
    assert act("sell 1", view) == Sell("LON-4")
    assert act("sell 2", view) == Sell("LON-4", True)
    assert act("sell 3", view) == Sell("TOK-8")
    assert act("sell 3 expert", view) == Sell("TOK-8", True)
    assert "sell 1 to 4" in err("sell 5", view).message
    assert "sell 1 to 4" in err("sell 9", view).message
    debt = with_req(DEBT, me={"shares": ("LON-4",), "luxuries": 1})
    assert act("sell 1", debt) == SellLuxury(1)
    assert act("sell 2", debt) == Sell("LON-4")


def test_C_10_2_debt_sale_and_luxury_sale():
    view = with_req(DEBT, me={"shares": ("LON-4",), "luxuries": 1})
    assert act("sell LON-4", view) == Sell("LON-4")
    assert act("sell luxury", view) == SellLuxury(1)


def test_C_8_2_sell_luxury_any_time_and_checked():
    view = with_req(BID, me={"luxuries": 3})
    assert act("sell luxury", view) == SellLuxury(1)
    assert act("sell lux 2", view) == SellLuxury(2)
    assert act("sell luxury all", view) == SellLuxury(3)
    assert "3 luxury" in err("sell luxury 4", view).message
    assert "no luxury" in err("sell luxury", with_req(BID, me={"luxuries": 0})).message


def test_sell_share_outside_sale_phase_is_an_error():
    out = err("sell LON-4", with_req(BID, me={"shares": ("LON-4",)}))
    assert "sale phase" in out.message


# ---- luxury and loan ----------------------------------------------------------------------

@pytest.mark.parametrize("text,decision", [
    ("luxury", BuyLuxury(1)), ("lux", BuyLuxury(1)), ("luxury 2", BuyLuxury(2)),
    ("buy luxury", BuyLuxury(1)), ("buy luxury 2", BuyLuxury(2)), ("buy", BuyLuxury(1)),
    ("done", Done()), ("no", Done()),
])
def test_C_5_14_luxury(text, decision):
    assert act(text, with_req(LUX, me={"cash": 100, "luxuries": 0, "loan": 0})) == decision


def test_C_5_14_luxury_checks_cash():
    out = err("luxury 2", with_req(LuxuryRequest(0, 1, 50, 1, 0),
                                   me={"cash": 50, "luxuries": 0, "loan": 0}))
    assert "100 M" in out.message and "Voiture de sport" in out.message


def test_C_10_3_repay_before_luxury():
    req = LuxuryRequest(0, 1, 150, 0, 100)
    view = with_req(req, me={"cash": 150, "luxuries": 0, "loan": 100})
    assert act("repay", view) == RepayLoan()
    assert err("luxury", view).suggestion == "repay"
    poor = with_req(req, me={"cash": 50, "luxuries": 0, "loan": 100})
    assert "loan is 100 M" in err("repay", poor).message
    assert "no loan" in err("repay", with_req(LUX, me={"loan": 0})).message


def test_luxury_outside_end_of_turn_is_an_error():
    err("luxury", with_req(BID))


# ---- trades -------------------------------------------------------------------------------

def test_C_10_4_accept_and_decline():
    view = with_req(OFFER)
    assert act("accept", view) == Reply(True)
    assert act("decline", view) == Reply(False)
    assert act("yes", view) == Reply(True)
    assert act("no", view) == Reply(False)
    err("accept", with_req(BID))


def _trade_view():
    view = base_view()
    players = list(view.players)
    players[0] = msgspec.structs.replace(players[0], shares=("LON-3",), cash=100)
    players[1] = msgspec.structs.replace(players[1], shares=("NYC-5",), cash=50)
    return msgspec.structs.replace(view, players=tuple(players), phase="sale", requests=(),
                                   offer_pending=False)


@pytest.mark.parametrize("who", ["crassus", "Crassus", "cra", "2"])
def test_C_10_4_offer_grammar(who):
    view = _trade_view()
    assert act(f"offer {who} give LON-3 and 20 for NYC-5 and 10", view) == Offer(
        1, ("LON-3",), 20, ("NYC-5",), 10)


def test_C_10_4_offer_variants():
    view = _trade_view()
    assert act("offer crassus 30 for NYC-5", view) == Offer(1, (), 30, ("NYC-5",), 0)
    assert act("trade crassus give lon3 for 40m", view) == Offer(1, ("LON-3",), 0, (), 40)
    assert act("offer crassus give LON-3 for nyc 5", view) == Offer(1, ("LON-3",), 0,
                                                                    ("NYC-5",), 0)


def test_C_10_4_offer_errors():
    view = _trade_view()
    assert "holds no share" in err("offer crassus give LON-3 for TOK-1", view).message
    assert "You hold no share" in err("offer crassus give TOK-1 for NYC-5", view).message
    assert "only 50 M" in err("offer crassus 10 for NYC-5 and 60", view).message
    assert "No player" in err("offer zorro 10 for NYC-5", view).message
    assert "for" in err("offer crassus LON-3", view).message
    assert "at least one share" in err("offer crassus 10 for 20", view).message
    early = msgspec.structs.replace(view, phase="movement")
    assert "purchase and sale" in err("offer crassus 10 for NYC-5", early).message


# ---- queries and meta ---------------------------------------------------------------------

@pytest.mark.parametrize("text,expected", [
    ("look", Query("look")), ("l", Query("look")), ("board", Query("look")),
    ("status", Query("status")), ("me", Query("status")), ("log", Query("log")),
    ("help", Query("help")), ("help auction", Query("help", "auction")), ("?", Query("help")),
    ("rules", Query("rules")), ("rules C-7", Query("rules", "C-7")), ("odds", Query("odds")),
    ("hint", Query("hint")), ("cards", Query("cards")), ("Règles", Query("rules")),
])
def test_queries(text, expected):
    assert parse(text, with_req(BID), RULES) == expected


@pytest.mark.parametrize("text,expected", [
    ("save", Meta("save")), ("save My Game", Meta("save", "My Game")), ("quit", Meta("quit")),
    ("exit", Meta("quit")), ("menu", Meta("menu")), ("pace instant", Meta("pace", "instant")),
    ("pace fast", Meta("pace", "instant")), ("pace slow", Meta("pace", "slow")),
    ("speed normal", Meta("pace", "normal")),
])
def test_meta_commands(text, expected):
    assert parse(text, with_req(BID), RULES) == expected


def test_pace_needs_a_known_speed():
    err("pace warp", with_req(BID))


# ---- errors and suggestions ---------------------------------------------------------------

@pytest.mark.parametrize("typo,verb", [("bdi", "bid"), ("sel", "sell"), ("lokk", "look"),
                                       ("luxary", "luxury"), ("hlep", "help")])
def test_unknown_verbs_suggest_the_closest(typo, verb):
    out = err(f"{typo} 3", with_req(BID))
    assert out.suggestion == verb and f"`{verb}`" in out.message


def test_gibberish_lists_the_commands_legal_now():
    out = err("xyzzy", with_req(JOIN))
    assert "join" in out.suggestion and "skip" in out.suggestion


def test_empty_line_is_an_error_not_a_crash():
    assert isinstance(parse("   ", with_req(BID), RULES), ParseError)


def test_actions_after_the_game_are_refused():
    view = msgspec.structs.replace(base_view(), requests=(), over=True)
    assert "over" in err("bid 3", view).message
    assert parse("look", view, RULES) == Query("look")


# ---- completions and describe_request -----------------------------------------------------

def test_completions_offer_verbs_markets_and_shares():
    assert "go" in completions("g", with_req(MOVE), RULES)
    assert "go tokyo" in completions("go to", with_req(MOVE), RULES)
    assert "go sao paulo" in completions("go s", with_req(MOVE), RULES)
    view = with_req(SELL, me={"shares": ("LON-4", "TOK-8")})
    assert completions("sell ", view, RULES)[:2] == ["sell LON-4", "sell TOK-8"]
    assert "sell LON-4 expert" in completions("sell LON-4 e", view, RULES)
    assert "buy both" in completions("buy b", with_req(BUY2), RULES)
    assert "pace slow" in completions("pace s", with_req(BID), RULES)
    assert completions("zz", with_req(BID), RULES) == []
    assert completions("bid", with_req(BID), RULES)[0] == "bid"


def test_describe_request_names_the_commands():
    text = describe_request(with_req(BID, me={"cash": 100}), RULES)
    assert text == ("Sealed bid for the Expert card Expert Secteur Finance — type `bid <M>` "
                    "(0 = no bid). You have 100 M.")
    expected = {
        MOVE: "`go <market>`", JOIN: "`join`", BUY2: "`buy both`", ENTRY: "`play`",
        THROW: "`keep", SELL: "expert", DEBT: "`sell luxury`", LUX: "`luxury 2`",
        MONO: "`yes`", PART: "`partner none`", SECT: "`take`", OFFER: "`accept`",
    }
    for req, needle in expected.items():
        text = describe_request(with_req(req, me={"cash": 200, "luxuries": 0}), RULES)
        assert needle in text, (req, text)
    assert "2B" in describe_request(with_req(THROW), RULES)  # dice with numbers and letters
    idle = msgspec.structs.replace(base_view(), requests=())
    assert "rivals" in describe_request(idle, RULES)


def test_collected_views_cover_the_common_requests():
    kinds = set(_collected()[0])
    assert {"bid", "move", "buy", "throw", "luxury", "entry"} <= kinds


# ---- property: parse never raises ---------------------------------------------------------

WORDS = ["go", "bid", "buy", "sell", "keep", "offer", "luxury", "partner", "yes", "no", "join",
         "skip", "tokyo", "LON-4", "both", "all", "none", "expert", "for", "give", "and", "!",
         "1", "2", "35", "-3", "999999999999", "são", "é", "\u200b", "🙂", "\x00", "pace"]


def _all_views():
    by_kind, sample = _collected()
    synthetic = [with_req(r) for r in (MOVE, JOIN, BUY2, ENTRY, THROW, SELL, DEBT, LUX, MONO,
                                       PART, SECT, OFFER)]
    return list(by_kind.values()) + sample + synthetic + [_trade_view()]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.text(max_size=40),
                 st.lists(st.sampled_from(WORDS), max_size=8).map(" ".join)),
       st.integers(min_value=0, max_value=10_000))
def test_parse_never_raises_on_random_text(text, pick):
    views = _all_views()
    view = views[pick % len(views)]
    out = parse(text, view, RULES)
    assert isinstance(out, (Action, Meta, Query, ParseError))
    assert isinstance(completions(text, view, RULES), list)
    assert isinstance(describe_request(view, RULES), str)


# ---- the in-game documents ----------------------------------------------------------------

def _doc(name: str) -> str:
    """The document as the game shows it: placeholders filled from the data file (issue 12)."""
    from cresus_tui.tui.screens.rules import read_doc
    return read_doc(name, name)


def test_rules_doc_names_every_card_game_and_luxury_of_the_data_file():
    from cresus_tui.play.cresus.narration import expert_name
    text = _doc("rules.md")
    names = [c.name for c in RULES.data.cresus] + [g.name for g in RULES.data.games]
    names += [lux.name for lux in RULES.data.luxuries] + [s.name for s in RULES.data.sectors]
    names += [expert_name(e, RULES).split(" ")[0] for e in RULES.experts]
    names += [f"{lux.price} M" for lux in RULES.data.luxuries]
    for name in names:
        assert name in text, name
    for rule in ("C-1", "C-2", "C-3", "C-4", "C-5.3", "C-6.3", "C-7.3", "C-8.2", "C-9.3",
                 "C-10.3"):
        assert rule in text, rule


def test_help_doc_lists_every_verb():
    from cresus_tui.play.cresus.commands import _SYNONYMS
    text = _doc("help.md")
    for verb in _SYNONYMS:
        if verb in ("yes", "no"):
            continue
        assert f"`{verb}" in text, verb
