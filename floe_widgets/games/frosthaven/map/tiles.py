"""Manipulating overlay tiles during a scenario (FH-TILES-MANIP-1): add, remove or move an overlay,
refused when the result would cut a part of the map off from being reached.

"Reached" is read as: a character walking (closed doors may be opened, FH-HEX-7) can get from any
hex of a connected part of the map to any other hex of that part.  Obstacles and objectives block
walking; traps, hazardous and difficult terrain do not.  A change is allowed iff every set of
walkable hexes that was connected before is still connected after (the changed hex itself
excepted).  Pure functions on :class:`HexMap` (which is immutable: they return a new map).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from floe_widgets.core import hexgrid

from .hexmap import Hex, HexMap, Overlay


def walkable(m: HexMap) -> set[Hex]:
    """Playable hexes a character can stand in: no obstacle, objective or locked door."""
    return {h for h in m.playable_hexes() if not (m.is_obstacle(h) or m.is_objective(h) or m.is_locked_door(h))}


def regions(m: HexMap) -> dict[Hex, int]:
    """Walkable hex -> the number of its connected part (parts numbered in ``(q, r)`` order)."""
    cells = walkable(m)
    part: dict[Hex, int] = {}
    for start in sorted(cells):
        if start in part:
            continue
        n = len(set(part.values()))
        part[start] = n
        todo = deque([start])
        while todo:
            h = todo.popleft()
            for nb in (*hexgrid.neighbours(h), *m.linked(h)):
                if nb in cells and nb not in part and (m.can_step(h, nb, character=True) or nb in m.linked(h)):
                    part[nb] = n
                    todo.append(nb)
    return part


def cut_off(before: HexMap, after: HexMap, changed: Iterable[Hex] = ()) -> list[Hex]:
    """Hexes that could reach each other before but not after: for each part of ``before`` that the
    change splits, the hexes outside the piece holding its first hex (empty list: nothing cut off)."""
    skip = set(changed)
    old, new = regions(before), regions(after)
    groups: dict[int, list[Hex]] = {}
    for h in sorted(old):
        if h in new and h not in skip:
            groups.setdefault(old[h], []).append(h)
    out = []
    for members in groups.values():
        first = new[members[0]]
        out.extend(h for h in members if new[h] != first)
    return out


def _checked(before: HexMap, after: HexMap, changed: tuple[Hex, ...], what: str) -> HexMap:
    lost = cut_off(before, after, changed)
    if lost:
        raise ValueError(f"{what} would cut {list(lost[0])} off from the rest of the map (FH-TILES-MANIP-1)")
    return after


def place_overlay(m: HexMap, h: Hex, overlay: Overlay | str, *, occupied: Iterable[Hex] = ()) -> HexMap:
    """Add (or replace) the overlay on ``h``.  A trap cannot go in an occupied hex (FH-TERR-4)."""
    ov = overlay if isinstance(overlay, Overlay) else Overlay(overlay)
    if not m.is_playable(h):
        raise ValueError(f"{list(h)} is not a playable hex (FH-HEX-3)")
    if ov.kind == "trap" and h in set(occupied):
        raise ValueError(f"a trap cannot be placed in the occupied hex {list(h)} (FH-TERR-4)")
    return _checked(m, m.with_overlay(h, ov), (h,), f"placing {ov.kind} on {list(h)}")


def remove_overlay(m: HexMap, h: Hex) -> HexMap:
    """Remove the overlay on ``h`` (a removal opens the map; it never cuts anything off)."""
    if m.overlay(h) is None:
        raise ValueError(f"{list(h)} has no overlay to remove")
    return _checked(m, m.with_overlay(h, None), (h,), f"removing the overlay on {list(h)}")


def move_overlay(m: HexMap, src: Hex, dst: Hex, *, occupied: Iterable[Hex] = ()) -> HexMap:
    """Reposition the overlay of ``src`` onto ``dst``."""
    ov = m.overlay(src)
    if ov is None:
        raise ValueError(f"{list(src)} has no overlay to move")
    if not m.is_playable(dst):
        raise ValueError(f"{list(dst)} is not a playable hex (FH-HEX-3)")
    if ov.kind == "trap" and dst in set(occupied):
        raise ValueError(f"a trap cannot be placed in the occupied hex {list(dst)} (FH-TERR-4)")
    after = m.with_overlay(src, None).with_overlay(dst, ov)
    return _checked(m, after, (src, dst), f"moving the {ov.kind} from {list(src)} to {list(dst)}")


def exchange_overlays(m: HexMap, a: Hex, b: Hex) -> HexMap:
    """Swap the overlays of ``a`` and ``b`` (either may have none)."""
    oa, ob = m.overlay(a), m.overlay(b)
    after = m.with_overlay(a, ob).with_overlay(b, oa)
    return _checked(m, after, (a, b), f"exchanging the overlays of {list(a)} and {list(b)}")
