"""Where the world's places lie on the picture, and which place or Village space an action is about.

The six Region tiles sit on a 3 x 2 grid (x grows east, y grows south).  A column or row with no
revealed tile is drawn narrow (``FACE_DOWN``), so face-down regions take little room and the
revealed tiles get the space."""

from __future__ import annotations

from typing import Any

from floe_widgets.core import Action

from .. import actions as A
from .. import battle_actions as B
from .. import exploration
from ..state import VILLAGE_SPACES
from ..world import POSITIONS, geometry, hike_distance

#: the width (or height) of a column (row) of face-down tiles, in tile units
FACE_DOWN = 0.42
#: the bands above the top row and below the bottom row that carry the regions' names
TITLE_BAND = 0.1
_GRID = {p: (i % 3, i // 3) for i, p in enumerate(POSITIONS)}
# local positions of the places of a tile, in tile units (0..1, y down)
_ICE_XY = {"I0": (0.27, 0.27), "I1": (0.73, 0.27), "I2": (0.27, 0.73), "I3": (0.73, 0.73)}
_SEA_XY = {"S0": (0.5, 0.06), "S1": (0.94, 0.5), "S2": (0.5, 0.94), "S3": (0.06, 0.5)}
ICE_R = 0.13


def tile_boxes(layout: dict[str, str], revealed: list[str]) -> dict[str, tuple[float, float, float, float]]:
    """Each position's box ``(x, y, width, height)`` in world units."""
    up = {p for p, t in layout.items() if t in revealed}
    widths = [1.0 if any(_GRID[p][0] == c for p in up) else FACE_DOWN for c in range(3)]
    heights = [1.0 if any(_GRID[p][1] == r for p in up) else FACE_DOWN for r in range(2)]
    boxes = {}
    for p, (c, r) in _GRID.items():
        boxes[p] = (sum(widths[:c]), sum(heights[:r]) + TITLE_BAND, widths[c], heights[r])
    return boxes


def world_size(layout: dict[str, str], revealed: list[str]) -> tuple[float, float]:
    boxes = tile_boxes(layout, revealed)
    return (boxes["top-right"][0] + boxes["top-right"][2],
            boxes["bottom-left"][1] + boxes["bottom-left"][3] + TITLE_BAND)


_XY_CACHE: dict[tuple, dict[str, tuple[float, float]]] = {}


def place_xy(state: Any) -> dict[str, tuple[float, float]]:
    """World coordinates of every Iceberg, Sea, Shallows, Dock and Shrine on a revealed tile."""
    w = state.world
    key = (tuple(sorted(w.layout.items())), tuple(sorted(w.revealed)))
    if key not in _XY_CACHE:
        _XY_CACHE[key] = _place_xy(w.layout, list(w.revealed))
    return _XY_CACHE[key]


def _place_xy(layout: dict[str, str], revealed: list[str]) -> dict[str, tuple[float, float]]:
    g = geometry(layout)
    boxes = tile_boxes(layout, revealed)
    xy: dict[str, tuple[float, float]] = {}
    for tile, pos in g.position_of.items():
        if tile not in revealed:
            continue
        x0, y0, _, _ = boxes[pos]
        for local, (x, y) in (_ICE_XY | _SEA_XY).items():
            xy[f"{tile}.{local}"] = (x0 + x, y0 + y)
    for sid, sh in g.shallows.items():
        if not all(p in xy for p in sh.icebergs + sh.seas):
            continue
        ices = [xy[i] for i in sh.icebergs]
        if len(ices) == 2:
            x, y = (ices[0][0] + ices[1][0]) / 2, (ices[0][1] + ices[1][1]) / 2
            if sh.seas:  # pulled towards the sea it borders
                sx, sy = xy[sh.seas[0]]
                x, y = x + (sx - x) * 0.35, y + (sy - y) * 0.35
            elif not sid.startswith("edge."):
                x, y = x + 0.08, y - 0.08  # the diagonal Shallows: off the tile centre
        else:
            (ix, iy), tile = ices[0], g.tile_of(sid)
            bx, by, _, _ = boxes[g.position_of[tile]]
            x, y = ix + (ix - bx - 0.5) * 0.75, iy + (iy - by - 0.5) * 0.75
        xy[sid] = (x, y)
    for did, d in g.docks.items():
        if d.iceberg in xy:
            (ix, iy), (sx, sy) = xy[d.iceberg], xy[d.sea]
            xy[did] = (ix + (sx - ix) * 0.6, iy + (sy - iy) * 0.6)
    for iid, ice in g.icebergs.items():
        if iid in xy:
            ix, iy = xy[iid]
            for n, sid in enumerate(ice.shrines):
                xy[sid] = (ix - 0.06 + 0.06 * n, iy + ICE_R * 0.7)   # inside the disc, at its foot
    return xy


# -- what an action is about -------------------------------------------------------------------------
def target_of(state: Any, action: Action) -> str | None:
    """The world place (Iceberg, Sea, Shallows, Dock, Shrine id, or a tile position) an action is about."""
    if isinstance(action, (A.Hike, A.UseMap)):
        return action.to
    if isinstance(action, (A.Sail, A.SummonShip)):
        return action.dock
    if isinstance(action, A.DiscoverRegion):
        return action.position
    if isinstance(action, A.Gather):
        what, _, rest = action.take.partition(":")
        return rest.partition(":")[0] if what == "token" else rest
    if isinstance(action, A.FamiliarGather):
        return action.shallows
    if isinstance(action, A.PlaceStone):
        return action.shrine
    if isinstance(action, A.Trade):
        return state.world.traders.get(action.trader)
    if isinstance(action, (A.VisitLandmark, A.Delve)):
        return state.players[state.current].location
    return None


_SPACE_OF = {A.BuyItem: "shop", A.TavernVisit: "tavern", A.TakeAlly: "springs", A.TakeBuildings: "yard",
             A.Academy: "academy"}


def space_of(action: Action) -> str | None:
    """The Village space an action is about (placing a figure there, or the space's own actions)."""
    if isinstance(action, A.PlaceFigure):
        return action.space
    return _SPACE_OF.get(type(action))


def warmth_cost(game: Any, action: Action) -> int | None:
    """The Warmth ``action`` costs now, from the engine's own movement functions (None: no Warmth cost)."""
    st = game.state
    if isinstance(action, (A.Hike, A.SummonShip, A.FamiliarGather, B.BattleReroll, B.BattleFamiliar)):
        return 1
    if isinstance(action, A.Sail):
        return exploration.sail_targets(st).get(action.dock)
    if isinstance(action, A.DiscoverRegion):
        if action.sea:
            return exploration.discover_options(st).get((action.position, action.sea))
        found = exploration.discover_targets(st).get(action.position)
        return found[1] if found else None
    if isinstance(action, A.Trade):
        at = st.world.traders.get(action.trader)
        p = st.players[st.current]
        if at is None or p.location not in geometry(st.world.layout).icebergs:
            return None
        return hike_distance(geometry(st.world.layout), at, p.location, st.world.revealed)
    return None


def world_targets(state: Any, actions: list[Action]) -> dict[str, list[Action]]:
    """``actions`` grouped by the world place they are about."""
    out: dict[str, list[Action]] = {}
    for a in actions:
        t = target_of(state, a)
        if t is not None:
            out.setdefault(t, []).append(a)
    return out


def village_targets(actions: list[Action]) -> dict[str, list[Action]]:
    """``actions`` grouped by Village space."""
    out: dict[str, list[Action]] = {}
    for a in actions:
        space = space_of(a)
        if space is not None:
            out.setdefault(space, []).append(a)
    return out


def space_box(index: int) -> tuple[float, float]:
    """Lower-left corner of Village space ``index`` (clockwise order) in the village axes (10 x 10)."""
    return 0.1 + 1.97 * index, 6.7


__all__ = ["FACE_DOWN", "ICE_R", "VILLAGE_SPACES", "place_xy", "space_box", "space_of", "target_of", "tile_boxes",
           "village_targets", "warmth_cost", "world_size", "world_targets"]
