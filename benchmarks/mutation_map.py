"""A pytest plugin for ``benchmarks/mutation.py``: which test executes which line of one module.

Loaded with ``-p mutation_map`` (``benchmarks/`` on ``PYTHONPATH``). coverage.py measures the
module named by the environment variable ``MUTATION_TARGET`` (a path) with one coverage context
per test (its pytest node id), and one per test file while it is imported (``collect:<path>``:
a test file that plays games at import time, to share them among its tests); lines run outside
both get the empty context. At the end it writes ``MUTATION_MAP`` (a JSON path)::

    {"lines": {"<line number>": ["<node id>", "collect:<path>" or "", ...]},
     "seconds": {"<node id>": <seconds the test took, setup and teardown included>}}
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import coverage
import pytest

_cov = coverage.Coverage(data_file=None, include=[os.environ["MUTATION_TARGET"]],
                         config_file=False)
_cov.start()  # before collection imports the module: its import-time lines get context ""
_seconds: dict[str, float] = {}


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    _cov.switch_context(item.nodeid)
    started = time.perf_counter()
    yield
    _seconds[item.nodeid] = time.perf_counter() - started
    _cov.switch_context("")


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector):
    if isinstance(collector, pytest.Module):
        _cov.switch_context(f"collect:{collector.nodeid}")
    yield
    _cov.switch_context("")


def pytest_unconfigure(config):
    _cov.stop()
    data = _cov.get_data()
    lines: dict[str, set[str]] = {}
    for measured in data.measured_files():
        for line, contexts in data.contexts_by_lineno(measured).items():
            lines.setdefault(str(line), set()).update(contexts)
    Path(os.environ["MUTATION_MAP"]).write_text(json.dumps(
        {"lines": {k: sorted(v) for k, v in lines.items()}, "seconds": _seconds}), "utf-8")
