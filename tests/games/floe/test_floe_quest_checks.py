"""Quest steps that check past deeds (FLOE-QUEST-CHECK-1): met as soon as the player acts."""

from __future__ import annotations

import pytest
from floe_kit import acting, game, me

from floe_widgets.games.floe.state import STONE_PRIMED, STONE_TRACK1


@pytest.mark.rule("FLOE-QUEST-CHECK-1")
@pytest.mark.parametrize("primed, step", [(3, 3), (2, 2)])
def test_the_ember_road_counts_primed_floe_stones(primed: int, step: int) -> None:
    """The Ember Road's third step asks for three Primed Floe Stones: a Stone just Primed counts."""
    g = game(quests=["ember-road", "lost-pod"])
    stones = dict(zip(("pearl", "kelp", "mushroom", "wood"), [STONE_PRIMED] * primed + [STONE_TRACK1] * (4 - primed)))
    acting(g, quest_step=2, stones=stones)
    assert me(g).quest == "ember-road" and me(g).quest_step == step
