"""The battle's sequence: the phases in order, the roll and rerolls, the end of the Battle (not defeated,
beaten Monsters, the Boss's reward sets), refusals that change nothing, the state in a save."""

from __future__ import annotations

import copy

import pytest
from battle_kit import Ctx, cont, do, fight, make, queued, to_phase

from floe_widgets.core import Chance, IllegalAction, encode
from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe import battle_icons as BI
from floe_widgets.games.floe import battle_legality as BL
from floe_widgets.games.floe import cave as C
from floe_widgets.games.floe.battle_state import ICONS
from floe_widgets.games.floe.state import FloeState


@pytest.mark.rule("FLOE-BATTLE-SEQ-1")
def test_phases_run_in_order():
    state, ctx, chance = make("frostnip", hero_dice=2)
    battle, _ = fight(ctx, chance, hero=("lantern", "lantern"), damage=0)
    seen = [battle.phase]
    while not battle.finished:
        do(ctx, battle, chance, B.BattleContinue())
        seen.append(battle.phase)
    assert battle.trace == ["roll", "arrow", "attack", "sword", "lantern"]
    assert seen == ["roll", "arrow", "attack", "sword", "lantern", "over"]
    # Dice are changed in the Roll phase only.
    battle, _ = fight(ctx, chance, hero=("lantern", "lantern"), damage=0)
    do(ctx, battle, chance, B.BattleContinue())
    with pytest.raises(IllegalAction) as refused:
        do(ctx, battle, chance, B.BattleReroll((0,)))
    assert refused.value.rule_id == "FLOE-BATTLE-SEQ-1"


@pytest.mark.rule("FLOE-BATTLE-SEQ-2", "FLOE-BATTLE-ATTACK-2")
def test_all_phases_still_run_after_the_monster_is_beaten_and_base_damage_is_ignored():
    state, ctx, chance = make("rockeer", chamber=3, hero_dice=5, warmth=5)   # health 6, base 3
    state.cave.loot[1] = ["loot-vp"]
    battle, _ = fight(ctx, chance, hero=("arrow", "arrow", "arrow", "crit", "lantern"), damage=2)
    do(ctx, battle, chance, B.BattleCrit("arrow"), *cont(2))
    assert battle.damage == 6                        # beaten in the Arrow phase
    do(ctx, battle, chance, B.BattleContinue())     # Monster Attack: only the Damage die
    assert battle.monster_damage == 2 and state.players[0].warmth == 3
    assert battle.phase == "sword"
    do(ctx, battle, chance, B.BattleContinue())
    assert battle.phase == "lantern"                  # and the Lantern still collects
    do(ctx, battle, chance, B.BattleLoot("loot-vp"), B.BattleContinue())
    assert battle.trace == ["roll", "arrow", "attack", "sword", "lantern"] and battle.outcome == "won"
    assert "vp:1" in queued(state)


@pytest.mark.rule("FLOE-BATTLE-ROLL-1")
@pytest.mark.parametrize("n", [2, 3, 5])
def test_roll_as_many_hero_dice_as_the_marker_plus_the_damage_die(n):
    state, ctx, chance = make("frostnip", hero_dice=n)
    chance.begin()
    battle, _ = B.start_battle(ctx, chance)
    labels = [label for label, _, _ in chance.end()]
    assert len(battle.dice) == n and labels.count("hero-die") == n and labels.count("damage-die") == 1
    assert all(d.face in ICONS for d in battle.dice)


@pytest.mark.rule("FLOE-BATTLE-REROLL-1", "FLOE-AMBIG-10")
def test_rerolls_cost_one_warmth_each_and_any_dice_may_be_rerolled_again():
    state, ctx, chance = make("frostnip", hero_dice=3, warmth=3)
    battle, _ = fight(ctx, chance, hero=("sword", "lantern", "magic"), damage=0)
    chance.fix("hero-die", "arrow", "arrow", "crit", "sword")
    do(ctx, battle, chance, B.BattleReroll((1, 2)), B.BattleReroll((0, 1)))   # die 1 rerolled twice
    assert state.players[0].warmth == 1 and battle.rerolls == 2
    assert [d.face for d in battle.dice] == ["crit", "sword", "arrow"]
    with pytest.raises(IllegalAction) as refused:      # never more dice than the marker
        do(ctx, battle, chance, B.BattleReroll((3,)))
    assert refused.value.rule_id == "FLOE-AMBIG-10"
    state.players[0].warmth = 0
    assert not any(isinstance(a, B.BattleReroll) for a in BL.battle_legal_actions(ctx, battle))
    with pytest.raises(IllegalAction) as refused:
        do(ctx, battle, chance, B.BattleReroll((0,)))
    assert refused.value.rule_id == "FLOE-BATTLE-REROLL-1"


