"""FOR-EX's lesson by doing: a scripted two-player game (fixed seed, first player and
removed certificates, GameConfig's ``first_player`` / ``removed``) in which you strengthen a
currency, break a dividend tie, make a contract that gains from the rates, collect a dividend
and see the final conversion into the Strongest currency."""

from __future__ import annotations

from dataclasses import dataclass, field

from cresus_tui.games.forex import GameConfig, SeatConfig
from cresus_tui.games.forex.state import Scenario
from cresus_tui.i18n import tr, tr_lazy


@dataclass(frozen=True)
class Step:
    """One step of a lesson: the coach's ``text`` (markup; `code` spans are commands; texts
    are ``tr_lazy`` constants, shown in the current language), the one command it asks for
    (``command``, in English: the runner shows it in the player's language, and the French
    words are accepted too; "" for a read-only step passed with Enter), ``after``:
    what the coach says once it is done, the rule ids it teaches, and ``why``: when the hint
    (the evaluator's best move) would type another command, why the lesson asks for this one."""

    text: str
    command: str = ""
    after: str = ""
    rule_ids: tuple[str, ...] = ()
    why: str = ""

    @property
    def read_only(self) -> bool:
        return not self.command

    @property
    def hint(self) -> str:
        return self.command or "next"


@dataclass(frozen=True)
class Lesson:
    """A FOR-EX lesson: its steps, the scripted rivals' commands (in the order they play,
    "resolve" once the script runs out) and the set-up."""

    id: str
    title: str
    summary: str
    steps: tuple[Step, ...]
    rival_commands: tuple[str, ...] = ()
    rule_ids: tuple[str, ...] = ()
    seed: int = 11
    names: tuple[str, ...] = ("You", "Sterling")
    first_player: int = 0
    removed: tuple[int, ...] = (0, 1, 1, 1, 1, 1, 1)
    coach: bool = False
    game: str = field(default="forex")
    scenario: Scenario | None = None

    def config(self) -> GameConfig:
        # the player's name in the current language ("You", "Vous"): a lesson's progress keeps
        # no name, its steps replay
        seats = tuple([SeatConfig(tr(self.names[0]), "human")]
                      + [SeatConfig(n, "rival", "normal") for n in self.names[1:]])
        return GameConfig(seats, self.seed, self.first_player, self.removed, self.scenario)


