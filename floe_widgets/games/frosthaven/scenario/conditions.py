"""Conditions: which exist, how long they last, and what a heal removes (FH-COND-*)."""

from __future__ import annotations

POSITIVE = ("regenerate", "ward", "invisible", "strengthen", "bless")
NEGATIVE = ("wound", "brittle", "bane", "poison", "immobilize", "disarm", "impair", "stun", "muddle", "curse")
ALL = POSITIVE + NEGATIVE
#: removed at the end of the figure's next turn (FH-COND-TIMING-1); bane deals 10 first.
END_OF_NEXT_TURN = ("invisible", "strengthen", "immobilize", "disarm", "impair", "stun", "muddle", "bane")
#: removed by any heal (FH-HEAL-CLEANSE-1)
HEAL_REMOVES = ("wound", "brittle", "bane", "poison")
#: bless and curse are cards shuffled into a modifier deck, not markers on the figure
DECK_CONDITIONS = ("bless", "curse")
BANE_DAMAGE = 10


def expiry_turn(turns_done: int, in_own_turn: bool) -> int:
    """The number of completed turns after which an end-of-next-turn condition goes (FH-COND-5).

    A figure that gains it while not acting loses it at the end of its next turn; gaining it
    during its own turn makes it last through the end of its following turn (FH-AMBIG-5)."""
    return turns_done + (2 if in_own_turn else 1)


def applies_to(condition: str, kind: str, immune: tuple[str, ...] | list[str] = ()) -> bool:
    """Whether ``condition`` can be given to a figure of this kind (FH-COND-IMPAIR-1, objectives)."""
    if kind == "objective":
        return False   # FH-OVERLAY-OBJECTIVE-1: objectives are immune to conditions
    if condition in immune:
        return False
    if condition == "impair" and kind != "character":
        return False
    return condition in ALL
