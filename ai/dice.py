"""Exact single-turn optimizer for keep/reroll dice games (C-5.12 sales, C-9.3 gambling games).

A turn: throw ``n_dice`` dice with ``faces`` faces; while throws are left, keep ANY sub-multiset of
the current dice (dice kept earlier may be released) and reroll the others, or stop. After the last
allowed throw the dice are final. The score depends only on the final multiset.

Shapes and conventions
----------------------
* Faces are indices ``0 .. faces-1``; for Crésus dice they follow ``COLOURS`` (0 = red, 1 = blue,
  2 = yellow, 3 = green, 4 = orange, 5 = violet).
* A position is a *count vector*: a tuple of ``faces`` non-negative ints, ``counts[f]`` = number of
  dice showing face ``f``. The engine's concrete dice (a list of face indices such as
  ``[0, 3, 3, 5, 1, 0]``) convert with `counts_of`; `keep_indices` turns a kept multiset back into
  positions in that list.
* ``throws`` is the total number of throws allowed, the first one included (a share's throw count).
  ``throws_left`` is the number of throws still allowed *after* the dice now showing were thrown:
  ``throws - 1`` right after the first throw, ``0`` when the dice are final.
* A keep is a sub-multiset of the current dice (a count vector); keeping every die means stopping.
* Values are whatever the value function returns, typically M (millions of Crésus) for sales and
  games, or 0/1 for a probability of success. Float mode (the default, for play) returns floats;
  exact mode returns `fractions.Fraction`, so tests can pin published values exactly.

Method
------
Expectimax over multisets. Rolling ``m`` dice is unrolled one die at a time
(E[keep] = mean over faces of E[keep + that face]), and the best keep inside a multiset is the best
of itself and the best keeps of the multisets one die smaller, so every table costs
O(states x faces). Faces the value function treats alike (detected from the table, e.g. every colour
for a "most faces of one colour" sale) are merged: positions are stored with the counts of
interchangeable faces sorted, which shrinks a 6-dice sale from 924 positions to 30.

Errors: malformed counts, dice, keeps, throw numbers or symmetry classes raise `ValueError`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable, Iterable, Sequence
from fractions import Fraction
from itertools import product
from typing import Any, TypeAlias

Counts: TypeAlias = tuple[int, ...]
Number: TypeAlias = int | float | Fraction

__all__ = [
    "Counts",
    "DiceSolver",
    "counts_of",
    "more_then_higher",
    "number_solver",
    "dice_of",
    "game_solver",
    "keep_indices",
    "multisets",
    "sale_solver",
    "solver_from_table",
    "tabulate",
]


# --------------------------------------------------------------------------------------------
# Multisets and concrete dice


@functools.cache
def multisets(n: int, faces: int) -> tuple[Counts, ...]:
    """Every count vector of exactly ``n`` dice over ``faces`` faces, lexicographically descending
    (``(n, 0, …)`` first). There are C(n + faces - 1, faces - 1) of them (462 for 6 dice, 6 faces).

    Raises ValueError if ``n < 0`` or ``faces < 1``."""
    if n < 0 or faces < 1:
        raise ValueError(f"need n >= 0 and faces >= 1, got n={n}, faces={faces}")
    out: list[Counts] = []

    def rec(prefix: list[int], left: int, slots: int) -> None:
        if slots == 1:
            out.append((*prefix, left))
            return
        for c in range(left, -1, -1):
            prefix.append(c)
            rec(prefix, left - c, slots - 1)
            prefix.pop()

    rec([], n, faces)
    return tuple(out)


def counts_of(dice: Iterable[int], faces: int = 6) -> Counts:
    """Count vector (length ``faces``) of concrete dice given as face indices.

    >>> counts_of([0, 3, 3, 5, 1, 0])
    (2, 1, 0, 2, 0, 1)

    Raises ValueError on a face outside ``0 .. faces-1``."""
    counts = [0] * faces
    for f in dice:
        if not (isinstance(f, int) and 0 <= f < faces):
            raise ValueError(f"die face {f!r} is not in 0..{faces - 1}")
        counts[f] += 1
    return tuple(counts)


def dice_of(counts: Sequence[int]) -> list[int]:
    """Concrete dice (face indices, ascending) for a count vector: ``(2, 0, 1) -> [0, 0, 2]``."""
    return [f for f, c in enumerate(counts) for _ in range(c)]


def keep_indices(dice: Sequence[int], keep: Sequence[int], prefer: Iterable[int] = ()) -> list[int]:
    """Positions in ``dice`` (face indices) of dice making up the multiset ``keep`` (counts).

    Among dice of the same face, positions listed in ``prefer`` (e.g. the dice the player kept at
    the previous throw) are taken first, then the lowest positions, so a hint moves as few dice as
    possible. Returns the positions in ascending order.

    Raises ValueError if ``keep`` is not a sub-multiset of ``dice``."""
    need = list(keep)
    preferred = [i for i in dict.fromkeys(prefer) if 0 <= i < len(dice)]
    taken = set(preferred)
    order = preferred + [i for i in range(len(dice)) if i not in taken]
    chosen: list[int] = []
    for i in order:
        f = dice[i]
        if 0 <= f < len(need) and need[f] > 0:
            need[f] -= 1
            chosen.append(i)
    if any(need) or min(need, default=0) < 0:
        raise ValueError(f"keep {tuple(keep)} is not a sub-multiset of dice {list(dice)}")
    return sorted(chosen)


def tabulate(value: Callable[[Counts], Number], n: int, faces: int) -> tuple[Number, ...]:
    """The values of every final multiset, in the order of ``multisets(n, faces)``."""
    return tuple(value(c) for c in multisets(n, faces))


# --------------------------------------------------------------------------------------------
# Position layout (value independent, cached per n / faces / symmetry classes)


class _Layout:
    """Canonical positions of 0..n dice. Faces of one symmetry class sit in consecutive
    positions (``order``) with their counts sorted in descending order, so one tuple stands for
    every position the value function cannot tell apart.

    ``up[i]``: (child, ways) for adding one die (``ways`` faces lead to the same child);
    ``down[i]``: children for removing one die. Children keep the parent's alignment (adding
    raises the first entry of a run of equal counts, removing lowers the last), so a sub-position
    reached through ``down`` is directly a keep aligned with its parent."""

    def __init__(self, n: int, faces: int, classes: tuple[tuple[int, ...], ...]) -> None:
        self.n = n
        self.faces = faces
        self.classes = classes
        self.order: tuple[int, ...] = tuple(f for cls in classes for f in cls)
        spans = []
        start = 0
        for cls in classes:
            spans.append((start, start + len(cls)))
            start += len(cls)
        self.spans = tuple(spans)
        states: list[Counts] = []
        seen: set[Counts] = set()
        for size in range(n + 1):
            for c in multisets(size, faces):
                key = self.canon(c)[0]
                if key not in seen:
                    seen.add(key)
                    states.append(key)
        self.states = states
        self.index = {s: i for i, s in enumerate(states)}
        self.size = [sum(s) for s in states]
        self.full = [i for i, s in enumerate(states) if self.size[i] == n]
        self.up: list[tuple[tuple[int, int], ...]] = []
        self.down: list[tuple[int, ...]] = []
        for s in states:
            ups: list[tuple[int, int]] = []
            downs: list[int] = []
            for a, b in self.spans:
                p = a
                while p < b:
                    q = p
                    while q + 1 < b and s[q + 1] == s[p]:
                        q += 1
                    if sum(s) < n:
                        child = list(s)
                        child[p] += 1
                        ups.append((self.index[tuple(child)], q - p + 1))
                    if s[p] > 0:
                        child = list(s)
                        child[q] -= 1
                        downs.append(self.index[tuple(child)])
                    p = q + 1
            self.up.append(tuple(ups))
            self.down.append(tuple(downs))

    def canon(self, counts: Counts) -> tuple[Counts, Counts]:
        """(canonical tuple, perm) where ``perm[p]`` is the actual face at position ``p``."""
        perm: list[int] = []
        for cls in self.classes:
            perm.extend(sorted(cls, key=lambda f: -counts[f]))
        return tuple(counts[f] for f in perm), tuple(perm)

    def actual(self, canon: Sequence[int], perm: Sequence[int]) -> Counts:
        out = [0] * self.faces
        for p, f in enumerate(perm):
            out[f] = canon[p]
        return tuple(out)


@functools.lru_cache(maxsize=64)
def _layout(n: int, faces: int, classes: tuple[tuple[int, ...], ...]) -> _Layout:
    return _Layout(n, faces, classes)


def _detect_classes(table: dict[Counts, Number], faces: int) -> tuple[tuple[int, ...], ...]:
    """Faces i, j are interchangeable when swapping their counts never changes the value. Swaps
    generate the full permutation group of each class, so the classes are exact symmetries."""
    parent = list(range(faces))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for i in range(faces):
        for j in range(i + 1, faces):
            if find(i) == find(j):
                continue
            ok = True
            for c, v in table.items():
                if c[i] != c[j]:
                    s = list(c)
                    s[i], s[j] = s[j], s[i]
                    if table[tuple(s)] != v:
                        ok = False
                        break
            if ok:
                parent[find(j)] = find(i)
    groups: dict[int, list[int]] = {}
    for f in range(faces):
        groups.setdefault(find(f), []).append(f)
    return tuple(sorted(tuple(g) for g in groups.values()))


def _check_classes(classes: Sequence[Sequence[int]], table: dict[Counts, Number],
                   faces: int) -> tuple[tuple[int, ...], ...]:
    norm = tuple(sorted(tuple(sorted(cls)) for cls in classes))
    flat = [f for cls in norm for f in cls]
    if sorted(flat) != list(range(faces)) or any(not cls for cls in norm):
        raise ValueError(f"symmetry classes {classes!r} are not a partition of faces 0..{faces - 1}")
    for cls in norm:
        for a, b in zip(cls, cls[1:]):
            for c, v in table.items():
                s = list(c)
                s[a], s[b] = s[b], s[a]
                if table[tuple(s)] != v:
                    raise ValueError(
                        f"the value function is not symmetric in faces {a} and {b}: "
                        f"{c} -> {v} but {tuple(s)} -> {table[tuple(s)]}")
    return norm


# --------------------------------------------------------------------------------------------
# The solver


class DiceSolver:
    """Optimal play of one keep/reroll turn.

    ``DiceSolver(n_dice, faces, throws, value, exact=False, symmetry="auto")``

    * ``value(counts) -> number``: score of a final count vector (length ``faces``, summing to
      ``n_dice``), e.g. M for a sale. Called once per final multiset at construction.
    * ``exact``: Fractions throughout (tests); otherwise floats (play).
    * ``symmetry``: ``"auto"`` detects faces the value treats alike; ``None`` disables merging;
      or an explicit partition of the faces into interchangeable classes (checked).

    Every table is built at construction (6 dice / 6 faces / 3 throws in float mode: 1-5 ms when
    colours are interchangeable, 10-20 ms without symmetry for the first build); queries are
    dictionary lookups (about 1-3 us, under 0.5 us once a position was asked).
    Ties between equally good keeps go to stopping, otherwise to the keep found first
    (deterministic, so replays and hints agree). ``tie_break(keep counts) -> key``, if given,
    decides instead: among keeps of equal value the largest key wins (faces are then never
    merged); `more_then_higher` is Big Money's rule (B-10.4).

    Raises ValueError if ``n_dice < 1``, ``faces < 1``, ``throws < 1`` or bad symmetry classes.
    """

    def __init__(self, n_dice: int, faces: int, throws: int, value: Callable[[Counts], Number],
                 exact: bool = False, symmetry: str | Sequence[Sequence[int]] | None = "auto",
                 tie_break: Callable[[Counts], Any] | None = None) -> None:
        if n_dice < 1 or faces < 1 or throws < 1:
            raise ValueError(f"need n_dice, faces, throws >= 1; got {n_dice}, {faces}, {throws}")
        self.n_dice = n_dice
        self.faces = faces
        self.throws = throws
        self.exact = exact
        raw = {c: value(c) for c in multisets(n_dice, faces)}
        if tie_break is not None and symmetry == "auto":
            symmetry = None  # the tie-break may tell faces apart that the value does not
        if symmetry == "auto":
            classes = _detect_classes(raw, faces)
        elif symmetry is None:
            classes = tuple((f,) for f in range(faces))
        elif isinstance(symmetry, str):
            raise ValueError(f"symmetry must be 'auto', None or classes, not {symmetry!r}")
        else:
            classes = _check_classes(symmetry, raw, faces)
        self.classes: tuple[tuple[int, ...], ...] = classes
        lay = _layout(n_dice, faces, classes)
        self._lay = lay
        conv: Callable[[Any], Number] = Fraction if exact else float
        order = lay.order
        n_states = len(lay.states)
        val: list[Number] = [0] * n_states
        for i in lay.full:
            val[i] = conv(raw[lay.actual(lay.states[i], order)])
        self._val = val
        self._canon_cache: dict[Counts, tuple[int, Counts]] = {}
        self._best_cache: dict[tuple[Counts, int], tuple[Counts, Number]] = {}
        # _keep[r][i]: expected value of keeping position i with r throws left (full i: stop);
        # _best[r][i]: index of the best keep inside position i; _opt[r][i]: its value.
        self._keep: list[list[Number]] = [val]
        self._best: list[list[int]] = [list(range(n_states))]
        self._opt: list[list[Number]] = [val]
        if exact:
            eps: Number = 0
        else:
            eps = 1e-12 * max(1.0, max(abs(float(v)) for v in val))
        up, down, size = lay.up, lay.down, lay.size
        tkey = ([tie_break(lay.actual(st, order)) for st in lay.states]
                if tie_break is not None else None)
        self.tie_break = tie_break
        after = val  # value of each full position with r-1 throws left, under optimal play
        for r in range(1, throws + 1):
            keep = self._roll_means(after, up, size)
            if r == throws:
                self._start = keep  # before the first throw: the empty keep
                break
            for i in lay.full:
                keep[i] = val[i]
            best = [0] * n_states
            opt: list[Number] = [0] * n_states
            for i in range(n_states):  # ascending size: sub-positions first
                cur = keep[i]
                b = i
                bar = cur + eps if eps else cur
                for j in down[i]:
                    m = opt[j]
                    if m > bar:
                        cur = m
                        bar = cur + eps if eps else cur
                        b = best[j]
                    elif tkey is not None and m >= cur - eps and tkey[best[j]] > tkey[b]:
                        b = best[j]  # equal value: the tie-break decides
                opt[i] = cur
                best[i] = b
            self._keep.append(keep)
            self._best.append(best)
            self._opt.append(opt)
            after = opt

    def _roll_means(self, after: list[Number], up: list[tuple[tuple[int, int], ...]],
                    size: list[int]) -> list[Number]:
        """E[after(position + roll of the missing dice)] for every position (full: ``after``)."""
        n = self.n_dice
        out = list(after)
        if self.exact:
            faces = self.faces
            for i in range(len(out) - 1, -1, -1):
                if size[i] < n:
                    out[i] = Fraction(sum(out[j] * w for j, w in up[i])) / faces
        else:
            inv = 1.0 / self.faces
            for i in range(len(out) - 1, -1, -1):
                if size[i] < n:
                    out[i] = sum([out[j] * w for j, w in up[i]]) * inv
        return out

    # ---------------------------------------------------------------- conversions and checks

    def _locate(self, counts: Sequence[int]) -> tuple[int, Counts]:
        """(state index, perm) of a count vector of 0..n dice. Raises ValueError."""
        key = tuple(counts)
        hit = self._canon_cache.get(key)
        if hit is not None:
            return hit
        if (len(key) != self.faces or any(not isinstance(c, int) or c < 0 for c in key)
                or sum(key) > self.n_dice):
            raise ValueError(f"{key!r} is not a count vector of at most {self.n_dice} dice "
                             f"over {self.faces} faces")
        canon, perm = self._lay.canon(key)
        hit = (self._lay.index[canon], perm)
        self._canon_cache[key] = hit
        return hit

    def _full(self, counts: Sequence[int]) -> tuple[int, Counts]:
        i, perm = self._locate(counts)
        if self._lay.size[i] != self.n_dice:
            raise ValueError(f"{tuple(counts)} shows {self._lay.size[i]} dice, "
                             f"expected {self.n_dice}")
        return i, perm

    def _check_left(self, throws_left: int) -> None:
        if not (isinstance(throws_left, int) and 0 <= throws_left < self.throws):
            raise ValueError(f"throws_left must be in 0..{self.throws - 1}, got {throws_left!r}")

    def counts(self, dice: Iterable[int]) -> Counts:
        """Count vector of concrete dice (face indices). Raises ValueError on a bad face."""
        return counts_of(dice, self.faces)

    # ---------------------------------------------------------------- queries

    def score(self, counts: Sequence[int]) -> Number:
        """The value of final dice ``counts`` (as the value function, converted to the mode)."""
        i, _ = self._full(counts)
        return self._val[i]

    def expected(self) -> Number:
        """Expected final value before the first throw under optimal play."""
        return self._start[0]

    def best_keep(self, counts: Sequence[int], throws_left: int) -> tuple[Counts, Number]:
        """Best keep for dice ``counts`` just thrown, with ``throws_left`` throws still allowed.

        Returns ``(keep, expected value)``; ``keep == counts`` means stop (always so when
        ``throws_left == 0``). Raises ValueError on bad counts or throws_left."""
        key = (counts if type(counts) is tuple else tuple(counts), throws_left)
        hit = self._best_cache.get(key)
        if hit is not None:
            return hit
        self._check_left(throws_left)
        i, perm = self._full(counts)
        b = self._best[throws_left][i]
        keep = self._lay.actual(self._lay.states[b], perm)
        res = (keep, self._opt[throws_left][i])
        self._best_cache[key] = res
        return res

    def best_keep_dice(self, dice: Sequence[int], throws_left: int,
                       prefer: Iterable[int] = ()) -> tuple[list[int], Number]:
        """`best_keep` for concrete dice: ``(positions of the dice to keep, expected value)``;
        keeping every position means stop. ``prefer`` as in `keep_indices`."""
        keep, v = self.best_keep(counts_of(dice, self.faces), throws_left)
        return keep_indices(dice, keep, prefer), v

    def keep_value(self, counts: Sequence[int], throws_left: int, keep: Sequence[int]) -> Number:
        """Expected value of keeping ``keep`` from dice ``counts``, then playing optimally.

        Raises ValueError if ``keep`` is not a sub-multiset of ``counts``, or it rerolls dice
        when ``throws_left == 0``."""
        self._check_left(throws_left)
        self._full(counts)
        keep = tuple(keep)
        if len(keep) != self.faces or any(k < 0 or k > c for k, c in zip(keep, counts)):
            raise ValueError(f"keep {keep} is not a sub-multiset of {tuple(counts)}")
        j, _ = self._locate(keep)
        if self._lay.size[j] < self.n_dice and throws_left == 0:
            raise ValueError("no throw left: the only choice is to keep every die")
        return self._keep[throws_left][j]

    def keep_values(self, counts: Sequence[int], throws_left: int) -> list[tuple[Counts, Number]]:
        """Every distinct keep from dice ``counts`` with its expected value, best first (ties:
        more dice kept first). The whole ``counts`` (stop) is included; with no throw left it is
        the only entry. Raises ValueError on bad counts or throws_left."""
        self._check_left(throws_left)
        i, _ = self._full(counts)
        counts = tuple(counts)
        if throws_left == 0:
            return [(counts, self._val[i])]
        table = self._keep[throws_left]
        out = []
        for keep in product(*(range(c + 1) for c in counts)):
            out.append((keep, table[self._locate(keep)[0]]))
        out.sort(key=lambda kv: (-kv[1], -sum(kv[0]), tuple(-k for k in kv[0])))
        return out

    def distribution(self, counts: Sequence[int] | None = None, throws_left: int | None = None,
                     keep: Sequence[int] | None = None,
                     outcome: Callable[[Counts], Hashable] | None = None) -> dict[Hashable, Number]:
        """Probability of each final outcome under optimal play.

        * ``counts is None``: from before the first throw (``throws_left``/``keep`` ignored).
        * Otherwise from dice ``counts`` just thrown with ``throws_left`` throws still allowed
          (default ``throws - 1``), first keeping ``keep`` if given (forced), optimal afterwards.
        * ``outcome(final counts) -> label``; default: the final value. Returns label ->
          probability, probabilities summing to 1 (exactly in exact mode); sorted by label when
          the labels are orderable.

        Raises ValueError on bad counts, throws_left or keep (see `keep_value`)."""
        lay = self._lay
        one: Number = Fraction(1) if self.exact else 1.0
        if counts is None:
            throws_left = self.throws - 1
            start = ((0,) * self.faces, True)
        else:
            if throws_left is None:
                throws_left = self.throws - 1
            self._check_left(throws_left)
            self._full(counts)
            if keep is None:
                start = (tuple(counts), False)
            else:
                self.keep_value(counts, throws_left, keep)  # validation
                keep = tuple(keep)
                if sum(keep) == self.n_dice:
                    start = (keep, False)
                    throws_left = 0
                else:
                    start = (keep, True)
                    throws_left -= 1
        symmetric = outcome is None or all(len(c) == 1 for c in self.classes)
        if symmetric:
            # Work on canonical positions: labels only depend on the final value.
            pos, perm = self._locate(start[0])
            finals = self._play_canon({pos: one}, start[1], throws_left)
            label = outcome or (lambda c: None)
            result: dict[Hashable, Number] = {}
            for i, p in finals.items():
                key = (self._val[i] if outcome is None
                       else label(lay.actual(lay.states[i], lay.order)))
                result[key] = result.get(key, 0) + p
        else:
            assert outcome is not None
            finals_actual = self._play_actual({start[0]: one}, start[1], throws_left)
            result = {}
            for c, p in finals_actual.items():
                key = outcome(c)
                result[key] = result.get(key, 0) + p
        try:
            return dict(sorted(result.items()))  # type: ignore[type-var]
        except TypeError:
            return result

    def probability(self, predicate: Callable[[Counts], bool], counts: Sequence[int] | None = None,
                    throws_left: int | None = None, keep: Sequence[int] | None = None) -> Number:
        """Probability that the final dice satisfy ``predicate`` under value-optimal play (the
        play maximises the value, not this probability). Arguments as `distribution`."""
        dist = self.distribution(counts, throws_left, keep, outcome=lambda c: bool(predicate(c)))
        return dist.get(True, Fraction(0) if self.exact else 0.0)

    # ---------------------------------------------------------------- forward propagation

    def _roll_canon(self, partial: dict[int, Number]) -> dict[int, Number]:
        """Complete each canonical partial position with random dice -> full position probs."""
        lay = self._lay
        n, up, size = self.n_dice, lay.up, lay.size
        inv: Number = Fraction(1, self.faces) if self.exact else 1.0 / self.faces
        buckets: list[dict[int, Number]] = [{} for _ in range(n + 1)]
        for i, p in partial.items():
            buckets[size[i]][i] = buckets[size[i]].get(i, 0) + p
        for k in range(n):
            nxt = buckets[k + 1]
            for i, p in buckets[k].items():
                q = p * inv
                for j, w in up[i]:
                    nxt[j] = nxt.get(j, 0) + q * w
        return buckets[n]

    def _play_canon(self, start: dict[int, Number], roll_first: bool,
                    throws_left: int) -> dict[int, Number]:
        full = self._roll_canon(start) if roll_first else start
        finals: dict[int, Number] = {}
        for r in range(throws_left, 0, -1):
            best = self._best[r]
            partial: dict[int, Number] = {}
            for i, p in full.items():
                b = best[i]
                if b == i:
                    finals[i] = finals.get(i, 0) + p
                else:
                    partial[b] = partial.get(b, 0) + p
            if not partial:
                full = {}
                break
            full = self._roll_canon(partial)
        for i, p in full.items():
            finals[i] = finals.get(i, 0) + p
        return finals

    def _roll_actual(self, partial: dict[Counts, Number]) -> dict[Counts, Number]:
        n, faces = self.n_dice, self.faces
        inv: Number = Fraction(1, faces) if self.exact else 1.0 / faces
        buckets: list[dict[Counts, Number]] = [{} for _ in range(n + 1)]
        for c, p in partial.items():
            b = buckets[sum(c)]
            b[c] = b.get(c, 0) + p
        for k in range(n):
            nxt = buckets[k + 1]
            for c, p in buckets[k].items():
                q = p * inv
                for f in range(faces):
                    child = c[:f] + (c[f] + 1,) + c[f + 1:]
                    nxt[child] = nxt.get(child, 0) + q
        return buckets[n]

    def _play_actual(self, start: dict[Counts, Number], roll_first: bool,
                     throws_left: int) -> dict[Counts, Number]:
        full = self._roll_actual(start) if roll_first else start
        finals: dict[Counts, Number] = {}
        for r in range(throws_left, 0, -1):
            partial: dict[Counts, Number] = {}
            for c, p in full.items():
                keep, _ = self.best_keep(c, r)
                if keep == c:
                    finals[c] = finals.get(c, 0) + p
                else:
                    partial[keep] = partial.get(keep, 0) + p
            if not partial:
                full = {}
                break
            full = self._roll_actual(partial)
        for c, p in full.items():
            finals[c] = finals.get(c, 0) + p
        return finals

    def __repr__(self) -> str:
        mode = "exact" if self.exact else "float"
        return (f"DiceSolver(n_dice={self.n_dice}, faces={self.faces}, throws={self.throws}, "
                f"{mode}, classes={self.classes})")


# --------------------------------------------------------------------------------------------
# Cached constructors


def solver_from_table(n_dice: int, faces: int, throws: int, table: Sequence[Number],
                      exact: bool = False) -> DiceSolver:
    """A cached solver whose value is ``table[i]`` for the i-th multiset of
    ``multisets(n_dice, faces)`` (see `tabulate`); one build per distinct
    (n, faces, throws, table, mode), shared by `sale_solver` and `game_solver`.

    Raises ValueError if the table length does not match the number of multisets."""
    return _cached_solver(n_dice, faces, throws, tuple(table), bool(exact))


@functools.lru_cache(maxsize=256)
def _cached_solver(n_dice: int, faces: int, throws: int, table: tuple[Number, ...],
                   exact: bool) -> DiceSolver:
    sets = multisets(n_dice, faces)
    if len(table) != len(sets):
        raise ValueError(f"table has {len(table)} values, {len(sets)} multisets expected")
    lookup = dict(zip(sets, table))
    return DiceSolver(n_dice, faces, throws, lookup.__getitem__, exact=exact)


def sale_solver(table: Sequence[int], throws: int, exact: bool = False) -> DiceSolver:
    """C-5.12 share sale: six dice, six colours, ``throws`` throws (a share's throw count, 1..3);
    the value is ``table[k - 1]`` M for a largest same-colour count of ``k`` (``Share.table``).

    Raises ValueError if ``table`` does not have 6 values or throws < 1."""
    return _sale_solver(tuple(table), throws, bool(exact))


@functools.lru_cache(maxsize=256)
def _sale_solver(table: tuple[int, ...], throws: int, exact: bool) -> DiceSolver:
    if len(table) != 6:
        raise ValueError(f"a sale table has 6 values, got {len(table)}")
    return solver_from_table(6, 6, throws, tabulate(lambda c: table[max(c) - 1], 6, 6), exact)


_GAME_CACHE: dict[tuple[Any, ...], DiceSolver] = {}


def game_solver(game: Any, exact: bool = False, tournament: bool = False) -> DiceSolver:
    """C-9.3 gambling game (a ``GameData``): ``game.dice`` dice, six colours, ``game.throws``
    throws, value ``game.score(counts)`` in M (gross gain, entry not deducted); with
    ``tournament=True`` the value is ``game.tournament_score(counts)`` (C-9.2: red faces for a
    race, most faces of one colour for poker), a count of faces, not M. Cached per game content.
    """
    key = (game.code, game.dice, game.throws, game.kind, tuple(game.gains),
           tuple(sorted(game.need.items())), game.gain, tuple(game.patterns), exact, tournament)
    hit = _GAME_CACHE.get(key)
    if hit is None:
        fn = game.tournament_score if tournament else game.score
        hit = solver_from_table(game.dice, 6, game.throws, tabulate(fn, game.dice, 6), exact)
        _GAME_CACHE[key] = hit
    return hit


# --------------------------------------------------------------------------------------------
# Number dice scored by a combination table (Big Money, B-7.2 / B-10)


def more_then_higher(keep: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """B-10.4 tie-break key of a keep (counts over faces 0..5 = values 1..6): more dice kept
    first, then the kept dice sorted high to low compared lexicographically, larger first."""
    return (sum(keep), tuple(f for f in range(len(keep) - 1, -1, -1) for _ in range(keep[f])))


def combination_value(table: Sequence[tuple[Callable[[Counts], bool], Number]],
                      cap: Number | None = None) -> Callable[[Counts], Number]:
    """Value of final dice under a combination/payout table: the highest amount among the
    combinations whose predicate the dice satisfy (0 if none), capped at ``cap`` if given."""

    def value(counts: Counts) -> Number:
        best: Number = 0
        for pred, amount in table:
            if amount > best and pred(counts):
                best = amount
        return best if cap is None else min(best, cap)

    return value


def number_solver(score: Callable[[Counts], Number], throws: int = 3, n_dice: int = 5,
                  faces: int = 6, exact: bool = False, cap: Number | None = None,
                  tie_break: Callable[[Counts], Any] | None = more_then_higher) -> DiceSolver:
    """A solver for ``n_dice`` number dice (faces 0..faces-1 stand for values 1..faces) whose
    final dice are worth ``min(score(counts), cap)`` (``cap`` None: uncapped), with the B-10.4
    tie-break by default. Cached per (tabulated values, throws, mode, tie-break).

    Raises ValueError as `DiceSolver`."""
    table = tabulate(score, n_dice, faces)
    if cap is not None:
        table = tuple(min(v, cap) for v in table)
    return _number_solver(n_dice, faces, throws, tuple(table), bool(exact), tie_break)


@functools.lru_cache(maxsize=128)
def _number_solver(n_dice: int, faces: int, throws: int, table: tuple[Number, ...], exact: bool,
                   tie_break: Callable[[Counts], Any] | None) -> DiceSolver:
    lookup = dict(zip(multisets(n_dice, faces), table))
    return DiceSolver(n_dice, faces, throws, lookup.__getitem__, exact=exact, tie_break=tie_break)
