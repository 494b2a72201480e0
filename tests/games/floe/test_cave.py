"""The Cave model: setup, chambers, Monster replacement, Cave Advance, Dive track, content."""

from __future__ import annotations

import pytest

from floe_widgets.core import Chance, IllegalAction
from floe_widgets.games.floe import cave as C
from floe_widgets.games.floe.state import PlayerState


def player(seat: int = 0, chamber: int = 1, warmth: int = 5) -> PlayerState:
    return PlayerState(seat=seat, hero="scout-wren", familiar="snowfox", quest="ancient-map", board=0,
                       warmth=warmth, cave_chamber=chamber)


# -- content ----------------------------------------------------------------------------------------
def test_monster_decks_hold_8_common_8_elite_5_boss():
    counts = {tier: len(C.monsters_of(tier)) for tier in C.TIERS}
    assert counts == {"common": 8, "elite": 8, "boss": 5}
    assert len(set(C.monsters())) == 21


def test_named_monsters_are_the_rulebooks():
    rockeer = C.monster("rockeer")
    assert (rockeer.tier, rockeer.health, rockeer.damage) == ("elite", 6, 3)
    assert rockeer.reward == ("basic:1", "dive") and (rockeer.ability, rockeer.icon) == ("reroll-initial", "sword")
    assert rockeer.source == "rulebook"
    assert C.monster("petragrove").ability == "defeat-twice"
    assert C.monster("neubra").ability == "attack-first"
    assert C.chamber(3).rewards == ("vp:2", "crystal:3")


def test_every_cave_reward_is_an_effect_the_rules_engine_knows():
    effects = pytest.importorskip("floe_widgets.games.floe.effects")
    known = set(effects.BASIC) | {"vp", "warmth", "soda", "crystal", "basic", "chest", "key", "chestkey", "treasure",
                                  "relic", "potion", "crate", "map", "dive", "herodice", "merit:any"}
    rewards = [e for m in C.monsters().values() for e in m.reward]
    rewards += [e for c in C.chambers() for e in c.rewards] + [e for s in C.boss_reward_sets() for e in s]
    rewards += [e for r in C.loot_tokens().values() for e in r] + [e for t in C.dive_tiles().values() for e in t.reward]
    for effect in rewards:
        for part in effect.replace("|", "&").split("&"):
            name, n = effects.split_effect(part)
            assert name in known and n >= 1, effect
    assert len(C.loot_tokens()) == 12 and len(C.dive_tiles()) == 5 and len(C.boss_reward_sets()) == 4


def test_dice_are_data():
    from floe_widgets.games.floe import battle_content as content
    from floe_widgets.games.floe.battle_state import ICONS

    assert sorted(content.hero_die_faces()) == sorted(ICONS)
    assert all(face.isdigit() for face in content.damage_die_faces()) and len(content.damage_die_faces()) == 6


# -- setup --------------------------------------------------------------------------------------------
@pytest.mark.rule("FLOE-SETUP-CAVE-1")
def test_three_separately_shuffled_monster_decks():
    cave = C.setup_cave(Chance(4))
    seen: dict[str, str] = {}
    for tier, deck in cave.decks.items():
        for card in deck.draw_pile:
            assert C.monster(card).tier == tier and card not in seen
            seen[card] = tier
    on_board = [room.monster for room in cave.chambers]
    assert len(seen) + len(on_board) == 21 and not set(on_board) & set(seen)
    orders = {tuple(C.setup_cave(Chance(s)).decks["common"].draw_pile) for s in range(6)}
    assert len(orders) > 1                                   # shuffled, seed by seed


@pytest.mark.rule("FLOE-SETUP-CAVE-2")
def test_each_chamber_gets_a_face_down_monster_of_its_type_and_only_the_first_is_revealed():
    cave = C.setup_cave(Chance(1))
    assert [room.kind for room in cave.chambers] == ["common", "common", "elite", "elite", "boss"]
    assert all(C.monster(room.monster).tier == room.kind for room in cave.chambers)
    assert [room.face_up for room in cave.chambers] == [True, False, False, False, False]


