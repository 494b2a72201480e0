"""The cave battle (and Encounter Battle tests) as an explicit phase machine: its rules.

Its state is in battle_state.py, its actions in battle_actions.py, what it reads from the content
(Items, Potions, Familiars, Allies, dice) in battle_content.py; this module counts icons, starts a
battle, says what is legal and applies actions phase by phase.

The seam with the rules engine (context.py)::

    start_battle(ctx: BattleContext, chance: Chance, *, test: tuple[str, ...] = ()) -> tuple[BattleState, list[Event]]
    battle_candidates(ctx, battle) -> list[Action]            # every battle action that might be allowed
    battle_why_not(ctx, battle, action) -> (rule id, sentence) | None   # the first rule it breaks
    battle_legal_actions(ctx: BattleContext, battle: BattleState) -> list[Action]   # derived from the two
    apply_battle_action(ctx, battle, action, chance) -> list[Event]   # mutates battle and ctx's state
    battle_actions.BATTLE_ACTIONS: tuple[type[Action], ...]
    BattleState.finished: bool          # True once over (won, lost, not defeated; test passed/failed)
    BattleState.outcome: str            # "won" | "lost" | "not-defeated" | "passed" | "failed" ("" while on)
    merit_test(player, merit, value) -> bool   # an Encounter's Merit test

Actions (group "battle"): battle-reroll, battle-assign (die -> basic Item), battle-potion (its icons),
battle-drink (a Potion for 1 Warmth), battle-familiar, battle-ally, battle-heal / battle-insight /
battle-artifice (the three Spells), battle-crit (Arrows or Swords, once), battle-continue (resolve
the phase), battle-loot (Lantern phase), battle-reward-set (after the Boss).  Dice go through the
chance source as "hero-die" and "damage-die" (faces in content/dice.yaml), so lessons fix them with
``game.chance.fix("hero-die", "sword", ...)``.

``apply_battle_action`` raises :class:`IllegalAction` (with the rule id) for an action that is not
legal now, before changing anything.  The rules engine applies it on a deep copy of the state
anyway, so a refused action leaves the game as it was.

What the battle changes through ``ctx``: the player's Warmth (rerolls, Familiar help, Monster
Damage, Healing), Potions and Allies spent, the Familiar's once-per-turn use, the Cave (Loot taken,
Hero marker, Monster replacement, Boss reward sets), ``player.defeated``; on a loss
``ctx.lose_battle()`` (Island of Floe, maximum Warmth).  Rewards are queued with ``ctx.gain(effects)``
as effect strings and resolved by the rules engine after the action.

Phases (FLOE-BATTLE-SEQ-1): ``roll`` -> ``arrow`` -> ``attack`` -> ``sword`` -> ``lantern`` (Neubra-like
Monsters: ``attack`` before ``arrow``).  ``battle-continue`` resolves the phase the battle is in and
enters the next.  Dice are changed (reroll, Items, Familiar, Allies) in the ``roll`` phase; Magic and
Potions may be spent in any phase on icons that have not resolved yet (FLOE-AMBIG-12).  After the
``lantern`` phase the Battle ends; a Boss win then waits in ``rewards`` for a reward-set choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from floe_widgets.core import Action, Chance, Event, IllegalAction
from floe_widgets.i18n import Term, message

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
from .battle_content import (
    ally_battle,
    familiar_icons,
    item_icon,
    item_upgraded_icons,
    potion_icons,
    roll_damage_die,
    roll_hero_die,
)
from .battle_state import ICON_PHASE, ICONS, INSIGHT, PHASES, PHASES_ATTACK_FIRST, BattleDie, BattleIcon, BattleState
from .names import effect_said, rewards_spoken, said, said_list, spoken, term
from .names import printed_text as ability_text

#: why a battle action is refused: (rule id, sentence)
Refusal = tuple[str, str]

if TYPE_CHECKING:
    from .context import BattleContext
    from .state import PlayerState


# -- counting icons -----------------------------------------------------------------------------
def count(battle: BattleState, icon: str) -> int:
    """How many ``icon`` the battle has now (dice as faces or Items, plus other icons; Magic net of spending)."""
    n = sum(1 for d in battle.dice if d.icon == icon) + sum(1 for b in battle.icons if b.icon == icon)
    return n - battle.magic_spent if icon == "magic" else n


def tally(battle: BattleState) -> dict[str, int]:
    return {icon: count(battle, icon) for icon in ICONS}


@dataclass(frozen=True)
class Forecast:
    """What the rest of this round will do if the player just continues (for views and lessons)."""

    arrow_damage: int
    monster_damage: int
    sword_damage: int
    total_damage: int
    beaten: bool


def forecast(battle: BattleState) -> Forecast:
    """The round's outcome with the icons held now: Damage per phase and the Monster's hit after Stealth."""
    if battle.is_test:
        return Forecast(0, 0, 0, 0, False)
    crit_arrow = crit_bonus(battle, "arrow") if battle.crit_target == "arrow" else 0
    crit_sword = 0 if battle.crit_target == "arrow" else count(battle, "crit") * (battle.ability != "no-crit")
    arrow = battle.arrow_damage if "arrow" in battle.resolved else count(battle, "arrow") * (1 + crit_arrow)
    sword = battle.sword_damage if "sword" in battle.resolved else count(battle, "sword") * (2 + crit_sword)
    if "attack" in battle.resolved:
        hit = battle.monster_damage
    else:
        arrow_first = battle.order.index("arrow") < battle.order.index("attack")
        dealt_before = (battle.damage if "arrow" in battle.resolved else arrow) if arrow_first else 0
        base = 0 if dealt_before >= battle.health else battle.base_damage   # FLOE-BATTLE-ATTACK-2
        die = battle.damage_die * (2 if battle.ability == "die-double" else 1)
        hit = max(0, base + die - 2 * count(battle, "stealth"))
    total = arrow + sword
    return Forecast(arrow, hit, sword, total, total >= battle.health)


def crit_bonus(battle: BattleState, target: str) -> int:
    """Extra Damage per ``target`` icon from Crits (Crits x 1, if they were aimed at it)."""
    if battle.ability == "no-crit":
        return 0
    aimed = battle.crit_target or ("sword" if "arrow" in battle.resolved else "")
    return count(battle, "crit") if aimed == target else 0


def icon_resolved(battle: BattleState, icon: str) -> bool:
    """True once the phase that uses ``icon`` is over for this round (Crits: with their target)."""
    if icon == "crit":
        target = battle.crit_target or ("sword" if "arrow" in battle.resolved else "arrow")
        return target in battle.resolved
    if icon == "lantern" and battle.is_test:
        return False
    return ICON_PHASE.get(icon, "") in battle.resolved


def battle_value(battle: BattleState, warmth: int) -> float:
    """A rough worth of the round in progress for a greedy bot (higher is better for the fighter).

    Damage towards the Monster's health, a bonus for beating it, minus the hit still to come, and a
    heavy penalty if that hit would lose the battle.  Add it to a position value while a battle runs.
    """
    if battle.phase in ("rewards", "over") or battle.is_test:
        return 0.0
    f = forecast(battle)
    value = 5.0 * min(f.total_damage, battle.health) / max(battle.health, 1) + (5.0 if f.beaten else 0.0)
    if "attack" not in battle.resolved:
        value -= 0.8 * f.monster_damage + (10.0 if f.monster_damage > warmth else 0.0)
    return value + 0.3 * max(0, count(battle, "lantern") - battle.lanterns_used)


# -- starting ---------------------------------------------------------------------------------------
def start_battle(ctx: BattleContext, chance: Chance, *, test: tuple[str, ...] = ()) -> tuple[BattleState, list[Event]]:
    """Delve into the Cave and roll (FLOE-CAVE-CHAMBER-1, FLOE-BATTLE-ROLL-1).

    With ``test`` (icons needed, e.g. ``("sword", "sword")``) this is an Encounter's Battle test
    instead: same dice, Items, Potions, Familiar and Magic, but no Monster and no Loot (FLOE-BATTLE-TEST-1).
    """
    from . import cave as cave_rules

    player = ctx.player
    if test:
        battle = BattleState(seat=ctx.seat, test=list(test), order=["roll"])
        events = [Event(message("Battle test: you need {value}.",
                                value=said_list(test)), ("FLOE-BATTLE-TEST-1",), "battle", ctx.seat)]
    else:
        if not cave_rules.can_delve(player, ctx.cave):
            raise IllegalAction("FLOE-CAVE-BOSS-3",
                                message("You have beaten the Boss: there is nothing left in the Cave."))
        number = player.cave_chamber
        room = ctx.cave.chambers[number - 1]
        card = cave_rules.monster(room.monster)
        battle = BattleState(
            seat=ctx.seat, monster=card.id, chamber=number, health=card.health, base_damage=card.damage,
            ability=card.ability, ability_icon=card.icon, rounds=2 if card.ability == "defeat-twice" else 1,
            order=list(PHASES_ATTACK_FIRST if card.ability == "attack-first" else PHASES),
        )
        events = cave_rules.reveal(ctx.cave, number, "FLOE-CAVE-CHAMBER-1")
        face = message("You face {monster} in chamber {n}: health {health}, base Damage {damage}.",
                       monster=term(card.id), n=number, health=card.health, damage=card.damage)
        if card.text:
            face = message("{face} {ability}", face=face, ability=ability_text(card.text))
        events.append(Event(face, ("FLOE-CAVE-CHAMBER-1",), "battle", ctx.seat))
    return battle, events + _roll_round(ctx, battle, chance)


def _roll_round(ctx: BattleContext, battle: BattleState, chance: Chance) -> list[Event]:
    """Roll Hero dice (as many as the marker says) and the Damage die, then the Monster's roll effects."""
    n = ctx.player.hero_dice
    battle.dice = [BattleDie(roll_hero_die(chance)) for _ in range(n)]
    battle.damage_die = 0 if battle.is_test else roll_damage_die(chance)
    battle.icons = [BattleIcon(icon, f"item:{item}") for item in ctx.player.items_upgraded
                    if item in ctx.player.items for icon in item_upgraded_icons(item)]
    battle.items_used, battle.magic_spent, battle.crit_target, battle.lanterns_used = [], 0, "", 0
    battle.damage = battle.arrow_damage = battle.sword_damage = battle.monster_damage = 0
    battle.resolved, battle.phase = [], "roll"
    faces = said_list(d.face for d in battle.dice)
    if battle.is_test:
        rolled = message("You roll {n} Hero dice: {faces}.", n=n, faces=faces)
    else:
        rolled = message("You roll {n} Hero dice: {faces}; the Damage die shows {die}.", n=n, faces=faces,
                         die=battle.damage_die)
    events = [Event(rolled, ("FLOE-BATTLE-ROLL-1",), "battle", ctx.seat)]
    if battle.icons:
        events.append(Event(message("Your upgraded Items add {icons}.", icons=said_list(b.icon for b in battle.icons)),
                            ("FLOE-BATTLE-ITEM-2", "FLOE-ITEM-UPGRADED-1"), "battle", ctx.seat))
    if battle.ability == "reroll-initial":
        hit = [i for i, d in enumerate(battle.dice) if d.face == battle.ability_icon]
        if hit:
            for i in hit:
                battle.dice[i].face = roll_hero_die(chance)
            events.append(Event(message("The Monster makes you reroll every {ability_icon} of that roll: now {value}. "
                                        "Whatever comes up now stays.", ability_icon=said(battle.ability_icon),
                                        value=said_list(d.face for d in battle.dice)),
                                ("FLOE-BATTLE-ROCKEER-1",), "battle", ctx.seat))
    elif battle.ability == "lock":
        hit = [d for d in battle.dice if d.face == battle.ability_icon]
        for d in hit:
            d.locked = True
        if hit:
            events.append(Event(message("The Monster Locks your {n} {ability_icon} dice: they cannot be rerolled or "
                                        "changed this battle.", n=len(hit), ability_icon=said(battle.ability_icon)),
                                        ("FLOE-BATTLE-LOCKED-1",), "battle", ctx.seat))
    return events


