"""The command line's parser: text-adventure verbs → engine decisions, queries or meta commands.

Contract (used by the app): ``parse`` never raises. Verbs are case-insensitive, accents are
optional, and most verbs have short forms (see ``docs/help.md``). The request waiting for the
seat (``view.requests``) decides what a bare word or number means: ``yes`` answers whatever
yes/no question is pending, ``35`` is a bid during an auction and a market during movement.

Amounts are in M (millions of Crésus). Markets are indices 0..5 in board order; the player sees
face numbers 1..6. Dice are numbered 1..n as shown; seats as shown are 1-based (seat index + 1).
"""

from __future__ import annotations

import difflib
import re

import msgspec

from cresus_tui.games.cresus.cards import COLOUR_LETTERS, COLOURS, Rules
from cresus_tui.games.cresus.decisions import (
    Answer, Bid, Buy, BuyLuxury, Done, Keep, Move, Offer, PickMarket, RepayLoan, Reply, Sell,
    SellLuxury, Stop,
)
from cresus_tui.games.cresus.requests import (
    BidRequest, BuyRequest, DebtRequest, EntryRequest, ExpertSectorRequest, JoinRequest,
    LuxuryRequest, MonopolyRequest, MoveRequest, OfferRequest, PartnerRequest, Request,
    SellRequest, ThrowRequest,
)
from cresus_tui.games.cresus.view import SeatView
from cresus_tui.games.typed import cap_text, is_number, parse_number
from cresus_tui.i18n import N_, semicolons, tr, tr_lazy, tr_n
from cresus_tui.play.parser import Action, Meta, ParseError, Parsed, Query, dispatch
from cresus_tui.play.parser import Fail as _Fail
from cresus_tui.play.parser import MAX_LINE, fold, never_raises  # noqa: F401 - MAX_LINE re-exported


# ---- vocabulary ---------------------------------------------------------------------------

from cresus_tui.play.parser import Vocabulary  # noqa: E402

from .words_fr import FRENCH  # noqa: E402

VERBS: dict[str, str] = {}
"""Every accepted word (folded) → its canonical verb."""

_SYNONYMS: dict[str, tuple[str, ...]] = {
    "go": ("go", "g", "move", "mv", "goto", "travel", "to", "walk"),
    "bid": ("bid", "b", "bet"),
    "pass": ("pass",),
    "join": ("join", "j", "in", "participate"),
    "skip": ("skip", "out"),
    "buy": ("buy", "purchase", "acquire"),
    "yes": ("yes", "y", "yeah", "yep", "ok", "okay", "sure", "take", "use", "play", "enter"),
    "no": ("no", "n", "nope", "nah", "none"),
    "partner": ("partner", "partenaire"),
    "sell": ("sell", "sale"),
    "done": ("done", "d", "end", "finish", "finished", "enough", "fin", "next"),
    "keep": ("keep", "k", "hold"),
    "reroll": ("reroll", "r", "rr", "roll", "throw", "again", "rethrow", "rejouer"),
    "stop": ("stop", "s", "halt"),
    "luxury": ("luxury", "lux", "lx", "luxe"),
    "repay": ("repay", "reimburse", "payback"),
    "accept": ("accept", "acc", "agree", "deal"),
    "decline": ("decline", "dec", "refuse", "reject"),
    "offer": ("offer", "trade", "propose"),
    "look": ("look", "l", "board", "map", "view"),
    "status": ("status", "stat", "st", "me", "i", "inv", "inventory", "panel", "portfolio",
               "cash"),
    "log": ("log", "history", "hist"),
    "help": ("help", "h", "?", "commands", "aide"),
    "rules": ("rules", "rule", "rulebook", "regles"),
    "odds": ("odds", "chances", "prob", "probability", "table"),
    "hint": ("hint", "hints", "advice", "tip", "suggest"),
    "cards": ("cards", "experts", "deck"),
    "examine": ("examine", "x", "ex", "inspect", "describe", "card", "read", "what"),
    "save": ("save",),
    "quit": ("quit", "exit", "q", "bye"),
    "menu": ("menu", "main"),
    "pace": ("pace", "speed"),
    "undo": ("undo", "takeback", "oops"),
    "transcript": ("transcript", "script"),
}
WORDS = Vocabulary(_SYNONYMS, FRENCH)
"""Every verb's words in English and French (``words_fr.py``): all accepted always."""
VERBS.update(WORDS.verbs)

_QUERIES = ("look", "status", "log", "help", "rules", "odds", "hint", "cards", "examine")
_ACTING = frozenset(("go", "bid", "pass", "join", "skip", "buy", "yes", "no", "partner", "sell",
                     "done", "keep", "reroll", "stop", "luxury", "repay", "accept", "decline",
                     "offer", "quit", "menu"))
"""Verbs that change the game or leave it: suggested only for a close word, and only when
they answer what is pending now."""
FILLER = frozenset(("to", "the", "on", "onto", "at", "in", "into", "market", "a", "please",
                    "my", "of", "le", "la", "les", "l", "au", "aux", "sur", "marche", "du",
                    "de", "mon", "ma", "stp"))
"""Words a player may put around a name ("go to the sydney market"); dropped where a name is
expected."""
FUZZY_CAP = 24
"""Only this many characters of a word are compared by closeness (difflib is quadratic)."""
_PACES = {"instant": "instant", "fast": "instant", "quick": "instant", "normal": "normal",
          "medium": "normal", "slow": "slow", "instantane": "instant", "rapide": "instant",
          "moyen": "normal", "lent": "slow", "lente": "slow"}
_YES_KINDS = (MonopolyRequest, ExpertSectorRequest, JoinRequest, EntryRequest)
_COLOUR_WORDS: dict[str, int] = {}
for _i, (_c, _l, _fr) in enumerate(zip(COLOURS, COLOUR_LETTERS,
                                       ("rouge", "bleu", "jaune", "vert", "orange", "violet"))):
    _COLOUR_WORDS[_c] = _COLOUR_WORDS[_l.lower()] = _COLOUR_WORDS[_fr] = _i
_COLOUR_WORDS["purple"] = 5
_HELP_TOPICS = ("verbs", "move", "auction", "buy", "sell", "dice", "luxury", "trade", "keys",
                "queries")
_RULE_SECTIONS = ("components", "sectors", "shares", "setup", "turn", "experts", "auctions",
                  "luxury", "cresus", "games", "money", "trades", "ranking")


# ---- resolvers ----------------------------------------------------------------------------

