"""The cave battle's state: the dice, the other icons and the battle in progress (``FloeState.battle``).

Plain dataclasses serialised by ``core.codec``; the rules that change them are in battle.py and battle_phases.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field

ICONS = ("arrow", "sword", "stealth", "lantern", "magic", "crit")
#: The Insight Spell turns a die to its partner (FLOE-MAGIC-INSIGHT-1).
INSIGHT = {"sword": "arrow", "arrow": "sword", "stealth": "crit", "crit": "stealth"}
#: The phase in which each icon is used up.
ICON_PHASE = {"arrow": "arrow", "sword": "sword", "stealth": "attack", "lantern": "lantern"}
PHASES = ("roll", "arrow", "attack", "sword", "lantern")
PHASES_ATTACK_FIRST = ("roll", "attack", "arrow", "sword", "lantern")
PHASE_RULE = {"roll": "FLOE-BATTLE-ROLL-1", "arrow": "FLOE-BATTLE-ARROW-1", "attack": "FLOE-BATTLE-ATTACK-1",
              "sword": "FLOE-BATTLE-SWORD-1", "lantern": "FLOE-BATTLE-LANTERN-1"}


@dataclass
class BattleDie:
    """One Hero die on the table."""

    face: str
    locked: bool = False          # Locked: no reroll, no change; may still go on an Item (FLOE-BATTLE-LOCKED-1)
    item: str = ""                # Item the die is assigned to ("" = none)
    item_icon: str = ""           # the Item's printed icon, which the die now counts as (FLOE-BATTLE-ITEM-1)

    @property
    def icon(self) -> str:
        return self.item_icon if self.item else self.face


@dataclass
class BattleIcon:
    """A Battle icon that is not a die: Potion, Familiar, Ally, upgraded Item, Artifice."""

    icon: str
    source: str


@dataclass
class BattleState:
    """The battle in progress (``FloeState.battle``); one round per full Roll..Lantern sequence."""

    seat: int
    monster: str = ""             # Monster card id ("" in a Battle test)
    chamber: int = 0              # chamber fought in (0 in a Battle test)
    health: int = 0
    base_damage: int = 0
    ability: str = "none"         # the Monster's ability kind (content/monsters.yaml)
    ability_icon: str = ""
    test: list[str] = field(default_factory=list)   # Battle test: icons needed ([] in the Cave)
    order: list[str] = field(default_factory=lambda: list(PHASES))
    phase: str = "roll"           # roll / arrow / attack / sword / lantern / rewards / over
    resolved: list[str] = field(default_factory=list)  # phases resolved in this round
    round: int = 1
    rounds: int = 1               # 2 for a Monster defeated twice (FLOE-BATTLE-PETRAGROVE-1)
    dice: list[BattleDie] = field(default_factory=list)
    damage_die: int = 0
    icons: list[BattleIcon] = field(default_factory=list)
    magic_spent: int = 0
    crit_target: str = ""         # "" (not chosen yet), "arrow" or "sword"
    damage: int = 0               # Damage dealt to the Monster this round
    arrow_damage: int = 0
    sword_damage: int = 0
    monster_damage: int = 0       # Damage the Monster dealt this round, after Stealth
    warmth_lost: int = 0          # to Monster attacks, whole battle
    rerolls: int = 0
    used: dict[str, int] = field(default_factory=dict)  # icons used, whole battle (Allies paying per icon)
    lanterns_used: int = 0
    loot_taken: list[str] = field(default_factory=list)
    potions_used: list[str] = field(default_factory=list)
    allies_used: list[str] = field(default_factory=list)
    allies_committed: list[str] = field(default_factory=list)  # pay out at the end (FLOE-AMBIG-8)
    items_used: list[str] = field(default_factory=list)        # basic Items holding a die this round
    familiar_used: bool = False
    trace: list[str] = field(default_factory=list)             # phases resolved, in order, all rounds
    outcome: str = ""

    @property
    def finished(self) -> bool:
        return self.phase == "over"

    @property
    def is_test(self) -> bool:
        return not self.monster
