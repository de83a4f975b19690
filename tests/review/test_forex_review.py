"""The post-game review, export, replay, undo and statistics for FOR-EX (issue 15)."""

from __future__ import annotations

import json
import random

import pytest

from ai.forex import evaluation as EV
from ai.forex.rival import settle
from cresus_tui.cli import main
from cresus_tui.games.forex import GameConfig, load_data, new_game
from cresus_tui.games.forex.decisions import Reply, Spot
from cresus_tui.games.forex.random_player import random_decision
from cresus_tui.games.forex.requests import SpotRequest, TurnRequest
from cresus_tui.games.protocol import SeatConfig
from cresus_tui.i18n import number
from cresus_tui.play.review.analysis import chart_table, money_text, render_text, review
from cresus_tui.play.forex.review import CLIP, mean_worth_units
from cresus_tui.play.review.record import (
    read_record, record_json, record_of, replay, story_markdown,
)
from cresus_tui.play.review.stats import add_game, load_stats, summary, summary_lines
from cresus_tui.play.review.undo import UndoRefused
from cresus_tui.play.session import Session

from .helpers import play_other


@pytest.fixture(scope="module")
def finished() -> Session:
    s = play_other("forex", seed=5, level="hard")
    assert s.game.is_over
    return s


def test_export_then_replay_reproduces_a_full_forex_game(finished) -> None:
    rec = record_of(finished.game)
    assert rec.game == "forex" and rec.over
    tl = replay(read_record(record_json(rec)))
    assert tl.final.encode() == finished.game.encode()
    md = story_markdown(tl, viewer=0)
    assert md.startswith("# FOR-EX: the story of a game")
    assert "## Turn 1" in md and "## Result" in md
    assert "Each player starts with" in md


def test_a_full_forex_review_values_every_decision_as_an_estimate(finished) -> None:
    tl = replay(record_of(finished.game))
    r = review(tl, 0)
    human = [e for e in finished.game.state.log if e.seat == 0]
    assert len(r.verdicts) == len(human)
    assert {v.kind for v in r.verdicts} >= {"action", "answer"}
    assert not any(v.exact for v in r.verdicts)
    assert all(v.loss is not None and v.loss >= 0 for v in r.verdicts if v.kind != "offer")
    assert 1 <= len(r.costliest) <= 3
    losses = [v.loss for v in r.costliest]
    assert losses == sorted(losses, reverse=True)
    assert all("the hint's and the hard rival's) prefers" in v.why for v in r.costliest)
    assert [x.luck for x in r.luck] == [0.0] * 4
    assert r.luck[0].skill_estimate == pytest.approx(sum(v.loss or 0 for v in r.verdicts),
                                                     abs=0.1)
    assert any("no chance after the set-up" in n for n in r.notes)
    assert r.money[0] == (1, [10, 10, 10, 10])
    assert r.money[-1] == (-1, list(finished.game.state.scores))
    table = chart_table(r, width=80)
    assert table[0] == "Worth in the Strongest currency (units) at the start of each turn:"
    assert all(len(line) <= 80 for line in table)
    text = render_text(r)
    assert text.startswith("FOR-EX: review of your game (You)")
    flat = " ".join(text.split())  # the lines wrap wherever the figures make them
    assert "1. Turn " in flat and "units lost" not in flat  # the currency, not "units"
    v = r.costliest[0]
    assert v.unit in ("GBP", "EUR", "USD", "CHF", "JPY", "CAD", "CNY")
    assert f"{money_text(v.loss, v.unit)} lost (estimate)." in flat
    assert f"about {number(v.loss, 1)} {v.unit} more for you" in v.why
    chart = text.split("Worth in the Strongest")[1].split("Every decision")[0]
    assert chart.count("  You ") >= 2  # a long game's table comes in blocks
    assert all(len(line) <= 80 for line in chart.splitlines())


def test_the_hard_rivals_action_loses_nothing() -> None:
    """A seat played by the hard rival (the evaluator's best, as the hint names it) takes the
    analysis's best action every turn: no action loses anything."""
    s = play_other("forex", seed=8, players=3, level="normal", human_level="hard")
    r = review(replay(record_of(s.game)), 0)
    actions = [v for v in r.verdicts if v.kind == "action"]
    assert actions and all(v.loss == 0 for v in actions)
    assert all(v.best == v.chosen for v in actions)