def resolve_market(text: str, rules: Rules) -> int:
    """Market index 0..5 from a code, name, colour (English or French), face number, colour
    letter or a unique prefix of a name/code ("tok", "sao", "new"). Raises KeyError."""
    key = fold(text).strip().replace("-", " ")
    if not key:
        raise KeyError(text)
    compact = key.replace(" ", "")
    if compact in _COLOUR_WORDS and len(compact) > 1:
        return _COLOUR_WORDS[compact]
    try:
        return rules.market_index(key)
    except KeyError:
        pass
    for i, m in enumerate(rules.markets):
        if compact in (fold(m.name).replace(" ", ""), fold(m.code)):
            return i
    hits = {i for i, m in enumerate(rules.markets)
            for name in (fold(m.name).replace(" ", ""), fold(m.code), m.colour)
            if name.startswith(compact)}
    if len(hits) == 1:
        return hits.pop()
    names = {}
    for i, m in enumerate(rules.markets):
        names[fold(m.name).replace(" ", "")] = i
        names[fold(m.code)] = i
    close = closest(compact, list(names))
    if close:
        return names[close]
    raise KeyError(text)


_SHARE_MAX = 40  # characters: the longest share spelling ("new york city - 8") is far shorter
_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyz")


def _split_share(key: str) -> tuple[str, str] | None:
    """("london", "4") from "london-4", "london 4", "london4"; None otherwise. Linear, no
    regular expression: letters, with single spaces or dashes between words, then 1..8."""
    if not 2 <= len(key) <= _SHARE_MAX or key[-1] not in "12345678":
        return None
    name = key[:-1]
    if name[-1:] in (" ", "-"):
        name = name[:-1]
    if not name or name[0] not in _LETTERS or name[-1] not in _LETTERS:
        return None
    prev_sep = False
    for ch in name:
        if ch in _LETTERS:
            prev_sep = False
        elif ch in " -" and not prev_sep:
            prev_sep = True
        else:
            return None
    return name, key[-1]


def closest(word: str, candidates: list[str], cutoff: float = 0.75) -> str:
    """The candidate nearest ``word`` by difflib's ratio (at least ``cutoff``), or "" when
    none is close or two different ones tie. Compares at most FUZZY_CAP characters, so a long
    word costs no more than a short one."""
    word = word[:FUZZY_CAP]
    if len(word) < 3:
        return ""
    scored = []
    for c in candidates:
        sm = difflib.SequenceMatcher(None, word, c[:FUZZY_CAP])
        if sm.real_quick_ratio() >= cutoff and sm.quick_ratio() >= cutoff:
            r = sm.ratio()
            if r >= cutoff:
                scored.append((r, c))
    if not scored:
        return ""
    scored.sort(reverse=True)
    if len(scored) > 1 and scored[1][0] == scored[0][0] and scored[1][1] != scored[0][1]:
        return ""
    return scored[0][1]


def strip_filler(args: list[str]) -> list[str]:
    """``args`` without filler words ("to", "the", "market" …); unchanged if all are filler."""
    kept = [a for a in args if a not in FILLER]
    return kept or args


def resolve_share(text: str, rules: Rules) -> str:
    """A share id ("LON-4") from "lon-4", "lon4", "lon 4", "london-4", "tokyo 8".

    Raises KeyError."""
    key = fold(text[: _SHARE_MAX * 2]).strip()
    parts = _split_share(key)
    if parts is None:
        raise KeyError(text)
    market = resolve_market(parts[0], rules)
    sid = f"{rules.markets[market].code}-{parts[1]}"
    if sid not in rules.shares:
        raise KeyError(text)
    return sid


def _amount(tok: str) -> int | None:
    """A whole number of M from "35", "35m", "35M"; None otherwise."""
    return parse_number(tok[:-1] if tok.endswith("m") else tok)


def _resolve_player(tokens: list[str], view: SeatView) -> tuple[int, int]:
    """(seat, tokens used) from a name, a unique name prefix or a 1-based seat number."""
    names = [fold(p.name) for p in view.players]
    for k in range(len(tokens), 0, -1):
        joined = " ".join(tokens[:k])
        if joined in names:
            return names.index(joined), k
    if tokens:
        tok = tokens[0]
        k = parse_number(tok)
        if k is not None and 1 <= k <= len(view.players):
            return k - 1, 1
        hits = [i for i, n in enumerate(names) if n.startswith(tok) and i != view.seat]
        if len(hits) == 1:
            return hits[0], 1
        others = [n for i, n in enumerate(names) if i != view.seat]
        close = closest(tok, others)
        if close:
            return names.index(close), 1
    raise KeyError(" ".join(tokens[:1]))


# ---- request helpers ----------------------------------------------------------------------

def _find(view: SeatView, *kinds: type) -> Request | None:
    for r in reversed(view.requests):
        if isinstance(r, kinds):
            return r
    return None


def current_request(view: SeatView) -> Request | None:
    """The request shown first to the seat (a trade offer first, as ``Game.request_for``)."""
    return view.requests[-1] if view.requests else None


def _market_name(i: int, rules: Rules) -> str:
    return rules.markets[i].name if 0 <= i < 6 else "?"


def _expert_label(card: str, rules: Rules) -> str:
    from .narration import expert_name
    return expert_name(card, rules)


def legal_commands(view: SeatView, rules: Rules) -> list[str]:
    """Command templates that answer what is pending now (empty when nothing is)."""
    out: list[str] = []
    if view.over:
        return ["look", "log", "menu", "quit"]
    for r in reversed(view.requests):
        if isinstance(r, OfferRequest):
            out += ["accept", "decline"]
        elif isinstance(r, BidRequest):
            out += ["bid <M>", "pass"]
        elif isinstance(r, MoveRequest):
            out += ["go <market>"]
        elif isinstance(r, JoinRequest):
            out += ["join", "skip"]
        elif isinstance(r, EntryRequest):
            out += ["play", "no"]
        elif isinstance(r, (MonopolyRequest, ExpertSectorRequest)):
            out += ["yes", "no"]
        elif isinstance(r, PartnerRequest):
            out += ["partner <market>", "partner none"]
        elif isinstance(r, BuyRequest):
            cash = view.me.cash
            out += [f"buy {i + 1}" for i, sid in enumerate(r.shares)
                    if rules.shares[sid].price <= cash]
            if len(r.shares) > 1 and sum(rules.shares[x].price for x in r.shares) <= cash:
                out.append("buy both")
            out.append("buy none")
        elif isinstance(r, ThrowRequest):
            out += ["keep <dice>", "keep all", "reroll"]
        elif isinstance(r, SellRequest):
            out += ["sell <share>", "done"]
        elif isinstance(r, DebtRequest):
            out += ["sell <share>"] + (["sell luxury"] if r.luxuries else [])
        elif isinstance(r, LuxuryRequest):
            out += (["repay"] if r.loan else []) + (["luxury"] if r.affordable else []) \
                + (["luxury 2"] if r.affordable >= 2 else []) + ["done"]
    return out


