"""The FOR-EX review kit: how the generic tools (export, replay, undo, statistics, review)
read, rebuild and tell a game of FOR-EX.

Money: a player's money converted into the Strongest currency of the moment, in whole units
(F-14.2's conversion, unrounded then rounded; at the end, the game's own scores). FOR-EX has
no chance after the set-up and no secret (F-16), so undo is blocked only by another seat's
decision (all are public) and by the end of the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ai.forex import evaluation as EV
from ai.forex.words import units
from cresus_tui.games.forex import Game, GameConfig, data_version, load_data, new_game
from cresus_tui.games.forex import decisions as D
from cresus_tui.games.forex import events as E
from cresus_tui.games.protocol import Lazy
from cresus_tui.i18n import N_, tr, tr_lazy, tr_n
from cresus_tui.play.review.kits import ReviewKit

ENGINE_MODULE = Game.__module__.rsplit(".", 1)[0]

_BLOCKERS: dict[type, str] = {
    E.GameOver: N_("the game is over"),
}


def _blocker(ev: Any) -> str | None:
    """Why ``ev`` blocks an undo, in the current language (None: it does not)."""
    why = _BLOCKERS.get(type(ev))
    return tr(why) if why is not None else None


def _cur(c: int) -> str:
    names = load_data().currencies
    return names[c] if 0 <= c < len(names) else tr("currency {n}").format(n=c)


def _who(seat: int, names: Sequence[str], viewer: int) -> str:
    return tr("You") if seat == viewer else names[seat]


def _say(seat: int, viewer: int, you: str, other: str) -> str:
    """The sentence for the viewer (``you``) or another seat (``other``, a ``{name}`` field)."""
    return you if seat == viewer else other


def describe(seat: int, d: Any, names: Sequence[str], viewer: int = -1) -> str:
    """A decision in words: "You contract to pay GBP and get EUR (3 units)"."""
    name = names[seat] if 0 <= seat < len(names) else str(seat)
    if isinstance(d, D.Spot):
        to = tr("you") if d.to == viewer else names[d.to]
        text = (_say(seat, viewer,
                     tr("You offer {to} a spot trade of {give} for {get} (the half-unit trade)"),
                     tr("{name} offers {to} a spot trade of {give} for {get} (the half-unit "
                        "trade)")) if d.give_h else
                _say(seat, viewer, tr("You offer {to} a spot trade of {give} for {get}"),
                     tr("{name} offers {to} a spot trade of {give} for {get}")))
        return text.format(name=name, to=to, give=_cur(d.give), get=_cur(d.get))
    if isinstance(d, D.Reply):
        if d.accept:
            return _say(seat, viewer, tr("You accept the spot trade"),
                        tr("{name} accepts the spot trade")).format(name=name)
        return _say(seat, viewer, tr("You refuse the spot trade"),
                    tr("{name} refuses the spot trade")).format(name=name)
    if isinstance(d, D.Contract):
        units_n = tr_n("{n} unit", "{n} units", d.n).format(n=d.n)
        return _say(seat, viewer, tr("You contract to pay {pay} and get {get} ({units})"),
                    tr("{name} contracts to pay {pay} and get {get} ({units})")).format(
            name=name, pay=_cur(d.pay), get=_cur(d.get), units=units_n)
    if isinstance(d, D.Invest):
        return _say(seat, viewer, tr("You invest in {currencies}"),
                    tr("{name} invests in {currencies}")).format(
            name=name, currencies=tr(" then ").join(_cur(c) for c in d.currencies))
    if isinstance(d, D.Divest):
        return _say(seat, viewer,
                    tr_n("You sell {n} {currency} certificate",
                         "You sell {n} {currency} certificates", d.count),
                    tr_n("{name} sells {n} {currency} certificate",
                         "{name} sells {n} {currency} certificates", d.count)).format(
            name=name, n=d.count, currency=_cur(d.currency))
    if isinstance(d, D.Resolve):
        return _say(seat, viewer, tr("You resolve the front of the queue"),
                    tr("{name} resolves the front of the queue")).format(name=name)
    if isinstance(d, D.Sell):
        if d.count:
            return _say(seat, viewer, tr("You sell {n} in the follow-on sale"),
                        tr("{name} sells {n} in the follow-on sale")).format(name=name,
                                                                             n=d.count)
        return _say(seat, viewer, tr("You keep your certificates"),
                    tr("{name} keeps their certificates")).format(name=name)
    if isinstance(d, D.Choose):
        return _say(seat, viewer, tr("You choose {currency}"),
                    tr("{name} chooses {currency}")).format(name=name,
                                                            currency=_cur(d.currency))
    return f"{_who(seat, names, viewer)}: {type(d).__name__}"


def _lines(lines: Sequence[Sequence[int]]) -> str:
    return " + ".join(f"{units(h)} {_cur(c)}" for c, h in lines)


def narrate(ev: Any, viewer: int, names: Sequence[str]) -> str | None:
    """An event in plain text (everything in FOR-EX is public)."""
    def who(seat: int) -> str:
        return _who(seat, names, viewer)

    seat = getattr(ev, "seat", -1)
    name = names[seat] if 0 <= seat < len(names) else ""
    if isinstance(ev, E.GameStarted):  # ``removed``: a count per currency (F-4.2)
        removed = ", ".join(f"{n} {_cur(c)}" for c, n in enumerate(ev.removed) if n) \
            or tr("none")
        return tr("Each player starts with {money} units of every currency; certificates "
                  "removed: {removed}; {first} plays first.").format(
            money=units(ev.money_h), removed=removed, first=names[ev.first_player])
    if isinstance(ev, E.SpotOffered):
        to = tr("you") if ev.to == viewer else names[ev.to]
        return _say(seat, viewer, tr("You offer {to} {give} for {get}."),
                    tr("{name} offers {to} {give} for {get}.")).format(
            name=name, to=to, give=f"{units(ev.give_h)} {_cur(ev.give)}",
            get=f"{units(ev.get_h)} {_cur(ev.get)}")
    if isinstance(ev, E.SpotAnswered):
        return tr("The spot trade is accepted.") if ev.accepted else \
            tr("The spot trade is refused.")
    if isinstance(ev, E.ContractMade):
        return tr("{who}: contract {letter}, pay {pay}, get {get}.").format(
            who=who(seat), letter=ev.letter, pay=f"{units(ev.pay_h)} {_cur(ev.pay)}",
            get=f"{units(ev.get_h)} {_cur(ev.get)}")
    if isinstance(ev, E.CertificateBought):
        return tr("{who}: a {currency} certificate for {price}.").format(
            who=who(seat), currency=_cur(ev.currency), price=units(ev.price_h))
    if isinstance(ev, E.CertificatesSold):
        return (tr("{who}: follow-on sale of {n} {currency} for {received}.") if ev.follow_on
                else tr("{who}: sale of {n} {currency} for {received}.")).format(
            who=who(seat), n=ev.count, currency=_cur(ev.currency),
            received=units(ev.received_h))
    if isinstance(ev, E.RatesMoved):
        return (tr("{currency} strengthens.") if ev.direction == "strengthen"
                else tr("{currency} weakens.")).format(currency=_cur(ev.currency))
    if isinstance(ev, E.ContractSettled):
        return _say(seat, viewer, tr("Contract {letter} settled: You pay {pay}, get {get}."),
                    tr("Contract {letter} settled: {name} pays {pay}, gets {get}.")).format(
            name=name, letter=ev.letter, pay=f"{units(ev.pay_h)} {_cur(ev.pay)}",
            get=f"{units(ev.get_h)} {_cur(ev.get)}")
    if isinstance(ev, E.ContractDefaulted):
        return _say(seat, viewer,
                    tr("Contract {letter} cannot be paid: You owe loan {loan} ({lines})."),
                    tr("Contract {letter} cannot be paid: {name} owes loan {loan} ({lines}).")
                    ).format(name=name, letter=ev.letter, loan=ev.loan_letter,
                             lines=_lines(ev.lines))
    if isinstance(ev, E.LoanRepaid):
        return _say(seat, viewer, tr("You repay loan {letter} ({lines})."),
                    tr("{name} repays loan {letter} ({lines}).")).format(
            name=name, letter=ev.letter, lines=_lines(ev.lines))
    if isinstance(ev, E.Bankrupt):
        return tr("{who} cannot repay loan {letter}: bankrupt.").format(who=who(seat),
                                                                        letter=ev.letter)
    if isinstance(ev, E.DividendPaid):
        got = ", ".join(f"{names[s]} {units(h)} {_cur(c)}" for s, c, h in ev.paid) \
            or tr("nobody")
        return tr("Dividend {number}: {paid}.").format(number=ev.number, paid=got)
    if isinstance(ev, E.DividendTie):
        return tr("{who} must choose among {currencies}.").format(
            who=who(seat), currencies=", ".join(_cur(c) for c in ev.options))
    if isinstance(ev, E.EndPhaseStarted):
        return tr_n("The end phase: {n} item left in the queue.",
                    "The end phase: {n} items left in the queue.", ev.items).format(n=ev.items)
    if isinstance(ev, E.StrongestChosen):
        return tr("The Strongest currency is {currency}.").format(currency=_cur(ev.currency))
    if isinstance(ev, E.GameOver):
        return tr("The game is over: {scores}.").format(scores=", ".join(
            f"{names[i]} {s} {_cur(ev.strongest)}" for i, s in enumerate(ev.scores)))
    return None


def worth_in_strongest(game: Game) -> list[int]:
    """Each seat's money in whole units of the Strongest currency of the moment (certificates
    and queued contracts not counted); at the end, the game's scores (F-14.2)."""
    st = game.state
    if st.phase == "over" and st.scores:
        return list(st.scores)
    s = EV.strongest(game)
    return [round(EV.money_in(game, p, s)) for p in range(len(st.seats))]


