"""The Big Money review kit: how the generic tools (export, replay, undo, statistics, review)
read, rebuild and tell a game of Big Money. Money is in Z; the chart's periods are rounds.

Undo never crosses a throw (the industry die and the number dice), a news card drawn, a card
drawn for the market or a reshuffle; every Big Money decision is public (B-12.1), so another
seat's decision also blocks it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cresus_tui.games.bigmoney import SPEC, Game, GameConfig, load_rules, new_game
from cresus_tui.games.bigmoney import decisions as D
from cresus_tui.games.bigmoney import events as E
from cresus_tui.games.protocol import Lazy
from cresus_tui.i18n import N_, current_language, tr
from cresus_tui.play.review.kits import ReviewKit

from . import labels

ENGINE_MODULE = Game.__module__.rsplit(".", 1)[0]

_BLOCKERS: dict[type, str] = {
    E.DiceThrown: N_("the dice have been thrown since"),
    E.IndustryResolved: N_("the industry die has been resolved since"),
    E.NewsDrawn: N_("a news card has been drawn since"),
    E.NewsReshuffled: N_("the news cards have been shuffled since"),
    E.MarketRefilled: N_("a card has been drawn for the market since"),
    E.DeckReshuffled: N_("the asset cards have been shuffled since"),
    E.GameEnded: N_("the game is over"),
}


_REASONS = {"dividend": N_("dividend"), "news": N_("news")}
"""Why a card leaves its owner (B-5.3 a stock paid out, B-6.2 news)."""


def _blocker(ev: Any) -> str | None:
    """Why ``ev`` blocks an undo, in the current language (None: it does not)."""
    why = _BLOCKERS.get(type(ev))
    return tr(why) if why is not None else None


def _seats(cfg: GameConfig) -> list[Any]:
    """The config's seats in playing order (B-3.4 may draw the order: the game knows it)."""
    if not cfg.shuffle_seats:
        return list(cfg.seats)
    game, _ = new_game(cfg)
    return [cfg.seats[s.origin] for s in game.state.seats]


def _who(seat: int, names: Sequence[str], viewer: int) -> str:
    return tr("You") if seat == viewer else names[seat]


def _say(seat: int, viewer: int, you: str, other: str) -> str:
    """The sentence for the viewer (``you``) or another seat (``other``, a ``{name}`` field)."""
    return you if seat == viewer else other


def describe(seat: int, d: Any, names: Sequence[str], viewer: int = -1) -> str:
    """A decision in words: "You roll the dice", "Midas keeps dice 1 3 and rerolls"."""
    name = names[seat] if 0 <= seat < len(names) else str(seat)
    if isinstance(d, D.Roll):
        text = _say(seat, viewer, tr("You roll the dice"), tr("{name} rolls the dice"))
    elif isinstance(d, D.Reroll) and not d.keep:
        text = _say(seat, viewer, tr("You reroll every die"), tr("{name} rerolls every die"))
    elif isinstance(d, D.Reroll):
        text = _say(seat, viewer, tr("You keep dice {dice} and reroll"),
                    tr("{name} keeps dice {dice} and rerolls"))
    elif isinstance(d, D.Stop):
        text = _say(seat, viewer, tr("You stop and collect"), tr("{name} stops and collects"))
    elif isinstance(d, D.Buy):
        text = _say(seat, viewer, tr("You buy the card in slot {slot}"),
                    tr("{name} buys the card in slot {slot}"))
    elif isinstance(d, D.Pass):
        text = _say(seat, viewer, tr("You pass"), tr("{name} passes"))
    else:
        return f"{_who(seat, names, viewer)}: {type(d).__name__}"
    keep = getattr(d, "keep", ())
    return text.format(name=name, dice=" ".join(str(k + 1) for k in sorted(keep)),
                       slot=getattr(d, "slot", 0) + 1)


def card_words(card: str) -> str:
    """``TEC-3`` with its name: "TEC-3 (Robotique)"."""
    c = load_rules().cards.get(card)
    return f"{card} ({c.name})" if c is not None and getattr(c, "name", "") else card


def _news_words(card: str) -> str:
    n = load_rules().news.get(card)
    if n is None:
        return card
    return n.name if current_language() == "fr" else f"{n.name} / {n.english}"


def _face_words(code: str) -> str:
    """An industry face as the story names it: "TEC" → "Technologie", "NEWS" → "News"."""
    sector = load_rules().sectors.get(code)
    return sector.name if sector is not None else tr("News") if code == "NEWS" else code