CURRENCIES = Lesson(
    id="forex-currencies",
    title=tr_lazy("FOR-EX: rates, contracts and the Strongest"),
    summary=tr_lazy("FOR-EX by doing: strengthen a currency, a contract, a dividend, the final "
                    "conversion."),
    rule_ids=("F-3.1", "F-3.5"),
    steps=(
        Step(tr_lazy("Welcome to [b]FOR-EX[/b]. Seven currencies are worth something only "
                     "against each other. The [b]pair table[/b] on the right reads row against "
                     "column: `+1.5` in row GBP, column EUR means one GBP is worth 1.5 EUR; `-r` "
                     "means the row is the weaker. The last column counts each currency's "
                     "[b]wins[/b]: GBP is stronger in all 6 pairs. Press Enter."),
             rule_ids=("F-3.1", "F-3.5", "F-18.3")),
        Step(tr_lazy("Buying a [b]certificate[/b] costs 2 units of its currency and "
                     "[b]strengthens[/b] it: each of its six pairs moves one box its way. CNY is "
                     "the weakest (0 wins). Type `invest CNY`."), "invest CNY",
             tr_lazy("CNY moved up one box against every currency: GBP–CNY went from 1:4 to "
                     "1:3.5. Your CNY certificate will also earn dividends."),
             ("F-9.1", "F-5.1", "F-5.3"),
             why=tr_lazy("CNY, the weakest, shows a strengthening most plainly.")),
        Step(tr_lazy("Sterling bought a GBP certificate. The front of the queue is the "
                     "[b]dividend stack[/b]; the first dividend pays nothing, but afterwards the "
                     "currency most held is strengthened. Type `resolve`."), "resolve",
             "", ("F-11.6", "F-12.1", "F-17.1"),
             why=tr_lazy("The lesson resolves to show a dividend and a tie choice.")),
        Step(tr_lazy("GBP and CNY tie with one certificate held each: you, who resolved, choose "
                     "which one is strengthened. Help your own: type `choose CNY`."), "choose CNY",
             tr_lazy("CNY strengthened again. The dividend stack went to the back of the queue."),
             ("F-12.4", "F-12.3", "F-17.6")),
        Step(tr_lazy("Sterling made contract A. A [b]contract[/b] fixes an exchange at today's "
                     "rate, paid only when it is resolved. CNY is rising: lock in CNY for your "
                     "GBP at today's rate. Type `contract pay GBP get CNY 1` (n counts units of "
                     "the pair's stronger currency, GBP)."), "contract pay GBP get CNY 1",
             tr_lazy("Contract B joined the back of the queue. Nothing is paid yet, and the "
                     "amounts stay fixed whatever the rates do."), ("F-8.1", "F-8.2", "F-8.3"),
             why=tr_lazy("The lesson makes one small contract to show how a contract works.")),
        Step(tr_lazy("Sterling resolved the second dividend: 2 per certificate — your CNY "
                     "certificate paid you 2 CNY (see the story) — and, in the tie, strengthened "
                     "CNY. The front is now Sterling's contract A. Anyone may resolve anyone's "
                     "item: type `resolve`."), "resolve",
             tr_lazy("Sterling paid and received the amounts fixed in A. Then Sterling resolved "
                     "your contract B."), ("F-12.1", "F-11.1", "F-11.2"),
             why=tr_lazy("The lesson resolves to move the queue on to the end of the game.")),
        Step(tr_lazy("Your contract B paid 1 GBP and gave you 3.5 CNY, as fixed. GBP–CNY is now "
                     "1:3: one GBP would buy only 3 CNY today, so the contract gained you half a "
                     "CNY. Resolve the next dividend: type `resolve`."), "resolve", "",
             ("F-11.2", "F-12.1"),
             why=tr_lazy("The lesson resolves to move the queue on to the end of the game.")),
        Step(tr_lazy("Another tie: type `choose CNY`."), "choose CNY", "", ("F-12.4",)),
        Step(tr_lazy("Sterling resolved the fourth dividend. One dividend is left, at the front "
                     "of the queue. Resolving the final dividend ends the turns; the end phase "
                     "resolves what is left, then all money is converted into the "
                     "[b]Strongest[/b] currency (most wins) and the richest wins. Type `resolve`."),
             "resolve", "",
             ("F-12.5", "F-13.1"),
             why=tr_lazy("The lesson resolves to show the end of a game.")),
        Step(tr_lazy("The last tie of the game: type `choose CNY`."), "choose CNY", "",
             ("F-12.4", "F-14.1"),
             why=tr_lazy("Choosing GBP, Sterling's currency and the Strongest, would help "
                         "Sterling; the lesson lifts your CNY to show the choice, though CNY "
                         "stays far too weak to count.")),
        Step(tr_lazy("The game is over. Every amount was converted into the Strongest currency "
                     "at the final rates, each currency's fraction dropped; the ranking is in "
                     "the story and in the board's ◆ column: Sterling's GBP, the Strongest, won "
                     "this time — its money sat in the Strongest, while your CNY stayed weak and "
                     "your other currencies, 2 units each, rounded down to almost nothing. That "
                     "is FOR-EX: move the rates with certificates, lock in rates with contracts, "
                     "and keep enough money for what you owe. Press Enter."),
             rule_ids=("F-14.2", "F-14.3")),
    ),
    rival_commands=("invest GBP", "contract pay EUR get GBP 1", "resolve", "choose CNY"),
)

H = 2
"""Half-units per unit: a scenario's money is in half-units (2 h = 1 unit)."""


