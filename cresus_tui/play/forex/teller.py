"""FOR-EX told in sentences, for a front end without a screen of its own (the plain-text
mode): the teller of one session (``cresus_tui.play.teller.Teller``)."""

from __future__ import annotations

from typing import Any

from ai.words import signed
from cresus_tui.games.forex.events import GameOver
from cresus_tui.games.forex.requests import TurnRequest
from cresus_tui.i18n import number, tr
from ai.forex.words import units

from ..parser import ALL_WORDS, Fail
from ..messages import Line, reason_line
from . import commands, labels, narration


class ForexTeller:
    """FOR-EX told in sentences for one session (a ``Session`` of a FOR-EX game)."""

    def __init__(self, session) -> None:
        self.session = session
        self.data = session.game.data
        self.names = session.names

    @property
    def view(self):
        return self.session.game.view(self.session.human)

    def greeting(self) -> str:
        others = ", ".join(f"P{i + 1} {n}" for i, n in enumerate(self.names) if i)
        return tr("FOR-EX — the currency game. You are P1; you face {others}. After each "
                  "question come the commands that answer it; look, status, rates, queue, "
                  "hint, log, rules, help, save and quit work at any time.").format(
            others=others)

    def step_lines(self, step, req) -> list[str]:
        lines = []
        if step.reason and step.seat != self.session.human:
            lines.append("  " + tr("{name}: {text}").format(name=self.names[step.seat],
                                                           text=step.reason))
        return lines + self.event_lines(step.events)

    def event_lines(self, events) -> list[str]:
        out = []
        for ev in events:
            try:
                text = narration.narrate(ev, self.session.human, self.names, self.data)
            except Exception as exc:  # noqa: BLE001 - a narration bug must not stop the game
                text = f"({type(ev).__name__}: {exc})"
            if text:
                out.append(text)
        return out

    def note(self, request) -> str:
        return ""

    def commands_now(self) -> list[str]:
        return [commands.shown_command(c) for c in commands.legal_commands(self.view, self.data)]

    def answer(self, topic: str, arg: str) -> list[str] | None:
        return answer_lines(self.view, self.data, topic, arg)

    def warning(self, decision, request) -> str:
        return ""

    def final(self) -> list[str]:
        game = self.session.game
        st = game.state
        s = self.data.currencies[st.strongest] if st.strongest >= 0 else "?"
        why = tr("The queue is empty.") if st.end_reason == "queue_empty" else (
            tr("{name} went bankrupt.").format(name=self.names[st.bankrupt])
            if st.bankrupt >= 0 else "")
        out = [tr("The game is over. {why} Strongest currency: {currency}.").format(
            why=why, currency=s), tr("Ranking:")]
        for place, seat in game.ranking():
            who = tr("you") if seat == self.session.human else self.names[seat]
            score = st.scores[seat] if seat < len(st.scores) else 0
            broke = tr(" (bankrupt)") if seat == st.bankrupt else ""
            out.append(f"  {place}. " + tr("{name}: {text}").format(name=who,
                                                                  text=f"{score} {s}{broke}"))
        return out

    def why(self) -> list[str]:
        """Why the winner won (``review.why.why_won`` with the F-14.2 conversion lines); the
        table adds them after ``final`` once."""
        from cresus_tui.play.review.why import why_won

        return why_won(self.session.game, self.session.human, conversion_lines)

    def suggest(self) -> str:
        return suggest(self.session)


def answer_lines(view, data, topic: str, arg: str) -> list[str] | None:
    """Plain lines answering a query (look, status, rates, queue, hint, odds, examine, skip);
    None for the front end's own (log, rules, help)."""
    if topic == "look":
        return labels.look_lines(view, data)
    if topic == "rates":
        return labels.pair_table_lines(view, data)
    if topic == "queue":
        return labels.queue_lines(view, data) + [labels.letters_line(view, data)]
    if topic == "status":
        if arg.strip() and arg.strip().casefold() not in ALL_WORDS:  # `status all`: everyone
            seat = commands.player_of(arg.split()[0], view)
            return labels.player_lines(view, data, seat)
        out = []
        for seat in range(len(view.players)):
            out += labels.player_lines(view, data, seat)
        return out + [labels.supply_line(view, data)]
    if topic == "hint":
        return hint_lines(view)
    if topic == "odds":
        return odds_lines(view)
    if topic == "examine":
        return examine_lines(view, data, arg)
    if topic == "skip":
        return [tr("No spot trade this turn.") + " " + commands.now_hint(view)]
    return None


