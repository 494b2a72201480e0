"""Movement on a :class:`HexMap`: normal, jump, flying and teleport moves, icy slides, and
forced movement (push / pull).  FH-MOVE-1..8, FH-TERR-1..6.

Figures are given to these functions as a :class:`Mover`: its hex, its movement mode, whether
it is a character (characters open doors, FH-HEX-7), the hexes holding *other* figures
(``occupied``: nobody ends there, slides stop there) and the hexes the mover may not pass
(``blocking``: visible enemies and objectives; allies and invisible enemies are passable,
FH-MOVE-2, FH-FOCUS-9).

Path costs are ``(neg, mp)``: negative hexes triggered (FH-FOCUS-5) and movement points.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.hexmap import Cells, Hex, HexMap

NORMAL, JUMP, FLYING, TELEPORT = "normal", "jump", "flying", "teleport"
MODES = (NORMAL, JUMP, FLYING, TELEPORT)


@dataclass(frozen=True)
class Mover:
    """Who moves, from where, and how (see module docstring)."""

    hex: Hex
    mode: str = NORMAL
    character: bool = False
    occupied: frozenset = frozenset()
    blocking: frozenset = frozenset()

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"unknown movement mode {self.mode!r}")
        object.__setattr__(self, "occupied", frozenset(self.occupied) | frozenset(self.blocking))
        object.__setattr__(self, "blocking", frozenset(self.blocking))

    def at(self, h: Hex) -> Mover:
        return replace(self, hex=h)


@dataclass(frozen=True)
class Reach:
    """The best way found to rest in ``hex``: cost ``(neg, mp)``, the hexes passed (start first,
    slide hexes included), the negative hexes triggered on the way, in order, and the hexes the
    mover chooses to step into (``steps``: what :func:`follow` takes; slides come by themselves)."""

    hex: Hex
    neg: int
    mp: int
    path: tuple[Hex, ...]
    negatives: tuple[Hex, ...] = field(default=())
    steps: tuple[Hex, ...] = field(default=())

    @property
    def cost(self) -> tuple[int, int]:
        return (self.neg, self.mp)


def is_legal_end(m: HexMap, mover: Mover, h: Hex) -> bool:
    """May the mover end its move in ``h``?  (FH-MOVE-2, FH-FOCUS-4)"""
    if h == mover.hex:
        return True
    if not m.is_playable(h) or h in mover.occupied or m.is_objective(h):
        return False
    if m.is_closed_door(h) and not (mover.character and not m.is_locked_door(h)):
        return False
    return not (m.is_obstacle(h) and mover.mode != FLYING)


def slide(m: HexMap, mover: Mover, prev: Hex, h: Hex) -> list[Hex]:
    """Hexes an icy slide adds after stepping from ``prev`` into ``h`` (FH-TERR-5); empty if none."""
    if mover.mode in (FLYING, JUMP, TELEPORT):
        return []
    d = hexgrid.sub(h, prev)
    out: list[Hex] = []
    cur = h
    while m.is_icy(cur):
        nxt = hexgrid.add(cur, d)
        if (m.has_thin_wall(cur, nxt) or m.acts_as_wall(nxt) or nxt in mover.occupied
                or m.is_obstacle(nxt) or m.is_objective(nxt)):
            break
        out.append(nxt)
        cur = nxt
        if len(out) > 200:  # a loop of ice cannot happen on a finite map, but stay safe
            break
    return out


def _triggers(m: HexMap, h: Hex) -> bool:
    return m.is_negative(h)


def _steps_out(m: HexMap, c: Cells, i: int, character: bool) -> list[tuple[int, bool]]:
    """``(cell, may slide)`` for every cell one normal step from cell ``i`` may enter, ignoring
    figures: neighbours across no thin wall (FH-HEX-4, FH-TERR-1, FH-HEX-7) and linked hexes
    (FH-HEX-8, no slide).  A closed door is left only by a character."""
    if not (c.playable[i] if character else c.open[i]):
        return []
    enter = c.enter_character if character else c.enter
    if c.thin:
        base = 6 * i
        out = [(i + off, True) for d, off in enumerate(c.offsets) if enter[i + off] and base + d not in c.thin]
    else:
        out = [(j, True) for j in [i + off for off in c.offsets] if enter[j]]
    for j in c.links.get(i, ()):
        if c.open[j] and not m.is_obstacle(c.hex_at[j]):
            out.append((j, False))
    return out


def _normal_steps(m: HexMap, mover: Mover, h: Hex) -> Iterator[tuple[Hex, int, int, tuple[Hex, ...], tuple[Hex, ...]]]:
    """``(resting hex, extra neg, points, hexes passed, negatives)`` for every normal step out of
    ``h`` (the step rule of :func:`_steps_out`, as hexes)."""
    c = m.cells()
    i = c.index.get(h)
    if i is None:
        return
    blocking = mover.blocking
    at = c.hex_at
    for j, may_slide in _steps_out(m, c, i, mover.character):
        n = at[j]
        if n in blocking:
            continue
        pts = 2 if c.difficult[j] else 1  # FH-TERR-2
        passed = (n, *slide(m, mover, h, n)) if may_slide and c.icy[j] else (n,)
        negs = tuple(x for x in passed if _triggers(m, x))
        yield passed[-1], len(negs), pts, passed, negs


def _settle(m: HexMap, mover: Mover, shortest_first: bool) -> dict[int, tuple] | None:
    """Dijkstra over resting cells: ``{cell: (neg, mp, path, negatives, steps)}`` (cells) in the
    order they are settled.  None when the mover stands off the map."""
    if mover.hex not in m.cells().index:
        return None
    return dict(_settling(m, mover, shortest_first))


def _settling(m: HexMap, mover: Mover, shortest_first: bool) -> Iterator[tuple[int, tuple]]:
    """The Dijkstra of :func:`_settle`, yielding ``(cell, (neg, mp, path, None, steps))`` as each
    cell is settled, cheapest first (then by cell, i.e. by hex), so a caller may stop early.
    ``steps`` is None when no slide happened on the map (then it is ``path[1:]``); the negative
    hexes are those of ``path[1:]`` (:func:`_spelled_out` fills both in).

    Among equally cheap ways to a cell the least path is kept, so the path never depends on the
    order neighbours are tried.  (A path fixes its negative hexes and its steps: a slide always
    goes on while it can, so the old search's ``(path, negatives, steps)`` order is the path's.)"""
    c = m.cells()
    index = c.index
    start = index[mover.hex]
    character = mover.character
    negative, difficult, icy, hex_at = c.negative, c.difficult, c.icy, c.hex_at
    any_ice = 1 in icy
    blocking = {index[h] for h in mover.blocking if h in index}
    # the steps out of each cell depend on the map alone: worked out on first use and kept
    known_steps = m._cache.setdefault(("steps-out", character), {})
    best: dict[int, tuple] = {}
    # the best way known so far to each cell not yet settled: (k0, k1, path, steps)
    way: dict[int, tuple] = {start: (0, 0, (start,), () if any_ice else None)}
    heap = [(0, 0, start)]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        k0, k1, i = pop(heap)
        if i in best:
            continue
        _, _, path, steps = way.pop(i)
        neg, mp = (k1, k0) if shortest_first else (k0, k1)
        best[i] = found = (neg, mp, path, None, steps)
        yield i, found
        out = known_steps.get(i)
        if out is None:
            out = known_steps[i] = _steps_out(m, c, i, character)
        for j, may_slide in out:
            if j in blocking:
                continue
            if may_slide and icy[j]:
                passed = (j, *(index[x] for x in slide(m, mover, hex_at[i], hex_at[j])))
                dn = sum(negative[x] for x in passed)
                nxt = passed[-1]
            else:
                passed = (j,)
                dn = negative[j]
                nxt = j
            if nxt in best:
                continue
            pts = 2 if difficult[j] else 1  # FH-TERR-2
            if shortest_first:
                c0, c1 = mp + pts, neg + dn
            else:
                c0, c1 = neg + dn, mp + pts
            old = way.get(nxt)
            if old is None:
                push(heap, (c0, c1, nxt))
            elif c0 > old[0] or (c0 == old[0] and c1 > old[1]):
                continue
            elif c0 == old[0] and c1 == old[1]:
                if not path + passed < old[2]:
                    continue
            else:
                push(heap, (c0, c1, nxt))
            way[nxt] = (c0, c1, path + passed, None if steps is None else steps + (j,))


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
    for i, raw in best.items():
        neg, mp, path, negs, steps = _spelled_out(c, raw)
        out[at[i]] = (neg, mp, tuple(at[x] for x in path), tuple(at[x] for x in negs), tuple(at[x] for x in steps))
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
        order = self._order
        while i < len(order) or self._pull():
            yield order[i]
            i += 1

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
    """``reachable(m, mover, prefer="safe")`` with unlimited points, cheapest first (what the
    monster AI reads), searched lazily."""
    c = m.cells()
    if mover.mode in (JUMP, FLYING) and mover.hex in c.index:
        return Ways(((c.hex_at[i], (neg, mp, path, (i,) if neg else (), path[1:]))
                     for neg, mp, i, path in sorted(_bfs_ends(m, mover))), c)
    if mover.mode != NORMAL:
        found = reachable(m, mover)
        order = sorted(found, key=lambda h: (found[h].neg, found[h].mp, h))
        return Ways(((h, (found[h].neg, found[h].mp, found[h].path, found[h].negatives, found[h].steps))
                     for h in order), None)
    if mover.hex not in c.index:
        return Ways(iter([(mover.hex, (0, 0, (mover.hex,), (), ()))]), None)
    return Ways(_legal_ends(m, mover, c), c)


def _legal_ends(m: HexMap, mover: Mover, c: Cells) -> Iterator[tuple[Hex, tuple]]:
    """The settled cells a normal move may end in (FH-MOVE-2, FH-FOCUS-4), as hexes."""
    at, playable, blocked, locked, is_open = c.hex_at, c.playable, c.blocked, c.locked, c.open
    start = c.index[mover.hex]
    occupied = {c.index[h] for h in mover.occupied if h in c.index}
    for i, r in _settling(m, mover, False):
        if i != start:
            if not playable[i] or i in occupied or blocked[i]:
                continue
            if not is_open[i] and not (mover.character and not locked[i]):
                continue  # a closed door: only a character ends there, if unlocked (FH-HEX-7)
        yield at[i], r


def all_resting(m: HexMap, mover: Mover, *, shortest_first: bool = False) -> dict[Hex, Reach]:
    """Best path to every hex the mover can *rest* in with unlimited points (normal mode),
    legal end or not.  Order of preference: ``(neg, mp)``, or ``(mp, neg)`` when ``shortest_first``."""
    return {h: Reach(h, *r) for h, r in resting_costs(m, mover, shortest_first=shortest_first).items()}


def costs_to(m: HexMap, mover: Mover, goal: Hex) -> dict[Hex, tuple[int, int]]:
    """Best ``(neg, mp)`` cost from every hex to ``goal`` for a normal move (the mover's own hex
    is ignored: any hex can be the start).  One reverse search instead of one search per start;
    equals ``all_resting(m, mover.at(h))[goal].cost`` for each ``h``."""
    if mover.mode != NORMAL:
        raise ValueError("costs_to is for normal movement")
    return costs_to_any(m, mover, (goal,))


def costs_to_any(m: HexMap, mover: Mover, goals: Iterable[Hex]) -> dict[Hex, tuple[int, int]]:
    """Best ``(neg, mp)`` cost from every hex to the nearest of ``goals`` for a normal move: one
    reverse search from all goals at once; equals the least of :func:`costs_to` over the goals."""
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
        # no ice: one step graph per map, and a step into a blocking figure's hex is cut below
        key = ("reverse-graph", mover.character)
        cache = m._cache
        if key not in cache:
            cache[key] = _reverse_graph(m, mover, ())
        rev = cache[key]
        blocked = {c.index[h] for h in mover.blocking if h in c.index}
    best: dict[int, tuple[int, int]] = {}
    heap = sorted((0, 0, c.index[g]) for g in set(goals) if g in c.index)
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        neg, mp, i = pop(heap)
        if i in best:
            continue
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


def _reverse_graph(m: HexMap, mover: Mover, blocking_hexes: Iterable[Hex]) -> dict[int, list[tuple[int, int, int]]]:
    """``{resting cell: [(cell stepped from, negatives, points), ...]}`` for normal steps that
    enter none of ``blocking_hexes``."""
    c = m.cells()
    character = mover.character
    negative, difficult, icy, index, hex_at = c.negative, c.difficult, c.icy, c.index, c.hex_at
    blocking = {index[h] for h in blocking_hexes if h in index}
    rev: dict[int, list[tuple[int, int, int]]] = {}
    for i in index.values():
        for j, may_slide in _steps_out(m, c, i, character):
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
    (the step count :func:`reachable` gives, FH-MOVE-4/5), by one breadth-first search backwards
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


def _bfs_ends(m: HexMap, mover: Mover) -> list[tuple[int, int, int, tuple[int, ...]]]:
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


def reachable(m: HexMap, mover: Mover, points: int | None = None, *, prefer: str = "safe") -> dict[Hex, Reach]:
    """Every legal end hex the mover can reach (within ``points`` movement points if given), with
    the best cost and a path.  ``prefer="safe"`` ranks paths by ``(neg, mp)`` (monster AI,
    FH-FOCUS-5); ``prefer="short"`` by ``(mp, neg)`` (what a character can reach this turn).

    Jump: cost = range to the landing hex, only its trap/hazard counts (FH-MOVE-4).
    Flying: cost = range, no negatives, may end on an obstacle (FH-MOVE-5).
    Teleport: any legal end hex within ``points`` hex distance, walls ignored (FH-MOVE-6)."""
    out: dict[Hex, Reach] = {}
    start = mover.hex
    if mover.mode == NORMAL:
        for h, r in all_resting(m, mover, shortest_first=(prefer == "short")).items():
            if (points is None or r.mp <= points) and is_legal_end(m, mover, h):
                out[h] = r
        return out
    if mover.mode == TELEPORT:
        for h in m.playable_hexes():
            d = hexgrid.distance(start, h)
            if (points is None or d <= points) and is_legal_end(m, mover, h):
                negs = (h,) if h != start and _triggers(m, h) else ()
                out[h] = Reach(h, len(negs), d, (start, h) if h != start else (start,), negs,
                               (h,) if h != start else ())
        return out
    at = m.cells().hex_at
    if mover.hex not in m.cells().index:
        return {start: Reach(start, 0, 0, (start,))}
    for neg, mp, i, path in _bfs_ends(m, mover):
        if points is None or mp <= points:
            hexes = tuple(at[x] for x in path)
            out[at[i]] = Reach(at[i], neg, mp, hexes, (at[i],) if neg else (), hexes[1:])
    return out


def within(m: HexMap, mover: Mover, points: int) -> dict[Hex, Reach]:
    """Every legal end hex of a move of ``points`` movement points whose figure picks its own path
    (a character, or a figure it commands): of the paths that fit in the points, the one with the
    fewest negative hexes, then the fewest points (FH-MOVE-1).  Jump, flying and teleport moves are
    those of :func:`reachable`."""
    if mover.mode != NORMAL:
        return reachable(m, mover, points)
    start = mover.hex
    # best[(hex, points spent)] = the path with the fewest negative hexes resting there
    best: dict[tuple[Hex, int], Reach] = {(start, 0): Reach(start, 0, 0, (start,))}
    for spent in range(points + 1):
        for (h, mp), r in sorted(((k, v) for k, v in best.items() if k[1] == spent), key=lambda kv: kv[0]):
            for nxt, dn, pts, passed, negs in _normal_steps(m, mover, h):
                key = (nxt, mp + pts)
                if key[1] > points:
                    continue
                old = best.get(key)
                if old is None or r.neg + dn < old.neg:
                    best[key] = Reach(nxt, r.neg + dn, mp + pts, r.path + passed, r.negatives + negs,
                                      r.steps + passed[:1])
    out: dict[Hex, Reach] = {}
    for (h, _mp), r in best.items():
        if is_legal_end(m, mover, h) and (h not in out or r.cost < out[h].cost):
            out[h] = r
    return out


@dataclass(frozen=True)
class Walk:
    """The result of following chosen steps: where the mover rests, every hex entered (slides
    included), points spent, and the hexes whose entry effects trigger (traps, hazards, plates,
    doors opened), in order."""

    final: Hex
    entered: tuple[Hex, ...]
    points: int
    triggered: tuple[Hex, ...]


def follow(m: HexMap, mover: Mover, steps: Iterable[Hex]) -> Walk:
    """Follow the hexes the mover chooses to step into (slides are added automatically).

    Raises ``ValueError`` naming the step that is not allowed.  Entry effects of jump and flying
    moves only trigger on the last hex (jump) or never (flying; pressure plates still do,
    FH-TERR-6)."""
    cur = mover.hex
    entered: list[Hex] = []
    points = 0
    steps = list(steps)
    for i, n in enumerate(steps):
        if mover.mode == TELEPORT:
            raise ValueError("teleport has no steps; use reachable(..., mode teleport)")
        if not m.can_step(cur, n, character=mover.character) and n not in m.linked(cur):
            raise ValueError(f"cannot step from {cur} to {n}: not adjacent or a wall (FH-HEX-4)")
        last = i == len(steps) - 1
        if mover.mode == NORMAL:
            if n in mover.blocking:
                raise ValueError(f"cannot pass {n}: an enemy or objective stands there (FH-MOVE-2)")
            if m.is_obstacle(n) or m.is_objective(n):
                raise ValueError(f"cannot enter {n}: obstacle (FH-TERR-1)")
            points += 2 if m.is_difficult(n) else 1
            entered.append(n)
            entered.extend(slide(m, mover, cur, n))
            cur = entered[-1]
        else:
            points += 1
            entered.append(n)
            cur = n
        if not last and m.is_closed_door(cur) and not mover.character:
            raise ValueError(f"cannot pass the closed door on {cur} (FH-HEX-7)")
    if not is_legal_end(m, mover, cur):
        raise ValueError(f"cannot end the move on {cur} (FH-MOVE-2)")
    if mover.mode == NORMAL:
        trig = [h for h in entered if m.is_negative(h) or m.is_pressure_plate(h) or m.is_closed_door(h)]
    elif mover.mode == JUMP:
        trig = [h for h in entered if m.is_pressure_plate(h)]
        if entered and (m.is_negative(cur) or m.is_closed_door(cur)) and cur not in trig:
            trig.append(cur)
    else:
        trig = [h for h in entered if m.is_pressure_plate(h)]
        if entered and m.is_closed_door(cur):
            trig.append(cur)
    return Walk(cur, tuple(entered), points, tuple(trig))


def trap_damage(level: int) -> int:
    """Damage of a trap's "damage" effect: 2 + scenario level (FH-TERR-4, FH-LEVEL-2)."""
    return 2 + level


