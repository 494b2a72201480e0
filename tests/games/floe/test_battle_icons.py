"""The battle's icons and the Damage: Arrows, Swords, Stealth, Lanterns and Loot, Magic dice, losing."""

from __future__ import annotations

import pytest
from battle_kit import MAX_WARMTH, cont, do, fight, make, queued, to_phase

from floe_widgets.core import IllegalAction
from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe import battle_icons as BI
from floe_widgets.games.floe import battle_legality as BL
from floe_widgets.games.floe import cave as C


@pytest.mark.rule("FLOE-BATTLE-ICON-1")
def test_each_arrow_deals_one():
    state, ctx, chance = make("frost-colossus", hero_dice=3)
    battle, _ = fight(ctx, chance, hero=("arrow",) * 3, damage=0)
    to_phase(ctx, battle, chance, "attack")
    assert battle.arrow_damage == 3


@pytest.mark.rule("FLOE-BATTLE-ICON-2")
def test_each_sword_deals_two():
    state, ctx, chance = make("frost-colossus", hero_dice=2)
    battle, _ = fight(ctx, chance, hero=("sword",) * 2, damage=0)
    to_phase(ctx, battle, chance, "lantern")
    assert battle.sword_damage == 4


@pytest.mark.rule("FLOE-BATTLE-ICON-3", "FLOE-BATTLE-ATTACK-1")
@pytest.mark.parametrize("stealth, lost", [(0, 5), (1, 3), (2, 1), (3, 0)])
def test_each_stealth_lowers_the_monster_damage_by_two(stealth, lost):
    state, ctx, chance = make("rockeer", chamber=3, hero_dice=3, warmth=6)     # base 3
    battle, _ = fight(ctx, chance, hero=("stealth",) * stealth + ("lantern",) * (3 - stealth), damage=2)
    to_phase(ctx, battle, chance, "sword")
    assert battle.monster_damage == lost and state.players[0].warmth == 6 - lost


@pytest.mark.rule("FLOE-BATTLE-ICON-4", "FLOE-BATTLE-LANTERN-1")
def test_each_lantern_takes_one_loot_token_which_leaves_the_game():
    state, ctx, chance = make("frost-colossus", chamber=3, hero_dice=2, warmth=7)
    right = list(state.cave.loot[1])
    battle, _ = fight(ctx, chance, hero=("lantern", "lantern"), damage=0)
    to_phase(ctx, battle, chance, "lantern")
    do(ctx, battle, chance, B.BattleLoot(right[0]), B.BattleLoot(right[3]))
    assert state.cave.loot[1] == [right[1], right[2], right[4], right[5]]
    assert queued(state) == list(C.loot_tokens()[right[0]]) + list(C.loot_tokens()[right[3]])
    with pytest.raises(IllegalAction) as refused:            # two Lanterns, two tokens
        do(ctx, battle, chance, B.BattleLoot(right[1]))
    assert refused.value.rule_id == "FLOE-BATTLE-ICON-4"
    assert battle.loot_taken == [right[0], right[3]]


@pytest.mark.rule("FLOE-AMBIG-8", "FLOE-BATTLE-LANTERN-1")
def test_the_battle_s_tally_of_icons_used_counts_each_lantern_that_took_a_token():
    """What an Ally paying per icon used in the whole Battle reads: two Lanterns rolled, one token taken."""
    state, ctx, chance = make("frost-colossus", chamber=3, hero_dice=3, warmth=7)
    battle, _ = fight(ctx, chance, hero=("lantern", "lantern", "stealth"), damage=0)
    to_phase(ctx, battle, chance, "lantern")
    assert battle.used == {"stealth": 1}
    do(ctx, battle, chance, B.BattleLoot(state.cave.loot[1][0]))
    assert battle.used == {"stealth": 1, "lantern": 1}


@pytest.mark.rule("FLOE-BATTLE-LANTERN-2")
def test_lanterns_find_nothing_in_an_empty_zone():
    state, ctx, chance = make("frostnip", chamber=1, hero_dice=2)
    state.cave.loot[0] = []
    battle, _ = fight(ctx, chance, hero=("lantern", "lantern"), damage=0)
    to_phase(ctx, battle, chance, "lantern")
    assert not any(isinstance(a, B.BattleLoot) for a in BL.battle_legal_actions(ctx, battle))
    events = do(ctx, battle, chance, B.BattleContinue())
    assert any("FLOE-BATTLE-LANTERN-2" in e.rules for e in events) and state.queue == []


