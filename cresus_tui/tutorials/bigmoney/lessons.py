"""Big Money's lessons. "The bank pays everyone": the industry die pays every owner (even on
another player's turn), keeps and rerolls, the sector bonus, a news card, buying, and when to
stop buying. Every number below comes from the scripted game (checked by the lesson's test)."""

from __future__ import annotations

from cresus_tui.games.bigmoney import Scenario
from cresus_tui.games.bigmoney.decisions import Buy, Pass, Reroll, Roll, Stop
from cresus_tui.i18n import tr_lazy

from .lesson import Lesson, Step

FIRST_TURNS = Lesson(
    id="bm-bank-pays-everyone",
    title=tr_lazy("Big Money: the bank pays everyone"),
    summary=tr_lazy("The industry die pays every owner, keeps and rerolls, buying, and when to "
                    "stop buying."),
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
        Step(tr_lazy("Welcome to [b]Big Money[/b]. Be the richest player when the [b]bank[/b] "
                     "runs dry: only cash counts at the end. The bank, top right, is the game's "
                     "clock. You start with 10 Z and a start-up card, [b]ALI-0 Food truck[/b] "
                     "(Alimentation). Press Enter."), rule_ids=("B-1.1", "B-9.1")),
        Step(tr_lazy("Your turn starts with one throw of all six dice: the [b]industry die[/b] "
                     "and five number dice. Type `roll`."), expect=Roll(), hint="roll",
             wrong=tr_lazy("First the throw: type `roll`."), rule_ids=("B-4.1",)),
        Step(tr_lazy("The industry die showed [b]Technologie[/b]. You own no Technologie card, "
                     "but Picsou owns TEC-0: the bank paid [b]Picsou[/b] 5 Z — on your turn. "
                     "Every owner of the rolled sector is paid, whoever throws. Press Enter."),
             rule_ids=("B-4.2", "B-5.1")),
        Step(tr_lazy("Your number dice show 3 3 5 1 6: [b]a pair[/b], worth 5 Z. You may reroll "
                     "twice. Keep the two 3s — dice 1 and 2 — and reroll the other three: type "
                     "`keep 1 2`."),
             expect=Reroll((0, 1)), hint="keep 1 2",
             wrong=tr_lazy("This time keep the pair of 3s: `keep 1 2` (dice are numbered 1 to 5)."),
             after=tr_lazy("Three of a kind: 3 3 3 2 4, worth 10 Z."), rule_ids=("B-7.1",)),
        Step(tr_lazy("One reroll left. Keep the three 3s (dice 1, 2 and 3) and try for a fourth: "
                     "`keep 1 2 3`. (`odds` lists every keep with its exact expected payout.)"),
             expect=Reroll((0, 1, 2)), hint="keep 1 2 3",
             wrong=tr_lazy("Keep the three 3s: `keep 1 2 3`."),
             after=tr_lazy("Four of a kind — 3 3 3 3 6: the bank pays [b]20 Z[/b]. After the "
                           "second reroll the dice are paid by themselves."),
             rule_ids=("B-7.1", "B-7.2")),
        Step(tr_lazy("Now you may buy [b]one[/b] market card. A card pays its dividend every "
                     "time its sector is rolled — on anyone's turn. Holding several cards of one "
                     "sector adds a [b]bonus[/b] (2 cards +3 Z). Buy the Boulangerie, ALI-1, in "
                     "slot 3: `buy 3`."),
             expect=Buy(2), hint="buy 3", wrong=tr_lazy("Buy the Alimentation card of slot 3: "
                                                        "`buy 3`."),
             why=tr_lazy("The Boulangerie shows the sector bonus at work; the hint's Chaîne "
                         "d'hôtels is worth a little more over the game."),
             after=tr_lazy("Two Alimentation cards now: 5 + 5 Z + a 3 Z bonus when Alimentation "
                           "is rolled."), rule_ids=("B-8.1", "B-5.2")),
        Step(tr_lazy("Picsou played: its industry die showed [b]Alimentation[/b], and the bank "
                     "paid [b]you 13 Z[/b] (ALI-0 5 + ALI-1 5 + bonus 3) on Picsou's turn. Cards "
                     "work for you all the time. Press Enter."), rule_ids=("B-5.1", "B-5.2")),
        Step(tr_lazy("Your turn again: `roll`."), expect=Roll(), hint="roll",
             wrong=tr_lazy("Throw the dice: `roll`.")),
        Step(tr_lazy("[b]News[/b]: Marché haussier paid everyone 1 Z per card (most news is "
                     "bad). Your dice 2 3 4 5 6: a [b]large straight[/b], 20 Z — keep it: type "
                     "`stop`."),
             expect=Stop(), hint="stop", wrong=tr_lazy("Keep your 20 Z: type `stop`."),
             rule_ids=("B-6.1", "B-7.2")),
        Step(tr_lazy("When to stop buying? A card pays back only if its sector comes up often "
                     "enough before the bank runs dry (1 chance in 6 each turn). Early, with a "
                     "full bank, buying pays: buy Réseau 5G, TEC-3, in slot 2 — `buy 2`. `hint` "
                     "weighs every card against the turns left."), expect=Buy(1), hint="buy 2",
             wrong=tr_lazy("Buy the Technologie card of slot 2: `buy 2`."), rule_ids=("B-8.1",),
             why=tr_lazy("Réseau 5G is worth exactly as much to you as the hint's Chaîne "
                         "d'hôtels (same price, same dividend, no bonus either way); the hint "
                         "takes the lower slot.")),
        Step(tr_lazy("Near the end — a bank low against what a round pays out — a card has too "
                     "few rolls left to pay back its price: `pass`. Once the bank cannot pay, "
                     "the end is [b]triggered[/b]: the round is completed, the bank pays only "
                     "what comes back into it, and cards are worth nothing. Then never buy. The "
                     "richest player wins; ties share the place. Press Enter to finish."),
             rule_ids=("B-9.1", "B-9.4", "B-9.5")),
    ),
)

