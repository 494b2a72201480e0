"""The searches backwards toward goal hexes for a normal move (FH-MMOVE-4: how far each hex is from
the ideal hexes): one reverse search from the goals instead of one search per start, a whole cost at a
time on a map without ice or links, cell by cell otherwise.  Costs are ``(neg, mp)`` (FH-FOCUS-5)."""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Iterator, Mapping

from floe_widgets.games.frosthaven.map.cells import Cells, cell_bits, cell_set, cells_of, packed, unpacked
from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap
from floe_widgets.games.frosthaven.map.mover import NORMAL, Mover, slide, steps_out
from floe_widgets.games.frosthaven.map.ways import steps_out_of, without_ice_or_links


def costs_to(m: HexMap, mover: Mover, goal: Hex,
             below: tuple[int, int] | None = None) -> CostsBack:
    """Best ``(neg, mp)`` cost from every hex to ``goal`` for a normal move (the mover's own hex
    is ignored: any hex can be the start).  One reverse search instead of one search per start;
    equals ``all_resting(m, mover.at(h))[goal].cost`` for each ``h``.  With ``below``, only the
    hexes whose cost is less than it are searched and listed."""
    if mover.mode != NORMAL:
        raise ValueError("costs_to is for normal movement")
    return costs_to_any(m, mover, (goal,), below)


def costs_to_any(m: HexMap, mover: Mover, goals: Iterable[Hex],
                 below: tuple[int, int] | None = None) -> CostsBack:
    """Best ``(neg, mp)`` cost from every hex to the nearest of ``goals`` for a normal move: one
    reverse search from all goals at once; equals the least of :func:`costs_to` over the goals.
    With ``below``, the search stops at the first cost that is not less than it (cheapest first,
    so every hex cheaper than ``below`` is listed and no other)."""
    if mover.mode != NORMAL:
        raise ValueError("costs_to is for normal movement")
    c = m.cells()
    if without_ice_or_links(c):
        return _layered_back(c, mover, goals, below)
    if 1 in c.icy:
        # a slide stops at figures, so the step graph depends on them: kept per map instance
        key = ("reverse-graph", mover.character, mover.occupied, mover.blocking)  # pragma: no mutate (cache key)
        cache = m._figure_cache
        if key not in cache:
            cache[key] = _reverse_graph(m, mover, mover.blocking)
        rev = cache[key]
        blocked: set[int] = set()
    else:
        # no ice: the map's steps, read backwards cell by cell as far as the search goes; a step into
        # a blocking figure's hex is cut below
        rev = _StepsIn(m, c, mover.character)
        blocked = cell_set(c, mover.blocking)
    best: set[int] = set()
    found: list[tuple[tuple[int, int], int]] = []   # as CostsBack holds them: each cost's cells as bits
    heap = sorted((0, 0, i) for i in cell_set(c, goals))
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        neg, mp, i = pop(heap)
        if i in best:
            continue
        if below is not None and (neg, mp) >= below:
            break
        best.add(i)
        if found and found[-1][0] == (neg, mp):
            found[-1] = ((neg, mp), found[-1][1] | 1 << i)
        else:
            found.append(((neg, mp), 1 << i))
        if i in blocked:
            continue
        for prev, dn, pts in rev.get(i, ()):
            if prev not in best:
                push(heap, (neg + dn, mp + pts, prev))
    return CostsBack(c, found, {g: (0, 0) for g in goals if g not in c.hexes})


def _layered_back(c: Cells, mover: Mover, goals: Iterable[Hex],
                  below: tuple[int, int] | None) -> CostsBack:
    """:func:`costs_to_any` on a map without ice or links, a whole cost at a time (as :func:`_layered`,
    backwards): the cells that step into the cells listed at one cost (those a step may enter, not a
    blocking figure's) are found by six masked shifts, at that cost plus what entering them adds."""
    character = mover.character
    enter = c.mask("enter_character" if character else "enter") & ~cell_bits(c, mover.blocking)
    # a closed door is left only by a character (FH-HEX-7); no step crosses a thin wall (FH-HEX-4)
    leave = c.mask("playable" if character else "open")
    t1, t2, t3, t4, t5, t6 = c.thin_masks()
    m1, m2, m3, m4, m5, m6 = leave & ~t1, leave & ~t2, leave & ~t3, leave & ~t4, leave & ~t5, leave & ~t6
    adds = c.entry_kinds(False)
    pending = {0: cell_bits(c, goals)}
    keys = [0]
    below_key = None if below is None else packed(*below)
    listed = 0   # pragma: no mutate (cell 0 is the grid's padding, never a hex: "1" lists nothing more)
    found: list[tuple[tuple[int, int], int]] = []
    pop, push = heapq.heappop, heapq.heappush
    # the six directions' offsets are +stride, +stride - 1, -1, -stride, 1 - stride, +1 (cells.Grid)
    o1, o2, o3, o4, o5, o6 = c.offsets
    while keys:
        key = pop(keys)
        if below_key is not None and key >= below_key:
            break
        layer = pending.pop(key) & ~listed
        if not layer:
            continue
        listed |= layer
        found.append((unpacked(key), layer))
        into = layer & enter
        for add, kind in adds:
            x = into & kind
            if not x:
                continue
            before = ((x >> o1 & m1) | (x >> o2 & m2) | (x << -o3 & m3) | (x << -o4 & m4) | (x << -o5 & m5)
                      | (x >> o6 & m6)) & ~listed
            if before:
                nk = key + add
                if nk in pending:
                    pending[nk] |= before
                else:
                    pending[nk] = before
                    push(keys, nk)
    return CostsBack(c, found, {g: (0, 0) for g in goals if g not in c.hexes})


