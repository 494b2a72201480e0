"""Monster abilities in battle: Rockeer, Neubra, Petragrove, Locks and the others."""

from __future__ import annotations

import pytest
from battle_kit import cont, do, fight, make, queued

from floe_widgets.core import IllegalAction
from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe import battle_icons as BI
from floe_widgets.games.floe import cave as C


@pytest.mark.rule("FLOE-BATTLE-ROCKEER-1")
def test_rockeer_reroll_happens_once_and_new_swords_stay():
    state, ctx, chance = make("rockeer", chamber=3, hero_dice=3)
    battle, _ = fight(ctx, chance, hero=("sword", "arrow", "sword"), damage=0, rerolls=("sword", "sword"))
    assert [d.face for d in battle.dice] == ["sword", "arrow", "sword"] and chance.fixed("hero-die") == {}
    # without Rockeer there is no forced reroll
    state, ctx, chance = make("frost-colossus", hero_dice=3)
    battle, _ = fight(ctx, chance, hero=("sword", "arrow", "sword"), damage=0, rerolls=("lantern",))
    assert [d.face for d in battle.dice] == ["sword", "arrow", "sword"] and chance.fixed("hero-die")


@pytest.mark.rule("FLOE-BATTLE-NEUBRA-1")
def test_neubra_attacks_before_the_arrows():
    state, ctx, chance = make("neubra", hero_dice=3, warmth=6)        # health 3, base 2
    battle, _ = fight(ctx, chance, hero=("arrow",) * 3, damage=1)
    assert battle.order == ["roll", "attack", "arrow", "sword", "lantern"]
    do(ctx, battle, chance, *cont(5))
    assert state.players[0].warmth == 3                               # base 2 + die 1, not ignored
    assert battle.arrow_damage == 3 and battle.outcome == "won"
    assert battle.trace == ["roll", "attack", "arrow", "sword", "lantern"]


@pytest.mark.rule("FLOE-BATTLE-PETRAGROVE-1", "FLOE-AMBIG-29")
def test_petragrove_needs_two_full_battles():
    state, ctx, chance = make("petragrove", chamber=3, hero_dice=3, warmth=7)    # health 5, base 2
    battle, _ = fight(ctx, chance, hero=("sword", "sword", "arrow"), damage=0)
    do(ctx, battle, chance, B.BattleFamiliar("sword"))
    chance.fix("hero-die", "lantern", "lantern", "stealth")
    chance.fix("damage-die", "1")
    do(ctx, battle, chance, *cont(5))
    # Battle 1 won and survived: a second battle starts from a fresh Roll with 0 Damage.
    assert battle.round == 2 and battle.phase == "roll" and battle.damage == 0
    assert [d.face for d in battle.dice] == ["lantern", "lantern", "stealth"] and battle.damage_die == 1
    assert battle.trace == ["roll", "arrow", "attack", "sword", "lantern"] and state.queue == []
    with pytest.raises(IllegalAction) as refused:                # the Familiar stays spent
        do(ctx, battle, chance, B.BattleFamiliar("lantern"))
    assert refused.value.rule_id == "FLOE-BATTLE-FAMILIAR-3"
    do(ctx, battle, chance, *cont(5))
    assert battle.outcome == "not-defeated" and state.queue == [] and state.players[0].cave_chamber == 3


@pytest.mark.rule("FLOE-BATTLE-PETRAGROVE-1")
def test_petragrove_beaten_twice_is_defeated():
    state, ctx, chance = make("petragrove", chamber=3, hero_dice=3, warmth=7)
    battle, _ = fight(ctx, chance, hero=("sword", "sword", "arrow"), damage=0)
    chance.fix("hero-die", "sword", "sword", "sword")
    chance.fix("damage-die", "0")
    do(ctx, battle, chance, *cont(10))
    assert battle.outcome == "won" and battle.round == 2 and state.players[0].cave_chamber == 4
    assert queued(state)[:2] == list(C.monster("petragrove").reward)


@pytest.mark.rule("FLOE-BATTLE-LOCKED-1")
def test_locked_dice_cannot_be_rerolled_or_changed_but_go_on_items():
    state, ctx, chance = make("shiverwing", chamber=3, hero_dice=3, warmth=7, items=["hatchet"],
                              tokens=["potion-05"])
    battle, _ = fight(ctx, chance, hero=("stealth", "arrow", "magic"), damage=0)
    assert [d.locked for d in battle.dice] == [True, False, False]
    do(ctx, battle, chance, B.BattlePotion("potion-05"))                 # 2 Magic in all
    for action in (B.BattleReroll((0,)), B.BattleReroll((0, 1)), B.BattleInsight(0)):
        with pytest.raises(IllegalAction) as refused:
            do(ctx, battle, chance, action)
        assert refused.value.rule_id == "FLOE-BATTLE-LOCKED-1"
    do(ctx, battle, chance, B.BattleAssign(0, "hatchet"))
    assert BI.count(battle, "sword") == 1 and battle.dice[0].face == "stealth"


@pytest.mark.rule("FLOE-CAVE-WIN-1")
def test_other_monster_abilities():
    # no-crit: Crits add nothing
    state, ctx, chance = make("snowmite", hero_dice=3)
    battle, _ = fight(ctx, chance, hero=("sword", "crit", "crit"), damage=0)
    do(ctx, battle, chance, B.BattleCrit("sword"), *cont(4))
    assert battle.sword_damage == 2
    # die-double: the Damage die counts twice
    state, ctx, chance = make("icicle-imp", hero_dice=1, warmth=7)   # base 1
    battle, _ = fight(ctx, chance, hero=("lantern",), damage=2)
    do(ctx, battle, chance, *cont(3))
    assert battle.monster_damage == 5