_TEMPLATES = {c: c for c in (
    N_("accept"), N_("decline"), N_("bid <M>"), N_("pass"), N_("go <market>"), N_("join"),
    N_("skip"), N_("play"), N_("no"), N_("yes"), N_("partner <market>"), N_("partner none"),
    N_("buy both"), N_("buy none"), N_("keep <dice>"), N_("keep all"), N_("reroll"),
    N_("sell <share>"), N_("done"), N_("sell luxury"), N_("repay"), N_("luxury"),
    N_("luxury 2"), N_("look"), N_("log"), N_("menu"), N_("quit"))}


def shown_command(command: str) -> str:
    """A command template of :func:`legal_commands` in the words of the current language
    ("bid <M>" → "miser <M>" in French; the English words are accepted in every language)."""
    if command in _TEMPLATES:
        return tr(command)
    head, _, n = command.partition(" ")
    if head == "buy" and n.isdigit():
        return tr("buy {n}").format(n=n)
    return command


def _legal_hint(view: SeatView, rules: Rules) -> str:
    cmds = [shown_command(c) for c in legal_commands(view, rules)]
    if cmds:
        return tr("Now: {commands}").format(commands=" · ".join(f"`{c}`" for c in cmds))
    return tr("Nothing to decide now; try `look`, `status` or `help`.")


def _not_now(what: str, view: SeatView, rules: Rules) -> _Fail:
    if view.over:
        return _Fail(tr("The game is over."), tr("`menu` or `quit`"))
    return _Fail(what, _legal_hint(view, rules))


# ---- the parser ---------------------------------------------------------------------------

@never_raises
def parse(text: str, view: SeatView, rules: Rules) -> Parsed:
    """Parse one command line for the seat of ``view``. Never raises.

    Returns an Action (a decision for the engine, checked against the view: cash, dice numbers,
    shares held …; the engine remains the final judge), a Query, a Meta command, or a
    ParseError with a one-line message and a suggestion."""
    return dispatch(text, VERBS, _HANDLERS, (view, rules),
                    bare=lambda toks, force: _bare(toks, view, rules, force),
                    unknown=lambda word: _unknown(word, view, rules),
                    empty=lambda: _Fail(tr("Type a command."), _legal_hint(view, rules)))


def _unknown(word: str, view: SeatView, rules: Rules) -> _Fail:
    """Unknown word: suggest the nearest verb only when it is close, and a verb that acts
    (``no``, ``sell`` …) only when it is very close and answers what is pending now."""
    now = {VERBS[c.split()[0]] for c in legal_commands(view, rules) if c.split()[0] in VERBS}
    safe = [w for w in WORDS.guesses() if VERBS[w] not in _ACTING and len(w) > 1]
    acting = [w for w in WORDS.guesses()
              if VERBS[w] in _ACTING and len(w) > 2 and w[0] == word[:1]]
    close = closest(word, safe, 0.66) or closest(word, acting, 0.66)
    shown = cap_text(word, 40)
    if close:
        return _Fail(tr("Unknown command “{word}”. Did you mean `{verb}`?").format(
            word=shown, verb=WORDS.word(VERBS[close])), VERBS[close])
    return _Fail(tr("Unknown command “{word}”.").format(word=shown), _legal_hint(view, rules))


def _bare(toks: list[str], view: SeatView, rules: Rules, force: bool) -> Parsed | None:
    """A bare number, market or share answering the pending request, or None; bare dice
    numbers while your dice are out keep those dice (`1 3` is `keep 1 3`, C-5.12), as in
    every game with dice."""
    text = " ".join(toks).rstrip("!")
    if _find(view, ThrowRequest) is not None and all(
            t.isascii() and t.isdigit() for t in text.replace(",", " ").split()):
        return _keep("keep", text.replace(",", " ").split(), view, rules, force, "")
    if _find(view, BidRequest) is not None and _amount(text) is not None:
        return _bid("bid", [text], view, rules, force, "")
    if _find(view, MoveRequest) is not None:
        try:
            resolve_market(text, rules)
            return _go("go", text.split(), view, rules, force, "")
        except KeyError:
            pass
    if _find(view, PartnerRequest) is not None:
        try:
            resolve_market(text, rules)
            return _partner("partner", text.split(), view, rules, force, "")
        except KeyError:
            pass
    if _find(view, BuyRequest) is not None and (is_number(text) or _is_share(text, rules)):
        return _buy("buy", text.split(), view, rules, force, "")
    if _find(view, SellRequest, DebtRequest) is not None and _is_share(text, rules):
        return _sell("sell", text.split(), view, rules, force, "")
    return None


def _is_share(text: str, rules: Rules) -> bool:
    try:
        resolve_share(text, rules)
        return True
    except KeyError:
        return False


# ---- handlers: (verb, args, view, rules, force, raw_rest) -> Parsed -------------------------

def _go(verb, args, view, rules, force, raw):
    args = strip_filler(args)
    req = _find(view, MoveRequest)
    if req is None:
        if _find(view, PartnerRequest) is not None and args:
            return _partner("partner", args, view, rules, force, raw)
        raise _not_now(tr("You choose a market only in the movement phase."), view, rules)
    if not args:
        raise _Fail(tr("Go where? Name a market: London, New York, Hong Kong, São Paulo, Sydney, "
                       "Tokyo (or 1–6, or a colour)."), "go tokyo")
    try:
        m = resolve_market(" ".join(args), rules)
    except KeyError:
        raise _Fail(tr("No market “{word}”. Markets: {markets}.").format(
            word=" ".join(args), markets=", ".join(f"{mk.face} {mk.name}"
                                                   for mk in rules.markets)),
            "go tokyo") from None
    assert isinstance(req, MoveRequest)
    if m not in req.allowed:
        raise _Fail(tr("{market} is closed to you by the Monopole.").format(
            market=_market_name(m, rules)), "go " + fold(_market_name(req.allowed[0], rules)))
    if m == req.previous and not force:
        name = fold(_market_name(m, rules))
        raise _Fail(tr("You stood on {market} last turn: you could not buy there this turn "
                       "(C-5.3). Type `go {name}!` to go anyway.").format(
            market=_market_name(m, rules), name=name), f"go {name}!")
    return Action(Move(m))


