"""The state of a Frosthaven campaign between and around scenarios: plain dataclasses."""

from __future__ import annotations

from dataclasses import dataclass, field

from floe_widgets.core.codec import WRITTEN_WHEN_SET


@dataclass
class Hero:
    """A campaign character (the character sheet)."""

    seat: int
    cls: str
    name: str
    level: int = 1
    xp: int = 0
    gold: int = 30
    perk_marks: int = 0
    checkmarks: int = 0
    quest: str = ""
    quest_progress: int = 0
    max_hp: int = 0
    materials: dict[str, int] = field(default_factory=dict)   # lumber, metal, hide
    items: list[str] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)            # ability cards in the pool
    perks: list[str] = field(default_factory=list)            # perks taken, a perk id once per time (FH-CHAR-PERK-1)
    downtime_done: bool = False


@dataclass(frozen=True)
class Sticker:
    """An enhancement sticker on one ability of a class's ability card (FH-ENHANCE-*): +1 to ``stat`` of
    ability ``ability`` (0-based) of the card's ``half``; a temporary one sits on the sleeve and goes at
    retirement (FH-VARIANT-TEMPENH-1)."""

    card: str
    half: str                 # top | bottom
    ability: int
    stat: str
    temporary: bool = False


@dataclass
class Building:
    number: int
    name: str
    level: int = 0            # 0: unlocked but not built yet
    wrecked: bool = False


@dataclass
class Result:
    """A reported scenario result kept while the party decides what to do after a loss."""

    number: int
    loot: list[list[str]] = field(default_factory=list)


@dataclass
class CampaignState:
    phase: str = "scenario"   # scenario | road | play | lost | outpost | over
    step: str = ""            # outpost: time | event | attack | operations | downtime | construction
    week: int = 0             # the last marked week of the calendar
    prosperity: int = 1
    morale: int = 6
    inspiration: int = 0
    supply: dict[str, int] = field(default_factory=dict)
    herbs: dict[str, int] = field(default_factory=dict)
    buildings: list[Building] = field(default_factory=list)
    unlocked: list[int] = field(default_factory=list)
    completed: list[int] = field(default_factory=list)
    characters: list[Hero] = field(default_factory=list)
    retirements: list[str] = field(default_factory=list)
    fallen: list[str] = field(default_factory=list)
    retired_by_seat: dict[int, int] = field(default_factory=dict)
    unlocked_classes: list[str] = field(default_factory=list)
    calendar: dict[int, list[str]] = field(default_factory=dict)
    read_sections: list[str] = field(default_factory=list)
    event_decks: dict[str, list[str]] = field(default_factory=dict)
    road_decks: dict[str, list[str]] = field(default_factory=dict)
    road_event: str = ""      # the road event drawn and waiting for a choice
    guard_deck: list[int] = field(default_factory=list)
    guard_discard: list[int] = field(default_factory=list)
    quest_deck: list[str] = field(default_factory=list)
    alchemy: list[str] = field(default_factory=list)          # revealed chart windows "herb+herb"
    scenario: int = 0         # the scenario being played (phase play / lost)
    pending: Result | None = None
    event: str = ""           # the outpost event drawn and waiting for a choice
    attack_targets: list[int] = field(default_factory=list)
    attack_strength: int = 0
    builds_left: int = 0
    morale_spent: bool = False
    outposts: int = 0         # outpost phases completed
    played: int = 0           # scenarios reported
    log: list[str] = field(default_factory=list)
    stickers: list[Sticker] = field(default_factory=list, metadata=WRITTEN_WHEN_SET)   # on the class cards
