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

    assert B.BattleLoot("loot-warmth").describe().said_in("en") == "Take the 2 Warmth Loot token"
    warmth = spoken("loot-warmth").said_in("ja")
    assert B.BattleLoot("loot-warmth").describe().said_in("ja") == f"戦利品トークン「{warmth}」を取る"


def test_a_played_battle_saves_and_loads_with_its_actions() -> None:
    g = in_battle(1, 1, "glimmerbat", ("sword", "magic"), 0, ("lantern",), hero_dice=2, warmth=5)
    for action in (B.BattleHeal(), B.BattleReroll((0,)), B.BattleContinue()):
        g.apply(action)
    again = Floe.from_json(g.to_json())
    assert again.state == g.state and again.actions == g.actions == [
        B.BattleHeal(), B.BattleReroll((0,)), B.BattleContinue()]


@pytest.mark.rule("FLOE-BATTLE-SEQ-1", "FLOE-BATTLE-REROLL-1", "FLOE-BATTLE-ITEM-1", "FLOE-BATTLE-FAMILIAR-1",
                  "FLOE-BATTLE-ALLY-1", "FLOE-MAGIC-HEAL-1", "FLOE-MAGIC-INSIGHT-1", "FLOE-BATTLE-ICON-6")
def test_what_the_roll_phase_offers() -> None:
    from test_battle_game import take_potions

    g = in_battle(1, 1, "glimmerbat", ("sword", "magic", "crit"), 0, (), hero_dice=3, warmth=5,
                  items=["hatchet", "quiver"], items_upgraded=["quiver"], allies=["sneaky-sam", "old-greta"],
                  familiar="snowfox")
    st = g.state
    st.players[0].tokens = take_potions(st, "arrow", "sword")
    g.set_position(st)
    arrow, sword = st.players[0].tokens
    assert g.legal_actions() == [
        B.BattleReroll((0,)), B.BattleReroll((1,)), B.BattleReroll((2,)), B.BattleReroll((0, 1)),
        B.BattleReroll((0, 2)), B.BattleReroll((1, 2)), B.BattleReroll((0, 1, 2)),
        B.BattleAssign(0, "hatchet"), B.BattleAssign(1, "hatchet"), B.BattleAssign(2, "hatchet"),
        B.BattleFamiliar("sword"), B.BattleFamiliar("lantern"), B.BattleAlly("sneaky-sam"),
        B.BattlePotion(arrow), B.BattlePotion(sword), B.BattleDrink(arrow), B.BattleDrink(sword),
        B.BattleHeal(), B.BattleInsight(0), B.BattleInsight(2), B.BattleCrit("arrow"), B.BattleCrit("sword"),
        B.BattleContinue()]


@pytest.mark.rule("FLOE-BATTLE-LOCKED-1", "FLOE-BATTLE-ITEM-1", "FLOE-BATTLE-FAMILIAR-2", "FLOE-MAGIC-ARTIFICE-1")
def test_locked_and_assigned_dice_are_not_offered_for_rerolls() -> None:
    g = in_battle(1, 2, "frostnip", ("lantern", "sword", "magic", "magic"), 0, (), hero_dice=4, warmth=5,
                  items=["hatchet"], familiar="snowfox", familiar_flipped=True)
    edit_battle = g.state
    edit_battle.battle.dice[0].locked = True
    g.set_position(edit_battle)
    g.apply(B.BattleAssign(1, "hatchet"))
    offered = g.legal_actions()
    rerolls = [a.dice for a in offered if isinstance(a, B.BattleReroll)]
    assert rerolls == [(2,), (3,), (2, 3)]
    assert [a for a in offered if isinstance(a, B.BattleFamiliar)] == [B.BattleFamiliar("")]
    assert [a.icon for a in offered if isinstance(a, B.BattleArtifice)] == ["arrow", "sword", "stealth", "lantern",
                                                                          "crit"]


@pytest.mark.rule("FLOE-BATTLE-LANTERN-1", "FLOE-LOOT-ZONE-1", "FLOE-CAVE-BOSS-1")
def test_the_lantern_phase_offers_the_chambers_loot_and_the_boss_its_free_sets() -> None:
    g = in_battle(1, 3, "tundra-toad", ("lantern", "lantern", "sword", "sword"), 0, (), hero_dice=4, warmth=7)
    while g.state.battle.phase != "lantern":
        g.apply(B.BattleContinue())
    right = g.state.cave.loot[1]
    potion = g.state.players[0].tokens[0]     # its Sword is spent: it can only be drunk now
    assert g.legal_actions() == [B.BattleDrink(potion), *[B.BattleLoot(t) for t in dict.fromkeys(right)],
                                 B.BattleContinue()]
    g = in_battle(1, 5, "pale-leviathan", ("sword",) * 5, 0, (), hero_dice=5, warmth=7)
    st = g.state
    st.cave.boss_sets_taken[0] = 1
    g.set_position(st)
    while g.state.battle.phase != "rewards":
        g.apply(B.BattleContinue())
    assert g.legal_actions() == [B.BattleRewardSet(1), B.BattleRewardSet(2), B.BattleRewardSet(3)]
