"""The live map of a scenario: the fixed :class:`scenario.Board` plus what changed in the state
(open doors, revealed rooms, sprung traps, overlays created or destroyed), as a :class:`hexmap.HexMap`
for range and line of sight, and the path searches used by characters and automated figures."""

from __future__ import annotations

import heapq
from functools import lru_cache

from floe_widgets.core import hexgrid

from .hexmap import HexMap, Overlay
from .scenario import Board
from .state import FHState, Figure

Hex = tuple[int, int]


@lru_cache(maxsize=256)
def _hexmap(b: Board, open_doors: tuple[Hex, ...], revealed: tuple[int, ...], traps: tuple[Hex, ...],
            changes: tuple[tuple[Hex, str], ...] = ()) -> HexMap:
    overlays: dict[Hex, Overlay | str] = {}
    for h in b.obstacles:
        overlays[h] = "obstacle"
    for h in b.hazards:
        overlays[h] = "hazardous"
    for h in b.icy:
        overlays[h] = "icy"
    for h in b.difficult:
        overlays[h] = "difficult"
    for h, kind in changes:   # overlays created or destroyed in play (FH-TILES-MANIP-1)
        if kind:
            overlays[h] = kind
        else:
            overlays.pop(h, None)
    for h in traps:
        overlays[h] = "trap"
    for h in b.doors:
        overlays[h] = Overlay("door", open=h in open_doors)
    rooms: dict[str, list[Hex]] = {}
    for h, room in b.rooms.items():
        if room:
            rooms.setdefault(str(room), []).append(h)
    return HexMap(b.rooms.keys(), overlays=overlays, rooms=rooms, revealed=[str(r) for r in revealed])


def hexmap(b: Board, s: FHState) -> HexMap:
    return _hexmap(b, tuple(sorted(s.open_doors)), tuple(sorted(s.revealed_rooms)), tuple(sorted(s.traps)),
                   tuple(sorted((tuple(h), k) for h, k in s.overlay_changes.items())))


def los(m: HexMap, a: Hex, b: Hex) -> bool:
    """Line of sight (FH-LOS-LINE-1): the map engineer's exact test when present."""
    if a == b:
        return True
    try:
        return m.los(a, b)
    except ImportError:
        return _centre_los(m, a, b)


def _centre_los(m: HexMap, a: Hex, b: Hex) -> bool:
    """Fallback: a centre-to-centre line nudged either way that crosses no wall hex or closed door."""
    for eps in (1e-6, -1e-6):
        n = hexgrid.distance(a, b)
        ok = True
        for i in range(1, n):
            t = i / n
            q = a[0] + eps + (b[0] - a[0]) * t
            r = a[1] + eps + (b[1] - a[1]) * t
            h = hexgrid._round(q, r)
            if m.acts_as_wall(h):
                ok = False
                break
        if ok:
            return True
    return False


def rng(m: HexMap, a: Hex, b: Hex) -> float:
    """Range counted around walls (FH-RANGE-COUNT-1)."""
    return m.range(a, b)


def occupants(s: FHState) -> dict[Hex, Figure]:
    return {f.hex: f for f in s.figures}


def side(f: Figure) -> int:
    """0 = characters and their summons; 1 = monsters and objectives (FH-TARGET-SIDE-1)."""
    return 0 if f.kind in ("character", "summon") else 1


def enemies(a: Figure, b: Figure) -> bool:
    return side(a) != side(b)


