"""Issue 13 on the screens: keys and dialogues, the layout at 80×24, the end of the game,
saves and the Load screen, the tutorials. Each test failed before its fix."""

from __future__ import annotations

import msgspec
import pytest

from cresus_tui.games.cresus.decisions import Bid, Keep
from cresus_tui.games.cresus.events import ShareSold
from cresus_tui.games.cresus.requests import BidRequest, MoveRequest, SellRequest, ThrowRequest
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.games.cresus.dialogs import MarketModal, OfferModal
from cresus_tui.play.cresus.session import NewGameOptions, replay_story
from cresus_tui.play.session import Session
from cresus_tui.play.settings import Settings
from cresus_tui.tui.widgets.command_line import CommandLine
from cresus_tui.tui.widgets.dice_tray import DiceTray
from cresus_tui.tui.widgets.log import GameLog
from cresus_tui.tui.games.cresus.panels import RivalsPanel

from .conftest import command_for, drive
from .test_newcomer import SHORT_GAME, run_line
from .test_typing import app_at, game_screen, settle, type_text


def history(screen, n: int = 10) -> str:
    return "\n".join(screen.query_one(GameLog).history[-n:])


# ---- keys and dialogues ---------------------------------------------------------------------

async def test_enter_in_the_tray_with_no_die_kept_asks_before_throwing_all() -> None:
    app = app_at(ThrowRequest, lambda r: r.purpose == "sale")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        tray = screen.query_one(DiceTray)
        tray.kept = set()
        tray.focus()
        before = screen.session.human_request()
        await pilot.press("enter")
        await settle(pilot)
        assert screen.session.human_request() == before  # nothing thrown yet
        assert "Enter again throws all" in str(tray.query_one("#marks").render())
        await pilot.press("enter")
        await settle(pilot)
        assert screen.session.human_request() != before


@pytest.mark.parametrize("kind,typed", [(MoveRequest, "go tokyo"), (BidRequest, "hint")])
async def test_letters_typed_in_a_secret_dialogue_make_a_command(kind, typed) -> None:
    """Issue 24 for the bid: `hint` typed while the dialogue was open went into the amount."""
    from cresus_tui.tui.games.cresus.dialogs import BidModal

    app = app_at(kind)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        assert isinstance(app.screen, MarketModal if kind is MoveRequest else BidModal)
        await type_text(pilot, typed)
        await pilot.pause()
        assert app.screen is screen
        assert screen.query_one(CommandLine).value == typed
        await pilot.press("enter")
        await settle(pilot)
        if kind is MoveRequest:
            assert not isinstance(screen.session.human_request(), MoveRequest) or \
                screen.session.game.state.log[-1].decision.market == 5
        else:
            assert "Hint:" in history(screen, 12)
            assert isinstance(screen.session.human_request(), BidRequest)  # no bid made
            screen.action_dialog()  # F2: the dialogue again, where digits are the amount
            await pilot.pause()
            await type_text(pilot, "7")
            await pilot.press("enter")
            await settle(pilot)
            mine = [e for e in screen.session.game.state.log if e.seat == 0]
            assert mine[-1].decision == Bid(7)


@pytest.mark.parametrize("kind,typed,made", [
    (BidRequest, "bid 14", lambda d: d == Bid(14)),
    (MoveRequest, "go tokyo", lambda d: getattr(d, "market", None) == 5)])
async def test_a_command_typed_through_enter_in_a_secret_dialogue_is_sent_once(
        kind, typed, made) -> None:
    """Keys arriving at once (a fast typist, a paste, a terminal on a slow link): `bid 14⏎`
    typed into the open bid dialogue makes that bid and leaves the command line empty; before,
    the Enter was lost in the closing dialogue and the next command was glued to this one
    (`bid 14go new york`)."""
    from tests.tui.test_screen_typing import burst

    app = app_at(kind)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        assert app.screen is not screen  # the dialogue is open
        await burst(app, pilot, *[" " if c == " " else c for c in typed], "enter")
        await settle(pilot)
        mine = [e for e in screen.session.game.state.log if e.seat == 0]
        assert mine and made(mine[-1].decision)
        assert screen.query_one(CommandLine).value == ""


async def test_pageup_pages_the_story_while_a_dialogue_is_open() -> None:
    app = app_at(MoveRequest)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        assert isinstance(app.screen, MarketModal)
        log = screen.query_one(GameLog)
        log.scroll_end(animate=False)
        await pilot.pause()
        bottom = log.scroll_y
        assert bottom > 0
        await pilot.press("pageup")
        await pilot.pause()
        assert log.scroll_y < bottom


