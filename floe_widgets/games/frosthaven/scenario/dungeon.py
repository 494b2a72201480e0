"""Random dungeons (FH-VARIANT-DUNGEON-1): 3-room scenarios built from random room and setup cards.

A dungeon is named by the cards it was built from, ``"dungeon:r2-r7-r5:s1-s4-s8"``: rooms 1, 2, 3 are
the room cards in that order, laid out west to east and joined by a door hex, and the i-th setup card
furnishes the i-th room. :func:`scenario_entry` turns such an id into a scenario in the format of
``content/scenario.yaml``, the same way every time, so a saved game only needs the id.
"""

from __future__ import annotations

import re
from functools import cache

from floe_widgets.core import Chance, SetupError
from floe_widgets.i18n import message

from .book import load_yaml
from .names import name_term

RULE = "FH-VARIANT-DUNGEON-1"
PREFIX = "dungeon:"
RANDOM = "random-dungeon"
ROOMS = 3
SPOTS = "abcdef"
_ID = re.compile(r"dungeon:(r\d+)-(r\d+)-(r\d+):(s\d+)-(s\d+)-(s\d+)")
#: the dungeon draw has its own chance source, salted so it does not mirror the game's first shuffles.
_SALT = 0xD0C5


def cards() -> dict:
    return load_yaml("dungeon.yaml")


def room_cards() -> dict[str, dict]:
    return {r["id"]: r for r in cards()["rooms"]}


def setup_cards() -> dict[str, dict]:
    return {s["id"]: s for s in cards()["setups"]}


def dungeon_id(rooms: list[str], setups: list[str]) -> str:
    return f"{PREFIX}{'-'.join(rooms)}:{'-'.join(setups)}"


def draw(chance: Chance) -> str:
    """Draw 3 different room cards and 3 setup cards; the id of the dungeon they make."""
    rooms = chance.sample("dungeon-rooms", list(room_cards()), ROOMS)
    setups = chance.sample("dungeon-setups", list(setup_cards()), ROOMS)
    return dungeon_id(rooms, setups)


def draw_for_seed(seed: int) -> str:
    """The dungeon of a game's ``scenario="random-dungeon"`` option: drawn once from the game's seed,
    before the game's own chance source exists, and kept as the resolved id in the options."""
    return draw(Chance(seed ^ _SALT))


def parse_id(sid: str) -> tuple[list[str], list[str]]:
    """The room and setup cards of a dungeon id; a SetupError (a ValueError) naming what is wrong."""
    m = _ID.fullmatch(sid) if isinstance(sid, str) else None
    if m is None:
        raise SetupError(RULE, f"A random dungeon id reads 'dungeon:rA-rB-rC:sX-sY-sZ' "
                               f"(3 room cards, then 3 setup cards), not {sid!r}.")
    rooms, setups = list(m.groups()[:ROOMS]), list(m.groups()[ROOMS:])
    for kind, ids, known in (("room", rooms, room_cards()), ("setup", setups, setup_cards())):
        unknown = [c for c in ids if c not in known]
        if unknown:
            raise SetupError(RULE, f"{sid!r} names {', '.join(unknown)}, not among the {kind} cards "
                                   f"{', '.join(known)}.")
        if len(set(ids)) != len(ids):
            raise SetupError(RULE, f"{sid!r} uses a {kind} card twice; a dungeon is built from 3 different "
                                   f"{kind} cards.")
    return rooms, setups


def _layout(rooms: list[dict]) -> list[tuple[int, int]]:
    """Top-left (column, row) of each room: side by side, one door column apart, rows shifted so
    each room's east door row meets the next room's west door row."""
    col, rows = 0, [0]
    for prev, nxt in zip(rooms, rooms[1:]):
        rows.append(rows[-1] + prev["east"] - nxt["west"])
    top = min(rows)
    out = []
    for room, row in zip(rooms, rows):
        out.append((col, row - top))
        col += len(room["tiles"][0]) + 1
    return out


@cache
def scenario_entry(sid: str) -> dict:
    """The full scenario (scenario.yaml format) of a dungeon id, built deterministically."""
    room_ids, setup_ids = parse_id(sid)
    rooms = [room_cards()[r] for r in room_ids]
    setups = [setup_cards()[s] for s in setup_ids]
    origin = _layout(rooms)
    width = origin[-1][0] + len(rooms[-1]["tiles"][0])
    height = max(row + len(room["tiles"]) for room, (_, row) in zip(rooms, origin))
    tiles = [[" "] * width for _ in range(height)]
    overlays = [[" "] * width for _ in range(height)]
    spots: list[dict[str, list[int]]] = []
    treasures = []
    for number, (room, (x, y)) in enumerate(zip(rooms, origin), start=1):
        here: dict[str, list[int]] = {}
        for r, (trow, orow) in enumerate(zip(room["tiles"], room["overlays"])):
            for c, (t, o) in enumerate(zip(trow, orow)):
                if t == " ":
                    continue
                tiles[y + r][x + c] = str(number)
                at = [x + c, y + r]
                if o in SPOTS:
                    here[o], o = at, "."
                elif o == "S" and number != 1:
                    o = "."
                elif o == "$":
                    treasures.append({"id": f"{number}", "at": at, "reward": dict(room["treasure"])})
                overlays[y + r][x + c] = o
        spots.append(here)
        if number < ROOMS:   # the door to the next room, on the row where their edges meet
            door_row = y + room["east"]
            tiles[door_row][x + len(room["tiles"][0])] = "D"
            overlays[door_row][x + len(room["tiles"][0])] = "."
    monsters, objectives = [], []
    loot = dict(cards()["loot_table"])
    for number, (setup, here) in enumerate(zip(setups, spots), start=1):
        for p in setup["monsters"]:
            monsters.append({"type": p["type"], "at": here[p["spot"]], "room": number, "tiers": list(p["tiers"])})
        if "objective" in setup:
            o = setup["objective"]
            objectives.append({"id": o["id"], "name": o["name"], "at": here[o["spot"]], "room": number,
                               "hp_base": o["hp_base"], "hp_per_character": o["hp_per_character"]})
        for kind, count in setup.get("loot", {}).items():
            loot[kind] = loot.get(kind, 0) + count
    goal = "Defeat every monster in all three rooms"
    goal += "".join(f" and destroy the {o['name']}" for o in objectives) + "."
    names = [room["name"] for room in rooms]
    return {
        "id": sid,
        "number": "random dungeon",
        "name": message("{first}, {second} and {third}", first=name_term(names[0]), second=name_term(names[1]),
                        third=name_term(names[2])),
        "source": "sample",
        "complexity": 1,
        "goal": goal,
        "introduction": "A dungeon of three rooms drawn from the room and setup cards: "
                        + "; ".join(f"{room['name']} ({setup['name']})" for room, setup in zip(rooms, setups)) + ".",
        "special_rules": "Random dungeon (FH-VARIANT-DUNGEON-1): each door opens the next room.",
        "tiles": ["".join(row).rstrip() for row in tiles],
        "overlays": ["".join(row).rstrip() for row in overlays],
        "trap_conditions": [],
        "monsters": monsters,
        "objectives": objectives,
        "treasures": treasures,
        "loot_table": loot,
        "dungeon": {"rooms": room_ids, "setups": setup_ids},
    }
