"""FOR-EX's lesson by doing: a scripted two-player game (fixed seed, first player and
removed certificates, GameConfig's ``first_player`` / ``removed``) in which you strengthen a
currency, break a dividend tie, make a contract that gains from the rates, collect a dividend
and see the final conversion into the Strongest currency."""

from __future__ import annotations

from dataclasses import dataclass, field

from cresus_tui.games.forex import GameConfig, SeatConfig


@dataclass(frozen=True)
class Step:
    """One step of a lesson: the coach's ``text`` (markup; `code` spans are commands), the one
    command it asks for (``command``; "" for a read-only step passed with Enter), ``after``:
    what the coach says once it is done, and the rule ids it teaches."""

    text: str
    command: str = ""
    after: str = ""
    rule_ids: tuple[str, ...] = ()

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

    def config(self) -> GameConfig:
        seats = tuple([SeatConfig(self.names[0], "human")]
                      + [SeatConfig(n, "rival", "normal") for n in self.names[1:]])
        return GameConfig(seats, self.seed, self.first_player, self.removed)


CURRENCIES = Lesson(
    id="forex-currencies",
    title="FOR-EX: rates, contracts and the Strongest",
    summary="FOR-EX by doing: strengthen a currency, a contract, a dividend, the final "
            "conversion.",
    rule_ids=("F-3.1", "F-3.5"),
    steps=(
        Step("Welcome to [b]FOR-EX[/b]. Seven currencies are worth something only against "
             "each other. The [b]pair table[/b] on the right reads row against column: "
             "`+1.5` in row GBP, column EUR means one GBP is worth 1.5 EUR; `-r` means the "
             "row is the weaker. The last column counts each currency's [b]wins[/b]: GBP "
             "is stronger in all 6 pairs. Press Enter.", rule_ids=("F-3.1", "F-3.5", "F-18.3")),
        Step("Buying a [b]certificate[/b] costs 2 units of its currency and "
             "[b]strengthens[/b] it: each of its six pairs moves one box its way. CNY is the "
             "weakest (0 wins). Type `invest CNY`.", "invest CNY",
             "CNY moved up one box against every currency: GBP–CNY went from 1:4 to 1:3.5. "
             "Your CNY certificate will also earn dividends.", ("F-9.1", "F-5.1", "F-5.3")),
        Step("Sterling bought a GBP certificate. The front of the queue is the "
             "[b]dividend stack[/b]; the first dividend pays nothing, but afterwards the "
             "currency most held is strengthened. Type `resolve`.", "resolve",
             "", ("F-11.6", "F-12.1", "F-17.1")),
        Step("GBP and CNY tie with one certificate held each: you, who resolved, choose "
             "which one is strengthened. Help your own: type `choose CNY`.", "choose CNY",
             "CNY strengthened again. The dividend stack went to the back of the queue.",
             ("F-12.4", "F-12.3", "F-17.6")),
        Step("Sterling made contract A. A [b]contract[/b] fixes an exchange at today's "
             "rate, paid only when it is resolved. CNY is rising: lock in CNY for your GBP "
             "at today's rate. Type `contract pay GBP get CNY 1` (n counts units of the "
             "pair's stronger currency, GBP).", "contract pay GBP get CNY 1",
             "Contract B joined the back of the queue. Nothing is paid yet, and the amounts "
             "stay fixed whatever the rates do.", ("F-8.1", "F-8.2", "F-8.3")),
        Step("Sterling resolved the second dividend: 2 per certificate — your CNY "
             "certificate paid you 2 CNY (see the story) — and, in the tie, strengthened CNY. "
             "The front is now Sterling's contract A. Anyone may resolve anyone's item: "
             "type `resolve`.", "resolve",
             "Sterling paid and received the amounts fixed in A. Then Sterling resolved your "
             "contract B.", ("F-12.1", "F-11.1", "F-11.2")),
        Step("Your contract B paid 1 GBP and gave you 3.5 CNY, as fixed. GBP–CNY is now "
             "1:3: one GBP would buy only 3 CNY today, so the contract gained you half a CNY. "
             "Resolve the next dividend: type `resolve`.", "resolve", "",
             ("F-11.2", "F-12.1")),
        Step("Another tie: type `choose CNY`.", "choose CNY", "", ("F-12.4",)),
        Step("Sterling resolved the fourth dividend. One dividend is left, at the front of "
             "the queue. Resolving the final dividend ends the turns; the end phase resolves "
             "what is left, then all money is converted into the [b]Strongest[/b] currency "
             "(most wins) and the richest wins. Type `resolve`.", "resolve", "",
             ("F-12.5", "F-13.1")),
        Step("The last tie of the game: type `choose CNY`.", "choose CNY", "",
             ("F-12.4", "F-14.1")),
        Step("The game is over. Every amount was converted into the Strongest currency at "
             "the final rates, each currency's fraction dropped; the ranking is in the story "
             "and in the board's ◆ column: Sterling's GBP, the Strongest, won this time. That is FOR-EX: move the rates with certificates, "
             "lock in rates with contracts, and keep enough money for what you owe. Press "
             "Enter.", rule_ids=("F-14.2", "F-14.3")),
    ),
    rival_commands=("invest GBP", "contract pay EUR get GBP 1", "resolve", "choose CNY"),
)

LESSONS: tuple[Lesson, ...] = (CURRENCIES,)


def get_lesson(lesson_id: str) -> Lesson:
    """The lesson ``lesson_id``. Raises KeyError."""
    for lesson in LESSONS:
        if lesson.id == lesson_id:
            return lesson
    raise KeyError(lesson_id)
