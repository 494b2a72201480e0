"""The battle actions as the controls offer them: each one's name on its button, the row it sits in, and
the kind a save writes for it (a save names every action by its kind and reads it back)."""

from __future__ import annotations

import pytest
from test_battle_game import in_battle

from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe.game import Floe

#: (action, its button, its row of controls, its kind in a save)
OFFERS = [
    (B.BattleReroll((0, 2)), "Reroll dice 1, 3 (1 Warmth)", "battle-dice", "battle-reroll"),
    (B.BattleAssign(1, "hatchet"), "Assign die 2 to the Hatchet", "battle-dice", "battle-assign"),
    (B.BattlePotion("potion-01"), "Use the arrow potion for its Battle icons", "battle-help", "battle-potion"),
    (B.BattleDrink("potion-02"), "Drink the sword potion for 1 Warmth", "battle-help", "battle-drink"),
    (B.BattleFamiliar(""), "Familiar's help: all its icons (1 Warmth)", "battle-help", "battle-familiar"),
    (B.BattleFamiliar("lantern"), "Familiar's help: lantern (1 Warmth)", "battle-help", "battle-familiar"),
    (B.BattleAlly("sneaky-sam"), "Use the ally Sneaky Sam in the battle", "battle-help", "battle-ally"),
    (B.BattleHeal(), "Cast Healing (1 Magic: +1 Warmth)", "battle-help", "battle-heal"),
    (B.BattleInsight(3), "Cast Insight on die 4 (1 Magic)", "battle-dice", "battle-insight"),
    (B.BattleArtifice("crit"), "Cast Artifice as a crit (2 Magic)", "battle-help", "battle-artifice"),
    (B.BattleCrit("arrow"), "Crits add to your arrows", "battle-help", "battle-crit"),
    (B.BattleContinue(), "Continue the battle", "battle-continue", "battle-continue"),
    (B.BattleLoot("loot-01"), None, "battle-rewards", "battle-loot"),
    (B.BattleRewardSet(2), "Take boss reward set 3", "battle-rewards", "battle-reward-set"),
]


@pytest.mark.parametrize("action, button, row, kind", OFFERS, ids=lambda x: str(x)[:30])
def test_each_battle_action_reads_and_is_saved_by_its_kind(action, button, row, kind) -> None:
    from floe_widgets import i18n

    said = action.describe()
    assert said.id in i18n.catalogue("ja")
    if button is not None:
        assert said.said_in("en") == button
    assert (action.group, action.kind) == (row, kind)
    assert action.to_dict()["kind"] == kind
    assert Floe(players=2, seed=1).parse_action(action.to_dict()) == action


def test_the_loot_button_names_the_token() -> None:
    from floe_widgets.games.floe.names import spoken

    assert B.BattleLoot("loot-01").describe().said_in("en") == f"Take the loot token {spoken('loot-01')}"


def test_a_played_battle_saves_and_loads_with_its_actions() -> None:
    g = in_battle(1, 1, "glimmerbat", ("sword", "magic"), 0, ("lantern",), hero_dice=2, warmth=5)
    for action in (B.BattleHeal(), B.BattleReroll((0,)), B.BattleContinue()):
        g.apply(action)
    again = Floe.from_json(g.to_json())
    assert again.state == g.state and again.actions == g.actions == [
        B.BattleHeal(), B.BattleReroll((0,)), B.BattleContinue()]
