"""How long the command parser takes on the worst lines people type or paste (issue 16: no
typed line may take more than 100 ms, however long or strange).

    python benchmarks/parser_speed.py

Prints the slowest time per line over a few repeats, with a SellRequest and a BuyRequest
waiting (the states where share names are read), and exits 1 if any line takes > 100 ms.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cresus_tui.games.cresus import load_rules  # noqa: E402
from cresus_tui.games.cresus.requests import BuyRequest, SellRequest  # noqa: E402
from cresus_tui.play.cresus.commands import parse  # noqa: E402
from tests.play.cresus.test_commands import with_req  # noqa: E402

LINES = [
    "thinking about selling tokyo later",
    "expert goto sao paulo decline chances advice",
    "sell abcdefghijklmnopqrstuvwxyza",
    "sell " + "ab " * 160,
    "x" * 20_000,
    "x" * 499,
    "y" * 200_000,
    "9" * 4301,
    "² ¹ ③ " * 80,
    "buy " + "lon-" * 120,
    "offer " + "lon 3 and " * 49,
]
LIMIT_MS = 100.0


def main() -> int:
    rules = load_rules()
    holding = ("TOK-4", "LON-2")
    views = [with_req(SellRequest(0, 2, holding), me={"shares": holding}),
             with_req(BuyRequest(0, 1, ("LON-1", "LON-2"), 50))]
    worst = 0.0
    for line in LINES:
        slowest = 0.0
        for view in views:
            for _ in range(3):
                t = time.perf_counter()
                parse(line, view, rules)
                slowest = max(slowest, (time.perf_counter() - t) * 1000)
        worst = max(worst, slowest)
        print(f"{slowest:8.3f} ms  {line[:50]!r}{'…' if len(line) > 50 else ''} "
              f"({len(line):,} chars)")
    print(f"worst {worst:.3f} ms (limit {LIMIT_MS:.0f} ms)")
    return 0 if worst <= LIMIT_MS else 1


if __name__ == "__main__":
    sys.exit(main())
