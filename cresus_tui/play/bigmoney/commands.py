"""Big Money's command line: text-adventure verbs → engine decisions, queries or meta commands.

Contract (used by every front end): ``parse(text, view, rules)`` never raises. Verbs are
case-insensitive, accents optional. Dice are numbered 1..5 as shown (the engine's positions
0..4); market slots 1..4 (the engine's 0..3); a card may also be named by its id (`TEC-3`) or
a unique part of its name. The stage of the turn (``view.stage``) decides what a bare number
means: dice to keep while rolling, a market slot while buying.

- `roll` — throw the six dice (B-4.1); while the dice are out, `roll` rerolls like `reroll`.
- `keep 1 3 5` — keep those dice and reroll the others (B-7.1); `keep all` / `keep 1 2 3 4 5`
  stops.
- `reroll` — throw again the dice not kept (all five when none is: a `keep` or the tray marks
  dice kept, and they stay marked after the reroll); `reroll 2 4`
  rerolls only those.
- `stop` — take the combination (B-7.2).
- `buy 2`, `buy TEC-3` — buy a market card (B-8.1); `pass` — buy nothing.
- Queries: `look`, `status [player]`, `market`, `examine <card>` (`x 2`), `odds`, `hint`,
  `rules [topic]`,
  `help [topic]`, `log`. Meta: `save [name]`, `quit`, `menu`, `pace`, `skip`, `undo`,
  `transcript`.
"""

from __future__ import annotations

from cresus_tui.games.bigmoney.data import Rules
from cresus_tui.games.bigmoney.decisions import Buy, Pass, Reroll, Roll, Stop
from cresus_tui.games.bigmoney.view import SeatView
from cresus_tui.games.typed import looks_numeric, read_number
from cresus_tui.i18n import N_, number, semicolons, tr, tr_n
from cresus_tui.play.parser import (
    Action, Fail, Meta, ParseError, Parsed, Query, closest, dispatch, fold, never_raises,
    shown_suggestion,
)
from cresus_tui.play.parser import Vocabulary

from .words_fr import FRENCH

from . import labels

__all__ = ["Action", "Meta", "ParseError", "Query", "completions", "describe_request",
           "legal_commands", "parse"]

_SYNONYMS: dict[str, tuple[str, ...]] = {
    "roll": ("roll", "throw", "lancer", "go"),
    "keep": ("keep", "k", "hold", "garder"),
    "reroll": ("reroll", "r", "rr", "again", "rethrow", "relancer"),
    "stop": ("stop", "s", "halt", "take", "enough"),
    "buy": ("buy", "b", "purchase", "acheter"),
    "pass": ("pass", "p", "done", "nothing", "no", "end", "next"),
    "look": ("look", "l", "board", "view", "table"),
    "status": ("status", "st", "me", "i", "inventory", "cards", "portfolio", "who"),
    "market": ("market", "m", "shop"),
    "examine": ("examine", "x", "ex", "describe", "details", "detail", "about"),
    "odds": ("odds", "o", "expect", "ev"),
    "hint": ("hint", "h", "advice", "suggest", "?"),
    "rules": ("rules", "rule", "regles"),
    "help": ("help", "commands", "aide"),
    "log": ("log", "story", "history"),
    "save": ("save",),
    "quit": ("quit", "exit", "bye"),
    "menu": ("menu",),
    "pace": ("pace", "speed"),
    "skip": ("skip",),
    "undo": ("undo",),
    "transcript": ("transcript",),
}
WORDS = Vocabulary(_SYNONYMS, FRENCH)
"""Every verb's words in English and French (``words_fr.py``): all accepted always."""
VERBS: dict[str, str] = WORDS.verbs
_QUERIES = ("look", "status", "market", "examine", "odds", "hint", "rules", "help", "log")
_PACES = {"instant": "instant", "fast": "instant", "quick": "instant", "normal": "normal",
          "slow": "slow"}
COMMANDS = ("roll", "keep", "reroll", "stop", "buy", "pass", "look", "status", "market",
            "examine", "odds", "hint", "rules", "help", "log", "save", "menu", "quit")


def command_text(command: str) -> str:
    """A command line as shown to the player: "keep 1 2" in English, "garder 1 2" in French
    (its verb in the current language, ``WORDS``; numbers and card ids unchanged)."""
    return WORDS.command(command)


# ---- the state of play ----------------------------------------------------------------------

