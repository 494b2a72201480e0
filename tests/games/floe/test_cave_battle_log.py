"""A cave battle as the log tells it: delving, the roll and the Monster's tricks, each phase, the end of the
battle, the rewards and what happens to the Cave afterwards.

Battles are played through the public API in a whole game, with the Hero dice and the Damage die fixed
(``game.chance.fix``); each event is read as an English reader reads it, with the rules it cites (and it
reads in Japanese)."""

from __future__ import annotations

import pytest
from floe_kit import acting, edit, game
from test_battle_game import put_monster, take_potions
from test_floe_gains import read

from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe import battle_icons as BI

CONTINUE = B.BattleContinue()


def delve(monster: str, dice, damage: int, *, chamber: int = 1, seed: int = 1, **player):
    """The first seat at the Cave's Iceberg delves into ``chamber`` against ``monster``."""
    g = game(seed=seed)
    edit(g, lambda st: put_monster(st, chamber, monster))
    acting(g, location="skull.I1", cave_chamber=chamber, quest_step=3, **player)
    g.chance.fix("hero-die", *dice)
    g.chance.fix("damage-die", str(damage))
    return g, read(g.apply(A.Delve()))


def cont(g, n: int = 1):
    said = []
    for _ in range(n):
        said += read(g.apply(CONTINUE))
    return said


@pytest.mark.rule("FLOE-CAVE-CHAMBER-1", "FLOE-BATTLE-ROLL-1", "FLOE-BATTLE-ROCKEER-1")
def test_delving_against_a_monster_that_rerolls_the_first_roll() -> None:
    g, said = delve("glimmerbat", ("sword", "arrow", "lantern", "crit"), 2, hero_dice=3, warmth=5)
    assert said == [
        ("Hero action: you delve into the Cave.", ("FLOE-CAVE-REQ-1", "FLOE-TURN-EXPL-2")),
        ("You face Glimmerbat in chamber 1: health 3, base Damage 1. Reroll every Arrow of your first roll.",
         ("FLOE-CAVE-CHAMBER-1",)),
        ("You roll 3 Hero dice: sword, arrow, lantern; the Damage die shows 2.", ("FLOE-BATTLE-ROLL-1",)),
        ("The Monster makes you reroll every arrow of that roll: now sword, crit, lantern. Whatever comes up now "
         "stays.", ("FLOE-BATTLE-ROCKEER-1",)),
    ]
    assert [d.face for d in g.state.battle.dice] == ["sword", "crit", "lantern"]


@pytest.mark.rule("FLOE-BATTLE-ROCKEER-1")
def test_a_reroll_monster_leaves_a_roll_without_its_icon_alone() -> None:
    g, said = delve("glimmerbat", ("sword", "sword"), 0, hero_dice=2, warmth=5)
    assert [rules for _, rules in said][-1] == ("FLOE-BATTLE-ROLL-1",)
    assert [d.face for d in g.state.battle.dice] == ["sword", "sword"]


@pytest.mark.rule("FLOE-BATTLE-LOCKED-1", "FLOE-CAVE-CHAMBER-1")
def test_a_monster_that_locks_dice_in_a_revealed_chamber() -> None:
    g, said = delve("slushling", ("lantern", "sword", "lantern"), 1, hero_dice=3, warmth=5)
    assert said[-1] == ("The Monster Locks your 2 lantern dice: they cannot be rerolled or changed this battle.",
                        ("FLOE-BATTLE-LOCKED-1",))
    assert [d.locked for d in g.state.battle.dice] == [True, False, True]
    g, said = delve("slushling", ("sword", "sword"), 1, hero_dice=2, warmth=5)
    assert said[-1][1] == ("FLOE-BATTLE-ROLL-1",) and not any(d.locked for d in g.state.battle.dice)


@pytest.mark.rule("FLOE-CAVE-CHAMBER-1")
def test_delving_reveals_a_face_down_chamber() -> None:
    g = game()
    edit(g, lambda st: (put_monster(st, 3, "tundra-toad"), setattr(st.cave.chambers[2], "face_up", False)))
    acting(g, location="skull.I1", cave_chamber=3, quest_step=3, hero_dice=1)
    g.chance.fix("hero-die", "sword")
    g.chance.fix("damage-die", "0")
    said = read(g.apply(A.Delve()))
    assert said[1] == ("The Monster of chamber 3 is revealed: Tundra Toad.", ("FLOE-CAVE-CHAMBER-1",))
    assert said[2] == ("You face Tundra Toad in chamber 3: health 4, base Damage 2.", ("FLOE-CAVE-CHAMBER-1",))