def units(*amounts: float) -> tuple[int, ...]:
    """Seven amounts in units (GBP EUR USD CHF JPY CAD CNY) as the scenario's half-units."""
    return tuple(int(a * H) for a in amounts)


SPOT = Lesson(
    id="forex-spot",
    title=tr_lazy("FOR-EX: spot trades"),
    summary=tr_lazy("Trade one unit with another player at today's rate before your action, to "
                    "pay for what you want."),
    rule_ids=("F-7.1", "F-7.2", "F-7.3", "F-7.4"),
    scenario=Scenario(money=(units(2, 2, 2, 2, 2, 2, 0), units(2, 2, 2, 2, 2, 2, 8))),
    steps=(
        Step(tr_lazy("A [b]spot trade[/b] swaps money with another player, before your action, "
                     "at today's rate. You hold [b]no CNY[/b] (`look`, or the board), so you "
                     "cannot buy a CNY certificate, which costs 2 CNY. Sterling holds 8 CNY. "
                     "Press Enter."),
             rule_ids=("F-7.1", "F-6.1")),
        Step(tr_lazy("A spot trade is always 1 unit of the pair's stronger currency against its "
                     "value in the weaker: GBP–CNY is 1:4, so 1 GBP for 4 CNY. Offer it to "
                     "player 2, Sterling: type `spot 2 give GBP get CNY`."),
             "spot 2 give GBP get CNY",
             tr_lazy("Sterling [b]refused[/b]: a partner is free to. A refused offer does not "
                     "use up your spot trade: you may offer again, other currencies or another "
                     "partner."),
             ("F-7.2", "F-7.3", "F-7.4"),
             why=tr_lazy("The hint does not weigh spot trades; this one brings the CNY that the "
                         "certificate needs.")),
        Step(tr_lazy("Try EUR instead: EUR–CNY is 1:3.5, so 1 EUR buys 3.5 CNY. Type `spot 2 "
                     "give EUR get CNY`."), "spot 2 give EUR get CNY",
             tr_lazy("Sterling accepted: you gave 1 EUR and got 3.5 CNY. No rate moved and the "
                     "bank was not involved. That was your one spot trade this turn: now the "
                     "action."),
             ("F-7.2", "F-7.4"),
             why=tr_lazy("The hint does not weigh spot trades; this one brings the CNY that the "
                         "certificate needs.")),
        Step(tr_lazy("With 3.5 CNY you can pay for the certificate: type `invest CNY`. Buying it "
                     "strengthens CNY, the weakest currency."), "invest CNY",
             tr_lazy("You paid 2 CNY; CNY moved one box up in each of its six pairs."),
             ("F-9.1", "F-5.1"),
             why=tr_lazy("The spot trade was made to pay for this certificate.")),
        Step(tr_lazy("Spot trades never move a rate; they only change which currencies you hold. "
                     "Use them to pay for a certificate, or before a contract or a loan is "
                     "resolved. Press Enter to finish."), rule_ids=("F-7.3", "F-5.3")),
    ),
    rival_commands=("refuse", "accept", "resolve"),
)

