"""The Map turn in the words of the log (マップターン): hiking, calling and sailing a ship, campfires, diving,
discovering a region and Floe Shrines, with the reason of each refusal."""

from __future__ import annotations

import pytest

from floe_widgets.games.floe_2024.actions import BuildShrine, Discover, Explore, Hike, Sail, Summon
from floe_widgets.games.floe_2024.state import ABOVE, PLACED

from .helpers import choose, edit, me, new, offered, on_map, pending, refusal, said
from .test_map import sailed_next_to_top_right, setp, with_tile


@pytest.mark.rule("FLOEJA-MOVE-HIKE-1")
@pytest.mark.rule("FLOEJA-CAMP-WARMTH-1")
@pytest.mark.rule("FLOEJA-MISSING-17")
def test_a_hike_costs_one_warmth_and_a_campfire_warms_once_a_turn() -> None:
    g = edit(on_map(new(), "floe.I1"), setp(warmth=3, cubes_released=4))
    lines = said(g.apply(Hike("floe.I0")))          # floe.I0 has a campfire
    assert lines == [("Cross the shallows to Main Island iceberg 1 (Warmth -1 → 2)",
                      ("FLOEJA-MOVE-HIKE-1", "FLOEJA-MOVE-MODES-1")),
                     ("Campfire: Warmth +2", ("FLOEJA-CAMP-WARMTH-1", "FLOEJA-MISSING-17")),
                     ("Warmth +2 → 4", ("FLOEJA-WARMTH-GAIN-1", "FLOEJA-CAMP-WARMTH-1"))]
    g.apply(Hike("floe.I1"))
    lines = said(g.apply(Hike("floe.I0")))
    assert lines == [("Cross the shallows to Main Island iceberg 1 (Warmth -1 → 2)",
                      ("FLOEJA-MOVE-HIKE-1", "FLOEJA-MOVE-MODES-1"))]
    assert g.state.campfires == ["floe.I0"]


@pytest.mark.rule("FLOEJA-HERO-ABILITY-1")
@pytest.mark.rule("FLOEJA-MISSING-3")
def test_hero_abilities_by_level_once_a_turn() -> None:
    g = edit(on_map(new(), "floe.I1"), setp(warmth=3, cubes_released=4, hero_level=2))
    lines = said(g.apply(Hike("floe.I0")))
    assert lines[-2:] == [("A hero ability takes effect", ("FLOEJA-HERO-ABILITY-1", "FLOEJA-MISSING-3")),
                          ("Warmth +1 → 5", ("FLOEJA-WARMTH-GAIN-1",))]
    g = edit(on_map(new(), "floe.I1"), setp(warmth=3, cubes_released=4, hero_level=1))
    assert len(said(g.apply(Hike("floe.I0")))) == 3 and me(g).warmth == 4


@pytest.mark.rule("FLOEJA-SAIL-SUMMON-1")
def test_calling_a_ship_costs_a_bubble_and_a_level_one_hero_gets_it_back_once() -> None:
    g = edit(on_map(new(), "floe.I0"), setp(res={"pearl": 0, "kelp": 0, "bubble": 2, "mushroom": 0, "wood": 0}))
    lines = said(g.apply(Summon(1, "floe.D0")))
    assert lines == [("Call ship 2 to Main Island dock 1 for 1 Bubble", ("FLOEJA-SAIL-SUMMON-1",)),
                     ("A hero ability takes effect", ("FLOEJA-HERO-ABILITY-1", "FLOEJA-MISSING-3")),
                     ("Bubble +1 → 2", ("FLOEJA-RES-BUBBLE-1",))]
    assert g.state.ships[1] == "floe.D0"
    edit(g, lambda s: setattr(s, "ships", ["floe.D1", "floe.D0"]))
    lines = said(g.apply(Summon(0, "floe.D0")))
    assert lines == [("Call ship 1 to Main Island dock 1 for 1 Bubble", ("FLOEJA-SAIL-SUMMON-1",))]
    assert me(g).res["bubble"] == 1