@pytest.mark.rule("FLOE-BATTLE-ITEM-2", "FLOE-ITEM-UPGRADED-1")
def test_upgraded_items_add_their_icons_to_every_roll() -> None:
    g2, said = delve("frostnip", ("lantern",), 0, hero_dice=1, warmth=5, items=["quiver", "hatchet"],
                     items_upgraded=["quiver"])
    assert said[-1] == ("Your upgraded Items add arrow.", ("FLOE-BATTLE-ITEM-2", "FLOE-ITEM-UPGRADED-1"))
    assert BI.count(g2.state.battle, "arrow") == 1 and BI.count(g2.state.battle, "sword") == 0
    assert [(b.icon, b.source) for b in g2.state.battle.icons] == [("arrow", "item:quiver")]


@pytest.mark.rule("FLOE-BATTLE-SEQ-1", "FLOE-BATTLE-ARROW-1", "FLOE-BATTLE-ATTACK-1", "FLOE-BATTLE-SWORD-1",
                  "FLOE-CAVE-WIN-1", "FLOE-CAVE-WIN-2", "FLOE-CAVE-WIN-3")
def test_a_won_battle_phase_by_phase() -> None:
    g, _ = delve("tundra-toad", ("sword", "sword", "arrow", "stealth"), 3, hero_dice=4, warmth=5)
    assert cont(g) == [("The Roll phase ends.", ("FLOE-BATTLE-SEQ-1",))]
    assert cont(g) == [("Arrow phase: 1 Arrow deals 1 Damage (1 of 4 so far).",
                        ("FLOE-BATTLE-ARROW-1", "FLOE-BATTLE-ICON-1"))]
    assert cont(g) == [("Monster Attack: base Damage 2 + Damage die 3 = 5, minus 2 for 1 Stealth: 3. You lose 3 "
                        "Warmth.", ("FLOE-BATTLE-ATTACK-1", "FLOE-CAVE-DAMAGEDIE-1", "FLOE-BATTLE-ICON-3"))]
    assert g.state.players[0].warmth == 2 and g.state.battle.warmth_lost == 3
    assert cont(g) == [("Sword phase: 2 Swords deal 4 Damage (5 of 4).", ("FLOE-BATTLE-SWORD-1", "FLOE-BATTLE-ICON-2"))]
    said = cont(g)
    assert said[:5] == [
        ("5 Damage against health 4: Tundra Toad is defeated!", ("FLOE-CAVE-WIN-1",)),
        ("You gain Tundra Toad's reward: 2 Crystals.", ("FLOE-CAVE-WIN-2",)),
        ("You gain chamber 1's rewards: 1 Crystal.", ("FLOE-CAVE-WIN-2", "FLOE-CAVE-CHAMBER-1")),
        ("You note that you beat a common Monster (for your Quest).", ("FLOE-CAVE-WIN-3",)),
        ("Your Hero marker moves on to chamber 2.", ("FLOE-CAVE-WIN-2",)),
    ]
    assert ("A new common Monster is placed face down in chamber 1.", ("FLOE-CAVE-WIN-2",)) in said
    assert said[-1] == ("The battle is over; you may still take extra actions.", ("FLOE-EXTRA-TIMING-1",))
    assert g.state.players[0].defeated == ["common"] and g.state.players[0].crystals == 3


