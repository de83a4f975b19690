"""`examine <card>` / `x`: one Big Money card in full — kind, price, what it pays (B-2.3,
B-5.2, B-5.3), where it is, what it would pay you — found by market slot, id or a part of its
name; wrong names answered, never raised. Through the table, so plain text and the screen say
the same."""

from __future__ import annotations

import tempfile

from cresus_tui.play.bigmoney.answers import examine_lines, find_card, status_lines
from cresus_tui.play.kits import play_kit
from cresus_tui.play.store import Store
from cresus_tui.play.table import Table
from tests.tui.bigmoney_helpers import new_session


def table_and_view():
    session = new_session(seed=7)
    table = Table(session, play_kit("bigmoney"), Store(tempfile.mkdtemp(), autosave=False))
    table.open()
    return session, table, session.game.view(session.human)


def test_a_market_slot_shows_the_card_with_its_terms_and_what_it_would_pay_you() -> None:
    session, _, view = table_and_view()
    rules = session.game.rules
    card = view.market[1]
    data = rules.cards[card]
    lines = examine_lines(view, rules, "2")
    assert lines[0] == f"{card} {data.name} — a {rules.sectors[data.sector].name} " \
                       f"{'stock' if data.kind == 'stock' else 'asset'}, price {data.price} Z."
    assert f"Pays {data.dividend} Z" in lines[1]
    assert lines[2] == "  Now: market slot 2."
    assert lines[3].startswith("  Bought, your ")


def test_a_stock_pays_once_and_a_startup_is_never_discarded() -> None:
    session, _, view = table_and_view()
    rules = session.game.rules
    stock = examine_lines(view, rules, "SPO-S15")
    assert stock[0].startswith("SPO-S15 ") and "stock, price 15 Z" in stock[0]
    assert "Pays 30 Z once" in stock[1] and "B-5.3" in stock[1]
    mine = view.players[view.seat].cards[0]
    startup = examine_lines(view, rules, mine.lower().replace("-", ""))
    assert "never discarded" in startup[1] and startup[2] == "  Now: your cards."
    assert "+3 Z for 2, +6 Z for 3, +10 Z for 4+" in startup[1]


def test_names_found_by_a_part_and_wrong_names_answered() -> None:
    session, _, view = table_and_view()
    rules = session.game.rules
    assert find_card("croisières", view, rules) == (["VOY-4"], "")
    assert find_card("croisieres", view, rules) == (["VOY-4"], "")
    assert examine_lines(view, rules, "9")[0].startswith("✗ There is no card in market slot 9")
    assert examine_lines(view, rules, "")[0].startswith("✗ Examine which card?")
    assert examine_lines(view, rules, "[red]zz")[0] == \
        "✗ No card “[red]zz”: try a market slot (`x 2`) or a card id (`x TEC-3`)."
    many = examine_lines(view, rules, "a")
    assert len(many) == 1 and many[0].startswith("Several cards fit: ")


def test_the_table_answers_x_in_the_story_for_every_face() -> None:
    session, table, view = table_and_view()
    out = table.command("x 1")
    lines = [line.text for m in out for line in getattr(m, "lines", ())]
    assert lines[0].startswith(view.market[0] + " ")
    assert all(line.kind == "answer" for m in out for line in getattr(m, "lines", ()))


def test_a_player_s_name_shows_the_player_as_status_does() -> None:
    """The help promises `examine Picsou`; it answered "No card “picsou”"."""
    session, _, view = table_and_view()
    rules = session.game.rules
    name = view.players[1].name
    assert examine_lines(view, rules, name.lower()) == status_lines(view, rules, name)
    assert examine_lines(view, rules, name.lower())[0].startswith(name)
    assert examine_lines(view, rules, "zzz")[0].startswith("✗ No card “zzz”")
    assert examine_lines(view, rules, "2")[0].startswith(view.market[1])  # slot 2, no seat


def test_status_names_each_rival_s_level_and_personality() -> None:
    """With Level "Mixed" nothing said which rival was easy, normal or hard."""
    from cresus_tui.games.bigmoney import GameConfig, load_rules, new_game
    from cresus_tui.games.protocol import SeatConfig

    rules = load_rules()
    game, _ = new_game(GameConfig((SeatConfig("Ann", "human"),
                                   SeatConfig("Picsou", level="easy", personality="ruse"),
                                   SeatConfig("Gripsou", level="hard")), seed=1))
    view = game.view(0)
    lines = status_lines(view, rules, "all")
    heads = [x for x in lines if not x.startswith(" ")]
    assert heads[0].startswith("Ann (you): ")
    assert any(x.startswith("Picsou (an easy rival; Rusé, waits for clearly good cards): ")
               for x in heads)
    assert any(x.startswith("Gripsou (a hard rival): ") for x in heads)
