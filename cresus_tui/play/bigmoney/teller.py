"""Big Money told in sentences, for a front end without a screen of its own (the plain-text
mode): the teller of one session (``cresus_tui.play.teller.Teller``). Big Money has no secret
choices, so a rival's reason is told at once, before what its decision brought."""

from __future__ import annotations

from cresus_tui.games.bigmoney.decisions import Buy, Roll
from cresus_tui.games.bigmoney.requests import BuyRequest, DiceRequest
from cresus_tui.i18n import semicolons, tr, tr_n

from ..messages import Line, reason_line
from . import advice, answers, commands, labels, narration


class BigMoneyTeller:
    """Big Money told in sentences for one session (a ``Session`` of a Big Money game)."""

    def __init__(self, session) -> None:
        self.session = session
        self.rules = session.game.rules
        self.names = session.names

    @property
    def view(self):
        return self.session.game.view(self.session.human)

    def greeting(self) -> str:
        return tr("Big Money — be the richest when the bank runs dry. You face "
                  "{rivals}. After each question come the commands that "
                  "answer it; help, look, status, market, odds, hint, log, rules, save and quit "
                  "work at any time.").format(rivals=", ".join(self.names[1:]))

    def step_lines(self, step, req) -> list[str | Line]:
        lines = []
        if step.reason and step.seat != self.session.human and \
                not isinstance(step.decision, Roll):
            lines.append(reason_line(self.names[step.seat], step.reason))
        return lines + self.event_lines(step.events)

    def event_lines(self, events) -> list[str]:
        return narration.story_lines(events, self.session.human, self.names, self.rules)

    def note(self, req) -> str:
        """The bank (the game's clock) with every question; the best keep's value with dice."""
        text = answers.bank_line(self.view)
        if isinstance(req, DiceRequest):
            note = advice.dice_note(self.view, req)
            text += (" " + note) if note else ""
        if isinstance(req, BuyRequest):
            text += " " + semicolons(
                f"{i + 1} {c} {labels.price(self.rules, c)} Z" for i, c in
                enumerate(req.market) if c) + "."
        return text

    def commands_now(self) -> list[str]:
        return commands.legal_commands(self.view, self.rules)

    def warning(self, decision, req) -> str:
        """Buying once the end is triggered asks first: cards are worth nothing at the end."""
        if isinstance(decision, Buy) and isinstance(req, BuyRequest) and self.view.triggered:
            return tr("The end is triggered: only cash counts, and the bank pays only what "
                      "comes back into it. Type `buy {slot}!` to buy anyway, or "
                      "`pass`.").format(slot=decision.slot + 1)
        return ""

    def suggest(self) -> str:
        req = self.session.human_request()
        if req is None:
            return "look"
        decision, _ = advice.best_choice(self.view, req)
        return advice.command_of(decision)

    def answer(self, topic: str, arg: str) -> list[str] | None:
        v, r = self.view, self.rules
        if topic == "look":
            return answers.status_lines(v, r, arg) if arg.strip() else answers.look_lines(v, r)
        if topic in ("status", "cards"):
            return answers.status_lines(v, r, arg)
        if topic == "market":
            return [answers.bank_line(v)] + answers.market_lines(v, r)
        if topic == "examine":
            return answers.examine_lines(v, r, arg)
        if topic == "odds":
            return answers.odds_lines(v, r)
        if topic == "hint":
            return answers.hint_lines(v, r, self.session.human_request())
        if topic == "examine":
            return answers.examine_lines(v, r, arg)
        return None

    def final(self) -> list[str]:
        game = self.session.game
        st = game.state
        cash = [s.cash for s in st.seats]
        lines = [tr("The game is over."),
                 tr_n("The bank ran dry and the round was completed: after {n} round, only "
                      "cash counts.",
                      "The bank ran dry and the round was completed: after {n} rounds, only "
                      "cash counts.", st.round).format(n=st.round)]
        lines.append(tr("Ranking (cash only; cards are worth nothing):"))
        lines += ["  " + x for x in labels.ranking_lines(game.ranking(), self.names, cash,
                                                          self.session.human)]
        return lines

    def why(self) -> list[str]:
        """Why the winner won (``review.why.why_won``)."""
        from cresus_tui.play.review.why import why_won

        return why_won(self.session.game, self.session.human)
