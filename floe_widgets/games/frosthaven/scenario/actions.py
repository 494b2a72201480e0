"""Every choice a player makes in a Frosthaven scenario."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from floe_widgets.core import Action
from floe_widgets.i18n import message

from ..map.hex_names import hex_name
from .elements import ELEMENTS
from .names import (
    card_label,
    cards_label,
    character_label,
    class_label,
    figure_label,
    goal_label,
    item_label,
    listed,
    modifier_said,
    said,
)

Hex = tuple[int, int]


@dataclass(frozen=True)
class ChooseGoal(Action):
    """Keep one of the three battle goals dealt (FH-GOAL-DEAL-1)."""

    kind: ClassVar[str] = "choose-goal"
    group: ClassVar[str] = "setup"
    seat: int
    goal: str

    def describe(self) -> str:
        return message("{who} keeps the battle goal {goal}", who=character_label(self.seat), goal=goal_label(self.goal))


@dataclass(frozen=True)
class SelectCards(Action):
    """Play two cards this round; ``lead`` gives the initiative (FH-CARD-SELECT-1)."""

    kind: ClassVar[str] = "select"
    group: ClassVar[str] = "cards"
    seat: int
    lead: str
    other: str

    def describe(self) -> str:
        return message("{who} plays {lead}, leading, and {other}", who=class_label(self.lead),
                       lead=card_label(self.lead), other=card_label(self.other))


@dataclass(frozen=True)
class LongRest(Action):
    """Declare a long rest at initiative 99 (FH-REST-LONG-1)."""

    kind: ClassVar[str] = "long-rest"
    group: ClassVar[str] = "cards"
    seat: int

    def describe(self) -> str:
        return message("{who} declares a long rest", who=character_label(self.seat))


@dataclass(frozen=True)
class ChooseHalf(Action):
    """Perform the top or bottom action of a played card (or its basic Attack 2 / Move 2)."""

    kind: ClassVar[str] = "half"
    group: ClassVar[str] = "turn"
    card: str
    half: str
    basic: bool = False

    def describe(self) -> str:
        card = card_label(self.card)
        if self.basic:
            return (message("Use the basic Attack 2 of {card}", card=card) if self.half == "top"
                    else message("Use the basic Move 2 of {card}", card=card))
        if self.half in ("top", "bottom"):
            return (message("Use the top action of {card}", card=card) if self.half == "top"
                    else message("Use the bottom action of {card}", card=card))
        return f"Use the {self.half} action of {card}"   # not a half: refused (never offered)


@dataclass(frozen=True)
class Consume(Action):
    """Consume (or not) the element an ability can use (FH-ELEMENT-CONSUME-1)."""

    kind: ClassVar[str] = "consume"
    group: ClassVar[str] = "turn"
    element: str
    use: bool = True

    def describe(self) -> str:
        element = said(self.element) if self.element in ELEMENTS else self.element
        return (message("Consume {element}", element=element) if self.use
                else message("Do not consume {element}", element=element))


@dataclass(frozen=True)
class MoveTo(Action):
    """Move (or jump, or teleport) to a hex."""

    kind: ClassVar[str] = "move-to"
    group: ClassVar[str] = "move"
    to: Hex

    def describe(self) -> str:
        return message("Move to {hex}", hex=hex_name(self.to))


@dataclass(frozen=True)
class Target(Action):
    """Target a figure with the current ability; ``effects`` False skips its added effects."""

    kind: ClassVar[str] = "target"
    group: ClassVar[str] = "target"
    fid: str
    effects: bool = True

    def describe(self) -> str:
        return (message("Target {figure}", figure=figure_label(self.fid)) if self.effects
                else message("Target {figure} (without added effects)", figure=figure_label(self.fid)))


@dataclass(frozen=True)
class TargetArea(Action):
    """Place an area of effect so that it covers these hexes (FH-AOE-HEX-1)."""

    kind: ClassVar[str] = "target-area"
    group: ClassVar[str] = "target"
    hexes: tuple[Hex, ...]

    def describe(self) -> str:
        return message("Attack the area: {hexes}", hexes=listed(hex_name(h) for h in self.hexes))


@dataclass(frozen=True)
class PlaceAt(Action):
    """Place a summon, or end a push/pull, on a hex."""

    kind: ClassVar[str] = "place"
    group: ClassVar[str] = "move"
    to: Hex

    def describe(self) -> str:
        return message("Place at {hex}", hex=hex_name(self.to))


@dataclass(frozen=True)
class Perform(Action):
    """Perform the current ability (one without a target or place to choose)."""

    kind: ClassVar[str] = "perform"
    group: ClassVar[str] = "turn"

    def describe(self) -> str:
        return message("Perform the ability")


@dataclass(frozen=True)
class Skip(Action):
    """Skip the rest of the current ability (FH-CARD-SKIP-1)."""

    kind: ClassVar[str] = "skip"
    group: ClassVar[str] = "turn"

    def describe(self) -> str:
        return message("Skip / done")


@dataclass(frozen=True)
class UseItem(Action):
    kind: ClassVar[str] = "use-item"
    group: ClassVar[str] = "items"
    item: str

    def describe(self) -> str:
        return message("Use the {item}", item=item_label(self.item))


@dataclass(frozen=True)
class LoseCards(Action):
    """Negate damage by losing 1 hand card or 2 discarded cards (FH-DAMAGE-NEGATE-1)."""

    kind: ClassVar[str] = "lose-cards"
    group: ClassVar[str] = "damage"
    cards: tuple[str, ...]

    def describe(self) -> str:
        return message("Negate the damage by losing {cards}", cards=cards_label(self.cards))


@dataclass(frozen=True)
class TakeDamage(Action):
    kind: ClassVar[str] = "take-damage"
    group: ClassVar[str] = "damage"

    def describe(self) -> str:
        return message("Suffer the damage")


@dataclass(frozen=True)
class LoseCard(Action):
    """Long rest: choose the discarded card to lose (FH-REST-LONG-1)."""

    kind: ClassVar[str] = "lose-card"
    group: ClassVar[str] = "rest"
    card: str

    def describe(self) -> str:
        return message("Lose {card}", card=card_label(self.card))


@dataclass(frozen=True)
class ShortRest(Action):
    """End of round: short rest or not; ``redraw`` answers the once-per-rest re-draw offer."""

    kind: ClassVar[str] = "short-rest"
    group: ClassVar[str] = "rest"
    seat: int
    rest: bool

    def describe(self) -> str:
        return (message("{who} short rests", who=character_label(self.seat)) if self.rest
                else message("{who} does not short rest", who=character_label(self.seat)))


@dataclass(frozen=True)
class Redraw(Action):
    """Short rest: suffer 1 damage to keep the randomly lost card (FH-REST-SHORT-2)."""

    kind: ClassVar[str] = "redraw"
    group: ClassVar[str] = "rest"
    redraw: bool

    def describe(self) -> str:
        return message("Suffer 1 damage to keep that card") if self.redraw else message("Accept the lost card")


@dataclass(frozen=True)
class PartyChoice(Action):
    """The party picks one of a monster's equally good options (FH-GEN-PARTY-1). The option is its
    ``index``; ``text`` is the plain text the state keeps ("move to (0, 3)"), not compared (a save written when
    the option was worded otherwise still loads); a person reads the option through
    ``Frosthaven.action_to_string`` ("move to hex 0,3")."""

    kind: ClassVar[str] = "party-choice"
    group: ClassVar[str] = "party"
    index: int
    text: str = field(default="", compare=False)

    def describe(self) -> str:
        return self.text or message("Option {n}", n=self.index + 1)


@dataclass(frozen=True)
class KeepCard(Action):
    """Keep one of two modifier cards drawn with advantage or disadvantage when neither is plainly
    better (FH-ATK-6); ``card`` is the card's text as printed in the log."""

    kind: ClassVar[str] = "keep-card"
    card: str

    def describe(self) -> str:
        return message("Keep the modifier card {card}", card=modifier_said(self.card))


ACTION_TYPES = (
    PartyChoice, KeepCard, ChooseGoal, SelectCards, LongRest, ChooseHalf, Consume, MoveTo, Target, TargetArea,
    PlaceAt, Perform, Skip, UseItem, LoseCards, TakeDamage, LoseCard, ShortRest, Redraw,
)
