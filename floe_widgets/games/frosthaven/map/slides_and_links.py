"""A normal move's steps a whole set of cells at a time (the cells as the bits of one integer, as in
:class:`.cells.Cells`): icy slides (FH-TERR-5) and links (FH-HEX-8), read by the cheapest-first search
(:mod:`.ways`) and the search back toward goal hexes (:mod:`.reverse_searches`)."""

from __future__ import annotations

import heapq
from typing import TYPE_CHECKING

from floe_widgets.games.frosthaven.map.cells import Cells, cell_bits, packed

if TYPE_CHECKING:
    from floe_widgets.games.frosthaven.map.mover import Mover


def pend(pending: dict[int, int], keys: list[int], key: int, cells: int) -> None:
    """Note that ``cells`` (if any) are reached at cost ``key`` in a search a whole cost at a time:
    ``pending`` holds each cost's cells, ``keys`` the costs as a heap."""
    if cells:
        if key in pending:
            pending[key] |= cells
        else:
            pending[key] = cells
            heapq.heappush(keys, key)


def shifted(cells: int, offset: int) -> int:
    """``cells`` moved by ``offset`` (cell ``i`` to cell ``i + offset``)."""
    return cells << offset if offset > 0 else cells >> -offset   # pragma: no mutate (at 0 both shifts are the same)


class Slides:
    """Icy slides a whole cost at a time (FH-TERR-5): after a normal step into an icy cell the mover is
    moved on the same way, for free, while it stands on ice and the next cell that way is open, holds
    no obstacle, objective or other figure (FH-TERR-7) and no thin wall is between; each negative cell
    it slides into counts (FH-FOCUS-5)."""

    __slots__ = ("icy", "goes", "offsets", "negative", "unit")

    def __init__(self, c: Cells, mover: Mover, shortest_first: bool) -> None:
        self.icy = c.mask("icy")
        into = c.mask("enter") & ~cell_bits(c, mover.occupied)
        #: per direction, the icy cells a slide goes on from that way
        self.goes = tuple(self.icy & shifted(into, -o) & ~t for o, t in zip(c.offsets, c.thin_masks()))
        self.offsets = c.offsets
        self.negative = c.mask("negative")
        #: one more negative cell, as a packed key (:func:`.cells.packed`)
        self.unit = packed(0, 1) if shortest_first else packed(1, 0)

    def slid_into(self, i: int, direction: int) -> list[int]:
        """The cells a mover slides into after a step into cell ``i`` the way ``direction`` (an index of
        the six offsets, :class:`.cells.Grid`); none when ``i`` is not icy or the slide cannot start."""
        go, offset = self.goes[direction], self.offsets[direction]
        out = []
        while go >> i & 1:
            i += offset
            out.append(i)
        return out

    def ends(self, layer: int, moves: list[tuple[int, int]],
             adds: tuple[tuple[int, int], ...]) -> dict[int, int]:
        """``{key added: cells}``: where the steps from ``layer`` into icy cells come to rest, by what
        the step and its slide add to the key."""
        out: dict[int, int] = {}
        icy, negative, unit = self.icy, self.negative, self.unit
        for (o, may), go in zip(moves, self.goes):
            entered = shifted(layer & may, o) & icy
            if not entered:
                continue
            # the slides under way, by what they add so far (slides that meet go on as one)
            moving = {add: cells for add, kind in adds if (cells := entered & kind)}
            while moving:
                going: dict[int, int] = {}
                for add, cells in moving.items():
                    rest = cells & ~go
                    if rest:
                        out[add] = out.get(add, 0) | rest
                    on = shifted(cells & go, o)
                    hurt = on & negative
                    if hurt:
                        going[add + unit] = going.get(add + unit, 0) | hurt
                        on ^= hurt
                    if on:
                        going[add] = going.get(add, 0) | on
                moving = going
        return out


class Links:
    """Steps along links (FH-HEX-8): linked cells are adjacent for movement, so a link is taken into a
    cell a step may enter (``into``: no blocking figure's); no slide follows it (FH-TERR-5)."""

    __slots__ = ("links", "into")

    def __init__(self, c: Cells, into: int) -> None:
        self.links, self.into = c.links, into

    def out_of(self, layer: int) -> int:
        """The cells the links of the cells of ``layer`` lead into."""
        out = 0   # pragma: no mutate (cell 0 is the grid's padding, never entered: "1" adds no cell)
        into = self.into
        for a, bs in self.links.items():
            if layer >> a & 1:
                for b in bs:
                    if into >> b & 1:
                        out |= 1 << b
        return out