LOANS = Lesson(
    id="forex-loans",
    title=tr_lazy("FOR-EX: contracts, loans and bankruptcy"),
    summary=tr_lazy("A contract you cannot pay becomes a loan; a loan you cannot repay is "
                    "bankruptcy, and the game ends."),
    rule_ids=("F-8.1", "F-11.2", "F-11.3", "F-11.5", "F-15.1"),
    scenario=Scenario(money=(units(1, 2, 2, 2, 2, 2, 2), units(2, 2, 2, 0, 2, 2, 2)),
                      certs=((2, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0))),
    steps=(
        Step(tr_lazy("A [b]contract[/b] fixes an exchange at today's rate; nothing is paid until "
                     "it is resolved. You hold only [b]1 GBP[/b] — and 2 GBP certificates, which "
                     "will pay GBP dividends. Make a contract you cannot pay yet: `contract pay "
                     "GBP get CNY 2` (pay 2 GBP, get 8 CNY at GBP–CNY 1:4)."),
             "contract pay GBP get CNY 2",
             tr_lazy("Contract A joined the back of the queue, behind the dividend stack. No "
                     "money moved."), ("F-8.1", "F-8.2", "F-8.3"),
             why=tr_lazy("The hint never makes a contract it cannot pay; this one is made to "
                         "show what then happens.")),
        Step(tr_lazy("Sterling resolved the first dividend (it pays nothing; GBP, the most held, "
                     "was strengthened). Your contract A is now at the front. You hold 1 GBP of "
                     "the 2 it needs. Type `resolve`."), "resolve",
             "", ("F-11.1", "F-11.2"),
             why=tr_lazy("Resolving lets your own contract fail, on purpose, to show a loan.")),
        Step(tr_lazy("You could not pay, so you paid [b]nothing[/b] but still received the 8 "
                     "CNY; the debt plus 1 unit — [b]3 GBP[/b] — became [b]loan A[/b], at the "
                     "back of the queue. A loan must be repaid in full when it is resolved, or "
                     "its owner is bankrupt. Press Enter."), rule_ids=("F-11.3", "F-11.5")),
        Step(tr_lazy("Sterling made contract B, paying CHF — and Sterling holds no CHF. The "
                     "dividend stack is at the front: resolving it pays 2 per certificate, 4 GBP "
                     "for your two GBP certificates. Type `resolve`."), "resolve",
             tr_lazy("You received 4 GBP: 5 GBP in hand, enough for the 3 GBP of loan A."),
             ("F-12.1",),
             why=tr_lazy("The lesson resolves to show a dividend bringing the money a loan "
                         "needs.")),
        Step(tr_lazy("Sterling resolved your loan A: you paid the 3 GBP and its letter is free. "
                     "Now Sterling's contract B is at the front; Sterling cannot pay it. Type "
                     "`resolve`."),
             "resolve", why=tr_lazy("Resolving Sterling's contract now shows a rival's loan and "
                                    "its bankruptcy two turns later."),
             after=tr_lazy("Sterling received its GBP but paid nothing: B became Sterling's "
                           "loan, 1 unit more than the contract, at the back of the queue."),
             rule_ids=("F-11.3",)),
        Step(tr_lazy("Sterling resolved the third dividend. Sterling's loan B is at the front "
                     "and Sterling still holds no CHF. Type `resolve`."), "resolve",
             tr_lazy("Sterling could not repay the loan in full: Sterling is [b]bankrupt[/b] and "
                     "the game ended at once. A bankrupt player ranks last whatever its money."),
             ("F-11.5", "F-15.1", "F-15.2")),
        Step(tr_lazy("Only a loan can bankrupt, never a contract directly. Before you make a "
                     "contract, ask where the money will come from when it is resolved: a "
                     "dividend, a spot trade, another contract. Press Enter to finish."),
             rule_ids=("F-15.2",)),
    ),
    rival_commands=("resolve", "contract pay CHF get GBP 2", "resolve", "resolve"),
)

