"""Every action of Floe outside the cave battle (battle actions live in battle_actions.py).

Groups (button rows in a widget): "turn", "move", "hero", "extra", "village",
"academy", "supply" (potions, crates, conversions, allies, treasures), "choice".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from floe_widgets.core import Action

from .names import academy_name, name, option_name


@dataclass(frozen=True)
class ChooseTurn(Action):
    """Start the turn as an Exploration or a Village turn (FLOE-TURN-CHOICE-1)."""

    kind: ClassVar[str] = "choose-turn"
    group: ClassVar[str] = "turn"
    turn: str = "exploration"

    def describe(self) -> str:
        return f"Take a{'n' if self.turn == 'exploration' else ''} {self.turn} turn"


@dataclass(frozen=True)
class Hike(Action):
    """Cross one Shallows to a neighbouring Iceberg for 1 Warmth."""

    kind: ClassVar[str] = "hike"
    group: ClassVar[str] = "move"
    to: str = ""
    shallows: str = ""

    def describe(self) -> str:
        return f"Hike to {name(self.to)} (across {name(self.shallows)})"


@dataclass(frozen=True)
class SummonShip(Action):
    """Call a Ship to the empty Beacon Dock of the Hero's Iceberg for 1 Warmth."""

    kind: ClassVar[str] = "summon-ship"
    group: ClassVar[str] = "move"
    dock: str = ""
    ship: int = 0

    def describe(self) -> str:
        return f"Summon ship {self.ship + 1} to {name(self.dock)}"


@dataclass(frozen=True)
class Sail(Action):
    """Sail (the cheapest route) to another empty Dock and land on its Iceberg."""

    kind: ClassVar[str] = "sail"
    group: ClassVar[str] = "move"
    dock: str = ""

    def describe(self) -> str:
        return f"Sail to {name(self.dock)}"


@dataclass(frozen=True)
class DiscoverRegion(Action):
    """Sail next to a face-down Region tile and discover it (2 Maps)."""

    kind: ClassVar[str] = "discover"
    group: ClassVar[str] = "move"
    position: str = ""
    sea: str = ""             # the Sea next to it the Ship stops on ("" = the cheapest one)

    def describe(self) -> str:
        return f"Discover the region at {self.position}" + (f" from {name(self.sea)}" if self.sea else "")


@dataclass(frozen=True)
class UseMap(Action):
    """Spend a Map during movement to go to an Iceberg with the Map's feature."""

    kind: ClassVar[str] = "use-map"
    group: ClassVar[str] = "move"
    token: str = ""
    to: str = ""

    def describe(self) -> str:
        return f"Use a {name(self.token)} to move to {name(self.to)}"


@dataclass(frozen=True)
class EndMovement(Action):
    kind: ClassVar[str] = "end-movement"
    group: ClassVar[str] = "move"

    def describe(self) -> str:
        return "End movement"


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
            return f"Gather {name(tok)} from {name(place)}"
        if what == "shallows":
            return f"Gather the resources printed on {name(rest)}"
        return f"Dive from {name(rest)}"


@dataclass(frozen=True)
class VisitLandmark(Action):
    kind: ClassVar[str] = "visit-landmark"
    group: ClassVar[str] = "hero"
    space: int = 0

    def describe(self) -> str:
        return f"Visit the Landmark (Rumor on space {self.space + 1})"


@dataclass(frozen=True)
class Delve(Action):
    kind: ClassVar[str] = "delve"
    group: ClassVar[str] = "hero"

    def describe(self) -> str:
        return "Delve into the Cave"


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
            return f"Familiar on {name(self.shallows)} collects {name(tok)} from {name(place)}"
        return f"Familiar on {name(self.shallows)}: {'dive' if self.take == 'dive' else 'gather the printed resources'}"


@dataclass(frozen=True)
class Trade(Action):
    """Extra action: summon ``trader`` (1 Warmth per Shallows) and sell ``card``."""

    kind: ClassVar[str] = "trade"
    group: ClassVar[str] = "extra"
    trader: str = ""
    card: str = ""

    def describe(self) -> str:
        return f"Trade with {name(self.trader)}: sell {name(self.card.partition(':')[2] or self.card)}"


@dataclass(frozen=True)
class PlaceStone(Action):
    """Extra action: put the Primed Floe Stone of ``resource``'s track into ``shrine``."""

    kind: ClassVar[str] = "place-stone"
    group: ClassVar[str] = "extra"
    resource: str = ""
    shrine: str = ""

    def describe(self) -> str:
        return f"Place your {self.resource} Floe Stone in {name(self.shrine)}"


@dataclass(frozen=True)
class UsePotion(Action):
    """Spend a Potion for 1 Warmth (any time in your turn)."""

    kind: ClassVar[str] = "use-potion"
    group: ClassVar[str] = "supply"
    token: str = ""

    def describe(self) -> str:
        return f"Drink the {name(self.token)} for 1 Warmth"


