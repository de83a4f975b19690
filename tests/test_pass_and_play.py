"""Pass-and-play (issue 26): several people at one screen, with or without computer rivals.

Each game is played to the end with 2 people and no rival and with 3 people and one rival, in
the plain face (``PlainFront`` fed line by line, its transcript searched for every sealed
choice before its reveal) and on the full screen (``tests/screen_face.py``: the handover
screen answered with Enter). The table-level tests pin the rest: the handover before a
person's turn (and at a Continue), the story and the help of the seat at the screen, undo per
person, saves that record the people (an old save loads as one person), statistics per name,
the review per person.
"""

from __future__ import annotations

import argparse
import io
import os
import re
import shutil
from pathlib import Path

import pytest

from cresus_tui.plain.text import plain
from cresus_tui.play.kits import people_names, play_kit
from cresus_tui.play.messages import Asked, Ended, Handover, Shown, TakenBack, Told
from cresus_tui.play.session import Session
from cresus_tui.play.store import Store
from cresus_tui.play.table import Table

GAMES = ("cresus", "bigmoney", "forex")
TABLES = {"2 people": (("Zoé", "Léo"), 0), "3 people and a rival": (("Zoé", "Léo", "Max"), 1)}
SEED = 7
FIXTURES = Path(__file__).parent / "saves" / "fixtures"


def options(game_id: str, people: tuple[str, ...], rivals: int, seed: int = SEED):
    kit = play_kit(game_id)
    return kit.asks.answers(kit.options, rivals=rivals, name=people[0], seed=seed,
                            people=people[1:])


def new_table(game_id: str, people: tuple[str, ...], rivals: int, data_dir=None,
              seed: int = SEED) -> Table:
    store = Store(str(data_dir), autosave=data_dir is not None) if data_dir else None
    return Table(Session.new(options(game_id, people, rivals, seed)), play_kit(game_id), store)


def to_next_question(table: Table) -> list:
    """The rivals play, then the handover (taken) and the question: every message on the way."""
    out = table.run_rivals()
    asked = table.ask()
    out += asked
    while any(isinstance(m, Handover) for m in asked):
        asked = table.take_over()
        out += asked
    return out


def secret(table: Table) -> bool:
    return bool(getattr(table.request, "secret", False))


# ---- seats, New game answers ------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_new_game_seats_the_people_first_then_the_rivals(game_id):
    session = Session.new(options(game_id, ("Zoé", "Léo", "Max"), 1))
    assert session.people == (0, 1, 2)
    assert session.names[:3] == ["Zoé", "Léo", "Max"]
    assert sorted(session.rivals) == [3]  # the people are no rivals
    kinds = [s.kind for s in session.game.state.config.seats]
    assert kinds == ["human", "human", "human", "rival"]


@pytest.mark.parametrize("game_id", GAMES)
def test_one_person_needs_a_rival_and_too_many_seats_are_refused(game_id):
    kit = play_kit(game_id)
    with pytest.raises(ValueError):
        kit.options(rivals=0).start()
    most = Session.new(options(game_id, ("A", "B"), 0)).spec.max_players
    with pytest.raises(ValueError):
        options(game_id, tuple(f"P{i}" for i in range(most)), 1).start()


def test_people_names_from_one_answer():
    assert people_names(" Zoé ,Léo,, Max ", 6) == ("Zoé", "Léo", "Max")
    assert people_names("Léo, léo, Léo", 6) == ("Léo", "léo 2", "Léo 3")
    assert people_names("A, B, C", 2) == ("A", "B")
    assert people_names("  ", 6) == ()


# ---- the handover, the story and the help of the seat at the screen ---------------------------

def test_the_handover_comes_before_each_person_and_names_them():
    table = new_table("cresus", ("Zoé", "Léo"), 0)
    opened = table.open()
    assert not any(isinstance(m, Shown) for m in opened)  # nobody's board before the handover
    text = " ".join(x.text for m in opened if isinstance(m, Told) for x in m.lines)
    assert "Zoé, Léo" in text and " you" not in text.replace("your", "")
    first = table.ask()
    assert [type(m) for m in first] == [Handover]
    assert first[0].text == "Pass to Zoé — press Enter when only Zoé is looking."
    assert table.command("bid 10")[0].reason.startswith("The screen is being handed to Zoé")
    taken = table.take_over()
    assert isinstance(taken[-1], Asked) and table.session.human == 0
    table.command("bid 37")  # Zoé's sealed bid
    out = to_next_question(table)
    hand = next(m for m in out if isinstance(m, Handover))
    assert hand.name == "Léo" and table.session.human == 1
    recap = [plain(x.text) for m in out if isinstance(m, Told) for x in m.lines]
    assert "Léo, your turn. The story so far:" in recap  # his first turn: from the start
    assert recap.index("Zoé has placed a sealed bid.") > 1
    assert "Zoé has placed a sealed bid." in recap
    assert not any("37" in x for x in recap)  # her amount is not told before the reveal