DIVEST = Lesson(
    id="forex-divest",
    title=tr_lazy("FOR-EX: divesting and follow-on sales"),
    summary=tr_lazy("Sell certificates for money; every other holder may sell too, and each sale "
                    "weakens the currency."),
    rule_ids=("F-10.1", "F-10.2", "F-10.3"),
    scenario=Scenario(certs=((0, 0, 0, 0, 3, 0, 0), (0, 0, 0, 0, 2, 0, 0)),
                      money=(units(2, 2, 2, 2, 0, 2, 2), units(2, 2, 2, 2, 2, 2, 2))),
    steps=(
        Step(tr_lazy("[b]Divest[/b]: sell one or more certificates of one currency; each brings "
                     "2 units of it from the bank and leaves the game for good. You hold 3 JPY "
                     "certificates and no JPY money; Sterling holds 2 JPY certificates. JPY–CAD "
                     "is 1:1.5 (JPY the stronger). Press Enter."), rule_ids=("F-10.1",)),
        Step(tr_lazy("Sell two: type `divest JPY 2`."), "divest JPY 2", why=tr_lazy("The lesson "
                                                                                    "sells to "
                                                                                    "show a "
                                                                                    "divest and "
                                                                                    "its "
                                                                                    "follow-on "
                                                                                    "sale; the "
                                                                                    "hint would "
                                                                                    "rather keep "
                                                                                    "the "
                                                                                    "certificates, "
                                                                                    "which pay "
                                                                                    "dividends."),
             after=tr_lazy("You received 4 JPY. JPY was weakened once per certificate sold, "
                           "right after your sale. Then Sterling, the next holder, was asked "
                           "whether to sell too."),
             rule_ids=("F-10.1", "F-10.3", "F-5.2")),
        Step(tr_lazy("Sterling followed with 1 certificate, at the rates your sale left: three "
                     "steps, and CAD is now the stronger of JPY–CAD. Then, on its own turn, "
                     "Sterling sold its last one — a fourth step — and you, holding one, are "
                     "asked whether to follow, at today's weaker rate: each holder is asked "
                     "once, clockwise from the seller. Sold certificates never return to the "
                     "supply. Press Enter."),
             rule_ids=("F-10.2", "F-10.3")),
        Step(tr_lazy("Sell your last one too: `sell 1` (`sell 0` would keep it)."), "sell 1",
             why=tr_lazy("Keeping it is worth a little more here; the lesson sells to show a "
                         "follow-on sale."),
             after=tr_lazy("You received 2 JPY; JPY was weakened once more. A divest turns "
                           "certificates into money at once, but every sale lowers the currency "
                           "for all who still hold it, and its money."),
             rule_ids=("F-10.2", "F-10.3")),
        Step(tr_lazy("Sell early, before the others, and you sell at the better rate; follow "
                     "when the currency is falling anyway. Press Enter to finish."),
             rule_ids=("F-10.3",)),
    ),
    rival_commands=("sell 1", "divest JPY 1"),
)

DIVIDENDS = Lesson(
    id="forex-dividends",
    title=tr_lazy("FOR-EX: dividends, the 8 box and strengthening"),
    summary=tr_lazy("Certificates pay dividends in their currency, except on an 8 box; then the "
                    "most held currency is strengthened."),
    rule_ids=("F-12.1", "F-12.2", "F-12.4", "F-3.6"),
    scenario=Scenario(certs=((0, 1, 0, 0, 0, 0, 2), (2, 0, 1, 0, 0, 0, 0)),
                      dividends_paid=1, weaken=(6, 6, 6)),
    steps=(
        Step(tr_lazy("A [b]dividend[/b] pays each player, per certificate, the card's amount in "
                     "the certificate's currency: this one pays 2. CNY has been weakened to the "
                     "[b]8 box[/b] (GBP–CNY 1:8, a `*` in the pair table): its certificates pay "
                     "[b]nothing[/b] while it is there. You hold 2 CNY and 1 EUR certificates. "
                     "Press Enter."), rule_ids=("F-12.1", "F-12.2", "F-3.6")),
        Step(tr_lazy("Type `resolve` to resolve the dividend."), "resolve",
             "", ("F-12.1", "F-12.2"),
             why=tr_lazy("The lesson resolves now to show the 8 box and the tie at work.")),
        Step(tr_lazy("Your EUR certificate paid 2 EUR; your CNY certificates paid nothing. After "
                     "payment the currency most held by all players is strengthened: GBP and CNY "
                     "tie with 2 each, so you, who resolved, choose. Lift CNY off the 8 box: "
                     "`choose CNY`."),
             "choose CNY", tr_lazy("CNY moved one box up in every pair: GBP–CNY is 1:6 now, off "
                                   "the 8 box."), ("F-12.4", "F-17.6", "F-5.1")),
        Step(tr_lazy("Sterling bought a GBP certificate: GBP was strengthened and GBP–CNY is "
                     "back at 1:8 — CNY is on the 8 box again — and GBP is held 3 times. Buy a "
                     "CNY certificate: it lifts CNY off the 8 box before the next dividend and "
                     "matches GBP's 3: `invest CNY`."), "invest CNY", "", ("F-9.1", "F-9.3"),
             why=tr_lazy("The lesson buys CNY to show a dividend once off the 8 box.")),
        Step(tr_lazy("Sterling resolved the third dividend: your three CNY certificates paid 6 "
                     "CNY, now that CNY is off the 8 box. GBP and CNY tied at 3, and Sterling "
                     "chose GBP. Press Enter to finish."), rule_ids=("F-12.1", "F-12.4", "F-17.6")),
    ),
    rival_commands=("invest GBP", "resolve", "choose GBP"),
)