def _score(game: Game, seat: int) -> tuple[int, ...]:
    st = game.state
    if st.phase == "over" and st.scores:
        return (-1 if st.seats[seat].bankrupt else st.scores[seat], st.strongest)
    return (worth_in_strongest(game)[seat], EV.strongest(game))


def _score_words(score: tuple[int, ...]) -> str:
    value, cur = (tuple(score) + (-1, -1))[:2]
    if value < 0:
        return tr("bankrupt")
    return f"{value} {_cur(cur)}" if cur >= 0 else str(value)


KIT = ReviewKit(
    id="forex",
    name="FOR-EX",
    config_type=GameConfig,
    decision_type=D.Decision,
    new_game=new_game,
    decode=Game.decode,
    data_version=data_version,
    config_of=lambda g: g.state.config,
    log_of=lambda g: [(e.seat, e.decision) for e in g.state.log],
    names_of=lambda c: [s.name for s in c.seats],
    kinds_of=lambda c: [(s.kind, s.level) for s in c.seats],
    turn_of=lambda g: g.state.turn,
    money_of=worth_in_strongest,
    counters_of=lambda g: {},
    undo_blocker=_blocker,
    turn_started=lambda ev: ev.turn if isinstance(ev, E.TurnStarted) else None,
    narrate=narrate,
    describe=describe,
    public_decision=lambda d: True,
    score_of=_score,
    score_words=_score_words,
    unit=N_("units"),  # shown with tr() (the review record keeps the English word)
    undo_rule=N_("Undo takes back your last decision only until another player acts."),
    money_label=tr_lazy("Worth in the Strongest currency"),
    reviewer=Lazy("cresus_tui.play.forex.review:review"),
)
