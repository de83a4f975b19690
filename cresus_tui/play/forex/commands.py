"""FOR-EX's command line: the verbs of F-18.4 → engine decisions, queries or app commands.

Contract: ``parse(text, view, data)`` never raises. Currencies are typed by code or name, any
case (``gbp``, ``Euro``, ``yen``); players by their number as shown (P1 is you, seat 1 of
F-18.1) or their name. Amounts are in units (``0.5``), the engine's half-units stay inside.

    spot 2 give GBP get EUR        contract pay GBP get EUR 3      invest USD CAD
    accept / refuse                divest JPY 2                    sell 2 (0 declines)
    skip (no spot trade)           resolve                         choose EUR
    look  status [player]  rates  queue  hint  odds  examine [thing]  rules [topic]  help  log
    save  menu  quit
"""

from __future__ import annotations

from cresus_tui.games.forex import rates as R
from cresus_tui.games.forex.data import ForexData
from cresus_tui.games.forex.decisions import (
    Choose, Contract, Divest, Invest, Reply, Resolve, Sell, Spot,
)
from cresus_tui.games.forex.requests import ChooseRequest, SellRequest, SpotRequest, TurnRequest
from cresus_tui.games.forex.view import SeatView
from cresus_tui.games.typed import looks_numeric, read_number
from cresus_tui.i18n import N_, current_language, tr
from ai.forex.words import ratio, units
from cresus_tui.play.parser import (
    Action, Fail, Meta, ParseError, Parsed, Query, closest, dispatch, fold, never_raises,
    shown_suggestion,
)
from cresus_tui.play.parser import Vocabulary

from .words_fr import FRENCH

__all__ = ["Action", "Meta", "ParseError", "Query", "completions", "describe_request",
           "parse", "currency_of", "player_of"]

_SYNONYMS: dict[str, tuple[str, ...]] = {
    "spot": ("spot", "trade", "exchange", "swap", "offer"),
    "accept": ("accept", "acc", "yes", "y", "ok", "agree", "deal"),
    "refuse": ("refuse", "ref", "no", "n", "decline", "reject"),
    "skip": ("skip", "nospot", "no-spot"),
    "contract": ("contract", "con", "c"),
    "invest": ("invest", "inv", "buy", "i"),
    "divest": ("divest", "div", "d"),
    "sell": ("sell",),
    "resolve": ("resolve", "res", "r"),
    "choose": ("choose", "pick", "ch"),
    "pass": ("pass",),
    "look": ("look", "l", "board", "table", "view"),
    "status": ("status", "st", "me", "money", "wallet", "players"),
    "rates": ("rates", "rate", "pairs", "pair"),
    "queue": ("queue", "q"),
    "hint": ("hint", "hints", "advice", "tip"),
    "odds": ("odds", "chances", "expect"),
    "examine": ("examine", "x", "ex", "inspect", "describe"),
    "log": ("log", "history"),
    "help": ("help", "h", "?", "commands"),
    "rules": ("rules", "rule"),
    "save": ("save",),
    "quit": ("quit", "exit", "bye"),
    "menu": ("menu", "main"),
    "pace": ("pace", "speed"),
    "undo": ("undo", "takeback", "oops"),
    "transcript": ("transcript", "script"),
}
WORDS = Vocabulary(_SYNONYMS, FRENCH)
"""Every verb's words in English and French (``words_fr.py``): all accepted always."""
VERBS: dict[str, str] = WORDS.verbs
QUERIES = ("look", "status", "rates", "queue", "hint", "odds", "examine", "log", "help",
           "rules")
_PACES = {"instant": "instant", "fast": "instant", "normal": "normal", "slow": "slow"}

