"""Snapshots of the Review screen (its three tabs, the chart and its text table, NO_COLOR)
and of the Statistics screen, at 80×24. Deterministic: a fixed seed, a two-turn scenario and
random-legal rivals, as in test_snapshots.py. Update serially:
``pytest tests/tui/test_review_snapshots.py --snapshot-update -p no:xdist``."""

from __future__ import annotations

import json
import os

import pytest

from cresus_tui.tui.app import CresusApp
from cresus_tui.play.settings import Settings

from .test_snapshots import finished_app, settle

CASES = {
    "review_costliest": ["r"],
    "review_chart": ["r", "2"],
    "review_chart_luxuries": ["r", "2", "l"],
    "review_decisions": ["r", "3"],
    "review_replay": ["r", "4", "]"],
}


@pytest.mark.parametrize("case", list(CASES))
def test_review_snapshot(case: str, snap_compare) -> None:
    assert snap_compare(finished_app(), press=CASES[case], terminal_size=(80, 24),
                        run_before=settle)


def test_review_chart_no_color(snap_compare, monkeypatch) -> None:
    """Under NO_COLOR the chart tab shows the text table alone."""
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(finished_app(), press=["r", "2"], terminal_size=(80, 24),
                        run_before=settle)


def test_statistics_snapshot(snap_compare, tmp_path) -> None:
    data = tmp_path / "data" / "cresus-tui"
    data.mkdir(parents=True, exist_ok=True)
    (data / "statistics.json").write_text(json.dumps({"version": 1, "counted": [], "games": {
        "cresus": {"normal": {"played": 5, "won": 2, "placed": 2, "best": [0, 6, 210],
                              "best_words": "6 luxury cards, 210 M",
                              "tallies": {"island": 1, "luxuries": 21}},
                   "hard": {"played": 2, "won": 0, "placed": 1, "best": [0, 4, 80],
                            "best_words": "4 luxury cards, 80 M",
                            "tallies": {"island": 0, "luxuries": 7}}}}}))
    assert os.environ["XDG_DATA_HOME"] == str(tmp_path / "data")
    app = CresusApp(Settings.test_profile(seed=42))
    assert snap_compare(app, press=["s"], terminal_size=(80, 24), run_before=settle)