@pytest.mark.rule("FLOE-BATTLE-ATTACK-2", "FLOE-BATTLE-NEUBRA-1", "FLOE-CAVE-WIN-1", "FLOE-CAVE-LOSE-0")
def test_an_attack_first_monster_and_a_monster_left_standing() -> None:
    g, _ = delve("neubra", ("arrow", "lantern"), 2, hero_dice=2, warmth=5)
    cont(g)
    assert cont(g) == [("Monster Attack: base Damage 2 + Damage die 2 = 4, minus 0 for 0 Stealth: 4. You lose 4 "
                        "Warmth.", ("FLOE-BATTLE-ATTACK-1", "FLOE-CAVE-DAMAGEDIE-1", "FLOE-BATTLE-NEUBRA-1"))]
    cont(g, 2)
    events = g.apply(CONTINUE)
    said = read(events)
    assert said[0] == ("You leave 1 Lantern unused.", ("FLOE-BATTLE-ICON-4",))
    assert (events[0].kind, events[0].player) == ("battle", 0)     # told to the player whose battle it is
    assert said[1] == ("1 Damage is short of 3: the Monster stands, nothing happens, and the Damage is not kept.",
                       ("FLOE-CAVE-WIN-1", "FLOE-CAVE-LOSE-0"))
    assert g.state.players[0].cave_chamber == 1 and g.state.players[0].defeated == []
    g, _ = delve("frostnip", ("arrow", "arrow"), 3, hero_dice=2, warmth=5)
    cont(g, 2)
    assert cont(g) == [("Monster Attack: base Damage ignored (already beaten) + Damage die 3 = 3, minus 0 for 0 "
                        "Stealth: 3. You lose 3 Warmth.",
                        ("FLOE-BATTLE-ATTACK-1", "FLOE-CAVE-DAMAGEDIE-1", "FLOE-BATTLE-ATTACK-2"))]


@pytest.mark.rule("FLOE-BATTLE-LOSE-1", "FLOE-AMBIG-11")
def test_a_lost_battle() -> None:
    g, _ = delve("tundra-toad", ("lantern",), 3, hero_dice=1, warmth=4)
    assert cont(g, 3)[2:] == [
        ("Monster Attack: base Damage 2 + Damage die 3 = 5, minus 0 for 0 Stealth: 5. You have only 4 Warmth: the "
         "battle is lost.", ("FLOE-BATTLE-ATTACK-1", "FLOE-CAVE-DAMAGEDIE-1", "FLOE-BATTLE-LOSE-1", "FLOE-AMBIG-11")),
        ("The battle is lost: the Hero returns to the Island of Floe with full Warmth.", ("FLOE-BATTLE-LOSE-1",)),
        ("The battle is over; you may still take extra actions.", ("FLOE-EXTRA-TIMING-1",))]


@pytest.mark.rule("FLOE-BATTLE-PETRAGROVE-1", "FLOE-AMBIG-29")
def test_a_monster_beaten_twice() -> None:
    g, _ = delve("petragrove", ("sword",) * 3 + ("sword", "lantern", "lantern"), 0, chamber=3, hero_dice=3,
                 warmth=7)
    g.chance.fix("damage-die", "1")                        # the second round's Damage die
    assert cont(g, 5)[4:] == [
        ("6 Damage beats it once, and you survived: it must be beaten a second time. A second full battle starts "
         "from the Roll.", ("FLOE-BATTLE-PETRAGROVE-1", "FLOE-AMBIG-29")),
        ("You roll 3 Hero dice: sword, lantern, lantern; the Damage die shows 1.", ("FLOE-BATTLE-ROLL-1",))]
    assert g.state.battle.round == 2 and g.state.battle.phase == "roll" and g.state.battle.damage == 0


@pytest.mark.rule("FLOE-BATTLE-ICON-4", "FLOE-BATTLE-LANTERN-1", "FLOE-BATTLE-LANTERN-2", "FLOE-LOOT-ZONE-1")
def test_lanterns_and_loot() -> None:
    g, _ = delve("frostnip", ("sword", "lantern", "lantern"), 0, hero_dice=3, warmth=5)
    cont(g, 4)
    token = g.state.cave.loot[0][0]
    said = read(g.apply(B.BattleLoot(token)))
    assert said[0][0] == "A Lantern finds the 1 Crate Loot token; it leaves the game."
    assert said[0][1] == ("FLOE-BATTLE-LANTERN-1", "FLOE-BATTLE-ICON-4", "FLOE-LOOT-ZONE-1")
    assert token not in g.state.cave.loot[0]
    assert g.state.battle.loot_taken == [token] and g.state.battle.lanterns_used == 1
    assert g.state.battle.trace == ["roll", "arrow", "attack", "sword"]
    assert [text for text, _ in cont(g)[:2]] == ["You leave 1 Lantern unused.",
                                                 "2 Damage against health 2: Frostnip is defeated!"]
    g, _ = delve("frostnip", ("sword", "lantern", "lantern"), 0, hero_dice=3, warmth=5)
    cont(g, 4)
    assert cont(g)[0] == ("You leave 2 Lanterns unused.", ("FLOE-BATTLE-ICON-4",))
    g, _ = delve("frostnip", ("sword", "lantern"), 0, hero_dice=2, warmth=5)
    edit(g, lambda st: st.cave.loot[0].clear())
    cont(g, 4)
    empty = g.apply(CONTINUE)[0]
    assert read([empty]) == [("Your chamber's Loot zone is empty: 1 Lantern finds nothing.",
                              ("FLOE-BATTLE-LANTERN-2",))] and empty.player == 0
    g, _ = delve("frostnip", ("sword", "lantern", "lantern"), 0, hero_dice=3, warmth=5)
    edit(g, lambda st: st.cave.loot[0].clear())
    cont(g, 4)
    assert read(g.apply(CONTINUE)[:1]) == [("Your chamber's Loot zone is empty: 2 Lanterns find nothing.",
                                           ("FLOE-BATTLE-LANTERN-2",))]


