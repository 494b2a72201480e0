"""Setting up: the map from 4 double-sided sections, the tiles, the boards, key cards, decks and track."""

from __future__ import annotations

from typing import Any

from floe_widgets.core import Chance

from .data import Content
from .state import BORDER_ICONS, CHARACTERS, IDOLS, NEUTRAL, SIZE, IceAndIdolsState, PlayerState

SECTION_IDS = ("A", "B", "C", "D")
#: table side of each seat, clockwise from the first seat (0 N, 1 E, 2 S, 3 W).
TABLE_SIDES = {2: (2, 0), 3: (2, 3, 0), 4: (2, 3, 0, 1)}
IDOLS_PER_TYPE = 8


def _slot_pos(r: int, c: int, slot: int) -> int:
    """Map position of local (r, c) of a section lying in slot 0..3 (NW, NE, SE, SW)."""
    for _ in range(slot):
        r, c = c, SIZE - 1 - r
    return r * SIZE + c


def build_map(content: Content, setup: str, chance: Chance) -> dict[str, Any]:
    """Choose sides and slots (IAI-SETUP-MAP-1) and print the locations onto 25 map positions."""
    if setup == "first-game":
        layout = [(s, "gold") for s in SECTION_IDS]
    elif setup == "alternative":
        layout = [(s, "plain") for s in SECTION_IDS]
    else:
        order = chance.shuffle("map-sections", list(SECTION_IDS))
        layout = [(s, chance.roll("map-side", ("gold", "plain"))) for s in order]
    idols: list[list[str]] = [[] for _ in range(SIZE * SIZE)]
    altars = [""] * (SIZE * SIZE)
    gears: list[int] = []
    start = 2 * SIZE + 2
    for slot, (sid, side) in enumerate(layout):
        data = content.sections[sid][side]
        for loc in data.get("locations", []):
            pos = _slot_pos(*loc["at"], slot)
            if "idols" in loc:
                idols[pos] = list(loc["idols"])
            if "altar" in loc:
                altars[pos] = loc["altar"]
        gears += [_slot_pos(r, c, slot) for r, c in data.get("gears", [])]
        if side == "plain" and "start" in data:
            start = _slot_pos(*data["start"], slot)
    return {"sections": [f"{s}:{side}" for s, side in layout], "idols": idols, "altars": altars,
            "gears": sorted(gears), "start": start}


def initial_state(content: Content, players: int, options: dict[str, Any], chance: Chance) -> IceAndIdolsState:
    quick = options["variant"] == "quick"
    m = build_map(content, options["map"], chance)

    # tiles: ids in content order; the first two Roundabouts are the start tile and the spare (IAI-SETUP-TILES-1)
    kinds = [k for k, n in content.tile_counts.items() for _ in range(n)]
    rounds = [t for t, k in enumerate(kinds) if k == "roundabout"][:2]
    others = [t for t in range(len(kinds)) if t not in rounds]
    order = chance.shuffle("tiles", others)
    rots = [0] * len(kinds)
    grid = []
    start_cell = m["start"]  # rotation 0: grid cell = map position
    it = iter(order)
    for cell in range(SIZE * SIZE):
        if cell == start_cell:
            grid.append(rounds[0])
        else:
            tile = next(it)
            rots[tile] = chance.randint("tile-rotation", 0, 3)  # IAI-AMBIG-11
            grid.append(tile)

    chars = options.get("characters") or chance.sample("characters", list(CHARACTERS), players)
    first = options.get("first_player")
    if first is None:
        first = chance.randint("first-player", 0, players - 1)
    keys = chance.shuffle("key-cards", sorted(content.key_cards))
    seats = []
    for seat, ch in enumerate(chars):
        seats.append(PlayerState(
            character=ch, colour=content.characters[ch]["colour"], cell=start_cell, path=0,
            powers=list(IDOLS) if quick else [], key_offer=keys[2 * seat: 2 * seat + 2],
            table_side=TABLE_SIDES[players][seat], hand_cover=not quick, ap_cover=not quick,
        ))
    deck = [cid for cid, card in sorted(content.events.items()) if int(card.get("players", 0) or 0) <= players]
    deck = chance.shuffle("event-deck", deck)
    tokens = chance.shuffle("vp-tokens", list(content.vp_values))
    blocking = {2: 2, 3: 1, 4: 0}[players]
    return IceAndIdolsState(
        players=seats, first_player=first, turn=first, phase="keys", quick=quick,
        border_side="powers" if quick else "icon", borders=list(options.get("borders") or BORDER_ICONS),
        grid=grid, tile_kind=kinds, tile_rot=rots, discard=[], spare=[rounds[1]], rotation=0,
        map_setup=options["map"], map_sections=m["sections"], map_idols=m["idols"], map_altars=m["altars"],
        map_gears=m["gears"], map_start=m["start"],
        supply={i: IDOLS_PER_TYPE for i in IDOLS},
        track=[[NEUTRAL] * blocking for _ in IDOLS], vp_tokens=tokens, locked=[False] * len(IDOLS),
        event_deck=deck, event_discard=[],
    )