# -- legality -------------------------------------------------------------------------------------------
def battle_candidates(ctx: BattleContext, battle: BattleState) -> list[Action]:
    player = ctx.player
    out: list[Action] = []
    if battle.phase == "rewards":
        from .cave import free_reward_sets

        return [BattleRewardSet(i) for i in free_reward_sets(ctx.cave)]
    if battle.phase == "over":
        return []
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


# -- applying -------------------------------------------------------------------------------------------
def apply_battle_action(ctx: BattleContext, battle: BattleState, action: Action, chance: Chance) -> list[Event]:
    """Apply one battle action (refused with the rule's IllegalAction before any change)."""
    refusal = battle_why_not(ctx, battle, action)
    if refusal is not None:
        raise IllegalAction(*refusal)
    player, seat = ctx.player, ctx.seat
    if isinstance(action, BattleReroll):
        ctx.spend_warmth(1, "FLOE-BATTLE-REROLL-1")
        for i in action.dice:
            battle.dice[i].face = roll_hero_die(chance)
        battle.rerolls += 1
        faces = said_list(battle.dice[i].face for i in action.dice)
        return [Event(message("For 1 Warmth you reroll {n} dice: {faces}.", n=len(action.dice),
                              faces=faces), ("FLOE-BATTLE-REROLL-1",),
                      "battle", seat)]
    if isinstance(action, BattleAssign):
        die = battle.dice[action.die]
        die.item, die.item_icon = action.item, item_icon(action.item)
        battle.items_used.append(action.item)
        return [Event(message("Die {die} ({face}) goes on {item} and counts as a {item_icon}.", die=action.die + 1,
                              face=said(die.face), item=spoken(action.item), item_icon=said(die.item_icon)),
                      ("FLOE-BATTLE-ITEM-1", "FLOE-ITEM-BASIC-1"), "battle", seat)]
    if isinstance(action, BattlePotion):
        icons = potion_icons(action.token)
        ctx.use_potion(action.token)
        battle.potions_used.append(action.token)
        battle.icons += [BattleIcon(i, f"potion:{action.token}") for i in icons]
        return [Event(message("You use the {token}: +{value}.", token=spoken(action.token), value=said_list(icons)),
                      ("FLOE-BATTLE-POTION-1", "FLOE-TOKENS-POTION-1"),
                      "battle", seat)]
    if isinstance(action, BattleDrink):
        ctx.use_potion(action.token)
        battle.potions_used.append(action.token)
        got = ctx.gain_warmth(1)
        return [Event(message("You drink the {token}: +{got} Warmth.", token=spoken(action.token), got=said(got)),
                      ("FLOE-WARMTH-POTION-1", "FLOE-TOKENS-POTION-1"),
                      "battle", seat)]
    if isinstance(action, BattleFamiliar):
        ctx.use_familiar()
        ctx.spend_warmth(1, "FLOE-BATTLE-FAMILIAR-1")
        battle.familiar_used = True
        icons = list(dict.fromkeys(familiar_icons(player.familiar))) if not action.icon else [action.icon]
        rules = ["FLOE-BATTLE-FAMILIAR-1", "FLOE-BATTLE-FAMILIAR-3"]
        if player.familiar_flipped:
            rules += ["FLOE-BATTLE-FAMILIAR-2", "FLOE-FAMILIAR-UPGRADE-1"]
        if player.familiar_slid:
            icons.append("crit")
            rules.append("FLOE-FAMILIAR-FULL-1")
        battle.icons += [BattleIcon(i, "familiar") for i in icons]
        return [Event(message("Your Familiar helps for 1 Warmth: +{value}.",
                              value=said_list(icons)), tuple(rules), "battle", seat)]
    if isinstance(action, BattleAlly):
        effect = ally_battle(action.ally)
        assert effect is not None
        battle.allies_used.append(action.ally)
        battle.icons += [BattleIcon(i, f"ally:{action.ally}") for i in effect.icons]
        ally = spoken(action.ally)
        if effect.icons:
            joins = message("{ally} joins the battle: +{icons}", ally=ally, icons=said_list(effect.icons))
        else:
            joins = message("{ally} joins the battle", ally=ally)
        if effect.pays_later:
            battle.allies_committed.append(action.ally)   # pays out and leaves at the end (FLOE-AMBIG-8)
            later = [message("{gain} per {icon}", gain=effect_said(g), icon=said(i)) for i, g in effect.per_icon]
            later += [effect_said(g) for g in effect.after]
            listed = Term(en=", ".join(later), ja="、".join(x.said_in("ja") for x in later))
            joins = message("{joins}; after the battle: {later}.", joins=joins, later=listed)
        else:
            ctx.discard_ally(action.ally)
            joins = message("{joins}.", joins=joins)
        return [Event(joins, ("FLOE-BATTLE-ALLY-1", "FLOE-ALLY-USE-1"), "battle", seat)]
    if isinstance(action, BattleHeal):
        battle.magic_spent += 1
        gained = ctx.gain_warmth(1)
        return [Event(message("Healing: 1 Magic for {gained} Warmth.", gained=said(gained)), ("FLOE-MAGIC-HEAL-1",
                              "FLOE-MAGIC-GEN-1"),
                      "battle", seat)]
    if isinstance(action, BattleInsight):
        battle.magic_spent += 1
        die = battle.dice[action.die]
        before, die.face = die.face, INSIGHT[die.face]
        return [Event(message("Insight turns die {die} from {before} to {face}.", die=action.die + 1,
                              before=said(before), face=said(die.face)),
                      ("FLOE-MAGIC-INSIGHT-1", "FLOE-MAGIC-GEN-1"), "battle", seat)]
    if isinstance(action, BattleArtifice):
        battle.magic_spent += 2
        battle.icons.append(BattleIcon(action.icon, "artifice"))
        return [Event(message("Artifice: 2 Magic become a {icon}.", icon=said(action.icon)), ("FLOE-MAGIC-ARTIFICE-1",
                              "FLOE-MAGIC-GEN-1"),
                      "battle", seat)]
    if isinstance(action, BattleCrit):
        battle.crit_target = action.target
        return [Event(message("Your Crits will add 1 Damage to each {target}.",
                              target=said(action.target)), ("FLOE-BATTLE-ICON-6", "FLOE-AMBIG-9"),
                      "battle", seat)]
    if isinstance(action, BattleLoot):
        from .cave import loot_tokens, zone_index

        ctx.cave.loot[zone_index(battle.chamber)].remove(action.token)
        battle.lanterns_used += 1
        _use(battle, "lantern", 1)
        battle.loot_taken.append(action.token)
        reward = list(loot_tokens()[action.token])
        ctx.gain(reward, f"loot:{action.token}", ("FLOE-BATTLE-LANTERN-1",))
        return [Event(message("A Lantern finds {token}: {value}; the token leaves the game.",
                              token=spoken(action.token), value=said_list(reward)),
                      ("FLOE-BATTLE-LANTERN-1", "FLOE-BATTLE-ICON-4", "FLOE-LOOT-ZONE-1"), "battle", seat)]
    if isinstance(action, BattleRewardSet):
        return _take_reward_set(ctx, battle, action.index, chance)
    assert isinstance(action, BattleContinue)
    return _resolve_phase(ctx, battle, chance)


