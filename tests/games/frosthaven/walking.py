"""A step-by-step reference walk written for the tests, against which the game's searches
(:func:`~floe_widgets.games.frosthaven.map.movement.reachable`, ``within``, the monster AI's
options) are checked: a path a search returns must be walkable for its cost.  The game never
calls it; no rule is tested through it alone."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap
from floe_widgets.games.frosthaven.map.mover import JUMP, NORMAL, TELEPORT, Mover, is_legal_end, slide


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
        stepped = m.can_step(cur, n, character=mover.character)
        if not stepped and n not in m.linked(cur):
            raise ValueError(f"cannot step from {cur} to {n}: not adjacent or a wall (FH-HEX-4)")
        last = i == len(steps) - 1
        if mover.mode == NORMAL:
            if n in mover.blocking:
                raise ValueError(f"cannot pass {n}: an enemy or objective stands there (FH-MOVE-2)")
            if m.is_obstacle(n) or m.is_objective(n):
                raise ValueError(f"cannot enter {n}: obstacle (FH-TERR-1)")
            points += 2 if m.is_difficult(n) else 1
            entered.append(n)
            if stepped:  # a linked hex is entered without a direction: no slide (FH-HEX-8, FH-TERR-5)
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
