"""The eight lessons of the Tutorials menu, each a scripted game (fixed seed, Expert pile, Crésus
deck, share piles, dice, first player) against scripted rivals, so the right action is always
possible and every run is the same.

Crésus deck indices (data file [[cresus]]): 2 Tournoi hippique, 3 Impôt sur la fortune,
8 Chance, 14 Héritage, 15 Prime de fin d'année, 16 Dividendes exceptionnels, 18 Frais de notaire.
Die faces: 0 red, 1 blue, 2 yellow, 3 green, 4 orange, 5 violet. Markets: 0 London, 1 New York,
2 Hong Kong, 3 São Paulo, 4 Sydney, 5 Tokyo.
"""

from __future__ import annotations

from ai.cresus.words import colour_name
from cresus_tui.games.cresus import Scenario
from cresus_tui.games.cresus.cards import Rules
from cresus_tui.games.cresus.decisions import (
    Answer, Bid, Buy, BuyLuxury, Decision, Done, Keep, Move, Sell, SellLuxury, Stop,
)
from cresus_tui.games.cresus.requests import Request, ThrowRequest
from cresus_tui.games.cresus.view import SeatView

from cresus_tui.i18n import N_, tr, tr_lazy, tr_n

from .lesson import Expect, Lesson, RivalSpec, Step

__all__ = ["LESSONS", "get_lesson", "lesson_ids"]

LONDON, NEW_YORK, HONG_KONG, SAO_PAULO, SYDNEY, TOKYO = range(6)
RED, BLUE, YELLOW, GREEN, ORANGE, VIOLET = range(6)


# ---- expectations ---------------------------------------------------------------------------

def bid(low: int = 0, high: int | None = None) -> Expect:
    """A Bid with low ≤ amount ≤ high."""
    if high is None:
        label = f"a bid of at least {low} M"
    elif low == high:
        label = "no bid (`pass`)" if low == 0 else f"a bid of exactly {low} M"
    else:
        label = f"a bid between {low} and {high} M"
    return Expect(lambda d, v, r: isinstance(d, Bid) and d.amount >= low
                  and (high is None or d.amount <= high), label)


def move(market: int, name: str) -> Expect:
    return Expect(lambda d, v, r: isinstance(d, Move) and d.market == market,
                  f"a move to {name}")


def move_not(market: int, name: str) -> Expect:
    return Expect(lambda d, v, r: isinstance(d, Move) and d.market != market,
                  f"a move to any market but {name}")


def answer(yes: bool, label: str) -> Expect:
    return Expect(lambda d, v, r: isinstance(d, Answer) and d.yes is yes, label)


def buy(*shares: str, label: str = "") -> Expect:
    want = set(shares)
    return Expect(lambda d, v, r: isinstance(d, Buy) and set(d.shares) == want,
                  label or ("buying " + " and ".join(shares) if shares else "buying nothing"))


def buy_including(share: str) -> Expect:
    return Expect(lambda d, v, r: isinstance(d, Buy) and share in d.shares, f"buying {share}")


def done(label: str = "`done`") -> Expect:
    return Expect(lambda d, v, r: isinstance(d, Done), label)


def luxury(count: int | None = None) -> Expect:
    if count is None:
        return Expect(lambda d, v, r: isinstance(d, BuyLuxury), "buying a luxury card")
    return Expect(lambda d, v, r: isinstance(d, BuyLuxury) and d.count == count,
                  f"buying {count} luxury card{'s' if count > 1 else ''}")


def luxury_answer() -> Expect:
    return Expect(lambda d, v, r: isinstance(d, (BuyLuxury, Done)), "`luxury` or `done`")


def keep_colour(face: int, colour: str) -> Expect:
    """Keep exactly the dice showing ``face`` and throw the others again."""
    def test(d: Decision, v: SeatView, r: Request) -> bool:
        assert isinstance(r, ThrowRequest)
        want = tuple(i for i, x in enumerate(r.dice) if x == face)
        return isinstance(d, Keep) and tuple(sorted(d.dice)) == want
    return Expect(test, f"keeping every {colour} die and throwing the others again")


def keep_pair(choices: tuple[tuple[int, ...], ...]) -> Expect:
    """Keep exactly one of ``choices`` (die positions, 0-based) and throw the others again."""
    return Expect(lambda d, v, r: isinstance(d, Keep) and tuple(sorted(d.dice)) in choices,
                  "keeping one pair of one colour and throwing the others again")


def stop() -> Expect:
    return Expect(lambda d, v, r: isinstance(d, Stop), "`stop`")


def sell(share: str, expert: bool = False) -> Expect:
    return Expect(lambda d, v, r: isinstance(d, Sell) and d.share == share
                  and d.expert is expert,
                  f"selling {share}" + (" with the Expert Marché" if expert else ""))