# -- the phases ----------------------------------------------------------------------------------------------
def _resolve_phase(ctx: BattleContext, battle: BattleState, chance: Chance) -> list[Event]:
    seat, phase = ctx.seat, battle.phase
    events: list[Event] = []
    if phase == "roll":
        if battle.is_test:
            return _finish_test(ctx, battle)
        events.append(Event(message("The Roll phase ends."), ("FLOE-BATTLE-SEQ-1",), "battle", seat))
    elif phase == "arrow":
        arrows = count(battle, "arrow")
        battle.arrow_damage = arrows * (1 + crit_bonus(battle, "arrow"))
        _use(battle, "arrow", arrows)
        battle.damage += battle.arrow_damage
        rules = ("FLOE-BATTLE-ARROW-1", "FLOE-BATTLE-ICON-1") + (("FLOE-BATTLE-ICON-6",) if crit_bonus(
            battle, "arrow") else ())
        arrow_phase = message("Arrow phase: {arrows} Arrows deal {arrow_damage} Damage ({damage} of {health} so far).",
                              arrows=arrows, arrow_damage=battle.arrow_damage, damage=battle.damage,
                              health=battle.health)
        events.append(Event(arrow_phase, rules, "battle", seat))
    elif phase == "attack":
        lost, attack = _monster_attack(ctx, battle)
        if lost:
            return attack
        events += attack
    elif phase == "sword":
        swords = count(battle, "sword")
        battle.sword_damage = swords * (2 + crit_bonus(battle, "sword"))
        _use(battle, "sword", swords)
        battle.damage += battle.sword_damage
        rules = ("FLOE-BATTLE-SWORD-1", "FLOE-BATTLE-ICON-2") + (("FLOE-BATTLE-ICON-6",) if crit_bonus(
            battle, "sword") else ())
        events.append(Event(message("Sword phase: {swords} Swords deal {sword_damage} Damage ({damage} of {health}).",
                                    swords=said(swords), sword_damage=said(battle.sword_damage),
                                    damage=said(battle.damage), health=said(battle.health)), rules, "battle", seat))
    elif phase == "lantern":
        left = count(battle, "lantern") - battle.lanterns_used
        if left > 0 and not battle.is_test:
            from .cave import zone_index

            if ctx.cave.loot[zone_index(battle.chamber)]:
                events.append(Event(message("You leave {left} Lantern(s) unused.",
                                            left=said(left)), ("FLOE-BATTLE-ICON-4",), "battle", seat))
            else:
                events.append(Event(message("Your chamber's Loot zone is empty: {left} Lantern(s) find nothing.",
                                            left=said(left)),
                                    ("FLOE-BATTLE-LANTERN-2",), "battle", seat))
    return _enter_next(ctx, battle, chance, events)


