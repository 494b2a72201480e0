"""Forced movement: every way a push or pull can go (FH-MOVE-7)."""

from __future__ import annotations

from dataclasses import dataclass

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap
from floe_widgets.games.frosthaven.map.mover import FLYING, Mover, is_legal_end, slide


@dataclass(frozen=True)
class Forced:
    """One way a push/pull can go: hexes entered (slides included) and the triggered ones (traps and
    hazards unless the target flies; pressure plates always, FH-TERR-6)."""

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
            # a flying target ignores traps and hazards (FH-MOVE-5) but still triggers plates (FH-TERR-6)
            trig = tuple(h for h in path[1:] if m.is_pressure_plate(h) or (not flying and m.is_negative(h)))
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
