"""The automatic steps the scenario queues, one typed class per kind (the family of :class:`state.Task`).

Every task has an ``actor``, a ``target`` and a ``value`` (what each means is said per kind); a
kind's own fields are stored under ``data``.  tasks.py maps each kind to the rule that runs it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from floe_widgets.core.tagged import payloadless

from .state import Task


@dataclass(frozen=True)
class JoinTieTask(Task, kind="join_tie"):
    """Monsters revealed mid-round (set ``actor``, initiative ``value``) that tie with sets still to
    act (FH-TURN-6, FH-AMBIG-17); ``only`` are the new standees."""

    only: list[str] = field(default_factory=list)
    tied: list[str] = field(default_factory=list)


EndRoundTask = payloadless(Task, "end_round", "EndRoundTask", "The end of round steps (FH-ROUND-END-1).", __name__)


ShortRestOfferTask = payloadless(Task, "short_rest_offer", "ShortRestOfferTask",
                                 "The character in seat ``value`` may short rest.", __name__)


@dataclass(frozen=True)
class ShortRestEndTask(Task, kind="short_rest_end"):
    """The character in seat ``value`` keeps ``keep`` and loses another discard (FH-REST-SHORT-2)."""

    keep: str = ""


RoundOverTask = payloadless(Task, "round_over", "RoundOverTask",
                            "The next round starts, or the scenario ends.", __name__)


CharTurnTask = payloadless(Task, "char_turn", "CharTurnTask",
                           "The turn of character figure ``actor`` at initiative ``value``.", __name__)


CharMainTask = payloadless(Task, "char_main", "CharMainTask",
                           "The card actions of character ``actor``'s turn, after its start-of-turn steps.", __name__)


@dataclass(frozen=True)
class EndTurnTask(Task, kind="end_turn"):
    """The end of figure ``actor``'s turn; ``infuse`` the elements its actions made (None: none named)."""

    infuse: list[str] | None = None


@dataclass(frozen=True)
class EndTurnFinishTask(Task, kind="end_turn_finish"):
    """The rest of an end of turn once bane has struck (FH-COND-BANE-1)."""

    infuse: list[str] | None = None


SummonTurnTask = payloadless(Task, "summon_turn", "SummonTurnTask",
                             "The turn of summon ``actor`` at its summoner's initiative ``value`` (FH-SUMMON-ACT-1).",
                             __name__)


@dataclass(frozen=True)
class MonsterSetTask(Task, kind="monster_set"):
    """The turns of monster type ``actor`` at initiative ``value``; ``only`` these standees (None: all)."""

    only: list[str] | None = None


@dataclass(frozen=True)
class EndSetTask(Task, kind="end_set"):
    """After a monster set's turns: the ability card's elements are infused (FH-ELEMENT-INFUSE-1)."""

    infuse: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class MonsterTurnTask(Task, kind="monster_turn"):
    """The turn of monster ``actor``; ``boost`` the ability card's bonuses."""

    boost: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class AutoTurnTask(Task, kind="auto_turn"):
    """An automated figure ``actor`` performs ``abilities`` (its focus and plan chosen first)."""

    abilities: list[dict[str, Any]] = field(default_factory=list)
    boost: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class AutoAbilityTask(Task, kind="auto_ability"):
    """Ability number ``value`` of ``abilities`` for figure ``actor`` focusing on ``target``."""

    abilities: list[dict[str, Any]] = field(default_factory=list)
    boost: dict[str, Any] = field(default_factory=dict)
    plan: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class DamageTask(Task, kind="damage"):
    """Figure ``target`` suffers ``value`` damage from ``source`` (a figure id or a cause); a short
    rest's re-draw names cards that cannot pay (``exclude``) and discards that must stay (``reserve``)."""

    source: str | None = None
    exclude: list[str] | None = None
    reserve: int | None = None


@dataclass(frozen=True)
class AttackTask(Task, kind="attack"):
    """Figure ``actor`` attacks ``target`` (FH-ATK-1); the attack's own numbers and effects."""

    attack: int = field(default=0, metadata={"stored_as": "value"})
    pierce: int = 0
    range: int = 1
    add: list[str] = field(default_factory=list)
    push: int = 0
    pull: int = 0

    def numbers(self) -> AttackNumbers:
        """The attack as its resolution reads it (and a waiting modifier pick keeps it)."""
        return AttackNumbers(self.attack, self.pierce, self.range, list(self.add), self.push, self.pull)


@dataclass(frozen=True)
class AttackNumbers:
    """One attack's value and effects (FH-ATK-1), as it resolves."""

    value: int
    pierce: int
    range: int
    add: list[str]
    push: int
    pull: int


@dataclass(frozen=True)
class PendingAttack:
    """An attack waiting for its player's modifier pick (FH-ATK-6)."""

    actor: str
    target: str
    data: AttackNumbers


@dataclass(frozen=True)
class AfterAttackTask(Task, kind="after_attack"):
    """After ``actor``'s attack on ``target``: conditions ``add`` and forced movement (FH-ATK-9)."""

    add: list[str] = field(default_factory=list)
    push: int = 0
    pull: int = 0


RetaliateTask = payloadless(Task, "retaliate", "RetaliateTask",
                            "Figure ``actor``'s retaliate strikes back at attacker ``target`` (FH-RETALIATE-DAMAGE-1).",
                            __name__)