def _enter_next(ctx: BattleContext, battle: BattleState, chance: Chance, events: list[Event]) -> list[Event]:
    battle.resolved.append(battle.phase)
    battle.trace.append(battle.phase)
    i = battle.order.index(battle.phase)
    if i + 1 < len(battle.order):
        battle.phase = battle.order[i + 1]
        return events
    return events + _end_round(ctx, battle, chance)


def _monster_attack(ctx: BattleContext, battle: BattleState) -> tuple[bool, list[Event]]:
    """Monster Attack (FLOE-BATTLE-ATTACK-1/2); returns (Battle lost, events)."""
    seat = ctx.seat
    beaten = battle.damage >= battle.health
    base = 0 if beaten else battle.base_damage
    die = battle.damage_die * (2 if battle.ability == "die-double" else 1)
    stealth = count(battle, "stealth")
    _use(battle, "stealth", stealth)
    total = base + die
    battle.monster_damage = max(0, total - 2 * stealth)
    rules = ["FLOE-BATTLE-ATTACK-1", "FLOE-CAVE-DAMAGEDIE-1"]
    if beaten:
        rules.append("FLOE-BATTLE-ATTACK-2")
    if stealth:
        rules.append("FLOE-BATTLE-ICON-3")
    if battle.ability == "attack-first":
        rules.append("FLOE-BATTLE-NEUBRA-1")
    if beaten:
        how = message("base Damage ignored (already beaten) + Damage die {die}", die=die)
    else:
        how = message("base Damage {base} + Damage die {die}", base=base, die=die)
    attack = message("Monster Attack: {how} = {total}, minus {minus} for {stealth} Stealth: {damage}.", how=how,
                     total=total, minus=2 * stealth, stealth=stealth, damage=battle.monster_damage)
    if not ctx.take_damage(battle.monster_damage):
        battle.outcome, battle.phase = "lost", "over"
        battle.trace.append("attack")
        for ally in battle.allies_committed:
            ctx.discard_ally(ally)
        battle.allies_committed = []
        lost = message("{attack} You have only {warmth} Warmth: the battle is lost.", attack=attack,
                       warmth=ctx.player.warmth)
        return True, [Event(lost,
                            (*rules, "FLOE-BATTLE-LOSE-1", "FLOE-AMBIG-11"), "battle", seat), *ctx.lose_battle()]
    battle.warmth_lost += battle.monster_damage
    hurt = message("{attack} You lose {n} Warmth.", attack=attack, n=battle.monster_damage)
    return False, [Event(hurt, tuple(rules), "battle", seat)]


