"""The cave battle's actions; battle_legality.py checks them and battle.py applies them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from floe_widgets.core import Action
from floe_widgets.i18n import message

from .names import spoken

#: groups (a row of controls each): "battle-dice" (reroll, assign, Insight), "battle-help" (potions,
#: Familiar, allies, spells, crits), "battle-continue" (its own button), "battle-rewards" (loot, boss rewards).


@dataclass(frozen=True)
class BattleReroll(Action):
    """Reroll the chosen Hero dice for 1 Warmth (FLOE-BATTLE-REROLL-1)."""

    kind: ClassVar[str] = "battle-reroll"
    group: ClassVar[str] = "battle-dice"
    dice: tuple[int, ...] = ()

    def describe(self) -> str:
        return message("Reroll dice {dice} (1 Warmth)", dice=", ".join(str(d + 1) for d in self.dice))


@dataclass(frozen=True)
class BattleAssign(Action):
    """Put a Hero die on a basic Item: it counts as the Item's icon (FLOE-BATTLE-ITEM-1)."""

    kind: ClassVar[str] = "battle-assign"
    group: ClassVar[str] = "battle-dice"
    die: int = 0
    item: str = ""

    def describe(self) -> str:
        return message("Assign die {n} to {item}", n=self.die + 1, item=spoken(self.item))


@dataclass(frozen=True)
class BattlePotion(Action):
    """Spend a Potion for its Battle icons (FLOE-BATTLE-POTION-1)."""

    kind: ClassVar[str] = "battle-potion"
    group: ClassVar[str] = "battle-help"
    token: str = ""

    def describe(self) -> str:
        return message("Use the {token} for its Battle icons", token=spoken(self.token))


@dataclass(frozen=True)
class BattleDrink(Action):
    """Drink a Potion for 1 Warmth, at any moment of the battle (FLOE-WARMTH-POTION-1)."""

    kind: ClassVar[str] = "battle-drink"
    group: ClassVar[str] = "battle-help"
    token: str = ""

    def describe(self) -> str:
        return message("Drink the {token} for 1 Warmth", token=spoken(self.token))


@dataclass(frozen=True)
class BattleFamiliar(Action):
    """Call the Familiar for 1 Warmth; ``icon`` is the one taken ("" = all it offers once upgraded)."""

    kind: ClassVar[str] = "battle-familiar"
    group: ClassVar[str] = "battle-help"
    icon: str = ""

    def describe(self) -> str:
        if not self.icon:
            return message("Familiar's help: all its icons (1 Warmth)")
        return message("Familiar's help: {icon} (1 Warmth)", icon=spoken(self.icon))


@dataclass(frozen=True)
class BattleAlly(Action):
    """Use an Ally's Battle effect (FLOE-BATTLE-ALLY-1)."""

    kind: ClassVar[str] = "battle-ally"
    group: ClassVar[str] = "battle-help"
    ally: str = ""

    def describe(self) -> str:
        return message("Use the ally {ally} in the battle", ally=spoken(self.ally))


@dataclass(frozen=True)
class BattleHeal(Action):
    """Healing Spell: 1 Magic for 1 Warmth (FLOE-MAGIC-HEAL-1)."""

    kind: ClassVar[str] = "battle-heal"
    group: ClassVar[str] = "battle-help"

    def describe(self) -> str:
        return message("Cast Healing (1 Magic: +1 Warmth)")


@dataclass(frozen=True)
class BattleInsight(Action):
    """Insight Spell: 1 Magic flips a die Sword<->Arrow or Stealth<->Crit (FLOE-MAGIC-INSIGHT-1)."""

    kind: ClassVar[str] = "battle-insight"
    group: ClassVar[str] = "battle-dice"
    die: int = 0

    def describe(self) -> str:
        return message("Cast Insight on die {n} (1 Magic)", n=self.die + 1)


@dataclass(frozen=True)
class BattleArtifice(Action):
    """Artifice Spell: 2 Magic as one Battle icon of your choice (FLOE-MAGIC-ARTIFICE-1)."""

    kind: ClassVar[str] = "battle-artifice"
    group: ClassVar[str] = "battle-help"
    icon: str = ""

    def describe(self) -> str:
        return message("Cast Artifice as a {icon} (2 Magic)", icon=spoken(self.icon))


@dataclass(frozen=True)
class BattleCrit(Action):
    """Choose whether the Crits boost Arrows or Swords (FLOE-BATTLE-ICON-6, FLOE-AMBIG-9)."""

    kind: ClassVar[str] = "battle-crit"
    group: ClassVar[str] = "battle-help"
    target: str = "sword"

    def describe(self) -> str:
        return message("Crits add to your {target}s", target=spoken(self.target))


@dataclass(frozen=True)
class BattleContinue(Action):
    """Resolve the current phase and go on to the next one."""

    kind: ClassVar[str] = "battle-continue"
    group: ClassVar[str] = "battle-continue"

    def describe(self) -> str:
        return message("Continue the battle")


@dataclass(frozen=True)
class BattleLoot(Action):
    """Lantern phase: take a Loot token from your chamber's zone (FLOE-BATTLE-LANTERN-1)."""

    kind: ClassVar[str] = "battle-loot"
    group: ClassVar[str] = "battle-rewards"
    token: str = ""

    def describe(self) -> str:
        return message("Take the {token} Loot token", token=spoken(self.token))


@dataclass(frozen=True)
class BattleRewardSet(Action):
    """After beating the Boss: take one free reward set (FLOE-CAVE-BOSS-1)."""

    kind: ClassVar[str] = "battle-reward-set"
    group: ClassVar[str] = "battle-rewards"
    index: int = 0

    def describe(self) -> str:
        return message("Take boss reward set {n}", n=self.index + 1)


BATTLE_ACTIONS: tuple[type[Action], ...] = (
    BattleReroll, BattleAssign, BattlePotion, BattleDrink, BattleFamiliar, BattleAlly, BattleHeal, BattleInsight,
    BattleArtifice, BattleCrit, BattleContinue, BattleLoot, BattleRewardSet,
)
