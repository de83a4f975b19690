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
from cresus_tui.games.forex.text import ratio, units
from cresus_tui.games.forex.view import SeatView
from cresus_tui.games.typed import looks_numeric, read_number
from cresus_tui.play.parser import (
    Action, Fail, Meta, ParseError, Parsed, Query, closest, dispatch, fold, never_raises,
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
    "examine": ("examine", "inspect", "describe"),
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
}
NO_PASS = ("There is no `pass` in FOR-EX (F-6.2): `resolve` is always open to you; "
           "`skip` leaves out only the spot trade.")


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
        tip = f" Did you mean {data.currencies[c]}?"
    raise Fail(f"“{shown}” is no currency.{tip} Currencies: {', '.join(data.currencies)}.",
               "rates")


def player_of(word: str, view: SeatView) -> int:
    """The seat a word names: the number shown (P1 is you, ``2`` or ``p2``) or a name (a
    unique prefix is enough). Raises Fail."""
    w = fold(word)
    n = w[1:] if w.startswith("p") and looks_numeric(w[1:]) else w
    if looks_numeric(n):
        number = read_number(n, 1, max_digits=4)
        if number.value is None:
            raise Fail(f"{number.problem} Players are 1 to {len(view.players)}.", "status")
        i = number.value - 1
        if 0 <= i < len(view.players):
            return i
        raise Fail(f"There is no player {n}: players are 1 to {len(view.players)}.", "status")
    if w in ("me", "you", "i", "myself"):
        return view.seat
    names = [fold(p.name) for p in view.players]
    hits = [i for i, nm in enumerate(names) if nm == w] or \
        [i for i, nm in enumerate(names) if nm.startswith(w)]
    if len(hits) == 1:
        return hits[0]
    listing = ", ".join(f"{i + 1} {p.name}" for i, p in enumerate(view.players))
    shown = word if len(word) <= 12 else word[:12] + "…"
    raise Fail(f"No single player “{shown}”. Players: {listing}.", "status")


def _number(word: str, what: str) -> int:
    number = read_number(word, 0, max_digits=4)
    if number.value is None:
        shown = word if len(word) <= 12 else word[:12] + "…"
        raise Fail(f"{what} is a whole number, not “{shown}”. {number.problem}")
    return number.value


def _amount_h(word: str) -> int | None:
    """"1.5" → 3 (half-units); None when it is no amount in halves."""
    try:
        value = float(word)
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
    raise Fail(f"You cannot {what} now. {now_hint(view)}", "look")


def now_hint(view: SeatView) -> str:
    """What the pending request wants, as a short "Now: …" sentence."""
    req = current_request(view)
    if req is None:
        return "Nothing is asked of you now: the rivals are playing." if not view.over \
            else "The game is over."
    if isinstance(req, TurnRequest):
        return "Now: your action — `contract`, `invest`, `divest` or `resolve`" + (
            " (a `spot` trade first if you like)." if req.spot_open else ".")
    if isinstance(req, SpotRequest):
        return "Now: `accept` or `refuse` the spot offer."
    if isinstance(req, SellRequest):
        return f"Now: `sell <n>` (0 to {req.held})."
    return "Now: `choose <currency>`."


# ---- the parser -----------------------------------------------------------------------------

@never_raises
def parse(text: str, view: SeatView, data: ForexData) -> Parsed:
    """One command line → Action / Query / Meta / ParseError (never raises)."""
    return dispatch(
        text, VERBS, _HANDLERS, (view, data),
        bare=lambda toks, force: _bare(toks, view, data),
        unknown=lambda w: _unknown(w, view),
        empty=lambda: Fail("Type a command. " + now_hint(view), "help"))


