"""The cave battle phase machine: worked examples, every battle rule, refusals."""

from __future__ import annotations

import copy

import pytest

from floe_widgets.core import Chance, IllegalAction, encode
from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe import battle_icons as BI
from floe_widgets.games.floe import battle_legality as BL
from floe_widgets.games.floe import cave as C
from floe_widgets.games.floe.battle_state import ICONS
from floe_widgets.games.floe.context import BattleContext
from floe_widgets.games.floe.state import FloeState, PlayerState, SupplyState, VillageState, WorldState

MAX_WARMTH = 7  # 10-space track minus the 3 starting Rumor cubes

Ctx = BattleContext


def make(monster: str | None = None, chamber: int = 1, players: int = 1, seed: int = 0, **fields):
    """A position with ``monster`` face up in ``chamber`` and the Hero marker there."""
    chance = Chance(seed)
    cave = C.setup_cave(chance, players)
    if monster:   # swap the wanted card in (the card it replaces goes back under its deck)
        room = cave.chambers[chamber - 1]
        for deck in cave.decks.values():
            if monster in deck.draw_pile:
                deck.draw_pile.remove(monster)
        if room.monster and room.monster != monster:
            cave.decks[C.monster(room.monster).tier].put_under(room.monster)
        room.monster, room.face_up = monster, True
    seats = []
    for seat in range(players):
        p = PlayerState(seat=seat, hero="scout-wren", familiar="snowfox", quest="ancient-map", board=0,
                        warmth=MAX_WARMTH, cave_chamber=chamber)
        seats.append(p)
    for key, value in fields.items():
        setattr(seats[0], key, value)
    state = FloeState(players=seats, world=WorldState(), village=VillageState(), cave=cave, supply=SupplyState())
    return state, Ctx(state, 0), chance


def fight(ctx, chance, hero=(), damage=None, rerolls=(), **kw):
    """Start a battle with fixed Hero dice (``hero``), Damage die and forced rerolls."""
    if hero or rerolls:
        chance.fix("hero-die", *hero, *rerolls)
    if damage is not None:
        chance.fix("damage-die", str(damage))
    return B.start_battle(ctx, chance, **kw)


def do(ctx, battle, chance, *actions):
    events = []
    for action in actions:
        events += B.apply_battle_action(ctx, battle, action, chance)
    return events


def cont(n: int = 1) -> list[B.Action]:
    return [B.BattleContinue()] * n


def to_phase(ctx, battle, chance, phase: str) -> None:
    while battle.phase != phase:
        do(ctx, battle, chance, B.BattleContinue())


def queued(state) -> list[str]:
    return [q.effect for q in state.queue]


# -- the worked examples ----------------------------------------------------------------------
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


# -- the sequence -----------------------------------------------------------------------------------
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


# -- items, potions, familiar, allies ----------------------------------------------------------------
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


# -- the icons and the damage --------------------------------------------------------------------------
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


# -- Monster abilities ------------------------------------------------------------------------------
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


# -- magic -------------------------------------------------------------------------------------------------
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
    assert refused.value.rule_id == "FLOE-CAVE-BOSS-3"
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
    assert B.battle_why_not(ctx, battle, action) == (refused.value.rule_id, refused.value.reason)
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