def _end_round(ctx: BattleContext, battle: BattleState, chance: Chance) -> list[Event]:
    """End of the Battle (FLOE-CAVE-WIN-1): the next round, the rewards, or nothing."""
    from . import cave as cave_rules

    seat = ctx.seat
    if battle.damage < battle.health:
        battle.outcome, battle.phase = "not-defeated", "over"
        events = [Event(message("{damage} Damage is short of {health}: the Monster stands, nothing happens, and the "
                                "Damage is not kept.", damage=said(battle.damage), health=said(battle.health)),
                                ("FLOE-CAVE-WIN-1", "FLOE-CAVE-LOSE-0"), "battle", seat)]
        return events + _pay_allies(ctx, battle)
    if battle.round < battle.rounds:
        battle.round += 1
        events = [Event(message("{damage} Damage beats it once, and you survived: it must be beaten a second time. A "
                                "second full battle starts from the Roll.", damage=said(battle.damage)),
                                ("FLOE-BATTLE-PETRAGROVE-1", "FLOE-AMBIG-29"),
                        "battle", seat)]
        return events + _roll_round(ctx, battle, chance)
    card = cave_rules.monster(battle.monster)
    battle.outcome = "won"
    events = [Event(message("{damage} Damage against health {health}: {name} is defeated!", damage=said(battle.damage),
                            health=said(battle.health), name=term(card.id)),
                    ("FLOE-CAVE-WIN-1",), "battle", seat)]
    ctx.gain(list(card.reward), f"monster:{card.id}", ("FLOE-CAVE-WIN-2",))
    events.append(Event(message("You gain {name}'s reward: {rewards}.", name=term(card.id),
                                rewards=rewards_spoken(card.reward)),
                        ("FLOE-CAVE-WIN-2",), "reward", seat))
    rewards = cave_rules.chamber(battle.chamber).rewards
    if rewards:
        ctx.gain(list(rewards), f"chamber:{battle.chamber}", ("FLOE-CAVE-WIN-2",))
        events.append(Event(message("You gain chamber {chamber}'s rewards: {rewards}.", chamber=said(battle.chamber),
                                    rewards=rewards_spoken(rewards)),
                            ("FLOE-CAVE-WIN-2", "FLOE-CAVE-CHAMBER-1"), "reward", seat))
    events += _pay_allies(ctx, battle)
    ctx.player.defeated.append(card.tier)
    events.append(Event(message("You note that you beat a {tier} Monster (for your Quest).",
                                tier=said(card.tier)), ("FLOE-CAVE-WIN-3",),
                        "battle", seat))
    if battle.chamber == cave_rules.CHAMBERS:
        battle.phase = "rewards"
        events.append(Event(message("Choose one of the free reward sets of the last room."), ("FLOE-CAVE-BOSS-1",),
                            "battle", seat))
        return events
    events += cave_rules.advance_marker(ctx.player, ctx.cave)
    events += cave_rules.replace_monster(ctx.cave, battle.chamber, chance, _markers(ctx))
    battle.phase = "over"
    return events


