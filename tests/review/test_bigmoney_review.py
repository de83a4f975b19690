"""The post-game review, export, replay, undo and statistics for Big Money (issue 15)."""

from __future__ import annotations

import json
from fractions import Fraction
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import factorial

import pytest

from cresus_tui.cli import main
from cresus_tui.games.bigmoney import Buy, Pass, Reroll, Roll, Stop, load_rules, new_game
from cresus_tui.games.bigmoney.data import best_combination, counts_of_values
from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest
from cresus_tui.games.bigmoney.state import GameConfig, Scenario
from cresus_tui.games.protocol import SeatConfig
from cresus_tui.play.review.analysis import chart_table, render_text, review
from cresus_tui.play.bigmoney.review import industry_expectation
from cresus_tui.play.review.record import (
    read_record, record_json, record_of, replay, story_markdown,
)
from cresus_tui.play.review.stats import add_game, load_stats, summary, summary_lines
from cresus_tui.play.review.undo import UndoRefused
from cresus_tui.play.session import Session

from .helpers import play_other


@pytest.fixture(scope="module")
def finished() -> Session:
    s = play_other("bigmoney", seed=3, level="hard")
    assert s.game.is_over
    return s


def test_export_then_replay_reproduces_a_full_big_money_game(finished) -> None:
    rec = record_of(finished.game)
    assert rec.game == "bigmoney" and rec.over
    back = read_record(record_json(rec))
    tl = replay(back)
    assert tl.final.encode() == finished.game.encode()
    assert len(tl.steps) == len(finished.game.state.log)
    md = story_markdown(tl, viewer=0)
    assert "# Big Money: the story of a game" in md
    assert "## Round 1" in md and "## Turn" not in md and "> You roll the dice." in md
    assert "## Result" in md and " Z" in md.split("## Result")[1]


def test_big_money_s_review_words_count_rounds_and_name_sectors_and_combinations(
        finished) -> None:
    """Big Money counts rounds: the game-over line says "(round 3)", the replay "== Round 1 of
    …" (they said "turn"); the replay names the industry face and the combination in words
    ("shows Technologie", "a full house, 15 Z"), never the codes "TEC" or "full"."""
    from cresus_tui.play.review.stepper import Stepper
    from cresus_tui.play.review.why import why_won

    lines = why_won(finished.game, 0)
    costliest = [x for x in lines if x.startswith("Your costliest decision")]
    assert costliest and costliest[0].startswith("Your costliest decision (round ")
    tl = replay(record_of(finished.game))
    shown = Stepper(tl).show(1)
    assert shown.startswith(f"== Round 1 of {max(tl.turns)} ==")
    everything = "".join(Stepper(tl).show(t) for t in sorted(tl.turns))
    sectors = ("Technologie", "Voyage", "Alimentation", "Divertissement", "Sport", "News")
    assert any(f"The industry die shows {s}." in everything for s in sectors)
    for code in ("TEC", "VOY", "ALI", "DIV", "SPO", "NEWS"):
        assert f"The industry die shows {code}." not in everything
        assert f"Z of {code} dividends" not in everything
    names = ("a pair", "two pairs", "three of a kind", "a small straight", "a full house",
             "a large straight", "four of a kind", "five of a kind", "nothing")
    paid = [x.split(": ", 1)[1] for x in everything.splitlines()
            if x.endswith(" Z.") and ": " in x and x.split(": ", 1)[1].split(",")[0] in names]
    assert paid
    for short in ("full", "three", "four", "small", "large", "pair"):
        assert f": {short}, " not in everything
    text = render_text(review(tl, 0))
    assert " stop on full " not in text and "stop on large " not in text


