"""The hex map model (FH-HEX, FH-GEN-5, overlay kinds)."""

from __future__ import annotations

import math

import pytest

from floe_widgets.games.frosthaven.map.geometry import hex_distance
from floe_widgets.games.frosthaven.map.hexmap import HexMap, Overlay, is_empty, rect_hexes


def H4(**kw) -> HexMap:
    return HexMap.radius(4, **kw)


@pytest.mark.rule("FH-HEX-1")
def test_board_h4_has_61_hexes_and_axial_neighbours():
    m = H4()
    assert len(m.hexes) == 61
    assert m.adjacent_hexes((0, 0)) == [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]


@pytest.mark.rule("FH-HEX-2")
def test_hex_distance_ignores_walls():
    assert hex_distance((0, 0), (2, -1)) == 2
    m = H4(overlays={(1, 0): "wall"})
    assert hex_distance((0, 0), (2, 0)) == 2 and m.range((0, 0), (2, 0)) == 3


@pytest.mark.rule("FH-HEX-3", "FH-MAP-WALL-1", "FH-OVERLAY-WALL-1")
def test_wall_hexes_void_and_wall_lines():
    m = H4(overlays={(1, 0): "wall"}, walls=[((0, 0), (0, 1))])
    assert m.is_wall((1, 0)) and m.is_wall((9, 9)) and not m.is_wall((0, 0))
    assert m.is_wall_line((0, 0), (1, 0))       # playable | wall hex
    assert m.is_wall_line((0, 0), (0, 1))       # thin wall
    assert not m.is_wall_line((0, 0), (-1, 0))
    assert m.is_wall_line((4, 0), (5, 0))       # edge of the map
    with pytest.raises(ValueError):
        H4(walls=[((0, 0), (2, 0))])           # a thin wall joins neighbours only


@pytest.mark.rule("FH-HEX-3", "FH-HEX-7", "FH-TURN-9")
def test_rooms_are_unplayable_until_revealed_by_a_door():
    west = [h for h in HexMap.radius(4).hexes if h[0] < 0]
    east = [h for h in HexMap.radius(4).hexes if h[0] > 0]
    doorway = [(0, r) for r in range(-4, 5)]
    overlays = {h: "wall" for h in doorway if h != (0, 0)}
    overlays[(0, 0)] = Overlay("door", reveals=("east",))
    m = H4(overlays=overlays, rooms={"west": west, "east": east}, revealed=["west"])
    assert m.is_playable((-1, 0)) and not m.is_playable((1, 0))
    assert m.room_of((1, 0)) == "east" and m.room_of((0, 0)) is None
    assert m.range((-1, 0), (1, 0)) == math.inf
    opened = m.with_door_opened((0, 0))
    assert opened.is_playable((1, 0)) and opened.is_open_door((0, 0))
    assert opened.range((-1, 0), (1, 0)) == 2
    assert m.is_closed_door((0, 0))  # the original map is unchanged


@pytest.mark.rule("FH-HEX-4")
def test_adjacency_needs_no_wall_line_and_no_closed_door():
    m = H4(walls=[((0, 0), (0, 1))], overlays={(1, 0): Overlay("door")})
    assert not m.adjacent((0, 0), (0, 1))
    assert not m.adjacent((0, 0), (1, 0))
    assert m.adjacent((0, 0), (-1, 1))
    assert not m.adjacent((0, 0), (2, 0))


@pytest.mark.rule("FH-HEX-4")
def test_the_hexes_next_to_a_thin_wall_leave_out_only_the_hex_behind_it():
    m = H4(walls=[((0, 0), (1, 0))])
    assert set(m.open_neighbours((0, 0))) == {(1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)}
    assert set(m.adjacency()[(1, 0)]) == {(2, 0), (2, -1), (1, -1), (0, 1), (1, 1)}


@pytest.mark.rule("FH-HEX-5")
def test_a_wall_hex_is_out_of_every_range():
    walled = H4(overlays={(1, 0): "wall"})
    assert walled.range((0, 0), (1, 0)) == math.inf and walled.range((1, 0), (3, 0)) == math.inf


@pytest.mark.rule("FH-HEX-5", "FH-RANGE-COUNT-1")
def test_range_examples():
    assert H4(walls=[((0, 0), (0, 1))]).range((0, 0), (0, 1)) == 2
    walled = H4(overlays={(1, 0): "wall"})
    assert walled.range((0, 0), (2, 0)) == 3 and walled.range((0, 0), (2, -1)) == 2
    assert H4(overlays={(0, 1): "obstacle", (1, 0): "obstacle"}).range((0, 0), (1, 1)) == 2
    assert H4().range((0, 0), (0, 0)) == 0
    boxed = H4(walls=[((0, 0), n) for n in [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]])
    assert boxed.range((0, 0), (2, 0)) == math.inf