def my_turn(view: SeatView) -> bool:
    return not view.over and view.active == view.seat


def legal_commands(view: SeatView, rules: Rules) -> list[str]:
    """Command templates answering what the seat must decide now ([] when nothing)."""
    if not my_turn(view):
        return []
    if view.stage == "roll":
        return ["roll"]
    if view.stage == "dice":
        return ["keep " + tr("<dice>"), "reroll", "stop"]
    if view.stage == "buy":
        me = view.players[view.seat]
        out = [f"buy {i + 1}" for i, c in enumerate(view.market)
               if c and labels.price(rules, c) <= me.cash]
        return out + ["pass"]
    return []


def _now(view: SeatView, rules: Rules) -> str:
    cmds = legal_commands(view, rules)
    if not cmds:
        return tr("Nothing to decide now: the game is over.") if view.over else \
            tr("It is not your turn: wait for the rivals (F8 skips their narration).")
    return tr("Now: {commands}.").format(
        commands=", ".join(f"`{command_text(c)}`" for c in cmds))


_CANNOT = {"roll": N_("You cannot roll now."), "keep dice": N_("You cannot keep dice now."),
           "reroll": N_("You cannot reroll now."), "stop": N_("You cannot stop now."),
           "buy": N_("You cannot buy now."), "pass": N_("You cannot pass now.")}
_STAGES = {"roll": N_("Your turn starts with the throw."), "dice": N_("Your dice are out."),
           "buy": N_("This is the purchase.")}


def _not_now(what: str, view: SeatView, rules: Rules) -> Fail:
    cannot = tr(_CANNOT[what])
    if not my_turn(view):
        return Fail(f"{cannot} " + _now(view, rules))
    stage = tr(_STAGES.get(view.stage, N_("Not now.")))
    return Fail(f"{cannot} {stage} {_now(view, rules)}")


# ---- parsing --------------------------------------------------------------------------------

def parse(text: str, view: SeatView, rules: Rules) -> Parsed:
    """One typed line → Action / Query / Meta / ParseError (never raises); a refusal's
    suggested command in the current language's words."""
    return shown_suggestion(_parse(text, view, rules), command_text)


@never_raises
def _parse(text: str, view: SeatView, rules: Rules) -> Parsed:
    return dispatch(
        text, VERBS, _HANDLERS, (view, rules),
        bare=lambda toks, force: _bare(toks, view, rules, force),
        unknown=lambda word: _unknown(word, view, rules),
        empty=lambda: Fail(tr("Type a command (`help` lists them)."), _now(view, rules)))


def _unknown(word: str, view: SeatView, rules: Rules) -> Fail:
    near = closest(word, WORDS.guesses())
    shown = word if len(word) <= 20 else word[:20] + "…"
    if near is not None:
        return Fail(tr("Unknown command “{word}”. Did you mean `{verb}`?").format(
            word=shown, verb=WORDS.word(VERBS[near])), _now(view, rules))
    return Fail(tr("Unknown command “{word}”. Type `help` for the commands.").format(
        word=shown), _now(view, rules))


def _bare(toks: list[str], view: SeatView, rules: Rules, force: bool) -> Parsed | None:
    """Bare numbers: dice to keep while rolling (`1 3 5`), a market slot while buying (`2`)."""
    if not all(looks_numeric(t) for t in toks) or not my_turn(view):
        return None
    if view.stage == "dice":
        return _keep("keep", toks, view, rules, force, " ".join(toks))
    if view.stage == "buy" and len(toks) == 1:
        return _buy("buy", toks, view, rules, force, toks[0])
    return None


def _die_positions(args: list[str], view: SeatView) -> list[int]:
    """Dice numbers 1..5 (or written together: `135`) → engine positions 0..4. Raises Fail."""
    words: list[str] = []
    for a in args:
        if a in ("and", "dice", "die", "the", "&"):
            continue
        words += list(a) if a.isascii() and a.isdigit() and len(a) > 1 else [a]
    n = len(view.dice)
    out: list[int] = []
    for w in words:
        if not looks_numeric(w):
            shown = w if len(w) <= 12 else w[:12] + "…"
            raise Fail(tr("“{word}” is not a die number: dice are numbered 1 to {n} as "
                          "shown.").format(word=shown, n=n), "keep 1 3 5")
        read = read_number(w, 0)
        if read.value is None:
            raise Fail(f"{read.problem} " + tr("Dice are numbered 1 to {n}.").format(n=n),
                       "keep 1 3 5")
        k = read.value
        if not 1 <= k <= n:
            raise Fail(tr("There is no die {k}: dice are numbered 1 to {n}.").format(k=k, n=n),
                       "keep 1 3 5")
        if k - 1 in out:
            raise Fail(tr("Die {k} is named twice.").format(k=k), "keep 1 3 5")
        out.append(k - 1)
    return sorted(out)


