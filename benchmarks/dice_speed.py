"""Speed of the dice optimizer (ai/dice.py): solver build time and lookup time.

Run: ``python benchmarks/dice_speed.py``. "first" is one build with every cache emptied (the
position layout included); "build" is the median of fresh ``DiceSolver`` builds once the layout for
that (dice, faces, symmetry) is cached, which is what a new sale table costs in a game.
``best_keep`` is timed on random positions right after the first throw, with the solver's
per-position caches emptied ("cold") and then filled ("warm"); ``distribution`` is the full
distribution from before the first throw. Build and distribution times are medians.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from ai import dice
from ai.dice import DiceSolver, counts_of, game_solver, sale_solver
from cresus_tui.games.cresus.cards import load_rules


def _median_ms(fn: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e3


def _lookups_us(solver: DiceSolver, samples: int = 2000) -> tuple[float, float]:
    rng = random.Random(1)
    rolls = [counts_of([rng.randrange(solver.faces) for _ in range(solver.n_dice)], solver.faces)
             for _ in range(samples)]
    left = solver.throws - 1
    solver._best_cache.clear()  # cold: validate, canonicalise, table lookup
    solver._canon_cache.clear()
    t0 = time.perf_counter()
    for c in rolls:
        solver.best_keep(c, left)
    cold = (time.perf_counter() - t0) / samples * 1e6
    t0 = time.perf_counter()
    for c in rolls:
        solver.best_keep(c, left)
    warm = (time.perf_counter() - t0) / samples * 1e6
    return cold, warm


def _report(name: str, make: Callable[[], DiceSolver], repeats: int = 20) -> None:
    dice._layout.cache_clear()
    dice.multisets.cache_clear()
    first = _median_ms(make, 1)
    build = _median_ms(make, repeats)
    solver = make()
    cold, warm = _lookups_us(solver)
    dist = _median_ms(solver.distribution, 5)
    print(f"{name:<38} first {first:6.2f} ms  build {build:6.2f} ms   best_keep {cold:6.2f} us cold {warm:5.2f} us warm"
          f"   distribution {dist:6.2f} ms   E = {float(solver.expected()):7.3f}")


def main() -> None:
    rules = load_rules()
    share = next(s for s in rules.shares.values() if s.throws == 3)
    table = share.table
    print(f"sale table {share.id} ({share.throws} throws): {table}")
    _report(f"sale {share.id}, 3 throws",
            lambda: DiceSolver(6, 6, 3, lambda c: table[max(c) - 1]))
    _report(f"sale {share.id}, 3 throws, no symmetry",
            lambda: DiceSolver(6, 6, 3, lambda c: table[max(c) - 1], symmetry=None))
    _report(f"sale {share.id}, 3 throws, exact",
            lambda: DiceSolver(6, 6, 3, lambda c: table[max(c) - 1], exact=True), repeats=5)
    _report(f"sale {share.id}, 3 throws, exact, no sym",
            lambda: DiceSolver(6, 6, 3, lambda c: table[max(c) - 1], exact=True, symmetry=None),
            repeats=5)
    for g in rules.games.values():
        _report(f"game {g.code} ({g.dice}x{g.throws})",
                lambda g=g: DiceSolver(g.dice, 6, g.throws, g.score))
        _report(f"game {g.code}, no symmetry",
                lambda g=g: DiceSolver(g.dice, 6, g.throws, g.score, symmetry=None))

    # A rival's decision: fetch the cached solver, then look the keep up.
    game = rules.games["course-de-voitures"]
    rng = random.Random(2)
    rolls = [counts_of([rng.randrange(6) for _ in range(6)]) for _ in range(2000)]

    def decide_sale() -> None:
        for c in rolls:
            sale_solver(table, 3).best_keep(c, 2)

    def decide_game() -> None:
        for c in rolls:
            game_solver(game).best_keep(c, 2)

    decide_sale()
    decide_game()
    print(f"decision (cached sale_solver + best_keep): {_median_ms(decide_sale, 5) / 2:.2f} us")
    print(f"decision (cached game_solver + best_keep): {_median_ms(decide_game, 5) / 2:.2f} us")


if __name__ == "__main__":
    main()
