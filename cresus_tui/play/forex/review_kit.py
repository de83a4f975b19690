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
from cresus_tui.games.forex import Game, GameConfig, data_version, load_data, new_game
from cresus_tui.games.forex import decisions as D
from cresus_tui.games.forex import events as E
from ai.forex.words import units
from cresus_tui.games.protocol import Lazy
from cresus_tui.play.review.kits import ReviewKit

ENGINE_MODULE = Game.__module__.rsplit(".", 1)[0]

_BLOCKERS: dict[type, str] = {
    E.GameOver: "the game is over",
}


def _cur(c: int) -> str:
    names = load_data().currencies
    return names[c] if 0 <= c < len(names) else f"currency {c}"


def _who(seat: int, names: Sequence[str], viewer: int) -> str:
    return "You" if seat == viewer else names[seat]


def describe(seat: int, d: Any, names: Sequence[str], viewer: int = -1) -> str:
    """A decision in words: "You contract to pay GBP and get EUR (3 units)"."""
    who = _who(seat, names, viewer)
    s = "" if seat == viewer else "s"
    if isinstance(d, D.Spot):
        to = "you" if d.to == viewer else names[d.to]
        half = " (the half-unit trade)" if d.give_h else ""
        return f"{who} offer{s} {to} a spot trade of {_cur(d.give)} for {_cur(d.get)}{half}"
    if isinstance(d, D.Reply):
        return f"{who} {'accept' if d.accept else 'refuse'}{s} the spot trade"
    if isinstance(d, D.Contract):
        return (f"{who} contract{s} to pay {_cur(d.pay)} and get {_cur(d.get)} ({d.n} "
                f"unit{'s' if d.n != 1 else ''})")
    if isinstance(d, D.Invest):
        return f"{who} invest{s} in {' then '.join(_cur(c) for c in d.currencies)}"
    if isinstance(d, D.Divest):
        return f"{who} sell{s} {d.count} {_cur(d.currency)} certificate" + \
            ("s" if d.count != 1 else "")
    if isinstance(d, D.Resolve):
        return f"{who} resolve{s} the front of the queue"
    if isinstance(d, D.Sell):
        return (f"{who} sell{s} {d.count} in the follow-on sale" if d.count
                else f"{who} keep{s} {'your' if seat == viewer else 'their'} certificates")
    if isinstance(d, D.Choose):
        return f"{who} choose{s} {_cur(d.currency)}"
    return f"{who}: {type(d).__name__}"


def _lines(lines: Sequence[Sequence[int]]) -> str:
    return " + ".join(f"{units(h)} {_cur(c)}" for c, h in lines)


def narrate(ev: Any, viewer: int, names: Sequence[str]) -> str | None:
    """An event in plain text (everything in FOR-EX is public)."""
    def who(seat: int) -> str:
        return _who(seat, names, viewer)

    def does(seat: int, verb: str) -> str:  # "You pay", "Sterling pays"
        return f"{who(seat)} {verb if seat == viewer else verb + 's'}"

    if isinstance(ev, E.GameStarted):  # ``removed``: a count per currency (F-4.2)
        removed = ", ".join(f"{n} {_cur(c)}" for c, n in enumerate(ev.removed) if n) or "none"
        return (f"Each player starts with {units(ev.money_h)} units of every currency; "
                f"certificates removed: {removed}; {names[ev.first_player]} plays first.")
    if isinstance(ev, E.SpotOffered):
        return (f"{does(ev.seat, 'offer')} "
                f"{who(ev.to).lower() if ev.to == viewer else who(ev.to)}"
                f" {units(ev.give_h)} {_cur(ev.give)} for {units(ev.get_h)} {_cur(ev.get)}.")
    if isinstance(ev, E.SpotAnswered):
        return f"The spot trade is {'accepted' if ev.accepted else 'refused'}."
    if isinstance(ev, E.ContractMade):
        return (f"{who(ev.seat)}: contract {ev.letter}, pay {units(ev.pay_h)} {_cur(ev.pay)}, "
                f"get {units(ev.get_h)} {_cur(ev.get)}.")
    if isinstance(ev, E.CertificateBought):
        return f"{who(ev.seat)}: a {_cur(ev.currency)} certificate for {units(ev.price_h)}."
    if isinstance(ev, E.CertificatesSold):
        how = "follow-on sale" if ev.follow_on else "sale"
        return (f"{who(ev.seat)}: {how} of {ev.count} {_cur(ev.currency)} for "
                f"{units(ev.received_h)}.")
    if isinstance(ev, E.RatesMoved):
        move = "strengthens" if ev.direction == "strengthen" else "weakens"
        return f"{_cur(ev.currency)} {move}."
    if isinstance(ev, E.ContractSettled):
        return (f"Contract {ev.letter} settled: {does(ev.seat, 'pay')} {units(ev.pay_h)} "
                f"{_cur(ev.pay)}, {'gets' if ev.seat != viewer else 'get'} {units(ev.get_h)} {_cur(ev.get)}.")
    if isinstance(ev, E.ContractDefaulted):
        return (f"Contract {ev.letter} cannot be paid: {does(ev.seat, 'owe')} loan "
                f"{ev.loan_letter} ({_lines(ev.lines)}).")
    if isinstance(ev, E.LoanRepaid):
        return f"{does(ev.seat, 'repay')} loan {ev.letter} ({_lines(ev.lines)})."
    if isinstance(ev, E.Bankrupt):
        return f"{who(ev.seat)} cannot repay loan {ev.letter}: bankrupt."
    if isinstance(ev, E.DividendPaid):
        got = ", ".join(f"{names[s]} {units(h)} {_cur(c)}" for s, c, h in ev.paid) or "nobody"
        return f"Dividend {ev.number}: {got}."
    if isinstance(ev, E.DividendTie):
        return f"{who(ev.seat)} must choose among " + ", ".join(_cur(c) for c in ev.options) \
            + "."
    if isinstance(ev, E.EndPhaseStarted):
        return f"The end phase: {ev.items} item{'s' if ev.items != 1 else ''} left in the queue."
    if isinstance(ev, E.StrongestChosen):
        return f"The Strongest currency is {_cur(ev.currency)}."
    if isinstance(ev, E.GameOver):
        return "The game is over: " + ", ".join(
            f"{names[i]} {s} {_cur(ev.strongest)}" for i, s in enumerate(ev.scores)) + "."
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
        return "bankrupt"
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
    undo_blocker=lambda ev: _BLOCKERS.get(type(ev)),
    turn_started=lambda ev: ev.turn if isinstance(ev, E.TurnStarted) else None,
    narrate=narrate,
    describe=describe,
    public_decision=lambda d: True,
    score_of=_score,
    score_words=_score_words,
    unit="units",
    money_label="Worth in the Strongest currency",
    reviewer=Lazy("cresus_tui.play.forex.review:review"),
)