DIVIDENDS = Lesson(
    id="bm-dividends-bonus",
    title=tr_lazy("Big Money: dividends and the sector bonus"),
    summary=tr_lazy("Every owner of the rolled sector is paid: assets their price, stocks twice "
                    "once, and a bonus for several cards of one sector."),
    rule_ids=("B-5.1", "B-5.2", "B-5.3", "B-5.4"),
    scenario=Scenario(
        startups=("ALI-0", "SPO-0"),
        cards=(("ALI-1", "ALI-S10"), ("ALI-2",)),
        market_deck=("ALI-3", "TEC-4", "VOY-3", "DIV-1", "VOY-1"),
        # you: industry 3 (Alimentation), 2 3 4 5 6; Picsou: industry 3 again, 1 2 2 4 6
        dice=(3, 2, 3, 4, 5, 6, 3, 1, 2, 2, 4, 6),
    ),
    steps=(
        Step(tr_lazy("Whenever the industry die shows a sector, the bank pays [b]every[/b] owner "
                     "of that sector, whoever threw. You own three Alimentation cards: the Food "
                     "truck (start-up, 5 Z), the Boulangerie (asset, 5 Z) and a [b]stock[/b], "
                     "Certificat Alimentation 10. Picsou owns the Bar à jus. Press Enter."),
             rule_ids=("B-5.1", "B-2.3")),
        Step(tr_lazy("Type `roll`."), expect=Roll(), hint="roll", wrong=tr_lazy("Throw the dice: "
                                                                                "`roll`."),
             rule_ids=("B-4.1", "B-4.2")),
        Step(tr_lazy("[b]Alimentation[/b]! You were paid [b]36 Z[/b]: 5 + 5 for the two assets, "
                     "[b]20[/b] for the stock (twice its price, once: it went to the discard "
                     "pile right after) and a [b]sector bonus of 6 Z[/b] for holding 3 cards of "
                     "the sector (2 cards +3, 3 cards +6, 4 or more +10). Picsou got 5 Z for its "
                     "Bar à jus. Press Enter."), rule_ids=("B-5.2", "B-5.3")),
        Step(tr_lazy("Your dice 2 3 4 5 6 are a [b]large straight[/b], 20 Z: keep them, `stop`."),
             expect=Stop(), hint="stop", wrong=tr_lazy("Keep your 20 Z: type `stop`."),
             rule_ids=("B-7.2",)),
        Step(tr_lazy("Buy the Chaîne de pizzerias, ALI-3, in slot 1: `buy 1`. It pays 10 Z every "
                     "Alimentation roll, and with it you hold 3 Alimentation cards again: the "
                     "bonus stays at 6 Z."), expect=Buy(0), hint="buy 1",
             wrong=tr_lazy("Buy the Alimentation card of slot 1: `buy 1`."),
             rule_ids=("B-8.1", "B-5.2", "B-5.4")),
        Step(tr_lazy("Picsou threw Alimentation too: on [b]Picsou's[/b] turn the bank paid you "
                     "[b]26 Z[/b] (5 + 5 + 10 + the 6 Z bonus) — the new card counted at once, "
                     "on the next roll. A card works on everyone's turn, 1 chance in 6 each "
                     "time; a stock pays more but only once. Press Enter to finish."),
             rule_ids=("B-5.1", "B-5.4")),
    ),
)

