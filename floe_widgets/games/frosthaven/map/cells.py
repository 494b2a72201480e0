"""The map as a flat grid of numbered cells with flag arrays (what the solver's searches and range
searches read), and its playable hexes and closed doors as sets (what the blocking edges of sight
read).  Built once per map content (:meth:`.hexmap.HexMap.cells`, :meth:`.hexmap.HexMap.terrain`);
the numbering of the hexes alone (:class:`Grid`) is kept per set of hexes, whatever is on them
(:func:`grid_of`)."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable
from typing import TYPE_CHECKING

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.hexmap import NEGATIVE_KINDS, Hex

if TYPE_CHECKING:
    from floe_widgets.games.frosthaven.map.hexmap import HexMap


class Terrain:
    """The map's playable hexes and those of them acting as a wall (closed doors) as frozen sets: what
    :meth:`.hexmap.HexMap.blocking_edges` reads."""

    __slots__ = ("playable", "wall_like")

    def __init__(self, m: HexMap) -> None:
        by_kind: dict[str, set[Hex]] = {}
        closed = set()
        for h, o in m.overlays.items():
            by_kind.setdefault(o.kind, set()).add(h)
            if o.kind == "door" and not o.open:
                closed.add(h)
        if m.revealed is None:
            playable = m.hexes - by_kind.get("wall", set())
        else:
            playable = frozenset(h for h in m.hexes if m.is_playable(h))
        self.playable = frozenset(playable)
        self.wall_like = frozenset(closed & playable)  # plus every hex that is not playable


class Grid:
    """The numbering of a set of hexes as cells (see :class:`Cells`): plain geometry, the same for every
    map on that set of hexes, so it is kept per set (the most recent :data:`GRIDS_KEPT`) and shared.
    A hex's cell is worked out from its coordinates (:meth:`Cells.cell`), so no table maps hexes to
    cells; ``hex_at`` maps cells back to hexes."""

    __slots__ = ("q0", "r0", "stride", "origin", "size", "hex_at", "offsets", "on_map", "on_bits")

    def __init__(self, hexes: frozenset) -> None:
        # an empty set of hexes: any origin numbers no hex (no mutate)
        qs, rs = zip(*hexes) if hexes else ((0,), (0,))  # pragma: no mutate
        self.q0, self.r0 = q0, r0 = min(qs) - 1, min(rs) - 1
        self.stride = stride = max(rs) - r0 + 2
        self.size = size = (max(qs) - q0 + 2) * stride
        self.hex_at: list[Hex | None] = [None] * size
        hex_at = self.hex_at
        on_map = self.on_map = bytearray(size)
        #: hex (q, r) is cell q * stride + r - origin
        self.origin = origin = q0 * stride + r0
        for h in hexes:
            q, r = h
            i = q * stride + r - origin
            hex_at[i] = h
            on_map[i] = 1
        #: the cells of the hexes as the bits of one integer (what the maps' masks start from)
        self.on_bits = bits(on_map)
        #: the steps to the neighbours in ``hexgrid.DIRECTIONS`` order: (1, 0), (1, -1), (0, -1), ...
        self.offsets = (stride, stride - 1, -1, -stride, 1 - stride, 1)


#: how many hex sets' numberings are kept (least recently used dropped first)
GRIDS_KEPT = 16
_grids: OrderedDict[frozenset, Grid] = OrderedDict()


def grid_of(hexes: frozenset) -> Grid:
    """The numbering of ``hexes`` as cells, kept across maps of the same hexes (a layout cache)."""
    grid = _grids.get(hexes)   # pragma: no mutate (cache: a miss only recomputes)
    if grid is None:
        grid = _grids[hexes] = Grid(hexes)
        if len(_grids) > GRIDS_KEPT:  # pragma: no mutate (how many are kept: one fewer only recomputes)
            _grids.popitem(last=False)  # pragma: no mutate (a cache: which one goes only changes what is recomputed)
    else:
        _grids.move_to_end(hexes)
    return grid


def clear_grids() -> None:
    """Forget every kept numbering (benchmarks time a start with nothing known with it)."""
    _grids.clear()


class Cells:
    """The map as a flat grid: hex ``(q, r)`` is cell ``(q - q0) * stride + (r - r0)`` of a box with
    a margin of one cell, so the six neighbours of a cell are the cell plus ``offsets`` (in
    ``hexgrid.DIRECTIONS`` order) and cell numbers sort like the hexes.  Flags are bytearrays."""

    __slots__ = ("stride", "q0", "r0", "origin", "hex_at", "hexes", "offsets", "size", "open", "playable",
                 "difficult", "negative", "icy", "locked", "thin", "enter", "enter_character", "links",
                 "obstacle", "objective", "step_character", "points", "_step_masks", "thin_sides", "_masks",
                 "_thin_masks", "_entry_kinds")

    def __init__(self, m: HexMap) -> None:
        grid = grid_of(m.hexes)
        self.q0, self.r0, self.stride, self.size, self.origin = grid.q0, grid.r0, grid.stride, grid.size, grid.origin
        self.hexes, self.hex_at, self.offsets = m.hexes, grid.hex_at, grid.offsets
        size, cell = grid.size, self.cell
        # one pass over the overlays sorts the hexes by kind (a flag array per kind)
        if m.revealed is None:
            playable = bytearray(grid.on_map)
        else:
            playable = bytearray(size)
            for i, h in enumerate(grid.hex_at):
                if h is not None:
                    playable[i] = m.is_revealed(h)
        # the flag arrays made from ``playable`` lose the cells the overlays take from them
        is_open, enter = bytearray(playable), bytearray(playable)
        step_character, enter_character = bytearray(playable), bytearray(playable)
        kinds = {"obstacle": bytearray(size), "objective": bytearray(size), "difficult": bytearray(size),
                 "icy": bytearray(size)}
        negative, locked = bytearray(size), bytearray(size)
        # the same flags as the bits of one integer each, for the masks (:meth:`mask`)
        kind_bits = dict.fromkeys(kinds, 0)
        wall_bits = closed_bits = locked_bits = negative_bits = 0
        for h, o in m.overlays.items():
            i = cell(h)
            if i is None:
                continue
            kind, bit = o.kind, 1 << i
            if kind in kinds:
                kinds[kind][i] = 1
                kind_bits[kind] |= bit
                if kind == "obstacle" or kind == "objective":
                    enter[i] = enter_character[i] = 0
            elif kind == "wall":
                playable[i] = is_open[i] = enter[i] = step_character[i] = enter_character[i] = 0
                wall_bits |= bit
            elif kind == "door" and not o.open:
                is_open[i] = enter[i] = 0
                closed_bits |= bit
                if o.locked:
                    locked[i] = 1
                    step_character[i] = enter_character[i] = 0
                    locked_bits |= bit
            if kind in NEGATIVE_KINDS or o.negative:
                negative[i] = 1
                negative_bits |= bit
        self.playable = playable
        self.obstacle, self.objective = kinds["obstacle"], kinds["objective"]
        self.difficult, self.icy = kinds["difficult"], kinds["icy"]
        #: movement points to enter each cell: 2 in difficult terrain, else 1 (FH-TERR-2)
        self.points = self.difficult.translate(_POINTS)
        self.negative = negative
        self.locked = locked
        #: playable and not a closed door: what range, sight and a non-character's steps use
        self.open = is_open
        #: cells a normal step may enter (FH-TERR-1, FH-TERR-7, FH-HEX-7): open and not an obstacle
        #: or objective; a character may also enter an unlocked closed door
        self.enter = enter
        #: cells a jump or flight may pass into: a character also into an unlocked closed door
        self.step_character = step_character
        self.enter_character = enter_character
        #: ``6 * cell + direction`` for every thin wall side
        self.thin = _NO_THIN_WALLS
        if m.walls:   # (without thin walls the set below is empty: none is built)
            self.thin = frozenset(cell(a) * 6 + hexgrid.DIRECTIONS.index((b[0] - a[0], b[1] - a[1]))
                                  for w in m.walls for a, b in [tuple(w)] for a, b in ((a, b), (b, a))
                                  if a in m.hexes and b in m.hexes)
        #: per cell, the directions with a thin wall on that side as the bits of one byte (0: none)
        self.thin_sides = thin_sides = bytearray(size)
        for x in self.thin:
            thin_sides[x // 6] |= 1 << (x % 6)
        #: cell -> linked cells (FH-HEX-8)
        self.links: dict[int, list[int]] = {}
        for link in m.links:
            a, b = tuple(link)
            if a in m.hexes and b in m.hexes:
                self.links.setdefault(cell(a), []).append(cell(b))
                self.links.setdefault(cell(b), []).append(cell(a))
        self._step_masks: tuple[tuple[int, int], ...] | None = None
        # the masks of the flag arrays above, combined as the arrays are
        is_playable = grid.on_bits & ~wall_bits if m.revealed is None else bits(playable)
        is_blocked = kind_bits["obstacle"] | kind_bits["objective"]
        is_open = is_playable & ~closed_bits
        self._masks: dict[str, int] = {
            "playable": is_playable, "open": is_open, "enter": is_open & ~is_blocked,
            "enter_character": is_playable & ~locked_bits & ~is_blocked, "negative": negative_bits,
            "difficult": kind_bits["difficult"], "icy": kind_bits["icy"]}
        self._thin_masks: tuple[int, ...] | None = None
        self._entry_kinds: dict[bool, tuple[tuple[int, int, int], ...]] = {}

    def cell(self, h: Hex) -> int | None:
        """The cell of hex ``h`` (``(q - q0) * stride + (r - r0)``, i.e. ``q * stride + r - origin``); None when
        ``h`` is not on the map."""
        if h in self.hexes:
            return h[0] * self.stride + h[1] - self.origin
        return None

    def mask(self, name: str) -> int:
        """The flag array ``name`` (``playable``, ``open``, ``enter``, ``enter_character``, ``negative``,
        ``difficult``, ``icy``: the ones the searches read) as the bits of one integer."""
        return self._masks[name]

    def thin_masks(self) -> tuple[int, ...]:
        """Per direction, the cells with a thin wall on that side, as the bits of one integer (kept)."""
        if self._thin_masks is None:
            thin = [0] * 6   # pragma: no mutate (bit 0, cell 0, is the margin's corner: never a hex)
            for x in self.thin:
                thin[x % 6] |= 1 << (x // 6)
            self._thin_masks = tuple(thin)
        return self._thin_masks

    def entry_kinds(self, shortest_first: bool) -> tuple[tuple[int, int], ...]:
        """``(key, cells)``: what entering each of the ``cells`` adds to a search's key, ``(negatives,
        points)`` or, ``shortest_first``, ``(points, negatives)`` (FH-FOCUS-5, FH-TERR-2), packed as one
        number (:func:`packed`); kept, as every search of the map reads them."""
        found = self._entry_kinds.get(shortest_first)   # pragma: no mutate (cache: a miss only recomputes)
        if found is None:
            masks = self._masks
            playable, negative, difficult = masks["playable"], masks["negative"], masks["difficult"]
            kinds = (((0, 1), playable & ~negative & ~difficult), ((0, 2), playable & ~negative & difficult),
                     ((1, 1), playable & negative & ~difficult), ((1, 2), playable & negative & difficult))
            found = self._entry_kinds[shortest_first] = tuple([(packed(b, a) if shortest_first else packed(a, b), cells)
                                                               for (a, b), cells in kinds if cells])
        return found

    def step_masks(self) -> tuple[tuple[int, int], ...]:
        """``(offset, cells)`` per direction: the cells (as the bits of an integer) whose neighbour
        that way is adjacent to them (FH-HEX-4); what the breadth-first searches of range shift."""
        if self._step_masks is None:
            is_open = self.mask("open")
            t1, t2, t3, t4, t5, t6 = self.thin_masks()
            # the six offsets are +stride, +stride - 1, -1, -stride, 1 - stride, +1 (Grid)
            o1, o2, o3, o4, o5, o6 = self.offsets
            self._step_masks = ((o1, is_open & is_open >> o1 & ~t1), (o2, is_open & is_open >> o2 & ~t2),
                                (o3, is_open & is_open << -o3 & ~t3), (o4, is_open & is_open << -o4 & ~t4),
                                (o5, is_open & is_open << -o5 & ~t5), (o6, is_open & is_open >> o6 & ~t6))
        return self._step_masks

    def adjacent(self, i: int) -> list[int]:
        """Cells adjacent to cell ``i`` (FH-HEX-4): both open, no thin wall between."""
        is_open = self.open
        if not is_open[i]:
            return []
        walled = self.thin_sides[i]
        if walled:
            return [i + off for d, off in enumerate(self.offsets) if is_open[i + off] and not walled >> d & 1]
        a, b, d, e, f, g = self.offsets
        return [j for j in (i + a, i + b, i + d, i + e, i + f, i + g) if is_open[j]]

    def adjacent_pair(self, i: int, j: int) -> bool:
        """Cells ``i`` and ``j`` are adjacent (FH-HEX-4): neighbours, both open, no thin wall between
        (``j`` is among :meth:`adjacent` of ``i``, without listing them)."""
        # a shortcut of range and sight: a wrong False only sends them to their searches, which answer alike
        step = j - i   # pragma: no mutate
        offsets = self.offsets
        if step not in offsets or not (self.open[i] and self.open[j]):
            return False
        return not self.thin_sides[i] >> offsets.index(step) & 1


#: a search's key ``(k0, k1)`` is one number, ``k0 * 2**KEY_SHIFT + k1``: keys compare, add and hash
#: as numbers, as the pairs would (``k1``, movement points or negative hexes, is never near 2**32)
KEY_SHIFT = 32
KEY_LOW = (1 << KEY_SHIFT) - 1


def packed(k0: int, k1: int) -> int:
    """The key ``(k0, k1)`` as one number."""
    return (k0 << KEY_SHIFT) + k1


def unpacked(key: int) -> tuple[int, int]:
    """The key ``(k0, k1)`` of :func:`packed`."""
    return key >> KEY_SHIFT, key & KEY_LOW


_NO_THIN_WALLS: frozenset[int] = frozenset()
_BIT_DIGITS = bytes.maketrans(b"\x00\x01", b"01")
_POINTS = bytes.maketrans(b"\x00\x01", b"\x01\x02")


def bits(flags: bytearray) -> int:
    """The cells set in a 0/1 flag array as the bits of one integer (cell ``i`` is bit ``i``)."""
    return int(flags.translate(_BIT_DIGITS)[::-1] or b"0", 2)


def cells_of(bits: int) -> list[int]:
    """The cells set in ``bits`` (cell ``i`` is bit ``i``), in order."""
    out = []
    while bits:
        low = bits & -bits
        out.append(low.bit_length() - 1)
        bits ^= low
    return out


def cell_set(c: Cells, hexes: Iterable[Hex]) -> set[int]:
    """The cells of ``hexes`` on the map."""
    cell, on_map = c.cell, c.hexes
    return {cell(h) for h in hexes if h in on_map}


def cell_bits(c: Cells, hexes: Iterable[Hex]) -> int:
    """The cells of ``hexes`` on the map as the bits of one integer."""
    out = 0
    on_map, stride, origin = c.hexes, c.stride, c.origin   # Cells.cell, worked out inline
    for h in hexes:
        if h in on_map:
            out |= 1 << (h[0] * stride + h[1] - origin)
    return out