CURRENCY_WORDS = {
    "pound": 0, "pounds": 0, "sterling": 0, "£": 0,
    "euro": 1, "euros": 1, "€": 1,
    "dollar": 2, "dollars": 2, "us": 2, "$": 2,
    "franc": 3, "francs": 3, "swiss": 3,
    "yen": 4, "¥": 4,
    "loonie": 5, "canadian": 5,
    "yuan": 6, "renminbi": 6, "rmb": 6,
    "livre": 0, "livres": 0, "suisse": 3, "canadien": 5,
}
NO_PASS = N_("There is no `pass` in FOR-EX (F-6.2): `resolve` is always open to you; "
             "`skip` leaves out only the spot trade.")
ARG_WORDS = {"payer": "pay", "paie": "pay", "recevoir": "get", "recois": "get",
             "donner": "give", "donne": "give", "tout": "all", "tous": "all",
             "moitie": "half", "demi": "half"}
"""The French words of the commands' arguments (accents folded), read as the English ones."""


FRENCH_ARGUMENTS = {"pay": "payer", "get": "recevoir", "give": "donner"}
"""The French words of the commands' arguments a player is shown (``ARG_WORDS`` reads them)."""


def command_text(command: str) -> str:
    """A command line as shown to the player: "invest GBP" in English, "investir GBP" in
    French (the verb by ``WORDS``, the arguments' words too; currency codes and numbers
    unchanged)."""
    line = WORDS.command(command)
    if current_language() != "fr":
        return line
    return " ".join(FRENCH_ARGUMENTS.get(word, word) for word in line.split(" "))


def _args(args: list[str]) -> list[str]:
    return [ARG_WORDS.get(a, a) for a in args]


# ---- words ----------------------------------------------------------------------------------

def currency_of(word: str, data: ForexData) -> int:
    """The currency a word names: its code or a name, any case ("gbp", "Euro", "yen").
    Raises Fail with the closest code."""
    w = fold(word).strip(".,")
    codes = [c.casefold() for c in data.currencies]
    if w in codes:
        return codes.index(w)
    if w in CURRENCY_WORDS:
        return CURRENCY_WORDS[w]
    near = closest(w, codes + list(CURRENCY_WORDS))
    shown = word if len(word) <= 12 else word[:12] + "…"
    tip = ""
    if near is not None:
        c = codes.index(near) if near in codes else CURRENCY_WORDS[near]
        tip = " " + tr("Did you mean {currency}?").format(currency=data.currencies[c])
    raise Fail(tr("“{word}” is no currency.{tip} Currencies: {currencies}.").format(
        word=shown, tip=tip, currencies=", ".join(data.currencies)), "rates")


def player_of(word: str, view: SeatView) -> int:
    """The seat a word names: the number shown (P1 is you, ``2`` or ``p2``) or a name (a
    unique prefix is enough). Raises Fail."""
    w = fold(word)
    n = w[1:] if w.startswith("p") and looks_numeric(w[1:]) else w
    if looks_numeric(n):
        read = read_number(n, 1, max_digits=4)
        if read.value is None:
            raise Fail(f"{read.problem} " + tr("Players are 1 to {n}.").format(
                n=len(view.players)), "status")
        i = read.value - 1
        if 0 <= i < len(view.players):
            return i
        raise Fail(tr("There is no player {k}: players are 1 to {n}.").format(
            k=n, n=len(view.players)), "status")
    if w in ("me", "you", "i", "myself"):
        return view.seat
    names = [fold(p.name) for p in view.players]
    hits = [i for i, nm in enumerate(names) if nm == w] or \
        [i for i, nm in enumerate(names) if nm.startswith(w)]
    if len(hits) == 1:
        return hits[0]
    listing = ", ".join(f"{i + 1} {p.name}" for i, p in enumerate(view.players))
    shown = word if len(word) <= 12 else word[:12] + "…"
    raise Fail(tr("No single player “{word}”. Players: {players}.").format(
        word=shown, players=listing), "status")


def _number(word: str, what: str) -> int:
    read = read_number(word, 0, max_digits=4)
    if read.value is None:
        shown = word if len(word) <= 12 else word[:12] + "…"
        raise Fail(tr("{what} is a whole number, not “{word}”.").format(
            what=tr(what), word=shown) + f" {read.problem}")
    return read.value


