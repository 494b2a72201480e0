"""What the monster AI reads: figures given as the plain records of a situation (fh-situation/1), and a
stunned monster's negative non-attack abilities (FH-FOCUS-1, FH-FOCUS-8, FH-FOCUS-13)."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.ai.monster_ai import (
    Ability,
    Figure,
    figures_from,
    negative_ability_targets,
    plan_turn,
)
from floe_widgets.games.frosthaven.map.hexmap import HexMap


def test_figures_read_from_situation_records_keep_every_field_and_default_the_rest() -> None:
    records = [{"id": "M", "team": "monsters", "hex": [0, 0], "kind": "monster", "rank": "elite",
                "conditions": ["muddle"]},
               {"id": "A", "team": "characters", "hex": [0, 2], "initiative": 30},
               {"id": "S", "team": "characters", "hex": [2, 0], "kind": "summon", "summoner": "A"}]
    assert figures_from(records) == [
        Figure("M", "monsters", (0, 0), "monster", None, None, frozenset({"muddle"}), "elite"),
        Figure("A", "characters", (0, 2), "character", 30, None, frozenset(), "normal"),
        Figure("S", "characters", (2, 0), "summon", None, "A", frozenset(), "normal")]


@pytest.mark.rule("FH-FOCUS-8")
def test_a_summon_read_from_records_is_focused_just_before_its_summoner() -> None:
    records = [{"id": "M", "team": "monsters", "hex": [0, 0], "kind": "monster"},
               {"id": "A", "team": "characters", "hex": [0, 2], "initiative": 30},
               {"id": "S", "team": "characters", "hex": [0, -2], "kind": "summon", "summoner": "A"}]
    plan = plan_turn(HexMap.radius(3), figures_from(records), "M", Ability(move=0, range=3))
    assert plan.focus == ["S"]


@pytest.mark.rule("FH-FOCUS-1", "FH-FOCUS-13")
@pytest.mark.parametrize("condition", ["stun", "stunned"])
def test_a_stunned_monster_targets_nobody_with_a_negative_ability(condition: str) -> None:
    figures = [Figure("M", "monsters", (0, 0), "monster"), Figure("A", "characters", (0, 1), "character", 10)]
    assert negative_ability_targets(HexMap.radius(2), figures, "M", 2) == [("A",)]
    stunned = [Figure("M", "monsters", (0, 0), "monster", conditions=frozenset({condition})), figures[1]]
    assert negative_ability_targets(HexMap.radius(2), stunned, "M", 2) == []