@pytest.mark.rule("FLOE-CAVE-DAMAGEDIE-1")
def test_no_action_rerolls_the_damage_die():
    state, ctx, chance = make("frostnip", hero_dice=5, warmth=7, tokens=["potion-05", "potion-11"])
    battle, _ = fight(ctx, chance, hero=("magic",) * 5, damage=3)
    for action in BL.battle_legal_actions(ctx, battle):
        trial = copy.deepcopy(battle)
        st = copy.deepcopy(state)
        B.apply_battle_action(Ctx(st, 0), trial, action, Chance(1))
        assert trial.damage_die == 3, action
    assert all(i < 5 for a in BL.battle_legal_actions(ctx, battle) if isinstance(a, B.BattleReroll) for i in a.dice)


# -- end of the battle -----------------------------------------------------------------------------------
@pytest.mark.rule("FLOE-CAVE-LOSE-0", "FLOE-AMBIG-31")
def test_not_defeating_the_monster_changes_nothing_but_loot_is_kept():
    state, ctx, chance = make("rockeer", chamber=3, hero_dice=2, warmth=7)
    state.cave.loot[1] = ["loot-crate", "loot-vp"]
    battle, _ = fight(ctx, chance, hero=("sword", "lantern"), damage=0, rerolls=("arrow",))
    to_phase(ctx, battle, chance, "lantern")
    do(ctx, battle, chance, B.BattleLoot("loot-vp"), B.BattleContinue())
    assert battle.outcome == "not-defeated" and battle.damage == 1
    assert queued(state) == ["vp:1"]                                 # the Loot only
    assert state.players[0].cave_chamber == 3 and state.cave.chambers[2].monster == "rockeer"
    again, _ = fight(ctx, chance, hero=("lantern", "lantern"), damage=0)
    assert again.damage == 0 and again.round == 1


@pytest.mark.rule("FLOE-AMBIG-24", "FLOE-FAQ-DISCARD-1")
def test_beaten_monsters_are_recorded_and_their_cards_recycled():
    state, ctx, chance = make(None, chamber=1, hero_dice=5, warmth=7)
    first = state.cave.chambers[0].monster
    pile = list(state.cave.decks["common"].draw_pile)
    battle, _ = fight(ctx, chance, hero=("sword",) * 5, damage=0)
    do(ctx, battle, chance, *cont(5))
    assert battle.outcome == "won" and state.players[0].defeated == ["common"]
    assert state.cave.decks["common"].discard_pile == [first]
    assert state.cave.chambers[0].monster == pile[0]


@pytest.mark.rule("FLOE-CAVE-BOSS-1", "FLOE-CAVE-BOSS-3", "FLOE-AMBIG-25")
def test_boss_reward_sets_are_taken_one_per_hero():
    state, ctx, chance = make("frost-colossus", chamber=5, players=2, hero_dice=5, warmth=7)
    battle, _ = fight(ctx, chance, hero=("sword",) * 5, damage=0)
    do(ctx, battle, chance, *cont(5))
    assert battle.phase == "rewards" and not battle.finished
    assert BL.battle_legal_actions(ctx, battle) == [B.BattleRewardSet(i) for i in range(4)]
    with pytest.raises(IllegalAction) as refused:
        do(ctx, battle, chance, B.BattleContinue())
    assert refused.value.rule_id == "FLOE-CAVE-BOSS-1"
    do(ctx, battle, chance, B.BattleRewardSet(1))
    assert battle.finished and state.cave.boss_sets_taken == {1: 0}
    assert queued(state)[-len(C.boss_reward_sets()[1]):] == list(C.boss_reward_sets()[1])
    assert state.players[0].cave_chamber == C.DONE and not C.can_delve(state.players[0], state.cave)
    with pytest.raises(IllegalAction) as refused:
        B.start_battle(ctx, chance)
    assert (refused.value.rule_id, refused.value.reason.said_in("en")) == (
        "FLOE-CAVE-BOSS-3", "You have beaten the Boss: there is nothing left in the Cave.")
    # A new Boss, revealed at once because the other Hero marker is in chamber 5.
    room = state.cave.chambers[4]
    assert room.monster != "frost-colossus" and room.face_up
    # The second Hero may only take the other sets.
    ctx2 = Ctx(state, 1)
    chance.fix("hero-die", *("sword",) * 5)
    chance.fix("damage-die", "0")
    state.players[1].hero_dice = 5
    state.cave.chambers[4].monster = "frost-colossus"
    battle2, _ = B.start_battle(ctx2, chance)
    do(ctx2, battle2, chance, *cont(5))
    assert BL.battle_legal_actions(ctx2, battle2) == [B.BattleRewardSet(i) for i in (0, 2, 3)]
    with pytest.raises(IllegalAction) as refused:
        do(ctx2, battle2, chance, B.BattleRewardSet(1))
    assert refused.value.rule_id == "FLOE-CAVE-BOSS-1"


