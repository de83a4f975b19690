"""Pig for the review tools: record, replay, undo, statistics, the post-game review."""

from __future__ import annotations

from cresus_tui.play.review.kits import ReviewKit

from . import engine as pig


def describe(seat: int, decision, names, viewer: int) -> str:
    who = "you" if seat == viewer else names[seat]
    return f"{who} {'roll' if isinstance(decision, pig.Roll) else 'hold'}"


KIT = ReviewKit(
    id="pig", name="Pig", config_type=pig.PigConfig, decision_type=pig.Decision,
    new_game=pig.new_game, decode=pig.decode, data_version=pig.data_version,
    config_of=lambda s: s.state.config, log_of=lambda s: [tuple(x) for x in s.state.log],
    names_of=lambda c: [s.name for s in c.seats],
    kinds_of=lambda c: [(s.kind, s.level) for s in c.seats],
    turn_of=lambda s: s.state.turn, money_of=lambda s: list(s.state.scores),
    counters_of=lambda s: {},
    undo_blocker=lambda ev: "a roll of the die" if isinstance(ev, pig.Rolled) else None,
    turn_started=lambda ev: ev.turn if isinstance(ev, pig.TurnStarted) else None,
    narrate=lambda ev, viewer, names: None, describe=describe,
    public_decision=lambda d: True, score_of=lambda s, seat: (s.state.scores[seat],),
    score_words=lambda score: f"{score[0]} points", unit="points",
)
