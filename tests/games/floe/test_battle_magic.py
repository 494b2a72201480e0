"""Magic in battle: the Spells (Healing, Insight, Artifice), spent Magic, Battle tests."""

from __future__ import annotations

import copy

import pytest
from battle_kit import Ctx, do, fight, make, to_phase

from floe_widgets.core import IllegalAction
from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe import battle_icons as BI
from floe_widgets.games.floe import battle_legality as BL


@pytest.mark.rule("FLOE-MAGIC-GEN-1", "FLOE-MAGIC-HEAL-1")
def test_magic_pays_for_several_spells():
    state, ctx, chance = make("frost-colossus", hero_dice=3, warmth=2)
    battle, _ = fight(ctx, chance, hero=("magic",) * 3, damage=0)
    do(ctx, battle, chance, B.BattleHeal())
    assert state.players[0].warmth == 3 and BI.count(battle, "magic") == 2
    do(ctx, battle, chance, B.BattleArtifice("sword"))
    assert BI.count(battle, "magic") == 0 and BI.count(battle, "sword") == 1
    with pytest.raises(IllegalAction) as refused:
        do(ctx, battle, chance, B.BattleHeal())
    assert refused.value.rule_id == "FLOE-MAGIC-HEAL-1"


@pytest.mark.rule("FLOE-MAGIC-GEN-1")
def test_spent_magic_dice_stay_spent():
    state, ctx, chance = make("frost-colossus", hero_dice=2, warmth=5, items=["hatchet"])
    battle, _ = fight(ctx, chance, hero=("magic", "sword"), damage=0)
    do(ctx, battle, chance, B.BattleHeal())
    for action in (B.BattleReroll((0,)), B.BattleAssign(0, "hatchet")):
        with pytest.raises(IllegalAction) as refused:
            do(ctx, battle, chance, action)
        assert refused.value.rule_id == "FLOE-MAGIC-GEN-1"
    do(ctx, battle, chance, B.BattleReroll((1,)))                  # the other die is free


@pytest.mark.rule("FLOE-WARMTH-POTION-1")
def test_a_potion_can_be_drunk_for_warmth_in_any_phase():
    state, ctx, chance = make("rockeer", chamber=3, hero_dice=1, warmth=2, tokens=["potion-04"])
    battle, _ = fight(ctx, chance, hero=("lantern",), damage=0)       # the attack will deal 3
    to_phase(ctx, battle, chance, "attack")
    do(ctx, battle, chance, B.BattleDrink("potion-04"), B.BattleContinue())
    assert state.players[0].tokens == [] and state.players[0].warmth == 0 and battle.outcome == ""
    assert battle.phase == "sword"


@pytest.mark.rule("FLOE-MAGIC-INSIGHT-1")
def test_insight_flips_sword_arrow_and_stealth_crit():
    state, ctx, chance = make("frost-colossus", hero_dice=5)
    battle, _ = fight(ctx, chance, hero=("stealth", "sword", "lantern", "magic", "magic"), damage=0)
    do(ctx, battle, chance, B.BattleInsight(0), B.BattleInsight(1))
    assert [d.face for d in battle.dice[:2]] == ["crit", "arrow"] and BI.count(battle, "magic") == 0
    battle.magic_spent = 0
    with pytest.raises(IllegalAction) as refused:
        do(ctx, battle, chance, B.BattleInsight(2))                 # a Lantern has no partner
    assert refused.value.rule_id == "FLOE-MAGIC-INSIGHT-1"


@pytest.mark.rule("FLOE-MAGIC-ARTIFICE-1")
def test_artifice_costs_two_magic_for_any_icon():
    state, ctx, chance = make("frost-colossus", hero_dice=2)
    battle, _ = fight(ctx, chance, hero=("magic", "magic"), damage=0)
    do(ctx, battle, chance, B.BattleArtifice("stealth"))
    assert BI.count(battle, "stealth") == 1 and BI.count(battle, "magic") == 0
    battle2, _ = fight(ctx, chance, hero=("magic", "sword"), damage=0)
    assert not any(isinstance(a, B.BattleArtifice) for a in BL.battle_legal_actions(ctx, battle2))
    with pytest.raises(IllegalAction) as refused:
        do(ctx, battle2, chance, B.BattleArtifice("stealth"))
    assert refused.value.rule_id == "FLOE-MAGIC-ARTIFICE-1"


@pytest.mark.rule("FLOE-AMBIG-12")
def test_spells_only_touch_icons_whose_phase_is_still_to_come():
    state, ctx, chance = make("frost-colossus", hero_dice=4, warmth=7)
    battle, _ = fight(ctx, chance, hero=("arrow", "magic", "magic", "magic"), damage=0)
    to_phase(ctx, battle, chance, "attack")                          # the Arrows have resolved
    with pytest.raises(IllegalAction) as refused:
        do(ctx, battle, chance, B.BattleInsight(0))
    assert refused.value.rule_id == "FLOE-AMBIG-12"
    with pytest.raises(IllegalAction):
        do(ctx, battle, chance, B.BattleArtifice("arrow"))
    do(ctx, battle, chance, B.BattleContinue())                      # Monster Attack
    do(ctx, battle, chance, B.BattleArtifice("sword"), B.BattleContinue())
    assert battle.sword_damage == 2


@pytest.mark.rule("FLOE-BATTLE-TEST-1")
def test_battle_test_allows_magic_but_lanterns_find_no_loot():
    state, ctx, chance = make(None, hero_dice=3)
    zones = copy.deepcopy(state.cave.loot)
    battle, _ = fight(ctx, chance, hero=("lantern", "magic", "magic"), test=("sword",))
    assert battle.is_test and battle.order == ["roll"]
    assert not any(isinstance(a, B.BattleLoot) for a in BL.battle_legal_actions(ctx, battle))
    with pytest.raises(IllegalAction) as refused:
        do(ctx, battle, chance, B.BattleLoot(zones[0][0]))
    assert refused.value.rule_id == "FLOE-BATTLE-LANTERN-1"
    do(ctx, battle, chance, B.BattleArtifice("sword"), B.BattleContinue())
    assert battle.outcome == "passed" and state.cave.loot == zones and state.queue == []
    failed, _ = fight(ctx, chance, hero=("lantern", "arrow", "arrow"), test=("sword",))
    do(ctx, failed, chance, B.BattleContinue())
    assert failed.outcome == "failed"


@pytest.mark.rule("FLOE-BATTLE-TEST-1")
def test_a_battle_test_is_fought_by_the_seat_that_takes_it():
    state, _, chance = make(None, players=2)
    ctx = Ctx(state, 1)
    battle, rolled = fight(ctx, chance, hero=("sword", "arrow"), test=("sword",))
    assert battle.seat == 1 and {e.player for e in rolled} == {1}
    assert [e.player for e in do(ctx, battle, chance, B.BattleContinue())] == [1] and battle.outcome == "passed"


@pytest.mark.rule("FLOE-MAGIC-HEAL-1")
def test_each_healing_spends_one_more_magic():
    state, ctx, chance = make("frost-colossus", hero_dice=2, warmth=2)
    battle, _ = fight(ctx, chance, hero=("magic", "magic"), damage=0)
    do(ctx, battle, chance, B.BattleHeal(), B.BattleHeal())
    assert state.players[0].warmth == 4 and BI.count(battle, "magic") == 0
    assert BL.battle_why_not(ctx, battle, B.BattleHeal()) == ("FLOE-MAGIC-HEAL-1", "Healing costs 1 Magic.")