def sell_luxury_one() -> Expect:
    return Expect(lambda d, v, r: isinstance(d, SellLuxury) and d.count == 1,
                  "selling one luxury card")


def any_bid() -> Expect:
    return Expect(lambda d, v, r: isinstance(d, Bid), "a bid (or `pass`)")


# ---- wrong-action explanations ----------------------------------------------------------------

def _bid_wrong(low: int, high: int | None, why: str):
    def wrong(d: Decision, v: SeatView) -> str:
        if isinstance(d, Bid):
            if d.amount < low:
                return (tr("That bid is too low for this step.") + " " + tr(why)) if d.amount \
                    else (tr("Passing is allowed in a real game, but this step wants a bid.")
                          + " " + tr(why))
            return tr("That is more than this step needs.") + " " + tr(why)
        return tr("Phase 1 is an auction: answer with `bid <M>` or `pass`.") + " " + tr(why)
    return wrong


def _throw_wrong(colour: str, face: int):
    colour_code = colour

    def wrong(d: Decision, v: SeatView) -> str:
        dice = v.dice
        pos = " ".join(str(i + 1) for i, x in enumerate(dice) if x == face)
        word = colour_name(colour_code)
        if isinstance(d, Stop):
            return tr("Stopping now would waste a throw. Keep the {colour} dice ({dice}) and "
                      "throw the others again: a die you throw again can only add to your "
                      "group.").format(colour=word, dice=pos)
        return tr("Your largest group is {colour} (dice {dice}). Keep exactly those and throw "
                  "the rest: `keep {colour}`.").format(colour=word, dice=pos)
    return wrong


# ---- dynamic texts ------------------------------------------------------------------------------

def _cash(v: SeatView, rules: Rules) -> str:
    return f"{v.me.cash} M"


def _ranking(v: SeatView, rules: Rules) -> str:
    if not v.over:
        return tr("The game goes on…")
    lines = [tr("[b]The game is over.[/b] Ranking — luxury cards first, then cash (C-5.15):")]
    for place, seat in v.ranking:
        p = v.players[seat]
        who = tr("You") if seat == v.seat else p.name
        cards = tr_n("{n} luxury card", "{n} luxury cards", p.luxuries).format(n=p.luxuries)
        lines.append("  " + tr("{place}. {who}: {cards}, {cash} M").format(
            place=place, who=who, cards=cards, cash=p.cash))
    return "\n".join(lines)


# ---- 1. first steps ------------------------------------------------------------------------------