async def test_f7_is_the_hint_in_a_game_as_in_the_tutorials() -> None:
    app = app_at(SellRequest)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        shown = app.settings.show_odds
        await pilot.press("f7")
        await pilot.pause()
        assert app.settings.show_odds == shown
        assert "Hint" in screen.query_one(GameLog).history[-1]


async def test_trade_dialogue_labels_its_cash_fields_and_marks_picks_in_plain_text() -> None:
    def with_shares(r, s):
        v = s.game.view(0)
        return v.phase in ("purchase", "sale") and bool(v.me.shares)

    session = Session.new(NewGameOptions(rivals=3, seed=7, level="random"))
    backlog = drive(session, with_shares)
    app = CresusApp(Settings.test_profile(), start=session, backlog=backlog)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        while app.screen is not screen:
            await pilot.press("escape")
            await pilot.pause()
        screen.action_game("offer")
        await pilot.pause()
        modal = app.screen
        assert isinstance(modal, OfferModal)
        labels = [str(w.render()) for w in modal.query(".field")]
        assert labels == ["Cash you give (M):", "Cash you want (M):"]
        give = modal.query_one("#give")
        assert str(give.get_option_at_index(0).prompt).startswith("·")
        give.select(give.get_option_at_index(0).value)
        await pilot.pause()
        assert str(give.get_option_at_index(0).prompt).startswith("✓")


async def test_a_bid_with_nothing_to_bid_opens_no_dialogue_and_offers_no_bid() -> None:
    from cresus_tui.play.cresus.choices import choices
    from cresus_tui.play.messages import Choice
    from cresus_tui.tui.games.cresus import ask

    app = app_at(MoveRequest)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        broke = BidRequest(0, "pirate-1", "expert", 0, 1, (0, 1))
        assert ask.dialog(screen, broke) is None and ask.auto_dialog(broke) == ""
        assert choices(broke, screen.view, screen.table.rules, screen.session.names) == \
            [Choice("No bid (you have 0 M)", "bid 0", Bid(0))]


# ---- layout at 80×24 ---------------------------------------------------------------------------

async def test_five_rivals_names_cash_and_personalities_and_the_decision_line_at_80x24():
    session = Session.new(NewGameOptions(rivals=5, seed=4, level="random",
                                         personality="ruse"))
    app = CresusApp(Settings.test_profile(), start=session)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        while app.screen is not screen:
            await pilot.press("escape")
            await pilot.pause()
        await pilot.pause()
        panel = screen.query_one(RivalsPanel)
        shown = str(panel.render())
        for p in screen.view.players[1:]:
            assert p.name[:9] in shown and f"{p.cash} M" in shown
        assert "Rusé" in shown
        # below 30 rows the decision is the story's last "›" line (no separate line)
        assert screen.prompt is not None and screen.prompt.text
        assert history(screen, 6).count("›") >= 1
        await run_line(pilot, screen, "status crassus")
        assert "personality Rusé" in history(screen, 3)


async def test_your_results_are_kept_in_a_last_line() -> None:
    app = app_at(SellRequest)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        teller = screen.table.teller
        teller.event_lines([ShareSold(0, "LON-4", 0, 3, 50, 0)])
        assert teller.own_results[-1].startswith("You sell LON-4")
        screen.show_view(screen.view)
        await pilot.pause()
        shown = str(screen.query_one("#me").render())
        assert "Last: You sell LON-4" in shown and "…" not in shown


async def test_the_story_is_re_wrapped_after_a_resize() -> None:
    app = app_at(SellRequest)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        log = game_screen(app).query_one(GameLog)
        wide = len(log.lines)
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert len(log.lines) > wide


def test_help_tables_of_four_columns_become_lists_at_80_columns():
    from cresus_tui.tui.screens.rules import narrow_tables, read_doc

    text = narrow_tables(read_doc("help.md", "Help"))
    assert "| Command | Short forms | What it does |" not in text
    assert "- `go <market>` (`g`, `move`, `to`): choose your market" in text
    assert "- `partner <market>`: play your Partenaire" in text


