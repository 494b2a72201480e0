"""Who moves and how, on a :class:`HexMap`: the movement modes, the mover, the legal end of a move,
icy slides and the step rule every path search uses (FH-MOVE-1..8, FH-TERR-1..5).

Figures are given to the searches as a :class:`Mover`: its hex, its movement mode, whether it is
a character (characters open doors, FH-HEX-7), the hexes holding *other* figures (``occupied``:
nobody ends there, slides stop there) and the hexes the mover may not pass (``blocking``: visible
enemies and objectives; allies and invisible enemies are passable, FH-MOVE-2, FH-FOCUS-9).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from floe_widgets.core import hexgrid
from floe_widgets.games.frosthaven.map.cells import Cells
from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap

NORMAL, JUMP, FLYING, TELEPORT = "normal", "jump", "flying", "teleport"
MODES = (NORMAL, JUMP, FLYING, TELEPORT)


@dataclass(frozen=True, init=False)
class Mover:
    """Who moves, from where, and how (see module docstring).  ``occupied`` holds ``blocking`` too."""

    hex: Hex
    mode: str = NORMAL
    character: bool = False
    occupied: frozenset = frozenset()
    blocking: frozenset = frozenset()

    def __init__(self, hex: Hex, mode: str = NORMAL, character: bool = False, occupied: Iterable[Hex] = (),
                 blocking: Iterable[Hex] = ()) -> None:
        if mode not in MODES:
            raise ValueError(f"unknown movement mode {mode!r}")
        blocking = frozenset(blocking)
        # a frozen dataclass's generated __init__ sets each field through object.__setattr__ (about 900
        # instructions a field in CPython 3.11, most of the cost of making one); the records made on every
        # solve (Mover, Reach, records.Option) write theirs straight into the instance's dict and stay frozen
        d = self.__dict__
        d["hex"], d["mode"], d["character"] = hex, mode, character
        d["occupied"], d["blocking"] = frozenset(occupied) | blocking, blocking

    def at(self, h: Hex) -> Mover:
        return replace(self, hex=h)


@dataclass(frozen=True, init=False)
class Reach:
    """The best way found to rest in ``hex``: cost ``(neg, mp)``, the hexes passed (start first,
    slide hexes included), the negative hexes triggered on the way, in order, and the hexes the
    mover chooses to step into (``steps``; slides come by themselves)."""

    hex: Hex
    neg: int
    mp: int
    path: tuple[Hex, ...]
    negatives: tuple[Hex, ...] = field(default=())
    steps: tuple[Hex, ...] = field(default=())

    def __init__(self, hex: Hex, neg: int, mp: int, path: tuple[Hex, ...], negatives: tuple[Hex, ...] = (),
                 steps: tuple[Hex, ...] = ()) -> None:
        d = self.__dict__   # as in Mover.__init__
        d["hex"], d["neg"], d["mp"], d["path"], d["negatives"], d["steps"] = hex, neg, mp, path, negatives, steps

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

def triggers(m: HexMap, h: Hex) -> bool:
    return m.is_negative(h)


def step_cells(c: Cells, i: int, character: bool) -> tuple[list[int], list[int]]:
    """The cells one normal step from cell ``i`` may enter, ignoring figures: ``(neighbours, linked
    cells)``.  Neighbours across no thin wall (FH-HEX-4, FH-TERR-1, FH-HEX-7; an icy slide may
    follow) and linked hexes (FH-HEX-8, no slide).  A closed door is left only by a character."""
    if not (c.playable[i] if character else c.open[i]):
        return [], []
    enter = c.enter_character if character else c.enter
    walled = c.thin_sides[i]
    if walled:
        near = [i + off for d, off in enumerate(c.offsets) if enter[i + off] and not walled >> d & 1]
    else:
        a, b, d, e, f, g = c.offsets
        near = [j for j in (i + a, i + b, i + d, i + e, i + f, i + g) if enter[j]]
    linked = c.links.get(i)
    if linked:
        # linked hexes are adjacent for movement (FH-HEX-8): a link is entered as a neighbour is
        return near, [j for j in linked if enter[j]]
    return near, []


def steps_out(m: HexMap, c: Cells, i: int, character: bool) -> list[tuple[int, bool]]:
    """``(cell, may slide)`` for every step of :func:`step_cells` from cell ``i``."""
    near, linked = step_cells(c, i, character)
    return [(j, True) for j in near] + [(j, False) for j in linked]
