"""What a newcomer tripped over: one numbering for choices and commands, rivals' reasons with
their own decision, public rival state, the rules screen, last-turn sales, saves and
preferences, odds of games and shares, and the small words."""

from __future__ import annotations

import msgspec

from cresus_tui.games.cresus.decisions import Buy, Done, SellLuxury
from cresus_tui.games.cresus.requests import BuyRequest, EntryRequest, MoveRequest, SellRequest
from cresus_tui.games.cresus.state import Scenario
from cresus_tui.play.cresus import commands, labels
from cresus_tui.play import preferences as prefs
from cresus_tui.tui.app import CresusApp
from cresus_tui.tui.screens.game import GameScreen
from cresus_tui.play.cresus.session import NewGameOptions, replay_story
from cresus_tui.play.session import Session
from cresus_tui.play.settings import Settings
from cresus_tui.tui.widgets.command_line import CommandLine

from .conftest import drive
from .test_typing import game_screen, settle

SHORT_GAME = Scenario(experts=("sector-finance", "market-NYC"))  # two turns (C-4.3)
GAMBLING_FIRST = Scenario(cresus=(7, 8, 9, 10, 11, 12))


def session_at(until, seed: int = 7, scenario: Scenario | None = None):
    session = Session.new(NewGameOptions(rivals=3, seed=seed, level="random",
                                         scenario=scenario))
    return session, drive(session, until)


def app_for(session, backlog, **kw) -> CresusApp:
    return CresusApp(Settings.test_profile(**kw), start=session, backlog=backlog)


async def run_line(pilot, screen, text: str) -> None:
    line = screen.query_one(CommandLine)
    line.focus()
    line.value = text
    await pilot.press("enter")
    await settle(pilot)


def two_price_buy(r, s) -> bool:
    rules = s.game.rules
    return isinstance(r, BuyRequest) and len(r.shares) == 2 and \
        rules.shares[r.shares[0]].price != rules.shares[r.shares[1]].price


# ---- 4. one numbering ---------------------------------------------------------------------

def test_buy_suggestion_is_a_legal_affordable_command_numbered_as_the_prompt():
    session, _ = session_at(two_price_buy)
    rules = session.game.rules
    view = session.game.view(0)
    req = session.human_request()
    prices = [rules.shares[s].price for s in req.shares]
    cheap = prices.index(min(prices))
    me = msgspec.structs.replace(view.me, cash=min(prices))
    players = tuple(me if i == view.seat else p for i, p in enumerate(view.players))
    poor = msgspec.structs.replace(view, players=players)
    parsed = commands.parse(f"buy {2 - cheap}", poor, rules)
    assert isinstance(parsed, commands.ParseError)
    assert parsed.suggestion == f"buy {cheap + 1}"
    assert isinstance(commands.parse(parsed.suggestion, poor, rules), commands.Action)


async def test_choice_n_is_buy_n_even_when_a_share_is_too_dear():
    session, backlog = session_at(two_price_buy)
    app = app_for(session, backlog)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        req = screen.request
        choices = screen.prompt.choices
        for i, sid in enumerate(req.shares):
            assert choices[i].decision == Buy((sid,)) and choices[i].command == f"buy {i + 1}"
            parsed = commands.parse(f"buy {i + 1}", screen.view, screen.table.rules)
            assert not isinstance(parsed, commands.Action) or parsed.decision == Buy((sid,))


# ---- 3. a rival's reason with its own decision ---------------------------------------------

async def test_a_rivals_reason_comes_before_the_events_of_its_decision():
    session, backlog = session_at(lambda r, s: isinstance(r, SellRequest))
    app = app_for(session, [])
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        step = next(st for st in backlog if st.seat != 0 and st.events
                    and type(st.decision).__name__ in ("Keep", "Stop", "Buy", "Sell"))
        step = msgspec.structs.replace(step, reason="MY-REASON")
        lines = screen.table.teller.step_lines(step, None)
        assert lines[0].kind == "reason" and "MY-REASON" in lines[0].text


