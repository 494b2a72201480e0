"""The battle panel's forecast and the greedy bot's worth of a round: what continuing would do.

Each battle is rolled with fixed dice (``battle_kit.make`` / ``fight``); the forecast read before a phase
must be what the phase then does (FLOE-BATTLE-ARROW-1, -SWORD-1, -ATTACK-1, Crits: FLOE-BATTLE-ICON-6)."""

from __future__ import annotations

import pytest
from battle_kit import do, fight, make

from floe_widgets.games.floe import battle as B
from floe_widgets.games.floe import battle_icons as BI

CONTINUE = B.BattleContinue()


def play_out(ctx, battle, chance) -> tuple[int, int, int]:
    """Continue to the end of the round: (Arrow Damage, Monster Damage, Sword Damage) as dealt."""
    while battle.phase not in ("over", "rewards") and battle.phase != "lantern":
        do(ctx, battle, chance, CONTINUE)
    return battle.arrow_damage, battle.monster_damage, battle.sword_damage


@pytest.mark.rule("FLOE-BATTLE-ICON-6", "FLOE-BATTLE-SWORD-1")
def test_crits_aimed_at_swords_add_one_damage_to_each_sword() -> None:
    state, ctx, chance = make("frost-colossus", chamber=5, hero_dice=4, warmth=7)
    battle, _ = fight(ctx, chance, hero=("sword", "sword", "crit", "arrow"), damage=0)
    do(ctx, battle, chance, B.BattleCrit("sword"))
    assert BI.forecast(battle) == BI.Forecast(arrow_damage=1, monster_damage=4, sword_damage=6, total_damage=7,
                                            beaten=False)
    assert play_out(ctx, battle, chance) == (1, 4, 6)
    assert battle.used == {"arrow": 1, "sword": 2}


@pytest.mark.rule("FLOE-BATTLE-ICON-6")
def test_the_phase_that_crits_add_to_cites_them() -> None:
    for target, cited in (("sword", "sword"), ("arrow", "arrow")):
        state, ctx, chance = make("frost-colossus", chamber=5, hero_dice=3, warmth=7)
        battle, _ = fight(ctx, chance, hero=("sword", "crit", "arrow"), damage=0)
        do(ctx, battle, chance, B.BattleCrit(target), CONTINUE)
        arrows = do(ctx, battle, chance, CONTINUE)[0].rules
        do(ctx, battle, chance, CONTINUE)
        swords = do(ctx, battle, chance, CONTINUE)[0].rules
        assert ("FLOE-BATTLE-ICON-6" in arrows, "FLOE-BATTLE-ICON-6" in swords) == (cited == "arrow",
                                                                                    cited == "sword")


@pytest.mark.rule("FLOE-BATTLE-ICON-6", "FLOE-BATTLE-ARROW-1")
def test_crits_aimed_at_arrows_add_one_damage_to_each_arrow() -> None:
    state, ctx, chance = make("frost-colossus", chamber=5, hero_dice=4, warmth=7)
    battle, _ = fight(ctx, chance, hero=("arrow", "arrow", "crit", "sword"), damage=1)
    do(ctx, battle, chance, B.BattleCrit("arrow"))
    assert BI.forecast(battle) == BI.Forecast(arrow_damage=4, monster_damage=5, sword_damage=2, total_damage=6,
                                            beaten=False)
    assert play_out(ctx, battle, chance) == (4, 5, 2)


@pytest.mark.rule("FLOE-BATTLE-ICON-6")
def test_with_no_arrow_the_crits_go_to_the_swords() -> None:
    state, ctx, chance = make("frost-colossus", chamber=5, hero_dice=3, warmth=7)
    battle, _ = fight(ctx, chance, hero=("sword", "crit", "crit"), damage=0)
    assert BI.forecast(battle).sword_damage == 4           # 1 Sword x (2 + 2 Crits)
    assert play_out(ctx, battle, chance) == (0, 4, 4)


@pytest.mark.rule("FLOE-BATTLE-ICON-6")
def test_a_monster_that_ignores_crits() -> None:
    state, ctx, chance = make("bergbeetle", chamber=3, hero_dice=3, warmth=7)
    battle, _ = fight(ctx, chance, hero=("sword", "arrow", "crit"), damage=0)
    assert BI.forecast(battle) == BI.Forecast(arrow_damage=1, monster_damage=3, sword_damage=2, total_damage=3,
                                            beaten=False)
    assert play_out(ctx, battle, chance) == (1, 3, 2)


@pytest.mark.rule("FLOE-BATTLE-ATTACK-2", "FLOE-BATTLE-ICON-3")
def test_the_forecast_hit_after_arrows_and_stealth() -> None:
    # Arrows beating the Monster before its attack leave only the Damage die; each Stealth stops 2.
    state, ctx, chance = make("frostnip", hero_dice=3, warmth=7)
    battle, _ = fight(ctx, chance, hero=("arrow", "arrow", "stealth"), damage=3)
    assert BI.forecast(battle) == BI.Forecast(arrow_damage=2, monster_damage=1, sword_damage=0, total_damage=2,
                                            beaten=True)
    assert play_out(ctx, battle, chance) == (2, 1, 0)
    # An attack-first Monster hits before the Arrows: its base Damage counts.
    state, ctx, chance = make("neubra", hero_dice=3, warmth=7)
    battle, _ = fight(ctx, chance, hero=("arrow", "arrow", "arrow"), damage=1)
    assert BI.forecast(battle) == BI.Forecast(arrow_damage=3, monster_damage=3, sword_damage=0, total_damage=3,
                                            beaten=True)
    assert play_out(ctx, battle, chance) == (3, 3, 0)