def _bid(verb, args, view, rules, force, raw):
    req = _find(view, BidRequest)
    if req is None:
        raise _not_now(tr("There is no auction to bid in right now."), view, rules)
    cash = view.me.cash
    if not args:
        raise _Fail(tr("Bid how much? You have {cash} M; `bid 0` or `pass` for no bid.").format(
            cash=cash), "bid 10")
    word = " ".join(args)
    if word in ("all", "max", "everything", "all in", "allin", "tout", "tapis"):
        amount = cash
    elif word in ("none", "nothing", "no", "pass", "zero", "rien", "non", "aucune"):
        amount = 0
    else:
        amount = _amount(word.replace(" m", "m").replace(" ", ""))
        if amount is None:
            if word.startswith("-") and parse_number(word[1:].rstrip("m"), 400) is not None:
                raise _Fail(tr("A bid cannot be negative; 0 means no bid."), "bid 0")
            raise _Fail(tr("A bid is a whole number of M, e.g. `bid 35`; you have {cash} "
                           "M.").format(cash=cash), "bid 0")
    if amount > cash:
        raise _Fail(tr("You have {cash} M; bid at most {cash}.").format(cash=cash),
                    f"bid {cash}")
    return Action(Bid(amount))


def _pass(verb, args, view, rules, force, raw):
    if _find(view, BidRequest) is not None:
        return Action(Bid(0))
    return _no(verb, args, view, rules, force, raw)


def _join(verb, args, view, rules, force, raw):
    if _find(view, JoinRequest) is None:
        if _find(view, EntryRequest) is not None:  # "entrer", "in": into the game or tournament
            return _yes("yes", args, view, rules, force, raw)
        raise _not_now(tr("No auction is asking whether you take part."), view, rules)
    return Action(Answer(True))


def _skip(verb, args, view, rules, force, raw):
    if _find(view, JoinRequest) is not None:
        return Action(Answer(False))
    return Meta("skip")


def _yes_request(view: SeatView) -> Request | None:
    return _find(view, OfferRequest, *_YES_KINDS)


def _yes(verb, args, view, rules, force, raw):
    if args and _find(view, BuyRequest) is not None:
        return _buy("buy", args, view, rules, force, raw)
    if args and _find(view, PartnerRequest) is not None:
        return _partner("partner", args, view, rules, force, raw)
    req = _yes_request(view)
    if req is None:
        buy = _find(view, BuyRequest)
        if isinstance(buy, BuyRequest) and len(buy.shares) == 1:
            return _buy("buy", ["1"], view, rules, force, raw)
        part = _find(view, PartnerRequest)
        if isinstance(part, PartnerRequest) and len(part.markets) == 1:
            return Action(PickMarket(part.markets[0]))
        raise _not_now(tr("There is no yes/no question pending."), view, rules)
    if isinstance(req, OfferRequest):
        return Action(Reply(True))
    if isinstance(req, EntryRequest) and view.me.cash < req.entry:
        raise _Fail(tr("The entry costs {entry} M and you have {cash} M; sell a luxury card "
                       "first (`sell luxury`) or say `no`.").format(entry=req.entry,
                                                                    cash=view.me.cash), "no")
    return Action(Answer(True))


def _no(verb, args, view, rules, force, raw):
    req = _yes_request(view)
    if isinstance(req, OfferRequest):
        return Action(Reply(False))
    if req is not None:
        return Action(Answer(False))
    if _find(view, BuyRequest) is not None:
        return Action(Buy(()))
    if _find(view, PartnerRequest) is not None:
        return Action(PickMarket(-1))
    if _find(view, SellRequest, LuxuryRequest) is not None:
        return _end_sales(view, force)
    if _find(view, BidRequest) is not None:
        return Action(Bid(0))
    raise _not_now(tr("There is no question to say no to."), view, rules)


def _buy(verb, args, view, rules, force, raw):
    if args and args[0] in ("luxury", "lux", "luxe", "lx"):
        return _luxury("luxury", args[1:], view, rules, force, raw)
    req = _find(view, BuyRequest)
    if req is None:
        if _find(view, LuxuryRequest) is not None:
            return _luxury("luxury", args, view, rules, force, raw)
        raise _not_now(tr("There is no share for you to buy right now."), view, rules)
    assert isinstance(req, BuyRequest)
    shares = req.shares
    cash = view.me.cash
    if not args:
        if len(shares) == 1:
            args = ["1"]
        else:
            raise _Fail(tr("Buy which? 1) {first} or 2) {second}.").format(first=shares[0],
                                                                           second=shares[1]),
                        " or ".join(c for c in legal_commands(view, rules)
                                    if c.startswith("buy ")))
    word = " ".join(args)
    chosen: list[str] = []
    if word in ("both", "all", "everything", "1 2", "1 and 2", "12", "les deux", "deux", "tout",
                "1 et 2"):
        chosen = list(shares)
    elif word in ("none", "nothing", "neither", "0", "no", "rien", "aucune", "aucun", "non"):
        chosen = []
    else:
        for tok in args:
            if tok in ("and", "&", "+", "et"):
                continue
            if is_number(tok):
                n = parse_number(tok) or 0
                if not 1 <= n <= len(shares):
                    raise _Fail(tr("Number the cards as shown: 1 to {n}.").format(n=len(shares)),
                                "buy 1")
                sid = shares[n - 1]
            else:
                try:
                    sid = resolve_share(tok, rules)
                except KeyError:
                    raise _Fail(tr("“{word}” is not one of the cards on offer: {shares}.").format(
                        word=tok, shares=", ".join(shares)), "buy 1") from None
                if sid not in shares:
                    raise _Fail(tr("{share} is not on offer; you may buy {shares}.").format(
                        share=sid, shares=", ".join(shares)), "buy 1")
            if sid not in chosen:
                chosen.append(sid)
    total = sum(rules.shares[s].price for s in chosen)
    if total > cash:
        affordable = [i for i, s in enumerate(shares) if rules.shares[s].price <= cash]
        if len(affordable) == 1:
            try_ = f"buy {affordable[0] + 1}"
        elif affordable:
            try_ = " or ".join(f"buy {i + 1}" for i in affordable)
        else:
            try_ = "buy none"
        raise _Fail(tr("That costs {total} M and you have {cash} M.").format(total=total,
                                                                             cash=cash), try_)
    return Action(Buy(tuple(chosen)))


def _partner(verb, args, view, rules, force, raw):
    args = strip_filler(args)
    req = _find(view, PartnerRequest)
    if req is None:
        raise _not_now(tr("You have no Partenaire to play now."), view, rules)
    assert isinstance(req, PartnerRequest)
    if not args:
        raise _Fail(tr("Partner where? Free markets: {markets}.").format(markets=", ".join(
            _market_name(m, rules) for m in req.markets)), "partner none")
    word = " ".join(args)
    if word in ("none", "no", "keep", "nothing", "later", "pass", "aucun", "non", "garder",
                "rien", "plus tard", "passer"):
        return Action(PickMarket(-1))
    try:
        m = resolve_market(word, rules)
    except KeyError:
        raise _Fail(tr("No market “{word}”.").format(word=word), "partner none") from None
    if m not in req.markets:
        raise _Fail(tr("{market} has a pawn; a Partenaire goes on a free market: "
                       "{markets}.").format(market=_market_name(m, rules), markets=", ".join(
                           _market_name(x, rules) for x in req.markets)),
                    "partner " + fold(_market_name(req.markets[0], rules)))
    return Action(PickMarket(m))


