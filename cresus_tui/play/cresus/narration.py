"""Narration: English prose for each event, as seen by one seat (French card names kept).

Every function here is pure and UI-free; the text may hold Rich markup (``[b]…[/b]``). The
viewer is "you". Secrets are never told before their reveal event (C-7.4): a DecisionTaken
only says that someone has decided. Amounts are in M (millions of Crésus).
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.markup import escape

from ai.cresus.words import colour_name
from cresus_tui.i18n import N_, semicolons, tr, tr_n

from cresus_tui.games.cresus.cards import COLOUR_LETTERS, COLOURS, Rules
from cresus_tui.games.cresus.events import (
    BidsRevealed, CresusDrawn, CresusReshuffled, DecisionTaken, DiceRolled, Event,
    ExpertDiscarded, ExpertRevealed, ExpertUsed, ExpertWon, GambleResult, GameOver, GameStarted,
    LoanRepaid, LoanTaken, LuxuryBought, LuxurySold, MonopolyUsed, OfferAnswered, OfferMade,
    PartnerUsed, ParticipationRevealed, PawnsMoved, Payment, PhaseStarted, PirateAttack,
    PlayerEliminated, SectorBonus, ShareAcquired, ShareReturned, SharesRevealed, ShareSold,
    TournamentResult, TurnStarted,
)

BANK = -1


# ---- labels -------------------------------------------------------------------------------


def expert_name(card_id: str, rules: Rules) -> str:
    """The French name of an Expert card id: "sector-finance" → "Expert Secteur Finance",
    "market-TOK" → "Expert Marché Tokyo", "pirate-2" → "Pirate informatique",
    "monopoly-1" → "Monopole", "partner-1" → "Partenaire". Unknown ids are returned as is."""
    kind, _, target = card_id.partition("-")
    if kind == "sector" and target in rules.sectors:
        return f"Expert Secteur {rules.sectors[target].name}"
    if kind == "market":
        for m in rules.markets:
            if m.code == target:
                return f"Expert Marché {m.name}"
    return {"pirate": "Pirate informatique", "monopoly": "Monopole",
            "partner": "Partenaire"}.get(kind, card_id)


def market_label(i: int, rules: Rules) -> str:
    """"6 Tokyo (violet)": face number, name and colour of market index ``i`` (0..5)."""
    if not 0 <= i < len(rules.markets):
        return tr("no market")
    m = rules.markets[i]
    return f"{m.face} {m.name} ({colour_name(m.colour)})"


def die_text(face: int) -> str:
    """One die face 0..5 as number + letter: 0 → "1R", 5 → "6V"."""
    return f"{face + 1}{COLOUR_LETTERS[face]}" if 0 <= face < 6 else "?"


def dice_text(dice: Sequence[int]) -> str:
    """Dice as number + colour letter, never colour alone: "1R 4G 4G 6V 2B 3Y"."""
    return " ".join(die_text(d) for d in dice) if dice else tr("(no dice)")


def throws_text(n: int) -> str:
    """"1 throw", "2 throws" (French "1 lancer", "2 lancers")."""
    return tr_n("{n} throw", "{n} throws", n).format(n=n)


def share_label(share_id: str, rules: Rules) -> str:
    """"LON-4 Finance 40 M, 2 throws": id, sector, printed price and throws of a share."""
    s = rules.shares.get(share_id)
    if s is None:
        return share_id
    sector = rules.sectors[s.sector].name
    return f"{s.id} {sector} {s.price} M, {throws_text(s.throws)}"


def luxury_name(rank: int, rules: Rules) -> str:
    """The French name of luxury rank 1..7 ("Voiture de sport")."""
    lux = rules.data.luxuries
    return lux[rank - 1].name if 1 <= rank <= len(lux) else tr("luxury #{rank}").format(
        rank=rank)


def game_name(code: str, rules: Rules) -> str:
    """The French name of a gambling game code ("machine-a-sous" → "Machine à sous")."""
    g = rules.games.get(code)
    return g.name if g else code


def lot_name(lot: str, rules: Rules) -> str:
    """An auction lot: an Expert card's name or a share's label."""
    if lot in rules.shares:
        return share_label(lot, rules)
    return expert_name(lot, rules)


def _who(seat: int, viewer: int, names: Sequence[str], cap: bool = True) -> str:
    if seat == viewer:
        return tr("You") if cap else tr("you")
    if seat == BANK:
        return tr("The bank") if cap else tr("the bank")
    return f"[b]{escape(names[seat])}[/b]" if 0 <= seat < len(names) else tr(
        "seat {n}").format(n=seat + 1)


def _say(seat: int, viewer: int, names: Sequence[str], you: str, other: str,
         **fields: object) -> str:
    """``you`` (already translated) when ``seat`` is the viewer, else ``other`` with
    ``{who}`` the seat's name; both formatted with ``fields``."""
    if seat == viewer:
        return you.format(**fields)
    return other.format(who=_who(seat, viewer, names), **fields)


