"""Hexes in axial coordinates, flat-top layout.

A hex is a tuple ``(q, r)``; the third cube coordinate is ``s = -q - r``.
Directions are numbered 0..5 counter-clockwise, starting with ``(+1, 0)``
(the lower-right neighbour when drawn with y upwards; see ``DIRECTIONS``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

Hex = tuple[int, int]

#: The six neighbours' offsets, counter-clockwise starting at (+1, 0).
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


def sub(a: Hex, b: Hex) -> Hex:
    return (a[0] - b[0], a[1] - b[1])


def neighbour(h: Hex, direction: int) -> Hex:
    return add(h, DIRECTIONS[direction % 6])


def neighbours(h: Hex) -> list[Hex]:
    return [add(h, d) for d in DIRECTIONS]


def direction_between(a: Hex, b: Hex) -> int | None:
    """The direction index from ``a`` to an adjacent ``b`` (None if not adjacent)."""
    d = sub(b, a)
    return DIRECTIONS.index(d) if d in DIRECTIONS else None


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexes exactly ``radius`` away, in counter-clockwise order."""
    if radius == 0:
        return [center]
    dq, dr = DIRECTIONS[4]
    h = add(center, (dq * radius, dr * radius))
    out = []
    for side in range(6):
        for _ in range(radius):
            out.append(h)
            h = neighbour(h, side)
    return out


def spiral(center: Hex, radius: int) -> list[Hex]:
    """Every hex within ``radius``, centre first, ring by ring."""
    return [h for r in range(radius + 1) for h in ring(center, r)]


def within(center: Hex, radius: int) -> set[Hex]:
    return set(spiral(center, radius))


def _round(q: float, r: float) -> Hex:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return (int(rq), int(rr))


def line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes a straight line from ``a``'s centre to ``b``'s centre passes,
    nudged consistently so that lines along hex edges pick one side."""
    n = distance(a, b)
    if n == 0:
        return [a]
    eps = 1e-6
    aq, ar = a[0] + eps, a[1] + eps
    bq, br = b[0] + eps, b[1] + eps
    return [_round(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1)]


def rotate(h: Hex, steps: int = 1, around: Hex = (0, 0)) -> Hex:
    """Rotate by ``steps`` x 60 degrees counter-clockwise about ``around``."""
    q, r = sub(h, around)
    s = -q - r
    for _ in range(steps % 6):
        q, r, s = -s, -q, -r
    return add((q, r), around)


def mirror(h: Hex, around: Hex = (0, 0)) -> Hex:
    """Reflect across the axis through ``around`` along direction 0 -- 3 (swap r and s)."""
    q, r = sub(h, around)
    s = -q - r
    return add((q, s), around)


def rotations(pattern: Iterable[Hex], around: Hex = (0, 0), mirrored: bool = False) -> list[frozenset[Hex]]:
    """All distinct orientations of a pattern (6 rotations, x2 when mirroring is allowed)."""
    base = [frozenset(pattern)]
    if mirrored:
        base.append(frozenset(mirror(h, around) for h in pattern))
    seen: list[frozenset[Hex]] = []
    for shape in base:
        for k in range(6):  # pragma: no mutate (a seventh turn is the first again)
            turned = frozenset(rotate(h, k, around) for h in shape)
            if turned not in seen:
                seen.append(turned)
    return seen


def translate(pattern: Iterable[Hex], offset: Hex) -> frozenset[Hex]:
    return frozenset(add(h, offset) for h in pattern)


# -- drawing geometry (flat-top) ---------------------------------------------------
SQRT3 = math.sqrt(3.0)


def center(h: Hex, size: float = 1.0) -> tuple[float, float]:
    """Pixel centre of ``h`` for a hex of circumradius ``size`` (y grows upwards)."""
    q, r = h
    return (size * 1.5 * q, -size * SQRT3 * (r + q / 2.0))


def corners(h: Hex, size: float = 1.0) -> list[tuple[float, float]]:
    """The six corners, counter-clockwise from the east corner."""
    cx, cy = center(h, size)
    return [(cx + size * math.cos(math.radians(60 * i)), cy + size * math.sin(math.radians(60 * i)))
            for i in range(6)]


def from_point(x: float, y: float, size: float = 1.0) -> Hex:
    """The hex containing the point ``(x, y)`` (inverse of :func:`center`)."""
    q = x / (1.5 * size)
    r = -y / (SQRT3 * size) - q / 2.0
    return _round(q, r)
