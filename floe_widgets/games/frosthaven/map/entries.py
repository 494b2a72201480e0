"""The damage of the hexes a move or push enters, by scenario level: traps and hazardous terrain
(FH-TERR-3, FH-TERR-4, FH-LEVEL-2). The scenario resolves what a figure enters in one place,
``scenario/abilities.py: relocate``; the monster AI quotes the same numbers in its explanation."""

from __future__ import annotations


def trap_damage(level: int) -> int:
    """Damage of a trap's "damage" effect: 2 + scenario level (FH-TERR-4, FH-LEVEL-2)."""
    return 2 + level


def hazard_damage(level: int) -> int:
    """Damage of entering hazardous terrain: 1 + ceil(level / 3) (FH-TERR-3, FH-LEVEL-2)."""
    return 1 + -(-level // 3)
