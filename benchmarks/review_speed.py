"""Replay and review time of full 4-player games of Big Money and FOR-EX against hard
rivals (the human seat played at random), five seeds each:
``python benchmarks/review_speed.py`` from the repository root."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import time, statistics
from tests.review.helpers import play_other
from cresus_tui.play.review.record import record_of, replay
from cresus_tui.play.review.analysis import review
for gid in ("bigmoney", "forex"):
    rows = []
    for seed in range(1, 6):
        s = play_other(gid, seed=seed, players=4, level="hard")
        rec = record_of(s.game)
        t0 = time.perf_counter(); tl = replay(rec); t1 = time.perf_counter()
        r = review(tl, 0); t2 = time.perf_counter()
        rows.append((len(rec.log), len(r.verdicts), t1 - t0, t2 - t1))
    for x in rows:
        print(gid, "decisions %d human-judged %d replay %.3f s review %.3f s" % x)
