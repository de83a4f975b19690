"""FOR-EX's game-over words about the winner's conversion (F-14.2) read well when you won."""

from __future__ import annotations

from cresus_tui.play.forex.teller import conversion_lines
from tests.review.helpers import play_other


def test_your_money_when_you_won_and_a_rivals_otherwise() -> None:
    game = play_other("forex", seed=3, players=3).game
    win = next(seat for place, seat in game.ranking() if place == 1)
    names = ["Rival 1", "Rival 2", "Rival 3"]
    strongest = game.data.currencies[game.state.strongest]  # F-14.1
    assert strongest == "USD"
    theirs = conversion_lines(game, win, names)[0]
    assert f"{names[win]}'s money in USD, the Strongest" in theirs
    names[win] = "you"  # as why_won names the human seat
    yours = conversion_lines(game, win, names)[0]
    assert "decided it. Your money in USD, the Strongest" in yours and "you's" not in yours