def _roll(verb, args, view, rules, force, raw):
    if my_turn(view) and view.stage == "dice":
        return _reroll("reroll", args, view, rules, force, raw)
    if not my_turn(view) or view.stage != "roll":
        raise _not_now("roll", view, rules)
    return Action(Roll(), force)


def _keep(verb, args, view, rules, force, raw):
    if not my_turn(view) or view.stage != "dice":
        raise _not_now("keep dice", view, rules)
    if args in (["all"], ["everything"], ["them"]):
        return Action(Stop(), force)
    if not args:
        raise Fail(tr("Keep which dice? Name them by their numbers 1–5 as shown "
                      "(`keep 1 3 5`); `reroll` throws all five."), "keep 1 3 5")
    pos = _die_positions(args, view)
    if len(pos) == len(view.dice):
        return Action(Stop(), force)
    return Action(Reroll(tuple(pos)), force)


def _reroll(verb, args, view, rules, force, raw):
    if my_turn(view) and view.stage == "roll" and not args:
        return Action(Roll(), force)  # `r` at the start of a turn: the throw
    if not my_turn(view) or view.stage != "dice":
        raise _not_now("reroll", view, rules)
    if not args or args in (["all"], ["everything"]):
        return Action(Reroll(()), force)
    thrown = _die_positions(args, view)
    if not thrown:
        raise Fail(tr("Reroll which dice? `reroll 2 4`, or `reroll` alone for the dice not "
                      "kept."), "reroll")
    keep = tuple(i for i in range(len(view.dice)) if i not in thrown)
    return Action(Reroll(keep), force)


def _stop(verb, args, view, rules, force, raw):
    if not my_turn(view) or view.stage != "dice":
        raise _not_now("stop", view, rules)
    return Action(Stop(), force)


def resolve_card(word: str, view: SeatView, rules: Rules) -> int:
    """The market slot (0..3) a word names: a slot number 1..4, a card id (`TEC-3`, `tec3`) or
    a unique part of a card's name. Raises Fail with the reason."""
    w = fold(word).strip()
    if looks_numeric(w):
        read = read_number(w, 0)
        if read.value is None:
            raise Fail(f"{read.problem} " + tr("The market has slots 1 to {n}.").format(
                n=len(view.market)), "buy 1")
        k = read.value
        if not 1 <= k <= len(view.market):
            raise Fail(tr("There is no slot {k}: the market has slots 1 to {n}.").format(
                k=k, n=len(view.market)), "buy 1")
        if not view.market[k - 1]:
            raise Fail(tr("Market slot {k} is empty.").format(k=k), _now(view, rules))
        return k - 1
    key = w.replace(" ", "").replace("-", "").upper()
    for i, c in enumerate(view.market):
        if c and c.replace("-", "").upper() == key:
            return i
    if key in {c.replace("-", "").upper() for c in rules.cards}:
        raise Fail(tr("{card} is not in the market.").format(card=word.upper()) + " "
                   + _market_line(view, rules), "market")
    hits = [i for i, c in enumerate(view.market) if c and w in fold(labels.card_name(rules, c))]
    if len(hits) == 1:
        return hits[0]
    shown = word if len(word) <= 20 else word[:20] + "…"
    if len(hits) > 1:
        raise Fail(tr("“{word}” names several market cards: give the slot number.").format(
            word=shown), "buy 1")
    raise Fail(tr("No market card “{word}”.").format(word=shown) + " "
               + _market_line(view, rules), "buy 1")


def _market_line(view: SeatView, rules: Rules) -> str:
    return tr("Market: {market}.").format(market=semicolons(
        f"{i + 1} {c} ({labels.price(rules, c)} Z)" for i, c in enumerate(view.market) if c))