NEWS = Lesson(
    id="bm-news",
    title=tr_lazy("Big Money: news cards"),
    summary=tr_lazy("The industry die's sixth face draws a news card: mostly bad news, that hits "
                    "whole sectors, stocks or the biggest holders."),
    rule_ids=("B-6.1", "B-6.2"),
    scenario=Scenario(
        startups=("TEC-0", "SPO-0"),
        cards=(("TEC-3", "TEC-S10"), ("SPO-1", "SPO-2", "SPO-3", "DIV-1")),
        market_deck=("VOY-3", "ALI-1", "DIV-3", "VOY-1", "ALI-3"),
        news_deck=("N01", "N07"),
        cash=(30, 40),
        # you: industry 6 (news), 2 3 4 5 6; Picsou: industry 6 (news), 1 2 2 4 6
        dice=(6, 2, 3, 4, 5, 6, 6, 1, 2, 2, 4, 6),
    ),
    steps=(
        Step(tr_lazy("One face of the industry die shows [b]NEWS[/b]: the top news card is drawn "
                     "and applied to everyone at once. You own three Technologie cards, one of "
                     "them a stock (Certificat Technologie 10); Picsou owns five cards. Type "
                     "`roll`."),
             expect=Roll(), hint="roll", wrong=tr_lazy("Throw the dice: `roll`."),
             rule_ids=("B-4.2", "B-6.1")),
        Step(tr_lazy("News: [b]Bulle technologique[/b] (Tech Bubble): each player paid 3 Z per "
                     "Technologie card — you 9 Z, Picsou nothing — and every Technologie stock "
                     "was discarded [b]without payout[/b]: your certificate is gone. Most news "
                     "is bad; start-ups are never discarded. Press Enter."),
             rule_ids=("B-6.1", "B-6.2")),
        Step(tr_lazy("Your dice 2 3 4 5 6 are a large straight, 20 Z: `stop`."), expect=Stop(),
             hint="stop", wrong=tr_lazy("Keep your 20 Z: type `stop`."), rule_ids=("B-7.2",)),
        Step(tr_lazy("Spread your cards: a Voyage card, not a fourth Technologie one, is safe "
                     "from the next Technologie slump. Buy the Chaîne d'hôtels, VOY-3, in slot "
                     "1: `buy 1`."),
             expect=Buy(0), hint="buy 1", wrong=tr_lazy("Buy the Voyage card of slot 1: `buy 1`."),
             rule_ids=("B-8.1",)),
        Step(tr_lazy("Picsou threw NEWS too: [b]Amende antitrust[/b] (Antitrust Fine) — the "
                     "player with the most cards pays 10 Z: Picsou, with five. Holding many "
                     "cards pays dividends but draws some fines. The 15 news cards are listed "
                     "with `rules B-6.2`. Press Enter to finish."), rule_ids=("B-6.2",)),
    ),
)

BANK_END = Lesson(
    id="bm-bank-end",
    title=tr_lazy("Big Money: the bank's end and the last round"),
    summary=tr_lazy("When the bank cannot pay in full the end is triggered: the round is "
                    "finished, cards are worth nothing, only cash counts."),
    rule_ids=("B-1.2", "B-9.1", "B-9.2", "B-9.3", "B-9.4", "B-9.5"),
    scenario=Scenario(
        startups=("TEC-0", "VOY-0"),
        cards=(("TEC-3",), ("VOY-3",)),
        market_deck=("ALI-1", "DIV-3", "SPO-1", "VOY-1", "ALI-3"),
        cash=(60, 70),
        bank=30,
        # you: industry 1 (Technologie), 2 3 4 5 6; Picsou: industry 2 (Voyage), 1 1 3 4 6
        dice=(1, 2, 3, 4, 5, 6, 2, 1, 1, 3, 4, 6),
    ),
    steps=(
        Step(tr_lazy("The [b]bank[/b] is the game's clock: it holds only [b]30 Z[/b] (top "
                     "right). You have 60 Z, Picsou 70 Z. Type `roll`."),
             expect=Roll(), hint="roll",
             wrong=tr_lazy("Throw the dice: `roll`."), rule_ids=("B-1.2", "B-9.1")),
        Step(tr_lazy("Technologie: the bank paid your 18 Z dividend (5 + 10 + the 3 Z bonus); it "
                     "holds 12 Z now. Your dice 2 3 4 5 6 are a large straight, 20 Z — more than "
                     "the bank holds. Take it: `stop`."), expect=Stop(), hint="stop",
             wrong=tr_lazy("Take your straight: type `stop`."), rule_ids=("B-5.2", "B-7.2")),
        Step(tr_lazy("The bank owed you 20 Z and had 12: you got the 12, the other 8 Z are lost, "
                     "and the end is [b]triggered[/b]. The round is completed so that everyone "
                     "plays as many turns: Picsou still plays, then the game ends. Only cash "
                     "counts; cards are worth nothing now. Press Enter."),
             rule_ids=("B-9.1", "B-9.2", "B-9.3")),
        Step(tr_lazy("Buy nothing: a card cannot pay back any more, and the money you paid would "
                     "go back into the bank, where Picsou's turn could win it. Type `pass`."),
             expect=Pass(), hint="pass", wrong=tr_lazy("Keep your cash: type `pass`."),
             rule_ids=("B-9.4", "B-9.5")),
        Step(tr_lazy("Picsou threw Voyage: it was owed 18 Z, but the empty bank paid nothing, "
                     "nor its dice. The round is over, and so is the game: the most cash wins, "
                     "and tied players share the victory. Press Enter to finish."),
             rule_ids=("B-9.3", "B-9.4", "B-9.5")),
    ),
)

LESSONS: tuple[Lesson, ...] = (FIRST_TURNS, DIVIDENDS, NEWS, BANK_END)


def get_lesson(lesson_id: str) -> Lesson:
    """The lesson ``lesson_id``. Raises KeyError."""
    for lesson in LESSONS:
        if lesson.id == lesson_id:
            return lesson
    raise KeyError(f"no Big Money lesson {lesson_id!r}")