def _sell(verb, args, view, rules, force, raw):
    if args and args[0] in ("luxury", "lux", "luxe", "lx", "luxuries"):
        n = 1
        if len(args) > 1:
            if args[1] in ("all", "tout", "toutes"):
                n = view.me.luxuries
            elif is_number(args[1]):
                n = parse_number(args[1]) or 0
            else:
                raise _Fail(tr("Sell how many luxury cards? e.g. `sell luxury 1`."),
                            "sell luxury")
        if view.over:
            raise _not_now("", view, rules)
        if view.me.luxuries == 0:
            raise _Fail(tr("You have no luxury card to sell."), _legal_hint(view, rules))
        if not 1 <= n <= view.me.luxuries:
            raise _Fail(tr_n("You have {n} luxury card to sell.",
                             "You have {n} luxury cards to sell.",
                             view.me.luxuries).format(n=view.me.luxuries),
                        f"sell luxury {view.me.luxuries}")
        return Action(SellLuxury(n))
    req = _find(view, SellRequest, DebtRequest)
    if req is None:
        raise _not_now(tr("You may sell shares only in the sale phase on your market (or to pay "
                          "a debt)."), view, rules)
    expert = False
    rest = [a for a in args if a not in ("with", "using", "use", "the", "avec", "l", "le")]
    if rest and rest[-1] in ("expert", "x", "+expert", "+1", "marche", "extra"):
        expert = True
        rest = rest[:-1]
    held = list(req.shares)
    if not rest:
        if isinstance(req, DebtRequest) and not held and req.luxuries:
            return Action(SellLuxury(1))
        raise _Fail(tr("Sell which share? You hold {shares}.").format(
            shares=", ".join(held) or tr("none")), f"sell {held[0]}" if held else "sell luxury")
    if len(rest) == 1 and is_number(rest[0]):  # `sell 2`: choice 2 of the sale, as shown
        from .choices import choices
        opts = choices(req, view, rules, [])
        n = parse_number(rest[0]) or 0
        picked = opts[n - 1].decision if 1 <= n <= len(opts) else None
        if isinstance(picked, SellLuxury):
            return Action(picked)
        if not isinstance(picked, Sell):
            sells = [i + 1 for i, c in enumerate(opts)
                     if isinstance(c.decision, (Sell, SellLuxury))]
            span = (tr("{first} to {last}").format(first=sells[0], last=sells[-1])
                    if len(sells) > 1 else f"{sells[0]}")
            raise _Fail(tr("Number the sales as your choices show them: `sell {span}`; or name "
                           "the share.").format(span=span), f"sell {held[0]}" if held else "done")
        rest, expert = [picked.share], expert or picked.expert
    word = " ".join(rest)
    try:
        sid = resolve_share(word, rules)
    except KeyError:
        raise _Fail(tr("No share “{word}”. Shares look like LON-4; you hold {shares}.").format(
            word=word, shares=", ".join(held) or tr("none")),
            f"sell {held[0]}" if held else "done") from None
    if sid not in held or sid not in view.me.shares:
        raise _Fail(tr("You hold no share {share}; you hold {shares}.").format(
            share=sid, shares=", ".join(held) or tr("none")),
            f"sell {held[0]}" if held else "done")
    if expert:
        code = rules.markets[req.market].code
        if f"market-{code}" not in view.me.experts:
            raise _Fail(tr("You have no Expert Marché {market}.").format(
                market=_market_name(req.market, rules)), f"sell {sid}")
    return Action(Sell(sid, expert))


def _end_sales(view: SeatView, force: bool) -> Action:
    """Done, for a sale or the end of turn; ``force`` (`done!`) marks it confirmed."""
    return Action(Done(), confirmed=force)


LAST_SALE_WARNING = tr_lazy("Last turn: shares are worth nothing at the end — sell them first? "
                            "Type `done!` to end anyway.")


def last_sale_with_shares(view: SeatView, req: SellRequest) -> bool:
    """True on the last turn when ``req`` is your last chance to sell this turn (no later
    market with your pawn or Partenaire) and you still hold shares."""
    if not view.last_turn or not req.shares:
        return False
    later = [m for m in range(req.market + 1, len(view.market_players))
             if view.seat in view.market_players[m]]
    return not later


def _done(verb, args, view, rules, force, raw):
    if _find(view, SellRequest, LuxuryRequest) is not None:
        return _end_sales(view, force)
    if _find(view, ThrowRequest) is not None:
        return Action(Stop())
    raise _not_now(tr("There are no sales or luxury purchases to end now."), view, rules)


def _dice_indices(args: list[str], dice: tuple[int, ...]) -> list[int]:
    n = len(dice)
    out: list[int] = []
    for tok in args:
        if tok in ("and", "&", "+", "dice", "die", "the", "et", "des", "de", "les", "le"):
            continue
        if tok in _COLOUR_WORDS:
            face = _COLOUR_WORDS[tok]
            out += [i for i, d in enumerate(dice) if d == face]
            continue
        colour = tok.rstrip("s")
        if colour in _COLOUR_WORDS and len(colour) > 1:
            out += [i for i, d in enumerate(dice) if d == _COLOUR_WORDS[colour]]
            continue
        m = re.fullmatch(r"([1-6])([rbygov])", tok)
        if m:  # a face as shown, "4g": every die showing that face
            face = int(m.group(1)) - 1
            if COLOUR_LETTERS[face].lower() != m.group(2):
                raise _Fail(tr("“{word}” is not a face: faces are {faces}.").format(
                    word=tok, faces=" ".join(f"{i + 1}{c}" for i, c in enumerate(COLOUR_LETTERS))),
                    "keep 1")
            out += [i for i, d in enumerate(dice) if d == face]
            continue
        m = re.fullmatch(r"([1-9])", tok)
        if m:
            k = int(m.group(1))
            if not 1 <= k <= n:
                raise _Fail(tr("Dice are numbered 1 to {n}.").format(n=n), "keep 1")
            out.append(k - 1)
            continue
        if 0 < len(tok) <= 12 and all(ch in "123456789" for ch in tok):
            for ch in tok:
                k = int(ch)
                if not 1 <= k <= n:
                    raise _Fail(tr("Dice are numbered 1 to {n}.").format(n=n), "keep 1")
                out.append(k - 1)
            continue
        raise _Fail(tr("“{word}” is not a die: use numbers 1 to {n} or a colour.").format(
            word=tok, n=n), "keep 1 2")
    return sorted(set(out))