@pytest.mark.rule("FLOE-SETUP-CAVE-3")
def test_six_loot_tokens_on_each_zone():
    cave = C.setup_cave(Chance(2))
    assert [len(zone) for zone in cave.loot] == [6, 6]
    assert sorted(cave.loot[0] + cave.loot[1]) == sorted(C.loot_tokens())


@pytest.mark.rule("FLOE-SETUP-CAVE-2")
def test_each_chamber_takes_the_top_card_of_its_monster_deck_as_a_lesson_lays_them() -> None:
    commons, elites, bosses = (C.monsters_of(tier) for tier in C.TIERS)
    chance = Chance(0)
    chance.fix("common-monsters", commons[::-1])
    chance.fix("elite-monsters", elites[3:] + elites[:3])
    chance.fix("boss-monsters", bosses[2:] + bosses[:2])
    cave = C.setup_cave(chance)
    assert [room.monster for room in cave.chambers] == [commons[-1], commons[-2], elites[3], elites[4], bosses[2]]
    assert cave.decks["common"].draw_pile == commons[::-1][2:]
    assert cave.decks["elite"].draw_pile == elites[5:] + elites[:3]
    assert cave.decks["boss"].draw_pile == bosses[3:] + bosses[:2]


@pytest.mark.rule("FLOE-SETUP-CAVE-3")
def test_a_lesson_lays_the_loot_tokens_the_first_six_on_the_left_zone() -> None:
    tokens = sorted(C.loot_tokens(), reverse=True)
    chance = Chance(0)
    chance.fix("loot-tokens", tokens)
    assert C.setup_cave(chance).loot == [tokens[:6], tokens[6:]]


@pytest.mark.rule("FLOE-SETUP-CAVE-4")
def test_dive_track_is_a_permutation_of_the_five_tiles():
    tracks = {tuple(C.setup_cave(Chance(s)).dive_track) for s in range(8)}
    assert all(sorted(t) == sorted(C.dive_tiles()) and len(t) == 5 for t in tracks)
    assert len(tracks) > 1
    chance = Chance(0)
    chance.fix("dive-tiles", ["dive-map", "dive-pearl"])
    assert C.setup_cave(chance).dive_track[:2] == ["dive-map", "dive-pearl"]


@pytest.mark.rule("FLOE-CAVE-START-1", "FLOE-AMBIG-4")
def test_hero_markers_start_in_chamber_one():
    cave = C.setup_cave(Chance(0))
    p = PlayerState(seat=0, hero="scout-wren", familiar="snowfox", quest="ancient-map", board=0)
    assert p.cave_chamber == 1 and C.can_delve(p, cave)
    assert cave.chambers[0].face_up


# -- moving on -------------------------------------------------------------------------------------------
@pytest.mark.rule("FLOE-CAVE-ADVANCE-1", "FLOE-AMBIG-26")
def test_cave_advance_skips_the_monster_without_rewards_and_reveals_the_next():
    cave = C.setup_cave(Chance(3))
    p = player(seat=1, chamber=2)
    second = cave.chambers[1].monster
    events = C.cave_advance(p, cave)
    assert events[-1].kind == "cave" and events[-1].player == 1          # told to the player who advanced
    assert p.cave_chamber == 3 and cave.chambers[2].face_up
    assert cave.chambers[1].monster == second and not cave.chambers[1].face_up
    assert all(e.kind != "reward" for e in events) and any("FLOE-CAVE-ADVANCE-1" in e.rules for e in events)
    p4 = player(chamber=4)
    C.cave_advance(p4, cave)
    assert p4.cave_chamber == 5 and cave.chambers[4].face_up      # 4 -> 5 is allowed


@pytest.mark.rule("FLOE-CAVE-ADVANCE-2")
def test_cave_advance_cannot_skip_the_boss():
    cave = C.setup_cave(Chance(3))
    p = player(seat=1, chamber=5)
    events = C.cave_advance(p, cave)
    assert p.cave_chamber == 5 and cave.boss_sets_taken == {}
    assert events[0].rules == ("FLOE-CAVE-ADVANCE-2",)
    assert events[0].kind == "cave" and events[0].player == 1