def test_each_person_hears_the_story_as_their_seat_sees_it():
    table = new_table("cresus", ("Zoé", "Léo"), 0)
    table.open()
    to_next_question(table)
    table.command("bid 10")
    to_next_question(table)  # Léo at the screen
    table.command("bid 20")
    to_next_question(table)
    zoe = " ".join(plain(x.text) for x in table.stories[0])
    leo = " ".join(plain(x.text) for x in table.stories[1])
    assert "You have placed a sealed bid." in zoe and "Zoé has placed" not in zoe
    assert "Zoé has placed a sealed bid." in leo
    assert "Bids for" in zoe and "Bids for" in leo  # the reveal reaches both, in their words
    assert "Léo 20" in zoe and "you 10" in zoe
    assert "Zoé 10" in leo and "you 20" in leo


def test_hint_odds_and_status_speak_for_the_seat_at_the_screen():
    table = new_table("bigmoney", ("Zoé", "Léo"), 0)
    table.open()
    for _ in range(40):
        to_next_question(table)
        if table.session.human == 1:
            break
        table.command(table.suggest())
    assert table.session.human == 1
    assert table.teller.session.human == 1
    assert table.view == table.session.game.view(1)
    status = " ".join(plain(x.text) for m in table.query("status") for x in m.lines)
    assert "Léo" not in status.split("You")[0] or "you" in status.casefold()
    assert table.request is not None and table.request.seat == 1
    hint = table.query("hint")
    assert hint and not any("not your turn" in x.text for m in hint for x in m.lines)


def test_undo_takes_back_only_the_last_decision_of_the_person_at_the_screen():
    table = new_table("bigmoney", ("Zoé", "Léo"), 0)
    table.open()
    to_next_question(table)
    # Zoé plays until a decision of hers can be taken back
    for _ in range(60):
        before = table.session.game.encode()
        table.command(table.suggest())
        out = table.undo()
        if isinstance(out[0], TakenBack):
            assert table.session.game.encode() == before
            break
        to_next_question(table)
    else:
        pytest.fail("no decision could be taken back")
    # now play on until Léo has the screen: Zoé's decisions are no longer his to undo
    for _ in range(80):
        seat = table.session.human
        table.command(table.suggest())
        to_next_question(table)
        if table.session.human != seat:
            break
    refused = table.undo()
    assert "no decision to take back" in refused[0].reason


# ---- saves, Continue, statistics, the review ------------------------------------------------

def test_a_save_records_the_people_and_continue_hands_over_to_whoever_must_act(tmp_path):
    table = new_table("cresus", ("Zoé", "Léo", "Max"), 1, tmp_path)
    table.open()
    to_next_question(table)
    table.command(table.suggest())  # Zoé's sealed bid
    to_next_question(table)  # Léo must bid now
    assert table.session.human == 1
    text, ok = table.store.save(table.session, "pnp")
    assert ok, text
    loaded = Store(str(tmp_path)).load("pnp")
    from cresus_tui.plain.games import plain_games

    kit = next(g for g in plain_games() if g.id == "cresus")
    again = kit.resume(loaded, "pnp", Store(str(tmp_path), autosave=False))
    assert again.session.people == (0, 1, 2)
    assert sorted(again.session.rivals) == [3]
    opened = again.open()
    assert not any(isinstance(m, Shown) for m in opened)
    hand = again.ask()
    assert isinstance(hand[0], Handover) and hand[0].name == "Léo"
    taken = again.take_over()
    assert isinstance(taken[-1], Asked) and again.request.seat == 1


def test_an_old_save_loads_as_one_person(tmp_path):
    from saves.store import SaveStore

    shutil.copy(FIXTURES / "release-0.1.0-midgame.save", tmp_path / "mid game.save")
    loaded = SaveStore(tmp_path).load("mid game")
    session = Session(loaded.game, 0)
    assert session.people == (0,) and not session.several
    assert sorted(session.rivals) == list(range(1, len(session.names)))
    table = Table(session, play_kit("cresus"))
    table.open()
    assert not isinstance(table.ask()[0], Handover)


