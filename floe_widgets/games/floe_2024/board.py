"""The map boards: the retail engine's region geometry (shared, FLOEJA-MISSING-17) read with the 2024
movement rules: walking costs 1 Warmth per shallows, a ship pays 1 Warmth per sea it enters, at least 1
(FLOEJA-SAIL-COST-1)."""

from __future__ import annotations

from floe_widgets.games.floe import world
from floe_widgets.games.floe.world import Geometry

from . import data as C
from .state import Floe2024State

MAIN_ISLAND = "floe.I0"      # where a hero coming from the Village stands (FLOEJA-MOVE-VILLAGE-1)


def geometry(s: Floe2024State) -> Geometry:
    return world.geometry(s.layout)


def hikes(s: Floe2024State, iceberg: str) -> list[str]:
    return sorted({other for _, other in world.hikes(geometry(s), iceberg, s.revealed)})


def docks_at(s: Floe2024State, iceberg: str) -> list[str]:
    return [d.id for d in world.docks_at(geometry(s), iceberg)]


def ships_at(s: Floe2024State, iceberg: str) -> list[int]:
    docks = docks_at(s, iceberg)
    return [i for i, dock in enumerate(s.ships) if dock in docks]


def sea_of(s: Floe2024State, dock: str) -> str:
    return geometry(s).docks[dock].sea


def sea_route(s: Floe2024State, start: str, goal: str) -> list[str] | None:
    """The seas a ship enters from ``start`` to ``goal`` over revealed boards (fewest first)."""
    g = geometry(s)
    parent: dict[str, str | None] = {start: None}
    frontier = [start]
    while frontier and goal not in parent:
        nxt = []
        for sea in frontier:
            for other, _, _ in g.sea_links[sea]:
                if other not in parent and g.tile_of(other) in s.revealed:
                    parent[other] = sea
                    nxt.append(other)
        frontier = nxt
    if goal not in parent:
        return None
    path, at = [], goal
    while at != start:
        path.append(at)
        at = parent[at]
    return path[::-1]


def sail_cost(route: list[str]) -> int:
    """1 Warmth reaches the same or the next sea; each further sea costs 1 more (FLOEJA-SAIL-COST-1)."""
    return max(1, len(route))


def reach(s: Floe2024State, iceberg: str) -> list[str]:
    """The iceberg itself and the sea of each ship docked there (FLOEJA-EXPL-SOURCE-1)."""
    out = [iceberg]
    for ship in ships_at(s, iceberg):
        sea = sea_of(s, s.ships[ship])
        if sea not in out:
            out.append(sea)
    return out


def is_iceberg(s: Floe2024State, place: str) -> bool:
    return place in geometry(s).icebergs


def has_feature(s: Floe2024State, iceberg: str, feature: str) -> bool:
    return feature in geometry(s).icebergs[iceberg].features


def shrines_at(s: Floe2024State, iceberg: str) -> list[str]:
    return list(geometry(s).icebergs[iceberg].shrines)


def slots_next_to(s: Floe2024State, iceberg: str) -> list[str]:
    """Familiar spots on the open shallows touching ``iceberg``: one per printed benefit."""
    g = geometry(s)
    out = []
    for sid in g.icebergs[iceberg].shallows:
        if world.shallows_open(g, sid, s.revealed):
            out += [f"{sid}#{n}" for n in range(len(g.shallows[sid].prints))]
    return out


def slot_benefit(s: Floe2024State, slot: str) -> dict[str, int]:
    """A shallows spot prints 1 resource or 1 Bubble (FLOEJA-MISSING-17); retail 'soda' is our Bubble."""
    sid, _, n = slot.partition("#")
    what = geometry(s).shallows[sid].prints[int(n)].split(":")[0]
    return {"bubble" if what == "soda" else what: 1}


def slot_places(s: Floe2024State, slot: str) -> list[str]:
    sh = geometry(s).shallows[slot.partition("#")[0]]
    return list(sh.icebergs) + list(sh.seas)


def board_places(s: Floe2024State, board: str) -> tuple[list[str], list[str]]:
    g = geometry(s)
    return ([i for i in g.icebergs if g.tile_of(i) == board], [x for x in g.seas if g.tile_of(x) == board])


def position_of(s: Floe2024State, board: str) -> str:
    return next(p for p, b in s.layout.items() if b == board)


def seas_next_to_board(s: Floe2024State, board: str) -> list[str]:
    """Revealed seas whose edge touches the face-down ``board`` (FLOEJA-DISC-WHEN-1)."""
    return [x for x in world.seas_next_to(geometry(s), position_of(s, board)) if geometry(s).tile_of(x) in s.revealed]


def flag_place(s: Floe2024State, board: str) -> str:
    return f"{board}.{C.maps()['boards'][board]['flags'][s.flags[board]]}"


def flags_at(s: Floe2024State, places: list[str]) -> list[str]:
    """Boards whose encounter standee stands on one of ``places``."""
    return [b for b in s.flags if flag_place(s, b) in places]