FIRST_STEPS = Lesson(
    id="first-steps",
    title=tr_lazy("First steps"),
    summary=tr_lazy("The goal of Crésus and the six phases of a turn, played once."),
    rule_ids=("C-1.5", "C-4.3", "C-5.15"),
    seed=101,
    scenario=Scenario(experts=("market-LON",), cresus=(14, 15),
                      piles=(("LON-4", "LON-1"), (), (), (), (), ()), first_player=0),
    rivals=(RivalSpec("Midas", {"bid": (Bid(0),), "move": (Move(TOKYO),), "buy": (Buy(),),
                                "luxury": (Done(),)}),),
    steps=(
        Step(tr_lazy("Welcome to [b]Crésus[/b]! You start with [b]100 M[/b] (millions of "
                     "Crésus). The goal: own the most [b]luxury cards[/b] when the game ends — "
                     "cash only breaks ties. Buy shares, sell them with the dice, and spend your "
                     "gains on luxury.\n\nPress Enter."),
             rule_ids=("C-1.5", "C-5.15")),
        Step(tr_lazy("A game lasts at most 10 turns. Each turn has [b]six phases[/b]: 1 an "
                     "Expert card is auctioned, 2 everyone moves to a market, 3 a Crésus card is "
                     "drawn there, 4 shares are bought, 5 shares are sold, 6 luxury cards are "
                     "bought. This lesson is a one-turn game against Midas.\n\nPress Enter."),
             rule_ids=("C-4.3", "C-5")),
        Step(tr_lazy("[b]Phase 1 — Expert card.[/b] An Expert card is up for a sealed-bid "
                     "auction. Experts help later, but this time keep your money: type `pass`."),
             bid(0, 0), _bid_wrong(0, 0, N_("Type `pass` to keep your money this time.")),
             tr_lazy("pass"), ("C-5.1",)),
        Step(tr_lazy("[b]Phase 2 — movement.[/b] Everyone secretly picks one of the six "
                     "markets. Go to London: `go london`."),
             move(LONDON, "London"), tr_lazy("This time go to London: `go london`."),
             tr_lazy("go london"), ("C-5.2",)),
        Step(lambda v, r: tr("[b]Phase 3 — Crésus card.[/b] A Crésus card was drawn on London: "
                             "[i]Héritage[/i], +50 M. You now have {cash} M. Midas, on Tokyo, "
                             "got his own card.\n\n[b]Phase 4 — purchase.[/b] The top two "
                             "shares of London are revealed, and you are the only buyer here. "
                             "Buy the Finance share: `buy LON-4`.").format(cash=v.me.cash),
             buy("LON-4"), tr_lazy("Buy just LON-4 this time: `buy LON-4`."),
             tr_lazy("buy LON-4"), ("C-5.5", "C-5.6", "C-5.8")),
        Step(tr_lazy("[b]Phase 5 — sale.[/b] You may sell shares now with the dice. This "
                     "one-turn game is on its [b]last turn[/b]: a share you do not sell now is "
                     "worth nothing at the end (C-5.15). Sell LON-4 here: `sell LON-4`."),
             sell("LON-4"), tr_lazy("On the last turn an unsold share is lost: `sell LON-4`."),
             tr_lazy("sell LON-4"), ("C-5.11", "C-5.12")),
        Step(lambda v, r: tr("Six dice were thrown: the share pays by the most faces of one "
                             "colour (its table: 0, 10, 50, 135, 230, 280 M for 1 to 6). You "
                             "have one more throw. Keep a colour group and throw the others "
                             "again: the two blue dice (5 and 6) or the two green ones (1 and 4) "
                             "do equally well — `keep 5 6`."),
             keep_pair(((4, 5), (0, 3))),
             tr_lazy("Keep a pair of one colour and throw the rest: `keep 5 6` (the blues)."),
             tr_lazy("keep 5 6"), ("C-5.12",)),
        Step(lambda v, r: tr("[b]Phase 6 — end of turn.[/b] You have {cash} M. On the last "
                             "turn, money left over only breaks ties: buy as many luxury cards "
                             "as you can, in order, up to two a turn — the [i]Voiture de "
                             "sport[/i] (40 M) and the [i]Rivière de diamants[/i] (60 M): "
                             "`luxury 2`.").format(cash=v.me.cash),
             luxury(2), tr_lazy("Buy both cards you can afford: type `luxury 2`."),
             tr_lazy("luxury 2"), ("C-5.14",)),
        Step(lambda v, r: _ranking(v, r) + "\n\n" + tr("That is a whole turn! Press Enter."),
             rule_ids=("C-5.15",)),
    ),
)


# ---- 2. the Expert auction ----------------------------------------------------------------------

EXPERT_AUCTION = Lesson(
    id="expert-auction",
    title=tr_lazy("The Expert auction"),
    summary=tr_lazy("Sealed bids, ties and the second bid, and what Expert cards do."),
    rule_ids=("C-5.1", "C-7.1", "C-7.2", "C-7.3", "C-7.4"),
    seed=202,
    scenario=Scenario(experts=("sector-aero",), first_player=0),
    rivals=(RivalSpec("Midas", {"bid": (Bid(20), Bid(20))}),),
    steps=(
        Step(tr_lazy("[b]Phase 1 — the Expert card.[/b] Each turn the top Expert card is sold by "
             "[b]sealed-bid auction[/b]: everyone writes a bid in secret, all bids are revealed "
             "together, and the highest bidder pays the bank. The others pay nothing. A bid is "
             "any whole number of M up to your cash; 0 means no bid.\n\nPress Enter."),
             rule_ids=("C-5.1", "C-7.1", "C-7.2")),
        Step(tr_lazy("Up for sale: the [b]Expert Secteur Aéronautique[/b]. Midas has told everyone he "
             "will bid 20 M. Let's see what a tie does: bid exactly 20 — `bid 20`."),
             bid(20, 20), _bid_wrong(20, 20, N_("Bid exactly 20 to see a tie: `bid 20`.")), tr_lazy("bid 20"),
             ("C-7.3",)),
        Step(tr_lazy("[b]A tie![/b] The sale is cancelled and only the tied players bid a second time. "
             "A second tie would remove the card from the game. Midas bids 20 again: outbid him "
             "with 21 M or more — `bid 25`."),
             bid(21), _bid_wrong(21, None, N_("Bid at least 21 M to win: `bid 25`.")), tr_lazy("bid 25"),
             ("C-7.3",)),
        Step(lambda v, r: tr("You won the Expert card — you have {cash} M left; Midas keeps his "
                             "money. Nobody ever sees a bid before the reveal, rivals included. "
                             "An Expert is kept face up and used [b]once[/b]: an Expert Secteur "
                             "takes a share of its sector for free. A [i]Pirate informatique[/i] "
                             "is never auctioned: it closes a market at once.\n\nPress Enter to "
                             "finish.").format(cash=v.me.cash),
             rule_ids=("C-6.1", "C-6.3", "C-7.4")),
    ),
)


