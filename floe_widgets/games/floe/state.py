"""The Floe game state: plain, typed dataclasses (serialised by ``core.codec``).

Layout::

    FloeState
      players: list[PlayerState]      one per seat (seat 0 is the starting player)
      world:   WorldState             region tiles, tokens on the map, ships, traders, shrines
      village: VillageState           villagers, displays and decks, elders, landmark slots
      cave:    CaveState              chambers and monster decks, loot zones, dive track
      supply:  SupplyState            potion/crate/map stacks, the two resource bags
      turn:    TurnState              where the current turn is (phase and once-per-turn flags)
      queue / pending                 effects waiting to resolve and the choice they wait on
      battle:  BattleState | None     the cave battle in progress (defined in battle_state.py)

Effects are strings in a small grammar (see ``effects.py``), e.g. ``"crystal:3"``,
``"merit:any:1&herodice"``, ``"basic:1|dive"``.  Content files (monsters, loot,
shrines, cards) use the same grammar, and the battle engine hands its rewards
back to the rules engine as such strings (``BattleContext.gain``).

Ids: region places are ``"<tile>.<local>"`` (``"floe.I0"`` an Iceberg, ``"floe.S2"``
a Sea, ``"floe.h3"`` a Shallows, ``"floe.D0"`` a Dock); cards are named by their
content id (``"hatchet"``, ``"sippy-flask"``); tokens by ``"potion-07"`` etc.

Only additive changes are made to these classes (the battle engine builds on them).
"""

from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass, field
from typing import ClassVar

from floe_widgets.core import Deck
from floe_widgets.core.codec import WORDING

from .battle_state import BattleState

BASIC = ("pearl", "kelp", "mushroom", "wood")
MERITS = ("skill", "might", "charm", "craft")
#: Merit colours (FLOE-MERIT-TYPES-1).
MERIT_COLOURS = {"skill": "yellow", "might": "red", "charm": "green", "craft": "brown"}
VILLAGE_SPACES = ("shop", "tavern", "springs", "yard", "academy")  # clockwise (FLOE-VILLAGE-SPACES-1)
#: Village space -> the basic resource it spends (FLOE-VILLAGE-ACTION-3).
SPACE_RESOURCE = {"shop": "pearl", "tavern": "kelp", "springs": "mushroom", "yard": "wood"}
#: Floe Stone positions: 0 and 1 = on the resource track, 2 = Primed, 3 = Placed (FLOE-STONE-STATE-1).
STONE_TRACK0, STONE_TRACK1, STONE_PRIMED, STONE_PLACED = 0, 1, 2, 3
SODA_MAX = 4
TOKEN_LIMIT = 6
TREASURE_LIMIT = 2
MERIT_MAX = 6
HERO_DICE_MAX = 5
WARMTH_TRACK_TOP = 10  # sample: the warmth track runs 0..10; each Rumor cube on it blocks the top space


@dataclass
class PlayerState:
    """One player's board and pieces."""

    seat: int
    hero: str                     # hero id (content/heroes.yaml)
    familiar: str                 # familiar id (content/familiars.yaml)
    quest: str                    # quest card id (content/quests.yaml)
    board: int                    # player board 0..3 (content/boards.yaml): full-potential merit pairs
    warmth: int = 0
    rumors_on_track: int = 3      # Rumor cubes still blocking the top of the Warmth track
    rumors_available: int = 1     # unlocked Rumors, spent on Landmark visits
    resources: dict[str, int] = field(default_factory=lambda: {r: 0 for r in BASIC})
    soda: int = 0
    crystals: int = 0
    #: basic resource -> Floe Stone position (0, 1 on the track; 2 Primed; 3 Placed)
    stones: dict[str, int] = field(default_factory=lambda: {r: 0 for r in BASIC})
    merits: dict[str, int] = field(default_factory=lambda: {m: 1 for m in MERITS})
    hero_dice: int = 2
    chest_key: int = 0            # -1 = on the Chest icon, 0 = centre, +1 = on the Key icon
    tokens: list[str] = field(default_factory=list)      # potion/crate/map token ids (at most 6)
    treasures: list[str] = field(default_factory=list)   # at most 2
    items: list[str] = field(default_factory=list)
    items_upgraded: list[str] = field(default_factory=list)
    allies: list[str] = field(default_factory=list)
    #: building sets owned: (top tile id, bottom tile id); index 0 is the hero's starting building
    buildings: list[tuple[str, str]] = field(default_factory=list)
    relics: list[str] = field(default_factory=list)      # hidden hand
    vp: int = 0
    hero_flipped: bool = False
    hero_slid: bool = False
    familiar_flipped: bool = False
    familiar_slid: bool = False
    quest_step: int = 0           # quest marker: number of steps completed
    #: Iceberg id, or "village" when the Hero stands in the Village (see hero_space)
    location: str = "floe.I0"
    hero_space: str | None = None       # Village space of the Hero (None if outside the Village)
    familiar_space: str | None = None   # Village space of the Familiar (None = at home / in the world)
    familiar_shallows: str | None = None  # Shallows where the Familiar gathered this turn
    cave_chamber: int = 1         # 1..5 Cave chamber of the Hero marker; 6 = Boss beaten (no more delving)
    landmarks_visited: list[str] = field(default_factory=list)
    regions_discovered: int = 0
    defeated: list[str] = field(default_factory=list)    # monster types beaten: "common" / "elite" / "boss"
    turns_taken: int = 0
    encounters: int = 0           # unlockable content; always 0 in the base game


