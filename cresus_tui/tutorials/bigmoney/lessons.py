"""Big Money's lessons. "The bank pays everyone": the industry die pays every owner (even on
another player's turn), keeps and rerolls, the sector bonus, a news card, buying, and when to
stop buying. Every number below comes from the scripted game (checked by the lesson's test)."""

from __future__ import annotations

from cresus_tui.games.bigmoney import Scenario
from cresus_tui.games.bigmoney.decisions import Buy, Reroll, Roll, Stop

from .lesson import Lesson, Step

FIRST_TURNS = Lesson(
    id="bm-bank-pays-everyone",
    title="Big Money: the bank pays everyone",
    summary="The industry die pays every owner, keeps and rerolls, buying, and when to stop "
            "buying.",
    rule_ids=("B-1.1", "B-4.1", "B-4.2", "B-5.1", "B-5.2", "B-6.1", "B-7.1", "B-7.2", "B-8.1",
              "B-9.1", "B-9.4", "B-9.5"),
    scenario=Scenario(
        startups=("ALI-0", "TEC-0"),
        market_deck=("VOY-3", "TEC-3", "ALI-1", "SPO-S10", "DIV-1", "VOY-1"),
        news_deck=("N13",),
        # your throw: industry 1 (Technologie), then 3 3 5 1 6; rerolls 3 2 4, then 3 6;
        # Picsou: industry 3 (Alimentation), 1 2 2 4 6; you: industry 6 (News), 2 3 4 5 6
        dice=(1, 3, 3, 5, 1, 6, 3, 2, 4, 3, 6, 3, 1, 2, 2, 4, 6, 6, 2, 3, 4, 5, 6),
    ),
    steps=(
        Step("Welcome to [b]Big Money[/b]. Be the richest player when the [b]bank[/b] runs "
             "dry: only cash counts at the end. The bank, top right, is the game's clock. "
             "You start with 10 Z and a start-up card, [b]ALI-0 Food truck[/b] "
             "(Alimentation). Press Enter.", rule_ids=("B-1.1", "B-9.1")),
        Step("Your turn starts with one throw of all six dice: the [b]industry die[/b] and "
             "five number dice. Type `roll`.", expect=Roll(), hint="roll",
             wrong="First the throw: type `roll`.", rule_ids=("B-4.1",)),
        Step("The industry die showed [b]Technologie[/b]. You own no Technologie card, but "
             "Picsou owns TEC-0: the bank paid [b]Picsou[/b] 5 Z — on your turn. Every owner of "
             "the rolled sector is paid, whoever throws. Press Enter.",
             rule_ids=("B-4.2", "B-5.1")),
        Step("Your number dice show 3 3 5 1 6: [b]a pair[/b], worth 5 Z. You may reroll twice. "
             "Keep the two 3s — dice 1 and 2 — and reroll the other three: type `keep 1 2`.",
             expect=Reroll((0, 1)), hint="keep 1 2",
             wrong="This time keep the pair of 3s: `keep 1 2` (dice are numbered 1 to 5).",
             after="Three of a kind: 3 3 3 2 4, worth 10 Z.", rule_ids=("B-7.1",)),
        Step("One reroll left. Keep the three 3s (dice 1, 2 and 3) and try for a fourth: "
             "`keep 1 2 3`. (`odds` lists every keep with its exact expected payout.)",
             expect=Reroll((0, 1, 2)), hint="keep 1 2 3",
             wrong="Keep the three 3s: `keep 1 2 3`.",
             after="Four of a kind — 3 3 3 3 6: the bank pays [b]20 Z[/b]. After the second "
                   "reroll the dice are paid by themselves.", rule_ids=("B-7.1", "B-7.2")),
        Step("Now you may buy [b]one[/b] market card. A card pays its dividend every time its "
             "sector is rolled — on anyone's turn. Holding several cards of one sector adds a "
             "[b]bonus[/b] (2 cards +3 Z). Buy the Boulangerie, ALI-1, in slot 3: `buy 3`.",
             expect=Buy(2), hint="buy 3", wrong="Buy the Alimentation card of slot 3: `buy 3`.",
             after="Two Alimentation cards now: 5 + 5 Z + a 3 Z bonus when Alimentation is "
                   "rolled.", rule_ids=("B-8.1", "B-5.2")),
        Step("Picsou played: its industry die showed [b]Alimentation[/b], and the bank paid "
             "[b]you 13 Z[/b] (ALI-0 5 + ALI-1 5 + bonus 3) on Picsou's turn. Cards work for you "
             "all the time. Press Enter.", rule_ids=("B-5.1", "B-5.2")),
        Step("Your turn again: `roll`.", expect=Roll(), hint="roll",
             wrong="Throw the dice: `roll`."),
        Step("[b]News[/b]: Marché haussier paid everyone 1 Z per card (most news is bad). "
             "Your dice 2 3 4 5 6: a [b]large straight[/b], 20 Z — keep it: type `stop`.",
             expect=Stop(), hint="stop", wrong="Keep your 20 Z: type `stop`.",
             rule_ids=("B-6.1", "B-7.2")),
        Step("When to stop buying? A card pays back only if its sector comes up often enough "
             "before the bank runs dry (1 chance in 6 each turn). Early, with a full bank, "
             "buying pays: buy Réseau 5G, TEC-3, in slot 2 — `buy 2`. `hint` weighs every card "
             "against the turns left.", expect=Buy(1), hint="buy 2",
             wrong="Buy the Technologie card of slot 2: `buy 2`.", rule_ids=("B-8.1",)),
        Step("Near the end — a bank low against what a round pays out — a card has too few "
             "rolls left to pay back its price: `pass`. Once the bank cannot pay, the end is "
             "[b]triggered[/b]: the round is completed, the bank pays only what comes back into "
             "it, and cards are worth nothing. Then never buy. The richest player wins; ties "
             "share the place. Press Enter to finish.", rule_ids=("B-9.1", "B-9.4", "B-9.5")),
    ),
)

LESSONS: tuple[Lesson, ...] = (FIRST_TURNS,)


def get_lesson(lesson_id: str) -> Lesson:
    """The lesson ``lesson_id``. Raises KeyError."""
    for lesson in LESSONS:
        if lesson.id == lesson_id:
            return lesson
    raise KeyError(f"no Big Money lesson {lesson_id!r}")
