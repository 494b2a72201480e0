"""The moves a character picks its own path for, jumps and flights: points spent, negative hexes,
doors reached through a link (FH-MOVE-1..5, FH-HEX-7, FH-HEX-8)."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.map.hexmap import HexMap, Overlay
from floe_widgets.games.frosthaven.map.movement import Mover, reachable, within


@pytest.mark.rule("FH-MOVE-1", "FH-FOCUS-5")
def test_a_character_may_walk_over_a_trap_when_the_safe_way_is_too_long() -> None:
    m = HexMap.radius(3, overlays={(0, 1): "trap"})
    hero = Mover((0, 0), character=True)
    over = within(m, hero, 2)[(0, 2)]
    assert (over.neg, over.mp, over.path) == (1, 2, ((0, 0), (0, 1), (0, 2)))
    assert (0, 2) not in reachable(m, hero, 2)      # the monsters' safe way round needs 3 points


@pytest.mark.rule("FH-MOVE-1")
def test_of_two_paths_of_equal_points_a_character_takes_the_one_without_a_trap() -> None:
    m = HexMap.radius(3, overlays={(1, 0): "trap"})
    way = within(m, Mover((0, 0), character=True), 2)[(1, 1)]
    assert (way.neg, way.mp, way.path) == (0, 2, ((0, 0), (0, 1), (1, 1)))


@pytest.mark.rule("FH-MOVE-4")
def test_a_jump_spends_one_point_a_hex() -> None:
    m = HexMap.radius(4, overlays={(0, 1): "obstacle", (0, 2): "difficult"})
    jumped = reachable(m, Mover((0, 0), mode="jump"), 3)
    assert jumped[(0, 3)].mp == 3 and (0, 3) not in reachable(m, Mover((0, 0), mode="jump"), 2)


@pytest.mark.rule("FH-MOVE-5")
def test_a_flying_figure_crosses_a_plate_and_a_trap_for_a_point_each() -> None:
    m = HexMap.radius(4, overlays={(0, 1): "pressure-plate", (0, 2): "trap"})
    flown = reachable(m, Mover((0, 0), mode="flying"), 3)[(0, 3)]
    assert (flown.mp, flown.neg) == (3, 0)


@pytest.mark.rule("FH-HEX-7", "FH-HEX-8")
def test_a_monster_led_through_a_link_into_a_closed_door_goes_no_further() -> None:
    m = HexMap.radius(4, overlays={(3, 0): Overlay("door")}, links=[((0, 0), (3, 0))])
    r = reachable(m, Mover((0, 0)), None)
    assert (3, 0) not in r                                        # it may not end on the door
    assert r[(4, 0)].mp == 5 and (3, 0) not in r[(4, 0)].path     # nor go on through it: the way round


@pytest.mark.rule("FH-TERR-5", "FH-MOVE-1")
def test_a_character_stepping_onto_ice_slides_on_for_the_same_point() -> None:
    m = HexMap.radius(3, overlays={(0, 1): "icy"})
    hero = Mover((0, 0), character=True)
    slid = within(m, hero, 1)
    assert (0, 1) not in slid                      # nobody rests on the ice it slid over
    assert (slid[(0, 2)].mp, slid[(0, 2)].path) == (1, ((0, 0), (0, 1), (0, 2)))


@pytest.mark.rule("FH-MOVE-4", "FH-MOVE-5")
def test_a_character_jumping_or_flying_reaches_what_the_jump_or_flight_reaches() -> None:
    m = HexMap.radius(3, overlays={(0, 1): "obstacle", (0, 2): "trap"})
    for mode in ("jump", "flying"):
        mover = Mover((0, 0), mode=mode, character=True)
        assert within(m, mover, 2) == reachable(m, mover, 2)
    jumped = within(m, Mover((0, 0), mode="jump", character=True), 2)
    assert (0, 1) not in jumped and (jumped[(0, 2)].neg, jumped[(0, 2)].mp) == (1, 2)   # lands on the trap
