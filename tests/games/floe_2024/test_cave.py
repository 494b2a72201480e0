"""The cave (洞窟): the five battle steps, spells, defeat, the special rooms and Lanterns."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024.actions import (
    CastSpell,
    EnterCave,
    FamiliarHelp,
    FamiliarRow,
    FamiliarShallows,
    ItemDie,
    Reroll,
    Strike,
    UsePotion,
)
from floe_widgets.games.floe_2024.cave import icons

from .helpers import choose, edit, me, new, on_map, pending, refused


def fight(faces, monster="m-g4", room=1, warmth=4, cap=8, monster_die=None, players=2, **fields):
    """The current player enters the cave (room ``room``, monster ``monster``) and rolls ``faces``."""
    def change(s):
        p = s.players[0]
        p.room, p.warmth, p.cubes_released = room, warmth, cap - 4
        p.dice = len(faces) - 2
        for k, v in fields.items():
            setattr(p, k, v)
        s.monsters[str(room)] = monster
        for deck in s.monster_decks.values():
            if monster in deck:
                deck.remove(monster)
    g = on_map(edit(new(players), change), "skull.I1")
    g.chance.fix("hero-die", *faces)
    if monster_die is not None:
        g.chance.fix("monster-die", monster_die)
    g.apply(EnterCave())
    return g


@pytest.mark.rule("FLOEJA-BATTLE-ROLL-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-18")
@pytest.mark.rule("FLOEJA-MISSING-4")
def test_roll_as_many_dice_as_the_marker_shows() -> None:
    g = fight(["sword", "arrow", "sneak"])
    assert len(g.state.battle.dice) == 3 and g.state.battle.stage == "roll"
    assert not [c for c in g.history[-1].chance if c[0] == "monster-die"]
    assert len(fight(["sword", "arrow"]).state.battle.dice) == 2


@pytest.mark.rule("FLOEJA-BATTLE-REROLL-1")
def test_each_reroll_costs_one_warmth() -> None:
    g = fight(["sword", "arrow", "sneak"], warmth=2)
    g.chance.fix("hero-die", "sword", "sword")
    g.apply(Reroll((1,)))
    g.apply(Reroll((2,)))
    assert me(g).warmth == 0 and g.state.battle.dice == ["sword", "sword", "sword"]
    refused(g, Reroll((0,)), "FLOEJA-BATTLE-REROLL-1")


@pytest.mark.rule("FLOEJA-BATTLE-FACES-1")
@pytest.mark.rule("FLOEJA-BATTLE-ATTACK-1")
def test_arrow_sword_sneak_against_base_two_die_one() -> None:
    g = fight(["arrow", "sword", "sneak"], monster="m-g4", monster_die=1, warmth=4)   # health 6, base 2
    g.apply(Strike(0))
    assert g.state.battle.damage == 1 and me(g).warmth == 3
    g.apply(Strike(0))
    assert me(g).room == 2       # 3 damage in all: it survives, the hero moves on


@pytest.mark.rule("FLOEJA-BATTLE-CRIT-1")
def test_crits_go_to_arrows_or_swords() -> None:
    g = fight(["arrow", "arrow", "sword", "crit", "crit"], monster="m-p1", monster_die=0, warmth=8)
    g.apply(Strike(2))
    assert g.state.battle.damage == 6
    g.apply(Strike(0))
    assert me(g).room == 2 or g.state.battle is None
    g = fight(["arrow", "sword", "crit"], monster="m-p1", monster_die=0, warmth=8)
    refused(g, Strike(2), "FLOEJA-BATTLE-CRIT-1")


@pytest.mark.rule("FLOEJA-BATTLE-CRIT-1")
def test_a_crit_with_no_arrow_or_sword_does_nothing() -> None:
    g = fight(["crit", "sneak"], monster="m-p1", monster_die=0, warmth=8)
    g.apply(Strike(1))
    assert g.state.battle.damage == 0


@pytest.mark.rule("FLOEJA-BATTLE-POTION-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-19")
def test_potions_add_their_icons() -> None:
    g = fight(["arrow", "lantern"], monster="m-p1", monster_die=0, warmth=8, potions=["arrow", "crit"])
    g.apply(UsePotion("arrow"))
    g.apply(UsePotion("crit"))
    g.apply(Strike(1))
    assert g.state.battle.damage == 4 and me(g).potions == []
    refused(g, UsePotion("sword"), "FLOEJA-BATTLE-POTION-1")


@pytest.mark.rule("FLOEJA-BATTLE-FAMILIAR-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-20")
def test_the_familiar_adds_one_icon_for_one_warmth_then_cannot_act_on_the_map() -> None:
    g = fight(["lantern", "lantern"], monster="m-p1", monster_die=0, warmth=4)
    g.apply(FamiliarHelp("sneak"))
    assert me(g).warmth == 3 and icons(g.state.battle)["sneak"] == 1
    refused(g, FamiliarHelp("sword"), "FLOEJA-BATTLE-FAMILIAR-1")
    g.apply(Strike(0))
    g.apply(Strike(0))
    slot = next(a for a in g.candidates() if isinstance(a, FamiliarShallows))
    refused(g, slot, "FLOEJA-BATTLE-FAMILIAR-1")


@pytest.mark.rule("FLOEJA-BATTLE-ITEM-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-21")
@pytest.mark.rule("FLOEJA-MISSING-11")
def test_a_die_on_a_flipped_item_counts_as_its_icon() -> None:
    g = fight(["sneak", "sword"], items=["it-orb"], flipped=["it-orb"])
    g.apply(ItemDie("it-orb", 0))
    have = icons(g.state.battle)
    assert (have["magic"], have["sword"], have["sneak"]) == (1, 1, 0)
    g = fight(["lantern", "sword"], items=["it-sword"], flipped=[])
    refused(g, ItemDie("it-sword", 0), "FLOEJA-BATTLE-ITEM-1")


@pytest.mark.rule("FLOEJA-BATTLE-MAGIC-1")
@pytest.mark.rule("FLOEJA-SPELL-HEAL-1")
def test_each_magic_pays_once() -> None:
    g = fight(["magic", "magic", "magic"], warmth=2, cap=5)
    g.apply(CastSpell("heal"))
    assert me(g).warmth == 3
    g.apply(CastSpell("artifice", 0, "crit"))
    refused(g, CastSpell("heal"), "FLOEJA-BATTLE-MAGIC-1")


@pytest.mark.rule("FLOEJA-SPELL-INSIGHT-1")
@pytest.mark.rule("FLOEJA-MISSING-5")
def test_insight_turns_a_die_to_its_opposite_face() -> None:
    g = fight(["magic", "sneak", "magic"])
    g.apply(CastSpell("insight", 1))
    assert g.state.battle.dice[1] == "lantern"
    refused(g, CastSpell("insight", 0), "FLOEJA-SPELL-INSIGHT-1")


@pytest.mark.rule("FLOEJA-SPELL-ARTIFICE-1")
def test_artifice_makes_any_icon_from_two_magic() -> None:
    g = fight(["magic", "magic"])
    g.apply(CastSpell("artifice", 0, "crit"))
    assert icons(g.state.battle)["crit"] == 1 and icons(g.state.battle)["magic"] == 0


@pytest.mark.rule("FLOEJA-SPELL-FLOESTORM-1")
def test_floestorm_in_the_sword_step_beats_green_or_blue_never_pink() -> None:
    faces = ["magic"] * 4
    g = fight(faces, monster="m-b1", monster_die=0, warmth=8, potions=["magic"])
    g.apply(UsePotion("magic"))
    refused(g, CastSpell("floestorm"), "FLOEJA-SPELL-FLOESTORM-1")
    g.apply(Strike(0))
    g.apply(CastSpell("floestorm"))
    assert g.state.battle is None and me(g).room == 2 and g.state.monsters["1"] != "m-b1"
    g = fight(faces, monster="m-p1", monster_die=0, warmth=8, potions=["magic"])
    g.apply(UsePotion("magic"))
    g.apply(Strike(0))
    refused(g, CastSpell("floestorm"), "FLOEJA-SPELL-FLOESTORM-1")


@pytest.mark.rule("FLOEJA-BATTLE-ARROW-1")
def test_arrows_that_win_skip_the_monster_attack() -> None:
    g = fight(["arrow", "arrow", "arrow", "arrow"], monster="m-g2")     # health 4
    g.apply(Strike(0))
    assert g.state.battle is None and me(g).warmth == 4
    assert not [c for c in g.history[-1].chance if c[0] == "monster-die"]


@pytest.mark.rule("FLOEJA-EXAMPLE-22")
def test_one_arrow_against_six_health_then_the_monster_attacks() -> None:
    g = fight(["arrow", "lantern"], monster="m-g4", monster_die=0, warmth=8)
    g.apply(Strike(0))
    assert g.state.battle.damage == 1 and g.state.battle.stage == "swords"
    assert [c for c in g.history[-1].chance if c[0] == "monster-die"]


@pytest.mark.rule("FLOEJA-EXAMPLE-23")
def test_base_two_die_two_one_sneak_costs_two_warmth() -> None:
    g = fight(["sneak", "lantern"], monster="m-g4", monster_die=2, warmth=5)
    g.apply(Strike(0))
    assert me(g).warmth == 3


@pytest.mark.rule("FLOEJA-BATTLE-ATTACK-1")
def test_base_three_die_one_one_sneak() -> None:
    g = fight(["sneak", "lantern"], monster="m-b1", monster_die=1, warmth=5)
    g.apply(Strike(0))
    assert me(g).warmth == 3


@pytest.mark.rule("FLOEJA-BATTLE-KO-1")
@pytest.mark.rule("FLOEJA-WARMTH-KO-1")
@pytest.mark.rule("FLOEJA-BATTLE-KO-2")
def test_a_beaten_hero_goes_to_the_healing_house_and_keeps_the_room() -> None:
    g = fight(["lantern", "lantern"], monster="m-b1", room=2, monster_die=0, warmth=2)
    g.apply(Strike(0))
    assert me(g).warmth == 0 and me(g).location == "village:healing" and me(g).room == 2
    assert g.state.battle is None and pending(g) == "healing"
    choose(g, "暖+2")
    assert me(g).warmth == 2 and len(me(g).potions) == 2


@pytest.mark.rule("FLOEJA-FAM-CAVE-1")
def test_a_beaten_hero_whose_familiar_did_not_help_may_use_a_building_row() -> None:
    g = fight(["lantern", "lantern"], monster="m-b1", room=2, monster_die=0, warmth=1)
    g.apply(Strike(0))
    choose(g, "暖+4")
    g.apply(FamiliarRow("top"))
    assert me(g).res["bubble"] == 1


@pytest.mark.rule("FLOEJA-BATTLE-SWORD-1")
def test_swords_add_to_the_arrow_damage() -> None:
    g = fight(["arrow", "sword", "sword"], monster="m-p1", monster_die=0, warmth=8)
    g.apply(Strike(0))
    g.apply(Strike(0))
    assert me(g).room == 2      # 5 < 12: survived, moved on
    g = fight(["arrow", "sword", "sword"], monster="m-g4", monster_die=0, warmth=8)
    g.apply(Strike(0))
    g.apply(Strike(0))
    assert me(g).room == 2 and g.state.monsters["1"] == "m-g4"    # 5 < 6


@pytest.mark.rule("FLOEJA-EXAMPLE-24")
@pytest.mark.rule("FLOEJA-CAVE-ENTER-1")
def test_sword_potion_crit_and_arrow_make_seven() -> None:
    g = fight(["arrow", "sword", "crit"], monster="m-g4", monster_die=0, warmth=8, potions=["sword"])
    g.apply(Strike(0))
    g.apply(UsePotion("sword"))
    events = g.apply(Strike(0))
    assert any(e.text.startswith("剣: 6ダメージ (合計7/6)") for e in events)
    assert g.state.monsters["1"] != "m-g4"


@pytest.mark.rule("FLOEJA-BATTLE-FAIL-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-25")
@pytest.mark.rule("FLOEJA-MISSING-21")
def test_a_surviving_monster_stays_the_hero_moves_on_for_the_tunnel() -> None:
    g = fight(["arrow", "sword", "sword", "lantern"], monster="m-g4", room=2, monster_die=0, warmth=8)
    edit(g, lambda s: s.face_up.remove("4") if "4" in s.face_up else None)
    g.apply(Strike(0))
    g.apply(Strike(0))     # 5 damage vs 6
    p = me(g)
    assert p.room == 4 and p.crystals == 2 and g.state.monsters["2"] == "m-g4" and "4" in g.state.face_up


@pytest.mark.rule("FLOEJA-DEFEAT-REWARD-1")
@pytest.mark.rule("FLOEJA-DEFEAT-REPLACE-1")
@pytest.mark.rule("FLOEJA-DEFEAT-ADVANCE-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-27")
@pytest.mark.rule("FLOEJA-MISSING-22")
def test_a_win_gives_card_and_room_rewards_a_face_down_replacement_and_the_tunnel() -> None:
    g = fight(["sword", "arrow"], monster="m-g1", room=1, players=1, monster_die=0)
    nxt = g.state.monster_decks["green"][0]
    g.apply(Strike(0))
    g.apply(Strike(0))
    p = me(g)
    assert p.res["bubble"] == 2 and pending(g) == "objective" and len(p.objectives) == 2
    choose(g, "")
    assert len(me(g).objectives) == 1
    assert g.state.monsters["1"] == nxt and "1" not in g.state.face_up
    assert me(g).crystals == 1 and me(g).room == 2 and "2" in g.state.face_up


@pytest.mark.rule("FLOEJA-DEFEAT-REPLACE-1")
def test_the_replacement_is_face_up_when_another_hero_waits_there() -> None:
    g = fight(["arrow", "arrow", "arrow"], monster="m-g1", room=1)
    g.apply(Strike(0))
    assert "1" in g.state.face_up            # seat 2's marker is still in room 1


@pytest.mark.rule("FLOEJA-CAVE-DECKS-1")
def test_a_green_room_is_refilled_from_the_green_deck() -> None:
    g = fight(["arrow", "arrow", "arrow"], monster="m-g1", room=1)
    g.apply(Strike(0))
    assert g.state.monsters["1"].startswith("m-g")


@pytest.mark.rule("FLOEJA-ROOM-THIRD-1")
@pytest.mark.rule("FLOEJA-ROOM-THIRD-2")
@pytest.mark.rule("FLOEJA-MISSING-23")
def test_room_three_reveals_one_event_for_everyone_and_passes_to_room_four() -> None:
    g = fight(["arrow", "arrow", "arrow"], monster="m-g1", room=2, warmth=1)
    edit(g, lambda s: setattr(s, "event_deck", ["ev-warm", "ev-echo", "ev-omen"]))
    g.apply(Strike(0))
    while pending(g):
        choose(g, "")
    assert me(g).room == 4 and g.state.event == "ev-warm" and me(g).warmth == 3
    assert g.state.event_deck == ["ev-echo", "ev-omen"]
    from floe_widgets.games.floe_2024.cave import advance_room

    from .helpers import ctx
    second = g.state.players[1]
    second.room, second.warmth = 2, 1
    advance_room(ctx(g), second, 2, "FLOEJA-DEFEAT-ADVANCE-1")
    assert second.room == 4 and second.warmth == 3 and g.state.event == "ev-warm"


@pytest.mark.rule("FLOEJA-ROOM-LAST-1")
@pytest.mark.rule("FLOEJA-MISSING-28")
def test_the_last_room_gives_one_reward_then_a_crystal_per_visit() -> None:
    g = fight(["arrow"] * 5, monster="m-p2", room=5, warmth=8)     # health 10 > 5: it survives
    g.apply(Strike(0))
    g.apply(Strike(0))
    assert me(g).room == 6 and pending(g) == "last-room"
    choose(g, "フローストーン")
    choose(g, "木")
    assert me(g).stones["wood"] == 3 and g.state.last_room == {"advance": 0}
    g2 = on_map(edit(new(), lambda s: setattr(s.players[0], "room", 6)), "skull.I1")
    g2.apply(EnterCave())
    assert me(g2).crystals == 1 and g2.state.battle is None


@pytest.mark.rule("FLOEJA-LANTERN-TOKEN-1")
def test_a_lantern_may_take_a_token_from_an_earlier_room() -> None:
    g = fight(["arrow", "arrow", "arrow", "lantern"], monster="m-g1", room=2)
    edit(g, lambda s: s.slots.update({"1#0": "crystal"}))
    g.apply(Strike(0))
    assert pending(g) == "lantern"
    choose(g, "部屋1のスロット1")
    assert me(g).crystals == 3 and "1#0" not in g.state.slots and g.state.bags["cave"].count("crystal") == 5


@pytest.mark.rule("FLOEJA-LANTERN-DRAW-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-26")
def test_a_declined_draw_fills_a_slot_and_the_last_draw_must_be_taken() -> None:
    g = fight(["arrow", "arrow", "arrow", "lantern"], monster="m-g1", room=2)
    edit(g, lambda s: s.slots.update({"1#0": "potion", "1#1": "key", "2#0": "bubble:2"}))
    g.chance.fix("cave-bag", g.state.bags["cave"].index("map"))
    g.apply(Strike(0))
    choose(g, "袋から引く")
    choose(g, "空きスロットに置く")
    assert g.state.slots["2#1"] == "map"
    g.chance.fix("cave-bag", g.state.bags["cave"].index("encounter:cave"))
    choose(g, "袋から引く")
    assert "cave" in me(g).encounters


@pytest.mark.rule("FLOEJA-CAVEENC-DRAW-1")
def test_a_cave_encounter_token_draws_from_the_pink_deck() -> None:
    g = fight(["arrow", "arrow", "arrow", "lantern"], monster="m-g1", room=2)
    top = g.state.encounter_decks["cave"][0]
    g.chance.fix("cave-bag", g.state.bags["cave"].index("encounter:cave"))
    g.apply(Strike(0))
    choose(g, "袋から引く")
    choose(g, "受け取る")
    assert me(g).encounters["cave"] == top and me(g).crystals >= 1


@pytest.mark.rule("FLOEJA-CAVEENC-CHECK-1")
@pytest.mark.rule("FLOEJA-MISSING-26")
def test_a_cave_card_pays_when_the_dice_show_its_icons_after_a_survived_battle() -> None:
    g = fight(["sword", "sword", "lantern"], monster="m-p1", monster_die=0, warmth=8, encounters={"cave": "en-c1"})
    g.apply(Strike(0))
    g.apply(Strike(0))
    assert me(g).half and "cave" not in me(g).encounters
    g = fight(["sword", "arrow", "lantern"], monster="m-p1", monster_die=0, warmth=8, encounters={"cave": "en-c1"})
    g.apply(Strike(0))
    g.apply(Strike(0))
    assert not me(g).half and me(g).encounters == {"cave": "en-c1"}


@pytest.mark.rule("FLOEJA-CAVEENC-STRICT-1")
def test_a_potion_icon_does_not_meet_a_cave_card() -> None:
    g = fight(["sword", "lantern"], monster="m-p1", monster_die=0, warmth=8, encounters={"cave": "en-c2"},
              potions=["crit"])
    g.apply(UsePotion("crit"))
    g.apply(Strike(0))
    g.apply(Strike(0))
    assert me(g).encounters == {"cave": "en-c2"} and not me(g).half


@pytest.mark.rule("FLOEJA-LANTERN-TOKEN-1")
def test_two_lanterns_take_two_tokens_one_after_the_other() -> None:
    g = fight(["arrow", "arrow", "arrow", "lantern", "lantern"], monster="m-g1", room=2)
    edit(g, lambda s: s.slots.update({"1#0": "crystal", "2#0": "crystal"}))
    g.apply(Strike(0))
    crystals, in_bag = me(g).crystals, g.state.bags["cave"].count("crystal")
    assert pending(g) == "lantern" and g.state.pending[-1].options[:2] == ["部屋1のスロット1: クリスタル",
                                                                            "部屋2のスロット1: クリスタル"]
    choose(g, "部屋1のスロット1")
    assert me(g).crystals == crystals + 1 and g.state.bags["cave"].count("crystal") == in_bag + 1
    assert pending(g) == "lantern" and g.state.pending[-1].options == ["部屋2のスロット1: クリスタル", "袋から引く"]
    choose(g, "部屋2のスロット1")
    assert me(g).crystals == crystals + 2 and g.state.bags["cave"].count("crystal") == in_bag + 2
    assert pending(g) != "lantern" and g.state.slots == {}
