"""The rulebook's worked battles, number for number: the Rockeer battle and its rewards, the Crit and
Hatchet examples."""

from __future__ import annotations

import pytest
from battle_kit import cont, do, fight, make, queued, to_phase

from floe_widgets.core import IllegalAction
from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe import battle_icons as BI
from floe_widgets.games.floe import battle_legality as BL
from floe_widgets.games.floe import cave as C


@pytest.mark.rule("FLOE-EXAMPLE-11", "FLOE-BATTLE-ROCKEER-1", "FLOE-AMBIG-7", "FLOE-AMBIG-8")
def test_rockeer_battle_number_for_number():
    state, ctx, chance = make(
        "rockeer", chamber=3, hero_dice=4, warmth=5, items=["snow-boots"], allies=["hilda-shieldmaiden"],
        tokens=["potion-02", "potion-01", "potion-03"], familiar="snowfox", familiar_flipped=True)
    battle, events = fight(ctx, chance, hero=("sword", "sword", "arrow", "crit"), damage=2,
                           rerolls=("stealth", "sword"))
    # Rockeer forces the two Swords of the first roll to be rerolled: 1 Stealth, 1 Sword (kept).
    assert [d.face for d in battle.dice] == ["stealth", "sword", "arrow", "crit"]
    assert battle.damage_die == 2 and battle.health == 6 and battle.base_damage == 3
    assert any("FLOE-BATTLE-ROCKEER-1" in e.rules for e in events)
    # The Ally: +1 Stealth now, Crates per Stealth and 1 VP after the battle; the Arrow die on the Boots.
    do(ctx, battle, chance, B.BattleAlly("hilda-shieldmaiden"), B.BattleAssign(2, "snow-boots"))
    assert BI.count(battle, "stealth") == 3 and BI.count(battle, "arrow") == 0
    assert battle.allies_committed == ["hilda-shieldmaiden"]   # committed until the end (FLOE-AMBIG-8)
    assert "hilda-shieldmaiden" in state.players[0].allies
    # The Crit goes on Swords.  "At the end of the Roll phase": no Arrow, a hit of 5 fully stopped, 3 of 6 Damage.
    do(ctx, battle, chance, B.BattleCrit("sword"))
    assert BI.forecast(battle) == BI.Forecast(arrow_damage=0, monster_damage=0, sword_damage=3, total_damage=3,
                                            beaten=False)
    do(ctx, battle, chance, B.BattleContinue())                   # end of the Roll phase
    do(ctx, battle, chance, B.BattleContinue())                   # Arrow phase: nothing
    assert battle.arrow_damage == 0
    do(ctx, battle, chance, B.BattleContinue())                   # Monster Attack: 3 + 2 - 3 x 2 -> 0
    assert battle.monster_damage == 0 and battle.warmth_lost == 0 and state.players[0].warmth == 5
    # Sword phase: 1 Sword + Crit would deal 3 of the 6 needed; the Sword Potion makes it 2 Swords + Crit = 6.
    assert battle.phase == "sword" and BI.count(battle, "sword") * (2 + BI.crit_bonus(battle, "sword")) == 3
    do(ctx, battle, chance, B.BattlePotion("potion-02"))
    assert BI.forecast(battle).sword_damage == 6 and BI.forecast(battle).beaten
    do(ctx, battle, chance, B.BattleContinue())
    assert battle.sword_damage == 6 and battle.damage == 6
    do(ctx, battle, chance, B.BattleContinue())                   # Lantern phase: no Lantern
    assert battle.finished and battle.outcome == "won"
    assert len(state.players[0].tokens) == 2 and not battle.familiar_used and battle.loot_taken == []


@pytest.mark.rule("FLOE-EXAMPLE-12", "FLOE-CAVE-WIN-2", "FLOE-CAVE-CHAMBER-1", "FLOE-DIVE-SOURCE-1",
                  "FLOE-CAVE-WIN-3", "FLOE-ALLY-USE-1")