@pytest.mark.rule("FLOE-LOOT-ZONE-1")
def test_chambers_one_and_two_reach_the_left_zone_three_to_five_the_right():
    assert [C.loot_zone_for(n) for n in range(1, 6)] == ["left", "left", "right", "right", "right"]
    for chamber, zone in ((2, 0), (4, 1)):
        state, ctx, chance = make("frost-colossus", chamber=chamber, hero_dice=1)
        battle, _ = fight(ctx, chance, hero=("lantern",), damage=0)
        to_phase(ctx, battle, chance, "lantern")
        offered = {a.token for a in BL.battle_legal_actions(ctx, battle) if isinstance(a, B.BattleLoot)}
        assert offered == set(state.cave.loot[zone]) and not offered & set(state.cave.loot[1 - zone])


@pytest.mark.rule("FLOE-BATTLE-ICON-5")
def test_magic_dice_are_spell_currency():
    state, ctx, chance = make("frost-colossus", hero_dice=2, warmth=5)
    battle, _ = fight(ctx, chance, hero=("magic", "sword"), damage=0)
    assert BI.count(battle, "magic") == 1
    do(ctx, battle, chance, B.BattleHeal())
    assert BI.count(battle, "magic") == 0 and state.players[0].warmth == 6


@pytest.mark.rule("FLOE-BATTLE-ARROW-1", "FLOE-CAVE-WIN-1")
@pytest.mark.parametrize("dice, won", [(("arrow", "arrow", "sword", "sword"), True),
                                       (("arrow", "lantern", "sword", "sword"), False)])
def test_arrow_damage_carries_into_the_sword_phase(dice, won):
    state, ctx, chance = make("bergbeetle", chamber=3, hero_dice=4, warmth=7)       # health 6
    battle, _ = fight(ctx, chance, hero=dice, damage=0)
    do(ctx, battle, chance, *cont(5))
    assert battle.damage == (6 if won else 5) and battle.outcome == ("won" if won else "not-defeated")


@pytest.mark.rule("FLOE-BATTLE-SWORD-1")
def test_swords_add_to_the_arrow_damage():
    state, ctx, chance = make("frost-colossus", hero_dice=3)
    battle, _ = fight(ctx, chance, hero=("arrow", "sword", "sword"), damage=0)
    to_phase(ctx, battle, chance, "lantern")
    assert (battle.arrow_damage, battle.sword_damage, battle.damage) == (1, 4, 5)


@pytest.mark.rule("FLOE-BATTLE-LOSE-1", "FLOE-AMBIG-11")
def test_losing_sends_the_hero_home_with_full_warmth_and_no_rewards():
    state, ctx, chance = make("rockeer", chamber=3, hero_dice=2, warmth=2, location="skull.I1",
                              allies=["hilda-shieldmaiden"])
    state.cave.loot[1] = ["loot-vp"]
    battle, _ = fight(ctx, chance, hero=("lantern", "lantern"), damage=0)      # 3 Damage > 2 Warmth
    do(ctx, battle, chance, B.BattleAlly("hilda-shieldmaiden"))                # +1 Stealth: 1 Damage left
    battle.icons.clear()                                                       # (forget the Stealth)
    do(ctx, battle, chance, *cont(3))
    player = state.players[0]
    assert battle.finished and battle.outcome == "lost" and battle.trace == ["roll", "arrow", "attack"]
    assert player.location == "floe.I0" and player.warmth == MAX_WARMTH
    assert state.queue == [] and state.cave.loot[1] == ["loot-vp"] and player.cave_chamber == 3
    assert player.allies == []                                                 # a committed Ally is spent


@pytest.mark.rule("FLOE-AMBIG-11")
def test_damage_equal_to_warmth_leaves_zero_and_the_battle_goes_on():
    state, ctx, chance = make("rockeer", chamber=3, hero_dice=1, warmth=3)
    battle, _ = fight(ctx, chance, hero=("lantern",), damage=0)
    do(ctx, battle, chance, *cont(3))
    assert state.players[0].warmth == 0 and battle.phase == "sword" and battle.outcome == ""


@pytest.mark.rule("FLOE-BATTLE-ICON-6", "FLOE-AMBIG-12")
def test_crits_left_unaimed_stay_open_until_the_swords_use_them():
    # With no Arrow the Crits go to the Swords: after the Arrow phase they can still be made, not after the Swords.
    state, ctx, chance = make("frost-colossus", chamber=5, hero_dice=4, warmth=7)
    battle, _ = fight(ctx, chance, hero=("magic", "magic", "crit", "sword"), damage=0)
    to_phase(ctx, battle, chance, "attack")
    assert BL.battle_why_not(ctx, battle, B.BattleArtifice("crit")) is None
    to_phase(ctx, battle, chance, "lantern")
    assert BL.battle_why_not(ctx, battle, B.BattleArtifice("crit")) == (
        "FLOE-AMBIG-12", "The crits have already been used this round.")
