"""Every action of Floe 2024.  ``describe()`` is what a person reads: Japanese (the edition's language, and the
text lessons name actions by), shown in the reader's language by the widgets (floe_widgets.i18n); no internal ids.

Groups: "turn" (choose the turn), "move", "hero" (hero actions), "familiar", "free" (free actions at any
time of your turn), "battle", "choice" (a pending choice)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from floe_widgets.core import Action
from floe_widgets.i18n import Term, message

from .data import named, place_name, term

POSITIONS = {"top-left": Term(ja="左上", en="top left"), "top-centre": Term(ja="中央上", en="top centre"),
             "top-right": Term(ja="右上", en="top right"), "bottom-left": Term(ja="左下", en="bottom left"),
             "bottom-centre": Term(ja="中央下", en="bottom centre"), "bottom-right": Term(ja="右下", en="bottom right")}



@dataclass(frozen=True)
class VisitVillage(Action):
    """A Village turn: put the hero on a village action space (FLOEJA-VIL-PLACE-1)."""

    kind: ClassVar[str] = "visit-village"
    group: ClassVar[str] = "turn"
    space: str = "healing"

    def describe(self) -> str:
        return message("Village turn: {space}", language="ja", space=term(self.space))


@dataclass(frozen=True)
class StartMapTurn(Action):
    kind: ClassVar[str] = "start-map-turn"
    group: ClassVar[str] = "turn"

    def describe(self) -> str:
        return message("Map turn", language="ja")


@dataclass(frozen=True)
class Hike(Action):
    kind: ClassVar[str] = "hike"
    group: ClassVar[str] = "move"
    to: str = ""

    def describe(self) -> str:
        return message("Cross the shallows to {place}", language="ja", place=place_name(self.to))


@dataclass(frozen=True)
class Summon(Action):
    kind: ClassVar[str] = "summon"
    group: ClassVar[str] = "move"
    ship: int = 0
    dock: str = ""

    def describe(self) -> str:
        return message("Call ship {n} to {dock}", language="ja", n=self.ship + 1, dock=place_name(self.dock))


@dataclass(frozen=True)
class Sail(Action):
    kind: ClassVar[str] = "sail"
    group: ClassVar[str] = "move"
    ship: int = 0
    dock: str = ""

    def describe(self) -> str:
        return message("Sail ship {n} to {dock}", language="ja", n=self.ship + 1, dock=place_name(self.dock))


@dataclass(frozen=True)
class Explore(Action):
    kind: ClassVar[str] = "explore"
    group: ClassVar[str] = "hero"
    place: str = ""
    index: int = 0

    def describe(self) -> str:
        return message("Explore: token {n} of {place}", language="ja", n=self.index + 1,
                       place=place_name(self.place))


@dataclass(frozen=True)
class VisitLandmark(Action):
    kind: ClassVar[str] = "visit-landmark"
    group: ClassVar[str] = "hero"

    def describe(self) -> str:
        return message("Visit the landmark", language="ja")


@dataclass(frozen=True)
class TakeEncounter(Action):
    kind: ClassVar[str] = "take-encounter"
    group: ClassVar[str] = "hero"

    def describe(self) -> str:
        return message("Take an encounter", language="ja")


@dataclass(frozen=True)
class Discover(Action):
    kind: ClassVar[str] = "discover"
    group: ClassVar[str] = "hero"
    position: str = ""
    pay: str = "maps"        # "merit" (symbols + 1 map) or "maps" (2 maps, type B only)

    def describe(self) -> str:
        how = Term(ja="美点とマップ1枚", en="merits and 1 Map") if self.pay == "merit" else Term(ja="マップ2枚",
                                                                                             en="2 Maps")
        return message("Discover a region ({position}, {how})", language="ja",
                       position=POSITIONS.get(self.position, self.position), how=how)


@dataclass(frozen=True)
class EnterCave(Action):
    kind: ClassVar[str] = "enter-cave"
    group: ClassVar[str] = "hero"

    def describe(self) -> str:
        return message("Delve into the cave", language="ja")


@dataclass(frozen=True)
class FamiliarRow(Action):
    kind: ClassVar[str] = "familiar-row"
    group: ClassVar[str] = "familiar"
    row: str = "top"

    def describe(self) -> str:
        return message("Familiar: activate the building's {row}", language="ja", row=term(self.row))


@dataclass(frozen=True)
class FamiliarShallows(Action):
    kind: ClassVar[str] = "familiar-shallows"
    group: ClassVar[str] = "familiar"
    slot: str = ""

    def describe(self) -> str:
        return message("Familiar: go to {place}", language="ja", place=place_name(self.slot))


@dataclass(frozen=True)
class EndTurn(Action):
    kind: ClassVar[str] = "end-turn"
    group: ClassVar[str] = "turn"

    def describe(self) -> str:
        return message("End the turn", language="ja")


@dataclass(frozen=True)
class Choose(Action):
    """Answer the pending choice with one of its options (the option text is what the player reads)."""

    kind: ClassVar[str] = "choose"
    group: ClassVar[str] = "choice"
    option: str = ""

    def describe(self) -> str:
        return message("Choose: {option}", language="ja", option=self.option)


@dataclass(frozen=True)
class Convert(Action):
    """2 Bubbles -> 1 resource, or 4 Bubbles -> 1 Crystal (FLOEJA-RES-CONVERT-1)."""

    kind: ClassVar[str] = "convert"
    group: ClassVar[str] = "free"
    to: str = "crystal"

    def describe(self) -> str:
        cost = 4 if self.to == "crystal" else 2
        return message("Convert {cost} Bubbles into 1 {to}", language="ja", cost=cost, to=term(self.to))


@dataclass(frozen=True)
class UseItem(Action):
    kind: ClassVar[str] = "use-item"
    group: ClassVar[str] = "free"
    item: str = ""

    def describe(self) -> str:
        return message("Use the item {item}", language="ja", item=named(self.item))


@dataclass(frozen=True)
class UseCrate(Action):
    kind: ClassVar[str] = "use-crate"
    group: ClassVar[str] = "free"
    crate: int = 0
    resource: str = ""

    def describe(self) -> str:
        return message("Open crate {n}: {resource}", language="ja", n=self.crate + 1, resource=term(self.resource))


@dataclass(frozen=True)
class OpenTreasure(Action):
    kind: ClassVar[str] = "open-treasure"
    group: ClassVar[str] = "free"

    def describe(self) -> str:
        return message("Draw a treasure card with the chest and the key", language="ja")


@dataclass(frozen=True)
class UseTreasure(Action):
    kind: ClassVar[str] = "use-treasure"
    group: ClassVar[str] = "free"
    card: str = ""
    option: int = 0

    def describe(self) -> str:
        return message("Use the treasure {card} (benefit {n})", language="ja", card=named(self.card),
                       n=self.option + 1)


@dataclass(frozen=True)
class BuildShrine(Action):
    """Put an unlocked Floe Stone in a shrine; shrine "" is a shrine made of 4 map tokens."""

    kind: ClassVar[str] = "build-shrine"
    group: ClassVar[str] = "free"
    track: str = ""
    shrine: str = ""

    def describe(self) -> str:
        where = place_name(self.shrine) if self.shrine else message("the shrine of 4 map tokens", language="ja")
        return message("Build a Floe shrine: the {track} Floe Stone to {where}", language="ja", track=term(self.track),
                       where=where)


@dataclass(frozen=True)
class ClaimEncounter(Action):
    kind: ClassVar[str] = "claim-encounter"
    group: ClassVar[str] = "free"
    deck: str = "ice"

    def describe(self) -> str:
        return message("Take the secondary benefit of the {deck} encounter card", language="ja", deck=term(self.deck))


@dataclass(frozen=True)
class Reroll(Action):
    kind: ClassVar[str] = "reroll"
    group: ClassVar[str] = "battle"
    dice: tuple[int, ...] = ()

    def describe(self) -> str:
        return message("Reroll: dice {dice}", language="ja", dice=Term(ja="・".join(str(d + 1) for d in self.dice),
                                                                  en=", ".join(str(d + 1) for d in self.dice)))


@dataclass(frozen=True)
class UsePotion(Action):
    kind: ClassVar[str] = "use-potion"
    group: ClassVar[str] = "battle"
    icon: str = "sword"

    def describe(self) -> str:
        return message("Use a potion: {icon}", language="ja", icon=term(self.icon))


@dataclass(frozen=True)
class FamiliarHelp(Action):
    kind: ClassVar[str] = "familiar-help"
    group: ClassVar[str] = "battle"
    icon: str = "sword"

    def describe(self) -> str:
        return message("Familiar ability: add a {icon}", language="ja", icon=term(self.icon))


@dataclass(frozen=True)
class ItemDie(Action):
    kind: ClassVar[str] = "item-die"
    group: ClassVar[str] = "battle"
    item: str = ""
    die: int = 0

    def describe(self) -> str:
        return message("Put die {n} on {item}", language="ja", n=self.die + 1, item=named(self.item))


@dataclass(frozen=True)
class CastSpell(Action):
    """heal, insight (target die), artifice (icon), floestorm."""

    kind: ClassVar[str] = "cast-spell"
    group: ClassVar[str] = "battle"
    spell: str = "heal"
    target: int = 0
    icon: str = ""

    def describe(self) -> str:
        if self.spell == "insight":
            return message("Insight Spell (die {n})", language="ja", n=self.target + 1)
        if self.spell == "artifice":
            return message("Artifice Spell ({icon})", language="ja", icon=term(self.icon))
        names = {"heal": message("Healing Spell", language="ja"),
                 "floestorm": message("Floestorm Spell", language="ja")}
        return names.get(self.spell, self.spell)


@dataclass(frozen=True)
class Strike(Action):
    """Resolve the next battle step; in the roll step, say how many Critical hits go to the Arrows."""

    kind: ClassVar[str] = "strike"
    group: ClassVar[str] = "battle"
    crits_on_arrows: int = 0

    def describe(self) -> str:
        if self.crits_on_arrows:
            return message("Attack ({n} Critical hits to the Arrows)", language="ja", n=self.crits_on_arrows)
        return message("Attack", language="ja")


ACTION_TYPES: tuple[type[Action], ...] = (
    VisitVillage, StartMapTurn, Hike, Summon, Sail, Explore, VisitLandmark, TakeEncounter, Discover, EnterCave,
    FamiliarRow, FamiliarShallows, EndTurn, Choose, Convert, UseItem, UseCrate, OpenTreasure, UseTreasure,
    BuildShrine, ClaimEncounter, Reroll, UsePotion, FamiliarHelp, ItemDie, CastSpell, Strike)
