"""The game-over words (why the winner won) and the FOR-EX worth column (F-14.2)."""

from __future__ import annotations

from cresus_tui.games.forex import GameConfig, new_game
from cresus_tui.games.forex import rates as R
from cresus_tui.games.protocol import SeatConfig
from cresus_tui.play.forex import labels
from cresus_tui.play.review.why import why_won
from tests.review.helpers import play, play_other


def test_F_14_2_the_worth_column_rounds_each_currency_down() -> None:
    """The ◆ column never overstates the score F-14.2 would give: each currency is rounded
    down on its own (at the start, 2 units of each of the seven currencies: 8 GBP, where the
    fractions summed first would give 9)."""
    game, _ = new_game(GameConfig(tuple(SeatConfig(n) for n in "AB"), 1))
    view = game.view(0)
    st = game.state
    s = labels.leaders(view)[0]
    per = [R.to_strongest(h, c, s, st.rates, game.data.ladder_h)
           for c, h in enumerate(st.seats[0].money)]
    summed = int(sum(R.value_h(h, c, s, st.rates, game.data.ladder_h)
                     for c, h in enumerate(st.seats[0].money)) // 2)
    assert labels.worth(view, game.data, 0) == sum(per)
    assert sum(per) <= summed


def test_why_the_winner_won_in_words_for_each_game() -> None:
    """The game-over screen says why: the scores, luck against its expectation (Crésus, Big
    Money), what the human's decisions lost, and in FOR-EX the conversion per currency."""
    cresus = why_won(play(seed=6).game, 0)
    assert cresus[0] == "Why you won: 4 luxury cards, 58 M against 3 luxury cards, 85 M for " \
        "Crassus."
    assert cresus[1].startswith("Luck (what chance paid against its expectation): you -28 M")
    bm = why_won(play_other("bigmoney", seed=3).game, 0)
    assert bm[0] == "Why Rival 1 won: 350 Z against 331 Z for Rival 3."
    assert "luck gave you -87 Z; your decisions lost 210 Z" in bm[2]
    from cresus_tui.play.forex.teller import conversion_lines

    fx = why_won(play_other("forex", seed=3, players=3).game, 0, conversion_lines)
    assert fx[0] == "Why Rival 1 won: 12 USD against 10 USD for Rival 2."
    assert fx[1].endswith("6 GBP → 6, 4 EUR → 1, 4 USD → 4, 2 JPY → 0, 4 CAD → 1, "
                          "4 CNY → 0 = 12 USD.")


def test_no_words_before_the_end() -> None:
    game, _ = new_game(GameConfig(tuple(SeatConfig(n) for n in "AB"), 1))
    assert why_won(game, 0) == []
