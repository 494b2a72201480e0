"""A map read with nothing kept from earlier maps (the caches a session keeps per map content and per set
of hexes forgotten first) answers as worked out by hand: an unrevealed room between two revealed ones
blocks sight, range and movement, and thin walls on two sides of a hex block both (FH-HEX-3, FH-HEX-4,
FH-LOS-3)."""

from __future__ import annotations

import pytest

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.hexmap import HexMap, clear_layout_caches, clear_map_caches
from floe_widgets.games.frosthaven.map.los import line_of_sight_sampled
from floe_widgets.games.frosthaven.map.movement import Mover, reachable

HEXES = hexgrid.spiral((0, 0), 2)
ROOMS = {"west": [h for h in HEXES if h[0] < 0], "middle": [h for h in HEXES if h[0] == 0],
         "east": [h for h in HEXES if h[0] > 0]}


@pytest.fixture
def cold() -> None:
    clear_map_caches()
    clear_layout_caches()


@pytest.mark.rule("FH-HEX-3", "FH-LOS-3")
def test_an_unrevealed_room_between_two_revealed_ones_blocks_sight_range_and_movement(cold: None) -> None:
    m = HexMap(HEXES, rooms=ROOMS, revealed=["west", "east"])
    assert not m.los((-1, 0), (1, 0)) and m.range((-1, 0), (1, 0)) == float("inf")
    assert m.los((-1, 0), (-2, 1))
    # the rulebook's sampled test (FH-LOS-4) agrees
    assert not line_of_sight_sampled(m, (-1, 0), (1, 0)) and line_of_sight_sampled(m, (-1, 0), (-2, 1))
    assert sorted(reachable(m, Mover((-1, 0)), 2)) == [(-2, 0), (-2, 1), (-2, 2), (-1, -1), (-1, 0), (-1, 1), (-1, 2)]
    revealed = HexMap(HEXES, rooms=ROOMS, revealed=["west", "middle", "east"])
    assert revealed.los((-1, 0), (1, 0)) and revealed.range((-1, 0), (1, 0)) == 2
    assert line_of_sight_sampled(revealed, (-1, 0), (1, 0))


@pytest.mark.rule("FH-HEX-4")
def test_thin_walls_on_two_sides_of_a_hex_block_both_on_a_new_map(cold: None) -> None:
    # the ice in a corner makes the search follow slides
    m = HexMap(HEXES, walls=[((0, 0), (0, 1)), ((0, 0), (1, 0))], overlays={(2, -2): "icy"})
    r = reachable(m, Mover((0, 0)), 2)
    assert r[(0, 1)].path == ((0, 0), (-1, 1), (0, 1)) and r[(1, 0)].path == ((0, 0), (1, -1), (1, 0))
    assert (1, 1) not in r and r[(2, -2)].mp == 2
