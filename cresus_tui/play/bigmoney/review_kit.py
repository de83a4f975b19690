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
from cresus_tui.play.review.kits import ReviewKit

ENGINE_MODULE = Game.__module__.rsplit(".", 1)[0]

_BLOCKERS: dict[type, str] = {
    E.DiceThrown: "the dice have been thrown since",
    E.IndustryResolved: "the industry die has been resolved since",
    E.NewsDrawn: "a news card has been drawn since",
    E.NewsReshuffled: "the news cards have been shuffled since",
    E.MarketRefilled: "a card has been drawn for the market since",
    E.DeckReshuffled: "the asset cards have been shuffled since",
    E.GameEnded: "the game is over",
}


def _seats(cfg: GameConfig) -> list[Any]:
    """The config's seats in playing order (B-3.4 may draw the order: the game knows it)."""
    if not cfg.shuffle_seats:
        return list(cfg.seats)
    game, _ = new_game(cfg)
    return [cfg.seats[s.origin] for s in game.state.seats]


def _who(seat: int, names: Sequence[str], viewer: int) -> str:
    return "You" if seat == viewer else names[seat]


def describe(seat: int, d: Any, names: Sequence[str], viewer: int = -1) -> str:
    """A decision in words: "You roll the dice", "Midas keeps dice 1 3 and rerolls"."""
    who = _who(seat, names, viewer)
    s = "" if seat == viewer else "s"
    if isinstance(d, D.Roll):
        return f"{who} roll{s} the dice"
    if isinstance(d, D.Reroll):
        if not d.keep:
            return f"{who} reroll{s} every die"
        return (f"{who} keep{s} dice {' '.join(str(k + 1) for k in sorted(d.keep))} and "
                f"reroll{s}")
    if isinstance(d, D.Stop):
        return f"{who} stop{s} and collect{s}"
    if isinstance(d, D.Buy):
        return f"{who} buy{s} the card in slot {d.slot + 1}"
    if isinstance(d, D.Pass):
        return f"{who} pass{'es' if s else ''}"
    return f"{who}: {type(d).__name__}"


def card_words(card: str) -> str:
    """``TEC-3`` with its name: "TEC-3 (Robotique)"."""
    c = load_rules().cards.get(card)
    return f"{card} ({c.name})" if c is not None and getattr(c, "name", "") else card


def _news_words(card: str) -> str:
    n = load_rules().news.get(card)
    return f"{n.name} / {n.english}" if n is not None else card


def narrate(ev: Any, viewer: int, names: Sequence[str]) -> str | None:
    """An event in plain text, as ``viewer`` sees it (everything in Big Money is public but
    the deck orders, which no event tells)."""
    def who(seat: int) -> str:
        return _who(seat, names, viewer)

    if isinstance(ev, E.GameStarted):
        return (f"The bank opens with {ev.bank} Z; capital "
                + ", ".join(f"{n} {c} Z" for n, c in zip(names, ev.capital, strict=False))
                + "; market " + ", ".join(c or "—" for c in ev.market) + ".")
    if isinstance(ev, E.DiceThrown):
        dice = " ".join(str(d) for d in ev.dice)
        if ev.throw == 1:
            return f"{who(ev.seat)} throw{'s' * (ev.seat != viewer)}: dice {dice}."
        return f"Reroll {ev.throw - 1}: dice {dice}."
    if isinstance(ev, E.IndustryResolved):
        return f"The industry die shows {ev.face}."
    if isinstance(ev, E.DividendPaid):
        short = "" if ev.paid == ev.owed else f" (of {ev.owed} Z owed)"
        return f"{who(ev.seat)}: {ev.paid} Z of {ev.sector} dividends{short}."
    if isinstance(ev, E.NewsDrawn):
        return f"News: {_news_words(ev.card)}."
    if isinstance(ev, E.NewsReshuffled):
        return f"The {ev.cards} news cards are shuffled."
    if isinstance(ev, E.FinePaid):
        return f"{who(ev.seat)} pay{'s' * (ev.seat != viewer)} a fine of {ev.paid} Z."
    if isinstance(ev, E.GainPaid):
        return f"{who(ev.seat)}: {ev.paid} Z from the news."
    if isinstance(ev, E.CardDiscarded):
        where = "the market" if ev.seat < 0 else who(ev.seat)
        return f"{card_words(ev.card)} leaves {where} ({ev.reason})."
    if isinstance(ev, E.EndTriggered):
        return (f"The bank is dry: it owed {ev.owed} Z and paid {ev.paid} Z. The game ends "
                "with this round.")
    if isinstance(ev, E.CombinationPaid):
        short = "" if ev.paid == ev.amount else f" (of {ev.amount} Z)"
        combo = ev.combination.lower().replace("_", " ")
        return f"{who(ev.seat)}: {combo}, {ev.paid} Z{short}."
    if isinstance(ev, E.CardBought):
        return f"{who(ev.seat)} buy{'s' * (ev.seat != viewer)} {card_words(ev.card)} for " \
               f"{ev.price} Z."
    if isinstance(ev, E.Passed):
        return f"{who(ev.seat)} buy{'s' * (ev.seat != viewer)} nothing" + \
            (" (nothing affordable)." if ev.forced else ".")
    if isinstance(ev, E.MarketRefilled):
        return f"Market slot {ev.slot + 1}: {card_words(ev.card)}."
    if isinstance(ev, E.DeckReshuffled):
        return f"The {ev.cards} discarded asset cards are shuffled into a new deck."
    if isinstance(ev, E.TurnEnded):
        return None
    if isinstance(ev, E.GameEnded):
        return "The game is over: " + ", ".join(
            f"{names[i]} {c} Z" for i, c in enumerate(ev.cash)) + "."
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
    undo_blocker=lambda ev: _BLOCKERS.get(type(ev)),
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
