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
from cresus_tui.i18n import N_, tr, tr_lazy, tr_n
from cresus_tui.play.cresus import narration
from cresus_tui.play.review.kits import ReviewKit

ENGINE_MODULE = Game.__module__.rsplit(".", 1)[0]

# Events after which a decision made before them can no longer be taken back: chance (a throw,
# a draw, shares turned over, the Expert card drawn) and reveals of secret choices.
_BLOCKERS: dict[type, str] = {
    E.DiceRolled: tr_lazy("the dice have been thrown since"),
    E.CresusDrawn: tr_lazy("a Crésus card has been drawn since"),
    E.CresusReshuffled: tr_lazy("the Crésus cards have been shuffled since"),
    E.ExpertRevealed: tr_lazy("an Expert card has been turned over since"),
    E.PirateAttack: tr_lazy("the Pirate's die has been thrown since"),
    E.SharesRevealed: tr_lazy("shares have been turned over since"),
    E.BidsRevealed: tr_lazy("the bids have been revealed since"),
    E.PawnsMoved: tr_lazy("the market choices have been revealed since"),
    E.ParticipationRevealed: tr_lazy("who joins the sale has been revealed since"),
    E.OfferAnswered: tr_lazy("the trade offer has been answered since"),
    E.GambleResult: tr_lazy("the game of chance has been played since"),
    E.TournamentResult: tr_lazy("the tournament has been played since"),
    E.GameOver: tr_lazy("the game is over"),
}


def _blocker(event: Any) -> str | None:
    text = _BLOCKERS.get(type(event))
    return None if text is None else str(text)


def _plain(text: str | None) -> str | None:
    return None if text is None else Text.from_markup(text).plain


def _narrate(event: Any, viewer: int, names: Sequence[str]) -> str | None:
    if isinstance(event, E.DecisionTaken):
        return None
    return _plain(narration.narrate(event, viewer, list(names), load_rules()))


def describe(seat: int, d: Any, names: Sequence[str], viewer: int = -1) -> str:
    """A decision in words: "You bid 20 M", "Midas keeps dice 1 3", "You go to Tokyo"."""
    rules = load_rules()
    mine = seat == viewer
    say = lambda you, other, **kw: (you if mine else other).format(  # noqa: E731
        who=names[seat] if not mine else "", **kw)
    mk = lambda i: rules.markets[i].name if 0 <= i < len(rules.markets) else tr(  # noqa
        "nowhere")
    if isinstance(d, D.Bid):
        if d.amount:
            return say(tr("You bid {amount} M"), tr("{who} bids {amount} M"), amount=d.amount)
        return say(tr("You pass"), tr("{who} passes"))
    if isinstance(d, D.Move):
        return say(tr("You go to {market}"), tr("{who} goes to {market}"), market=mk(d.market))
    if isinstance(d, D.Answer):
        if d.yes:
            return say(tr("You answer yes"), tr("{who} answers yes"))
        return say(tr("You answer no"), tr("{who} answers no"))
    if isinstance(d, D.PickMarket):
        if d.market >= 0:
            return say(tr("You play the Partenaire on {market}"),
                       tr("{who} plays the Partenaire on {market}"), market=mk(d.market))
        return say(tr("You keep the Partenaire"), tr("{who} keeps the Partenaire"))
    if isinstance(d, D.Buy):
        if d.shares:
            return say(tr("You buy {shares}"), tr("{who} buys {shares}"),
                       shares=(" " + tr("and") + " ").join(d.shares))
        return say(tr("You buy nothing"), tr("{who} buys nothing"))
    if isinstance(d, D.Keep):
        if not d.dice:
            return say(tr("You throw every die again"), tr("{who} throws every die again"))
        return say(tr("You keep dice {dice} and throw again"),
                   tr("{who} keeps dice {dice} and throws again"),
                   dice=" ".join(str(i + 1) for i in d.dice))
    if isinstance(d, D.Stop):
        return say(tr("You stop throwing"), tr("{who} stops throwing"))
    if isinstance(d, D.Sell):
        if d.expert:
            return say(tr("You sell {share} with an Expert Marché"),
                       tr("{who} sells {share} with an Expert Marché"), share=d.share)
        return say(tr("You sell {share}"), tr("{who} sells {share}"), share=d.share)
    if isinstance(d, D.Done):
        return say(tr("You are done"), tr("{who} is done"))
    if isinstance(d, D.BuyLuxury):
        return say(tr_n("You buy {n} luxury card", "You buy {n} luxury cards", d.count),
                   tr_n("{who} buys {n} luxury card", "{who} buys {n} luxury cards", d.count),
                   n=d.count)
    if isinstance(d, D.SellLuxury):
        return say(tr_n("You sell {n} luxury card", "You sell {n} luxury cards", d.count),
                   tr_n("{who} sells {n} luxury card", "{who} sells {n} luxury cards", d.count),
                   n=d.count)
    if isinstance(d, D.RepayLoan):
        return say(tr("You repay the loan"), tr("{who} repays the loan"))
    if isinstance(d, D.Offer):
        if d.to == viewer:
            return tr("{who} makes an offer to you").format(who=names[seat])
        return say(tr("You make an offer to {to}"), tr("{who} makes an offer to {to}"),
                   to=names[d.to])
    if isinstance(d, D.Reply):
        if d.accept:
            return say(tr("You accept the offer"), tr("{who} accepts the offer"))
        return say(tr("You decline the offer"), tr("{who} declines the offer"))
    who = tr("You") if mine else names[seat]
    return f"{who}: {type(d).__name__}"


def _public(d: Any) -> bool:
    return not isinstance(d, (D.Bid, D.Move, D.Answer))


def _score(state: Game, seat: int) -> tuple[int, ...]:
    s = state.state.seats[seat]
    return (int(s.island), s.luxuries, s.cash)


def _score_words(score: tuple[int, ...]) -> str:
    island, lux, cash = score
    return tr_n("{n} luxury card, {cash} M", "{n} luxury cards, {cash} M", lux).format(
        n=lux, cash=cash) + (tr(" (island)") if island else "")


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
    counters_of=lambda g: {N_("luxuries"): [s.luxuries for s in g.state.seats]},
    undo_blocker=_blocker,
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
