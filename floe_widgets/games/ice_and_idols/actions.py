"""Every action of Ice and Idols.  Cells are ``(row, col)`` in the grid frame; sides are "N", "E", "S", "W".

Top-level actions on a turn: Move, Jump (Curator), PickUp, PlaceIdol, Drop, UseAdrenaline,
RotateTemple (Jade), UsePower (Ruby/Gold: opens a choice), SculptorShift (Sculptor), UseAbility
(Keysmith/Architect: opens a choice), Pass (start of turn only: opens a choice), EndTurn.
Choices that follow: Research / GainPower (after PlaceIdol), ShiftTokens (after a marker on a Shift
space), RotateTile (Ruby), SlideTile (Gold), KeysmithTile / ArchitectSwap (abilities), OrientTile
(after an ability moved tiles), PassTo (after Pass), Cancel (withdraw a power/ability/pass not yet paid).
ChooseKey is the set-up choice of the kept key card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from floe_widgets.core import Action
from floe_widgets.i18n import N_, SOURCE, Message, message

from .state import IDOL_NAMES, tile_name

#: the sides as a person reads them (the English letters are what saves and lessons match)
SIDE_WORDS = {"N": N_("N", context="side"), "E": N_("E", context="side"), "S": N_("S", context="side"),
              "W": N_("W", context="side")}


def idol_word(idol: str) -> str:
    """The idol's name, said again in the reader's language by the widget."""
    return Message(IDOL_NAMES[idol], {}, SOURCE) if idol in IDOL_NAMES else idol


def side_word(side: str) -> str:
    return SIDE_WORDS.get(side, side)


def name_word(name: str) -> str:
    """A content name (a character, a border) said again in the reader's language where the catalogue has it."""
    return Message(name, {}, SOURCE)


@dataclass(frozen=True)
class ChooseKey(Action):
    """Keep key card ``card`` of the two dealt (IAI-SETUP-KEY-1).

    ``card`` is the content's index, printed on no card: the game's ``action_to_string`` names the card by its
    place on the player's board and its VP."""

    kind: ClassVar[str] = "choose-key"
    group: ClassVar[str] = "setup"
    card: int = 0

    def describe(self) -> str:
        return message("Keep a key card")


@dataclass(frozen=True)
class Move(Action):
    """Move one tile through side ``side`` of the current path (1 AP, IAI-MOVE-STEP-1)."""

    kind: ClassVar[str] = "move"
    group: ClassVar[str] = "move"
    side: str = "N"

    def describe(self) -> str:
        return message("Move {side}", side=side_word(self.side))


@dataclass(frozen=True)
class MoveTo(Action):
    """Move along connected paths to the tile at ``cell`` (path ``path``), 1 AP per tile crossed.

    Offered for destinations 2 or more tiles away (one-tile moves are ``Move``); ``ap`` is the
    shortest number of tiles, which is what it costs (IAI-MOVE-STEP-1, IAI-AP-COST-1)."""

    kind: ClassVar[str] = "move-to"
    group: ClassVar[str] = "move"
    cell: tuple[int, int] = (0, 0)
    path: int = 0
    ap: int = 2

    def describe(self) -> str:
        if self.path:
            return message("Move to tile {cell} ({ap} AP) on path {path}", cell=tile_name(self.cell), ap=self.ap,
                           path=self.path)
        return message("Move to tile {cell} ({ap} AP)", cell=tile_name(self.cell), ap=self.ap)


@dataclass(frozen=True)
class Jump(Action):
    """Curator: jump over one space through side ``side`` (4 AP, IAI-ABILITY-CURATOR-1)."""

    kind: ClassVar[str] = "jump"
    group: ClassVar[str] = "ability"
    side: str = "N"

    def describe(self) -> str:
        return message("Curator jump {side}", side=side_word(self.side))


