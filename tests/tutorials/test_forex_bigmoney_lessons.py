"""The lessons of FOR-EX and Big Money (issue 24: one lesson per mechanism; issue 21: lessons
that agree with the advisor): each played to its end by its own commands with the values the
coach names, each scripted move the hint's or explained by the coach, listed in teaching
order with one-line summaries, progress kept and resumed, and every lesson played in plain
text."""

from __future__ import annotations

import pytest

from cresus_tui.play.bigmoney.tutorial import Tutorial as BigMoneyTutorial
from cresus_tui.play.forex.tutorial import Tutorial as ForexTutorial
from cresus_tui.play.progress import ProgressStore
from cresus_tui.plain.games import plain_games
from cresus_tui.tutorials.bigmoney import LESSONS as BIG_MONEY
from cresus_tui.tutorials.forex import LESSONS as FOREX
from tests.plain.scripted import transcript

RUNNER = {"forex": ForexTutorial, "bigmoney": BigMoneyTutorial}
EVERY = [pytest.param(lesson, id=lesson.id) for lesson in FOREX + BIG_MONEY]
NEW = ("forex-spot", "forex-loans", "forex-divest", "forex-dividends", "forex-end",
       "bm-dividends-bonus", "bm-news", "bm-bank-end")


def command_of(step) -> str:
    if step.read_only:
        return ""
    return getattr(step, "command", "") or step.hint


def played(lesson):
    """The lesson played to its end by its own commands (each one advancing it)."""
    tut = RUNNER[lesson.game].start(lesson.id)
    while not tut.done:
        feedback = tut.try_command(command_of(tut.current_step))
        assert feedback.advanced, (tut.index, feedback.messages)
    return tut


def test_the_lessons_come_in_teaching_order_with_one_line_summaries() -> None:
    assert [x.id for x in FOREX] == ["forex-currencies", "forex-spot", "forex-loans",
                                     "forex-divest", "forex-dividends", "forex-end"]
    assert [x.id for x in BIG_MONEY] == ["bm-bank-pays-everyone", "bm-dividends-bonus",
                                         "bm-news", "bm-bank-end"]
    for lesson in FOREX + BIG_MONEY:
        assert "\n" not in lesson.summary and 40 <= len(lesson.summary) <= 136, lesson.id
        assert lesson.title.startswith(("FOR-EX: ", "Big Money: "))
    from cresus_tui.tui.screens.tutorials import every_lesson

    ids = [x.id for x in every_lesson()]
    for group in (FOREX, BIG_MONEY):  # each game's lessons together, in their order
        at = [ids.index(x.id) for x in group]
        assert at == list(range(at[0], at[0] + len(group)))


@pytest.mark.parametrize("lesson", EVERY)
def test_each_scripted_move_is_the_hints_or_the_coach_says_why(lesson) -> None:
    """Issue 21: the hint (the game's evaluator) names the step's command, or the step's text
    carries the advisor's note with the lesson's own reason."""
    tut = RUNNER[lesson.game].start(lesson.id)
    differ = []
    while not tut.done:
        step = tut.current_step
        note = tut.advisor_note()
        if note:
            assert step.why and step.why in note and step.why in tut.step_text(), \
                (lesson.id, tut.index)
            differ.append(tut.index)
        else:
            assert step.read_only or f"`{command_of(step)}`" not in tut.advisor_note()
        assert tut.try_command(command_of(step)).advanced
    if lesson.id in ("forex-end", "bm-dividends-bonus", "bm-news", "bm-bank-end"):
        assert differ == []  # every move of these is the hint's own


def test_the_hint_agrees_with_the_lessons_moves_where_no_reason_is_given() -> None:
    """The hint's command at the end lesson's two moves is the lesson's, word for word."""
    from cresus_tui.play.forex.teller import hint_lines

    tut = ForexTutorial.start("forex-end")
    tut.try_command("")
    assert hint_lines(tut.view)[0] == "Hint: resolve"
    tut.try_command("resolve")
    assert hint_lines(tut.view)[0] == "Hint: choose EUR"
    from cresus_tui.play.bigmoney.advice import hint_lines as bm_hint

    bm = BigMoneyTutorial.start("bm-bank-end")
    bm.try_command("roll")
    assert bm_hint(bm.view, bm.rules, bm.request)[0] == "Hint: stop"
    bm.try_command("stop")
    bm.try_command("")
    assert bm_hint(bm.view, bm.rules, bm.request)[0] == "Hint: pass"


def test_spot_trades_refused_then_accepted() -> None:
    tut = played(next(x for x in FOREX if x.id == "forex-spot"))
    you = tut.game.state.seats[0]
    assert you.money[1] == 2 and you.money[6] == 3  # 1 EUR given, 3.5 CNY got, 2 paid (h)
    assert you.certs[6] == 1
    assert tut.game.state.seats[1].money[6] == 16 - 7


def test_a_failed_contract_becomes_a_loan_and_an_unpaid_loan_bankrupts() -> None:
    tut = played(next(x for x in FOREX if x.id == "forex-loans"))
    st = tut.game.state
    assert tut.game.is_over and st.bankrupt == 1 and st.end_reason == "bankruptcy"
    assert st.ranking[0] == (1, 0)  # F-15.1: the bankrupt seat ranks last
    assert st.seats[0].money[0] == 12 and st.seats[0].money[6] == 4 + 16  # loan A repaid


