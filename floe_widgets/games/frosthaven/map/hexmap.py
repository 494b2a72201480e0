"""The Frosthaven map: playable hexes, wall hexes, thin walls, rooms and overlay tiles.

Coordinates are axial flat-top ``(q, r)`` exactly as in :mod:`floe_widgets.core.hexgrid`
(FH-HEX-1).  A :class:`HexMap` is immutable: changes (a door opens, a trap is sprung, a room
is revealed) return a new map, so caches of range and line of sight stay valid per instance.

Vocabulary (FH-HEX-3, FH-GEN-5):

* *on the map*: listed in ``hexes``;
* *playable*: on the map, not a ``wall`` overlay, and (when rooms are given) in a revealed room
  or on a door/corridor joining one.  Everything else is a *wall hex* (including void);
* *thin wall*: a wall line on the edge between two playable neighbours;
* a *closed door* is playable but acts as a wall for everything except a character's own
  normal movement (FH-HEX-7); a *locked* door acts as a wall even for characters;
* *featureless*: no overlay other than corridor / pressure plate / open door;
  *unoccupied* and *empty* need figures and are answered by :func:`is_empty`.

Figures are not part of the map; movement and AI functions receive them separately.

Work that depends on the map alone (cell grid, ranges, line of sight per pair of hexes) is kept in
a cache shared by every map of the same content (:func:`map_cache`), so the turns of one scenario
and the tactics lab, which rebuild equal maps, reuse it; work that also depends on figures is
kept per map instance only (``_figure_cache``).  The cell grid and the hexes sorted by kind live
in :mod:`.cells`.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.ranges import RingSearch, Within

if TYPE_CHECKING:
    from floe_widgets.games.frosthaven.map.cells import Cells, Terrain

Hex = tuple[int, int]
Edge = frozenset  # frozenset({a, b}) of two neighbouring hexes

#: Every overlay kind the map understands (fh-situation/1 names plus ``treasure``).
OVERLAY_KINDS: tuple[str, ...] = (
    "obstacle", "trap", "hazardous", "difficult", "icy", "wall", "door",
    "pressure-plate", "corridor", "objective", "treasure",
)
#: Overlays that do not make a hex lose "featureless" (FH-GEN-5, FH-TERR-8, FH-TERR-6).
FEATURELESS_KINDS = frozenset({"corridor", "pressure-plate"})
#: Overlays that are negative hexes for monster focus/movement (FH-FOCUS-5).
NEGATIVE_KINDS = frozenset({"trap", "hazardous"})


@dataclass(frozen=True)
class Overlay:
    """One overlay tile on one hex.

    ``open``/``locked``: doors only.  ``reveals``: room ids a door reveals when opened.
    ``negative``: a scenario-specific harmful overlay counted as a negative hex (FH-FOCUS-5 Choice).
    ``effects``: traps only, e.g. ``("damage", "poison")`` (FH-TERR-4).
    """

    kind: str
    open: bool = False
    locked: bool = False
    reveals: tuple[str, ...] = ()
    negative: bool = False
    effects: tuple[str, ...] = ("damage",)

    def __post_init__(self) -> None:
        if self.kind not in OVERLAY_KINDS:
            raise ValueError(f"unknown overlay kind {self.kind!r}; expected one of {', '.join(OVERLAY_KINDS)}")


def edge(a: Hex, b: Hex) -> frozenset:
    """The unordered edge between two neighbouring hexes (how thin walls are stored)."""
    if hexgrid.distance(a, b) != 1:
        raise ValueError(f"{a} and {b} are not neighbours")
    return frozenset((a, b))


class HexMap:
    """A scenario map.  Build with ``HexMap(hexes, walls=..., overlays=..., rooms=..., revealed=...)``.

    * ``hexes``: every hex on the map (map-tile hexes plus corridor/door hexes);
    * ``walls``: thin walls as pairs of neighbouring hexes;
    * ``overlays``: ``{hex: Overlay | kind-string}``;
    * ``rooms``: optional ``{room id: hexes}``; hexes in no room belong to every revealed area
      (doors and corridors are usually listed in no room);
    * ``revealed``: room ids already revealed (default: all);
    * ``links``: pairs of linked hexes (FH-HEX-8: adjacent for movement only).
    """

    hexes: frozenset
    walls: frozenset
    overlays: Mapping
    rooms: Mapping
    revealed: frozenset | None
    links: frozenset

    def __init__(self, hexes: Iterable[Hex], walls: Iterable[Iterable[Hex]] = (),
                 overlays: Mapping[Hex, Overlay | str] | None = None,
                 rooms: Mapping[str, Iterable[Hex]] | None = None,
                 revealed: Iterable[str] | None = None,
                 links: Iterable[Iterable[Hex]] = ()) -> None:
        hx = frozenset((int(q), int(r)) for q, r in hexes)
        ov: dict[Hex, Overlay] = {}
        for h, o in (overlays or {}).items():
            h = (int(h[0]), int(h[1]))
            ov[h] = o if isinstance(o, Overlay) else Overlay(o)
        self.hexes = hx
        self.walls = frozenset(edge(*tuple(w)) for w in walls)
        self.overlays = ov
        self.rooms = {k: frozenset(v) for k, v in (rooms or {}).items()}
        self.revealed = None if revealed is None else frozenset(revealed)
        self.links = frozenset(frozenset(map(tuple, link)) for link in links)
        self._cache = map_cache((hx, self.walls, frozenset(ov.items()),
                                 frozenset(self.rooms.items()), self.revealed, self.links))
        self._figure_cache: dict = {}
        self._cells: Cells | None = None
        hex_room: dict[Hex, str] = {}
        for rid, members in self.rooms.items():
            for h in members:
                hex_room[h] = rid
        self._room_of = hex_room

    # -- construction helpers ---------------------------------------------------------
    @classmethod
    def radius(cls, n: int, **kw) -> HexMap:
        """Every hex within distance ``n`` of (0, 0) ("H4" in the rules spec is ``radius(4)``)."""
        return cls(hexgrid.spiral((0, 0), n), **kw)

    @classmethod
    def rect(cls, width: int, height: int, **kw) -> HexMap:
        """The ``rect:W:H`` map of fh-situation/1 (even-q offset rows)."""
        return cls(rect_hexes(width, height), **kw)

    @classmethod
    def from_tiles(cls, tiles: Mapping[str, Iterable[Hex]], *, doors: Iterable[Hex] = (),
                   corridors: Iterable[Hex] = (), walls: Iterable[Iterable[Hex]] = (),
                   overlays: Mapping[Hex, Overlay | str] | None = None, revealed: Iterable[str] | None = None,
                   links: Iterable[Iterable[Hex]] = ()) -> HexMap:
        """A map made of map tiles (FH-HEX-3): each tile is a set of full hexes and a room named
        after it.  Neighbouring hexes of different tiles are separated by a wall line; door and
        corridor hexes (in no tile) join them.  A door reveals the tiles it touches."""
        tiles = {name: frozenset(map(tuple, hs)) for name, hs in tiles.items()}
        owner = {h: name for name, hs in tiles.items() for h in hs}
        thin = [tuple(w) for w in walls]
        for h, name in owner.items():
            for n in hexgrid.neighbours(h):
                if owner.get(n, name) != name and h < n:
                    thin.append((h, n))
        ov: dict[Hex, Overlay | str] = dict(overlays or {})
        for h in corridors:
            ov[tuple(h)] = "corridor"
        for h in doors:
            h = tuple(h)
            touching = sorted({owner[n] for n in hexgrid.neighbours(h) if n in owner})
            ov[h] = Overlay("door", reveals=tuple(touching))
        hexes = set(owner) | {tuple(h) for h in doors} | {tuple(h) for h in corridors}
        return cls(hexes, walls=thin, overlays=ov, rooms=tiles, revealed=revealed, links=links)

    def _evolve(self, **changes) -> HexMap:
        args = {"hexes": self.hexes, "walls": [tuple(w) for w in self.walls], "overlays": dict(self.overlays),
                "rooms": self.rooms, "revealed": self.revealed, "links": [tuple(x) for x in self.links]}
        args.update(changes)
        return HexMap(**args)

    def with_overlay(self, h: Hex, overlay: Overlay | str | None) -> HexMap:
        """A copy with ``overlay`` on ``h`` (``None`` removes the overlay, e.g. a sprung trap)."""
        ov = dict(self.overlays)
        if overlay is None:
            ov.pop(h, None)
        else:
            ov[h] = overlay if isinstance(overlay, Overlay) else Overlay(overlay)
        return self._evolve(overlays=ov)

    def with_door_opened(self, h: Hex) -> HexMap:
        """Open the (closed, unlocked) door on ``h`` and reveal the rooms it leads to (FH-HEX-7)."""
        o = self.overlays.get(h)
        if o is None or o.kind != "door":
            raise ValueError(f"no door on {h}")
        ov = dict(self.overlays)
        ov[h] = replace(o, open=True, locked=False)
        revealed = self.revealed
        if revealed is not None:
            revealed = revealed | set(o.reveals) | set(self.rooms_touching(h))
        return self._evolve(overlays=ov, revealed=revealed)

    def with_door_unlocked(self, h: Hex) -> HexMap:
        return self.with_overlay(h, replace(self.overlays[h], locked=False))

    def with_revealed(self, *room_ids: str) -> HexMap:
        return self._evolve(revealed=(self.revealed or frozenset()) | set(room_ids))

    # -- hex classification -------------------------------------------------------------
    def cells(self) -> Cells:
        """The map's hexes numbered as cells of a flat grid (cached): what the solver's searches use."""
        c = self._cells
        if c is None:
            c = self._cache.get(("cells",))
            if c is None:
                c = self._cache[("cells",)] = _cells.Cells(self)
            self._cells = c
        return c

    def terrain(self) -> Terrain:
        """The map's playable hexes and closed doors as sets, sorted once (cached; :meth:`blocking_edges`)."""
        t = self._cache.get(("terrain",))
        if t is None:
            t = self._cache[("terrain",)] = _cells.Terrain(self)
        return t

    def on_map(self, h: Hex) -> bool:
        return h in self.hexes

    def overlay(self, h: Hex) -> Overlay | None:
        return self.overlays.get(h)

    def kind(self, h: Hex) -> str | None:
        o = self.overlays.get(h)
        return o.kind if o else None

    def room_of(self, h: Hex) -> str | None:
        return self._room_of.get(h)

    def is_revealed(self, h: Hex) -> bool:
        if self.revealed is None:
            return True
        rid = self._room_of.get(h)
        return rid is None or rid in self.revealed

    def is_playable(self, h: Hex) -> bool:
        """On the map, in a revealed room, and not a wall overlay (FH-HEX-3)."""
        return h in self.hexes and self.is_revealed(h) and self.kind(h) != "wall"

    def is_wall(self, h: Hex) -> bool:
        """A wall hex: void, wall overlay, or unrevealed (FH-HEX-3 Choice)."""
        return not self.is_playable(h)

    def is_closed_door(self, h: Hex) -> bool:
        o = self.overlays.get(h)
        return o is not None and o.kind == "door" and not o.open

    def is_locked_door(self, h: Hex) -> bool:
        o = self.overlays.get(h)
        return o is not None and o.kind == "door" and o.locked and not o.open

    def is_open_door(self, h: Hex) -> bool:
        o = self.overlays.get(h)
        return o is not None and o.kind == "door" and o.open

    def acts_as_wall(self, h: Hex) -> bool:
        """A wall hex or a closed door: how range, LOS and non-character movement see it (FH-HEX-7)."""
        return self.is_wall(h) or self.is_closed_door(h)

    def is_obstacle(self, h: Hex) -> bool:
        return self.kind(h) == "obstacle"

    def is_trap(self, h: Hex) -> bool:
        return self.kind(h) == "trap"

    def is_hazardous(self, h: Hex) -> bool:
        return self.kind(h) == "hazardous"

    def is_difficult(self, h: Hex) -> bool:
        return self.kind(h) == "difficult"

    def is_icy(self, h: Hex) -> bool:
        return self.kind(h) == "icy"

    def is_pressure_plate(self, h: Hex) -> bool:
        return self.kind(h) == "pressure-plate"

    def is_objective(self, h: Hex) -> bool:
        """An objective overlay (objectives are figures, FH-TERR-7: they occupy their hex)."""
        return self.kind(h) == "objective"

    def is_negative(self, h: Hex) -> bool:
        """Trap, hazardous terrain or a scenario overlay flagged negative (FH-FOCUS-5)."""
        o = self.overlays.get(h)
        return o is not None and (o.kind in NEGATIVE_KINDS or o.negative)

    def is_featureless(self, h: Hex) -> bool:
        """No overlay tile other than a corridor, pressure plate or open door (FH-GEN-5)."""
        o = self.overlays.get(h)
        return o is None or o.kind in FEATURELESS_KINDS or (o.kind == "door" and o.open)

    # -- edges and adjacency --------------------------------------------------------------
    def has_thin_wall(self, a: Hex, b: Hex) -> bool:
        return frozenset((a, b)) in self.walls

    def is_wall_line(self, a: Hex, b: Hex) -> bool:
        """The edge between neighbours ``a`` and ``b`` is a wall line (FH-HEX-3)."""
        return self.has_thin_wall(a, b) or self.is_wall(a) != self.is_wall(b)

    def adjacent(self, a: Hex, b: Hex) -> bool:
        """Neighbours, both playable, neither a closed door, no wall line between (FH-HEX-4)."""
        return (hexgrid.distance(a, b) == 1 and not self.acts_as_wall(a) and not self.acts_as_wall(b)
                and frozenset((a, b)) not in self.walls)

    def adjacent_hexes(self, h: Hex) -> list[Hex]:
        return [n for n in hexgrid.neighbours(h) if self.adjacent(h, n)]

    def linked(self, h: Hex) -> list[Hex]:
        """Hexes linked to ``h`` (FH-HEX-8)."""
        return [next(iter(link - {h})) for link in self.links if h in link]

    def can_step(self, a: Hex, b: Hex, *, character: bool = False) -> bool:
        """One movement step from ``a`` to neighbour ``b`` is geometrically allowed (ignoring figures,
        obstacles): no wall line, ``b`` playable; a character may step into an unlocked closed door
        (FH-HEX-7, FH-MOVE-8)."""
        if hexgrid.distance(a, b) != 1 or frozenset((a, b)) in self.walls or not self.is_playable(b):
            return False
        if self.is_closed_door(b):
            return character and not self.is_locked_door(b)
        return True

    def rooms_touching(self, h: Hex) -> list[str]:
        """Room ids of the hexes next to ``h`` (what a door joins)."""
        out = []
        for n in hexgrid.neighbours(h):
            rid = self._room_of.get(n)
            if rid is not None and rid not in out and frozenset((h, n)) not in self.walls:
                out.append(rid)
        return out

    # -- range (FH-HEX-5) ----------------------------------------------------------------
    def adjacency(self) -> dict[Hex, tuple[Hex, ...]]:
        """``{hex: adjacent hexes}`` for every hex that is not a wall or closed door (cached)."""
        key = ("adjacency",)
        cache = self._cache
        if key not in cache:
            c = self.cells()
            at = c.hex_at
            cache[key] = {h: tuple(at[j] for j in c.adjacent(i)) for i, h in enumerate(at) if c.open[i]}
        return cache[key]

    def open_neighbours(self, h: Hex) -> tuple[Hex, ...]:
        """The hexes adjacent to ``h`` (FH-HEX-4), worked out on first use and kept: the same
        tuples :meth:`adjacency` lists, without building them for the whole map."""
        near = self._cache.get(("near",))   # pragma: no mutate (cache key: renamed, only a miss)
        if near is None:
            near = self._cache[("near",)] = {}   # pragma: no mutate (cache key: renamed, only a miss)
        out = near.get(h)
        if out is None:
            c = self.cells()
            i = c.cell(h)
            out = () if i is None else tuple(map(c.hex_at.__getitem__, c.adjacent(i)))
            near[h] = out
        return out

    def _ranges(self, a: Hex, limit: int | None) -> dict[Hex, int]:
        """Breadth-first search over adjacent hexes from ``a``, up to ``limit`` steps (FH-HEX-5):
        each ring of the search is a set of cells held as the bits of one integer."""
        c = self.cells()
        start = c.cell(a)
        if start is None or not c.open[start]:
            return {a: 0}
        at = c.hex_at
        out = {a: 0}
        for step, ring in self._rings(start, limit):
            while ring:
                low = ring & -ring
                out[at[low.bit_length() - 1]] = step
                ring ^= low
        return out

    def _rings(self, start: int, limit: int | None = None) -> Iterator[tuple[int, int]]:
        """The rings of a breadth-first search over adjacent hexes from cell ``start`` (FH-HEX-5), up to
        ``limit`` steps: each step and the cells first reached there, held as the bits of one integer."""
        moves = self.cells().step_masks()
        seen = frontier = 1 << start
        step = 0
        while frontier and (limit is None or step < limit):
            step += 1
            ring = 0
            for off, mask in moves:
                x = frontier & mask
                if x:
                    ring |= x << off if off > 0 else x >> -off
            frontier = ring & ~seen
            seen |= frontier
            yield step, frontier

    def ranges_from(self, a: Hex) -> dict[Hex, int]:
        """Range from ``a`` to every hex reachable by a chain of adjacent hexes (BFS, FH-HEX-5)."""
        key = ("range", a)
        cache = self._cache
        if key not in cache:
            cache[key] = self._ranges(a, None)
        return cache[key]

    def ranges_within(self, a: Hex, limit: int) -> Mapping[Hex, int]:
        """Range from ``a`` to every hex at most ``limit`` away (cached): the same numbers as
        :meth:`ranges_from`, for the near hexes only, held as the bits of the rings of one
        breadth-first search from ``a`` (shared with :meth:`range`); hexes are listed only if
        someone iterates."""
        key = ("range-within", a, limit)   # pragma: no mutate (cache key: renamed, only a miss)
        cache = self._cache
        found = cache.get(key)
        if found is None:
            search = self._ring_search(a)
            if search is not None:
                found = search.within(a, limit)
            else:   # off the map, a wall hex or a closed door: only ``a`` itself, at range 0
                c = self.cells()
                start = c.cell(a)
                found = Within(a, c, [] if start is None else [1 << start])
            cache[key] = found   # pragma: no mutate (cache: a miss only works it out again)
        return found

    def _ring_search(self, a: Hex) -> RingSearch | None:
        """The breadth-first search over adjacent hexes from ``a`` (FH-HEX-5), grown ring by ring as
        far as someone asks and kept per map; None when ``a`` is not an open hex of the map."""
        key = ("rings", a)
        cache = self._cache
        search = cache.get(key)
        if search is None:
            c = self.cells()
            start = c.cell(a)
            if start is None or not c.open[start]:
                return None
            search = cache[key] = RingSearch(start, c)
        return search

    def range(self, a: Hex, b: Hex) -> float:
        """Range counted around walls; ``math.inf`` when no chain exists (FH-HEX-5).  Symmetric,
        so a breadth-first search already made from either end is reused."""
        if a == b:
            return 0
        c = self.cells()
        i, j = c.cell(a), c.cell(b)
        if i is not None and j is not None and c.adjacent_pair(i, j):
            return 1
        cache = self._cache
        for x, y in ((a, b), (b, a)):
            full = cache.get(("range", x))   # pragma: no mutate (cache key: renamed, only a miss)
            if full is not None:
                d = full.get(y)
                return float("inf") if d is None else d
        key = ("range-pair", a, b) if a <= b else ("range-pair", b, a)
        d = cache.get(key)
        if d is None:
            if i is None or j is None or not c.open[i] or not c.open[j]:
                d = float("inf")
            else:
                # a search already grown from ``b`` answers as well as one from ``a``
                there = cache.get(("rings", b))
                d = there.distance(i) if there is not None else self._ring_search(a).distance(j)
            cache[key] = d
        return d

    # -- line of sight (FH-LOS) ----------------------------------------------------------
    def blocking_edges(self) -> frozenset:
        """Every edge that blocks line of sight: wall lines around playable hexes, thin walls,
        and all edges of closed/locked doors (FH-LOS-3), as frozensets of two neighbours."""
        key = ("blocking",)
        if key not in self._cache:
            out = set(self.walls)
            t = self.terrain()
            open_hexes = t.playable - t.wall_like
            for h in open_hexes:
                q, r = h
                for dq, dr in hexgrid.DIRECTIONS:
                    n = (q + dq, r + dr)
                    if n not in open_hexes:
                        out.add(frozenset((h, n)))
            self._cache[key] = frozenset(out)
        return self._cache[key]

    def los(self, a: Hex, b: Hex) -> bool:
        """Exact line of sight between two hexes (FH-LOS-2); see :mod:`.los`."""
        return _los.line_of_sight(self, a, b)

    def playable_hexes(self) -> list[Hex]:
        """Playable hexes sorted by ``(q, r)`` (the stable order of FH-GEN-1)."""
        return sorted(h for h in self.hexes if self.is_playable(h))


