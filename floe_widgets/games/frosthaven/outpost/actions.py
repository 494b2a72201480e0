"""The actions of a Frosthaven campaign: choosing and reporting scenarios, the outpost steps, downtime."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from floe_widgets.core import Action
from floe_widgets.i18n import N_, message

from ..scenario.cards import all_cards
from ..scenario.names import character_label, name_term, said
from .content import class_name, item_name


@dataclass(frozen=True)
class ChooseScenario(Action):
    kind: ClassVar[str] = "choose-scenario"
    group: ClassVar[str] = "scenario"
    number: int

    def describe(self) -> str:
        return message("Play scenario {number}", number=self.number)


@dataclass(frozen=True)
class ResolveRoad(Action):
    kind: ClassVar[str] = "resolve-road"
    group: ClassVar[str] = "scenario"
    option: int

    def describe(self) -> str:
        return message("Road event option {option}", option=option_letter(self.option))


@dataclass(frozen=True)
class ReportScenario(Action):
    """The outcome of a scenario: won or lost, and per character (in seat order) the XP, gold and
    battle-goal checkmarks gained, the resources from loot cards, and whether it died (0 HP)."""

    kind: ClassVar[str] = "report-scenario"
    group: ClassVar[str] = "scenario"
    number: int
    won: bool
    xp: tuple[int, ...] = ()
    gold: tuple[int, ...] = ()
    checkmarks: tuple[int, ...] = ()
    loot: tuple[tuple[str, ...], ...] = ()
    died: tuple[bool, ...] = ()

    def describe(self) -> str:
        gains = any(self.xp) or any(self.gold) or any(self.checkmarks) or any(self.loot) or any(self.died)
        if self.won:
            return (message("Scenario {number} won (with gains)", number=self.number) if gains
                    else message("Scenario {number} won (no gains)", number=self.number))
        return (message("Scenario {number} lost (with gains)", number=self.number) if gains
                else message("Scenario {number} lost (no gains)", number=self.number))


@dataclass(frozen=True)
class LostChoice(Action):
    kind: ClassVar[str] = "lost-choice"
    group: ClassVar[str] = "scenario"
    option: str               # return | replay

    def describe(self) -> str:
        return message("Return to Frosthaven") if self.option == "return" else message("Replay the scenario at once")


@dataclass(frozen=True)
class PassTime(Action):
    kind: ClassVar[str] = "pass-time"
    group: ClassVar[str] = "outpost"

    def describe(self) -> str:
        return message("Mark the next week")


@dataclass(frozen=True)
class DrawEvent(Action):
    kind: ClassVar[str] = "draw-event"
    group: ClassVar[str] = "outpost"

    def describe(self) -> str:
        return message("Draw an outpost event")


@dataclass(frozen=True)
class ResolveEvent(Action):
    kind: ClassVar[str] = "resolve-event"
    group: ClassVar[str] = "outpost"
    option: int

    def describe(self) -> str:
        return message("Event option {option}", option=option_letter(self.option))


@dataclass(frozen=True)
class DefendBuilding(Action):
    kind: ClassVar[str] = "defend-building"
    group: ClassVar[str] = "outpost"
    number: int

    def describe(self) -> str:
        return message("Defence check for building {number}", number=self.number)


@dataclass(frozen=True)
class RunOperations(Action):
    kind: ClassVar[str] = "run-operations"
    group: ClassVar[str] = "outpost"

    def describe(self) -> str:
        return message("Run building operations")


@dataclass(frozen=True)
class LevelUp(Action):
    kind: ClassVar[str] = "level-up"
    group: ClassVar[str] = "downtime"
    seat: int

    def describe(self) -> str:
        return message("{who} levels up", who=character_label(self.seat))


@dataclass(frozen=True)
class Retire(Action):
    kind: ClassVar[str] = "retire"
    group: ClassVar[str] = "downtime"
    seat: int
    second_quest: bool = False

    def describe(self) -> str:
        who = character_label(self.seat)
        return (message("{who} retires (15 inspiration: a second quest)", who=who) if self.second_quest
                else message("{who} retires", who=who))


@dataclass(frozen=True)
class CreateCharacter(Action):
    kind: ClassVar[str] = "create-character"
    group: ClassVar[str] = "downtime"
    seat: int
    cls: str
    keep: int = 0             # which of the two drawn personal quests to keep

    def describe(self) -> str:
        return message("Player {n} creates a new {cls} (quest {quest})", n=self.seat + 1, cls=class_name(self.cls),
                       quest="AB"[self.keep] if self.keep in (0, 1) else "?")


@dataclass(frozen=True)
class Craft(Action):
    kind: ClassVar[str] = "craft"
    group: ClassVar[str] = "downtime"
    seat: int
    item: str

    def describe(self) -> str:
        return message("{who} crafts {item}", who=character_label(self.seat), item=item_name(self.item))


@dataclass(frozen=True)
class Brew(Action):
    kind: ClassVar[str] = "brew"
    group: ClassVar[str] = "downtime"
    seat: int
    first: str
    second: str

    def describe(self) -> str:
        return message("{who} brews {first} + {second}", who=character_label(self.seat), first=said(self.first),
                       second=said(self.second))


@dataclass(frozen=True)
class Sell(Action):
    kind: ClassVar[str] = "sell"
    group: ClassVar[str] = "downtime"
    seat: int
    item: str

    def describe(self) -> str:
        return message("{who} sells {item}", who=character_label(self.seat), item=item_name(self.item))


@dataclass(frozen=True)
class TakePerk(Action):
    """Spend one perk mark on one of the class's perks (FH-CHAR-PERK-1, FH-GOAL-PERK-1)."""

    kind: ClassVar[str] = "take-perk"
    group: ClassVar[str] = "downtime"
    seat: int
    perk: str

    def describe(self) -> str:
        return message("{who} takes the perk {perk}", who=character_label(self.seat), perk=self.perk)


