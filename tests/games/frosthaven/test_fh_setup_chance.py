"""Every chance at a Frosthaven setup is drawn under its own name, in the order of the setup list
(FH-SETUP-ORDER-1), so a lesson or a replay can name and fix each one; the recorded outcomes are the ones the
scenario starts with."""

from __future__ import annotations

from typing import Any

import pytest

from floe_widgets.games.frosthaven.scenario import loot as LOOT
from floe_widgets.games.frosthaven.scenario.book import load_yaml, scenario_data
from floe_widgets.games.frosthaven.scenario.game import Frosthaven


def names(game: Frosthaven) -> list[str]:
    return [label for label, _, _ in game.setup_chance]


def outcome(game: Frosthaven, label: str) -> Any:
    (drawn,) = [value for name, value, _ in game.setup_chance if name == label]
    return drawn


@pytest.mark.rule("FH-SETUP-ORDER-1", "FH-SETUP-MONSTER-1", "FH-GOAL-DEAL-1", "FH-LOOT-DECK-1")
def test_each_chance_at_setup_is_drawn_under_its_own_name_in_the_setup_lists_order() -> None:
    game = Frosthaven(players=2, seed=1)
    table = scenario_data("thaw-gate")["loot_table"]
    assert names(game) == (["ability-deck-hound", "ability-deck-archer", "ability-deck-brute",
                            "standee-hound", "standee-archer", "monster-deck", "ally-deck", "battle-goals"]
                           + [f"loot-deck-{name}" for name in table] + ["loot-deck", "deck-C0", "deck-C1"])


@pytest.mark.rule("FH-GOAL-DEAL-1")
def test_the_recorded_battle_goal_shuffle_is_the_deal_three_to_each_character_in_seat_order() -> None:
    game = Frosthaven(players=3, seed=5)
    goals = [goal["id"] for goal in load_yaml("battle_goals.yaml")["goals"]]
    dealt = [goals[i] for i in outcome(game, "battle-goals")]
    assert [ch.goal_options for ch in game.state.characters] == [dealt[0:3], dealt[3:6], dealt[6:9]]


@pytest.mark.rule("FH-LOOT-DECK-1")
def test_the_loot_deck_is_the_recorded_shuffle_of_the_cards_drawn_from_each_sub_deck() -> None:
    game = Frosthaven(players=2, seed=3)
    decks, drawn = LOOT.subdecks(), []
    for name, count in scenario_data("thaw-gate")["loot_table"].items():
        drawn += [decks[name][i] for i in outcome(game, f"loot-deck-{name}")[:count]]
    assert game.state.loot_deck == [drawn[i] for i in outcome(game, "loot-deck")]


@pytest.mark.rule("FH-LOOT-DECK-1")
def test_a_loot_table_asking_for_more_cards_than_a_sub_deck_holds_is_refused_by_name() -> None:
    game = Frosthaven(players=2, seed=1)
    with pytest.raises(ValueError) as info:
        LOOT.build({"money": 2, "arrowvine": 3}, game.chance)
    assert str(info.value) == "the arrowvine loot deck has only 2 cards"