# ---- 3. movement ------------------------------------------------------------------------------

MOVEMENT = Lesson(
    id="movement",
    title=tr_lazy("Movement"),
    summary=tr_lazy("Choosing a market in secret, a Pirate's closed market, and why you "
                    "cannot stay put."),
    rule_ids=("C-5.2", "C-5.3", "C-6.3"),
    seed=303,
    scenario=Scenario(experts=("pirate-1", "market-TOK"), cresus=(16, 15),
                      first_player=0, dice=(SYDNEY,)),
    rivals=(RivalSpec("Midas", {"bid": (Bid(0),), "move": (Move(LONDON), Move(HONG_KONG)),
                                "buy": (Buy(), Buy()), "luxury": (Done(), Done())}),),
    steps=(
        Step(tr_lazy("This turn's Expert card was a [b]Pirate informatique[/b]: a die was rolled and its "
             "colour, orange, closes [b]Sydney[/b] for the turn — nobody buys or sells there.\n\n"
             "[b]Phase 2 — movement.[/b] Everyone picks a market in secret (a face of their die); "
             "the choices are revealed together.\n\nPress Enter."),
             rule_ids=("C-6.3", "C-5.2")),
        Step(tr_lazy("Go to Tokyo, the violet market (face 6): `go tokyo` — `go 6` or `go violet` work "
             "too."),
             move(TOKYO, "Tokyo"),
             lambda d, v: ("Sydney is closed by the Pirate this turn: you could neither buy nor "
                           "sell there. Go to Tokyo: `go tokyo`."
                           if isinstance(d, Move) and d.market == SYDNEY
                           else "For this lesson go to Tokyo: `go tokyo`."),
             tr_lazy("go tokyo"), ("C-5.2",)),
        Step(lambda v, r: tr("Midas went to London. On Tokyo you drew [i]Prime de fin "
                             "d'année[/i] (+20 M: you have {cash} M). Two shares are on offer; "
                             "this lesson is about moving, so `buy none`.").format(cash=v.me.cash),
             buy(label="`buy none`"), tr_lazy("Not this time: type `buy none`."), tr_lazy("buy none")),
        Step(tr_lazy("End of turn: you may buy a luxury card — `luxury` or `done`, as you like."),
             luxury_answer(), tr_lazy("Type `luxury` or `done`."), tr_lazy("done")),
        Step(tr_lazy("Turn 2. A new Expert card is auctioned: bid or `pass`, as you like."),
             any_bid(), tr_lazy("Answer with a bid or `pass`."), tr_lazy("pass")),
        Step(tr_lazy("You stood on Tokyo last turn. [b]You may not stay on the same market two turns in a "
             "row[/b]: back on Tokyo you could not buy anything there this turn (you would still "
             "draw its Crésus card and could sell). Go somewhere else, e.g. `go hong kong`."),
             move_not(TOKYO, "Tokyo"),
             tr_lazy("Going back to Tokyo would bar you from buying there: choose another market, "
             "e.g. `go hong kong`."),
             tr_lazy("go hong kong"), ("C-5.3",)),
        Step(tr_lazy("Well moved! Two Expert cards play with movement: a [b]Monopole[/b] chases the "
             "other players off your market after the reveal, and a [b]Partenaire[/b] lets you "
             "also play on a market with no pawn for a turn.\n\nPress Enter to finish."),
             rule_ids=("C-5.4", "C-6.4", "C-6.5")),
    ),
)


# ---- 4. Crésus cards and gambling ------------------------------------------------------------