class CostsBack(Mapping):
    """``{hex: (neg, mp)}`` of :func:`_layered_back`, held as the cells found at each cost (the bits of one
    integer per cost, cheapest first): a look-up tests one bit per cost; the hexes are listed (cost by
    cost, each cost's in cell order, then the goals off the map) only when someone iterates."""

    __slots__ = ("cell", "hex_at", "layers", "off_map")

    def __init__(self, c: Cells, layers: list[tuple[tuple[int, int], int]],
                 off_map: dict[Hex, tuple[int, int]]) -> None:
        self.cell, self.hex_at, self.layers, self.off_map = c.cell, c.hex_at, layers, off_map

    def by_cost(self) -> list[tuple[tuple[int, int], int]]:
        """``((neg, mp), cells)`` for every cost, cheapest first, its hexes on the map as the bits of one
        integer (cell ``i`` is bit ``i``, as in :class:`.cells.Cells`)."""
        return self.layers

    def get(self, h: Hex, default: tuple[int, int] | None = None) -> tuple[int, int] | None:
        """The cost of ``h`` (``default`` if it is not listed), without listing the hexes."""
        i = self.cell(h)
        if i is None:
            return self.off_map.get(h, default)
        for key, cells in self.layers:
            if cells >> i & 1:
                return key
        return default

    def __getitem__(self, h: Hex) -> tuple[int, int]:
        found = self.get(h)
        if found is None:
            raise KeyError(h)
        return found

    def __iter__(self) -> Iterator[Hex]:
        at = self.hex_at
        for _key, cells in self.layers:
            yield from (at[i] for i in cells_of(cells))
        yield from self.off_map

    def __len__(self) -> int:
        return sum(cells.bit_count() for _key, cells in self.layers) + len(self.off_map)


class _StepsIn:
    """The normal steps of a map without ice read backwards, worked out for a cell when a search
    first asks: ``get(i)`` lists ``(cell stepped from, negatives, points)`` for every step that
    ends in cell ``i``, found among the steps out of its neighbours and linked cells (those the
    cheapest-first search keeps per map, :func:`.mover.step_cells`)."""

    def __init__(self, m: HexMap, c: Cells, character: bool) -> None:
        self.c, self.character = c, character
        self.out = m._cache.setdefault(("steps-out", character), {})  # pragma: no mutate (cache key)
        self.into = m._cache.setdefault(("steps-in", character), {})  # pragma: no mutate (cache key)

    def get(self, i: int, default: tuple = ()) -> list[tuple[int, int, int]]:
        found = self.into.get(i)   # pragma: no mutate (a cache: a miss only recomputes)
        if found is None:
            c, out = self.c, self.out
            entry = (c.negative[i], c.points[i])  # FH-TERR-2
            if not c.thin_sides[i] and i not in c.links:
                # no thin wall or link at cell i: a step enters it from any neighbour it may be left from
                if not (c.enter_character if self.character else c.enter)[i]:
                    found = self.into[i] = []
                    return found
                leave = c.playable if self.character else c.open
                # the six offsets come in opposite pairs: "i - off" and "i + off" list the same cells (no mutate)
                before = [i - off for off in c.offsets]  # pragma: no mutate
                found = self.into[i] = [(p, *entry) for p in before if leave[p]]
                return found
            found = []
            for p in [i - off for off in c.offsets] + c.links.get(i, []):
                steps = out.get(p)   # pragma: no mutate (cache: a miss only recomputes)
                if steps is None:
                    steps = out[p] = steps_out_of(c, p, self.character)
                if i in steps or ~i in steps:
                    found.append((p, *entry))
            self.into[i] = found   # pragma: no mutate (cache: a miss only recomputes)
        return found


def _reverse_graph(m: HexMap, mover: Mover, blocking_hexes: Iterable[Hex]) -> dict[int, list[tuple[int, int, int]]]:
    """``{resting cell: [(cell stepped from, negatives, points), ...]}`` for normal steps that
    enter none of ``blocking_hexes``."""
    c = m.cells()
    character = mover.character
    negative, difficult, icy, cell, hex_at = c.negative, c.difficult, c.icy, c.cell, c.hex_at
    blocking = cell_set(c, blocking_hexes)
    rev: dict[int, list[tuple[int, int, int]]] = {}
    for i in [i for i, h in enumerate(hex_at) if h is not None]:
        for j, may_slide in steps_out(m, c, i, character):
            if j in blocking:
                continue
            pts = 2 if difficult[j] else 1
            if may_slide and icy[j]:
                passed = (j, *(cell(x) for x in slide(m, mover, hex_at[i], hex_at[j])))
                rev.setdefault(passed[-1], []).append((i, sum(negative[x] for x in passed), pts))
            else:
                rev.setdefault(j, []).append((i, negative[j], pts))
    return rev
