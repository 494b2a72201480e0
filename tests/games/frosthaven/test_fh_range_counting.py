"""Range counted around walls (FH-HEX-5) as the map model answers it for the hexes near a hex: a hex is
within every range of itself, a hex off the map within no range of a hex on it, the hexes within a range
are as many as it lists, each of several thin walls on the same side of its hexes is walked around, and
an overlay on a hex off the map leaves the walls listed after it in place.
Each test starts with nothing kept from earlier maps (maps of equal content share their worked-out
searches), so the answers are worked out afresh."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.map.hexmap import HexMap, Overlay, clear_layout_caches, clear_map_caches


@pytest.fixture
def cold() -> None:
    clear_map_caches()
    clear_layout_caches()


@pytest.mark.rule("FH-HEX-5")
def test_a_hex_is_within_every_range_of_itself(cold: None) -> None:
    m = HexMap.radius(3, overlays={(1, 0): "wall"})
    for h in [(0, 0), (2, -1), (-3, 3)]:
        for limit in (0, 1, 2):
            near = m.ranges_within(h, limit)
            assert h in near and near[h] == 0
            # the wall hex is reached by no chain of adjacent hexes, a hex off the map by none either
            assert near.among([(9, 9), (1, 0), h]) == [h]


@pytest.mark.rule("FH-HEX-5")
def test_the_hexes_within_a_range_are_as_many_as_it_lists(cold: None) -> None:
    m = HexMap.radius(3, overlays={(1, 0): "wall"}, walls=[((0, 0), (0, 1))])
    for limit in (0, 1, 3, 6):
        near = m.ranges_within((0, 0), limit)
        listed = list(near)
        assert len(near) == len(listed) == len(set(listed))
        assert sorted(listed) == sorted(h for h in m.playable_hexes() if m.range((0, 0), h) <= limit)


@pytest.mark.rule("FH-HEX-5", "FH-HEX-3")
def test_a_hex_off_the_map_is_within_no_range_of_a_hex_on_it(cold: None) -> None:
    m = HexMap.radius(2)
    near = m.ranges_within((0, 0), 5)
    assert (9, 9) not in near and (0, 0) in near and len(near) == len(m.playable_hexes())
    off = m.ranges_within((9, 9), 2)
    assert (9, 9) in off and (0, 0) not in off
    assert list(off) == [(9, 9)] and len(off) == 1


@pytest.mark.rule("FH-HEX-5", "FH-LOS-3")
def test_an_overlay_off_the_map_leaves_the_walls_after_it_in_place(cold: None) -> None:
    # (1, 0) is the only hex both (0, 0) and (2, 0) touch: as a wall hex it is walked around
    plain = HexMap.radius(2, overlays={(1, 0): "wall"})
    m = HexMap.radius(2, overlays={(7, 7): "obstacle", (1, 0): "wall"})
    assert m.range((0, 0), (2, 0)) == plain.range((0, 0), (2, 0)) == 3
    assert (2, 0) not in m.ranges_within((0, 0), 2)
    assert not m.los((0, 0), (2, 0)) and not plain.los((0, 0), (2, 0))


@pytest.mark.rule("FH-HEX-5", "FH-HEX-4")
def test_each_of_several_thin_walls_on_the_same_side_is_walked_around(cold: None) -> None:
    # three thin walls, each under a hex of its own: two neighbours with one between them are at range 2
    below = [((-1, 0), (-1, 1)), ((0, 0), (0, 1)), ((1, 0), (1, 1))]
    m = HexMap.radius(3, walls=below)
    for a, b in below:
        assert m.range(a, b) == m.range(b, a) == 2
        assert b not in m.ranges_within(a, 1) and b in m.ranges_within(a, 2)


@pytest.mark.rule("FH-HEX-5")
def test_the_range_to_each_hex_within_a_limit_is_its_range_and_beyond_it_none(cold: None) -> None:
    m = HexMap.radius(3, overlays={(1, 0): "wall"}, walls=[((0, 0), (0, 1))])
    near = m.ranges_within((0, 0), 2)
    for h in m.playable_hexes():
        r = m.range((0, 0), h)
        assert near.get(h) == (r if r <= 2 else None), h


@pytest.mark.rule("FH-HEX-5")
def test_a_wall_hex_or_a_closed_door_is_within_every_range_of_itself_alone(cold: None) -> None:
    m = HexMap.radius(2, overlays={(1, 0): "wall", (-1, 0): Overlay("door", open=False)})
    for h in [(1, 0), (-1, 0)]:
        near = m.ranges_within(h, 2)
        assert h in near and near[h] == 0 and near.among([(0, 0), h]) == [h] and list(near) == [h]