CRESUS_CARDS = Lesson(
    id="cresus-cards",
    title=tr_lazy("Crésus cards and gambling"),
    summary=tr_lazy("A Crésus card on each active market, a gambling game with the dice, a "
                    "tournament."),
    rule_ids=("C-5.5", "C-9.1", "C-9.2", "C-9.3"),
    seed=404,
    scenario=Scenario(
        experts=("market-NYC",), cresus=(8, 2), first_player=0,
        dice=(RED, GREEN, RED, BLUE, RED, VIOLET,      # Chance: three reds
              RED, YELLOW, ORANGE,                      # … the second throw: four reds
              RED, BLUE, RED, GREEN, ORANGE, VIOLET,    # tournament: two reds
              RED, YELLOW, GREEN, BLUE,                 # … three reds
              RED, VIOLET, ORANGE,                      # … four reds
              BLUE, BLUE, YELLOW, GREEN, ORANGE, VIOLET,  # Midas: no red
              BLUE, YELLOW, GREEN, ORANGE, VIOLET, BLUE,
              RED, BLUE, YELLOW, GREEN, ORANGE, VIOLET)),
    rivals=(RivalSpec("Midas", {"bid": (Bid(0),), "move": (Move(TOKYO),),
                                "entry": (Answer(True),)}),),
    steps=(
        Step(tr_lazy("[b]Phase 3 — Crésus cards.[/b] After movement, one Crésus card is drawn on each "
             "market with a pawn. It applies to everyone there — gifts, taxes, gambling games… "
             "— except the [i]table[/i] cards (Anniversaire, the tournaments), which involve "
             "everybody.\n\nPress Enter."), rule_ids=("C-5.5", "C-9.1")),
        Step(tr_lazy("First, the Expert auction: `pass` this time."),
             bid(0, 0), _bid_wrong(0, 0, N_("Type `pass`.")), tr_lazy("pass")),
        Step(tr_lazy("Go to London: `go london`."), move(LONDON, "London"), tr_lazy("Go to London: `go london`."),
             tr_lazy("go london")),
        Step(tr_lazy("London drew [b]Chance[/b], a gambling game: pay 20 M, throw six dice twice, and "
             "win by the number of [b]red[/b] faces (2 → 10 M … 6 → 800 M). Paying is optional. "
             "On average it returns more than it costs — play: `play`."),
             answer(True, "`play`"), tr_lazy("Say yes to the game: `play`."), tr_lazy("play"), ("C-9.3",)),
        Step(tr_lazy("Three reds (dice 1, 3 and 5)! Between throws you keep any dice and throw the "
             "others again, as in a sale. Type `odds` to see your exact chances, then keep the "
             "reds: `keep red` (or `keep 1 3 5`)."),
             keep_colour(RED, "red"), _throw_wrong("red", RED), tr_lazy("keep red"), ("C-5.12", "C-9.3")),
        Step(lambda v, r: tr("Four reds: 120 M! Now Tokyo's card is a [i]table[/i] card: the "
                             "[b]Tournoi hippique[/b]. Each player may pay 20 M into a pot; the "
                             "entrants race (most red faces in three throws) and the best takes "
                             "the pot. You have {cash} M. Enter: `enter`.").format(cash=v.me.cash),
             answer(True, "`enter`"), tr_lazy("Enter the tournament: `enter`."), tr_lazy("enter"), ("C-9.2",)),
        Step(tr_lazy("Two reds. In a race only red counts: `keep red`."),
             keep_colour(RED, "red"), _throw_wrong("red", RED), tr_lazy("keep red"), ("C-9.2",)),
        Step(tr_lazy("Three reds, one throw left. Keep them and throw the rest: `keep red`."),
             keep_colour(RED, "red"), _throw_wrong("red", RED), tr_lazy("keep red")),
        Step(lambda v, r: tr("Four reds beat Midas's race: the pot is yours. You have {cash} M. "
                             "Not every card is kind: [i]Impôt sur la fortune[/i] and "
                             "[i]Redressement fiscal[/i] roll one die per luxury card you own and "
                             "tax you for the colours shown; [i]Divorce[/i] takes half your cash "
                             "(at most 100 M).\n\nPress Enter to finish.").format(cash=v.me.cash),
             rule_ids=("C-9.2",)),
    ),
)


# ---- 5. purchase and auctions -------------------------------------------------------------------