def test_a_loot_token_is_named_by_what_it_gives_never_by_its_id() -> None:
    g, _ = delve("frostnip", ("sword", "lantern", "lantern"), 0, hero_dice=3, warmth=5)
    cont(g, 4)
    loot = [a for a in g.legal_actions() if isinstance(a, B.BattleLoot)]
    buttons = [g.action_to_string(a) for a in loot]
    assert "Take the 1 Crate Loot token" in buttons
    assert not any("loot-" in b or ":" in b for b in buttons)
    assert g.parse_action("Take the 1 Crate Loot token").token in g.state.cave.loot[0]
    found = g.apply("Take the 1 Crate Loot token")[0].text
    assert "loot-" not in found.said_in("en") and ":" not in found.said_in("en")
    assert found.said_in("ja") == "ランタンが戦利品トークン「木箱1」を見つけます。トークンはゲームから除かれます。"


@pytest.mark.rule("FLOE-BATTLE-ALLY-1", "FLOE-AMBIG-8")
def test_allies_that_pay_after_the_battle() -> None:
    g, _ = delve("frostnip", ("sword", "stealth"), 0, hero_dice=2, warmth=5, allies=["hilda-shieldmaiden"])
    said = read(g.apply(B.BattleAlly("hilda-shieldmaiden")))
    assert g.state.battle.allies_used == g.state.battle.allies_committed == ["hilda-shieldmaiden"]
    assert [(b.icon, b.source) for b in g.state.battle.icons] == [("stealth", "ally:hilda-shieldmaiden")]
    assert said == [("Hilda Shieldmaiden joins the battle: +stealth; after the battle: 1 Crate per stealth, "
                     "1 Victory Point.",
                     ("FLOE-BATTLE-ALLY-1", "FLOE-ALLY-USE-1"))]
    said = cont(g, 5)
    assert ("Hilda Shieldmaiden pays out after the battle (2 Crates, 1 Victory Point) and leaves.",
            ("FLOE-BATTLE-ALLY-1", "FLOE-AMBIG-8", "FLOE-ALLY-USE-1")) in said


@pytest.mark.rule("FLOE-BATTLE-FAMILIAR-1", "FLOE-BATTLE-REROLL-1", "FLOE-MAGIC-HEAL-1", "FLOE-MAGIC-INSIGHT-1",
                  "FLOE-MAGIC-ARTIFICE-1", "FLOE-BATTLE-ICON-6", "FLOE-BATTLE-POTION-1", "FLOE-WARMTH-POTION-1")