def _offer_to_human(accept: bool) -> tuple[Session, object]:
    seats = (SeatConfig("You", "human"), SeatConfig("B", "rival", "hard"),
             SeatConfig("C", "rival", "hard"))
    game, opening = new_game(GameConfig(seats, seed=1, first_player=1))
    s = Session(game, 0, opening)
    s.game.submit(1, Spot(to=0, give=0, get=1, give_h=2))  # B offers 1 GBP for 1 EUR
    req = s.human_request()
    assert isinstance(req, SpotRequest)
    at = s.game.clone()
    s.submit(Reply(accept))
    return s, at


@pytest.mark.parametrize("accept", [True, False])
def test_F_7_3_a_spot_answer_is_valued_against_the_other_answer(accept: bool) -> None:
    """F-7.3: the answer to a spot offer is charged value(best) − value(chosen) by the evaluator
    (``ai.forex.evaluator``: the offer judged once the offerer has played its likely action),
    whose best answer is the hard rival's; in units of the Strongest."""
    from ai.forex.evaluator import options
    from ai.forex.make import make_rival

    s, at = _offer_to_human(accept)
    r = review(replay(record_of(s.game)), 0)
    (v,) = [v for v in r.verdicts if v.kind == "answer"]
    req = at.request_for(0)
    opts = options(at.view(0), req)
    assert opts[0].decision == make_rival("hard").decide(at.view(0), req).decision
    chosen = next(o for o in opts if o.decision == Reply(accept))
    assert v.loss == pytest.approx(opts[0].value - chosen.value, abs=0.006)
    assert (v.loss == 0) == (opts[0].decision == Reply(accept))
    assert not v.exact
    assert v.chosen == ("You accept" if accept else "You refuse")


def test_undo_in_forex_until_another_player_acts() -> None:
    """Undo: FOR-EX has no chance after the set-up, so the human's action can be taken back
    byte for byte until another player decides (in the open); then it is refused."""
    seats = (SeatConfig("You", "human"), SeatConfig("B", "rival", "normal"))
    game, opening = new_game(GameConfig(seats, seed=2, first_player=0))
    s = Session(game, 0, opening)
    with pytest.raises(UndoRefused, match="no decision"):
        s.undo()
    req = s.human_request()
    assert isinstance(req, TurnRequest)
    before = s.game.encode()
    d = random_decision(s.game, 0, random.Random(4))
    s.submit(d)
    assert s.undo_guard.why_not() is None
    assert s.undo() == d
    assert s.game.encode() == before
    s.submit(d)
    s.run_rivals()
    reason = s.undo_guard.why_not()
    assert reason is not None and "B has played since" in reason
    # FOR-EX has no throw, draw or reveal: its own rule, not the dice games' (round 5)
    assert reason.endswith("). Undo takes back your last decision only until another player "
                           "acts.")
    assert "throw" not in reason


def test_statistics_count_forex_by_the_score_in_the_strongest(tmp_path, finished) -> None:
    assert add_game(finished.game, 0, tmp_path) == (True, "")
    stats, _ = load_stats(tmp_path)
    (row,) = summary(stats)
    st = finished.game.state
    cur = load_data().currencies[st.strongest]
    assert row["game"] == "forex" and row["level"] == "hard"
    want = "bankrupt" if st.seats[0].bankrupt else f"{st.scores[0]} {cur}"
    assert row["best"] == want
    assert "island_rate" not in row
    assert summary_lines(stats)[0] == "FOR-EX against hard rivals"


def test_statistics_keep_each_game_apart(tmp_path, finished) -> None:
    bm = play_other("bigmoney", seed=4, level="normal")
    add_game(bm.game, 0, tmp_path)
    add_game(finished.game, 0, tmp_path)
    rows = summary(load_stats(tmp_path)[0])
    assert [(r["game"], r["level"], r["played"]) for r in rows] == [
        ("bigmoney", "normal", 1), ("forex", "hard", 1)]
    assert rows[0]["best"] == f"{bm.game.state.seats[0].cash} Z"


