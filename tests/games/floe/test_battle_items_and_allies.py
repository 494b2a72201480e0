"""What helps a battle besides the dice: Items, Potions, the Familiar and Allies."""

from __future__ import annotations

import pytest
from battle_kit import do, fight, make, to_phase

from floe_widgets.core import IllegalAction
from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe import battle_icons as BI
from floe_widgets.games.floe import battle_legality as BL


@pytest.mark.rule("FLOE-BATTLE-ITEM-2", "FLOE-ITEM-UPGRADED-1")
def test_upgraded_item_gives_its_icon_without_a_die():
    state, ctx, chance = make("frost-colossus", hero_dice=2, items=["quiver"], items_upgraded=["quiver"])
    battle, _ = fight(ctx, chance, hero=("lantern", "sword"), damage=0)
    assert BI.count(battle, "arrow") == 1 and all(not d.item for d in battle.dice)
    with pytest.raises(IllegalAction) as refused:
        do(ctx, battle, chance, B.BattleAssign(0, "quiver"))
    assert refused.value.rule_id == "FLOE-BATTLE-ITEM-2"


@pytest.mark.rule("FLOE-BATTLE-POTION-1", "FLOE-TOKENS-POTION-1")
def test_a_sword_potion_adds_a_sword_and_is_spent():
    state, ctx, chance = make("frost-colossus", hero_dice=2, tokens=["potion-02", "crate-01"])
    battle, _ = fight(ctx, chance, hero=("lantern", "lantern"), damage=0)
    assert B.BattlePotion("crate-01") not in BL.battle_legal_actions(ctx, battle)
    do(ctx, battle, chance, B.BattlePotion("potion-02"))
    assert BI.count(battle, "sword") == 1 and state.players[0].tokens == ["crate-01"]
    with pytest.raises(IllegalAction) as refused:
        do(ctx, battle, chance, B.BattlePotion("potion-02"))
    assert refused.value.rule_id == "FLOE-BATTLE-POTION-1"


@pytest.mark.rule("FLOE-AMBIG-12", "FLOE-BATTLE-POTION-1")
def test_a_potion_helps_only_before_its_icons_phase():
    state, ctx, chance = make("frost-colossus", hero_dice=1, tokens=["potion-01", "potion-02"])
    battle, _ = fight(ctx, chance, hero=("lantern",), damage=0)
    to_phase(ctx, battle, chance, "attack")                         # Arrows resolved
    assert B.BattlePotion("potion-01") not in BL.battle_legal_actions(ctx, battle)
    with pytest.raises(IllegalAction) as refused:
        do(ctx, battle, chance, B.BattlePotion("potion-01"))
    assert refused.value.rule_id == "FLOE-AMBIG-12"
    do(ctx, battle, chance, B.BattlePotion("potion-02"), B.BattleContinue(), B.BattleContinue())
    assert battle.sword_damage == 2


@pytest.mark.rule("FLOE-BATTLE-FAMILIAR-1")
def test_basic_familiar_gives_one_of_its_two_icons_for_one_warmth():
    state, ctx, chance = make("frost-colossus", hero_dice=2, warmth=2, familiar="snowfox")
    battle, _ = fight(ctx, chance, hero=("lantern", "lantern"), damage=0)
    legal = [a for a in BL.battle_legal_actions(ctx, battle) if isinstance(a, B.BattleFamiliar)]
    assert legal == [B.BattleFamiliar("sword"), B.BattleFamiliar("lantern")]
    do(ctx, battle, chance, B.BattleFamiliar("sword"))
    assert state.players[0].warmth == 1 and BI.count(battle, "sword") == 1 and BI.count(battle, "lantern") == 2
    state2, ctx2, chance2 = make("frost-colossus", hero_dice=2, warmth=0)
    battle2, _ = fight(ctx2, chance2, hero=("lantern", "lantern"), damage=0)
    with pytest.raises(IllegalAction) as refused:
        do(ctx2, battle2, chance2, B.BattleFamiliar("sword"))
    assert refused.value.rule_id == "FLOE-BATTLE-FAMILIAR-1"


@pytest.mark.rule("FLOE-BATTLE-FAMILIAR-2", "FLOE-FAMILIAR-FULL-1")
@pytest.mark.parametrize("slid, crits", [(False, 0), (True, 1)])
def test_upgraded_familiar_gives_both_icons_and_fully_upgraded_also_a_crit(slid, crits):
    state, ctx, chance = make("frost-colossus", hero_dice=1, familiar_flipped=True, familiar_slid=slid)
    battle, _ = fight(ctx, chance, hero=("magic",), damage=0)
    assert [a for a in BL.battle_legal_actions(ctx, battle) if isinstance(a, B.BattleFamiliar)] == [
        B.BattleFamiliar("")]
    do(ctx, battle, chance, B.BattleFamiliar(""))
    assert (BI.count(battle, "sword"), BI.count(battle, "lantern"), BI.count(battle, "crit")) == (1, 1, crits)


@pytest.mark.rule("FLOE-BATTLE-FAMILIAR-3")
def test_familiar_helps_only_if_unused_this_turn_and_then_is_used():
    state, ctx, chance = make("frost-colossus", hero_dice=1)
    state.turn.familiar_used = True                       # it gathered before the Hero action
    battle, _ = fight(ctx, chance, hero=("magic",), damage=0)
    assert not any(isinstance(a, B.BattleFamiliar) for a in BL.battle_legal_actions(ctx, battle))
    with pytest.raises(IllegalAction) as refused:
        do(ctx, battle, chance, B.BattleFamiliar("sword"))
    assert refused.value.rule_id == "FLOE-BATTLE-FAMILIAR-3"
    state.turn.familiar_used = False
    do(ctx, battle, chance, B.BattleFamiliar("sword"))
    assert state.turn.familiar_used and battle.familiar_used   # no Familiar Gather after this


@pytest.mark.rule("FLOE-BATTLE-ALLY-1")
def test_a_battle_ally_gives_its_icons_and_is_discarded():
    state, ctx, chance = make("frost-colossus", hero_dice=1, allies=["sigrid-ironhand", "pip-the-ferryman"])
    battle, _ = fight(ctx, chance, hero=("magic",), damage=0)
    allies = [a for a in BL.battle_legal_actions(ctx, battle) if isinstance(a, B.BattleAlly)]
    assert allies == [B.BattleAlly("sigrid-ironhand")]       # Pip has no Battle effect
    do(ctx, battle, chance, B.BattleAlly("sigrid-ironhand"))
    assert BI.count(battle, "sword") == 1
    assert state.players[0].allies == ["pip-the-ferryman"]
    assert state.village.ally_deck.discard_pile == ["sigrid-ironhand"]
