"""Pig, a fourth game that lives in the tests only: its engine (``engine.py``), a rival
(``rival.py``), its play kit (``play.py``) and review kit (``review.py``). ``register()`` adds
it to the house at run time — the registry, the play, rival and review kits — with no edit
outside this folder; ``unregister()`` takes it away. The ``pig`` fixture
(``tests/conftest.py``) does both around a test."""

from __future__ import annotations


def register() -> None:
    """Make Pig a registered game for this process."""
    from ai.kits import register_ai_kit
    from cresus_tui.games.registry import register_game
    from cresus_tui.play.kits import register_play_kit
    from cresus_tui.play.review.kits import register as register_review_kit

    from . import engine, play, review, rival

    register_game(engine.SPEC)
    register_play_kit(play.KIT)
    register_ai_kit(rival.KIT)
    register_review_kit(review.KIT, "tests.pig")


def unregister() -> None:
    """Take Pig away again."""
    from ai.kits import forget_ai_kit
    from cresus_tui.games.registry import unregister_game
    from cresus_tui.play.kits import forget_play_kit
    from cresus_tui.play.review import kits

    unregister_game("pig")
    forget_play_kit("pig")
    forget_ai_kit("pig")
    kits.KITS.pop("pig", None)


try:
    import pytest
except ImportError:  # pragma: no cover - outside the tests
    pytest = None  # type: ignore[assignment]

if pytest is not None:
    @pytest.fixture
    def pig_game():
        """Pig registered for the length of one test."""
        register()
        try:
            yield "pig"
        finally:
            unregister()
