"""Crésus told in sentences, for a front end without a screen of its own (the plain-text
mode): the teller of one session (``cresus_tui.play.teller.Teller``). Everything here is
front-end-neutral text from the game's parser, narration, labels and advice."""

from __future__ import annotations

import re

from cresus_tui.games.cresus.decisions import Answer, Bid, Done, Move
from cresus_tui.games.cresus.events import (
    BidsRevealed, DecisionTaken, GameOver, LuxuryBought, ParticipationRevealed, PawnsMoved,
    PhaseStarted,
)
from cresus_tui.games.cresus.requests import EntryRequest, JoinRequest, SellRequest, ThrowRequest

from cresus_tui.i18n import N_, semicolons, tr, tr_n

from ..parser import ALL_WORDS
from ..messages import Line, reason_line
from . import commands, labels, narration

def _plain(markup: str) -> str:
    """A narrated line without its Rich markup."""
    from rich.text import Text

    try:
        return Text.from_markup(markup).plain
    except Exception:  # noqa: BLE001 - a line that is not markup is plain already
        return markup


REVEALS = (BidsRevealed, PawnsMoved, ParticipationRevealed)
END_REASONS = {"island": N_("Someone bought the Île paradisiaque."),
               "experts": N_("The last Expert card has been played."),
               "last_player": N_("Only one player is left.")}