def _amount_h(word: str) -> int | None:
    """"1.5" → 3 (half-units); None when it is no amount in halves."""
    try:
        value = float(word.replace(",", "."))  # "1,5" as a French reader writes it
    except ValueError:
        return None
    if value < 0 or value > 1000 or (value * 2) != int(value * 2):
        return None
    return int(value * 2)


def current_request(view: SeatView):
    return view.requests[-1] if view.requests else None


def _need(view: SeatView, kind: type, what: str):
    req = current_request(view)
    if isinstance(req, kind):
        return req
    raise Fail(tr(what) + " " + now_hint(view), "look")


def now_hint(view: SeatView) -> str:
    """What the pending request wants, as a short "Now: …" sentence."""
    req = current_request(view)
    if req is None:
        return tr("Nothing is asked of you now: the rivals are playing.") if not view.over \
            else tr("The game is over.")
    if isinstance(req, TurnRequest):
        return (tr("Now: your action — `contract`, `invest`, `divest` or `resolve` (a `spot` "
                   "trade first if you like).") if req.spot_open else
                tr("Now: your action — `contract`, `invest`, `divest` or `resolve`."))
    if isinstance(req, SpotRequest):
        return tr("Now: `accept` or `refuse` the spot offer.")
    if isinstance(req, SellRequest):
        return tr("Now: `sell <n>` (0 to {held}).").format(held=req.held)
    return tr("Now: `choose <currency>`.")


# ---- the parser -----------------------------------------------------------------------------

def parse(text: str, view: SeatView, data: ForexData) -> Parsed:
    """One command line → Action / Query / Meta / ParseError (never raises); a refusal's
    suggested command in the current language's words."""
    return shown_suggestion(_parse(text, view, data), command_text)


@never_raises
def _parse(text: str, view: SeatView, data: ForexData) -> Parsed:
    return dispatch(
        text, VERBS, _HANDLERS, (view, data),
        bare=lambda toks, force: _bare(toks, view, data),
        unknown=lambda w: _unknown(w, view),
        empty=lambda: Fail(tr("Type a command.") + " " + now_hint(view), "help"))


def _unknown(word: str, view: SeatView) -> Fail:
    near = closest(word, WORDS.guesses())
    shown = word if len(word) <= 16 else word[:16] + "…"
    tip = (" " + tr("Did you mean `{verb}`?").format(verb=WORDS.word(VERBS[near]))
           if near else "")
    return Fail(tr("I don't know “{word}”.").format(word=shown) + f"{tip} {now_hint(view)}",
                "help")


def _bare(toks: list[str], view: SeatView, data: ForexData) -> Parsed | None:
    """A bare number answers a follow-on sale; a bare currency a tie choice."""
    req = current_request(view)
    if len(toks) == 1 and looks_numeric(toks[0]) and isinstance(req, SellRequest):
        return _sell("sell", toks, view, data, False, toks[0])
    if len(toks) == 1 and isinstance(req, ChooseRequest):
        try:
            return _choose("choose", toks, view, data, False, toks[0])
        except Fail:
            return None
    return None