def _upper_first(text: str) -> str:
    return text[0].upper() + text[1:] if text else text


def _names_list(seats: Sequence[int], viewer: int, names: Sequence[str]) -> str:
    parts = [_who(s, viewer, names, cap=False) for s in seats]
    if not parts:
        return tr("nobody")
    if len(parts) == 1:
        return parts[0]
    return tr("{some} and {last}").format(some=", ".join(parts[:-1]), last=parts[-1])


def _items(shares: Sequence[str], cash: int) -> str:
    parts = list(shares) + ([f"{cash} M"] if cash else [])
    if not parts:
        return tr("nothing")
    if len(parts) == 1:
        return parts[0]
    return tr("{some} and {last}").format(some=", ".join(parts[:-1]), last=parts[-1])


def offer_text(seat: int, to: int, give_shares: Sequence[str], give_cash: int,
               take_shares: Sequence[str], take_cash: int, viewer: int,
               names: Sequence[str]) -> str:
    """A trade offer in a sentence: "Midas offers you LON-3 and 20 M for NYC-5."."""
    give, take = _items(give_shares, give_cash), _items(take_shares, take_cash)
    if seat == viewer:
        text = tr("You offer {to} {give} for {take}.")
    elif to == viewer:
        text = tr("{who} offers you {give} for {take}.")
    else:
        text = tr("{who} offers {to} {give} for {take}.")
    return text.format(who=_who(seat, viewer, names), to=_who(to, viewer, names, cap=False),
                       give=give, take=take)


_PHASES = {
    "expert": N_("Phase 1 — the Expert card"),
    "movement": N_("Phase 2 — movement"),
    "cresus": N_("Phase 3 — Crésus cards"),
    "purchase": N_("Phase 4 — purchases"),
    "sale": N_("Phase 5 — sales"),
    "end_of_turn": N_("Phase 6 — end of turn: luxury purchases"),
}

_TOLD_PAYMENTS = ("entry", "tournament_entry", "card")


def cresus_effect(card: int, rules: Rules, market: int = -1) -> str:
    """What Crésus card number ``card`` (0..19) does, in a short clause; ``market`` (0..5)
    names the colour of an Impôt sur la fortune drawn there."""
    c = rules.data.cresus[card]
    e = c.effect
    if e == "wealth_tax" and 0 <= market < 6:
        return tr("one die per luxury card, {amount} M per {die} die ({colour}; at least "
                  "{minimum} M)").format(amount=c.amount, die=die_text(market),
                                         colour=colour_name(rules.markets[market].colour),
                                         minimum=c.minimum)
    if e == "birthday":
        return tr("everyone else pays {amount} M to each player on this market").format(
            amount=c.amount)
    if e == "tournament":
        return tr("anyone may pay {amount} M to enter; the best {game} result takes the "
                  "pot").format(amount=c.amount, game=game_name(c.game, rules))
    if e == "wealth_tax":
        return tr("one die per luxury card, {amount} M per die showing this market's colour "
                  "(at least {minimum} M)").format(amount=c.amount, minimum=c.minimum)
    if e == "tax_audit":
        cols = "/".join(die_text(COLOURS.index(x)) for x in c.colours)
        return tr("one die per luxury card, {amount} M per {dice} die (at least {minimum} "
                  "M)").format(amount=c.amount, dice=cols, minimum=c.minimum)
    if e == "divorce":
        return tr("pay {percent} % of your cash, at most {maximum} M").format(
            percent=c.percent, maximum=c.maximum)
    if e == "gamble":
        g = rules.games[c.game]
        return tr("pay {entry} M to play {game} ({dice} dice, {throws}) if you wish").format(
            entry=g.entry, game=g.name, dice=g.dice, throws=throws_text(g.throws))
    if e == "receive":
        return tr("receive {amount} M").format(amount=c.amount)
    if e == "per_share_receive":
        return tr("receive {amount} M per share held").format(amount=c.amount)
    if e == "per_share_pay":
        return tr("pay {amount} M per share held").format(amount=c.amount)
    if e == "pay":
        return tr("pay {amount} M").format(amount=c.amount)
    if e == "loto":
        return tr("roll six dice: {amount} M per red face").format(amount=c.amount)
    return ""