def _unknown(word: str, view: SeatView) -> Fail:
    near = closest(word, WORDS.guesses())
    shown = word if len(word) <= 16 else word[:16] + "…"
    tip = f" Did you mean `{VERBS[near]}`?" if near else ""
    return Fail(f"I don't know “{shown}”.{tip} {now_hint(view)}", "help")


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
    req = _need(view, TurnRequest, "offer a spot trade")
    if not req.spot_open:
        raise Fail("You have already made your spot trade this turn (F-7.4). "
                   + now_hint(view))
    usage = "spot <player> give <CUR> get <CUR>"
    if len(args) < 5:
        raise Fail(f"Say whom and what: `{usage}`, e.g. `spot 2 give GBP get EUR`.", usage)
    to = player_of(args[0], view)
    if to == view.seat:
        raise Fail("A spot trade is made with another player.", usage)
    rest = args[1:]
    half = False
    if rest and rest[-1] in ("half", "small"):
        half = True
        rest = rest[:-1]
    try:
        gi, ge = rest.index("give"), rest.index("get")
    except ValueError:
        raise Fail(f"Name the currencies with `give` and `get`: `{usage}`.", usage) from None
    give_words = rest[gi + 1:ge] if gi < ge else rest[gi + 1:]
    get_words = rest[ge + 1:gi] if ge < gi else rest[ge + 1:]
    give, give_amount = _money_words(give_words, data, usage)
    get, get_amount = _money_words(get_words, data, usage)
    if give == get:
        raise Fail("Give one currency and get another (F-17.5).", usage)
    opts = _spot_options(view, data, give, get)
    if half:
        if len(opts) < 2:
            raise Fail(f"No half-unit trade at {_pair_words(view, data, give, get)}: only at "
                       "a 1:2 rate (F-7.2).", _spot_text(to, give, get, opts[0], data))
        give_h = opts[1][0]
    elif give_amount is not None or get_amount is not None:
        match = [o for o in opts if (give_amount is None or o[0] == give_amount)
                 and (get_amount is None or o[1] == get_amount)]
        if not match:
            said = " or ".join(_spot_text(to, give, get, o, data) for o in opts)
            raise Fail(f"At {_pair_words(view, data, give, get)} the trade is {said} "
                       "(F-7.2).", _spot_text(to, give, get, opts[0], data))
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
        raise Fail(f"Name a currency after `give` and after `get`: `{usage}`.", usage)
    if len(words) == 1:
        return currency_of(words[0], data), None
    if len(words) == 2:
        h = _amount_h(words[0])
        if h is None:
            raise Fail(f"“{words[0][:12]}” is no amount (in units, e.g. 1.5).", usage)
        return currency_of(words[1], data), h
    raise Fail(f"Too many words: `{usage}`.", usage)


def _pair_words(view: SeatView, data: ForexData, x: int, y: int) -> str:
    """"GBP over EUR at 1:1.5"."""
    cur = data.currencies
    s, w = (x, y) if R.stronger(view.rates, x, y) else (y, x)
    return f"{cur[s]} over {cur[w]} at 1:{ratio(R.rate_h(view.rates, x, y, data.ladder_h))}"


def _reply(verb, args, view, data, force, raw):
    _need(view, SpotRequest, "answer an offer")
    return Action(Reply(verb == "accept"), force)


def _skip(verb, args, view, data, force, raw):
    req = current_request(view)
    if isinstance(req, TurnRequest):
        return Query("skip")
    return Meta("skip")


def _contract(verb, args, view, data, force, raw):
    req = _need(view, TurnRequest, "make a contract")
    usage = "contract pay <CUR> get <CUR> <n>"
    if not req.letter:
        raise Fail("Every letter is in use: no contract until one is freed (F-8.1).",
                   "resolve")
    words = [a for a in args]
    if "pay" not in words or "get" not in words:
        raise Fail(f"Say what you pay and what you get: `{usage}`, e.g. "
                   "`contract pay GBP get EUR 3`.", usage)
    nums = [w for w in words if looks_numeric(w)]
    if not nums:
        raise Fail(f"How many units of the stronger currency (1–{data.contract_max})? "
                   f"`{usage}`.", usage)
    n = _number(nums[-1], "The amount")
    rest = [w for w in words if w != nums[-1] or w in ("pay", "get")]
    pi, ge = rest.index("pay"), rest.index("get")
    pay_words = rest[pi + 1:ge] if pi < ge else rest[pi + 1:]
    get_words = rest[ge + 1:pi] if ge < pi else rest[ge + 1:]
    if len(pay_words) != 1 or len(get_words) != 1:
        raise Fail(f"One currency after `pay` and one after `get`: `{usage}`.", usage)
    pay, get = currency_of(pay_words[0], data), currency_of(get_words[0], data)
    if pay == get:
        raise Fail("Pay one currency and get another (F-17.5).", usage)
    if not data.contract_min <= n <= data.contract_max:
        raise Fail(f"n counts whole units of the pair's stronger currency: "
                   f"{data.contract_min} to {data.contract_max} (F-8.2).", usage)
    return Action(Contract(pay, get, n), force)