def test_other_tables_of_four_columns_name_each_cell_by_its_column_at_80_columns():
    """The rule books' data tables are no command tables: each cell keeps its column's name
    (Big Money's set-up read "• 2 (800): 10 — e.g. 40", the seats lost)."""
    from cresus_tui.tui.screens.rules import narrow_tables, read_doc

    big_money = narrow_tables(read_doc("rules.md", "Rules", "bigmoney"))
    assert "- Players: 2 — Bank before set-up: 800 — Seat 1: 10 — Seat 2: 40\n" in big_money
    assert ("- Players: 5 — Bank before set-up: 1220 — Seat 1: 10 — Seat 2: 30 — Seat 3: 45"
            " — Seat 4: 60 — Seat 5: 70") in big_money
    assert "e.g." not in big_money
    cresus = narrow_tables(read_doc("rules.md", "Rules", "cresus"))
    assert "- #1 — Market: London — Code: LON — Colour: red — Die face: 1R" in cresus
    assert "- Rank: 7 — Card: Île paradisiaque (paradise island) — Price: 500 M" in cresus
    assert "e.g." not in cresus


# ---- the end of the game ------------------------------------------------------------------------

async def test_game_over_keeps_your_last_results_the_loan_and_explains_the_bank_columns():
    from textual.widgets import DataTable

    from cresus_tui.tui.games.cresus.over import GameOverScreen

    session = Session.new(NewGameOptions(rivals=2, seed=3, level="random",
                                         scenario=SHORT_GAME))
    steps = []
    for n in range(3000):
        steps += session.run_rivals()
        if session.game.is_over:
            break
        req = session.human_request()
        view = session.game.view(0)
        from cresus_tui.play.cresus import commands
        parsed = commands.parse(command_for(req, view, n), view, session.game.rules)
        steps.append(session.submit(parsed.decision))
    assert session.game.is_over
    app = CresusApp(Settings.test_profile(), start=session, backlog=steps)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        over = app.screen
        assert isinstance(over, GameOverScreen)
        columns = [str(c.label) for c in over.query_one(DataTable).columns.values()]
        assert "Loan" in columns
        assert "From bank / To bank:" in str(over.query_one("#bank-note").render())
        assert "Your last results:" in str(over.query_one("#last").render())


def test_a_loan_you_cannot_repay_is_explained_at_the_end_of_the_turn():
    from cresus_tui.play.cresus.teller import CresusTeller

    session = Session.new(NewGameOptions(rivals=2, seed=3, level="random"))
    seat = session.game.state.seats[0]
    seat.loan, seat.cash = 100, 20
    teller = CresusTeller(session)
    assert "repay the loan before buying any luxury card" in teller.loan_note()[0]
    seat.cash = 150
    assert teller.loan_note() == []


# ---- saves -----------------------------------------------------------------------------------

def played(seed: int = 7, decisions: int = 40) -> Session:
    session = Session.new(NewGameOptions(rivals=3, seed=seed, level="normal"))
    n = 0
    while len(session.game.state.log) < decisions:
        session.run_rivals()
        req = session.human_request()
        view = session.game.view(0)
        from cresus_tui.play.cresus import commands
        text = command_for(req, view, n)
        session.submit(commands.parse(text, view, session.game.rules).decision, note=text)
        n += 1
    return session


def test_a_save_keeps_rivals_reasons_and_your_commands_for_the_retold_story(tmp_path):
    import saves

    session = played()
    game, story = session.snapshot_with_story()
    assert any(story) and len(story) == len(game.state.log)
    saves.save_game(game, "mine", data_dir=tmp_path, story=story)
    loaded = saves.load_game("mine", tmp_path)
    assert list(loaded.story) == story
    _, steps = replay_story(loaded.game, loaded.story)
    assert any(s.reason for s in steps if s.seat != 0)
    assert any(s.reason for s in steps if s.seat == 0)
    saves.save_game(game, "old", data_dir=tmp_path)  # no story: an older save
    assert saves.load_game("old", tmp_path).story == ()


def test_new_game_names_the_slot_the_game_in_progress_goes_to(tmp_path):
    import saves

    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path), autosave=True))
    game = played().snapshot()
    saves.save_game(game, "autosave", data_dir=tmp_path)
    assert app.previous_plan() == ("keep", "previous")
    saves.save_game(game, "previous", data_dir=tmp_path)  # the same game, saved as far
    assert app.previous_plan() == ("saved", "previous")
    saves.save_game(played(seed=8).snapshot(), "autosave", data_dir=tmp_path)
    for n in (2, 3):
        saves.save_game(game, f"previous {n}", data_dir=tmp_path)
    assert app.previous_plan() == ("keep", "previous 4")


