"""Narration: English prose for each event, as seen by one seat (French card names kept).

Every function here is pure and UI-free; the text may hold Rich markup (``[b]…[/b]``). The
viewer is "you". Secrets are never told before their reveal event (C-7.4): a DecisionTaken
only says that someone has decided. Amounts are in M (millions of Crésus).
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.markup import escape

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
        return "no market"
    m = rules.markets[i]
    return f"{m.face} {m.name} ({m.colour})"


def die_text(face: int) -> str:
    """One die face 0..5 as number + letter: 0 → "1R", 5 → "6V"."""
    return f"{face + 1}{COLOUR_LETTERS[face]}" if 0 <= face < 6 else "?"


def dice_text(dice: Sequence[int]) -> str:
    """Dice as number + colour letter, never colour alone: "1R 4G 4G 6V 2B 3Y"."""
    return " ".join(die_text(d) for d in dice) if dice else "(no dice)"


def share_label(share_id: str, rules: Rules) -> str:
    """"LON-4 Finance 40 M, 2 throws": id, sector, printed price and throws of a share."""
    s = rules.shares.get(share_id)
    if s is None:
        return share_id
    sector = rules.sectors[s.sector].name
    return f"{s.id} {sector} {s.price} M, {s.throws} throw{'s' if s.throws > 1 else ''}"


def luxury_name(rank: int, rules: Rules) -> str:
    """The French name of luxury rank 1..7 ("Voiture de sport")."""
    lux = rules.data.luxuries
    return lux[rank - 1].name if 1 <= rank <= len(lux) else f"luxury #{rank}"


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
        return "You" if cap else "you"
    if seat == BANK:
        return "The bank" if cap else "the bank"
    return f"[b]{escape(names[seat])}[/b]" if 0 <= seat < len(names) else f"seat {seat + 1}"


def _v(seat: int, viewer: int, you: str, other: str) -> str:
    return you if seat == viewer else other


def _names_list(seats: Sequence[int], viewer: int, names: Sequence[str]) -> str:
    parts = [_who(s, viewer, names, cap=False) for s in seats]
    if not parts:
        return "nobody"
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _items(shares: Sequence[str], cash: int) -> str:
    parts = list(shares) + ([f"{cash} M"] if cash else [])
    if not parts:
        return "nothing"
    return " and ".join([", ".join(parts[:-1]), parts[-1]] if len(parts) > 1 else parts)


def offer_text(seat: int, to: int, give_shares: Sequence[str], give_cash: int,
               take_shares: Sequence[str], take_cash: int, viewer: int,
               names: Sequence[str]) -> str:
    """A trade offer in a sentence: "Midas offers you LON-3 and 20 M for NYC-5."."""
    return (f"{_who(seat, viewer, names)} {_v(seat, viewer, 'offer', 'offers')} "
            f"{_who(to, viewer, names, cap=False)} {_items(give_shares, give_cash)} for "
            f"{_items(take_shares, take_cash)}.")


_PHASES = {
    "expert": "Phase 1 — the Expert card",
    "movement": "Phase 2 — movement",
    "cresus": "Phase 3 — Crésus cards",
    "purchase": "Phase 4 — purchases",
    "sale": "Phase 5 — sales",
    "end_of_turn": "Phase 6 — end of turn: luxury purchases",
}

_TOLD_PAYMENTS = ("entry", "tournament_entry", "card")


def cresus_effect(card: int, rules: Rules, market: int = -1) -> str:
    """What Crésus card number ``card`` (0..19) does, in a short clause; ``market`` (0..5)
    names the colour of an Impôt sur la fortune drawn there."""
    c = rules.data.cresus[card]
    e = c.effect
    if e == "wealth_tax" and 0 <= market < 6:
        return (f"one die per luxury card, {c.amount} M per {die_text(market)} die "
                f"({rules.markets[market].colour}; at least {c.minimum} M)")
    if e == "birthday":
        return f"everyone else pays {c.amount} M to each player on this market"
    if e == "tournament":
        return f"anyone may pay {c.amount} M to enter; the best {game_name(c.game, rules)} " \
               "result takes the pot"
    if e == "wealth_tax":
        return (f"one die per luxury card, {c.amount} M per die showing this market's colour "
                f"(at least {c.minimum} M)")
    if e == "tax_audit":
        cols = "/".join(die_text(COLOURS.index(x)) for x in c.colours)
        return (f"one die per luxury card, {c.amount} M per {cols} die (at least {c.minimum} M)")
    if e == "divorce":
        return f"pay {c.percent} % of your cash, at most {c.maximum} M"
    if e == "gamble":
        g = rules.games[c.game]
        throws = f"{g.throws} throw{'s' if g.throws != 1 else ''}"
        return f"pay {g.entry} M to play {g.name} ({g.dice} dice, {throws}) if you wish"
    if e == "receive":
        return f"receive {c.amount} M"
    if e == "per_share_receive":
        return f"receive {c.amount} M per share held"
    if e == "per_share_pay":
        return f"pay {c.amount} M per share held"
    if e == "pay":
        return f"pay {c.amount} M"
    if e == "loto":
        return f"roll six dice: {c.amount} M per red face"
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
    v = lambda s, you, other: _v(s, viewer, you, other)  # noqa: E731
    mk = lambda i: rules.markets[i].name if 0 <= i < 6 else "nowhere"  # noqa: E731

    if isinstance(ev, GameStarted):
        everyone = _names_list(range(len(ev.names)), viewer, ev.names)
        return (f"[b]A game of Crésus begins[/b]: {everyone}, {ev.cash} M each. "
                "Osez devenir riche !")
    if isinstance(ev, TurnStarted):
        last = " [b]The last Expert card is in play: last turn![/b]" if ev.experts_left <= 1 \
            else ""
        return (f"[b]═══ Turn {ev.turn} ═══[/b] {who(ev.first_player)} "
                f"{v(ev.first_player, 'play', 'plays')} first. "
                f"Expert pile: {ev.experts_left} card{'s' if ev.experts_left != 1 else ''}, "
                f"one auctioned now.{last}")
    if isinstance(ev, PhaseStarted):
        title = _PHASES.get(ev.phase, ev.phase)
        if ev.market >= 0:
            verb = "Purchases" if ev.phase == "purchase" else "Sales"
            return f"[b]{verb} on {mk(ev.market)}[/b]"
        return f"[b]{title}[/b]"
    if isinstance(ev, ExpertRevealed):
        tail = " It is the [b]last[/b] one: this is the last turn." if ev.last_turn else \
            f" ({ev.left} left in the pile.)"
        return f"The Expert card revealed is [b]{expert_name(ev.card, rules)}[/b].{tail}"
    if isinstance(ev, PirateAttack):
        return (f"[b]Pirate informatique![/b] The die shows {die_text(ev.face)}: "
                f"[b]{mk(ev.market)}[/b] is closed this turn — no purchase, no sale there.")
    if isinstance(ev, DecisionTaken):
        what = {"bid": "placed a sealed bid", "move": "chosen a market",
                "join": "decided whether to join"}.get(ev.kind, "decided")
        return f"{who(ev.seat)} {v(ev.seat, 'have', 'has')} {what}."
    if isinstance(ev, BidsRevealed):
        listing = ", ".join(f"{who(s, False)} {a}" for s, a in ev.bids.items())
        head = f"Bids for {lot_name(ev.lot, rules)}"
        if ev.round == 2:
            head += " (second round)"
        if ev.outcome == "won":
            tail = (f" — {who(ev.winner, False)} {v(ev.winner, 'win', 'wins')} it for "
                    f"[b]{ev.price} M[/b].")
        elif ev.outcome == "tie":
            tail = " — a tie! The tied players bid again."
        elif ev.outcome == "cancelled":
            tail = " — a second tie: the sale is cancelled."
        else:
            tail = " — nobody bid."
        return f"{head}: {listing}{tail}"
    if isinstance(ev, ExpertWon):
        return (f"{who(ev.seat)} {v(ev.seat, 'take', 'takes')} the "
                f"[b]{expert_name(ev.card, rules)}[/b] for {ev.price} M.")
    if isinstance(ev, ExpertDiscarded):
        name = expert_name(ev.card, rules)
        return {
            "used": f"The {name} is discarded after use.",
            "no_bid": f"Nobody wanted the {name}: it is discarded.",
            "second_tie": f"The {name} leaves the game after a second tie.",
            "eliminated": f"The {name} leaves the game with its bankrupt owner.",
            "pirate": None,
        }.get(ev.reason, f"The {name} is discarded.")
    if isinstance(ev, PawnsMoved):
        parts = [f"{who(s, False)} → {mk(m)}" for s, m in ev.moves.items()]
        head = "After the Monopole, the evicted pawns move" if ev.monopoly else \
            "The pawns are revealed"
        text = f"{head}: " + ", ".join(parts) + "."
        if ev.barred:
            back = _names_list(ev.barred, viewer, names)
            text += (f" {back[0].upper() + back[1:]} went back to last turn's market: no "
                     "buying there.")
        return text
    if isinstance(ev, MonopolyUsed):
        return (f"{who(ev.seat)} {v(ev.seat, 'play', 'plays')} the [b]Monopole[/b] on "
                f"{mk(ev.market)}: {_names_list(ev.evicted, viewer, names)} must leave.")
    if isinstance(ev, PartnerUsed):
        return (f"{who(ev.seat)} {v(ev.seat, 'send', 'sends')} a [b]Partenaire[/b] to "
                f"{mk(ev.market)} and will play there too this turn.")
    if isinstance(ev, CresusDrawn):
        card = rules.data.cresus[ev.card] if 0 <= ev.card < len(rules.data.cresus) else None
        effect = f" — {cresus_effect(ev.card, rules, ev.market)}" if card else ""
        scope = "the whole table" if card and card.scope == "table" else \
            _names_list(ev.affected, viewer, names)
        return (f"Crésus card on {mk(ev.market)}: [b]{ev.name}[/b]{effect}. "
                f"Concerns {scope}.")
    if isinstance(ev, CresusReshuffled):
        return f"The Crésus deck is empty: its {ev.cards} discards are shuffled."
    if isinstance(ev, DiceRolled):
        return _dice(ev, viewer, names, rules)
    if isinstance(ev, Payment):
        return _payment(ev, viewer, names, rules)
    if isinstance(ev, GambleResult):
        g = game_name(ev.game, rules)
        if ev.gain:
            return f"{who(ev.seat)} {v(ev.seat, 'win', 'wins')} [b]{ev.gain} M[/b] at {g}!"
        return f"{who(ev.seat)} {v(ev.seat, 'win', 'wins')} nothing at {g}."
    if isinstance(ev, TournamentResult):
        g = game_name(ev.game, rules)
        scores = ", ".join(f"{who(s, False)} {n}" for s, n in ev.scores.items())
        if not ev.winners:
            return f"{g} tournament: no result."
        win = _names_list(ev.winners, viewer, names)
        split = f", {ev.share} M each" if len(ev.winners) > 1 else ""
        return (f"{g} tournament ({scores}): {win[0].upper() + win[1:]} "
                f"{'take' if len(ev.winners) > 1 or ev.winners[0] == viewer else 'takes'} "
                f"the {ev.pot} M pot{split}.")
    if isinstance(ev, SharesRevealed):
        cards = "; ".join(share_label(s, rules) for s in ev.shares) or "no card"
        buyers = _names_list(ev.buyers, viewer, names) if ev.buyers else "nobody may buy"
        return f"On {mk(ev.market)} the cards turned up: {cards}. Buyers: {buyers}."
    if isinstance(ev, ParticipationRevealed):
        if not ev.joined:
            return f"Nobody wants {ev.share}."
        joined = _names_list(ev.joined, viewer, names)
        single = len(ev.joined) == 1 and ev.joined[0] != viewer
        return f"For {ev.share}: {joined} {'is' if single else 'are'} in."
    if isinstance(ev, ShareAcquired):
        how = {"purchase": f"for {ev.price} M", "auction": f"at auction for {ev.price} M",
               "expert": "free, with the Expert Secteur", "trade": "in a trade"}[ev.how]
        return (f"{who(ev.seat)} {v(ev.seat, 'take', 'takes')} "
                f"[b]{share_label(ev.share, rules)}[/b] {how}.")
    if isinstance(ev, SectorBonus):
        sector = rules.sectors[ev.sector].name if ev.sector in rules.sectors else ev.sector
        return (f"Sector bonus: {who(ev.seat, False)} {v(ev.seat, 'hold', 'holds')} "
                f"{ev.count} {sector} cards → +{ev.amount} M.")
    if isinstance(ev, ShareReturned):
        return None
    if isinstance(ev, ShareSold):
        off = f" + {ev.premium} M off-market premium" if ev.premium else ""
        return (f"{who(ev.seat)} {v(ev.seat, 'sell', 'sells')} [b]{ev.share}[/b] on "
                f"{mk(ev.market)}: {ev.faces} of a colour → {ev.gain} M{off} "
                f"= [b]{ev.gain + ev.premium} M[/b].")
    if isinstance(ev, ExpertUsed):
        card = rules.experts.get(ev.card)
        kind = card.kind if card else ""
        use = f"{who(ev.seat)} {v(ev.seat, 'use', 'uses')} the [b]{expert_name(ev.card, rules)}[/b]"
        if kind == "expert_market":
            return f"{use}: one more throw to sell {ev.subject}."
        if kind == "expert_sector":
            return f"{use} to take {ev.subject} free."
        return f"{use} on {ev.subject}."
    if isinstance(ev, LuxuryBought):
        name = luxury_name(ev.rank, rules)
        island = " [b]The island! The game ends this turn.[/b]" if ev.rank == len(
            rules.data.luxuries) else ""
        return (f"{who(ev.seat)} {v(ev.seat, 'buy', 'buys')} [b]{name}[/b] for {ev.price} M."
                f"{island}")
    if isinstance(ev, LuxurySold):
        return (f"{who(ev.seat)} {v(ev.seat, 'sell', 'sells')} the "
                f"{luxury_name(ev.rank, rules)} back to the bank for {ev.amount} M.")
    if isinstance(ev, LoanTaken):
        forgiven = f"; {ev.forgiven} M of it is written off" if ev.forgiven else ""
        return (f"{who(ev.seat)} {v(ev.seat, 'are', 'is')} [b]bankrupt[/b]: the bank lends "
                f"{ev.amount} M, {ev.debt_paid} M of which pays the debt{forgiven}.")
    if isinstance(ev, LoanRepaid):
        return f"{who(ev.seat)} {v(ev.seat, 'repay', 'repays')} the {ev.amount} M loan."
    if isinstance(ev, PlayerEliminated):
        return (f"{who(ev.seat)} {v(ev.seat, 'are', 'is')} bankrupt a second time and "
                f"[b]out of the game[/b] ({ev.unpaid} M unpaid).")
    if isinstance(ev, OfferMade):
        return offer_text(ev.seat, ev.to, ev.give_shares, ev.give_cash, ev.take_shares,
                          ev.take_cash, viewer, names)
    if isinstance(ev, OfferAnswered):
        if ev.reason == "expired":
            return f"The offer from {who(ev.seat, False)} to {who(ev.to, False)} lapses."
        if ev.accepted:
            return f"{who(ev.to)} {v(ev.to, 'accept', 'accepts')} the offer. Done deal."
        if ev.reason:  # accepted, but no longer possible (a share sold meanwhile, C-10.4)
            return (f"{who(ev.to)} {v(ev.to, 'accept', 'accepts')} the offer, but the trade "
                    f"cannot be made: {ev.reason.rstrip('.')}. Nothing changes hands.")
        return f"{who(ev.to)} {v(ev.to, 'decline', 'declines')} the offer."
    if isinstance(ev, GameOver):
        why = {"island": "someone bought the Île paradisiaque",
               "experts": "the Expert pile is exhausted",
               "last_player": "only one player is left"}.get(ev.reason, ev.reason)
        places = ", ".join(f"{place}. {who(seat, False)}" for place, seat in ev.ranking)
        return f"[b]Game over[/b] — {why}. Ranking: {places}."
    return None


def _dice(ev: DiceRolled, viewer: int, names: list[str], rules: Rules) -> str:
    who = _who(ev.seat, viewer, names)
    dice = f"[b]{dice_text(ev.dice)}[/b]"
    if ev.purpose == "tax":
        if not ev.dice:
            return (f"{who} {_v(ev.seat, viewer, 'have', 'has')} no luxury card: no dice for "
                    f"{ev.subject}.")
        return f"{who} {_v(ev.seat, viewer, 'roll', 'rolls')} for {ev.subject}: {dice}."
    if ev.purpose == "loto":
        return f"{who} {_v(ev.seat, viewer, 'roll', 'rolls')} the Loto dice: {dice}."
    what = ev.subject if ev.purpose == "sale" else game_name(ev.subject, rules)
    if ev.purpose == "sale":
        what = f"the sale of {ev.subject}"
    elif ev.purpose == "tournament":
        what = f"the {what} tournament"
    kept = ""
    if ev.kept:
        kept = f" (kept {' '.join(str(i + 1) for i in ev.kept)})"
    verb = _v(ev.seat, viewer, "throw", "throws")
    return f"{who} {verb} for {what}, throw {ev.throw}/{ev.throws}{kept}: {dice}."


def _payment(ev: Payment, viewer: int, names: list[str], rules: Rules) -> str | None:
    """Only the payments no other event tells: entries, Crésus card money, and the bank's
    gifts. Purchases, sales, bonuses, luxury cards, loans, trades and winnings have their own
    events."""
    if ev.kind not in _TOLD_PAYMENTS:
        return None
    if ev.kind in ("entry", "tournament_entry"):
        game = game_name(ev.subject, rules)
        if ev.kind == "tournament_entry":
            game, verb = f"the {game} tournament", "enter"
        else:
            verb = "play"
        return (f"{_who(ev.payer, viewer, names)} {_v(ev.payer, viewer, 'pay', 'pays')} "
                f"{ev.amount} M to {verb} {game}.")
    reason = ev.subject
    if ev.payer == BANK:
        return (f"{_who(ev.payee, viewer, names)} {_v(ev.payee, viewer, 'receive', 'receives')} "
                f"[b]{ev.amount} M[/b] ({reason}).")
    if ev.payee == BANK:
        return (f"{_who(ev.payer, viewer, names)} {_v(ev.payer, viewer, 'pay', 'pays')} "
                f"[b]{ev.amount} M[/b] ({reason}).")
    return (f"{_who(ev.payer, viewer, names)} {_v(ev.payer, viewer, 'pay', 'pays')} "
            f"{_who(ev.payee, viewer, names, False)} [b]{ev.amount} M[/b] ({reason}).")


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