def narrate(ev: Any, viewer: int, names: Sequence[str]) -> str | None:
    """An event in plain text, as ``viewer`` sees it (everything in Big Money is public but
    the deck orders, which no event tells)."""
    def who(seat: int) -> str:
        return _who(seat, names, viewer)

    seat = getattr(ev, "seat", -1)
    name = names[seat] if 0 <= seat < len(names) else ""
    if isinstance(ev, E.GameStarted):
        return tr("The bank opens with {bank} Z; capital {capital}; market {market}.").format(
            bank=ev.bank, capital=", ".join(f"{n} {c} Z" for n, c in
                                            zip(names, ev.capital, strict=False)),
            market=", ".join(c or "—" for c in ev.market))
    if isinstance(ev, E.DiceThrown):
        dice = " ".join(str(d) for d in ev.dice)
        if ev.throw == 1:
            return _say(seat, viewer, tr("You throw: dice {dice}."),
                        tr("{name} throws: dice {dice}.")).format(name=name, dice=dice)
        return tr("Reroll {n}: dice {dice}.").format(n=ev.throw - 1, dice=dice)
    if isinstance(ev, E.IndustryResolved):
        return tr("The industry die shows {face}.").format(face=_face_words(ev.face))
    if isinstance(ev, E.DividendPaid):
        short = "" if ev.paid == ev.owed else tr(" (of {owed} Z owed)").format(owed=ev.owed)
        return tr("{who}: {paid} Z of {sector} dividends{short}.").format(
            who=who(seat), paid=ev.paid, sector=_face_words(ev.sector), short=short)
    if isinstance(ev, E.NewsDrawn):
        return tr("News: {news}.").format(news=_news_words(ev.card))
    if isinstance(ev, E.NewsReshuffled):
        return tr("The {n} news cards are shuffled.").format(n=ev.cards)
    if isinstance(ev, E.FinePaid):
        return _say(seat, viewer, tr("You pay a fine of {paid} Z."),
                    tr("{name} pays a fine of {paid} Z.")).format(name=name, paid=ev.paid)
    if isinstance(ev, E.GainPaid):
        return tr("{who}: {paid} Z from the news.").format(who=who(seat), paid=ev.paid)
    if isinstance(ev, E.CardDiscarded):
        where = tr("the market") if ev.seat < 0 else who(ev.seat)
        return tr("{card} leaves {where} ({reason}).").format(
            card=card_words(ev.card), where=where, reason=tr(_REASONS.get(ev.reason, ev.reason)))
    if isinstance(ev, E.EndTriggered):
        return tr("The bank is dry: it owed {owed} Z and paid {paid} Z. The game ends "
                  "with this round.").format(owed=ev.owed, paid=ev.paid)
    if isinstance(ev, E.CombinationPaid):
        short = "" if ev.paid == ev.amount else tr(" (of {amount} Z)").format(amount=ev.amount)
        return tr("{who}: {combination}, {paid} Z{short}.").format(
            who=who(seat), combination=labels.combination_name(ev.combination), paid=ev.paid,
            short=short)
    if isinstance(ev, E.CardBought):
        return _say(seat, viewer, tr("You buy {card} for {price} Z."),
                    tr("{name} buys {card} for {price} Z.")).format(
            name=name, card=card_words(ev.card), price=ev.price)
    if isinstance(ev, E.Passed):
        if ev.forced:
            return _say(seat, viewer, tr("You buy nothing (nothing affordable)."),
                        tr("{name} buys nothing (nothing affordable).")).format(name=name)
        return _say(seat, viewer, tr("You buy nothing."),
                    tr("{name} buys nothing.")).format(name=name)
    if isinstance(ev, E.MarketRefilled):
        return tr("Market slot {slot}: {card}.").format(slot=ev.slot + 1,
                                                        card=card_words(ev.card))
    if isinstance(ev, E.DeckReshuffled):
        return tr("The {n} discarded asset cards are shuffled into a new deck.").format(
            n=ev.cards)
    if isinstance(ev, E.TurnEnded):
        return None
    if isinstance(ev, E.GameEnded):
        return tr("The game is over: {cash}.").format(cash=", ".join(
            f"{names[i]} {c} Z" for i, c in enumerate(ev.cash)))
    return None


def _turn_started(ev: Any) -> int | None:
    return ev.round if isinstance(ev, E.TurnStarted) else None


KIT = ReviewKit(
    id="bigmoney",
    name="Big Money",
    config_type=GameConfig,
    decision_type=D.Decision,
    new_game=new_game,
    decode=Game.decode,
    data_version=SPEC.data_version,
    config_of=lambda g: g.state.config,
    log_of=lambda g: [(e.seat, e.decision) for e in g.state.log],
    names_of=lambda c: [s.name for s in _seats(c)],
    kinds_of=lambda c: [(s.kind, s.level) for s in _seats(c)],
    turn_of=lambda g: g.state.round,
    money_of=lambda g: [s.cash for s in g.state.seats],
    counters_of=lambda g: {},
    undo_blocker=_blocker,
    turn_started=_turn_started,
    narrate=narrate,
    describe=describe,
    public_decision=lambda d: True,
    score_of=lambda g, seat: (g.state.seats[seat].cash,),
    score_words=lambda s: f"{s[0]} Z",
    unit="Z",
    period="round",
    reviewer=Lazy("cresus_tui.play.bigmoney.review:review"),
)
