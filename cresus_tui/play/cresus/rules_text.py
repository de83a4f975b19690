"""The numbers of the in-game rules and help, filled from the data file when they are read.

``fill(text, rules) -> str`` replaces every ``{{name}}`` placeholder of ``docs/rules.md`` and
``docs/help.md`` by its value from ``cresus.toml`` (through ``Rules``) or from the engine's
dice solver, so that every number a player reads is the game's own. Names:

* ``cash``, ``loan``, ``offers`` (trade offers a turn, C-10.4), ``rival_offers``,
  ``experts_in_game``, ``sale_percent``;
* ``cresus.N.FIELD``: Crésus card N (1-based, data order) amount, minimum, maximum, percent;
* ``game.CODE.FIELD``: entry, dice, throws, gain, gains (``10/60/200``), patterns;
* ``sector.CODE.FIELD``: premium, bonus2, bonus3, bonus4;
* ``lux.N.price`` / ``lux.N.half``; ``sale.T.P.F``: a T-throw share priced P M, F faces;
* tables: ``table.sale`` (C-3.2), ``table.sectors`` (C-2), ``table.luxuries`` (C-8.1),
  ``games.ev`` (C-9.3: each game's expected return under the best play, and its net).

An unknown name raises KeyError (a test renders both documents).
"""

from __future__ import annotations

import re

from ai.cresus.words import dec, signed
from cresus_tui.games.cresus.cards import Rules
from cresus_tui.i18n import current_language, semicolons, tr

PLACEHOLDER = re.compile(r"\{\{([a-z0-9_.\-]+)\}\}")


def _num(x: float) -> str:
    return f"{x:,.0f}" if float(x).is_integer() else f"{x:.1f}"


def sale_value(rules: Rules, throws: int, price: int, faces: int) -> int:
    """The sale gain (M) of a ``throws``-throw share priced ``price`` M for ``faces`` faces of
    one colour (C-3.2), as the engine's share tables give it. KeyError if no share has it."""
    for s in rules.shares.values():
        if s.throws == throws and s.price == price:
            return s.table[faces - 1]
    raise KeyError(f"no {throws}-throw share at {price} M")


def sale_table(rules: Rules) -> str:
    rows = sorted({(s.throws, s.price): s.table for s in rules.shares.values()}.items(),
                  key=lambda kv: (-kv[0][0], kv[0][1]))
    out = [tr("| Throws | Price | 1 | 2 | 3 | 4 | 5 | 6 |"), "|---|---|---|---|---|---|---|---|"]
    for (throws, price), table in rows:
        out.append(f"| {throws} | {price} M | " + " | ".join(str(x) for x in table) + " |")
    return "\n".join(out)


def sector_table(rules: Rules) -> str:
    out = [tr("| Sector | Off-market premium | Bonus for 2 cards | for 3 | for 4 or more |"),
           "|---|---|---|---|---|"]
    for s in rules.data.sectors:
        b = s.bonus
        out.append(f"| {s.name} | {s.premium} M | {b[0]} M | {b[1]} M | {b[2]} M |")
    return "\n".join(out)


def luxury_table(rules: Rules) -> str:
    pct = rules.data.luxury_sale_percent
    out = [tr("| Rank | Card | Price | Sells back for |"), "|---|---|---|---|"]
    for i, x in enumerate(rules.data.luxuries, 1):
        name = x.name if current_language() == "fr" else f"{x.name} ({x.english})"
        out.append(f"| {i} | {name} | {x.price} M | {x.price * pct // 100} M |")
    return "\n".join(out)


def games_ev(rules: Rules) -> str:
    """C-9.3: each gambling game's expected return under the best play, and whether it pays
    back its entry on average."""
    from ai.cresus.evaluator import gamble_solver

    parts, pay, lose = [], [], []
    for g in rules.data.games:
        ev = float(gamble_solver(g.code, rules=rules).expected())
        net = ev - g.entry
        parts.append(tr("{game} {value} M for {entry} M ({net} M)").format(
            game=g.name, value=dec(ev), entry=g.entry, net=signed(net)))
        (pay if net > 0 else lose).append(g.name)
    text = tr("With the best play, a game returns on average: {games}. ").format(
        games=semicolons(parts))
    if pay:
        text += tr("{pay} pay back their entry on average; {lose} do not.").format(
            pay=_and(pay), lose=_and(lose))
    else:
        text += tr("No game pays back its entry on average.")
    return text


def _and(names: list[str]) -> str:
    return names[0] if len(names) == 1 else tr("{some} and {last}").format(
        some=", ".join(names[:-1]), last=names[-1])


def value(name: str, rules: Rules) -> str:
    """The text of placeholder ``name``. Raises KeyError for an unknown name."""
    d = rules.data
    simple = {"cash": d.starting_cash, "loan": d.loan_amount, "offers": d.max_offers_per_turn,
              "rival_offers": d.rival_offers_per_turn, "experts_in_game": d.experts_in_game,
              "sale_percent": d.luxury_sale_percent}
    if name in simple:
        return str(simple[name])
    tables = {"table.sale": sale_table, "table.sectors": sector_table,
              "table.luxuries": luxury_table, "games.ev": games_ev}
    if name in tables:
        return tables[name](rules)
    kind, _, rest = name.partition(".")
    key, _, field = rest.rpartition(".")
    try:
        if kind == "cresus":
            return str(getattr(d.cresus[int(key) - 1], field))
        if kind == "game":
            g = next(g for g in d.games if g.code == key)
            if field == "gains":
                return "/".join(str(x) for x in g.gains)
            if field == "patterns":
                words = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
                if current_language() == "en":
                    return ", ".join(f"{words.get(n, n)} {c} {gain}" for c, n, gain in g.patterns)
                from .labels import colour_word

                return ", ".join(f"{n} {colour_word(c)} {gain}" for c, n, gain in g.patterns)
            return str(getattr(g, field))
        if kind == "sector":
            s = next(s for s in d.sectors if s.code == key)
            if field.startswith("bonus"):
                return str(s.bonus[int(field[5:]) - 2])
            return str(getattr(s, field))
        if kind == "lux":
            x = d.luxuries[int(key) - 1]
            return str(x.price if field == "price" else x.price * d.luxury_sale_percent // 100)
        if kind == "sale":
            throws, _, price = key.partition(".")
            return str(sale_value(rules, int(throws), int(price), int(field)))
    except (StopIteration, IndexError, ValueError, AttributeError) as exc:
        raise KeyError(name) from exc
    raise KeyError(name)


def fill(text: str, rules: Rules | None = None) -> str:
    """``text`` with every ``{{name}}`` replaced (see the module docstring)."""
    from cresus_tui.games.cresus.cards import load_rules

    rules = rules or load_rules()
    return PLACEHOLDER.sub(lambda m: value(m.group(1), rules), text)