def _invest(verb, args, view, data, force, raw):
    req = _need(view, TurnRequest, "invest")
    usage = "invest <CUR> [<CUR>]"
    if not args:
        can = ", ".join(data.currencies[c] for c in req.buyable) or "none"
        raise Fail(f"Invest in what? `{usage}` — buyable now: {can}.", usage)
    if len(args) > data.max_invest:
        raise Fail(f"Buy {data.max_invest} certificates at most, of different currencies "
                   "(F-9.1).", usage)
    cs = tuple(currency_of(a, data) for a in args)
    if len(set(cs)) != len(cs):
        raise Fail("Two certificates must be of different currencies (F-9.1).", usage)
    return Action(Invest(cs), force)


def _divest(verb, args, view, data, force, raw):
    req = _need(view, TurnRequest, "divest")
    usage = "divest <CUR> <n>"
    held = [c for c in range(len(data.currencies)) if req.held[c]]
    if not held:
        raise Fail("You hold no certificate to sell (F-6.2).", "resolve")
    if not args:
        mine = ", ".join(f"{req.held[c]} {data.currencies[c]}" for c in held)
        raise Fail(f"Sell which certificates? `{usage}` — you hold {mine}.", usage)
    if len(args) == 2 and (looks_numeric(args[0]) or args[0] == "all") \
            and not looks_numeric(args[1]):
        args = [args[1], args[0]]  # `divest 1 GBP` as `divest GBP 1`: either order
    c = currency_of(args[0], data)
    if len(args) == 1:
        n = req.held[c] if req.held[c] == 1 else 0
        if n == 0:
            raise Fail(f"How many {data.currencies[c]} certificates? `divest "
                       f"{data.currencies[c]} <n>` (you hold {req.held[c]}).", usage)
    elif args[1] == "all":
        n = req.held[c]
    else:
        n = _number(args[1], "The number of certificates")
    if len(args) > 2:
        raise Fail(f"Too many words: `{usage}`.", usage)
    return Action(Divest(c, n), force)


def _sell(verb, args, view, data, force, raw):
    req = _need(view, SellRequest, "sell certificates (follow-on sales come after another "
                "player's divest)")
    if not args:
        raise Fail(f"How many? `sell <n>`: 0 to {req.held} (0 declines).", "sell 0")
    n = req.held if args[0] == "all" else _number(args[0], "The number")
    if n > req.held:
        raise Fail(f"You hold {req.held} {data.currencies[req.currency]} certificates.",
                   f"sell {req.held}")
    return Action(Sell(n), force)


def _resolve(verb, args, view, data, force, raw):
    _need(view, TurnRequest, "resolve")
    return Action(Resolve(), force)


def _choose(verb, args, view, data, force, raw):
    req = _need(view, ChooseRequest, "choose a currency (only to break a tie)")
    names = ", ".join(data.currencies[c] for c in req.options)
    if len(args) != 1:
        raise Fail(f"Choose one of {names}: `choose <CUR>`.", "choose " +
                   data.currencies[req.options[0]])
    c = currency_of(args[0], data)
    if c not in req.options:
        raise Fail(f"{data.currencies[c]} is not tied: choose one of {names}.",
                   "choose " + data.currencies[req.options[0]])
    return Action(Choose(c), force)


def _pass(verb, args, view, data, force, raw):
    raise Fail(NO_PASS, "resolve")


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
        raise Fail("Pace is `instant`, `normal` or `slow`.", "pace normal")
    return Meta("pace", pace)


_HANDLERS = {
    "spot": _spot, "accept": _reply, "refuse": _reply, "skip": _skip, "contract": _contract,
    "invest": _invest, "divest": _divest, "sell": _sell, "resolve": _resolve,
    "choose": _choose, "pass": _pass, "save": _save, "quit": _meta, "menu": _meta,
    "undo": _meta, "transcript": _meta, "pace": _pace,
    **{q: _query for q in QUERIES},
}


