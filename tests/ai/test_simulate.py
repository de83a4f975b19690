"""The generic simulator and ``cresus simulate|odds --game``, over the registry."""

from __future__ import annotations

import json

import pytest

from ai.kits import ai_kit
from ai.simulate import play_random, simulate
from cresus_tui.cli import main
from cresus_tui.games.registry import GAMES, get_game

SPECS = [pytest.param(spec, id=game_id) for game_id, spec in GAMES.items()]
GENERIC_KEYS = {"game", "games", "players", "seconds", "games_per_second", "mean_turns",
                "entrants", "win_share_by_entrant", "win_share_by_seat",
                "win_interval_by_entrant", "decision_ms", "errors"}


@pytest.mark.parametrize("spec", SPECS)
def test_random_legal_games_of_every_game_end_with_a_winner(spec) -> None:
    summary = simulate(spec, spec.min_players, 4, seed=9)
    assert summary.errors == [] and summary.game == spec.id and summary.games == 4
    assert summary.mean_decisions > 0 and summary.mean_turns >= 1
    assert sum(summary.win_share_by_seat) == pytest.approx(1.0, abs=1e-3)
    assert play_random(spec, spec.min_players, 9) == play_random(spec, spec.min_players, 9)


def test_a_number_of_players_the_game_does_not_allow_is_refused() -> None:
    spec = get_game("cresus")
    with pytest.raises(ValueError, match="2 to 6 players"):
        simulate(spec, 7, 1)


@pytest.mark.parametrize("game", list(GAMES))
def test_simulate_json_has_the_generic_keys_for_every_game(game: str, capsys) -> None:
    assert main(["simulate", "--game", game, "--games", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert GENERIC_KEYS <= set(out) and out["game"] == game and out["errors"] == []


def test_simulate_an_unknown_game_names_the_games(capsys) -> None:
    with pytest.raises(SystemExit) as info:
        main(["simulate", "--game", "monopoly"])
    assert info.value.code == 2
    assert "invalid choice: 'monopoly'" in capsys.readouterr().err


def test_a_game_without_a_tournament_is_simulated_with_random_legal_seats(
        monkeypatch, capsys) -> None:
    monkeypatch.setattr("ai.kits.ai_kit", lambda game: None)
    assert main(["simulate", "--game", "cresus", "--games", "2", "--players", "3",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert GENERIC_KEYS <= set(out) and out["players"] == 3 and "mean_decisions" in out
    with pytest.raises(SystemExit):
        main(["simulate", "--game", "cresus", "--rivals", "hard,easy"])
    assert "no computer rivals yet" in capsys.readouterr().err


def test_odds_of_a_game_without_odds_says_so(monkeypatch, capsys) -> None:
    monkeypatch.setattr("ai.kits.ai_kit", lambda game: None)
    with pytest.raises(SystemExit) as info:
        main(["odds", "--game", "cresus", "roulette"])
    assert info.value.code == 2
    assert "Crésus has no odds tables" in capsys.readouterr().err


def test_odds_of_cresus_by_game_and_by_default_agree(capsys) -> None:
    assert main(["odds", "--game", "cresus", "roulette", "--json"]) == 0
    by_game = json.loads(capsys.readouterr().out)
    assert main(["odds", "roulette", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == by_game and by_game["name"] == "Roulette"


def test_cresus_rivals_are_found_by_folder() -> None:
    kit = ai_kit("cresus")
    assert kit is not None and kit.game == "cresus" and kit.odds and kit.simulate
    assert kit.make_rival("hard", "ruse", 1).name
    with pytest.raises(KeyError):
        ai_kit("nothing")