def _spot(verb, args, view, data, force, raw):
    req = _need(view, TurnRequest, N_("You cannot offer a spot trade now."))
    if not req.spot_open:
        raise Fail(tr("You have already made your spot trade this turn (F-7.4).") + " "
                   + now_hint(view))
    usage = tr("spot <player> give <CUR> get <CUR>")
    args = _args(args)
    if len(args) < 5:
        raise Fail(tr("Say whom and what: `{usage}`, e.g. `spot 2 give GBP get EUR`.").format(
            usage=usage), usage)
    to = player_of(args[0], view)
    if to == view.seat:
        raise Fail(tr("A spot trade is made with another player."), usage)
    rest = args[1:]
    half = False
    if rest and rest[-1] in ("half", "small"):
        half = True
        rest = rest[:-1]
    try:
        gi, ge = rest.index("give"), rest.index("get")
    except ValueError:
        raise Fail(tr("Name the currencies with `give` and `get`: `{usage}`.").format(
            usage=usage), usage) from None
    give_words = rest[gi + 1:ge] if gi < ge else rest[gi + 1:]
    get_words = rest[ge + 1:gi] if ge < gi else rest[ge + 1:]
    give, give_amount = _money_words(give_words, data, usage)
    get, get_amount = _money_words(get_words, data, usage)
    if give == get:
        raise Fail(tr("Give one currency and get another (F-17.5)."), usage)
    opts = _spot_options(view, data, give, get)
    if half:
        if len(opts) < 2:
            raise Fail(tr("No half-unit trade at {pair}: only at a 1:2 rate (F-7.2).").format(
                pair=_pair_words(view, data, give, get)), _spot_text(to, give, get, opts[0], data))
        give_h = opts[1][0]
    elif give_amount is not None or get_amount is not None:
        match = [o for o in opts if (give_amount is None or o[0] == give_amount)
                 and (get_amount is None or o[1] == get_amount)]
        if not match:
            said = tr(" or ").join(_spot_text(to, give, get, o, data) for o in opts)
            raise Fail(tr("At {pair} the trade is {trades} (F-7.2).").format(
                pair=_pair_words(view, data, give, get), trades=said),
                _spot_text(to, give, get, opts[0], data))
        give_h = 0 if match[0] == opts[0] else match[0][0]
    else:
        give_h = 0
    return Action(Spot(to, give, get, give_h), force)


def _spot_options(view: SeatView, data: ForexData, give: int, get: int) -> list[tuple[int, int]]:
    """F-7.2, from the view (the engine's ``Game.spot_options``)."""
    k = R.rate_h(view.rates, give, get, data.ladder_h)
    give_strong = R.stronger(view.rates, give, get)
    out = [(2, k) if give_strong else (k, 2)]
    if k > 2 and 4 % k == 0:
        small = 4 // k
        out.append((small, 2) if give_strong else (2, small))
    return out


def _spot_text(to: int, give: int, get: int, opt: tuple[int, int], data: ForexData) -> str:
    cur = data.currencies
    return f"`spot {to + 1} give {units(opt[0])} {cur[give]} get {units(opt[1])} {cur[get]}`"


def _money_words(words: list[str], data: ForexData, usage: str) -> tuple[int, int | None]:
    """["0.5", "gbp"] → (GBP, 1 h); ["gbp"] → (GBP, None)."""
    if not words:
        raise Fail(tr("Name a currency after `give` and after `get`: `{usage}`.").format(
            usage=usage), usage)
    if len(words) == 1:
        return currency_of(words[0], data), None
    if len(words) == 2:
        h = _amount_h(words[0])
        if h is None:
            raise Fail(tr("“{word}” is no amount (in units, e.g. 1.5).").format(
                word=words[0][:12]), usage)
        return currency_of(words[1], data), h
    raise Fail(tr("Too many words: `{usage}`.").format(usage=usage), usage)


def _pair_words(view: SeatView, data: ForexData, x: int, y: int) -> str:
    """"GBP over EUR at 1:1.5"."""
    cur = data.currencies
    s, w = (x, y) if R.stronger(view.rates, x, y) else (y, x)
    return tr("{strong} over {weak} at 1:{ratio}").format(
        strong=cur[s], weak=cur[w], ratio=ratio(R.rate_h(view.rates, x, y, data.ladder_h)))


def _reply(verb, args, view, data, force, raw):
    _need(view, SpotRequest, N_("You cannot answer an offer now."))
    return Action(Reply(verb == "accept"), force)


def _skip(verb, args, view, data, force, raw):
    req = current_request(view)
    if isinstance(req, TurnRequest):
        return Query("skip")
    return Meta("skip")