# -- refusals leave everything as it was ---------------------------------------------------------------------
ILLEGAL = [
    B.BattleReroll((7,)), B.BattleReroll(()), B.BattleAssign(0, "quiver"), B.BattlePotion("potion-09"),
    B.BattleFamiliar("magic"), B.BattleAlly("sneaky-sam"), B.BattleInsight(1), B.BattleArtifice("sword"),
    B.BattleCrit("lantern"), B.BattleLoot("loot-vp"), B.BattleRewardSet(0), B.BattleDrink("potion-09"),
]


@pytest.mark.rule("FLOE-BATTLE-SEQ-1", "FLOE-BATTLE-ITEM-1", "FLOE-BATTLE-POTION-1", "FLOE-BATTLE-ALLY-1")
@pytest.mark.parametrize("action", ILLEGAL, ids=lambda a: a.kind)
def test_illegal_battle_actions_are_refused_with_nothing_changed(action):
    state, ctx, chance = make("frost-colossus", hero_dice=2, warmth=3, items=["hatchet"], tokens=["potion-02"])
    battle, _ = fight(ctx, chance, hero=("lantern", "magic"), damage=0)
    before = (encode(state), encode(battle))
    assert action not in BL.battle_legal_actions(ctx, battle)
    with pytest.raises(IllegalAction) as refused:
        B.apply_battle_action(ctx, battle, action, chance)
    assert refused.value.rule_id and refused.value.reason
    assert BL.battle_why_not(ctx, battle, action) == (refused.value.rule_id, refused.value.reason)
    assert (encode(state), encode(battle)) == before


@pytest.mark.rule("FLOE-BATTLE-SEQ-1")
def test_every_action_refused_once_the_battle_is_over():
    state, ctx, chance = make("frostnip", hero_dice=1)
    battle, _ = fight(ctx, chance, hero=("lantern",), damage=0)
    do(ctx, battle, chance, *cont(5))
    assert battle.finished and BL.battle_legal_actions(ctx, battle) == []
    with pytest.raises(IllegalAction):
        do(ctx, battle, chance, B.BattleContinue())


def test_battle_state_round_trips_inside_the_game_state():
    import typing

    from floe_widgets.core import decode

    pytest.importorskip("floe_widgets.games.floe.game")
    assert typing.get_type_hints(FloeState)["battle"] == B.BattleState | None
    state, ctx, chance = make("rockeer", chamber=3, hero_dice=4, items=["snow-boots"])
    state.battle, _ = fight(ctx, chance, hero=("sword", "sword", "arrow", "crit"), damage=2,
                            rerolls=("stealth", "sword"))
    do(ctx, state.battle, chance, B.BattleAssign(2, "snow-boots"))
    again = decode(FloeState, encode(state))
    assert again.battle == state.battle and encode(again) == encode(state)


def test_merit_test_compares_without_spending():
    state, ctx, chance = make(None)
    p = state.players[0]
    p.merits["might"] = 4
    assert B.merit_test(p, "might", 4) and not B.merit_test(p, "might", 5) and p.merits["might"] == 4


def test_battle_value_prefers_beating_the_monster_and_surviving():
    state, ctx, chance = make("rockeer", chamber=3, hero_dice=2, warmth=2, tokens=["potion-02", "potion-03"])
    battle, _ = fight(ctx, chance, hero=("sword", "lantern"), damage=2, rerolls=("sword",))
    start = BI.battle_value(battle, state.players[0].warmth)
    values = {}
    for token in ("potion-02", "potion-03"):
        trial = copy.deepcopy(battle)
        trial.icons += [B.BattleIcon(i, token) for i in B.potion_icons(token)]
        values[token] = BI.battle_value(trial, state.players[0].warmth)
    # the Stealth Potion turns a losing hit (5 > 2 Warmth) into 3 ... still losing; the Sword brings Damage
    assert values["potion-02"] > start and values["potion-03"] > start
    both = copy.deepcopy(battle)
    both.icons += [B.BattleIcon("stealth", "x"), B.BattleIcon("stealth", "y")]
    assert BI.battle_value(both, 2) > values["potion-03"]       # 5 - 4 = 1 <= 2 Warmth: survives
