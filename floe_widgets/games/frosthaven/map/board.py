"""The live map of a scenario: the fixed :class:`scenario.Board` plus what changed in the state
(open doors, revealed rooms, sprung traps, overlays created or destroyed), as a :class:`hexmap.HexMap`,
and the state's figures seen as a :class:`movement.Mover`.  Range, sight and every path search are
those of :mod:`hexmap` and :mod:`movement`, the one map model of the game, the monster AI and the lab."""

from __future__ import annotations

from functools import lru_cache

from ..scenario.book import Board
from ..scenario.state import FHState, Figure
from . import forced as FM
from . import movement as MV
from .hexmap import HexMap, Overlay

Hex = tuple[int, int]
#: the game's names of the ways to move -> the map model's
MODES = {"normal": MV.NORMAL, "forced": MV.NORMAL, "jump": MV.JUMP, "fly": MV.FLYING, "teleport": MV.TELEPORT}


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
    for h in b.plates:
        overlays[h] = "pressure-plate"
    for h in b.doors:   # a locked door stays a wall even for characters until it opens (scenario rule)
        overlays[h] = Overlay("door", open=h in open_doors, locked=h in b.locked and h not in open_doors)
    rooms: dict[str, list[Hex]] = {}
    for h, room in b.rooms.items():
        if room:
            rooms.setdefault(str(room), []).append(h)
    return HexMap(b.rooms.keys(), overlays=overlays, rooms=rooms, revealed=[str(r) for r in revealed])


def hexmap(b: Board, s: FHState) -> HexMap:
    return _hexmap(b, tuple(sorted(s.open_doors)), tuple(sorted(s.revealed_rooms)), tuple(sorted(s.traps)),
                   tuple(sorted((tuple(h), k) for h, k in s.overlay_changes.items())))


def occupants(s: FHState) -> dict[Hex, Figure]:
    return {f.hex: f for f in s.figures}


def side(f: Figure) -> int:
    """0 = characters and their summons; 1 = monsters and objectives (FH-TARGET-SIDE-1)."""
    return 0 if f.kind in ("character", "summon") else 1


def enemies(a: Figure, b: Figure) -> bool:
    return side(a) != side(b)


def mover(s: FHState, fig: Figure, mode: str = "normal") -> MV.Mover:
    """``fig`` as the map model's mover: every other figure occupies its hex; visible enemies and
    objectives cannot be passed (FH-MOVE-PASS-1; a monster passes an invisible enemy, FH-FOCUS-9)."""
    others = [o for o in s.figures if o.fid != fig.fid]
    blocking = [o.hex for o in others if o.kind == "objective" or (
        enemies(fig, o) and not ("invisible" in o.conditions and fig.kind == "monster"))]
    return MV.Mover(fig.hex, MODES[mode], character=fig.kind == "character",
                    occupied=frozenset(o.hex for o in others), blocking=frozenset(blocking))


def reachable(b: Board, s: FHState, fig: Figure, points: int, mode: str = "normal") -> dict[Hex, MV.Reach]:
    """Every legal end hex of a move of ``points`` (FH-MOVE-POINTS-1), with the path the figure takes."""
    out = MV.within(hexmap(b, s), mover(s, fig, mode), points)
    out.pop(fig.hex, None)
    return out


def forced_moves(b: Board, s: FHState, source: Hex, target: Figure, distance: int, pull: bool,
                 full: bool = False) -> dict[Hex, FM.Forced]:
    """End hexes of a push or pull other than staying put, each with one way there (FH-MOVE-7)."""
    mode = "fly" if target.kind == "monster" and _flies(target) else "forced"
    ways = FM.forced_moves(hexmap(b, s), source, mover(s, target, mode), distance, "pull" if pull else "push",
                           full=full)
    out: dict[Hex, FM.Forced] = {}
    for w in ways:
        if w.steps and w.final not in out:
            out[w.final] = w
    return out


def _flies(f: Figure) -> bool:
    from ..scenario.monsters import flies
    return flies(f.mtype)