ENDGAME = Lesson(
    id="forex-end",
    title=tr_lazy("FOR-EX: the end phase and the conversion"),
    summary=tr_lazy("The final dividend ends the turns; the queue is resolved, then all money is "
                    "converted into the Strongest currency."),
    rule_ids=("F-12.5", "F-13.1", "F-14.1", "F-14.2", "F-14.3"),
    first_player=1,
    scenario=Scenario(money=(units(1, 6, 2, 2, 2, 2, 2), units(5, 2, 2, 2, 2, 2, 2)),
                      certs=((0, 1, 0, 0, 0, 0, 0), (1, 0, 0, 0, 0, 0, 0)),
                      dividends_paid=4, strengthen=(1,)),
    steps=(
        Step(tr_lazy("Sterling made contract A: pay 2 GBP, get 2 EUR. One dividend is left: "
                     "resolving it ends the turns; then every contract and loan left is "
                     "resolved, and all money is converted into the [b]Strongest[/b] currency, "
                     "the one with the most wins. GBP has 6 wins and EUR 5: GBP is the Strongest "
                     "today, and you hold mostly EUR. Press Enter."),
             rule_ids=("F-12.5", "F-14.1", "F-3.5")),
        Step(tr_lazy("Resolve the final dividend: `resolve`. It pays 3 per certificate: 3 EUR "
                     "for your EUR certificate, 3 GBP for Sterling's GBP one."), "resolve", "",
             ("F-12.1", "F-12.5")),
        Step(tr_lazy("EUR and GBP tie with one certificate held each, and you resolved: you "
                     "choose which is strengthened. GBP–EUR is 1:1 with GBP the stronger: "
                     "strengthening EUR makes EUR the stronger of the pair — 6 wins — and so the "
                     "Strongest. Type `choose EUR`."),
             "choose EUR", "", ("F-12.4", "F-17.6", "F-14.1")),
        Step(tr_lazy("The [b]end phase[/b] resolved Sterling's contract A without turns, then "
                     "all money was converted into EUR at the final rates, [b]each currency "
                     "rounded down on its own[/b]: your 9 EUR count 9, your 1 GBP 1, your 2 USD "
                     "and 2 CHF (at 1:2) 1 each, and 2 JPY, CAD or CNY, worth less than 1 EUR, "
                     "nothing: 12 EUR. Sterling has 12 too: the tie goes to the player holding "
                     "more certificates of the Strongest — you, with your EUR certificate. Press "
                     "Enter to finish."),
             rule_ids=("F-13.1", "F-13.2", "F-14.2", "F-14.3")),
    ),
    rival_commands=("contract pay GBP get EUR 2",),
)

LESSONS: tuple[Lesson, ...] = (CURRENCIES, SPOT, LOANS, DIVEST, DIVIDENDS, ENDGAME)


def get_lesson(lesson_id: str) -> Lesson:
    """The lesson ``lesson_id``. Raises KeyError."""
    for lesson in LESSONS:
        if lesson.id == lesson_id:
            return lesson
    raise KeyError(lesson_id)