def _play_out(table: Table) -> Ended:
    for _ in range(5000):
        out = to_next_question(table)
        ended = next((m for m in out if isinstance(m, Ended)), None)
        if ended is not None:
            return ended
        table.command(table.suggest())
    pytest.fail("the game does not end")


def test_statistics_count_per_name_and_the_review_is_offered_per_person(tmp_path):
    table = new_table("forex", ("Zoé", "Léo"), 1, tmp_path)
    table.open()
    ended = _play_out(table)
    finale = ended.finale
    assert finale.counted and finale.review
    assert finale.people == ((0, "Zoé"), (1, "Léo"))
    assert not any(re.search(r"\byou\b", x) for x in finale.lines)  # the whole table reads it
    from cresus_tui.play.review.stats import load_stats, summary_lines

    stats, _ = load_stats(str(tmp_path))
    assert set(stats["people"]) == {"Zoé", "Léo"}
    for name in ("Zoé", "Léo"):
        entry = stats["people"][name]["forex"]["normal"]
        assert entry["played"] == 1
    assert stats["games"] == {}  # no one-person game was counted
    lines = summary_lines(stats)
    assert "Zoé:" in lines and "Léo:" in lines
    zoe, leo = table.review_lines(0), table.review_lines(1)
    assert zoe != leo and "Zoé" in "\n".join(zoe) and "Léo" in "\n".join(leo)
    again, _ = table._count()  # counted once per name
    assert not again


def test_a_game_of_people_only_is_counted_without_rivals(tmp_path):
    table = new_table("forex", ("Zoé", "Léo"), 0, tmp_path)
    table.open()
    _play_out(table)
    from cresus_tui.play.review.stats import load_stats, summary_lines

    stats, _ = load_stats(str(tmp_path))
    assert stats["people"]["Zoé"]["forex"]["none"]["played"] == 1
    assert "  FOR-EX without computer rivals" in summary_lines(stats)


# ---- the plain face, played to the end -------------------------------------------------------

REVEALS = ("Bids for", "The pawns are revealed", "After the Monopole", "Nobody wants", "For ")


def _sealed_words(decision, name: str) -> list[str]:
    """What would give ``name``'s sealed ``decision`` away before its reveal."""
    kind = type(decision).__name__
    words = []
    if kind == "Bid":
        words += [f"{name} {decision.amount}", f"bid {decision.amount}"]
    if kind == "Move":
        words += [f"{name} →", f"go {decision.market}"]
    return words


def _plain_face(tmp_path: Path, people: tuple[str, ...]):
    """``cresus --plain --people …`` fed line by line (the games × faces test's PlainFace)."""
    import threading

    from cresus_tui.plain.front import PlainFront
    from tests.test_games_faces import PlainFace, _Feed, _Out

    face = PlainFace.__new__(PlainFace)
    face.feed, face.out = _Feed(), _Out()
    face.front = PlainFront(face.feed, face.out, str(tmp_path), SEED, echo=True,
                            people=people)
    face.thread = threading.Thread(target=face.front.run, daemon=True)
    face.thread.start()
    face._wait()
    return face


@pytest.mark.parametrize("seats", list(TABLES))
@pytest.mark.parametrize("game_id", GAMES)
def test_plain_pass_and_play_to_the_end_never_shows_a_sealed_choice(game_id, seats, tmp_path):
    people, rivals = TABLES[seats]
    face = _plain_face(tmp_path, people)
    name = next(g.name for g in face.front.games if g.id == game_id)
    for line in ("new", name, str(rivals)) + (("",) if rivals else ()):
        face.send(line)
    sealed: list[tuple[int, str, list[str]]] = []
    handovers = 0
    for _ in range(6000):
        table = face.table
        if table is None:
            break
        if table.handing is not None:
            handovers += 1
            face.send("")
            continue
        command = table.suggest()
        seat, hidden = table.session.human, secret(table)
        start = len(face.out.text())
        parsed = table.kit.parse(command, table.view, table.rules)
        face.send(command)
        if hidden:
            sealed.append((start, command, _sealed_words(parsed.decision,
                                                         table.session.names[seat])))
    transcript = face.out.text()
    face.stop()
    assert "The game is over." in transcript
    assert handovers >= 2 * len(people)
    for who in people:
        assert f"Pass to {who} — press Enter when only {who} is looking." in transcript
        assert f"Review the game for {who}" in transcript
    if game_id == "cresus":
        assert sealed, "a Crésus game has sealed choices"
    for start, command, words in sealed:
        ends = [i for i in (transcript.find(r, start) for r in REVEALS) if i >= 0]
        segment = transcript[start:min(ends) if ends else len(transcript)]
        assert f"> {command}\n" not in segment
        for word in words:
            assert word not in segment, (command, word, segment[-600:])
    assert "> (hidden)\n" in transcript or not sealed


