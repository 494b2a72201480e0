"""Overlay tiles placed, moved and exchanged in play, and the connected parts of the map a change must
not split (FH-TILES-MANIP-1, FH-TERR-4, FH-HEX-7, FH-HEX-8)."""

from __future__ import annotations

import pytest

from floe_widgets.games.frosthaven.map.hexmap import HexMap, Overlay
from floe_widgets.games.frosthaven.map.tiles import exchange_overlays, move_overlay, place_overlay, regions

LINE = [(0, 0), (1, -1), (2, -1), (3, -2), (4, -2)]  # five hexes in a row


@pytest.mark.rule("FH-TILES-MANIP-1", "FH-HEX-7")
def test_a_closed_door_does_not_split_the_map_a_character_can_open_it() -> None:
    m = HexMap(LINE, overlays={(2, -1): Overlay("door")})
    assert set(regions(m).values()) == {0} and len(regions(m)) == 5
    assert place_overlay(m, (4, -2), "obstacle").is_obstacle((4, -2))


@pytest.mark.rule("FH-TILES-MANIP-1", "FH-HEX-8")
def test_linked_hexes_join_two_parts_of_the_map() -> None:
    apart = HexMap([(0, 0), (1, -1), (3, -2), (4, -2)])
    parts = regions(apart)
    assert parts[(0, 0)] == parts[(1, -1)] != parts[(3, -2)] == parts[(4, -2)]
    linked = HexMap([(0, 0), (1, -1), (3, -2), (4, -2)], links=[((1, -1), (3, -2))])
    assert len(set(regions(linked).values())) == 1
    with pytest.raises(ValueError) as cut:
        place_overlay(linked, (1, -1), "obstacle")
    assert str(cut.value) == ("placing obstacle on [1, -1] would cut [3, -2] off from the rest of the map "
                              "(FH-TILES-MANIP-1)")


@pytest.mark.rule("FH-TILES-MANIP-1")
def test_a_refusal_names_a_hex_beyond_the_cut_from_the_first_hex() -> None:
    with pytest.raises(ValueError) as cut:
        place_overlay(HexMap(LINE), (1, -1), "obstacle")
    assert str(cut.value) == ("placing obstacle on [1, -1] would cut [2, -1] off from the rest of the map "
                              "(FH-TILES-MANIP-1)")
    with pytest.raises(ValueError) as off:
        place_overlay(HexMap(LINE), (9, 9), "trap")
    assert str(off.value) == "[9, 9] is not a playable hex (FH-HEX-3)"


@pytest.mark.rule("FH-TILES-MANIP-1")
def test_exchanging_two_overlays_swaps_them() -> None:
    m = HexMap(LINE, overlays={(0, 0): "trap", (4, -2): "obstacle"})
    after = exchange_overlays(m, (0, 0), (4, -2))
    assert after.is_obstacle((0, 0)) and after.is_trap((4, -2))
    one = exchange_overlays(m, (0, 0), (2, -1))   # an overlay and a bare hex
    assert one.overlay((0, 0)) is None and one.is_trap((2, -1))


@pytest.mark.rule("FH-TERR-4", "FH-TILES-MANIP-1")
def test_a_trap_moves_to_a_free_hex_only_and_terrain_to_any_hex() -> None:
    m = HexMap(LINE, overlays={(0, 0): "trap", (4, -2): "difficult"})
    moved = move_overlay(m, (0, 0), (2, -1), occupied=[(3, -2)])
    assert moved.is_trap((2, -1)) and moved.overlay((0, 0)) is None
    with pytest.raises(ValueError) as taken:
        move_overlay(m, (0, 0), (3, -2), occupied=[(3, -2)])
    assert str(taken.value) == "a trap cannot be placed in the occupied hex [3, -2] (FH-TERR-4)"
    assert move_overlay(m, (4, -2), (3, -2), occupied=[(3, -2)]).is_difficult((3, -2))