def _keep(verb, args, view, rules, force, raw):
    req = _find(view, ThrowRequest)
    if req is None:
        raise _not_now(tr("There are no dice of yours on the table."), view, rules)
    assert isinstance(req, ThrowRequest)
    word = " ".join(args)
    n = len(req.dice)
    if not args:
        raise _Fail(tr("Keep which dice? Numbers 1 to {n} as shown, `keep all` to stop, "
                       "`keep none` to throw all again.").format(n=n), "keep all")
    if word in ("all", "everything", "them", "all dice", "tout", "tous", "tous les des"):
        return Action(Stop())
    if word in ("none", "nothing", "no", "0", "aucun", "rien", "non"):
        return Action(Keep(()))
    idx = _dice_indices(args, req.dice)
    if len(idx) == n:
        return Action(Stop())
    return Action(Keep(tuple(idx)))


def _reroll(verb, args, view, rules, force, raw):
    req = _find(view, ThrowRequest)
    if req is None:
        raise _not_now(tr("There are no dice of yours to throw."), view, rules)
    assert isinstance(req, ThrowRequest)
    if not args or " ".join(args) in ("all", "everything", "them", "tout", "tous"):
        return Action(Keep(()))
    if " ".join(args) in ("none", "nothing", "aucun", "rien"):
        return Action(Stop())
    idx = _dice_indices(args, req.dice)
    keep = tuple(i for i in range(len(req.dice)) if i not in idx)
    if len(keep) == len(req.dice):
        return Action(Stop())
    return Action(Keep(keep))


def _stop(verb, args, view, rules, force, raw):
    if _find(view, ThrowRequest) is not None:
        return Action(Stop())
    if _find(view, SellRequest, LuxuryRequest) is not None:
        return _end_sales(view, force)
    raise _not_now(tr("There is nothing to stop: no dice of yours on the table."), view, rules)


def _luxury(verb, args, view, rules, force, raw):
    req = _find(view, LuxuryRequest)
    if req is None:
        raise _not_now(tr("Luxury cards are bought at the end of the turn (C-5.14); "
                          "`sell luxury` works at any time."), view, rules)
    assert isinstance(req, LuxuryRequest)
    n = 1
    word = " ".join(args)
    if word in ("2", "two", "both", "2 cards", "deux", "les deux", "2 cartes"):
        n = 2
    elif word in ("", "1", "one", "next", "une", "un", "suivante"):
        n = 1
    else:
        raise _Fail(tr("Buy one or two luxury cards: `luxury` or `luxury 2`."), "luxury")
    lux = rules.data.luxuries
    if req.loan:
        raise _Fail(tr("Repay your {loan} M loan before buying a luxury card (C-10.3).").format(
            loan=req.loan), "repay")
    have = view.me.luxuries
    if have + n > len(lux):
        raise _Fail(tr("There is no luxury card beyond the Île paradisiaque."), "luxury")
    total = sum(lux[r].price for r in range(have, have + n))
    if total > view.me.cash:
        nxt = lux[have]
        raise _Fail(tr("That costs {total} M and you have {cash} M (next: {card}, {price} "
                       "M).").format(total=total, cash=view.me.cash, card=nxt.name,
                                     price=nxt.price), "luxury" if req.affordable else "done")
    return Action(BuyLuxury(n))


def _repay(verb, args, view, rules, force, raw):
    req = _find(view, LuxuryRequest)
    if req is None:
        raise _not_now(tr("You repay the loan at the end of the turn, before buying luxury "
                          "cards."), view, rules)
    me = view.me
    if not me.loan:
        raise _Fail(tr("You have no loan to repay."), _legal_hint(view, rules))
    if me.cash < me.loan:
        raise _Fail(tr("The loan is {loan} M and you have {cash} M.").format(loan=me.loan,
                                                                             cash=me.cash),
                    "done")
    return Action(RepayLoan())


def _accept(verb, args, view, rules, force, raw):
    if _find(view, OfferRequest) is None:
        raise _not_now(tr("Nobody has made you an offer."), view, rules)
    return Action(Reply(verb == "accept"))


def _offer(verb, args, view, rules, force, raw):
    example = "offer midas give LON-3 and 20 for NYC-5"
    if view.over:
        raise _not_now("", view, rules)
    if view.phase not in ("purchase", "sale"):
        raise _Fail(tr("Offers are made during the purchase and sale phases (C-10.4)."), "")
    if view.offer_waiting:
        raise _Fail(tr("An offer is already waiting for its answer."), "")
    if not args:
        raise _Fail(tr("Offer to whom? e.g. `{example}`.").format(example=example), example)
    try:
        to, used = _resolve_player(args, view)
    except KeyError:
        others = ", ".join(p.name for i, p in enumerate(view.players)
                           if i != view.seat and not p.eliminated)
        raise _Fail(tr("No player “{name}”; players: {players}.").format(
            name=args[0], players=others), example) from None
    if to == view.seat:
        raise _Fail(tr("Make the offer to another player."), example)
    other = view.players[to]
    if other.eliminated:
        raise _Fail(tr("{name} is out of the game.").format(name=other.name), "")
    rest = args[used:]
    cut_word = next((w for w in ("for", "contre", "pour") if w in rest), "")
    if not cut_word:
        raise _Fail(tr("Say what you give and what you want: `give … for …`."), example)
    cut = rest.index(cut_word)
    left = [t for t in rest[:cut] if t not in ("give", "giving", "my", "donne", "donner",
                                               "mes", "ma", "mon")]
    right = [t for t in rest[cut + 1:] if t not in ("take", "taking", "want", "their", "his",
                                                    "her", "sa", "son", "ses", "prendre")]
    give, give_cash = _items(left, rules)
    take, take_cash = _items(right, rules)
    if not give and not take:
        raise _Fail(tr("A trade moves at least one share."), example)
    me = view.me
    for sh in give:
        if sh not in me.shares:
            raise _Fail(tr("You hold no share {share}.").format(share=sh), "status")
    for sh in take:
        if sh not in other.shares:
            text = tr("{name} holds no share {share}; they hold {shares}.") if other.shares \
                else tr("{name} holds no share {share}.")
            raise _Fail(text.format(name=other.name, share=sh, shares=", ".join(other.shares)),
                        "look")
    if give_cash > me.cash:
        raise _Fail(tr("You have only {cash} M.").format(cash=me.cash), "")
    if take_cash > other.cash:
        raise _Fail(tr("{name} has only {cash} M.").format(name=other.name, cash=other.cash),
                    "")
    return Action(Offer(to, tuple(give), give_cash, tuple(take), take_cash))


