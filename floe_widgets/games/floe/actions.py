"""Every action of Floe outside the cave battle (battle actions live in battle_actions.py).

Groups (button rows in a widget): "turn", "move", "hero", "extra", "village",
"academy", "supply" (potions, crates, conversions, allies, treasures), "choice".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from floe_widgets.core import Action
from floe_widgets.i18n import message

from .names import academy_spoken, amount_said, option_spoken, spoken
from .place_names import position_spoken as _position


@dataclass(frozen=True)
class ChooseTurn(Action):
    """Start the turn as an Exploration or a Village turn (FLOE-TURN-CHOICE-1)."""

    kind: ClassVar[str] = "choose-turn"
    group: ClassVar[str] = "turn"
    turn: str = "exploration"

    def describe(self) -> str:
        if self.turn == "exploration":
            return message("Take an exploration turn")
        return message("Take a {kind} turn", kind=spoken(self.turn))


@dataclass(frozen=True)
class Hike(Action):
    """Cross one Shallows to a neighbouring Iceberg for 1 Warmth."""

    kind: ClassVar[str] = "hike"
    group: ClassVar[str] = "move"
    to: str = ""
    shallows: str = ""

    def describe(self) -> str:
        return message("Hike to {to} (across {shallows})", to=spoken(self.to), shallows=spoken(self.shallows))


@dataclass(frozen=True)
class SummonShip(Action):
    """Call a Ship to the empty Beacon Dock of the Hero's Iceberg for 1 Warmth."""

    kind: ClassVar[str] = "summon-ship"
    group: ClassVar[str] = "move"
    dock: str = ""
    ship: int = 0

    def describe(self) -> str:
        return message("Summon ship {n} to {dock}", n=self.ship + 1, dock=spoken(self.dock))


@dataclass(frozen=True)
class Sail(Action):
    """Sail (the cheapest route) to another empty Dock and land on its Iceberg."""

    kind: ClassVar[str] = "sail"
    group: ClassVar[str] = "move"
    dock: str = ""

    def describe(self) -> str:
        return message("Sail to {dock}", dock=spoken(self.dock))


@dataclass(frozen=True)
class DiscoverRegion(Action):
    """Sail next to a face-down Region tile and discover it (2 Maps)."""

    kind: ClassVar[str] = "discover"
    group: ClassVar[str] = "move"
    position: str = ""
    sea: str = ""             # the Sea next to it the Ship stops on ("" = the cheapest one)

    def describe(self) -> str:
        if self.sea:
            return message("Discover the region at {position} from {sea}", position=_position(self.position),
                           sea=spoken(self.sea))
        return message("Discover the region at {position}", position=_position(self.position))


@dataclass(frozen=True)
class UseMap(Action):
    """Spend a Map during movement to go to an Iceberg with the Map's feature."""

    kind: ClassVar[str] = "use-map"
    group: ClassVar[str] = "move"
    token: str = ""
    to: str = ""

    def describe(self) -> str:
        return message("Use a {token} to move to {to}", token=spoken(self.token), to=spoken(self.to))


@dataclass(frozen=True)
class EndMovement(Action):
    kind: ClassVar[str] = "end-movement"
    group: ClassVar[str] = "move"

    def describe(self) -> str:
        return message("End movement")


@dataclass(frozen=True)
class Gather(Action):
    """Hero action: ``take`` = "token:<place>:<token>" | "shallows:<id>" | "dive:<id>"."""

    kind: ClassVar[str] = "gather"
    group: ClassVar[str] = "hero"
    take: str = ""

    def describe(self) -> str:
        what, _, rest = self.take.partition(":")
        if what == "token":
            place, _, tok = rest.partition(":")
            return message("Gather {token} from {place}", token=spoken(tok), place=spoken(place))
        if what == "shallows":
            return message("Gather the resources printed on {shallows}", shallows=spoken(rest))
        return message("Dive from {shallows}", shallows=spoken(rest))