@pytest.mark.rule("FLOEJA-SAIL-COST-1")
@pytest.mark.rule("FLOEJA-SAIL-END-1")
def test_sailing_pays_by_the_seas_and_lands_on_the_docks_iceberg() -> None:
    g = edit(on_map(new(), "floe.I0"), setp(warmth=4))
    lines = said(g.apply(Sail(0, "skull.D0")))
    assert lines[0] == ("Sail ship 1 to Dragon Head dock 1 (Warmth -3 → 1) and step onto the iceberg",
                        ("FLOEJA-SAIL-COST-1", "FLOEJA-SAIL-END-1"))
    assert me(g).warmth == 1 and g.state.ships[0] == "skull.D0" and g.state.ship_used == 0
    assert len(g.state.sailed) >= 2 and len(set(g.state.sailed)) == len(g.state.sailed)
    g = edit(on_map(new(), "floe.I0"), setp(warmth=3, landmarks=["lm-lighthouse"]))
    lines = said(g.apply(Sail(0, "skull.D0")))
    assert lines[0] == ("Sail ship 1 to Dragon Head dock 1 (Warmth -1 → 2) and step onto the iceberg",
                        ("FLOEJA-SAIL-COST-1", "FLOEJA-SAIL-END-1", "FLOEJA-LMK-REWARD-1"))


@pytest.mark.rule("FLOEJA-DIVE-CHOICE-1")
@pytest.mark.rule("FLOEJA-DIVE-PAY-1")
@pytest.mark.rule("FLOEJA-DIVE-CYCLE-1")
def test_a_dive_offers_the_tiles_the_warmth_pays_for_and_cycles_the_taken_one() -> None:
    def dove(warmth):
        g = edit(on_map(new(), "floe.I0"), lambda s: [s.tokens.__setitem__("floe.I0", ["dive"]),
                                                       setattr(s.players[0], "warmth", warmth)])
        lines = said(g.apply(Explore("floe.I0", 0)))
        assert lines[1] == ("Dive", ("FLOEJA-TOKEN-ACTION-1",))
        return g
    g = dove(0)
    row = list(g.state.dive)
    assert [o.split(":")[0] for o in offered(g)] == ["1", "2"]
    g = dove(1)
    assert [o.split(":")[0] for o in offered(g)] == ["1", "2", "3", "4"]
    assert offered(g)[2].endswith("(Warmth 1)") and offered(g)[0].endswith("(Warmth 0)")
    lines = said(choose(g, g.state.pending[-1].options[3]))
    assert lines[0][1] == ("FLOEJA-DIVE-PAY-1", "FLOEJA-DIVE-CYCLE-1", "FLOEJA-MISSING-20")
    assert lines[0][0].endswith("(Warmth -1); the tile goes to the bottom of the row")
    assert g.state.dive == row[:3] + row[4:] + [row[3]] and me(g).warmth == 0


@pytest.mark.rule("FLOEJA-DISC-TILEA-1")
@pytest.mark.rule("FLOEJA-DISC-TILEB-1")
@pytest.mark.rule("FLOEJA-DISC-WHEN-1")
def test_each_unpaid_discovery_gives_its_reason() -> None:
    g, board = sailed_next_to_top_right(maps=1)
    with_tile(g, board, "disc-b-focus")
    assert refusal(g, Discover("top-right", "maps")) == ("FLOEJA-DISC-TILEB-1", "This needs 2 Maps (you have 1).")
    assert refusal(g, Discover("top-right", "merit")) == (
        "FLOEJA-DISC-TILEB-1", "This needs 2 Focus merits and 1 Map (you have 0 merits, 1 Map).")
    assert refusal(g, Discover("top-right", "gold")) == ("FLOEJA-DISC-TILEB-1", "Pay either with merits or with Maps.")
    with_tile(g, board, "disc-a-fame")
    assert refusal(g, Discover("top-right", "maps")) == (
        "FLOEJA-DISC-TILEA-1", "This discovery tile cannot be paid with 2 Maps (1 merit and 1 Map).")
    assert refusal(g, Discover("top-right", "merit")) == (
        "FLOEJA-DISC-TILEA-1", "This needs 1 Fame merit and 1 Map (you have 0 merits, 1 Map).")
    assert refusal(g, Discover("top-centre", "maps")) == (
        "FLOEJA-DISC-WHEN-1", "There is no face-down map board there.")
    assert refusal(g, Discover("bottom-left", "maps")) == (
        "FLOEJA-DISC-WHEN-1", "This turn your ship has not entered a sea next to that board.")