def test_loading_an_older_save_of_the_same_game_keeps_the_further_autosave(tmp_path):
    import saves

    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path), autosave=True))
    older = played(decisions=30).snapshot()
    further = played(decisions=60).snapshot()
    saves.save_game(further, "autosave", data_dir=tmp_path)
    note = app.keep_previous_game(older)
    assert "previous" in note
    assert saves.load_game("previous", tmp_path).game.state.log == further.state.log
    assert app.keep_previous_game(further) == ""  # the same game as far: nothing to keep
    assert app.continue_label().startswith("“")


async def test_load_screen_deletes_and_renames_slots(tmp_path):
    import saves

    from cresus_tui.tui.screens.load import LoadScreen

    game = played().snapshot()
    saves.save_game(game, "one", data_dir=tmp_path)
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(LoadScreen())
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        field = app.screen.query_one("#name")
        field.value = "two"
        await pilot.press("enter")
        await pilot.pause()
        assert [e.slot for e in saves.list_saves(tmp_path)] == ["two"]
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert saves.list_saves(tmp_path) == []


# ---- examine -------------------------------------------------------------------------------------

async def test_examine_shows_a_card() -> None:
    app = app_at(SellRequest)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        await run_line(pilot, screen, "x LON-4")
        assert "the price" in history(screen, 1) and "LON" in history(screen, 1)
        await run_line(pilot, screen, "examine monopole")
        assert "Monopole" in history(screen, 1)
        await run_line(pilot, screen, "x bateau")
        assert "Bateau" in history(screen, 1)


# ---- tutorials ---------------------------------------------------------------------------------

async def test_the_coach_accepts_a_numbered_choice(tmp_path) -> None:
    from .test_tutorial_pilot import open_lesson, type_line

    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_lesson(app, pilot, "first-steps")
        tutorial = screen.tutorial
        while tutorial.current_step.hint != "luxury 2":
            hint = tutorial.current_step.hint
            await type_line(pilot, screen, "" if hint == "next" else hint)
        index = tutorial.index
        await type_line(pilot, screen, "2")  # choice 2: buy both luxury cards
        assert "Unknown command" not in history(screen, 6)
        assert tutorial.index == index + 1 and tutorial.view.me.luxuries == 2


async def test_lesson_6_keeps_the_kept_dice_marked_after_a_throw(tmp_path) -> None:
    from .test_tutorial_pilot import open_lesson, type_line

    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path)))
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_lesson(app, pilot, "selling")
        tutorial = screen.tutorial
        while tutorial.current_step.hint != "keep yellow":
            hint = tutorial.current_step.hint
            await type_line(pilot, screen, "" if hint == "next" else hint)
        req = tutorial.request
        yellow = {i for i, d in enumerate(req.dice) if d == 2}
        await type_line(pilot, screen, "keep yellow")
        await pilot.pause()
        assert isinstance(tutorial.request, ThrowRequest)
        assert screen.query_one(DiceTray).kept == yellow


def test_first_steps_teaches_the_hints_own_best_moves_and_ends_with_two_luxury_cards():
    from cresus_tui.play.cresus.tutorial import Tutorial
    from cresus_tui.tutorials.cresus.advice import hint_text

    t = Tutorial.start("first-steps")
    while not t.done:
        step = t.current_step
        if step.hint in ("sell LON-4", "keep 5 6", "luxury 2"):
            best = hint_text(t.view, t.rules)
            assert best.splitlines()[0] == step.hint, (step.hint, best)
        assert t.try_command(step.hint).advanced
    assert t.view.me.luxuries == 2 and not t.view.me.shares


def test_lesson_complete_sorts_rule_ids_by_number_and_keeps_the_next_key():
    from cresus_tui.tui.screens.tutorial_done import rule_order

    assert sorted(["C-5.15", "C-10.1", "C-5.6", "C-9"], key=rule_order) == \
        ["C-5.6", "C-5.15", "C-9", "C-10.1"]


def test_lesson_summaries_are_wrapped_not_cut():
    from cresus_tui.play.progress import Progress
    from cresus_tui.tui.screens.tutorials import TutorialsScreen
    from cresus_tui.tutorials.cresus import LESSONS

    for n, lesson in enumerate(LESSONS, 1):
        text = TutorialsScreen.describe(n, lesson, Progress())
        assert "…" not in text
        assert " ".join(text.split()).endswith(" ".join(lesson.summary.split()) + "[/]") \
            or lesson.summary.split()[-1] in text