# ---- 5. rivals' shares are public ----------------------------------------------------------

async def test_status_and_look_of_a_rival_show_their_public_state():
    session, backlog = session_at(lambda r, s: isinstance(r, SellRequest) and any(
        p.shares for p in s.game.view(0).players[1:]))
    app = app_for(session, backlog)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        rival = next(i for i, p in enumerate(screen.view.players) if i and p.shares)
        name = screen.view.players[rival].name
        for verb in ("status", "look"):
            await run_line(pilot, screen, f"{verb} {name[:4].lower()}")
            text = "\n".join(screen.query_one("#log").history[-8:])
            assert name in text
            for sid in screen.view.players[rival].shares:
                assert sid in text
        await run_line(pilot, screen, "status nobody")
        assert "No player" in screen.query_one("#log").history[-1]
        rivals = str(screen.query_one("#rivals").render())
        assert screen.view.players[rival].shares[0] in rivals


# ---- 7. the last sale of the game ----------------------------------------------------------

async def test_done_on_the_last_sale_with_shares_asks_first_and_done_bang_ends_it():
    def last_sale(r, s):
        v = s.game.view(0)
        return isinstance(r, SellRequest) and v.last_turn and \
            commands.last_sale_with_shares(v, r)

    session, backlog = session_at(last_sale, seed=3, scenario=SHORT_GAME)
    app = app_for(session, backlog)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        before = session.human_request()
        await run_line(pilot, screen, "done")
        assert session.human_request() == before
        assert "worth nothing" in screen.query_one("#log").history[-1]
        from cresus_tui.tutorials.cresus.advice import hint_text
        assert "later sale" not in hint_text(screen.view, screen.table.rules)
        await run_line(pilot, screen, "done!")
        assert session.human_request() != before


# ---- 9, 10. gambling: the entry prompt and odds any time -----------------------------------

async def test_entry_prompt_has_payouts_and_expected_gain_and_odds_work_any_time(monkeypatch):
    from cresus_tui.play.cresus.choices import choices
    from cresus_tui.play.cresus.teller import CresusTeller

    session, backlog = session_at(lambda r, s: isinstance(r, EntryRequest),
                                  scenario=GAMBLING_FIRST)
    app = app_for(session, backlog)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        prompt = screen.prompt.text
        assert "Pays:" in prompt and "Expected gain" in prompt
        poor = msgspec.structs.replace(screen.request, cash=0)
        me = msgspec.structs.replace(screen.view.me, cash=0, luxuries=1)
        view = msgspec.structs.replace(screen.view, players=tuple(
            me if i == 0 else p for i, p in enumerate(screen.view.players)))
        teller = screen.table.teller
        monkeypatch.setattr(CresusTeller, "view", property(lambda self: view))
        note = teller.entry_note(poor)
        assert "You have 0 M: sell a luxury card first (`sell luxury`) to play" in note
        assert choices(poor, view, screen.table.rules, session.names)[0].decision == \
            SellLuxury(1)
        for arg, word in (("poker", "Poker"), ("roulette", "Roulette"), ("LON-4", "LON-4")):
            text = teller.odds_line(arg)
            assert word in text and "xpected" in text


# ---- 6. the rules screen -------------------------------------------------------------------

async def test_rules_screen_focuses_the_document_and_slash_searches():
    from cresus_tui.tui.screens.rules import DocViewer, RulesScreen, open_doc

    app = CresusApp(Settings.test_profile())
    async with app.run_test(size=(100, 30)) as pilot:
        open_doc(app, "rules.md", "Rules")
        await settle(pilot)
        assert isinstance(app.screen, RulesScreen)
        assert isinstance(app.focused, DocViewer)
        await pilot.press("end")
        await pilot.pause()
        assert app.screen.query_one(DocViewer).scroll_y > 0
        await pilot.press("slash")
        assert app.focused.id == "search"
        await pilot.press("escape")
        open_doc(app, "rules.md", "Rules", "machine")  # built once, found again
        await settle(pilot)
        assert app.screen.hits


