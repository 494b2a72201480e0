"""The decisions the scenario waits for, one typed class per kind (the family of :class:`state.Decision`).

Each class's own fields are what the answer needs; saves store them under ``data``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from floe_widgets.core.tagged import payloadless

from .state import Decision, Hex
from .task_kinds import PendingAttack

ChooseGoalDecision = payloadless(Decision, "goal", "ChooseGoalDecision",
                                 "A character keeps one of the battle goals dealt (FH-GOAL-DEAL-1).", __name__)


SelectDecision = payloadless(Decision, "select", "SelectDecision",
                             "A character selects two cards or a long rest (FH-CARD-SELECT-1).", __name__)


ShortRestDecision = payloadless(Decision, "short_rest", "ShortRestDecision",
                                "A character may short rest at the end of the round (FH-REST-SHORT-1).", __name__)


LongRestDecision = payloadless(Decision, "long_rest", "LongRestDecision",
                               "A long-resting character picks the discard to lose (FH-REST-LONG-1).", __name__)


HalfDecision = payloadless(Decision, "half", "HalfDecision",
                           "The acting character picks the next card half (FH-CARD-ACTION-1).", __name__)


AbilityDecision = payloadless(Decision, "ability", "AbilityDecision",
                              "The acting character performs, or skips, the ability at hand.", __name__)


@dataclass(frozen=True, kw_only=True)
class TieDecision(Decision, kind="tie"):
    """The party orders figures tied on initiative (FH-AMBIG-17).

    Either the round's order (``keys``, ``init`` per key, open ``ties``) or a set joining mid-round
    (``join`` at initiative ``init``, standees ``only``, against the ``tied`` sets still to act)."""

    keys: list[str] | None = None
    join: str | None = None
    init: dict[str, int] | int = 0
    ties: list[list[str]] | None = None
    only: list[str] | None = None
    tied: list[str] | None = None


@dataclass(frozen=True, kw_only=True)
class RedrawDecision(Decision, kind="redraw"):
    """A short-resting character may suffer 1 damage to keep the random card (FH-REST-SHORT-2)."""

    card: str


@dataclass(frozen=True, kw_only=True)
class ConsumeDecision(Decision, kind="consume"):
    """The acting character may consume an element the ability offers (FH-ELEMENT-CONSUME-1)."""

    element: str


@dataclass(frozen=True, kw_only=True)
class NegateDecision(Decision, kind="negate"):
    """A character suffers damage or loses cards to negate it (FH-DAMAGE-NEGATE-1).

    ``exclude`` cards cannot pay, and ``reserve`` discards must stay (a short rest's re-draw)."""

    amount: int
    source: str = ""
    exclude: list[str] = field(default_factory=list)
    reserve: int = 0


@dataclass(frozen=True, kw_only=True)
class ModifierDecision(Decision, kind="modifier"):
    """A character's player keeps one card of an ambiguous advantage pair (FH-ATK-6).

    ``task`` is the attack waiting for the pick (its actor, target and attack data)."""

    task: PendingAttack
    mode: str
    rolls: list[str]
    pair: list[str]
    drawn: list[str]


@dataclass(frozen=True, kw_only=True)
class ForcedDecision(Decision, kind="forced"):
    """Where a push or pull ends (FH-FORCED-PUSHPULL-1); ``full`` when it must go all the way
    (a monster's, FH-FORCED-CHOICE-1)."""

    target: str
    source: Hex
    distance: int
    pull: bool
    full: bool | None = None


@dataclass(frozen=True, kw_only=True)
class PartyDecision(Decision, kind="party"):
    """The party picks among a monster's equally good options (FH-GEN-PARTY-1)."""

    abilities: list[dict[str, Any]]
    boost: dict[str, Any]
    plan: dict[str, Any]
    options: list[dict[str, Any]]


@dataclass(frozen=True, kw_only=True)
class SummonPlaceDecision(Decision, kind="summon_place"):
    """The party places a monster's summon among equally close hexes (FH-MACT-9)."""

    mtype: str
    elite: bool
    hexes: list[Hex]
