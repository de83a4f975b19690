"""Short labels for the screen: markets and dice with colour, number and letter (never colour
alone), shares with their sale table, Expert and luxury card names. Rich markup strings."""

from __future__ import annotations

import os

from ai.cresus.words import dec, signed  # noqa: F401 - numbers for the play layer
from cresus_tui.games.cresus.cards import COLOUR_LETTERS, COLOURS, Rules
from cresus_tui.i18n import N_, current_language, tr, tr_lazy, tr_n

from ..rivals import PERSONALITIES, personality  # noqa: F401 - shared by every game


class _ColourStyles(dict):
    """Rich styles per colour, or ``plain`` when NO_COLOR is set: the terminal then shows
    every colour as a grey, and a dark grey on a dark background cannot be read. The number
    and letter (``1R``) still say which colour it is."""

    def __init__(self, styles: dict[str, str], plain: str) -> None:
        super().__init__(styles)
        self.plain = plain

    def __getitem__(self, colour: str) -> str:
        if os.environ.get("NO_COLOR"):
            return self.plain
        return super().__getitem__(colour)


STYLE = _ColourStyles({
    "red": "bold white on red3",
    "blue": "bold white on blue3",
    "yellow": "bold black on yellow3",
    "green": "bold black on green3",
    "orange": "bold black on dark_orange",
    "violet": "bold white on purple4",
}, "bold reverse")
"""Rich styles per die colour; under NO_COLOR reverse video, the number and letter say which."""

FG = _ColourStyles({
    "red": "bright_red", "blue": "dodger_blue1", "yellow": "yellow", "green": "green1",
    "orange": "orange1", "violet": "orchid1",
}, "bold")


def face_tag(face: int) -> str:
    """A die face 0..5 as ``1R`` … ``6V`` (number and letter)."""
    return f"{face + 1}{COLOUR_LETTERS[face]}"


def die(face: int, kept: bool = False) -> str:
    """One die as a coloured block with its number and letter; kept dice are bracketed."""
    body = f"{face + 1}{COLOUR_LETTERS[face]}"
    text = f"[{body}]" if kept else f" {body} "
    return f"[{STYLE[COLOURS[face]]}]{text}[/]"


def dice_row(faces: tuple[int, ...] | list[int], kept: tuple[int, ...] = ()) -> str:
    return " ".join(die(f, i in kept) for i, f in enumerate(faces))


def market(rules: Rules, index: int, short: bool = False) -> str:
    """A market as ``1R London`` with its colour (``1R LON`` when short)."""
    if index < 0:
        return tr("off the board")
    m = rules.markets[index]
    name = m.code if short else m.name
    return f"[{STYLE[m.colour]}]{face_tag(index)}[/] [{FG[m.colour]}]{name}[/]"


def market_plain(rules: Rules, index: int) -> str:
    if index < 0:
        return tr("off the board")
    return f"{face_tag(index)} {rules.markets[index].name}"


def sector_name(rules: Rules, code: str) -> str:
    return rules.sectors[code].name


def share_short(rules: Rules, share_id: str) -> str:
    """``LON-5 Informatique 50 M, 2 throws``."""
    s = rules.shares[share_id]
    throws = tr_n("{n} throw", "{n} throws", s.throws).format(n=s.throws)
    return f"{share_id} {sector_name(rules, s.sector)} {s.price} M, {throws}"


def share_table(rules: Rules, share_id: str) -> str:
    """The sale table: gain for 1..6 faces of one colour, ``2:10 3:60 4:170 …``."""
    s = rules.shares[share_id]
    return " ".join(f"{k}:{v}" for k, v in enumerate(s.table, start=1) if k > 1)


def premium_note(rules: Rules, share_id: str, where: int, short: bool = False) -> str:
    """The off-market premium (C-5.13) if ``share_id`` is sold on market ``where``:
    "+20 M off-market premium" / "home market, no premium" (``short``: "+20 M premium" /
    "no premium")."""
    s = rules.shares[share_id]
    if where < 0 or where == s.market:
        return tr("no premium") if short else tr("home market, no premium")
    premium = rules.sectors[s.sector].premium
    if short:
        return tr("+{premium} M premium").format(premium=premium)
    return tr("+{premium} M off-market premium").format(premium=premium)


def expert_name(rules: Rules, card: str) -> str:
    """The French name of an Expert card (the narration's, argument order of this module)."""
    from .narration import expert_name as named

    return named(card, rules)


