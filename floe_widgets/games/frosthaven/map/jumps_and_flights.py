"""Jumps, flights and teleports (FH-MOVE-4..6): the breadth-first search of a jump or flight over the
map's cells (terrain and figures ignored on the way), its legal ends, the steps back toward goal hexes,
and the ends of a teleport (hex distance, walls ignored)."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.cells import cell_set
from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap
from floe_widgets.games.frosthaven.map.mover import FLYING, JUMP, Mover, Reach, is_legal_end, triggers


def steps_to_any(m: HexMap, mover: Mover, goals: Iterable[Hex]) -> dict[Hex, int]:
    """For a jump or flying move: the fewest steps from every hex to the nearest of ``goals``
    (the step count :func:`.movement.reachable` gives, FH-MOVE-4/5), by one breadth-first search backwards
    from all goals.  A closed door may start or end a chain but not be passed (FH-HEX-7)."""
    if mover.mode not in (JUMP, FLYING):
        raise ValueError("steps_to_any is for jump and flying moves")
    dist = {g: 0 for g in goals}
    frontier = sorted(dist)
    step = 0
    while frontier:
        step += 1
        nxt = []
        for n in frontier:
            if m.is_closed_door(n) and dist[n] > 0:
                continue  # a chain may start on a closed door, never pass one
            for h in hexgrid.neighbours(n):
                if h not in dist and m.is_playable(h) and m.can_step(h, n, character=mover.character):
                    dist[h] = step
                    nxt.append(h)
        frontier = nxt
    return dist


def _bfs_cells(m: HexMap, mover: Mover) -> dict[int, tuple[int, ...]]:
    """Shortest chains of steps ignoring figures and terrain (jump / flying, FH-MOVE-4/5), as
    cells: a breadth-first search trying neighbours in direction order.  A character may land on
    an unlocked closed door but not pass it (FH-HEX-7).  Empty when the mover is off the map."""
    c = m.cells()
    start = c.cell(mover.hex)
    if start is None:
        return {}
    enter = c.step_character if mover.character else c.open
    is_open, thin, offsets = c.open, c.thin, c.offsets
    paths = {start: (start,)}
    todo = deque([start])
    while todo:
        i = todo.popleft()
        if i != start and not is_open[i]:
            continue  # a closed door ends a chain
        base = 6 * i
        for d, off in enumerate(offsets):
            j = i + off
            if j not in paths and enter[j] and base + d not in thin:
                paths[j] = paths[i] + (j,)
                todo.append(j)
    return paths


def bfs_ends(m: HexMap, mover: Mover) -> list[tuple[int, int, int, tuple[int, ...]]]:
    """``(neg, mp, cell, path)`` for every legal end of a jump or flying move (FH-MOVE-2/4/5), in
    the order they are found: a jump triggers only its landing hex, a flight nothing."""
    c = m.cells()
    playable, objective, obstacle, locked, is_open = c.playable, c.objective, c.obstacle, c.locked, c.open
    negative = c.negative
    flying, jump, character = mover.mode == FLYING, mover.mode == JUMP, mover.character
    occupied = cell_set(c, mover.occupied)
    out = []
    for i, path in _bfs_cells(m, mover).items():
        if len(path) > 1:
            if not playable[i] or i in occupied or objective[i] or (obstacle[i] and not flying):
                continue
            if not is_open[i] and not (character and not locked[i]):
                continue  # pragma: no mutate (never reached: _bfs_cells enters no door this mover may not end on)
        out.append((1 if jump and len(path) > 1 and negative[i] else 0, len(path) - 1, i, path))
    return out


def teleport_ends(m: HexMap, mover: Mover, points: int | None) -> dict[Hex, Reach]:
    """Every legal end hex of a teleport within ``points`` hex distance, walls ignored (FH-MOVE-6):
    only the hex it lands in triggers."""
    out: dict[Hex, Reach] = {}
    start = mover.hex
    for h in m.playable_hexes():
        d = hexgrid.distance(start, h)
        if (points is None or d <= points) and is_legal_end(m, mover, h):
            negs = (h,) if h != start and triggers(m, h) else ()
            out[h] = Reach(h, len(negs), d, (start, h) if h != start else (start,), negs,
                           (h,) if h != start else ())
    return out
