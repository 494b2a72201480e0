"""What a Floe player reads when a battle action is refused: the rule and the sentence, word for word.

Battles are set up in the Cave of a whole game (``in_battle``: the Monster, the dice and the Damage die
fixed) and played through the public API; each refusal is read as an English reader reads it, must read in
Japanese and leaves the game as it was (``refusal``).  A finished battle and an Encounter's Battle test, which
the retail game's turns never leave standing, are read from the battle rules themselves."""

from __future__ import annotations

import pytest
from battle_kit import fight as roll
from battle_kit import make
from test_battle_game import in_battle, take_potions
from test_floe_refusal_sentences import refusal

from floe_widgets.games.floe import actions as A
from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe import battle_legality as BL
from floe_widgets.games.floe.names import spoken

CONTINUE = B.BattleContinue()


def fight(monster: str, dice, damage: int = 0, *, chamber: int = 1, rerolls=(), **player):
    return in_battle(1, chamber, monster, tuple(dice), damage, tuple(rerolls), **player)


def to_phase(g, phase: str) -> None:
    while g.state.battle.phase != phase:
        g.apply(CONTINUE)


@pytest.mark.rule("FLOE-BATTLE-SEQ-1")
def test_the_battle_comes_first() -> None:
    g = fight("frostnip", ["sword"], warmth=5)
    assert refusal(g, A.EndTurn()) == ("FLOE-BATTLE-SEQ-1", "Finish the battle first.")
    to_phase(g, "arrow")
    seq = ("FLOE-BATTLE-SEQ-1", "Dice, Items, the Familiar and Allies are used in the Roll phase, which is over.")
    assert refusal(g, B.BattleReroll((0,))) == seq
    assert refusal(g, B.BattleAssign(0, "hatchet")) == seq
    assert refusal(g, B.BattleFamiliar("sword")) == seq
    assert refusal(g, B.BattleAlly("sneaky-sam")) == seq


@pytest.mark.rule("FLOE-BATTLE-REROLL-1", "FLOE-AMBIG-10", "FLOE-BATTLE-LOCKED-1", "FLOE-BATTLE-ITEM-1",
                  "FLOE-MAGIC-GEN-1")
def test_rerolls() -> None:
    g = fight("slushling", ["lantern", "sword", "magic"], warmth=5, hero_dice=3, items=["hatchet"])
    once = ("FLOE-BATTLE-REROLL-1", "Name each die to reroll once.")
    assert refusal(g, B.BattleReroll(())) == once
    assert refusal(g, B.BattleReroll((1, 1))) == once
    assert refusal(g, B.BattleReroll((3,))) == ("FLOE-AMBIG-10", "You rolled only 3 Hero dice.")
    assert refusal(g, B.BattleReroll((-1,))) == ("FLOE-AMBIG-10", "You rolled only 3 Hero dice.")
    assert refusal(g, B.BattleReroll((0,))) == ("FLOE-BATTLE-LOCKED-1", "A Locked die cannot be rerolled.")
    g.apply(B.BattleAssign(1, "hatchet"))
    assert refusal(g, B.BattleReroll((1,))) == ("FLOE-BATTLE-ITEM-1", "A die assigned to an Item stays there.")
    g.apply(B.BattleHeal())                                     # the one Magic is spent
    assert refusal(g, B.BattleReroll((2,))) == (
        "FLOE-MAGIC-GEN-1", "That Magic has already been spent on a Spell.")
    g = fight("frostnip", ["sword"], warmth=0)
    assert refusal(g, B.BattleReroll((0,))) == ("FLOE-BATTLE-REROLL-1", "A reroll costs 1 Warmth and you have none.")


@pytest.mark.rule("FLOE-BATTLE-ITEM-1", "FLOE-BATTLE-ITEM-2", "FLOE-MAGIC-GEN-1")
def test_items() -> None:
    g = fight("frostnip", ["sword", "magic"], hero_dice=2, items=["hatchet", "quiver", "snow-boots"],
              items_upgraded=["snow-boots"])
    assert refusal(g, B.BattleAssign(2, "hatchet")) == ("FLOE-BATTLE-ITEM-1", "There is no such die.")
    assert refusal(g, B.BattleAssign(-1, "hatchet")) == ("FLOE-BATTLE-ITEM-1", "There is no such die.")
    assert refusal(g, B.BattleAssign(0, "longbow")) == ("FLOE-BATTLE-ITEM-1", "You do not own Longbow.")
    assert refusal(g, B.BattleAssign(0, "snow-boots")) == (
        "FLOE-BATTLE-ITEM-2", "An upgraded Item gives its icons without a die.")
    g.apply(B.BattleAssign(0, "hatchet"))
    assert refusal(g, B.BattleAssign(1, "hatchet")) == ("FLOE-BATTLE-ITEM-1", "the Hatchet already holds a die.")
    assert refusal(g, B.BattleAssign(0, "quiver")) == (
        "FLOE-BATTLE-ITEM-1", "That die is already assigned to an Item.")
    g.apply(B.BattleHeal())
    assert refusal(g, B.BattleAssign(1, "quiver")) == (
        "FLOE-MAGIC-GEN-1", "That Magic has already been spent on a Spell.")