def expert_short(rules: Rules, card: str) -> str:
    """A few letters for a panel: ``Sect.Auto``, ``Mkt NYC``, ``Pirate`` …"""
    e = rules.experts.get(card)
    if e is None:
        return card
    if e.kind == "expert_sector":
        return f"Sect.{rules.sectors[str(e.target)].name[:4]}"
    if e.kind == "expert_market":
        return tr("Mkt {code}").format(code=rules.markets[int(e.target)].code)
    return {"pirate": "Pirate", "monopoly": "Monopole", "partner": "Partenaire"}[e.kind]


EXPERT_HELP = {
    "expert_sector": tr_lazy("take a revealed share of its sector free, before any auction "
                             "(C-6.1)"),
    "expert_market": tr_lazy("one extra throw when you sell a share on its market (C-6.2)"),
    "pirate": tr_lazy("closes a market for this turn (C-6.3)"),
    "monopoly": tr_lazy("after movement, sends everyone else away from your market (C-6.4)"),
    "partner": tr_lazy("play a market with no pawn as if you were there (C-6.5)"),
}


def expert_help(rules: Rules, card: str) -> str:
    e = rules.experts.get(card)
    return str(EXPERT_HELP.get(e.kind, "")) if e else ""


def luxury_name(rules: Rules, rank: int) -> str:
    """Rank 1..7 → its French name."""
    lux = rules.data.luxuries
    return lux[rank - 1].name if 1 <= rank <= len(lux) else "—"


def luxury_price(rules: Rules, rank: int) -> int:
    lux = rules.data.luxuries
    return lux[rank - 1].price if 1 <= rank <= len(lux) else 0


def game_label(rules: Rules, code: str) -> str:
    g = rules.games.get(code)
    return g.name if g else code


def game_rules(rules: Rules, code: str) -> str:
    """One line: dice × throws and the gains of a gambling game (C-9.3)."""
    g = rules.games.get(code)
    if g is None:
        return ""
    head = tr_n("{dice} dice × {n} throw", "{dice} dice × {n} throws", g.throws).format(
        dice=g.dice, n=g.throws)
    if g.kind == "red":
        gains = ", ".join(tr("{k} red {gain}").format(k=k, gain=v)
                          for k, v in enumerate(g.gains, start=2))
    elif g.kind == "same":
        gains = ", ".join(tr("{k} alike {gain}").format(k=k, gain=v)
                          for k, v in enumerate(g.gains, start=2))
    elif g.kind == "combo":
        need = " + ".join(f"{n} {colour_word(c)}" for c, n in g.need.items())
        gains = f"{need} → {g.gain}"
    else:
        gains = ", ".join(f"{n} {colour_word(c)} {v}" for c, n, v in g.patterns[:4]) + " …"
    return tr("{head}: {gains}").format(head=head, gains=gains)


def initials(name: str) -> str:
    """Two letters for a pawn."""
    letters = [c for c in name if c.isalnum()]
    return ("".join(letters[:2]) or "??").title()


def colour_counts(faces: tuple[int, ...] | list[int]) -> str:
    """``3×1R 2×4G`` — the faces grouped, most first."""
    counts = [(sum(1 for f in faces if f == c), c) for c in range(6)]
    counts = sorted((n, c) for n, c in counts if n)
    return " ".join(f"{n}×{face_tag(c)}" for n, c in reversed(counts))


__all__ = [
    "COLOURS", "dice_row", "die", "expert_name", "face_tag", "market", "market_plain",
    "share_short", "share_table",
]


def plural(n: int, noun: str) -> str:
    """``1 luxury card``, ``2 luxury cards``, ``1 die``, ``3 dice``."""
    if noun == "die":
        return tr_n("{n} die", "{n} dice", n).format(n=n)
    if noun == "luxury card":
        return luxury_cards(n)
    if noun == "share":
        return tr_n("{n} share", "{n} shares", n).format(n=n)
    return f"{n} {noun}{'' if n == 1 else 's'}"


def luxury_cards(n: int) -> str:
    """``1 luxury card``, ``2 luxury cards`` (French ``1 carte de luxe``)."""
    return tr_n("{n} luxury card", "{n} luxury cards", n).format(n=n)


def colour_word(colour: str) -> str:
    """A die colour's word in the current language ("red" → "rouge" in French)."""
    from .narration import colour_name

    return colour_name(colour)


_PHASE_WORDS = {
    # TRANSLATORS: the phases of a turn as `look` names them (the English shows the code).
    "setup": N_("setup"), "expert": N_("expert"), "movement": N_("movement"),
    "cresus": N_("cresus"), "purchase": N_("purchase"), "sale": N_("sale"),
    "end_of_turn": N_("end_of_turn"), "over": N_("over"),
}


