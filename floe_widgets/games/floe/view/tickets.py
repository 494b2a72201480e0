"""Where the Shallows' tickets (the sand boxes naming their printed resources) stand on the world view.

A ticket is centred on its Shallows' point when it fits there; otherwise it moves the least it must so
that it covers no token's hexagon, Ship, Dock, Shallows diamond, name or other ticket and stays on its
own Region tile, and it covers as little of an Iceberg as it can.  Boxes are ``(x0, y0, x1, y1)`` in the
world's data units (y grows down)."""

from __future__ import annotations

import functools
from collections.abc import Sequence

import numpy as np

Box = tuple[float, float, float, float]
Disc = tuple[float, float, float]

#: how far (in data units; a Region tile is 1) a ticket may stand from its Shallows' point, and the step
#: of the positions tried between the edges of what is near (a ticket may also stand flush against an edge)
REACH, STEP = 0.2, 0.01
#: what a unit of distance from the point weighs against a unit of an Iceberg's disc covered
DISC_WEIGHT = 3.0


@functools.lru_cache(maxsize=32)
def place_tickets(boxes: tuple[Box, ...], within: tuple[Box, ...], avoid: tuple[Box, ...],
                  discs: tuple[Disc, ...]) -> tuple[Box, ...]:
    """Each ticket of ``boxes`` (drawn at its Shallows' point) where it stands: inside its ``within`` box
    (its Region tile), on none of ``avoid`` nor of the tickets placed before it, covering the least of
    ``discs`` ((x, y, radius): the Icebergs) for the shortest move.  The tickets are placed in order; if one
    finds no free spot within reach, they are placed again with the ones that found none first.  (Kept for
    the next picture of the same tiles at the same size, which measures the same boxes.)"""
    order = list(range(len(boxes)))
    best: tuple[int, tuple[Box, ...]] | None = None
    for _ in range(3):
        placed: dict[int, Box] = {}
        stuck: list[int] = []
        for k in order:
            box, free = ticket_spot(boxes[k], within[k], [*avoid, *placed.values()], discs)
            placed[k] = box
            if not free:
                stuck.append(k)
        if best is None or len(stuck) < best[0]:
            best = (len(stuck), tuple(placed[k] for k in range(len(boxes))))
        if not stuck:
            break
        order = stuck + [k for k in order if k not in stuck]
    return best[1] if best else ()


def ticket_spot(box: Box, within: Box, avoid: Sequence[Box], discs: Sequence[Disc]) -> tuple[Box, bool]:
    """``box`` moved to where it stands (see :func:`place_tickets`), and whether that spot is free; if no
    spot within reach is, the one inside ``within`` that covers the fewest of ``avoid``."""
    x0, y0, x1, y1 = box
    near = np.asarray([b for b in avoid if b[0] < x1 + REACH and x0 - REACH < b[2] and b[1] < y1 + REACH
                       and y0 - REACH < b[3]], dtype=float).reshape(-1, 4)
    discs = [d for d in discs if d[0] - d[2] < x1 + REACH and x0 - REACH < d[0] + d[2]
             and d[1] - d[2] < y1 + REACH and y0 - REACH < d[1] + d[2]]
    if (within[0] <= x0 and within[1] <= y0 and x1 <= within[2] and y1 <= within[3]
            and not any(b[0] < x1 and x0 < b[2] and b[1] < y1 and y0 < b[3] for b in near.tolist())
            and all(max(0.0, abs(cx - (x0 + x1) / 2) - (x1 - x0) / 2) ** 2
                    + max(0.0, abs(cy - (y0 + y1) / 2) - (y1 - y0) / 2) ** 2 >= r * r for cx, cy, r in discs)):
        return box, True   # free where it is drawn
    grid = np.arange(-REACH, REACH + STEP / 2, STEP)
    # the moves that set an edge of the box on an edge of what is near or of ``within``
    dxs = np.concatenate([grid, near[:, 2] - x0, near[:, 0] - x1, [within[0] - x0, within[2] - x1, 0.0]])
    dys = np.concatenate([grid, near[:, 3] - y0, near[:, 1] - y1, [within[1] - y0, within[3] - y1, 0.0]])
    dx, dy = (m.ravel() for m in np.meshgrid(np.unique(dxs), np.unique(dys)))
    moves = np.hypot(dx, dy)
    keep = moves <= REACH + 1e-12
    dx, dy, moves = dx[keep], dy[keep], moves[keep]
    moved = np.column_stack([x0 + dx, y0 + dy, x1 + dx, y1 + dy])
    outside = ((moved[:, 0] < within[0] - 1e-9) | (moved[:, 1] < within[1] - 1e-9)
               | (moved[:, 2] > within[2] + 1e-9) | (moved[:, 3] > within[3] + 1e-9))
    covered = ((moved[:, None, 0] < near[None, :, 2]) & (near[None, :, 0] < moved[:, None, 2])
               & (moved[:, None, 1] < near[None, :, 3]) & (near[None, :, 1] < moved[:, None, 3])).sum(axis=1)
    depth = np.zeros(len(moved))
    for cx, cy, r in discs:   # how far each disc reaches into the box (0: apart)
        nx = np.clip(cx, moved[:, 0], moved[:, 2])
        ny = np.clip(cy, moved[:, 1], moved[:, 3])
        depth += np.maximum(0.0, r - np.hypot(nx - cx, ny - cy))
    best = int(np.lexsort((moves + DISC_WEIGHT * depth, covered, outside))[0])
    spot = (float(moved[best, 0]), float(moved[best, 1]), float(moved[best, 2]), float(moved[best, 3]))
    return spot, not outside[best] and not covered[best]
