"""Entry effects of the hexes a move or push enters: traps, hazardous terrain, pressure plates
and closed doors (FH-TERR-3..6, FH-HEX-7), with their damage by scenario level (FH-LEVEL-2)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from floe_widgets.games.frosthaven.map.hexmap import Hex, HexMap


def trap_damage(level: int) -> int:
    """Damage of a trap's "damage" effect: 2 + scenario level (FH-TERR-4, FH-LEVEL-2)."""
    return 2 + level


def hazard_damage(level: int) -> int:
    """Damage of entering hazardous terrain: 1 + ceil(level / 3) (FH-TERR-3, FH-LEVEL-2)."""
    return 1 + -(-level // 3)


@dataclass(frozen=True)
class Effect:
    """One entry effect met on the way: ``kind`` is trap, hazardous, pressure-plate or door."""

    hex: Hex
    kind: str
    damage: int = 0
    conditions: tuple[str, ...] = ()


def resolve_entries(m: HexMap, triggered: Iterable[Hex], level: int) -> tuple[HexMap, list[Effect]]:
    """Apply the entry effects of the hexes a move or push triggered, in order: traps spring once
    and leave the map (FH-TERR-4), hazardous terrain hurts on every entry (FH-TERR-3), plates
    report their hex (FH-TERR-6), closed doors open and reveal their rooms (FH-HEX-7).
    Returns the changed map and the effects for the scenario engine to apply to the figure."""
    effects: list[Effect] = []
    for h in triggered:
        o = m.overlay(h)
        if o is None:
            continue
        if o.kind == "trap":
            dmg = trap_damage(level) if "damage" in o.effects else 0
            effects.append(Effect(h, "trap", dmg, tuple(e for e in o.effects if e != "damage")))
            m = m.with_overlay(h, None)
        elif o.kind == "hazardous":
            effects.append(Effect(h, "hazardous", hazard_damage(level)))
        elif o.kind == "pressure-plate":
            effects.append(Effect(h, "pressure-plate"))
        elif o.kind == "door" and not o.open:
            effects.append(Effect(h, "door"))
            m = m.with_door_opened(h)
        elif o.negative:
            effects.append(Effect(h, o.kind))
    return m, effects