def test_what_each_battle_action_says() -> None:
    g, _ = delve("frost-colossus", ("magic", "magic", "magic", "crit", "sword", "arrow"), 0, chamber=5,
                 hero_dice=5, warmth=5, familiar="snowfox", items=["hatchet"])
    st = g.state
    st.players[0].tokens = take_potions(st, "arrow", "sword")
    g.set_position(st)
    arrow, sword = st.players[0].tokens
    assert read(g.apply(B.BattleReroll((4,)))) == [("For 1 Warmth you reroll 1 die: arrow.",
                                                    ("FLOE-BATTLE-REROLL-1",))]
    assert read(g.apply(B.BattleAssign(4, "hatchet"))) == [
        ("Die 5 (arrow) goes on the Hatchet and counts as a sword.", ("FLOE-BATTLE-ITEM-1", "FLOE-ITEM-BASIC-1"))]
    assert read(g.apply(B.BattleFamiliar("sword"))) == [
        ("Your Familiar helps for 1 Warmth: +sword.", ("FLOE-BATTLE-FAMILIAR-1", "FLOE-BATTLE-FAMILIAR-3"))]
    assert read(g.apply(B.BattleHeal())) == [("Healing: 1 Magic for 1 Warmth.", ("FLOE-MAGIC-HEAL-1",
                                                                                "FLOE-MAGIC-GEN-1"))]
    assert read(g.apply(B.BattleInsight(3))) == [("Insight turns die 4 from crit to stealth.",
                                                  ("FLOE-MAGIC-INSIGHT-1", "FLOE-MAGIC-GEN-1"))]
    g.apply(B.BattleInsight(3))                            # and back: no Magic left for Artifice
    assert g.why_not(B.BattleArtifice("sword"))[0] == "FLOE-MAGIC-ARTIFICE-1"
    assert read(g.apply(B.BattleCrit("sword"))) == [("Your Crits will add 1 Damage to each sword.",
                                                     ("FLOE-BATTLE-ICON-6", "FLOE-AMBIG-9"))]
    assert read(g.apply(B.BattlePotion(sword))) == [("You use the sword potion: +sword.",
                                                     ("FLOE-BATTLE-POTION-1", "FLOE-TOKENS-POTION-1"))]
    assert read(g.apply(B.BattleDrink(arrow))) == [("You drink the arrow potion: +1 Warmth.",
                                                    ("FLOE-WARMTH-POTION-1", "FLOE-TOKENS-POTION-1"))]
    battle = g.state.battle
    assert (battle.rerolls, battle.items_used, battle.familiar_used, battle.magic_spent) == (1, ["hatchet"], True, 3)
    assert battle.potions_used == [sword, arrow] and battle.crit_target == "sword"
    assert [(b.icon, b.source) for b in battle.icons] == [("sword", "familiar"), ("sword", f"potion:{sword}")]
    g, _ = delve("frost-colossus", ("magic", "magic"), 0, chamber=5, hero_dice=2, warmth=5)
    assert read(g.apply(B.BattleArtifice("lantern"))) == [("Artifice: 2 Magic become a lantern.",
                                                           ("FLOE-MAGIC-ARTIFICE-1", "FLOE-MAGIC-GEN-1"))]


# -- the Cave around the battles ---------------------------------------------------------------------------
@pytest.mark.rule("FLOE-CAVE-ADVANCE-1", "FLOE-AMBIG-26", "FLOE-CAVE-ADVANCE-2")
def test_a_cave_advance_passes_a_monster_by() -> None:
    from test_floe_gains import gain, player

    g = game()
    edit(g, lambda st: (st.village.ally_deck.draw_pile.remove("tunnelton-the-miner"),
                        put_monster(st, 2, "drift-crab"), setattr(st.cave.chambers[1], "face_up", False)))
    acting(g, allies=["tunnelton-the-miner"], quest_step=3)
    events = g.apply(A.UseAlly("tunnelton-the-miner"))
    assert read(events)[1:] == [
        ("Your Hero marker moves on to chamber 2.", ("FLOE-CAVE-ADVANCE-1",)),
        ("The Monster of chamber 2 is revealed: Drift Crab.", ("FLOE-CAVE-ADVANCE-1",)),
        ("The Monster you passed stays where it was, and you gain none of its chamber's rewards.",
         ("FLOE-CAVE-ADVANCE-1", "FLOE-AMBIG-26"))]
    assert [(e.kind, e.player) for e in events[1:]] == [("cave", 0), ("cave", None), ("cave", 0)]
    assert gain(player(cave_chamber=5), "cave") == [
        ("A Cave Advance cannot skip the Boss: nothing happens.", ("FLOE-CAVE-ADVANCE-2",))]


