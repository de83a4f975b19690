"""Typed garbage in plain text (issue 23), in every game: Unicode digits and overlong numbers
at every number question, command files with a BOM, comments and ``*`` notes, and pasted
control characters: each gets a clear answer, the game goes on, nothing crashes."""

from __future__ import annotations

import re

import pytest

from cresus_tui.plain.docs import doc_section
from cresus_tui.plain.games import plain_games as kits

from .scripted import transcript

KITS = [pytest.param(k, id=k.id) for k in kits()]
LONG = "9" * 400  # under the plain line limit (a 4,301-digit line is refused whole)


def test_unicode_digits_and_overlong_numbers_at_the_main_menu(tmp_path):
    text = transcript(["²", "٣", LONG, "9" * 4301, "7"], tmp_path)
    assert "> ²\nError: “²” is not a number here: type a number from 1 to 7 with the digits 0 to 9." \
        in text
    assert "> ٣\nError: “٣” is not a number here" in text
    assert "Error: That number is too long (at most 9 digits); type a number from 1 to 7." in text
    assert "Error: That line is 4301 characters long" in text
    assert text.endswith("> 7\nBye.\n")


@pytest.mark.parametrize("kit", KITS)
def test_unicode_digits_at_every_question_of_a_new_game(kit, tmp_path):
    lo, hi = kit.rivals
    text = transcript(["new", kit.name, "²", LONG, "", "³", "", "Zoé", "²", "٣", "log ²",
                       f"log {LONG}", "rules ²", "help ³", "log 2", "quit"], tmp_path)
    assert f"> ²\nError: “²” is not a number here: type a number from {lo} to {hi} with the " \
           "digits 0 to 9. Enter for" in text
    assert "Error: That number is too long (at most 9 digits)" in text
    assert "> ³\nError: “³” is not a number here" in text  # the level menu
    assert "> log ²\nError: “²” is not a number here: type a number of at least 1 with" in text
    assert "> rules ²\nError: “²” is not a number here" in text
    assert "> help ³\nError: “³” is not a number here" in text
    assert "> log 2\nThe story, last 2 of" in text
    assert not re.search(r"\w+Error\b", text)  # no exception's name ("Error:" is the cross)
    assert text.endswith("Bye.\n")


def _lines(messages) -> list[str]:
    """The table's answer as the plain face prints it (refusals, told lines)."""
    from cresus_tui.play.messages import Refused, Told

    out: list[str] = []
    for m in messages:
        if isinstance(m, Refused):
            out.append(f"✗ {m.reason}" + (f" {m.tip}" if m.tip else ""))
        elif isinstance(m, Told):
            out += [line.text for line in m.lines]
    return out


def _decided(messages) -> bool:
    from cresus_tui.play.messages import Shown

    return any(isinstance(m, Shown) for m in messages)


@pytest.mark.parametrize("kit", KITS)
def test_a_bare_unicode_digit_as_a_numbered_choice(kit, tmp_path):
    table = kit.new(3, "normal", "You", 7)
    table.open()
    table.run_rivals()
    table.ask()
    for word in ("²", "٣", LONG[:40]):
        out = table.command(word)
        assert not _decided(out)
        lines = _lines(out)
        assert len(lines) == 1 and lines[0].startswith("✗ ")
        assert "ValueError" not in lines[0] and "Could not understand" not in lines[0]


def test_big_money_dice_positions_take_only_ascii_digits():
    kit = next(k for k in kits() if k.id == "bigmoney")
    table = kit.new(3, "normal", "You", 7)
    table.open()
    table.run_rivals()
    while table.session.game.view(0).stage != "dice":
        assert _decided(table.command("roll"))
        table.run_rivals()
    for line in ("reroll ²", "keep ²", "keep ٣", "² ٣"):
        out = _lines(table.command(line))
        assert "is not a number here" in out[0], (line, out)
        assert "ValueError" not in out[0]


def test_doc_sections_by_a_unicode_digit():
    doc = "# Title\nintro\n## One\nbody\n## Two\nmore\n"
    assert doc_section(doc, "2") == ["Two", "more"]
    assert doc_section(doc, "²") == ["✗ “²” is not a number here: type a number of at least 1 "
                                     "with the digits 0 to 9."]


# ---- command files ------------------------------------------------------------------------

def test_a_leading_bom_comments_and_notes_in_a_command_file(tmp_path):
    data = "\ufeffnew\r\n# a comment: never a command\r\nCrésus\r\n* a note to the reader\r\n" \
           "\r\n\r\n# the player's name comes next\r\nZoé\r\nquit\r\n"
    text = transcript(data.encode("utf-8"), tmp_path)
    assert "> new\n\nWhich game?" in text
    assert "\ufeff" not in text and "Type a number" not in text
    assert "> * a note to the reader\nNoted.\n" in text
    assert "> # a comment: never a command\n> Crésus" in text
    assert "a comment" not in text.split("> # a comment: never a command")[1].split("\n")[1]
    assert "You face" in text and "# the player" not in text.split("You face")[1]
    assert "Unknown command" not in text
    assert text.endswith("Bye.\n")


@pytest.mark.parametrize("kit", KITS)
def test_pasted_control_characters_are_removed_before_the_command_is_read(kit, tmp_path):
    text = transcript(["new", kit.name, "", "", "", "look\x01\x05", "\x1b[31mlook\x1b[0m",
                       "quit"], tmp_path)
    assert "Unknown command" not in text and "I don't know" not in text
    assert "\x1b" not in text and "\x01" not in text
    assert text.count("> look\n") == 2