def _contract(verb, args, view, data, force, raw):
    req = _need(view, TurnRequest, N_("You cannot make a contract now."))
    usage = tr("contract pay <CUR> get <CUR> <n>")
    if not req.letter:
        raise Fail(tr("Every letter is in use: no contract until one is freed (F-8.1)."),
                   "resolve")
    words = _args(args)
    if "pay" not in words or "get" not in words:
        raise Fail(tr("Say what you pay and what you get: `{usage}`, e.g. "
                      "`contract pay GBP get EUR 3`.").format(usage=usage), usage)
    nums = [w for w in words if looks_numeric(w)]
    if not nums:
        raise Fail(tr("How many units of the stronger currency (1–{max})? `{usage}`.").format(
            max=data.contract_max, usage=usage), usage)
    n = _number(nums[-1], N_("The amount"))
    rest = [w for w in words if w != nums[-1] or w in ("pay", "get")]
    pi, ge = rest.index("pay"), rest.index("get")
    pay_words = rest[pi + 1:ge] if pi < ge else rest[pi + 1:]
    get_words = rest[ge + 1:pi] if ge < pi else rest[ge + 1:]
    if len(pay_words) != 1 or len(get_words) != 1:
        raise Fail(tr("One currency after `pay` and one after `get`: `{usage}`.").format(
            usage=usage), usage)
    pay, get = currency_of(pay_words[0], data), currency_of(get_words[0], data)
    if pay == get:
        raise Fail(tr("Pay one currency and get another (F-17.5)."), usage)
    if not data.contract_min <= n <= data.contract_max:
        raise Fail(tr("n counts whole units of the pair's stronger currency: {min} to {max} "
                      "(F-8.2).").format(min=data.contract_min, max=data.contract_max), usage)
    return Action(Contract(pay, get, n), force)


def _invest(verb, args, view, data, force, raw):
    req = _need(view, TurnRequest, N_("You cannot invest now."))
    usage = tr("invest <CUR> [<CUR>]")
    if not args:
        can = ", ".join(data.currencies[c] for c in req.buyable) or tr("none")
        raise Fail(tr("Invest in what? `{usage}` — buyable now: {currencies}.").format(
            usage=usage, currencies=can), usage)
    if len(args) > data.max_invest:
        raise Fail(tr("Buy {n} certificates at most, of different currencies (F-9.1).").format(
            n=data.max_invest), usage)
    cs = tuple(currency_of(a, data) for a in args)
    if len(set(cs)) != len(cs):
        raise Fail(tr("Two certificates must be of different currencies (F-9.1)."), usage)
    return Action(Invest(cs), force)


def _divest(verb, args, view, data, force, raw):
    req = _need(view, TurnRequest, N_("You cannot divest now."))
    usage = tr("divest <CUR> <n>")
    args = _args(args)
    held = [c for c in range(len(data.currencies)) if req.held[c]]
    if not held:
        raise Fail(tr("You hold no certificate to sell (F-6.2)."), "resolve")
    if not args:
        mine = ", ".join(f"{req.held[c]} {data.currencies[c]}" for c in held)
        raise Fail(tr("Sell which certificates? `{usage}` — you hold {held}.").format(
            usage=usage, held=mine), usage)
    if len(args) == 2 and (looks_numeric(args[0]) or args[0] == "all") \
            and not looks_numeric(args[1]):
        args = [args[1], args[0]]  # `divest 1 GBP` as `divest GBP 1`: either order
    c = currency_of(args[0], data)
    if len(args) == 1:
        n = req.held[c] if req.held[c] == 1 else 0
        if n == 0:
            raise Fail(tr("How many {currency} certificates? `divest {currency} <n>` (you hold "
                          "{held}).").format(currency=data.currencies[c], held=req.held[c]),
                       usage)
    elif args[1] == "all":
        n = req.held[c]
    else:
        n = _number(args[1], N_("The number of certificates"))
    if len(args) > 2:
        raise Fail(tr("Too many words: `{usage}`.").format(usage=usage), usage)
    return Action(Divest(c, n), force)