def reachable(b: Board, s: FHState, fig: Figure, points: int, mode: str = "normal",
              character: bool = False) -> dict[Hex, tuple[tuple[int, int], list[Hex]]]:
    """Every legal end hex within ``points`` movement points, with its best cost (negative hexes
    entered, points) and the hexes entered on that path (FH-MOVE-POINTS-1, FH-MOVE-PASS-1).

    ``mode``: normal (difficult terrain costs 2, icy hexes slide -- FH-OVERLAY-ICY-1), jump
    (cost = range; only the landing hex counts, FH-JUMP-PATH-1) or fly. Monsters and summons never
    pass closed doors; a character may end its step on one (it opens, FH-OVERLAY-DOOR-1)."""
    m = hexmap(b, s)
    occ = occupants(s)
    start = fig.hex
    out: dict[Hex, tuple[tuple[int, int], list[Hex]]] = {}

    def can_end(h: Hex) -> bool:
        other = occ.get(h)
        if other is not None and other.fid != fig.fid:
            return False
        return mode == "fly" or not m.is_obstacle(h)

    if mode in ("jump", "fly"):
        for h, d in m.ranges_from(start).items():
            if 0 < d <= points and can_end(h):
                neg = 1 if mode == "jump" and m.is_negative(h) else 0
                out[h] = ((neg, d), [h])
        return out

    def passable(h: Hex) -> bool:
        other = occ.get(h)
        if other is not None and other.fid != fig.fid:
            if enemies(fig, other) and not ("invisible" in other.conditions and fig.kind == "monster"):
                return False
            if other.kind == "objective":
                return False
        return not m.is_obstacle(h)

    best: dict[Hex, tuple[int, int]] = {start: (0, 0)}
    path: dict[Hex, list[Hex]] = {start: []}
    heap = [(0, 0, start)]
    while heap:
        neg, mp, h = heapq.heappop(heap)
        if best.get(h) != (neg, mp):
            continue
        if h != start and can_end(h):
            out[h] = ((neg, mp), path[h])
        if character and m.is_closed_door(h):
            continue   # the door opens when entered; the move goes on from there in a later step
        for n in hexgrid.neighbours(h):
            if not m.can_step(h, n, character=character) or not passable(n):
                continue
            cost = mp + (2 if m.is_difficult(n) else 1)
            if cost > points:
                continue
            entered = [n]
            nneg = neg + (1 if m.is_negative(n) else 0)
            cur = n
            d = hexgrid.sub(n, h)
            while m.is_icy(cur):   # FH-TERR-5: slide on in the same direction, for free
                nxt = hexgrid.add(cur, d)
                if (not m.can_step(cur, nxt) or m.is_closed_door(nxt) or nxt in occ and occ[nxt].fid != fig.fid
                        or m.is_obstacle(nxt)):
                    break
                cur = nxt
                entered.append(cur)
                nneg += 1 if m.is_negative(cur) else 0
            key = (nneg, cost)
            if cur not in best or key < best[cur]:
                best[cur] = key
                path[cur] = path[h] + entered
                heapq.heappush(heap, (nneg, cost, cur))
    return out


def teleport_hexes(b: Board, s: FHState, fig: Figure, distance: int) -> list[Hex]:
    """FH-TELEPORT-PLACE-1 (FH-MOVE-6 Choice: hex distance): valid end hexes, closed doors included."""
    m = hexmap(b, s)
    occ = occupants(s)
    out = []
    for h in b.rooms:
        if h == fig.hex or h in occ or hexgrid.distance(fig.hex, h) > distance:
            continue
        if m.is_closed_door(h) or (m.is_playable(h) and not m.is_obstacle(h)):
            out.append(h)
    return sorted(out)


def forced_ends(b: Board, s: FHState, source: Hex, target: Figure, distance: int, pull: bool) -> dict[Hex, list[Hex]]:
    """End hexes of a push (each hex farther from ``source``) or pull (each closer), with their
    paths (FH-FORCED-PUSHPULL-1); never into a closed door (FH-OVERLAY-DOOR-2), obstacles or enemies."""
    m = hexmap(b, s)
    occ = occupants(s)
    out: dict[Hex, list[Hex]] = {}
    frontier = [(target.hex, [])]
    for _ in range(distance):
        nxt_frontier = []
        for h, p in frontier:
            here = m.range(source, h)
            for n in hexgrid.neighbours(h):
                if not m.adjacent(h, n) or m.is_obstacle(n):
                    continue
                there = m.range(source, n)
                if (pull and not there < here) or (not pull and not there > here):
                    continue
                other = occ.get(n)
                blocked = other is not None and (enemies(other, target) or other.kind == "objective")
                if blocked and other.fid != target.fid:
                    continue
                np = p + [n]
                cur = n
                d = hexgrid.sub(n, h)
                while m.is_icy(cur):   # FH-MOVE-7 Choice: a slide is free and the push goes on from there
                    nxt = hexgrid.add(cur, d)
                    if (not m.adjacent(cur, nxt) or m.is_obstacle(nxt)
                            or (nxt in occ and occ[nxt].fid != target.fid)):
                        break
                    cur = nxt
                    np = np + [cur]
                if occ.get(cur) is None or occ[cur].fid == target.fid:
                    if cur not in out:
                        out[cur] = np
                nxt_frontier.append((cur, np))
        frontier = nxt_frontier
    return out
