"""The review package is front-end neutral: no Textual; the engine knows nothing of it."""

from __future__ import annotations

from tests.test_layers import ROOT, imports_of


def test_review_imports_no_textual() -> None:
    for path, names in imports_of("cresus_tui/review").items():
        bad = [n for n in names if n == "textual" or n.startswith("textual.")
               or n.startswith("cresus_tui.tui.screens") or n.startswith("cresus_tui.tui.app")]
        assert not bad, f"{path.relative_to(ROOT)} imports {bad}"


def test_engines_do_not_import_review() -> None:
    for pkg in ("cresus_tui/engine", "ai", "saves"):
        for path, names in imports_of(pkg).items():
            assert not any(n.startswith("cresus_tui.review") for n in names), path