@dataclass(frozen=True)
class VisitLandmark(Action):
    kind: ClassVar[str] = "visit-landmark"
    group: ClassVar[str] = "hero"
    space: int = 0

    def describe(self) -> str:
        return message("Visit the Landmark (Rumor on space {n})", n=self.space + 1)


@dataclass(frozen=True)
class Delve(Action):
    kind: ClassVar[str] = "delve"
    group: ClassVar[str] = "hero"

    def describe(self) -> str:
        return message("Delve into the Cave")


@dataclass(frozen=True)
class FamiliarGather(Action):
    """Extra action: Familiar onto ``shallows`` (1 Warmth); ``take`` = "token:<place>:<tok>" | "print" | "dive"."""

    kind: ClassVar[str] = "familiar-gather"
    group: ClassVar[str] = "extra"
    shallows: str = ""
    take: str = "print"

    def describe(self) -> str:
        if self.take.startswith("token:"):
            _, place, tok = self.take.split(":", 2)
            return message("Familiar on {shallows} collects {token} from {place}", shallows=spoken(self.shallows),
                           token=spoken(tok), place=spoken(place))
        if self.take == "dive":
            return message("Familiar on {shallows}: dive", shallows=spoken(self.shallows))
        return message("Familiar on {shallows}: gather the printed resources", shallows=spoken(self.shallows))


@dataclass(frozen=True)
class Trade(Action):
    """Extra action: summon ``trader`` (1 Warmth per Shallows) and sell ``card``."""

    kind: ClassVar[str] = "trade"
    group: ClassVar[str] = "extra"
    trader: str = ""
    card: str = ""

    def describe(self) -> str:
        return message("Trade with {trader}: sell {card}", trader=spoken(self.trader),
                       card=spoken(self.card.partition(":")[2] or self.card))


@dataclass(frozen=True)
class PlaceStone(Action):
    """Extra action: put the Primed Floe Stone of ``resource``'s track into ``shrine``."""

    kind: ClassVar[str] = "place-stone"
    group: ClassVar[str] = "extra"
    resource: str = ""
    shrine: str = ""

    def describe(self) -> str:
        return message("Place your {resource} Floe Stone in {shrine}", resource=spoken(self.resource),
                       shrine=spoken(self.shrine))


@dataclass(frozen=True)
class UsePotion(Action):
    """Spend a Potion for 1 Warmth (any time in your turn)."""

    kind: ClassVar[str] = "use-potion"
    group: ClassVar[str] = "supply"
    token: str = ""

    def describe(self) -> str:
        return message("Drink the {token} for 1 Warmth", token=spoken(self.token))


@dataclass(frozen=True)
class UseCrate(Action):
    kind: ClassVar[str] = "use-crate"
    group: ClassVar[str] = "supply"
    token: str = ""
    resource: str = ""

    def describe(self) -> str:
        return message("Open the {token} for {amount}", token=spoken(self.token), amount=amount_said(self.resource, 1))


@dataclass(frozen=True)
class ConvertSoda(Action):
    """2 Soda -> 1 basic resource."""

    kind: ClassVar[str] = "convert-soda"
    group: ClassVar[str] = "supply"
    resource: str = ""

    def describe(self) -> str:
        return message("Spend 2 Soda for {amount}", amount=amount_said(self.resource, 1))


@dataclass(frozen=True)
class ConvertCrystal(Action):
    """2 basic resources (any mix) -> 1 Crystal."""

    kind: ClassVar[str] = "convert-crystal"
    group: ClassVar[str] = "supply"
    first: str = ""
    second: str = ""

    def describe(self) -> str:
        if self.first == self.second:
            return message("Spend {both} for 1 Crystal", both=amount_said(self.first, 2))
        return message("Spend {first} and {second} for 1 Crystal", first=amount_said(self.first, 1),
                       second=amount_said(self.second, 1))