def test_a_full_big_money_review_lists_the_costliest_decisions(finished) -> None:
    tl = replay(record_of(finished.game))
    r = review(tl, 0)
    human = [e.decision for e in finished.game.state.log if e.seat == 0]
    judged = [d for d in human if not isinstance(d, Roll)]
    assert len(r.verdicts) == len(judged) > 0
    assert {v.kind for v in r.verdicts} <= {"keep", "stop", "purchase"}
    assert all(v.exact for v in r.verdicts if v.kind in ("keep", "stop"))
    assert not any(v.exact for v in r.verdicts if v.kind == "purchase")
    assert 1 <= len(r.costliest) <= 3
    losses = [v.loss for v in r.costliest]
    assert losses == sorted(losses, reverse=True) and losses[-1] >= 0.5
    assert all(v.why.endswith(".") for v in r.costliest)
    assert [x.final_money for x in r.luck] == [p.cash for p in finished.game.state.seats]
    me = r.luck[0]
    assert me.skill_exact == pytest.approx(
        sum(v.loss for v in r.verdicts if v.exact), abs=0.1 + 0.01 * len(r.verdicts))
    assert r.money[0] == (1, [10, 30, 50, 65])
    assert r.money[-1] == (-1, [p.cash for p in finished.game.state.seats])
    assert all(c == {} for _, c in r.counters)
    table = chart_table(r)
    assert table[0] == "Money (Z) at the start of each round:"
    assert table[1].split() == [f"R{t}" for t, _ in r.money[:-1]] + ["end"]
    text = render_text(r)
    assert "1. Round " in text and "lost (" in text
    assert "Luck and skill (Z;" in text and "luxur" not in text.lower()


@cache
def _payout(dice: tuple[int, ...]) -> Fraction:
    return Fraction(best_combination(counts_of_values(dice), load_rules().payouts)[1])


@cache
def _outcomes(n: int) -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    """Every multiset of ``n`` dice with its probability (multinomial / 6^n)."""
    out = []
    for ms in combinations_with_replacement(range(1, 7), n):
        ways = factorial(n)
        for v in set(ms):
            ways //= factorial(ms.count(v))
        out.append((ms, Fraction(ways, 6 ** n)))
    return tuple(out)


@cache
def _keep_value(keep: tuple[int, ...], rerolls: int) -> Fraction:
    """Expected payout of keeping ``keep`` (sorted values) and rerolling the rest, then playing
    on optimally with ``rerolls - 1`` rerolls (hand-written expectimax, independent of ai/)."""
    return sum((p * _best(tuple(sorted(keep + ms)), rerolls - 1)
                for ms, p in _outcomes(5 - len(keep))), Fraction(0))


@cache
def _best(dice: tuple[int, ...], rerolls: int) -> Fraction:
    best = _payout(dice)
    if rerolls == 0:
        return best
    for k in range(5):
        for idx in combinations(range(5), k):
            best = max(best, _keep_value(tuple(dice[i] for i in idx), rerolls))
    return best


def _scripted(dice: tuple[int, ...]) -> Session:
    seats = (SeatConfig("You", "human"), SeatConfig("Rival", "rival", "hard"))
    game, opening = new_game(GameConfig(seats, seed=5, scenario=Scenario(dice=dice)))
    return Session(game, 0, opening)


def test_B_7_1_stopping_on_a_pair_with_two_rerolls_left_loses_best_value_minus_five() -> None:
    """B-7.1/B-7.2: the review's loss for stopping on 1 1 3 4 6 with two rerolls left is
    exactly (best expected payout) − (the pair's 5 Z), the best value computed here by a
    hand-written expectimax with fractions."""
    s = _scripted((1, 1, 1, 3, 4, 6))
    s.submit(Roll())
    req = s.human_request()
    assert isinstance(req, DiceRequest)
    assert req.dice == (1, 1, 3, 4, 6) and req.rerolls_left == 2
    assert (req.combination, req.amount) == ("PAIR", 5)
    assert s.game.view(0).dice_bank >= 50  # the bank caps nothing
    s.submit(Stop())
    r = review(replay(record_of(s.game)), 0)
    v = next(v for v in r.verdicts if v.kind == "stop")
    best = _best((1, 1, 3, 4, 6), 2)
    assert best > 5
    assert Fraction(v.fraction) == best - 5
    assert v.loss == round(float(best - 5), 2)
    assert v.exact and v.best != v.chosen and "stop on a pair (5 Z)" in v.chosen
    assert r.costliest[0] == v