@dataclass
class WorldState:
    """The six Region tiles and what lies on them."""

    #: position ("top-left", "top-centre", ... "bottom-right") -> region tile id
    layout: dict[str, str] = field(default_factory=dict)
    revealed: list[str] = field(default_factory=list)    # tile ids face up
    #: Iceberg or Sea id -> resource token ids lying there
    tokens: dict[str, list[str]] = field(default_factory=dict)
    ships: list[str] = field(default_factory=list)       # Dock id of each of the 2 Ships
    traders: dict[str, str] = field(default_factory=dict)  # trader id -> Iceberg id
    traders_supply: list[str] = field(default_factory=list)
    landmarks: dict[str, str] = field(default_factory=dict)  # Iceberg id -> landmark card id
    shrines: dict[str, int] = field(default_factory=dict)    # shrine id -> seat whose stone is there


@dataclass
class VillageState:
    """The Village board and the displays above it."""

    villagers: dict[str, int] = field(default_factory=lambda: {s: 1 for s in VILLAGE_SPACES})
    item_deck: Deck = field(default_factory=lambda: Deck("items"))          # face up: top card choosable
    item_display: list[str] = field(default_factory=list)                  # 2 laid out
    tavern_deck: Deck = field(default_factory=lambda: Deck("tavern"))
    tavern_display: list[str] = field(default_factory=list)                # 1 laid out
    ally_deck: Deck = field(default_factory=lambda: Deck("allies"))
    ally_display: list[str] = field(default_factory=list)                  # 1 laid out
    top_stack: Deck = field(default_factory=lambda: Deck("building-tops"))
    bottom_stack: Deck = field(default_factory=lambda: Deck("building-bottoms"))
    building_display: list[tuple[str, str]] = field(default_factory=list)  # 2 laid-out sets
    landmark_deck: Deck = field(default_factory=lambda: Deck("landmarks", reshuffle="never"))
    landmark_slots: list[str | None] = field(default_factory=lambda: [None] * 4)
    #: landmark card id -> seats whose Rumor lies on it, by space index (None = free space)
    landmark_rumors: dict[str, list[int | None]] = field(default_factory=dict)
    treasure_deck: Deck = field(default_factory=lambda: Deck("treasures"))
    relic_deck: Deck = field(default_factory=lambda: Deck("relics"))
    elders: dict[str, int] = field(default_factory=dict)   # elder id -> 0 unflipped, 1 flipped, 2 removed
    #: achievement id -> seat that claimed it (-1 = unclaimed)
    achievements: dict[str, int] = field(default_factory=dict)
    #: the first Region each player discovered is marked by their Hero token beside that achievement
    discover_marks: list[int] = field(default_factory=list)
    mayor: int = 30               # VP track space of the Mayor marker


@dataclass
class Chamber:
    """One chamber of the Cave."""

    kind: str                     # "common" / "elite" / "boss"
    monster: str | None = None    # monster card id
    face_up: bool = False


@dataclass
class CaveState:
    """The Cave board (content and battles are the battle engine's: cave.py / battle.py)."""

    chambers: list[Chamber] = field(default_factory=list)           # 5 chambers, index 0 = chamber 1
    decks: dict[str, Deck] = field(default_factory=dict)            # "common" / "elite" / "boss"
    loot: list[list[str]] = field(default_factory=lambda: [[], []])  # left zone (ch. 1-2), right (3-5)
    dive_track: list[str] = field(default_factory=list)             # 5 dive tile ids, index 0 = top
    boss_sets_taken: dict[int, int] = field(default_factory=dict)    # boss reward set -> seat
    kept_monsters: dict[int, list[str]] = field(default_factory=dict)  # seat -> beaten cards kept face down


@dataclass
class SupplyState:
    """The general supply."""

    potions: Deck = field(default_factory=lambda: Deck("potions"))
    crates: Deck = field(default_factory=lambda: Deck("crates"))
    maps: Deck = field(default_factory=lambda: Deck("maps"))
    white_bag: list[str] = field(default_factory=list)   # Iceberg resource tokens
    blue_bag: list[str] = field(default_factory=list)    # Sea resource tokens
    removed: list[str] = field(default_factory=list)     # collected resource tokens (back in the box)