@pytest.mark.rule("FLOE-CAVE-WIN-2")
def test_replacement_monster_is_revealed_only_if_a_hero_marker_is_there():
    cave = C.setup_cave(Chance(5))
    top = cave.decks["common"].draw_pile[0]
    beaten = cave.chambers[0].monster
    C.replace_monster(cave, 1, Chance(5), markers=[2, 1])
    assert cave.chambers[0].monster == top and cave.chambers[0].face_up
    assert cave.decks["common"].discard_pile == [beaten]
    nxt = cave.decks["common"].draw_pile[0]
    C.replace_monster(cave, 1, Chance(5), markers=[2, 2])
    assert cave.chambers[0].monster == nxt and not cave.chambers[0].face_up


@pytest.mark.rule("FLOE-FAQ-DISCARD-1")
def test_a_monster_deck_that_runs_dry_is_rebuilt_from_its_discards():
    cave = C.setup_cave(Chance(6))
    for _ in range(20):
        C.replace_monster(cave, 3, Chance(6), markers=[1])
        assert cave.chambers[2].monster is not None
    cards = cave.decks["elite"].draw_pile + cave.decks["elite"].discard_pile
    assert sorted(cards + [cave.chambers[2].monster, cave.chambers[3].monster]) == sorted(C.monsters_of("elite"))


@pytest.mark.rule("FLOE-CAVE-BOSS-1", "FLOE-CAVE-BOSS-3")
def test_claiming_a_reward_set_covers_it():
    cave = C.setup_cave(Chance(0))
    a, b = player(0, chamber=5), player(1, chamber=5)
    rewards, _ = C.claim_reward_set(a, cave, 2)
    assert rewards == list(C.boss_reward_sets()[2]) and cave.boss_sets_taken == {2: 0}
    assert a.cave_chamber == C.DONE and not C.can_delve(a, cave)
    assert C.free_reward_sets(cave) == [0, 1, 3]
    with pytest.raises(IllegalAction) as refused:
        C.claim_reward_set(b, cave, 2)
    assert refused.value.rule_id == "FLOE-CAVE-BOSS-1" and b.cave_chamber == 5


# -- the Dive track ---------------------------------------------------------------------------------------
@pytest.mark.rule("FLOE-DIVE-STEP-1", "FLOE-DIVE-STEP-2", "FLOE-EXAMPLE-7")
def test_dive_pays_the_tile_and_sends_it_to_the_bottom():
    cave = C.setup_cave(Chance(0))
    cave.dive_track = ["dive-map", "dive-pearl", "dive-chest-key", "dive-potions", "dive-crystals"]
    cost, rewards, events = C.take_dive(cave, 2, warmth=3)
    assert (cost, rewards) == (1, ["chestkey"])
    assert cave.dive_track == ["dive-map", "dive-pearl", "dive-potions", "dive-crystals", "dive-chest-key"]
    assert {"FLOE-DIVE-STEP-1", "FLOE-DIVE-STEP-2"} <= set(events[0].rules)


@pytest.mark.rule("FLOE-DIVE-COST-1", "FLOE-AMBIG-19")
def test_unaffordable_dive_tiles_cannot_be_chosen_but_any_space_can():
    cave = C.setup_cave(Chance(0))
    cave.dive_track = ["dive-map", "dive-pearl", "dive-chest-key", "dive-potions", "dive-crystals"]
    assert C.dive_options(cave, 0) == [1, 3]
    assert C.dive_options(cave, 1) == [1, 2, 3, 4]
    assert C.dive_options(cave, 2) == [0, 1, 2, 3, 4]
    with pytest.raises(IllegalAction) as refused:
        C.take_dive(cave, 0, warmth=1)
    assert refused.value.rule_id == "FLOE-DIVE-COST-1"
    assert cave.dive_track[0] == "dive-map"
    cost, rewards, _ = C.take_dive(cave, 4, warmth=1)          # the bottom tile is allowed too
    assert cost == 1 and cave.dive_track[-1] == "dive-crystals"