def examine_lines(view, data, arg: str) -> list[str]:
    """`examine` (`x`): the table (`look`); `examine <player>` that player; `examine
    <currency>` everything about it (``labels.currency_lines``); `examine queue` the queue;
    `examine <letter>` that contract or loan; any other word: the lines of the pair table and
    the queue, and the whole entry of each player, that mention it."""
    from ..parser import examined, fold

    word = arg.strip()
    if not word:
        return labels.look_lines(view, data)
    first = word.split()[0]
    if commands.VERBS.get(fold(first)) == "queue":
        return labels.queue_lines(view, data)
    items = [f" {i}. {labels.queue_item(view, data, q)}" for i, q in enumerate(view.queue, 1)]
    if len(word) == 1 and word.upper() in data.letters:
        letter = [x for x in items if x.split(". ", 1)[1].startswith(word.upper() + " ")]
        return letter or [tr("No contract or loan {letter} in the queue: its letter is "
                             "free.").format(letter=word.upper())]
    try:
        return labels.player_lines(view, data, commands.player_of(first, view))
    except Fail:
        pass
    try:
        return labels.currency_lines(view, data, commands.currency_of(first, data))
    except Fail:
        pass
    wf = fold(word)
    table = labels.pair_table_lines(view, data)
    rows = [x for x in table[1:] + items if wf in fold(x)]
    held = [line for seat in range(len(view.players))
            for block in [labels.player_lines(view, data, seat)]
            if any(wf in fold(x) for x in block) for line in block]
    if rows or held:
        return ([table[0]] if any(x in table for x in rows) else []) + rows + held
    return examined(word, [], tr("a player (P2 or a name), a currency (EUR), the queue or a "
                                 "contract letter"))


def hint_lines(view) -> list[str]:
    """`hint`: ``Hint: <command>`` (the evaluator's best answer, ``ai.forex.evaluator``, the
    hard rival's own; accepted as typed), then why with its value in today's Strongest
    currency, the risk of a contract (what happens if it cannot be paid when resolved), and on
    a turn the other candidates with their values and rate effects."""
    req = commands.current_request(view)
    if req is None:
        return [tr("Nothing to decide right now.")]
    from ai.forex import evaluation as EV
    from ai.forex.evaluator import CLIP, options
    from ai.forex.hints import describe, effect
    from cresus_tui.games.forex import Game

    game = Game.from_view(view)
    data = game.data
    opts = options(view, req, game)
    cur = data.currencies[EV.strongest(game)]
    best = opts[0]
    out = [tr("Hint: {command}").format(
        command=commands.command_text(labels.command_for(best.decision, data, view)))]
    nxt = tr(" (next best: {what}, {value} {currency})").format(
        what=describe(game, opts[1].decision), value=signed(opts[1].value, 1), currency=cur) \
        if len(opts) > 1 else ""
    fields = dict(what=describe(game, best.decision), value=signed(best.value, 1),
                  currency=cur, cap=number(CLIP, 0 if CLIP == int(CLIP) else 1), next=nxt)
    if best.score >= CLIP:
        out.append(tr("Why: by the evaluation, {what} wins the game from here; a decided game "
                      "counts as {value} {currency}, the cap of {cap} times the players' mean "
                      "worth (not your margin){next}.").format(**fields))
    elif best.score <= -CLIP:
        out.append(tr("Why: by the evaluation, the game is lost whatever you do; {what} loses "
                      "least (a decided game counts as {value} {currency}, the cap of {cap} "
                      "times the players' mean worth){next}.").format(**fields))
    else:
        out.append(tr("Why: {what} leaves you {value} {currency} against the best other player "
                      "by the evaluation (an estimate in today's Strongest currency, "
                      "{currency}){next}.").format(**fields))
    risk = contract_risk(game, view.seat, best.decision)
    if risk:
        out.append(tr("Risk: {risk}").format(risk=risk))
    if isinstance(req, TurnRequest):
        out.append(tr("Candidates, best first (value in {currency}, an estimate; those not "
                      "searched further count at most as the last one searched):").format(
            currency=cur))
        shown = 0
        contracts = 0
        for o in opts:
            if type(o.decision).__name__ == "Contract":
                contracts += 1
                if contracts > 2:
                    continue
            shown += 1
            moves = effect(game, o.decision).split(", ")
            what = ", ".join(moves[:3]) + (tr(" and {n} more").format(n=len(moves) - 3)
                                           if len(moves) > 3 else "")
            command = commands.command_text(labels.command_for(o.decision, data, view))
            out.append(f" - {command} "  # no number: a
                       f"{signed(o.value, 1)} {cur} — {what}")  # number picks a choice
            if shown >= 6:
                break
    return out


