"""The searches backwards toward goal hexes for a normal move (FH-MMOVE-4: how far each hex is from
the ideal hexes): one reverse search from the goals instead of one search per start, a whole cost at a
time, icy slides and links included.  Costs are ``(neg, mp)`` (FH-FOCUS-5)."""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Iterator, Mapping

from floe_widgets.games.frosthaven.map.cells import Cells, cell_bits, cells_of, packed, unpacked
from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap
from floe_widgets.games.frosthaven.map.mover import NORMAL, Mover
from floe_widgets.games.frosthaven.map.slides_and_links import Links, Slides, pend, shifted


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
    so every hex cheaper than ``below`` is listed and no other).

    The search of :func:`.ways._layered`, backwards, a whole cost at a time: the cells that step into
    the cells listed at one cost (those a step may enter, not a blocking figure's) are found by six
    masked shifts, at that cost plus what entering them adds; a step into ice rests where its slide
    ends, so it is found from there, back along the slide (FH-TERR-5); links are followed cell by
    cell (FH-HEX-8)."""
    if mover.mode != NORMAL:
        raise ValueError("costs_to is for normal movement")
    c = m.cells()
    character = mover.character
    enter = c.mask("enter_character" if character else "enter") & ~cell_bits(c, mover.blocking)
    # a closed door is left only by a character (FH-HEX-7); no step crosses a thin wall (FH-HEX-4)
    leave = c.mask("playable" if character else "open")
    leaves = [leave & ~t for t in c.thin_masks()]
    m1, m2, m3, m4, m5, m6 = leaves
    # the six directions' offsets are +stride, +stride - 1, -1, -stride, 1 - stride, +1 (cells.Grid)
    o1, o2, o3, o4, o5, o6 = c.offsets
    adds = c.entry_kinds(False)
    slides = Slides(c, mover, False) if 1 in c.icy else None   # pragma: no mutate (a shortcut: no ice, no slide)
    # the icy cells a slide goes on from, one way or another: a step into them is found per direction
    sliding = 0   # pragma: no mutate (cell 0 is the grid's padding, never a hex: "1" adds no cell)
    if slides is not None:
        for go in slides.goes:
            sliding |= go
    links = Links(c, enter) if c.links else None   # pragma: no mutate (a shortcut: no links, none followed)
    pending = {0: cell_bits(c, goals)}
    keys = [0]
    below_key = None if below is None else packed(*below)
    listed = 0   # pragma: no mutate (cell 0 is the grid's padding, never a hex: "1" lists nothing more)
    found: list[tuple[tuple[int, int], int]] = []
    pop = heapq.heappop

    def stepped_into(key: int, cells: int, offset: int, may_leave: int) -> None:
        """The cells a step ``offset`` enters ``cells`` from, at ``key`` plus what entering adds."""
        into = cells & enter
        for add, kind in adds:
            x = into & kind
            if x:
                pend(pending, keys, key + add, shifted(x, -offset) & may_leave & ~listed)

    while keys:
        key = pop(keys)
        if below_key is not None and key >= below_key:
            break
        layer = pending.pop(key) & ~listed
        if not layer:
            continue
        listed |= layer
        found.append((unpacked(key), layer))
        # the steps into a cell no slide goes on from, from any side
        into = layer & enter & ~sliding
        for add, kind in adds:
            x = into & kind
            if x:
                pend(pending, keys, key + add, (x >> o1 & m1 | x >> o2 & m2 | x << -o3 & m3 | x << -o4 & m4
                                                | x << -o5 & m5 | x >> o6 & m6) & ~listed)
        if slides is not None:
            negative, unit = slides.negative, slides.unit
            for offset, may_leave, go in zip(c.offsets, leaves, slides.goes):
                # entered this way, the mover rests in the cells of ``layer`` it does not slide on from:
                # stepped into, or slid into from the ice behind them (each negative cell slid into counts)
                rest = layer & ~go
                stepped_into(key, rest & sliding, offset, may_leave)
                slid = {0: rest}
                while slid:
                    behind: dict[int, int] = {}
                    for after, cells in slid.items():
                        ice = shifted(cells, -offset) & go
                        if ice:
                            hurt = shifted(cells & negative, -offset) & ice
                            if hurt:
                                behind[after + unit] = behind.get(after + unit, 0) | hurt
                            if ice ^ hurt:
                                behind[after] = ice ^ hurt   # (no cells there yet: the afters come largest first)
                    for after, cells in behind.items():
                        stepped_into(key + after, cells, offset, may_leave)
                    slid = behind
        if links is not None:
            # a link is entered as a neighbour is, without a slide (FH-HEX-8)
            into = layer & links.into
            for i, linked in links.links.items():
                if not into >> i & 1:
                    continue
                came_from = 0   # pragma: no mutate (cell 0 is the grid's padding: "1" leaves no hex)
                for j in linked:
                    came_from |= 1 << j
                for add, kind in adds:
                    if kind >> i & 1:
                        pend(pending, keys, key + add, came_from & leave & ~listed)
                        break
    return CostsBack(c, found, {g: (0, 0) for g in goals if g not in c.hexes})


class CostsBack(Mapping):
    """``{hex: (neg, mp)}`` of :func:`costs_to_any`, held as the cells found at each cost (the bits of one
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