@pytest.mark.rule("FLOE-CAVE-BOSS-1", "FLOE-CAVE-BOSS-3", "FLOE-AMBIG-25")
def test_the_boss_and_its_reward_sets() -> None:
    g, _ = delve("frost-colossus", ("sword",) * 5, 0, chamber=5, hero_dice=5, warmth=7)
    assert cont(g, 5)[4:9] == [
        ("10 Damage against health 10: Frost Colossus is defeated!", ("FLOE-CAVE-WIN-1",)),
        ("You gain Frost Colossus's reward: 2 Victory Points.", ("FLOE-CAVE-WIN-2",)),
        ("You note that you beat a boss Monster (for your Quest).", ("FLOE-CAVE-WIN-3",)),
        ("Choose one of the free reward sets of the last room.", ("FLOE-CAVE-BOSS-1",)),
        ("You gain 2 VP.", ("FLOE-CAVE-WIN-2",))]
    assert g.state.battle.phase == "rewards"
    said = read(g.apply(B.BattleRewardSet(1)))
    assert ("You take reward set 2 (3 Victory Points, a Treasure) and cover it with your Hero marker; there is "
            "nothing left for you in the Cave.", ("FLOE-CAVE-BOSS-1", "FLOE-CAVE-BOSS-3", "FLOE-AMBIG-25")) in said
    assert ("A new boss Monster is placed face down in chamber 5.", ("FLOE-CAVE-WIN-2",)) in said
    assert g.state.players[0].cave_chamber == 6 and g.state.cave.boss_sets_taken == {1: 0}


@pytest.mark.rule("FLOE-DIVE-STEP-1", "FLOE-DIVE-STEP-2", "FLOE-GATHER-OPT-3")
def test_a_dive_from_the_shallows() -> None:
    g = game()
    edit(g, lambda st: setattr(st.cave, "dive_track", ["dive-chest-key", "dive-potions", "dive-map",
                                                       "dive-crystals", "dive-pearl"]))
    acting(g, location="floe.I2", warmth=3, quest_step=3)
    assert read(g.apply(A.Gather("dive:floe.h5")))[1:] == [
        ("You dive from the Shallows.", ("FLOE-GATHER-OPT-3", "FLOE-DIVE-SOURCE-1")),
        ("You Dive.", ("FLOE-DIVE-SOURCE-1",))]
    dive = g.apply(A.Choose("2"))[0]
    assert read([dive]) == [("You Dive: Pay 2 Warmth: gain a Map and 1 Victory Point.",
                             ("FLOE-DIVE-STEP-1", "FLOE-DIVE-STEP-2"))] and dive.kind == "dive"
    assert g.state.cave.dive_track == ["dive-chest-key", "dive-potions", "dive-crystals", "dive-pearl", "dive-map"]
    assert g.state.players[0].warmth == 1


@pytest.mark.rule("FLOE-DIVE-STEP-1", "FLOE-DIVE-COST-1")
def test_dive_spaces_that_cannot_be_taken() -> None:
    from floe_widgets.core import Chance, IllegalAction
    from floe_widgets.games.floe import cave as C

    cave = C.setup_cave(Chance(0))
    cave.dive_track = ["dive-map", "dive-pearl", "dive-chest-key", "dive-potions", "dive-crystals"]
    for index in (5, -1):
        with pytest.raises(IllegalAction) as refused:
            C.take_dive(cave, index, warmth=3)
        assert (refused.value.rule_id, refused.value.reason) == (
            "FLOE-DIVE-STEP-1", "There is no such space on the Dive track.")
    with pytest.raises(IllegalAction) as refused:
        C.take_dive(cave, 0, warmth=1)
    assert (refused.value.rule_id, refused.value.reason) == (
        "FLOE-DIVE-COST-1", "That Dive tile costs 2 Warmth and you have 1.")


@pytest.mark.rule("FLOE-BATTLE-TEST-1")
def test_a_battle_test_as_the_log_tells_it() -> None:
    from battle_kit import fight, make

    state, ctx, chance = make(None, hero_dice=3)
    battle, events = fight(ctx, chance, hero=("sword", "lantern", "arrow"), test=("sword", "sword"))
    assert read(events) == [("Battle test: you need sword, sword.", ("FLOE-BATTLE-TEST-1",)),
                            ("You roll 3 Hero dice: sword, lantern, arrow.", ("FLOE-BATTLE-ROLL-1",))]
    assert read(B.apply_battle_action(ctx, battle, CONTINUE, chance)) == [
        ("Battle test failed.", ("FLOE-BATTLE-TEST-1",))]
    assert battle.outcome == "failed" and battle.trace == ["roll"]
    battle, _ = fight(ctx, chance, hero=("sword", "sword", "arrow"), test=("sword", "sword", "arrow"))
    assert read(B.apply_battle_action(ctx, battle, CONTINUE, chance)) == [
        ("Battle test passed.", ("FLOE-BATTLE-TEST-1",))]
    assert battle.outcome == "passed" and battle.finished


