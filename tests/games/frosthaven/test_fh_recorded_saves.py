"""The engine's behaviour is pinned by saves recorded before it was reshaped (issue #11 item 5):
the same seeds, bots and fixed outcomes must give the same save text, byte for byte."""

from __future__ import annotations

import pytest

from tests.games.frosthaven.recorded_games import CASES, Case, new_game, play_case, recorded_path


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_replaying_a_recorded_game_gives_the_same_save_text(case: Case) -> None:
    recorded = recorded_path(case).read_text(encoding="utf-8")
    game = play_case(case)
    assert game.is_over or len(game.actions) == case.max_actions
    assert game.to_json(indent=1) == recorded


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_loading_a_recorded_save_and_saving_again_gives_the_same_bytes(case: Case) -> None:
    path = recorded_path(case)
    loaded = type(new_game(case)).load(path)
    assert loaded.to_json(indent=1).encode("utf-8") == path.read_bytes()
