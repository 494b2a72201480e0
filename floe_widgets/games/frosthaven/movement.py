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
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.hexmap import Hex, HexMap

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


def _step_targets(m: HexMap, h: Hex, character: bool) -> tuple[Hex, ...]:
    """Neighbours one normal step can enter, ignoring figures (cached per map)."""
    key = ("steps", h, character)
    cache = m._cache
    if key not in cache:
        if character:
            out = tuple(n for n in hexgrid.neighbours(h) if m.can_step(h, n, character=True))
        else:
            out = m.open_neighbours(h)
        cache[key] = tuple(n for n in out if not m.is_obstacle(n) and not m.is_objective(n))
    return cache[key]


def _normal_steps(m: HexMap, mover: Mover, h: Hex):
    """(resting hex, extra neg, points, hexes passed, negatives) for every step out of ``h``."""
    if m.is_closed_door(h) and not mover.character:
        return
    blocking = mover.blocking
    for n in _step_targets(m, h, mover.character):
        if n in blocking:
            continue
        pts = 2 if m.is_difficult(n) else 1  # FH-TERR-2
        if m.is_icy(n):
            passed = (n, *slide(m, mover, h, n))
        else:
            passed = (n,)
        negs = tuple(x for x in passed if _triggers(m, x))
        yield passed[-1], len(negs), pts, passed, negs
    for n in m.linked(h):
        if n in blocking or not m.is_playable(n) or m.acts_as_wall(n) or m.is_obstacle(n):
            continue
        negs = (n,) if _triggers(m, n) else ()
        yield n, len(negs), 2 if m.is_difficult(n) else 1, (n,), negs


def step_table(m: HexMap, character: bool) -> dict[Hex, tuple[tuple[Hex, int, bool, bool], ...]]:
    """Per hex (filled on first use, kept per map): ``(neighbour, points, negative, icy)`` for each
    neighbour one normal step can enter, ignoring figures (FH-MOVE-1, FH-TERR-1/2/5).  Read it
    through :func:`steps_from`."""
    key = ("step-table", character)
    table = m._cache.get(key)
    if table is None:
        table = m._cache[key] = {}
    return table


def steps_from(m: HexMap, h: Hex, character: bool, table: dict) -> tuple[tuple[Hex, int, bool, bool], ...]:
    """The entry of :func:`step_table` for ``h``.  A closed door is left only by a character
    (FH-HEX-7)."""
    out = table.get(h)
    if out is None:
        t = m.terrain()
        if h not in t.playable or (h in t.closed_door and not character):
            out = ()
        else:
            targets = _step_targets(m, h, True) if character else m.open_neighbours(h)
            out = tuple((n, 2 if n in t.difficult else 1, n in t.negative, n in t.icy)
                        for n in targets if n not in t.blocked_step)
        table[h] = out
    return out


def resting_costs(m: HexMap, mover: Mover, *, shortest_first: bool = False) -> dict[Hex, tuple]:
    """:func:`all_resting` as plain tuples ``(neg, mp, path, negatives, steps)`` per hex.

    Dijkstra over resting hexes.  Among equally cheap ways to a hex the least ``(path, negatives,
    steps)`` is kept, so the path found never depends on the order neighbours are tried."""
    start, character = mover.hex, mover.character
    table = step_table(m, character)
    t = m.terrain()
    negative = t.negative
    blocking = mover.blocking
    links = bool(m.links)
    best: dict[Hex, tuple] = {}
    # the best way known so far to each hex not yet settled: (k0, k1, path, negatives, steps)
    way: dict[Hex, tuple] = {start: (0, 0, (start,), (), ())}
    heap = [(0, 0, start)]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        k0, k1, h = pop(heap)
        if h in best:
            continue
        _, _, path, negs, steps = way.pop(h)
        neg, mp = (k1, k0) if shortest_first else (k0, k1)
        best[h] = (neg, mp, path, negs, steps)
        moves = steps_from(m, h, character, table)
        if links and moves:
            moves = moves + tuple((n, 2 if n in t.difficult else 1, n in negative, False)
                                  for n in m.linked(h) if t.open(n) and n not in t.obstacle)
        for n, pts, is_neg, icy in moves:
            if n in blocking:
                continue
            if icy:
                passed = (n, *slide(m, mover, h, n))
                nn = tuple(x for x in passed if x in negative)
                nxt = passed[-1]
            else:
                passed = (n,)
                nn = passed if is_neg else ()
                nxt = n
            if nxt in best:
                continue
            c0, c1 = (mp + pts, neg + len(nn)) if shortest_first else (neg + len(nn), mp + pts)
            old = way.get(nxt)
            if old is not None and (c0, c1) > (old[0], old[1]):
                continue
            new = (c0, c1, path + passed, negs + nn, steps + (n,))
            if old is None or new < old:
                if old is None or (c0, c1) != (old[0], old[1]):
                    push(heap, (c0, c1, nxt))
                way[nxt] = new
    return best