@pytest.mark.rule("FLOE-CAVE-WIN-2", "FLOE-CAVE-BOSS-1")
def test_the_cave_tells_the_player_who_moved_and_saves_as_it_is() -> None:
    from floe_widgets.games.floe.game import Floe

    g, _ = delve("tundra-toad", ("sword", "sword", "sword"), 0, hero_dice=3, warmth=5)
    edit(g, lambda st: setattr(st.players[1], "cave_chamber", 3))   # no marker stays to see the new Monster
    events = list(g.apply(CONTINUE))
    while g.state.battle is not None:
        events += g.apply(CONTINUE)
    moved = [e for e in events if e.text.said_in("en") == "Your Hero marker moves on to chamber 2."]
    assert len(moved) == 1 and moved[0].player == 0 and moved[0].kind == "cave"
    assert g.state.cave.chambers[0].face_up is False
    assert Floe.from_json(g.to_json()).state == g.state          # the new face-down Monster included
    g, _ = delve("frost-colossus", ("sword",) * 5, 0, chamber=5, hero_dice=5, warmth=7)
    cont(g, 5)
    taken = [e for e in g.apply(B.BattleRewardSet(0)) if "FLOE-AMBIG-25" in e.rules]
    assert len(taken) == 1 and taken[0].player == 0 and taken[0].kind == "cave"


@pytest.mark.rule("FLOE-CAVE-BOSS-1")
def test_a_covered_reward_set_cannot_be_claimed() -> None:
    from floe_widgets.core import Chance, IllegalAction
    from floe_widgets.games.floe import cave as C
    from floe_widgets.games.floe.state import PlayerState

    cave = C.setup_cave(Chance(0))
    cave.boss_sets_taken[2] = 0
    hero = PlayerState(seat=1, hero="scout-wren", familiar="snowfox", quest="ancient-map", board=0, cave_chamber=5)
    with pytest.raises(IllegalAction) as refused:
        C.claim_reward_set(hero, cave, 2)
    assert (refused.value.rule_id, refused.value.reason) == (
        "FLOE-CAVE-BOSS-1", "That reward set is already covered by another Hero marker.")
    assert hero.cave_chamber == 5 and cave.boss_sets_taken == {2: 0}


@pytest.mark.rule("FLOE-BATTLE-ALLY-1", "FLOE-AMBIG-8")
def test_an_allys_victory_points_after_the_battle_cite_its_payout() -> None:
    g, _ = delve("frostnip", ("sword", "stealth"), 0, hero_dice=2, warmth=5, allies=["hilda-shieldmaiden"])
    g.apply(B.BattleAlly("hilda-shieldmaiden"))
    assert ("You gain 1 VP.", ("FLOE-BATTLE-ALLY-1", "FLOE-AMBIG-8")) in cont(g, 5)


@pytest.mark.rule("FLOE-FAQ-DISCARD-1", "FLOE-CAVE-WIN-2")
def test_a_beaten_boss_is_replaced_from_the_reshuffled_discards() -> None:
    g, _ = delve("frost-colossus", ("sword",) * 5, 0, chamber=5, hero_dice=5, warmth=7)

    def empty_deck(st) -> None:
        deck = st.cave.decks["boss"]
        deck.discard_pile, deck.draw_pile = deck.discard_pile + deck.draw_pile, []

    edit(g, empty_deck)
    cont(g, 5)
    bosses = set(g.state.cave.decks["boss"].discard_pile) | {"frost-colossus"}
    said = read(g.apply(B.BattleRewardSet(1)))
    assert ("A new boss Monster is placed face down in chamber 5.", ("FLOE-CAVE-WIN-2",)) in said
    deck, room = g.state.cave.decks["boss"], g.state.cave.chambers[4]
    assert deck.discard_pile == [] and room.monster in bosses and not room.face_up
    assert set(deck.draw_pile) | {room.monster} == bosses


