"""Scenario data: the map (rooms, doors, overlays), placements, loot table, goal.

Maps are stored as text rows in odd-q offset coordinates and converted to axial ``(q, r)``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from floe_widgets.core.content_files import package_yaml

Hex = tuple[int, int]
CONTENT = "floe_widgets.games.frosthaven.content"


@cache
def load_yaml(name: str) -> Any:
    return package_yaml(CONTENT, name)


def offset_to_axial(col: int, row: int) -> Hex:
    return (col, row - (col - (col & 1)) // 2)


@dataclass(frozen=True, eq=False)
class Board:
    """The fixed geometry of one scenario map (what changes lives in the state)."""

    sid: str
    rooms: dict[Hex, int]            # playable hex -> room number (doors: 0)
    doors: frozenset[Hex]
    starts: tuple[Hex, ...]
    traps: frozenset[Hex]
    hazards: frozenset[Hex]
    icy: frozenset[Hex]
    difficult: frozenset[Hex]
    obstacles: frozenset[Hex]
    loot: frozenset[Hex]
    treasures: dict[Hex, dict] = field(default_factory=dict)
    data: dict = field(default_factory=dict, compare=False, hash=False)
    #: pressure plate hex -> its entry of the scenario's ``plates`` (FH-TERR-6, scenario/plates.py)
    plates: dict[Hex, dict] = field(default_factory=dict)
    #: doors that do not open by hand (a scenario rule): only a scenario effect opens them
    locked: frozenset[Hex] = frozenset()

    @property
    def hexes(self) -> frozenset[Hex]:
        return frozenset(self.rooms)

    def room_of(self, h: Hex) -> int:
        return self.rooms.get(h, -1)


def scenario_data(sid: str) -> dict:
    """A scenario of content/scenario.yaml, or a random dungeon built from its id (FH-VARIANT-DUNGEON-1)."""
    if isinstance(sid, str) and sid.startswith("dungeon:"):
        from . import dungeon  # dungeon.py reads its cards through this module

        return dungeon.scenario_entry(sid)
    for entry in load_yaml("scenario.yaml")["scenarios"]:
        if entry["id"] == sid:
            return entry
    raise KeyError(sid)


def scenario_ids() -> list[str]:
    """The fixed scenarios (random dungeons are named by their cards, see dungeon.py)."""
    return [e["id"] for e in load_yaml("scenario.yaml")["scenarios"]]


@cache
def board(sid: str) -> Board:
    data = scenario_data(sid)
    return parse_board(sid, data["tiles"], data["overlays"], data)


def parse_board(sid: str, tiles: list[str], overlays: list[str], data: dict | None = None) -> Board:
    rooms: dict[Hex, int] = {}
    doors, traps, hazards, icy, difficult, obstacles, loot = set(), set(), set(), set(), set(), set(), set()
    starts: list[tuple[int, int, Hex]] = []
    marked: set[Hex] = set()   # "P": pressure plates, whose effects the scenario's ``plates`` list gives
    for row, line in enumerate(tiles):
        for col, ch in enumerate(line):
            if ch == " ":
                continue
            h = offset_to_axial(col, row)
            if ch == "D":
                doors.add(h)
                rooms[h] = 0
            else:
                rooms[h] = int(ch)
            over = overlays[row][col] if row < len(overlays) and col < len(overlays[row]) else "."
            {"T": traps, "H": hazards, "I": icy, "R": difficult, "X": obstacles, "L": loot,
             "P": marked}.get(over, set()).add(h)
            if over == "S":
                starts.append((row, col, h))
    treasures = {}
    for t in (data or {}).get("treasures", []):
        treasures[offset_to_axial(*t["at"])] = t
    plates = {offset_to_axial(*p["at"]): p for p in (data or {}).get("plates", [])}
    if set(plates) != marked:
        raise ValueError(f"scenario {sid!r}: the pressure plates of the overlay rows ('P') and of its plates "
                         f"list differ")
    for p in plates.values():   # what a plate can do (scenario/plates.py)
        what = p["effect"]
        if list(what) not in (["open_door"], ["section"]) or not isinstance(what.get("open_door", []), list):
            raise ValueError(f"scenario {sid!r}: a pressure plate's effect is open_door: [col, row] or section: id, "
                             f"not {what!r}")
    locked = frozenset(offset_to_axial(*at) for at in (data or {}).get("locked_doors", []))
    if not locked <= doors:
        raise ValueError(f"scenario {sid!r}: a locked door is not a door hex ('D')")
    return Board(sid, rooms, frozenset(doors), tuple(h for _, _, h in sorted(starts)), frozenset(traps),
                 frozenset(hazards), frozenset(icy), frozenset(difficult), frozenset(obstacles), frozenset(loot),
                 treasures, data or {}, plates, locked)


# -- scenario level (FH-LEVEL-CALC-1, FH-LEVEL-USE-1, FH-EXAMPLE-3) -----------------------------
def recommended_level(levels: list[int]) -> int:
    return math.ceil(sum(levels) / len(levels) / 2)


def solo_level(levels: list[int]) -> int:
    """FH-VARIANT-SOLO-1 / FH-VARIANT-OPEN-1."""
    return math.ceil((sum(levels) / len(levels) + 1) / 2)


def gold_per_coin(level: int) -> int:
    return load_yaml("loot.yaml")["gold_per_coin"][level]


def placement_kind(tiers: list[str], characters: int) -> str:
    """FH-MAP-PLACE-1: tier 0 for 2 characters, 1 for 3, 2 for 4: '-', 'n' or 'e'."""
    return tiers[min(max(characters, 2), 4) - 2]