#: how many maps' caches are kept (least recently used dropped first); a scenario's turns reuse
#: one or a few (a door opens, a trap is sprung), the tactics lab one per situation shown
MAP_CACHES_KEPT = 16
_map_caches: OrderedDict = OrderedDict()


def map_cache(content: tuple) -> dict:
    """The cache of a map's content (hexes, walls, overlays, rooms, revealed rooms, links): one
    dict shared by every :class:`HexMap` built with that content."""
    cache = _map_caches.get(content)
    if cache is None:
        cache = _map_caches[content] = {}
        if len(_map_caches) > MAP_CACHES_KEPT:
            _map_caches.popitem(last=False)
    else:
        _map_caches.move_to_end(content)
    return cache


def clear_map_caches() -> None:
    """Forget every map's cached work (benchmarks time a cold start with it)."""
    _map_caches.clear()


def clear_layout_caches() -> None:
    """Forget what is kept per set of hexes, whatever is on them: the numbering of the hexes as cells
    (:func:`.cells.grid_of`), and the hull shapes of hex pairs that sight reads (:func:`.los.pair_hull`).
    With :func:`clear_map_caches`, nothing about any map is known."""
    _cells.clear_grids()
    _los.clear_hull_shapes()


def is_empty(m: HexMap, h: Hex, occupied: Iterable[Hex] = ()) -> bool:
    """Featureless and unoccupied (FH-GEN-5); tokens do not matter."""
    return m.is_playable(h) and m.is_featureless(h) and h not in set(occupied) and not m.is_objective(h)


def rect_hexes(width: int, height: int) -> list[Hex]:
    """Hexes of ``rect:W:H``: columns q = 0..W-1, H rows each, even-q offset layout."""
    return [(q, row - (q + (q & 1)) // 2) for q in range(width) for row in range(height)]


# the modules of the cell grid and of sight import this one: imported last, as modules, so that
# either may be imported first (an import inside a method would run on every call)
from floe_widgets.games.frosthaven.map import cells as _cells  # noqa: E402
from floe_widgets.games.frosthaven.map import los as _los  # noqa: E402
