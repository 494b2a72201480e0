"""Line of sight, computed exactly (FH-LOS-2) — plus the sampled reference method of FH-LOS-4.

There is line of sight from hex X to hex Y iff some straight segment from a point of X to a
point of Y touches no blocking segment (FH-LOS-3: wall lines, thin walls, edges of closed doors).
Touching includes crossing, meeting a wall's end point and running along a wall.

Exact method.  All geometry is done in an integer lattice: with ``x = 3q`` and ``y = 2r + q``
(the flat-top layout with the y axis scaled by 1/sqrt(3), an affine map, which keeps every
incidence, crossing and collinearity), every hex corner is an integer point.  Then:

1. A segment works iff the part of its line between the two hexes (the *gap*) touches no wall:
   the rest of it lies inside the hexes, where no wall runs.  So LOS exists iff some line
   through the interiors of X and Y has a wall-free gap.  The set of such lines is open.
2. Whether a line works only changes when it passes through a *critical point*: a corner of X
   or Y or a wall end point (inside the convex hull of X and Y).  In the space of lines these
   events are curves, and inside each cell they bound the answer is constant.
3. Every cell has a vertex on its border: a line through two critical points.  Around that line,
   the neighbouring cells are reached by turning it by a tiny angle about a pivot taken between
   (or beyond) the critical points lying on it.  Trying every such perturbed line, with a turn
   small enough never to cross another critical point and exact integer/rational arithmetic,
   visits every cell, so the answer is exact.

A quick positive test (exact segments between 13 points per hex) answers most visible pairs
before the enumeration; results are cached per map.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from fractions import Fraction
from itertools import combinations

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.cells import cells_of
from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap

Point = tuple[int, int]
Side = tuple[Point, Point]

#: corner offsets c0..c5 in the integer lattice (y grows downward, FH-HEX-1)
CORNER_OFFSETS: tuple[Point, ...] = ((2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1), (1, -1))
#: direction index -> the two corners of the shared edge (FH-HEX-1 table)
EDGE_CORNERS: tuple[tuple[int, int], ...] = ((0, 1), (5, 0), (4, 5), (3, 4), (2, 3), (1, 2))


def lattice_center(h: Hex) -> Point:
    return (3 * h[0], 2 * h[1] + h[0])


def lattice_corners(h: Hex) -> list[Point]:
    cx, cy = lattice_center(h)
    return [(cx + dx, cy + dy) for dx, dy in CORNER_OFFSETS]


#: direction index -> the two corner offsets of that side, sorted (the same order for every hex)
SIDE_OFFSETS: tuple[Side, ...] = tuple(tuple(sorted((CORNER_OFFSETS[i], CORNER_OFFSETS[j]))) for i, j in EDGE_CORNERS)


def edge_segment(a: Hex, b: Hex) -> Side:
    """The shared edge of neighbours ``a`` and ``b`` as two lattice points (sorted).  Thin walls join
    neighbours only (:func:`.hexmap.edge` refuses others)."""
    return _side(a, hexgrid.direction_between(a, b))


def _side(h: Hex, d: int) -> Side:
    """The side of hex ``h`` toward direction ``d`` as two lattice points (sorted)."""
    cx, cy = 3 * h[0], 2 * h[1] + h[0]
    (ax, ay), (bx, by) = SIDE_OFFSETS[d]
    return (cx + ax, cy + ay), (cx + bx, cy + by)


def _kept(m: HexMap, work: Callable[[HexMap], object]):
    """``work(m)``, worked out on first use and kept with the map's content (keyed by ``work``)."""
    cache = m._cache
    if work not in cache:
        cache[work] = work(m)
    return cache[work]


def _sides_of(m: HexMap, i: int) -> tuple[Side, ...]:
    """The blocking sides of open cell ``i`` (FH-LOS-3): toward a wall hex, closed door or void, or across
    a thin wall; as sorted lattice point pairs.  Worked out when first asked and kept per map (a solve
    asks only for the cells near the pairs it tests)."""
    known = _kept(m, _no_sides_yet)
    found = known.get(i)   # pragma: no mutate (cache: a miss only recomputes)
    if found is None:
        c = m.cells()
        is_open, thin, h = c.open, c.thin, c.hex_at[i]
        found = known[i] = tuple([_side(h, d) for d, off in enumerate(c.offsets)
                                  if not is_open[i + off] or 6 * i + d in thin])
    return found