@pytest.mark.rule("FH-HEX-8")
def test_linked_hexes_join_movement_but_not_range():
    from floe_widgets.games.frosthaven.map.movement import Mover, reachable

    m = H4(links=[((-4, 0), (4, 0))])
    assert m.linked((-4, 0)) == [(4, 0)]
    assert m.range((-4, 0), (4, 0)) == 8
    assert reachable(m, Mover((-4, 0)))[(4, 0)].mp == 1


@pytest.mark.rule("FH-GEN-5", "FH-MAP-HEXDEF-1", "FH-TERR-8", "FH-OVERLAY-CORRIDOR-1", "FH-OVERLAY-PLATE-1")
def test_featureless_unoccupied_and_empty_hexes():
    m = H4(overlays={(1, 0): "pressure-plate", (2, 0): "corridor", (3, 0): "difficult", (0, 1): "trap",
                     (0, 2): Overlay("door", open=True)})
    assert m.is_featureless((0, 0)) and m.is_featureless((1, 0)) and m.is_featureless((2, 0))
    assert m.is_featureless((0, 2))
    assert not m.is_featureless((3, 0)) and not m.is_featureless((0, 1))
    assert is_empty(m, (1, 0)) and is_empty(m, (2, 0))
    assert not is_empty(m, (1, 0), occupied=[(1, 0)])
    assert not is_empty(m, (3, 0))


@pytest.mark.rule("FH-TERR-4", "FH-OVERLAY-TRAP-1")
def test_a_sprung_trap_leaves_the_map():
    m = H4(overlays={(0, 1): Overlay("trap", effects=("damage", "poison"))})
    assert m.is_trap((0, 1)) and m.is_negative((0, 1)) and m.overlay((0, 1)).effects == ("damage", "poison")
    sprung = m.with_overlay((0, 1), None)
    assert not sprung.is_trap((0, 1)) and m.is_trap((0, 1))


@pytest.mark.rule("FH-TERR-7", "FH-TERR-9", "FH-OVERLAY-OBJECTIVE-1")
def test_every_overlay_kind_is_known_and_only_those():
    kinds = ["obstacle", "trap", "hazardous", "difficult", "icy", "wall", "door", "pressure-plate", "corridor",
             "objective", "treasure"]
    m = H4(overlays={(i - 4, 0): k for i, k in enumerate(kinds)})
    assert [m.kind((i - 4, 0)) for i in range(len(kinds))] == kinds
    assert m.is_objective((5 - 4, 0)) is False and m.is_objective((9 - 4, 0))
    assert m.is_featureless((10 - 4, 0)) is False  # a treasure tile is an overlay
    assert m.is_negative((1 - 4, 0)) and m.is_negative((2 - 4, 0)) and not m.is_negative((3 - 4, 0))
    with pytest.raises(ValueError):
        Overlay("lava")


@pytest.mark.rule("FH-HEX-7")
def test_locked_doors_stay_walls_until_unlocked():
    m = H4(overlays={(0, 0): Overlay("door", locked=True)})
    assert m.is_locked_door((0, 0)) and not m.can_step((-1, 0), (0, 0), character=True)
    assert m.with_door_unlocked((0, 0)).can_step((-1, 0), (0, 0), character=True)
    assert not m.can_step((-1, 0), (0, 0), character=False)


def test_rect_hexes_follow_even_q_offset_rows():
    hexes = rect_hexes(3, 2)
    assert hexes == [(0, 0), (0, 1), (1, -1), (1, 0), (2, -1), (2, 0)]
    assert len(HexMap.rect(6, 5).hexes) == 30


@pytest.mark.rule("FH-HEX-3", "FH-MAP-WALL-1", "FH-HEX-7")
def test_map_tiles_are_rooms_joined_by_doors():
    west = [(q, r) for q in (-3, -2, -1) for r in range(-2, 3)]
    east = [(q, r) for q in (1, 2, 3) for r in range(-3, 2)]
    m = HexMap.from_tiles({"west": west, "east": east}, doors=[(0, 0)], revealed=["west"])
    assert m.room_of((-1, 0)) == "west" and m.room_of((0, 0)) is None
    assert not m.is_playable((1, 0)) and m.is_closed_door((0, 0))
    assert m.overlay((0, 0)).reveals == ("east", "west")
    opened = m.with_door_opened((0, 0))
    assert opened.is_playable((1, 0)) and opened.range((-1, 0), (1, 0)) == 2
    touching = HexMap.from_tiles({"a": [(0, 0), (0, 1)], "b": [(1, 0), (1, 1)]})
    assert touching.has_thin_wall((0, 0), (1, 0)) and touching.has_thin_wall((0, 1), (1, 0))
    assert touching.range((0, 0), (1, 0)) == math.inf and not touching.los((0, 0), (1, 0))
    joined = HexMap.from_tiles({"a": [(0, 0)], "b": [(2, -1)]}, corridors=[(1, 0)])
    assert joined.kind((1, 0)) == "corridor" and joined.range((0, 0), (2, -1)) == 2
