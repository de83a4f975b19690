"""The rules text tells the truth (issue 12, part 3): every number of the in-game rules and help
comes from the data file or the engine (C-3.2, C-8.1, C-9, C-10.3, C-10.4)."""

from __future__ import annotations

import re
from importlib import resources

import pytest

from ai.dice import game_solver
from ai.cresus.odds import odds, render
from cresus_tui.games.cresus.cards import load_rules
from cresus_tui.play.cresus.rules_text import PLACEHOLDER, fill
from cresus_tui.tui.screens.rules import read_doc

RULES = load_rules()
DATA = RULES.data
ABBR = {"aero": "Aér", "auto": "Aut", "distrib": "Dis", "finance": "Fin", "info": "Inf",
        "services": "Ser"}


def raw(name: str) -> str:
    if name == "rules.md":
        from cresus_tui.games.registry import get_game

        return get_game("cresus").rules_file.read_text("utf-8")
    return resources.files("cresus_tui").joinpath("docs", name).read_text("utf-8")


@pytest.mark.parametrize("name", ["rules.md", "help.md"])
def test_every_placeholder_is_filled_from_the_data(name: str) -> None:
    text = read_doc(name, name)
    assert "{{" not in text and "}}" not in text
    assert fill(raw(name)) == text


@pytest.mark.parametrize("name", ["rules.md", "help.md"])
def test_no_amount_is_typed_into_the_text(name: str) -> None:
    """Every amount in M or % outside a placeholder is one of these, each checked here against
    the data: the rulebook's sale example (a 50 M two-throw share), the shares grid's legend
    ("Aér 30·3 is Aéronautique, 30 M") and the command examples of the help (bids of 35 M and an
    offer of 30 M, free amounts)."""
    text = PLACEHOLDER.sub("", raw(name))
    found = sorted(re.findall(r"(?<![\w.{-])(\d[\d,]*) ?(M\b|%)", text))
    allowed = {"rules.md": [("30", "M"), ("50", "M")], "help.md": [("30", "M"), ("35", "M")]}
    assert found == allowed[name]
    assert any(s.throws == 2 and s.price == 50 for s in RULES.shares.values())
    assert any(s.sector == "aero" and s.price == 30 and s.throws == 3
               for s in RULES.shares.values())


def test_the_shares_grid_is_the_data() -> None:
    """C-3.3: each cell "Sec price·throws" of the 48-share grid is the data file's share."""
    text = raw("rules.md")
    rows = re.findall(r"^\| (\d) \| (.+) \|$", text, re.M)
    grid = {int(n): [c.strip() for c in cells.split("|")] for n, cells in rows if "·" in cells}
    assert sorted(grid) == list(range(1, 9))
    for m, market in enumerate(DATA.markets):
        for n in range(1, 9):
            s = RULES.shares[f"{market.code}-{n}"]
            assert grid[n][m] == f"{ABBR[s.sector]} {s.price}·{s.throws}"


def test_rendered_rules_agree_with_the_data() -> None:
    """The cases of the issue: the one-throw sale table, the tax minimums, the offers per turn
    and which gambling games pay back their entry (before: 40 M 25/110/280/480/720, minimums of
    10 and 20 M, "up to 2 offers a turn", "only Poker and the Machine à sous pay back")."""
    text = read_doc("rules.md", "Rules")
    for s in RULES.shares.values():
        row = f"| {s.throws} | {s.price} M | " + " | ".join(map(str, s.table)) + " |"
        assert row in text
    assert "| 1 | 40 M | 0 | 25 | 110 | 280 | 480 | 720 |" not in text
    for card in DATA.cresus:
        if card.minimum:
            assert f"at least {card.minimum} M" in text
    assert "at least 10 M |" not in text.split("Impôt sur la fortune")[1].split("\n")[0]
    assert f"up to {DATA.max_offers_per_turn} offers a turn" in text
    assert f"lends you **{DATA.loan_amount} M**" in text
    for lux in DATA.luxuries:
        half = lux.price * DATA.luxury_sale_percent // 100
        assert f"| {lux.price} M | {half} M |" in text
    pays = [g.name for g in DATA.games if float(game_solver(g).expected()) > g.entry]
    assert {"Chance", "Course de voitures"} <= set(pays)
    sentence = text[text.index("With the best play"):].split("\n\n")[0].replace("\n", " ")
    for g in DATA.games:
        ev = float(game_solver(g).expected())
        assert f"{g.name} {ev:.1f} M for {g.entry} M ({ev - g.entry:+.1f} M)" in sentence
    assert "Only Poker and the Machine à sous" not in text


def test_c9_3_odds_poker_gives_the_chance_of_a_net_profit_and_the_distribution() -> None:
    """C-9.3: `cresus odds poker`: the chance of a net profit (a gain above the 60 M entry:
    200 or 600 M), not of any gain (before: 99.14 %, though 45 % of outcomes lose 40 M)."""
    data = odds("poker")
    poker = RULES.games["poker"]
    dist = {row["gain"]: row["probability"] for row in data["distribution"]}
    assert data["p_profit"] == pytest.approx(sum(p for g, p in dist.items() if g > poker.entry))
    assert data["p_profit"] == pytest.approx(0.1323, abs=1e-4)
    text = render(data)
    assert f"chance of a net profit {data['p_profit']:.2%}" in text
    assert "chance of a gain" not in text
    assert "net   -40 M" in text and "net  +540 M" in text
