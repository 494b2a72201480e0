"""The attack modification order and damage modifiers (FH-MOD-ORDER-1, FH-ATK-2)."""

from __future__ import annotations

from .modifiers import Card, apply


def ranged_against_adjacent(ranged: bool, distance: int) -> bool:
    """FH-ADV-RANGED-1: a ranged attack made against an adjacent target (``distance`` 1) has disadvantage."""
    return ranged and distance <= 1


def base_value(value: int, bonus: int, poisoned: bool) -> int:
    """Step 1: the attacker's bonuses and penalties, +1 against a poisoned target (FH-COND-POISON-1)."""
    return max(0, value + bonus + (1 if poisoned else 0))


def after_shield(value: int, shield: int, pierce: int) -> int:
    """Step 3: the target's shield, reduced by pierce but never below 0 (FH-ATTACK-PIERCE-1)."""
    return max(0, value - max(0, shield - pierce))


def ward_brittle(amount: int, ward: bool, brittle: bool) -> tuple[int, bool, bool]:
    """Step 4 (and any other damage, FH-ATK-9): returns (damage, ward used, brittle used).

    Both present: they cancel and both go (FH-MOD-WARDBRITTLE-1). Only damage of at least 1
    triggers them (FH-COND-4 Choice)."""
    if amount < 1:
        return amount, False, False
    if ward and brittle:
        return amount, True, True
    if ward:
        return amount // 2, True, False
    if brittle:
        return amount * 2, False, True
    return amount, False, False


def attack_damage(value: int, cards: list[Card], *, bonus: int = 0, poisoned: bool = False,
                  shield: int = 0, pierce: int = 0, ward: bool = False, brittle: bool = False) -> int:
    """The whole order in one call (used by tests and the rules lessons)."""
    v = apply(base_value(value, bonus, poisoned), cards)
    v = after_shield(v, shield, pierce)
    return ward_brittle(v, ward, brittle)[0]