@pytest.mark.rule("FLOE-BATTLE-POTION-1", "FLOE-AMBIG-12", "FLOE-WARMTH-POTION-1")
def test_potions() -> None:
    g = fight("frostnip", ["lantern"], warmth=5)
    st = g.state
    st.players[0].tokens = take_potions(st, "arrow")
    g.set_position(st)
    arrow = st.players[0].tokens[0]
    other = next(t for t in st.supply.potions.draw_pile if t != arrow)
    assert refusal(g, B.BattlePotion(other)) == ("FLOE-BATTLE-POTION-1", f"You do not hold {spoken(other)}.")
    assert refusal(g, B.BattleDrink(other)) == ("FLOE-WARMTH-POTION-1", f"You do not hold {spoken(other)}.")
    to_phase(g, "attack")
    assert refusal(g, B.BattlePotion(arrow)) == (
        "FLOE-AMBIG-12", "That Potion's icon has already been used this round.")
    assert g.why_not(B.BattleDrink(arrow)) is None


@pytest.mark.rule("FLOE-BATTLE-FAMILIAR-1", "FLOE-BATTLE-FAMILIAR-2", "FLOE-BATTLE-FAMILIAR-3")
def test_the_familiar() -> None:
    g = fight("frostnip", ["lantern"], warmth=5, familiar="snowfox")
    assert refusal(g, B.BattleFamiliar("magic")) == (
        "FLOE-BATTLE-FAMILIAR-1", "Choose one of your Familiar's icons: sword, lantern.")
    assert refusal(g, B.BattleFamiliar("")) == (
        "FLOE-BATTLE-FAMILIAR-1", "Choose one of your Familiar's icons: sword, lantern.")
    g.apply(B.BattleFamiliar("sword"))
    assert refusal(g, B.BattleFamiliar("lantern")) == (
        "FLOE-BATTLE-FAMILIAR-3", "Your Familiar was already used this turn.")
    g = fight("frostnip", ["lantern"], warmth=0, familiar="snowfox")
    assert refusal(g, B.BattleFamiliar("sword")) == (
        "FLOE-BATTLE-FAMILIAR-1", "The Familiar's help costs 1 Warmth and you have none.")
    g = fight("frostnip", ["lantern"], warmth=3, familiar="snowfox", familiar_flipped=True)
    assert refusal(g, B.BattleFamiliar("sword")) == (
        "FLOE-BATTLE-FAMILIAR-2", "Your upgraded Familiar gives both of its icons.")
    assert g.why_not(B.BattleFamiliar("")) is None
    g = fight("frostnip", ["lantern"], warmth=3, familiar="snowfox")
    g.state.turn.familiar_used = True
    g.set_position(g.state)
    assert refusal(g, B.BattleFamiliar("sword")) == (
        "FLOE-BATTLE-FAMILIAR-3", "Your Familiar was already used this turn.")


@pytest.mark.rule("FLOE-BATTLE-ALLY-1", "FLOE-ALLY-USE-1")
def test_allies() -> None:
    g = fight("frostnip", ["lantern"], allies=["hilda-shieldmaiden", "old-greta"])
    assert refusal(g, B.BattleAlly("sneaky-sam")) == (
        "FLOE-BATTLE-ALLY-1", "You do not have the ally Sneaky Sam.")
    assert refusal(g, B.BattleAlly("old-greta")) == ("FLOE-BATTLE-ALLY-1", "Old Greta has no Battle effect.")
    g.apply(B.BattleAlly("hilda-shieldmaiden"))
    assert refusal(g, B.BattleAlly("hilda-shieldmaiden")) == (
        "FLOE-ALLY-USE-1", "Hilda Shieldmaiden is already helping in this battle.")