def _take_reward_set(ctx: BattleContext, battle: BattleState, index: int, chance: Chance) -> list[Event]:
    from . import cave as cave_rules

    rewards, events = cave_rules.claim_reward_set(ctx.player, ctx.cave, index)
    ctx.gain(rewards, f"boss-set:{index + 1}", ("FLOE-CAVE-BOSS-1",))
    events += ctx.claim_achievement("boss")
    events += cave_rules.replace_monster(ctx.cave, battle.chamber, chance, _markers(ctx))
    battle.phase = "over"
    return events


def _pay_allies(ctx: BattleContext, battle: BattleState) -> list[Event]:
    """Allies whose effect looks at the whole Battle pay out now and are discarded (FLOE-AMBIG-8)."""
    events = []
    for ally in battle.allies_committed:
        effect = ally_battle(ally)
        assert effect is not None
        gains = []
        for icon, gain in effect.per_icon:
            used = battle.used.get(icon, 0)
            kind, _, n = gain.partition(":")
            if used:
                gains.append(f"{kind}:{int(n or 1) * used}")
        gains += list(effect.after)
        ctx.gain(gains, f"ally:{ally}", ("FLOE-BATTLE-ALLY-1", "FLOE-AMBIG-8"))
        ctx.discard_ally(ally)
        events.append(Event(message("{ally} pays out after the battle ({value}) and leaves.", ally=spoken(ally),
                                    value=rewards_spoken(gains)),
                            ("FLOE-BATTLE-ALLY-1", "FLOE-AMBIG-8", "FLOE-ALLY-USE-1"), "reward", battle.seat))
    battle.allies_committed = []
    return events


def _finish_test(ctx: BattleContext, battle: BattleState) -> list[Event]:
    need: dict[str, int] = {}
    for icon in battle.test:
        need[icon] = need.get(icon, 0) + 1
    ok = all(count(battle, icon) >= n for icon, n in need.items())
    battle.outcome, battle.phase = ("passed" if ok else "failed"), "over"
    battle.trace.append("roll")
    said_outcome = message("Battle test passed.") if ok else message("Battle test failed.")
    return [Event(said_outcome, ("FLOE-BATTLE-TEST-1",), "battle", ctx.seat)]


def _use(battle: BattleState, icon: str, n: int) -> None:
    if n:
        battle.used[icon] = battle.used.get(icon, 0) + n


def _markers(ctx: BattleContext) -> list[int]:
    return [p.cave_chamber for p in ctx.state.players]


def merit_test(player: PlayerState, merit: str, value: int) -> bool:
    """An Encounter's Merit test: passed when that Merit meets or exceeds ``value`` (Merits are never spent)."""
    return player.merits[merit] >= value
