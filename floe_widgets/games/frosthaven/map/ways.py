"""The cheapest ways from a mover (FH-FOCUS-5, FH-MOVE-1..3, FH-TERR-1..5): the cheapest-first search
of the monster AI and of :mod:`.movement` over the map's cells, a whole cost at a time on a map without
ice or links (:func:`_layered`), cell by cell otherwise (:func:`_settling`), read lazily through
:class:`Ways`.  Path costs are ``(neg, mp)``: negative hexes triggered, then movement points.  The
searches backwards toward goal hexes are in :mod:`.reverse_searches`; jumps, flights and teleports in
:mod:`.jumps_and_flights`.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Protocol

from floe_widgets.games.frosthaven.map.cells import KEY_LOW, KEY_SHIFT, Cells, cell_bits, cell_set, cells_of
from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap, Within
from floe_widgets.games.frosthaven.map.jumps_and_flights import bfs_ends, teleport_ends
from floe_widgets.games.frosthaven.map.mover import FLYING, JUMP, NORMAL, Mover, Reach, slide, step_cells


def _settle(m: HexMap, mover: Mover, shortest_first: bool) -> dict[Hex, tuple] | None:
    """Dijkstra over resting cells: ``{hex: (neg, mp, path, negatives, steps)}`` (paths as cells) in
    the order they are settled.  None when the mover stands off the map."""
    c = m.cells()
    if mover.hex not in c.hexes:
        return None
    if without_ice_or_links(c):
        layers, path_of = _layered(c, mover, shortest_first, False)  # pragma: no mutate (None: also not ends only)
        at = c.hex_at
        return {at[i]: (neg, mp, path_of(i), None, None) for neg, mp, cells in list(layers) for i in cells_of(cells)}
    # every resting cell, legal end or not (all_resting); its one caller, reachable, keeps the legal ends
    return dict(_settling(m, mover, shortest_first, ends_only=False))  # pragma: no mutate (True: the same ends)


def without_ice_or_links(c: Cells) -> bool:
    """No ice and no links on the map: every step enters one cell and nothing slides (FH-TERR-5, FH-HEX-8)."""
    return not c.links and 1 not in c.icy


def _layered(c: Cells, mover: Mover, shortest_first: bool,
             ends_only: bool) -> tuple[Iterator[tuple[int, int, int]], Callable[[int], tuple[int, ...]]]:
    """The search of :func:`_settling` on a map without ice or links, a whole cost at a time: the cells
    settled at one cost are the bits of one integer, and the cells they step into are found by six
    masked shifts (the steps of :func:`.mover.step_cells`: no thin wall between; a cell no step may
    enter, or a blocking figure's, is never entered) and sorted by what entering them adds
    (FH-FOCUS-5, FH-TERR-2).  Returns ``(neg, mp, cells)`` for each cost, cheapest first (the cells
    :func:`_settling` yields at that cost, as bits), searched only as far as they are read, and
    ``path_of(cell)``: the path it keeps (the least of the cheapest), worked out only for the cells
    asked (cells already read)."""
    start = c.cell(mover.hex)
    character = mover.character
    blocking = cell_bits(c, mover.blocking)
    enter = c.mask("enter_character" if character else "enter") & ~blocking
    t1, t2, t3, t4, t5, t6 = c.thin_masks()
    # per direction: the cells that may step that way (into a cell a step may enter, no thin wall between);
    # the six offsets are +stride, +stride - 1, -1, -stride, 1 - stride, +1 (cells.Grid)
    o1, o2, o3, o4, o5, o6 = c.offsets
    moves = [(o1, enter >> o1 & ~t1), (o2, enter >> o2 & ~t2), (o3, enter << -o3 & ~t3), (o4, enter << -o4 & ~t4),
             (o5, enter << -o5 & ~t5), (o6, enter >> o6 & ~t6)]
    # a closed door is left only by a character (FH-HEX-7): the start is the one cell not entered
    leaves_start = (c.playable if character else c.open)[start]
    # what entering a cell adds to the key: (negatives, points), or (points, negatives)
    adds = c.entry_kinds(shortest_first)
    occupied = cell_bits(c, mover.occupied) & ~(1 << start) if ends_only else 0
    done: dict[int, int] = {}   # key (packed) -> the cells settled at that cost, cheapest first
    return (_layers(start, moves, adds, leaves_start, occupied, shortest_first, done),
            _PathsBack(start, done, moves, adds, leaves_start).path)


def _layers(start: int, moves: list[tuple[int, int]], adds: tuple[tuple[int, int], ...], leaves_start: bool,
            occupied: int, shortest_first: bool, done: dict[int, int]) -> Iterator[tuple[int, int, int]]:
    """The costs of :func:`_layered`, one at a time as they are read (each settled cost noted in ``done``,
    its key packed, :func:`.cells.packed`)."""
    pending = {0: 1 << start}
    keys = [0]
    settled = 0
    pop, push = heapq.heappop, heapq.heappush
    # the six directions' offsets are +stride, +stride - 1, -1, -stride, 1 - stride, +1 (cells.Grid)
    (o1, m1), (o2, m2), (o3, m3), (o4, m4), (o5, m5), (o6, m6) = moves
    while keys:
        key = pop(keys)
        layer = pending.pop(key) & ~settled
        if not layer:
            continue
        settled |= layer
        done[key] = layer
        listed = layer & ~occupied
        if listed:
            k0, k1 = key >> KEY_SHIFT, key & KEY_LOW
            yield (k1, k0, listed) if shortest_first else (k0, k1, listed)
        if key == 0 and not leaves_start:
            return   # a start it may not leave: nothing else was pending
        reached = ((layer & m1) << o1 | (layer & m2) << o2 | (layer & m3) >> -o3 | (layer & m4) >> -o4
                   | (layer & m5) >> -o5 | (layer & m6) << o6) & ~settled
        if not reached:
            continue
        for add, kind in adds:
            x = reached & kind
            if x:
                nk = key + add
                if nk in pending:
                    pending[nk] |= x
                else:
                    pending[nk] = x
                    push(keys, nk)


class _PathsBack:
    """The paths of :func:`_layered`, worked out backwards from a cell when asked: a cell's path is the
    least of its predecessors' paths with the cell added, over the settled predecessors whose cost plus
    what entering the cell adds is the cell's cost (exactly the paths the cheapest-first search keeps,
    FH-GEN-1 stable order)."""

    def __init__(self, start: int, done: dict[int, int], moves: list[tuple[int, int]],
                 adds: tuple[tuple[int, int], ...], leaves_start: bool) -> None:
        self.settled_at = done   # cost (packed) -> the cells settled at that cost (filled as the search goes)
        self.moves, self.adds, self.start, self.leaves_start = moves, adds, start, leaves_start
        self.key_of: dict[int, int] = {}   # cell -> its cost (the start's is never asked: its path is known)
        self.paths: dict[int, tuple[int, ...]] = {start: (start,)}

    def path(self, i: int) -> tuple[int, ...]:
        paths = self.paths
        found = paths.get(i)
        if found is not None:
            return found
        key_of, settled_at, adds, moves = self.key_of, self.settled_at, self.adds, self.moves
        if i not in key_of:
            for key, cells in settled_at.items():
                if cells >> i & 1:
                    key_of[i] = key
                    break
        # the cells on the cheapest ways to ``i`` not known yet, and their predecessors on them: a
        # predecessor is settled at the cell's cost less what entering the cell adds (the start only
        # if it may be left)
        others = ~0 if self.leaves_start else ~(1 << self.start)
        todo, before, stack = [], {}, [i]
        while stack:
            j = stack.pop()
            if j in before:
                continue
            bit = 1 << j
            for entry in adds:   # what entering ``j`` added: (key, cells), one kind holds it
                if entry[1] & bit:
                    break
            want = key_of[j] - entry[0]
            there = settled_at.get(want, 0) & others
            ps = []
            for off, may in moves:
                p = j - off
                if there >> p & 1 and may >> p & 1:
                    ps.append(p)
                    key_of[p] = want
                    if p not in paths and p not in before:
                        stack.append(p)
            before[j] = ps
            todo.append(j)
        # cheapest first, each the least of its predecessors' paths and itself (its predecessors share
        # one cost, so none's path is the start of another's: the least path plus the cell is the least)
        for j in sorted(todo, key=key_of.__getitem__):
            ps = before[j]
            paths[j] = min([paths[p] for p in ps]) + (j,)
        return paths[i]


def steps_out_of(c: Cells, i: int, character: bool) -> list[int]:
    """The cells of :func:`.mover.step_cells` from cell ``i`` in one list, a linked cell ``j`` as
    ``~j`` (no slide follows that step, FH-HEX-8); kept per map under ``("steps-out", character)``."""
    near, linked = step_cells(c, i, character)
    return near + [~j for j in linked] if linked else near


def _settling(m: HexMap, mover: Mover, shortest_first: bool, ends_only: bool) -> Iterator[tuple[Hex, tuple]]:
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
    cell = c.cell
    start = cell(mover.hex)
    character = mover.character
    negative, difficult, hex_at, icy = c.negative, c.difficult, c.hex_at, c.icy
    any_ice = 1 in icy  # (a map with neither ice nor links is searched by _layered)
    blocking = cell_set(c, mover.blocking)
    may_end = c.enter_character if character else c.enter
    occupied = cell_set(c, mover.occupied)
    # the steps out of each cell depend on the map alone: worked out on first use and kept
    known_steps = m._cache.setdefault(("steps-out", character), {})
    # what entering each cell adds to the search key, packed (see _entering)
    adds = _entering(m, c, shortest_first)
    K0, K1, CELL = _K0, _K1, _CELL
    size = c.size
    # per cell: shut (settled, or a blocking figure's: no step enters it), the best key known so
    # far, the cell stepped from and the cells passed when that step slid (None: just the cell)
    shut = bytearray(size)
    for j in blocking:
        shut[j] = 1   # pragma: no mutate (shut is read only as true or false)
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
        shut[i] = 1   # pragma: no mutate (shut is read only as true or false)
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
        out = known_steps.get(i)   # pragma: no mutate (cache: a miss only recomputes)
        if out is None:
            out = known_steps[i] = steps_out_of(c, i, character)
        for j in out:
            if j < 0:
                j = ~j  # a linked cell: no slide (FH-HEX-8)
            elif any_ice and icy[j]:
                if j in blocking:
                    continue
                slid = (j, *(cell(x) for x in slide(m, mover, hex_at[i], hex_at[j])))
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
    key = ("entering", shortest_first)   # pragma: no mutate (cache key: renamed, only a miss)
    adds = m._cache.get(key)   # pragma: no mutate (a cache: a miss only recomputes)
    if adds is None:
        first, second = (c.points, c.negative) if shortest_first else (c.negative, c.points)
        code = (int.from_bytes(first, "little") << 2) | int.from_bytes(second, "little")
        table = [(x >> 2 << _K0) | ((x & 3) << _K1) for x in range(16)]
        adds = m._cache[key] = [table[x] for x in code.to_bytes(c.size, "little")]
    return adds


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


class HexFilter(Protocol):
    """Picks some hexes of a list, keeping their order (e.g. those within a range)."""

    def among(self, hexes: Iterable[Hex]) -> list[Hex]: ...


class Ways(Mapping):
    """The cheapest ways to every legal end hex, found cheapest first (``(neg, mp)``, then the
    hex) and only as far as someone asks, one cost at a time: ``_raw[h] = (neg, mp, path, negatives,
    steps)`` for the hexes found so far, with paths as cells (None: ``path_of`` spells it out when
    asked); a :class:`Reach` is built only for the hexes looked at.  Iterating, ``len`` and lookups
    of hexes not found yet finish the search.

    Fed either hex by hex (``source``: ``(hex, raw)`` cheapest first) or a cost at a time
    (``layers``: ``(neg, mp, cells as bits)`` cheapest first, from :func:`_layered`); a cost found a
    whole cost at a time keeps its cells as bits and lists them as hexes only when someone reads them
    (most are only intersected with a range, :meth:`by_cost_among`)."""

    def __init__(self, source: Iterator[tuple[Hex, tuple]] | None, cells: Cells | None,
                 path_of: Callable[[int], tuple[int, ...]] | None = None,
                 layers: Iterator[tuple[int, int, int]] | None = None) -> None:
        self._raw: dict[Hex, tuple] = {}
        self._path_of = path_of
        self._groups: list[tuple[int, int, list[Hex] | None]] = []   # (neg, mp, hexes) found so far
        self._bits: list[int | None] = []   # per group, its cells as bits (None: fed hex by hex)
        self._unlisted = 0   # the groups from this one on have not put their hexes in ``_raw`` yet
        self._source = source
        self._ahead: tuple[Hex, tuple] | None = None   # the first hex of the next cost, read from source
        self._layers = layers
        self._cells = cells
        self._made: dict[Hex, Reach] = {}

    def _more(self) -> bool:
        """Find the hexes of the next cost; False when there are none."""
        if self._layers is not None:
            for neg, mp, cells in self._layers:
                self._groups.append((neg, mp, None))
                self._bits.append(cells)
                return True
            self._layers = None
            return False
        first = self._ahead
        if first is None and self._source is not None:
            first = next(self._source, None)
        if first is None:
            self._source = None
            return False
        raw = self._raw
        h, r = first
        neg, mp = r[0], r[1]
        raw[h] = r
        hexes = [h]
        self._ahead = None
        for h, r in self._source:
            if r[0] != neg or r[1] != mp:
                self._ahead = (h, r)
                break
            raw[h] = r
            hexes.append(h)
        else:
            self._source = None
        self._groups.append((neg, mp, hexes))
        self._bits.append(None)
        self._unlisted = len(self._groups)
        return True

    def _hexes(self, i: int) -> list[Hex]:
        """The hexes of group ``i``, listed from its cells on first use."""
        neg, mp, hexes = self._groups[i]
        if hexes is None:
            at = self._cells.hex_at
            hexes = []
            cells = self._bits[i]
            while cells:
                low = cells & -cells
                hexes.append(at[low.bit_length() - 1])
                cells ^= low
            self._groups[i] = (neg, mp, hexes)
        return hexes

    def _list_found(self) -> None:
        """Put the hexes of every group found so far in ``_raw`` (in the order found)."""
        raw, groups = self._raw, self._groups
        for i in range(self._unlisted, len(groups)):
            neg, mp, _ = groups[i]
            raw.update(dict.fromkeys(self._hexes(i), (neg, mp, None, None, None)))
        self._unlisted = len(groups)

    def by_cost(self) -> Iterator[tuple[int, int, list[Hex]]]:
        """``(neg, mp, hexes)`` for every cost, cheapest first, the hexes in order; searching
        further only when asked for more."""
        i = 0
        groups = self._groups
        while i < len(groups) or self._more():
            neg, mp, hexes = groups[i]
            yield neg, mp, self._hexes(i) if hexes is None else hexes
            i += 1

    def found_within(self, most_mp: int) -> list[tuple[int, int, int]]:
        """``(neg, mp, cells)`` for every cost found so far (no further search) of at most ``most_mp``
        movement points, its hexes as the bits of one integer (cell ``i`` is bit ``i``, as in
        :class:`.cells.Cells`); none when the mover stands off the map (no cells)."""
        c = self._cells
        if c is None:
            return []
        found = []
        for (neg, mp, hexes), cells in zip(self._groups, self._bits):
            if mp <= most_mp:
                found.append((neg, mp, cell_bits(c, hexes) if cells is None else cells))
        return found

    def by_cost_among(self, reach: HexFilter) -> Iterator[tuple[int, int, list[Hex]]]:
        """``(neg, mp, hexes)`` for every cost, cheapest first, keeping only the hexes ``reach`` picks
        (in order); searching further only when asked for more.  Hexes within a range
        (:class:`.hexmap.Within`) are picked from a cost's cells in one step when the search went a
        whole cost at a time."""
        i = 0
        groups, bits = self._groups, self._bits
        near = reach.cells if isinstance(reach, Within) else None   # pragma: no mutate (None: reach.among, the same)
        at = self._cells.hex_at if self._cells is not None else None
        while i < len(groups) or self._more():
            neg, mp, hexes = groups[i]
            cells = bits[i]   # pragma: no mutate (a shortcut: reach.among lists the same hexes in the same order)
            if cells is not None and near is not None:
                hit = cells & near
                hexes = []
                while hit:
                    low = hit & -hit
                    hexes.append(at[low.bit_length() - 1])
                    hit ^= low
                yield neg, mp, hexes
            else:
                yield neg, mp, reach.among(self._hexes(i) if hexes is None else hexes)
            i += 1

    def _finish(self) -> None:
        while self._more():
            pass
        self._list_found()

    def cost_of(self, h: Hex) -> tuple[int, int]:
        """``(neg, mp)`` of the cheapest way to ``h`` (without spelling out its path)."""
        r = self._found(h)
        return r[0], r[1]

    def _found(self, h: Hex) -> tuple:
        """``raw[h]``, finishing the search only if ``h`` was not found yet (a cost found a whole cost
        at a time and not listed yet is looked up by its cells)."""
        r = self._raw.get(h)
        if r is not None:
            return r
        c = self._cells
        i = None if c is None else c.cell(h)  # pragma: no mutate (a shortcut: _finish finds the same)
        if i is not None:
            bit = 1 << i
            for (neg, mp, _), cells in zip(self._groups, self._bits):
                if cells is not None and cells & bit:
                    return neg, mp, None, None, None
        self._finish()
        return self._raw[h]

    def __getitem__(self, h: Hex) -> Reach:
        r = self._made.get(h)   # pragma: no mutate (a cache: a miss only builds the Reach again)
        if r is None:
            neg, mp, path, negs, steps = self._found(h)
            c = self._cells
            if c is not None:   # cells to hexes (see _spelled_out: None is "from the path")
                hex_of = c.hex_at.__getitem__
                if path is None:
                    path = self._path_of(c.cell(h))
                if negs is None:
                    negative = c.negative
                    negs = tuple([hex_of(x) for x in path[1:] if negative[x]])
                else:
                    negs = tuple(map(hex_of, negs))
                steps = None if steps is None else tuple(map(hex_of, steps))
                path = tuple(map(hex_of, path))
                if steps is None:
                    steps = path[1:]
            r = self._made[h] = Reach(h, neg, mp, path, negs, steps)
        return r

    def __iter__(self):
        self._finish()
        return iter(self._raw)

    def __len__(self) -> int:
        self._finish()
        return len(self._raw)

    def __contains__(self, h: object) -> bool:
        if h not in self._raw:
            self._finish()
        return h in self._raw


def safest_ways(m: HexMap, mover: Mover) -> Ways:
    """``movement.reachable(m, mover, prefer="safe")`` with unlimited points, cheapest first (what the
    monster AI reads), searched lazily."""
    c = m.cells()
    if mover.mode in (JUMP, FLYING) and mover.hex in c.hexes:
        return Ways(((c.hex_at[i], (neg, mp, path, (i,) if neg else (), path[1:]))
                     for neg, mp, i, path in sorted(bfs_ends(m, mover))), c)
    if mover.mode != NORMAL:
        found = teleport_ends(m, mover, None)
        order = sorted(found, key=lambda h: (found[h].neg, found[h].mp, h))
        return Ways(((h, (found[h].neg, found[h].mp, found[h].path, found[h].negatives, found[h].steps))
                     for h in order), None)
    if mover.hex not in c.hexes:
        return Ways(iter([(mover.hex, (0, 0, (mover.hex,), (), ()))]), None)
    if without_ice_or_links(c):
        layers, path_of = _layered(c, mover, False, True)
        return Ways(None, c, path_of, layers)
    return Ways(_settling(m, mover, False, ends_only=True), c)
