"""The cave battle's legality: the actions that might be allowed now and the first rule each breaks.

The seam with the rules engine (legality.py asks these as part of the one ``why_not``)::

    battle_candidates(ctx, battle) -> list[Action]            # every battle action that might be allowed
    battle_why_not(ctx, battle, action) -> (rule id, sentence) | None   # the first rule it breaks
    battle_legal_actions(ctx, battle) -> list[Action]         # derived from the two

The icons it counts are battle_icons.py's, which the phases count with too.
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING

from floe_widgets.core import Action
from floe_widgets.i18n import message

from .battle_actions import (
    BattleAlly,
    BattleArtifice,
    BattleAssign,
    BattleContinue,
    BattleCrit,
    BattleDrink,
    BattleFamiliar,
    BattleHeal,
    BattleInsight,
    BattleLoot,
    BattlePotion,
    BattleReroll,
    BattleRewardSet,
)
from .battle_content import ally_battle, familiar_icons, item_icon, potion_icons
from .battle_icons import count, icon_resolved
from .battle_state import ICONS, INSIGHT, BattleState
from .names import said, said_list, spoken

#: why a battle action is refused: (rule id, sentence)
Refusal = tuple[str, str]

if TYPE_CHECKING:
    from .context import BattleContext


def battle_candidates(ctx: BattleContext, battle: BattleState) -> list[Action]:
    player = ctx.player
    out: list[Action] = []
    if battle.phase == "rewards":
        from .cave import free_reward_sets

        return [BattleRewardSet(i) for i in free_reward_sets(ctx.cave)]
    if battle.phase == "roll":
        free = [i for i, d in enumerate(battle.dice) if not d.locked and not d.item]
        out += [BattleReroll(c) for k in range(1, len(free) + 1) for c in combinations(free, k)]
        basic = [it for it in player.items if it not in player.items_upgraded]
        out += [BattleAssign(i, it) for i, _ in enumerate(battle.dice) for it in basic]
        icons = familiar_icons(player.familiar)
        out += [BattleFamiliar("")] if player.familiar_flipped else [BattleFamiliar(i) for i in dict.fromkeys(icons)]
        out += [BattleAlly(a) for a in dict.fromkeys(player.allies)]
    out += [BattlePotion(t) for t in dict.fromkeys(ctx.potions())]
    out += [BattleDrink(t) for t in dict.fromkeys(ctx.potions())]
    out.append(BattleHeal())
    out += [BattleInsight(i) for i in range(len(battle.dice))]
    out += [BattleArtifice(i) for i in ICONS if i != "magic"]
    out += [BattleCrit("arrow"), BattleCrit("sword")]
    if battle.phase == "lantern":
        from .cave import zone_index

        out += [BattleLoot(t) for t in dict.fromkeys(ctx.cave.loot[zone_index(battle.chamber)])]
    out.append(BattleContinue())
    return out


def battle_why_not(ctx: BattleContext, battle: BattleState, action: Action) -> Refusal | None:
    """The rule that forbids ``action`` now, or None if it is legal."""
    player, phase = ctx.player, battle.phase
    if phase == "over":
        return ("FLOE-BATTLE-SEQ-1", message("The battle is over."))
    if phase == "rewards" and not isinstance(action, BattleRewardSet):
        return ("FLOE-CAVE-BOSS-1", message("Choose one of the Boss's reward sets first."))
    roll_only = (BattleReroll, BattleAssign, BattleFamiliar, BattleAlly)
    if isinstance(action, roll_only) and phase != "roll":
        return ("FLOE-BATTLE-SEQ-1", message("Dice, Items, the Familiar and Allies are used in the Roll "
                             "phase, which is over."))
    if isinstance(action, BattleReroll):
        if not action.dice or len(set(action.dice)) != len(action.dice):
            return ("FLOE-BATTLE-REROLL-1", message("Name each die to reroll once."))
        if any(not 0 <= i < len(battle.dice) for i in action.dice):
            return ("FLOE-AMBIG-10", message("You rolled only {n} Hero dice.", n=len(battle.dice)))
        if any(battle.dice[i].locked for i in action.dice):
            return ("FLOE-BATTLE-LOCKED-1", message("A Locked die cannot be rerolled."))
        if any(battle.dice[i].item for i in action.dice):
            return ("FLOE-BATTLE-ITEM-1", message("A die assigned to an Item stays there."))
        if player.warmth < 1:
            return ("FLOE-BATTLE-REROLL-1", message("A reroll costs 1 Warmth and you have none."))
        if sum(battle.dice[i].icon == "magic" for i in action.dice) > count(battle, "magic"):
            return ("FLOE-MAGIC-GEN-1", message("That Magic has already been spent on a Spell."))
    elif isinstance(action, BattleAssign):
        if not 0 <= action.die < len(battle.dice):
            return ("FLOE-BATTLE-ITEM-1", message("There is no such die."))
        if action.item not in player.items:
            return ("FLOE-BATTLE-ITEM-1", message("You do not own {item}.", item=spoken(action.item)))
        if action.item in player.items_upgraded:
            return ("FLOE-BATTLE-ITEM-2", message("An upgraded Item gives its icons without a die."))
        if action.item in battle.items_used:
            return ("FLOE-BATTLE-ITEM-1", message("{item} already holds a die.", item=spoken(action.item)))
        if battle.dice[action.die].item:
            return ("FLOE-BATTLE-ITEM-1", message("That die is already assigned to an Item."))
        if battle.dice[action.die].face == "magic" and item_icon(action.item) != "magic" and count(battle, "magic") < 1:
            return ("FLOE-MAGIC-GEN-1", message("That Magic has already been spent on a Spell."))
    elif isinstance(action, BattlePotion):
        if action.token not in ctx.potions():
            return ("FLOE-BATTLE-POTION-1", message("You do not hold {token}.", token=spoken(action.token)))
        # Usually drunk in the Roll phase; like a Spell it still helps before its icons' phase
        # (the Rockeer example drinks its Sword Potion in the Sword phase, FLOE-AMBIG-12).
        if any(icon_resolved(battle, i) for i in potion_icons(action.token)):
            return ("FLOE-AMBIG-12", message("That Potion's icon has already been used this round."))
    elif isinstance(action, BattleDrink):
        if action.token not in ctx.potions():
            return ("FLOE-WARMTH-POTION-1", message("You do not hold {token}.", token=spoken(action.token)))
    elif isinstance(action, BattleFamiliar):
        if battle.familiar_used or not ctx.familiar_available():
            return ("FLOE-BATTLE-FAMILIAR-3", message("Your Familiar was already used this turn."))
        if player.warmth < 1:
            return ("FLOE-BATTLE-FAMILIAR-1", message("The Familiar's help costs 1 Warmth and you have none."))
        icons = familiar_icons(player.familiar)
        if player.familiar_flipped and action.icon:
            return ("FLOE-BATTLE-FAMILIAR-2", message("Your upgraded Familiar gives both of its icons."))
        if not player.familiar_flipped and action.icon not in icons:
            return ("FLOE-BATTLE-FAMILIAR-1", message("Choose one of your Familiar's icons: {value}.",
                                                      value=said_list(icons)))
    elif isinstance(action, BattleAlly):
        if action.ally not in player.allies:
            return ("FLOE-BATTLE-ALLY-1", message("You do not have the ally {ally}.", ally=spoken(action.ally)))
        if action.ally in battle.allies_committed:
            return ("FLOE-ALLY-USE-1", message("{ally} is already helping in this battle.", ally=spoken(action.ally)))
        if ally_battle(action.ally) is None:
            return ("FLOE-BATTLE-ALLY-1", message("{ally} has no Battle effect.", ally=spoken(action.ally)))
    elif isinstance(action, BattleHeal):
        if count(battle, "magic") < 1:
            return ("FLOE-MAGIC-HEAL-1", message("Healing costs 1 Magic."))
    elif isinstance(action, BattleInsight):
        if count(battle, "magic") < 1:
            return ("FLOE-MAGIC-INSIGHT-1", message("Insight costs 1 Magic."))
        if not 0 <= action.die < len(battle.dice):
            return ("FLOE-MAGIC-INSIGHT-1", message("There is no such die."))
        die = battle.dice[action.die]
        if die.locked:
            return ("FLOE-BATTLE-LOCKED-1", message("A Locked die cannot be changed."))
        if die.item:
            return ("FLOE-MAGIC-INSIGHT-1", message("That die counts as its Item's icon now."))
        if die.face not in INSIGHT:
            return ("FLOE-MAGIC-INSIGHT-1", message("Insight flips only Swords, Arrows, Stealths and Crits."))
        if die.face == "magic" or icon_resolved(battle, die.face) or icon_resolved(battle, INSIGHT[die.face]):
            return ("FLOE-AMBIG-12", message("That icon's phase has already been played."))
    elif isinstance(action, BattleArtifice):
        if count(battle, "magic") < 2:
            return ("FLOE-MAGIC-ARTIFICE-1", message("Artifice costs 2 Magic."))
        if action.icon not in ICONS or action.icon == "magic":
            return ("FLOE-MAGIC-ARTIFICE-1", message("Artifice becomes an Arrow, Sword, Stealth, Lantern or Crit."))
        if icon_resolved(battle, action.icon):
            return ("FLOE-AMBIG-12", message("The {icon}s have already been used this round.", icon=said(action.icon)))
    elif isinstance(action, BattleCrit):
        if action.target not in ("arrow", "sword"):
            return ("FLOE-BATTLE-ICON-6", message("Crits add to Arrows or to Swords."))
        if battle.is_test or "arrow" in battle.resolved:
            return ("FLOE-AMBIG-9", message("The Crits' target can only be chosen before the Arrows resolve."))
        if battle.crit_target:
            return ("FLOE-AMBIG-9", message("Your Crits already add to {crit_target}s for this battle.",
                                            crit_target=said(battle.crit_target)))
        if count(battle, "crit") < 1:
            return ("FLOE-BATTLE-ICON-6", message("You have no Crit to aim."))
    elif isinstance(action, BattleLoot):
        from .cave import zone_index

        if phase != "lantern":
            return ("FLOE-BATTLE-LANTERN-1", message("Loot is taken in the Lantern phase."))
        if battle.is_test:
            return ("FLOE-BATTLE-TEST-1", message("A Battle test is not in the Cave: Lanterns find no Loot."))
        if battle.lanterns_used >= count(battle, "lantern"):
            return ("FLOE-BATTLE-ICON-4", message("Each Lantern takes one Loot token; you have none left."))
        if action.token not in ctx.cave.loot[zone_index(battle.chamber)]:
            return ("FLOE-LOOT-ZONE-1", message("That Loot token is not in your chamber's zone."))
    elif isinstance(action, BattleContinue):
        if phase in ("arrow", "sword") and not battle.crit_target and count(battle, "crit") and \
                battle.ability != "no-crit" and "arrow" not in battle.resolved and count(battle, phase):
            return ("FLOE-BATTLE-ICON-6", message("Choose whether your Crits add to Arrows or Swords first."))
    elif isinstance(action, BattleRewardSet):
        from .cave import free_reward_sets

        if phase != "rewards":
            return ("FLOE-CAVE-BOSS-1", message("Reward sets are taken after beating the Boss."))
        if action.index not in free_reward_sets(ctx.cave):
            return ("FLOE-CAVE-BOSS-1", message("That reward set is already covered by another Hero marker."))
    else:
        return ("FLOE-BATTLE-SEQ-1", message("'{action}' is not a battle action.", action=said(action.describe())))
    return None


def battle_legal_actions(ctx: BattleContext, battle: BattleState) -> list[Action]:
    """Every battle action the player may take now."""
    return [a for a in battle_candidates(ctx, battle) if battle_why_not(ctx, battle, a) is None]