@pytest.mark.rule("FLOE-MAGIC-HEAL-1", "FLOE-MAGIC-INSIGHT-1", "FLOE-MAGIC-ARTIFICE-1")
def test_spells_cost_magic() -> None:
    g = fight("frostnip", ["sword", "lantern"], hero_dice=2)
    assert refusal(g, B.BattleHeal()) == ("FLOE-MAGIC-HEAL-1", "Healing costs 1 Magic.")
    assert refusal(g, B.BattleInsight(0)) == ("FLOE-MAGIC-INSIGHT-1", "Insight costs 1 Magic.")
    assert refusal(g, B.BattleArtifice("sword")) == ("FLOE-MAGIC-ARTIFICE-1", "Artifice costs 2 Magic.")
    g = fight("frostnip", ["magic", "lantern"], hero_dice=2)
    assert refusal(g, B.BattleArtifice("sword")) == ("FLOE-MAGIC-ARTIFICE-1", "Artifice costs 2 Magic.")


@pytest.mark.rule("FLOE-MAGIC-INSIGHT-1", "FLOE-BATTLE-LOCKED-1", "FLOE-AMBIG-12")
def test_insight() -> None:
    g = fight("shiverwing", ["magic", "stealth", "lantern", "sword"], chamber=3, hero_dice=4, items=["hatchet"])
    assert refusal(g, B.BattleInsight(4)) == ("FLOE-MAGIC-INSIGHT-1", "There is no such die.")
    assert refusal(g, B.BattleInsight(-1)) == ("FLOE-MAGIC-INSIGHT-1", "There is no such die.")
    assert refusal(g, B.BattleInsight(1)) == ("FLOE-BATTLE-LOCKED-1", "A Locked die cannot be changed.")
    assert refusal(g, B.BattleInsight(2)) == (
        "FLOE-MAGIC-INSIGHT-1", "Insight flips only Swords, Arrows, Stealths and Crits.")
    assert refusal(g, B.BattleInsight(0)) == (
        "FLOE-MAGIC-INSIGHT-1", "Insight flips only Swords, Arrows, Stealths and Crits.")
    g.apply(B.BattleAssign(3, "hatchet"))
    assert refusal(g, B.BattleInsight(3)) == ("FLOE-MAGIC-INSIGHT-1", "That die counts as its Item's icon now.")
    g = fight("frostnip", ["magic", "sword", "arrow"], hero_dice=3)
    to_phase(g, "attack")
    played = ("FLOE-AMBIG-12", "That icon's phase has already been played.")
    assert refusal(g, B.BattleInsight(2)) == played            # the Arrows are over
    assert refusal(g, B.BattleInsight(1)) == played            # it would become an Arrow
    assert g.why_not(B.BattleInsight(0)) == (
        "FLOE-MAGIC-INSIGHT-1", "Insight flips only Swords, Arrows, Stealths and Crits.")


@pytest.mark.rule("FLOE-MAGIC-ARTIFICE-1", "FLOE-AMBIG-12")
def test_artifice() -> None:
    g = fight("frostnip", ["magic", "magic", "lantern"], hero_dice=3)
    assert refusal(g, B.BattleArtifice("magic")) == (
        "FLOE-MAGIC-ARTIFICE-1", "Artifice becomes an Arrow, Sword, Stealth, Lantern or Crit.")
    assert refusal(g, B.BattleArtifice("gold")) == (
        "FLOE-MAGIC-ARTIFICE-1", "Artifice becomes an Arrow, Sword, Stealth, Lantern or Crit.")
    to_phase(g, "attack")
    assert refusal(g, B.BattleArtifice("arrow")) == ("FLOE-AMBIG-12", "The arrows have already been used this round.")
    assert g.why_not(B.BattleArtifice("sword")) is None


@pytest.mark.rule("FLOE-BATTLE-ICON-6", "FLOE-AMBIG-9")
def test_aiming_crits() -> None:
    g = fight("frostnip", ["lantern"])
    assert refusal(g, B.BattleCrit("stealth")) == ("FLOE-BATTLE-ICON-6", "Crits add to Arrows or to Swords.")
    assert refusal(g, B.BattleCrit("sword")) == ("FLOE-BATTLE-ICON-6", "You have no Crit to aim.")
    g = fight("frostnip", ["crit", "sword"], hero_dice=2)
    g.apply(B.BattleCrit("sword"))
    assert refusal(g, B.BattleCrit("arrow")) == (
        "FLOE-AMBIG-9", "Your Crits already add to swords for this battle.")
    g = fight("frostnip", ["crit", "sword"], hero_dice=2)
    to_phase(g, "attack")
    assert refusal(g, B.BattleCrit("sword")) == (
        "FLOE-AMBIG-9", "The Crits' target can only be chosen before the Arrows resolve.")