def odds_lines(view) -> list[str]:
    """`odds`: FOR-EX has no dice (F-16.2: no chance after the set-up), so what the evaluator
    reads instead: the dividends still to resolve (``ai.forex.evaluator.horizon``, exact) and
    each player's money if the game ended now, in today's Strongest currency (F-14.1, F-14.2:
    each currency converted and rounded down; certificates count for nothing)."""
    from ai.forex import evaluation as EV
    from ai.forex.evaluator import horizon
    from cresus_tui.games.forex import Game
    from cresus_tui.games.forex import rates as R

    game = Game.from_view(view)
    st, data = game.state, game.data
    s = EV.strongest(game)
    cur = data.currencies[s]
    left = int(horizon(view))
    money = [sum(R.to_strongest(p.money[h], h, s, st.rates, data.ladder_h) for h in range(7))
             for p in st.seats]
    you = tr("you")
    who = ", ".join(f"{you if i == view.seat else view.players[i].name} {number(m)} {cur}"
                    for i, m in enumerate(money))
    return [tr("No odds in FOR-EX: after the set-up nothing is left to chance (F-16.2); `hint` "
               "ranks your moves by the evaluator, in {currency}.").format(currency=cur),
            tr("Dividends still to resolve before the end phase: {n} (F-12).").format(n=left),
            tr("If the game ended now, in {currency}, today's Strongest (F-14.2, each currency "
               "rounded down; certificates count for nothing): {players}.").format(
                currency=cur, players=who)]


def contract_risk(game, seat: int, decision) -> str:
    """For a contract: what happens if it cannot be paid when resolved (F-11.3, F-15.1), and
    whether the money the seat will hold then covers it; "" for any other decision."""
    from cresus_tui.games.forex.decisions import Contract
    from cresus_tui.games.forex.state import ContractItem, LoanItem

    if not isinstance(decision, Contract):
        return ""
    data = game.data
    cur = data.currencies
    pay_h, get_h = game.contract_amounts(decision.pay, decision.get, decision.n)
    m = list(game.state.seats[seat].money)
    for item in game.state.queue:
        if isinstance(item, ContractItem) and item.owner == seat:
            m[item.get] += item.get_h
            m[item.pay] -= item.pay_h if m[item.pay] >= item.pay_h else 0
        elif isinstance(item, LoanItem) and item.owner == seat:
            for c, h in item.lines:
                m[c] = max(0, m[c] - h)
    debt = pay_h + data.loan_surcharge_h
    held = m[decision.pay]
    text = tr("when it is resolved you must hold {pay}; with less you still receive the {get}, "
              "but it becomes a loan of {debt} at the back of the queue, and a loan you cannot "
              "repay when it comes up bankrupts you (F-11.3, F-15.1).").format(
        pay=f"{units(pay_h)} {cur[decision.pay]}", get=f"{units(get_h)} {cur[decision.get]}",
        debt=f"{units(debt)} {cur[decision.pay]}") + " "
    if held >= pay_h:
        return text + tr("You will hold {held} then (after your queued items): enough.").format(
            held=f"{units(held)} {cur[decision.pay]}")
    return text + tr("You will hold only {held} then (after your queued items).").format(
        held=f"{units(max(held, 0))} {cur[decision.pay]}")


def suggest(session) -> str:
    """The command a normal rival would type in the human's place."""
    from ai.forex import make_rival

    game = session.game
    req = session.human_request()
    if req is None:
        return "look"
    view = game.view(session.human)
    rival = make_rival("normal", game.state.config.seed * 7 + session.human)
    choice = rival.decide(view, req)
    return labels.command_for(choice.decision, game.data, view)


def final_event(events) -> GameOver | None:
    return next((e for e in events if isinstance(e, GameOver)), None)


def conversion_lines(game: Any, win: int, names: list[str]) -> list[str]:
    """F-14.2: the winner's money converted currency by currency into the Strongest (the
    FOR-EX lines of ``review.why.why_won``)."""
    from cresus_tui.games.forex import rates as R

    st = game.state
    if st.strongest < 0:
        return []
    cur = game.data.currencies
    s = st.strongest
    parts = []
    for c, h in enumerate(st.seats[win].money):
        if h:
            got = R.to_strongest(h, c, s, st.rates, game.data.ladder_h)
            parts.append(f"{units(h)} {cur[c]} → {got}")
    total = st.scores[win] if win < len(st.scores) else 0
    text = (tr("FOR-EX has no chance after the set-up: the rates decided it. Your money in "
               "{currency}, the Strongest, each currency rounded down (F-14.2): {parts} = "
               "{total} {currency}.") if names[win].casefold() in ("you", tr("You").casefold()) else
            tr("FOR-EX has no chance after the set-up: the rates decided it. {name}'s money in "
               "{currency}, the Strongest, each currency rounded down (F-14.2): {parts} = "
               "{total} {currency}."))
    return [text.format(name=names[win], currency=cur[s], parts=", ".join(parts),
                        total=number(total))]