def test_cli_review_and_replay_for_forex(tmp_path, finished, capsys) -> None:
    out = tmp_path / "fx.json"
    out.write_text(record_json(record_of(finished.game)), encoding="utf-8")
    assert main(["review", str(out), "--plain"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("FOR-EX: review of your game (You)")
    assert "Worth in the Strongest currency (units)" in text
    assert main(["review", str(out), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "forex" and all(not v["exact"] for v in data["verdicts"])
    assert data["unit"] == "units"
    assert main(["replay", str(out), "--turn", "1"]) == 0
    assert "Turn 1" in capsys.readouterr().out


@pytest.mark.parametrize("game", ["bigmoney", "forex"])
def test_review_text_for_a_plain_front(game) -> None:
    """``review_text``: the whole plain review of a finished game in one call, for the human's
    seat, as ``cresus review --plain`` prints it."""
    from cresus_tui.play.review.analysis import review_text

    s = play_other(game, seed=6, players=3)
    text = review_text(s.game)
    tl = replay(record_of(s.game))
    assert text == render_text(review(tl, 0))
    assert "The costliest decisions:" in text and "Every decision" in text


def test_export_names_the_removed_certificates_by_count_and_currency() -> None:
    """Bug: the export read the per-currency counts as currency codes ("GBP, EUR, GBP…")."""
    from cresus_tui.games.forex import events as E
    from cresus_tui.play.forex.review_kit import narrate

    ev = E.GameStarted(names=["You", "Sterling"], money_h=4, removed=[0, 1, 0, 0, 2, 0, 3],
                       supply=[8, 7, 8, 8, 6, 8, 5], first_player=1)
    assert narrate(ev, 0, ["You", "Sterling"]) == (
        "Each player starts with 2 units of every currency; certificates removed: 1 EUR, "
        "2 JPY, 3 CNY; Sterling plays first.")


def test_export_narration_agrees_with_you_and_a_rival() -> None:
    """Bug: "You offers Sterling…", "You pays 1.5 EUR"."""
    from cresus_tui.games.forex import events as E
    from cresus_tui.play.forex.review_kit import narrate

    names = ["Ann", "Sterling"]
    offer = E.SpotOffered(seat=0, to=1, give=0, give_h=2, get=1, get_h=3)
    assert narrate(offer, 0, names) == "You offer Sterling 1 GBP for 1.5 EUR."
    assert narrate(offer, 1, names) == "Ann offers you 1 GBP for 1.5 EUR."
    settled = E.ContractSettled(seat=0, letter="A", pay=0, pay_h=2, get=1, get_h=3)
    assert narrate(settled, 0, names) == "Contract A settled: You pay 1 GBP, get 1.5 EUR."
    assert narrate(settled, 1, names) == "Contract A settled: Ann pays 1 GBP, gets 1.5 EUR."
    repaid = E.LoanRepaid(seat=1, letter="B", lines=((6, 4),))
    assert narrate(repaid, 1, names) == "You repay loan B (2 CNY)."
    assert narrate(repaid, 0, names) == "Sterling repays loan B (2 CNY)."


def test_replay_standing_speaks_the_games_unit_not_m(finished) -> None:
    """The Replay tab (``Stepper.show``) and ``cresus replay``: FOR-EX worth is in units of
    the Strongest, never "M" (the standing's unit is the review kit's)."""
    from cresus_tui.play.forex.review_kit import worth_in_strongest
    from cresus_tui.play.review.record import standings
    from cresus_tui.play.review.stepper import Stepper

    tl = replay(record_of(finished.game))
    shown = Stepper(tl, 0).show(2)
    standing = shown.split("-- standing --\n")[1].strip().splitlines()
    end = tl.turns[3]
    worth = worth_in_strongest(tl.state_at(end))
    assert standing == [f"{name}: {worth[i]} units" for i, name in enumerate(tl.names)]
    assert standings(tl, end) == standing
    assert " M" not in shown
