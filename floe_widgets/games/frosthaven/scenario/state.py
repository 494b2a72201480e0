"""The state of one Frosthaven scenario: plain dataclasses (saved and replayed by the kit)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from floe_widgets.core.codec import WRITTEN_WHEN_SET
from floe_widgets.core.tagged import Tagged

from .modifiers import ModDeck

Hex = tuple[int, int]


@dataclass
class Bonus:
    """An active bonus in a character's active area, or a monster's round bonus (FH-CARD-BONUS-1)."""

    kind: str                 # shield | retaliate
    value: int
    duration: str = "round"   # round | persistent
    uses: int = -1            # persistent bonuses with use slots; -1 = unlimited
    card: str = ""            # the ability card it came from ("" for monsters and items)
    lost: bool = False        # the card goes to the lost pile when the bonus ends


@dataclass
class Figure:
    fid: str                  # "C0".., "S0-1" summons, "hound-3", "totem"
    kind: str                 # character | summon | monster | objective
    name: str
    hex: Hex
    hp: int
    max_hp: int
    owner: int = -1           # seat of a character or a summon's summoner
    mtype: str = ""           # monster type
    elite: bool = False
    number: int = 0           # standee number (monsters)
    move: int = 0             # summons: stats (FH-SUMMON-ACT-1)
    attack: int = 0
    shield: int = 0           # stat-card shield (monsters) / passive items (characters)
    immune: list[str] = field(default_factory=list)
    #: condition -> number of completed turns after which it expires (0 = until removed)
    conditions: dict[str, int] = field(default_factory=dict)
    bonuses: list[Bonus] = field(default_factory=list)
    turns_done: int = 0
    acting: bool = False
    summoned_round: int = 0   # the round a summon entered play; 0 or -1 for placed and spawned figures


@dataclass
class ItemState:
    item: str
    state: str = "ready"      # ready | spent | lost | flipped | uncarried (items.UNCARRIED)


@dataclass
class Character:
    seat: int
    cls: str
    name: str
    level: int
    fid: str
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)
    active: list[str] = field(default_factory=list)   # cards in the active area
    selected: list[str] = field(default_factory=list)  # [initiative card, second card]
    long_rest: bool = False
    initiative: int = 0
    exhausted: bool = False
    dead: bool = False        # permanent death variant (FH-VARIANT-PERMADEATH-1): 0 HP kills
    deck: ModDeck = field(default_factory=ModDeck)
    items: list[ItemState] = field(default_factory=list)
    goal_options: list[str] = field(default_factory=list)
    goal: str = ""
    xp: int = 0               # experience gained this scenario (the blue dial, FH-SETUP-DIAL-1)
    loot: list[str] = field(default_factory=list)      # loot cards taken
    gold: int = 0
    checkmarks: int = 0
    stats: dict[str, int] = field(default_factory=dict)


@dataclass
class MonsterDeck:
    draw: list[int] = field(default_factory=list)     # card indices into the type's deck
    discard: list[int] = field(default_factory=list)
    current: int = -1
    reshuffle: bool = False


@dataclass
class Turn:
    """The character turn in progress (FH-CARD-ACTION-1)."""

    fid: str
    seat: int
    done: list[str] = field(default_factory=list)       # halves used: "top", "bottom"
    cards_done: list[str] = field(default_factory=list)
    card: str = ""
    half: str = ""
    basic: bool = False
    index: int = 0                                      # next ability of the action
    ability: dict[str, Any] = field(default_factory=dict)   # the ability being performed
    points: int = 0                                     # move points left
    targets: list[str] = field(default_factory=list)    # figures already targeted by it
    performed: bool = False                             # any part of the action performed
    infusions: list[str] = field(default_factory=list)
    consumed: list[str] = field(default_factory=list)
    bonus_attack: int = 0                               # item bonus for the next attack
    lost_action: bool = False
    persistent_card: bool = False
    command: dict[str, Any] = field(default_factory=dict)   # a grant/control ability being performed
    commanded: str = ""                                     # the figure performing its sub-ability


@dataclass(frozen=True)
class Task(Tagged, family=True):
    """One step of the automatic procedure waiting to run (monster turns, attacks, damage...): one
    subclass per kind (task_kinds.py), its own fields stored under ``data`` as saves have always had them."""

    actor: str = ""
    target: str = ""
    value: int = 0


@dataclass(frozen=True)
class Decision(Tagged, family=True):
    """What the game is waiting for, and from whom: one subclass per kind (decision_kinds.py),
    its own fields stored under ``data`` as saves have always had them."""

    seat: int
    fid: str = ""


@dataclass
class FHState:
    scenario: str
    level: int
    round: int = 0
    phase: str = "setup"      # setup | select | play | end | won | lost
    characters: list[Character] = field(default_factory=list)
    figures: list[Figure] = field(default_factory=list)
    monster_deck: ModDeck = field(default_factory=ModDeck)
    ally_deck: ModDeck = field(default_factory=ModDeck)
    bless_supply: int = 10
    player_curses: int = 10
    monster_curses: int = 10
    ability_decks: dict[str, MonsterDeck] = field(default_factory=dict)
    elements: dict[str, int] = field(default_factory=dict)
    revealed_rooms: list[int] = field(default_factory=list)
    open_doors: list[Hex] = field(default_factory=list)
    traps: list[Hex] = field(default_factory=list)
    loot_tokens: list[Hex] = field(default_factory=list)
    treasures: list[Hex] = field(default_factory=list)
    loot_deck: list[str] = field(default_factory=list)
    order: list[str] = field(default_factory=list)      # this round's initiative order of figure ids/sets
    acted: list[str] = field(default_factory=list)
    queue: list[Task] = field(default_factory=list)
    decision: Decision | None = None
    turn: Turn | None = None
    goal_met: bool = False
    used_standees: dict[str, list[int]] = field(default_factory=dict)
    summon_count: int = 0
    inspiration: int = 0
    sections_read: list[str] = field(default_factory=list)   # section links already resolved (FH-GEN-SECTION-1)
    aid_tokens: list[Hex] = field(default_factory=list)       # scenario aid tokens on green notable hexes
    #: overlay tiles changed in play (FH-TILES-MANIP-1): hex -> the overlay now there ("" = removed);
    #: traps live in ``traps``
    overlay_changes: dict[Hex, str] = field(default_factory=dict)
    #: pressure plates that work once and have worked (FH-TERR-6, scenario/plates.py)
    plates_used: list[Hex] = field(default_factory=list, metadata=WRITTEN_WHEN_SET)
    log: list[str] = field(default_factory=list)