PURCHASE = Lesson(
    id="purchase",
    title=tr_lazy("Purchase and auctions"),
    summary=tr_lazy("The Expert Secteur's free share, buying alone at the printed price, and a "
                    "contested market: join in secret, then a sealed-bid auction."),
    rule_ids=("C-5.6", "C-5.7", "C-5.8", "C-5.9", "C-5.10", "C-2.2"),
    seed=505,
    scenario=Scenario(
        experts=("sector-finance", "market-SYD"), cresus=(15, 16, 14), first_player=0,
        piles=(("LON-4", "LON-1"), (), (), (), (), ("TOK-7", "TOK-4"))),
    rivals=(RivalSpec("Midas", {"bid": (Bid(0), Bid(0), Bid(45)),
                                "move": (Move(HONG_KONG), Move(TOKYO)),
                                "buy": (Buy(),), "luxury": (Done(), Done()),
                                "join": (Answer(True), Answer(False))}),),
    steps=(
        Step(tr_lazy("Up for auction: the [b]Expert Secteur Finance[/b]. Whoever owns it may take a "
             "revealed Finance share [b]for free[/b]. Midas is not interested: win it with a "
             "small bid, between 1 and 30 M — `bid 10`."),
             bid(1, 30), _bid_wrong(1, 30, N_("Bid between 1 and 30 M: `bid 10`.")), tr_lazy("bid 10"),
             ("C-6.1",)),
        Step(tr_lazy("Go to London: `go london`."), move(LONDON, "London"), tr_lazy("Go to London: `go london`."),
             tr_lazy("go london")),
        Step(tr_lazy("[b]Phase 4 — purchase.[/b] The top two London shares are revealed: LON-4 "
             "([b]Finance[/b], 40 M) and LON-1 (Aéronautique, 30 M). Before anything else, your "
             "Expert Secteur Finance may take LON-4 for free (it is then discarded): `take`."),
             answer(True, "`take`"), tr_lazy("Use your Expert: type `take`."), tr_lazy("take"),
             ("C-5.6", "C-5.7", "C-6.1")),
        Step(lambda v, r: tr("You are the only buyer on London, so you may buy the other card at "
                             "its [b]printed price[/b] — or not. You have {cash} M. Buy it: `buy "
                             "LON-1`.").format(cash=v.me.cash),
             buy("LON-1"), tr_lazy("Buy the other card: `buy LON-1`."), tr_lazy("buy LON-1"), ("C-5.8",)),
        Step(tr_lazy("Sale phase: keep your shares — `done`."), done(), tr_lazy("Type `done`."), tr_lazy("done")),
        Step(tr_lazy("End of turn: keep your cash for next turn's auction — `done`."),
             done(), tr_lazy("Keep your cash this time: `done`."), tr_lazy("done")),
        Step(tr_lazy("Turn 2. `pass` on this Expert card."), bid(0, 0), _bid_wrong(0, 0, N_("Type `pass`.")),
             tr_lazy("pass")),
        Step(tr_lazy("Go to Tokyo: `go tokyo`."), move(TOKYO, "Tokyo"), tr_lazy("Go to Tokyo: `go tokyo`."),
             tr_lazy("go tokyo")),
        Step(tr_lazy("Midas came to Tokyo too, and you both got an [i]Héritage[/i] (+50 M). Tokyo reveals "
             "TOK-4 (Aéronautique, 60 M) and TOK-7 (Finance, 50 M). With [b]two buyers[/b], the "
             "dearer card comes first, and each buyer says in secret whether they take part. "
             "Take part for TOK-4: `join`."),
             answer(True, "`join`"), tr_lazy("Take part in this sale: `join`."), tr_lazy("join"), ("C-5.9",)),
        Step(tr_lazy("Both of you joined, so TOK-4 goes to a [b]sealed-bid auction[/b]: the winner pays "
             "the winning bid, not the printed price. Midas looks keen — in this lesson he bids "
             "45 M. Outbid him, but keep 50 M for the next card: bid 46 to 60 M — `bid 50`."),
             bid(46, 60), _bid_wrong(46, 60, N_("Midas bids 45 M: bid 46 to 60 M, e.g. `bid 50`.")),
             tr_lazy("bid 50"), ("C-5.9", "C-7.1")),
        Step(lambda v, r: tr("TOK-4 is yours, and with LON-1 you hold two Aéronautique shares: "
                             "the bank paid a [b]sector bonus[/b] (you have {cash} M). Now TOK-7: "
                             "`join` again.").format(cash=v.me.cash),
             answer(True, "`join`"), tr_lazy("Take part: `join`."), tr_lazy("join"), ("C-2.2", "C-5.10")),
        Step(tr_lazy("Midas stayed out, so you are the only one: you may buy TOK-7 at its printed price. "
             "`buy TOK-7`."),
             buy("TOK-7"), tr_lazy("Buy it at the printed price: `buy TOK-7`."), tr_lazy("buy TOK-7"), ("C-5.9",)),
        Step(lambda v, r: tr("A second Finance share, a second bonus: you have {cash} M. "
                             "Remember: one buyer pays the printed price; several who join go to "
                             "auction; a card nobody takes goes under its pile. Shares received "
                             "in a trade earn no bonus.\n\nPress Enter to finish.").format(
                                 cash=v.me.cash),
             rule_ids=("C-2.2", "C-2.3")),
    ),
)


# ---- 6. selling with the dice ------------------------------------------------------------------

