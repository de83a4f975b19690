"""FOR-EX `odds`: each player's money if the game ended now, by F-14.2 (each currency rounded
down on its own). In the seed-7 fixture everyone has spent their GBP and USD by the third
decision, and 2 units of a currency 1:3 or weaker than GBP are worth 0 whole GBP, so 0 GBP
for everyone is right there (and 7, 7, 7, 3 at the start)."""

from __future__ import annotations

from cresus_tui.games.forex import rates as R
from cresus_tui.plain.games import plain_games as kits
from cresus_tui.play.forex.teller import odds_lines


def _table():
    kit = next(k for k in kits() if k.id == "forex")
    table = kit.new(3, "normal", "You", 7)
    table.open()
    return table


def _worth_line(table) -> str:
    return odds_lines(table.view)[-1]


def test_odds_worth_follows_f14_2_per_currency_rounding() -> None:
    table = _table()
    table.run_rivals()
    # the start: 2 units of each currency; GBP the Strongest. Ducat (P4) has invested
    # GBP and USD already: 2 EUR, 2 CHF, 2 JPY are worth 1 GBP each, 2 CAD and 2 CNY 0.
    assert _worth_line(table).endswith(
        ": you 7 GBP, Sterling 7 GBP, Florin 7 GBP, Ducat 3 GBP.")
    table.command(table.suggest())  # invest GBP USD, as the others did
    table.run_rivals()
    st, lad = table.session.game.state, table.session.game.data.ladder_h
    gbp = 0
    for seat in st.seats:
        assert seat.money[0] == 0  # no GBP left
        for h, amount in enumerate(seat.money):
            if amount:  # each other holding: 2 units (4 h) of a currency weaker than GBP
                assert amount == 4 and R.stronger(st.rates, gbp, h)
                assert R.rate_h(st.rates, h, gbp, lad) > 4  # 1 GBP is worth more than 2 of it
                assert R.to_strongest(amount, h, gbp, st.rates, lad) == 0
    assert _worth_line(table).endswith(
        ": you 0 GBP, Sterling 0 GBP, Florin 0 GBP, Ducat 0 GBP.")
