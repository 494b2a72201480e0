"""The path searches of the monster AI and of :mod:`.movement`, over the map's cells: the
cheapest-first search from a mover (:class:`Ways`, read lazily), the reverse searches toward goal
hexes (:func:`costs_to_any`, :func:`steps_to_any`) and the breadth-first search of jumps and
flights.  Path costs are ``(neg, mp)``: negative hexes triggered (FH-FOCUS-5), then movement
points.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Iterable, Iterator, Mapping

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.cells import Cells
from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap
from floe_widgets.games.frosthaven.map.mover import (
    FLYING,
    JUMP,
    NORMAL,
    Mover,
    Reach,
    is_legal_end,
    slide,
    step_cells,
    steps_out,
    triggers,
)


def _settle(m: HexMap, mover: Mover, shortest_first: bool) -> dict[Hex, tuple] | None:
    """Dijkstra over resting cells: ``{hex: (neg, mp, path, negatives, steps)}`` (paths as cells) in
    the order they are settled.  None when the mover stands off the map."""
    if mover.hex not in m.cells().index:
        return None
    return dict(_settling(m, mover, shortest_first))


def _steps_out(c: Cells, i: int, character: bool) -> list[int]:
    """The cells of :func:`.mover.step_cells` from cell ``i`` in one list, a linked cell ``j`` as
    ``~j`` (no slide follows that step, FH-HEX-8); kept per map under ``("steps-out", character)``."""
    near, linked = step_cells(c, i, character)
    return near + [~j for j in linked] if linked else near


def _settling(m: HexMap, mover: Mover, shortest_first: bool, ends_only: bool = False) -> Iterator[tuple[Hex, tuple]]:
    """The Dijkstra of :func:`_settle`, yielding ``(hex, (neg, mp, path, None, steps))`` as each
    cell is settled, cheapest first (then by cell, i.e. by hex), so a caller may stop early; with
    ``ends_only``, only the cells the move may end in (FH-MOVE-2, FH-FOCUS-4, FH-HEX-7: a closed
    door only for a character, if unlocked) and its start.  ``steps`` is None when no slide
    happened on the map (then it is ``path[1:]``); the negative hexes are those of ``path[1:]``
    (:func:`_spelled_out` fills both in).

    Among equally cheap ways to a cell the least path is kept, so the path never depends on the
    order neighbours are tried.  (A path fixes its negative hexes and its steps: a slide always
    goes on while it can, so the old search's ``(path, negatives, steps)`` order is the path's.)"""
    c = m.cells()
    index = c.index
    start = index[mover.hex]
    character = mover.character
    negative, difficult, hex_at, icy = c.negative, c.difficult, c.hex_at, c.icy
    any_ice = 1 in icy
    blocking = {index[h] for h in mover.blocking if h in index}
    may_end = c.enter_character if character else c.enter
    occupied = {index[h] for h in mover.occupied if h in index}
    # the steps out of each cell depend on the map alone: worked out on first use and kept
    known_steps = m._cache.setdefault(("steps-out", character), {})
    # what entering each cell adds to the search key, packed (see _entering)
    adds = _entering(m, c, shortest_first)
    K0, K1, CELL = _K0, _K1, _CELL
    size = c.size
    # per cell: shut (settled, or a blocking figure's: no step enters it), the best key known so
    # far, the cell stepped from and the cells passed when that step slid (None: just the cell)
    plain = not any_ice and not c.links
    # on a map without ice or links a cell that no step may enter is shut from the start, so from a
    # cell with no thin wall a step is any neighbour not shut (FH-HEX-4, FH-TERR-1, FH-HEX-7)
    shut = may_end.translate(_FLIP) if plain else bytearray(size)
    thin_sides = c.thin_sides
    o1, o2, o3, o4, o5, o6 = c.offsets
    for j in blocking:
        shut[j] = 1
    shut[start] = 0
    known = [_NONE] * size
    parent = [-1] * size
    via: list[tuple | None] = [None] * size
    paths: dict[int, tuple] = {}   # settled cell -> its path
    trail: dict[int, tuple | None] = {start: () if any_ice else None}   # settled cell -> steps
    # heap entries are the key (k0, k1) and the cell packed in one integer: the heap compares
    # plain numbers, cheapest first, then by cell (i.e. by hex)
    heap = [start]
    known[start] = 0
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        e = pop(heap)
        i = e & CELL
        if shut[i]:
            continue
        shut[i] = 1
        key = e - i
        passed = via[i] or (i,)
        if i == start:
            path = passed
            steps = trail[i]
        else:
            p = parent[i]
            path = paths[p] + passed
            above = trail[p]
            steps = trail[i] = None if above is None else above + passed[:1]
        paths[i] = path
        k0, k1 = e >> K0, (e >> K1) & CELL
        found = (k1, k0, path, None, steps) if shortest_first else (k0, k1, path, None, steps)
        if not ends_only or i == start or (may_end[i] and i not in occupied):
            yield hex_at[i], found
        if plain and i != start and not thin_sides[i]:
            out = (i + o1, i + o2, i + o3, i + o4, i + o5, i + o6)
        else:
            out = known_steps.get(i)
            if out is None:
                out = known_steps[i] = _steps_out(c, i, character)
        if plain:
            # no ice and no links on the map: every step enters one cell
            for j in out:
                if shut[j]:
                    continue
                k = key + adds[j]
                old = known[j]
                if k < old:
                    push(heap, k | j)
                    known[j] = k
                    parent[j] = i
                elif k == old:
                    other = paths[parent[j]]  # (_tie_won, inline: both ways end in the step to j)
                    if (path < other) if len(path) == len(other) else (path + (j,) < other + (j,)):
                        parent[j] = i
            continue
        for j in out:
            if j < 0:
                j = ~j  # a linked cell: no slide (FH-HEX-8)
            elif any_ice and icy[j]:
                if j in blocking:
                    continue
                slid = (j, *(index[x] for x in slide(m, mover, hex_at[i], hex_at[j])))
                nxt = slid[-1]
                if shut[nxt]:
                    continue
                dn, pts = sum(negative[x] for x in slid), 2 if difficult[j] else 1
                d0, d1 = (pts, dn) if shortest_first else (dn, pts)
                k = key + (d0 << K0) + (d1 << K1)
                old = known[nxt]
                if k < old or (k == old and _tie_won(path, slid, paths[parent[nxt]], via[nxt] or (nxt,))):
                    if k < old:
                        push(heap, k | nxt)
                    known[nxt], parent[nxt], via[nxt] = k, i, slid
                continue
            if shut[j]:
                continue
            k = key + adds[j]
            old = known[j]
            if k < old or (k == old and _tie_won(path, (j,), paths[parent[j]], via[j] or (j,))):
                if k < old:
                    push(heap, k | j)
                known[j], parent[j], via[j] = k, i, None


def _tie_won(path: tuple, tail: tuple, other: tuple, other_tail: tuple) -> bool:
    """Of two equally cheap ways, ``path + tail`` is kept over ``other + other_tail`` when it is
    the lesser (FH-GEN-1 stable order): two paths as long that differ are compared without
    building the longer ones."""
    if len(path) == len(other) and path != other:
        return path < other
    return path + tail < other + other_tail


def _entering(m: HexMap, c: Cells, shortest_first: bool) -> list[int]:
    """Per cell, what entering it adds to the search key, packed as the heap's keys are:
    ``(negatives, points)``, or ``(points, negatives)`` when ``shortest_first`` (FH-FOCUS-5,
    FH-TERR-2).  Each cell's two small numbers make one byte (one shift of the flag arrays read
    as integers), which a table turns into the packed number."""
    key = ("entering", shortest_first)
    adds = m._cache.get(key)
    if adds is None:
        first, second = (c.points, c.negative) if shortest_first else (c.negative, c.points)
        code = (int.from_bytes(first, "little") << 2) | int.from_bytes(second, "little")
        table = [(x >> 2 << _K0) | ((x & 3) << _K1) for x in range(16)]
        adds = m._cache[key] = [table[x] for x in code.to_bytes(c.size, "little")]
    return adds


_FLIP = bytes.maketrans(b"\x00\x01", b"\x01\x00")
#: how a search key and a cell are packed into one heap entry
_K1, _K0 = 24, 48
_CELL = (1 << 24) - 1
_NONE = 1 << 80  # a key above every real one


def _spelled_out(c: Cells, raw: tuple) -> tuple:
    """``(neg, mp, path, negatives, steps)`` of a settled cell, all as cells."""
    neg, mp, path, negs, steps = raw
    if negs is None:
        negative = c.negative
        negs = tuple(x for x in path[1:] if negative[x])
    return neg, mp, path, negs, path[1:] if steps is None else steps

def resting_costs(m: HexMap, mover: Mover, *, shortest_first: bool = False) -> dict[Hex, tuple]:
    """:func:`all_resting` as plain tuples ``(neg, mp, path, negatives, steps)`` per hex."""
    best = _settle(m, mover, shortest_first)
    if best is None:
        return {mover.hex: (0, 0, (mover.hex,), (), ())}
    c = m.cells()
    at = c.hex_at
    out = {}
    for h, raw in best.items():
        neg, mp, path, negs, steps = _spelled_out(c, raw)
        out[h] = (neg, mp, tuple(at[x] for x in path), tuple(at[x] for x in negs), tuple(at[x] for x in steps))
    return out


class Ways(Mapping):
    """The cheapest ways to every legal end hex, found cheapest first (``(neg, mp)``, then the
    hex) and only as far as someone asks: ``raw[h] = (neg, mp, path, negatives, steps)`` for the
    hexes found so far, with paths as cells; a :class:`Reach` is built only for the hexes looked
    at.  Iterating, ``len`` and lookups of hexes not found yet finish the search."""

    def __init__(self, source: Iterator[tuple[Hex, tuple]], cells: Cells | None) -> None:
        self.raw: dict[Hex, tuple] = {}
        self._order: list[Hex] = []
        self._source: Iterator[tuple[Hex, tuple]] | None = source
        self._cells = cells
        self._made: dict[Hex, Reach] = {}

    def _pull(self) -> bool:
        if self._source is not None:
            for h, r in self._source:
                self.raw[h] = r
                self._order.append(h)
                return True
            self._source = None
        return False

    def cheapest_first(self) -> Iterator[Hex]:
        """Every legal end hex, cheapest first, searching further only when asked for more."""
        i = 0
        order, raw = self._order, self.raw
        while True:
            if i < len(order):
                yield order[i]
                i += 1
            elif self._source is None:
                return
            else:
                for h, r in self._source:
                    raw[h] = r
                    order.append(h)
                    break
                else:
                    self._source = None

    def _finish(self) -> None:
        while self._pull():
            pass

    def __getitem__(self, h: Hex) -> Reach:
        r = self._made.get(h)
        if r is None:
            if h not in self.raw:
                self._finish()
            neg, mp, path, negs, steps = self.raw[h]
            if self._cells is not None:
                at = self._cells.hex_at
                neg, mp, path, negs, steps = _spelled_out(self._cells, self.raw[h])
                path, negs, steps = (tuple(at[x] for x in path), tuple(at[x] for x in negs),
                                     tuple(at[x] for x in steps))
            r = self._made[h] = Reach(h, neg, mp, path, negs, steps)
        return r

    def __iter__(self):
        self._finish()
        return iter(self._order)

    def __len__(self) -> int:
        self._finish()
        return len(self._order)

    def __contains__(self, h: object) -> bool:
        if h not in self.raw:
            self._finish()
        return h in self.raw


def safest_ways(m: HexMap, mover: Mover) -> Ways:
    """``movement.reachable(m, mover, prefer="safe")`` with unlimited points, cheapest first (what the
    monster AI reads), searched lazily."""
    c = m.cells()
    if mover.mode in (JUMP, FLYING) and mover.hex in c.index:
        return Ways(((c.hex_at[i], (neg, mp, path, (i,) if neg else (), path[1:]))
                     for neg, mp, i, path in sorted(bfs_ends(m, mover))), c)
    if mover.mode != NORMAL:
        found = teleport_ends(m, mover, None)
        order = sorted(found, key=lambda h: (found[h].neg, found[h].mp, h))
        return Ways(((h, (found[h].neg, found[h].mp, found[h].path, found[h].negatives, found[h].steps))
                     for h in order), None)
    if mover.hex not in c.index:
        return Ways(iter([(mover.hex, (0, 0, (mover.hex,), (), ()))]), None)
    return Ways(_settling(m, mover, False, ends_only=True), c)


def costs_to(m: HexMap, mover: Mover, goal: Hex, below: tuple[int, int] | None = None) -> dict[Hex, tuple[int, int]]:
    """Best ``(neg, mp)`` cost from every hex to ``goal`` for a normal move (the mover's own hex
    is ignored: any hex can be the start).  One reverse search instead of one search per start;
    equals ``all_resting(m, mover.at(h))[goal].cost`` for each ``h``.  With ``below``, only the
    hexes whose cost is less than it are searched and listed."""
    if mover.mode != NORMAL:
        raise ValueError("costs_to is for normal movement")
    return costs_to_any(m, mover, (goal,), below)


def costs_to_any(m: HexMap, mover: Mover, goals: Iterable[Hex],
                 below: tuple[int, int] | None = None) -> dict[Hex, tuple[int, int]]:
    """Best ``(neg, mp)`` cost from every hex to the nearest of ``goals`` for a normal move: one
    reverse search from all goals at once; equals the least of :func:`costs_to` over the goals.
    With ``below``, the search stops at the first cost that is not less than it (cheapest first,
    so every hex cheaper than ``below`` is listed and no other)."""
    if mover.mode != NORMAL:
        raise ValueError("costs_to is for normal movement")
    c = m.cells()
    if 1 in c.icy:
        # a slide stops at figures, so the step graph depends on them: kept per map instance
        key = ("reverse-graph", mover.character, mover.occupied, mover.blocking)
        cache = m._figure_cache
        if key not in cache:
            cache[key] = _reverse_graph(m, mover, mover.blocking)
        rev = cache[key]
        blocked: set[int] = set()
    else:
        # no ice: the map's steps, read backwards cell by cell as far as the search goes; a step into
        # a blocking figure's hex is cut below
        rev = _StepsIn(m, c, mover.character)
        blocked = {c.index[h] for h in mover.blocking if h in c.index}
    best: dict[int, tuple[int, int]] = {}
    heap = sorted((0, 0, c.index[g]) for g in set(goals) if g in c.index)
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        neg, mp, i = pop(heap)
        if i in best:
            continue
        if below is not None and (neg, mp) >= below:
            break
        best[i] = (neg, mp)
        if i in blocked:
            continue
        for prev, dn, pts in rev.get(i, ()):
            if prev not in best:
                push(heap, (neg + dn, mp + pts, prev))
    at = c.hex_at
    out = {at[i]: v for i, v in best.items()}
    out.update((g, (0, 0)) for g in goals if g not in c.index)
    return out


class _StepsIn:
    """The normal steps of a map without ice read backwards, worked out for a cell when a search
    first asks: ``get(i)`` lists ``(cell stepped from, negatives, points)`` for every step that
    ends in cell ``i``, found among the steps out of its neighbours and linked cells (those the
    cheapest-first search keeps per map, :func:`.mover.step_cells`)."""

    def __init__(self, m: HexMap, c: Cells, character: bool) -> None:
        self.c, self.character = c, character
        self.out = m._cache.setdefault(("steps-out", character), {})
        self.into = m._cache.setdefault(("steps-in", character), {})

    def get(self, i: int, default: tuple = ()) -> list[tuple[int, int, int]]:
        found = self.into.get(i)
        if found is None:
            c, out = self.c, self.out
            entry = (c.negative[i], c.points[i])  # FH-TERR-2
            if not c.thin_sides[i] and i not in c.links:
                # no thin wall or link at cell i: a step enters it from any neighbour it may be left from
                if not (c.enter_character if self.character else c.enter)[i]:
                    found = self.into[i] = []
                    return found
                leave = c.playable if self.character else c.open
                found = self.into[i] = [(p, *entry) for p in [i - off for off in c.offsets] if leave[p]]
                return found
            found = []
            for p in [i - off for off in c.offsets] + c.links.get(i, []):
                steps = out.get(p)
                if steps is None:
                    steps = out[p] = _steps_out(c, p, self.character)
                if i in steps or ~i in steps:
                    found.append((p, *entry))
            self.into[i] = found
        return found


def _reverse_graph(m: HexMap, mover: Mover, blocking_hexes: Iterable[Hex]) -> dict[int, list[tuple[int, int, int]]]:
    """``{resting cell: [(cell stepped from, negatives, points), ...]}`` for normal steps that
    enter none of ``blocking_hexes``."""
    c = m.cells()
    character = mover.character
    negative, difficult, icy, index, hex_at = c.negative, c.difficult, c.icy, c.index, c.hex_at
    blocking = {index[h] for h in blocking_hexes if h in index}
    rev: dict[int, list[tuple[int, int, int]]] = {}
    for i in index.values():
        for j, may_slide in steps_out(m, c, i, character):
            if j in blocking:
                continue
            pts = 2 if difficult[j] else 1
            if may_slide and icy[j]:
                passed = (j, *(index[x] for x in slide(m, mover, hex_at[i], hex_at[j])))
                rev.setdefault(passed[-1], []).append((i, sum(negative[x] for x in passed), pts))
            else:
                rev.setdefault(j, []).append((i, negative[j], pts))
    return rev


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
    start = c.index.get(mover.hex)
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
    negative, index = c.negative, c.index
    flying, jump, character = mover.mode == FLYING, mover.mode == JUMP, mover.character
    occupied = {index[h] for h in mover.occupied if h in index}
    out = []
    for i, path in _bfs_cells(m, mover).items():
        if len(path) > 1:
            if not playable[i] or i in occupied or objective[i] or (obstacle[i] and not flying):
                continue
            if not is_open[i] and not (character and not locked[i]):
                continue
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
