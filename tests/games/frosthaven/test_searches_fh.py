"""The shortcuts of the solver's searches give the same numbers as the whole searches."""

from __future__ import annotations

import math

from floe_widgets.games.frosthaven.map.hexmap import HexMap, clear_map_caches
from floe_widgets.games.frosthaven.map.mover import Mover
from floe_widgets.games.frosthaven.map.searches import costs_to


def walled_map() -> HexMap:
    # a wall hex, a thin wall, difficult terrain, a trap, and a hex cut off by walls all round
    cut_off = (3, -3)
    walls = [((0, 0), (1, 0)), ((1, -1), (1, 0))] + [(cut_off, n) for n in ((2, -2), (2, -3), (3, -2))]
    return HexMap.radius(3, walls=walls, overlays={(0, 1): "wall", (-1, 1): "difficult", (1, 1): "trap"})


def test_a_reverse_search_with_a_bound_lists_exactly_the_hexes_cheaper_than_it():
    m = walled_map()
    mover = Mover((0, 0), blocking=frozenset({(-1, 0)}))
    for goal in ((2, 0), (-2, 2), (0, -3)):
        whole = costs_to(m, mover, goal)
        for below in ((0, 2), (0, 4), (1, 1), (1, 5)):
            assert costs_to(m, mover, goal, below=below) == {h: c for h, c in whole.items() if c < below}


def test_the_range_between_two_hexes_is_the_ring_of_the_whole_search_that_holds_the_second():
    hexes = sorted(walled_map().hexes)
    for a in hexes:
        clear_map_caches()
        whole = walled_map().ranges_from(a)
        clear_map_caches()  # a map with no whole search to reuse: each pair's own rings answer
        m = walled_map()
        for b in hexes:
            assert m.range(a, b) == (0 if a == b else whole.get(b, math.inf)), (a, b)
        assert not any(key[0] == "range" for key in m._cache)