@dataclass(frozen=True)
class Enhance(Action):
    """Buy an enhancement sticker: +1 to ``stat`` of ability ``ability`` (0-based) of the card's ``half``
    (FH-ENHANCE-*)."""

    kind: ClassVar[str] = "enhance"
    group: ClassVar[str] = "downtime"
    seat: int
    card: str
    half: str
    ability: int
    stat: str

    def describe(self) -> str:
        return message("{who} enhances {card} ({half}, ability {n}): {stat} +1", who=character_label(self.seat),
                       card=card_title(self.card), half=said(self.half), n=self.ability + 1,
                       stat=said(self.stat.capitalize()))


@dataclass(frozen=True)
class Respec(Action):
    """Pay 10 gold per level and choose the cards gained at level-ups again (FH-VARIANT-RESPEC-1)."""

    kind: ClassVar[str] = "respec"
    group: ClassVar[str] = "downtime"
    seat: int
    cards: tuple[str, ...]

    def describe(self) -> str:
        chosen = listed([card_title(c) for c in self.cards]) if self.cards else message("no cards")
        return message("{who} chooses the level-up cards again: {cards}", who=character_label(self.seat),
                       cards=chosen)


#: the numbers an enhancement raises, as its action names them (capitalised)
STAT_NAMES = (N_("Attack"), N_("Move"), N_("Range"), N_("Heal"), N_("Shield"), N_("Retaliate"), N_("Target"),
              N_("Push"), N_("Pull"))


def option_letter(option: int) -> str:
    """An event card's two options are A and B."""
    return "AB"[option] if 0 <= option < 2 else str(option)


def listed(names: list[str]) -> str:
    """Names one after another: "A, B, C" (the comma written in the reader's language)."""
    said_so_far = names[0]
    for name in names[1:]:
        said_so_far = message("{first}, {second}", first=said_so_far, second=name)
    return said_so_far


def card_title(cid: str) -> str:
    """A card's printed name (a person never reads its id)."""
    card = all_cards().get(cid)
    return name_term(card["name"]) if card else message("an unknown card")


@dataclass(frozen=True)
class EndDowntime(Action):
    kind: ClassVar[str] = "end-downtime"
    group: ClassVar[str] = "downtime"
    seat: int

    def describe(self) -> str:
        return message("{who} is done with downtime", who=character_label(self.seat))


@dataclass(frozen=True)
class Contribute(Action):
    kind: ClassVar[str] = "contribute"
    group: ClassVar[str] = "construction"
    seat: int
    resource: str

    def describe(self) -> str:
        return message("{who} gives 1 {resource} to the supply", who=character_label(self.seat),
                       resource=said(self.resource))


@dataclass(frozen=True)
class SpendMorale(Action):
    kind: ClassVar[str] = "spend-morale"
    group: ClassVar[str] = "construction"

    def describe(self) -> str:
        return message("Spend 2 morale for a second construction")


@dataclass(frozen=True)
class Build(Action):
    kind: ClassVar[str] = "build"
    group: ClassVar[str] = "construction"
    number: int

    def describe(self) -> str:
        return message("Build or upgrade building {number}", number=self.number)


@dataclass(frozen=True)
class Rebuild(Action):
    kind: ClassVar[str] = "rebuild"
    group: ClassVar[str] = "construction"
    number: int

    def describe(self) -> str:
        return message("Rebuild wrecked building {number}", number=self.number)


@dataclass(frozen=True)
class EndConstruction(Action):
    kind: ClassVar[str] = "end-construction"
    group: ClassVar[str] = "construction"

    def describe(self) -> str:
        return message("End the outpost phase")


ACTION_TYPES = (ChooseScenario, ResolveRoad, ReportScenario, LostChoice, PassTime, DrawEvent, ResolveEvent,
                DefendBuilding, RunOperations, LevelUp, Retire, CreateCharacter, Craft, Brew, Sell, TakePerk,
                Enhance, Respec, EndDowntime, Contribute, SpendMorale, Build, Rebuild, EndConstruction)
