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


def test_a_game_saved_at_a_monsters_tied_options_by_an_earlier_version_loads_unchanged() -> None:
    """Lesson 3's tie step, saved by the engine of 04d7da1 while the party picks the hound's hex: the pending
    decision keeps its plan as it was saved, and the save still matches its own history when loaded."""
    from floe_widgets.games.frosthaven.scenario.actions import PartyChoice
    from floe_widgets.games.frosthaven.scenario.game import Frosthaven

    path = recorded_path(CASES[0]).with_name("lesson3-monster-tie-saved-at-the-party-choice.json")
    loaded = Frosthaven.load(path)
    assert loaded.to_json().encode("utf-8") == path.read_bytes()
    assert [type(a) for a in loaded.legal_actions()] == [PartyChoice, PartyChoice]