def _items(tokens: list[str], rules: Rules) -> tuple[list[str], int]:
    """Shares and cash from "LON-3 and 20" / "nyc5 + 10m" / "nothing". Raises _Fail."""
    shares: list[str] = []
    cash = 0
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        i += 1
        if tok in ("and", "&", "+", "nothing", "plus", "m", "cash", "money", "et", "rien"):
            continue
        amt = _amount(tok)
        if amt is not None:
            cash += amt
            continue
        try:
            sid = resolve_share(tok, rules)
        except KeyError:
            if i < len(tokens) and is_number(tokens[i]):
                try:
                    sid = resolve_share(tok + "-" + tokens[i], rules)
                    i += 1
                except KeyError:
                    raise _Fail(tr("“{word}” is neither a share (like LON-3) nor an "
                                   "amount.").format(word=tok), "") from None
            else:
                raise _Fail(tr("“{word}” is neither a share (like LON-3) nor an amount.").format(
                    word=tok), "") from None
        if sid in shares:
            raise _Fail(tr("Name {share} once.").format(share=sid), "")
        shares.append(sid)
    return shares, cash


def _query(verb, args, view, rules, force, raw):
    return Query(verb, " ".join(raw.split()))


def _save(verb, args, view, rules, force, raw):
    return Meta("save", raw.strip())


def _simple_meta(verb, args, view, rules, force, raw):
    return Meta(verb)


def _pace(verb, args, view, rules, force, raw):
    word = " ".join(args)
    if word not in _PACES:
        raise _Fail(tr("Pace is instant, normal or slow."), "pace normal")
    return Meta("pace", _PACES[word])


_HANDLERS = {
    "go": _go, "bid": _bid, "pass": _pass, "join": _join, "skip": _skip, "buy": _buy,
    "yes": _yes, "no": _no, "partner": _partner, "sell": _sell, "done": _done, "keep": _keep,
    "reroll": _reroll, "stop": _stop, "luxury": _luxury, "repay": _repay, "accept": _accept,
    "decline": _accept, "offer": _offer, "save": _save, "quit": _simple_meta,
    "menu": _simple_meta, "pace": _pace, "undo": _simple_meta,
    "transcript": _simple_meta,
    **{q: _query for q in _QUERIES},
}


# ---- completions --------------------------------------------------------------------------

def completions(text: str, view: SeatView, rules: Rules) -> list[str]:
    """Whole-line completions for ``text`` given what is legal now: verbs (those that answer
    the pending request first), then market names, share ids you hold, players, topics.
    Never raises; an empty list when nothing fits."""
    try:
        return _completions(text, view, rules)
    except Exception:  # noqa: BLE001
        return []


def _completions(text: str, view: SeatView, rules: Rules) -> list[str]:
    folded = fold(text)
    if " " not in folded.strip() and not folded.endswith(" "):
        prefix = folded.strip()
        legal = [c.split()[0] for c in legal_commands(view, rules)]
        canon = list(dict.fromkeys(legal + list(_SYNONYMS)))
        return [v for v in canon if v.startswith(prefix)]
    head, _, rest = folded.lstrip().partition(" ")
    verb = VERBS.get(head)
    if verb is None:
        return []
    rest_words = rest.split()
    done_words, partial = (rest_words, "") if folded.endswith(" ") else (
        rest_words[:-1], rest_words[-1] if rest_words else "")
    original = text.split()
    base = " ".join(original[: 1 + len(done_words)])
    options = _arg_options(verb, done_words, view, rules)
    return [f"{base} {o}" for o in options if fold(o).startswith(partial)]


def _arg_options(verb: str, done: list[str], view: SeatView, rules: Rules) -> list[str]:
    markets = [fold(m.name) for m in rules.markets]
    me = view.me
    if verb == "go" and not done:
        req = _find(view, MoveRequest)
        allowed = req.allowed if isinstance(req, MoveRequest) else range(6)
        return [markets[m] for m in allowed]
    if verb == "partner" and not done:
        req = _find(view, PartnerRequest)
        free = req.markets if isinstance(req, PartnerRequest) else ()
        return [markets[m] for m in free] + ["none"]
    if verb == "sell":
        if not done:
            return list(me.shares) + ["luxury"]
        if len(done) == 1 and done[0] not in ("luxury", "lux"):
            return ["expert"]
        return []
    if verb == "buy" and not done:
        req = _find(view, BuyRequest)
        if isinstance(req, BuyRequest):
            opts = [str(i + 1) for i in range(len(req.shares))] + list(req.shares)
            return opts + (["both"] if len(req.shares) > 1 else []) + ["none"]
        return ["luxury", "luxury 2"]
    if verb == "keep" and not done:
        return ["all", "none"]
    if verb == "luxury" and not done:
        return ["1", "2"]
    if verb == "bid" and not done:
        return ["0", str(me.cash)]
    if verb == "pace" and not done:
        return ["instant", "normal", "slow"]
    if verb == "help" and not done:
        return list(_HELP_TOPICS)
    if verb == "rules" and not done:
        return list(_RULE_SECTIONS)
    if verb == "offer":
        if not done:
            return [fold(p.name) for i, p in enumerate(view.players)
                    if i != view.seat and not p.eliminated]
        if "for" in done:
            try:
                to, _ = _resolve_player(done, view)
                return list(view.players[to].shares)
            except KeyError:
                return []
        if len(done) == 1:
            return ["give"]
        return list(me.shares) + ["for"]
    return []


# ---- what to decide now -------------------------------------------------------------------

def _plain(markup: str) -> str:
    """Narration's Rich markup as plain text: the prompt is plain text with `commands`."""
    from rich.text import Text

    return Text.from_markup(markup).plain


def describe_request(view: SeatView, rules: Rules) -> str:
    """One or two sentences: what the seat must decide now and the commands that do it.
    Never raises; explains that the rivals are deciding when nothing waits for the seat."""
    try:
        return _describe(view, rules)
    except Exception:  # noqa: BLE001
        return tr("Type `help` for the commands.")