SELLING = Lesson(
    id="selling",
    title=tr_lazy("Selling with the dice"),
    summary=tr_lazy("Keep, reroll and stop; the off-market premium; the Expert Marché's "
                    "extra throw."),
    rule_ids=("C-5.11", "C-5.12", "C-5.13", "C-6.2", "C-3.1"),
    seed=606,
    scenario=Scenario(
        experts=("market-TOK", "market-SYD"), cresus=(16, 15, 18, 14), first_player=0,
        piles=(("LON-4", "LON-1"), (), (), (), (), ()),
        dice=(YELLOW, YELLOW, RED, YELLOW, ORANGE, BLUE,   # LON-4: three yellows
              YELLOW, ORANGE, GREEN,                       # … four yellows
              YELLOW, BLUE,                                # … five yellows
              GREEN, GREEN, GREEN, GREEN, GREEN, GREEN)),  # LON-1: six greens
    rivals=(RivalSpec("Midas", {"bid": (Bid(0), Bid(0)), "move": (Move(HONG_KONG), Move(SYDNEY)),
                                "buy": (Buy(), Buy()), "luxury": (Done(), Done())}),),
    steps=(
        Step(tr_lazy("The [b]Expert Marché Tokyo[/b] gives one extra throw when you sell a share on "
             "Tokyo. Win it with a bid between 1 and 20 M: `bid 5`."),
             bid(1, 20), _bid_wrong(1, 20, N_("Bid between 1 and 20 M: `bid 5`.")), tr_lazy("bid 5"),
             ("C-6.2",)),
        Step(tr_lazy("Go to London: `go london`."), move(LONDON, "London"), tr_lazy("Go to London: `go london`."),
             tr_lazy("go london")),
        Step(tr_lazy("Buy both shares: `buy both`."), buy("LON-4", "LON-1", label="buying both shares"),
             tr_lazy("Buy both shares: `buy both`."), tr_lazy("buy both")),
        Step(tr_lazy("[b]Phase 5 — sale.[/b] You could sell here, but a share sold on [b]another[/b] "
             "market than its own earns its sector's [b]off-market premium[/b]. Wait for Tokyo: "
             "`done`."), done(), tr_lazy("Keep your shares for Tokyo: `done`."), tr_lazy("done"), ("C-5.13",)),
        Step(tr_lazy("Turn 2: `pass` on this Expert card."), bid(0, 0), _bid_wrong(0, 0, N_("Type `pass`.")),
             tr_lazy("pass")),
        Step(tr_lazy("Go to Tokyo: `go tokyo`."), move(TOKYO, "Tokyo"), tr_lazy("Go to Tokyo: `go tokyo`."),
             tr_lazy("go tokyo")),
        Step(tr_lazy("Nothing to buy this time: `buy none`."), buy(label="`buy none`"),
             tr_lazy("Type `buy none`."), tr_lazy("buy none")),
        Step(tr_lazy("[b]Selling a share[/b]: throw six dice; the [b]largest number of one colour[/b] "
             "sets the price on the share's table. LON-4 allows 2 throws — 3 with your Expert "
             "Marché Tokyo. Sell it with the Expert: `sell LON-4 expert`."),
             sell("LON-4", True), tr_lazy("Use the Expert for one more throw: `sell LON-4 expert`."),
             tr_lazy("sell LON-4 expert"), ("C-5.11", "C-5.12", "C-6.2", "C-3.1")),
        Step(tr_lazy("Three yellows (dice 1, 2 and 4). Type `odds` to see your chances. Keep the yellows "
             "and throw the others again: `keep yellow`."),
             keep_colour(YELLOW, "yellow"), _throw_wrong("yellow", YELLOW), tr_lazy("keep yellow"),
             ("C-5.12",)),
        Step(tr_lazy("Four yellows, one throw left. `reroll` names the dice to throw again instead: "
             "`reroll 5 6`."),
             keep_colour(YELLOW, "yellow"), _throw_wrong("yellow", YELLOW), tr_lazy("reroll 5 6")),
        Step(lambda v, r: tr("Five yellows: 230 M, plus the Finance off-market premium of 15 M. "
                             "You have {cash} M. Now sell LON-1 (3 throws): `sell "
                             "LON-1`.").format(cash=v.me.cash),
             sell("LON-1"), tr_lazy("Sell your other share: `sell LON-1`."), tr_lazy("sell LON-1"), ("C-5.13",)),
        Step(tr_lazy("Six greens at the first throw — nothing can beat that. You may stop before your "
             "last throw: `stop` (or `keep all`)."), stop(),
             tr_lazy("Six of one colour is the best result: `stop`."), tr_lazy("stop"), ("C-5.12",)),
        Step(lambda v, r: tr("Sold for 130 M + 20 M premium: you have {cash} M. A sold card "
                             "goes under the pile of its own market.\n\nPress Enter to "
                             "finish.").format(cash=v.me.cash),
             rule_ids=("C-3.4",)),
    ),
)


# ---- 7. luxury cards, money troubles and the end ------------------------------------------------

