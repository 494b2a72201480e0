"""The world map: six Region tiles joined into one graph of Icebergs, Seas, Shallows and Docks.

Ids are ``"<tile>.<local>"``.  Hiking crosses a Shallows between two Icebergs (1 Warmth);
Sailing moves a Ship from Sea to Sea, paying 1 Warmth per Shallows crossed and nothing for
open water (FLOE-MOVE-SAIL-2).  Only revealed tiles can be entered (FLOE-MOVE-HIKE-2).
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass, field
from functools import cache

from . import data as content

FLOE_START = "floe.I0"   # where Heroes start and return to on the Island of Floe
POSITIONS = ("top-left", "top-centre", "top-right", "bottom-left", "bottom-centre", "bottom-right")
_GRID = {p: (i % 3, i // 3) for i, p in enumerate(POSITIONS)}  # (column, row)


@dataclass
class Shallows:
    id: str
    icebergs: tuple[str, ...]
    seas: tuple[str, ...]
    prints: tuple[str, ...]
    dive: bool


@dataclass
class Iceberg:
    id: str
    tile: str
    features: tuple[str, ...]
    shrines: tuple[str, ...]          # shrine ids ("<iceberg>.shrine<n>")
    landmark_spot: bool
    trader_start: bool
    seas: tuple[str, ...]             # coasts: Seas adjacent to this Iceberg
    shallows: tuple[str, ...] = ()    # Shallows adjacent to this Iceberg


@dataclass
class Dock:
    id: str
    iceberg: str
    sea: str
    beacon: bool


@dataclass
class Geometry:
    tile_at: dict[str, str]
    icebergs: dict[str, Iceberg] = field(default_factory=dict)
    seas: dict[str, str] = field(default_factory=dict)                   # sea -> tile
    shallows: dict[str, Shallows] = field(default_factory=dict)
    docks: dict[str, Dock] = field(default_factory=dict)
    shrine_benefit: dict[str, str] = field(default_factory=dict)
    sea_links: dict[str, list[tuple[str, int, str]]] = field(default_factory=dict)  # sea -> (sea, cost, tiles)
    sea_ports: dict[str, list[str]] = field(default_factory=dict)       # sea -> neighbouring positions
    position_of: dict[str, str] = field(default_factory=dict)           # tile -> position

    def tile_of(self, place: str) -> str:
        return place.split(".", 1)[0]


def neighbour(position: str, direction: str) -> str | None:
    c, r = _GRID[position]
    dc, dr = {"north": (0, -1), "south": (0, 1), "east": (1, 0), "west": (-1, 0)}[direction]
    for p, (c2, r2) in _GRID.items():
        if (c2, r2) == (c + dc, r + dr):
            return p
    return None


@cache
def _geometry(layout: tuple[tuple[str, str], ...]) -> Geometry:
    data = content.regions()
    tile_at = dict(layout)
    g = Geometry(tile_at=tile_at, position_of={t: p for p, t in tile_at.items()})
    for pos, tid in tile_at.items():
        tile = data["tiles"][tid]
        for local in tile["seas"]:
            g.seas[f"{tid}.{local}"] = tid
            g.sea_links.setdefault(f"{tid}.{local}", [])
            g.sea_ports.setdefault(f"{tid}.{local}", [])
        for local, ice in tile["icebergs"].items():
            iid = f"{tid}.{local}"
            shrines = tuple(f"{iid}.shrine{n}" for n in range(len(ice["shrines"])))
            for sid, benefit in zip(shrines, ice["shrines"]):
                g.shrine_benefit[sid] = benefit
            g.icebergs[iid] = Iceberg(iid, tid, tuple(ice["features"]), shrines, bool(ice["landmark"]),
                                      bool(ice["trader_start"]), tuple(f"{tid}.{s}" for s in data["coasts"][local]))
        for local, sh in tile["shallows"].items():
            g.shallows[f"{tid}.{local}"] = Shallows(
                f"{tid}.{local}", tuple(f"{tid}.{i}" for i in sh["icebergs"]), tuple(f"{tid}.{s}" for s in sh["seas"]),
                tuple(sh["print"]), bool(sh["dive"]))
        for local, d in tile["docks"].items():
            g.docks[f"{tid}.{local}"] = Dock(f"{tid}.{local}", f"{tid}.{d['iceberg']}", f"{tid}.{d['sea']}",
                                             bool(d.get("beacon", False)))
        for a, b in data["open_links"]:
            g.sea_links[f"{tid}.{a}"].append((f"{tid}.{b}", 0, tid))
            g.sea_links[f"{tid}.{b}"].append((f"{tid}.{a}", 0, tid))
        for direction, local in data["ports"].items():
            other = neighbour(pos, direction)
            if other is not None:
                g.sea_ports[f"{tid}.{local}"].append(other)
    # Shallows between two Seas carry Ships at 1 Warmth.
    for sh in g.shallows.values():
        if len(sh.seas) == 2:
            a, b = sh.seas
            g.sea_links[a].append((b, 1, g.tile_of(a)))
            g.sea_links[b].append((a, 1, g.tile_of(a)))
    # Tiles side by side: east port <-> west port; above/below: south <-> north, plus two boundary Shallows.
    ports = data["ports"]
    for pos, tid in tile_at.items():
        east = neighbour(pos, "east")
        if east:
            a, b = f"{tid}.{ports['east']}", f"{tile_at[east]}.{ports['west']}"
            g.sea_links[a].append((b, 0, tile_at[east]))
            g.sea_links[b].append((a, 0, tid))
        south = neighbour(pos, "south")
        if south:
            below = tile_at[south]
            a, b = f"{tid}.{ports['south']}", f"{below}.{ports['north']}"
            g.sea_links[a].append((b, 0, below))
            g.sea_links[b].append((a, 0, tid))
            for n, (top_i, bottom_i) in enumerate((("I2", "I0"), ("I3", "I1"))):
                sid = f"edge.{tid}-{below}.v{n}"
                g.shallows[sid] = Shallows(sid, (f"{tid}.{top_i}", f"{below}.{bottom_i}"), (), (), False)
    for iid, ice in g.icebergs.items():
        ice.shallows = tuple(s for s, sh in g.shallows.items() if iid in sh.icebergs)
    return g


def geometry(layout: dict[str, str]) -> Geometry:
    return _geometry(tuple(sorted(layout.items())))


def shallows_open(g: Geometry, sid: str, revealed: list[str]) -> bool:
    sh = g.shallows[sid]
    return all(g.tile_of(p) in revealed for p in sh.icebergs + sh.seas)


def hikes(g: Geometry, iceberg: str, revealed: list[str]) -> list[tuple[str, str]]:
    """(shallows, iceberg) pairs one Hike away."""
    out = []
    for sid in g.icebergs[iceberg].shallows:
        sh = g.shallows[sid]
        if not shallows_open(g, sid, revealed):
            continue
        for other in sh.icebergs:
            if other != iceberg:
                out.append((sid, other))
    return out


def hike_distance(g: Geometry, start: str, goal: str, revealed: list[str]) -> int | None:
    """Fewest Shallows crossed between two Icebergs (None if unreachable)."""
    seen = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for ice in frontier:
            if ice == goal:
                return seen[ice]
            for _, other in hikes(g, ice, revealed):
                if other not in seen:
                    seen[other] = seen[ice] + 1
                    nxt.append(other)
        frontier = nxt
    return None   # the goal is checked when its frontier is reached, so here it was never reached


def sail_costs(g: Geometry, start_sea: str, revealed: list[str]) -> dict[str, int]:
    """Cheapest Warmth cost from ``start_sea`` to every reachable Sea on revealed tiles."""
    best = {start_sea: 0}
    heap = [(0, start_sea)]
    while heap:
        cost, sea = heapq.heappop(heap)
        if cost > best[sea]:   # a cheaper way to this Sea was found after this entry was queued
            continue
        for other, step, _ in g.sea_links[sea]:
            if g.tile_of(other) not in revealed:
                continue
            c = cost + step
            if c < best.get(other, 1 << 30):
                best[other] = c
                heapq.heappush(heap, (c, other))
    return best


def docks_at(g: Geometry, iceberg: str) -> list[Dock]:
    return [d for d in g.docks.values() if d.iceberg == iceberg]


def seas_next_to(g: Geometry, position: str) -> list[str]:
    """Seas whose edge touches the tile position ``position``."""
    return [s for s, ports in g.sea_ports.items() if position in ports]


def has_feature(g: Geometry, iceberg: str, feature: str, landmarks: dict[str, str]) -> bool:
    ice = g.icebergs[iceberg]
    if feature == "shrine":
        return bool(ice.shrines)
    if feature == "landmark":
        return iceberg in landmarks
    return feature in ice.features