def _no_sides_yet(m: HexMap) -> dict[int, tuple[Side, ...]]:
    """The map's cache of :func:`_sides_of`, empty at first."""
    return {}


def blocking_segments(m: HexMap) -> list[Side]:
    """The blocking segments of the map (FH-LOS-3) that a segment between two open hexes can touch, in
    lattice coordinates: the blocking sides of the open cells.  A thin wall with no open hex on either
    side needs no place here: a segment from inside an open hex that reaches it has left the open hexes
    through a blocking side (or a corner of one) on the way, and touched that side."""
    return sorted({seg for i in cells_of(_kept(m, _sided_cells)) for seg in _sides_of(m, i)})


# -- exact integer primitives --------------------------------------------------------------
def _on_segment(a, b, p) -> bool:
    return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def segments_touch(p1, p2, q1, q2) -> bool:
    """Closed segments intersect (crossing, touching, or collinear overlap) — exact for ints/Fractions."""
    (ax, ay), (bx, by), (cx, cy), (dx, dy) = p1, p2, q1, q2
    # the side of q1 and q2 from line p1 p2, then of p1 and p2 from line q1 q2 (orientations)
    ux, uy = bx - ax, by - ay
    o1 = ux * (cy - ay) - uy * (cx - ax)
    o2 = ux * (dy - ay) - uy * (dx - ax)
    if o1 * o2 > 0:
        return False  # both strictly on one side: they cannot meet
    vx, vy = dx - cx, dy - cy
    o3 = vx * (ay - cy) - vy * (ax - cx)
    o4 = vx * (by - cy) - vy * (bx - cx)
    if o3 * o4 > 0:
        return False
    # past the two returns above, a strict sign change in either pair already means they meet (the other
    # pair's zero is then the crossing point itself): "<", "<=", "< 1", "and" and "or" all answer alike
    if o1 * o2 < 0 and o3 * o4 < 0:  # pragma: no mutate
        return True
    if o1 == 0 and _on_segment(p1, p2, q1):
        return True
    if o2 == 0 and _on_segment(p1, p2, q2):
        return True
    if o3 == 0 and _on_segment(q1, q2, p1):
        return True
    if o4 == 0 and _on_segment(q1, q2, p2):
        return True
    return False


def _hull(points: list[Point]) -> list[Point]:
    """The convex hull of the corners of two hexes (at least 6 points, not all on one line)."""
    pts = sorted(set(points))

    def half(seq):
        out: list[Point] = []
        for p in seq:
            # drop the last point while it does not make a left turn (monotone chain)
            while len(out) >= 2 and ((out[-1][0] - out[-2][0]) * (p[1] - out[-2][1])
                                     - (out[-1][1] - out[-2][1]) * (p[0] - out[-2][0])) <= 0:
                out.pop()
            out.append(p)
        return out

    lower, upper = half(pts), half(reversed(pts))
    return lower[:-1] + upper[:-1]  # counter-clockwise


def _in_hull(hull: list[Point], p) -> bool:
    px, py = p
    ax, ay = hull[-1]
    for bx, by in hull:  # p on the left of (or on) every side, counter-clockwise
        if (bx - ax) * (py - ay) - (by - ay) * (px - ax) < 0:
            return False
        ax, ay = bx, by
    return True


def _segment_meets_hull(hull: list[Point], a, b) -> bool:
    if _in_hull(hull, a) or _in_hull(hull, b):
        return True
    n = len(hull)
    return any(segments_touch(a, b, hull[i], hull[(i + 1) % n]) for i in range(n))


@functools.cache
def _hull_shape(offset: Hex) -> list[Point]:
    """The hull of hexes (0, 0) and ``offset``: plain geometry, the same on every map, kept per offset."""
    return _hull(lattice_corners((0, 0)) + lattice_corners(offset))


def clear_hull_shapes() -> None:
    """Forget the kept hull shapes (:func:`.hexmap.clear_layout_caches`: a start with nothing known)."""
    _hull_shape.cache_clear()