def _sell(verb, args, view, data, force, raw):
    req = _need(view, SellRequest, N_("You cannot sell certificates now (follow-on sales come "
                                      "after another player's divest)."))
    args = _args(args)
    if not args:
        raise Fail(tr("How many? `sell <n>`: 0 to {held} (0 declines).").format(held=req.held),
                   "sell 0")
    n = req.held if args[0] == "all" else _number(args[0], N_("The number"))
    if n > req.held:
        raise Fail(tr("You hold {held} {currency} certificates.").format(
            held=req.held, currency=data.currencies[req.currency]), f"sell {req.held}")
    return Action(Sell(n), force)


def _resolve(verb, args, view, data, force, raw):
    _need(view, TurnRequest, N_("You cannot resolve now."))
    return Action(Resolve(), force)


def _choose(verb, args, view, data, force, raw):
    req = _need(view, ChooseRequest, N_("You cannot choose a currency now (only to break a "
                                        "tie)."))
    names = ", ".join(data.currencies[c] for c in req.options)
    if len(args) != 1:
        raise Fail(tr("Choose one of {currencies}: `choose <CUR>`.").format(currencies=names),
                   "choose " + data.currencies[req.options[0]])
    c = currency_of(args[0], data)
    if c not in req.options:
        raise Fail(tr("{currency} is not tied: choose one of {currencies}.").format(
            currency=data.currencies[c], currencies=names),
                   "choose " + data.currencies[req.options[0]])
    return Action(Choose(c), force)


def _pass(verb, args, view, data, force, raw):
    raise Fail(tr(NO_PASS), "resolve")


def _query(verb, args, view, data, force, raw):
    return Query(verb, " ".join(raw.split()) if verb in ("rules", "help") else " ".join(args))


def _save(verb, args, view, data, force, raw):
    return Meta("save", raw.strip()[:40])


def _meta(verb, args, view, data, force, raw):
    return Meta(verb)


def _pace(verb, args, view, data, force, raw):
    if not args:
        return Meta("pace", "")
    pace = _PACES.get(args[0])
    if pace is None:
        raise Fail(tr("Pace is `instant`, `normal` or `slow`."), "pace normal")
    return Meta("pace", pace)


_HANDLERS = {
    "spot": _spot, "accept": _reply, "refuse": _reply, "skip": _skip, "contract": _contract,
    "invest": _invest, "divest": _divest, "sell": _sell, "resolve": _resolve,
    "choose": _choose, "pass": _pass, "save": _save, "quit": _meta, "menu": _meta,
    "undo": _meta, "transcript": _meta, "pace": _pace,
    **{q: _query for q in QUERIES},
}


# ---- what the seat must decide ---------------------------------------------------------------

_TEMPLATES = (N_("spot <player> give <CUR> get <CUR>"), N_("contract pay <CUR> get <CUR> <n>"))


def shown_command(command: str) -> str:
    """A command of :func:`legal_commands` as the current language writes it: the templates
    with their argument words in French ("contrat payer <DEV> recevoir <DEV> <n>"); the verbs
    of the others are the table's to translate."""
    return tr(command) if command in _TEMPLATES else command


def legal_commands(view: SeatView, data: ForexData) -> list[str]:
    """Command templates that answer the pending request."""
    req = current_request(view)
    cur = data.currencies
    if isinstance(req, TurnRequest):
        out = []
        if req.spot_open:
            out.append("spot <player> give <CUR> get <CUR>")
        if req.letter:
            out.append("contract pay <CUR> get <CUR> <n>")
        if req.buyable:
            out.append("invest " + " ".join(cur[c] for c in req.buyable[:2]))
        held = [c for c in range(len(cur)) if req.held[c]]
        if held:
            out.append(f"divest {cur[held[0]]} {req.held[held[0]]}")
        out.append("resolve")
        return out
    if isinstance(req, SpotRequest):
        return ["accept", "refuse"]
    if isinstance(req, SellRequest):
        return [f"sell {n}" for n in range(req.held + 1)]
    if isinstance(req, ChooseRequest):
        return [f"choose {cur[c]}" for c in req.options]
    return []


