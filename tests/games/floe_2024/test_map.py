"""The Map turn (マップターン): moving, exploring, Dive, discovering, landmarks, encounters, shrines."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024 import board as B
from floe_widgets.games.floe_2024.actions import (
    BuildShrine,
    ClaimEncounter,
    Discover,
    EndTurn,
    EnterCave,
    Explore,
    FamiliarShallows,
    Hike,
    Sail,
    StartMapTurn,
    Summon,
    TakeEncounter,
    UseCrate,
    VisitLandmark,
)
from floe_widgets.games.floe_2024.state import ABOVE, PLACED

from .helpers import choose, cited, ctx, edit, me, new, on_map, pending, refused


def setp(**fields):
    def change(s):
        for k, v in fields.items():
            setattr(s.players[s.current], k, v)
    return change


@pytest.mark.rule("FLOEJA-MOVE-VILLAGE-1")
def test_a_hero_in_the_village_starts_on_the_main_island_for_free() -> None:
    g = edit(new(), setp(location="village:healing"))
    events = g.apply(StartMapTurn())
    assert me(g).location == B.MAIN_ISLAND and me(g).warmth == 4
    assert "FLOEJA-MOVE-VILLAGE-1" in cited(events)


@pytest.mark.rule("FLOEJA-MOVE-HIKE-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-13")
def test_each_shallows_costs_one_warmth() -> None:
    g = edit(on_map(new(), "floe.I1"), setp(warmth=5))
    g.apply(Hike("floe.I0"))        # a campfire: warm it first so it does not count below
    g = edit(on_map(new(), "floe.I1"), setp(warmth=5))
    g.apply(Hike("floe.I3"))
    g.apply(Hike("floe.I2"))
    assert me(g).warmth == 3 and me(g).location == "floe.I2"


@pytest.mark.rule("FLOEJA-MOVE-HIKE-1")
def test_zero_warmth_stops_movement_not_the_hero_action() -> None:
    g = edit(on_map(new(), "floe.I1"), setp(warmth=0))
    refused(g, Hike("floe.I3"), "FLOEJA-WARMTH-SPEND-1")
    assert any(isinstance(a, Explore) for a in g.legal_actions())
    refused(g, Hike("floe.I2"), "FLOEJA-MOVE-HIKE-1")


@pytest.mark.rule("FLOEJA-MOVE-MODES-1")
@pytest.mark.rule("FLOEJA-SAIL-END-1")
def test_walk_sail_walk_in_one_movement() -> None:
    g = edit(on_map(new(), "floe.I1"), setp(warmth=8, cubes_released=4))
    g.apply(Hike("floe.I3"))                 # floe.D1 is at I3 (ship 1 there)
    g.apply(Sail(1, "floe.D0"))              # lands on floe.I0
    assert me(g).location == "floe.I0"
    before = me(g).warmth
    g.apply(Hike("floe.I2"))
    assert me(g).warmth == before - 1


@pytest.mark.rule("FLOEJA-SAIL-BOARD-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-14")
def test_only_a_ship_at_the_heros_iceberg_can_be_boarded() -> None:
    g = edit(on_map(new(), "floe.I0"), setp(warmth=8, cubes_released=4))
    assert B.ships_at(g.state, "floe.I0") == [0]
    refused(g, Sail(1, "floe.D0"), "FLOEJA-SAIL-BOARD-1")
    edit(g, lambda s: s.ships.__setitem__(0, "skull.D0"))
    refused(g, Sail(0, "floe.D1"), "FLOEJA-SAIL-BOARD-1")


@pytest.mark.rule("FLOEJA-SAIL-SUMMON-1")
def test_a_bubble_calls_a_ship_to_the_heros_dock() -> None:
    g = edit(on_map(new(), "floe.I3"), setp(res={"pearl": 0, "kelp": 0, "bubble": 1, "mushroom": 0, "wood": 0},
                                            used_this_turn=["ability:summon"]))
    edit(g, lambda s: s.ships.__setitem__(1, "skull.D0"))
    g.apply(Summon(1, "floe.D1"))
    assert g.state.ships[1] == "floe.D1" and me(g).res["bubble"] == 0 and me(g).warmth == 4
    refused(g, Summon(0, "floe.D1"), "FLOEJA-SAIL-SUMMON-1")


@pytest.mark.rule("FLOEJA-MISSING-3")
@pytest.mark.rule("FLOEJA-HERO-ABILITY-1")
def test_level_one_ability_a_bubble_for_a_summon_once_per_turn() -> None:
    g = edit(on_map(new(), "floe.I3"), setp(res={"pearl": 0, "kelp": 0, "bubble": 2, "mushroom": 0, "wood": 0}))
    g.apply(Summon(0, "floe.D1"))
    assert me(g).res["bubble"] == 2
    edit(g, lambda s: s.ships.__setitem__(0, "skull.D0"))
    g.apply(Summon(0, "floe.D1"))
    assert me(g).res["bubble"] == 1


@pytest.mark.rule("FLOEJA-SAIL-COST-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-15")
def test_sailing_pays_one_warmth_per_sea_entered() -> None:
    g = edit(on_map(new(), "floe.I0"), setp(warmth=3))
    assert B.sail_cost([]) == 1
    g.apply(Sail(0, "floe.D1"))       # floe.S3 -> S0 -> S1: two seas
    assert me(g).warmth == 1 and g.state.ships[0] == "floe.D1" and me(g).location == "floe.I3"
    g = edit(on_map(new(), "floe.I0"), setp(warmth=2))
    refused(g, Sail(0, "skull.D1"), "FLOEJA-WARMTH-SPEND-1")


@pytest.mark.rule("FLOEJA-CAMP-WARMTH-1")
@pytest.mark.rule("FLOEJA-MISSING-17")
def test_a_campfire_warms_once_per_turn_and_walking_goes_on() -> None:
    g = edit(on_map(new(), "floe.I1"), setp(warmth=2, cubes_released=2))
    g.apply(Hike("floe.I0"))
    assert me(g).warmth == 3           # 2 - 1 + 2
    g.apply(Hike("floe.I1"))
    g.apply(Hike("floe.I0"))
    assert me(g).warmth == 1           # no second campfire gain this turn


@pytest.mark.rule("FLOEJA-HACT-CHOICE-1")
@pytest.mark.rule("FLOEJA-MAPTURN-STEPS-1")
def test_one_hero_action_per_map_turn() -> None:
    g = edit(on_map(new(), "floe.I0"), lambda s: s.tokens["floe.I0"].append("bubble:1"))
    g.apply(Explore("floe.I0", 0))
    refused(g, Explore("floe.I0", 0), "FLOEJA-MAPTURN-STEPS-1")
    refused(g, Hike("floe.I1"), "FLOEJA-MAPTURN-STEPS-1")


@pytest.mark.rule("FLOEJA-EXPL-SOURCE-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-16")
def test_explore_the_iceberg_or_the_sea_of_a_ship_docked_there() -> None:
    g = on_map(new(), "floe.I0")
    assert B.reach(g.state, "floe.I0") == ["floe.I0", "floe.S3"]
    token = g.state.tokens["floe.S3"][0]
    g.apply(Explore("floe.S3", 0))
    assert g.state.tokens["floe.S3"] == [] and token not in g.state.bags["sea"][-1:]
    g = edit(on_map(new(), "floe.I0"), lambda s: s.ships.__setitem__(0, "skull.D0"))
    refused(g, Explore("floe.S3", 0), "FLOEJA-EXPL-SOURCE-1")
    assert Explore("floe.I0", 0) in g.legal_actions()


def token_on(g, token):
    return edit(g, lambda s: s.tokens.__setitem__(s.players[s.current].location, [token]))


@pytest.mark.rule("FLOEJA-TOKEN-RES-1")
def test_resource_and_crystal_tokens() -> None:
    g = token_on(on_map(new(), "floe.I0"), "kelp:2")
    g.apply(Explore("floe.I0", 0))
    assert me(g).res["kelp"] == 1 and me(g).res["bubble"] == 1
    g = token_on(edit(on_map(new(), "floe.I0"), setp(crystals=9)), "crystal")
    g.apply(Explore("floe.I0", 0))
    assert me(g).crystals == 10


@pytest.mark.rule("FLOEJA-TOKEN-STOCK-1")
def test_six_of_each_held_token_kind() -> None:
    g = token_on(edit(on_map(new(), "floe.I0"), setp(maps=6, crates=[0] * 6, potions=["sword"] * 5)), "potion")
    g.apply(Explore("floe.I0", 0))
    p = me(g)
    assert (p.maps, len(p.crates), len(p.potions)) == (6, 6, 6)
    g = token_on(edit(on_map(new(), "floe.I0"), setp(maps=6)), "map")
    g.apply(Explore("floe.I0", 0))
    assert me(g).maps == 6


@pytest.mark.rule("FLOEJA-TOKEN-CRATE-1")
@pytest.mark.rule("FLOEJA-MISSING-12")
def test_a_crate_gives_one_of_its_two_resources() -> None:
    g = edit(new(), setp(crates=[0]))             # wood or pearl
    refused(g, UseCrate(0, "kelp"), "FLOEJA-TOKEN-CRATE-1")
    g.apply(UseCrate(0, "pearl"))
    assert me(g).res["pearl"] == 1 and me(g).crates == []


@pytest.mark.rule("FLOEJA-TOKEN-ACTION-1")
def test_flag_key_and_dive_tokens() -> None:
    g = token_on(on_map(new(), "floe.I0"), "flag:sea")
    top = g.state.encounter_decks["sea"][0]
    g.apply(Explore("floe.I0", 0))
    assert me(g).encounters["sea"] == top
    g = token_on(on_map(new(), "floe.I0"), "key")
    g.apply(Explore("floe.I0", 0))
    assert me(g).key
    g = token_on(on_map(new(), "floe.I0"), "dive")
    g.apply(Explore("floe.I0", 0))
    assert pending(g) == "dive"


def dive_with(column, warmth=2):
    g = token_on(edit(on_map(new(), "floe.I1"), setp(warmth=warmth)), "dive")
    edit(g, lambda s: setattr(s, "dive", list(column)))
    g.apply(Explore("floe.I1", 0))
    return g


@pytest.mark.rule("FLOEJA-DIVE-CHOICE-1")
@pytest.mark.rule("FLOEJA-MISSING-20")
def test_the_tile_beside_the_x_is_never_offered() -> None:
    g = dive_with(["dv-crystal", "dv-bubble", "dv-map", "dv-lock", "dv-potion"])
    options = g.state.pending[-1].options
    assert len(options) == 4 and not any(o.startswith("5:") for o in options)


@pytest.mark.rule("FLOEJA-DIVE-PAY-1")
@pytest.mark.rule("FLOEJA-DIVE-CYCLE-1")
@pytest.mark.rule("FLOEJA-EXAMPLE-17")
def test_dive_pays_resolves_and_cycles_the_column() -> None:
    g = dive_with(["dv-crystal", "dv-bubble", "dv-map", "dv-lock", "dv-potion"])
    choose(g, "3:")
    assert me(g).warmth == 1 and me(g).maps == 1
    assert g.state.dive == ["dv-crystal", "dv-bubble", "dv-lock", "dv-potion", "dv-map"]


def sailed_next_to_top_right(maps=2, board=None, **fields):
    """Sail floe.D0 -> floe.D1: the ship enters floe.S1, which touches the top-right board."""
    def place(s):
        if board:
            other = next(p for p, b in s.layout.items() if b == board)
            s.layout[other], s.layout["top-right"] = s.layout["top-right"], board
            s.discovery[board] = "disc-b-focus"
    g = edit(on_map(edit(new(), place), "floe.I0"), setp(warmth=4, maps=maps, **fields))
    g.apply(Sail(0, "floe.D1"))
    board = g.state.layout["top-right"]
    return g, board


def with_tile(g, board, tile):
    return edit(g, lambda s: s.discovery.__setitem__(board, tile))


@pytest.mark.rule("FLOEJA-DISC-WHEN-1")
def test_discovery_needs_a_ship_that_sailed_next_to_the_board() -> None:
    g = edit(on_map(new(), "floe.I3"), setp(maps=2, warmth=4))
    g.apply(Hike("floe.I1"))
    refused(g, Discover("top-right", "maps"), "FLOEJA-DISC-WHEN-1")
    g, board = sailed_next_to_top_right()
    with_tile(g, board, "disc-b-focus")
    assert Discover("top-right", "maps") in g.legal_actions()
    refused(g, Discover("bottom-left", "maps"), "FLOEJA-DISC-WHEN-1")


@pytest.mark.rule("FLOEJA-DISC-TILEA-1")
@pytest.mark.rule("FLOEJA-MISSING-16")
def test_tile_a_one_merit_and_one_map_gives_a_half_and_an_encounter() -> None:
    g, board = sailed_next_to_top_right(maps=2)
    with_tile(g, board, "disc-a-fame")
    refused(g, Discover("top-right", "merit"), "FLOEJA-DISC-TILEA-1")   # no Fame symbol yet
    refused(g, Discover("top-right", "maps"), "FLOEJA-DISC-TILEA-1")
    edit(g, lambda s: s.players[0].stones.update(pearl=3))
    g.apply(Discover("top-right", "merit"))
    p = me(g)
    assert board in g.state.revealed and p.maps == 1 and p.half and len(p.encounters) == 1


@pytest.mark.rule("FLOEJA-DISC-TILEB-1")
def test_tile_b_two_maps_or_two_merits_and_a_map_give_a_point() -> None:
    g, board = sailed_next_to_top_right(maps=2)
    with_tile(g, board, "disc-b-focus")
    g.apply(Discover("top-right", "maps"))
    assert me(g).vp == 1 and me(g).maps == 0
    g, board = sailed_next_to_top_right(maps=1)
    with_tile(g, board, "disc-b-focus")
    refused(g, Discover("top-right", "merit"), "FLOEJA-DISC-TILEB-1")
    edit(g, lambda s: s.players[0].stones.update(kelp=3, mushroom=4))      # Focus from Kelp and Mushroom
    g.apply(Discover("top-right", "merit"))
    assert me(g).vp == 1 and me(g).maps == 0


@pytest.mark.rule("FLOEJA-DISC-AFTER-1")
@pytest.mark.rule("FLOEJA-DISC-TOKENS-1")
@pytest.mark.rule("FLOEJA-MISSING-19")
def test_after_discovering_the_hero_stops_but_the_familiar_may_act() -> None:
    g, board = sailed_next_to_top_right(maps=2)
    with_tile(g, board, "disc-b-focus")
    bag = len(g.state.bags["ice"]) + len(g.state.bags["sea"])
    g.apply(Discover("top-right", "maps"))
    p = me(g)
    assert B.geometry(g.state).tile_of(p.location) == board
    assert B.geometry(g.state).tile_of(g.state.ships[0]) == board
    icebergs, seas = B.board_places(g.state, board)
    assert all(g.state.tokens.get(x) for x in icebergs + seas)
    assert len(g.state.bags["ice"]) + len(g.state.bags["sea"]) == bag - 8
    hike = next(a for a in g.candidates() if isinstance(a, Hike))
    refused(g, hike, "FLOEJA-DISC-AFTER-1")
    assert any(isinstance(a, FamiliarShallows) for a in g.legal_actions())


@pytest.mark.rule("FLOEJA-DISC-TOKENS-1")
def test_a_shared_place_can_hold_several_tokens() -> None:
    from floe_widgets.games.floe_2024.mapturn import draw_token

    g = new()
    draw_token(ctx(g), "ice", "floe.I0")
    assert len(g.state.tokens["floe.I0"]) == 2


@pytest.mark.rule("FLOEJA-DISC-LANDMARK-1")
def test_revealing_a_board_flips_the_leftmost_landmark_onto_its_icon() -> None:
    g, board = sailed_next_to_top_right(maps=2)
    with_tile(g, board, "disc-b-focus")
    first = g.state.landmark_deck[0]
    g.apply(Discover("top-right", "maps"))
    from floe_widgets.games.floe_2024.data import maps

    spot = f"{board}.{maps()['boards'][board]['landmark']}"
    assert g.state.landmarks == {spot: first} and first not in g.state.landmark_deck


def revealed_with_flags(board="frostmere", location="frostmere.I1"):
    def change(s):
        s.revealed.append(board)
        s.flags[board] = 0
        s.ships[0] = "frostmere.D0"          # docked at frostmere.I1, sea frostmere.S1
    g = edit(new(), change)
    return on_map(g, location)


@pytest.mark.rule("FLOEJA-ENC-STAND-1")
def test_a_board_with_flags_gets_its_standee_on_the_first_sea_flag() -> None:
    g, board = sailed_next_to_top_right(maps=2, board="frostmere")
    g.apply(Discover("top-right", "maps"))
    assert g.state.flags == {"frostmere": 0} and B.flag_place(g.state, "frostmere") == "frostmere.S1"
    g, board = sailed_next_to_top_right(maps=2, board="glimmerdeep")
    g.apply(Discover("top-right", "maps"))
    assert g.state.flags == {}


@pytest.mark.rule("FLOEJA-ENC-STAND-1")
@pytest.mark.rule("FLOEJA-ENC-DRAW-1")
def test_an_encounter_at_a_sea_flag_draws_blue_and_moves_the_standee() -> None:
    g = revealed_with_flags()
    assert B.flag_place(g.state, "frostmere") == "frostmere.S1"
    top = g.state.encounter_decks["sea"][0]
    g.apply(TakeEncounter())
    assert me(g).encounters == {"sea": top} and B.flag_place(g.state, "frostmere") == "frostmere.I1"
    g = revealed_with_flags(location="frostmere.I0")
    refused(g, TakeEncounter(), "FLOEJA-ENC-STAND-1")


@pytest.mark.rule("FLOEJA-ENC-KEEP-1")
@pytest.mark.rule("FLOEJA-MISSING-26")
def test_only_one_encounter_card_per_type() -> None:
    g = token_on(edit(on_map(new(), "floe.I0"), setp(encounters={"ice": "en-i1"})), "flag:ice")
    edit(g, lambda s: s.encounter_decks["ice"].remove("en-i1"))
    g.apply(Explore("floe.I0", 0))
    assert pending(g) == "encounter-keep"
    choose(g, "凍った旅人")
    assert me(g).encounters == {"ice": "en-i1"} and g.state.encounter_decks["ice"][-1] != "en-i1"


@pytest.mark.rule("FLOEJA-ENC-SECOND-1")
def test_the_secondary_benefit_when_the_condition_is_met() -> None:
    g = edit(new(), setp(encounters={"ice": "en-i3"}))
    refused(g, ClaimEncounter("ice"), "FLOEJA-ENC-SECOND-1")
    g = edit(new(), lambda s: [setattr(s.players[0], "encounters", {"ice": "en-i3"}),
                               s.players[0].stones.update(pearl=3, kelp=4)])
    g.apply(ClaimEncounter("ice"))
    assert me(g).encounters == {} and me(g).crystals == 1


@pytest.mark.rule("FLOEJA-LMK-REQ-1")
def test_a_landmark_needs_a_released_cube_and_one_per_card() -> None:
    def lighthouse(s):
        s.revealed.append("frostmere")
        s.landmarks["frostmere.I0"] = "lm-lighthouse"
    g = on_map(edit(new(), lighthouse), "frostmere.I0")
    refused(g, VisitLandmark(), "FLOEJA-LMK-REQ-1")
    g = on_map(edit(new(), lambda s: [lighthouse(s), setattr(s.players[0], "cubes_released", 1)]), "frostmere.I0")
    g.apply(VisitLandmark())
    assert me(g).landmarks == ["lm-lighthouse"]
    g = on_map(edit(new(), lambda s: [lighthouse(s), setattr(s.players[0], "cubes_released", 2),
                                      s.players[0].landmarks.append("lm-lighthouse")]), "frostmere.I0")
    refused(g, VisitLandmark(), "FLOEJA-LMK-REQ-1")


@pytest.mark.rule("FLOEJA-LMK-REWARD-1")
@pytest.mark.rule("FLOEJA-MISSING-24")
def test_a_visit_gives_the_space_a_half_and_a_lasting_effect_for_the_visitor() -> None:
    def lighthouse(s):
        s.revealed.append("frostmere")
        s.landmarks["frostmere.I0"] = "lm-lighthouse"
        s.players[0].cubes_released = 1
        s.players[0].half = True
    g = on_map(edit(new(), lighthouse), "frostmere.I0")
    g.apply(VisitLandmark())
    assert pending(g) == "resource"           # the first cube space: a resource of choice
    choose(g, "真珠")
    assert me(g).res["pearl"] == 1 and not me(g).half and me(g).vp == 1
    from floe_widgets.games.floe_2024.mapturn import sail_plan

    other = g.state.players[1]
    assert sail_plan(g.state, me(g), 0, "skull.D1")[0] == 1
    assert sail_plan(g.state, other, 0, "skull.D1")[0] > 1


@pytest.mark.rule("FLOEJA-EXAMPLE-28")
def test_feather_sanctuary_completes_the_quest_and_lighthouse_sails_for_one() -> None:
    def sanctuary(s):
        s.revealed.append("frostmere")
        s.landmarks["frostmere.I0"] = "lm-feather"
        p = s.players[0]
        p.cubes_released, p.quest, p.feather = 2, "q-1", 1
    g = on_map(edit(new(), sanctuary), "frostmere.I0")
    g.apply(VisitLandmark())
    choose(g, "同盟クエスト完了")
    choose(g, "真珠")
    p = me(g)
    assert p.half and p.quest is None and p.crystals == 1 and p.vp == 1      # shop step: 1 Crystal; last: 1 VP


@pytest.mark.rule("FLOEJA-SHRINE-WHEN-1")
@pytest.mark.rule("FLOEJA-SHRINE-PLACE-1")
@pytest.mark.rule("FLOEJA-MISSING-18")
def test_shrines_on_a_map_turn_only_several_at_once() -> None:
    g = edit(new(), lambda s: s.players[0].stones.update(pearl=ABOVE, kelp=ABOVE))
    refused(g, BuildShrine("pearl", "floe.I1.shrine0"), "FLOEJA-SHRINE-WHEN-1")
    g = on_map(g, "floe.I1")
    g.apply(BuildShrine("pearl", "floe.I1.shrine0"))
    choose(g, "ヒーローダイス")
    g.apply(BuildShrine("kelp", "floe.I1.shrine1"))
    choose(g, "ヒーローダイス")
    assert me(g).vp == 2 and me(g).stones["pearl"] == PLACED and g.state.shrines["floe.I1.shrine0"] == 0
    refused(g, BuildShrine("kelp", "floe.I1.shrine0"), "FLOEJA-SHRINE-WHEN-1")


@pytest.mark.rule("FLOEJA-FLOE-UNLOCK-1")
def test_a_just_unlocked_stone_can_go_to_a_shrine_the_same_turn() -> None:
    g = edit(on_map(new(), "floe.I1"), lambda s: [s.players[0].stones.update(pearl=4), s.tokens.__setitem__(
        "floe.I1", ["crate"])])
    refused(g, BuildShrine("pearl", "floe.I1.shrine0"), "FLOEJA-SHRINE-WHEN-1")
    from floe_widgets.games.floe_2024.economy import advance_stone

    advance_stone(ctx(g), me(g), "pearl")
    g.set_position(g.state)
    g.apply(BuildShrine("pearl", "floe.I1.shrine0"))
    assert me(g).vp == 1


@pytest.mark.rule("FLOEJA-SHRINE-MAPS-1")
def test_four_maps_make_a_shrine_without_a_level_up() -> None:
    g = on_map(edit(new(), lambda s: [s.players[0].stones.update(wood=ABOVE), setattr(s.players[0], "maps", 4)]),
               "floe.I0")
    g.apply(BuildShrine("wood", ""))
    assert me(g).vp == 1 and me(g).maps == 0 and pending(g) is None and me(g).map_shrines == 1


@pytest.mark.rule("FLOEJA-CAVE-ENTER-1")
def test_the_cave_only_from_the_cave_iceberg() -> None:
    g = on_map(new(), "floe.I0")
    refused(g, EnterCave(), "FLOEJA-CAVE-ENTER-1")
    g = on_map(new(), "skull.I1")
    g.apply(EnterCave())
    assert g.state.step == "battle"


def test_end_turn_passes_clockwise() -> None:
    g = on_map(new(3), "floe.I0")
    g.apply(EndTurn())
    assert g.state.current == 1
