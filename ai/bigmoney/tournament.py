"""Headless Big Money games between entrants, and the statistics ``cresus simulate --game
bigmoney`` prints (the same JSON keys as Crésus's ``simulate``).

An entrant is a rival name: ``random`` or a level, optionally with a personality
(``normal:ruse``). Seats are rotated between games so that no entrant keeps the first seat.
``mean_turns`` counts rounds (a turn of every seat, like a Crésus turn); ``island_rate``,
``bankruptcy_rate`` and ``winner_mean_luxuries`` have no Big Money meaning and are 0.
``stats`` adds the B-13 balance figures.
"""

from __future__ import annotations

import math
import time
import traceback

from cresus_tui.games.bigmoney import GameConfig, new_game
from cresus_tui.games.protocol import SeatConfig

from .rival import make_rival


def parse_entrant(name: str) -> tuple[str, str]:
    level, _, personality = name.partition(":")
    return level, personality


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval for a proportion."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, c - h), min(1.0, c + h))


def play_one(entrants: list[str], seed: int, timed: bool = False) -> dict:
    """One game; ``entrants[i]`` plays seat i. Never raises: an error is recorded in
    ``error``. Returns winners (seats placed first), rounds, turns, final cash, income by
    source, purchases, stocks bought, news cards, trigger source, money paid after the
    trigger turn, decision times (ms, when ``timed``)."""
    rivals = [make_rival(*parse_entrant(e), seed=seed * 31 + i) for i, e in enumerate(entrants)]
    config = GameConfig(tuple(SeatConfig(f"{e} {i + 1}") for i, e in enumerate(entrants)), seed)
    out: dict = {"seed": seed, "winners": [], "error": "", "ms": []}
    clock = time.perf_counter
    try:
        game, _ = new_game(config)
        stocks = 0
        for _ in range(100_000):
            if game.is_over:
                break
            req = game.requests()[0]
            view = game.view(req.seat)
            t0 = clock()
            choice = rivals[req.seat].decide(view, req)
            if timed:
                out["ms"].append((clock() - t0) * 1000)
            if type(choice.decision).__name__ == "Buy":
                if game.rules.cards[req.market[choice.decision.slot]].kind == "stock":
                    stocks += 1
            game.submit(req.seat, choice.decision)
        else:
            raise RuntimeError("the game did not end")
        st = game.state
        out.update(
            winners=[s for place, s in game.ranking() if place == 1], rounds=st.round,
            turns=sum(s.turns for s in st.seats), cash=[s.cash for s in st.seats],
            dice=sum(s.dice_income for s in st.seats),
            dividends=sum(s.dividend_income for s in st.seats),
            news=sum(s.news_income for s in st.seats),
            purchases=sum(s.purchases for s in st.seats), stocks=stocks,
            news_cards=st.news_drawn, trigger=st.trigger_source,
            after_trigger=st.paid_after_trigger, equal_turns=len({s.turns for s in st.seats}) == 1,
            problem=game.check())
    except Exception:  # noqa: BLE001 - the simulator reports every failure and goes on
        out["error"] = f"seed {seed}: {traceback.format_exc(limit=3)}"
    return out


def simulate(games: int, players: int = 4, seed: int = 0, rivals: list[str] | None = None,
             timed: bool = False, detail: bool = False) -> dict:
    """Play ``games`` games (seats rotated) and summarise with the keys of Crésus's
    ``simulate --json``: games, players, seconds, games_per_second, mean_turns, island_rate,
    bankruptcy_rate, entrants, win_share_by_entrant, win_share_by_seat,
    win_interval_by_entrant, winner_mean_luxuries, decision_ms, errors. ``rivals``: one
    entrant per seat (default: ``random`` for each of ``players``). ``detail`` adds a
    ``bigmoney`` key with the B-13 figures. Raises ValueError for a bad entrant or count."""
    entrants = list(rivals) if rivals else ["random"] * players
    p = len(entrants)
    if not 2 <= p <= 5:
        raise ValueError("Big Money is played by 2 to 5 players")
    for e in entrants:
        make_rival(*parse_entrant(e))
    wins = [0.0] * p
    seat_wins = [0.0] * p
    rounds = 0
    errors: list[str] = []
    times: list[float] = []
    agg = {"dice": 0, "dividends": 0, "news": 0, "purchases": 0, "stocks": 0, "news_cards": 0,
           "after_trigger": 0, "winner_cash": 0, "mean_cash": 0.0, "unequal": 0, "problems": 0}
    triggers: dict[str, int] = {}
    totals: list[int] = []
    start = time.perf_counter()
    for g in range(games):
        shift = g % p
        seating = [(i + shift) % p for i in range(p)]  # seat s plays entrant seating[s]
        r = play_one([entrants[e] for e in seating], seed + g, timed)
        if r["error"]:
            errors.append(r["error"])
            continue
        for w in r["winners"]:
            wins[seating[w]] += 1 / len(r["winners"])
            seat_wins[w] += 1 / len(r["winners"])
        rounds += r["rounds"]
        times += r["ms"]
        totals.append(r["turns"])
        for k in ("dice", "dividends", "news", "purchases", "stocks", "news_cards",
                  "after_trigger"):
            agg[k] += r[k]
        agg["winner_cash"] += max(r["cash"])
        agg["mean_cash"] += sum(r["cash"]) / p
        agg["unequal"] += not r["equal_turns"]
        agg["problems"] += bool(r["problem"])
        triggers[r["trigger"]] = triggers.get(r["trigger"], 0) + 1
    seconds = time.perf_counter() - start
    ok = max(1, games - len(errors))
    times.sort()
    ms = {}
    if times:
        ms = {"median": times[len(times) // 2],
              "p99": times[min(len(times) - 1, int(len(times) * 0.99))],
              "count": float(len(times))}
    out = {
        "games": games, "players": p, "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds else 0.0,
        "mean_turns": round(rounds / ok, 3), "island_rate": 0.0, "bankruptcy_rate": 0.0,
        "entrants": entrants,
        "win_share_by_entrant": [round(w / ok, 4) for w in wins],
        "win_share_by_seat": [round(w / ok, 4) for w in seat_wins],
        "win_interval_by_entrant": [[round(x, 4) for x in wilson(w, ok)] for w in wins],
        "winner_mean_luxuries": 0.0, "decision_ms": ms, "errors": errors,
    }
    if detail:
        income = max(1, agg["dice"] + agg["dividends"] + agg["news"])
        totals.sort()
        out["bigmoney"] = {
            "mean_rounds": round(rounds / ok, 3),
            "total_turns_p10_p90": [totals[len(totals) // 10] if totals else 0,
                                    totals[(len(totals) * 9) // 10] if totals else 0],
            "max_total_turns": max(totals, default=0),
            "income_share": {k: round(agg[k] / income, 4) for k in ("dice", "dividends",
                                                                      "news")},
            "purchases_per_game": round(agg["purchases"] / ok, 2),
            "stock_share": round(agg["stocks"] / max(1, agg["purchases"]), 3),
            "news_cards_per_game": round(agg["news_cards"] / ok, 2),
            "trigger_share": {k: round(v / ok, 4) for k, v in sorted(triggers.items())},
            "paid_after_trigger_turn": round(agg["after_trigger"] / ok, 2),
            "winner_cash": round(agg["winner_cash"] / ok, 1),
            "mean_cash": round(agg["mean_cash"] / ok, 1),
            "unequal_turn_games": agg["unequal"], "invariant_failures": agg["problems"],
        }
    return out