@dataclass(frozen=True)
class PickUp(Action):
    kind: ClassVar[str] = "pick-up"
    group: ClassVar[str] = "idols"
    idol: str = "sapphire"

    def describe(self) -> str:
        return message("Pick up {idol}", idol=idol_word(self.idol))


@dataclass(frozen=True)
class PlaceIdol(Action):
    """Place a carried idol on the matching altar here (1 AP); then Research or GainPower."""

    kind: ClassVar[str] = "place"
    group: ClassVar[str] = "idols"
    idol: str = "sapphire"

    def describe(self) -> str:
        return message("Place {idol} on the altar", idol=idol_word(self.idol))


@dataclass(frozen=True)
class Drop(Action):
    kind: ClassVar[str] = "drop"
    group: ClassVar[str] = "idols"
    idol: str = "sapphire"

    def describe(self) -> str:
        return message("Drop {idol}", idol=idol_word(self.idol))


@dataclass(frozen=True)
class Research(Action):
    """Option A after placing: put a marker on the idol's research track."""

    kind: ClassVar[str] = "research"
    group: ClassVar[str] = "altar"

    def describe(self) -> str:
        return message("Research the idol")


@dataclass(frozen=True)
class GainPower(Action):
    """Option B after placing: put the idol on your board and gain its power (draws an event)."""

    kind: ClassVar[str] = "gain-power"
    group: ClassVar[str] = "altar"

    def describe(self) -> str:
        return message("Gain the idol's power")


@dataclass(frozen=True)
class ShiftTokens(Action):
    """After a marker on a Shift space: shift the VP tokens ``direction`` = -1 left, +1 right, 0 no shift."""

    kind: ClassVar[str] = "shift-tokens"
    group: ClassVar[str] = "research"
    direction: int = 0

    def describe(self) -> str:
        return {-1: message("Shift VP tokens left"), 1: message("Shift VP tokens right")}.get(
            self.direction, message("Do not shift VP tokens"))


@dataclass(frozen=True)
class UseAdrenaline(Action):
    kind: ClassVar[str] = "adrenaline"
    group: ClassVar[str] = "turn"

    def describe(self) -> str:
        return message("Use adrenaline (+1 AP now, -2 AP next turn)")


@dataclass(frozen=True)
class RotateTemple(Action):
    """Jade power: rotate the temple a quarter turn (2 AP)."""

    kind: ClassVar[str] = "rotate-temple"
    group: ClassVar[str] = "powers"
    clockwise: bool = True

    def describe(self) -> str:
        return (message("Jade: rotate the temple clockwise") if self.clockwise
                else message("Jade: rotate the temple counter-clockwise"))


@dataclass(frozen=True)
class UsePower(Action):
    """Start using the Ruby or Gold power (its target is chosen next; AP paid then)."""

    kind: ClassVar[str] = "use-power"
    group: ClassVar[str] = "powers"
    idol: str = "ruby"

    def describe(self) -> str:
        return message("Use the {idol} power", idol=idol_word(self.idol))


@dataclass(frozen=True)
class RotateTile(Action):
    """Ruby: rotate the tile at ``cell`` a quarter turn (1 AP)."""

    kind: ClassVar[str] = "rotate-tile"
    group: ClassVar[str] = "powers"
    cell: tuple[int, int] = (0, 0)
    clockwise: bool = True

    def describe(self) -> str:
        return (message("Ruby: rotate tile {cell} clockwise", cell=tile_name(self.cell)) if self.clockwise
                else message("Ruby: rotate tile {cell} counter-clockwise", cell=tile_name(self.cell)))


@dataclass(frozen=True)
class SlideTile(Action):
    """Gold: slide the tile at ``cell`` one space towards ``side`` into an empty space (2 AP)."""

    kind: ClassVar[str] = "slide-tile"
    group: ClassVar[str] = "powers"
    cell: tuple[int, int] = (0, 0)
    side: str = "N"

    def describe(self) -> str:
        return message("Gold: slide tile {cell} {side}", cell=tile_name(self.cell), side=side_word(self.side))