# ---- narration ----------------------------------------------------------------------------


def narrate(event: Event, viewer: int, names: list[str], rules: Rules) -> str | None:
    """A sentence (Rich markup allowed) for ``event`` as ``viewer`` sees it, or None to stay
    silent. Never reveals a secret before its reveal event.

    Deliberately silent (None): a Payment already told by another event (a purchase, an
    auction, a bonus, a sale, a luxury card, a loan, a trade, a game's gain), and a
    ShareReturned for a card nobody bought (the purchase lines tell it). Never raises for a
    well-formed event; an unknown event type gives None."""
    try:
        return _narrate(event, viewer, list(names), rules)
    except (IndexError, KeyError):
        return None


def _narrate(ev: Event, viewer: int, names: list[str], rules: Rules) -> str | None:
    who = lambda s, cap=True: _who(s, viewer, names, cap)  # noqa: E731
    say = lambda s, you, other, **kw: _say(s, viewer, names, you, other, **kw)  # noqa: E731
    mk = lambda i: rules.markets[i].name if 0 <= i < 6 else tr("nowhere")  # noqa: E731

    if isinstance(ev, GameStarted):
        everyone = _names_list(range(len(ev.names)), viewer, ev.names)
        return tr("[b]A game of Crésus begins[/b]: {everyone}, {cash} M each. "
                  "Osez devenir riche !").format(everyone=everyone, cash=ev.cash)
    if isinstance(ev, TurnStarted):
        last = tr(" [b]The last Expert card is in play: last turn![/b]") \
            if ev.experts_left <= 1 else ""
        pile = tr_n("Expert pile: {n} card, one auctioned now.",
                    "Expert pile: {n} cards, one auctioned now.",
                    ev.experts_left).format(n=ev.experts_left)
        first = say(ev.first_player, tr("You play first."), tr("{who} plays first."))
        return tr("[b]═══ Turn {turn} ═══[/b] {first} {pile}{last}").format(
            turn=ev.turn, first=first, pile=pile, last=last)
    if isinstance(ev, PhaseStarted):
        title = tr(_PHASES[ev.phase]) if ev.phase in _PHASES else ev.phase
        if ev.market >= 0:
            if ev.phase == "purchase":
                return tr("[b]Purchases on {market}[/b]").format(market=mk(ev.market))
            return tr("[b]Sales on {market}[/b]").format(market=mk(ev.market))
        return f"[b]{title}[/b]"
    if isinstance(ev, ExpertRevealed):
        tail = tr(" It is the [b]last[/b] one: this is the last turn.") if ev.last_turn else \
            tr(" ({left} left in the pile.)").format(left=ev.left)
        return tr("The Expert card revealed is [b]{card}[/b].{tail}").format(
            card=expert_name(ev.card, rules), tail=tail)
    if isinstance(ev, PirateAttack):
        return tr("[b]Pirate informatique![/b] The die shows {die}: [b]{market}[/b] is closed "
                  "this turn — no purchase, no sale there.").format(die=die_text(ev.face),
                                                                     market=mk(ev.market))
    if isinstance(ev, DecisionTaken):
        if ev.kind == "bid":
            return say(ev.seat, tr("You have placed a sealed bid."),
                       tr("{who} has placed a sealed bid."))
        if ev.kind == "move":
            return say(ev.seat, tr("You have chosen a market."), tr("{who} has chosen a market."))
        if ev.kind == "join":
            return say(ev.seat, tr("You have decided whether to join."),
                       tr("{who} has decided whether to join."))
        return say(ev.seat, tr("You have decided."), tr("{who} has decided."))
    if isinstance(ev, BidsRevealed):
        listing = ", ".join(f"{who(s, False)} {a}" for s, a in ev.bids.items())
        lot = lot_name(ev.lot, rules)
        head = tr("Bids for {lot} (second round): {bids}") if ev.round == 2 else \
            tr("Bids for {lot}: {bids}")
        if ev.outcome == "won":
            tail = say(ev.winner, tr(" — you win it for [b]{price} M[/b]."),
                       tr(" — {who} wins it for [b]{price} M[/b]."), price=ev.price)
        elif ev.outcome == "tie":
            tail = tr(" — a tie! The tied players bid again.")
        elif ev.outcome == "cancelled":
            tail = tr(" — a second tie: the sale is cancelled.")
        else:
            tail = tr(" — nobody bid.")
        return head.format(lot=lot, bids=listing) + tail
    if isinstance(ev, ExpertWon):
        return say(ev.seat, tr("You take the [b]{card}[/b] for {price} M."),
                   tr("{who} takes the [b]{card}[/b] for {price} M."),
                   card=expert_name(ev.card, rules), price=ev.price)
    if isinstance(ev, ExpertDiscarded):
        name = expert_name(ev.card, rules)
        if ev.reason == "pirate":
            return None
        text = {
            "used": N_("The {name} is discarded after use."),
            "no_bid": N_("Nobody wanted the {name}: it is discarded."),
            "second_tie": N_("The {name} leaves the game after a second tie."),
            "eliminated": N_("The {name} leaves the game with its bankrupt owner."),
        }.get(ev.reason, N_("The {name} is discarded."))
        return tr(text).format(name=name)
    if isinstance(ev, PawnsMoved):
        parts = [f"{who(s, False)} → {mk(m)}" for s, m in ev.moves.items()]
        text = (tr("After the Monopole, the evicted pawns move: {moves}.") if ev.monopoly else
                tr("The pawns are revealed: {moves}.")).format(moves=", ".join(parts))
        if ev.barred:
            if list(ev.barred) == [viewer]:
                text += " " + tr("You went back to last turn's market: no buying there.")
            else:
                back = _upper_first(_names_list(ev.barred, viewer, names))
                text += " " + tr("{who} went back to last turn's market: no buying "
                                 "there.").format(who=back)
        return text
    if isinstance(ev, MonopolyUsed):
        return say(ev.seat, tr("You play the [b]Monopole[/b] on {market}: {evicted} must leave."),
                   tr("{who} plays the [b]Monopole[/b] on {market}: {evicted} must leave."),
                   market=mk(ev.market), evicted=_names_list(ev.evicted, viewer, names))
    if isinstance(ev, PartnerUsed):
        return say(ev.seat, tr("You send a [b]Partenaire[/b] to {market} and will play there "
                               "too this turn."),
                   tr("{who} sends a [b]Partenaire[/b] to {market} and will play there too "
                      "this turn."), market=mk(ev.market))
    if isinstance(ev, CresusDrawn):
        card = rules.data.cresus[ev.card] if 0 <= ev.card < len(rules.data.cresus) else None
        effect = f" — {cresus_effect(ev.card, rules, ev.market)}" if card else ""
        scope = tr("the whole table") if card and card.scope == "table" else \
            _names_list(ev.affected, viewer, names)
        return tr("Crésus card on {market}: [b]{card}[/b]{effect}. Concerns {scope}.").format(
            market=mk(ev.market), card=ev.name, effect=effect, scope=scope)
    if isinstance(ev, CresusReshuffled):
        return tr("The Crésus deck is empty: its {n} discards are shuffled.").format(n=ev.cards)
    if isinstance(ev, DiceRolled):
        return _dice(ev, viewer, names, rules)
    if isinstance(ev, Payment):
        return _payment(ev, viewer, names, rules)
    if isinstance(ev, GambleResult):
        g = game_name(ev.game, rules)
        if ev.gain:
            return say(ev.seat, tr("You win [b]{gain} M[/b] at {game}!"),
                       tr("{who} wins [b]{gain} M[/b] at {game}!"), gain=ev.gain, game=g)
        return say(ev.seat, tr("You win nothing at {game}."), tr("{who} wins nothing at {game}."),
                   game=g)
    if isinstance(ev, TournamentResult):
        g = game_name(ev.game, rules)
        scores = ", ".join(f"{who(s, False)} {n}" for s, n in ev.scores.items())
        if not ev.winners:
            return tr("{game} tournament: no result.").format(game=g)
        win = _upper_first(_names_list(ev.winners, viewer, names))
        if len(ev.winners) > 1:
            return tr("{game} tournament ({scores}): {winners} take the {pot} M pot, {share} M "
                      "each.").format(game=g, scores=scores, winners=win, pot=ev.pot,
                                      share=ev.share)
        if ev.winners[0] == viewer:
            return tr("{game} tournament ({scores}): You take the {pot} M pot.").format(
                game=g, scores=scores, pot=ev.pot)
        return tr("{game} tournament ({scores}): {winners} takes the {pot} M pot.").format(
            game=g, scores=scores, winners=win, pot=ev.pot)
    if isinstance(ev, SharesRevealed):
        cards = semicolons(share_label(s, rules) for s in ev.shares) or tr("no card")
        buyers = _names_list(ev.buyers, viewer, names) if ev.buyers else tr("nobody may buy")
        return tr("On {market} the cards turned up: {cards}. Buyers: {buyers}.").format(
            market=mk(ev.market), cards=cards, buyers=buyers)
    if isinstance(ev, ParticipationRevealed):
        if not ev.joined:
            return tr("Nobody wants {share}.").format(share=ev.share)
        joined = _names_list(ev.joined, viewer, names)
        if list(ev.joined) == [viewer]:
            return tr("For {share}: you are in.").format(share=ev.share)
        single = len(ev.joined) == 1
        text = tr("For {share}: {who} is in.") if single else tr("For {share}: {who} are in.")
        return text.format(share=ev.share, who=joined)
    if isinstance(ev, ShareAcquired):
        how = {"purchase": tr("for {price} M").format(price=ev.price),
               "auction": tr("at auction for {price} M").format(price=ev.price),
               "expert": tr("free, with the Expert Secteur"), "trade": tr("in a trade")}[ev.how]
        return say(ev.seat, tr("You take [b]{share}[/b] {how}."),
                   tr("{who} takes [b]{share}[/b] {how}."),
                   share=share_label(ev.share, rules), how=how)
    if isinstance(ev, SectorBonus):
        sector = rules.sectors[ev.sector].name if ev.sector in rules.sectors else ev.sector
        return say(ev.seat, tr("Sector bonus: you hold {count} {sector} cards → +{amount} M."),
                   tr("Sector bonus: {who} holds {count} {sector} cards → +{amount} M."),
                   count=ev.count, sector=sector, amount=ev.amount)
    if isinstance(ev, ShareReturned):
        return None
    if isinstance(ev, ShareSold):
        off = tr(" + {premium} M off-market premium").format(premium=ev.premium) \
            if ev.premium else ""
        return say(ev.seat, tr("You sell [b]{share}[/b] on {market}: {faces} of a colour → "
                               "{gain} M{off} = [b]{total} M[/b]."),
                   tr("{who} sells [b]{share}[/b] on {market}: {faces} of a colour → {gain} "
                      "M{off} = [b]{total} M[/b]."),
                   share=ev.share, market=mk(ev.market), faces=ev.faces, gain=ev.gain, off=off,
                   total=ev.gain + ev.premium)
    if isinstance(ev, ExpertUsed):
        card = rules.experts.get(ev.card)
        kind = card.kind if card else ""
        fields = {"card": expert_name(ev.card, rules), "subject": ev.subject}
        if kind == "expert_market":
            return say(ev.seat, tr("You use the [b]{card}[/b]: one more throw to sell "
                                   "{subject}."),
                       tr("{who} uses the [b]{card}[/b]: one more throw to sell {subject}."),
                       **fields)
        if kind == "expert_sector":
            return say(ev.seat, tr("You use the [b]{card}[/b] to take {subject} free."),
                       tr("{who} uses the [b]{card}[/b] to take {subject} free."), **fields)
        return say(ev.seat, tr("You use the [b]{card}[/b] on {subject}."),
                   tr("{who} uses the [b]{card}[/b] on {subject}."), **fields)
    if isinstance(ev, LuxuryBought):
        name = luxury_name(ev.rank, rules)
        island = tr(" [b]The island! The game ends this turn.[/b]") if ev.rank == len(
            rules.data.luxuries) else ""
        return say(ev.seat, tr("You buy [b]{name}[/b] for {price} M.{island}"),
                   tr("{who} buys [b]{name}[/b] for {price} M.{island}"),
                   name=name, price=ev.price, island=island)
    if isinstance(ev, LuxurySold):
        return say(ev.seat, tr("You sell the {name} back to the bank for {amount} M."),
                   tr("{who} sells the {name} back to the bank for {amount} M."),
                   name=luxury_name(ev.rank, rules), amount=ev.amount)
    if isinstance(ev, LoanTaken):
        forgiven = tr("; {forgiven} M of it is written off").format(forgiven=ev.forgiven) \
            if ev.forgiven else ""
        return say(ev.seat, tr("You are [b]bankrupt[/b]: the bank lends {amount} M, {paid} M "
                               "of which pays the debt{forgiven}."),
                   tr("{who} is [b]bankrupt[/b]: the bank lends {amount} M, {paid} M of which "
                      "pays the debt{forgiven}."),
                   amount=ev.amount, paid=ev.debt_paid, forgiven=forgiven)
    if isinstance(ev, LoanRepaid):
        return say(ev.seat, tr("You repay the {amount} M loan."),
                   tr("{who} repays the {amount} M loan."), amount=ev.amount)
    if isinstance(ev, PlayerEliminated):
        return say(ev.seat, tr("You are bankrupt a second time and [b]out of the game[/b] "
                               "({unpaid} M unpaid)."),
                   tr("{who} is bankrupt a second time and [b]out of the game[/b] ({unpaid} M "
                      "unpaid)."), unpaid=ev.unpaid)
    if isinstance(ev, OfferMade):
        return offer_text(ev.seat, ev.to, ev.give_shares, ev.give_cash, ev.take_shares,
                          ev.take_cash, viewer, names)
    if isinstance(ev, OfferAnswered):
        if ev.reason == "expired":
            return tr("The offer from {seat} to {to} lapses.").format(
                seat=who(ev.seat, False), to=who(ev.to, False))
        if ev.accepted:
            return say(ev.to, tr("You accept the offer. Done deal."),
                       tr("{who} accepts the offer. Done deal."))
        if ev.reason:  # accepted, but no longer possible (a share sold meanwhile, C-10.4)
            return say(ev.to, tr("You accept the offer, but the trade cannot be made: {reason}. "
                                 "Nothing changes hands."),
                       tr("{who} accepts the offer, but the trade cannot be made: {reason}. "
                          "Nothing changes hands."), reason=ev.reason.rstrip('.'))
        return say(ev.to, tr("You decline the offer."), tr("{who} declines the offer."))
    if isinstance(ev, GameOver):
        why = {"island": N_("someone bought the Île paradisiaque"),
               "experts": N_("the Expert pile is exhausted"),
               "last_player": N_("only one player is left")}
        reason = tr(why[ev.reason]) if ev.reason in why else ev.reason
        places = ", ".join(f"{place}. {who(seat, False)}" for place, seat in ev.ranking)
        return tr("[b]Game over[/b] — {why}. Ranking: {places}.").format(why=reason,
                                                                          places=places)
    return None