@pytest.mark.rule("FLOE-BATTLE-ATTACK-1")
def test_the_forecast_of_a_doubled_damage_die_and_of_phases_already_played() -> None:
    state, ctx, chance = make("icicle-imp", hero_dice=2, warmth=7)
    battle, _ = fight(ctx, chance, hero=("sword", "arrow"), damage=2)
    assert BI.forecast(battle).monster_damage == 5          # base 1 + the Damage die 2 counted twice
    do(ctx, battle, chance, CONTINUE, CONTINUE)            # the Roll and the Arrows
    assert BI.forecast(battle).arrow_damage == 1            # what the Arrow phase dealt, not the icons now
    do(ctx, battle, chance, CONTINUE)                      # the attack
    assert BI.forecast(battle).monster_damage == battle.monster_damage == 5


def test_a_battle_test_forecasts_nothing() -> None:
    state, ctx, chance = make(None, hero_dice=2)
    battle, _ = fight(ctx, chance, hero=("sword", "sword"), test=("sword",))
    assert BI.forecast(battle) == BI.Forecast(0, 0, 0, 0, False)
    assert BI.battle_value(battle, 5) == 0.0


def test_the_worth_of_a_round_for_the_greedy_bot() -> None:
    """5 for the whole health dealt, 5 more for beating it, 0.8 less per Warmth the hit costs and 10 less if
    that hit would lose the battle, 0.3 for each Lantern still to use."""
    state, ctx, chance = make("frost-colossus", chamber=5, hero_dice=3, warmth=7)
    battle, _ = fight(ctx, chance, hero=("sword", "lantern", "stealth"), damage=3)
    # 2 of 10 Damage; a hit of 4 + 3 - 2 = 5 Warmth, which 7 Warmth survive but 4 do not; one Lantern
    assert BI.battle_value(battle, 7) == pytest.approx(5 * 2 / 10 - 0.8 * 5 + 0.3)
    assert BI.battle_value(battle, 4) == pytest.approx(5 * 2 / 10 - 0.8 * 5 - 10 + 0.3)
    assert BI.battle_value(battle, 5) == pytest.approx(5 * 2 / 10 - 0.8 * 5 + 0.3)
    state, ctx, chance = make("frostnip", hero_dice=3, warmth=7)
    battle, _ = fight(ctx, chance, hero=("arrow", "arrow", "sword"), damage=0)
    # 4 Damage against health 2 counts as 2 of 2, plus the bonus; the Arrows beat it before its attack,
    # which is then the Damage die alone (0)
    assert BI.battle_value(battle, 7) == pytest.approx(5 + 5)
    do(ctx, battle, chance, CONTINUE, CONTINUE, CONTINUE)   # the attack is over: its hit no longer counts
    assert BI.battle_value(battle, 0) == pytest.approx(5 + 5)


@pytest.mark.rule("FLOE-BATTLE-ATTACK-1", "FLOE-BATTLE-SWORD-1")
def test_the_forecast_of_a_played_round_keeps_the_hit_taken() -> None:
    # The Monster hits before the Swords beat it: the hit it made stays what the forecast says.
    state, ctx, chance = make("tundra-toad", hero_dice=3, warmth=7)
    battle, _ = fight(ctx, chance, hero=("sword", "sword", "sword"), damage=0)
    do(ctx, battle, chance, CONTINUE, CONTINUE, CONTINUE, CONTINUE)   # roll, arrows, attack, swords
    assert battle.phase == "lantern" and battle.monster_damage == 2
    assert BI.forecast(battle) == BI.Forecast(arrow_damage=0, monster_damage=2, sword_damage=6, total_damage=6,
                                            beaten=True)


def test_a_battle_that_is_over_is_worth_nothing_more() -> None:
    state, ctx, chance = make("frostnip", hero_dice=2, warmth=7)
    battle, _ = fight(ctx, chance, hero=("sword", "sword"), damage=0)
    do(ctx, battle, chance, *[CONTINUE] * 5)
    assert battle.phase == "over" and battle.outcome == "won"
    assert BI.battle_value(battle, 7) == 0.0
    state, ctx, chance = make("frost-colossus", chamber=5, hero_dice=5, warmth=7)
    battle, _ = fight(ctx, chance, hero=("sword",) * 5, damage=0)
    do(ctx, battle, chance, *[CONTINUE] * 5)
    assert battle.phase == "rewards"
    assert BI.battle_value(battle, 7) == 0.0


def test_the_worth_of_beating_a_monster_of_one_health() -> None:
    # No Monster of the content has 1 health, but a content file may hold one: dealing it 1 is all of it.
    state, ctx, chance = make("frostnip", hero_dice=1, warmth=7)
    battle, _ = fight(ctx, chance, hero=("sword",), damage=0)
    battle.health = 1
    # 5 for the whole health dealt, 5 for beating it, 0.8 less for the hit of base Damage 1
    assert BI.battle_value(battle, 7) == pytest.approx(5 + 5 - 0.8)
