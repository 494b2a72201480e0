"""Creating, moving, exchanging and removing overlay tiles without cutting the map apart."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.map.hexmap import HexMap
from floe_widgets.games.frosthaven.map.tiles import (
    cut_off,
    exchange_overlays,
    move_overlay,
    place_overlay,
    regions,
    remove_overlay,
)

LINE = [(0, 0), (1, -1), (2, -1), (3, -2), (4, -2)]  # five hexes in a row (rect:5:1)


@pytest.mark.rule("FH-TILES-MANIP-1")
def test_an_obstacle_that_would_cut_the_map_in_two_is_refused():
    m = HexMap(LINE)
    with pytest.raises(ValueError, match="FH-TILES-MANIP-1"):
        place_overlay(m, (2, -1), "obstacle")
    assert cut_off(m, m.with_overlay((2, -1), "obstacle"), [(2, -1)]) == [(3, -2), (4, -2)]
    after = place_overlay(m, (4, -2), "obstacle")  # the end of the row cuts nothing off
    assert after.is_obstacle((4, -2))
    trap = place_overlay(m, (2, -1), "trap")       # traps and terrain can be walked through
    assert trap.is_trap((2, -1)) and len(set(regions(trap).values())) == 1


@pytest.mark.rule("FH-TILES-MANIP-1")
def test_a_corridor_behind_a_closed_door_still_counts_as_reachable():
    m = HexMap(LINE, overlays={(1, -1): "door"})
    assert len(set(regions(m).values())) == 1       # a character opens the door
    with pytest.raises(ValueError, match="FH-TILES-MANIP-1"):
        place_overlay(m, (2, -1), "obstacle")
    ring = HexMap.radius(1)
    assert place_overlay(ring, (0, 0), "obstacle").is_obstacle((0, 0))  # the ring stays connected


@pytest.mark.rule("FH-TILES-MANIP-1")
def test_moving_exchanging_and_removing_overlays():
    m = HexMap(LINE, overlays={(4, -2): "obstacle", (0, 0): "trap"})
    with pytest.raises(ValueError, match="FH-TILES-MANIP-1"):
        move_overlay(m, (4, -2), (2, -1))
    with pytest.raises(ValueError, match="FH-TILES-MANIP-1"):
        exchange_overlays(m, (4, -2), (1, -1))
    swapped = exchange_overlays(m, (4, -2), (0, 0))
    assert swapped.is_obstacle((0, 0)) and swapped.is_trap((4, -2))
    moved = move_overlay(m, (0, 0), (3, -2))
    assert moved.is_trap((3, -2)) and moved.overlay((0, 0)) is None
    with pytest.raises(ValueError, match="FH-TERR-4"):
        move_overlay(m, (0, 0), (3, -2), occupied=[(3, -2)])
    cleared = remove_overlay(m, (4, -2))
    assert cleared.overlay((4, -2)) is None
    with pytest.raises(ValueError):
        remove_overlay(cleared, (4, -2))