@pytest.mark.rule("FLOE-BATTLE-REROLL-1")
def test_each_reroll_costs_one_warmth_in_the_log() -> None:
    g, _ = delve("frostnip", ("lantern", "lantern"), 0, hero_dice=2, warmth=3)
    g.chance.fix("hero-die", "sword", "arrow")
    assert read(g.apply(B.BattleReroll((0,)))) == [("For 1 Warmth you reroll 1 die: sword.",
                                                       ("FLOE-BATTLE-REROLL-1",))]
    assert g.state.players[0].warmth == 2
    assert read(g.apply(B.BattleReroll((1,)))) == [("For 1 Warmth you reroll 1 die: arrow.",
                                                       ("FLOE-BATTLE-REROLL-1",))]
    assert g.state.players[0].warmth == 1
    assert [d.face for d in g.state.battle.dice] == ["sword", "arrow"]


@pytest.mark.rule("FLOE-BATTLE-FAMILIAR-2", "FLOE-FAMILIAR-FULL-1", "FLOE-BATTLE-ALLY-1", "FLOE-MAGIC-ARTIFICE-1")
def test_artifice_the_familiar_and_an_ally_add_to_the_icons_already_there() -> None:
    g, _ = delve("frostnip", ("magic", "magic"), 0, hero_dice=2, warmth=5, familiar="snowfox", familiar_flipped=True,
                 familiar_slid=True, allies=["rolf-the-archer"])
    g.apply(B.BattleArtifice("sword"))
    assert read(g.apply(B.BattleFamiliar(""))) == [
        ("Your Familiar helps for 1 Warmth: +sword, lantern, crit.",
         ("FLOE-BATTLE-FAMILIAR-1", "FLOE-BATTLE-FAMILIAR-3", "FLOE-BATTLE-FAMILIAR-2", "FLOE-FAMILIAR-UPGRADE-1",
          "FLOE-FAMILIAR-FULL-1"))]
    assert read(g.apply(B.BattleAlly("rolf-the-archer"))) == [
        ("Rolf the Archer joins the battle: +arrow, arrow.", ("FLOE-BATTLE-ALLY-1", "FLOE-ALLY-USE-1"))]
    assert [(b.icon, b.source) for b in g.state.battle.icons] == [
        ("sword", "artifice"), ("sword", "familiar"), ("lantern", "familiar"), ("crit", "familiar"),
        ("arrow", "ally:rolf-the-archer"), ("arrow", "ally:rolf-the-archer")]
    assert g.state.players[0].warmth == 4 and g.state.players[0].allies == []


@pytest.mark.rule("FLOE-BATTLE-LANTERN-1")
def test_a_loot_token_s_victory_point_is_gained_under_the_lantern_rule() -> None:
    g, _ = delve("frostnip", ("sword", "lantern"), 0, hero_dice=2, warmth=5)

    def vp_on_the_left(st):
        zones = st.cave.loot
        if "loot-vp" in zones[1]:
            zones[1][zones[1].index("loot-vp")] = zones[0][0]
            zones[0][0] = "loot-vp"
    edit(g, vp_on_the_left)
    cont(g, 4)
    vp = g.state.players[0].vp
    said = read(g.apply(B.BattleLoot("loot-vp")))
    assert said[1:] == [("You gain 1 VP.", ("FLOE-BATTLE-LANTERN-1",))] and g.state.players[0].vp == vp + 1


def test_one_sword_deals_and_two_arrows_deal() -> None:
    """Wording only: a count agrees with its noun ("1 Sword deals", "2 Arrows deal")."""
    g, _ = delve("tundra-toad", ("sword", "arrow", "arrow", "stealth"), 3, hero_dice=4, warmth=5)
    said = [text for text, _ in cont(g, 4)]
    assert [t for t in said if "phase:" in t] == ["Arrow phase: 2 Arrows deal 2 Damage (2 of 4 so far).",
                                                  "Sword phase: 1 Sword deals 2 Damage (4 of 4)."]


def test_one_die_or_two_dice_locked_and_rerolled() -> None:
    """Wording only: "Locks your 1 lantern die: it ...", "you reroll 2 dice"."""
    g, said = delve("slushling", ("lantern", "sword", "sword"), 1, hero_dice=3, warmth=5)
    assert said[-1][0] == "The Monster Locks your 1 lantern die: it cannot be rerolled or changed this battle."
    g.chance.fix("hero-die", "arrow", "arrow")
    assert read(g.apply(B.BattleReroll((1, 2))))[0][0] == "For 1 Warmth you reroll 2 dice: arrow, arrow."
