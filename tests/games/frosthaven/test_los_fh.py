"""Line of sight (FH-LOS): the exact method, its corner cases, and agreement with the sampled
reference method of FH-LOS-4 on seeded random maps."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.geometry import in_reach
from floe_widgets.games.frosthaven.map.hexmap import HexMap, Overlay
from floe_widgets.games.frosthaven.map.los import (
    blocking_segments,
    edge_segment,
    exact_witness,
    lattice_center,
    lattice_corners,
    line_of_sight,
    line_of_sight_sampled,
    segments_touch,
)


def H4(**kw) -> HexMap:
    return HexMap.radius(4, **kw)


def both(m, a, b):
    """Exact and sampled answers (they must agree on all hand-made cases)."""
    return line_of_sight(m, a, b), line_of_sight_sampled(m, a, b)


@pytest.mark.rule("FH-LOS-5", "FH-LOS-2", "FH-LOS-LINE-1")
def test_wall_hex_between_blocks_but_side_lines_pass():
    m = H4(overlays={(1, 0): "wall"})
    assert both(m, (0, 0), (2, 0)) == (False, False)
    assert both(m, (0, 0), (2, -1)) == (True, True)
    assert both(m, (0, 0), (1, 1)) == (True, True)


@pytest.mark.rule("FH-LOS-5", "FH-LOS-3", "FH-LOS-BLOCK-1", "FH-TERR-1")
def test_two_wall_hexes_block_two_obstacles_do_not():
    walls = H4(overlays={(0, 1): "wall", (1, 0): "wall"})
    assert both(walls, (0, 0), (1, 1)) == (False, False)
    obstacles = H4(overlays={(0, 1): "obstacle", (1, 0): "obstacle"})
    assert both(obstacles, (0, 0), (1, 1)) == (True, True)
    assert obstacles.range((0, 0), (1, 1)) == 2


@pytest.mark.rule("FH-LOS-5", "FH-HEX-5")
def test_single_thin_wall_is_seen_around_its_end():
    m = H4(walls=[((0, 0), (0, 1))])
    assert both(m, (0, 0), (0, 1)) == (True, True)
    assert m.range((0, 0), (0, 1)) == 2


@pytest.mark.rule("FH-LOS-5", "FH-LOS-2")
def test_two_thin_walls_meeting_at_a_corner_block():
    m = H4(walls=[((0, 0), (1, 0)), ((0, 0), (0, 1))])
    assert both(m, (0, 0), (1, 1)) == (False, False)


@pytest.mark.rule("FH-LOS-2")
def test_line_through_a_wall_end_point_counts_as_blocked():
    # (0,0) and (1,1) touch (1,0) and (0,1) at one corner each; a thin wall whose end is the
    # corner shared by (0,0), (1,0), (0,1)... Walls (0,0)|(1,0) and (0,1)|(1,0) leave a single
    # point between them (where (0,0), (0,1) and (1,0) meet): the only lines left pass through it.
    m = H4(walls=[((0, 0), (1, 0)), ((0, 1), (1, 0)), ((0, 0), (0, 1))])
    assert line_of_sight(m, (0, 0), (1, 1)) is False
    # the same hexes with only the two walls touching (1,0) see each other past the free edge
    open_m = H4(walls=[((0, 0), (1, 0)), ((0, 1), (1, 0))])
    assert line_of_sight(open_m, (0, 0), (1, 1)) is True


@pytest.mark.rule("FH-LOS-2")
def test_grazing_a_corner_of_a_wall_hex():
    # The centre line from (0,0) to (2,-1) runs exactly along the edge shared by (1,0) and
    # (1,-1); with (1,0) a wall hex that edge is a wall line: the centre line is blocked but a
    # line shifted toward (1,-1) is clear.
    m = H4(overlays={(1, 0): "wall"})
    c0, c1 = lattice_center((0, 0)), lattice_center((2, -1))
    assert any(segments_touch(c0, c1, s, t) for s, t in blocking_segments(m))
    assert line_of_sight(m, (0, 0), (2, -1)) is True
    # with both hexes beside the edge walled there is no way past
    m2 = H4(overlays={(1, 0): "wall", (1, -1): "wall"})
    assert both(m2, (0, 0), (2, -1)) == (False, False)


@pytest.mark.rule("FH-LOS-1", "FH-LOS-2")
def test_a_hex_sees_itself_and_walls_see_nothing():
    m = H4(overlays={(1, 0): "wall"})
    assert line_of_sight(m, (0, 0), (0, 0))
    assert not line_of_sight(m, (1, 0), (1, 0))
    assert not line_of_sight(m, (0, 0), (1, 0))
    assert not line_of_sight(m, (0, 0), (9, 9))  # off the map


@pytest.mark.rule("FH-LOS-3", "FH-HEX-7", "FH-OVERLAY-DOOR-1", "FH-OVERLAY-WALL-1")
def test_closed_doors_block_open_doors_do_not():
    column = [(0, r) for r in range(-4, 5) if r != 0]
    closed = H4(overlays={**{h: "wall" for h in column}, (0, 0): Overlay("door")})
    assert both(closed, (-1, 0), (1, 0)) == (False, False)
    opened = closed.with_door_opened((0, 0))
    assert both(opened, (-1, 0), (1, 0)) == (True, True)
    assert not line_of_sight(closed, (0, 0), (1, 0))  # nothing sees into a closed door


@pytest.mark.rule("FH-LOS-3")
def test_terrain_never_blocks():
    kinds = ["obstacle", "trap", "hazardous", "difficult", "icy", "pressure-plate", "corridor", "objective"]
    for kind in kinds:
        m = H4(overlays={(1, 0): kind, (2, -1): kind, (1, -1): kind})
        assert line_of_sight(m, (0, 0), (3, -1)), kind


@pytest.mark.rule("FH-LOS-1", "FH-RANGE-COUNT-1", "FH-RANGE-MELEE-1")
def test_targeting_needs_range_and_line_of_sight():
    m = H4(overlays={(0, 1): "wall"})
    assert m.range((0, 0), (0, 2)) == 3
    assert not in_reach(m, (0, 0), (0, 2), 3)     # in range, no LOS (TC-23)
    assert in_reach(m, (1, 0), (0, 2), 3)
    assert in_reach(m, (0, 0), (1, 0), 0)          # melee: adjacent
    assert not in_reach(m, (0, 0), (2, 0), 0)


@pytest.mark.rule("FH-LOS-2")
def test_los_is_symmetric_and_the_witness_is_real():
    m = H4(overlays={(1, 0): "wall"}, walls=[((-1, 0), (-1, 1))])
    segs = blocking_segments(m)
    for a in m.playable_hexes()[::3]:
        for b in [(2, -1), (-2, 2), (0, 3)]:
            if m.is_wall(b):
                continue
            assert line_of_sight(m, a, b) == line_of_sight(m, b, a)
            w = exact_witness(m, a, b) if a != b else None
            if w is not None:
                assert not any(segments_touch(w[0], w[1], s, t) for s, t in segs)
                assert _inside(w[0], a) and _inside(w[1], b)


@pytest.mark.rule("FH-HEX-1")
def test_lattice_edges_follow_the_direction_table():
    # corner i of a hex, in the integer lattice: c0 right, c1 lower right, ... (y grows downward)
    assert lattice_corners((0, 0)) == [(2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1), (1, -1)]
    table = {0: (0, 1), 1: (5, 0), 2: (4, 5), 3: (3, 4), 4: (2, 3), 5: (1, 2)}
    for d, (i, j) in table.items():
        c = lattice_corners((0, 0))
        assert edge_segment((0, 0), hexgrid.neighbour((0, 0), d)) == tuple(sorted((c[i], c[j])))
        other = lattice_corners(hexgrid.neighbour((0, 0), d))
        assert {c[i], c[j]} <= set(other)  # the two hexes share exactly these corners


def _inside(p, h) -> bool:
    """Strictly inside hex ``h`` (lattice coordinates)."""
    cs = lattice_corners(h)
    for i in range(6):
        a, b = cs[i], cs[(i + 1) % 6]
        cross = (b[0] - a[0]) * (Fraction(p[1]) - a[1]) - (b[1] - a[1]) * (Fraction(p[0]) - a[0])
        if cross <= 0:
            return False
    return True


# -- agreement with the sampled method on random maps ------------------------------------------
def random_map(seed: int, radius: int = 5) -> HexMap:
    rng = random.Random(seed)
    hexes = hexgrid.spiral((0, 0), radius)
    p_wall, p_thin = rng.choice([0.03, 0.08, 0.15]), rng.choice([0.05, 0.1, 0.2])
    overlays = {h: "wall" for h in hexes if rng.random() < p_wall}
    for h in hexes:
        if h not in overlays and rng.random() < 0.03:
            overlays[h] = Overlay("door", open=rng.random() < 0.5)
    walls = set()
    for h in hexes:
        for n in hexgrid.neighbours(h):
            if n in hexes and rng.random() < p_thin:
                walls.add(tuple(sorted((h, n))))
    return HexMap(hexes, walls=sorted(walls), overlays=overlays)


@pytest.mark.rule("FH-LOS-4", "FH-LOS-2", "FH-LOS-3")
def test_exact_and_sampled_agree_on_random_maps_except_narrow_gaps():
    pairs = disagreements = 0
    for seed in range(10):
        m = random_map(seed)
        segs = blocking_segments(m)
        rng = random.Random(1000 + seed)
        hexes = [h for h in m.playable_hexes() if not m.acts_as_wall(h)]
        for _ in range(25):
            a, b = rng.choice(hexes), rng.choice(hexes)
            exact, sampled = line_of_sight(m, a, b), line_of_sight_sampled(m, a, b)
            pairs += 1
            # a clear sample segment is a clear segment: the exact method can never say no then
            assert not (sampled and not exact), (seed, a, b)
            if exact and not sampled:
                disagreements += 1
                w = exact_witness(m, a, b)
                assert w is not None and _inside(w[0], a) and _inside(w[1], b)
                assert not any(segments_touch(w[0], w[1], s, t) for s, t in segs)
    assert pairs == 250
    assert disagreements <= pairs // 50


GAP_WALLS = [((-6, 1), (-5, 1)), ((-5, 0), (-5, 1)), ((-3, 2), (-3, 3)), ((-3, 3), (-3, 4)), ((-3, 3), (-2, 3)),
             ((-2, 3), (-1, 2)), ((-2, 4), (-1, 4)), ((-2, 5), (-1, 5)), ((-1, 4), (0, 4)), ((-1, 5), (-1, 6)),
             ((-1, 6), (0, 6)), ((0, 4), (0, 5)), ((1, 4), (1, 5))]


@pytest.mark.rule("FH-LOS-4", "FH-LOS-2")
def test_a_narrow_gap_the_sampling_misses():
    """Found by a seeded search: (0,5) sees (-5,0) through a gap no 13x13 sample segment uses."""
    m = HexMap.radius(6, walls=GAP_WALLS, overlays={(-6, 0): "wall"})
    assert line_of_sight_sampled(m, (0, 5), (-5, 0)) is False
    w = exact_witness(m, (0, 5), (-5, 0))
    assert w is not None
    assert not any(segments_touch(w[0], w[1], s, t) for s, t in blocking_segments(m))
    assert _inside(w[0], (0, 5)) and _inside(w[1], (-5, 0))
    assert line_of_sight(m, (0, 5), (-5, 0)) is True


@pytest.mark.rule("FH-LOS-2")
def test_the_separation_certificate_never_hides_a_clear_line():
    from floe_widgets.games.frosthaven.map.los import relevant_walls, separated_in_hull

    checked = 0
    for seed in range(40, 46):
        m = random_map(seed, radius=4)
        rng = random.Random(seed)
        hexes = [h for h in m.playable_hexes() if not m.acts_as_wall(h)]
        for _ in range(30):
            a, b = rng.choice(hexes), rng.choice(hexes)
            if a == b:
                continue
            hull, _ = relevant_walls(m, a, b)
            if separated_in_hull(m, a, b, hull):
                checked += 1
                assert exact_witness(m, a, b) is None, (seed, a, b)
    assert checked >= 10


@pytest.mark.rule("FH-LOS-2", "FH-LOS-3")
def test_more_walls_never_create_line_of_sight_and_los_is_symmetric():
    rng = random.Random(77)
    for seed in range(8):
        m = random_map(100 + seed, radius=4)
        hexes = [h for h in m.playable_hexes() if not m.acts_as_wall(h)]
        extra = []
        for _ in range(6):
            h = rng.choice(hexes)
            extra.append((h, hexgrid.neighbour(h, rng.randrange(6))))
        more = HexMap(m.hexes, walls=[tuple(w) for w in m.walls] + [e for e in extra if e[1] in m.hexes],
                      overlays=m.overlays)
        for _ in range(20):
            a, b = rng.choice(hexes), rng.choice(hexes)
            before, after = line_of_sight(m, a, b), line_of_sight(more, a, b)
            assert not (after and not before), (seed, a, b)
            if a != b:  # pure enumeration from the other end (no cache, no shortcut) agrees
                assert after == (exact_witness(more, b, a) is not None), (seed, a, b)