@dataclass(frozen=True)
class UseAlly(Action):
    kind: ClassVar[str] = "use-ally"
    group: ClassVar[str] = "supply"
    ally: str = ""

    def describe(self) -> str:
        return message("Use the ally {ally}", ally=spoken(self.ally))


@dataclass(frozen=True)
class UseTreasure(Action):
    kind: ClassVar[str] = "use-treasure"
    group: ClassVar[str] = "supply"
    treasure: str = ""

    def describe(self) -> str:
        return message("Use the treasure {treasure}", treasure=spoken(self.treasure))


@dataclass(frozen=True)
class EndTurn(Action):
    kind: ClassVar[str] = "end-turn"
    group: ClassVar[str] = "turn"

    def describe(self) -> str:
        return message("End your turn")


@dataclass(frozen=True)
class PlaceFigure(Action):
    """Village: place the Hero (first) or the Familiar (second) on a Village space."""

    kind: ClassVar[str] = "place-figure"
    group: ClassVar[str] = "village"
    space: str = ""

    def describe(self) -> str:
        return message("Place your figure at the {space}", space=spoken(self.space))


@dataclass(frozen=True)
class BuyItem(Action):
    kind: ClassVar[str] = "buy-item"
    group: ClassVar[str] = "village"
    item: str = ""

    def describe(self) -> str:
        return message("Shop: take {item}", item=spoken(self.item))


@dataclass(frozen=True)
class TavernVisit(Action):
    kind: ClassVar[str] = "tavern"
    group: ClassVar[str] = "village"
    card: str = ""
    option: int = 0

    def describe(self) -> str:
        return message("Tavern: {card}, benefit {n}", card=spoken(self.card), n=self.option + 1)


@dataclass(frozen=True)
class TakeAlly(Action):
    kind: ClassVar[str] = "take-ally"
    group: ClassVar[str] = "village"
    ally: str = ""

    def describe(self) -> str:
        return message("Hot Springs: take {ally}", ally=spoken(self.ally))


@dataclass(frozen=True)
class TakeBuildings(Action):
    kind: ClassVar[str] = "take-buildings"
    group: ClassVar[str] = "village"
    top: str = ""
    bottom: str = ""

    def describe(self) -> str:
        return message("Timber Yard: take the building set {top} / {bottom}", top=spoken(self.top),
                       bottom=spoken(self.bottom))


@dataclass(frozen=True)
class Academy(Action):
    """Academy: ``what`` = "elder:<id>" | "relics-2" | "relics-1" | "treasure" | "stones:<res>:<res>" | "vp"."""

    kind: ClassVar[str] = "academy"
    group: ClassVar[str] = "academy"
    what: str = ""

    def describe(self) -> str:
        return message("Academy: {what}", what=academy_spoken(self.what))


@dataclass(frozen=True)
class UseBuilding(Action):
    kind: ClassVar[str] = "use-building"
    group: ClassVar[str] = "village"
    index: int = 0

    def describe(self) -> str:
        return message("Activate building {n}", n=self.index + 1)


@dataclass(frozen=True)
class Pass(Action):
    """Village: finish the current step (skip or end the space action)."""

    kind: ClassVar[str] = "pass"
    group: ClassVar[str] = "village"

    def describe(self) -> str:
        return message("Done here")


@dataclass(frozen=True)
class Choose(Action):
    """Answer the pending choice."""

    kind: ClassVar[str] = "choose"
    group: ClassVar[str] = "choice"
    option: str = ""

    def describe(self) -> str:
        return message("Choose {option}", option=option_spoken(self.option))


ACTIONS: tuple[type[Action], ...] = (
    ChooseTurn, Hike, SummonShip, Sail, DiscoverRegion, UseMap, EndMovement, Gather, VisitLandmark, Delve,
    FamiliarGather, Trade, PlaceStone, UsePotion, UseCrate, ConvertSoda, ConvertCrystal, UseAlly, UseTreasure,
    EndTurn, PlaceFigure, BuyItem, TavernVisit, TakeAlly, TakeBuildings, Academy, UseBuilding, Pass, Choose,
)