def hazard_damage(level: int) -> int:
    """Damage of entering hazardous terrain: 1 + ceil(level / 3) (FH-TERR-3, FH-LEVEL-2)."""
    return 1 + -(-level // 3)


@dataclass(frozen=True)
class Effect:
    """One entry effect met on the way: ``kind`` is trap, hazardous, pressure-plate or door."""

    hex: Hex
    kind: str
    damage: int = 0
    conditions: tuple[str, ...] = ()


def resolve_entries(m: HexMap, triggered: Iterable[Hex], level: int) -> tuple[HexMap, list[Effect]]:
    """Apply the entry effects of the hexes a move or push triggered, in order: traps spring once
    and leave the map (FH-TERR-4), hazardous terrain hurts on every entry (FH-TERR-3), plates
    report their hex (FH-TERR-6), closed doors open and reveal their rooms (FH-HEX-7).
    Returns the changed map and the effects for the scenario engine to apply to the figure."""
    effects: list[Effect] = []
    for h in triggered:
        o = m.overlay(h)
        if o is None:
            continue
        if o.kind == "trap":
            dmg = trap_damage(level) if "damage" in o.effects else 0
            effects.append(Effect(h, "trap", dmg, tuple(e for e in o.effects if e != "damage")))
            m = m.with_overlay(h, None)
        elif o.kind == "hazardous":
            effects.append(Effect(h, "hazardous", hazard_damage(level)))
        elif o.kind == "pressure-plate":
            effects.append(Effect(h, "pressure-plate"))
        elif o.kind == "door" and not o.open:
            effects.append(Effect(h, "door"))
            m = m.with_door_opened(h)
        elif o.negative:
            effects.append(Effect(h, o.kind))
    return m, effects


# -- forced movement (FH-MOVE-7) --------------------------------------------------------------
@dataclass(frozen=True)
class Forced:
    """One way a push/pull can go: hexes entered (slides included) and the triggered ones."""

    final: Hex
    path: tuple[Hex, ...]
    steps: int
    triggered: tuple[Hex, ...]


def forced_moves(m: HexMap, source: Hex, target: Mover, distance: int, kind: str = "push", *,
                 full: bool = False) -> list[Forced]:
    """Every way to push (``kind="push"``) or pull the target up to ``distance`` hexes away from /
    toward ``source`` (FH-MOVE-7).  Each step must increase (push) or decrease (pull) the range
    to the source; difficult terrain is ignored; closed doors can never be entered; icy slides are
    free and need not change the range (Choice).  The target may pass its allies but must end in
    an unoccupied hex.  ``full=True`` (a monster pushes/pulls): keep only the moves of the
    greatest possible length — the full distance if at all possible.  Not moving at all is
    included (as the only option when no step is possible).  Sorted by final hex."""
    if kind not in ("push", "pull"):
        raise ValueError("kind must be 'push' or 'pull'")
    flying = target.mode == FLYING
    results: dict[tuple, Forced] = {}

    def rng(h: Hex) -> float:
        return m.range(source, h)

    def extend(cur: Hex, path: tuple[Hex, ...], steps: int) -> None:
        if is_legal_end(m, target, cur):
            trig = tuple(h for h in path[1:] if not flying and (m.is_negative(h) or m.is_pressure_plate(h)))
            key = (cur, steps, trig)
            if key not in results:
                results[key] = Forced(cur, path, steps, trig)
        if steps == distance:
            return
        for n in hexgrid.neighbours(cur):
            if not m.can_step(cur, n) or m.is_closed_door(n) or n in target.blocking or m.is_objective(n):
                continue
            if m.is_obstacle(n) and not flying:
                continue
            closer = rng(n) < rng(cur)
            if (kind == "push" and (rng(n) <= rng(cur))) or (kind == "pull" and not closer):
                continue
            passed = (n,) if flying else (n, *slide(m, target, cur, n))
            extend(passed[-1], path + passed, steps + 1)

    extend(target.hex, (target.hex,), 0)
    out = list(results.values())
    if full and out:
        longest = max(f.steps for f in out)
        out = [f for f in out if f.steps == longest]
    return sorted(out, key=lambda f: (f.final, f.steps, f.path))