class CresusTeller:
    """Crésus told in sentences for one session (a ``Session`` of a Crésus game)."""

    def __init__(self, session) -> None:
        self.session = session
        self.rules = session.game.rules
        self.names = session.names
        self.pending_reasons: list[Line] = []
        self.phase_market = -1
        self.island_buyer: int | None = None
        self.show_odds = True
        self.own_results: list[str] = []
        """The human's own results as told (plain text), newest last, the last eight: a
        face's "Last:" line and its game-over screen show them."""
        self.live = False
        """False while a loaded game's story is retold (no notes about the present state);
        True from the first question on."""

    @property
    def view(self):
        return self.session.game.view(self.session.human)

    def greeting(self) -> str:
        return tr("Crésus — osez devenir riche ! You face {rivals}. After each question come the "
                  "commands that answer it; help, look, status, odds, hint, log, rules, save "
                  "and quit work at any time.").format(rivals=", ".join(self.names[1:]))

    # ---- narration ------------------------------------------------------------------------

    def step_lines(self, step, req) -> list[str | Line]:
        """A step's lines; a rival's reason for a secret choice waits for the reveal (C-7.4)."""
        secret = isinstance(step.decision, (Bid, Move)) or (
            isinstance(step.decision, Answer) and (isinstance(req, JoinRequest) or any(
                isinstance(e, (DecisionTaken, ParticipationRevealed)) for e in step.events)))
        lines: list[str | Line] = []
        if step.reason and step.seat != self.session.human:
            said = labels.third_person(re.sub(r"\b1 dice\b", "1 die", step.reason),
                                       self.names[step.seat])
            reason = reason_line(self.names[step.seat], said)
            if secret:
                self.pending_reasons.append(reason)
            else:
                lines.append(reason)
        return lines + self.event_lines(step.events)

    def event_lines(self, evs) -> list[str | Line]:
        lines: list[str | Line] = []
        for ev in evs:
            if isinstance(ev, PhaseStarted):
                self.phase_market = ev.market
            try:
                text = narration.narrate(ev, self.session.human, self.names, self.rules)
            except Exception as exc:  # noqa: BLE001 - a narration bug must not stop the game
                text = f"({type(ev).__name__}: {exc})"
            if isinstance(ev, LuxuryBought) and ev.rank == len(self.rules.data.luxuries):
                self.island_buyer = ev.seat
            if isinstance(ev, GameOver) and ev.reason == "island" and text \
                    and self.island_buyer is not None:
                bought = tr("you bought the Île paradisiaque") \
                    if self.island_buyer == self.session.human else \
                    tr("{buyer} bought the Île paradisiaque").format(
                        buyer=self.names[self.island_buyer])
                text = text.replace(tr("someone bought the Île paradisiaque"), bought)
            if text and narration.is_own_result(ev, self.session.human):
                self.own_results = (self.own_results + [_plain(text)])[-8:]
                lines.append(Line("mine", text))  # your results stand out in the story
            elif text:
                lines.append(text)
            if isinstance(ev, PhaseStarted) and ev.phase == "end_of_turn" and self.live:
                lines += self.loan_note()
            if isinstance(ev, REVEALS) and self.pending_reasons:
                lines += self.pending_reasons
                self.pending_reasons = []
        return lines

    # ---- the question ---------------------------------------------------------------------

    def loan_note(self) -> list[str]:
        """At the end of the turn, with a loan the human cannot repay yet: why no luxury card
        is offered (C-10.3)."""
        me = self.view.me
        if me.loan and me.cash < me.loan and not me.eliminated:
            return [tr("Note: you owe the bank {loan} M and have {cash} M: repay the loan before "
                       "buying any luxury card (C-10.3) — no luxury purchase this "
                       "turn.").format(loan=me.loan, cash=me.cash)]
        return []

    def note(self, req) -> str:
        self.live = True
        return self.entry_note(req) if isinstance(req, EntryRequest) else ""

    def entry_note(self, req: EntryRequest) -> str:
        """What a gambling game pays and is worth on average (C-9.3); a tournament's scoring
        (C-9.2); with too little cash, how to play anyway (C-8.2)."""
        r = self.rules
        g = r.games.get(req.game)
        note = ""
        if req.tournament:
            if g is not None and g.kind == "red":
                note = tr("Scoring: most red faces after the throws; the best result takes the "
                          "pot.")
            else:
                note = tr("Scoring: the most faces of one colour after the throws; the best "
                          "result takes the pot.")
        elif g is not None:
            note = tr("Pays: {gains}.").format(gains=labels.game_rules(r, req.game))
            if self.show_odds:
                from ai.cresus.evaluator import gamble_solver

                ev = float(gamble_solver(req.game, rules=r).expected())
                note += tr(" Expected gain {ev} M for {entry} M ({diff} M).").format(
                    ev=labels.dec(ev), entry=req.entry, diff=labels.signed(ev - req.entry))
        if req.cash < req.entry:
            note += (tr(" You have {cash} M: sell a luxury card first (`sell luxury`) to "
                        "play, or decline (`no`).") if self.view.me.luxuries else
                     tr(" You have {cash} M: not enough to play — `no`.")).format(cash=req.cash)
        return note.strip()

    def commands_now(self) -> list[str]:
        return [commands.shown_command(c)
                for c in commands.legal_commands(self.view, self.rules)]

    def warning(self, decision, req) -> str:
        """Ending the last sale of the game with shares in hand asks first (C-5.15)."""
        if isinstance(decision, Done) and isinstance(req, SellRequest) and \
                commands.last_sale_with_shares(self.view, req):
            return commands.LAST_SALE_WARNING
        return ""

    def suggest(self) -> str:
        from cresus_tui.tutorials.cresus import advice

        req = self.session.human_request()
        if req is None:
            return tr("look")
        decision, _ = advice.best_choice(self.view, req)
        return advice.command_for(decision, self.view, self.rules)

    # ---- queries --------------------------------------------------------------------------

    def answer(self, topic: str, arg: str) -> list[str] | None:
        if topic == "look":
            return self.status_lines(arg) if arg.strip() else self.look_lines()
        if topic in ("status", "cards"):
            return self.status_lines(arg)
        if topic == "hint":
            return [self.hint_line(arg)]
        if topic == "odds":
            return self.odds_line(arg).split("\n")
        if topic == "examine":
            return self.examine_lines(arg)
        return None

    def look_lines(self) -> list[str]:
        v, r = self.view, self.rules
        out = [tr("On the board:")]
        for m in range(6):
            who = [self.names[i] for i in v.market_players[m]] if v.market_players else []
            closed = tr(" (closed by a Pirate)") if m in v.closed else ""
            out.append("  " + tr("{market}: {players}{closed}").format(
                market=narration.market_label(m, r), players=", ".join(who) or tr("nobody"),
                closed=closed))
        if v.revealed:
            out.append("  " + tr("Revealed: {cards}").format(cards=semicolons(
                f"{labels.share_short(r, s)} ({labels.share_table(r, s)})" for s in v.revealed)))
        last = tr("; last turn") if v.last_turn and not v.over else ""
        out.append("  " + tr("Turn {turn}, phase {phase}; Expert pile {left}{last}.").format(
            turn=v.turn or tr("setup"), phase=labels.phase_word(v.phase), left=v.experts_left,
            last=last))
        return out

    def status_lines(self, arg: str = "") -> list[str]:
        """A player's public state (C-10.5); yours when ``arg`` names nobody; every
        player's for `status all`."""
        v, r = self.view, self.rules
        word = commands.fold(arg).strip()
        if word in ALL_WORDS:
            return [line for seat in range(len(v.players))
                    for line in self.status_lines(str(seat + 1))]
        if not word or word in ("me", "you", "i", "myself"):
            seat = v.seat
        else:
            try:
                seat, _ = commands._resolve_player(word.split(), v)
            except KeyError:
                return [tr("✗ No player “{name}”. Players: {players}.").format(
                    name=arg, players=", ".join(p.name for p in v.players))]
        p = v.players[seat]
        where = narration.market_label(p.position, r) if p.position >= 0 else \
            tr("no market yet")
        seats = self.session.game.state.config.seats
        pers = seats[seat].personality if seat < len(seats) and seat != v.seat else ""
        # TRANSLATORS: a name and what is said of it (French: a space before the colon)
        out = [tr("{name}: {text}").format(
                   name=p.name, text=f"{p.cash} M, {labels.luxury_cards(p.luxuries)}")
               + (tr(", loan {loan} M").format(loan=p.loan) if p.loan else "")
               + tr(" · on {where}").format(where=where)
               + (tr(" · personality {name}").format(name=labels.personality(pers))
                  if pers else "")
               + (tr(" (out of the game)") if p.eliminated else "")]
        if p.luxuries:
            out.append("  " + tr("Luxury: {cards}").format(cards=", ".join(
                labels.luxury_name(r, k) for k in range(1, p.luxuries + 1))))
        if not p.shares:
            out.append("  " + tr("No shares."))
        for sid in p.shares:
            out.append(f"  {labels.share_short(r, sid)} · {labels.share_table(r, sid)}")
        for e in p.experts:
            out.append("  " + tr("{card}: {help}").format(card=labels.expert_name(r, e),
                                                           help=labels.expert_help(r, e)))
        return out

    def examine_lines(self, arg: str) -> list[str]:
        """`examine <card>` (`x`): a share, an Expert card, a luxury card, a game of chance or
        a player, named loosely ("x lon4", "examine monopole", "x sidney 3")."""
        r = self.rules
        word = " ".join(commands.strip_filler(commands.fold(arg).split()))
        if not word:
            return [tr("Examine what? A share (`x LON-4`), an Expert card (`x monopole`), a "
                       "luxury card (`x bateau`), a game (`x poker`) or a player.")]
        try:
            sid = commands.resolve_share(word, r)
        except KeyError:
            sid = ""
        if sid:
            prem = r.sectors[r.shares[sid].sector].premium
            return [tr("{share} (the price, then the throws of its sale): gains by the most "
                       "faces of one colour {table}; +{premium} M when sold off its own market "
                       "(C-5.13).").format(share=labels.share_short(r, sid),
                                           table=labels.share_table(r, sid), premium=prem)]
        names: dict[str, tuple[str, str]] = {}
        for card in r.experts:
            names[commands.fold(labels.expert_name(r, card))] = ("expert", card)
            names[commands.fold(labels.expert_short(r, card))] = ("expert", card)
        for rank in range(1, len(r.data.luxuries) + 1):
            names[commands.fold(labels.luxury_name(r, rank))] = ("luxury", str(rank))
        hits = [n for n in names if n.startswith(word) or word in n.split()]
        kinds = {names[n] for n in hits}
        key = names[hits[0]] if len(kinds) == 1 else None
        if key is None and not kinds:
            close = commands.closest(word, list(names))
            key = names[close] if close else None
        if key is not None and key[0] == "expert":
            return [tr("{card} (Expert card): {help}.").format(
                card=labels.expert_name(r, key[1]), help=labels.expert_help(r, key[1]))]
        if key is not None:
            rank = int(key[1])
            price = labels.luxury_price(r, rank)
            return [tr("{card} (luxury card {rank} of {count}): {price} M; sold back for "
                       "{back} M (C-8.2).").format(
                card=labels.luxury_name(r, rank), rank=rank, count=len(r.data.luxuries),
                price=price, back=price * r.data.luxury_sale_percent // 100)]
        if kinds:
            return [tr("✗ “{word}” names several cards: {cards}.").format(
                word=word, cards=", ".join(sorted(hits)))]
        named = self.odds_of_name(word)
        if named:
            return named.split("\n")
        try:
            commands._resolve_player(word.split(), self.view)
        except KeyError:
            return [tr("✗ No card “{word}”. Try `x LON-4`, `x monopole`, `x bateau` or "
                       "`cards`.").format(word=word)]
        return self.status_lines(word)

    def toggle(self, arg: str) -> str:
        word = arg.strip().casefold()
        if word not in ("on", "off"):
            return ""
        self.show_odds = word == "on"
        return tr("Odds and hints: on.") if self.show_odds else tr("Odds and hints: off.")

    def hint_line(self, arg: str = "") -> str:
        from cresus_tui.tutorials.cresus import advice

        toggled = self.toggle(arg)
        if toggled:
            return toggled
        if not self.show_odds:
            return tr("Odds and hints are turned off; odds on turns them back on.")
        if self.session.game.is_over or self.session.human_request() is None:
            return tr("Nothing to decide right now.")
        try:
            return tr("Hint: {hint}").format(hint=advice.hint_text(self.view, self.rules))
        except Exception:  # noqa: BLE001
            return tr("No hint available here.")

    def odds_line(self, arg: str) -> str:
        from cresus_tui.tutorials.cresus import advice

        toggled = self.toggle(arg)
        if toggled:
            return toggled
        if not self.show_odds:
            return tr("Odds and hints are turned off; odds on turns them back on.")
        if arg.strip():
            named = self.odds_of_name(arg)
            if named:
                return named
        market = None
        req = self.session.human_request()
        if isinstance(req, ThrowRequest) and req.purpose == "sale" and \
                getattr(req, "market", -1) < 0 and self.phase_market >= 0:
            market = self.phase_market
        try:
            return advice.odds_text(self.view, self.rules, market)
        except Exception:  # noqa: BLE001
            return tr("No odds available here.")

    def odds_of_name(self, arg: str) -> str:
        """`odds LON-4` or `odds poker`: a share's or a game's odds ("" for neither)."""
        from ai.cresus.evaluator import gamble_solver, share_solver
        r = self.rules
        try:
            sid = commands.resolve_share(arg.strip(), r)
        except KeyError:
            sid = ""
        if sid:
            s = r.shares[sid]
            ev = float(share_solver(sid, rules=r).expected())
            prem = r.sectors[s.sector].premium
            return tr("{share}: gains by faces of one colour {table}. Expected sale {ev} M with "
                      "the best keeps; +{premium} M sold off its market.").format(
                share=labels.share_short(r, sid), table=labels.share_table(r, sid),
                ev=labels.dec(ev), premium=prem)
        key = commands.fold(arg).strip().replace(" ", "-")
        codes = [c for c in r.games if c.startswith(key)
                 or commands.fold(r.games[c].name).replace(" ", "-").startswith(key)]
        if len(codes) != 1:
            return ""
        g = r.games[codes[0]]
        ev = float(gamble_solver(codes[0], rules=r).expected())
        return tr("{game}: {gains}. Entry {entry} M; expected gain {ev} M ({diff} M a "
                  "game).").format(game=g.name, gains=labels.game_rules(r, codes[0]),
                                   entry=g.entry, ev=labels.dec(ev), diff=labels.signed(ev - g.entry))

    # ---- the end --------------------------------------------------------------------------

    def final(self) -> list[str]:
        game = self.session.game
        st = game.state
        human = self.session.human
        lines = [tr("The game is over.")]
        reason = END_REASONS.get(st.end_reason, "")
        if reason:
            lines.append(tr(reason) + " " + tr_n("After {n} turn.", "After {n} turns.",
                                                 st.turn).format(n=st.turn))
        lines.append(tr("Ranking (luxury cards, then cash):"))
        for place, seat in game.ranking():
            s = st.seats[seat]
            who = tr("you") if seat == human else s.name
            lines.append("  " + tr("{place}. {who}: {luxury} luxury, {cash} M").format(
                place=place, who=who, luxury=s.luxuries, cash=s.cash)
                + (tr(" (out)") if s.eliminated else ""))
        return lines

    def why(self) -> list[str]:
        """Why the winner won (``review.why.why_won``)."""
        from cresus_tui.play.review.why import why_won

        return why_won(self.session.game, self.session.human)
