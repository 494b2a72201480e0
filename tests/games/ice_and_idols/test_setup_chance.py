"""Every chance at setup is drawn under its own name, in the order a table sets up (so a lesson or a
replay can name and fix each one), and only where the options leave it to chance."""

from __future__ import annotations

import pytest

from floe_widgets.games.ice_and_idols.game import IceAndIdols


def names(game: IceAndIdols) -> list[str]:
    return [label for label, _, _ in game.setup_chance]


@pytest.mark.rule("IAI-SETUP-MAP-1", "IAI-AMBIG-11", "IAI-SETUP-FIRST-1")
def test_a_random_setup_draws_each_part_by_name() -> None:
    game = IceAndIdols(players=3, seed=4, map="random")
    assert names(game) == (["map-sections"] + ["map-side"] * 4 + ["tiles"] + ["tile-rotation"] * 24
                           + ["characters", "first-player", "key-cards", "event-deck", "vp-tokens"])
    sides = [outcome for label, outcome, _ in game.setup_chance if label == "map-side"]
    assert [section.split(":")[1] for section in game.state.map_sections] == sides


@pytest.mark.rule("IAI-SETUP-MAP-1", "IAI-SETUP-FIRST-1")
def test_what_the_options_fix_is_not_drawn() -> None:
    game = IceAndIdols(players=2, seed=4, characters=["sculptor", "curator"], first_player=1)
    assert names(game) == ["tiles"] + ["tile-rotation"] * 24 + ["key-cards", "event-deck", "vp-tokens"]
    assert [p.character for p in game.state.players] == ["sculptor", "curator"] and game.state.turn == 1