def safest_costs(m: HexMap, mover: Mover) -> dict[Hex, tuple]:
    """``reachable(m, mover, prefer="safe")`` with unlimited points, as plain tuples
    ``(neg, mp, path, negatives, steps)`` per legal end hex (what the monster AI reads)."""
    if mover.mode != NORMAL:
        return {h: (r.neg, r.mp, r.path, r.negatives, r.steps) for h, r in reachable(m, mover).items()}
    t = m.terrain()
    start, occupied = mover.hex, mover.occupied
    out = {}
    for h, r in resting_costs(m, mover).items():
        if h != start:
            if h not in t.playable or h in occupied or h in t.objective or h in t.obstacle:
                continue
            if h in t.closed_door and not (mover.character and h not in t.locked_door):
                continue
        out[h] = r
    return out


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
    key = ("reverse-graph", mover.character, mover.occupied, mover.blocking)
    cache = m._cache
    if key not in cache:
        cache[key] = _reverse_graph(m, mover)
    rev = cache[key]
    best: dict[Hex, tuple[int, int]] = {}
    heap = [(0, 0, g) for g in sorted(set(goals))]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        neg, mp, h = pop(heap)
        if h in best:
            continue
        best[h] = (neg, mp)
        for prev, dn, pts in rev.get(h, ()):
            if prev not in best:
                push(heap, (neg + dn, mp + pts, prev))
    return best


def _reverse_graph(m: HexMap, mover: Mover) -> dict[Hex, list[tuple[Hex, int, int]]]:
    """``{resting hex: [(hex stepped from, negatives, points), ...]}`` for normal steps."""
    rev: dict[Hex, list[tuple[Hex, int, int]]] = {}
    if m.links:
        for h in m.hexes:
            if m.is_playable(h):
                for nxt, dn, pts, _passed, _negs in _normal_steps(m, mover, h):
                    rev.setdefault(nxt, []).append((h, dn, pts))
        return rev
    t = m.terrain()
    negative, blocking = t.negative, mover.blocking
    table = step_table(m, mover.character)
    for h in t.playable:
        for n, pts, is_neg, icy in steps_from(m, h, mover.character, table):
            if n in blocking:
                continue
            if icy:
                passed = (n, *slide(m, mover, h, n))
                rev.setdefault(passed[-1], []).append((h, sum(x in negative for x in passed), pts))
            else:
                rev.setdefault(n, []).append((h, int(is_neg), pts))
    return rev


def _bfs_paths(m: HexMap, mover: Mover) -> dict[Hex, tuple[Hex, ...]]:
    """Shortest chains of steps ignoring figures and terrain (jump / flying, FH-MOVE-4/5)."""
    start = mover.hex
    paths = {start: (start,)}
    todo = deque([start])
    while todo:
        h = todo.popleft()
        if m.is_closed_door(h) and h != start:
            continue  # a character may land on a closed door but not pass it
        for n in hexgrid.neighbours(h):
            if n not in paths and m.can_step(h, n, character=mover.character):
                paths[n] = paths[h] + (n,)
                todo.append(n)
    return paths


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
    for h, path in _bfs_paths(m, mover).items():
        mp = len(path) - 1
        if (points is not None and mp > points) or not is_legal_end(m, mover, h):
            continue
        negs = (h,) if mover.mode == JUMP and h != start and _triggers(m, h) else ()
        out[h] = Reach(h, len(negs), mp, path, negs, path[1:])
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