@dataclass(frozen=True)
class UseCrate(Action):
    kind: ClassVar[str] = "use-crate"
    group: ClassVar[str] = "supply"
    token: str = ""
    resource: str = ""

    def describe(self) -> str:
        return f"Open the {name(self.token)} for 1 {self.resource}"


@dataclass(frozen=True)
class ConvertSoda(Action):
    """2 Soda -> 1 basic resource."""

    kind: ClassVar[str] = "convert-soda"
    group: ClassVar[str] = "supply"
    resource: str = ""

    def describe(self) -> str:
        return f"Spend 2 Soda for 1 {self.resource}"


@dataclass(frozen=True)
class ConvertCrystal(Action):
    """2 basic resources (any mix) -> 1 Crystal."""

    kind: ClassVar[str] = "convert-crystal"
    group: ClassVar[str] = "supply"
    first: str = ""
    second: str = ""

    def describe(self) -> str:
        return f"Spend 1 {self.first} and 1 {self.second} for 1 Crystal"


@dataclass(frozen=True)
class UseAlly(Action):
    kind: ClassVar[str] = "use-ally"
    group: ClassVar[str] = "supply"
    ally: str = ""

    def describe(self) -> str:
        return f"Use the ally {name(self.ally)}"


@dataclass(frozen=True)
class UseTreasure(Action):
    kind: ClassVar[str] = "use-treasure"
    group: ClassVar[str] = "supply"
    treasure: str = ""

    def describe(self) -> str:
        return f"Use the treasure {name(self.treasure)}"


@dataclass(frozen=True)
class EndTurn(Action):
    kind: ClassVar[str] = "end-turn"
    group: ClassVar[str] = "turn"

    def describe(self) -> str:
        return "End your turn"


@dataclass(frozen=True)
class PlaceFigure(Action):
    """Village: place the Hero (first) or the Familiar (second) on a Village space."""

    kind: ClassVar[str] = "place-figure"
    group: ClassVar[str] = "village"
    space: str = ""

    def describe(self) -> str:
        return f"Place your figure at the {self.space}"


@dataclass(frozen=True)
class BuyItem(Action):
    kind: ClassVar[str] = "buy-item"
    group: ClassVar[str] = "village"
    item: str = ""

    def describe(self) -> str:
        return f"Shop: take {name(self.item)}"


@dataclass(frozen=True)
class TavernVisit(Action):
    kind: ClassVar[str] = "tavern"
    group: ClassVar[str] = "village"
    card: str = ""
    option: int = 0

    def describe(self) -> str:
        return f"Tavern: {name(self.card)}, benefit {self.option + 1}"


@dataclass(frozen=True)
class TakeAlly(Action):
    kind: ClassVar[str] = "take-ally"
    group: ClassVar[str] = "village"
    ally: str = ""

    def describe(self) -> str:
        return f"Hot Springs: take {name(self.ally)}"


@dataclass(frozen=True)
class TakeBuildings(Action):
    kind: ClassVar[str] = "take-buildings"
    group: ClassVar[str] = "village"
    top: str = ""
    bottom: str = ""

    def describe(self) -> str:
        return f"Timber Yard: take the building set {name(self.top)} / {name(self.bottom)}"


@dataclass(frozen=True)
class Academy(Action):
    """Academy: ``what`` = "elder:<id>" | "relics-2" | "relics-1" | "treasure" | "stones:<res>:<res>" | "vp"."""

    kind: ClassVar[str] = "academy"
    group: ClassVar[str] = "academy"
    what: str = ""

    def describe(self) -> str:
        return f"Academy: {academy_name(self.what)}"


@dataclass(frozen=True)
class UseBuilding(Action):
    kind: ClassVar[str] = "use-building"
    group: ClassVar[str] = "village"
    index: int = 0

    def describe(self) -> str:
        return f"Activate building {self.index + 1}"


@dataclass(frozen=True)
class Pass(Action):
    """Village: finish the current step (skip or end the space action)."""

    kind: ClassVar[str] = "pass"
    group: ClassVar[str] = "village"

    def describe(self) -> str:
        return "Done here"


@dataclass(frozen=True)
class Choose(Action):
    """Answer the pending choice."""

    kind: ClassVar[str] = "choose"
    group: ClassVar[str] = "choice"
    option: str = ""

    def describe(self) -> str:
        return f"Choose {option_name(self.option)}"


ACTIONS: tuple[type[Action], ...] = (
    ChooseTurn, Hike, SummonShip, Sail, DiscoverRegion, UseMap, EndMovement, Gather, VisitLandmark, Delve,
    FamiliarGather, Trade, PlaceStone, UsePotion, UseCrate, ConvertSoda, ConvertCrystal, UseAlly, UseTreasure,
    EndTurn, PlaceFigure, BuyItem, TavernVisit, TakeAlly, TakeBuildings, Academy, UseBuilding, Pass, Choose,
)