@pytest.mark.rule("FLOE-BATTLE-ICON-6")
def test_crits_must_be_aimed_before_the_phase_they_could_feed() -> None:
    aim = ("FLOE-BATTLE-ICON-6", "Choose whether your Crits add to Arrows or Swords first.")
    g = fight("frostnip", ["crit", "arrow"], hero_dice=2)
    g.apply(CONTINUE)
    assert g.state.battle.phase == "arrow"
    assert refusal(g, CONTINUE) == aim
    g = fight("frostnip", ["crit", "lantern"], hero_dice=2)     # no Arrow to add to: the Arrows may resolve
    g.apply(CONTINUE)
    assert g.why_not(CONTINUE) is None
    g = fight("snowmite", ["crit", "arrow"], hero_dice=2)       # Crits do not count against it
    g.apply(CONTINUE)
    assert g.why_not(CONTINUE) is None


@pytest.mark.rule("FLOE-BATTLE-LANTERN-1", "FLOE-BATTLE-ICON-4", "FLOE-LOOT-ZONE-1")
def test_loot() -> None:
    g = fight("frostnip", ["lantern", "sword"], hero_dice=2)
    left, right = g.state.cave.loot
    assert refusal(g, B.BattleLoot(left[0])) == ("FLOE-BATTLE-LANTERN-1", "Loot is taken in the Lantern phase.")
    to_phase(g, "lantern")
    assert refusal(g, B.BattleLoot(right[0])) == (
        "FLOE-LOOT-ZONE-1", "That Loot token is not in your chamber's zone.")
    g.apply(B.BattleLoot(left[0]))
    assert refusal(g, B.BattleLoot(left[1])) == (
        "FLOE-BATTLE-ICON-4", "Each Lantern takes one Loot token; you have none left.")


@pytest.mark.rule("FLOE-CAVE-BOSS-1", "FLOE-BATTLE-SEQ-1")
def test_boss_reward_sets() -> None:
    g = fight("frost-colossus", ["sword"] * 5, chamber=5, hero_dice=5, warmth=7)
    assert refusal(g, B.BattleRewardSet(0)) == (
        "FLOE-CAVE-BOSS-1", "Reward sets are taken after beating the Boss.")
    to_phase(g, "lantern")
    g.apply(CONTINUE)
    assert g.state.battle.phase == "rewards"
    assert refusal(g, CONTINUE) == ("FLOE-CAVE-BOSS-1", "Choose one of the Boss's reward sets first.")
    g.state.cave.boss_sets_taken[1] = 1
    g.set_position(g.state)
    assert refusal(g, B.BattleRewardSet(1)) == (
        "FLOE-CAVE-BOSS-1", "That reward set is already covered by another Hero marker.")
    assert refusal(g, B.BattleRewardSet(9)) == (
        "FLOE-CAVE-BOSS-1", "That reward set is already covered by another Hero marker.")
    g.apply(B.BattleRewardSet(0))


def told(ctx, battle, action) -> tuple[str, str]:
    """A battle rule's refusal as an English reader reads it (and it reads in Japanese)."""
    from test_floe_refusal_sentences import JAPANESE

    rule, reason = BL.battle_why_not(ctx, battle, action)
    assert reason.id in JAPANESE, reason
    return rule, reason.said_in("en")


@pytest.mark.rule("FLOE-BATTLE-SEQ-1")
def test_after_the_battle_nothing_more() -> None:
    state, ctx, chance = make("frostnip", hero_dice=1)
    battle, _ = roll(ctx, chance, hero=("lantern",), damage=0)
    for _ in range(5):
        B.apply_battle_action(ctx, battle, CONTINUE, chance)
    assert told(ctx, battle, CONTINUE) == ("FLOE-BATTLE-SEQ-1", "The battle is over.")
    state, ctx, chance = make("frostnip", hero_dice=1)
    battle, _ = roll(ctx, chance, hero=("lantern",), damage=0)
    assert told(ctx, battle, A.EndTurn()) == ("FLOE-BATTLE-SEQ-1", "'End your turn' is not a battle action.")


@pytest.mark.rule("FLOE-AMBIG-9")
def test_a_battle_test_has_no_crit_target() -> None:
    state, ctx, chance = make(None, hero_dice=2)
    battle, _ = roll(ctx, chance, hero=("lantern", "crit"), test=("lantern",))
    assert told(ctx, battle, B.BattleCrit("sword")) == (
        "FLOE-AMBIG-9", "The Crits' target can only be chosen before the Arrows resolve.")
