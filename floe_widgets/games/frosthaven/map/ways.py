"""The cheapest ways from a mover (FH-FOCUS-5, FH-MOVE-1..3, FH-TERR-1..5, FH-HEX-8): the cheapest-first
search of the monster AI and of :mod:`.movement` over the map's cells, a whole cost at a time
(:func:`_layered`), read lazily through :class:`Ways`.  Path costs are ``(neg, mp)``: negative hexes
triggered, then movement points.  The searches backwards toward goal hexes are in
:mod:`.reverse_searches`; jumps, flights and teleports in :mod:`.jumps_and_flights`.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Protocol

from floe_widgets.games.frosthaven.map.cells import KEY_LOW, KEY_SHIFT, Cells, cell_bits, cells_of
from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap, Within
from floe_widgets.games.frosthaven.map.jumps_and_flights import bfs_ends, teleport_ends
from floe_widgets.games.frosthaven.map.mover import FLYING, JUMP, NORMAL, Mover, Reach
from floe_widgets.games.frosthaven.map.slides_and_links import Links, Slides, pend

#: a settled cell's way: its path and the cells the mover stepped into (None: every cell after the start)
Way = tuple[tuple[int, ...], tuple[int, ...] | None]


def _settle(m: HexMap, mover: Mover, shortest_first: bool) -> dict[Hex, tuple] | None:
    """The cheapest way to every resting cell, legal end or not: ``{hex: (neg, mp, path, None, steps)}``
    (paths as cells, see :func:`_spelled_out`) in the order they are settled.  None when the mover
    stands off the map."""
    c = m.cells()
    if mover.hex not in c.hexes:
        return None
    layers, way_of = _layered(c, mover, shortest_first, False)  # pragma: no mutate (None: also not ends only)
    at = c.hex_at
    found = {}
    for neg, mp, cells in list(layers):
        for i in cells_of(cells):
            path, steps = way_of(i)
            found[at[i]] = (neg, mp, path, None, steps)
    return found


def _layered(c: Cells, mover: Mover, shortest_first: bool,
             ends_only: bool) -> tuple[Iterator[tuple[int, int, int]], Callable[[int], Way]]:
    """The cheapest-first search over resting cells (FH-FOCUS-5), a whole cost at a time: the cells
    settled at one cost are the bits of one integer, and the cells they step into are found by six
    masked shifts (the steps of :func:`.mover.step_cells`: no thin wall between; a cell no step may
    enter, or a blocking figure's, is never entered), slid on over ice (:class:`Slides`), and sorted
    by what entering them adds (FH-TERR-2); links are followed cell by cell (:class:`Links`).  Cells
    no step rests in (an ally's, FH-MOVE-2) are still stepped out of.

    Returns ``(neg, mp, cells)`` for each cost, cheapest first, its cells as bits (with ``ends_only``,
    only the cells the move may end in, FH-MOVE-2, FH-FOCUS-4, FH-HEX-7, and its start), searched only
    as far as they are read, and ``way_of(cell)``: the way it keeps (the least path of the cheapest,
    FH-GEN-1 stable order), worked out only for the cells asked (cells already read)."""
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
    # (shortcuts: without ice the slides find nothing and the steps are the path's; without links, none)
    slides = Slides(c, mover, shortest_first) if 1 in c.icy else None   # pragma: no mutate
    links = Links(c, enter) if c.links else None   # pragma: no mutate
    done: dict[int, int] = {}   # key (packed) -> the cells settled at that cost, cheapest first
    return (_layers(start, moves, adds, leaves_start, occupied, shortest_first, done, slides, links),
            _PathsBack(start, done, moves, adds, slides, links).way)


def _layers(start: int, moves: list[tuple[int, int]], adds: tuple[tuple[int, int], ...], leaves_start: bool,
            occupied: int, shortest_first: bool, done: dict[int, int], slides: Slides | None,
            links: Links | None) -> Iterator[tuple[int, int, int]]:
    """The costs of :func:`_layered`, one at a time as they are read (each settled cost noted in ``done``,
    its key packed, :func:`.cells.packed`)."""
    pending = {0: 1 << start}
    keys = [0]
    settled = 0
    pop = heapq.heappop
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
                   | (layer & m5) >> -o5 | (layer & m6) << o6)
        slid = None   # pragma: no mutate (or "": nothing slid)
        if slides is not None and reached & slides.icy:   # pragma: no mutate (a shortcut: no icy cell reached)
            reached &= ~slides.icy
            slid = slides.ends(layer, moves, adds)
        if links is not None:
            reached |= links.out_of(layer)   # a linked icy cell too: no slide follows a link
        reached &= ~settled
        if reached:
            for add, kind in adds:
                pend(pending, keys, key + add, reached & kind)
        if slid:
            for add, cells in slid.items():
                pend(pending, keys, key + add, cells & ~settled)


class _PathsBack:
    """The ways of :func:`_layered`, worked out backwards from a cell when asked: a cell's path is the
    least of the paths through its predecessors (each predecessor's path, then the cells the step
    passed: the cell stepped into and those slid into), over the settled predecessors whose cost plus
    what the step adds is the cell's cost (exactly the paths the cheapest-first search keeps,
    FH-GEN-1 stable order).  On a map with ice, the cells stepped into are kept as well."""

    def __init__(self, start: int, done: dict[int, int], moves: list[tuple[int, int]],
                 adds: tuple[tuple[int, int], ...], slides: Slides | None, links: Links | None) -> None:
        self.settled_at = done   # cost (packed) -> the cells settled at that cost (filled as the search goes)
        self.moves, self.adds, self.start = moves, adds, start
        self.slides, self.links = slides, links
        self.key_of: dict[int, int] = {}   # cell -> its cost (the start's is never asked: its path is known)
        self.paths: dict[int, tuple[int, ...]] = {start: (start,)}
        # the cells stepped into, where a slide may make them differ from the path's (a shortcut without)
        self.steps: dict[int, tuple[int, ...]] | None = None if slides is None else {start: ()}  # pragma: no mutate

    def _added(self, j: int) -> int:
        """What entering cell ``j`` adds to the key (one kind of :meth:`.cells.Cells.entry_kinds` holds it)."""
        bit = 1 << j
        for add, cells in self.adds:
            if cells & bit:
                return add
        raise AssertionError(f"cell {j} is entered but of no entry kind")   # pragma: no cover, no mutate (unreachable)

    def _steps_into(self, j: int) -> list[tuple[int, tuple[int, ...]]]:
        """``(cell stepped from, cells passed)`` for every cheapest step that rests in cell ``j``: from a
        cell settled at ``j``'s cost less what the step adds (its cost noted)."""
        key_of, settled_at = self.key_of, self.settled_at
        key = key_of[j]
        found = []
        slides = self.slides
        if slides is None:
            want = key - self._added(j)
            there = settled_at[want]   # (settled: the step that found j came from there)
            passed = (j,)
            for off, may in self.moves:
                p = j - off
                if there >> p & 1 and may >> p & 1:
                    found.append((p, passed))
                    key_of[p] = want
        else:
            negative, unit = slides.negative, slides.unit
            for (off, may), go in zip(self.moves, slides.goes):
                if go >> j & 1:
                    continue   # entered this way, the mover slides on
                # back along the slide that ended in j: each cell of it may be the one stepped into
                e, after, passed = j, 0, (j,)
                while True:
                    p = e - off
                    if may >> p & 1:
                        want = key - self._added(e) - after
                        if settled_at.get(want, 0) >> p & 1:
                            found.append((p, passed))
                            key_of[p] = want
                    if not go >> p & 1:
                        break
                    if negative >> e & 1:
                        after += unit
                    e, passed = p, (p, *passed)
        links = self.links
        if links is not None:   # (j was entered: a link may enter it)
            want = key - self._added(j)
            there = settled_at.get(want, 0)
            for p in links.links.get(j, ()):
                if there >> p & 1:
                    found.append((p, (j,)))
                    key_of[p] = want
        return found

    def way(self, i: int) -> Way:
        """The path kept for cell ``i`` and, on a map with ice, the cells stepped into on it."""
        path = self.path(i)
        return path, None if self.steps is None else self.steps[i]

    def path(self, i: int) -> tuple[int, ...]:
        paths = self.paths
        found = paths.get(i)
        if found is not None:
            return found
        key_of, settled_at = self.key_of, self.settled_at
        if i not in key_of:
            for key, cells in settled_at.items():
                if cells >> i & 1:
                    key_of[i] = key
                    break
        # the cells on the cheapest ways to ``i`` not known yet, and their steps in: each comes from a
        # cell settled at the cost less what the step adds (a start it may not leave is all that settles)
        todo, before, stack = [], {}, [i]
        while stack:
            j = stack.pop()
            if j in before:
                continue
            ways_in = before[j] = self._steps_into(j)
            for p, _ in ways_in:
                if p not in paths and p not in before:
                    stack.append(p)
            todo.append(j)
        # cheapest first (a step adds at least a point), each the least of the paths through its steps in
        steps = self.steps
        for j in sorted(todo, key=key_of.__getitem__):
            ways_in = before[j]
            p, passed = (ways_in[0] if len(ways_in) == 1   # pragma: no mutate (a shortcut: the least of one)
                         else min(ways_in, key=lambda w: paths[w[0]] + w[1]))
            paths[j] = paths[p] + passed
            if steps is not None:
                steps[j] = (*steps[p], passed[0])
        return paths[i]


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
                 way_of: Callable[[int], Way] | None = None,
                 layers: Iterator[tuple[int, int, int]] | None = None) -> None:
        self._raw: dict[Hex, tuple] = {}
        self._way_of = way_of
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
                    path, steps = self._way_of(c.cell(h))
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
    layers, way_of = _layered(c, mover, False, True)  # pragma: no mutate (None: also not shortest first)
    return Ways(None, c, way_of, layers)