def _describe(view: SeatView, rules: Rules) -> str:
    from .narration import dice_text, share_label

    if view.over:
        return tr("The game is over — `look` at the board, read the `log`, or go to the `menu`.")
    req = current_request(view)
    cash = view.me.cash
    mk = lambda i: _market_name(i, rules)  # noqa: E731
    if req is None:
        return tr("The rivals are deciding… (`skip` hurries their narration; `look`, `status` "
                  "and `help` work at any time.)")
    extra = ""
    if isinstance(req, OfferRequest) and len(view.requests) > 1:
        extra = tr(" Then: {next}").format(next=_describe(msgspec.structs.replace(
            view, requests=view.requests[:-1]), rules))
    if isinstance(req, BidRequest):
        if req.lot_kind == "expert":
            lot = tr("the Expert card {card}").format(card=_expert_label(req.lot, rules))
        else:
            lot = tr("the share {share}").format(share=share_label(req.lot, rules))
        text = tr("Tie! Second sealed bid for {lot} — type `bid <M>` (0 = no bid). You have "
                  "{cash} M.") if req.round == 2 else \
            tr("Sealed bid for {lot} — type `bid <M>` (0 = no bid). You have {cash} M.")
        return text.format(lot=lot, cash=cash)
    if isinstance(req, MoveRequest):
        prev = ""
        if 0 <= req.previous < 6:
            prev = tr(" You stood on {market} last turn: going back there bars you from buying "
                      "(C-5.3).").format(market=mk(req.previous))
        allowed = ", ".join(f"{rules.markets[m].face} {mk(m)}" for m in req.allowed)
        if req.monopoly:
            text = tr("The Monopole evicts you: choose another market in secret — `go <market>` "
                      "({allowed}).{previous}")
        else:
            text = tr("Choose your market in secret — `go <market>` ({allowed}).{previous}")
        return text.format(allowed=allowed, previous=prev)
    if isinstance(req, MonopolyRequest):
        from .narration import _names_list
        others = _plain(_names_list(req.others, view.seat, [p.name for p in view.players]))
        return tr("Use your Monopole to drive {others} off {market}? — `yes` / `no`.").format(
            others=others, market=mk(req.market))
    if isinstance(req, PartnerRequest):
        free = ", ".join(mk(m) for m in req.markets)
        return tr("Play your Partenaire on a market with no pawn ({markets})? — `partner "
                  "<market>` or `partner none` to keep it.").format(markets=free)
    if isinstance(req, ExpertSectorRequest):
        return tr("Your {card} lets you take {share} for free — `take` / `no`.").format(
            card=_expert_label(req.card, rules), share=share_label(req.share, rules))
    if isinstance(req, JoinRequest):
        return tr("Take part in the auction for {share}? (secret) — `join` / `skip`.").format(
            share=share_label(req.share, rules))
    if isinstance(req, BuyRequest):
        listing = semicolons(f"{i + 1}) {share_label(s, rules)}"
                             for i, s in enumerate(req.shares))
        legal = [c for c in legal_commands(view, rules) if c.startswith("buy ")]
        can = [f"`{shown_command(c)}`" for c in legal]
        if legal == ["buy 1", "buy none"] and len(req.shares) == 1:
            can[0] = tr("`buy 1` (or `yes`)")
        cmds = tr("{some} or {last}").format(some=", ".join(can[:-1]), last=can[-1]) \
            if len(can) > 1 else can[0]
        return tr("On {market} you may buy {shares} — {commands}. You have {cash} M.").format(
            market=mk(req.market), shares=listing, commands=cmds, cash=cash)
    if isinstance(req, EntryRequest):
        game = rules.games[req.game]
        if req.tournament:
            return tr("Enter the {game} tournament for {entry} M (best result takes the pot)? — "
                      "`enter` / `no`. You have {cash} M.").format(game=game.name,
                                                                   entry=req.entry, cash=cash)
        throws = tr_n("{n} throw", "{n} throws", game.throws).format(n=game.throws)
        return tr("Play {game} for {entry} M ({dice} dice, {throws})? — `play` / `no`. You "
                  "have {cash} M.").format(game=game.name, entry=req.entry, dice=game.dice,
                                           throws=throws, cash=cash)
    if isinstance(req, ThrowRequest):
        if req.purpose == "sale":
            what = tr("selling {share}").format(share=req.subject)
        else:
            what = rules.games[req.subject].name if req.subject in rules.games else req.subject
        left = tr_n("{n} throw left", "{n} throws left", req.throws_left).format(
            n=req.throws_left)
        shown = " ".join(f"{i + 1}:{die}" for i, die in enumerate(dice_text(req.dice).split()))
        return tr("Your dice ({what}, {left}) — die:face {dice} — `keep 1 3` keeps dice 1 and 3 "
                  "and throws the rest (`keep green` keeps every green); `keep all` or `stop` "
                  "stops; "
                  "`reroll` throws again the dice not kept (all of them when none is)"
                  ".").format(what=what, left=left, dice=shown)
    if isinstance(req, SellRequest):
        text = tr("Sale on {market}: you may sell {shares} — `sell <share>` (`sell <share> "
                  "expert` for one more throw with your Expert Marché), or `done`.") \
            if req.experts else \
            tr("Sale on {market}: you may sell {shares} — `sell <share>`, or `done`.")
        return text.format(market=mk(req.market), shares=", ".join(req.shares))
    if isinstance(req, DebtRequest):
        opts = []
        if req.shares:
            opts.append(tr("`sell <share>` ({shares})").format(shares=", ".join(req.shares)))
        if req.luxuries:
            opts.append(tr("`sell luxury`"))
        ways = tr("{some} or {last}").format(some=opts[0], last=opts[1]) if len(opts) == 2 \
            else "".join(opts)
        return tr("You owe {owed} M and have {cash} M: raise the money — {ways}.").format(
            owed=req.owed, cash=req.cash, ways=ways)
    if isinstance(req, LuxuryRequest):
        lux = rules.data.luxuries
        have = view.me.luxuries
        parts = []
        if req.loan:
            parts.append(tr("repay your {loan} M loan first — `repay`").format(loan=req.loan))
        if req.affordable:
            nxt = lux[have]
            if req.affordable >= 2:
                parts.append(tr("buy {card} ({price} M) — `luxury` or `luxury 2` (+ {next}, "
                                "{next_price} M)").format(card=nxt.name, price=nxt.price,
                                                          next=lux[have + 1].name,
                                                          next_price=lux[have + 1].price))
            else:
                parts.append(tr("buy {card} ({price} M) — `luxury`").format(card=nxt.name,
                                                                            price=nxt.price))
        return tr("End of turn: {choices}; or `done`. You have {cash} M.").format(
            choices=semicolons(parts), cash=cash)
    if isinstance(req, OfferRequest):
        from .narration import offer_text
        names = [p.name for p in view.players]
        return tr("{offer} — `accept` / `decline`.{then}").format(
            offer=_plain(offer_text(req.offer_from, view.seat, req.give_shares, req.give_cash,
                                    req.take_shares, req.take_cash, view.seat, names)),
            then=extra)
    return tr("Type `help` for the commands.")
