"""Line of sight (FH-LOS-2) asked of the exact enumeration alone and of the game, each test with nothing
kept from earlier maps (maps of equal content share their worked-out answers): what "touching" a blocking
segment means; pairs of a walled map and of two seeded maps asked of the enumeration with no shortcut
before it; a gap only the enumeration finds; a far hex walled on five sides; two wall hexes at a corner
separating the hexes beside them (FH-LOS-5); nothing seen from or into a wall hex or a closed door, in
the game and in the sampled reference method (FH-LOS-4)."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import combinations

import pytest

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.hexmap import HexMap, Overlay, clear_layout_caches, clear_map_caches
from floe_widgets.games.frosthaven.map.los import (
    blocking_segments,
    exact_witness,
    lattice_corners,
    line_of_sight,
    line_of_sight_sampled,
    pair_hull,
    segments_touch,
    separated_in_hull,
)


@pytest.fixture
def cold() -> None:
    clear_map_caches()
    clear_layout_caches()


def strictly_inside(p, h) -> bool:
    cs = lattice_corners(h)
    return all((cs[(i + 1) % 6][0] - cs[i][0]) * (Fraction(p[1]) - cs[i][1])
               - (cs[(i + 1) % 6][1] - cs[i][1]) * (Fraction(p[0]) - cs[i][0]) > 0 for i in range(6))


def is_witness(m: HexMap, a, b, w) -> bool:
    """``w`` runs from a point inside ``a`` to a point inside ``b`` and touches no blocking segment."""
    return (strictly_inside(w[0], a) and strictly_inside(w[1], b)
            and not any(segments_touch(w[0], w[1], s, t) for s, t in blocking_segments(m)))


@pytest.mark.rule("FH-LOS-2")
def test_touching_is_crossing_meeting_an_end_or_running_along_a_wall() -> None:
    # lattice points (x, y): every test of sight, and every check of a witness below, asks this one test
    touch = [
        (((0, 0), (6, 4)), ((0, 4), (6, 0))),    # X: they cross
        (((2, -3), (2, 0)), ((0, 0), (4, 0))),   # T: the segment ends on the wall
        (((2, 2), (2, 5)), ((0, 0), (4, 4))),    # the segment starts on the wall
        (((0, 0), (2, 0)), ((2, 0), (3, 1))),    # end to end
        (((0, 0), (2, 0)), ((0, 0), (1, 1))),    # from one end point
        (((0, 0), (2, 2)), ((4, 0), (2, 2))),    # to one end point
        (((0, 3), (6, 3)), ((4, 3), (8, 3))),    # along one line, overlapping
    ]
    apart = [
        (((0, 3), (6, 3)), ((8, 3), (10, 3))),   # along one line y = 3, apart: 3 lies in 0..6, x = 8 does not
        (((3, 0), (3, 4)), ((3, 6), (3, 8))),    # along one line x = 3, apart
        (((0, 0), (4, 4)), ((3, 1), (6, -2))),   # the wall's end beside the segment, inside its box
        (((0, 0), (4, 0)), ((1, 1), (3, 1))),    # side by side
    ]
    for (p1, p2), (q1, q2) in touch:
        for args in ((p1, p2, q1, q2), (q1, q2, p1, p2), (p2, p1, q2, q1)):
            assert segments_touch(*args), args
    for (p1, p2), (q1, q2) in apart:
        for args in ((p1, p2, q1, q2), (q1, q2, p1, p2), (p2, p1, q2, q1)):
            assert not segments_touch(*args), args


@pytest.mark.rule("FH-LOS-2", "FH-LOS-3", "FH-LOS-4")
def test_the_enumeration_alone_answers_every_pair_of_a_walled_map(cold: None) -> None:
    # two wall hexes and three thin walls on board H3; each pair is asked of the exact enumeration with no
    # shortcut before it: a clear segment it offers must be one, and where the sampled method sees a clear
    # sample segment the enumeration must find one too
    m = HexMap.radius(3, overlays={(1, 0): "wall", (-1, -1): "wall"},
                      walls=[((0, 0), (0, 1)), ((-1, 1), (-2, 2)), ((1, 1), (2, 0))])
    hexes = [h for h in m.playable_hexes() if not m.acts_as_wall(h)]
    seen = hidden = 0
    for a, b in list(combinations(hexes, 2))[::5]:
        w = exact_witness(m, a, b)
        if w is None:
            assert not line_of_sight_sampled(m, a, b), (a, b)
            hidden += 1
        else:
            assert is_witness(m, a, b, w), (a, b, w)
            seen += 1
        assert line_of_sight(m, a, b) == (w is not None), (a, b)
    assert seen > 0 and hidden > 0


def seeded_map(seed: int) -> HexMap:
    """Board H3 with wall hexes, doors and thin walls drawn with ``seed`` (as ``test_los_fh.random_map``)."""
    rng = random.Random(seed)
    hexes = hexgrid.spiral((0, 0), 3)
    p_wall, p_thin = rng.choice([0.03, 0.08, 0.15]), rng.choice([0.05, 0.1, 0.2])
    overlays = {h: "wall" for h in hexes if rng.random() < p_wall}
    for h in hexes:
        if h not in overlays and rng.random() < 0.03:
            overlays[h] = Overlay("door", open=rng.random() < 0.5)
    walls = {tuple(sorted((h, n))) for h in hexes for n in hexgrid.neighbours(h)
             if n in hexes and rng.random() < p_thin}
    return HexMap(hexes, walls=sorted(walls), overlays=overlays)


@pytest.mark.rule("FH-LOS-2", "FH-LOS-4")
def test_the_enumeration_alone_sees_what_a_sample_segment_sees_on_seeded_maps(cold: None) -> None:
    # from one hex to every other open hex: a clear sample segment (FH-LOS-4) is a clear segment, so the
    # exact enumeration must find one as well, and any it offers must be one
    checked = 0
    for seed, a in ((1, (-3, 1)), (2, (-3, 1)), (11, (-2, -1)), (11, (1, -3))):
        m = seeded_map(seed)
        for b in [h for h in m.playable_hexes() if not m.acts_as_wall(h) and h != a]:
            w = exact_witness(m, a, b)
            assert w is not None or not line_of_sight_sampled(m, a, b), (seed, b)
            assert w is None or is_witness(m, a, b, w), (seed, b, w)
            checked += w is not None
    assert checked > 40


@pytest.mark.rule("FH-LOS-2", "FH-LOS-3")
def test_a_hex_walled_on_five_sides_sees_only_past_its_open_side(cold: None) -> None:
    # (6, 0), far from the board's centre, has thin walls on all its sides but the one it shares with
    # (5, 0): every segment from inside it to a hex east of it leaves it through a thin wall (FH-LOS-3)
    hexes = [(q, r) for q in range(3, 11) for r in range(-4, 3)]
    a = (6, 0)
    m = HexMap(hexes, walls=[(a, n) for n in hexgrid.neighbours(a) if n != (5, 0)])
    for b in ((8, -1), (9, -1), (8, 0), (7, 1)):
        assert not line_of_sight(m, a, b) and not line_of_sight(m, b, a) and not line_of_sight_sampled(m, a, b)
    for b in ((5, 0), (4, 0), (4, 1)):
        assert line_of_sight(m, a, b) and line_of_sight(m, b, a) and line_of_sight_sampled(m, a, b)


@pytest.mark.rule("FH-LOS-5", "FH-LOS-2", "FH-LOS-3")
def test_two_wall_hexes_touching_at_a_corner_separate_the_hexes_beside_them(cold: None) -> None:
    # FH-LOS-5: with (0, 1) and (1, 0) wall hexes, (0, 0) and (1, 1) join through no open edge inside the
    # hull of the two (that proves there is no line of sight); with obstacles there instead they do, and see
    for pair in (((0, 0), (1, 1)), ((1, 1), (0, 0))):
        walls = HexMap.radius(4, overlays={(0, 1): "wall", (1, 0): "wall"})
        assert separated_in_hull(walls, *pair, pair_hull(walls, *pair))
        assert not line_of_sight(walls, *pair)
        obstacles = HexMap.radius(4, overlays={(0, 1): "obstacle", (1, 0): "obstacle"})
        assert not separated_in_hull(obstacles, *pair, pair_hull(obstacles, *pair))
        assert line_of_sight(obstacles, *pair)


GAP_WALLS = [((-6, 1), (-5, 1)), ((-5, 0), (-5, 1)), ((-3, 2), (-3, 3)), ((-3, 3), (-3, 4)), ((-3, 3), (-2, 3)),
             ((-2, 3), (-1, 2)), ((-2, 4), (-1, 4)), ((-2, 5), (-1, 5)), ((-1, 4), (0, 4)), ((-1, 5), (-1, 6)),
             ((-1, 6), (0, 6)), ((0, 4), (0, 5)), ((1, 4), (1, 5))]


@pytest.mark.rule("FH-LOS-2", "FH-LOS-4")
def test_a_gap_no_sample_segment_uses_is_found_by_the_enumeration(cold: None) -> None:
    # found by a seeded search (test_los_fh.py): (0, 5) sees (-5, 0) through a gap between thin walls
    # that none of the 13 x 13 sample segments of FH-LOS-4 passes
    m = HexMap.radius(6, walls=GAP_WALLS, overlays={(-6, 0): "wall"})
    assert line_of_sight_sampled(m, (0, 5), (-5, 0)) is False
    for a, b in (((0, 5), (-5, 0)), ((-5, 0), (0, 5))):
        w = exact_witness(m, a, b)
        assert w is not None and is_witness(m, a, b, w)
        assert line_of_sight(m, a, b) is True


@pytest.mark.rule("FH-LOS-4", "FH-HEX-7")
def test_nothing_is_seen_from_or_into_a_wall_hex_or_a_closed_door_in_either_method(cold: None) -> None:
    m = HexMap.radius(3, overlays={(1, 0): "wall", (-1, 0): "door"})
    for blind in ((1, 0), (-1, 0)):
        for other in ((0, 0), (2, 0), (0, -1), (-2, 0), blind):
            for a, b in ((blind, other), (other, blind)):
                assert not line_of_sight(m, a, b) and not line_of_sight_sampled(m, a, b), (a, b)
    assert line_of_sight(m, (0, 0), (0, -1)) and line_of_sight_sampled(m, (0, 0), (0, -1))