def pair_hull(m: HexMap, a: Hex, b: Hex) -> list[Point]:
    """The convex hull of hexes ``a`` and ``b`` (counter-clockwise); its shape depends only on
    ``b - a`` (:func:`_hull_shape`), moved into place."""
    shape = _hull_shape((b[0] - a[0], b[1] - a[1]))
    cx, cy = lattice_center(a)
    return [(cx + x, cy + y) for x, y in shape]


def _sided_cells(m: HexMap) -> int:
    """The open cells with at least one blocking side (toward a wall hex, closed door or void, or
    across a thin wall, FH-LOS-3), as the bits of one integer: an open cell is adjacent through each
    of its six sides to an open cell unless that side blocks (kept per map)."""
    c = m.cells()
    found = c.mask("open")
    inner = found
    for _off, adjacent in c.step_masks():
        inner &= adjacent
    return found & ~inner


def _sides_in_box(m: HexMap, x0: int, x1: int, y0: int, y1: int) -> set[tuple[Point, Point]]:
    """The blocking segments (:func:`blocking_segments`) that may touch the lattice box ``x0..x1, y0..y1``:
    the sides of the open hexes near it (a side lies within 2 of its hex's centre in x and 1 in y).  The
    hexes of one column ``q`` near the box are consecutive cells, so each column is one
    run of bits, and only the cells with a blocking side (:func:`_sided_cells`) are looked at."""
    c = m.cells()
    found: set[Side] = set()
    sided = _kept(m, _sided_cells)
    if not sided:
        return found
    q0, r0, stride = c.q0, c.r0, c.stride
    top = r0 + stride - 1
    for q in range(max(q0, -((2 - x0) // 3)), min(q0 + c.size // stride - 1, (x1 + 2) // 3) + 1):
        # centre (3q, 2r + q) within y0 - 1 .. y1 + 1
        lo, hi = max(r0, -((q - y0 + 1) // 2)), min(top, (y1 + 1 - q) // 2)
        if lo > hi:
            continue
        first = (q - q0) * stride + lo - r0
        run = (sided >> first) & ((1 << (hi - lo + 1)) - 1)
        while run:
            low = run & -run
            found.update(_sides_of(m, first + low.bit_length() - 1))
            run ^= low
    return found


def relevant_walls(m: HexMap, a: Hex, b: Hex) -> tuple[list[Point], list[tuple[Point, Point]]]:
    """The convex hull of both hexes and the blocking segments touching it (only those can matter)."""
    hull = pair_hull(m, a, b)
    xs, ys = [p[0] for p in hull], [p[1] for p in hull]
    near = _sides_in_box(m, min(xs), max(xs), min(ys), max(ys))
    walls = sorted(seg for seg in near if _segment_meets_hull(hull, *seg))
    return hull, walls


# -- quick positive test ---------------------------------------------------------------------
def _samples(h: Hex) -> list[Point]:
    """13 points strictly inside ``h``, x8: its centre, and its corners and edge midpoints each pulled
    1/4 of the way to the centre (8 (c + 3 p) / 4 = 2 c + 6 p)."""
    cx, cy = lattice_center(h)
    corners = lattice_corners(h)
    # each corner with the next one around the hex: an edge.  The quick test only asks whether some
    # sample segment is clear, and the exact enumeration decides when none is (FH-LOS-2): another
    # order of the edges, or a pairing that yields another point inside the hex, leaves every answer
    following = [*corners[1:], corners[0]]  # pragma: no mutate  # only the order and choice of inner samples
    out = [(8 * cx, 8 * cy)]
    for (x, y), (nx, ny) in zip(corners, following):
        out.append((2 * cx + 6 * x, 2 * cy + 6 * y))
        out.append((2 * cx + 3 * (x + nx), 2 * cy + 3 * (y + ny)))
    return out


def _centres_clear(a: Hex, b: Hex, walls) -> bool:
    """The segment between the two centres touches none of ``walls``."""
    p, q = lattice_center(a), lattice_center(b)
    return not any(segments_touch(p, q, s, t) for s, t in walls)


def _quick_clear(a: Hex, b: Hex, walls) -> bool:
    """Some segment between two of the 13 samples of each hex touches none of ``walls``."""
    scaled = [((8 * s[0], 8 * s[1]), (8 * t[0], 8 * t[1])) for s, t in walls]
    return any(not any(segments_touch(p, q, s, t) for s, t in scaled) for p in _samples(a) for q in _samples(b))


# -- exact enumeration ----------------------------------------------------------------------
def _line_works(cnum, den, dvec, xs, ys, walls):
    """Test the line through ``cnum/den`` with direction ``dvec`` (no hex corner on it).

    Positions along the line are exact rationals kept as integer pairs ``(num, den > 0)``.
    Returns the witness segment (two rational points) or None."""
    dx, dy = dvec
    c0, c1 = cnum

    def f(p):  # side of p (scaled by den)
        return dx * (p[1] * den - c1) - dy * (p[0] * den - c0)

    def t(p):  # position of p's projection along the line (scaled)
        return dx * (p[0] * den - c0) + dy * (p[1] * den - c1)

    def crossing(a, b, fa, fb):
        num, d = t(b) * fa - t(a) * fb, fa - fb
        return (num, d) if d > 0 else (-num, -d)

    def interval(corners):
        fs = [f(c) for c in corners]
        # f is never 0 at a corner (the turned line passes through no critical point), and at any lattice
        # point it is |p2 - p1|^2 (2 dvec x (p - p1) + sign pivot), a multiple of |p2 - p1|^2 >= 2
        # (exact_witness's names): "> 0", ">= 0" and "> 1" agree
        pos = [v > 0 for v in fs]  # pragma: no mutate
        if all(pos) or not any(pos):
            return None
        ts = [crossing(corners[i], corners[(i + 1) % 6], fs[i], fs[(i + 1) % 6])
              for i in range(6) if pos[i] != pos[(i + 1) % 6]]
        a, b = ts
        return (a, b) if a[0] * b[1] <= b[0] * a[1] else (b, a)

    ix = interval(xs)
    if ix is None:
        return None
    iy = interval(ys)
    if iy is None:
        return None
    if ix[1][0] * iy[0][1] <= iy[0][0] * ix[1][1]:
        g0, g1 = ix[1], iy[0]
    else:
        g0, g1 = iy[1], ix[0]
    # no wall runs along the line: walls are hex edges, in lattice directions (1, 0), (1, 1) and (1, -1),
    # and a turned direction (big dx - dy, big dy + dx) with big > 2 |dx|, 2 |dy| is parallel to none
    # nor does it pass through a wall end inside the hull (a critical point): a wall it meets at an end
    # meets it outside the hull, so outside the gap, and only walls it crosses strictly can block
    for a, b in walls:
        fa, fb = f(a), f(b)
        # a wall end on the line lies outside the hull (above), so outside the gap: ">" answers alike (no mutate)
        if fa * fb >= 0:  # pragma: no mutate
            continue
        z = crossing(a, b, fa, fb)
        if g0[0] * z[1] <= z[0] * g0[1] and z[0] * g1[1] <= g1[0] * z[1]:
            return None
    norm = dx * dx + dy * dy

    def point(tv):
        return (Fraction(c0, den) + dx * tv / (den * norm), Fraction(c1, den) + dy * tv / (den * norm))

    def mid(iv):
        return (Fraction(*iv[0]) + Fraction(*iv[1])) / 2

    return point(mid(ix)), point(mid(iy))


def separated_in_hull(m: HexMap, a: Hex, b: Hex, hull: list[Point]) -> bool:
    """True when no chain of hexes joined by non-blocking edges inside the hull of ``a`` and ``b``
    leads from one to the other.  A clear segment stays in that hull and crosses hexes through
    non-blocking edges (or through a corner none of whose edges blocks), so this proves there is
    no line of sight; it is a fast certificate for most blocked pairs.  Both hexes are open hexes
    of the map (:func:`_sight` answers for the others)."""
    c = m.cells()
    start, goal = c.cell(a), c.cell(b)
    is_open, thin, offsets, at = c.open, c.thin, c.offsets, c.hex_at
    seen = {start}
    todo = [start]
    while todo:
        i = todo.pop()
        q, r = at[i]
        cx, cy = 3 * q, 2 * r + q
        for d, off in enumerate(offsets):
            j = i + off
            # an edge into a wall hex, closed door or off the map, or a thin wall, blocks (FH-LOS-3)
            if j in seen or not is_open[j] or 6 * i + d in thin:
                continue
            (ax, ay), (bx, by) = (CORNER_OFFSETS[k] for k in EDGE_CORNERS[d])
            if not _segment_meets_hull(hull, (cx + ax, cy + ay), (cx + bx, cy + by)):
                continue
            if j == goal:
                return False
            seen.add(j)
            todo.append(j)
    return True


def exact_witness(m: HexMap, a: Hex, b: Hex) -> tuple | None:
    """A clear segment between ``a`` and ``b`` (two rational lattice points), or None if there is
    no line of sight.  Pure exact enumeration (no quick test); see the module docstring."""
    hull, walls = relevant_walls(m, a, b)
    xs, ys = lattice_corners(a), lattice_corners(b)
    if not walls:
        return ((Fraction(lattice_center(a)[0]), Fraction(lattice_center(a)[1])),
                (Fraction(lattice_center(b)[0]), Fraction(lattice_center(b)[1])))
    crit = set(xs) | set(ys)
    for s, t in walls:
        for p in (s, t):
            if _in_hull(hull, p):
                crit.add(p)
    crit = sorted(crit)
    span = max(max(p[0] for p in crit) - min(p[0] for p in crit), max(p[1] for p in crit) - min(p[1] for p in crit))
    big = 4 * (span + 2) ** 2 + 16
    seen: set[tuple[int, int, int]] = set()
    for p1, p2 in combinations(crit, 2):
        dx, dy = p2[0] - p1[0], p2[1] - p1[1]
        g = math.gcd(dx, dy)
        ux, uy = dx // g, dy // g  # p1 < p2 (sorted): dx > 0, or dx == 0 < dy, so the direction is normal
        key = (ux, uy, uy * p1[0] - ux * p1[1])
        if key in seen:
            continue
        seen.add(key)
        side = [dx * (p[1] - p1[1]) - dy * (p[0] - p1[0]) for p in xs]
        if all(v > 0 for v in side) or all(v < 0 for v in side):
            continue  # nearby lines miss X
        side = [dx * (p[1] - p1[1]) - dy * (p[0] - p1[0]) for p in ys]
        if all(v > 0 for v in side) or all(v < 0 for v in side):
            continue
        norm = dx * dx + dy * dy
        on = sorted({dx * (p[0] - p1[0]) + dy * (p[1] - p1[1]) for p in crit
                     if dx * (p[1] - p1[1]) - dy * (p[0] - p1[0]) == 0})
        # pivots (x2 scale): before the first critical point and between consecutive ones.  None is needed
        # beyond the last: turned about it by one sign, the line puts every point on it on the side that
        # the turn the other way about the first pivot does, into the same cell
        pivots = [2 * on[0] - 1] + [on[i] + on[i + 1] for i in range(len(on) - 1)]
        den = 2 * norm
        for pv in pivots:
            cnum = (den * p1[0] + pv * dx, den * p1[1] + pv * dy)  # pivot = p1 + pv/(2 norm) * d
            for sign in (1, -1):
                dvec = (big * dx - sign * dy, big * dy + sign * dx)
                w = _line_works(cnum, den, dvec, xs, ys, walls)
                if w is not None:
                    return w
    return None


def line_of_sight(m: HexMap, a: Hex, b: Hex) -> bool:
    """Exact line of sight between hexes ``a`` and ``b`` (FH-LOS-2/3).  A hex sees itself; a wall
    hex or closed door sees nothing.  Cached per map."""
    key = (line_of_sight, a, b) if a <= b else (line_of_sight, b, a)  # pragma: no mutate (cache key: only a miss)
    cache = m._cache
    known = cache.get(key)
    if known is None:
        cache[key] = known = _sight(m, a, b)
    return known


def _sight(m: HexMap, a: Hex, b: Hex) -> bool:
    c = m.cells()
    if a not in c.hexes or b not in c.hexes:
        return False  # void sees nothing
    stride, origin = c.stride, c.origin   # Cells.cell, worked out inline
    i, j = a[0] * stride + a[1] - origin, b[0] * stride + b[1] - origin
    if not c.open[i] or not c.open[j]:
        return False  # a wall hex or closed door sees nothing (FH-HEX-7)
    if a == b:
        return True
    if c.adjacent_pair(i, j):
        return True  # adjacent: the segment between the centres meets only the open edge between them
    # each test below is exact on its own (a clear segment is a witness, a separation a proof), so
    # the cheap ones go first: the centres (against the walls that may touch the box of the segment
    # between them), the separation, then 13 x 13 samples
    (ax, ay), (bx, by) = lattice_center(a), lattice_center(b)
    if _centres_clear(a, b, _sides_in_box(m, min(ax, bx), max(ax, bx), min(ay, by), max(ay, by))):
        return True
    hull, walls = relevant_walls(m, a, b)
    if separated_in_hull(m, a, b, hull):
        return False
    if _quick_clear(a, b, walls):
        return True
    return exact_witness(m, a, b) is not None


# -- the sampled reference method of FH-LOS-4 (test oracle) --------------------------------
SQ3 = math.sqrt(3.0)


def _float_samples(h: Hex, eps: float = 1e-3) -> list[tuple[float, float]]:
    cx, cy = 1.5 * h[0], SQ3 * (h[1] + h[0] / 2)
    pts = [(cx, cy)]
    corners = [_float_corner(h, i) for i in range(6)]
    for i in range(6):
        c, n = corners[i], corners[(i + 1) % 6]
        mid = ((c[0] + n[0]) / 2, (c[1] + n[1]) / 2)
        for p in (c, mid):
            pts.append((p[0] + (cx - p[0]) * eps, p[1] + (cy - p[1]) * eps))
    return pts


def _float_corner(h: Hex, i: int) -> tuple[float, float]:
    cx, cy = 1.5 * h[0], SQ3 * (h[1] + h[0] / 2)
    return (cx + math.cos(math.radians(60 * i)), cy + math.sin(math.radians(60 * i)))


def _ftouch(p1, p2, q1, q2, tol=1e-9) -> bool:
    """Sample segment ``p1 p2`` touches wall ``q1 q2`` (float orientations, tolerance ``tol``)."""
    def o(a, b, c):
        v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return 0 if abs(v) <= tol else (1 if v > 0 else -1)

    def on(a, b, p):
        return (min(a[0], b[0]) - tol <= p[0] <= max(a[0], b[0]) + tol
                and min(a[1], b[1]) - tol <= p[1] <= max(a[1], b[1]) + tol)

    o1, o2, o3, o4 = o(p1, p2, q1), o(p1, p2, q2), o(q1, q2, p1), o(q1, q2, p2)
    if o1 * o2 < 0 and o3 * o4 < 0:
        return True
    # p1, p2 are sample points, 1e-3 of a hex inside their hexes: neither ever lies on a wall (FH-LOS-4)
    return (o1 == 0 and on(p1, p2, q1)) or (o2 == 0 and on(p1, p2, q2))


def _float_segments(m: HexMap) -> list:
    segs = []
    for e in m.blocking_edges():
        x, y = tuple(e)
        i, j = EDGE_CORNERS[hexgrid.direction_between(x, y)]
        segs.append((_float_corner(x, i), _float_corner(x, j)))
    return segs


def line_of_sight_sampled(m: HexMap, a: Hex, b: Hex) -> bool:
    """FH-LOS-4 reference: 13 x 13 sample segments, float orientation tests with tolerance 1e-9."""
    if m.acts_as_wall(a) or m.acts_as_wall(b):
        return False
    if a == b:
        return True
    pa, pb = _float_samples(a), _float_samples(b)
    xs = [p[0] for p in pa + pb]
    ys = [p[1] for p in pa + pb]
    # only walls meeting the box of all samples can touch a sample segment (FH-LOS-4); every sample lies
    # 1e-3 of a hex inside its hex, so no wall ends on the box's border
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)

    def apart(s, t) -> bool:
        """A filter for speed only: keeping a wall outside the box, or leaving out one that only meets its
        border (none does), answers alike (no mutate)."""
        (sx, sy), (tx, ty) = s, t
        return max(sx, tx) < x0 or min(sx, tx) > x1 or max(sy, ty) < y0 or min(sy, ty) > y1  # pragma: no mutate

    near = [(s, t) for s, t in _kept(m, _float_segments) if not apart(s, t)]
    return any(not any(_ftouch(p, q, s, t) for s, t in near) for p in pa for q in pb)