@dataclass
class TurnState:
    """Where the current turn stands, and what was already used this turn."""

    #: "choose" | "move" | "sail" | "act" | "battle" | "v-start" | "v-hero" | "v-familiar" | "v-fam-act" | "v-end"
    phase: str = "choose"
    kind: str = ""                # "exploration" / "village"
    sail_from: str = ""           # Dock the current Sail started from
    ship_sea: str = ""            # Sea the sailing Ship is on
    must_sail: bool = False       # a Ship was summoned and must be used
    sail_ship: int = -1           # index of the Ship being sailed (-1 = none)
    hero_action: str = ""         # "" / "gather" / "landmark" / "delve" (once per turn)
    familiar_used: bool = False   # Familiar gathered or helped in battle this turn
    trade_done: bool = False
    discovered: bool = False
    ability_used: bool = False
    treasures_used: list[str] = field(default_factory=list)
    buildings_used: list[int] = field(default_factory=list)
    academy_used: list[str] = field(default_factory=list)
    space_action_done: bool = False
    events: list[str] = field(default_factory=list)  # quest events of this action ("gain:kelp", "visit:academy")


@dataclass
class Pending:
    """A choice the rules wait on; answered with ``Choose(option)``."""

    seat: int
    kind: str                     # "alt", "merit", "basic", "chestkey", "treasure-keep", "relic-keep", ...
    options: list[str]
    prompt: str = field(default="", metadata=WORDING)  # a text: older saves may word it otherwise
    data: list[str] = field(default_factory=list)  # e.g. the drawn cards still to discard
    #: where the choice came from, written by saves made before 2026-12-02 and read by nothing
    RETIRED_FIELDS: ClassVar[frozenset[str]] = frozenset({"source"})


@dataclass
class Queued:
    """An effect waiting to be resolved for ``seat``."""

    seat: int
    effect: str
    rules: tuple[str, ...] = ()
    #: where the effect came from, written by saves made before 2026-12-02 and read by nothing
    RETIRED_FIELDS: ClassVar[frozenset[str]] = frozenset({"source"})


@dataclass
class FloeState:
    players: list[PlayerState]
    world: WorldState
    village: VillageState
    cave: CaveState
    supply: SupplyState
    turn: TurnState = field(default_factory=TurnState)
    current: int = 0              # seat whose turn it is
    round: int = 1
    queue: list[Queued] = field(default_factory=list)
    pending: Pending | None = None
    battle: BattleState | None = None
    end_triggered: bool = False
    last_round: int = 0           # the final round (0 until the end is triggered)
    over: bool = False
    final_scores: list[int] = field(default_factory=list)
    relic_points: list[int] = field(default_factory=list)

    def __deepcopy__(self, memo: dict) -> FloeState:
        """A fast structural copy (the kit deep-copies the state before every action)."""
        return _fast_copy(self)


_ATOMS = frozenset((str, int, bool, float, type(None)))
_ATOMIC_HINTS = frozenset(("int", "str", "bool", "float", "str | None", "int | None", "bool | None", "float | None"))
#: dataclass type -> its fields that hold containers (None: not a plain dataclass, use copy.deepcopy)
_CONTAINER_FIELDS: dict[type, tuple[str, ...] | None] = {}


def _container_fields(t: type) -> tuple[str, ...] | None:
    # no mutate: listing a type's fields again gives the same names
    if t not in _CONTAINER_FIELDS:  # pragma: no mutate
        # no mutate: a state holds plain dataclasses only; the deepcopy fallback copies them alike
        if dataclasses.is_dataclass(t) and not t.__dataclass_params__.frozen:  # pragma: no mutate
            _CONTAINER_FIELDS[t] = tuple(f.name for f in dataclasses.fields(t)
                                         if not (isinstance(f.type, str) and f.type in _ATOMIC_HINTS))
        else:
            _CONTAINER_FIELDS[t] = None  # pragma: no mutate (no other kind of object is in a state)
    return _CONTAINER_FIELDS[t]


def _fast_copy(value):
    """Copy containers of this state (their contents are homogeneous: atoms, or containers/dataclasses)."""
    t = type(value)
    if t in _ATOMS:
        return value
    if t is list:
        if not value or type(value[0]) in _ATOMS:
            return value.copy()
        return [_fast_copy(v) for v in value]
    if t is dict:
        if not value or type(next(iter(value.values()))) in _ATOMS:
            return value.copy()
        # no mutate: the lists in a state's dicts hold atoms only, which both branches copy alike
        return {k: v.copy() if type(v) is list and (not v or type(v[0]) in _ATOMS)  # pragma: no mutate
                else _fast_copy(v) for k, v in value.items()}
    if t is tuple:
        for v in value:
            if type(v) not in _ATOMS:  # pragma: no mutate (a state's tuples hold atoms only)
                return tuple(_fast_copy(v) for v in value)
        return value
    fields = _container_fields(t)
    if fields is None:
        return copy.deepcopy(value)  # pragma: no mutate (a safety net no value of a played state reaches)
    new = object.__new__(t)
    d = value.__dict__.copy()
    for k in fields:
        v = d[k]
        if type(v) not in _ATOMS:
            d[k] = _fast_copy(v)
    new.__dict__ = d
    return new