def _buy(verb, args, view, rules, force, raw):
    if not my_turn(view) or view.stage != "buy":
        raise _not_now("buy", view, rules)
    if not args:
        raise Fail(tr("Buy which card? `buy 2` (its slot) or `buy TEC-3` (its id).") + " "
                   + _market_line(view, rules), "buy 1")
    slot = resolve_card(" ".join(args), view, rules)
    card = view.market[slot]
    cash = view.players[view.seat].cash
    price = labels.price(rules, card)
    if price > cash:
        raise Fail(tr("{card} costs {price} Z; you have {cash} Z.").format(
            card=card, price=price, cash=cash), _now(view, rules))
    return Action(Buy(slot), force)


def _pass(verb, args, view, rules, force, raw):
    if not my_turn(view) or view.stage != "buy":
        if my_turn(view) and view.stage == "dice":
            raise Fail(tr("Your dice are out: `stop` takes the combination, `keep 1 3` or "
                          "`reroll` throws again."), "stop")
        raise _not_now("pass", view, rules)
    return Action(Pass(), force)


def _query(verb, args, view, rules, force, raw):
    return Query(verb, raw.strip() if verb in ("rules", "help", "status", "examine")
                 else " ".join(args))


def _save(verb, args, view, rules, force, raw):
    return Meta("save", raw.strip())


def _simple_meta(verb, args, view, rules, force, raw):
    return Meta(verb)


def _pace(verb, args, view, rules, force, raw):
    word = args[0] if args else ""
    if word and word not in _PACES:
        raise Fail(tr("Pace is `instant`, `normal` or `slow`."), "pace normal")
    return Meta("pace", _PACES.get(word, ""))


_HANDLERS = {
    "roll": _roll, "keep": _keep, "reroll": _reroll, "stop": _stop, "buy": _buy,
    "pass": _pass, "save": _save, "pace": _pace,
    **{q: _query for q in _QUERIES},
    **{m: _simple_meta for m in ("quit", "menu", "skip", "undo", "transcript")},
}


# ---- completion and description ------------------------------------------------------------

def completions(text: str, view: SeatView, rules: Rules) -> list[str]:
    """Whole command lines completing ``text`` (never raises)."""
    try:
        t = fold(text).lstrip()
        if " " not in t:
            first = [c for c in legal_commands(view, rules) if "<" not in c]
            pool = first + [c for c in COMMANDS if c not in first]
            return [c for c in pool if c.startswith(t)] if t else first
        verb, _, rest = t.partition(" ")
        if VERBS.get(verb) == "buy":
            opts = [c for c in view.market if c] + [str(i + 1) for i, c in
                                                    enumerate(view.market) if c]
            return [f"buy {o}" for o in opts if o.casefold().startswith(rest.strip())]
        if VERBS.get(verb) == "rules":
            return [f"rules {w}" for w in ("turn", "dividends", "news", "dice", "cards",
                                           "end") if w.startswith(rest.strip())]
    except Exception:  # noqa: BLE001
        return []
    return []


def describe_request(view: SeatView, rules: Rules) -> str:
    """What the seat must decide now, in a sentence with `code` spans ("" when nothing)."""
    if not my_turn(view):
        return ""
    me = view.players[view.seat]
    if view.stage == "roll":
        return tr("Round {round}, your turn ({cash} Z in hand, bank {bank} Z): "
                  "`roll` the six dice.").format(round=view.round, cash=number(me.cash),
                                                 bank=number(view.bank))
    if view.stage == "dice":
        combo, amount = labels.combination_of(view.dice, rules)
        return tr_n("Dice {dice}: {combination} ({amount} Z), {n} reroll left — "
                    "`keep <dice 1-5>` rerolls the others; `reroll`; `stop`.",
                    "Dice {dice}: {combination} ({amount} Z), {n} rerolls left — "
                    "`keep <dice 1-5>` rerolls the others; `reroll`; `stop`.",
                    view.rerolls_left).format(
            dice=labels.dice_text(view.dice), combination=labels.combination_name(combo),
            amount=amount, n=view.rerolls_left)
    if view.stage == "buy":
        cheapest = min((labels.price(rules, c) for c in view.market if c), default=0)
        if view.triggered:
            return tr("Buy one market card (`buy 1`–`buy 4`) or `pass` — you have {cash} Z. "
                      "The end is triggered: only cash counts at the end.").format(
                cash=number(me.cash))
        text = tr("Buy one market card (`buy 1`–`buy 4`, or by id) or `pass` — you have "
                  "{cash} Z.").format(cash=number(me.cash))
        return text if cheapest <= me.cash else text + " " + tr("Nothing is affordable.")
    return ""
