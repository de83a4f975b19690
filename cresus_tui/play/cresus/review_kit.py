"""The Crésus review kit: how the generic tools read, rebuild and tell a game of Crésus."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from cresus_tui.games.cresus import Game, GameConfig, new_game
from cresus_tui.games.cresus import decisions as D
from cresus_tui.games.cresus import events as E
from cresus_tui.games.cresus.cards import load_rules
from cresus_tui.games.cresus.spec import data_version
from cresus_tui.games.protocol import Lazy
from cresus_tui.play.cresus import narration
from cresus_tui.play.review.kits import ReviewKit

ENGINE_MODULE = Game.__module__.rsplit(".", 1)[0]

# Events after which a decision made before them can no longer be taken back: chance (a throw,
# a draw, shares turned over, the Expert card drawn) and reveals of secret choices.
_BLOCKERS: dict[type, str] = {
    E.DiceRolled: "the dice have been thrown since",
    E.CresusDrawn: "a Crésus card has been drawn since",
    E.CresusReshuffled: "the Crésus cards have been shuffled since",
    E.ExpertRevealed: "an Expert card has been turned over since",
    E.PirateAttack: "the Pirate's die has been thrown since",
    E.SharesRevealed: "shares have been turned over since",
    E.BidsRevealed: "the bids have been revealed since",
    E.PawnsMoved: "the market choices have been revealed since",
    E.ParticipationRevealed: "who joins the sale has been revealed since",
    E.OfferAnswered: "the trade offer has been answered since",
    E.GambleResult: "the game of chance has been played since",
    E.TournamentResult: "the tournament has been played since",
    E.GameOver: "the game is over",
}


def _plain(text: str | None) -> str | None:
    return None if text is None else Text.from_markup(text).plain


def _narrate(event: Any, viewer: int, names: Sequence[str]) -> str | None:
    if isinstance(event, E.DecisionTaken):
        return None
    return _plain(narration.narrate(event, viewer, list(names), load_rules()))


def _who(seat: int, names: Sequence[str], viewer: int) -> str:
    return "You" if seat == viewer else names[seat]


def describe(seat: int, d: Any, names: Sequence[str], viewer: int = -1) -> str:
    """A decision in words: "You bid 20 M", "Midas keeps dice 1 3", "You go to Tokyo"."""
    rules = load_rules()
    who = _who(seat, names, viewer)
    s = "" if seat == viewer else "s"
    mk = lambda i: rules.markets[i].name if 0 <= i < len(rules.markets) else "nowhere"  # noqa
    if isinstance(d, D.Bid):
        return f"{who} bid{s} {d.amount} M" if d.amount else f"{who} pass{'es' if s else ''}"
    if isinstance(d, D.Move):
        return f"{who} go{'es' if s else ''} to {mk(d.market)}"
    if isinstance(d, D.Answer):
        return f"{who} answer{s} {'yes' if d.yes else 'no'}"
    if isinstance(d, D.PickMarket):
        return (f"{who} play{s} the Partenaire on {mk(d.market)}" if d.market >= 0
                else f"{who} keep{s} the Partenaire")
    if isinstance(d, D.Buy):
        return f"{who} buy{s} {' and '.join(d.shares)}" if d.shares else f"{who} buy{s} nothing"
    if isinstance(d, D.Keep):
        if not d.dice:
            return f"{who} throw{s} every die again"
        return f"{who} keep{s} dice {' '.join(str(i + 1) for i in d.dice)} and throw{s} again"
    if isinstance(d, D.Stop):
        return f"{who} stop{s} throwing"
    if isinstance(d, D.Sell):
        return f"{who} sell{s} {d.share}" + (" with an Expert Marché" if d.expert else "")
    if isinstance(d, D.Done):
        return f"{who} {'are' if not s else 'is'} done"
    if isinstance(d, D.BuyLuxury):
        return f"{who} buy{s} {d.count} luxury card{'s' if d.count > 1 else ''}"
    if isinstance(d, D.SellLuxury):
        return f"{who} sell{s} {d.count} luxury card{'s' if d.count > 1 else ''}"
    if isinstance(d, D.RepayLoan):
        return f"{who} repay{s} the loan"
    if isinstance(d, D.Offer):
        to = "you" if d.to == viewer else names[d.to]
        return f"{who} make{s} an offer to {to}"
    if isinstance(d, D.Reply):
        return f"{who} {'accept' if d.accept else 'decline'}{s} the offer"
    return f"{who}: {type(d).__name__}"


def _public(d: Any) -> bool:
    return not isinstance(d, (D.Bid, D.Move, D.Answer))


def _score(state: Game, seat: int) -> tuple[int, ...]:
    s = state.state.seats[seat]
    return (int(s.island), s.luxuries, s.cash)


def _score_words(score: tuple[int, ...]) -> str:
    island, lux, cash = score
    return f"{lux} luxury card{'s' if lux != 1 else ''}, {cash} M" + (" (island)" if island else "")


KIT = ReviewKit(
    id="cresus",
    name="Crésus",
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
    money_of=lambda g: [s.cash for s in g.state.seats],
    counters_of=lambda g: {"luxuries": [s.luxuries for s in g.state.seats]},
    undo_blocker=lambda ev: _BLOCKERS.get(type(ev)),
    turn_started=lambda ev: ev.turn if isinstance(ev, E.TurnStarted) else None,
    narrate=_narrate,
    describe=describe,
    public_decision=_public,
    score_of=_score,
    score_words=_score_words,
    tallies=lambda g, seat: {"island": int(g.state.seats[seat].island),
                             "luxuries": g.state.seats[seat].luxuries},
    chance="dice",
    reviewer=Lazy("cresus_tui.play.cresus.review:review"),
)