@pytest.mark.rule("FLOEJA-DISC-TILEA-1")
def test_a_type_a_discovery_paid_with_a_merit_and_a_map() -> None:
    g, board = sailed_next_to_top_right(maps=1, stones={"pearl": 3, "kelp": 2, "mushroom": 2, "wood": 2})
    with_tile(g, board, "disc-a-fame")
    lines = said(g.apply(Discover("top-right", "merit")))
    assert lines[0][0].endswith("(Maps -1)") and me(g).maps == 0 and me(g).discovered == 1
    assert ("Half a victory point (disc up)", ("FLOEJA-SCORE-HALF-1", "FLOEJA-DISC-TILEA-1")) in lines
    assert board in g.state.revealed and board not in g.state.discovery


@pytest.mark.rule("FLOEJA-DISC-TILEB-1")
@pytest.mark.rule("FLOEJA-DISC-AFTER-1")
def test_a_type_b_discovery_paid_with_two_maps_docks_the_sailed_ship() -> None:
    g, board = sailed_next_to_top_right(maps=3)
    with_tile(g, board, "disc-b-focus")
    lines = said(g.apply(Discover("top-right", "maps")))
    assert lines[0][0].endswith("(Maps -2)") and me(g).maps == 1
    assert ("Victory points +1 → 1", ("FLOEJA-SCORE-FULL-1", "FLOEJA-DISC-TILEB-1")) in lines
    assert ("Exploration tokens go on every iceberg and sea of the new board",
            ("FLOEJA-DISC-TOKENS-1", "FLOEJA-MISSING-19")) in lines
    assert g.state.ships[0].startswith(board + ".") and me(g).location.startswith(board + ".")


@pytest.mark.rule("FLOEJA-SHRINE-WHEN-1")
@pytest.mark.rule("FLOEJA-SHRINE-MAPS-1")
def test_each_refused_shrine_gives_its_reason() -> None:
    g = edit(on_map(new(), "floe.I1"), setp(stones={"pearl": ABOVE, "kelp": 4, "mushroom": 2, "wood": 2}, maps=3))
    assert refusal(g, BuildShrine("kelp", "")) == (
        "FLOEJA-SHRINE-WHEN-1", "That Floe Stone is not unlocked (it is not above its track).")
    assert refusal(g, BuildShrine("gold", "")) == (
        "FLOEJA-SHRINE-WHEN-1", "That Floe Stone is not unlocked (it is not above its track).")
    assert refusal(g, BuildShrine("pearl", "")) == ("FLOEJA-SHRINE-MAPS-1",
                                                    "A shrine of map tokens needs 4 Maps (you have 3).")
    assert refusal(g, BuildShrine("pearl", "skull.I0.shrine0")) == (
        "FLOEJA-SHRINE-WHEN-1", "The hero is not on the iceberg of that shrine.")
    edit(g, lambda s: s.shrines.__setitem__("floe.I1.shrine0", 1))
    assert refusal(g, BuildShrine("pearl", "floe.I1.shrine0")) == ("FLOEJA-SHRINE-WHEN-1",
                                                                   "That shrine is already taken.")


@pytest.mark.rule("FLOEJA-SHRINE-PLACE-1")
@pytest.mark.rule("FLOEJA-SHRINE-MAPS-1")
def test_a_shrine_takes_the_stone_and_scores() -> None:
    g = edit(on_map(new(), "floe.I1"), setp(stones={"pearl": ABOVE, "kelp": ABOVE, "mushroom": 2, "wood": 2},
                                            maps=5))
    lines = said(g.apply(BuildShrine("pearl", "floe.I1.shrine1")))
    assert lines[1] == ("Victory points +1 → 1", ("FLOEJA-SCORE-FULL-1", "FLOEJA-SHRINE-PLACE-1"))
    assert lines[0][1] == ("FLOEJA-SHRINE-PLACE-1", "FLOEJA-MISSING-18")
    assert g.state.shrines == {"floe.I1.shrine1": 0} and me(g).shrines == 1 and pending(g) == "levelup"
    assert me(g).stones["pearl"] == PLACED
    choose(g, g.state.pending[-1].options[0])
    lines = said(g.apply(BuildShrine("kelp", "")))
    assert lines == [("Turn over 4 Maps to make a shrine and put the Kelp Floe Stone on it (no Level Up)",
                      ("FLOEJA-SHRINE-MAPS-1",)),
                     ("Victory points +1 → 2", ("FLOEJA-SCORE-FULL-1", "FLOEJA-SHRINE-MAPS-1"))]
    assert (me(g).maps, me(g).map_shrines, me(g).stones["kelp"], pending(g)) == (1, 1, PLACED, None)