def test_rockeer_battle_rewards():
    state, ctx, chance = make(
        "rockeer", chamber=3, hero_dice=4, warmth=5, items=["snow-boots"], allies=["hilda-shieldmaiden"],
        tokens=["potion-02", "potion-01", "potion-03"], familiar_flipped=True)
    state.cave.chambers[3].face_up = False
    battle, _ = fight(ctx, chance, hero=("sword", "sword", "arrow", "crit"), damage=2, rerolls=("stealth", "sword"))
    do(ctx, battle, chance, B.BattleAlly("hilda-shieldmaiden"), B.BattleAssign(2, "snow-boots"),
       B.BattlePotion("potion-02"), B.BattleCrit("sword"), *cont(5))
    # Rockeer's reward (a basic resource of choice + a Dive, wherever the Hero stands), then the
    # chamber's 2 VP and 3 Crystals, then the Ally's 3 Crates (one per Stealth used) and its 1 VP.
    assert queued(state) == ["basic:1", "dive", "vp:2", "crystal:3", "crate:3", "vp:1"]
    player = state.players[0]
    assert "hilda-shieldmaiden" not in player.allies and "hilda-shieldmaiden" in state.village.ally_deck.discard_pile
    assert player.cave_chamber == 4 and state.cave.chambers[3].face_up
    assert player.defeated == ["elite"]
    # Rockeer is discarded and a new face-down Elite takes chamber 3 (no Hero marker is left there).
    assert "rockeer" in state.cave.decks["elite"].discard_pile
    room = state.cave.chambers[2]
    assert room.monster != "rockeer" and C.monster(room.monster).tier == "elite" and not room.face_up


@pytest.mark.rule("FLOE-EXAMPLE-10", "FLOE-BATTLE-ICON-6", "FLOE-AMBIG-9")
@pytest.mark.parametrize("target, arrow, sword", [("sword", 2, 4), ("arrow", 6, 2)])
def test_crit_example(target, arrow, sword):
    state, ctx, chance = make("frost-colossus", hero_dice=5)
    battle, _ = fight(ctx, chance, hero=("arrow", "arrow", "sword", "crit", "crit"), damage=0)
    # Before the Arrow phase resolves, the Crits' target must be chosen.
    to_phase(ctx, battle, chance, "arrow")
    with pytest.raises(IllegalAction) as refused:
        do(ctx, battle, chance, B.BattleContinue())
    assert refused.value.rule_id == "FLOE-BATTLE-ICON-6"
    do(ctx, battle, chance, B.BattleCrit(target), *cont(3))
    assert (battle.arrow_damage, battle.sword_damage) == (arrow, sword)
    assert battle.damage == arrow + sword
    # One choice for every Crit of the battle: it cannot be changed once the Arrows resolved.
    assert B.BattleCrit("arrow" if target == "sword" else "sword") not in BL.battle_legal_actions(ctx, battle)


@pytest.mark.rule("FLOE-AMBIG-9")
def test_crit_adds_nothing_without_icons_of_its_type():
    state, ctx, chance = make("frost-colossus", hero_dice=3)
    battle, _ = fight(ctx, chance, hero=("sword", "crit", "lantern"), damage=0)
    do(ctx, battle, chance, B.BattleCrit("arrow"), *cont(4))
    assert (battle.arrow_damage, battle.sword_damage) == (0, 2)


@pytest.mark.rule("FLOE-EXAMPLE-9", "FLOE-BATTLE-ITEM-1", "FLOE-ITEM-BASIC-1")
def test_stealth_die_on_the_hatchet_acts_as_a_sword():
    state, ctx, chance = make("frost-colossus", hero_dice=2, items=["hatchet"])
    battle, _ = fight(ctx, chance, hero=("stealth", "lantern"), damage=0)
    do(ctx, battle, chance, B.BattleAssign(0, "hatchet"))
    assert BI.count(battle, "sword") == 1 and BI.count(battle, "stealth") == 0
    to_phase(ctx, battle, chance, "lantern")
    assert battle.sword_damage == 2
    # the Item takes one die; the die cannot be rerolled once on it
    battle2, _ = fight(ctx, chance, hero=("stealth", "lantern"), damage=0)
    do(ctx, battle2, chance, B.BattleAssign(0, "hatchet"))
    for action in (B.BattleAssign(1, "hatchet"), B.BattleReroll((0,))):
        with pytest.raises(IllegalAction) as refused:
            do(ctx, battle2, chance, action)
        assert refused.value.rule_id == "FLOE-BATTLE-ITEM-1"