def _dice(ev: DiceRolled, viewer: int, names: list[str], rules: Rules) -> str:
    say = lambda you, other, **kw: _say(ev.seat, viewer, names, you, other, **kw)  # noqa: E731
    dice = f"[b]{dice_text(ev.dice)}[/b]"
    if ev.purpose == "tax":
        if not ev.dice:
            return say(tr("You have no luxury card: no dice for {subject}."),
                       tr("{who} has no luxury card: no dice for {subject}."),
                       subject=ev.subject)
        return say(tr("You roll for {subject}: {dice}."), tr("{who} rolls for {subject}: {dice}."),
                   subject=ev.subject, dice=dice)
    if ev.purpose == "loto":
        return say(tr("You roll the Loto dice: {dice}."), tr("{who} rolls the Loto dice: {dice}."),
                   dice=dice)
    if ev.purpose == "sale":
        what = tr("the sale of {share}").format(share=ev.subject)
    elif ev.purpose == "tournament":
        what = tr("the {game} tournament").format(game=game_name(ev.subject, rules))
    else:
        what = game_name(ev.subject, rules)
    kept = ""
    if ev.kept:
        kept = tr(" (kept {dice})").format(dice=" ".join(str(i + 1) for i in ev.kept))
    return say(tr("You throw for {what}, throw {throw}/{throws}{kept}: {dice}."),
               tr("{who} throws for {what}, throw {throw}/{throws}{kept}: {dice}."),
               what=what, throw=ev.throw, throws=ev.throws, kept=kept, dice=dice)