LUXURY_AND_END = Lesson(
    id="luxury-and-end",
    title=tr_lazy("Luxury cards, money troubles and the end"),
    summary=tr_lazy("Luxury cards in order, selling them at half price, an imposed payment, "
                    "the bank loan, and the final ranking."),
    rule_ids=("C-5.14", "C-8.1", "C-8.2", "C-10.2", "C-10.3", "C-5.15"),
    seed=707,
    scenario=Scenario(
        experts=("market-LON", "market-NYC"), cresus=(16, 15, 14, 3), first_player=0,
        dice=(VIOLET, VIOLET)),
    rivals=(RivalSpec("Midas", {"bid": (Bid(0), Bid(0)), "move": (Move(SYDNEY), Move(SAO_PAULO)),
                                "buy": (Buy(), Buy()),
                                "luxury": (BuyLuxury(1), BuyLuxury(1))}),),
    steps=(
        Step(tr_lazy("`pass` on the Expert card."), bid(0, 0), _bid_wrong(0, 0, N_("Type `pass`.")), tr_lazy("pass")),
        Step(tr_lazy("Go to London: `go london`."), move(LONDON, "London"), tr_lazy("Go to London: `go london`."),
             tr_lazy("go london")),
        Step(tr_lazy("No shares today: `buy none`."), buy(label="`buy none`"), tr_lazy("Type `buy none`."),
             tr_lazy("buy none")),
        Step(lambda v, r: tr("[b]Phase 6 — luxury cards.[/b] They are bought one or two a turn, "
                             "at full price, [b]strictly in order[/b]: Voiture de sport 40, "
                             "Rivière de diamants 60, Grand cru 90, Villa 130, Bateau 180, "
                             "Hélicoptère 250, Île paradisiaque 500. You have {cash} M: buy the "
                             "first two — `luxury 2`.").format(cash=v.me.cash),
             luxury(2), tr_lazy("Buy two at once: `luxury 2`."), tr_lazy("luxury 2"), ("C-5.14", "C-8.1")),
        Step(tr_lazy("Turn 2. You have no cash left, so `pass`."), bid(0, 0),
             _bid_wrong(0, 0, N_("Type `pass`.")), tr_lazy("pass")),
        Step(tr_lazy("Go to Tokyo: `go tokyo`."), move(TOKYO, "Tokyo"), tr_lazy("Go to Tokyo: `go tokyo`."),
             tr_lazy("go tokyo")),
        Step(lambda v, r: tr("Ouch: [i]Impôt sur la fortune[/i] on Tokyo — one die per luxury "
                             "card, 30 M per violet: two violets, [b]60 M[/b]. An [b]imposed "
                             "payment[/b] larger than your cash ({cash} M) must be raised by "
                             "selling luxury cards (at [b]half price[/b], the most valuable "
                             "first) and shares. Sell one: `sell luxury`.").format(cash=v.me.cash),
             sell_luxury_one(), tr_lazy("Sell one luxury card: `sell luxury`."), tr_lazy("sell luxury"),
             ("C-10.2", "C-8.2")),
        Step(lambda v, r: tr("The diamonds went for 30 M: you have {cash} M, still short. Sell "
                             "the sports car too: `sell luxury`.").format(cash=v.me.cash),
             sell_luxury_one(), tr_lazy("Sell your last luxury card: `sell luxury`."), tr_lazy("sell luxury"),
             ("C-8.2",)),
        Step(lambda v, r: tr("Still short with nothing left to sell: [b]total bankruptcy[/b]. "
                             "The bank lends you 100 M, once per game; the debt is paid from it "
                             "and you keep the rest ({cash} M). Repay it before your next luxury "
                             "card — a second bankruptcy puts you out of the game. Now `buy "
                             "none`.").format(cash=v.me.cash),
             buy(label="`buy none`"), tr_lazy("Type `buy none`."), tr_lazy("buy none"), ("C-10.3",)),
        Step(lambda v, r: _ranking(v, r) + "\n\n" + tr(
            "The Expert pile is empty, so the game ended. Buying the Île paradisiaque ends it at "
            "once — and wins.\n\nPress Enter to finish."),
             rule_ids=("C-5.15", "C-4.3")),
    ),
)


# ---- 8. your first game -------------------------------------------------------------------------

FIRST_GAME = Lesson(
    id="first-game",
    title=tr_lazy("Your first game"),
    summary=tr_lazy("A whole game against one easy rival, with a coach commenting on each of "
                    "your decisions (any legal action is accepted)."),
    rule_ids=("C-5", "C-5.1", "C-5.2", "C-5.5", "C-5.8", "C-5.9", "C-5.12", "C-5.14", "C-5.15"),
    seed=2026,
    scenario=Scenario(first_player=0),
    rivals=(RivalSpec("Midas"),),
    steps=(),
    coach=True,
)


LESSONS: tuple[Lesson, ...] = (FIRST_STEPS, EXPERT_AUCTION, MOVEMENT, CRESUS_CARDS, PURCHASE,
                               SELLING, LUXURY_AND_END, FIRST_GAME)
"""The Tutorials menu, in order."""


def lesson_ids() -> list[str]:
    return [lesson.id for lesson in LESSONS]


def get_lesson(lesson_id: str) -> Lesson:
    """The lesson with this id. Raises KeyError (listing the ids) for an unknown one."""
    for lesson in LESSONS:
        if lesson.id == lesson_id:
            return lesson
    raise KeyError(f"unknown lesson {lesson_id!r}; lessons: {', '.join(lesson_ids())}")