def test_B_7_1_the_best_keep_loses_nothing_and_a_worse_keep_loses_its_exact_gap() -> None:
    """B-7.1: keeping 1 1 (then stopping or not) is judged against the hand-computed values."""
    s = _scripted((1, 1, 1, 3, 4, 6, 2, 5, 6))
    s.submit(Roll())
    s.submit(Reroll((2, 3)))  # keep 3 4, reroll the rest: 1 1 6 -> 2 5 6
    r = review(replay(record_of(s.game)), 0)
    v = r.verdicts[0]
    best = _best((1, 1, 3, 4, 6), 2)
    chosen = _keep_value((3, 4), 2)
    assert Fraction(v.fraction) == best - chosen
    assert v.kind == "keep" and "keep 4 3 and reroll" in v.chosen


def test_B_5_2_B_6_1_luck_expectation_of_the_industry_die_at_the_start() -> None:
    """B-4.2, B-5.2, B-6.2: before the first roll each seat holds only its start-up, so the
    expected dividends and news are (start-up dividend + the mean news effect) / 6; the news
    effects worked out by hand from the B-6.2 table for one card, cash 10 Z or 40 Z."""
    seats = (SeatConfig("You", "human"), SeatConfig("Rival", "rival"))
    game, _ = new_game(GameConfig(seats, seed=11))
    rules = load_rules()
    exp = industry_expectation(game)
    for p, seat in enumerate(game.state.seats):
        (startup,) = seat.cards
        cash = seat.cash
        # own sector slump −3, recession −2, antitrust (all tie) −min(10, cash),
        # tax −cash//10, bull market +1, stimulus (all tie) +10; the nine other cards cost nothing here
        news = Fraction(-3 - 2 - min(10, cash) - cash // 10 + 1 + 10, 15)
        want = (Fraction(rules.cards[startup].dividend) + news) / 6
        assert exp[p] == pytest.approx(float(want), abs=1e-9)


@pytest.mark.parametrize("seed", [4, 26])
def test_B_8_1_purchases_are_estimates_and_after_the_trigger_a_card_loses_its_price(
        seed: int) -> None:
    """B-8.1, B-9.5: purchases and passes are valued by the hard rival (estimates); after the
    trigger no card pays back, so a pass loses nothing and a purchase loses its price (seed 4:
    a purchase after the trigger; seed 26: a pass)."""
    tl = replay(record_of(play_other("bigmoney", seed=seed, level="hard").game))
    r = review(tl, 0)
    buys = [v for v in r.verdicts if v.kind == "purchase"]
    assert buys
    late = 0
    for v in buys:
        assert not v.exact and v.loss is not None and v.loss >= 0
        assert "the evaluator's estimate" in v.why
        st = tl.state_at(v.index).state
        if st.triggered:
            late += 1
            d = tl.steps[v.index].decision
            want = 0.0 if isinstance(d, Pass) else load_rules().cards[st.market[d.slot]].price
            assert v.loss == want
    assert late == 1
    text = render_text(r)
    assert any(line.split()[1].startswith("~") for line in text.splitlines()
               if line.startswith("  R") and "You buy" in line)


def test_undo_in_big_money_works_before_a_throw_and_never_across_one() -> None:
    """Undo: a stop (no throw follows) is taken back byte for byte; a roll or a keep is thrown
    at once, so it is refused; a purchase that draws a market card is refused; a rival's
    roll after the human's pass blocks it too."""
    s = _scripted((1, 1, 1, 3, 4, 6, 2, 5, 6))
    with pytest.raises(UndoRefused, match="no decision"):
        s.undo()
    s.submit(Roll())
    assert "the dice have been thrown since" in s.undo_guard.why_not()
    s.submit(Reroll((0, 1)))
    with pytest.raises(UndoRefused, match="the dice have been thrown since"):
        s.undo()
    before = s.game.encode()
    s.submit(Stop())
    req = s.human_request()
    assert isinstance(req, BuyRequest)
    assert s.undo_guard.why_not() is None
    assert isinstance(s.undo(), Stop)
    assert s.game.encode() == before
    assert isinstance(s.human_request(), DiceRequest)
    with pytest.raises(UndoRefused, match="already"):
        s.undo()
    s.submit(Stop())
    req = s.human_request()
    assert req.affordable == (0, 1, 2, 3)
    s.submit(Buy(0))
    assert "a card has been drawn for the market since" in s.undo_guard.why_not()
    # a pass can be taken back until the next player rolls in the open
    p = _scripted((1, 1, 1, 3, 4, 6, 2, 5, 6))
    p.submit(Roll())
    p.submit(Stop())
    p.submit(Pass())
    assert p.undo_guard.why_not() is None
    p.run_rivals()
    reason = p.undo_guard.why_not()
    assert "Rival has played since (Rival rolls the dice)" in reason
    assert "Undo never crosses a throw" in reason


def test_statistics_count_big_money_by_cash(tmp_path, finished) -> None:
    counted, notice = add_game(finished.game, 0, tmp_path)
    assert counted and notice == ""
    assert add_game(finished.game, 0, tmp_path) == (False, "")
    stats, _ = load_stats(tmp_path)
    (row,) = summary(stats)
    assert row["game"] == "bigmoney" and row["level"] == "hard" and row["played"] == 1
    assert row["best"] == f"{finished.game.state.seats[0].cash} Z"
    assert "island_rate" not in row and "average_luxuries" not in row
    lines = summary_lines(stats)
    assert lines[0] == "Big Money against hard rivals"
    assert not any("island" in line for line in lines)


def test_cli_review_replay_and_stats_for_big_money(tmp_path, finished, capsys) -> None:
    out = tmp_path / "bm.json"
    out.write_text(record_json(record_of(finished.game)), encoding="utf-8")
    assert main(["review", str(out)]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Big Money: review of your game (You)")
    assert "The costliest decisions:" in text and "Money (Z) at the start of each round:" in text
    assert main(["review", str(out), "--json", "--plain"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "bigmoney" and data["costliest"] and data["unit"] == "Z"
    assert main(["replay", str(out), "--all"]) == 0
    assert "== Result ==" in capsys.readouterr().out
    assert main(["replay", str(out), "--turn", "1"]) == 0
    assert "You roll the dice" in capsys.readouterr().out
    add_game(finished.game, 0, tmp_path)
    assert main(["--data-dir", str(tmp_path), "stats", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows[0]["game"] == "bigmoney" and rows[0]["best"].endswith(" Z")


def test_B_3_4_a_drawn_seat_order_keeps_the_human_and_the_names_in_playing_order(
        tmp_path, capsys) -> None:
    """B-3.4: with the seat order drawn, the record's names and kinds follow the playing
    order, and ``cresus review`` reviews the human's seat wherever it landed."""
    from cresus_tui.games.bigmoney import GameConfig as Config

    seats = (SeatConfig("You", "human"), SeatConfig("Ann", "rival", "normal"),
             SeatConfig("Bob", "rival", "normal"))
    for seed in range(20):
        game, _ = new_game(Config(seats, seed=seed, shuffle_seats=True))
        if game.state.seats[0].name != "You":
            break
    s = play_other("bigmoney", config=Config(seats, seed=seed, shuffle_seats=True))
    order = [p.name for p in s.game.state.seats]
    tl = replay(record_of(s.game))
    assert tl.names == order and order[0] != "You"
    you = order.index("You")
    assert [k for k, _ in tl.kit.kinds_of(tl.config)].index("human") == you
    out = tmp_path / "drawn.json"
    out.write_text(record_json(record_of(s.game)), encoding="utf-8")
    assert main(["review", str(out), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["human"] == you and data["names"] == order


def test_cli_export_and_review_of_saved_games(tmp_path, finished, capsys) -> None:
    from saves.api import save_game

    from .helpers import play_other as play

    fx = play("forex", seed=4, players=3)
    save_game(finished.game, "bm", data_dir=tmp_path)
    save_game(fx.game, "fx", data_dir=tmp_path)
    for slot, name in (("bm", "Big Money"), ("fx", "FOR-EX")):
        out = tmp_path / f"{slot}.json"
        assert main(["--data-dir", str(tmp_path), "export", slot, "--format", "json",
                     "-o", str(out)]) == 0
        capsys.readouterr()
        assert replay(read_record(out.read_bytes())).final.is_over
        assert main(["--data-dir", str(tmp_path), "export", slot]) == 0
        assert capsys.readouterr().out.startswith(f"# {name}: the story of a game")
        assert main(["--data-dir", str(tmp_path), "review", slot, "--plain"]) == 0
        text = capsys.readouterr().out
        assert text.startswith(f"{name}: review of your game (You)")
        assert all(len(line) <= 80 for line in text.splitlines()
                   if not line.startswith(("  T", "  R", "  1.", "  2.", "  3.")))


def test_B_10_3_luck_of_one_turn_is_payouts_minus_their_expectation() -> None:
    """B-10.3, B-5.1: the human holds VOY-0 and the industry die shows TEC (the rival's
    sector): nothing is paid to the human, whose luck is −(the expected dividends and news)
    plus the dice: 5 Z paid − 52225475/3779136 (the optimal turn's mean) + the keep loss
    added back, so luck + exact skill = what was received − what was expected."""
    seats = (SeatConfig("You", "human"), SeatConfig("Rival", "rival", "hard"))
    scenario = Scenario(startups=("VOY-0", "TEC-0"), dice=(1, 1, 1, 3, 4, 6))
    game, opening = new_game(GameConfig(seats, seed=5, scenario=scenario))
    s = Session(game, 0, opening)
    start = s.game.clone()
    s.submit(Roll())
    s.submit(Stop())
    r = review(replay(record_of(s.game)), 0)
    rules = load_rules()
    cash = start.state.seats[0].cash
    news = Fraction(-3 - 2 - min(10, cash) - cash // 10 + 1 + 10, 15)
    expected_industry = (Fraction(rules.cards["VOY-0"].dividend) + news) / 6
    keep_loss = _best((1, 1, 3, 4, 6), 2) - 5
    want = 0 - expected_industry + 5 - Fraction(52225475, 3779136) + keep_loss
    me = r.luck[0]
    assert me.luck == pytest.approx(float(want), abs=0.051)
    assert me.skill_exact == pytest.approx(float(keep_loss), abs=0.051)
    rival = r.luck[1]
    got = sum(e.paid for e in replay(record_of(s.game)).steps[0].events
              if type(e).__name__ == "DividendPaid" and e.seat == 1)
    assert got == rules.cards["TEC-0"].dividend
    news1 = Fraction(-3 - 2 - 10 - start.state.seats[1].cash // 10 + 1 + 10, 15)
    want1 = got - (Fraction(rules.cards["TEC-0"].dividend) + news1) / 6
    assert rival.luck == pytest.approx(float(want1), abs=0.051)


@cache
def _best_capped(dice: tuple[int, ...], rerolls: int, cap: int) -> Fraction:
    best = min(_payout(dice), cap)
    if rerolls == 0:
        return best
    for k in range(5):
        for idx in combinations(range(5), k):
            keep = tuple(dice[i] for i in idx)
            v = sum((p * _best_capped(tuple(sorted(keep + ms)), rerolls - 1, cap)
                     for ms, p in _outcomes(5 - len(keep))), Fraction(0))
            best = max(best, v)
    return best


def test_B_9_2_a_poor_bank_caps_the_values_of_the_keeps() -> None:
    """B-9.2, B-12.3: with only 8 Z in the bank at the dice phase, every keep is worth
    min(payout, 8) at the end; stopping on the pair loses best − 5 by that capped expectimax
    (computed here by hand), and the sentence says the bank was short."""
    from types import SimpleNamespace

    from cresus_tui.play.bigmoney.review import dice_verdict

    s = _scripted((1, 1, 1, 3, 4, 6))
    s.submit(Roll())
    game = s.game.clone()
    game.state.dice_bank = 8
    req = game.request_for(0)
    step = SimpleNamespace(index=1, turn=1, seat=0, decision=Stop())
    v, loss = dice_verdict(game, step, req, 0)
    want = _best_capped((1, 1, 3, 4, 6), 2, 8) - 5
    assert loss == want and Fraction(v.fraction) == want
    assert 0 < want < _best((1, 1, 3, 4, 6), 2) - 5
    assert v.why.endswith("the bank holding only 8 Z.")
