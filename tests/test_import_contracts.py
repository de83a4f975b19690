"""The layers hold: ``lint-imports`` keeps every contract of pyproject.toml's
``[tool.importlinter]`` (tui → play → tutorials → ai | saves → games; no game imports another;
no Textual below tui; the engines use no clock)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def lint_imports() -> str:
    beside = Path(sys.executable).parent / "lint-imports"
    return str(beside) if beside.exists() else (shutil.which("lint-imports") or str(beside))


def test_lint_imports_keeps_every_contract() -> None:
    run = subprocess.run([lint_imports(), "--no-cache"], cwd=ROOT, capture_output=True,
                         text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert "0 broken" in run.stdout
