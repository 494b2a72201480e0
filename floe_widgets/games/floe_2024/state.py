"""The state of a Floe 2024 game: plain dataclasses, JSON-able (no behaviour here).

Track positions: a resource marker is 0..4; a Floe Stone is 2, 3 or 4 on its track, ABOVE (5) once
unlocked, PLACED (6) once it stands in a shrine (FLOEJA-FLOE-CAPACITY-1, FLOEJA-MISSING-9).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from floe_widgets.core.codec import WORDING

ABOVE = 5
PLACED = 6
VILLAGE = "village"


@dataclass
class Player:
    seat: int
    hero: str
    warmth: int = 4
    cubes_released: int = 0                  # taken off the Warmth track at the Tavern
    landmarks: list[str] = field(default_factory=list)   # landmark cards holding one of our cubes
    res: dict[str, int] = field(default_factory=dict)     # pearl kelp bubble mushroom wood
    stones: dict[str, int] = field(default_factory=dict)  # track -> 2..4, ABOVE, PLACED
    crystals: int = 0
    vp: int = 0
    half: bool = False
    chest: bool = False
    key: bool = False
    dice: int = 0                            # index on the dice track (0 = leftmost)
    maps: int = 0
    map_shrines: int = 0
    crates: list[int] = field(default_factory=list)       # index into the crate kinds
    potions: list[str] = field(default_factory=list)      # the icon each potion shows
    items: list[str] = field(default_factory=list)
    flipped: list[str] = field(default_factory=list)
    buildings: list[list[str]] = field(default_factory=list)  # bought [top, bottom] sets
    quest: str | None = None
    feather: int = 0
    quests_done: int = 0
    objectives: list[str] = field(default_factory=list)
    treasures: list[str] = field(default_factory=list)
    encounters: dict[str, str] = field(default_factory=dict)  # type -> card
    hero_level: int = 1
    familiar_level: int = 1
    familiar_spot: str = ""                  # "top", "bottom", "battle" or a shallows slot
    location: str = VILLAGE                  # "village:<space>" or an iceberg id
    room: int = 1                            # the hero cave marker
    discovered: int = 0
    strong_monsters: int = 0
    shrines: int = 0                         # stones placed in map shrines
    used_this_turn: list[str] = field(default_factory=list)  # once-per-turn abilities and items


@dataclass
class Pending:
    """A choice the current player must make before anything else (options are what they read)."""

    kind: str
    options: list[str]
    data: dict[str, Any] = field(default_factory=dict)
    #: each option in words for either language (bilingual.to_data); empty in a choice made before they were kept;
    #: words, so a save that worded them otherwise ("1 Crystals: ...") still loads
    said: list[Any] = field(default_factory=list, metadata=WORDING)


@dataclass
class Battle:
    monster: str
    room: int
    dice: list[str] = field(default_factory=list)        # faces as they lie
    extra: list[str] = field(default_factory=list)       # icons from potions, familiar, spells
    on_items: dict[str, int] = field(default_factory=dict)   # item -> die placed on it
    magic_used: int = 0
    stage: str = "roll"                      # roll -> swords
    damage: int = 0
    crits_on_arrows: int = 0
    familiar: bool = False
    free_reroll: bool = False


@dataclass
class Floe2024State:
    players: list[Player] = field(default_factory=list)
    current: int = 0
    step: str = "start"                      # start, map, familiar, battle, over
    turn_kind: str = ""                      # village or map
    hero_acted: bool = False
    familiar_acted: bool = False
    round: int = 1
    end_round: int | None = None             # the last round, once the end is signalled
    round_limit: int | None = 30
    pending: list[Pending] = field(default_factory=list)
    battle: Battle | None = None
    # the village board
    villagers: dict[str, int] = field(default_factory=dict)
    item_deck: list[str] = field(default_factory=list)
    items: list[str] = field(default_factory=list)
    tavern_deck: list[str] = field(default_factory=list)
    tavern: list[str] = field(default_factory=list)
    quest_deck: list[str] = field(default_factory=list)
    quests: list[str] = field(default_factory=list)
    objective_deck: list[str] = field(default_factory=list)
    objective_used: list[str] = field(default_factory=list)   # face up under the deck
    top_stack: list[str] = field(default_factory=list)
    bottom_stack: list[str] = field(default_factory=list)
    workshop: list[list[str]] = field(default_factory=list)   # columns [top, bottom]
    potion_stock: list[str] = field(default_factory=list)
    treasure_deck: list[str] = field(default_factory=list)
    treasure_used: list[str] = field(default_factory=list)
    landmark_deck: list[str] = field(default_factory=list)
    landmarks: dict[str, str] = field(default_factory=dict)   # iceberg -> landmark card
    encounter_decks: dict[str, list[str]] = field(default_factory=dict)
    # the map
    layout: dict[str, str] = field(default_factory=dict)      # position -> board
    revealed: list[str] = field(default_factory=list)
    discovery: dict[str, str] = field(default_factory=dict)   # face-down board -> discovery tile
    tokens: dict[str, list[str]] = field(default_factory=dict)  # iceberg or sea -> exploration tokens
    bags: dict[str, list[str]] = field(default_factory=dict)  # ice, sea, cave
    ships: list[str] = field(default_factory=list)            # dock of each ship
    shrines: dict[str, int] = field(default_factory=dict)     # shrine -> seat whose stone is there
    flags: dict[str, int] = field(default_factory=dict)       # board -> index of its standee on the path
    familiars: dict[str, int] = field(default_factory=dict)   # shallows slot -> seat
    dive: list[str] = field(default_factory=list)
    sailed: list[str] = field(default_factory=list)           # seas the ship entered this turn
    ship_used: int | None = None
    campfires: list[str] = field(default_factory=list)        # campfires used this turn
    # the cave
    monsters: dict[str, str] = field(default_factory=dict)    # room -> monster card
    face_up: list[str] = field(default_factory=list)          # rooms whose monster is face up
    monster_decks: dict[str, list[str]] = field(default_factory=dict)
    slots: dict[str, str] = field(default_factory=dict)       # "room#n" -> cave token
    event_deck: list[str] = field(default_factory=list)
    event: str | None = None
    last_room: dict[str, int] = field(default_factory=dict)   # reward space -> seat
    crate_kinds: int = 4
    log: list[str] = field(default_factory=list)
