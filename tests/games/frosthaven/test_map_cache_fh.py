"""Map-only work is shared by maps of equal content; work that depends on figures is not."""

from __future__ import annotations

from floe_widgets.games.frosthaven.map.hexmap import HexMap, clear_map_caches
from floe_widgets.games.frosthaven.map.mover import Mover
from floe_widgets.games.frosthaven.map.searches import costs_to_any


def test_maps_of_equal_content_share_their_cache_and_a_changed_map_does_not():
    clear_map_caches()
    a = HexMap.radius(3, overlays={(1, 0): "obstacle"})
    b = HexMap.radius(3, overlays={(1, 0): "obstacle"})
    assert a._cache is b._cache
    a.range((0, 0), (3, 0))
    # the answer (a whole search from either end, or this pair's) is in the shared cache
    assert any(key[0] in ("range", "range-pair") and ((0, 0) in key or (3, 0) in key) for key in b._cache)
    walled = b.with_overlay((2, 0), "wall")
    assert walled._cache is not a._cache
    assert walled.range((1, -1), (3, -1)) == 2 and walled.range((2, -1), (2, 1)) > 2


def test_a_figure_blocking_one_search_does_not_block_the_next_on_an_equal_map():
    # a corridor of three hexes: a blocking figure on the middle one cuts it
    clear_map_caches()
    corridor = [(0, 0), (1, 0), (2, 0)]
    blocked = costs_to_any(HexMap(corridor), Mover((0, 0), blocking=frozenset({(1, 0)})), [(2, 0)])
    free = costs_to_any(HexMap(corridor), Mover((0, 0)), [(2, 0)])
    assert (0, 0) not in blocked and free[(0, 0)] == (0, 2)
    again = costs_to_any(HexMap(corridor), Mover((0, 0), blocking=frozenset({(1, 0)})), [(2, 0)])
    assert again == blocked


def test_on_ice_a_figure_stopping_a_slide_is_not_remembered_for_another_search():
    # FH-TERR-6: a slide goes on over ice until something stops it; figures are such a thing
    clear_map_caches()
    line = [(q, 0) for q in range(5)]
    ice = {(1, 0): "icy", (2, 0): "icy"}
    with_figure = costs_to_any(HexMap(line, overlays=ice), Mover((0, 0), occupied=frozenset({(3, 0)})), [(4, 0)])
    without = costs_to_any(HexMap(line, overlays=ice), Mover((0, 0)), [(4, 0)])
    assert with_figure != without