def _payment(ev: Payment, viewer: int, names: list[str], rules: Rules) -> str | None:
    """Only the payments no other event tells: entries, Crésus card money, and the bank's
    gifts. Purchases, sales, bonuses, luxury cards, loans, trades and winnings have their own
    events."""
    if ev.kind not in _TOLD_PAYMENTS:
        return None
    if ev.kind in ("entry", "tournament_entry"):
        game = game_name(ev.subject, rules)
        if ev.kind == "tournament_entry":
            return _say(ev.payer, viewer, names, tr("You pay {amount} M to enter the {game} "
                                                    "tournament."),
                        tr("{who} pays {amount} M to enter the {game} tournament."),
                        amount=ev.amount, game=game)
        return _say(ev.payer, viewer, names, tr("You pay {amount} M to play {game}."),
                    tr("{who} pays {amount} M to play {game}."), amount=ev.amount, game=game)
    reason = ev.subject
    if ev.payer == BANK:
        return _say(ev.payee, viewer, names, tr("You receive [b]{amount} M[/b] ({reason})."),
                    tr("{who} receives [b]{amount} M[/b] ({reason})."), amount=ev.amount,
                    reason=reason)
    if ev.payee == BANK:
        return _say(ev.payer, viewer, names, tr("You pay [b]{amount} M[/b] ({reason})."),
                    tr("{who} pays [b]{amount} M[/b] ({reason})."), amount=ev.amount,
                    reason=reason)
    if ev.payee == viewer:
        return tr("{who} pays you [b]{amount} M[/b] ({reason}).").format(
            who=_who(ev.payer, viewer, names), amount=ev.amount, reason=reason)
    return _say(ev.payer, viewer, names, tr("You pay {to} [b]{amount} M[/b] ({reason})."),
                tr("{who} pays {to} [b]{amount} M[/b] ({reason})."),
                to=_who(ev.payee, viewer, names, False), amount=ev.amount, reason=reason)


__all__ = [
    "COLOURS", "cresus_effect", "dice_text", "die_text", "expert_name", "game_name",
    "lot_name", "luxury_name", "market_label", "narrate", "offer_text", "share_label",
]


def is_own_result(event: Event, seat: int) -> bool:
    """A result of ``seat``'s worth finding again: a sale, a purchase, a luxury card, a
    gamble, a Crésus card's or a trade's payment, a loan, a won Expert card, a sector bonus
    (not a dice throw)."""
    if isinstance(event, (ShareSold, ShareAcquired, LuxuryBought, LuxurySold, GambleResult,
                          LoanTaken, LoanRepaid, ExpertWon, SectorBonus)):
        return event.seat == seat
    if isinstance(event, Payment):
        return seat in (event.payer, event.payee) and event.kind in ("card", "pot", "trade")
    return False