def test_rules_share_table_fits_80_columns_and_matches_the_data():
    from cresus_tui.tui.screens.rules import read_doc

    text = read_doc("rules.md", "Rules")
    rules = Session.new(NewGameOptions(seed=1)).game.rules
    rows = [line for line in text.splitlines() if line.startswith("| ") and "·" in line]
    assert len(rows) == 8
    for row in rows:
        assert len(row) <= 78, row
        cells = [c.strip() for c in row.strip("|").split("|")]
        k = int(cells[0])
        for m, cell in zip(rules.markets, cells[1:]):
            share = rules.shares[f"{m.code}-{k}"]
            assert cell.endswith(f"{share.price}·{share.throws}"), (cell, share)


# ---- 8. saves and preferences -------------------------------------------------------------

def test_preferences_round_trip_and_a_damaged_file_is_ignored(tmp_path):
    assert prefs.load(tmp_path) == (prefs.Preferences(), "")
    want = prefs.Preferences(pace="slow", show_odds=False, name="Ana", rivals=2,
                             level="hard", personality="ruse")
    assert prefs.save(want, tmp_path) == ""
    assert prefs.load(tmp_path) == (want, "")
    (tmp_path / "preferences.json").write_text("{not json")
    got, notice = prefs.load(tmp_path)
    assert got == prefs.Preferences() and "damaged" in notice


async def test_new_game_form_is_prefilled_from_preferences_and_saves_them(tmp_path):
    from textual.widgets import Input, Select

    prefs.save(prefs.Preferences(pace="slow", name="Ana", rivals=2, level="hard"), tmp_path)
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path), use_preferences=True))
    async with app.run_test(size=(100, 30)) as pilot:
        assert app.settings.pace == "slow"
        app.open_new_game("cresus")
        await settle(pilot)
        assert app.focused.id == "name"
        assert app.screen.query_one("#name", Input).value == "Ana"
        assert app.screen.query_one("#rivals", Select).value == 2
        app.screen.query_one("#name", Input).value = "Bea"
        app.screen.action_start()
        await settle(pilot)
    assert prefs.load(tmp_path)[0].name == "Bea"


async def test_resume_tells_the_whole_story_and_a_new_game_keeps_the_old_one(tmp_path):
    import saves

    session, backlog = session_at(lambda r, s: isinstance(r, MoveRequest) and
                                  s.game.view(0).turn >= 2)
    saves.save_game(session.snapshot(), "autosave", data_dir=str(tmp_path))
    opening, steps = replay_story(session.game)
    assert len(steps) == len(session.game.state.log)
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path), autosave=True))
    async with app.run_test(size=(100, 30)) as pilot:
        assert app.continue_game() is None
        await settle(pilot)
        screen = game_screen(app)
        history = screen.query_one("#log").history
        assert any("Turn 1" in line for line in history)
        assert any("game resumed" in line for line in history)
        assert app.unfinished_autosave() is not None
        assert "previous" in app.keep_previous_game()
    assert any(e.slot == "previous" for e in saves.list_saves(str(tmp_path)))


# ---- polish ---------------------------------------------------------------------------------

def test_suggestions_have_punctuation_and_never_repeat_the_message():
    from cresus_tui.play.kits import play_kit
    from cresus_tui.play.messages import Refused
    from cresus_tui.play.table import Table

    table = Table(Session.new(NewGameOptions(seed=1)), play_kit("cresus"))
    table.run_rivals()
    assert table.command("bid 500") == [Refused("You have 100 M; bid at most 100.",
                                                "Try: bid 100.")]
    assert table.command("bdi 5") == [Refused("Unknown command “bdi”. Did you mean `bid`?")]
    assert labels.plural(1, "die") == "1 die" and labels.plural(2, "luxury card") == \
        "2 luxury cards"


