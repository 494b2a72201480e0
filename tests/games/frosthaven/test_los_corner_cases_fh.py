"""Line of sight in its corner cases, checked by hand on board H4 (FH-LOS-2, FH-LOS-3, FH-LOS-5): lines
through a wall's end point, along a wall line, between two walls meeting at a corner.  Each position is
asked of the game's answer, of the exact enumeration alone (no shortcut before it) and of the sampled
reference method, and every segment the exact method offers as a witness is checked to be one."""

from __future__ import annotations

from fractions import Fraction

import pytest

from floe_widgets.games.frosthaven.map.hexmap import HexMap
from floe_widgets.games.frosthaven.map.los import (
    blocking_segments,
    exact_witness,
    lattice_corners,
    line_of_sight,
    line_of_sight_sampled,
    segments_touch,
)


def H4(**kw) -> HexMap:
    return HexMap.radius(4, **kw)


def strictly_inside(p, h) -> bool:
    cs = lattice_corners(h)
    return all((cs[(i + 1) % 6][0] - cs[i][0]) * (Fraction(p[1]) - cs[i][1])
               - (cs[(i + 1) % 6][1] - cs[i][1]) * (Fraction(p[0]) - cs[i][0]) > 0 for i in range(6))


def sight(m: HexMap, a, b) -> tuple[bool, bool, bool]:
    """The game's answer, the exact enumeration's (its witness checked) and the sampled method's."""
    w = exact_witness(m, a, b)
    if w is not None:
        assert strictly_inside(w[0], a) and strictly_inside(w[1], b), (a, b, w)
        assert not any(segments_touch(w[0], w[1], s, t) for s, t in blocking_segments(m)), (a, b, w)
    return line_of_sight(m, a, b), w is not None, line_of_sight_sampled(m, a, b)


SEEN, HIDDEN = (True, True, True), (False, False, False)


@pytest.mark.rule("FH-LOS-5", "FH-LOS-2")
def test_past_a_wall_hex_only_lines_beside_it_see() -> None:
    m = H4(overlays={(1, 0): "wall"})
    assert sight(m, (0, 0), (2, 0)) == HIDDEN      # every line crosses the wall hex or touches a corner of it
    assert sight(m, (0, 0), (2, -1)) == SEEN       # the centre line runs along its edge; a line beside it is clear
    assert sight(m, (0, 0), (1, 1)) == SEEN
    assert sight(m, (-1, 0), (3, 0)) == HIDDEN


@pytest.mark.rule("FH-LOS-5", "FH-LOS-2", "FH-LOS-3")
def test_two_wall_hexes_touching_at_a_corner_leave_no_line_between_them() -> None:
    m = H4(overlays={(0, 1): "wall", (1, 0): "wall"})
    assert sight(m, (0, 0), (1, 1)) == HIDDEN      # the only way passes their shared corner
    assert sight(m, (0, 0), (2, 1)) == HIDDEN


@pytest.mark.rule("FH-LOS-5", "FH-LOS-2", "FH-HEX-5")
def test_a_thin_wall_is_seen_around_its_ends_but_two_meeting_at_a_corner_block() -> None:
    one = H4(walls=[((0, 0), (0, 1))])
    assert sight(one, (0, 0), (0, 1)) == SEEN and one.range((0, 0), (0, 1)) == 2
    assert sight(one, (0, -1), (0, 2)) == SEEN     # along the column, beside the wall's ends
    two = H4(walls=[((0, 0), (1, 0)), ((0, 0), (0, 1))])
    assert sight(two, (0, 0), (1, 1)) == HIDDEN


@pytest.mark.rule("FH-LOS-2")
def test_a_line_through_a_wall_end_point_is_blocked() -> None:
    # three thin walls meet where (0,0), (1,0) and (0,1) meet: every line from (0,0) to (1,1) would
    # have to pass through that single point
    closed = H4(walls=[((0, 0), (1, 0)), ((0, 1), (1, 0)), ((0, 0), (0, 1))])
    assert sight(closed, (0, 0), (1, 1)) == HIDDEN
    # without the wall between (0,0) and (0,1) a line passes over (0,1), clear of both other walls
    assert sight(H4(walls=[((0, 0), (1, 0)), ((0, 1), (1, 0))]), (0, 0), (1, 1))[:2] == (True, True)


@pytest.mark.rule("FH-LOS-2", "FH-LOS-4")
def test_a_long_line_threads_between_thin_walls() -> None:
    # found by a seeded search over walled boards; the sampled reference method sees it too, and the exact
    # method's witness is checked to lie inside both hexes and to touch no wall
    walls = [((-3, 1), (-2, 1)), ((0, -1), (0, 0)), ((0, 0), (1, -1)), ((0, 1), (1, 1)), ((0, 2), (1, 2)),
             ((1, 1), (2, 0))]
    assert sight(H4(walls=walls), (3, 1), (-3, 1)) == SEEN
