"""Line of sight and the sampled reference method (FH-LOS-4) agreeing, each test with nothing kept from
earlier maps (maps of equal content share their worked-out answers): a wall hex between two hexes on the
map's west side, where hex coordinates are negative, hides them from each other; a closed door blocks,
obstacles do not (FH-LOS-2, FH-LOS-3)."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.map.hexmap import HexMap, clear_layout_caches, clear_map_caches
from floe_widgets.games.frosthaven.map.los import line_of_sight_sampled


@pytest.fixture
def cold() -> None:
    clear_map_caches()
    clear_layout_caches()


@pytest.mark.rule("FH-LOS-4", "FH-LOS-3")
def test_a_wall_hex_between_two_west_hexes_hides_them_in_the_sampled_method_too(cold: None) -> None:
    m = HexMap.radius(3, overlays={(-2, 0): "wall"})
    # (-2, 0) lies between each pair: every line between them crosses it or touches one of its corners
    for a, b in [((-2, -1), (-2, 1)), ((-1, 0), (-3, 0)), ((-1, -1), (-3, 1))]:
        for x, y in ((a, b), (b, a)):
            assert not m.los(x, y) and not line_of_sight_sampled(m, x, y)
    # one hex aside, the wall hex's edge is passed by lines beside it
    assert m.los((-2, -1), (-3, 1)) and line_of_sight_sampled(m, (-2, -1), (-3, 1))


@pytest.mark.rule("FH-LOS-2", "FH-LOS-5")
def test_sight_worked_out_with_nothing_kept_is_the_sampled_methods(cold: None) -> None:
    m = HexMap.radius(3, overlays={(1, 0): "wall"}, walls=[((0, 0), (0, 1))])
    pairs = [((0, 0), (2, 0)), ((0, 0), (2, -1)), ((0, 0), (0, 1)), ((-2, 1), (3, -1)), ((0, 2), (2, -1))]
    seen = [m.los(a, b) for a, b in pairs]
    assert seen == [line_of_sight_sampled(m, a, b) for a, b in pairs]
    assert True in seen and False in seen


@pytest.mark.rule("FH-LOS-3", "FH-LOS-4", "FH-LOS-5")
def test_a_closed_door_blocks_sight_and_obstacles_do_not_in_either_method(cold: None) -> None:
    door = HexMap.radius(3, overlays={(1, 0): "door"})
    # the door hex is the only one both (0, 0) and (2, 0) touch, as the wall hex of FH-LOS-5
    assert not door.los((0, 0), (2, 0)) and not line_of_sight_sampled(door, (0, 0), (2, 0))
    obstacles = HexMap.radius(3, overlays={(0, 1): "obstacle", (1, 0): "obstacle"})
    assert obstacles.los((0, 0), (1, 1)) and line_of_sight_sampled(obstacles, (0, 0), (1, 1))