@dataclass(frozen=True)
class SculptorShift(Action):
    """Sculptor: shift the own row (E/W) or column (N/S) one space towards ``side`` (3 AP)."""

    kind: ClassVar[str] = "sculptor-shift"
    group: ClassVar[str] = "ability"
    side: str = "N"

    def describe(self) -> str:
        if self.side in ("N", "S"):
            return message("Sculptor: shift your column {side}", side=side_word(self.side))
        return message("Sculptor: shift your row {side}", side=side_word(self.side))


@dataclass(frozen=True)
class UseAbility(Action):
    """Start the Keysmith or Architect ability (target chosen next; AP paid then)."""

    kind: ClassVar[str] = "use-ability"
    group: ClassVar[str] = "ability"

    def describe(self) -> str:
        return message("Use your character ability")


@dataclass(frozen=True)
class KeysmithTile(Action):
    """Keysmith: put discarded tile ``tile`` at the adjacent ``cell`` (swap or fill an empty space; 3 AP).

    ``tile`` is the engine's id, never read: the game's ``action_to_string`` names the tile by its kind."""

    kind: ClassVar[str] = "keysmith-tile"
    group: ClassVar[str] = "ability"
    tile: int = 0
    cell: tuple[int, int] = (0, 0)

    def describe(self) -> str:
        return message("Keysmith: bring a discarded tile to tile {cell}", cell=tile_name(self.cell))


@dataclass(frozen=True)
class ArchitectSwap(Action):
    """Architect: swap your tile with the tile or empty space towards ``side`` (3 AP)."""

    kind: ClassVar[str] = "architect-swap"
    group: ClassVar[str] = "ability"
    side: str = "N"

    def describe(self) -> str:
        return message("Architect: swap your tile with the space {side}", side=side_word(self.side))


@dataclass(frozen=True)
class OrientTile(Action):
    """After an ability moved a tile: give the tile now at ``cell`` rotation ``rotation`` (0..3 clockwise)."""

    kind: ClassVar[str] = "orient-tile"
    group: ClassVar[str] = "ability"
    cell: tuple[int, int] = (0, 0)
    rotation: int = 0

    def describe(self) -> str:
        return message("Orient tile {cell}: {degrees} degrees", cell=tile_name(self.cell), degrees=self.rotation * 90)


@dataclass(frozen=True)
class Pass(Action):
    """Got trapped: pass at the start of the turn (then choose where to go; the turn ends)."""

    kind: ClassVar[str] = "pass"
    group: ClassVar[str] = "turn"

    def describe(self) -> str:
        return message("Pass (reposition and end the turn)")


@dataclass(frozen=True)
class PassTo(Action):
    kind: ClassVar[str] = "pass-to"
    group: ClassVar[str] = "turn"
    cell: tuple[int, int] = (0, 0)
    path: int = 0

    def describe(self) -> str:
        return (message("Pass to tile {cell} (path {path})", cell=tile_name(self.cell), path=self.path) if self.path
                else message("Pass to tile {cell}", cell=tile_name(self.cell)))


@dataclass(frozen=True)
class Cancel(Action):
    kind: ClassVar[str] = "cancel"
    group: ClassVar[str] = "turn"

    def describe(self) -> str:
        return message("Cancel")


@dataclass(frozen=True)
class EndTurn(Action):
    kind: ClassVar[str] = "end-turn"
    group: ClassVar[str] = "turn"

    def describe(self) -> str:
        return message("End turn")


ACTION_TYPES: tuple[type[Action], ...] = (
    ChooseKey, Move, MoveTo, Jump, PickUp, PlaceIdol, Drop, Research, GainPower, ShiftTokens, UseAdrenaline,
    RotateTemple, UsePower, RotateTile, SlideTile, SculptorShift, UseAbility, KeysmithTile, ArchitectSwap,
    OrientTile, Pass, PassTo, Cancel, EndTurn,
)