def phase_word(phase: str) -> str:
    """A turn's phase code ("purchase") as `look` shows it in the current language."""
    return tr(_PHASE_WORDS[phase]) if phase in _PHASE_WORDS else phase




_FIRST_PERSON = (
    (r"\bI do not have\b", "does not have"), (r"\bI would lose\b", "would lose"),
    (r"\bI cannot\b", "cannot"), (r"\bI can spare only\b", "can spare only"),
    (r"\bI can spare\b", "can spare"), (r"\bI can pay\b", "can pay"),
    (r"\bI would bid\b", "would bid"), (r"\ball I will pay\b", "the most they will pay"),
    (r"\ball I can afford\b", "all they can afford"), (r"\bmy\b", "their"),
    (r"\bI\b", "they"), (r"\bme\b", "them"),
)


_FIRST_PERSON_FR = (
    (r"\btout ce que je peux payer\b", "tout ce que ses moyens permettent"),
    (r"\btout ce que je paierai\b", "son plafond"),
    (r"\bje ne peux\b", "ne peut"), (r"\bje peux\b", "peut"), (r"\bje n’ai\b", "n’a"),
    (r"\bje perdrais\b", "perdrait"), (r"\bje paierai\b", "paiera"),
    (r"\bme coûter\b", "lui coûter"), (r"\bm’acheter\b", "lui acheter"),
    (r"\bm’achèterait\b", "lui achèterait"), (r"\bma\b", "sa"),
    (r"\bmon\b", "son"), (r"\bmes\b", "ses"),
)
"""The first-person words of the French reasons (``ai.cresus.policy``) told about the rival."""


def third_person(reason: str, who: str = "them") -> str:
    """A rival's one-line reason told about the rival, not by it: the policy writes "bids
    35 M: LON-8 is worth about 60 M to me", the story says "… worth about 60 M to Midas"
    (``who``). French reasons: "… pour moi" → "… pour Midas"."""
    import re

    if current_language() == "fr":
        reason = re.sub(r"\bpour moi\b", f"pour {who}", reason)
        for pattern, words in _FIRST_PERSON_FR:
            reason = re.sub(pattern, words, reason)
        return reason
    reason = re.sub(r"\bto me\b", f"to {who}", reason)
    for pattern, words in _FIRST_PERSON:
        reason = re.sub(pattern, words, reason)
    return reason


def rival_place(position: int, first: bool) -> str:
    """Where a rival's pawn is, in words: "on 6V", "" off the board; "first" when they play
    first this turn (C-4.3)."""
    where = tr("on {face}").format(face=face_tag(position)) if position >= 0 else ""
    return " ".join(x for x in (where, tr("first") if first else "") if x)


def expert_words(rules: Rules, card: str) -> str:
    """An Expert card in a few words for a panel: "Secteur Automobile", "Marché Tokyo",
    "Pirate", "Monopole", "Partenaire"."""
    name = expert_name(rules, card)
    return name.removeprefix("Expert ").removesuffix(" informatique")


def rival_details(rivals: list[tuple[str, int, int, tuple[str, ...]]],
                  width: int) -> list[list[str]]:
    """Each rival's detail lines, in words and in ONE form for every rival: ``rivals`` holds
    (personality code, luxury cards, shares, Expert cards in words). "Flambeur · 2 luxury
    cards · 3 shares · Monopole" when every rival's fits ``width`` characters, else "Flambeur ·
    2 luxury · 3 shares · Monopole" for all; a line still too long breaks between its parts
    (never cut, never abbreviated)."""
    forms = ((lambda lux, sh: (plural(lux, "luxury card"), plural(sh, "share"))),
             (lambda lux, sh: (tr("{n} luxury").format(n=lux), plural(sh, "share"))))
    parts: list[list[str]] = []
    for form in forms:
        parts = [[x for x in (personality(pers), *form(lux, sh), *experts) if x]
                 for pers, lux, sh, experts in rivals]
        if all(len(" · ".join(p)) <= width for p in parts):
            return [[" · ".join(p)] for p in parts]
    out = []
    for p in parts:
        lines = [p[0]]
        for part in p[1:]:
            joined = f"{lines[-1]} · {part}"
            if len(joined) <= width:
                lines[-1] = joined
            else:
                lines[-1] += " ·"
                lines.append(part)
        out.append(lines)
    return out