def describe_request(view: SeatView, data: ForexData) -> str:
    """What the human must decide now, in a sentence with the commands (never raises)."""
    try:
        return _describe(view, data)
    except Exception:  # noqa: BLE001 - a description is a convenience
        return now_hint(view)


def _describe(view: SeatView, data: ForexData) -> str:
    req = current_request(view)
    cur = data.currencies
    names = [p.name for p in view.players]
    if req is None:
        return tr("The game is over.") if view.over else tr("The rivals are playing.")
    if isinstance(req, TurnRequest):
        acts = []
        if req.letter:
            acts.append(tr("`contract`"))
        if req.buyable:
            acts.append(tr("`invest`"))
        if any(req.held):
            acts.append(tr("`divest`"))
        acts.append(tr("`resolve`"))
        actions = tr("{actions} or {last}").format(actions=", ".join(acts[:-1]), last=acts[-1])
        return (tr("Your turn ({turn}). A `spot` trade first if you like, then one action: "
                   "{actions}. Resolve now: {effect}.") if req.spot_open else
                tr("Your turn ({turn}). Now one action: {actions}. Resolve now: {effect}.")
                ).format(turn=req.turn, actions=actions, effect=front_effect(view, data))
    if isinstance(req, SpotRequest):
        return tr("{name} offers you a spot trade: you receive {get} and give {give} ({pair}). "
                  "`accept` or `refuse`?").format(
            name=names[req.by], get=f"{units(req.give_h)} {cur[req.give]}",
            give=f"{units(req.get_h)} {cur[req.get]}",
            pair=_pair_words(view, data, req.give, req.get))
    if isinstance(req, SellRequest):
        return tr("{name} divested {currency}: sell some of your {held} {currency} certificates "
                  "too, at 2 {currency} each? Each one sold weakens {currency}. `sell <n>` (0 "
                  "declines).").format(name=names[req.divester], currency=cur[req.currency],
                                       held=req.held)
    opts = ", ".join(cur[c] for c in req.options)
    if req.purpose == "dividend":
        return tr("{currencies} tie for the most certificates held: choose the one to "
                  "strengthen (F-12.4): `choose <CUR>`.").format(currencies=opts)
    return tr("{currencies} tie for the Strongest currency: choose the one everybody's money "
              "is converted into (F-14.1): `choose <CUR>`.").format(currencies=opts)


def _owner(view: SeatView, seat: int) -> str:
    """Another seat as an owner: its name ("P2" for a player named You)."""
    name = view.players[seat].name
    return f"P{seat + 1}" if fold(name) in ("you", "me", "i") else name


def item_of(view: SeatView, seat: int, contract: bool, letter: str) -> str:
    """A queue item in a few words: "your contract A", "Sterling's loan B" (P2's for a
    player named You)."""
    if seat == view.seat:
        text = tr("your contract {letter}") if contract else tr("your loan {letter}")
    else:
        text = tr("{owner}'s contract {letter}") if contract else tr("{owner}'s loan {letter}")
    return text.format(owner=_owner(view, seat), letter=letter)


