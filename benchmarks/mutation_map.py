"""A pytest plugin for ``benchmarks/mutation.py``: which test executes which line of the modules
under test.

Loaded with ``-p mutation_map`` (``benchmarks/`` on ``PYTHONPATH``). coverage.py measures the
modules named by the environment variable ``MUTATION_TARGET`` (absolute paths, separated by
``os.pathsep``) with one coverage context
per test (its pytest node id), and one per test file while it is imported (``collect:<path>``:
a test file that plays games at import time, to share them among its tests); lines run outside
both get the empty context. At the end it writes ``MUTATION_MAP`` (a JSON path)::

    {"lines": {"<path>": {"<line number>": ["<node id>", "collect:<path>" or "", ...]}},
     "seconds": {"<node id>": <seconds the test took, setup and teardown included>}}
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import coverage
import pytest

_cov = coverage.Coverage(data_file=None, include=os.environ["MUTATION_TARGET"].split(os.pathsep),
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
    lines = {str(Path(measured).resolve()): {str(line): sorted(contexts) for line, contexts
                                              in data.contexts_by_lineno(measured).items()}
             for measured in data.measured_files()}
    Path(os.environ["MUTATION_MAP"]).write_text(json.dumps(
        {"lines": lines, "seconds": _seconds}), "utf-8")
