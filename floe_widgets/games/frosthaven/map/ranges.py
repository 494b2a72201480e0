"""Range around walls (FH-HEX-5) as bits: the breadth-first search over adjacent hexes from one cell,
grown ring by ring only as far as asked (:class:`RingSearch`), and the hexes within a range of a hex held
as those rings (:class:`Within`).  :class:`.hexmap.HexMap` keeps them per map (``ranges_within``,
``range``)."""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from floe_widgets.games.frosthaven.map.cells import Cells
    from floe_widgets.games.frosthaven.map.hexmap import Hex


class RingSearch:
    """A breadth-first search over adjacent hexes from one cell (FH-HEX-5), grown only as far as asked:
    ``rings[k]`` holds the cells at range ``k`` as the bits of one integer (``rings[0]`` the start)."""

    __slots__ = ("rings", "seen", "frontier", "moves", "cells")

    def __init__(self, start: int, c: Cells) -> None:
        self.rings = [1 << start]
        self.seen = self.frontier = 1 << start
        self.moves = c.step_masks()
        self.cells = c

    def _grow(self) -> bool:
        """Add the next ring; False when the search has reached every hex it can."""
        frontier = self.frontier
        if not frontier:
            return False
        # the six directions' offsets are +stride, +stride - 1, -1, -stride, 1 - stride, +1 (Grid)
        (o1, m1), (o2, m2), (o3, m3), (o4, m4), (o5, m5), (o6, m6) = self.moves
        ring = ((frontier & m1) << o1 | (frontier & m2) << o2 | (frontier & m3) >> -o3 | (frontier & m4) >> -o4
                | (frontier & m5) >> -o5 | (frontier & m6) << o6)
        self.frontier = frontier = ring & ~self.seen
        self.seen |= frontier
        self.rings.append(frontier)
        return bool(frontier)

    def within(self, a: Hex, limit: int) -> Within:
        """The hexes within ``limit`` of ``a``, the start (the rings at range 0..``limit``, fewer when
        the search ends before)."""
        rings = self.rings
        while len(rings) <= limit and self._grow():
            pass
        # grown no further than asked, the search has seen exactly the cells of those rings; else Within
        # works them out from the rings
        seen = self.seen if len(rings) <= limit + 1 else None   # pragma: no mutate (None: Within ORs the rings)
        return Within(a, self.cells, rings[:limit + 1], seen)

    def distance(self, i: int) -> float:
        """The ring that holds cell ``i`` (``math.inf`` if none)."""
        bit = 1 << i
        if self.seen & bit:
            return next(k for k, ring in enumerate(self.rings) if ring & bit)
        while self._grow():
            if self.frontier & bit:
                return len(self.rings) - 1
        return math.inf


class Within(Mapping):
    """``{hex: range}`` of the hexes within a range of ``a`` (:meth:`HexMap.ranges_within`), held as the
    rings of a breadth-first search: a membership test is one bit; the hexes are listed (``a`` first,
    then ring by ring in cell order, as :meth:`HexMap.ranges_from`) only when iterated."""

    __slots__ = ("a", "hexes", "cell", "hex_at", "rings", "cells")

    def __init__(self, a: Hex, c: Cells, rings: list[int], cells: int | None = None) -> None:
        """``cells``: the rings' cells together, when the caller knows them (else worked out)."""
        self.a, self.hexes, self.cell, self.hex_at = a, c.hexes, c.cell, c.hex_at
        self.rings = rings
        if cells is None:
            cells = 0
            for ring in rings:
                cells |= ring
        self.cells = cells

    def __contains__(self, h: object) -> bool:
        i = self.cell(h)
        return h == self.a if i is None else bool(self.cells >> i & 1)

    def among(self, hexes: Iterable[Hex]) -> list[Hex]:
        """The ``hexes`` within range, in their order (one call for many membership tests)."""
        on_map, cell, cells, a = self.hexes, self.cell, self.cells, self.a
        return [h for h in hexes if (cells >> cell(h) & 1 if h in on_map else h == a)]

    def __getitem__(self, h: Hex) -> int:
        i = self.cell(h)
        if i is not None and self.cells >> i & 1:
            return next(k for k, ring in enumerate(self.rings) if ring >> i & 1)
        if h == self.a:
            return 0
        raise KeyError(h)  # pragma: no mutate (the key the error names: every caller asks with "in" or get)

    def _listed(self) -> list[Hex]:
        out = [self.a]
        at = self.hex_at
        for ring in self.rings[1:]:
            while ring:
                low = ring & -ring
                out.append(at[low.bit_length() - 1])
                ring ^= low
        return out

    def __iter__(self) -> Iterator[Hex]:
        return iter(self._listed())

    def __len__(self) -> int:
        return max(1, self.cells.bit_count())
