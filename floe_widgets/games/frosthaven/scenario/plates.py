"""Pressure plates in play (FH-TERR-6, FH-OVERLAY-PLATE-1): what a plate does comes from the scenario.

A scenario in ``content/scenario.yaml`` may list ``plates``: a hex (``at: [col, row]``), an ``effect``
and ``once: true`` for a plate that works only the first time (it is then marked used, and a used
plate does nothing).  Effects:

* ``{open_door: [col, row]}``: the door opens and the rooms behind it are revealed, as when a
  character opens it (:func:`rooms.open_door`, the one way a door opens); entering the plate again
  while the door is open does nothing more;
* ``{section: "21.2"}``: the scenario book section is read at once, with its effects (a spawn, a trap;
  :mod:`sections`); a section is read only once (FH-GEN-SECTION-1).

When a plate triggers is decided where a figure's entered hexes are resolved (``abilities.relocate``):
every time a figure enters it by normal or forced movement (FH-MOVE-3), monsters and summons as well
as characters, and also when it jumps or flies over it (FH-TERR-6, above FH-MOVE-4/5, which ignore the
other overlays).  A teleport evaluates nothing in between but "the destination's other entry effects
trigger" (FH-MOVE-6): a figure teleporting onto a plate triggers it.  Starting a turn on a plate or
leaving it triggers nothing (FH-MOVE-3).

A scenario may also list ``locked_doors``: doors that do not open by hand (a scenario rule; the map
model's locked door, a wall even for characters until it opens), each opened by one of its plates.
"""

from __future__ import annotations

from typing import Any

from floe_widgets.core import Event
from floe_widgets.i18n import message

from ..map.hex_names import hex_name
from . import rooms as ROOMS
from . import sections as SECT
from .book import Board, offset_to_axial
from .context import Context
from .state import FHState, Figure

Hex = tuple[int, int]
RULES = ("FH-TERR-6", "FH-OVERLAY-PLATE-1", "FH-MOVE-3")


def enter(ctx: Context, f: Figure, plate: Hex) -> list[Event]:
    """Figure ``f`` has entered the pressure plate on ``plate``: it triggers, unless it worked once already."""
    s = ctx.state
    entry = ctx.board.plates[plate]
    name = ctx.called(f)
    if plate in s.plates_used:
        return [Event(message("{name} enters the pressure plate at {hex}; it has already worked: nothing happens.",
                              name=name, hex=hex_name(plate)), RULES)]
    if entry.get("once"):
        s.plates_used.append(plate)
    return effect(ctx, name, plate, entry["effect"])


def effect(ctx: Context, name: str, plate: Hex, what: dict[str, Any]) -> list[Event]:
    """The plate's effect, said as what a player sees happen (no ids)."""
    s = ctx.state
    door = door_opened_by(ctx.board, plate)
    if door is not None:
        if door in s.open_doors:
            return [Event(message("{name} triggers the pressure plate at {hex}; the door at {door} is already open.",
                                  name=name, hex=hex_name(plate), door=hex_name(door)), RULES)]
        said = message("{name} triggers the pressure plate at {hex}: the door at {door} opens.",
                       name=name, hex=hex_name(plate), door=hex_name(door))
        return [Event(said, (*RULES, "FH-OVERLAY-DOOR-1"))] + ROOMS.open_door(ctx, door)
    if what["section"] in s.sections_read:   # the other effect (book.parse_board allows these two)
        return [Event(message("{name} triggers the pressure plate at {hex}; section {id} has been read: "
                              "nothing more happens.", name=name, hex=hex_name(plate), id=what["section"]), RULES)]
    said = message("{name} triggers the pressure plate at {hex}: section {id} is read.",
                   name=name, hex=hex_name(plate), id=what["section"])
    return [Event(said, (*RULES, "FH-GEN-SECTION-1"))] + SECT.read(ctx, what["section"])


def pending(b: Board, s: FHState) -> list[Hex]:
    """The plates whose effect can still change something: not used up, their door still closed, their
    section unread (what a bot walks toward)."""
    def live(plate: Hex) -> bool:
        door = door_opened_by(b, plate)
        if door is None:
            return b.plates[plate]["effect"]["section"] not in s.sections_read
        return door not in s.open_doors

    return sorted(plate for plate in b.plates if plate not in s.plates_used and live(plate))


def door_opened_by(b: Board, plate: Hex) -> Hex | None:
    """The door a plate opens, if that is its effect."""
    what = b.plates[plate]["effect"]
    return offset_to_axial(*what["open_door"]) if "open_door" in what else None


def locked_door_said(b: Board, door: Hex) -> str:
    """Why a character cannot step into a door that does not open by hand: the plate that opens it (a
    scenario locks only doors a plate opens)."""
    plate = min(p for p in b.plates if door_opened_by(b, p) == door)
    return message("The door at {door} does not open by hand: the pressure plate at {plate} opens it.",
                   door=hex_name(door), plate=hex_name(plate))