def front_effect(view: SeatView, data: ForexData) -> str:
    """What resolving the front of the queue does now, in words (from the view)."""
    from cresus_tui.games.forex.state import ContractItem, DividendItem, LoanItem

    cur = data.currencies
    names = [p.name for p in view.players]
    if not view.queue:
        return tr("the queue is empty")
    q = view.queue[0]
    if isinstance(q, DividendItem):
        n = view.dividends_paid + 1
        amount = data.dividends[n - 1]
        held = [sum(p.certs[c] for p in view.players) for c in range(len(cur))]
        top = max(held)
        lead = [cur[c] for c in range(len(cur)) if held[c] == top]
        tied = (tr("{currency} strengthens").format(currency=lead[0]) if len(lead) == 1 else
                tr("{currencies} and {last} tie: you choose which one strengthens").format(
                    currencies=", ".join(lead[:-1]), last=lead[-1]))
        mine = sum(view.players[view.seat].certs[c] for c in range(len(cur))
                   if not view.eight_box[c])
        last = tr(" — the final one: no turn after it, the rest of the queue is resolved in "
                  "order (F-12.5, F-13.1)") if n == len(data.dividends) else ""
        return tr("dividend {number} of {count}: {amount} per certificate not on an 8 box "
                  "(you: {mine} paying), then {tied}{last}").format(
            number=n, count=len(data.dividends), amount=amount, mine=mine, tied=tied, last=last)
    letter = data.letters[q.letter]
    have = view.players[q.owner].money
    if isinstance(q, ContractItem):
        ok = have[q.pay] >= q.pay_h
        debt = f"{units(q.pay_h + data.loan_surcharge_h)} {cur[q.pay]}"
        loan = next((i for i in view.queue if isinstance(i, LoanItem) and i.owner == q.owner),
                    None)  # F-11.4: a second debt joins the owner's loan
        tail = "" if ok else (
            tr(" — holds only {have}: the debt plus 1 unit, {debt}, becomes a loan at the back "
               "of the queue").format(have=units(have[q.pay]), debt=debt) if loan is None else
            tr(" — holds only {have}: the debt plus 1 unit, {debt}, joins {loan} (repaid all "
               "at once when it is resolved)").format(
                have=units(have[q.pay]), debt=debt,
                loan=item_of(view, q.owner, False, data.letters[loan.letter])))
        return tr("{item}: pays {pay}, gets {get}{tail}").format(
            item=item_of(view, q.owner, True, letter), pay=f"{units(q.pay_h)} {cur[q.pay]}",
            get=f"{units(q.get_h)} {cur[q.get]}", tail=tail)
    assert isinstance(q, LoanItem)
    debt = " + ".join(f"{units(h)} {cur[c]}" for c, h in q.lines)
    ok = all(have[c] >= h for c, h in q.lines)
    return tr("{item}: repays {debt}").format(item=item_of(view, q.owner, False, letter),
                                              debt=debt) + (
        "" if ok else tr(" — cannot: bankrupt, the game ends"))


# ---- completion -----------------------------------------------------------------------------

def completions(text: str, view: SeatView, data: ForexData) -> list[str]:
    """Whole command lines that begin with ``text`` (never raises)."""
    try:
        return _completions(text, view, data)
    except Exception:  # noqa: BLE001
        return []


def _completions(text: str, view: SeatView, data: ForexData) -> list[str]:
    low = text.casefold()
    cur = data.currencies
    req = current_request(view)
    out: list[str] = []
    if isinstance(req, TurnRequest):
        out += ["resolve"] + [f"invest {cur[c]}" for c in req.buyable]
        out += [f"divest {cur[c]} {req.held[c]}" for c in range(len(cur)) if req.held[c]]
        if req.letter:
            out += [f"contract pay {cur[a]} get {cur[b]} 1" for a in range(len(cur))
                    for b in range(len(cur)) if a != b]
        if req.spot_open:
            out += [f"spot {i + 1} give {cur[a]} get {cur[b]}"
                    for i in range(len(view.players)) if i != view.seat
                    for a in range(len(cur)) for b in range(len(cur)) if a != b]
            out.append("skip")
    else:
        out += legal_commands(view, data)
    out += ["look", "status", "rates", "queue", "hint", "odds", "examine", "rules", "help",
            "log", "save", "menu", "quit"]
    return [o for o in out if o.casefold().startswith(low)]