def test_divesting_weakens_once_per_certificate_sold_by_anyone() -> None:
    from cresus_tui.games.forex import rates as R

    tut = played(next(x for x in FOREX if x.id == "forex-divest"))
    st = tut.game.state
    assert st.sold[4] == 5 and [s.certs[4] for s in st.seats] == [0, 0]
    assert st.seats[0].money[4] == 6 * 2 and st.seats[1].money[4] == 4 + 4 * 2
    # F-10.3: five sales, five steps: JPY–CAD from JPY at 1:1.5 to CAD at 1:2.5
    assert R.oriented(st.rates, 5, 4) == 4


def test_dividends_skip_the_8_box_and_strengthen_the_most_held() -> None:
    tut = played(next(x for x in FOREX if x.id == "forex-dividends"))
    you = tut.game.state.seats[0]
    assert you.money[1] == 4 + 2 * 2 * 2  # EUR: 2 units from each of two dividends
    assert you.money[6] == 4 - 4 + 6 * 2  # CNY: the certificate paid, then 3 × 2 units
    assert tut.game.state.dividends_paid == 3


def test_the_end_phase_converts_into_the_strongest_and_breaks_the_tie() -> None:
    tut = played(next(x for x in FOREX if x.id == "forex-end"))
    st = tut.game.state
    assert tut.game.is_over and tut.game.data.currencies[st.strongest] == "EUR"
    assert st.scores == [12, 12] and st.ranking[0] == (1, 0)  # F-14.3: more EUR certificates
    assert "Your money in EUR" in tut.summary()


def test_dividends_pay_every_owner_with_the_sector_bonus() -> None:
    tut = played(next(x for x in BIG_MONEY if x.id == "bm-dividends-bonus"))
    you, picsou = tut.game.state.seats
    assert you.dividend_income == 36 + 26 and picsou.dividend_income == 10
    assert you.cards == ["ALI-0", "ALI-1", "ALI-3"]  # the stock paid once and left


def test_news_cards_fine_the_sector_and_the_biggest_holder() -> None:
    tut = played(next(x for x in BIG_MONEY if x.id == "bm-news"))
    you, picsou = tut.game.state.seats
    assert you.fines == 9 and picsou.fines == 10
    assert "TEC-S10" not in you.cards and "VOY-3" in you.cards


def test_the_bank_runs_dry_and_the_round_is_completed() -> None:
    tut = played(next(x for x in BIG_MONEY if x.id == "bm-bank-end"))
    st = tut.game.state
    assert tut.game.is_over and st.triggered and st.bank == 0
    assert [s.cash for s in st.seats] == [90, 70] and [s.turns for s in st.seats] == [1, 1]
    assert "Why you won: 90 Z against 70 Z" in tut.summary()


@pytest.mark.parametrize("lesson", [p for p in EVERY if p.id in NEW])
def test_progress_resumes_at_every_step(lesson) -> None:
    tut = RUNNER[lesson.game].start(lesson.id)
    while not tut.done:
        again = type(tut).load(tut.save_state())
        assert again.index == tut.index and again.game.encode() == tut.game.encode()
        tut.try_command(command_of(tut.current_step))


KEY_LINES = {
    "forex-spot": ["Sterling refuses the spot trade.", "Sterling accepts"],
    "forex-loans": ["Contract A defaults", "Loan A repaid: you pay 3 GBP.",
                    "Bankruptcy! Sterling cannot repay loan B (5 CHF)"],
    "forex-divest": ["Sterling sells 1 JPY certificate for 2 JPY too (follow-on sale)."],
    "forex-dividends": ["On an 8 box, no dividend: CNY."],
    "forex-end": ["End phase: no more turns; the 1 item left in the queue is resolved.",
                  "Final ranking in EUR: 1. you 12 EUR"],
    "bm-dividends-bonus": ["You receive 36 Z in dividends (ALI-0 5 + ALI-1 5 + ALI-S10 20 + "
                           "bonus 6)."],
    "bm-news": ["News: Bulle technologique", "Picsou pays 10 Z to the bank."],
    "bm-bank-end": ["The bank is dry!", "final round"],
}


@pytest.mark.parametrize("lesson_id", NEW)
def test_each_new_lesson_plays_to_its_end_in_plain_text(lesson_id, tmp_path) -> None:
    kits = plain_games()
    kit = next(k for k in kits if any(x.id == lesson_id for x in k.lessons()))
    number = [x.id for x in kit.lessons()].index(lesson_id) + 1
    table = kit.tutorial(lesson_id, str(tmp_path / "a"))
    table.open()
    commands = []
    while not table.over:
        commands.append(table.suggest())
        table.command(commands[-1])
        assert len(commands) < 40
    text = transcript(["tutorials", str(kits.index(kit) + 1), str(number), *commands, "2"],
                      tmp_path / "b")
    title = next(x.title for x in kit.lessons() if x.id == lesson_id)
    assert f"Tutorial — {title}." in text and "— done! What you learned:" in text
    assert "Lesson marked done." in text and "Error" not in text
    for line in KEY_LINES[lesson_id]:
        assert line in text
    assert lesson_id in ProgressStore(tmp_path / "b").read().done