def test_plain_new_game_reads_people_from_the_name_question(tmp_path):
    face = _plain_face(tmp_path, ())
    for line in ("new", "Big Money", "", ""):
        face.send(line)
    said = face.send("Zoé, Léo")
    assert "2 people at this screen: Zoé, Léo." in said
    said = face.send("")  # no computer rival
    assert "Pass to Zoé — press Enter when only Zoé is looking." in said
    assert face.table.session.people == (0, 1) and face.table.session.rivals == {}
    face.stop()


# ---- the full screen, played to the end ------------------------------------------------------

LONG = os.environ.get("CRESUS_LONG_TESTS") == "1"
"""The whole Crésus games on the full screen take minutes each: run with CRESUS_LONG_TESTS=1
(the plain-text face plays them in every run)."""


@pytest.mark.parametrize("seats", list(TABLES))
@pytest.mark.parametrize("game_id", GAMES)
def test_screen_pass_and_play_to_the_end(game_id, seats, tmp_path):
    if game_id == "cresus" and not LONG:
        pytest.skip("a whole Crésus game on the full screen: CRESUS_LONG_TESTS=1")
    from cresus_tui.tui.screens.handover import HandoverScreen
    from tests.screen_face import ScreenFace

    people, rivals = TABLES[seats]
    face = ScreenFace(tmp_path, SEED)
    face._open(start=options(game_id, people, rivals))
    handovers = 0
    try:
        for _ in range(6000):
            table = face.table
            if table is None:
                break
            if table.handing is not None:
                assert isinstance(face.app.screen, HandoverScreen)
                game = face.game_screen
                assert not game.query_one("#main").display  # the board is hidden
                assert game.story.history == []  # and the previous person's story gone
                seat = table.handing
                said = face.send("")
                assert table.session.human == seat  # the screen is theirs
                if table.handing is None:  # (an auction's dialogue may end their turn at once)
                    assert said.startswith(f"{table.session.names[seat]}, your turn.")
                handovers += 1
                continue
            face.send(table.suggest())
        assert handovers >= 2 * len(people)
        over = face.app.screen
        from tests.screen_face import screen_words

        words = screen_words(over)
        assert "Game over" in words
        for i, who in enumerate(people):
            assert f"Review: {who} ({i + 1})" in words
    finally:
        face.stop()
    from cresus_tui.play.review.cli import main

    out = io.StringIO()
    main(argparse.Namespace(command="stats", json=False, data_dir=str(tmp_path)), stdout=out)
    for who in people:
        assert f"{who}:" in out.getvalue()


def _to_person(face, seat: int, limit: int = 200) -> None:
    """Play (taking every handover) until the person at ``seat`` has the screen and a
    question."""
    for _ in range(limit):
        table = face.table
        if table.handing is not None:
            face.send("")
            continue
        if table.session.human == seat:
            return
        face.send(table.suggest())
    pytest.fail(f"seat {seat} never had the screen")


def test_plain_undo_save_continue_and_review_per_person(tmp_path):
    face = _plain_face(tmp_path, ("Zoé", "Léo"))
    for line in ("new", "Big Money", "0"):
        face.send(line)
    _to_person(face, 1)
    assert "no decision to take back" in face.send("undo")  # Zoé's are not Léo's to undo
    taken = ""
    for _ in range(400):  # Léo's own decision, taken back before anyone else acts
        table = face.table
        if table.handing is not None:
            face.send("")
            continue
        if table.session.human != 1:
            face.send(table.suggest())
            continue
        before = table.session.game.encode()
        face.send(table.suggest())
        if table.handing is not None or table.session.human != 1 or table.over:
            continue
        taken = face.send("undo")
        if "Taken back:" in taken:
            break
    assert "Taken back:" in taken and face.table.session.game.encode() == before
    _to_person(face, 0)  # Léo's decisions are not Zoé's to undo either
    assert "no decision to take back" in face.send("undo")
    face.send(face.table.suggest())
    while face.table.handing is None and face.table.session.human == 0:
        face.send(face.table.suggest())
    assert face.table.handing == 1
    said = face.send("quit")  # at the handover: the game is saved
    assert "Saved as “autosave”" in said
    face.stop()
    face = _plain_face(tmp_path, ())
    said = face.send("continue")
    assert "Pass to Léo — press Enter when only Léo is looking." in said
    said = face.send("")
    assert "Léo, your turn." in said
    assert face.table.session.people == (0, 1) and face.table.session.human == 1
    for _ in range(3000):
        table = face.table
        if table is None:
            break
        said = face.send("" if table.handing is not None else table.suggest())
    assert "Review the game for Zoé" in said and "Review the game for Léo" in said
    zoe = face.send("1")
    leo = face.send("2")
    assert zoe != leo and "Zoé" in zoe and "Léo" in leo
    face.stop()


