"""Movement on a :class:`HexMap`: what a move can reach (normal, jump, flying and teleport moves,
icy slides, FH-MOVE-1..8, FH-TERR-1..6).

The mover and the step rule are in :mod:`.mover`, the searches in :mod:`.searches`, entry
effects in :mod:`.entries` and forced movement in :mod:`.forced`.
"""

from __future__ import annotations

from collections.abc import Iterator

from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap
from floe_widgets.games.frosthaven.map.mover import (
    FLYING,
    JUMP,
    MODES,
    NORMAL,
    TELEPORT,
    Mover,
    Reach,
    is_legal_end,
    slide,
    steps_out,
    triggers,
)
from floe_widgets.games.frosthaven.map.searches import bfs_ends, resting_costs, teleport_ends

__all__ = ["FLYING", "JUMP", "MODES", "NORMAL", "TELEPORT", "Mover", "Reach", "all_resting", "is_legal_end",
           "reachable", "slide", "within"]


def _normal_steps(m: HexMap, mover: Mover, h: Hex) -> Iterator[tuple[Hex, int, int, tuple[Hex, ...], tuple[Hex, ...]]]:
    """``(resting hex, extra neg, points, hexes passed, negatives)`` for every normal step out of
    ``h`` (the step rule of :func:`.mover.steps_out`, as hexes)."""
    c = m.cells()
    i = c.cell(h)
    if i is None:
        return
    blocking = mover.blocking
    at = c.hex_at
    for j, may_slide in steps_out(m, c, i, mover.character):
        n = at[j]
        if n in blocking:
            continue
        pts = 2 if c.difficult[j] else 1  # FH-TERR-2
        passed = (n, *slide(m, mover, h, n)) if may_slide and c.icy[j] else (n,)
        negs = tuple(x for x in passed if triggers(m, x))
        yield passed[-1], len(negs), pts, passed, negs

def all_resting(m: HexMap, mover: Mover, *, shortest_first: bool = False) -> dict[Hex, Reach]:
    """Best path to every hex the mover can *rest* in with unlimited points (normal mode),
    legal end or not.  Order of preference: ``(neg, mp)``, or ``(mp, neg)`` when ``shortest_first``."""
    return {h: Reach(h, *r) for h, r in resting_costs(m, mover, shortest_first=shortest_first).items()}

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
        return teleport_ends(m, mover, points)
    at = m.cells().hex_at
    if m.cells().cell(mover.hex) is None:
        return {start: Reach(start, 0, 0, (start,))}
    for neg, mp, i, path in bfs_ends(m, mover):
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