# ---- what the seat must decide ---------------------------------------------------------------

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
        return "The game is over." if view.over else "The rivals are playing."
    if isinstance(req, TurnRequest):
        acts = []
        if req.letter:
            acts.append("`contract`")
        if req.buyable:
            acts.append("`invest`")
        if any(req.held):
            acts.append("`divest`")
        acts.append("`resolve`")
        spot = "A `spot` trade first if you like, then " if req.spot_open else "Now "
        return (f"Your turn ({req.turn}). {spot}one action: " + ", ".join(acts[:-1])
                + f" or {acts[-1]}. Resolve now: {front_effect(view, data)}.")
    if isinstance(req, SpotRequest):
        return (f"{names[req.by]} offers you a spot trade: you receive "
                f"{units(req.give_h)} {cur[req.give]} and give {units(req.get_h)} "
                f"{cur[req.get]} ({_pair_words(view, data, req.give, req.get)}). "
                "`accept` or `refuse`?")
    if isinstance(req, SellRequest):
        return (f"{names[req.divester]} divested {cur[req.currency]}: sell some of your "
                f"{req.held} {cur[req.currency]} certificates too, at 2 {cur[req.currency]} "
                f"each? Each one sold weakens {cur[req.currency]}. `sell <n>` (0 declines).")
    opts = ", ".join(cur[c] for c in req.options)
    if req.purpose == "dividend":
        return (f"{opts} tie for the most certificates held: choose the one to strengthen "
                "(F-12.4): `choose <CUR>`.")
    return (f"{opts} tie for the Strongest currency: choose the one everybody's money is "
            "converted into (F-14.1): `choose <CUR>`.")


def possessive(view: SeatView, seat: int) -> str:
    """"your" for the viewer, "Sterling's" for another ("P1's" for a player named You)."""
    if seat == view.seat:
        return "your"
    name = view.players[seat].name
    return f"P{seat + 1}'s" if fold(name) in ("you", "me", "i") else f"{name}'s"


def front_effect(view: SeatView, data: ForexData) -> str:
    """What resolving the front of the queue does now, in words (from the view)."""
    from cresus_tui.games.forex.state import ContractItem, DividendItem, LoanItem

    cur = data.currencies
    names = [p.name for p in view.players]
    if not view.queue:
        return "the queue is empty"
    q = view.queue[0]
    if isinstance(q, DividendItem):
        n = view.dividends_paid + 1
        amount = data.dividends[n - 1]
        held = [sum(p.certs[c] for p in view.players) for c in range(len(cur))]
        top = max(held)
        lead = [cur[c] for c in range(len(cur)) if held[c] == top]
        tied = (f"{lead[0]} strengthens" if len(lead) == 1 else
                ", ".join(lead[:-1]) + f" and {lead[-1]} tie: you choose which one "
                "strengthens")
        mine = sum(view.players[view.seat].certs[c] for c in range(len(cur))
                   if not view.eight_box[c])
        last = " — the final one: the game then ends" if n == len(data.dividends) else ""
        return (f"dividend {n} of {len(data.dividends)}: {amount} per certificate not on an "
                f"8 box (you: {mine} paying), then {tied}{last}")
    who = possessive(view, q.owner)
    letter = data.letters[q.letter]
    have = view.players[q.owner].money
    if isinstance(q, ContractItem):
        ok = have[q.pay] >= q.pay_h
        debt = f"{units(q.pay_h + data.loan_surcharge_h)} {cur[q.pay]}"
        loan = next((i for i in view.queue if isinstance(i, LoanItem) and i.owner == q.owner),
                    None)  # F-11.4: a second debt joins the owner's loan
        tail = "" if ok else (
            f" — holds only {units(have[q.pay])}: the debt plus 1 unit, {debt}, becomes a "
            "loan at the back of the queue" if loan is None else
            f" — holds only {units(have[q.pay])}: the debt plus 1 unit, {debt}, joins "
            f"{who} loan {data.letters[loan.letter]} (repaid all at once when it is resolved)")
        return (f"{who} contract {letter}: pays {units(q.pay_h)} {cur[q.pay]}, gets "
                f"{units(q.get_h)} {cur[q.get]}{tail}")
    assert isinstance(q, LoanItem)
    debt = " + ".join(f"{units(h)} {cur[c]}" for c, h in q.lines)
    ok = all(have[c] >= h for c, h in q.lines)
    return f"{who} loan {letter}: repays {debt}" + ("" if ok else
                                                      " — cannot: bankrupt, the game ends")


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