def test_screen_continue_hands_over_to_whoever_must_act(tmp_path):
    from cresus_tui.tui.screens.handover import HandoverScreen
    from tests.screen_face import ScreenFace, _plain

    face = ScreenFace(tmp_path, SEED)
    face._open(start=options("cresus", ("Zoé", "Léo", "Max"), 1))
    try:
        assert isinstance(face.app.screen, HandoverScreen)
        assert face.table.handing == 0
        face.send("")
        assert face.table.session.human == 0 and face.table.handing is None
        face.send("bid 12")  # Zoé's sealed bid, then the screen goes to Léo
        assert isinstance(face.app.screen, HandoverScreen)
        assert face.table.handing == 1
        face.send("")
        game = face.game_screen
        story = "\n".join(_plain(x) for x in game.story.history)
        assert "Zoé has placed a sealed bid." in story and "12" not in story.split(
            "Zoé has placed")[1]
        game.line.action_history(-1)
        assert game.line.value == ""  # Zoé's `bid 12` is not in Léo's command history
    finally:
        face.stop()
    face = ScreenFace(tmp_path, SEED)
    try:
        face.send("continue")
        assert isinstance(face.app.screen, HandoverScreen)
        assert face.table.handing == 1
        said = face.send("")
        assert said.startswith("Léo, your turn.")
        assert face.table.request.seat == 1
    finally:
        face.stop()


@pytest.mark.parametrize("people,title", [(("Zoé",), "Rivals"), (("Zoé", "Léo"), "Other players"),
                                          (("Zoé", "Léo", "Max"), "Other players")])
def test_the_crésus_side_panel_names_the_other_players(people, title):
    """With several people at the screen the Crésus panel of the other seats lists people too:
    titled "Other players", not "Rivals" (Big Money and FOR-EX say "Players" already)."""
    import asyncio

    from cresus_tui.play.settings import Settings
    from cresus_tui.tui.app import CresusApp
    from cresus_tui.tui.screens.game import GameScreen

    async def run() -> str:
        app = CresusApp(Settings.test_profile(), start=options("cresus", people, 1))
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
            return str(game.query_one("#rivals").border_title)

    assert asyncio.run(run()) == title


def test_cresus_review_on_the_command_line_reviews_each_person(tmp_path, capsys):
    """`cresus review` of a pass-and-play game reviewed the first person only: it reviews each
    person in turn, and `--player` picks one (by name or seat number)."""
    import json

    from cresus_tui.cli import main
    from cresus_tui.play.review.record import record_json, record_of

    table = new_table("forex", ("Zoé", "Léo"), 1)
    table.open()
    _play_out(table)
    path = tmp_path / "game.json"
    path.write_text(record_json(record_of(table.session.game)), "utf-8")
    capsys.readouterr()
    assert main(["review", str(path)]) == 0
    text = capsys.readouterr().out
    assert "review of your game (Zoé)" in text and "review of your game (Léo)" in text
    assert text.index("(Zoé)") < text.index("(Léo)")
    assert main(["review", str(path), "--player", "léo"]) == 0
    one = capsys.readouterr().out
    assert "review of your game (Léo)" in one and "(Zoé)" not in one
    assert main(["review", str(path), "--player", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["human"] == 0
    assert main(["review", str(path), "--json"]) == 0
    assert [r["human"] for r in json.loads(capsys.readouterr().out)] == [0, 1]
    assert main(["review", str(path), "--player", "Nobody"]) == 2
    assert "no player “Nobody” in this game" in capsys.readouterr().err