def test_no_color_uses_reverse_and_bold_not_greys(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    rules = Session.new(NewGameOptions(seed=1)).game.rules
    text = labels.market(rules, 0)
    assert "reverse" in text and "bright_red" not in text
    monkeypatch.delenv("NO_COLOR")
    assert "bright_red" in labels.market(rules, 0)


def test_previous_slots_never_reuse_a_taken_name():
    from cresus_tui.play.app_slots import previous_slot

    assert previous_slot({"autosave"}) == "previous"
    assert previous_slot({"autosave", "previous"}) == "previous 2"
    assert previous_slot({"previous", "previous 2", "previous 3"}) == "previous 4"


async def test_loading_another_game_keeps_the_unfinished_autosave(tmp_path):
    """Loading game A while the autosave holds a different unfinished game B keeps B in a
    free slot: no game in progress is ever overwritten by autosaves of another."""
    import saves

    a, _ = session_at(lambda r, s: isinstance(r, MoveRequest), seed=7)
    b, _ = session_at(lambda r, s: isinstance(r, MoveRequest), seed=8)
    saves.save_game(a.snapshot(), "previous", data_dir=str(tmp_path))
    saves.save_game(b.snapshot(), "autosave", data_dir=str(tmp_path))
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path), autosave=True))
    async with app.run_test(size=(100, 30)) as pilot:
        assert app.resume("previous") is None
        await settle(pilot)
    kept = saves.load_game("previous 2", str(tmp_path)).game
    assert kept.state.config.seed == 8
    assert kept.state.log == b.game.state.log
    # loading the autosave itself keeps nothing more
    app = CresusApp(Settings.test_profile(data_dir=str(tmp_path), autosave=True))
    async with app.run_test(size=(100, 30)) as pilot:
        assert app.resume("autosave") is None
        await settle(pilot)
    assert sorted(e.slot for e in saves.list_saves(str(tmp_path))) == [
        "autosave", "previous", "previous 2"]


# ---- the final play-test ------------------------------------------------------------------------

def test_bid_box_reads_what_a_player_types():
    from cresus_tui.tui.games.cresus.dialogs import bid_amount

    assert [bid_amount(t, 80) for t in ("35", "35 M", "bid 35", "b 7m", "all")] == [
        35, 35, 35, 7, 80]
    assert [bid_amount(t, 80) for t in ("pass", "no bid", "none", "0")] == [0, 0, 0, 0]
    assert [bid_amount(t, 80) for t in ("", "x", "3.5", "bid")] == [None, None, None, None]


def test_a_secret_join_dialogue_has_no_button_focused_so_enter_never_joins():
    from cresus_tui.tui.games.cresus.dialogs import JoinModal
    from cresus_tui.tui.screens.modals import YesNoModal

    assert JoinModal.AUTO_FOCUS == "" and YesNoModal.AUTO_FOCUS == "#yes"


async def test_a_bare_number_picks_the_numbered_choice_when_no_command_reads_it():
    from cresus_tui.games.cresus.decisions import BuyLuxury
    from cresus_tui.games.cresus.requests import LuxuryRequest
    from cresus_tui.tui.widgets.choices import Choices

    session, backlog = session_at(lambda r, s: isinstance(r, LuxuryRequest) and
                                  r.affordable >= 1 and not r.loan)
    app = app_for(session, backlog)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        assert isinstance(commands.parse("1", screen.view, session.game.rules),
                          commands.ParseError)
        assert screen.prompt.choices[0].decision == BuyLuxury(1)
        before = session.game.view(0).me.luxuries
        await run_line(pilot, screen, "1")
        assert session.game.view(0).me.luxuries == before + 1


async def test_page_up_scrolls_the_story_from_the_command_line():
    session, backlog = session_at(lambda r, s: s.game.view(0).turn >= 2 and
                                  isinstance(r, (BuyRequest, SellRequest)))
    app = app_for(session, backlog)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = game_screen(app)
        assert app.screen is screen  # no dialogue open
        log = screen.query_one("#log")
        screen.query_one(CommandLine).focus()
        await settle(pilot)
        bottom = log.scroll_y
        assert bottom > 0
        await pilot.press("pageup")
        await settle(pilot)
        assert log.scroll_y < bottom
